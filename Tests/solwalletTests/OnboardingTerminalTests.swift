import Foundation
import TestSupport
import Testing

/// Issue 28, onboarding slips, on a real pseudo-terminal (`Tests/Oracles/pty_session.py`): `init` forgives a
/// mistyped confirmation word, `import --phrase-stdin` prompts with echo off and reads one line, and a short or
/// common password is refused before anything is written.
@Suite struct OnboardingTerminalTests {
    static let password = "pty onboarding passphrase"
    static let abandon = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"

    func home() -> String { NSTemporaryDirectory() + "solwallet-onboarding-pty-" + UUID().uuidString }

    /// The binary in a bare environment (no password or home from outside).
    func argv(_ arguments: [String]) -> [String] {
        ["/usr/bin/env", "-i", "LANG=C.UTF-8", "SOLWALLET_KDF=minimum", CLI.binary.path] + arguments
    }

    func wallets(_ home: String) throws -> [[String: Any]] {
        let listed = try CLI.run(["wallets", "--home", home, "--json"])
        return (try listed.json()["wallets"] as? [[String: Any]]) ?? []
    }

    @Test func initForgivesAMistypedWord() throws {
        let home = home()
        let reply = try PtySession.run(
            argv(["init", "--home", home]),
            prompts: ["New keystore password: ", "Repeat it: ", "Word #", "Word #", "Word #", "Word #"],
            answers: [Self.password, Self.password, "notaword", "{word}", "{word}", "{word}"])
        #expect(reply.returncode == 0, "\(reply.output)")
        #expect(reply.output.contains("2 tries left"), "\(reply.output)")
        #expect(reply.output.contains("Created wallet 'main'"), "\(reply.output)")
        #expect(try wallets(home).count == 1)
    }

    @Test func threeWrongAnswersCreateNothing() throws {
        let home = home()
        let reply = try PtySession.run(
            argv(["init", "--home", home]),
            prompts: ["New keystore password: ", "Repeat it: ", "Word #", "Word #", "Word #"],
            answers: [Self.password, Self.password, "notaword", "stillnot", "never"])
        #expect(reply.returncode == 1, "\(reply.output)")
        #expect(
            reply.output.contains("1 try left") && reply.output.contains("did not match 3 times"), "\(reply.output)")
        #expect(try wallets(home).isEmpty)
    }

    @Test func importPromptsForThePhraseWithEchoOff() throws {
        let home = home()
        let reply = try PtySession.run(
            argv(["import", "--phrase-stdin", "--home", home]),
            prompts: ["Seed phrase: ", "Keystore password: ", "Repeat it: "],
            answers: [Self.abandon, Self.password, Self.password])
        #expect(reply.returncode == 0, "\(reply.output)")
        #expect(reply.echoAtPrompts == [false, false, false] && reply.echoAtEnd)
        #expect(!reply.output.contains("abandon about"), "the phrase was echoed: \(reply.output)")
        #expect(reply.output.contains("Imported wallet 'imported'"), "\(reply.output)")
    }

    @Test func shortOrCommonNewPasswordsAreRefused() throws {
        for (password, reason) in [("seven77", "at least 8"), ("Baseball", "most common")] {
            let home = home()
            let created = try CLI.run(
                ["init", "--non-interactive", "--home", home],
                environment: ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": password])
            #expect(created.status == 1 && created.stderr.contains(reason), "\(password): \(created.stderr)")
            #expect(!created.stdout.contains(" "), "a phrase was printed for \(password): \(created.stdout)")
            #expect(try wallets(home).isEmpty)
        }
    }
}
