import Foundation
import Synchronization
import Testing

/// Every random draw of the tests: seeded, fresh on every run, replayed with `SOLWALLET_TEST_SEED=N`.
///
/// Each test draws from its own stream (SplitMix64 seeded by the run's seed and the test's id), so a test's cases
/// are the same whatever ran before it, alone or in the whole suite. The first draw of a test prints the seed:
/// a failing test's output says how to replay it (`SOLWALLET_TEST_SEED=N swift test --filter NAME`).
///
/// ```swift
/// let n = Int.random(in: 1...9, using: &TestRandom.rng)
/// ```
public enum TestRandom {
    /// The seed of this run: `SOLWALLET_TEST_SEED` (or the older `PROPERTY_SEED`), else a fresh one.
    public static let seed: UInt64 = {
        let environment = ProcessInfo.processInfo.environment
        for name in ["SOLWALLET_TEST_SEED", "PROPERTY_SEED"] {
            if let text = environment[name], let value = UInt64(text) { return value }
        }
        return UInt64.random(in: 0...UInt64.max)
    }()

    private static let streams = Mutex<[Test.ID?: UInt64]>([:])

    /// The generator of the running test (pass it as `using: &TestRandom.rng`).
    public static var rng: Generator {
        get { Generator() }
        set {}  // Its state lives in the test's stream; nothing to write back.
    }

    /// Draws from the running test's stream.
    public struct Generator: RandomNumberGenerator, Sendable {
        public init() {}

        public mutating func next() -> UInt64 {
            let test = Test.current
            let id = test?.id
            let (value, first) = TestRandom.streams.withLock { streams -> (UInt64, Bool) in
                let first = streams[id] == nil
                var state = streams[id] ?? TestRandom.streamSeed(id.map { "\($0)" } ?? "outside a test")
                state &+= 0x9E37_79B9_7F4A_7C15
                streams[id] = state
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return (z ^ (z >> 31), first)
            }
            if first {
                let name = test?.name ?? "outside a test"
                FileHandle.standardError.write(
                    Data("\(name): random draws from SOLWALLET_TEST_SEED=\(TestRandom.seed)\n".utf8))
            }
            return value
        }
    }

    /// The start of `id`'s stream: the run's seed mixed with FNV-1a of the id.
    static func streamSeed(_ id: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in id.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return seed ^ hash
    }
}
