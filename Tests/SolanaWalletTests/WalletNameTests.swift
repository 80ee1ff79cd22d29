import Foundation
import SolanaCore
import SolanaKeys
import TestSupport
import Testing

@testable import SolanaWallet

/// The one wallet-name rule (`WalletName`): trimmed, 1 to 64 characters, no control character nor bidirectional
/// override, unlike the other wallets' names letter case aside; and `WalletManager` applies it to every new wallet.
@Suite struct WalletNameTests {
    @Test func aNameIsTrimmedAndChecked() throws {
        #expect(try WalletName.validated("  Savings \n") == "Savings")
        #expect(try WalletName.validated("Café ☕️ 👩‍👩‍👧") == "Café ☕️ 👩‍👩‍👧")
        #expect(throws: WalletNameError.empty) { try WalletName.validated("") }
        #expect(throws: WalletNameError.empty) { try WalletName.validated(" \t\n ") }
        let refusals = [
            "a\nb", "a\tb", "a\u{1B}[31mb", "a\u{7F}", "a\u{85}b", "a\u{2028}b", "pay\u{202E}gpj", "a\u{2066}b",
        ]
        for refused in refusals {
            #expect(throws: WalletNameError.controlCharacter, "\(refused.unicodeScalars.map(\.value))") {
                try WalletName.validated(refused)
            }
        }
    }

    /// Characters as a person counts them (an emoji family is one); the limit is 64, drawn at random around it.
    @Test func theLimitIsSixtyFourCharacters() throws {
        let pieces = ["a", "é", "Ω", "ş", "👩‍👩‍👧", "漢"]
        for _ in 0..<50 {
            let count = Int.random(in: 1...80, using: &TestRandom.rng)
            let name = (0..<count).map { _ in pieces.randomElement(using: &TestRandom.rng)! }.joined()
            #expect(name.count == count)
            if count <= WalletName.maximumLength {
                #expect(try WalletName.validated(name) == name, "seed \(TestRandom.seed)")
            } else {
                #expect(throws: WalletNameError.tooLong(characters: count, maximum: 64), "seed \(TestRandom.seed)") {
                    try WalletName.validated(name)
                }
            }
        }
    }

    @Test func aNameTakenLetterCaseAsideIsRefused() throws {
        #expect(throws: WalletNameError.taken(existing: "Main")) {
            try WalletName.validated(" main ", existing: ["savings", "Main"])
        }
        #expect(try WalletName.validated("main 2", existing: ["Main"]) == "main 2")
    }

    /// The manager applies the rule to every new wallet, against the wallets of its registry, and stores the
    /// trimmed name; nothing is written for a refused one.
    @Test func theManagerAppliesTheRuleToEveryNewWallet() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let database = try WalletDatabase(path: directory.path + "/wallet.sqlite")
        let storage = try EncryptedFileStorage(
            directory: directory.path + "/keystore", password: KeystorePassword("wallet name password"),
            parameters: .minimum, kdf: .insecureFastForTests, writerHook: nil)
        let manager = WalletManager(registry: SQLiteWalletRegistry(database: database), storage: storage)
        let created = try await manager.createWallet(name: "  Main  ", mnemonic: Mnemonic.generate())
        #expect(created.wallet.name == "Main")
        await #expect(throws: WalletError.invalidName(.taken(existing: "Main"))) {
            _ = try await manager.createWallet(name: "MAIN", mnemonic: Mnemonic.generate())
        }
        await #expect(throws: WalletError.invalidName(.controlCharacter)) {
            _ = try await manager.importKey(name: "key\nwallet", keypair: Keypair.generate())
        }
        #expect(throws: WalletError.invalidName(.empty)) { try manager.newWalletName("   ") }
        #expect(try manager.newWalletName(" Savings ") == "Savings")
        #expect(try manager.summaries().map(\.wallet.name) == ["Main"])
    }
}
