import SolanaWallet

extension KeystoreWarning {
    /// The warning as a line in `language` ("warning: …"), the path on one line and the mode in octal.
    public func message(_ language: Language) -> String {
        let l10n = Localizer(language)
        switch self {
        case .directoryModeFixed(let directory, let mode):
            return l10n(.warningKeystoreDirectoryFixed, TerminalText.sanitize(directory), String(mode, radix: 8))
        case .fileAccessible(let path, let mode):
            return l10n(.warningKeystoreFileOpen, TerminalText.sanitize(path), String(mode, radix: 8))
        }
    }
}
