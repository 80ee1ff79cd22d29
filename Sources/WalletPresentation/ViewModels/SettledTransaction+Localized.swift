import SolanaWallet

extension SettledTransaction {
    /// What became of a send an earlier run left in flight, in one sentence in `language`: landed (in which slot),
    /// landed and failed, expired (it can never land), or still unknown (check it before paying again).
    public func message(language: Language) -> String {
        let l10n = Localizer(language)
        let signature = transaction.signature.base58
        switch state {
        case .landed: return l10n(.settledLanded, signature, slot.map { String($0) } ?? "?")
        case .failed: return l10n(.settledFailed, signature)
        case .expired, .refused: return l10n(.settledExpired, signature)
        case .pending: return l10n(.settledPending, signature)
        }
    }
}
