import Foundation
import SolanaCore
import SolanaWallet

/// The stake review (what the user confirms before a stake transaction is signed), localized; `Encodable` for
/// `--json` and the dashboard.
public struct StakeReviewViewModel: Sendable, Equatable, Encodable {
    /// The language the texts are in.
    public let language: Language
    /// What the transaction does, as a sentence: "Stake 2 SOL with validator …", "Desativar … (2 SOL em stake)".
    public let title: String
    /// The stake account, its address seed, the reserve, the minimum delegation, the epoch, the fee and the balance
    /// before and after, in display order (each action shows the ones it has).
    public let fields: [LabelledField]
    /// Sentences under the fields: when the change takes effect, what a merge closes.
    public let notes: [String]
    /// What the user should know before signing (a delinquent validator).
    public let warnings: [String]
    /// "Sign and send?" in the language.
    public let question: String
    /// What the transaction does to the wallet's accounts, from its simulation (checked to match this review).
    public let effects: SigningReviewViewModel

    /// The review of `review` in `language`.
    public init(_ review: StakeReview, language: Language) {
        let l10n = Localizer(language)
        func sol(_ lamports: UInt64) -> String { DisplayAmount.sol(lamports, language: language).textWithSymbol }
        func eta() -> String { RelativeTimeFormatter(language).duration(TimeInterval(review.estimatedSeconds ?? 0)) }
        self.language = language
        question = l10n(.confirmStake)
        effects = SigningReviewViewModel(effects: review.effects, decimals: [:], language: language)
        let account = review.stakeAccount.base58
        let other = review.otherAccount?.base58 ?? "?"
        var fields: [LabelledField] = []
        var notes: [String] = []
        func seed() {
            guard let seed = review.seed else { return }
            fields.append(LabelledField(label: l10n(.fieldAddressSeed), value: TerminalText.sanitize(seed)))
        }
        switch review.action {
        case .create:
            title = l10n(.stakeReviewCreate, sol(review.amount), review.validator?.base58 ?? "?")
            fields.append(LabelledField(label: l10n(.fieldStakeAccount), value: account))
            seed()
            fields.append(LabelledField(label: l10n(.rentReserve), value: l10n(.rentReserveKept, sol(review.rent))))
            fields.append(LabelledField(label: l10n(.minimumDelegation), value: sol(review.minimumDelegation)))
            if let epoch = review.effectiveEpoch { notes.append(l10n(.activeFromEpoch, String(epoch), eta())) }
        case .deactivate:
            title = l10n(.stakeReviewDeactivate, account, sol(review.amount))
            if let epoch = review.effectiveEpoch { notes.append(l10n(.withdrawableFromEpoch, String(epoch), eta())) }
        case .withdraw:
            title = l10n(.stakeReviewWithdraw, sol(review.amount), account)
        case .split:
            title = l10n(.stakeReviewSplit, sol(review.amount), other)
            fields.append(LabelledField(label: l10n(.fieldStakeAccount), value: account))
            seed()
            fields.append(LabelledField(label: l10n(.rentReserve), value: l10n(.rentReserveKept, sol(review.rent))))
        case .merge:
            title = l10n(.stakeReviewMerge, other, account)
            notes.append(l10n(.mergeSourceClosed, sol(review.amount), account))
        }
        if review.effectiveEpoch != nil {
            fields.append(LabelledField(label: l10n(.columnEpoch), value: String(review.epoch)))
        }
        fields.append(LabelledField(label: l10n(.networkFee), value: sol(review.fee)))
        // The format, as a send's review says it: nothing for legacy, v1 with the limits its config carries.
        switch review.transaction.message.version {
        case .legacy: break
        case .v0: fields.append(LabelledField(label: l10n(.fieldTransactionFormat), value: "v0"))
        case .v1:
            let number = NumberStyle(language)
            let config = review.transaction.message.config
            fields.append(
                LabelledField(
                    label: l10n(.fieldTransactionFormat),
                    value: l10n(
                        .transactionV1Limits, number.integer(config?.computeUnitLimit ?? 0),
                        number.integer(config?.loadedAccountsDataSizeLimit ?? 0))))
        }
        fields.append(
            LabelledField(label: l10n(.balance), value: sol(review.walletBefore) + " → " + sol(review.walletAfter)))
        self.fields = fields
        self.notes = notes
        warnings = review.warnings.map { $0 == "delinquentValidator" ? l10n(.warningDelinquentValidator) : $0 }
    }

    /// The title, the fields as a two-column table, the notes, the effects on each account, then the warnings.
    public func terminalText(style: TerminalStyle = .plain) -> String {
        var lines = [style.apply(.bold, to: title)] + LabelledField.lines(fields, style: style)
        lines += notes.map { "  " + $0 }
        lines += effects.accountLines(style: style)
        lines += warnings.map { style.apply(.warning, to: "⚠ " + $0) }
        return lines.joined(separator: "\n")
    }
}
