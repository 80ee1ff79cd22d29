import SolanaCore
import SolanaTransactions
import SolanaWallet

/// The signing review, localized: what a transaction does to each of the signer's accounts (SOL, tokens, accounts
/// created, closed or assigned, every authority that changes), what leaves in all, the fee, and the policy's
/// refusals. What a front-end shows before anything is signed; `Encodable` for `--json` and the dashboard.
public struct SigningReviewViewModel: Sendable, Equatable, Encodable {
    /// One of the signer's accounts that changes, and how.
    public struct AccountLines: Sendable, Equatable, Encodable {
        /// The account's address, in full.
        public let account: String
        /// What it is: "system", "token-account", "stake", "nonce", "mint", …
        public let kind: String
        /// The powers the signer holds over it, in the language.
        public let roles: [String]
        /// One sentence per change.
        public let lines: [String]
    }

    /// The language the texts are in.
    public let language: Language
    /// "What this transaction does to your accounts".
    public let title: String
    /// Every account of the signer that changes, in the transaction's order.
    public let accounts: [AccountLines]
    /// The writes of instructions the wallet cannot read.
    public let unreadable: [String]
    /// What leaves in all (SOL and each token), the rent of accounts created for others, the network fee and who
    /// pays it.
    public let fields: [LabelledField]
    /// "No change besides the fee" when no account changes but by the fee; nil otherwise.
    public let notice: String?
    /// "Refused; nothing will be signed:" when there are refusals; nil otherwise.
    public let refusedHeading: String?
    /// Each refusal in one sentence.
    public let refusals: [String]
    /// "Sign and send?".
    public let question: String

    /// The review of `review` in `language`; `symbols` names known mints (their full address follows).
    public init(_ review: SigningReview, language: Language, symbols: [PublicKey: String] = KnownTokens.symbols) {
        self.init(
            effects: review.effects, decimals: review.decimals, refusals: review.refusals, language: language,
            symbols: symbols)
    }

    /// The review of a transaction's `effects` (a send's, a stake action's: checked against the flow's own review,
    /// nothing refused) in `language`; `decimals` gives the decimals of the mints it moves.
    public init(
        effects: TransactionEffects, decimals: [PublicKey: UInt8], refusals: [SigningRefusal] = [],
        language: Language, symbols: [PublicKey: String] = KnownTokens.symbols
    ) {
        let l10n = Localizer(language)
        let words = EffectWords(
            language: language, decimals: decimals, symbols: symbols,
            mintOfAccount: Dictionary(
                effects.accounts.compactMap { account in account.token.map { (account.address, $0.mint) } },
                uniquingKeysWith: { first, _ in first }))
        func role(_ role: AuthorityRole) -> String { l10n(Self.key(role)) }

        self.language = language
        title = l10n(.signingReviewTitle)
        question = l10n(.confirmSign)
        accounts = effects.accounts.map { account in
            var lines: [String] = []
            if account.lamportsBefore != account.lamportsAfter {
                let gained = account.lamportsAfter > account.lamportsBefore
                lines.append(
                    l10n(
                        .effectSOL, words.sol(account.lamportsBefore), words.sol(account.lamportsAfter),
                        words.sol(gained ? account.lamportsGained : account.lamportsLost, sign: gained)))
            }
            if let balance = account.token, balance.before != balance.after {
                let gained = balance.after > balance.before
                let delta = gained ? balance.after - balance.before : balance.before - balance.after
                lines.append(
                    l10n(
                        .effectToken, words.mintName(balance.mint), words.token(balance.before, balance.mint),
                        words.token(balance.after, balance.mint), words.token(delta, balance.mint, sign: gained)))
            }
            lines += account.changes.map { words.stateChange($0, owner: account.ownerAfter) }
            lines += account.authorityChanges.map(words.authority)
            return AccountLines(
                account: account.address.base58, kind: (account.before ?? account.after)?.name ?? "other",
                roles: account.roles.map(role), lines: lines)
        }
        self.unreadable = effects.unreadableWrites.map(words.unreadable)

        var fields: [LabelledField] = []
        var leaving = [words.sol(effects.solPaid)]
        leaving += effects.tokensLeaving.map { words.token($0.amount, $0.mint) + " " + words.mintName($0.mint) }
        fields.append(LabelledField(label: l10n(.effectPaid), value: leaving.joined(separator: ", ")))
        if effects.rentPaid > 0 {
            fields.append(LabelledField(label: l10n(.effectRent), value: words.sol(effects.rentPaid)))
        }
        let fee =
            words.sol(effects.fee)
            + (effects.priorityFee > 0 ? " (" + l10n(.priorityFee) + " " + words.sol(effects.priorityFee) + ")" : "")
        fields.append(LabelledField(label: l10n(.networkFee), value: fee))
        if !effects.signersPayFee {
            fields.append(LabelledField(label: l10n(.fee), value: l10n(.effectFeePayer, effects.feePayer.base58)))
        }
        self.fields = fields
        let onlyFee = effects.accounts.allSatisfy { account in
            account.address == effects.feePayer && account.lamportsLost == effects.fee && account.changes.isEmpty
                && account.authorityChanges.isEmpty && account.token == nil
        }
        notice = onlyFee && effects.unreadableWrites.isEmpty ? l10n(.effectNone) : nil

        self.refusals = refusals.map(words.refusal)
        refusedHeading = refusals.isEmpty ? nil : l10n(.refusedHeading)
    }

    /// Each of `refusals` in one sentence in `language`, as a review says it, without the transaction's effects (an
    /// error report's detail: a flow refused what it had reviewed). A token over its cap carries its decimals; a
    /// delegate's allowance, which needs the account's mint from the effects, is said in base units.
    public static func refusalTexts(
        _ refusals: [SigningRefusal], language: Language, symbols: [PublicKey: String] = KnownTokens.symbols
    ) -> [String] {
        var decimals: [PublicKey: UInt8] = [:]
        for case .tokenOverCap(let mint, _, _, let mintDecimals) in refusals { decimals[mint] = mintDecimals }
        let words = EffectWords(language: language, decimals: decimals, symbols: symbols, mintOfAccount: [:])
        return refusals.map(words.refusal)
    }

    static func key(_ role: AuthorityRole) -> L10nKey {
        switch role {
        case .key: return .roleKey
        case .tokenOwner: return .roleTokenOwner
        case .delegate: return .roleDelegate
        case .closeAuthority: return .roleCloseAuthority
        case .mintAuthority: return .roleMintAuthority
        case .freezeAuthority: return .roleFreezeAuthority
        case .staker: return .roleStaker
        case .withdrawer: return .roleWithdrawer
        case .lockupCustodian: return .roleLockupCustodian
        case .nonceAuthority: return .roleNonceAuthority
        case .upgradeAuthority: return .roleUpgradeAuthority
        case .lookupTableAuthority: return .roleLookupTableAuthority
        }
    }

    /// The title, each account with its changes, the unreadable writes, the totals, then the refusals.
    public func terminalText(style: TerminalStyle = .plain) -> String {
        var lines = accountLines(style: style)
        lines += LabelledField.lines(fields, style: style)
        if let refusedHeading {
            lines.append(style.apply(.negative, to: refusedHeading))
            lines += refusals.map { style.apply(.negative, to: "  ✗ " + $0) }
        }
        return lines.joined(separator: "\n")
    }

    /// The title, then each account with its changes and the unreadable writes: the part a flow with its own review
    /// (a send, a stake action) shows under it.
    public func accountLines(style: TerminalStyle = .plain) -> [String] {
        var lines = [style.apply(.bold, to: title)]
        for account in accounts {
            lines.append("  " + account.account + " (" + account.kind + ")")
            lines += account.lines.map { "    " + $0 }
        }
        if let notice { lines.append("  " + notice) }
        lines += unreadable.map { style.apply(.warning, to: "⚠ " + $0) }
        return lines
    }
}

/// The words of a review's lines in one language: amounts, mints, authorities, state changes, unreadable writes and
/// refusals (shared by a review and an error report's detail).
private struct EffectWords {
    let language: Language
    let decimals: [PublicKey: UInt8]
    let symbols: [PublicKey: String]
    /// A token account's mint, for a delegate's allowance.
    let mintOfAccount: [PublicKey: PublicKey]

    private var l10n: Localizer { Localizer(language) }

    func sol(_ lamports: UInt64, sign: Bool? = nil) -> String {
        DisplayAmount.sol(lamports, isIncrease: sign, language: language).textWithSymbol
    }

    func token(_ units: UInt64, _ mint: PublicKey, sign: Bool? = nil) -> String {
        guard let decimals = decimals[mint] else { return (sign.map { $0 ? "+" : "-" } ?? "") + "\(units)" }
        return DisplayAmount(baseUnits: units, decimals: decimals, symbol: "", isIncrease: sign, language: language)
            .text
    }

    func mintName(_ mint: PublicKey) -> String {
        symbols[mint].map { TerminalText.sanitize($0) + " (" + mint.base58 + ")" } ?? mint.base58
    }

    func authority(_ change: AuthorityChange) -> String {
        if change.role == .delegate, let delegate = change.after, let amount = change.delegatedAmount {
            let allowance = mintOfAccount[change.account].map { token(amount, $0) + " " + mintName($0) } ?? "\(amount)"
            return l10n(.effectDelegate, delegate.base58, allowance)
        }
        return l10n(
            .effectAuthority, l10n(SigningReviewViewModel.key(change.role)),
            change.before?.base58 ?? l10n(.effectNobody),
            change.after?.base58 ?? l10n(.effectNobody))
    }

    func stateChange(_ change: AccountEffect.StateChange, owner: PublicKey?) -> String {
        switch change {
        case .created: return l10n(.effectCreated)
        case .closed: return l10n(.effectClosed)
        case .assigned: return l10n(.effectAssigned, owner?.base58 ?? "?")
        case .nonceAdvanced: return l10n(.effectNonceAdvanced)
        case .stakeDelegated: return l10n(.effectStakeDelegated)
        case .stakeDeactivated: return l10n(.effectStakeDeactivated)
        case .frozen: return l10n(.effectFrozen)
        case .thawed: return l10n(.effectThawed)
        case .supplyChanged: return l10n(.effectSupplyChanged)
        case .dataChanged: return l10n(.effectDataChanged)
        }
    }

    func unreadable(_ write: UnreadableWrite) -> String {
        // A registered IDL names the program and instruction (display only: still a write the wallet cannot vouch
        // for, and still refused in a payment).
        let program =
            write.interpreted.map {
                TerminalText.sanitize($0.program) + " (" + write.programId.base58 + ") "
                    + TerminalText.sanitize($0.name)
            } ?? DecodedInstruction.programName(of: write.programId)
        return l10n(.effectUnreadable, String(write.instruction + 1), program, write.account.base58)
    }

    func refusal(_ refusal: SigningRefusal) -> String {
        switch refusal {
        case .instructionNotAllowed(let index, let program, let instruction):
            return l10n(
                .refusalInstruction, String(index + 1), TerminalText.sanitize(program),
                TerminalText.sanitize(instruction))
        case .authorityChanged(let change): return l10n(.refusalAccount, change.account.base58, authority(change))
        case .accountClosed(let account): return l10n(.refusalAccount, account.base58, l10n(.effectClosed))
        case .accountAssigned(let account, let owner):
            return l10n(.refusalAccount, account.base58, l10n(.effectAssigned, owner.base58))
        case .stateChanged(let account, let change):
            return l10n(.refusalAccount, account.base58, stateChange(change, owner: nil))
        case .unreadableWrite(let write): return unreadable(write)
        case .solOverCap(let paid, let cap): return l10n(.refusalSOLOverCap, sol(paid), sol(cap))
        case .tokenOverCap(let mint, let paid, let cap, _):
            return l10n(.refusalTokenOverCap, token(paid, mint), mintName(mint), token(cap, mint))
        case .unknownDecimals(let mint): return l10n(.refusalUnknownDecimals, mint.base58)
        case .feeOverLimit(let fee, let limit): return l10n(.refusalFee, sol(fee), sol(limit))
        case .effectsDifferFromReview(let differences): return l10n(.refusalMismatch, differences)
        case .blockedByScanner(let reasons):
            return l10n(.refusalScanner, reasons.map(TerminalText.sanitize).joined(separator: "; "))
        }
    }
}
