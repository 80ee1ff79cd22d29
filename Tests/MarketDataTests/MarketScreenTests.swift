import Foundation
import MarketData
import TestSupport
import Testing
import WalletPresentation

/// The market screen (tiles, sort orders, search, every row's figures) against pandas reading the same answer
/// (`Tests/Oracles/market_oracle.py`), on the recorded answers and on fresh random lists.
@Suite struct MarketScreenTests {
    struct OracleScreen: Decodable {
        struct Row: Decodable, Equatable { let id, price, change, cap, rank: String }
        struct Tiles: Decodable {
            let marketCap, marketCapChange, volume24h, btcDominance, portfolioValue: String
        }
        let ids: [String]
        let rows: [Row]
        let tiles: Tiles?
    }

    struct ScreenRequest: Encodable {
        let markets: String
        let global: String?
        let currency: String
        let sort: String
        let search: String?
    }

    func oracle(_ marketsPath: String, global: String? = nil, sort: MarketSort, search: String?) throws
        -> OracleScreen
    {
        try Oracle.ask(
            "screen",
            ScreenRequest(
                markets: marketsPath, global: global, currency: "usd", sort: sort.rawValue,
                search: search), as: OracleScreen.self, script: "market_oracle.py")
    }

    func rows(_ view: MarketViewModel) -> [OracleScreen.Row] {
        view.rows.map { .init(id: $0.id, price: $0.price, change: $0.change24h, cap: $0.marketCap, rank: $0.rankText) }
    }

    @Test func recordedAnswersTilesAndRow() throws {
        let fixtures = Oracle.repositoryRoot.appendingPathComponent("Tests/Fixtures/coingecko").path
        let markets = fixtures + "/coins_markets_sparkline_24h.json"
        let global = fixtures + "/global.json"
        let coins = try CoinGeckoDecoder.markets([UInt8](try Data(contentsOf: URL(fileURLWithPath: markets))))
        let globalValue = try CoinGeckoDecoder.global([UInt8](try Data(contentsOf: URL(fileURLWithPath: global))))
        let view = MarketViewModel(
            coins: Loaded(value: coins, source: .remote), global: Loaded(value: globalValue, source: .remote),
            currency: .usd, language: .en)
        let expected = try oracle(markets, global: global, sort: .rank, search: nil)
        let tiles = try #require(expected.tiles)
        #expect(
            view.tiles.map(\.value) == [tiles.marketCap, tiles.volume24h, tiles.btcDominance, tiles.portfolioValue])
        #expect(view.tiles[0].change == tiles.marketCapChange)
        #expect(rows(view) == expected.rows)
        // And by hand: $2.52T ▼ -10.00%, $198.29B, 60.71%, $0.00 with no change; BTC $58,908.00 +1.39% $1.10T.
        #expect(view.tiles.map(\.value) == ["$2.52T", "$198.29B", "60.71%", "$0.00"])
        #expect(view.tiles[0].trend == "down" && view.tiles[0].change == "-10.00%")
        #expect(view.tiles[3].change == "—" && view.tiles[3].changePercent == nil)
        #expect(rows(view) == [.init(id: "bitcoin", price: "$58,908.00", change: "1.39%", cap: "$1.10T", rank: "1")])
        #expect(view.rows[0].symbol == "BTC" && view.rows[0].trend == "up")
        let text = view.terminalText()
        #expect(text.contains("Market Cap"))
        #expect(text.contains("$2.52T") && text.contains("▼ -10.00%") && text.contains("$58,908.00"))
    }

    @Test func randomListsSortAndSearchAsPandas() throws {
        struct Generate: Encodable { let count: Int; let seed: Int }
        let seed = Int.random(in: 0..<1_000_000, using: &TestRandom.rng)
        let data = try Oracle.run(
            script: "market_oracle.py", arguments: ["generate"],
            input: JSONEncoder().encode(Generate(count: 80, seed: seed)))
        let path = NSTemporaryDirectory() + "markets-\(UUID().uuidString).json"
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let coins = try CoinGeckoDecoder.markets([UInt8](data))
        #expect(coins.count == 80)
        // Every sort and search asked of pandas in one process (it takes most of a second to import).
        let queries = MarketSort.allCases.flatMap { sort in
            [nil, "", "sol", "ΕΛΛΗΝ", "1", "zzz-nothing"].map { (sort: sort, search: $0) }
        }
        struct Screens: Encodable { let screens: [ScreenRequest] }
        let answers = try Oracle.ask(
            "screens",
            Screens(
                screens: queries.map {
                    ScreenRequest(
                        markets: path, global: nil, currency: "usd", sort: $0.sort.rawValue, search: $0.search)
                }), as: [OracleScreen].self, script: "market_oracle.py")
        #expect(answers.count == queries.count)
        for ((sort, search), expected) in zip(queries, answers) {
            let view = MarketViewModel(
                coins: Loaded(value: coins, source: .remote), global: nil, currency: .usd, sort: sort,
                search: search, language: .en)
            #expect(view.rows.map(\.id) == expected.ids, "seed \(seed), sort \(sort), search \(search ?? "nil")")
            #expect(rows(view) == expected.rows, "seed \(seed), sort \(sort)")
            #expect((view.placeholder != nil) == expected.ids.isEmpty)
        }
    }

    @Test func portfolioValueAndCorrectedChange() {
        // Hand-derived: 2 × 100 (+25 %) and 10 × 5 (−50 %) → value 250; previous 200/1.25 + 50/0.5 = 260;
        // change (250 − 260) / 260 × 100 = −3.846153…%.
        let coins = [
            MarketCoin(id: "a", symbol: "a", name: "A", image: "", currentPrice: 100, priceChangePercentage24h: 25),
            MarketCoin(id: "b", symbol: "b", name: "B", image: "", currentPrice: 5, priceChangePercentage24h: -50),
            MarketCoin(id: "c", symbol: "c", name: "C", image: "", currentPrice: 7),
        ]
        let valuation = PortfolioValuation(holdings: ["a": 2, "b": 10, "gone": 3], coins: coins)
        #expect(valuation.value == 250)
        #expect(valuation.previousValue == 260)
        #expect(abs(valuation.change24hPercent! - (-10.0 / 260.0 * 100)) < 1e-12)
        #expect(valuation.unpriced == ["gone"])
        // A coin without a 24h change counts as unchanged.
        #expect(PortfolioValuation(holdings: ["c": 1], coins: coins).change24hPercent == 0)
        // Empty: value 0, no change (never NaN).
        let empty = PortfolioValuation(holdings: [:], coins: coins)
        #expect(empty.value == 0 && empty.change24hPercent == nil)
        let view = MarketViewModel(
            coins: Loaded(value: coins, source: .remote), global: nil, currency: .usd, sort: .holdingsDesc,
            holdings: ["a": 2, "b": 10], language: .en)
        #expect(view.tiles[3].value == "$250.00" && view.tiles[3].change == "-3.85%")
        #expect(view.rows.map(\.id) == ["a", "b", "c"])  // by holding value, 200 then 50, then no holding
        #expect(view.tiles[0].value == "n/a")  // no /global: n/a, never $0
    }

    @Test func offlineNoticeShowsTheAge() {
        let coins = [MarketCoin(id: "a", symbol: "a", name: "A", image: "", currentPrice: 1)]
        let view = MarketViewModel(
            coins: Loaded(value: coins, source: .offline(age: 3 * 3_600 + 5, reason: "connection refused")),
            global: nil, currency: .usd, language: .pt)
        #expect(view.notice?.ageSeconds == 10_805)
        #expect(view.notice?.offlineReason == "connection refused")
        #expect(view.notice?.text == Localizer(.pt)(.cachedNotice, "há 3 horas", "connection refused"))
        #expect(view.rows[0].price == "US$ 1,00")
    }
}
