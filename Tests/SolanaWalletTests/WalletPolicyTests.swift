import Foundation
import SolanaCore
import SolanaKeys
import SolanaRPC
import SolanaTransactions
import Synchronization
import TestSupport
import Testing

@testable import SolanaWallet

/// Wallet rules the front-ends used to hold themselves: the account to act from, the memo limit, the token program
/// a user names.
@Suite struct WalletPolicyTests {
    @Test func theAccountToActFromIsOneOfTheWallets() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let database = try WalletDatabase(path: directory.path + "/wallet.sqlite")
        let storage = try EncryptedFileStorage(
            directory: directory.path + "/keystore", password: KeystorePassword("policy password"),
            parameters: .minimum, kdf: .insecureFastForTests, writerHook: nil)
        let manager = WalletManager(registry: SQLiteWalletRegistry(database: database), storage: storage)
        let lister = WalletManager(registry: manager.registry, storage: NoSecretStorage())
        #expect(throws: WalletError.noWallet(.noWalletYet)) { try lister.account(nil) }
        let first = try await manager.createWallet(name: "main", mnemonic: Mnemonic.generate(), accounts: 2)
        let second = try await manager.importKey(name: "key", keypair: Keypair.generate())
        #expect(try lister.account() == first.accounts[0].address)
        #expect(try lister.account(first.accounts[1].address) == first.accounts[1].address)
        #expect(try lister.account(second.accounts[0].address) == second.accounts[0].address)
        #expect(lister.ownAccounts() == first.accounts.map(\.address) + second.accounts.map(\.address))
        // The dust threshold: the default, a stored one, a stored one that does not parse.
        #expect(AddressPoisoning.threshold(in: manager.registry) == 1_000_000)
        try manager.registry.setSetting(AddressPoisoning.thresholdSetting, to: "0.01")
        #expect(AddressPoisoning.threshold(in: manager.registry) == 10_000_000)
        try manager.registry.setSetting(AddressPoisoning.thresholdSetting, to: "lots")
        #expect(AddressPoisoning.threshold(in: manager.registry) == 1_000_000)
        let stranger = Keypair.generate().publicKey
        #expect(throws: WalletError.noWallet(.account(stranger))) { try lister.account(stranger) }
        #expect(
            WalletError.noWallet(.account(stranger)).description
                == "\(stranger) is not an account of your wallets (see solwallet accounts)")
    }

    @Test func aWalletHomeOpensInOneCall() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let paths = WalletPaths(home: directory.path)
        let home = try WalletHome.open(paths, password: KeystorePassword("home password"), parameters: .minimum)
        let created = try await home.wallets.createWallet(name: "main", mnemonic: Mnemonic.generate())
        // A second opening sees the same wallet, and its secret under the same password.
        let again = try WalletHome.open(paths, password: KeystorePassword("home password"), parameters: .minimum)
        #expect(try again.wallets.summaries().map(\.wallet.id) == [created.wallet.id])
        #expect(
            try await again.wallets.keypair(for: created.accounts[0].address).publicKey == created.accounts[0].address)
        // The wrong password opens the home but reads no secret.
        let wrong = try WalletHome.open(paths, password: KeystorePassword("not it"), parameters: .minimum)
        var failure: WalletError?
        do { _ = try await wrong.wallets.keypair(for: created.accounts[0].address) } catch { failure = error }
        guard case .keystore = failure else { Issue.record("wrong password: \(String(describing: failure))"); return }
    }

    @Test func deletingAWalletNeedsItsPassword() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let database = try WalletDatabase(path: directory.path + "/wallet.sqlite")
        func storage(_ password: String) throws -> EncryptedFileStorage {
            try EncryptedFileStorage(
                directory: directory.path + "/keystore", password: KeystorePassword(password), parameters: .minimum,
                kdf: .insecureFastForTests, writerHook: nil)
        }
        let registry = SQLiteWalletRegistry(database: database)
        let manager = WalletManager(registry: registry, storage: try storage("right password"))
        let kept = try await manager.createWallet(name: "kept", mnemonic: Mnemonic.generate(), accounts: 1)
        let doomed = try await manager.importKey(name: "doomed", keypair: Keypair.generate())
        // A wrong password deletes nothing: neither the secret nor the records.
        let wrong = WalletManager(registry: registry, storage: try storage("wrong"))
        var failure: WalletError?
        do { try await wrong.deleteWallet(named: "doomed") } catch { failure = error }
        guard case .keystore = failure else {
            Issue.record("a wrong password was not refused: \(String(describing: failure))")
            return
        }
        #expect(try await storage("right password").list().contains(doomed.wallet.id))
        #expect(try manager.summaries().count == 2)
        // The right one deletes that wallet only.
        try await manager.deleteWallet(named: "doomed")
        #expect(try manager.summaries().map(\.wallet.name) == ["kept"])
        #expect(try await storage("right password").list() == [kept.wallet.id])
        // A wallet whose secret is already gone: its records are removed (nothing to protect).
        try await storage("right password").delete(id: kept.wallet.id)
        try await WalletManager(registry: registry, storage: try storage("any")).deleteWallet(named: "kept")
        #expect(try manager.summaries().isEmpty)
    }

    @Test func aMemoMustFitInATransaction() async throws {
        let fits = String(repeating: "é", count: SendRequest.maxMemoBytes / 2)
        try SendRequest.check(memo: fits)
        try SendRequest.check(memo: nil)
        #expect(throws: SendError.build("the memo is 568 bytes; a memo fits at most 566 bytes in a transaction")) {
            try SendRequest.check(memo: fits + "é")
        }
        // The flow refuses it before asking the cluster anything (this client's node does not exist).
        let flow = SendFlow(client: WalletTestSupport.offline)
        let request = SendRequest(
            from: Keypair.generate().publicKey, to: Keypair.generate().publicKey, amount: .exact("1"),
            memo: fits + "é")
        await #expect(throws: SendError.build("the memo is 568 bytes; a memo fits at most 566 bytes in a transaction"))
        {
            _ = try await flow.prepare(request)
        }
    }

    @Test func tokenProgramsByName() throws {
        for name in ["spl-token", "token", "SPL-Token", PublicKey.tokenProgram.base58] {
            #expect(TokenProgram.named(name) == .tokenProgram, "\(name)")
        }
        for name in ["token-2022", "spl-token-2022", "Token2022", PublicKey.token2022Program.base58] {
            #expect(TokenProgram.named(name) == .token2022Program, "\(name)")
        }
        for name in ["", "tokens", PublicKey.systemProgram.base58, "spl token"] {
            #expect(TokenProgram.named(name) == nil, "\(name)")
        }
    }

    @Test func anAirdropArrivesOnlyWhereThereIsAFaucet() async throws {
        let mainnet = AirdropFlow(client: RPCClient(cluster: .mainnetBeta))
        #expect(!Cluster.mainnetBeta.hasFaucet && Cluster.devnet.hasFaucet && Cluster.localhost.hasFaucet)
        do {
            _ = try await mainnet.airdrop(1, to: Keypair.generate().publicKey)
            Issue.record("mainnet-beta airdropped")
        } catch {
            #expect(error.description == "mainnet-beta has no faucet; use -u devnet, testnet or localhost")
        }
        let localnet = try Localnet()
        let flow = AirdropFlow(client: WalletTestSupport.client(localnet))
        let address = Keypair.generate().publicKey
        let told = Mutex<Signature?>(nil)
        let (signature, balance) = try await flow.airdrop(1_500_000_000, to: address) { signature in
            told.withLock { $0 = signature }
        }
        #expect(balance == 1_500_000_000 && told.withLock { $0 } == signature)
    }

    @Test func anOfflineTransfersAmountAndNonce() async throws {
        let token = OfflineTransfer.Token(
            mint: Keypair.generate().publicKey, decimals: 2, createRecipientAccount: false)
        #expect(try OfflineTransfer.amount("1.5", token: nil) == 1_500_000_000)
        #expect(try OfflineTransfer.amount("1.5", token: token) == 150)
        #expect(throws: OfflineTransferError.self) { try OfflineTransfer.amount("1.555", token: token) }
        #expect(throws: OfflineTransferError.self) { try OfflineTransfer.amount("-1", token: nil) }

        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        let owner = Keypair.generate(), nonce = Keypair.generate(), stranger = Keypair.generate().publicKey
        try await client.airdrop(owner.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let rent = try await client.send(.getMinimumBalanceForRentExemption(80, commitment: .confirmed))
        _ = try await Chain.run(
            client, signers: [owner, nonce],
            SystemProgram.createNonceAccount(
                from: owner.publicKey, nonce: nonce.publicKey, authority: owner.publicKey, lamports: rent))
        let flow = SendFlow(client: client)
        let value = try await OfflineTransfer.nonceValue(of: nonce.publicKey, signer: owner.publicKey, flow: flow)
        #expect(try await flow.nonce(nonce.publicKey).nonce == value)
        await #expect(
            throws: OfflineTransferError.nonceAuthority(
                nonce: nonce.publicKey, authority: owner.publicKey, signer: stranger)
        ) { _ = try await OfflineTransfer.nonceValue(of: nonce.publicKey, signer: stranger, flow: flow) }
        await #expect(throws: OfflineTransferError.self) {
            _ = try await OfflineTransfer.nonceValue(of: stranger, signer: owner.publicKey, flow: flow)
        }
    }
}
