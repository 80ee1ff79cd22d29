import Foundation
import TestSupport
import Testing

/// `solwallet market` and `solwallet asset` against a local server serving the recorded CoinGecko answers: every
/// figure on the screen and in `--json` against pandas (`market_oracle.py`) or worked out by hand, the faults
/// (429 with Retry-After, an HTML 429, 404, malformed JSON, a timeout), and the cache offline with its age.
@Suite(.serialized) struct MarketCLITests {
    func run(_ arguments: [String], server: URL, home: String? = nil, extra: [String: String] = [:]) throws
        -> CLI.Result
    {
        var environment = ["SOLWALLET_COINGECKO_URL": server.absoluteString, "LANG": "C"]
        if let home { environment["SOLWALLET_HOME"] = home }
        for (key, value) in extra { environment[key] = value }
        return try CLI.run(arguments, stdin: "", environment: environment)
    }

    struct OracleScreen: Decodable {
        struct Row: Decodable, Equatable { let id, price, change, cap, rank: String }
        let ids: [String]
        let rows: [Row]
    }

    struct ScreenRequest: Encodable {
        let markets: String
        let global: String?
        let currency: String
        let sort: String
        let search: String?
    }

    @Test func marketScreenFromTheRecordedAnswers() throws {
        let server = try MarketTestServer()
        try server.serveRecorded()
        let result = try run(["market", "--json"], server: server.base())
        #expect(result.status == 0, "\(result.stderr)")
        let json = try result.json()
        let tiles = try #require(json["tiles"] as? [[String: Any]])
        // Hand-derived from global.json: 2515268352188.766 → $2.52T (−9.999…% → -10.00%), 198293501804.3288 →
        // $198.29B, btc 60.70858… → 60.71%; no portfolio: $0.00 and "—".
        #expect(tiles.map { $0["valueText"] as? String } == ["$2.52T", "$198.29B", "60.71%", "$0.00"])
        #expect(
            tiles.map { $0["value"] as? Double } == [
                2_515_268_352_188.766, 198_293_501_804.3288, 60.70858347681936, 0,
            ])
        #expect(tiles[0]["changeText"] as? String == "-10.00%" && tiles[0]["trend"] as? String == "down")
        #expect(tiles[3]["changeText"] as? String == "—")
        let rows = try #require(json["rows"] as? [[String: Any]])
        #expect(rows.count == 1)
        #expect(rows[0]["symbol"] as? String == "BTC" && rows[0]["priceText"] as? String == "$58,908.00")
        #expect(rows[0]["price"] as? Double == 58908)
        #expect(rows[0]["change24hText"] as? String == "1.39%" && rows[0]["marketCapText"] as? String == "$1.10T")
        #expect(rows[0]["marketCap"] as? Double != nil && json["count"] as? Int == 1)
        #expect(rows[0]["sparkline7d"] as? [Double] == [57812.96915967891, 57504.33531773738])
        #expect(json["countText"] as? String == "1 coin")

        let text = try run(["market"], server: server.base())
        #expect(text.status == 0, "\(text.stderr)")
        for expected in [
            "Market Cap", "$2.52T", "▼ -10.00%", "24h Volume", "$198.29B", "BTC Dominance", "60.71%",
            "Portfolio Value", "$0.00", "BTC", "Bitcoin", "$58,908.00", "1.39%", "$1.10T", "1 coin",
        ] {
            #expect(text.stdout.contains(expected), "missing \(expected) in\n\(text.stdout)")
        }
        let greek = try run(["market", "--lang", "el"], server: server.base())
        #expect(greek.stdout.contains("2,52 τρισ. $") && greek.stdout.contains("58.908,00 $"), "\(greek.stdout)")
        let turkish = try run(["market", "--lang", "tr", "--json"], server: server.base())
        #expect((try turkish.json()["rows"] as? [[String: Any]])?.first?["change24hText"] as? String == "%1,39")
    }

    @Test func sortAndSearchMatchPandasOnARandomList() throws {
        struct Generate: Encodable { let count: Int; let seed: Int }
        let seed = Int.random(in: 0..<1_000_000, using: &TestRandom.rng)
        let server = try MarketTestServer()
        try server.serve(fixture: "global.json", as: "global.json")
        let data = try Oracle.run(
            script: "market_oracle.py", arguments: ["generate"],
            input: JSONEncoder().encode(Generate(count: 40, seed: seed)))
        try server.put("coins_markets.json", data)
        let path = server.root.appendingPathComponent("coins_markets.json").path
        let home = NSTemporaryDirectory() + "solwallet-market-" + UUID().uuidString
        for (sort, search) in [
            ("rank", nil), ("rank-desc", "a"), ("price", nil), ("price-desc", "ο"), ("holdings", "1"),
        ]
            as [(String, String?)]
        {
            let expected = try Oracle.ask(
                "screen", ScreenRequest(markets: path, global: nil, currency: "usd", sort: sort, search: search),
                as: OracleScreen.self, script: "market_oracle.py")
            var arguments = ["market", "--json", "--sort", sort]
            if let search { arguments += ["--search", search] }
            let result = try run(arguments, server: server.base(), home: home)
            #expect(result.status == 0, "\(result.stderr)")
            let rows = try #require(try result.json()["rows"] as? [[String: Any]])
            let got = rows.map {
                OracleScreen.Row(
                    id: $0["id"] as? String ?? "", price: $0["priceText"] as? String ?? "",
                    change: $0["change24hText"] as? String ?? "", cap: $0["marketCapText"] as? String ?? "",
                    rank: $0["rankText"] as? String ?? "")
            }
            #expect(got == expected.rows, "seed \(seed) --sort \(sort) --search \(search ?? "-")")
        }
        // The home was reused: the list was fetched once, the other runs read the cache (60 s TTL).
        #expect(try server.requests().filter { ($0["path"] as? String) == "/coins/markets" }.count == 1)
        let none = try run(["market", "--search", "zzz-nothing"], server: server.base(), home: home)
        #expect(none.stdout.contains("No coins match “zzz-nothing”"), "\(none.stdout)")
        #expect(none.stdout.contains("0 coins"))
    }

    @Test func assetDetailScreen() throws {
        let server = try MarketTestServer()
        try server.serveRecorded()
        // The recorded bitconnect answer has an empty description: give it CoinGecko-style HTML.
        var detail =
            try JSONSerialization.jsonObject(
                with: Oracle.fixture("coingecko/coins_id_full_localization_false.json")) as! [String: Any]
        detail["description"] = [
            "en": #"<a href="https://www.coingecko.com/en/coins/bitconnect">Bitconnect</a> &amp; its <b>BCC</b> token."#
                + "\r\n\r\nLending platform &lt;closed&gt;."
        ]
        try server.put("coin_bitconnect.json", try JSONSerialization.data(withJSONObject: detail))
        let result = try run(["asset", "bitconnect", "--json"], server: server.base())
        #expect(result.status == 0, "\(result.stderr)")
        let json = try result.json()
        let asset = try #require(json["asset"] as? [String: Any])
        #expect(asset["headingText"] as? String == "Bitconnect (BCC)")
        #expect(asset["priceText"] as? String == "$1.68" && asset["price"] as? Double == 1.68)
        #expect(asset["description"] as? String == "Bitconnect & its BCC token.\n\nLending platform <closed>.")
        func values(_ key: String) -> [String] {
            ((asset[key] as? [[String: Any]]) ?? []).map { "\($0["key"] ?? "")=\($0["valueText"] ?? "")" }
        }
        // Hand-derived from the recorded market_data (usd): price 1.68 (−4.42128 %), market cap 0.0, rank null,
        // volume 1.12, high 2.78, low 1.6, change −0.07776594, cap change 0.0, block time 2, Scrypt.
        #expect(values("overview") == ["currentPrice=$1.68", "marketCap=$0.00", "rank=n/a", "volume=$1.12"])
        #expect(
            values("additional") == [
                "high24h=$2.78", "low24h=$1.60", "priceChange24h=-$0.077766", "marketCapChange24h=$0.00",
                "blockTime=2 minutes", "hashingAlgorithm=Scrypt",
            ])
        let overview = try #require(asset["overview"] as? [[String: Any]])
        #expect(overview[0]["changeText"] as? String == "-4.42%" && overview[0]["trend"] as? String == "down")
        let links = try #require(asset["links"] as? [[String: Any]])
        #expect(
            links.map { $0["url"] as? String } == [
                "https://bitconnectcoin.co", "https://chainz.cryptoid.info/bcc/",
                "https://github.com/bitconnectcoin/bitconnectcoin",
            ])
        let history = try #require(json["history"] as? [String: Any])
        #expect(history["days"] as? Int == 7)
        #expect(
            (history["prices"] as? [[String: Any]])?.map { $0["price"] as? Double } == [
                69702.3087473573, 71246.9514406015, 68887.7495158568,
            ])

        let text = try run(["asset", "bitconnect"], server: server.base())
        #expect(text.status == 0, "\(text.stderr)")
        for expected in [
            "Bitconnect (BCC)", "$1.68", "▼ -4.42%", "24h Low", "$1.60", "Block Time", "2 minutes",
            "Scrypt", "Bitconnect & its BCC token.", "Website: https://bitconnectcoin.co",
        ] {
            #expect(text.stdout.contains(expected), "missing \(expected) in\n\(text.stdout)")
        }
        #expect(!text.stdout.contains("<a") && !text.stdout.contains("&amp;"))
        // The chart below: the recorded series' highest, middle and lowest prices as its labels.
        for label in ["$71,246.95 ┤", "$70,067.35 ┤", "$68,887.75 ┤"] {
            #expect(text.stdout.contains(label), "missing \(label) in\n\(text.stdout)")
        }
        let labels = try #require(json["chartLabelsText"] as? [String: Any])
        #expect(labels["max"] as? String == "$71,246.95" && labels["min"] as? String == "$68,887.75")
        #expect(json["trend"] == nil)  // 3 points: shorter than the trend line's 20-point window

        // --png / --svg: written atomically, a new file unless --force.
        let directory = NSTemporaryDirectory() + "asset-chart-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let png = directory + "/chart.png", svg = directory + "/chart.svg"
        let drawn = try run(["asset", "bitconnect", "--png", png, "--svg", svg], server: server.base())
        #expect(drawn.status == 0 && drawn.stderr.contains("Chart written to \(png)"), "\(drawn.stderr)")
        let image = try [UInt8](Data(contentsOf: URL(fileURLWithPath: png)))
        #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let width = image[16..<20].reduce(0) { $0 << 8 | Int($1) },
            height = image[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 640 && height == 320)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("<polyline"))
        let again = try run(["asset", "bitconnect", "--png", png], server: server.base())
        #expect(again.status == 1 && again.stderr.contains("--force"), "\(again.stderr)")
    }

    @Test func faultsAreReportedWithWhatToDo() throws {
        let server = try MarketTestServer()
        try server.serveRecorded()
        let missing = try run(["asset", "no-such-coin", "--json"], server: server.base())
        #expect(missing.status == 1)
        #expect(missing.stderr.contains(#""code":"not-found""#), "\(missing.stderr)")
        #expect(missing.stderr.contains("market --search"))

        let limited = try run(["market"], server: server.base("429-119"))
        #expect(limited.status == 2)
        #expect(limited.stderr.contains("rate limiting") && limited.stderr.contains("119 s"), "\(limited.stderr)")

        let html = try run(["market", "--json"], server: server.base("html429"))
        #expect(html.status == 2)
        #expect(html.stderr.contains(#""code":"network""#) && !html.stderr.contains("<html"), "\(html.stderr)")

        let retried = try run(["market", "--json"], server: server.base("429once-1"))
        #expect(retried.status == 0, "\(retried.stderr)")

        let broken = try run(["market"], server: server.base("malformed"))
        #expect(broken.status == 2 && broken.stderr.contains("unreadable answer"), "\(broken.stderr)")

        let slow = try run(["market", "--timeout", "1"], server: server.base("stall"))
        #expect(slow.status == 2 && slow.stderr.contains("did not answer in time"), "\(slow.stderr)")

        let refused = try run(
            ["market"], server: server.base("401"), extra: ["SOLWALLET_COINGECKO_API_KEY": "cg-secret-key-789"])
        #expect(refused.status == 2 && refused.stderr.contains("check the API key"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("cg-secret-key-789") && !refused.stdout.contains("cg-secret-key-789"))
        let headers = try server.requests().last?["headers"] as? [String: String]
        #expect(headers?["x-cg-demo-api-key"] == "cg-secret-key-789")

        let badDays = try run(["asset", "bitcoin", "--days", "3"], server: server.base())
        #expect(badDays.status == 1)
    }

    @Test func cachedDataOfflineWithItsAge() throws {
        let server = try MarketTestServer()
        try server.serveRecorded()
        let home = NSTemporaryDirectory() + "solwallet-market-" + UUID().uuidString
        #expect(try run(["market"], server: server.base(), home: home).status == 0)
        #expect(try run(["asset", "bitconnect"], server: server.base(), home: home).status == 0)
        struct Age: Encodable { let database: String; let seconds: Int }
        struct Changed: Decodable { let changed: Int }
        let aged = try Oracle.ask(
            "age", Age(database: home + "/data/wallet.sqlite", seconds: 2 * 3_600), as: Changed.self,
            script: "market_oracle.py")
        #expect(aged.changed == 4)  // markets, global, bitconnect, its chart
        let offline = ClosedPort.url()
        let text = try run(["market"], server: offline, home: home)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("$58,908.00") && text.stdout.contains("$2.52T"))
        #expect(text.stdout.contains("Saved 2 hours ago — offline:"), "\(text.stdout)")
        let json = try run(["market", "--json"], server: offline, home: home).json()
        let notice = try #require(json["notice"] as? [String: Any])
        #expect((notice["ageSeconds"] as? Int).map { (7_200..<7_300).contains($0) } == true)
        #expect((notice["offlineReason"] as? String)?.contains("could not be reached") == true)
        let asset = try run(["asset", "bitconnect"], server: offline, home: home)
        #expect(asset.status == 0 && asset.stdout.contains("Saved 2 hours ago"), "\(asset.stderr)")
        // Nothing cached for another coin: an error, exit 2.
        #expect(try run(["asset", "bitcoin"], server: offline, home: home).status == 2)
    }

    @Test func baseURLsAreSettings() throws {
        let home = NSTemporaryDirectory() + "solwallet-market-" + UUID().uuidString
        let set = try CLI.run(
            ["config", "set", "coingecko-url", "https://pro-api.coingecko.com/api/v3/", "--home", home], stdin: "")
        #expect(set.status == 0 && set.stdout.contains("coingecko-url = https://pro-api.coingecko.com/api/v3"))
        #expect(try CLI.run(["config", "set", "jupiter-url", "ftp://x", "--home", home], stdin: "").status == 1)
        #expect(
            try CLI.run(["config", "set", "jupiter-url", "http://127.0.0.1:9/price/v3", "--home", home]).status == 0)
        // The setting is used when the environment does not override it.
        let server = try MarketTestServer()
        try server.serveRecorded()
        _ = try CLI.run(["config", "set", "coingecko-url", server.base().absoluteString, "--home", home])
        let result = try CLI.run(["market", "--json", "--home", home], environment: ["SOLWALLET_COINGECKO_URL": ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try server.requests().contains { ($0["path"] as? String) == "/coins/markets" })
        let bad = try CLI.run(["market"], environment: ["SOLWALLET_COINGECKO_URL": "not a url"])
        #expect(bad.status == 1 && bad.stderr.contains("SOLWALLET_COINGECKO_URL"))
    }
}
