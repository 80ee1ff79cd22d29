import ArgumentParser
import Foundation
import WalletPresentation

/// Options every command shares.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print one JSON object (camelCase keys) instead of text; errors as JSON on stderr.")
    var json = false

    @Option(name: .long, help: "Language of the text: en, pt, el or tr (default: $LANGUAGE, $LC_ALL, $LANG; else en).")
    var lang: String?

    @Flag(name: .long, help: "Colour in the text output (never when $NO_COLOR is set).")
    var color = false

    /// `--lang`, else the wallet's `lang` setting, else the environment's locale, else English.
    func language(setting: String? = nil) throws(CLIError) -> Language {
        if let lang {
            guard let language = Language(identifier: lang) else {
                throw .invalidInput("--lang \(lang): use en, pt, el or tr")
            }
            return language
        }
        if let setting, let language = Language(identifier: setting) { return language }
        return Language.fromEnvironment(ProcessInfo.processInfo.environment)
    }

    var style: TerminalStyle {
        TerminalStyle.decide(colorRequested: color, environment: ProcessInfo.processInfo.environment)
    }
}

/// Prints results as text or JSON; errors are thrown and reported by `SolWalletMain` (see `ErrorReport`).
enum Output {
    static func printJSON<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        print(String(decoding: data, as: UTF8.self))
    }

    /// Writes a line to stderr (progress, warnings).
    static func status(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
