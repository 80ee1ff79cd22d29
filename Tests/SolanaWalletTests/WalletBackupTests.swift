import Foundation
import SolanaCore
import SolanaCrypto
import SolanaKeys
import TestSupport
import Testing

@testable import SolanaWallet

/// The SWBK backup: round trip through a manager into an empty home, every byte flipped is detected, a wrong
/// password, truncation, a backup whose secret does not give its addresses, and restoring twice.
@Suite struct WalletBackupTests {
    static let password = KeystorePassword("backup password")

    /// A manager over a fresh database and keystore (the policy floor; the fast KDF for the keystore files).
    func manager(_ directory: TemporaryDirectory, _ name: String) throws -> WalletManager {
        let database = try WalletDatabase(path: directory.path + "/\(name)/wallet.sqlite")
        let storage = try EncryptedFileStorage(
            directory: directory.path + "/\(name)/keystore", password: Self.password, parameters: .minimum,
            kdf: .insecureFastForTests, writerHook: nil)
        return WalletManager(registry: SQLiteWalletRegistry(database: database), storage: storage)
    }

    func addresses(_ manager: WalletManager) throws -> [[String]] {
        try manager.summaries().map { [$0.wallet.name] + $0.accounts.map { "\($0.address) \($0.label ?? "")" } }
    }

    @Test func backupRestoresEveryAddressIntoAnEmptyHome() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let source = try manager(directory, "a")
        let phrase = Mnemonic.generate(wordCount: .twentyFour)
        _ = try await source.createWallet(name: "main", mnemonic: phrase, preset: .phantom, accounts: 2)
        _ = try await source.addAccount(wallet: "main", label: "savings")
        _ = try await source.createWallet(name: "ledger", mnemonic: Mnemonic.generate(), preset: .ledgerLive)
        _ = try await source.importKey(name: "key", keypair: Keypair.generate())
        let file = try WalletBackup.seal(
            try await source.backup(), password: Self.password, parameters: .minimum, kdf: .insecureFastForTests)
        #expect(Array(file[0..<4]) == Array("SWBK".utf8))
        // No secret in the clear: not the phrase's words, not its entropy.
        #expect(!String(decoding: file, as: UTF8.self).contains(phrase.words[0] + " " + phrase.words[1]))
        #expect(!file.contains(subsequence: phrase.entropy))

        let target = try manager(directory, "b")
        let content = try WalletBackup.open(file, password: Self.password, kdf: .insecureFastForTests)
        let result = try await target.restore(content)
        #expect(result.restored.map(\.wallet.name) == ["main", "ledger", "key"] && result.skipped.isEmpty)
        #expect(try addresses(target) == addresses(source))
        // The secrets came along: the phrase exports, and the imported key signs for its address.
        #expect(try await target.exportPhrase(wallet: "main").phrase == phrase.phrase)
        let keyAddress = try target.wallet("key").accounts[0].address
        #expect(try await target.keypair(for: keyAddress).publicKey == keyAddress)
        // Restoring again skips what is there and writes nothing.
        let again = try await target.restore(content)
        #expect(again.restored.isEmpty && again.skipped == ["main", "ledger", "key"])
        #expect(try addresses(target) == addresses(source))
    }

    @Test func everyFlippedByteWrongPasswordAndTruncationAreRefused() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let source = try manager(directory, "a")
        _ = try await source.createWallet(name: "main", mnemonic: Mnemonic.generate())
        let probe = KDFProbe(cached: true, base: .insecureFastForTests)
        let file = try WalletBackup.seal(
            try await source.backup(), password: Self.password, parameters: .minimum, kdf: probe.kdf)
        _ = try WalletBackup.open(file, password: Self.password, kdf: probe.kdf)
        for index in file.indices {
            var damaged = file
            damaged[index] ^= 0x01 << UInt8(index % 8)
            #expect(throws: KeystoreError.self) {
                try WalletBackup.open(damaged, password: Self.password, kdf: probe.kdf)
            }
        }
        #expect(throws: KeystoreError.authenticationFailed) {
            try WalletBackup.open(file, password: KeystorePassword("not it"), kdf: probe.kdf)
        }
        for length in [0, 4, 59, 60, 76, file.count - 1] {
            #expect(throws: KeystoreError.self) {
                try WalletBackup.open(Array(file.prefix(length)), password: Self.password, kdf: probe.kdf)
            }
        }
        // A keystore file is not a backup, and a newer version is named as such.
        let keystore = try KeystoreFile.encrypt(randomSeed(), password: Self.password, parameters: .minimum)
        #expect(throws: KeystoreError.malformed("no SWBK magic: not a solwallet backup")) {
            try WalletBackup.open(keystore, password: Self.password, kdf: probe.kdf)
        }
        var newer = file
        newer[4] = 2
        #expect(throws: KeystoreError.unsupportedVersion(2)) {
            try WalletBackup.open(newer, password: Self.password, kdf: probe.kdf)
        }
        // Huge input is refused before any work.
        #expect(throws: KeystoreError.self) {
            try WalletBackup.open(
                [UInt8](repeating: 0, count: WalletBackup.maximumFileSize + 1), password: Self.password,
                kdf: probe.kdf)
        }
    }

    @Test func aBackupWhoseSecretDoesNotGiveItsAddressesIsRefusedWhole() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let source = try manager(directory, "a")
        _ = try await source.createWallet(name: "good", mnemonic: Mnemonic.generate())
        let victim = try await source.createWallet(name: "victim", mnemonic: Mnemonic.generate())
        var content = try await source.backup()
        // The victim's records with another phrase (an authentic file made by someone holding the password).
        content = WalletBackup.Content(
            createdAt: content.createdAt,
            wallets: [
                content.wallets[0],
                WalletBackup.Wallet(
                    record: victim.wallet, accounts: victim.accounts,
                    secret: KeystoreSecret(mnemonic: Mnemonic.generate())),
            ])
        let file = try WalletBackup.seal(
            content, password: Self.password, parameters: .minimum, kdf: .insecureFastForTests)
        let target = try manager(directory, "b")
        let opened = try WalletBackup.open(file, password: Self.password, kdf: .insecureFastForTests)
        await #expect(throws: WalletError.self) { try await target.restore(opened) }
        #expect(try target.summaries().isEmpty)

        // A name taken by another wallet: nothing is written either.
        let other = try manager(directory, "c")
        _ = try await other.createWallet(name: "good", mnemonic: Mnemonic.generate())
        let clean = try WalletBackup.open(
            try WalletBackup.seal(
                try await source.backup(), password: Self.password, parameters: .minimum, kdf: .insecureFastForTests),
            password: Self.password, kdf: .insecureFastForTests)
        await #expect(throws: WalletError.registry(.duplicateName("good"))) { try await other.restore(clean) }
        #expect(try other.summaries().map(\.wallet.name) == ["good"])
    }
}

extension WalletBackupTests {
    /// The fuzz corpus's hand-made plaintext (written from the format's description, in Python) parses: the
    /// format is what the comment says, and the fuzz target starts from a valid input.
    @Test func theHandMadeFuzzSeedParses() throws {
        let url = Oracle.repositoryRoot.appendingPathComponent("Fuzz/corpus/wallet-backup/plaintext-two-wallets")
        let bytes = Array(try Data(contentsOf: url).dropFirst())
        let content = try WalletBackup.parsePlaintext(SecretBytes(bytes))
        #expect(content.wallets.map(\.record.name) == ["main", "key"])
        #expect(content.wallets[0].accounts.first?.label == "savings")
        #expect(content.wallets[1].secret.kind == .ed25519Seed)
    }
}

extension Array where Element == UInt8 {
    fileprivate func contains(subsequence: [UInt8]) -> Bool {
        guard !subsequence.isEmpty, subsequence.count <= count else { return false }
        return (0...(count - subsequence.count)).contains { Array(self[$0..<($0 + subsequence.count)]) == subsequence }
    }
}
