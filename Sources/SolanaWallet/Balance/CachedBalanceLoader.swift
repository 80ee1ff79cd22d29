import Foundation
import SolanaCore
import SolanaRPC

/// The seed's cache policy: the remote balance when the cluster answers (and it replaces the cache); when it does
/// not, the cached balance while it is younger than `maximumAge` (seven days), shown with its age; older or none is
/// an error that says so. Never a 0 for "unknown".
public struct CachedBalanceLoader: BalanceLoader {
    /// How long a cached balance may be shown when the cluster cannot be reached: seven days, in seconds.
    public static let defaultMaximumAge: TimeInterval = 7 * 86_400

    /// The loader that reads from the cluster.
    public let remote: RemoteBalanceLoader
    /// Where balances are cached (replaced on every successful read).
    public let store: any BalanceStore
    /// The clock a cached balance's age is measured with.
    public let clock: any WalletClock
    /// The oldest cached balance shown, in seconds; older ones are an error (`BalanceError.cacheExpired`).
    public let maximumAge: TimeInterval

    /// A loader that reads with `remote`, caches in `store`, and falls back to a cached balance younger than
    /// `maximumAge` seconds when the cluster cannot be reached.
    public init(
        remote: RemoteBalanceLoader, store: any BalanceStore, clock: any WalletClock = SystemClock(),
        maximumAge: TimeInterval = CachedBalanceLoader.defaultMaximumAge
    ) {
        self.remote = remote
        self.store = store
        self.clock = clock
        self.maximumAge = maximumAge
    }

    /// The usual loader: reads `client`'s cluster and caches in the wallet database (`SQLiteBalanceStore`), with
    /// `clock` for both.
    ///
    /// ```swift
    /// let balances = CachedBalanceLoader(client: client, database: home.database)
    /// let loaded = try await balances.loadBalance(of: address)  // .cached(age:) offline
    /// ```
    public init(
        client: RPCClient, database: WalletDatabase, clock: any WalletClock = SystemClock(),
        maximumAge: TimeInterval = CachedBalanceLoader.defaultMaximumAge
    ) {
        self.init(
            remote: RemoteBalanceLoader(client: client, clock: clock), store: SQLiteBalanceStore(database: database),
            clock: clock, maximumAge: maximumAge)
    }

    /// The remote balance (saved to the store), or the cached one with its age when the cluster cannot be reached.
    ///
    /// When the store tells clusters apart (`BalanceStore.clusterIdentities`), the cluster is known by its genesis
    /// hash (read once per URL and remembered) and only a balance cached on that cluster is ever shown; a URL whose
    /// cluster was never learned has nothing cached (`.unavailable`) until it is reached once.
    ///
    /// - Throws: `BalanceError.malformed` when the node answers with data that cannot be read,
    ///   `.unavailable` when nothing is cached (for this cluster), `.cacheExpired` when the cached balance is older
    ///   than `maximumAge`, `.store` when the database fails.
    public func loadBalance(of address: PublicKey) async throws(BalanceError) -> LoadedBalance {
        let fetched: Result<AccountBalance, RPCClientError>
        do { fetched = .success(try await remote.fetch(address)) } catch { fetched = .failure(error) }
        let remoteError: RPCClientError
        switch fetched {
        case .success(let balance):
            // The node answered: its genesis hash is checked, so that a new cluster at a known URL (a localnet
            // restarted) gets its own cache, never the old one's.
            let (cache, cluster) = try await clusterCache(online: true)
            try cache?.save(balance)
            return LoadedBalance(balance: balance, source: .remote, cluster: cluster)
        case .failure(.malformedResponse(let detail)):
            // A node that answers with data we cannot read is not "offline": say so rather than show the cache.
            throw .malformed(detail)
        case .failure(let error):
            remoteError = error
        }
        let (cache, cluster) = try await clusterCache(online: false)
        guard let cache, let cached = try cache.cachedBalance(of: address) else {
            throw .unavailable(remoteError: remoteError.description)
        }
        let age = max(0, clock.now.timeIntervalSince(cached.fetchedAt))
        guard age < maximumAge else {
            throw .cacheExpired(age: age, maximum: maximumAge, remoteError: remoteError.description)
        }
        return LoadedBalance(
            balance: cached, source: .cache(age: age, remoteError: remoteError.description), cluster: cluster)
    }

    /// The store limited to the remote's cluster and that cluster; the store as it is when it does not tell
    /// clusters apart; no store when the cluster cannot be told (never reached, or its genesis hash is unreadable).
    /// `online`: the node has just answered, and its identity is confirmed (`ClusterIdentities.confirmed`).
    func clusterCache(online: Bool) async throws(BalanceError) -> (
        store: (any BalanceStore)?, cluster: ClusterIdentity?
    ) {
        guard let identities = store.clusterIdentities else { return (store, nil) }
        let known = ClusterIdentities(store: identities)
        do {
            let cluster: ClusterIdentity
            if online {
                cluster = try await known.confirmed(remote.client)
            } else {
                cluster = try await known.identity(of: remote.client)
            }
            return (store.scoped(to: cluster), cluster)
        } catch {
            if case .store(let detail) = error { throw .store(detail) }
            return (nil, nil)
        }
    }
}
