import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaWallet

/// Issue 28 ("The first hour"): every cache is keyed by the cluster's genesis hash, read once per RPC URL and
/// remembered, so offline a URL still maps to its cluster and only that cluster's data is shown.
@Suite(.serialized) struct ClusterIdentityTests {
    /// A client that fails at once when nothing listens (no retries): "offline" for a stopped localnet too.
    static func client(_ url: URL) -> RPCClient {
        RPCClient(
            cluster: Cluster(url: url, name: "test"),
            configuration: .init(
                commitment: .confirmed, requestTimeout: .seconds(10), overallTimeout: .seconds(20), retry: .none))
    }

    @Test func theKindFollowsTheGenesisHashAndOnlyMainnetIsValued() throws {
        let anywhere = URL(string: "https://rpc.example.com/key")!
        let mainnet = ClusterIdentity(genesisHash: ClusterIdentity.mainnetBetaGenesisHash, url: anywhere)
        #expect(mainnet.kind == .mainnet && mainnet.isValuedInFiat && mainnet.badge == nil)
        #expect(mainnet.fiat(485.30) == 485.30)
        // A local URL serving mainnet's genesis hash (a fork of it) is mainnet; a public URL is not trusted by name.
        #expect(
            ClusterIdentity(genesisHash: ClusterIdentity.mainnetBetaGenesisHash, url: Cluster.localhost.url).isMainnet)
        let devnet = ClusterIdentity(genesisHash: ClusterIdentity.devnetGenesisHash, url: Cluster.mainnetBeta.url)
        #expect(devnet.kind == .devnet && devnet.badge == "devnet" && !devnet.isValuedInFiat)
        #expect(devnet.fiat(485.30) == nil)
        let testnet = ClusterIdentity(genesisHash: ClusterIdentity.testnetGenesisHash, url: anywhere)
        #expect(testnet.kind == .testnet && testnet.badge == "testnet" && testnet.fiat(1.0) == nil)
        let random = try WalletTestSupport.randomGenesisHash()
        for (url, kind) in [
            ("http://127.0.0.1:8899", ClusterIdentity.Kind.localnet), ("http://localhost:8899", .localnet),
            ("http://127.8.9.10:1", .localnet), ("http://[::1]:8899", .localnet), ("https://rpc.example.com", .custom),
            ("http://127.0.0.1.example.com", .custom), ("http://10.0.0.2:8899", .custom),
        ] {
            let identity = ClusterIdentity(genesisHash: random, url: URL(string: url)!)
            #expect(identity.kind == kind, "\(url)")
            #expect(!identity.isValuedInFiat && identity.badge == kind.rawValue, "\(url)")
        }
        // The URL is remembered by its SHA-256 (it may carry an API key): never the text itself.
        let key = ClusterIdentity.urlKey(anywhere)
        #expect(key.count == 64 && !key.contains("key") && key != ClusterIdentity.urlKey(Cluster.devnet.url))
    }

    @Test func theGenesisHashStoreRemembersEachURL() throws {
        let path = NSTemporaryDirectory() + "wallet-tests-" + UUID().uuidString + "/wallet.sqlite"
        let store = SQLiteClusterIdentityStore(database: try WalletDatabase(path: path))
        let (a, b) = (try WalletTestSupport.randomGenesisHash(), try WalletTestSupport.randomGenesisHash())
        #expect(try store.genesisHash(forURLKey: "x") == nil)
        try store.remember(a, forURLKey: "x")
        try store.remember(b, forURLKey: "y")
        #expect(try store.genesisHash(forURLKey: "x") == a && store.genesisHash(forURLKey: "y") == b)
        try store.remember(b, forURLKey: "x")  // relearned: replaced
        #expect(try store.genesisHash(forURLKey: "x") == b)
        // Kept in the database file: a second handle (another process) reads the same.
        let again = try WalletDatabase(path: path)
        #expect(try SQLiteClusterIdentityStore(database: again).genesisHash(forURLKey: "y") == b)
    }

    /// Read once per URL: the first call asks the node, later ones (and offline ones) do not.
    @Test func theIdentityIsReadOnceAndKnownOffline() async throws {
        let localnet = try Localnet()
        let client = Self.client(localnet.httpURL)
        let database = try WalletTestSupport.temporaryDatabase()
        let identities = ClusterIdentities(database: database)
        #expect(try identities.remembered(client.cluster) == nil)
        let learned = try await identities.identity(of: client)
        #expect(learned.kind == .localnet)
        #expect(learned.genesisHash == (try await client.getGenesisHash()))
        #expect(try identities.remembered(client.cluster) == learned)
        localnet.stop()
        #expect(try await identities.identity(of: client) == learned)  // offline: the remembered one
        // A URL never reached, offline: unknown, with the reason.
        let never = Self.client(ClosedPort.url())
        do {
            _ = try await identities.identity(of: never)
            Issue.record("an unreachable URL got an identity")
        } catch {
            guard case .unknown = error else { Issue.record("\(error)"); return }
        }
        // Without a store nothing is remembered.
        await #expect(throws: ClusterIdentityError.self) {
            try await ClusterIdentities(store: nil).identity(of: client)
        }
    }

    /// The finding: a balance cached on one localnet was shown ("Saved 1 minute ago — offline") for another URL.
    /// Two localnets (two genesis hashes) and a URL never reached: offline, each shows only its own cluster's cache.
    @Test func aBalanceCachedOnOneClusterIsNeverShownForAnother() async throws {
        let first = try Localnet(), second = try Localnet()
        let (one, two) = (Self.client(first.httpURL), Self.client(second.httpURL))
        let database = try WalletTestSupport.temporaryDatabase()
        let address = Keypair.generate().publicKey
        let lamports = UInt64.random(in: 1_000_000...9_000_000_000, using: &TestRandom.rng)
        _ = try await one.airdrop(address, lamports: lamports, commitment: .confirmed)
        func loader(_ client: RPCClient) -> CachedBalanceLoader {
            CachedBalanceLoader(
                remote: RemoteBalanceLoader(client: client), store: SQLiteBalanceStore(database: database))
        }
        let online = try await loader(one).loadBalance(of: address)
        #expect(online.source == .remote && online.balance.lamports == lamports)
        // The second localnet is reached once (its identity learned), and never asked for the address.
        let secondCluster = try await ClusterIdentities(database: database).identity(of: two)
        #expect(secondCluster.genesisHash != online.cluster?.genesisHash)
        first.stop()
        second.stop()

        // Offline on the second localnet's URL: its cluster has nothing cached; an error, not the first's balance.
        do {
            let shown = try await loader(two).loadBalance(of: address)
            Issue.record("the first cluster's balance was shown for the second: \(shown)")
        } catch {
            guard case .unavailable = error else { Issue.record("\(error)"); return }
            #expect(error.description.contains("nothing is cached"))
        }
        // Offline on a URL never reached: which cluster it is is unknown, so nothing saved is shown.
        await #expect(throws: BalanceError.self) {
            try await loader(Self.client(ClosedPort.url())).loadBalance(of: address)
        }
        // Offline on the first localnet's URL: its own balance, with its age and its cluster.
        let cached = try await loader(one).loadBalance(of: address)
        #expect(cached.balance == online.balance && cached.cluster == online.cluster)
        guard case .cache = cached.source else { Issue.record("\(cached.source)"); return }
        // In the store: under the first cluster only.
        #expect(try SQLiteBalanceStore(database: database, cluster: secondCluster).cachedBalance(of: address) == nil)
        #expect(try SQLiteBalanceStore(database: database).cachedBalance(of: address) == nil)  // no cluster: nothing
    }

    /// History too: entries synced on one cluster are not the history of another URL offline.
    @Test func historySyncedOnOneClusterIsNeverShownForAnother() async throws {
        let first = try Localnet(), second = try Localnet()
        let (one, two) = (Self.client(first.httpURL), Self.client(second.httpURL))
        let database = try WalletTestSupport.temporaryDatabase()
        let address = Keypair.generate().publicKey
        _ = try await one.airdrop(address, lamports: 1_000_000_000, commitment: .confirmed)
        let store = SQLiteHistoryStore(database: database)
        let synced = try await HistorySync(client: one, store: store).page(address, limit: 10)
        #expect(synced.entries.count == 1 && synced.offlineReason == nil)
        _ = try await ClusterIdentities(database: database).identity(of: two)
        first.stop()
        second.stop()
        await #expect(throws: HistoryError.self) {
            try await HistorySync(client: two, store: store).page(address, limit: 10)
        }
        await #expect(throws: HistoryError.self) {
            try await HistorySync(client: Self.client(ClosedPort.url()), store: store).page(address, limit: 10)
        }
        let offline = try await HistorySync(client: one, store: store).page(address, limit: 10)
        #expect(offline.entries == synced.entries && offline.offlineReason != nil)
        // Writing needs a cluster.
        #expect(throws: HistoryError.self) { try store.append(synced.entries, for: address) }
    }

    /// Issue 28: a localnet restarted at the same URL (a new genesis hash) is another cluster from its first answer
    /// on. The balance and the history cached on the first are never shown for the second, online or offline, and
    /// the URL is remembered as the second.
    @Test func aLocalnetRestartedAtTheSameURLIsAnotherClusterFromItsFirstAnswer() async throws {
        let first = try Localnet()
        let url = first.httpURL
        let client = Self.client(url)
        let database = try WalletTestSupport.temporaryDatabase()
        let address = Keypair.generate().publicKey
        let lamports = UInt64.random(in: 1_000_000...9_000_000_000, using: &TestRandom.rng)
        _ = try await client.airdrop(address, lamports: lamports, commitment: .confirmed)
        let loader = CachedBalanceLoader(
            remote: RemoteBalanceLoader(client: client), store: SQLiteBalanceStore(database: database))
        let history = HistorySync(client: client, store: SQLiteHistoryStore(database: database))
        let before = try await loader.loadBalance(of: address)
        #expect(before.source == .remote && before.balance.lamports == lamports)
        #expect(try await history.page(address, limit: 10).entries.count == 1)
        let firstCluster = try #require(before.cluster)
        first.stop()

        // The same URL, a new genesis: the address holds nothing there.
        let port = try #require(url.port)
        let second = try Localnet(extraArguments: ["--port", String(port)])
        defer { second.stop() }
        #expect(second.httpURL == url, "\(second.httpURL) is not \(url)")
        let genesis = try await client.getGenesisHash()
        #expect(genesis != firstCluster.genesisHash)
        let after = try await loader.loadBalance(of: address)
        #expect(after.source == .remote && after.balance.lamports == 0, "\(after)")
        #expect(after.cluster?.genesisHash == genesis, "still \(String(describing: after.cluster))")
        #expect(try ClusterIdentities(database: database).remembered(client.cluster)?.genesisHash == genesis)
        let page = try await history.page(address, limit: 10)
        #expect(page.entries.isEmpty && page.offlineReason == nil, "the first cluster's history: \(page.entries)")

        // Offline now: the second cluster's cache (nothing held), never the first's balance or history.
        second.stop()
        let offline = try await loader.loadBalance(of: address)
        #expect(offline.balance.lamports == 0 && offline.cluster?.genesisHash == genesis, "\(offline)")
        guard case .cache = offline.source else { Issue.record("\(offline.source)"); return }
        let offlinePage = try? await history.page(address, limit: 10)
        #expect(offlinePage?.entries.isEmpty ?? true)
        // The first cluster's data is still stored under its own identity.
        #expect(
            try SQLiteBalanceStore(database: database, cluster: firstCluster).cachedBalance(of: address)?.lamports
                == lamports)
    }

    @Test func aURLNeverReadIsPresumedByItsAddress() throws {
        #expect(ClusterIdentity.presumed(for: Cluster.mainnetBeta.url).isMainnet)
        #expect(ClusterIdentity.presumed(for: Cluster.devnet.url).name == "devnet")
        #expect(ClusterIdentity.presumed(for: Cluster.testnet.url).name == "testnet")
        #expect(ClusterIdentity.presumed(for: URL(string: "http://127.0.0.1:8899")!).name == "localnet")
        let custom = ClusterIdentity.presumed(for: URL(string: "https://rpc.example.com/")!)
        #expect(custom.name == "custom" && custom.genesisHash == .zero && !custom.isValuedInFiat)
    }
}
