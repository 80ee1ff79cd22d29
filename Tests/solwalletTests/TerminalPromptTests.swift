import Foundation
import TestSupport
import Testing

/// Prompts on a real pseudo-terminal (driven by `Tests/Oracles/pty_session.py`): echo is off while a secret is
/// typed, back on afterwards, and back on after Ctrl-C at the prompt.
@Suite struct TerminalPromptTests {
    static let abandon = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"

    struct Request: Encodable { let argv: [String]; let prompts: [String]; let answers: [String]; let interrupt: Bool }
    struct Reply: Decodable { let output: String; let returncode: Int; let echoAtPrompts: [Bool]; let echoAtEnd: Bool }

    func session(_ arguments: [String], prompts: [String], answers: [String], interrupt: Bool = false) throws -> Reply {
        let request = Request(
            argv: [CLI.binary.path] + arguments, prompts: prompts, answers: answers, interrupt: interrupt)
        let data = try Oracle.run(script: "pty_session.py", input: JSONEncoder().encode(request))
        return try JSONDecoder().decode(Reply.self, from: data)
    }

    @Test func passphrasePromptOnATerminal() throws {
        let reply = try session(
            [
                "keygen", "recover", "--phrase", Self.abandon, "--passphrase-stdin", "--preset", "phantom",
                "--no-outfile",
            ], prompts: ["BIP39 passphrase: "], answers: ["mypass"])
        #expect(reply.returncode == 0, "\(reply.output)")
        #expect(reply.echoAtPrompts == [false] && reply.echoAtEnd)
        #expect(reply.output.contains("DWw56w"), "\(reply.output)")
        #expect(!reply.output.contains("mypass"))
    }

    @Test func newAsksTwiceAndComparesTheAnswers() throws {
        let prompts = ["BIP39 passphrase: ", "Repeat the passphrase: "]
        let differ = try session(
            ["keygen", "new", "--passphrase-stdin", "--no-outfile"], prompts: prompts,
            answers: ["one", "two"])
        #expect(differ.returncode == 1 && differ.output.contains("differ"), "\(differ.output)")
        #expect(differ.echoAtPrompts == [false, false] && differ.echoAtEnd)
        let same = try session(
            ["keygen", "new", "--passphrase-stdin", "--no-outfile"], prompts: prompts,
            answers: ["same", "same"])
        #expect(same.returncode == 0, "\(same.output)")
    }

    @Test func ctrlCAtThePromptRestoresTheEcho() throws {
        let reply = try session(
            ["keygen", "recover", "--phrase", Self.abandon, "--passphrase-stdin", "--no-outfile"],
            prompts: ["BIP39 passphrase: "], answers: [""], interrupt: true)
        #expect(reply.echoAtPrompts == [false])
        #expect(reply.returncode == -Int(SIGINT), "\(reply.returncode): \(reply.output)")
        #expect(reply.echoAtEnd)
    }
}
