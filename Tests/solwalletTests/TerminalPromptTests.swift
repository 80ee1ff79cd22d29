import Foundation
import TestSupport
import Testing

/// Prompts on a real pseudo-terminal (driven by `Tests/Oracles/pty_session.py`): echo is off while a secret is
/// typed, back on afterwards, and back on after Ctrl-C at the prompt.
@Suite struct TerminalPromptTests {
    static let abandon = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"

    func session(_ arguments: [String], prompts: [String], answers: [String], interrupt: Bool = false) throws
        -> PtySession.Reply
    {
        try PtySession.run([CLI.binary.path] + arguments, prompts: prompts, answers: answers, interrupt: interrupt)
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

    /// A slow node (the hostile node drips its answer a byte every 40 ms): on a terminal a spinner turns on stderr
    /// and its line is cleared before the result; with --json, or without a terminal, there is none.
    @Test func aSpinnerTurnsWhileTheNodeIsSlow() throws {
        let node = try HostileNode()
        let url = node.url("drip?interval_ms=40").absoluteString
        let slow = try session(["slot", "-u", url], prompts: [], answers: [])
        #expect(slow.returncode == 0, "\(slow.output)")
        #expect(Spinner.frames.contains { slow.output.contains($0) }, "\(slow.output)")
        #expect(slow.output.contains("\r\u{1B}[K1"), "the spinner's line is cleared before the slot: \(slow.output)")
        let json = try session(["slot", "-u", url, "--json"], prompts: [], answers: [])
        #expect(json.returncode == 0 && !Spinner.frames.contains { json.output.contains($0) }, "\(json.output)")
        let piped = try CLI.run(["slot", "-u", url])
        #expect(piped.status == 0 && !Spinner.frames.contains { piped.stderr.contains($0) })
    }
}

/// The spinner's frames (as `solwallet` draws them).
enum Spinner {
    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
}
