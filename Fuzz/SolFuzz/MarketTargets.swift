import Foundation
import MarketData

let marketTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "coingecko-json", maxLen: 65_536,
        summary:
            "CoinGeckoDecoder (first byte picks markets/global/coin/chart/simple-price/search/list/jupiter): a value or MarketDataError.malformed; the fast /coins/markets reader agrees with JSONDecoder; decoded coins re-encode and decode to the same; sort, search and portfolio math never trap",
        run: fuzzCoinGeckoJSON),
    FuzzTarget(
        name: "news-feed", maxLen: 65_536,
        summary:
            "FeedParser (RSS 2.0 and Atom) and FeedDate: a feed or MarketDataError.malformed/.responseTooLarge, never a trap; no DTD accepted; items bounded, de-duplicated, newest first, links http(s) only",
        run: fuzzNewsFeed),
]

func fuzzCoinGeckoJSON(_ data: [UInt8]) {
    guard let selector = data.first else { return }
    let body = Array(data.dropFirst())
    _ = CoinGeckoDecoder.errorMessage(body)
    do throws(MarketDataError) {
        switch selector % 8 {
        case 0:
            // Differential: what the fast tape reader accepts, the reference decodes to the same coins.
            if let fast = MarketsTapeReader.coins(body) {
                check(
                    (try? CoinGeckoDecoder.referenceMarkets(body)) == fast, "the tape reader and the reference disagree"
                )
            }
            let coins = try CoinGeckoDecoder.markets(body)
            // A number too large for a Double decodes as infinity, which JSON cannot write back: no round trip then.
            if let encoded = try? JSONEncoder().encode(coins) {
                let again = try CoinGeckoDecoder.markets([UInt8](encoded))
                check(again == coins, "coins changed through encode/decode")
            }
            for order in MarketSort.allCases {
                let sorted = MarketScreen.sort(coins, by: order, holdings: ["bitcoin": 1])
                check(sorted.count == coins.count, "sort \(order) lost coins")
            }
            let found = MarketScreen.filter(coins, search: String(decoding: body.prefix(3), as: UTF8.self))
            check(found.count <= coins.count, "search added coins")
            let holdings = Dictionary(coins.map { ($0.id, 1.0) }, uniquingKeysWith: { a, _ in a })
            let valuation = PortfolioValuation(holdings: holdings, coins: coins)
            check(!(valuation.change24hPercent?.isNaN ?? false), "NaN portfolio change")
            for coin in coins { _ = coin.sparklinePoints(end: 0) }
        case 1:
            _ = try CoinGeckoDecoder.global(body)
        case 2:
            let coin = try CoinGeckoDecoder.coinDetail(body)
            if let html = coin.descriptionHTML {
                let plain = HTMLText.plain(html)
                check(plain.utf8.count <= html.utf8.count * 4 + 4, "HTML stripping grew the text")
            }
        case 3:
            let chart = try CoinGeckoDecoder.marketChart(body)
            check(chart.prices.count <= body.count, "more points than bytes")
        case 4:
            _ = try CoinGeckoDecoder.simplePrices(body)
        case 5:
            _ = try CoinGeckoDecoder.search(body)
        case 6:
            let list = try CoinGeckoDecoder.coinList(body)
            _ = CoinListEntry.solanaMints(list)
        default:
            let prices = try CoinGeckoDecoder.jupiterPrices(body)
            for price in prices.values { check(price.usdPrice >= 0 && price.usdPrice.isFinite, "bad Jupiter price") }
        }
    } catch {
        switch error {
        case .malformed: break
        default: check(false, "a decoder threw \(error) instead of .malformed")
        }
    }
}

func fuzzNewsFeed(_ data: [UInt8]) {
    _ = FeedDate.parse(String(decoding: data.prefix(64), as: UTF8.self))
    do throws(MarketDataError) {
        let feed = try FeedParser.parse(data)
        check(!FeedParser.containsDoctype(data), "a feed with a DTD was accepted")
        check(feed.items.count <= NewsFeed.maximumItems, "more items than the limit")
        check(Set(feed.items.map(\.key)).count == feed.items.count, "duplicate items")
        var previous: Date?
        var undatedSeen = false
        for item in feed.items {
            check(item.title.count <= NewsFeed.maximumTitle, "title over the limit")
            check(item.summary.count <= NewsFeed.maximumSummary, "summary over the limit")
            if let link = item.link {
                check(
                    link.lowercased().hasPrefix("http://") || link.lowercased().hasPrefix("https://"), "non-http link")
            }
            if let date = item.published {
                check(!undatedSeen, "a dated item after an undated one")
                if let previous { check(date <= previous, "items not newest first") }
                previous = date
            } else {
                undatedSeen = true
            }
        }
    } catch {
        switch error {
        case .malformed, .responseTooLarge: break
        default: check(false, "the feed parser threw \(error)")
        }
    }
}
