import SolanaCore
import SolanaWallet

/// The tokens left out of balances and why (`solwallet token hidden`): each token account of the account that
/// `TokenVisibility` hides right now (the mints the user hid, and what the `token-filter` rule hides), then the
/// mints the user hid that the account does not hold.
public struct HiddenTokensViewModel: Sendable, Equatable {
    /// One hidden token.
    public struct Row: Sendable, Equatable {
        /// The mint in base58 (in full: what `token unhide` takes).
        public let mint: String
        /// The token account in base58; nil for a mint the user hid that the account does not hold.
        public let account: String?
        /// The amount held, with the token's symbol or shortened mint; nil when not held.
        public let amount: DisplayAmount?
        /// Why it is hidden.
        public let reason: TokenHiddenReason
        /// Why, in words ("hidden by you", "unknown dust: …").
        public let reasonText: String
    }

    /// The language the texts are in.
    public let language: Language
    /// The column headers: mint, amount, why hidden.
    public let columns: [String]
    /// The hidden tokens: the account's first (in the balance's order), then the hand list's other mints (sorted).
    public let rows: [Row]

    /// The hidden tokens of `split` (nil when the balance could not be read: only the hand list), and the mints in
    /// `hidden` (the user's list) that `split` does not hold.
    public init(
        hidden: Set<PublicKey>, split: TokenSplit?, language: Language,
        symbols: [PublicKey: String] = KnownTokens.symbols
    ) {
        let l10n = Localizer(language)
        self.language = language
        columns = [l10n(.columnMint), l10n(.amount), l10n(.columnHiddenReason)]
        var rows: [Row] = []
        for token in split?.hidden ?? [] {
            let holding = token.holding
            let name = TokenName(mint: holding.mint, metadata: holding.metadata, symbols: symbols)
            rows.append(
                Row(
                    mint: holding.mint.base58, account: holding.account.base58,
                    amount: DisplayAmount(
                        baseUnits: holding.amount, decimals: holding.decimals, symbol: name.label, language: language),
                    reason: token.reason, reasonText: BalanceViewModel.reasonText(token.reason, l10n)))
        }
        let held = Set(split?.hidden.map(\.holding.mint) ?? [])
        for mint in hidden.subtracting(held).map(\.base58).sorted() {
            rows.append(
                Row(
                    mint: mint, account: nil, amount: nil, reason: .byYou,
                    reasonText: BalanceViewModel.reasonText(.byYou, l10n)))
        }
        self.rows = rows
    }

    /// The rows as table cells: the mint, the amount with its symbol ("" when not held), why.
    public var cells: [[String]] {
        rows.map { [$0.mint, $0.amount?.textWithSymbol ?? "", $0.reasonText] }
    }
}
