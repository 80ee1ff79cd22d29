import Foundation
import SolanaCore
import SolanaRPC

/// Why a balance could not be shown. There is no "0" for unknown: every failure is one of these.
public enum BalanceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not a Solana address.
    case invalidAddress(String)
    /// The cluster could not be read and nothing is cached for the address.
    case unavailable(remoteError: String)
    /// The cluster could not be read and the cached balance is older than the cache keeps balances for.
    case cacheExpired(age: TimeInterval, maximum: TimeInterval, remoteError: String)
    /// The node's answer could not be read as balances.
    case malformed(String)
    /// The local database failed.
    case store(String)

    /// A one-line explanation for a user, naming the cause.
    public var description: String {
        switch self {
        case .invalidAddress(let text): return "'\(text.prefix(60))' is not a Solana address"
        case .unavailable(let remote):
            return "the balance is not available: the cluster could not be reached (\(remote)) and nothing is cached"
        case .cacheExpired(let age, let maximum, let remote):
            return
                "the cached balance is \(Int(age / 86_400)) days old (older than \(Int(maximum / 86_400)) days) and the "
                + "cluster could not be reached (\(remote)); connect and try again"
        case .malformed(let detail): return "the node's balances could not be read: \(detail)"
        case .store(let detail): return "the local database failed: \(detail)"
        }
    }
}

/// Loads the balances of an address (the seed's `BalanceLoader` feature boundary).
public protocol BalanceLoader: Sendable {
    /// The balance of `address`, read from the cluster or (depending on the loader) from a cache.
    ///
    /// - Throws: `BalanceError` when no balance can be given: the address is invalid, the cluster is unreachable and
    ///   nothing (young enough) is cached, the answer is malformed, or the local database failed.
    func loadBalance(of address: PublicKey) async throws(BalanceError) -> LoadedBalance
}

/// Keeps the last balance read per address (and, for a store that tells clusters apart, per cluster).
public protocol BalanceStore: Sendable {
    /// Replaces the cached balance of `balance.address`.
    func save(_ balance: AccountBalance) throws(BalanceError)
    /// The cached balance, nil when there is none.
    func cachedBalance(of address: PublicKey) throws(BalanceError) -> AccountBalance?
    /// Where the store remembers which cluster each RPC URL serves. nil (the default): the store holds one
    /// cluster's balances and `CachedBalanceLoader` uses it as it is.
    var clusterIdentities: (any ClusterIdentityStore)? { get }
    /// The same store limited to `cluster`'s balances (the default: the store itself).
    func scoped(to cluster: ClusterIdentity) -> any BalanceStore
}

extension BalanceStore {
    /// nil: a store that holds one cluster's balances.
    public var clusterIdentities: (any ClusterIdentityStore)? { nil }
    /// The store itself: it holds one cluster's balances.
    public func scoped(to cluster: ClusterIdentity) -> any BalanceStore { self }
}
