import ArgumentParser
import Foundation
import SolanaWallet
import WalletPresentation

/// Options every command shares.
struct OutputOptions: ParsableArguments {
    /// The Solana CLI's `--output` formats: both print the one-line JSON of `--json`.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json
        case jsonCompact = "json-compact"
    }

    @Flag(
        name: .customLong("json"),
        help: helpText("Print one JSON object instead of text (format: docs/json-output.md); errors as JSON on stderr.")
    )
    var jsonFlag = false

    @Option(
        name: .customLong("output"),
        help: helpText("json or json-compact: the same as --json (as the Solana CLI spells it)."))
    var format: Format?

    /// Whether the output is JSON (`--json` or `--output json|json-compact`).
    var json: Bool { jsonFlag || format != nil }

    @Option(
        name: .long,
        help: helpText("Language of the text: en, pt, el or tr (default: $LANGUAGE, $LC_ALL, $LANG; else en)."))
    var lang: String?

    @Flag(name: .long, help: helpText("Colour in the text output (never when $NO_COLOR is set)."))
    var color = false

    /// `--lang`, else the environment's locale, else English (for commands without a wallet home).
    func language() throws(CLIError) -> Language {
        guard let lang else {
            let language = Language.fromEnvironment(ProcessInfo.processInfo.environment)
            ReportLanguage.chosen = language
            return language
        }
        guard let language = Language(identifier: lang) else {
            throw .invalidInput(.cliLangUnknown, lang)
        }
        ReportLanguage.chosen = language
        return language
    }

    /// The language through `WalletSettings`: `--lang`, `$SOLWALLET_LANG`, the wallet's `lang` setting, the
    /// environment's locale, else English.
    func language(registry: any WalletRegistry) throws(CLIError) -> Language {
        do {
            let language = try WalletSettings(registry: registry).language(flag: lang).value
            ReportLanguage.chosen = language
            return language
        } catch {
            guard error.source == .flag else { throw CLIError(error) }
            throw CLIError(.invalidInput, "--lang \(error.value): \(error.reason)", cause: error)
        }
    }

    /// The language through the wallet's settings in `home` when its database opens (`language(registry:)`), else
    /// `--lang`, the environment's locale, English: for commands that read a cluster and need no wallet.
    func language(home: HomeOptions) throws(CLIError) -> Language {
        guard let context = try? WalletContext(home: home) else { return try language() }
        return try language(registry: context.registry)
    }

    var style: TerminalStyle {
        TerminalStyle.decide(colorRequested: color, environment: ProcessInfo.processInfo.environment)
    }
}

/// The CLI's `print`: it shadows the standard library's in this module, so every line a command prints passes
/// `TerminalText.sanitizeLines` without anyone remembering to call it. Newlines and tabs are kept; ESC, the other
/// control characters and bidi overrides are shown as visible escapes (`\e[1A`, `\u{202E}`), never executed.
/// Text with the CLI's own colours goes through `Output.print(_:style:)`; output that is not text from outside at all
/// (a chart, a QR code) through `Output.print(trusted:)`.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { "\($0)" }.joined(separator: separator)
    Swift.print(TerminalText.sanitizeLines(text), terminator: terminator)
}

/// Prints results as text or JSON; errors are thrown and reported by `SolWalletMain` (see `ErrorReport`).
enum Output {
    /// One JSON object on one line, keys sorted. The value's `Encodable` conformance follows docs/json-output.md:
    /// u64 quantities as strings (`@DecimalString`), camelCase keys, display text only under `…Text` keys,
    /// timestamps as `JSONTimestamp`; each command's shape is docs/json-schema/<command>.json.
    static func printJSON<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        // JSONEncoder escapes the C0 control characters, ESC included ("\u001b"); DEL, C1 and the bidirectional
        // overrides it leaves raw are escaped here.
        Swift.print(TerminalText.escapeJSON(String(decoding: data, as: UTF8.self)))
    }

    /// Prints `text` rendered with `style` (a view model's `terminalText(style:)`): sanitized as `print` does, with the
    /// colour codes of `style` kept when colours are on.
    static func print(_ text: String, style: TerminalStyle, terminator: String = "\n") {
        Swift.print(TerminalText.sanitizeLines(text, style: style), terminator: terminator)
    }

    /// Prints text the CLI drew itself with no outside string in it (a chart, a QR code), as it is.
    static func print(trusted text: String, terminator: String = "\n") {
        Swift.print(text, terminator: terminator)
    }

    /// Writes to stderr (progress, warnings, reviews), sanitized as `print` does; with `style`, its colour codes are
    /// kept when colours are on.
    static func status(_ text: String, style: TerminalStyle = .plain) {
        FileHandle.standardError.write(Data(TerminalText.sanitizeLines(text, style: style).utf8))
    }

    /// Writes the CLI's own terminal control to stderr (the spinner's "\r", "ESC[K"), as it is.
    static func status(trusted text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// A send's progress on stderr ("Sending SIGNATURE…", "Confirmed.") in the CLI's language (`ProgressText`);
    /// nothing when `quiet` (`--json`).
    static func sendProgress(quiet: Bool) -> @Sendable (SendFlow.Progress) -> Void {
        let language = ErrorReport.language()
        return { progress in
            guard !quiet, let line = ProgressText.line(progress, language: language) else { return }
            status(line + "\n")
        }
    }
}

/// A spinner on stderr while the network is slow: shown only on a terminal, never with `--json` (or
/// `$SOLWALLET_NO_SPINNER`), and only after 250 ms so quick answers do not flicker. The line is cleared before the
/// result is printed.
enum Spinner {
    /// Set by the entry point from `--json`.
    nonisolated(unsafe) static var suppressed = false

    static var enabled: Bool {
        !suppressed && isatty(STDERR_FILENO) == 1
            && ProcessInfo.processInfo.environment["SOLWALLET_NO_SPINNER"] == nil
    }

    /// Runs `body` with the spinner and `activity` beside it, said in the CLI's language (`ProgressText`).
    static func run<T, E: Error>(
        _ activity: ProgressText.Activity, _ body: () async throws(E) -> T
    ) async throws(E) -> T {
        guard enabled else { return try await body() }
        let message = ProgressText.line(activity, language: ErrorReport.language())
        let task = Task<Bool, Never> {
            var shown = false
            for await frame in SpinnerFrames() {
                Output.status(trusted: "\r\(frame) \(TerminalText.sanitize(message))")
                shown = true
            }
            return shown
        }
        let result: Result<T, E>
        do { result = .success(try await body()) } catch { result = .failure(error) }
        task.cancel()
        if await task.value { Output.status(trusted: "\r\u{1B}[K") }
        return try result.get()
    }
}
