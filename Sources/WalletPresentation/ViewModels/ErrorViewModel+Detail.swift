import Foundation
import QRCode
import SolanaKeys
import SolanaRPC
import SolanaTransactions
import SolanaWallet

/// How an error report's detail line is said in a language other than English (`ErrorViewModel.detail(of:language:)`).
public enum ErrorDetail: Sendable, Equatable {
    /// The detail said in the language: typed words with the error's values (amounts, addresses, indices) as they
    /// are, and a node's, a program's or the system's own words as a trailing datum.
    case said(String)
    /// The localized message already says everything the English description says: no detail line.
    case none
    /// Only the error's own English description says it (an RPC node's message, a program's log): it stays.
    case english
}

extension ErrorViewModel {
    /// The detail line of `error` in `language`: said in it (`said`), left out where the message says it all
    /// (`none`), or the English description where only its own words say it (`english`). English is always
    /// `english` (the description is the detail).
    public static func detail(of error: any Error, language: Language) -> ErrorDetail {
        guard language != .en else { return .english }
        if let said = typedDetail(of: error, language: language) { return .said(said) }
        let l10n = Localizer(language)
        return flowDetail(of: error, l10n) ?? sdkDetail(of: error, l10n) ?? .english
    }

    /// Outside text inside a message or a detail (a name, a path, a link, a value given): on one line with control
    /// characters replaced (`TerminalText.sanitize`), at most `limit` columns.
    static func shown(_ text: String, limit: Int = 60) -> String {
        DisplayWidth.truncate(TerminalText.sanitize(text), to: limit)
    }

    /// A datum (a node's, a merchant's, a wallet's, a program's, a parser's or the system's own words) on one line,
    /// bounded.
    static func datum(_ text: String) -> String { shown(text, limit: 400) }

    /// The detail of `error` said in `language` where the error carries a typed reason that its message does not
    /// already say (a setting's refusal, a system failure's errno, a blocklist's refusal, a cluster name, a payment
    /// link's or a keypair file's refusal), with its
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
        case let error as SolanaPayError: return payDetail(error, Localizer(language))
        case let error as KeypairFileError:
            let l10n = Localizer(language)
            switch error {
            case .wrongLength(let path, let count):
                return l10n(.keypairDetailWrongLength, TerminalText.sanitize(path), String(count))
            case .byteOutOfRange(let path, let position, let value):
                return l10n(.keypairDetailByteOutOfRange, TerminalText.sanitize(path), String(position), String(value))
            case .unreadable, .notAKeypairFile, .keyMismatch, .alreadyExists, .unwritable: return nil
            }
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

    /// A payment link's refusal in the language (a merchant's or a node's answer stays in its own words: nil).
    private static func payDetail(_ error: SolanaPayError, _ l10n: Localizer) -> String? {
        switch error {
        case .tooLong(let length, let maximum): return l10n(.payDetailTooLong, String(length), String(maximum))
        case .badScheme(let start): return l10n(.payDetailBadScheme, shown(start))
        case .missingRecipient: return l10n(.payDetailMissingRecipient)
        case .badRecipient(let text, _): return l10n(.payDetailBadRecipient, shown(text))
        case .badAmount(let text, _): return l10n(.payDetailBadAmount, shown(text))
        case .badSPLToken(let text, _): return l10n(.payDetailBadSPLToken, shown(text))
        case .badReference(let text, let index, _): return l10n(.payDetailBadReference, String(index + 1), shown(text))
        case .duplicateParameter(let parameter): return l10n(.payDetailDuplicateParameter, parameter.rawValue)
        case .fragmentNotAllowed: return l10n(.payDetailFragment)
        case .invalidCharacter(let position): return l10n(.payDetailInvalidCharacter, String(position))
        case .badLink(let link, _): return l10n(.payDetailBadLink, shown(link))
        case .badPercentEncoding, .invalidUTF8, .missingAmount, .missingMintDecimals, .unsupportedTokenProgram,
            .payerIsRecipient, .merchantMalformed, .merchantMalicious, .merchantFailed, .merchantUnreachable,
            .notAskedToSign, .blockedHost:
            return nil
        }
    }

    /// This error with its detail said in `language` (`detail(of:language:)`): said in it, left out where the
    /// message says it all; unchanged in English and where only the English description says it.
    public func withTypedDetail(of error: any Error, language: Language) -> ErrorViewModel {
        switch Self.detail(of: error, language: language) {
        case .english: return self
        case .none: return ErrorViewModel(code: code, message: message, hint: hint, detail: nil)
        case .said(let said): return ErrorViewModel(code: code, message: message, hint: hint, detail: said)
        }
    }
}
