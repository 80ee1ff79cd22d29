import Foundation

/// A seeded random generator for property tests (SplitMix64): every run draws a fresh seed, and a failure
/// message names it, so `PROPERTY_SEED=<seed> swift test --filter …` replays the same cases.
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
    /// The seed of this run: `PROPERTY_SEED` from the environment, or a fresh random one.
    public static let seed: UInt64 = {
        if let text = ProcessInfo.processInfo.environment["PROPERTY_SEED"], let value = UInt64(text) { return value }
        return UInt64.random(in: 0...UInt64.max)
    }()

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
                failures.append("\(name): case \(index) (PROPERTY_SEED=\(seed)): \(failure)")
                if failures.count >= 5 { break }
            }
        }
        return failures
    }
}
