import Testing
import TestSupport
@testable import SolanaCore

@Suite struct AmountTests {
    @Test func parsesSOLExactly() throws {
        #expect(try Lamports(sol: "1.5").value == 1_500_000_000)
        #expect(try Lamports(sol: "0.000000001").value == 1)
        #expect(try Lamports(sol: "42").value == 42_000_000_000)
        #expect(try Lamports(sol: "0").value == 0)
        #expect(try Lamports(sol: "0.1").value == 100_000_000)
        #expect(try Lamports(sol: "007.10").value == 7_100_000_000)
        #expect(try Lamports(sol: "18446744073.709551615").value == UInt64.max)
    }

    @Test func rejectsWhatIsNotAnExactAmount() {
        #expect(throws: AmountError.tooManyDecimals(maximum: 9, found: 10)) { try Lamports(sol: "0.0000000001") }
        #expect(throws: AmountError.tooManyDecimals(maximum: 9, found: 10)) { try Lamports(sol: "1.0000000000") }
        #expect(throws: AmountError.overflow(maximum: "18446744073.709551615")) { try Lamports(sol: "18446744073.709551616") }
        #expect(throws: AmountError.overflow(maximum: "18446744073.709551615")) { try Lamports(sol: "99999999999999999999999") }
        #expect(throws: AmountError.invalidCharacter("-", position: 0)) { try Lamports(sol: "-1") }
        #expect(throws: AmountError.invalidCharacter("+", position: 0)) { try Lamports(sol: "+1") }
        #expect(throws: AmountError.invalidCharacter("e", position: 1)) { try Lamports(sol: "1e9") }
        #expect(throws: AmountError.invalidCharacter(",", position: 1)) { try Lamports(sol: "1,5") }
        #expect(throws: AmountError.invalidCharacter(" ", position: 0)) { try Lamports(sol: " 1") }
        #expect(throws: AmountError.empty) { try Lamports(sol: "") }
        #expect(throws: AmountError.malformed("1.")) { try Lamports(sol: "1.") }
        #expect(throws: AmountError.malformed(".5")) { try Lamports(sol: ".5") }
        #expect(throws: AmountError.malformed("1.2.3")) { try Lamports(sol: "1.2.3") }
        #expect(AmountError.tooManyDecimals(maximum: 9, found: 10).description.contains("at most 9"))
    }

    @Test func formatsWithoutTrailingZeros() {
        #expect(Lamports(1_500_000_000).solString == "1.5")
        #expect(Lamports(1).solString == "0.000000001")
        #expect(Lamports(0).solString == "0")
        #expect(Lamports(42_000_000_000).description == "42 SOL")
        #expect(Lamports(UInt64.max).solString == "18446744073.709551615")
    }

    @Test func randomRoundTrips() throws {
        for _ in 0..<5000 {
            let value = UInt64.random(in: 0...UInt64.max) >> UInt64.random(in: 0...63)
            #expect(try Lamports(sol: Lamports(value).solString).value == value)
            let decimals = UInt8.random(in: 0...20)
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

    @Test func checkedArithmetic() {
        #expect(Lamports(5).adding(Lamports(6)) == Lamports(11))
        #expect(Lamports(UInt64.max).adding(Lamports(1)) == nil)
        #expect(Lamports(5).subtracting(Lamports(6)) == nil)
        #expect(Lamports(6).subtracting(Lamports(5)) == Lamports(1))
    }
}
