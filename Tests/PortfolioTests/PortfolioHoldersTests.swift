import Foundation
import SolanaCore
import SolanaKeys
import SolanaWallet
import Testing

@testable import Portfolio

/// Issue 27, item 10: whose holdings the portfolio counts is Portfolio's `PortfolioHolders`.
@Suite struct PortfolioHoldersTests {
    @Test func givenAddressesThenAWalletsAccountsOrEveryWallets() async throws {
        let directory = NSTemporaryDirectory() + "holders-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let storage = try EncryptedFileStorage(
            directory: directory + "/keystore", password: KeystorePassword("holders"), parameters: .minimum,
            kdf: .insecureFastForTests, writerHook: nil)
        let manager = WalletManager(
            registry: SQLiteWalletRegistry(database: try WalletDatabase(path: directory + "/wallet.sqlite")),
            storage: storage)
        let main = try await manager.createWallet(name: "main", mnemonic: try Mnemonic.generate(), accounts: 2)
        let key = try await manager.importKey(name: "key", keypair: Keypair.generate())
        let outside = Keypair.generate().publicKey
        let mainAccounts = main.accounts.map(\.address), keyAccount = key.accounts[0].address

        #expect(try PortfolioHolders().resolve(with: manager) == mainAccounts + [keyAccount])
        #expect(try PortfolioHolders(addresses: [outside, outside]).resolve(with: manager) == [outside])
        let withKey = try PortfolioHolders(addresses: [outside], wallet: "key").resolve(with: manager)
        #expect(withKey == [outside, keyAccount])
        // A given address that is also the wallet's is counted once.
        #expect(
            try PortfolioHolders(addresses: [mainAccounts[1]], wallet: "main").resolve(with: manager)
                == [mainAccounts[1], mainAccounts[0]])
        #expect(try PortfolioHolders(addresses: [outside], manualOnly: true).resolve(with: manager).isEmpty)
        var failure: WalletError?
        do { _ = try PortfolioHolders(wallet: "nope").resolve(with: manager) } catch { failure = error }
        guard case .noWallet = failure else { Issue.record("unknown wallet: \(String(describing: failure))"); return }
    }
}
