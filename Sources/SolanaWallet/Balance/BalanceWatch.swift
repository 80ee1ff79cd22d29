import Foundation
import SolanaCore
import SolanaRPC

/// Reads of SOL balances shared by every watcher of one address: at most one read of the cluster per address and
/// cluster per `interval`, whatever the rate of notifications and however many watchers follow it.
///
/// The answer is always of a read that started at or after the call, so the last notification of a flood is never
/// answered with an older balance: a caller joins the next read when one is scheduled, else schedules one,
/// `interval` after the previous read started (or at once when that is past). A server with many live pages shares
/// one limiter between them.
public actor BalanceReadLimiter {
    private struct Read {
        let task: Task<Result<UInt64, RPCClientError>, Never>
        let start: ContinuousClock.Instant
    }

    private struct Key: Hashable {
        let address: PublicKey
        let cluster: URL
    }

    private var reads: [Key: Read] = [:]
    /// The shortest time between the starts of two reads of one address.
    public let interval: Duration

    /// A limiter allowing one read per address and cluster every `interval`.
    public init(interval: Duration = .seconds(1)) { self.interval = interval }

    /// The SOL balance of `address` on `cluster` from `read`, at most one read per `interval`.
    public func balance(
        of address: PublicKey, cluster: URL, read: @escaping @Sendable () async throws(RPCClientError) -> UInt64
    ) async throws(RPCClientError) -> UInt64 {
        let key = Key(address: address, cluster: cluster)
        let now = ContinuousClock.now
        if let next = reads[key], next.start >= now { return try await next.task.value.get() }
        let start = reads[key].map { max(now, $0.start + interval) } ?? now
        let task = Task { () -> Result<UInt64, RPCClientError> in
            // Not cancelled by a leaving caller: others may have joined it.
            try? await Task.sleep(until: start, clock: .continuous)
            do throws(RPCClientError) { return .success(try await read()) } catch { return .failure(error) }
        }
        reads[key] = Read(task: task, start: start)
        if reads.count > 1_024 { reads = reads.filter { $0.value.start + interval >= now } }
        return try await task.value.get()
    }
}

/// A live SOL balance: the balance at once, then each time it changes, from the cluster's account subscription
/// with a poll behind it (a node may drop subscriptions or never offer them), until the consumer stops, `isActive`
/// answers false, or the task is cancelled.
///
/// ```swift
/// for await event in BalanceWatch(address: address, client: client) {
///     if case .balance(let lamports) = event { print(Lamports.formatSOL(lamports)) }
/// }
/// ```
///
/// Reads go through a `BalanceReadLimiter`: however fast notifications arrive, the cluster is read at most once per
/// its interval per address. A read that fails is reported (`.unreadable`) and the watch goes on.
public struct BalanceWatch: AsyncSequence, Sendable {
    /// What a check of the balance found.
    public enum Event: Sendable {
        /// The balance in lamports: the first one read, then each one that differs from the last reported.
        case balance(UInt64)
        /// A check found the balance unchanged (a caller keeping a connection alive counts these).
        case unchanged
        /// A check could not read the balance; the watch goes on.
        case unreadable(RPCClientError)
    }

    /// The address watched.
    public let address: PublicKey
    /// The cluster read.
    public let client: RPCClient
    /// The commitment of the reads and of the subscription.
    public var commitment: Commitment = .confirmed
    /// The time between two polls.
    public var pollInterval: Duration = .seconds(3)
    /// How often `isActive` is asked.
    public var activityCheckInterval: Duration = .seconds(1)
    /// Whether to follow the cluster's account subscription (`accountSubscribe`) besides polling.
    public var subscribes = true
    /// The limiter the reads share (one per server for many watchers).
    public var limiter: BalanceReadLimiter
    /// Asked every `activityCheckInterval`; the watch ends when it answers false (a session that locked).
    public var isActive: @Sendable () async -> Bool = { true }

    /// A watch of `address` on `client`'s cluster, reads limited by `limiter` (a new one by default).
    public init(address: PublicKey, client: RPCClient, limiter: BalanceReadLimiter = BalanceReadLimiter()) {
        self.address = address
        self.client = client
        self.limiter = limiter
    }

    /// The events, as an `AsyncStream` iterator; stopping the iteration (or cancelling its task) ends the
    /// subscription and the poll.
    public func makeAsyncIterator() -> AsyncStream<Event>.Iterator { events().makeAsyncIterator() }

    /// The events as a stream.
    public func events() -> AsyncStream<Event> {
        let watch = self
        return AsyncStream(bufferingPolicy: .bufferingNewest(16)) { continuation in
            let task = Task { await watch.run(continuation) }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    private func run(_ continuation: AsyncStream<Event>.Continuation) async {
        let subscriptions = subscribes ? SubscriptionClient(cluster: client.cluster) : nil
        let (address, commitment, client, limiter) = (self.address, self.commitment, self.client, self.limiter)
        let (pollInterval, checkInterval, isActive) = (self.pollInterval, activityCheckInterval, self.isActive)
        // A check is due: at once, on each notification and on each poll.
        let checks = AsyncStream<Void>(bufferingPolicy: .bufferingNewest(1)) { signal in
            signal.yield()
            let listener = Task {
                guard let subscriptions else { return }
                do {
                    for try await _ in await subscriptions.account(address, commitment: commitment) { signal.yield() }
                } catch {}
            }
            let ticker = Task {
                var sincePoll = Duration.zero
                while !Task.isCancelled {
                    let step = Swift.min(checkInterval, pollInterval)
                    do { try await Task.sleep(for: step) } catch { break }
                    guard await isActive() else { break }
                    sincePoll += step
                    if sincePoll >= pollInterval {
                        sincePoll = .zero
                        signal.yield()
                    }
                }
                signal.finish()
            }
            signal.onTermination = { _ in
                listener.cancel()
                ticker.cancel()
            }
        }
        var last: UInt64?
        for await _ in checks {
            if Task.isCancelled { break }
            do throws(RPCClientError) {
                let balance = try await limiter.balance(of: address, cluster: client.cluster.url) {
                    () throws(RPCClientError) in
                    try await client.send(.getBalance(address, commitment: commitment)).value
                }
                if balance != last {
                    last = balance
                    continuation.yield(.balance(balance))
                } else {
                    continuation.yield(.unchanged)
                }
            } catch {
                continuation.yield(.unreadable(error))
            }
        }
        await subscriptions?.close()
        continuation.finish()
    }
}
