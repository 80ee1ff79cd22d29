import Foundation
import SolanaCore
import SolanaWallet

/// Balances for the wallet detail page under load: concurrent requests for one address share one read of the
/// cluster, and an answer is reused for `maximumAge` (one second by default). A send or an airdrop forgets the
/// address's answer, so the page after it reads the cluster again. The live streams read through `liveBalance`: at
/// most one read per address a second, however many notifications arrive.
actor BalanceCoalescer {
    private struct Entry {
        let task: Task<Result<LoadedBalance, BalanceError>, Never>
        let started: Date
        let cluster: URL
    }

    private var entries: [PublicKey: Entry] = [:]
    private let maximumAge: TimeInterval

    /// A coalescer reusing page answers for `maximumAge` seconds and reading live balances at most once per
    /// `liveInterval`.
    init(maximumAge: TimeInterval = 1, liveInterval: Duration = .seconds(1)) {
        self.maximumAge = maximumAge
        self.liveInterval = liveInterval
    }

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

    /// A live stream's read: one read of the cluster per address and cluster that starts at or after `now`.
    private struct LiveRead {
        let task: Task<Result<UInt64, any Error>, Never>
        let start: ContinuousClock.Instant
    }

    private struct LiveKey: Hashable {
        let address: PublicKey
        let cluster: URL
    }

    private var live: [LiveKey: LiveRead] = [:]
    private let liveInterval: Duration

    /// The SOL balance of `address` for a live stream, read by `read` at most once per `liveInterval` (one second)
    /// for each address and cluster, whatever the rate of notifications and however many streams follow it.
    ///
    /// The answer is always of a read that started at or after the call, so the last notification of a flood is
    /// never answered with an older balance: a caller joins the next read when one is scheduled, else schedules one,
    /// `liveInterval` after the previous read started (or at once when that is past).
    func liveBalance(
        of address: PublicKey, cluster: URL, read: @escaping @Sendable () async throws -> UInt64
    ) async throws -> UInt64 {
        let key = LiveKey(address: address, cluster: cluster)
        let now = ContinuousClock.now
        if let next = live[key], next.start >= now { return try await next.task.value.get() }
        let start = live[key].map { max(now, $0.start + liveInterval) } ?? now
        let task = Task { () -> Result<UInt64, any Error> in
            // Not cancelled by a leaving caller: others may have joined it.
            try? await Task.sleep(until: start, clock: .continuous)
            do { return .success(try await read()) } catch { return .failure(error) }
        }
        live[key] = LiveRead(task: task, start: start)
        if live.count > 1_024 { live = live.filter { $0.value.start + liveInterval >= now } }
        return try await task.value.get()
    }

    /// Forgets `address`'s answer (after a send or an airdrop).
    func forget(_ address: PublicKey) { entries[address] = nil }
}
