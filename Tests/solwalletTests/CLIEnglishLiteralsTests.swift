import Foundation
import TestSupport
import Testing

/// No English text of the CLI's own reaches a pt/el/tr user (issue 28, "languages all the way"): every line the
/// CLI prints, every prompt and question, and every table header comes from the localization tables. This reads
/// `Sources/solwallet` and fails on a string literal with an English word given to `print`, `Output.status`,
/// `Output.print`, `ValidationError`, a prompt, a confirmation question or a table's `header:`. The few literals
/// that stay are listed here, each with why.
@Suite struct CLIEnglishLiteralsTests {
    /// Words that are the same in every language: units, formats and the command's own name.
    static let neutral: Set<String> = ["SOL", "UTC", "lamports", "IDL", "JSON", "URL", "solwallet"]

    /// Literals that may stay, by file and text, and why.
    static let allowed: [String: String] = [
        "ValidatorsCommand.swift: VOTE ACCOUNT": "the Solana CLI's columns, printed only in English (other languages "
            + "render ValidatorsViewModel)",
        "ValidatorsCommand.swift: IDENTITY": "as above", "ValidatorsCommand.swift: COMMISSION": "as above",
        "ValidatorsCommand.swift: ACTIVE STAKE (SOL)": "as above", "ValidatorsCommand.swift: LAST VOTE": "as above",
        "ValidatorsCommand.swift: STATUS": "as above",
    ]

    /// `text` without its interpolations (`\( … )`, nested parentheses included).
    static func withoutInterpolations(_ text: String) -> String {
        var out = ""
        var depth = 0
        var chars = Array(text)
        var index = 0
        while index < chars.count {
            if depth == 0, chars[index] == "\\", index + 1 < chars.count, chars[index + 1] == "(" {
                depth = 1
                index += 2
                out.append(" ")
                continue
            }
            if depth > 0 {
                if chars[index] == "(" { depth += 1 } else if chars[index] == ")" { depth -= 1 }
                index += 1
                continue
            }
            out.append(chars[index])
            index += 1
        }
        chars.removeAll()
        return out
    }

    static func englishWords(_ literal: String) -> [String] {
        let bare = withoutInterpolations(literal)
        let words = bare.split { !$0.isASCII || !$0.isLetter }.map(String.init)
        return words.filter { $0.count >= 3 && !neutral.contains($0) }
    }

    /// The literals given to the calls and headers above, as (file, line, text).
    static func literals(in source: String, file: String) throws -> [(file: String, line: Int, text: String)] {
        let calls = try NSRegularExpression(
            pattern: #"\b(?:print|Output\.status|Output\.print|ValidationError|prompt|confirm)\(\s*"((?:[^"\\]|\\.)*)""#
        )
        let headers = try NSRegularExpression(pattern: #"header:\s*\[([^\]]*)\]"#)
        let strings = try NSRegularExpression(pattern: #""((?:[^"\\]|\\.)*)""#)
        let text = source as NSString
        func line(_ location: Int) -> Int { text.substring(to: location).filter { $0 == "\n" }.count + 1 }
        var found: [(String, Int, String)] = []
        for match in calls.matches(in: source, range: NSRange(location: 0, length: text.length)) {
            found.append((file, line(match.range.location), text.substring(with: match.range(at: 1))))
        }
        for match in headers.matches(in: source, range: NSRange(location: 0, length: text.length)) {
            let inner = text.substring(with: match.range(at: 1))
            for literal in strings.matches(in: inner, range: NSRange(location: 0, length: (inner as NSString).length)) {
                found.append(
                    (file, line(match.range.location), (inner as NSString).substring(with: literal.range(at: 1))))
            }
        }
        return found
    }

    @Test func theCLIPrintsNoEnglishLiteral() throws {
        let directory = Oracle.repositoryRoot.appendingPathComponent("Sources/solwallet")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".swift")
        }
        #expect(files.count > 30)
        var english: [String] = []
        var seen: Set<String> = []
        var checked = 0
        for file in files.sorted() {
            let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for literal in try Self.literals(in: source, file: file) {
                checked += 1
                let key = "\(literal.file): \(literal.text)"
                if Self.allowed[key] != nil {
                    seen.insert(key)
                    continue
                }
                let words = Self.englishWords(literal.text)
                if !words.isEmpty { english.append("\(literal.file):\(literal.line): \"\(literal.text)\" (\(words))") }
            }
        }
        #expect(checked > 30, "the scan found only \(checked) literals")
        #expect(english.isEmpty, "English the user sees, not from the tables:\n\(english.joined(separator: "\n"))")
        // An exception that no longer occurs is taken off the list.
        let stale = Set(Self.allowed.keys).subtracting(seen)
        #expect(stale.isEmpty, "allowed literals that are gone: \(stale.sorted())")
    }

    /// Every help text (`abstract:`, `discussion:`, `help:`, `ArgumentHelp("…")`) goes through `helpText(_:)`, so
    /// `--help` is said from the help tables (`HelpTranslationTests` checks the tables).
    @Test func everyHelpTextGoesThroughTheHelpTables() throws {
        let directory = Oracle.repositoryRoot.appendingPathComponent("Sources/solwallet")
        let files = try FileManager.default.subpathsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".swift") && !$0.hasPrefix("Help/")
        }
        let bare = try NSRegularExpression(pattern: #"\b(?:help|abstract|discussion):\s*(?:"|#")|ArgumentHelp\(\s*""#)
        var found: [String] = []
        var wrapped = 0
        for file in files.sorted() {
            let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            let range = NSRange(location: 0, length: (source as NSString).length)
            for match in bare.matches(in: source, range: range) {
                let before = (source as NSString).substring(to: match.range.location)
                found.append("\(file):\(before.filter { $0 == "\n" }.count + 1)")
            }
            wrapped += source.components(separatedBy: "helpText(").count - 1
        }
        #expect(found.isEmpty, "help texts not said through helpText(_:): \(found)")
        #expect(wrapped > 300, "only \(wrapped) help texts found")
    }

    @Test func theScanFindsEnglish() throws {
        // The check can fail: English in a print, a prompt, a question and a header is found; interpolations,
        // units and table keys are not.
        let source = #"""
            print("Sent \(amount) to \(recipient(of: x(y)))")
            _ = try KeygenInput.prompt("Repeat it: ")
            try SenderOptions.confirm("Sign this message?", doing: .a, nothing: .b)
            print(TextTable.render(header: [l10n(.a), "FROM"], rows: rows))
            print("\(balance.lamports) lamports")
            print(l10n(.cliSent, "\(amount) SOL"))
            """#
        let found = try Self.literals(in: source, file: "X.swift").filter { !Self.englishWords($0.text).isEmpty }
        #expect(
            found.map(\.text) == [
                #"Sent \(amount) to \(recipient(of: x(y)))"#, "Repeat it: ", "Sign this message?", "FROM",
            ])
        #expect(Self.englishWords(#"Sent \(amount) to \(recipient(of: x(y)))"#) == ["Sent"])
    }
}
