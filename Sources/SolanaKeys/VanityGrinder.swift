import Base58
import Foundation
import SolanaCore
import SolanaCrypto

/// Searches for a keypair whose address matches a `VanityPattern`, on all cores, with progress and cancellation.
///
/// Each attempt is a fresh key from the secure random generator (never a sequence a third party could
/// replay), its Ed25519 public key and that key's base58 text, compared with the pattern.
public struct VanityGrinder: Sendable {
    /// What the address must look like.
    public let pattern: VanityPattern
    /// Worker threads (default: one per core).
    public let threads: Int

    /// A grinder for `pattern` on `threads` threads (default: every active core).
    public init(pattern: VanityPattern, threads: Int? = nil) {
        self.pattern = pattern
        self.threads = max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount)
    }

    /// How far a search has come.
    public struct Progress: Sendable, Equatable {
        /// Keys tried so far, over all threads.
        public let attempts: UInt64
        /// Seconds since the search started.
        public let elapsedSeconds: Double
        /// The expected number of keys for this pattern (see `VanityPattern.expectedAttempts`).
        public let expectedAttempts: Double

        /// Keys per second over the whole search.
        public var keysPerSecond: Double { elapsedSeconds > 0 ? Double(attempts) / elapsedSeconds : 0 }
        /// Expected seconds for a whole search at the current rate (nil before any rate is known).
        /// The search has no memory: however long it has run, this much time is still expected.
        public var expectedSeconds: Double? { keysPerSecond > 0 ? expectedAttempts / keysPerSecond : nil }
    }

    /// What a running search reports.
    public enum Event: Sendable {
        /// Periodic progress.
        case progress(Progress)
        /// The match, with the final progress; the stream ends after it.
        case found(Keypair, Progress)
    }

    /// Starts the search; events arrive every `interval` until a match, which ends the stream.
    ///
    /// Stop iterating (or cancel the iterating task) to cancel: the worker threads stop within milliseconds.
    public func events(interval: Duration = .seconds(1)) -> AsyncStream<Event> {
        let state = GrindState(expectedAttempts: pattern.expectedAttempts)
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(8))
        continuation.onTermination = { _ in state.stop() }
        let pattern = self.pattern
        for _ in 0..<threads {
            let thread = Thread {
                VanityGrinder.work(pattern: pattern, state: state, limit: nil) { keypair in
                    continuation.yield(.found(keypair, state.progress()))
                    continuation.finish()
                }
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        Task.detached {
            while !state.isStopped {
                try? await Task.sleep(for: interval)
                if state.isStopped { break }
                continuation.yield(.progress(state.progress()))
            }
        }
        return stream
    }

    /// Searches until a match; nil if the calling task is cancelled first.
    public func find() async -> Keypair? {
        for await event in events() {
            if case .found(let keypair, _) = event { return keypair }
        }
        return nil
    }

    /// A bounded, blocking search: about `attempts` keys split over the threads; the first match or nil.
    /// For benchmarks and tests; interactive callers use `events(interval:)`.
    public func search(attempts: Int) -> (keypair: Keypair?, attempts: UInt64) {
        let state = GrindState(expectedAttempts: pattern.expectedAttempts)
        let pattern = self.pattern
        let perThread = max(1, (attempts + threads - 1) / threads)
        if threads == 1 {
            VanityGrinder.work(pattern: pattern, state: state, limit: perThread) { _ in }
        } else {
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                VanityGrinder.work(pattern: pattern, state: state, limit: perThread) { _ in }
            }
        }
        return (state.winner, state.progress().attempts)
    }

    /// Keys per batch: random bytes are drawn for a whole batch, and progress and the stop flag are
    /// touched once per batch.
    static let batch = 256

    /// One thread's loop.
    static func work(pattern: VanityPattern, state: GrindState, limit: Int?, onFound: (Keypair) -> Void) {
        var seeds = [UInt8](repeating: 0, count: 32 * batch)
        var publicKey = [UInt8](repeating: 0, count: 32)
        var secretKey = [UInt8](repeating: 0, count: 64)
        defer {
            seeds.withUnsafeMutableBytes { secureZero($0) }
            secretKey.withUnsafeMutableBytes { secureZero($0) }
        }
        var done = 0
        while !state.isStopped {
            let count = limit.map { min(batch, $0 - done) } ?? batch
            if count <= 0 { break }
            seeds.withUnsafeMutableBytes {
                SecureRandom.fill(UnsafeMutableRawBufferPointer(rebasing: $0[0..<32 * count]))
            }
            var match: Int?
            seeds.withUnsafeBytes { all in
                publicKey.withUnsafeMutableBytes { pk in
                    secretKey.withUnsafeMutableBytes { sk in
                        for i in 0..<count {
                            let seed = UnsafeRawBufferPointer(rebasing: all[i * 32..<(i + 1) * 32])
                            try! Ed25519.keyPair(seed: seed, publicKey: pk, secretKey: sk)
                            var text = Base58.encode(UnsafeRawBufferPointer(pk))
                            if text.withUTF8({ pattern.matches($0) }) { match = i; break }
                        }
                    }
                }
            }
            if let match {
                state.add(UInt64(match + 1))
                let keypair = try! Keypair(seed: Array(seeds[match * 32..<(match + 1) * 32]))
                if state.offer(keypair) { onFound(keypair) }
                return
            }
            state.add(UInt64(count))
            done += count
        }
    }
}

/// Shared counters of one search; a lock is cheap at one acquisition per batch of 256 keys.
final class GrindState: @unchecked Sendable {
    private let lock = NSLock()
    private var attempts: UInt64 = 0
    private var stopped = false
    private(set) var winner: Keypair?
    private let start = DispatchTime.now().uptimeNanoseconds
    let expectedAttempts: Double

    init(expectedAttempts: Double) { self.expectedAttempts = expectedAttempts }

    var isStopped: Bool { lock.withLock { stopped } }

    func stop() { lock.withLock { stopped = true } }

    func add(_ count: UInt64) { lock.withLock { attempts &+= count } }

    /// Records a match; true for the first one (later ones from other threads are dropped).
    func offer(_ keypair: Keypair) -> Bool {
        lock.withLock {
            guard winner == nil else { return false }
            winner = keypair
            stopped = true
            return true
        }
    }

    func progress() -> VanityGrinder.Progress {
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return lock.withLock { .init(attempts: attempts, elapsedSeconds: elapsed, expectedAttempts: expectedAttempts) }
    }
}
