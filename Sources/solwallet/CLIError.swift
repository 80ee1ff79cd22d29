import ArgumentParser
import Foundation
import SolanaCore
import SolanaKeys
import SolanaRPC
import SolanaTransactions
import WalletPresentation

/// An error a command reports itself: what went wrong, in words, and which kind of failure it is.
///
/// Commands throw it (or the SDK's typed errors); `ErrorReport` turns any error into a message, a JSON code and
/// an exit status in one place. Helpers never exit.
struct CLIError: Error, CustomStringConvertible {
    /// The failure's kind; it decides the exit status and the `code` of a `--json` error.
    enum Kind: String, Sendable {
        /// A bad argument, value or input text (exit 1).
        case invalidInput = "invalid-input"
        /// A file that cannot be read, written or parsed (exit 1).
        case file
        /// Something asked for does not exist (exit 1).
        case notFound = "not-found"
        /// The user stopped the command (exit 1).
        case cancelled
        /// The RPC node could not be reached or did not answer usably (exit 2).
        case network
        /// The cluster answered with an error or refused the transaction (exit 2).
        case cluster

        /// The kind of an RPC failure: the node's JSON-RPC error is the cluster's; no usable answer is the network's.
        init(_ error: RPCClientError) {
            switch error {
            case .rpc: self = .cluster
            case .httpStatus, .rateLimited, .malformedResponse, .timeout, .transport, .responseTooLarge: self = .network
            case .confirmationTimeout: self = .cluster
            case .cancelled: self = .cancelled
            case .invalidRequest: self = .invalidInput
            }
        }

        /// 1 for the user's errors, 2 for the network's and the cluster's.
        var exitStatus: Int32 { self == .network || self == .cluster ? 2 : 1 }
    }

    let kind: Kind
    /// The English text: what English users read, and the detail (`--json`'s `detail`) in another language.
    let message: String
    /// The SDK error this reports, when there is one: `ErrorReport` says it in the CLI's language
    /// (`ErrorViewModel`), with `message` (English) as the detail.
    var cause: (any Error)?
    /// The message in words of the localization tables (`L10nKey`), with its arguments and what to do next: how
    /// `ErrorReport` says the error in the CLI's language. Wins over `cause`'s explanation.
    private(set) var text: LocalizedText?

    /// A message from the localization tables, what to do next, and the error behind it.
    struct LocalizedText: Sendable {
        let key: L10nKey
        let arguments: [Argument]
        let hint: L10nKey?

        /// The message in `language`.
        func message(_ language: Language) -> String {
            Localizer.fill(Localizer(language).template(key), arguments.map { $0.text(language) })
        }

        /// The message and the hint in `language` (an empty hint when there is none).
        func view(code: String, detail: String, language: Language) -> ErrorViewModel {
            ErrorViewModel(
                code: code, message: message(language), hint: hint.map { Localizer(language)($0) } ?? "",
                detail: detail)
        }
    }

    /// A value in a message: a text said the same in every language (an address, a path, a number), a word of the
    /// tables, or a text the caller says in each language.
    enum Argument: Sendable {
        case text(String)
        case key(L10nKey)
        case localized(@Sendable (Language) -> String)

        /// An SDK error inside a message: its English text in English (as before), its explanation (`ErrorViewModel`)
        /// in another language, the English text when no view model explains it.
        static func explained(_ error: any Error) -> Argument {
            let english = "\(error)"
            return .localized { language in
                guard language != .en else { return english }
                let view = ErrorViewModel(error, language: language)
                guard view.code != "unexpected" else { return english }
                return view.message.hasSuffix(".") ? String(view.message.dropLast()) : view.message
            }
        }

        func text(_ language: Language) -> String {
            switch self {
            case .text(let text): text
            case .key(let key): Localizer(language)(key)
            case .localized(let say): say(language)
            }
        }
    }

    /// An error that wraps an SDK error: `ErrorReport` says `cause` in the CLI's language with `message` (English) as
    /// the detail. A message without a cause is English only: use `init(_:_:_:hint:cause:)` with a key.
    init(_ kind: Kind, _ message: String, cause: any Error) {
        self.kind = kind
        self.message = message
        self.cause = cause
    }

    /// An error said with `key` of the localization tables: `arguments` fill its `{1}`, `{2}`…; `hint` says what to do
    /// next. The English text is the key's English with the same arguments.
    init(_ kind: Kind, _ key: L10nKey, _ arguments: String..., hint: L10nKey? = nil, cause: (any Error)? = nil) {
        self.init(kind, key, arguments: arguments.map { .text($0) }, hint: hint, cause: cause)
    }

    /// An error said with `key` of the localization tables, its arguments said per language; `english` replaces the
    /// English text when it says more than the key's English (the words a test or a script matches).
    init(
        _ kind: Kind, _ key: L10nKey, arguments: [Argument], hint: L10nKey? = nil, cause: (any Error)? = nil,
        english: String? = nil
    ) {
        let text = LocalizedText(key: key, arguments: arguments, hint: hint)
        self.kind = kind
        self.message = english ?? text.message(.en)
        self.cause = cause
        self.text = text
    }

    /// A bad argument or input, said with `key`.
    static func invalidInput(_ key: L10nKey, _ arguments: String..., hint: L10nKey? = nil) -> CLIError {
        CLIError(.invalidInput, key, arguments: arguments.map { .text($0) }, hint: hint)
    }

    /// A command the user stopped, said with `key`.
    static func cancelled(_ key: L10nKey, _ arguments: String...) -> CLIError {
        CLIError(.cancelled, key, arguments: arguments.map { .text($0) })
    }

    /// The message in `language`: the command's own words, else its cause's as `ErrorViewModel` says it, else the
    /// English text.
    func localizedMessage(_ language: Language) -> String {
        if let text { return text.message(language) }
        if let cause {
            let view = ErrorViewModel(cause, language: language)
            if view.code != "unexpected" { return view.message }
        }
        return message
    }

    var description: String { message }
}

extension CLIError {
    /// An RPC failure, with the cluster it came from (its URL redacted).
    init(_ error: RPCClientError, cluster: Cluster) {
        self.init(Kind(error), "\(error) (cluster: \(Redaction.describe(cluster)))", cause: error)
    }

    /// An airdrop that failed, was refused or did not confirm.
    init(_ error: AirdropError, cluster: Cluster) {
        switch error {
        case .rpc(let rpcError): self.init(rpcError, cluster: cluster)
        case .failed: self.init(.cluster, "\(error) (cluster: \(Redaction.describe(cluster)))", cause: error)
        case .notConfirmed: self.init(.network, "\(error) (cluster: \(Redaction.describe(cluster)))", cause: error)
        }
    }
}

/// What the user sees for an error: the message, its `--json` code and the exit status.
///
/// Exit statuses: 0 ok (help, version), 1 the user's error (bad input, arguments, files), 2 a network or cluster
/// error. The message never shows a secret of the RPC URL (user-info, query string).
struct ErrorReport {
    /// The text after "error: ", or nil when nothing should be printed (`ExitCode`, help).
    let message: String?
    /// The `code` of a `--json` error.
    let code: String
    let exitStatus: Int32
    /// The argument parser's help and usage lines for a usage error (text mode only).
    let usage: String?

    /// The error in the CLI's language (`ErrorViewModel`: message, hint, and the English `message` as the detail),
    /// when it is an SDK error the wallet explains.
    private(set) var view: ErrorViewModel?
    /// The language of `view`.
    private(set) var language: Language = .en
    /// The detail in `language` of the error behind the report (`ErrorViewModel.detail(of:language:)`): the text
    /// report shows it instead of the English one, or none where the message says it all; `--json` keeps the English.
    private(set) var typedDetail: ErrorDetail = .english

    init(message: String?, code: String, exitStatus: Int32, usage: String? = nil) {
        self.message = message
        self.code = code
        self.exitStatus = exitStatus
        self.usage = usage
    }

    /// Classifies any error a command or the argument parser throws, and says an SDK error in `language` (by
    /// default the CLI's language, `ErrorReport.language()`).
    init(for error: any Error, language: Language? = nil) {
        self.init(classifying: error)
        guard let message else { return }
        let language = language ?? Self.language()
        self.language = language
        view = Self.view(of: error, usage: code == "usage", english: message, language: language)
        if language != .en, view != nil {
            let chain = Self.causes(of: error, usage: code == "usage")
            // The command's own keyed words with nothing behind them: the English detail would only repeat the
            // message, so there is none (an English text that says more, such as the system's reason, stays).
            func keyed(_ error: any Error) -> Bool {
                guard let cli = error as? CLIError, let text = cli.text else { return false }
                return cli.message == text.message(.en)
            }
            let ownWords =
                code != "usage"
                ? chain.allSatisfy(keyed)
                : chain.count == 1
                    ? LocalizedUsage.text(for: SolWallet.message(for: error)) != nil
                    : chain.dropFirst().allSatisfy(keyed)
            typedDetail =
                chain.lazy.map { ErrorViewModel.detail(of: $0, language: language) }.first { $0 != .english }
                ?? (ownWords ? .none : .english)
        }
    }

    /// `error` and the errors behind it (a command's error's causes, an argument's recorded error), outermost first.
    private static func causes(of error: any Error, usage: Bool) -> [any Error] {
        var chain: [any Error] = [error]
        var current: any Error = error
        while chain.count < 8 {
            if let cli = current as? CLIError, let cause = cli.cause {
                current = cause
            } else if usage, chain.count == 1, let recorded = ArgumentFailures.cause(of: current) {
                current = recorded.error
            } else {
                break
            }
            chain.append(current)
        }
        return chain
    }

    /// The SDK error behind `error`, in `language`, with `english` (the whole English message) as its detail; nil for
    /// an error that no `ErrorViewModel` explains.
    private static func view(of error: any Error, usage: Bool, english: String, language: Language) -> ErrorViewModel? {
        var cause: any Error = error
        var text: String?
        if let error = error as? CLIError {
            // A command's error that reports another one's (`not a transaction: …`): said as the inner one is.
            if error.text == nil, let inner = error.cause as? CLIError {
                return view(of: inner, usage: usage, english: english, language: language)
            }
            if let localized = error.text {
                // The command's own words; the hint of the SDK error behind it when the command gives none.
                var view = localized.view(code: error.kind.rawValue, detail: english, language: language)
                if localized.hint == nil, let cause = error.cause {
                    let explained = ErrorViewModel(cause, language: language)
                    if explained.code != "unexpected" {
                        view = ErrorViewModel(
                            code: view.code, message: view.message, hint: explained.hint, detail: english)
                    }
                }
                return view
            }
            guard let underlying = error.cause else { return nil }
            cause = underlying
        } else if usage {
            if let localized = LocalizedUsage.text(for: SolWallet.message(for: error)) {
                return localized.view(code: "usage", detail: english, language: language)
            }
            guard let recorded = ArgumentFailures.cause(of: error) else {
                // The argument parser's own error ("Missing expected argument '<to>'"), said from the help tables.
                let english = SolWallet.message(for: error)
                guard language != .en, let said = HelpText.parserMessage(english, in: language) else { return nil }
                return ErrorViewModel(code: "usage", message: said, hint: "", detail: nil)
            }
            if let inner = recorded.error as? CLIError, let localized = inner.text {
                return localized.view(code: "usage", detail: english, language: language)
            }
            text = recorded.value
            cause = recorded.error
        }
        let model =
            if let parse = cause as? ValueParseError {
                ErrorViewModel(parse, text: text, language: language)
            } else {
                ErrorViewModel(cause, language: language)
            }
        guard model.code != "unexpected" else { return nil }
        return ErrorViewModel(code: model.code, message: model.message, hint: model.hint, detail: english)
    }

    /// The language errors are reported in: the one a command resolved (`--lang`, `$SOLWALLET_LANG`, the wallet's
    /// `lang` setting…), else `--lang` on the command line, `$SOLWALLET_LANG`, the environment's locale, English.
    static func language(
        arguments: [String] = CommandLine.arguments, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Language {
        if let chosen = ReportLanguage.chosen { return chosen }
        var option: String?
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst(), argument != "--" {
            if argument == "--lang" {
                option = rest.first
            } else if argument.hasPrefix("--lang=") {
                option = String(argument.dropFirst("--lang=".count))
            }
        }
        if let option, let language = Language(identifier: option) { return language }
        if let setting = environment["SOLWALLET_LANG"], let language = Language(identifier: setting) { return language }
        return Language.fromEnvironment(environment)
    }

    /// Classifies any error a command or the argument parser throws (the English message, code and status).
    private init(classifying error: any Error) {
        switch error {
        case let error as CLIError:
            self.init(message: error.message, code: error.kind.rawValue, exitStatus: error.kind.exitStatus)
        case let error as RPCClientError:
            let kind = CLIError.Kind(error)
            self.init(message: error.description, code: kind.rawValue, exitStatus: kind.exitStatus)
        case let error as KeypairFileError:
            self.init(message: error.description, code: CLIError.Kind.file.rawValue, exitStatus: 1)
        case let error as ExitCode:
            self.init(message: nil, code: "exit", exitStatus: error.rawValue)
        default:
            if Self.isSDKError(error) {
                self.init(message: String(describing: error), code: CLIError.Kind.invalidInput.rawValue, exitStatus: 1)
                return
            }
            // The argument parser's own errors: help and --version exit 0; usage errors are the user's (1, not 64).
            let status = SolWallet.exitCode(for: error)
            if status.isSuccess {
                self.init(message: nil, code: "help", exitStatus: 0)
            } else {
                let (message, usage) = ArgumentFailures.message(for: error)
                self.init(message: message, code: "usage", exitStatus: 1, usage: usage)
            }
        }
    }

    /// The SDK's typed input errors (all user errors).
    private static func isSDKError(_ error: any Error) -> Bool {
        error is ValueParseError || error is AmountError || error is HexError || error is MnemonicError
            || error is DerivationPathError || error is VanityPatternError || error is ClusterParseError
            || error is TransactionDecodingError || error is TransactionError || error is ProgramAddressError
            || error is InstructionDecodingError || error is KeypairImportError
    }

    /// Writes the report to stderr: `error: …`, or `{"error": …, "code": …}` with `--json`.
    func write(json: Bool) {
        guard let message else { return }
        let safe = Redaction.scrub(message)
        let text: String
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            // `error` (the English message) and `code` as before; an SDK error the wallet explains adds its
            // `message` and `hint` in the CLI's language and the English `detail`.
            var object = ["error": safe, "code": code]
            if let view {
                object["message"] = view.message
                object["hint"] = view.hint
                object["detail"] = view.detail.map { Redaction.scrub($0) }
            }
            let data = (try? encoder.encode(object)) ?? Data()
            text = TerminalText.escapeJSON(String(decoding: data, as: UTF8.self)) + "\n"
        } else if var view, language != .en {
            // In another language: the message, what to do next, and the typed reason in the language on a line of
            // its own (else the English text: a node's or a program's own words).
            switch typedDetail {
            case .said(let said):
                view = ErrorViewModel(code: view.code, message: view.message, hint: view.hint, detail: said)
            case .none: view = ErrorViewModel(code: view.code, message: view.message, hint: view.hint, detail: nil)
            case .english: break
            }
            let prefix = code == CLIError.Kind.cancelled.rawValue ? "cancelled: " : "error: "
            let lines = view.reportLines(language: language).filter { !$0.isEmpty }.map { Redaction.scrub($0) }
            let usage = usage.map { HelpText.rendered($0, in: language) }
            text = TerminalText.sanitizeLines(
                prefix + lines.joined(separator: "\n") + "\n" + (usage.map { Redaction.scrub($0) + "\n" } ?? ""))
        } else {
            // An RPC node's, a merchant's or a wallet's words are part of the message: shown, never executed.
            // Declining a prompt is the user's choice, not a failure: said as such (the exit status stays 1, so a
            // script sees that nothing was done).
            let prefix = code == CLIError.Kind.cancelled.rawValue ? "cancelled: " : "error: "
            let usage = usage.map { HelpText.rendered($0, in: language) }
            text = TerminalText.sanitizeLines(
                prefix + safe + "\n" + (usage.map { Redaction.scrub($0) + "\n" } ?? ""))
        }
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// The language a command resolved for its output, which errors are then reported in (`ErrorReport.language`).
enum ReportLanguage {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var stored: Language?

    /// The language a command resolved, if one did.
    static var chosen: Language? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// The CLI's refusals of its options (`ValidationError`, thrown by `validate()` before a command runs) in the words
/// of the localization tables: the error's message stays the English text (what the argument parser prints in
/// English, `--json`'s `error`), and `ErrorReport` says it in the CLI's language from the text recorded here.
enum LocalizedUsage {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var texts: [String: CLIError.LocalizedText] = [:]

    /// The localized text recorded for the English `message` of a usage error, if one was.
    static func text(for message: String) -> CLIError.LocalizedText? {
        lock.withLock { texts[message] }
    }

    /// Records `text` under its English message (or `english`) and returns the `ValidationError` with that message.
    fileprivate static func record(_ text: CLIError.LocalizedText, english: String?) -> ValidationError {
        let message = english ?? text.message(.en)
        lock.withLock { texts[message] = text }
        return ValidationError(message)
    }
}

extension ValidationError {
    /// A usage error said with `key` of the localization tables, `arguments` (said the same in every language: option
    /// names, numbers, values given) filling its `{1}`, `{2}`…; `ErrorReport` says it in the CLI's language.
    static func localized(_ key: L10nKey, _ arguments: String..., hint: L10nKey? = nil) -> ValidationError {
        LocalizedUsage.record(.init(key: key, arguments: arguments.map { .text($0) }, hint: hint), english: nil)
    }

    /// A usage error said with `key`, its arguments said per language; `english` replaces the English text when it
    /// says more than the key's English.
    static func localized(
        _ key: L10nKey, arguments: [CLIError.Argument], hint: L10nKey? = nil, english: String? = nil
    ) -> ValidationError {
        LocalizedUsage.record(.init(key: key, arguments: arguments, hint: hint), english: english)
    }
}
