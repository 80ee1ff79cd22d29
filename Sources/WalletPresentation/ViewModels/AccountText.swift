import Foundation
import SolanaCore
import SolanaWallet

extension AccountResolutionError {
    /// The error as a sentence in `language` (names sanitized onto one line).
    public func message(_ language: Language) -> String {
        let l10n = Localizer(language)
        switch self {
        case .ambiguous(let text, let candidates):
            return l10n(
                .accountAmbiguous, TerminalText.sanitize(text),
                candidates.map { Self.candidate($0, language: language) }.joined(separator: "; "))
        case .unknown(let text, let tried, let problem):
            // The parser's reason is English: other languages say it in their own words (the English stays in the
            // error's description, which the CLI shows as the detail).
            let reason = language == .en ? problem : String(l10n(.errorInvalidPublicKey).prefix { $0 != "." })
            return l10n(
                tried.contains(.contact) ? .accountUnknown : .accountUnknownOwn, TerminalText.sanitize(text), reason)
        case .notOwn(let address, let name):
            return l10n(
                .accountNotOwn, name.map { "“\(TerminalText.sanitize($0))” (\(address))" } ?? address.base58)
        case .noAccount: return l10n(.noDefaultAccount)
        case .inSetting(let text, let error):
            return l10n(.accountSettingInvalid, TerminalText.sanitize(text), error.message(language))
        }
    }

    /// One candidate of an ambiguous name, in `language`.
    public static func candidate(_ candidate: AccountResolver.Candidate, language: Language) -> String {
        let l10n = Localizer(language)
        let name = TerminalText.sanitize(candidate.name)
        switch candidate.kind {
        case .label:
            return l10n(
                .candidateLabel, String(candidate.number ?? 0), TerminalText.sanitize(candidate.wallet ?? ""),
                candidate.address.base58)
        case .wallet: return l10n(.candidateWallet, name, candidate.address.base58)
        case .contact: return l10n(.candidateContact, name, candidate.address.base58)
        case .address, .keypairFile: return candidate.address.base58
        }
    }
}

extension ContactError {
    /// The error as a sentence in `language` (a database failure as `ErrorViewModel` says it).
    public func message(_ language: Language) -> String {
        let l10n = Localizer(language)
        switch self {
        case .emptyName: return l10n(.contactEmptyName)
        case .nameTooLong(let count):
            return l10n(.contactNameTooLong, String(count), String(ContactName.maxLength))
        case .controlCharacter: return l10n(.contactControlCharacter)
        case .nameIsAddress: return l10n(.contactNameIsAddress)
        case .invalidAddress(let reason):
            let said = language == .en ? reason.description : ErrorViewModel.valueDetail(reason, l10n)
            return l10n(.contactInvalidAddress, said)
        case .duplicate(let name): return l10n(.contactDuplicate, TerminalText.sanitize(name))
        case .notFound(let name): return l10n(.contactNotFound, TerminalText.sanitize(name))
        case .store(let error): return ErrorViewModel(error, language: language).message
        }
    }
}

extension SendReviewViewModel {
    /// The recipient's full address, with its contact name, or "your account, unfunded (0 SOL)".
    static func recipient(_ review: SendReview, contactName: String?, l10n: Localizer) -> String {
        var value = review.request.to.base58
        if let contactName { value = l10n(.reviewToContact, value, TerminalText.sanitize(contactName)) }
        if review.recipientIsOwnUnfunded { value = l10n(.reviewToOwnUnfunded, value) }
        return value
    }
}
