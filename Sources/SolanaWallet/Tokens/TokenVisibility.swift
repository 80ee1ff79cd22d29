import SolanaCore

/// The rule that hides spam and dust tokens from balances without the user naming them, a setting the user sees and
/// changes (`solwallet config set token-filter`).
///
/// Anyone can send any token to any address, so a wallet fills with airdropped junk: mints nobody named, holding
/// nothing or a speck. Phantom hides those; so does this wallet, by default, with a rule one can state in a line:
/// **a token account is hidden when it holds less than a thousandth of one whole token (0 included) and its mint
/// published no name (no Metaplex or Token-2022 metadata) and is not one the wallet knows.** Anything with a name, a
/// known mint, or a real amount stays visible; the user's own list (`HiddenTokens`) still applies on top, and a mint
/// the user shows again (`token unhide`) is shown whatever the rule says.
public enum TokenFilter: String, Sendable, Codable, CaseIterable {
    /// No rule: only the tokens the user hid are left out.
    case off
    /// The default: token accounts holding 0 or dust (less than 0.001 of a token) of an unnamed, unknown mint.
    case unknownDust = "unknown-dust"
    /// Every token account of an unnamed, unknown mint, whatever it holds.
    case unknown

    /// The rule applied when the user chose none.
    public static let `default` = TokenFilter.unknownDust

    /// Whether `holding` is hidden by this rule alone; `known` are the mints the wallet knows by name.
    public func hides(_ holding: TokenHolding, known: Set<PublicKey>) -> Bool {
        guard self != .off, holding.metadata == nil, !known.contains(holding.mint) else { return false }
        return self == .unknown || Self.isDust(holding.amount, decimals: holding.decimals)
    }

    /// Whether `amount` base units are 0 or less than a thousandth of one whole token of `decimals` (a token with
    /// fewer than 3 decimals has no dust but 0): `amount × 1000 < 10^decimals`, that is `amount < 10^(decimals − 3)`,
    /// in integers (a power past `UInt64.max` exceeds every amount).
    public static func isDust(_ amount: UInt64, decimals: UInt8) -> Bool {
        if amount == 0 { return true }
        guard decimals >= 3 else { return false }
        var threshold: UInt64 = 1
        for _ in 0..<(decimals - 3) {
            let (next, overflow) = threshold.multipliedReportingOverflow(by: 10)
            if overflow { return true }
            threshold = next
        }
        return amount < threshold
    }
}

/// Why a token account is left out of a balance.
public enum TokenHiddenReason: String, Sendable, Codable, CaseIterable {
    /// The user hid its mint (`solwallet token hide`, the dashboard's Hide).
    case byYou = "byYou"
    /// The `token-filter` rule: 0 or dust of a mint with no name the wallet knows or its creator published.
    case unknownDust = "unknownDust"
    /// The `token-filter` rule `unknown`: a mint with no name, whatever it holds.
    case unknown = "unknown"
}

/// Which of a balance's token accounts are shown, and why the others are not: the user's list (`HiddenTokens`) and
/// the `TokenFilter` rule, the user's choices winning (a mint shown again is shown whatever the rule says).
public struct TokenVisibility: Sendable, Equatable {
    /// The rule.
    public var filter: TokenFilter
    /// The mints the user hid.
    public var hidden: Set<PublicKey>
    /// The mints the user chose to see whatever the rule says (`token unhide`).
    public var shown: Set<PublicKey>
    /// The mints the wallet knows by name (never hidden by the rule).
    public var known: Set<PublicKey>

    /// A visibility with every part given.
    public init(filter: TokenFilter, hidden: Set<PublicKey>, shown: Set<PublicKey>, known: Set<PublicKey>) {
        self.filter = filter
        self.hidden = hidden
        self.shown = shown
        self.known = known
    }

    /// Why `holding` is hidden; nil when it is shown. The user's list first, then their "show", then the rule.
    public func reason(for holding: TokenHolding) -> TokenHiddenReason? {
        if hidden.contains(holding.mint) { return .byYou }
        if shown.contains(holding.mint) { return nil }
        guard filter.hides(holding, known: known) else { return nil }
        return filter == .unknown ? .unknown : .unknownDust
    }

    /// `balance` split into what is shown and what is hidden, with why.
    public func split(_ balance: AccountBalance) -> TokenSplit {
        var kept: [TokenHolding] = []
        var left: [HiddenToken] = []
        for holding in balance.tokens {
            if let reason = reason(for: holding) {
                left.append(HiddenToken(holding: holding, reason: reason))
            } else {
                kept.append(holding)
            }
        }
        return TokenSplit(
            visible: AccountBalance(
                address: balance.address, lamports: balance.lamports, tokens: kept, slot: balance.slot,
                fetchedAt: balance.fetchedAt),
            hidden: left)
    }
}

/// A token account left out of a balance, and why.
public struct HiddenToken: Sendable, Equatable {
    /// The token account.
    public let holding: TokenHolding
    /// Why it is hidden.
    public let reason: TokenHiddenReason

    /// A hidden token account.
    public init(holding: TokenHolding, reason: TokenHiddenReason) {
        self.holding = holding
        self.reason = reason
    }
}

/// A balance without its hidden token accounts, and those accounts with their reasons.
public struct TokenSplit: Sendable, Equatable {
    /// The balance as shown (SOL, slot and time unchanged).
    public let visible: AccountBalance
    /// The token accounts left out, in the balance's order.
    public let hidden: [HiddenToken]

    /// A split with both parts given.
    public init(visible: AccountBalance, hidden: [HiddenToken]) {
        self.visible = visible
        self.hidden = hidden
    }

    /// How many were left out for `reason`.
    public func count(_ reason: TokenHiddenReason) -> Int { hidden.count { $0.reason == reason } }
}
