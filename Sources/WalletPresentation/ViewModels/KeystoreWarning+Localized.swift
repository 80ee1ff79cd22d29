import SolanaKeys
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

extension KeypairFile.Loaded {
    /// The warning when group or others can read the keypair file at `path` (`permissionMode`), in `language`; nil
    /// when they cannot.
    public func permissionWarning(path: String, language: Language) -> String? {
        guard let mode = permissionMode else { return nil }
        return Localizer(language)(.warningKeypairFileOpen, TerminalText.sanitize(path), String(mode, radix: 8))
    }
}
