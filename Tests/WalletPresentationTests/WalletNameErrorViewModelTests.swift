import SolanaWallet
import Testing
import WalletPresentation

/// A refused wallet name (`WalletNameError`, alone or inside `WalletError`) as `ErrorViewModel` says it: its own code,
/// a message and a hint in each of the four languages, the English description as the detail.
@Suite struct WalletNameErrorViewModelTests {
    static let cases: [(WalletNameError, String)] = [
        (.empty, "wallet-name-empty"), (.tooLong(characters: 70, maximum: 64), "wallet-name-too-long"),
        (.controlCharacter, "wallet-name-control"), (.taken(existing: "Main\u{1B}[31m"), "wallet-name-taken"),
    ]

    @Test(arguments: cases) func eachRefusalIsSaidInEveryLanguage(_ error: WalletNameError, _ code: String) {
        let english = ErrorViewModel(error, language: .en)
        // The English description as the detail, on one line (as every error's detail is put).
        let detail = ErrorViewModel(code: code, message: "", hint: "", detail: error.description).detail
        #expect(english.code == code && english.detail == detail)
        #expect(ErrorViewModel(WalletError.invalidName(error), language: .en) == english)
        #expect(ErrorViewModel(error as any Error, language: .en) == english)
        for language in Language.allCases where language != .en {
            let view = ErrorViewModel(error, language: language)
            #expect(view.code == code)
            #expect(view.message != english.message && view.hint != english.hint, "\(language): \(view)")
            #expect(!view.message.contains("{"), "\(language): \(view.message)")
        }
        if case .tooLong = error { #expect(english.message.contains("70") && english.message.contains("64")) }
        // A name shown back is one line, with no terminal escape.
        if case .taken = error { #expect(!english.message.contains("\u{1B}"), "\(english.message)") }
    }
}
