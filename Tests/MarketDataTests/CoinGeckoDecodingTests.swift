import Foundation
import MarketData
import TestSupport
import Testing

/// The recorded answers decode to the values in the files (read off the JSON by hand), and broken answers are
/// typed errors that name the bad field.
@Suite struct CoinGeckoDecodingTests {
    func fixture(_ name: String) throws -> [UInt8] { [UInt8](try Oracle.fixture("coingecko/" + name)) }

    @Test func recordedMarketsAnswer() throws {
        let coins = try CoinGeckoDecoder.markets(fixture("coins_markets_sparkline_24h.json"))
        #expect(coins.count == 1)
        let btc = try #require(coins.first)
        #expect(btc.id == "bitcoin" && btc.symbol == "btc" && btc.name == "Bitcoin")
        #expect(btc.image == "https://assets.coingecko.com/coins/images/1/large/bitcoin.png?1547033579")
        #expect(btc.currentPrice == 58908)
        #expect(btc.marketCap == 1_100_013_258_170)
        #expect(btc.marketCapRank == 1)
        #expect(btc.fullyDilutedValuation == 1_235_028_318_246)
        #expect(btc.totalVolume == 69_075_964_521)
        #expect(btc.high24h == 59504 && btc.low24h == 57672)
        #expect(btc.priceChange24h == 808.94 && btc.priceChangePercentage24h == 1.39234)
        #expect(btc.marketCapChange24h == 13_240_944_103 && btc.marketCapChangePercentage24h == 1.21837)
        #expect(btc.circulatingSupply == 18_704_250 && btc.totalSupply == 21_000_000 && btc.maxSupply == 21_000_000)
        #expect(btc.ath == 64805 && btc.athChangePercentage == -9.24909 && btc.athDate == "2021-04-14T11:54:46.763Z")
        #expect(btc.atl == 67.81 && btc.atlChangePercentage == 86630.1867)
        #expect(btc.roi == nil)
        #expect(btc.lastUpdated == "2021-05-09T04:06:09.766Z")
        #expect(btc.sparkline7d == [57812.96915967891, 57504.33531773738])
        #expect(btc.priceChangePercentage24hInCurrency == 1.3923423473152687)
        #expect(btc.change24hPercent == 1.3923423473152687)
        // The sparkline spans the 7 days before last_updated (1620533169766 ms).
        let points = btc.sparklinePoints()
        #expect(points.map(\.time) == [1_620_533_169_766 - 7 * 86_400_000, 1_620_533_169_766])
        #expect(points.map(\.price) == [57812.96915967891, 57504.33531773738])
    }

    @Test func recordedGlobalAnswer() throws {
        let global = try CoinGeckoDecoder.global(fixture("global.json"))
        #expect(global.activeCryptocurrencies == 17111)
        #expect(global.markets == 1297)
        #expect(global.totalMarketCap["usd"] == 2_515_268_352_188.766)
        #expect(global.totalMarketCap["eur"] == 2_298_552_830_964.182)
        #expect(global.totalVolume["usd"] == 198_293_501_804.3288)
        #expect(global.marketCapPercentage["btc"] == 60.70858347681936)
        #expect(global.marketCapChangePercentage24hUsd == -9.999293796813587)
        #expect(global.updatedAt == 1_744_025_333)
    }

    @Test func recordedCoinDetail() throws {
        let coin = try CoinGeckoDecoder.coinDetail(fixture("coins_id_full_localization_false.json"))
        #expect(coin.id == "bitconnect" && coin.symbol == "bcc" && coin.name == "Bitconnect")
        #expect(coin.blockTimeInMinutes == 2)
        #expect(coin.hashingAlgorithm == "Scrypt")
        #expect(coin.categories.isEmpty)
        #expect(coin.descriptionHTML == "")
        #expect(coin.links.homepage == ["https://bitconnectcoin.co"])
        #expect(coin.links.blockchainSite == ["https://chainz.cryptoid.info/bcc/"])
        #expect(coin.links.subredditURL == nil)
        #expect(coin.links.github == ["https://github.com/bitconnectcoin/bitconnectcoin"])
        #expect(coin.marketCapRank == nil)
        #expect(coin.genesisDate == "2016-12-24")
        let figures = try #require(coin.marketData)
        #expect(figures.currentPrice["usd"] == 1.68)
        #expect(figures.marketCap["usd"] == 0)
        #expect(figures.totalVolume["usd"] == 1.12)
        #expect(figures.high24h["usd"] == 2.78 && figures.low24h["usd"] == 1.6)
        #expect(figures.priceChange24hInCurrency["usd"] == -0.07776594)
        #expect(figures.priceChangePercentage24hInCurrency["usd"] == -4.42128)
        #expect(figures.fullyDilutedValuation["usd"] == nil)  // null in the answer: missing, not 0
        #expect(figures.totalSupply == 28_000_000 && figures.maxSupply == nil)
    }

    @Test func recordedChartSearchAndList() throws {
        let chart = try CoinGeckoDecoder.marketChart(fixture("coins_id_market_chart.json"))
        #expect(chart.prices.map(\.time) == [1_711_843_200_000, 1_711_929_600_000, 1_711_983_682_000])
        #expect(chart.prices.map(\.price) == [69702.3087473573, 71246.9514406015, 68887.7495158568])
        #expect(chart.marketCaps.count == 3 && chart.totalVolumes[2].price == 30137418199.6431)

        let search = try CoinGeckoDecoder.search(fixture("search.json"))
        #expect(search.coins.map(\.id) == ["ethereum", "ethereum-classic", "sweth"])
        #expect(search.coins.map(\.marketCapRank) == [2, 27, 142])

        let list = try CoinGeckoDecoder.coinList(fixture("coins_list_include_platform.json"))
        #expect(list.map(\.id) == ["0chain", "01coin"])
        #expect(list[0].platforms["ethereum"] == "0xb9ef770b6a5e12e45983c5d80545258aa38f3b78")
        #expect(list[1].platforms.isEmpty)
        let withMint =
            [
                CoinListEntry(
                    id: "jupiter", symbol: "jup", name: "Jupiter",
                    platforms: [
                        "solana": "JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN"
                    ])
            ] + list
        #expect(CoinListEntry.solanaMints(withMint) == ["JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN": "jupiter"])
    }

    @Test func nullsInOptionalFieldsAndEssentialsRequired() throws {
        let minimal =
            #"[{"id":"x","symbol":"x","name":"X","image":"i","current_price":1.5,"market_cap":null,"#
            + #""market_cap_rank":null,"roi":{"times":1.2,"currency":"usd","percentage":120},"#
            + #""sparkline_in_7d":{"price":[]}}]"#
        let coin = try #require(try CoinGeckoDecoder.markets(Array(minimal.utf8)).first)
        #expect(coin.marketCap == nil && coin.marketCapRank == nil && coin.totalVolume == nil)
        #expect(coin.roi?.percentage == 120)
        #expect(coin.sparkline7d == [])
        #expect(coin.sparklinePoints().isEmpty)

        let noPrice = #"[{"id":"x","symbol":"x","name":"X","image":"i","current_price":null}]"#
        #expect(throws: MarketDataError.malformed("/coins/markets: [0].current_price is null")) {
            try CoinGeckoDecoder.markets(Array(noPrice.utf8))
        }
        let noID = #"[{"symbol":"x","name":"X","image":"i","current_price":1}]"#
        #expect(throws: MarketDataError.malformed("/coins/markets: [0].id is missing")) {
            try CoinGeckoDecoder.markets(Array(noID.utf8))
        }
    }

    @Test func malformedAnswersAreTypedErrors() throws {
        // The SwiftfulCrypto fork's coin_details_success.json has this trailing comma; strict JSON (Python) rejects
        // it, Foundation's JSONDecoder on Linux accepts it (found by this test): documented, not relied on.
        let trailingComma = #"{"id":"bitcoin","symbol":"btc","name":"Bitcoin","links":{"homepage":["a",]}}"#
        #expect(try CoinGeckoDecoder.coinDetail(Array(trailingComma.utf8)).links.homepage == ["a"])
        for text in ["", "<html>", "[", "{\"prices\":[[1]]}", "{\"prices\":[[1,2,3]]}", "{\"data\":5}"] {
            #expect(throws: MarketDataError.self) { try CoinGeckoDecoder.marketChart(Array(text.utf8)) }
            #expect(throws: MarketDataError.self) { try CoinGeckoDecoder.global(Array(text.utf8)) }
        }
        // Every prefix of a recorded answer is an error, never a crash or a partial list.
        let body = try fixture("coins_markets_sparkline_24h.json")
        for length in stride(from: 0, to: body.count - 5, by: 7) {
            #expect(throws: MarketDataError.self) { try CoinGeckoDecoder.markets(Array(body[..<length])) }
        }
    }

    @Test func simplePricesAndJupiter() throws {
        let simple =
            #"{"solana":{"usd":172.1,"usd_market_cap":8.1e10,"usd_24h_vol":2.5e9,"usd_24h_change":-1.5,"#
            + #""last_updated_at":1711356300},"nothing":null}"#
        let prices = try CoinGeckoDecoder.simplePrices(Array(simple.utf8))
        #expect(prices.keys.sorted() == ["solana"])
        #expect(prices["solana"]?.prices == ["usd": 172.1])
        #expect(prices["solana"]?.change24h == ["usd": -1.5])
        #expect(prices["solana"]?.marketCap == ["usd": 8.1e10])
        #expect(prices["solana"]?.volume24h == ["usd": 2.5e9])
        #expect(prices["solana"]?.lastUpdatedAt == 1_711_356_300)

        let jupiter =
            #"{"So11111111111111111111111111111111111111112":{"usdPrice":147.48,"liquidity":621679197.67,"#
            + #""blockId":348004023,"decimals":9,"priceChange24h":1.29,"createdAt":"2024-06-05T08:55:25.527Z"},"#
            + #""JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN":null}"#
        let quotes = try CoinGeckoDecoder.jupiterPrices(Array(jupiter.utf8))
        #expect(quotes.count == 1)
        #expect(quotes["So11111111111111111111111111111111111111112"]?.usdPrice == 147.48)
        #expect(quotes["So11111111111111111111111111111111111111112"]?.decimals == 9)
    }

    @Test func errorMessagesFromJSONBodiesOnly() {
        let rateLimit = #"{"status":{"error_code":429,"error_message":"You've exceeded the Rate Limit."}}"#
        #expect(CoinGeckoDecoder.errorMessage(Array(rateLimit.utf8)) == "You've exceeded the Rate Limit.")
        #expect(CoinGeckoDecoder.errorMessage(Array(#"{"error":"coin not found"}"#.utf8)) == "coin not found")
        #expect(CoinGeckoDecoder.errorMessage(Array("<html><body>Error 1015</body></html>".utf8)) == nil)
        #expect(CoinGeckoDecoder.errorMessage(Array(#"{"error":"a\nb\u001b[31m"}"#.utf8)) == "a b[31m")
    }
}
