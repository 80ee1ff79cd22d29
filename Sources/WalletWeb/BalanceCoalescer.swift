import Foundation
import SolanaCore
import SolanaWallet

/// Balances for the wallet detail page under load: concurrent requests for one address share one read of the
/// cluster, and an answer is reused for `maximumAge` (one second by default). A send or an airdrop forgets the
/// address's answer, so the page after it reads the cluster again. (The live streams read through SolanaWallet's
/// `BalanceReadLimiter`.)
actor BalanceCoalescer {
    private struct Entry {
        let task: Task<Result<LoadedBalance, BalanceError>, Never>
        let started: Date
        let cluster: URL
    }

    private var entries: [PublicKey: Entry] = [:]
    private let maximumAge: TimeInterval

    /// A coalescer reusing page answers for `maximumAge` seconds.
    init(maximumAge: TimeInterval = 1) { self.maximumAge = maximumAge }

    /// The balance of `address` from `loader` (on `cluster`), shared with the requests of the last `maximumAge`.
    func balance(of address: PublicKey, cluster: URL, loader: CachedBalanceLoader) async throws(BalanceError)
        -> LoadedBalance
    {
        let now = Date()
        if let entry = entries[address], entry.cluster == cluster, now.timeIntervalSince(entry.started) < maximumAge {
            return try await entry.task.value.get()
        }
        let task = Task { () -> Result<LoadedBalance, BalanceError> in
            do throws(BalanceError) { return .success(try await loader.loadBalance(of: address)) } catch {
                return .failure(error)
            }
        }
        entries[address] = Entry(task: task, started: now, cluster: cluster)
        if entries.count > 1_024 { entries = entries.filter { now.timeIntervalSince($0.value.started) < maximumAge } }
        return try await task.value.get()
    }

    /// Forgets `address`'s answer (after a send or an airdrop).
    func forget(_ address: PublicKey) { entries[address] = nil }
}
