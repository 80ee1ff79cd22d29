import Foundation
import TestSupport
import Testing

@testable import MarketData

/// The fast `/coins/markets` reader against the reference (`JSONDecoder` and `MarketCoin.init(from:)`): on the
/// recorded page, and on fresh random pages with the shapes a hostile or sloppy service sends (nulls, missing and
/// repeated members, other types, escapes, numbers out of range, ranks with fractions, unknown members). Whatever the
/// reader accepts must decode to the same coins through the reference; what it leaves must still come out of
/// `CoinGeckoDecoder.markets` as the reference's value or error.
@Suite struct MarketsTapeReaderTests {
    @Test func theRecordedPageIsReadByTheFastPath() throws {
        let body = [UInt8](try Oracle.fixture("coingecko/coins_markets_sparkline_24h.json"))
        let fast = try #require(MarketsTapeReader.coins(body))
        #expect(fast == (try CoinGeckoDecoder.referenceMarkets(body)))
        #expect(fast.first?.id == "bitcoin")
    }

    @Test func randomPagesDecodeAsTheReferenceDoes() throws {
        var generator = TestRandom.rng
        var fastCount = 0
        var plainFast = 0
        let pages = 600
        for round in 0..<pages {
            let plain = round % 3 == 0
            let text = Self.page(plain: plain, using: &generator)
            let body = Array(text.utf8)
            let reference = Result { () throws(MarketDataError) in try CoinGeckoDecoder.referenceMarkets(body) }
            if let fast = MarketsTapeReader.coins(body) {
                fastCount += 1
                if plain { plainFast += 1 }
                let expected = try #require(
                    try? reference.get(), "the reader accepted what the reference refuses: \(text)")
                #expect(fast == expected, "\(text)")
            } else {
                #expect(!plain, "a plain page was left to the slow path: \(text)")
            }
            // Whatever path it takes, the public decoder gives the reference's answer.
            let decoded = Result { () throws(MarketDataError) in try CoinGeckoDecoder.markets(body) }
            switch (decoded, reference) {
            case (.success(let a), .success(let b)): #expect(a == b)
            case (.failure(let a), .failure(let b)): #expect(a == b)
            default: Issue.record("markets and the reference disagree on \(text)")
            }
        }
        #expect(plainFast == pages / 3)
        #expect(fastCount > plainFast, "no mutated page was read by the fast path")
        #expect(fastCount < pages, "every mutated page was read by the fast path")
    }

    // MARK: Random pages

    static let doubleFields = [
        "current_price", "market_cap", "fully_diluted_valuation", "total_volume", "high_24h", "low_24h",
        "price_change_24h", "price_change_percentage_24h", "market_cap_change_24h", "market_cap_change_percentage_24h",
        "circulating_supply", "total_supply", "max_supply", "ath", "ath_change_percentage", "atl",
        "atl_change_percentage", "price_change_percentage_24h_in_currency",
    ]
    static let stringFields = ["id", "symbol", "name", "image", "ath_date", "atl_date", "last_updated"]

    static func number<G: RandomNumberGenerator>(using generator: inout G) -> String {
        let value =
            Double.random(in: -1...1, using: &generator) * pow(10, Double.random(in: -9...13, using: &generator))
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return String(Int64(value))
        case 1: return String(format: "%.6e", value)
        default: return "\(value)"
        }
    }

    static func string<G: RandomNumberGenerator>(using generator: inout G) -> String {
        let pieces = ["btc", "Sol", "é", "\\u00e9", "\\n", "\\\"", "ünï", "😀", "\\ud83d\\ude00", "x y", "/"]
        return "\""
            + (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            .joined() + "\""
    }

    /// A hostile value for any field.
    static func oddValue<G: RandomNumberGenerator>(using generator: inout G) -> String {
        [
            "null", "true", "\"12\"", "[]", "{}", "1e400", "-1e400", "1e-400", "0e-400",
            "123456789012345678901234567890",
            "1.0", "2.5", "1e2", "-0", "\"\\ud800\"", "[1,null,\"x\"]", "{\"price\":[1,2]}",
        ].randomElement(using: &generator)!
    }

    static func coin<G: RandomNumberGenerator>(plain: Bool, using generator: inout G) -> String {
        var members: [(String, String)] = []
        for field in stringFields {
            let value = plain || Int.random(in: 0..<6, using: &generator) > 0 ? string(using: &generator) : "null"
            members.append((field, value))
        }
        for field in doubleFields {
            let value = plain || Int.random(in: 0..<6, using: &generator) > 0 ? number(using: &generator) : "null"
            members.append((field, value))
        }
        members.append(
            (
                "market_cap_rank",
                Bool.random(using: &generator) ? String(Int.random(in: 1...10_000, using: &TestRandom.rng)) : "null"
            ))
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: members.append(("roi", "null"))
        case 1:
            members.append(
                ("roi", "{\"times\": \(number(using: &generator)), \"currency\": \"usd\", \"percentage\": 1.5}"))
        default: break
        }
        let prices = (0..<Int.random(in: 0...200, using: &generator)).map { _ in
            plain || Int.random(in: 0..<20, using: &generator) > 0 ? number(using: &generator) : "null"
        }
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: members.append(("sparkline_in_7d", "null"))
        case 1: members.append(("sparkline_in_7d", "{\"price\": null}"))
        case 2: members.append(("sparkline_in_7d", "{}"))
        default:
            members.append(("sparkline_in_7d", "{\"price\": [\(prices.joined(separator: ","))], \"other\": [1]}"))
        }
        members.append(("unknown_\(Int.random(in: 0...3, using: &generator))", "{\"deep\": [[{\"x\": \"\\u00e9\"}]]}"))
        if !plain {
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = Int.random(in: 0..<members.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: members[index].1 = oddValue(using: &generator)
                case 1: members.remove(at: index)
                case 2: members.append(members[index])  // a member given twice
                default: members[index].0 = members[index].0.replacingOccurrences(of: "a", with: "\\u0061")
                }
            }
        }
        members.shuffle(using: &generator)
        return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    static func page<G: RandomNumberGenerator>(plain: Bool, using generator: inout G) -> String {
        let count = Int.random(in: 0...4, using: &generator)
        return "[" + (0..<count).map { _ in coin(plain: plain, using: &generator) }.joined(separator: ",") + "]"
    }
}
