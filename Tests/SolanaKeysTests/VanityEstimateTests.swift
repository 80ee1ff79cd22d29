import Base58
import SolanaKeys
import TestSupport
import Testing

@Suite struct VanityEstimateTests {
    @Test func firstCharacterProbabilitiesMatchRandomKeys() throws {
        // 60,000 uniform 32-byte values: the share whose address starts with each character against the estimate.
        let samples = 60_000
        var counts: [UInt8: Int] = [:]
        for _ in 0..<samples {
            let text = Base58.encode(Random.bytes(32))
            counts[text.utf8.first!, default: 0] += 1
        }
        for character in ["1", "2", "A", "H", "J", "S", "z"] {
            let pattern = try VanityPattern(prefix: character)
            let p = pattern.prefixProbability
            let observed = Double(counts[character.utf8.first!] ?? 0) / Double(samples)
            let sigma = (p * (1 - p) / Double(samples)).squareRoot()
            #expect(abs(observed - p) <= 5 * sigma + 1e-4, "\(character): observed \(observed), estimated \(p)")
        }
        // Not uniform: 'A' is several times likelier than 1/58, 'S' far less likely.
        #expect(try VanityPattern(prefix: "A").expectedAttempts < 20)
        #expect(try VanityPattern(prefix: "S").expectedAttempts > 500)
        #expect(abs(try VanityPattern(prefix: "1").prefixProbability - 1.0 / 256) < 1e-9)
        #expect(abs(try VanityPattern(prefix: "11").prefixProbability - 1.0 / 65536) < 1e-12)
        // Ignoring case adds the variants' probabilities; suffixes are uniform.
        let any = try VanityPattern(prefix: "a", ignoreCase: true).prefixProbability
        #expect(
            abs(any - (try VanityPattern(prefix: "a").prefixProbability + VanityPattern(prefix: "A").prefixProbability))
                < 1e-12)
        #expect(abs(try VanityPattern(suffix: "xy").expectedAttempts - 58 * 58) < 1e-6)
    }
}
