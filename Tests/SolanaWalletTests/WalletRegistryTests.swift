import Foundation
import SolanaCore
import TestSupport
import Testing

@testable import SolanaWallet

/// Wallets, accounts and settings in the database; names are unique, deleting a wallet removes its accounts only.
@Suite struct WalletRegistryTests {
    @Test func walletsAccountsLabelsAndSettings() throws {
        let registry = SQLiteWalletRegistry(database: try WalletTestSupport.temporaryDatabase())
        let main = WalletRecord(id: "w1", name: "main", kind: .phrase, createdAt: Date(timeIntervalSince1970: 1))
        let savings = WalletRecord(id: "w2", name: "savings", kind: .key, createdAt: Date(timeIntervalSince1970: 2))
        let a0 = AccountRecord(
            walletID: "w1", number: 0, address: Keypair.generate().publicKey, derivation: "m/44'/501'/0'/0'")
        let a1 = AccountRecord(
            walletID: "w1", number: 1, address: Keypair.generate().publicKey, derivation: "m/44'/501'/1'/0'")
        let k0 = AccountRecord(walletID: "w2", number: 0, address: Keypair.generate().publicKey, derivation: "key")
        try registry.add(main, accounts: [a0])
        try registry.add(savings, accounts: [k0])
        try registry.addAccount(a1)
        #expect(try registry.wallets() == [main, savings])
        #expect(try registry.wallet(named: "savings") == savings)
        #expect(try registry.wallet(named: "nope") == nil)
        #expect(try registry.accounts(of: "w1") == [a0, a1])
        #expect(try registry.accounts(of: nil) == [a0, a1, k0])
        // Names are unique; nothing is added by a refused wallet.
        #expect(throws: WalletStoreError.duplicateName("main")) {
            try registry.add(
                WalletRecord(id: "w3", name: "main", kind: .phrase, createdAt: Date()),
                accounts: [AccountRecord(walletID: "w3", number: 0, address: a0.address, derivation: "x")])
        }
        #expect(try registry.accounts(of: nil).count == 3)
        // Labels.
        try registry.setLabel("rent", walletID: "w1", number: 1)
        #expect(try registry.accounts(of: "w1").last?.label == "rent")
        #expect(throws: WalletStoreError.self) { try registry.setLabel("x", walletID: "w1", number: 9) }
        // Deleting one wallet leaves the other untouched.
        try registry.delete(walletID: "w1")
        #expect(try registry.wallets() == [savings] && registry.accounts(of: nil) == [k0])
        #expect(throws: WalletStoreError.self) { try registry.delete(walletID: "w1") }
        // Settings.
        #expect(try registry.setting("url") == nil)
        try registry.setSetting("url", to: "devnet")
        try registry.setSetting("url", to: "localhost")
        #expect(try registry.setting("url") == "localhost")
        try registry.setSetting("url", to: nil)
        #expect(try registry.setting("url") == nil)
    }

    @Test func migrationsApplyToAnExistingFirstVersionDatabase() throws {
        // A database made by the first schema version (balance cache and history only) opens and gains the rest.
        let directory = NSTemporaryDirectory() + "wallet-migration-" + UUID().uuidString
        let path = directory + "/wallet.sqlite"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let pool = try GRDBTestSupport.pool(path)
        try WalletDatabase.migrator.migrate(pool, upTo: "v1: balance cache and history")
        try pool.close()
        let database = try WalletDatabase(path: path)
        let registry = SQLiteWalletRegistry(database: database)
        #expect(try registry.wallets().isEmpty)
        try registry.setSetting("lang", to: "pt")
        #expect(try SQLiteWalletRegistry(database: try WalletDatabase(path: path)).setting("lang") == "pt")
    }
}
