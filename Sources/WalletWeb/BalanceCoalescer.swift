import Foundation
import SolanaCore
import SolanaWallet

/// Balances for the wallet detail page under load, through SolanaWallet's `SharedCache`: concurrent requests for one
/// address share one read of the cluster, and an answer (or its failure) is reused for a second. A send or an airdrop
/// forgets the address's answer, so the page after it reads the cluster again. (The live streams read through
/// `BalanceReadLimiter`.)
struct BalanceCoalescer: Sendable {
    struct Key: Hashable, Sendable {
        let address: PublicKey
        let cluster: URL
    }

    let cache: SharedCache<Key, LoadedBalance, BalanceError>

    /// A coalescer reusing answers for `maximumAge` seconds.
    init(maximumAge: TimeInterval = 1) { cache = SharedCache(maximumAge: maximumAge, keepsFailures: true) }

    /// The balance of `address` from `loader` (on `cluster`), shared with the requests of the last `maximumAge`.
    func balance(of address: PublicKey, cluster: URL, loader: CachedBalanceLoader) async throws(BalanceError)
        -> LoadedBalance
    {
        try await cache.value(for: Key(address: address, cluster: cluster)) { () throws(BalanceError) in
            try await loader.loadBalance(of: address)
        }
    }

    /// Forgets `address`'s answers (after a send or an airdrop).
    func forget(_ address: PublicKey) async { await cache.forget { $0.address == address } }
}
