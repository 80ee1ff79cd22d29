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

    /// `WalletBackup.write` (the CLI's `solwallet backup` and the dashboard's backup screen): 0600, read back whole,
    /// never over an existing file unless asked, nothing written without a wallet.
    @Test func writeCreatesA0600FileAndReplacesOnlyWhenAsked() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let source = try manager(directory, "a")
        _ = try await source.createWallet(name: "main", mnemonic: Mnemonic.generate(), preset: .phantom)
        let content = try await source.backup()
        let path = directory.path + "/wallets.swbk"
        let written = try WalletBackup.write(content, to: path, password: Self.password, parameters: .minimum)
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.count == written && Array(bytes[0..<4]) == Array("SWBK".utf8))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try WalletBackup.open(bytes, password: Self.password).wallets.map(\.record.name) == ["main"])
        var caught: WalletBackup.WriteError?
        do { try WalletBackup.write(content, to: path, password: Self.password, parameters: .minimum) } catch {
            caught = error
        }
        guard case .exists(let existing) = caught else {
            Issue.record("expected .exists, got \(String(describing: caught))")
            return
        }
        #expect(existing == path)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == bytes, "the refused write changed the file")
        try WalletBackup.write(content, to: path, password: Self.password, parameters: .minimum, replace: true)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) != bytes, "a fresh salt and nonce")
        var empty: WalletBackup.WriteError?
        do {
            try WalletBackup.write(
                WalletBackup.Content(createdAt: Date(), wallets: []), to: directory.path + "/none.swbk",
                password: Self.password,
                parameters: .minimum)
        } catch { empty = error }
        guard case .noWallets = empty else {
            Issue.record("expected .noWallets, got \(String(describing: empty))")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/none.swbk"))
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

/// Restore checks a backup whole before it writes anything, and a failure while writing leaves the home as it was.
extension WalletBackupTests {
    /// A home as text: its wallets and accounts, and every keystore file with its bytes.
    func snapshot(_ directory: TemporaryDirectory, _ name: String, _ manager: WalletManager) throws -> [String] {
        let keystore = "/\(name)/keystore"
        let files = try directory.contents(keystore).map { file in
            "\(file) "
                + (try Data(contentsOf: URL(fileURLWithPath: directory.path + keystore + "/" + file)))
                .base64EncodedString()
        }
        return try addresses(manager).map { $0.joined(separator: " ") } + files
    }

    /// The backup of a home with a phrase wallet of two accounts, a key wallet and another phrase wallet; and a
    /// target home holding one wallet of its own.
    func homes(_ directory: TemporaryDirectory) async throws -> (WalletBackup.Content, WalletManager) {
        let source = try manager(directory, "a")
        _ = try await source.createWallet(name: "main", mnemonic: Mnemonic.generate(), accounts: 2)
        _ = try await source.importKey(name: "key", keypair: Keypair.generate())
        _ = try await source.createWallet(name: "third", mnemonic: Mnemonic.generate())
        let target = try manager(directory, "b")
        _ = try await target.createWallet(name: "mine", mnemonic: Mnemonic.generate())
        return (try await source.backup(), target)
    }

    /// The content through a sealed file, as `restore` gets it.
    func sealed(_ wallets: [WalletBackup.Wallet]) throws -> WalletBackup.Content {
        let file = try WalletBackup.seal(
            WalletBackup.Content(createdAt: Date(), wallets: wallets), password: Self.password, parameters: .minimum,
            kdf: .insecureFastForTests)
        return try WalletBackup.open(file, password: Self.password, kdf: .insecureFastForTests)
    }

    @Test func aDuplicateIdAWalletWithoutAccountsAndAWrongSecretAreRefusedWhole() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let (content, target) = try await homes(directory)
        let (main, key, third) = (content.wallets[0], content.wallets[1], content.wallets[2])
        let before = try snapshot(directory, "b", target)

        // "third" under main's id: writing it would replace main's keystore entry.
        let twin = WalletBackup.Wallet(
            record: WalletRecord(
                id: main.record.id, name: "twin", kind: .phrase, preset: third.record.preset,
                language: third.record.language, createdAt: third.record.createdAt),
            accounts: third.accounts.map {
                AccountRecord(
                    walletID: main.record.id, number: $0.number, address: $0.address, derivation: $0.derivation)
            },
            secret: third.secret)
        // A wallet without accounts: its secret is never checked against an address.
        let empty = WalletBackup.Wallet(
            record: third.record, accounts: [], secret: KeystoreSecret(mnemonic: Mnemonic.generate()))
        // A key wallet whose secret is another key.
        let stranger = Keypair.generate()
        let swapped = WalletBackup.Wallet(
            record: key.record, accounts: key.accounts, secret: KeystoreSecret(keypair: stranger))
        // Two accounts under a preset that derives one (both get the same address).
        let cliPhrase = Mnemonic.generate()
        let cliAddress = Keypair(mnemonic: cliPhrase, derivation: WalletPreset.solanaCLI.derivation()).publicKey
        let cli = WalletBackup.Wallet(
            record: WalletRecord(
                id: "c1100000000000ff", name: "cli", kind: .phrase, preset: .solanaCLI, language: cliPhrase.language,
                createdAt: Date()),
            accounts: [0, 1].map {
                AccountRecord(walletID: "c1100000000000ff", number: $0, address: cliAddress, derivation: "seed")
            },
            secret: KeystoreSecret(mnemonic: cliPhrase))
        let cases: [([WalletBackup.Wallet], BackupProblem)] = [
            ([main, twin], .duplicateID(main.record.id, wallets: ["main", "twin"])),
            ([main, key, empty], .noAccounts(wallet: "third")),
            (
                [main, swapped, third],
                .secretMismatch(
                    wallet: "key", account: 0, expected: key.accounts[0].address, derived: stranger.publicKey)
            ),
            (
                [main, cli],
                .inconsistentWallet(
                    wallet: "cli", reason: "preset \(WalletPreset.solanaCLI.name) derives one account, number 0")
            ),
        ]
        for (wallets, problem) in cases {
            let backup = try sealed(wallets)
            await #expect(throws: WalletError.backup(problem)) { try await target.restore(backup) }
            #expect(try snapshot(directory, "b", target) == before, "\(problem)")
        }
        #expect(WalletError.backup(.noAccounts(wallet: "third")).description.contains("nothing was restored"))
        // The sound backup restores.
        let result = try await target.restore(try sealed([main, key, third]))
        #expect(result.restored.map(\.wallet.name) == ["main", "key", "third"])
        #expect(try Set(target.summaries().map(\.wallet.name)) == ["mine", "main", "key", "third"])
    }

    /// A keystore holds one password: a restore into a home whose keystore is under another password is refused
    /// before anything is written.
    @Test func aRestoreUnderAnotherPasswordIsRefusedAndChangesNothing() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let (content, target) = try await homes(directory)
        let before = try snapshot(directory, "b", target)
        let storage = try EncryptedFileStorage(
            directory: directory.path + "/b/keystore", password: KeystorePassword("another password"),
            parameters: .minimum, kdf: .insecureFastForTests, writerHook: nil)
        let other = WalletManager(registry: target.registry, storage: storage)
        let mine = try target.wallet("mine").wallet.id
        await #expect(throws: WalletError.keystore(.passwordMismatch(id: mine))) { try await other.restore(content) }
        #expect(try snapshot(directory, "b", target) == before)
        // So are a new wallet and an imported key.
        await #expect(throws: WalletError.keystore(.passwordMismatch(id: mine))) {
            try await other.createWallet(name: "new", mnemonic: Mnemonic.generate())
        }
        await #expect(throws: WalletError.keystore(.passwordMismatch(id: mine))) {
            try await other.importKey(name: "imported", keypair: Keypair.generate())
        }
        #expect(try snapshot(directory, "b", target) == before)
    }

    /// A failure while writing (here the keystore fails on the second wallet) removes the wallets already written:
    /// the wallets and the keystore are as they were.
    @Test func aFailureWhileRestoringLeavesTheHomeAsItWas() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let (content, target) = try await homes(directory)
        let before = try snapshot(directory, "b", target)
        let failing = FailingStorage(base: target.storage, failingStore: 2)
        let manager = WalletManager(registry: target.registry, storage: failing)
        await #expect(throws: WalletError.keystore(.io(operation: "write", path: "test", code: ENOSPC))) {
            try await manager.restore(content)
        }
        #expect(try snapshot(directory, "b", target) == before)
    }
}

/// A `SecureStorage` that fails its `failingStore`-th store, and otherwise passes every call on.
actor FailingStorage: SecureStorage {
    let base: any SecureStorage
    let failingStore: Int
    private var stores = 0

    init(base: any SecureStorage, failingStore: Int) {
        self.base = base
        self.failingStore = failingStore
    }

    func store(_ secret: KeystoreSecret, id: String) async throws(KeystoreError) {
        stores += 1
        if stores == failingStore { throw .io(operation: "write", path: "test", code: ENOSPC) }
        try await base.store(secret, id: id)
    }

    func load(id: String, pin: AddressPin?) async throws(KeystoreError) -> KeystoreSecret {
        try await base.load(id: id, pin: pin)
    }

    func delete(id: String) async throws(KeystoreError) { try await base.delete(id: id) }

    func list() async throws(KeystoreError) -> [String] { try await base.list() }
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
