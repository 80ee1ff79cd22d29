import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaWallet

/// Helpers for the wallet's tests against localnet.
enum WalletTestSupport {
    static func client(_ localnet: Localnet) -> RPCClient {
        RPCClient(
            cluster: Cluster(url: localnet.httpURL, webSocketURL: localnet.webSocketURL, name: "localnet"),
            configuration: .init(commitment: .confirmed, requestTimeout: .seconds(10), overallTimeout: .seconds(30)))
    }

    /// A client for a port nothing listens on: every call fails at once, as when the user is offline.
    static var offline: RPCClient {
        RPCClient(
            cluster: Cluster(url: URL(string: "http://127.0.0.1:1")!, name: "offline"),
            configuration: .init(requestTimeout: .seconds(2), overallTimeout: .seconds(3), retry: .none))
    }

    /// A cluster for tests of the stores alone (devnet's identity; any fixed one would do).
    static let storeCluster = ClusterIdentity(genesisHash: ClusterIdentity.devnetGenesisHash, url: Cluster.devnet.url)

    /// A random genesis hash (a seeded draw).
    static func randomGenesisHash() throws -> Hash {
        try Hash(bytes: (0..<32).map { _ in UInt8.random(in: 0...255, using: &TestRandom.rng) })
    }

    /// `offline`, remembered in `database` as serving `cluster` (as if it had been reached before and answered
    /// getGenesisHash with the cluster's hash).
    static func offline(as cluster: ClusterIdentity, in database: WalletDatabase) throws -> RPCClient {
        try remember(offline, as: cluster, in: database)
    }

    /// `client`, its URL remembered in `database` as serving `cluster`.
    static func remember(_ client: RPCClient, as cluster: ClusterIdentity, in database: WalletDatabase) throws
        -> RPCClient
    {
        try SQLiteClusterIdentityStore(database: database).remember(
            cluster.genesisHash, forURLKey: ClusterIdentity.urlKey(client.cluster.url))
        return client
    }

    /// The identity of `client`'s cluster, learned (getGenesisHash) into `database`.
    static func cluster(of client: RPCClient, in database: WalletDatabase) async throws -> ClusterIdentity {
        try await ClusterIdentities(database: database).identity(of: client)
    }

    static func temporaryDatabase() throws -> WalletDatabase {
        let directory = NSTemporaryDirectory() + "wallet-tests-" + UUID().uuidString
        return try WalletDatabase(path: directory + "/wallet.sqlite")
    }

    /// Sends a signed transaction and waits for `confirmed`.
    static func run(_ client: RPCClient, signers: [Keypair], _ instructions: [Instruction]) async throws -> Signature {
        try await Chain.run(client, signers: signers, instructions)
    }

    /// A new mint with `decimals`, and `amount` base units minted to `owner`'s associated token account.
    static func mintTokens(
        _ client: RPCClient, payer: Keypair, to owner: PublicKey, amount: UInt64, decimals: UInt8,
        program: PublicKey = .tokenProgram
    ) async throws -> PublicKey {
        try await Chain.mintTokens(
            client, payer: payer, to: owner, amount: amount, decimals: decimals, program: program)
    }
}

/// The seed's balance specs: remote replaces the cache; offline the cache while younger than seven days, with its
/// age; older or none is an error; never a 0 for "unknown".
@Suite(.serialized) struct BalanceLoaderTests {
    @Test func remoteBalancesWithTokensOfBothProgramsReplaceTheCache() async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        let owner = Keypair.generate()
        try await client.airdrop(owner.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        let classic = try await WalletTestSupport.mintTokens(
            client, payer: owner, to: owner.publicKey, amount: 12_500_000,
            decimals: 6)
        let extended = try await WalletTestSupport.mintTokens(
            client, payer: owner, to: owner.publicKey, amount: 7,
            decimals: 0, program: .token2022Program)
        let database = try WalletTestSupport.temporaryDatabase()
        let clock = FixedClock(Date(timeIntervalSince1970: 1_800_000_000))
        let loader = CachedBalanceLoader(
            remote: RemoteBalanceLoader(client: client, clock: clock), store: SQLiteBalanceStore(database: database),
            clock: clock)
        let first = try await loader.loadBalance(of: owner.publicKey)
        #expect(first.source == .remote)
        // Cached under the localnet's genesis hash (a test cluster: badge "localnet", never valued in fiat).
        let cluster = try #require(first.cluster)
        #expect(cluster.kind == .localnet && cluster.badge == "localnet" && !cluster.isValuedInFiat)
        #expect(cluster.genesisHash == (try Hash(try await client.send(.getGenesisHash()))))
        let store = SQLiteBalanceStore(database: database, cluster: cluster)
        let onChain = try await client.send(.getBalance(owner.publicKey, commitment: .confirmed)).value
        #expect(first.balance.lamports == onChain)
        let tokens = Dictionary(uniqueKeysWithValues: first.balance.tokens.map { ($0.mint, $0) })
        #expect(
            tokens[classic]?.amount == 12_500_000 && tokens[classic]?.decimals == 6
                && tokens[classic]?.program == .token)
        #expect(tokens[classic]?.decimalString == "12.5")
        #expect(tokens[extended]?.amount == 7 && tokens[extended]?.program == .token2022)
        #expect(try store.cachedBalance(of: owner.publicKey) == first.balance)
        // A later remote read replaces the cached one.
        try await client.airdrop(owner.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        clock.advance(by: 60)
        let second = try await loader.loadBalance(of: owner.publicKey)
        #expect(second.balance.lamports == first.balance.lamports + 1_000_000_000)
        #expect(try store.cachedBalance(of: owner.publicKey) == second.balance)
    }

    @Test func offlineTheCacheIsShownWithItsAgeUntilSevenDays() async throws {
        let database = try WalletTestSupport.temporaryDatabase()
        let cluster = ClusterIdentity(
            genesisHash: try WalletTestSupport.randomGenesisHash(), url: WalletTestSupport.offline.cluster.url)
        let store = SQLiteBalanceStore(database: database, cluster: cluster)
        let address = Keypair.generate().publicKey
        let clock = FixedClock(Date(timeIntervalSince1970: 1_800_000_000))
        let cached = AccountBalance(address: address, lamports: 42, tokens: [], slot: 9, fetchedAt: clock.now)
        try store.save(cached)
        let loader = CachedBalanceLoader(
            remote: RemoteBalanceLoader(client: try WalletTestSupport.offline(as: cluster, in: database), clock: clock),
            store: store, clock: clock)
        clock.advance(by: 3 * 86_400)
        let loaded = try await loader.loadBalance(of: address)
        #expect(loaded.balance == cached)
        guard case .cache(let age, let reason) = loaded.source else { Issue.record("\(loaded.source)"); return }
        #expect(age == 3 * 86_400)
        #expect(reason.contains("cannot reach") || reason.contains("refused"), "\(reason)")
        // Just under seven days: still shown. Seven days: an error that says how old it is.
        clock.advance(by: 4 * 86_400 - 1)
        _ = try await loader.loadBalance(of: address)
        clock.advance(by: 1)
        do {
            _ = try await loader.loadBalance(of: address)
            Issue.record("a seven-day-old balance was shown")
        } catch {
            guard case .cacheExpired(let age, let maximum, _) = error else { Issue.record("\(error)"); return }
            #expect(age == 7 * 86_400 && maximum == 7 * 86_400)
            #expect(error.description.contains("7 days old"))
        }
    }

    @Test func offlineWithNothingCachedIsAnErrorNeverZero() async throws {
        let store = SQLiteBalanceStore(database: try WalletTestSupport.temporaryDatabase())
        let loader = CachedBalanceLoader(remote: RemoteBalanceLoader(client: WalletTestSupport.offline), store: store)
        await #expect(throws: BalanceError.self) { try await loader.loadBalance(of: Keypair.generate().publicKey) }
        do {
            _ = try await loader.loadBalance(of: Keypair.generate().publicKey)
        } catch {
            guard case .unavailable = error else { Issue.record("\(error)"); return }
            #expect(error.description.contains("nothing is cached"))
        }
    }

    /// A node that answers with something that is not a balance is not "offline": the cache is not shown for it.
    @Test func aLyingNodeIsAnErrorNotACacheHit() async throws {
        let node = try HostileNode()
        let database = try WalletTestSupport.temporaryDatabase()
        let store = SQLiteBalanceStore(database: database, cluster: WalletTestSupport.storeCluster)
        let address = Keypair.generate().publicKey
        try store.save(AccountBalance(address: address, lamports: 1, tokens: [], slot: 1, fetchedAt: Date()))
        let client = try WalletTestSupport.remember(
            RPCClient(cluster: Cluster(url: node.url("mismatch")), configuration: .init(retry: .none)),
            as: WalletTestSupport.storeCluster, in: database)
        let loader = CachedBalanceLoader(remote: RemoteBalanceLoader(client: client), store: store)
        do {
            _ = try await loader.loadBalance(of: address)
            Issue.record("a malformed answer was taken")
        } catch {
            guard case .malformed = error else { Issue.record("\(error)"); return }
        }
    }
}
