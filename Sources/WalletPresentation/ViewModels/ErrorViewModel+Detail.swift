import SolanaRPC
import SolanaWallet

extension ErrorViewModel {
    /// The detail of `error` said in `language` where the error carries a typed reason that its message does not
    /// already say (a setting's refusal, a system failure's errno, a blocklist's refusal, a cluster name), with its
    /// values (paths, line numbers) as they are; nil where only the error's own English words say it (then the
    /// English `description` stays the detail: an RPC node's message, a program's log are data).
    public static func typedDetail(of error: any Error, language: Language) -> String? {
        switch error {
        case let error as WalletSettingError:
            return "\(error.setting.rawValue): \(error.refusal.message(language))"
        case let error as WalletSettingsError:
            guard case .invalid(let inner) = error else { return nil }
            return typedDetail(of: inner, language: language)
        case let error as HostBlocklistError: return WalletSettingRefusal.blocklist(error).message(language)
        case let error as ClusterParseError:
            return "\(TerminalText.sanitize(String(error.text.prefix(60)))): "
                + WalletSettingRefusal.notACluster.message(language)
        case let error as KeystoreError:
            switch error {
            case .io(_, let path, let code):
                return "\(TerminalText.sanitize(path)): \(SystemFailure(errno: code).message(language))"
            case .entry(_, let inner): return typedDetail(of: inner, language: language)
            default: return nil
            }
        case let error as WalletError:
            switch error {
            case .keystore(let inner): return typedDetail(of: inner, language: language)
            case .invalidName, .registry, .backup, .noWallet, .unsupported, .alreadyInKeystore: return nil
            }
        default: return nil
        }
    }

    /// This error with its detail said in `language` where `error` has a typed reason (`typedDetail(of:language:)`);
    /// unchanged in English and where it has none.
    public func withTypedDetail(of error: any Error, language: Language) -> ErrorViewModel {
        guard language != .en, let said = Self.typedDetail(of: error, language: language) else { return self }
        return ErrorViewModel(code: code, message: message, hint: hint, detail: said)
    }
}
