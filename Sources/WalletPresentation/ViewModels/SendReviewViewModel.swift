import Foundation
import SolanaCore
import SolanaWallet

/// The send review (what the user confirms before signing), localized; `Encodable` for `--json` and the dashboard.
public struct SendReviewViewModel: Sendable, Equatable, Encodable {
    /// One labelled line of the review, in display order.
    public typealias Field = LabelledField

    /// The language the texts are in.
    public let language: Language
    /// "Review the transfer", "Revise a transferência"…
    public let title: String
    /// From, to, token account, amount, memo, fees, new token account and balances after, in display order.
    public let fields: [Field]
    /// What is unusual about the recipient, as sentences.
    public let warnings: [String]
    /// "Send it?" in the language.
    public let question: String
    /// The amount sent, in SOL or the token's units.
    public let amount: DisplayAmount
    /// The fee for the signatures, in SOL.
    public let networkFee: DisplayAmount
    /// The priority fee, in SOL (zero without one).
    public let priorityFee: DisplayAmount
    /// The rent of the recipient's new token account, in SOL; nil when none is created.
    public let tokenAccountRent: DisplayAmount?
    /// The sender's SOL after the send.
    public let solAfter: DisplayAmount
    /// The sender's token balance after the send; nil for SOL.
    public let tokenAfter: DisplayAmount?
    /// What the transaction does to the sender's accounts, from its simulation (checked to match this review); nil
    /// for a review made without one.
    public let effects: SigningReviewViewModel?

    /// `symbols` names known mints; others show their shortened mint.
    public init(_ review: SendReview, language: Language, symbols: [PublicKey: String] = KnownTokens.symbols) {
        self.init(review, language: language, contactName: nil, symbols: symbols)
    }

    /// The review with the recipient's contact name next to its full address (`contactName`), or, for the user's
    /// own account not yet on chain (`SendReview.recipientIsOwnUnfunded`), saying it is unfunded (0 SOL).
    public init(
        _ review: SendReview, language: Language, contactName: String?,
        symbols: [PublicKey: String] = KnownTokens.symbols
    ) {
        let l10n = Localizer(language)
        self.language = language
        title = l10n(.sendReviewTitle)
        question = l10n(.confirmSend)
        func tokenAmount(_ units: UInt64) -> DisplayAmount {
            guard let token = review.token else { return .sol(units, language: language) }
            return DisplayAmount(
                baseUnits: units, decimals: token.decimals,
                symbol: symbols[token.mint] ?? ShortText.address(token.mint), language: language)
        }
        amount = tokenAmount(review.amount)
        networkFee = .sol(review.networkFee, language: language)
        priorityFee = .sol(review.priorityFee, language: language)
        tokenAccountRent = review.createsTokenAccount ? .sol(review.tokenAccountRent, language: language) : nil
        solAfter = .sol(review.solAfter, language: language)
        tokenAfter = review.tokenAfter.map(tokenAmount)

        var fields = [
            Field(label: l10n(.fieldFrom), value: review.request.from.base58),
            Field(label: l10n(.fieldTo), value: Self.recipient(review, contactName: contactName, l10n: l10n)),
        ]
        if review.destination != review.request.to {
            fields.append(Field(label: l10n(.fieldTokenAccount), value: review.destination.base58))
        }
        var amountText = amount.textWithSymbol
        if let token = review.token, symbols[token.mint] == nil { amountText += " (\(token.mint.base58))" }
        fields.append(
            Field(
                label: l10n(.amount), value: review.request.amount == .max ? l10n(.maxAmount, amountText) : amountText))
        if let memo = review.request.memo, !memo.isEmpty {
            fields.append(Field(label: l10n(.columnMemo), value: TerminalText.sanitize(memo)))
        }
        fields.append(Field(label: l10n(.networkFee), value: networkFee.textWithSymbol))
        if review.priorityFee > 0 || review.computeUnitPrice > 0 {
            let number = NumberStyle(language)
            var detail = l10n(
                .priorityFeeDetail, number.integer(review.computeUnitLimit ?? 0),
                number.integer(review.computeUnitPrice))
            switch review.request.priorityFee {
            case .level(let level):
                detail += "; " + l10n(.priorityLevelDetail, level.rawValue, number.integer(level.percentile))
            case .auto:
                detail += "; " + l10n(.priorityAutoDetail, number.integer(review.request.priorityFee.percentile ?? 75))
            case .none, .microLamportsPerUnit: break
            }
            if review.transaction.message.version != .v1, let bytes = review.loadedAccountsDataSizeLimit {
                detail += "; " + l10n(.dataSizeLimitDetail, number.integer(bytes))
            }
            if let cap = review.request.maxPriorityFee {
                detail += "; " + l10n(.priorityCapDetail, DisplayAmount.sol(cap, language: language).textWithSymbol)
            }
            fields.append(Field(label: l10n(.priorityFee), value: priorityFee.textWithSymbol + " (\(detail))"))
        }
        switch review.transaction.message.version {
        case .legacy: break
        case .v0: fields.append(Field(label: l10n(.fieldTransactionFormat), value: "v0"))
        case .v1:
            let number = NumberStyle(language)
            fields.append(
                Field(
                    label: l10n(.fieldTransactionFormat),
                    value: l10n(
                        .transactionV1Limits, number.integer(review.computeUnitLimit ?? 0),
                        number.integer(review.loadedAccountsDataSizeLimit ?? 0))))
        }
        if let rent = tokenAccountRent {
            fields.append(
                Field(label: l10n(.newTokenAccount), value: l10n(.newTokenAccountDetail, rent.textWithSymbol)))
        }
        fields.append(Field(label: l10n(.solAfter), value: solAfter.textWithSymbol))
        if let tokenAfter { fields.append(Field(label: l10n(.tokensAfter), value: tokenAfter.textWithSymbol)) }
        self.fields = fields
        warnings = review.warnings.map { Self.warning($0, language: language) }
        effects = review.effects.map { effects in
            SigningReviewViewModel(
                effects: effects, decimals: review.token.map { [$0.mint: $0.decimals] } ?? [:], language: language,
                symbols: symbols)
        }
    }

    /// One warning in `language`.
    public static func warning(_ warning: SendWarning, language: Language) -> String {
        let l10n = Localizer(language)
        switch warning {
        case .recipientIsTokenAccount: return l10n(.warningRecipientIsTokenAccount)
        case .recipientIsMint: return l10n(.warningRecipientIsMint)
        case .recipientIsProgram: return l10n(.warningRecipientIsProgram)
        case .recipientOffCurve: return l10n(.warningRecipientOffCurve)
        case .recipientIsSender: return l10n(.warningRecipientIsSender)
        case .recipientOwnedByProgram: return l10n(.warningRecipientOwnedByProgram)
        case .recipientOffCurveWithoutAccount: return l10n(.warningRecipientOffCurveWithoutAccount)
        case .recipientLookalike: return l10n(.warningRecipientLookalike)
        }
    }

    /// The title, the fields as a two-column table, the effects on each account, then the warnings.
    public func terminalText(style: TerminalStyle = .plain) -> String {
        var lines = [style.apply(.bold, to: title)] + LabelledField.lines(fields, style: style)
        lines += effects?.accountLines(style: style) ?? []
        lines += warnings.map { style.apply(.warning, to: "⚠ " + $0) }
        return lines.joined(separator: "\n")
    }
}
