import Foundation
import SolanaCore
import SolanaWallet

/// The review of closing empty token accounts (what the user confirms before the transaction is signed), localized;
/// `Encodable` for `--json` and the dashboard.
public struct TokenCleanupViewModel: Sendable, Equatable, Encodable {
    /// One account to close.
    public struct Row: Sendable, Equatable, Encodable {
        /// The token account (base58).
        public let account: String
        /// The mint (base58).
        public let mint: String
        /// The token's label (`TokenName`: a known symbol, else the shortened mint).
        public let label: String
        /// The rent it returns.
        public let rent: DisplayAmount
    }

    /// The language the texts are in.
    public let language: Language
    /// "Close 3 empty token accounts and get 0,00611 SOL back".
    public let title: String
    /// The accounts, by mint.
    public let rows: [Row]
    /// The rent returned, the network fee and the balance before and after.
    public let fields: [LabelledField]
    /// "Sign and send?" in the language.
    public let question: String
    /// What the transaction does to the wallet's accounts, from its simulation (checked to match this review).
    public let effects: SigningReviewViewModel

    /// The review of `review` in `language`.
    public init(_ review: TokenCleanupReview, language: Language) {
        let l10n = Localizer(language)
        func sol(_ lamports: UInt64) -> String { DisplayAmount.sol(lamports, language: language).textWithSymbol }
        self.language = language
        title = l10n(
            .closeEmptyTitle, NumberStyle(language).integer(UInt64(review.accounts.count)), sol(review.reclaimed))
        rows = review.accounts.map {
            Row(
                account: $0.account.base58, mint: $0.mint.base58,
                label: TokenName(mint: $0.mint, metadata: nil).label,
                rent: .sol($0.lamports, language: language))
        }
        fields = [
            LabelledField(label: l10n(.closeEmptyReclaimed), value: sol(review.reclaimed)),
            LabelledField(label: l10n(.networkFee), value: sol(review.fee)),
            LabelledField(label: l10n(.balance), value: sol(review.walletBefore) + " → " + sol(review.walletAfter)),
        ]
        question = l10n(.confirmSend)
        effects = SigningReviewViewModel(effects: review.effects, decimals: [:], language: language)
    }

    /// The title, a table of the accounts (token, rent, account), the fields, then the effects on each account.
    public func terminalText(style: TerminalStyle = .plain) -> String {
        let l10n = Localizer(language)
        let separator = NumberStyle(language).decimalSeparator
        var table = Table(columns: [
            .init(l10n(.token)), .init(l10n(.closeEmptyRent), alignment: .decimal(separator)), .init(l10n(.account)),
        ])
        for row in rows { table.append([Table.Cell(row.label), Table.Cell(row.rent.text), Table.Cell(row.account)]) }
        var lines = [style.apply(.bold, to: title)] + table.render(style: style)
        lines += LabelledField.lines(fields, style: style)
        lines += effects.accountLines(style: style)
        return lines.joined(separator: "\n")
    }
}
