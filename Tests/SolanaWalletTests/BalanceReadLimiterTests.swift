import Foundation
import SolanaCore
import SolanaRPC
import Synchronization
import TestSupport
import Testing

@testable import SolanaWallet

/// Issue 26, item 13 (moved to SolanaWallet by issue 27): a flood of account notifications reads the cluster at most
/// once a second per address, and the last notification is still answered by a read that started after it.
@Suite struct BalanceReadLimiterTests {
    /// A cluster that counts its getBalance calls; the balance it reports is the number of notifications so far.
    final class Cluster: Sendable {
        private let state = Mutex<(reads: [Address: Int], notifications: [Address: UInt64])>(([:], [:]))
        typealias Address = PublicKey

        func notify(_ address: Address) -> UInt64 {
            state.withLock { state in
                state.notifications[address, default: 0] += 1
                return state.notifications[address]!
            }
        }

        func getBalance(_ address: Address) -> UInt64 {
            state.withLock { state in
                state.reads[address, default: 0] += 1
                return state.notifications[address, default: 0]
            }
        }

        func reads(_ address: Address) -> Int { state.withLock { $0.reads[address, default: 0] } }
    }

    @Test func aNotificationFloodReadsTheClusterAtMostOnceASecondPerAddress() async throws {
        let limiter = BalanceReadLimiter()
        let cluster = Cluster()
        let url = URL(string: "http://127.0.0.1:8899")!
        let addresses = try [
            PublicKey(bytes: Array(repeating: 1, count: 32)), PublicKey(bytes: Array(repeating: 2, count: 32)),
        ]
        let start = ContinuousClock.now
        let flood = Duration.milliseconds(2_500)
        // Three watchers per address, each as a watch's loop: a notification, then the balance, again and again, as
        // fast as they come.
        let calls = await withTaskGroup(of: Int.self) { group in
            for address in addresses {
                for _ in 0..<3 {
                    group.addTask {
                        var calls = 0
                        while ContinuousClock.now - start < flood {
                            let seen = cluster.notify(address)
                            let balance = try? await limiter.balance(of: address, cluster: url) {
                                cluster.getBalance(address)
                            }
                            // Never an answer older than the notification it answers.
                            #expect((balance ?? 0) >= seen)
                            calls += 1
                        }
                        return calls
                    }
                }
            }
            return await group.reduce(0, +)
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Int(elapsed / .seconds(1))
        for address in addresses {
            let reads = cluster.reads(address)
            // Reads start at least a second apart: one at once, then at most one per second that passed.
            #expect(reads <= seconds + 1, "\(reads) reads of \(address) in \(elapsed)")
            #expect(reads >= 2)
        }
        // Every watcher was answered (a loaded machine may answer one only once in the flood's time).
        #expect(calls >= addresses.count * 3)
    }

    @Test func aFailedReadIsTheCallersTypedError() async throws {
        let limiter = BalanceReadLimiter(interval: .milliseconds(10))
        let address = try PublicKey(bytes: Array(repeating: 3, count: 32))
        var failure: RPCClientError?
        do {
            _ = try await limiter.balance(of: address, cluster: URL(string: "http://127.0.0.1:1")!) {
                () throws(RPCClientError) -> UInt64 in throw .malformedResponse("no")
            }
        } catch { failure = error }
        guard case .malformedResponse("no") = failure else {
            Issue.record("expected the read's error, got \(String(describing: failure))")
            return
        }
    }
}

/// Issue 27: the live balance is SolanaWallet's `BalanceWatch` (the dashboard's live page and `balance --watch` follow
/// it), against localnet: the balance at once, then each change, whether from the subscription or the poll.
@Suite(.serialized) struct BalanceWatchTests {
    /// The first `.balance` event that `accept` takes, within 30 s.
    static func next(
        _ iterator: inout AsyncStream<BalanceWatch.Event>.Iterator, _ accept: @escaping (UInt64) -> Bool
    ) async throws -> UInt64 {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            guard let event = await iterator.next() else {
                throw DeadlineExceeded(what: "the watch ended", limit: .zero)
            }
            if case .balance(let lamports) = event, accept(lamports) { return lamports }
        }
        throw DeadlineExceeded(what: "a balance event", limit: .seconds(30))
    }

    @Test(arguments: [true, false]) func theBalanceAtOnceThenEachChange(subscribes: Bool) async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        let owner = Keypair.generate()
        var watch = BalanceWatch(address: owner.publicKey, client: client)
        watch.subscribes = subscribes
        watch.pollInterval = .milliseconds(300)
        watch.activityCheckInterval = .milliseconds(100)
        var events = watch.events().makeAsyncIterator()
        // Read at once: a new address holds nothing.
        let first = try await Self.next(&events) { _ in true }
        #expect(first == 0)
        try await client.airdrop(owner.publicKey, lamports: 1_500_000_000, commitment: .confirmed)
        let second = try await Self.next(&events) { $0 != 0 }
        #expect(second == 1_500_000_000)
        try await client.airdrop(owner.publicKey, lamports: 7, commitment: .confirmed)
        let third = try await Self.next(&events) { $0 != 1_500_000_000 }
        #expect(third == 1_500_000_007)
    }

    @Test func theWatchEndsWhenItIsNoLongerActive() async throws {
        let active = Atomic<Bool>(true)
        var watch = BalanceWatch(address: Keypair.generate().publicKey, client: WalletTestSupport.offline)
        watch.subscribes = false
        watch.pollInterval = .milliseconds(50)
        watch.activityCheckInterval = .milliseconds(50)
        watch.isActive = { active.load(ordering: .relaxed) }
        let started = watch
        let ended = try await withDeadline(.seconds(30), "the watch's end") {
            var unreadable = 0
            for await event in started {
                // The offline cluster never answers: each check says so, and the watch goes on.
                guard case .unreadable = event else { return false }
                unreadable += 1
                if unreadable == 2 { active.store(false, ordering: .relaxed) }
            }
            return unreadable >= 2
        }
        #expect(ended)
    }
}
