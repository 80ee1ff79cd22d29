import ArgumentParser
import WalletPresentation

/// `solwallet --help` in the user's language (`--lang`, `$SOLWALLET_LANG`, the locale: `ErrorReport.language()`).
///
/// Every help text of the commands (`abstract:`, `discussion:`, `help:`) is written in English and passed through
/// `helpText(_:)`, which looks it up in the language's table (`HelpStrings+pt.swift`…), keyed by the English text
/// itself as gettext keys its catalogs. The argument parser's own words (`USAGE:`, `(default: …)`, "Missing expected
/// argument …") are said from the same tables by `rendered(_:)` and `parserMessage(_:)`. `HelpTranslationTests`
/// fails when a table lacks a text the commands show, keeps one they no longer show, or drops an option name.
enum HelpText {
    /// The language the help is said in, fixed for the process on first use.
    static let language = ErrorReport.language()

    /// The table of `language`: English text → its translation; nil for English.
    static func table(_ language: Language) -> [String: String]? {
        switch language {
        case .en: return nil
        case .pt: return HelpStrings.pt
        case .el: return HelpStrings.el
        case .tr: return HelpStrings.tr
        }
    }

    /// `english` in `language` (English itself when the table lacks it; the tests forbid that).
    static func say(_ english: String, in language: Language = language) -> String {
        table(language)?[english] ?? english
    }

    /// The argument parser's fixed words in its rendered help and usage text, each replaced by the table's text:
    /// section headings, its own flags' help, the defaults and value lists it appends to a help text.
    static let parserWords = [
        "OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "SUBCOMMANDS:", "Show help information.", "Show the version.",
        "Show subcommand help information.", "(default: ", "; default: ", "(values: ", "Help:  ", "Usage: ",
    ]

    /// The argument parser's fixed sentences with their variable parts as `{1}`, `{2}`: the "see the help" lines
    /// and its usage errors, as `UsageGenerator` writes them.
    static let parserTemplates = [
        "See '{1} <subcommand>' for detailed help.",
        "See '{1} --help' for more information.",
        "Missing expected argument '{1}'",
        "Missing one of: '{1}'",
        "Missing value for '{1}'",
        "Unknown option '{1}'. Did you mean '{2}'?",
        "Unknown option '{1}'",
        "Unexpected argument '{1}'",
        "{1} unexpected arguments: '{2}'",
        "Invalid option: {1}",
        "Missing required subcommand.",
        "The option '{1}' does not take any value, but '{2}' was specified.",
        "The value '{1}' is invalid for '{2}'. Please provide one of {3}.",
        "The value '{1}' is invalid for '{2}'. Please provide one of the following:{3}",
        "The value '{1}' is invalid for '{2}': {3}",
        "The value '{1}' is invalid for '{2}'",
        "Value to be set with {1} had already been set with {2}",
    ]

    /// The parser's rendered help or usage text in `language`: its fixed words and sentences replaced, line by line
    /// (the command's own texts in it are already in `language`, through `helpText`).
    static func rendered(_ text: String, in language: Language = language) -> String {
        guard language != .en else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            var line = lines[index]
            for word in parserWords where line.contains(word) {
                line = line.replacingOccurrences(of: word, with: say(word, in: language))
            }
            // The parser wraps after it appends "(default: …)", so a line may end in "(default:" or begin (after its
            // indent) with the "default: " of a "; default: " broken after the semicolon.
            for word in parserWords where word.hasSuffix(" ") {
                let cut = String(word.dropLast())
                if line.hasSuffix(cut) {
                    line = String(line.dropLast(cut.count)) + String(say(word, in: language).dropLast())
                }
            }
            let indent = line.prefix { $0 == " " }
            let afterIndent = line.dropFirst(indent.count)
            if index > 0, lines[index - 1].hasSuffix(";"), afterIndent.hasPrefix("default: ") {
                let said = say("; default: ", in: language).dropFirst(2)
                line = String(indent + said + afterIndent.dropFirst("default: ".count))
            }
            if let sentence = sentence(String(line.dropFirst(indent.count)), in: language) {
                line = indent + sentence
            }
            lines[index] = line
        }
        return lines.joined(separator: "\n")
    }

    /// One of the parser's usage errors in `language`, or nil when it is none of `parserTemplates`.
    static func parserMessage(_ english: String, in language: Language = language) -> String? {
        sentence(english, in: language)
    }

    /// `text` in `language` when the whole of it is one of `parserTemplates` (the variable parts kept as written).
    private static func sentence(_ text: String, in language: Language) -> String? {
        for template in parserTemplates {
            guard let values = match(text, template) else { continue }
            return Localizer.fill(say(template, in: language), values)
        }
        return nil
    }

    /// The values of `template`'s `{n}` when `text` is that template filled in (each value non-empty, the
    /// shortest that lets the rest match), else nil.
    static func match(_ text: String, _ template: String) -> [String]? {
        // The template's literal pieces between its placeholders, which are numbered in order of appearance.
        var pieces: [String] = []
        var rest = Substring(template)
        while let open = rest.range(of: "{") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            pieces.append(String(rest[..<open.lowerBound]))
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(String(rest))
        guard text.hasPrefix(pieces[0]), text.count >= pieces.joined().count else { return nil }
        var values: [String] = []
        var cursor = text.index(text.startIndex, offsetBy: pieces[0].count)
        for (offset, piece) in pieces.dropFirst().enumerated() {
            let isLast = offset == pieces.count - 2
            if isLast {
                guard text[cursor...].hasSuffix(piece), text[cursor...].count > piece.count else { return nil }
                values.append(String(text[cursor..<text.index(text.endIndex, offsetBy: -piece.count)]))
                cursor = text.endIndex
            } else {
                guard cursor < text.endIndex,
                    let found = text[text.index(after: cursor)...].range(of: piece)
                else { return nil }
                values.append(String(text[cursor..<found.lowerBound]))
                cursor = found.upperBound
            }
        }
        return values.isEmpty && text != template ? nil : values
    }
}

/// A command's help text in the user's language (see `HelpText`): `abstract:`, `discussion:`.
func helpText(_ english: String) -> String { HelpText.say(english) }

/// An option's or argument's help text in the user's language (see `HelpText`): `help:`.
func helpText(_ english: String) -> ArgumentHelp { ArgumentHelp(HelpText.say(english)) }
