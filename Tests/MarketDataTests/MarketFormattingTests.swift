import Foundation
import MarketData
import Testing
import WalletPresentation

/// The market app's number formats, each expected value worked out by hand from the rules in market-and-ux.md §2
/// (printf rounding: 123456 → "123.46K", not the "123.45K" of the seed's comment).
@Suite struct MarketFormattingTests {
    let en = MarketNumberFormatter(.en)

    @Test func abbreviationsRoundAsPrintf() {
        #expect(en.abbreviated(123_456) == "123.46K")
        #expect(en.abbreviated(12_345_678) == "12.35M")
        #expect(en.abbreviated(2_515_268_352_188.766) == "2.52T")
        #expect(en.abbreviated(198_293_501_804.3288) == "198.29B")
        #expect(en.abbreviated(1_000) == "1.00K")
        #expect(en.abbreviated(999.999) == "1000.00")  // under 1e3, so no suffix; printf rounds up (the seed too)
        #expect(en.abbreviated(999_999.999) == "1000.00K")
        #expect(en.abbreviated(-1_234) == "-1.23K")
        #expect(en.abbreviated(12) == "12.00")
        #expect(en.abbreviated(0.004) == "0.00")
        #expect(en.abbreviated(.nan) == "n/a")
        #expect(en.abbreviated(.infinity) == "n/a")
        #expect(en.currencyAbbreviated(1_100_013_258_170, currency: .usd) == "$1.10T")
        #expect(en.currencyAbbreviated(-13_240_944_103, currency: .usd) == "-$13.24B")
    }

    @Test func abbreviationsInEachLanguage() {
        #expect(MarketNumberFormatter(.pt).abbreviated(123_456) == "123,46 mil")
        #expect(MarketNumberFormatter(.pt).currencyAbbreviated(2_515_268_352_188.766, currency: .usd) == "US$ 2,52 tri")
        #expect(MarketNumberFormatter(.pt).abbreviated(12_345_678) == "12,35 mi")
        #expect(MarketNumberFormatter(.pt).abbreviated(198_293_501_804.3288) == "198,29 bi")
        #expect(MarketNumberFormatter(.el).currencyAbbreviated(2_515_268_352_188.766, currency: .usd) == "2,52 τρισ. $")
        #expect(MarketNumberFormatter(.el).abbreviated(123_456) == "123,46 χιλ.")
        #expect(MarketNumberFormatter(.tr).currencyAbbreviated(2_515_268_352_188.766, currency: .usd) == "$2,52 Tn")
        #expect(MarketNumberFormatter(.tr).abbreviated(198_293_501_804.3288) == "198,29 Mr")
        #expect(MarketNumberFormatter(.tr).abbreviated(12_345_678) == "12,35 Mn")
        #expect(MarketNumberFormatter(.tr).abbreviated(123_456) == "123,46 B")
    }

    @Test func pricesWithTwoToSixDecimals() {
        #expect(en.price(58908, currency: .usd) == "$58,908.00")
        #expect(en.price(0.000123456, currency: .usd) == "$0.000123")
        #expect(en.price(0.0000004, currency: .usd) == "$0.00")
        #expect(en.price(1.5, currency: .usd) == "$1.50")
        #expect(en.price(0.1234567, currency: .usd) == "$0.123457")
        #expect(en.price(67.81, currency: .usd) == "$67.81")
        #expect(en.price(-0.07776594, currency: .usd) == "-$0.077766")
        #expect(en.price(1_234_567.891, currency: .usd) == "$1,234,567.891")
        #expect(en.price(1.5, currency: .eur) == "€1.50")
        #expect(MarketNumberFormatter(.pt).price(58908, currency: .usd) == "US$ 58.908,00")
        #expect(MarketNumberFormatter(.el).price(58908, currency: .usd) == "58.908,00 $")
        #expect(MarketNumberFormatter(.tr).price(58908, currency: .usd) == "$58.908,00")
        #expect(en.money(1_234.5678, currency: .usd) == "$1,234.57")
        #expect(en.money(0, currency: .usd) == "$0.00")
    }

    @Test func percentages() {
        #expect(en.percent(-4.42128) == "-4.42%")
        #expect(en.percent(60.70858347681936) == "60.71%")
        #expect(en.percent(1.39234) == "1.39%")
        #expect(MarketNumberFormatter(.pt).percent(1.39234) == "1,39%")
        #expect(MarketNumberFormatter(.el).percent(1.39234) == "1,39%")
        #expect(MarketNumberFormatter(.tr).percent(1.39234) == "%1,39")
        #expect(en.percent(.nan) == "n/a")
    }

    @Test func htmlIsStrippedAsTheSeedDoes() {
        let html =
            #"<p><a href="https://www.coingecko.com/en/coins/bitcoin">Bitcoin</a> is the first &amp; best-known "#
            + "<b>cryptocurrency</b>.</p>\r\n\r\n\r\n<p>Price &lt; $1 &#8217;s &#x41;</p> a < b"
        #expect(
            HTMLText.plain(html) == "Bitcoin is the first & best-known cryptocurrency.\n\nPrice < $1 \u{2019}s A a < b")
        #expect(HTMLText.plain("") == "")
        #expect(HTMLText.plain("<>x</>") == "<>x")  // `<[^>]+>` needs a character inside
        #expect(HTMLText.plain("&bogus; &#99999999999;") == "&bogus; &#99999999999;")
    }

    @Test func everyLanguageHasTheMarketStrings() {
        for language in Language.allCases {
            #expect(Localizer.missingKeys(in: language).isEmpty)
            #expect(Localizer.placeholderMismatches(in: language).isEmpty)
        }
    }
}
