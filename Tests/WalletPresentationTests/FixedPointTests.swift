import Foundation
import TestSupport
import Testing

@testable import WalletPresentation

/// `MarketNumberFormatter.fixed` (C's vsnprintf, "%.Nf") against CPython's `%` formatting on fresh random doubles of
/// every magnitude the market screens show, and on the halfway cases where a shortcut through the shortest decimal
/// form would round the other way.
@Suite struct FixedPointTests {
    @Test func randomDoublesMatchPythonsFormatting() throws {
        var values: [Double] = [
            1.005, 0.125, 0.375, 2.675, 1e-7, 5e-7, 0.0000005, 999_999.995, 0, -0.0, -1.5, 1e15 + 0.5,
        ]
        for _ in 0..<1_500 {
            let magnitude = Double.random(in: -12...16, using: &TestRandom.rng)
            let value = pow(10, magnitude) * Double.random(in: 1..<10, using: &TestRandom.rng)
            values.append(Bool.random(using: &TestRandom.rng) ? value : -value)
        }
        // Halfway in decimal (k + 0.5 ulp of the last digit), where the binary value decides.
        for _ in 0..<300 {
            let digits = Int.random(in: 0...6, using: &TestRandom.rng)
            values.append(
                (Double(Int.random(in: 0...10_000_000, using: &TestRandom.rng)) + 0.5) / pow(10, Double(digits)))
        }
        let pairs = values.map { [$0.bitPattern, UInt64.random(in: 0...8, using: &TestRandom.rng)] }
        let reply = try Oracle.run(script: "printf_oracle.py", input: try JSONEncoder().encode(pairs))
        let expected = try JSONDecoder().decode([String].self, from: reply)
        #expect(expected.count == pairs.count)
        for (pair, text) in zip(pairs, expected) {
            let value = Double(bitPattern: pair[0])
            #expect(MarketNumberFormatter.fixed(value, Int(pair[1])) == text, "\(value) with \(pair[1]) digits")
        }
    }

    @Test func extremesAndNonFiniteValues() {
        #expect(MarketNumberFormatter.fixed(1.005, 2) == "1.00")
        #expect(MarketNumberFormatter.fixed(0.125, 2) == "0.12")
        #expect(MarketNumberFormatter.fixed(-.greatestFiniteMagnitude, 17).count == 1 + 309 + 1 + 17)
        #expect(MarketNumberFormatter.fixed(.infinity, 2) == "inf")
        #expect(MarketNumberFormatter.fixed(.nan, 2) == "nan")
    }
}
