import TestSupport
import Testing

@testable import SolanaCore

@Suite struct AmountTests {
    @Test func parsesSOLExactly() throws {
        #expect(try Lamports.parse(sol: "1.5") == 1_500_000_000)
        #expect(try Lamports.parse(sol: "0.000000001") == 1)
        #expect(try Lamports.parse(sol: "42") == 42_000_000_000)
        #expect(try Lamports.parse(sol: "0") == 0)
        #expect(try Lamports.parse(sol: "0.1") == 100_000_000)
        #expect(try Lamports.parse(sol: "007.10") == 7_100_000_000)
        #expect(try Lamports.parse(sol: "18446744073.709551615") == UInt64.max)
    }

    @Test func rejectsWhatIsNotAnExactAmount() {
        #expect(throws: AmountError.tooManyDecimals(maximum: 9, found: 10)) { try Lamports.parse(sol: "0.0000000001") }
        #expect(throws: AmountError.tooManyDecimals(maximum: 9, found: 10)) { try Lamports.parse(sol: "1.0000000000") }
        #expect(throws: AmountError.overflow(maximum: "18446744073.709551615")) {
            try Lamports.parse(sol: "18446744073.709551616")
        }
        #expect(throws: AmountError.overflow(maximum: "18446744073.709551615")) {
            try Lamports.parse(sol: "99999999999999999999999")
        }
        #expect(throws: AmountError.invalidCharacter("-", position: 0)) { try Lamports.parse(sol: "-1") }
        #expect(throws: AmountError.invalidCharacter("+", position: 0)) { try Lamports.parse(sol: "+1") }
        #expect(throws: AmountError.invalidCharacter("e", position: 1)) { try Lamports.parse(sol: "1e9") }
        #expect(throws: AmountError.invalidCharacter(",", position: 1)) { try Lamports.parse(sol: "1,5") }
        #expect(throws: AmountError.invalidCharacter(" ", position: 0)) { try Lamports.parse(sol: " 1") }
        #expect(throws: AmountError.empty) { try Lamports.parse(sol: "") }
        #expect(throws: AmountError.malformed("1.")) { try Lamports.parse(sol: "1.") }
        #expect(throws: AmountError.malformed(".5")) { try Lamports.parse(sol: ".5") }
        #expect(throws: AmountError.malformed("1.2.3")) { try Lamports.parse(sol: "1.2.3") }
        #expect(AmountError.tooManyDecimals(maximum: 9, found: 10).description.contains("at most 9"))
    }

    @Test func formatsWithoutTrailingZeros() {
        #expect(Lamports.format(1_500_000_000) == "1.5")
        #expect(Lamports.format(1) == "0.000000001")
        #expect(Lamports.format(0) == "0")
        #expect(Lamports.formatSOL(42_000_000_000) == "42 SOL")
        #expect(Lamports.format(UInt64.max) == "18446744073.709551615")
    }

    @Test func randomRoundTrips() throws {
        for _ in 0..<5000 {
            let value =
                UInt64.random(in: 0...UInt64.max, using: &TestRandom.rng)
                >> UInt64.random(in: 0...63, using: &TestRandom.rng)
            #expect(try Lamports.parse(sol: Lamports.format(value)) == value)
            let decimals = UInt8.random(in: 0...20, using: &TestRandom.rng)
            let token = TokenAmount(baseUnits: value, decimals: decimals)
            #expect(try TokenAmount(token.decimalString, decimals: decimals) == token)
        }
    }

    @Test func tokenAmounts() throws {
        #expect(try TokenAmount("12.5", decimals: 6).baseUnits == 12_500_000)
        #expect(try TokenAmount("1", decimals: 0).baseUnits == 1)
        #expect(throws: AmountError.tooManyDecimals(maximum: 0, found: 1)) { try TokenAmount("1.5", decimals: 0) }
        #expect(throws: AmountError.tooManyDecimals(maximum: 6, found: 7)) { try TokenAmount("0.0000001", decimals: 6) }
        #expect(TokenAmount(baseUnits: 1, decimals: 30).decimalString == "0.000000000000000000000000000001")
        #expect(try TokenAmount("0.000000000000000000000000000001", decimals: 30).baseUnits == 1)
        #expect(throws: AmountError.self) { try TokenAmount("1", decimals: 30) }
        #expect(TokenAmount(baseUnits: 1_000_000, decimals: 6).decimalString == "1")
    }

    /// Regression: the fraction and the scale were multiplied without overflow checks, so a mint with 20 or more
    /// decimals trapped (e.g. "0.00000000000000000001" with 20 decimals, or "1.5" with 25).
    @Test func manyDecimalsNeverTrap() throws {
        #expect(try DecimalAmount.parse("0.00000000000000000001", decimals: 20) == 1)
        #expect(try DecimalAmount.parse("0.18446744073709551615", decimals: 20) == UInt64.max)
        #expect(throws: AmountError.self) { try DecimalAmount.parse("0.18446744073709551616", decimals: 20) }
        #expect(throws: AmountError.self) { try DecimalAmount.parse("0.99999999999999999999", decimals: 20) }
        #expect(throws: AmountError.self) { try DecimalAmount.parse("1.5", decimals: 25) }
        #expect(try DecimalAmount.parse("0.0000000000000000000000001", decimals: 25) == 1)
        #expect(try DecimalAmount.parse("0", decimals: 255) == 0)
        #expect(try DecimalAmount.parse("0.000", decimals: 255) == 0)
        #expect(throws: AmountError.self) { try DecimalAmount.parse("1", decimals: 255) }
        #expect(throws: AmountError.invalidDecimals(-1)) { try DecimalAmount.parse("1", decimals: -1) }
        #expect(throws: AmountError.invalidDecimals(256)) { try DecimalAmount.parse("1", decimals: 256) }
        #expect(DecimalAmount.format(5, decimals: -3) == "5")
        // Random amounts and decimals 0…40: parse∘format is the identity, and anything that does not fit throws.
        for _ in 0..<5_000 {
            let decimals = Int.random(in: 0...40, using: &TestRandom.rng)
            let value =
                UInt64.random(in: 0...UInt64.max, using: &TestRandom.rng)
                >> UInt64.random(in: 0...63, using: &TestRandom.rng)
            let text = DecimalAmount.format(value, decimals: decimals)
            #expect(try DecimalAmount.parse(text, decimals: decimals) == value, "\(text) @\(decimals)")
            let digits = String(repeating: "9", count: Int.random(in: 1...30, using: &TestRandom.rng))
            let big =
                digits + "."
                + String(repeating: "9", count: Int.random(in: 1...max(1, decimals), using: &TestRandom.rng))
            if let parsed = try? DecimalAmount.parse(big, decimals: decimals) {
                #expect(DecimalAmount.format(parsed, decimals: decimals) == big, "\(big) @\(decimals)")
            }
        }
    }
}
