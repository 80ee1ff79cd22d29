import SolanaWallet

extension SystemFailure {
    /// The failure in `language`: its kind in words, then the system's own text in parentheses as a datum (left out
    /// when it says the same); a failure of no known kind is the system's text alone.
    public func message(_ language: Language) -> String {
        let raw = TerminalText.sanitize(text)
        guard let key = Self.key(kind) else { return raw }
        let said = Localizer(language)(key)
        return raw.isEmpty || raw.lowercased() == said.lowercased() ? said : "\(said) (\(raw))"
    }

    private static func key(_ kind: SystemFailureKind) -> L10nKey? {
        switch kind {
        case .permissionDenied: return .systemPermissionDenied
        case .noSuchFile: return .systemNoSuchFile
        case .readOnlyFileSystem: return .systemReadOnlyFileSystem
        case .noSpace: return .systemNoSpace
        case .isADirectory: return .systemIsADirectory
        case .notADirectory: return .systemNotADirectory
        case .symbolicLinkLoop: return .systemLinkLoop
        case .databaseBusy: return .systemDatabaseBusy
        case .databaseCorrupt: return .systemDatabaseCorrupt
        case .notADatabase: return .systemNotADatabase
        case .databaseReadOnly: return .systemDatabaseReadOnly
        case .databaseFull: return .systemDatabaseFull
        case .databaseCannotOpen: return .systemDatabaseCannotOpen
        case .other: return nil
        }
    }
}
