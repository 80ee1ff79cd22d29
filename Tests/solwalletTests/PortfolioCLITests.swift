import Foundation
import SolanaCore
import SolanaRPC
import TestSupport
import Testing
import WalletPresentation

/// `solwallet portfolio` and `solwallet news` through the binary, against a local server serving CoinGecko-shaped
/// answers and feeds (and localnet for the accounts): every figure on the screen and in `--json` against pandas
/// (`market_oracle.py portfolio`) or feedparser (`news_oracle.py`), the save rules, snapshots and the history chart,
/// and the errors with what to do next.
@Suite(.serialized) struct PortfolioCLITests {
    struct OracleLine: Encodable { let id: String; let amount: String; let price: Double?; let change: Double? }
    struct OracleRequest: Encodable { let lines: [OracleLine] }
    struct OracleReply: Decodable {
        struct Texts: Decodable {
            let value: String; let change: String; let allocation: [String]; let values: [String]
        }
        let value: Double
        let change: Double?
        let texts: Texts
    }

    func run(_ arguments: [String], server: URL, home: String, extra: [String: String] = [:]) throws -> CLI.Result {
        var environment = [
            "SOLWALLET_COINGECKO_URL": server.absoluteString,
            "SOLWALLET_JUPITER_URL": server.absoluteString
                + "/price/v3", "SOLWALLET_HOME": home, "LANG": "C",
        ]
        for (key, value) in extra { environment[key] = value }
        return try CLI.run(arguments, stdin: "", environment: environment)
    }

    static func coins(_ entries: [(String, String, Double, Double?)]) throws -> Data {
        try JSONSerialization.data(
            withJSONObject: entries.map { id, symbol, price, change in
                [
                    "id": id, "symbol": symbol, "name": id.capitalized,
                    "image": "https://coin-images.coingecko.com/x.png",
                    "current_price": price, "price_change_percentage_24h": change as Any? ?? NSNull(),
                ] as [String: Any]
            })
    }

    @Test func manualHoldingsValueHistoryAndErrors() throws {
        let server = try MarketTestServer()
        let btc = Double(Int.random(in: 1_000_000...9_000_000, using: &TestRandom.rng)) / 100,
            btcChange = Double.random(in: -20...20, using: &TestRandom.rng)
        let eth = Double(Int.random(in: 100_000...500_000, using: &TestRandom.rng)) / 100
        try server.put(
            "coins_markets.json",
            try Self.coins([("bitcoin", "btc", btc, btcChange), ("ethereum", "eth", eth, nil)]))
        let home = NSTemporaryDirectory() + "solwallet-portfolio-" + UUID().uuidString
        let base = server.base()
        func cli(_ arguments: [String], extra: [String: String] = [:]) throws -> CLI.Result {
            try run(arguments, server: base, home: home, extra: extra)
        }

        // Empty: a message, no NaN, nothing stored.
        let empty = try cli(["portfolio", "--manual-only"])
        #expect(empty.status == 0 && empty.stdout.contains("You haven't added any coins yet"), "\(empty.stderr)")
        #expect(!empty.stdout.contains("NaN"))
        let emptyJSON = try cli(["portfolio", "--manual-only", "--json"]).json()
        let emptyView = try #require(emptyJSON["portfolio"] as? [String: Any])
        #expect(emptyView["change24hText"] as? String == "—" && emptyView["valueText"] as? String == "—")
        #expect(emptyJSON["snapshotStored"] as? Bool == false)

        // The save rules. (Amounts and prices are drawn so that no value falls exactly on half a cent: Swift's
        // formatter rounds the shortest decimal form of a tie half-even, printf and Python the binary value.)
        let btcAmount = "0.\(Int.random(in: 1...99_999_999, using: &TestRandom.rng))",
            ethAmount =
                "\(Int.random(in: 1...5000, using: &TestRandom.rng)).\(Int.random(in: 10_000...99_999, using: &TestRandom.rng))7"
        let added = try cli(["portfolio", "add", "bitcoin", btcAmount, "--json"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try added.json()["change"] as? String == "added" && added.json()["name"] as? String == "Bitcoin")
        #expect(try cli(["portfolio", "add", "ethereum", "7"]).stdout.contains("Added 7 of Ethereum (ethereum)"))
        // In Portuguese: typed and said with a decimal comma.
        let typedInPortuguese = try cli(["portfolio", "add", "ethereum", "7,5", "--lang", "pt"])
        let said = Localizer(.pt)(.cliPortfolioUpdated, "7,5", "Ethereum (ethereum)")
        #expect(typedInPortuguese.stdout.contains(said), "\(typedInPortuguese.stdout) \(typedInPortuguese.stderr)")
        let updated = try cli(["portfolio", "add", "ethereum", ethAmount, "--json"])
        #expect(try updated.json()["change"] as? String == "updated")
        let unknown = try cli(["portfolio", "add", "nosuchcoin", "1"])
        #expect(unknown.status == 1 && unknown.stderr.contains("solwallet market --search"), "\(unknown.stderr)")
        let badAmount = try cli(["portfolio", "add", "bitcoin", "-1"])
        #expect(badAmount.status != 0)
        let exponent = try cli(["portfolio", "add", "bitcoin", "1e3"])
        #expect(exponent.status == 1 && exponent.stderr.contains("invalid amount"), "\(exponent.stderr)")
        let zeroNew = try cli(["portfolio", "add", "dogecoin", "0"])
        #expect(zeroNew.status == 1 && zeroNew.stderr.contains("adds nothing"))
        let offline = try run(
            ["portfolio", "add", "solana", "1"], server: ClosedPort.url(), home: home)
        #expect(offline.status == 2 && offline.stderr.contains("could not be checked"), "\(offline.stderr)")

        // The screen against pandas.
        let reply: OracleReply = try Oracle.ask(
            "portfolio",
            OracleRequest(lines: [
                OracleLine(id: "bitcoin", amount: btcAmount, price: btc, change: btcChange),
                OracleLine(id: "ethereum", amount: ethAmount, price: eth, change: nil),
            ]), script: "market_oracle.py")
        let shown = try cli(["portfolio", "--manual-only", "--json"])
        #expect(shown.status == 0, "\(shown.stderr)")
        let json = try shown.json()
        #expect(json["snapshotStored"] as? Bool == true)
        let view = try #require(json["portfolio"] as? [String: Any])
        #expect(view["valueText"] as? String == reply.texts.value)
        #expect(view["change24hText"] as? String == reply.texts.change)
        let number = try #require(view["value"] as? Double)
        #expect(abs(number - reply.value) <= 1e-9 * reply.value)
        let rows = try #require(view["rows"] as? [[String: Any]])
        #expect(rows.map { $0["id"] as? String } == ["bitcoin", "ethereum"])
        #expect(rows.map { $0["allocationText"] as? String } == reply.texts.allocation)
        #expect(rows.map { $0["valueText"] as? String } == reply.texts.values)
        // Stored exactly, trailing zeros of the fraction dropped ("0.15147510" is shown as "0.1514751").
        func normalized(_ text: String) -> String {
            guard text.contains(".") else { return text }
            var result = text
            while result.hasSuffix("0") { result.removeLast() }
            if result.hasSuffix(".") { result.removeLast() }
            return result
        }
        #expect(rows.map { $0["amountDecimal"] as? String } == [normalized(btcAmount), normalized(ethAmount)])
        // The same amounts as integer strings with their decimals (docs/json-output.md): "0.1514751" is 1514751 × 10⁻⁷.
        func integer(_ decimal: String) -> String {
            let digits = String(decimal.filter { $0 != "." }.drop { $0 == "0" })
            return digits.isEmpty ? "0" : digits
        }
        #expect(
            rows.map { "\($0["amount"] as? String ?? "?")e-\($0["decimals"] as? Int ?? -1)" }
                == [
                    normalized(btcAmount), normalized(ethAmount),
                ].map { "\(integer($0))e-\($0.split(separator: ".").dropFirst().first?.count ?? 0)" })
        #expect(rows[1]["change24hText"] as? String == "n/a")
        let text = try cli(["portfolio", "--manual-only", "--no-snapshot"])
        for expected in [reply.texts.value, reply.texts.change, "BTC", "ETH", "manual"] + reply.texts.allocation {
            #expect(text.stdout.contains(expected), "missing \(expected) in\n\(text.stdout)")
        }
        // The market screen's Portfolio Value tile counts the same holdings with the same formula.
        let marketScreen = try cli(["market", "--json"])
        #expect(marketScreen.status == 0, "\(marketScreen.stderr)")
        let tiles = try #require(try marketScreen.json()["tiles"] as? [[String: Any]])
        let tile = try #require(tiles.first { $0["key"] as? String == "portfolioValue" })
        #expect(
            tile["valueText"] as? String == reply.texts.value && tile["changeText"] as? String == reply.texts.change)
        let portuguese = try cli(["portfolio", "--manual-only", "--no-snapshot", "--lang", "pt"])
        #expect(portuguese.stdout.contains("Portfólio") && portuguese.stdout.contains("US$ "), "\(portuguese.stdout)")

        // Snapshots and the history chart.
        let snap = try cli(["portfolio", "snapshot", "--manual-only", "--json"])
        #expect(snap.status == 0, "\(snap.stderr)")
        #expect(try snap.json()["valueText"] as? String == reply.texts.value)
        let svg = home + "/history.svg"
        let history = try cli(["portfolio", "history", "--json", "--svg", svg])
        #expect(history.status == 0, "\(history.stderr)")
        let points = try #require(try history.json()["snapshots"] as? [[String: Any]])
        #expect(points.count == 2 && points.allSatisfy { $0["valueText"] as? String == reply.texts.value })
        let drawing = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(drawing.contains("class=\"price\""))
        let again = try cli(["portfolio", "history", "--svg", svg])
        #expect(again.status == 1 && again.stderr.contains("--force"))
        let chart = try cli(["portfolio", "history"])
        #expect(chart.stdout.contains("Portfolio value over time") && chart.stdout.contains("2 snapshots"))

        // The price service down: the cached prices with their age…
        let cached = try run(
            ["portfolio", "--manual-only", "--no-snapshot", "--json"], server: ClosedPort.url(), home: home)
        #expect(cached.status == 0, "\(cached.stderr)")
        let cachedView = try #require(try cached.json()["portfolio"] as? [String: Any])
        #expect(cachedView["valueText"] as? String == reply.texts.value)
        // (Within the list's 60 s TTL the cache answers without asking; later the failure is named. Either way the
        // notice gives the prices' age.)
        #expect((cachedView["notice"] as? [String: Any])?["ageSeconds"] is Int, "\(cachedView)")
        // …and with nothing cached: every asset "no price", the value unknown (never $0.00), the reason in a note,
        // no snapshot stored.
        let other = home + "-other"
        #expect(try run(["portfolio", "add", "bitcoin", "1"], server: base, home: other).status == 0)
        #expect(try run(["portfolio", "add", "ethereum", "1"], server: base, home: other).status == 0)
        let down = try run(["portfolio", "--manual-only", "--json"], server: ClosedPort.url(), home: other)
        #expect(down.status == 0, "\(down.stderr)")
        let downJSON = try down.json()
        let downView = try #require(downJSON["portfolio"] as? [String: Any])
        #expect(downView["valueText"] as? String == "no price" && downView["value"] == nil, "\(downView)")
        #expect((downView["notes"] as? [String])?.contains { $0.contains("could not be reached") } == true)
        #expect(downJSON["snapshotStored"] as? Bool == false)
        let downSnapshot = try run(["portfolio", "snapshot", "--manual-only"], server: ClosedPort.url(), home: other)
        #expect(
            downSnapshot.status == 2 && downSnapshot.stderr.contains("nothing was stored"), "\(downSnapshot.stderr)")

        // Removing.
        #expect(try cli(["portfolio", "add", "ethereum", "0", "--json"]).json()["change"] as? String == "removed")
        #expect(try cli(["portfolio", "remove", "bitcoin"]).status == 0)
        let gone = try cli(["portfolio", "remove", "bitcoin"])
        #expect(gone.status == 1 && gone.stderr.contains("not in the portfolio"))
    }

    @Test func accountsOnLocalnetWithAnUnpricedMint() async throws {
        // Answering getGenesisHash with mainnet-beta's: only mainnet's SOL and tokens are valued in fiat.
        let localnet = try Localnet(extraArguments: ["--genesis-hash", "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d"])
        defer { localnet.stop() }
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let owner = Keypair.generate(), payer = Keypair.generate()
        let lamports = UInt64.random(in: 10_000_000...3_000_000_000, using: &TestRandom.rng)
        try await client.airdrop(owner.publicKey, lamports: lamports, commitment: .confirmed)
        try await client.airdrop(payer.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let units = UInt64.random(in: 1...10_000_000_000, using: &TestRandom.rng)
        let priced = try await Chain.mintTokens(client, payer: payer, to: owner.publicKey, amount: units, decimals: 6)
        let unpriced = try await Chain.mintTokens(client, payer: payer, to: owner.publicKey, amount: 42, decimals: 0)
        let sol = Double(Int.random(in: 1_000...30_000, using: &TestRandom.rng)) / 100,
            solChange = Double.random(in: -20...20, using: &TestRandom.rng)
        let tokenPrice = Double(Int.random(in: 1...3_000_000, using: &TestRandom.rng)) / 1_000_000
        let server = try MarketTestServer()
        try server.put("coins_markets.json", try Self.coins([("solana", "sol", sol, solChange)]))
        try server.put(
            "token_price.json", try JSONSerialization.data(withJSONObject: [priced.base58: ["usd": tokenPrice]]))
        try server.put("jupiter.json", Data("{}".utf8))
        let home = NSTemporaryDirectory() + "solwallet-portfolio-chain-" + UUID().uuidString
        let result = try run(
            ["portfolio", "--address", owner.publicKey.base58, "-u", localnet.httpURL.absoluteString, "--json"],
            server: server.base(), home: home)
        #expect(result.status == 0, "\(result.stderr)")
        let view = try #require(try result.json()["portfolio"] as? [String: Any])
        let rows = try #require(view["rows"] as? [[String: Any]])
        #expect(rows.compactMap { $0["id"] as? String } == ["solana"] + [priced.base58, unpriced.base58].sorted())
        let byID = Dictionary(uniqueKeysWithValues: rows.map { ($0["id"] as! String, $0) })
        #expect(byID["solana"]?["amountDecimal"] as? String == Lamports.format(lamports))
        #expect(byID[priced.base58]?["amountDecimal"] as? String == DecimalAmount.format(units, decimals: 6))
        #expect(byID[unpriced.base58]?["valueText"] as? String == "no price")
        #expect(byID[unpriced.base58]?["value"] == nil)
        #expect(view["complete"] as? Bool == false)
        let notes = try #require(view["notes"] as? [String])
        #expect(notes.contains { $0.hasPrefix("Not counted in the value (no price)") })
        let reply: OracleReply = try Oracle.ask(
            "portfolio",
            OracleRequest(lines: [
                OracleLine(id: "solana", amount: Lamports.format(lamports), price: sol, change: solChange),
                OracleLine(
                    id: priced.base58, amount: DecimalAmount.format(units, decimals: 6), price: tokenPrice,
                    change: nil),
                OracleLine(id: unpriced.base58, amount: "42", price: nil, change: nil),
            ]), script: "market_oracle.py")
        #expect(
            view["valueText"] as? String == reply.texts.value && view["change24hText"] as? String == reply.texts.change)
        #expect(
            [
                byID["solana"]?["allocationText"] as? String, byID[priced.base58]?["allocationText"] as? String,
                byID[unpriced.base58]?["allocationText"] as? String,
            ] == reply.texts.allocation.map { Optional($0) })
    }

    @Test func newsFromAFeedWithCacheAndOpen() throws {
        let server = try MarketTestServer()
        try server.put("rss.xml", try Oracle.fixture("news/solana_news_rss.xml"))
        let home = NSTemporaryDirectory() + "solwallet-news-" + UUID().uuidString
        let feed = server.base().absoluteString + "/news/rss.xml"
        func cli(_ arguments: [String], extra: [String: String] = [:]) throws -> CLI.Result {
            try run(arguments, server: server.base(), home: home, extra: extra)
        }
        let result = try cli(["news", "--url", feed, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try result.json()
        let items = try #require(json["items"] as? [[String: Any]])
        struct ParseRequest: Encodable { let path: String }
        struct OracleFeed: Decodable {
            struct Item: Decodable { let title: String; let link: String? }
            let items: [Item]
        }
        let oracle: OracleFeed = try Oracle.ask(
            "parse",
            ParseRequest(
                path: Oracle.repositoryRoot.appendingPathComponent("Tests/Fixtures/news/solana_news_rss.xml").path),
            script: "news_oracle.py")
        #expect(items.map { $0["title"] as? String } == oracle.items.map(\.title))
        #expect(items.map { $0["link"] as? String } == oracle.items.map(\.link))
        #expect(json["feedTitle"] as? String == "Solana News" && json["countText"] as? String == "4 items")
        // The setting and the variable pick the feed; the cache answers while the server is gone.
        #expect(try cli(["config", "set", "news-url", feed]).status == 0)
        let open = try cli(["news", "--open", "2"])
        #expect(open.stdout == "https://solana.com/news/breakpoint-2026-recap\n", "\(open.stdout) \(open.stderr)")
        let text = try cli(["news", "--limit", "2", "--lang", "tr"])
        #expect(
            text.stdout.contains("Haberler") && text.stdout.contains("1. Solana’s validator")
                && text.stdout.contains("2 haber"))
        let beyond = try cli(["news", "--open", "9"])
        #expect(beyond.status == 1 && beyond.stderr.contains("--open 1 to 4"))
        let bad = try cli(["news"], extra: ["SOLWALLET_NEWS_URL": "ftp://example.com/feed"])
        #expect(bad.status == 1 && bad.stderr.contains("SOLWALLET_NEWS_URL"), "\(bad.stderr)")
        let badSetting = try cli(["config", "set", "news-url", "javascript:alert(1)"])
        #expect(badSetting.status == 1)
        let nothing = try cli(["news", "--url", ClosedPort.url().absoluteString + "/rss.xml"])
        #expect(nothing.status == 2 && nothing.stderr.contains("news feed"), "\(nothing.stderr)")
    }
}
