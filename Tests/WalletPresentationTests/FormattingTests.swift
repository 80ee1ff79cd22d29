import Foundation
import SolanaCore
import TestSupport
import Testing

@testable import WalletPresentation

@Suite struct AmountFormattingTests {
    /// Issue 28: where the display writes "3,24999 SOL", "0,5" typed back is 0.5; the point still works, and what is
    /// not one plain decimal is left for the parser to refuse.
    @Test func amountsTypedWithTheLanguagesDecimalComma() {
        for language in [Language.pt, .el, .tr] {
            let style = NumberStyle(language)
            #expect(style.typedAmount("0,5") == "0.5")
            #expect(style.typedAmount("12,000000001") == "12.000000001")
            #expect(style.typedAmount("0.5") == "0.5")
            for unchanged in ["1,5,3", "1.000,5", ",5", "5,", "a,5", "max", "1 000,5"] {
                #expect(style.typedAmount(unchanged) == unchanged, "\(language) \(unchanged)")
            }
        }
        #expect(NumberStyle(.en).typedAmount("0,5") == "0,5")
    }

    @Test func solInEachLanguage() {
        #expect(AmountFormatter(.en).solWithUnit(1_500_000_000) == "1.5 SOL")
        #expect(AmountFormatter(.pt).solWithUnit(1_500_000_000) == "1,5 SOL")
        #expect(AmountFormatter(.el).solWithUnit(1_500_000_000) == "1,5 SOL")
        #expect(AmountFormatter(.tr).solWithUnit(1_500_000_000) == "1,5 SOL")
        #expect(AmountFormatter(.en).sol(1) == "0.000000001")
        #expect(AmountFormatter(.en).sol(0) == "0")
        #expect(AmountFormatter(.en).sol(UInt64.max) == "18,446,744,073.709551615")
        #expect(AmountFormatter(.pt).sol(UInt64.max) == "18.446.744.073,709551615")
        #expect(AmountFormatter(.en).token(TokenAmount(baseUnits: 123_456_789, decimals: 6)) == "123.456789")
        #expect(AmountFormatter(.tr).token(TokenAmount(baseUnits: 123_456_789, decimals: 0)) == "123.456.789")
        #expect(
            AmountFormatter(.el).token(TokenAmount(baseUnits: 5, decimals: 30))
                == "0," + String(repeating: "0", count: 29) + "5")
    }

    @Test func grouping() {
        #expect(AmountFormatter(.en).number(123_456_789, decimals: 2) == "1,234,567.89")
        for language in [Language.pt, .el, .tr] {
            #expect(AmountFormatter(language).number(123_456_789, decimals: 2) == "1.234.567,89")
        }
        let style = NumberStyle(.en)
        #expect(style.grouped("1") == "1")
        #expect(style.grouped("123") == "123")
        #expect(style.grouped("1234") == "1,234")
        #expect(style.grouped("123456") == "123,456")
        #expect(style.grouped("1234567") == "1,234,567")
        #expect(NumberStyle(.tr).integer(-1_234_567) == "-1.234.567")
        #expect(AmountFormatter(.en, grouping: false).number(123_456_789, decimals: 2) == "1234567.89")
    }

    @Test func signedChanges() {
        let en = AmountFormatter(.en), pt = AmountFormatter(.pt)
        #expect(en.signed(2_500_000, decimals: 9, isIncrease: true) == "+0.0025")
        #expect(pt.signed(2_500_000, decimals: 9, isIncrease: false) == "-0,0025")
        #expect(pt.signed(0, decimals: 9, isIncrease: false) == "0")
    }

    /// Random integers and decimals: the English text (grouping removed, or off) parses back to the same units, and
    /// the other languages differ from it only in the two separators.
    @Test func exactOnRandomIntegers() throws {
        let failures = Property.check("amount round trip", iterations: 4_000) { rng -> String? in
            let units: UInt64
            switch UInt8.random(in: 0...3, using: &rng) {
            case 0: units = UInt64.random(in: 0...1_000, using: &rng)
            case 1: units = UInt64.random(in: 0...UInt64.max, using: &rng)
            case 2: units = UInt64.random(in: 0...UInt64.max, using: &rng) / 1_000_000 * 1_000_000
            default: units = UInt64.max - UInt64.random(in: 0...10, using: &rng)
            }
            let decimals = Int.random(in: 0...30, using: &rng)
            let english = AmountFormatter(.en).number(units, decimals: decimals)
            let plain = english.replacingOccurrences(of: ",", with: "")
            guard plain == AmountFormatter(.en, grouping: false).number(units, decimals: decimals) else {
                return "ungrouped text differs for \(units)/\(decimals)"
            }
            guard (try? DecimalAmount.parse(plain, decimals: decimals)) == units else {
                return "\(units) with \(decimals) decimals printed as \(english)"
            }
            for language in [Language.pt, .el, .tr] {
                let text = AmountFormatter(language).number(units, decimals: decimals)
                let swapped = String(english.map { $0 == "," ? "." : $0 == "." ? "," : $0 })
                guard text == swapped else { return "\(language): \(text) vs \(english)" }
            }
            return nil
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func shortAddressesAndSignatures() throws {
        let key = try PublicKey("7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU")
        #expect(ShortText.address(key) == "7xKX…gAsU")
        let signature = Signature.zero
        #expect(ShortText.signature(signature).count == 17)
        #expect(ShortText.middle("abc", head: 4, tail: 4) == "abc")
    }
}

@Suite struct DateFormattingTests {
    // 2025-03-14T09:26:53Z
    let date = Date(timeIntervalSince1970: 1_741_944_413)

    @Test func absoluteInEachLanguage() {
        #expect(DateTimeFormatter(.en).format(date) == "2025-03-14 09:26")
        #expect(DateTimeFormatter(.pt).format(date) == "14/03/2025 09:26")
        #expect(DateTimeFormatter(.el).format(date) == "14/03/2025 09:26")
        #expect(DateTimeFormatter(.tr).format(date) == "14.03.2025 09:26")
        #expect(DateTimeFormatter(.en).format(date, style: .long) == "Mar 14, 2025, 09:26:53 UTC")
        #expect(DateTimeFormatter(.pt).format(date, style: .long) == "14 de mar. de 2025, 09:26:53 UTC")
        #expect(DateTimeFormatter(.el).format(date, style: .long) == "14 Μαρ 2025, 09:26:53 UTC")
        #expect(DateTimeFormatter(.tr).format(date, style: .long) == "14 Mar 2025 09:26:53 UTC")
    }

    @Test func offsets() throws {
        let istanbul = try #require(TimeZoneOffset(parsing: "+03:00"))
        #expect(DateTimeFormatter(.tr, offset: istanbul).format(date, style: .long) == "14 Mar 2025 12:26:53 UTC+03:00")
        #expect(DateTimeFormatter(.tr, offset: istanbul).iso8601(date) == "2025-03-14T12:26:53+03:00")
        let saoPaulo = try #require(TimeZoneOffset(parsing: "UTC-3"))
        #expect(
            DateTimeFormatter(.pt, offset: saoPaulo).format(Date(timeIntervalSince1970: 1_741_910_400))
                == "13/03/2025 21:00")
        #expect(TimeZoneOffset(parsing: "-0530")?.seconds == -19_800)
        #expect(TimeZoneOffset(parsing: "Z") == .utc)
        #expect(TimeZoneOffset(parsing: "+15:00") == nil)
        #expect(TimeZoneOffset(parsing: "+03:75") == nil)
        #expect(TimeZoneOffset(parsing: "03:00") == nil)
        #expect(DateTimeFormatter(.en).iso8601(date) == "2025-03-14T09:26:53Z")
    }

    /// The civil calendar agrees with Foundation's Gregorian calendar in UTC on random instants.
    @Test func civilDatesMatchFoundation() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let failures = Property.check("civil date", iterations: 2_000) { rng -> String? in
            let seconds = Double(Int64.random(in: -6_000_000_000...40_000_000_000, using: &rng))
            let date = Date(timeIntervalSince1970: seconds)
            let ours = CivilDateTime(date)
            let theirs = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let same =
                ours.year == theirs.year && ours.month == theirs.month && ours.day == theirs.day
                && ours.hour == theirs.hour && ours.minute == theirs.minute && ours.second == theirs.second
            return same ? nil : "\(seconds): \(ours) vs \(theirs)"
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func relativeAgesWithPluralForms() {
        let day = 86_400.0
        let expected: [Language: [String]] = [
            .en: ["just now", "1 minute ago", "5 minutes ago", "1 hour ago", "2 hours ago", "1 day ago", "3 days ago"],
            .pt: ["agora mesmo", "há 1 minuto", "há 5 minutos", "há 1 hora", "há 2 horas", "há 1 dia", "há 3 dias"],
            .el: [
                "μόλις τώρα", "πριν από 1 λεπτό", "πριν από 5 λεπτά", "πριν από 1 ώρα", "πριν από 2 ώρες",
                "πριν από 1 ημέρα", "πριν από 3 ημέρες",
            ],
            .tr: [
                "az önce", "1 dakika önce", "5 dakika önce", "1 saat önce", "2 saat önce", "1 gün önce",
                "3 gün önce",
            ],
        ]
        let ages: [TimeInterval] = [59, 60, 5 * 60 + 59, 3_600, 2 * 3_600 + 1, day, 3 * day + 23 * 3_600]
        for (language, texts) in expected {
            #expect(ages.map(RelativeTimeFormatter(language).age) == texts, "\(language)")
        }
        #expect(RelativeTimeFormatter(.en).age(-30) == "just now")
        #expect(RelativeTimeFormatter(.en).age(.infinity) == "just now")
        #expect(RelativeTimeFormatter(.en).age(1_234 * day) == "1,234 days ago")
        #expect(RelativeTimeFormatter(.pt).age(1_234 * day) == "há 1.234 dias")
        #expect(RelativeTimeFormatter(.el).duration(7 * day) == "7 ημέρες")
        #expect(RelativeTimeFormatter(.pt).duration(day) == "1 dia")
        #expect(RelativeTimeFormatter(.tr).duration(7 * day) == "7 gün")
        #expect(RelativeTimeFormatter(.en).duration(90) == "1 minute")
    }
}

@Suite struct FiatFormattingTests {
    @Test func perLanguage() throws {
        let value = try FiatAmount("1234.565", currency: .usd)
        #expect(FiatFormatter(.en).format(value) == "$1,234.56")
        #expect(FiatFormatter(.pt).format(value) == "US$ 1.234,56")
        #expect(FiatFormatter(.el).format(value) == "1.234,56 $")
        #expect(FiatFormatter(.tr).format(value) == "$1.234,56")
        #expect(FiatFormatter(.pt).format(try FiatAmount("0.5", currency: .brl)) == "R$ 0,50")
        #expect(FiatFormatter(.tr).format(try FiatAmount("99.995", currency: .try)) == "₺100,00")
        #expect(FiatFormatter(.en).format(try FiatAmount("-0.004", currency: .eur)) == "€0.00")
        #expect(FiatFormatter(.en).format(try FiatAmount("-12.5", currency: .eur)) == "-€12.50")
        #expect(FiatFormatter(.en).format(try FiatAmount("0.125", currency: .usd)) == "$0.12")
        #expect(FiatFormatter(.en).format(try FiatAmount("0.135", currency: .usd)) == "$0.14")
        #expect(FiatFormatter(.en).format(try FiatAmount("0.1250001", currency: .usd)) == "$0.13")
        #expect(
            FiatFormatter(.en).format(try FiatAmount("7", currency: FiatCurrency(code: "jpy", fractionDigits: 0)))
                == "JPY 7")
    }

    @Test func rejectsWhatIsNotADecimal() {
        for text in ["", "-", "1.", ".5", "1e5", "1,5", "+1", "1.2.3", "NaN"] {
            #expect(throws: AmountError.self, "\(text)") { try FiatAmount(text, currency: .usd) }
        }
    }
}
