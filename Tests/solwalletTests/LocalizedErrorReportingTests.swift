import Foundation
import TestSupport
import Testing

/// The CLI's errors in the user's language (`LANG`): the SDK error's message and what to do in Portuguese or
/// Turkish, the English text on a line of its own, and the same exit status and `--json` code as in English.
@Suite struct LocalizedErrorReportingTests {
    static let unreachable = "http://127.0.0.1:1"

    static func environment(_ lang: String) -> [String: String] {
        ["LANG": lang, "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""]
    }

    static func json(_ run: CLI.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stderr.utf8)) as? [String: Any])
    }

    /// (LANG, the message of a bad address, of an unreachable node, the word before the English detail)
    static let languages = [
        ("pt_BR.UTF-8", "não é um endereço", "Não foi possível conectar ao nó RPC", "Detalhes: "),
        ("tr_TR.UTF-8", "bir adres", "RPC düğümüne ulaşılamadı", "Ayrıntılar: "),
    ]

    @Test func aBadAddressIsSaidInTheUsersLanguageWithTheEnglishDetail() throws {
        let english = try CLI.run(["balance", "notanaddress"], environment: Self.environment("en_US.UTF-8"))
        #expect(english.status == 1 && english.stderr.contains("invalid public key"), "\(english.stderr)")
        let englishJSON = try Self.json(
            try CLI.run(["balance", "notanaddress", "--json"], environment: Self.environment("en_US.UTF-8")))
        // A name that is no account (an address, label, wallet name or contact) is not found, as in English.
        #expect(englishJSON["code"] as? String == "not-found")
        #expect((englishJSON["message"] as? String)?.hasPrefix("“notanaddress” is not an address") == true)
        for (lang, message, _, details) in Self.languages {
            let run = try CLI.run(["balance", "notanaddress"], environment: Self.environment(lang))
            #expect(run.status == english.status, "\(lang): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("error: “notanaddress” ") == true, "\(lang): \(run.stderr)")
            #expect(lines.first?.contains(message) == true, "\(lang): \(run.stderr)")
            #expect(!(lines.first ?? "").contains("invalid public key"), "\(lang): the English text is not the message")
            #expect(lines.count >= 3, "\(lang): message, hint, detail: \(run.stderr)")
            #expect(
                lines.contains { $0.hasPrefix(details) && $0.contains("invalid public key") },
                "\(lang): the English detail on its own line: \(run.stderr)")
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
        for (lang, _, message, details) in Self.languages {
            let run = try CLI.run(["slot", "-u", Self.unreachable], environment: Self.environment(lang))
            #expect(run.status == english.status, "\(lang): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n").map(String.init)
            #expect(lines.first == "error: \(message).", "\(lang): \(run.stderr)")
            #expect(
                lines.contains { $0.hasPrefix(details) && $0.contains("cannot reach the RPC node") },
                "\(lang): the English detail on its own line: \(run.stderr)")
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
}
