import Foundation
import SolanaCore
import SolanaWallet

/// The balance screen's state (the seed's `BalanceViewModel`: `value`, `error`, `isLoading`), localized, for the
/// CLI and the web dashboard alike; `Encodable` for `--json`.
public struct BalanceViewModel: Sendable, Equatable, Encodable {
    /// A loaded balance, ready to show.
    public struct Content: Sendable, Equatable, Encodable {
        /// "Balance", "Saldo", "Υπόλοιπο", "Bakiye".
        public let title: String
        /// "Balance of 7xKX…sAsU", "7xKX…sAsU bakiyesi".
        public let heading: String
        /// The address in base58.
        public let address: String
        /// The address shortened ("7xKX…sAsU").
        public let addressShort: String
        /// The slot the node answered at.
        public let slot: UInt64
        /// "slot 1,234".
        public let slotText: String
        /// When the node was read (ISO 8601, UTC).
        public let fetchedAt: String
        /// The SOL balance.
        public let sol: DisplayAmount
        /// Non-zero holdings first, then by label, mint and account; collectibles and hidden tokens apart.
        public let tokens: [TokenLine]
        /// "No tokens" when there are none (neither tokens nor collectibles).
        public let tokensPlaceholder: String?
        /// "Collectibles", "Colecionáveis": the heading of the NFTs' section.
        public let collectiblesTitle: String
        /// The NFTs (no decimals, a supply of one, with metadata), by name then mint; hidden ones apart.
        public let collectibles: [TokenLine]
        /// The token accounts left out (`TokenVisibility`), each with its reason; listed only when asked for
        /// (`balance --all`), else empty while `hiddenSummary` counts them.
        public let hidden: [TokenLine]
        /// How many token accounts are left out and why; nil when none is.
        public let hiddenSummary: HiddenSummary?
        /// Set when the balance is the cached one because the cluster could not be reached.
        public let offline: OfflineNotice?
        /// The cluster the balance is of, with its badge (nil when the loader does not tell clusters apart).
        public let cluster: ClusterBadge?
    }

    /// One token account.
    public struct TokenLine: Sendable, Equatable, Encodable {
        /// The token's symbol when known (`KnownTokens`), else the symbol its creator published (unless it imitates a
        /// known one), else its shortened mint (`TokenName`).
        public let label: String
        /// The creator's name for the token, when it published one (a claim, not verified).
        public let name: String?
        /// Whether the label comes from the wallet's own list of mints.
        public let verified: Bool
        /// The known symbol the creator's symbol imitates, when it does (the label is then the shortened mint).
        public let imitates: String?
        /// Whether the token is an NFT (no decimals, a supply of one).
        public let nonFungible: Bool
        /// The mint in base58.
        public let mint: String
        /// The mint shortened ("EPjF…Dt1v").
        public let mintShort: String
        /// The token account's address in base58.
        public let account: String
        /// "token" or "token2022".
        public let program: String
        /// The balance in the token's units.
        public let amount: DisplayAmount
        /// Whether it is listed as a collectible: an NFT whose creator published metadata.
        public let collectible: Bool
        /// The logo's URI (the metadata's `uri`, sanitized), when the creator published one; never fetched here.
        public let logoURI: String?
        /// Why it is hidden (`TokenHiddenReason`'s raw value), when it is.
        public let hiddenReason: String?
        /// The reason in words ("hidden by you"), when it is hidden.
        public let hiddenText: String?
    }

    /// How many token accounts a view leaves out, and why.
    public struct HiddenSummary: Sendable, Equatable, Encodable {
        /// All of them.
        public let total: Int
        /// Hidden by the user (`token hide`).
        public let byYou: Int
        /// Hidden by the `token-filter` rule.
        public let byRule: Int
        /// "2 hidden: 1 by you, 1 unknown dust".
        public let text: String
    }

    /// Why an older balance is shown.
    public struct OfflineNotice: Sendable, Equatable, Encodable {
        /// "Saved 3 days ago — offline: connection refused".
        public let text: String
        /// The cache's age in whole seconds.
        public let ageSeconds: Int
        /// The remote error (English, one line).
        public let reason: String
    }

    /// The language the texts are in.
    public let language: Language
    /// The loaded balance; nil while loading or after a failure.
    public let value: Content?
    /// The failure, with what to do next; nil otherwise.
    public let error: ErrorViewModel?
    /// Whether the balance is still loading.
    public let isLoading: Bool

    /// A state with every field given.
    public init(language: Language, value: Content?, error: ErrorViewModel?, isLoading: Bool) {
        self.language = language
        self.value = value
        self.error = error
        self.isLoading = isLoading
    }

    /// While the balance loads.
    public static func loading(_ language: Language) -> BalanceViewModel {
        BalanceViewModel(language: language, value: nil, error: nil, isLoading: true)
    }

    /// A failure, with what to do next.
    public init(_ error: BalanceError, language: Language) {
        self.init(language: language, value: nil, error: ErrorViewModel(error, language: language), isLoading: false)
    }

    /// What a `BalanceLoader` returned.
    public init(
        _ result: Result<LoadedBalance, BalanceError>, language: Language,
        symbols: [PublicKey: String] = KnownTokens.symbols
    ) {
        switch result {
        case .success(let loaded): self.init(loaded, language: language, symbols: symbols)
        case .failure(let error): self.init(error, language: language)
        }
    }

    /// A loaded balance; `symbols` names known mints (others show their short mint). Every token is shown.
    public init(_ loaded: LoadedBalance, language: Language, symbols: [PublicKey: String] = KnownTokens.symbols) {
        self.init(loaded, language: language, symbols: symbols, visibility: nil, listHidden: false)
    }

    /// A loaded balance without the token accounts `visibility` hides (counted in `hiddenSummary`; listed with
    /// their reasons in `hidden` when `listHidden`); NFTs with metadata apart in `collectibles`.
    public init(
        _ loaded: LoadedBalance, language: Language, symbols: [PublicKey: String] = KnownTokens.symbols,
        visibility: TokenVisibility?, listHidden: Bool
    ) {
        let l10n = Localizer(language)
        let balance = loaded.balance
        let short = ShortText.address(balance.address)
        let split = visibility?.split(balance) ?? TokenSplit(visible: balance, hidden: [])
        func line(_ holding: TokenHolding, reason: TokenHiddenReason?) -> TokenLine {
            let named = TokenName(mint: holding.mint, metadata: holding.metadata, symbols: symbols)
            let uri = holding.logoURI.map(TerminalText.sanitize)
            return TokenLine(
                label: named.label, name: named.name, verified: named.verified, imitates: named.imitates,
                nonFungible: holding.isNonFungible, mint: holding.mint.base58,
                mintShort: ShortText.address(holding.mint), account: holding.account.base58,
                program: holding.program.rawValue,
                amount: DisplayAmount(
                    baseUnits: holding.amount, decimals: holding.decimals, symbol: named.label, language: language),
                collectible: holding.isCollectible,
                logoURI: uri?.isEmpty == false ? uri : nil, hiddenReason: reason?.rawValue,
                hiddenText: reason.map { Self.reasonText($0, l10n) })
        }
        func ordered(_ lines: [TokenLine]) -> [TokenLine] {
            lines.sorted { a, b in
                (a.amount.baseUnits == 0 ? 1 : 0, a.label, a.mint, a.account)
                    < (b.amount.baseUnits == 0 ? 1 : 0, b.label, b.mint, b.account)
            }
        }
        let shown = split.visible.tokens.map { line($0, reason: nil) }
        let tokens = ordered(shown.filter { !$0.collectible })
        let collectibles = shown.filter(\.collectible).sorted { a, b in
            (a.name ?? a.label, a.mint, a.account) < (b.name ?? b.label, b.mint, b.account)
        }
        let hidden = listHidden ? ordered(split.hidden.map { line($0.holding, reason: $0.reason) }) : []
        var summary: HiddenSummary?
        if !split.hidden.isEmpty {
            let byYou = split.count(.byYou)
            var parts: [String] = []
            if byYou > 0 { parts.append(l10n(.tokensHiddenByYou, String(byYou))) }
            let dust = split.count(.unknownDust)
            if dust > 0 { parts.append(l10n(.tokensHiddenUnknownDust, String(dust))) }
            let unknown = split.count(.unknown)
            if unknown > 0 { parts.append(l10n(.tokensHiddenUnknown, String(unknown))) }
            summary = HiddenSummary(
                total: split.hidden.count, byYou: byYou, byRule: split.hidden.count - byYou,
                text: l10n(.tokensHiddenSummary, String(split.hidden.count), parts.joined(separator: ", ")))
        }
        var offline: OfflineNotice?
        if case .cache(let age, let remoteError) = loaded.source {
            let reason = TerminalText.sanitize(remoteError)
            // The node's reason is English: another language says the notice without it (`reason` keeps it).
            let when = RelativeTimeFormatter(language).age(age)
            offline = OfflineNotice(
                text: language == .en ? l10n(.cachedNotice, when, reason) : l10n(.cachedNoticeNoReason, when),
                ageSeconds: age.isFinite ? Int(max(0, min(age, 1e15))) : 0, reason: reason)
        }
        let content = Content(
            title: l10n(.balance), heading: l10n(.balanceOf, short), address: balance.address.base58,
            addressShort: short, slot: balance.slot,
            slotText: l10n(.atSlot, NumberStyle(language).integer(balance.slot)),
            fetchedAt: DateTimeFormatter(language).iso8601(balance.fetchedAt),
            sol: .sol(balance.lamports, language: language), tokens: tokens,
            tokensPlaceholder: tokens.isEmpty && collectibles.isEmpty ? l10n(.noTokens) : nil,
            collectiblesTitle: l10n(.collectibles), collectibles: collectibles, hidden: hidden,
            hiddenSummary: summary, offline: offline, cluster: ClusterBadge(loaded.cluster))
        self.init(language: language, value: content, error: nil, isLoading: false)
    }

    /// Why a token is hidden, in words.
    static func reasonText(_ reason: TokenHiddenReason, _ l10n: Localizer) -> String {
        switch reason {
        case .byYou: return l10n(.hiddenReasonByYou)
        case .unknownDust: return l10n(.hiddenReasonUnknownDust)
        case .unknown: return l10n(.hiddenReasonUnknown)
        }
    }
}
