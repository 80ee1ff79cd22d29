import Foundation

/// Answers shared by concurrent callers and reused for a while: the first caller for a key starts the load, callers
/// that come while it runs wait for the same load, and its answer is reused until it is `maximumAge` old. A failed
/// load is shared with the callers that were waiting for it but not kept (unless `keepsFailures`). At most
/// `capacity` keys are kept: the expired ones go first, then the oldest.
///
/// A server with many clients keeps one per kind of answer (the balances of the wallet page, the market list, a
/// rendered page); `forget(_:)` drops a key whose answer is known to be stale (after a send).
public actor SharedCache<Key: Hashable & Sendable, Value: Sendable, Failure: Error> {
    private struct Entry {
        let task: Task<Result<Value, Failure>, Never>
        let started: Date
    }

    private var entries: [Key: Entry] = [:]
    /// How long an answer is reused, in seconds from the start of its load.
    public let maximumAge: TimeInterval
    /// The most keys kept.
    public let capacity: Int
    /// Whether a failed load is reused like an answer (for `maximumAge`).
    public let keepsFailures: Bool
    private let clock: any WalletClock

    /// A cache reusing answers for `maximumAge` seconds, at most `capacity` keys, failures kept only when
    /// `keepsFailures`; `clock` dates the loads.
    public init(
        maximumAge: TimeInterval, capacity: Int = 1_024, keepsFailures: Bool = false,
        clock: any WalletClock = SystemClock()
    ) {
        self.maximumAge = maximumAge
        self.capacity = max(1, capacity)
        self.keepsFailures = keepsFailures
        self.clock = clock
    }

    /// The answer for `key`: a fresh one shared, or `load`'s.
    public func value(
        for key: Key, load: @escaping @Sendable () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let now = clock.now
        if let entry = entries[key], now.timeIntervalSince(entry.started) < maximumAge {
            let result = await entry.task.value
            if case .success = result { return try result.get() }
            if keepsFailures { return try result.get() }
            // A failure is not reused: this caller loads again (unless another did meanwhile).
            if let newer = entries[key], newer.started > entry.started {
                return try await newer.task.value.get()
            }
        }
        let task = Task { () -> Result<Value, Failure> in
            do throws(Failure) { return .success(try await load()) } catch { return .failure(error) }
        }
        entries[key] = Entry(task: task, started: now)
        if entries.count > capacity { prune(now) }
        let result = await task.value
        if case .failure = result, !keepsFailures, entries[key]?.started == now { entries[key] = nil }
        return try result.get()
    }

    /// Drops `key`'s answer: the next caller loads it again.
    public func forget(_ key: Key) { entries[key] = nil }

    /// Drops the answers of every key `matches` picks.
    public func forget(where matches: (Key) -> Bool) { entries = entries.filter { !matches($0.key) } }

    /// The number of keys kept (tests).
    public var count: Int { entries.count }

    private func prune(_ now: Date) {
        entries = entries.filter { now.timeIntervalSince($0.value.started) < maximumAge }
        while entries.count > capacity, let oldest = entries.min(by: { $0.value.started < $1.value.started }) {
            entries[oldest.key] = nil
        }
    }
}
