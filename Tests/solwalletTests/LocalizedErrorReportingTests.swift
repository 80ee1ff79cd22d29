import Foundation
import TestSupport
import Testing

/// The CLI's errors in the user's language (`LANG`): the SDK error's message, what to do and the detail in Portuguese
/// or Turkish (no English line), the English text in `--json`'s `detail`, and the same exit status and `--json` code
/// as in English.
@Suite struct LocalizedErrorReportingTests {
    static let unreachable = "http://127.0.0.1:1"

    static func environment(_ lang: String) -> [String: String] {
        ["LANG": lang, "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""]
    }

    static func json(_ run: CLI.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stderr.utf8)) as? [String: Any])
    }

    /// (LANG, the message of a bad address, of an unreachable node, the detail line of a refused connection)
    static let languages = [
        ("pt_BR.UTF-8", "não é um endereço", "Não foi possível conectar ao nó RPC", "Detalhes: o nó recusou a conexão"),
        ("tr_TR.UTF-8", "bir adres", "RPC düğümüne ulaşılamadı", "Ayrıntılar: düğüm bağlantıyı reddetti"),
    ]

    @Test func aBadAddressIsSaidInTheUsersLanguageWithTheEnglishDetailInJSON() throws {
        let english = try CLI.run(["balance", "notanaddress"], environment: Self.environment("en_US.UTF-8"))
        #expect(english.status == 1 && english.stderr.contains("invalid public key"), "\(english.stderr)")
        let englishJSON = try Self.json(
            try CLI.run(["balance", "notanaddress", "--json"], environment: Self.environment("en_US.UTF-8")))
        // A name that is no account (an address, label, wallet name or contact) is not found, as in English.
        #expect(englishJSON["code"] as? String == "not-found")
        #expect((englishJSON["message"] as? String)?.hasPrefix("“notanaddress” is not an address") == true)
        for (lang, message, _, _) in Self.languages {
            let run = try CLI.run(["balance", "notanaddress"], environment: Self.environment(lang))
            #expect(run.status == english.status, "\(lang): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("error: “notanaddress” ") == true, "\(lang): \(run.stderr)")
            #expect(lines.first?.contains(message) == true, "\(lang): \(run.stderr)")
            #expect(!(lines.first ?? "").contains("invalid public key"), "\(lang): the English text is not the message")
            // The message says why it is no address; the English parser's words are `--json`'s detail only.
            #expect(lines.count == 2, "\(lang): message and hint: \(run.stderr)")
            #expect(!run.stderr.contains("invalid public key"), "\(lang): \(run.stderr)")
            let json = try Self.json(
                try CLI.run(["balance", "notanaddress", "--json"], environment: Self.environment(lang)))
            #expect(json["code"] as? String == englishJSON["code"] as? String)
            #expect(json["error"] as? String == englishJSON["error"] as? String, "`error` stays the English text")
            #expect((json["message"] as? String)?.contains(message) == true, "\(lang): \(json)")
            #expect((json["hint"] as? String)?.isEmpty == false)
            #expect((json["detail"] as? String)?.contains("invalid public key") == true, "\(lang): \(json)")
        }
    }

    @Test func anUnreachableNodeIsSaidInTheUsersLanguageWithTheSameStatusAndCode() throws {
        let english = try CLI.run(["slot", "-u", Self.unreachable], environment: Self.environment("en_US.UTF-8"))
        #expect(english.status == 2 && english.stderr.contains("cannot reach the RPC node"), "\(english.stderr)")
        let englishJSON = try Self.json(
            try CLI.run(["slot", "-u", Self.unreachable, "--json"], environment: Self.environment("en_US.UTF-8")))
        #expect(englishJSON["code"] as? String == "network")
        for (lang, _, message, detail) in Self.languages {
            let run = try CLI.run(["slot", "-u", Self.unreachable], environment: Self.environment(lang))
            #expect(run.status == english.status, "\(lang): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n").map(String.init)
            #expect(lines.first == "error: \(message).", "\(lang): \(run.stderr)")
            #expect(lines.contains(detail), "\(lang): the refused connection in the language: \(run.stderr)")
            #expect(!run.stderr.contains("cannot reach"), "\(lang): \(run.stderr)")
            let json = try Self.json(
                try CLI.run(["slot", "-u", Self.unreachable, "--json"], environment: Self.environment(lang)))
            #expect(json["code"] as? String == "network")
            #expect(json["message"] as? String == "\(message).", "\(lang): \(json)")
            #expect((json["detail"] as? String)?.contains("cannot reach the RPC node") == true)
            // --lang wins over LANG.
            let flag = try CLI.run(
                ["slot", "-u", Self.unreachable, "--lang", "el"], environment: Self.environment(lang))
            #expect(flag.status == 2 && flag.stderr.hasPrefix("error: Δεν ήταν δυνατή"), "\(flag.stderr)")
        }
    }

    // MARK: No English reaches a Portuguese, Greek or Turkish user

    /// Words that mark an English sentence and are no word of Portuguese, Greek or Turkish.
    static let englishMarkers: Set<String> = [
        "the", "was", "were", "nothing", "needs", "cannot", "choose", "exists", "already", "wrong", "give", "with",
        "there", "is", "not", "has", "have", "use", "run", "missing", "invalid", "failed", "does", "this", "that",
        "your", "and", "or", "of", "to", "no", "on", "from", "again", "check", "found", "expired", "before",
    ]

    /// (LANG, the word before the English detail)
    static let guardedLanguages = [
        ("pt_BR.UTF-8", "Detalhes: "), ("el_GR.UTF-8", "Λεπτομέρειες: "), ("tr_TR.UTF-8", "Ayrıntılar: "),
    ]

    /// The lines of `text` that read as English: two or more English marker words (flags, paths, addresses and the
    /// English detail line left out; a usage error's help text, the argument parser's, after its first blank line).
    static func englishLines(_ text: String, detailPrefix: String) -> [String] {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.isEmpty { break }
            lines.append(line)
        }
        return lines.filter { line in
            guard !line.hasPrefix(detailPrefix) else { return false }
            let words = line.split { !$0.isLetter && $0 != "-" && $0 != "/" && $0 != "$" && $0 != "'" }
                .filter { !$0.hasPrefix("-") && !$0.contains("/") && !$0.hasPrefix("$") }
                .map { $0.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "'")) }
            return Set(words).intersection(englishMarkers).count >= 2
        }
    }

    @Test func theEnglishDetectorFindsEnglishAndOnlyEnglish() {
        #expect(!Self.englishLines("error: not confirmed; nothing was sent", detailPrefix: "Detalhes: ").isEmpty)
        #expect(Self.englishLines("error: não confirmado; nada foi enviado", detailPrefix: "Detalhes: ").isEmpty)
        #expect(Self.englishLines("Detalhes: not confirmed; nothing was sent", detailPrefix: "Detalhes: ").isEmpty)
        #expect(Self.englishLines("error: onaylanmadı; hiçbir şey gönderilmedi", detailPrefix: "Ayrıntılar: ").isEmpty)
        #expect(Self.englishLines("error: δεν επιβεβαιώθηκε· δεν στάλθηκε τίποτα", detailPrefix: "x").isEmpty)
    }

    /// Failing and succeeding commands that need no cluster, each run in Portuguese, Greek and Turkish: neither the
    /// error (text and `--json` `message`/`hint`) nor the output has an English sentence; an English detail line only
    /// where it is data, and the exit status and `--json` code are English's.
    @Test func noEnglishSentenceReachesAPortugueseGreekOrTurkishUser() throws {
        let missing = NSTemporaryDirectory() + "solwallet-no-such-file-" + UUID().uuidString
        // (the arguments, whether the detail line is data: a transaction decoder's report of the bytes, the system's
        // reason for a file; every other detail line is said in the language too)
        let failing: [([String], Bool)] = [
            (["balance", "notanaddress"], false),
            (["slot", "-u", Self.unreachable], false),
            (["restore", missing], true),
            (["tx", "decode", " "], false),
            (["tx", "decode", "bm90IGEgdHJhbnNhY3Rpb24="], true),
            (["broadcast", "bm90IGEgdHJhbnNhY3Rpb24="], true),
            (["address", "find-pda", "11111111111111111111111111111111", "nonsense:1"], false),
            (["address", "find-pda", "11111111111111111111111111111111", "u8:300"], false),
            (["balance", "notanaddress", "--lang", "xx"], false),
            (["wallet", "delete", "nobody"], false),
            (["send", "1", "--to", "x"], false),
            (["keygen", "grind", "--starts-with", "0OO"], false),
            (
                [
                    "address", "find-pda", "11111111111111111111111111111111",
                    "string:" + String(repeating: "a", count: 40),
                ], false
            ),
        ]
        let succeeding: [[String]] = [["wallets"], ["config", "list"], ["contacts", "list"]]
        for (lang, details) in Self.guardedLanguages {
            for (arguments, detailIsData) in failing {
                let english = try CLI.run(arguments, environment: Self.environment("en_US.UTF-8"))
                let run = try CLI.run(arguments, environment: Self.environment(lang))
                #expect(run.status != 0 && run.status == english.status, "\(lang) \(arguments): \(run.stderr)")
                let found = Self.englishLines(run.stderr, detailPrefix: detailIsData ? details : "\u{0}")
                #expect(found.isEmpty, "\(lang) \(arguments): English reaches the user: \(found)")
                let json = try Self.json(try CLI.run(arguments + ["--json"], environment: Self.environment(lang)))
                let englishJSON = try Self.json(
                    try CLI.run(arguments + ["--json"], environment: Self.environment("en_US.UTF-8")))
                #expect(json["code"] as? String == englishJSON["code"] as? String, "\(lang) \(arguments)")
                #expect(json["error"] as? String == englishJSON["error"] as? String, "`error` stays English")
                if (json["code"] as? String) != "usage" {
                    let said = [json["message"] as? String, json["hint"] as? String].compactMap { $0 }
                    #expect(!said.isEmpty, "\(lang) \(arguments): no localized message: \(json)")
                    for text in said {
                        #expect(
                            Self.englishLines(text, detailPrefix: details).isEmpty,
                            "\(lang) \(arguments): English in --json: \(text)")
                    }
                }
            }
            for arguments in succeeding {
                let run = try CLI.run(arguments, environment: Self.environment(lang))
                #expect(run.status == 0, "\(lang) \(arguments): \(run.stderr)")
                let found = Self.englishLines(run.stdout + "\n" + run.stderr, detailPrefix: details)
                #expect(found.isEmpty, "\(lang) \(arguments): English reaches the user: \(found)")
            }
        }
    }

    /// Every `CLIError` of `Sources/solwallet` is said with a key of the localization tables, or wraps an SDK error
    /// (`cause:`) that `ErrorViewModel` explains: no message is a bare English string. The scan reads each
    /// construction (`CLIError(…)`, `.invalidInput(…)`, `.cancelled(…)`) to its closing parenthesis.
    @Test func everyCLIErrorIsSaidWithAKeyOrAnExplainedCause() throws {
        let directory = Oracle.repositoryRoot.appendingPathComponent("Sources/solwallet")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            // CLIError.swift defines the type and its keyed initializers (whose key is a parameter).
            $0.hasSuffix(".swift") && $0 != "CLIError.swift"
        }
        #expect(files.count > 20)
        var sites = 0
        var bare: [String] = []
        for file in files {
            let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for match in source.matches(
                of: /(?:CLIError|throw \.invalidInput|throw \.cancelled|\.invalidInput|\.cancelled)\(/)
            {
                let call = Self.balanced(source[match.range.upperBound...])
                let head = source[match.range].description
                // Declarations and the wrappers of typed SDK errors (`CLIError(error)`, `CLIError(failure, cluster:)`).
                if call.hasPrefix("_ ") || call.hasPrefix("kind:") { continue }
                sites += 1
                let arguments = call.trimmingCharacters(in: .whitespacesAndNewlines)
                let keyed: Bool
                if head.hasPrefix("CLIError(") {
                    // CLIError(.kind, .key, …) or CLIError(kind-expression, .key, …)
                    let afterKind = arguments.drop { $0 != "," }.dropFirst().drop(while: \.isWhitespace)
                    let wraps =
                        !arguments.contains(",") || arguments.hasPrefix("error") || arguments.hasPrefix("failure")
                        || arguments.hasPrefix("WalletError") || arguments.hasPrefix("SendError")
                        || arguments.hasPrefix("registry: error")  // an IDLRegistryError, its `cause`
                    keyed =
                        wraps || afterKind.hasPrefix(".") || afterKind.hasPrefix("failed == 1 ?")
                        || afterKind.hasPrefix("cluster:") || afterKind.hasPrefix("language:")
                        || arguments.contains("cause:")
                } else {
                    keyed =
                        arguments.hasPrefix(".") || arguments.hasPrefix("afterPhraseOnStdin ?")
                        || !arguments.contains("\"")
                }
                if !keyed {
                    let line = source[..<match.range.lowerBound].count { $0 == "\n" } + 1
                    bare.append("\(file):\(line): \(head)\(arguments.prefix(80))")
                }
            }
        }
        #expect(sites > 100, "the scan found the construction sites")
        #expect(bare.isEmpty, "English-only CLIError messages:\n\(bare.joined(separator: "\n"))")
    }

    @Test func theScanFindsABareMessage() {
        let call = Self.balanced("(.invalidInput, \"an English message (with a paren)\") rest"[...].dropFirst())
        #expect(call == ".invalidInput, \"an English message (with a paren)\"")
    }

    /// The text up to the parenthesis that closes the one before `rest` (strings skipped).
    static func balanced(_ rest: Substring) -> String {
        var depth = 1
        var inString = false
        var previous: Character = " "
        var result = ""
        for character in rest {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                if character == "(" { depth += 1 }
                if character == ")" {
                    depth -= 1
                    if depth == 0 { return result }
                }
            }
            result.append(character)
            previous = character
        }
        return result
    }
}
