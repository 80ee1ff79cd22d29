import Foundation
import SolanaCore
import Synchronization
import Testing

@testable import WalletWeb

/// Issue 26, item 13: a flood of account notifications reads the cluster at most once a second per address, and the
/// last notification is still answered by a read that started after it.
@Suite struct BalanceCoalescerTests {
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
        let coalescer = BalanceCoalescer()
        let cluster = Cluster()
        let url = URL(string: "http://127.0.0.1:8899")!
        let addresses = try [
            PublicKey(bytes: Array(repeating: 1, count: 32)), PublicKey(bytes: Array(repeating: 2, count: 32)),
        ]
        let start = ContinuousClock.now
        let flood = Duration.milliseconds(2_500)
        // Three streams per address, each as the live stream's loop: a notification, then the balance, again and
        // again, as fast as they come.
        let calls = await withTaskGroup(of: Int.self) { group in
            for address in addresses {
                for _ in 0..<3 {
                    group.addTask {
                        var calls = 0
                        while ContinuousClock.now - start < flood {
                            let seen = cluster.notify(address)
                            let balance = try? await coalescer.liveBalance(of: address, cluster: url) {
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
        // Every stream was answered (a loaded machine may answer a stream only once in the flood's time).
        #expect(calls >= addresses.count * 3)
    }
}
