import Foundation

/// A seeded random generator for property tests (SplitMix64): every run draws a fresh seed, and a failure
/// message names it, so `SOLWALLET_TEST_SEED=<seed> swift test --filter …` replays the same cases.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: 0...255, using: &self) }
    }
}

/// Runs a property over `iterations` seeded cases.
public enum Property {
    /// The seed of this run: `TestRandom.seed` (`SOLWALLET_TEST_SEED`, or `PROPERTY_SEED`, or a fresh one).
    public static var seed: UInt64 { TestRandom.seed }

    /// Calls `body` with a generator per case; the description it returns for a failing case is prefixed by the
    /// seed and the case number. `body` returns nil when the property holds.
    public static func check(
        _ name: String, iterations: Int,
        _ body: (inout SeededGenerator) throws -> String?
    ) rethrows -> [String] {
        var failures: [String] = []
        for index in 0..<iterations {
            var generator = SeededGenerator(seed: seed &+ UInt64(index) &* 0x2545_F491_4F6C_DD1D)
            if let failure = try body(&generator) {
                failures.append("\(name): case \(index) (SOLWALLET_TEST_SEED=\(seed)): \(failure)")
                if failures.count >= 5 { break }
            }
        }
        return failures
    }
}
