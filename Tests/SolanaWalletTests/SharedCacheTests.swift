import Foundation
import Synchronization
import Testing

@testable import SolanaWallet

/// Issue 27: the dashboard's single-flight caches and its page memo are one generic `SharedCache` in the SDK.
@Suite struct SharedCacheTests {
    struct Refused: Error, Equatable {}

    /// The number of loads started.
    final class Loads: Sendable {
        let calls = Atomic<Int>(0)
    }

    @Test func concurrentCallersShareOneLoadReusedUntilItIsOld() async throws {
        let clock = FixedClock(Date(timeIntervalSince1970: 1_800_000_000))
        let cache = SharedCache<String, Int, Never>(maximumAge: 15, clock: clock)
        let loads = Loads()
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let answers = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    await cache.value(for: "usd") {
                        let call = loads.calls.add(1, ordering: .relaxed).newValue
                        for await _ in gate { break }  // held until every caller has come
                        return call
                    }
                }
            }
            // Every caller is waiting on the one load once the first has started it: then it may answer.
            while loads.calls.load(ordering: .relaxed) == 0 { await Task.yield() }
            open.yield()
            open.finish()
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(Set(answers) == [1] && loads.calls.load(ordering: .relaxed) == 1)
        // Reused while younger than 15 s, loaded again after.
        clock.advance(by: 14)
        #expect(await cache.value(for: "usd") { 2 } == 1)
        clock.advance(by: 2)
        #expect(await cache.value(for: "usd") { 3 } == 3)
        // Forgotten: loaded again at once.
        await cache.forget("usd")
        #expect(await cache.value(for: "usd") { 4 } == 4)
    }

    @Test func failuresAreKeptOnlyWhenAsked() async throws {
        let clock = FixedClock(Date(timeIntervalSince1970: 1_800_000_000))
        let dropping = SharedCache<String, Int, Refused>(maximumAge: 60, clock: clock)
        await #expect(throws: Refused()) {
            try await dropping.value(for: "k") { () throws(Refused) in throw Refused() }
        }
        #expect(try await dropping.value(for: "k") { () throws(Refused) in 5 } == 5)

        let keeping = SharedCache<String, Int, Refused>(maximumAge: 60, keepsFailures: true, clock: clock)
        await #expect(throws: Refused()) { try await keeping.value(for: "k") { () throws(Refused) in throw Refused() } }
        await #expect(throws: Refused()) { try await keeping.value(for: "k") { () throws(Refused) in 5 } }
        clock.advance(by: 61)
        #expect(try await keeping.value(for: "k") { () throws(Refused) in 6 } == 6)
    }

    @Test func atMostCapacityKeysTheOldestGoFirst() async throws {
        let clock = FixedClock(Date(timeIntervalSince1970: 1_800_000_000))
        let cache = SharedCache<Int, Int, Never>(maximumAge: 3_600, capacity: 3, clock: clock)
        for key in 0..<5 {
            clock.advance(by: 1)
            _ = await cache.value(for: key) { key }
        }
        #expect(await cache.count == 3)
        // 0 and 1 were the oldest: loaded again; 4 is still there.
        #expect(await cache.value(for: 4) { -1 } == 4)
        #expect(await cache.value(for: 0) { -1 } == -1)
        await cache.forget { $0 >= 3 }
        #expect(await cache.value(for: 3) { -3 } == -3)
    }
}
