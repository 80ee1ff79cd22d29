import SolanaWallet

extension ExpiredTransaction {
    /// What it means, and what to do, in one sentence in `language` (the English is `description`).
    public func message(language: Language) -> String {
        let l10n = Localizer(language)
        switch self {
        case .neverLanded(let signature): return l10n(.expiredNeverLanded, signature.base58)
        case .recorded(let signature, let slot, let failed):
            return l10n(failed ? .expiredRecordedFailed : .expiredRecorded, signature.base58, String(slot))
        }
    }
}
