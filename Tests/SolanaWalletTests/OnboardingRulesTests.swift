import Foundation
import SolanaCore
import SolanaKeys
import TestSupport
import Testing

@testable import SolanaWallet

/// Issue 28, onboarding: the rules for a new password, the phrase check that forgives a slip, and a phrase or key
/// imported a second time.
@Suite struct OnboardingRulesTests {
    /// Every one of the 10,000 most common passwords (the fixture, zxcvbn's list) is refused, in any case; so is
    /// anything shorter than 8 characters; fresh random passphrases of four words are accepted.
    @Test func newPasswordsAreLongAndUncommon() throws {
        let common = String(decoding: try Oracle.fixture("passwords/common-passwords-10000.txt"), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        #expect(common.count == 10_000)
        for password in common {
            let expected: NewPasswordProblem =
                password.count < 8 ? .tooShort(length: password.count, minimum: 8) : .tooCommon
            #expect(throws: expected, "\(password)") { try NewPasswordRules.check(password) }
            #expect(throws: expected, "\(password)") { try NewPasswordRules.check(password.uppercased()) }
            #expect(throws: expected) { try NewPasswordRules.check(KeystorePassword(password)) }
        }
        #expect(NewPasswordRules.common.count == common.filter { $0.count >= 8 }.count)
        // Characters as a reader counts them: 8 accented letters are 8, however they are encoded.
        try NewPasswordRules.check(String(repeating: "é", count: 8))
        try NewPasswordRules.check(String(repeating: "e\u{301}", count: 8))
        #expect(throws: NewPasswordProblem.tooShort(length: 7, minimum: 8)) {
            try NewPasswordRules.check(String(repeating: "e\u{301}", count: 7))
        }
        let words = Wordlist.of(.english).words
        for _ in 0..<200 {
            let passphrase = (0..<4).map { _ in words[Random.int(0...2047)] }.joined(separator: " ")
            try NewPasswordRules.check(passphrase)
        }
    }

    /// Three words asked, three tries each: a slip is forgiven and the same word is asked again; a third wrong
    /// answer fails the check for good. Answers are judged without case, surrounding spaces or Unicode form.
    @Test func thePhraseCheckForgivesASlip() throws {
        let mnemonic = Mnemonic.generate()
        var generator = TestRandom.rng
        var quiz = PhraseConfirmation(mnemonic, using: &generator)
        #expect(quiz.positions.count == 3 && quiz.positions == quiz.positions.sorted())
        #expect(Set(quiz.positions).count == 3 && quiz.positions.allSatisfy { (0..<12).contains($0) })
        let first = try #require(quiz.position)
        let wrong = mnemonic.words[(first + 1) % 12] == mnemonic.words[first] ? "zzz" : mnemonic.words[(first + 1) % 12]
        #expect(quiz.answer(wrong) == .wrong(triesLeft: 2))
        #expect(quiz.position == first)
        #expect(quiz.answer("  \(mnemonic.words[first].uppercased())\n") == .correct)
        let second = try #require(quiz.position)
        #expect(second == quiz.positions[1])
        #expect(quiz.answer(mnemonic.words[second]) == .correct)
        let third = try #require(quiz.position)
        #expect(quiz.answer("no") == .wrong(triesLeft: 2))
        #expect(quiz.answer("no") == .wrong(triesLeft: 1))
        #expect(quiz.answer(mnemonic.words[third]) == .done)
        #expect(quiz.isDone && quiz.position == nil)

        var failing = PhraseConfirmation(mnemonic, positions: [11, 0, 5])
        #expect(failing.positions == [0, 5, 11])
        #expect(failing.answer("x") == .wrong(triesLeft: 2))
        #expect(failing.answer("x") == .wrong(triesLeft: 1))
        #expect(failing.answer("x") == .failed)
        #expect(failing.failed && failing.position == nil && !failing.isDone)
        #expect(failing.answer(mnemonic.words[0]) == .failed)  // over for good
        // An accented word typed decomposed is the same word (Spanish list).
        let spanish = Mnemonic.generate(language: .spanish)
        var accented = PhraseConfirmation(spanish, positions: Array(0..<12))
        for word in spanish.words {
            #expect(accented.answer(word.decomposedStringWithCanonicalMapping) != .failed)
        }
        #expect(accented.isDone)
    }

    /// The same phrase imported again, under its own preset or another one, and a key of one of its accounts, are
    /// refused with the name of the wallet that holds them; nothing is written.
    @Test func aPhraseOrKeyAlreadyHereIsRefusedByName() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let database = try WalletDatabase(path: directory.path + "/wallet.sqlite")
        let storage = try EncryptedFileStorage(
            directory: directory.path + "/keystore", password: KeystorePassword("onboarding password"),
            parameters: .minimum, kdf: .insecureFastForTests, writerHook: nil)
        let manager = WalletManager(registry: SQLiteWalletRegistry(database: database), storage: storage)
        let mnemonic = Mnemonic.generate()
        let savings = try await manager.createWallet(
            name: "savings", mnemonic: mnemonic, preset: .ledgerLive, accounts: 2)
        for preset in [WalletPreset.ledgerLive, .phantom] {
            await #expect(throws: WalletError.alreadyInKeystore(wallet: "savings")) {
                _ = try await manager.createWallet(name: "again-\(preset)", mnemonic: mnemonic, preset: preset)
            }
        }
        let secondAccount = Keypair(mnemonic: mnemonic, derivation: WalletPreset.ledgerLive.derivation(account: 1))
        #expect(secondAccount.publicKey == savings.accounts[1].address)
        await #expect(throws: WalletError.alreadyInKeystore(wallet: "savings")) {
            _ = try await manager.importKey(name: "key", keypair: secondAccount)
        }
        #expect(try manager.summaries().map(\.wallet.name) == ["savings"])
        #expect(try await storage.list().count == 1)
        // Another phrase and another key are welcome.
        _ = try await manager.createWallet(name: "other", mnemonic: Mnemonic.generate(), preset: .phantom)
        _ = try await manager.importKey(name: "key", keypair: Keypair.generate())
        #expect(try manager.summaries().count == 3)
    }
}
