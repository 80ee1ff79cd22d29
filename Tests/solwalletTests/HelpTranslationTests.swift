import Foundation
import TestSupport
import Testing

/// Issue 28, "languages all the way": `solwallet --help` and the argument parser's usage errors are said in
/// Portuguese, Greek and Turkish from the CLI's help tables (`Sources/solwallet/Help`), like every other line.
@Suite struct HelpTranslationTests {
    /// `scripts/help-strings --check`: every help text every command shows (the parser's dump, in English) and the
    /// parser's own words are in each table, none is kept that no command shows, no translation drops an option
    /// name, a `$VARIABLE`, a `command` or a placeholder, and each language's dump shows the table's text.
    @Test func everyHelpTextIsTranslatedInEveryLanguage() throws {
        let process = Process()
        process.executableURL = Oracle.repositoryRoot.appendingPathComponent("scripts/help-strings")
        process.arguments = ["--check", "--binary", CLI.binary.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text.split(separator: "\n").prefix(40).joined(separator: "\n"))")
        #expect(text.contains(" 0 problems"), "\(text.suffix(300))")
    }

    /// The parser's headings, its own flags' help and its "see the help" line, in each language's words: no English
    /// heading reaches a pt/el/tr user, and English is as the parser writes it.
    @Test(arguments: ["pt_BR.UTF-8", "el_GR.UTF-8", "tr_TR.UTF-8", "C"])
    func helpIsSaidInTheLocalesLanguage(locale: String) throws {
        let result = try CLI.run(["stake", "--help"], environment: ["LANG": locale, "LC_ALL": "", "LANGUAGE": ""])
        #expect(result.status == 0, "\(result.stderr)")
        let english = [
            "OVERVIEW:", "USAGE:", "OPTIONS:", "SUBCOMMANDS:", "Show help information.", "for detailed help",
        ]
        for word in english {
            #expect(result.stdout.contains(word) == (locale == "C"), "\(locale): \(word)\n\(result.stdout)")
        }
        // The commands' own texts too: the abstract of `stake` and of its subcommand `list`.
        let englishAbstracts = ["Stake SOL with a validator", "Your stake accounts: state"]
        for abstract in englishAbstracts {
            #expect(result.stdout.contains(abstract) == (locale == "C"), "\(locale): \(abstract)")
        }
        #expect(result.stdout.contains("solwallet stake <subcommand>"), "the usage line keeps the command")
    }

    /// A usage error of the parser itself (a missing argument, an unknown option) in the language, its usage lines
    /// too; the value and the option as given.
    @Test(arguments: ["pt", "el", "tr"])
    func parserErrorsAreSaidInTheLanguage(language: String) throws {
        let missing = try CLI.run(["send"], environment: ["SOLWALLET_LANG": language])
        #expect(missing.status == 1)
        #expect(!missing.stderr.contains("Missing expected argument"), "\(missing.stderr)")
        #expect(missing.stderr.contains("'<to>'"), "\(missing.stderr)")
        #expect(!missing.stderr.contains("Usage: ") && !missing.stderr.contains("for more information"))
        #expect(missing.stderr.contains("solwallet send [<options>] <to> <amount>"), "\(missing.stderr)")

        let unknown = try CLI.run(["balance", "--bogus-option"], environment: ["SOLWALLET_LANG": language])
        #expect(unknown.status == 1)
        #expect(!unknown.stderr.contains("Unknown option"), "\(unknown.stderr)")
        #expect(unknown.stderr.contains("'--bogus-option'"), "\(unknown.stderr)")

        // --json keeps the English message as `error`, the contract scripts parse.
        let json = try CLI.run(["send", "--json"], environment: ["SOLWALLET_LANG": language])
        #expect(json.stderr.contains("Missing expected argument '<to>'"), "\(json.stderr)")
    }
}
