import Foundation
import MarketData
import TestSupport
import Testing

/// The client against a local server that serves the recorded answers and the faults CoinGecko shows: 429 with and
/// without `Retry-After`, an HTML 429, 404, malformed JSON, a stall, an oversized answer.
@Suite(.serialized) struct CoinGeckoClientTests {
    func client(
        _ server: MarketTestServer, _ scenario: String = "ok", key: String? = nil, timeout: Duration = .seconds(5)
    )
        -> CoinGeckoClient
    {
        CoinGeckoClient(
            configuration: .init(baseURL: server.base(scenario), apiKey: key, timeout: timeout),
            limiter: RateLimiter(requestsPerMinute: 6_000, burst: 100))
    }

    @Test func recordedAnswersThroughHTTP() async throws {
        let server = try MarketTestServer()
        try server.serveRecorded()
        let client = client(server)
        let coins = try await client.markets(currency: "usd")
        #expect(coins.map(\.id) == ["bitcoin"])
        #expect(try await client.global().totalMarketCap["usd"] == 2_515_268_352_188.766)
        #expect(try await client.coin(id: "bitconnect").hashingAlgorithm == "Scrypt")
        #expect(try await client.marketChart(id: "bitconnect", currency: "usd", days: 7).prices.count == 3)
        #expect(try await client.search("ethereum").coins.count == 3)
        #expect(try await client.coinList().count == 2)
        let requests = try server.requests()
        let markets = try #require(requests.first { ($0["path"] as? String) == "/coins/markets" })
        #expect(
            markets["query"] as? String
                == "vs_currency=usd&order=market_cap_desc&per_page=250&page=1&sparkline=true&price_change_percentage=24h"
        )
        let coin = try #require(requests.first { ($0["path"] as? String) == "/coins/bitconnect" })
        #expect((coin["query"] as? String)?.contains("localization=false") == true)
        #expect((coin["query"] as? String)?.contains("tickers=false") == true)
    }

    @Test func keyGoesInTheDemoOrProHeader() async throws {
        let server = try MarketTestServer()
        try server.serveRecorded()
        _ = try await client(server, key: "demo-key-123").global()
        let headers = try #require(server.requests().last?["headers"] as? [String: String])
        #expect(headers["x-cg-demo-api-key"] == "demo-key-123")
        #expect(headers["x-cg-pro-api-key"] == nil)
        let pro = CoinGeckoClient.Configuration(baseURL: CoinGeckoClient.Configuration.proBaseURL, apiKey: "k")
        #expect(pro.keyHeader == "x-cg-pro-api-key")
        // A refused key: the service's message, and never the key.
        await #expect(throws: MarketDataError.httpStatus(401, message: "API Key Missing")) {
            try await client(server, "401", key: "secret-key-456").global()
        }
        do { _ = try await client(server, "401", key: "secret-key-456").global() } catch {
            #expect(!error.description.contains("secret-key-456"))
            #expect(error.description.contains("check the API key"))
        }
    }

    @Test func retryAfterIsHonouredOn429() async throws {
        let server = try MarketTestServer()
        try server.serveRecorded()
        // The first answer is 429 with Retry-After: 1; the client waits it out and the second answer is the data.
        let started = ContinuousClock.now
        let global = try await client(server, "429once-1").global()
        #expect(global.markets == 1297)
        #expect(ContinuousClock.now - started >= .milliseconds(900))
        let requests = try server.requests().filter { ($0["scenario"] as? String) == "429once-1" }
        #expect(requests.count == 2)
    }

    @Test func longRetryAfterFailsAtOnceWithTheWait() async throws {
        let server = try MarketTestServer()
        try server.serveRecorded()
        await #expect(throws: MarketDataError.rateLimited(retryAfter: 119)) {
            try await client(server, "429-119").global()
        }
        #expect(try server.requests().count == 1)  // no retry into a 119 s ban
        #expect(MarketDataError.rateLimited(retryAfter: 119).description.contains("try again in 119 s"))
    }

    @Test func htmlErrorPagesAreReadByTheirStatus() async throws {
        let server = try MarketTestServer()
        try server.serveRecorded()
        await #expect(throws: MarketDataError.rateLimited(retryAfter: nil)) {
            try await client(server, "html429").markets(currency: "usd")
        }
        await #expect(throws: MarketDataError.httpStatus(503, message: nil)) {
            try await client(server, "html503").markets(currency: "usd")
        }
        // 5xx is retried (3 attempts), 429 without Retry-After is not.
        let requests = try server.requests()
        #expect(requests.filter { ($0["scenario"] as? String) == "html429" }.count == 1)
        #expect(requests.filter { ($0["scenario"] as? String) == "html503" }.count == 3)
    }

    @Test func unknownCoinIsItsOwnError() async throws {
        let server = try MarketTestServer()
        try server.serveRecorded()
        await #expect(throws: MarketDataError.coinNotFound("no-such-coin")) {
            try await client(server).coin(id: "no-such-coin")
        }
        await #expect(throws: MarketDataError.coinNotFound("no-such-coin")) {
            try await client(server).marketChart(id: "no-such-coin", currency: "usd", days: 1)
        }
        await #expect(throws: MarketDataError.self) { try await client(server).coin(id: "../global") }
        #expect(try server.requests().count == 2)  // the bad id was never sent
    }

    @Test func malformedTimeoutAndOversizedAnswers() async throws {
        let server = try MarketTestServer()
        try server.serveRecorded()
        let error = await #expect(throws: MarketDataError.self) {
            try await client(server, "malformed").markets(currency: "usd")
        }
        guard case .malformed(let detail) = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(detail.hasPrefix("/coins/markets"))
        // The server answers after 30 s: a timeout error (not the data) shows the 1 s deadline fired.
        await #expect(throws: MarketDataError.timeout) {
            try await client(server, "stall", timeout: .seconds(1)).global()
        }
        await #expect(throws: MarketDataError.responseTooLarge(limit: 8 << 20)) {
            try await client(server, "huge").markets(currency: "usd")
        }
        await #expect(throws: MarketDataError.self) {
            try await CoinGeckoClient(configuration: .init(baseURL: ClosedPort.url())).global()
        }
    }

    @Test func tokenPricesKeepTheMintsCase() async throws {
        let server = try MarketTestServer()
        let jup = "JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN"
        let bonk = "DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263"
        let wif = "EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm"
        let unknown = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"
        // CoinGecko: the exact mint for JUP, the lower-cased mint for BONK (older answers), nothing for WIF.
        try server.put(
            "token_price.json",
            Data(#"{"\#(jup)":{"usd":0.91,"usd_24h_change":2.5},"\#(bonk.lowercased())":{"usd":0.000021}}"#.utf8))
        // Jupiter: WIF priced, the unknown mint null.
        try server.put(
            "jupiter.json", Data(#"{"\#(wif)":{"usdPrice":1.75,"priceChange24h":-3.1},"\#(unknown)":null}"#.utf8))
        let jupiter = JupiterPriceClient(baseURL: URL(string: server.base().absoluteString + "/price/v3")!)
        let resolver = TokenPriceResolver(coinGecko: client(server), jupiter: jupiter)
        let quotes = await resolver.quotes(for: [jup, bonk, wif, unknown])
        #expect(quotes[jup] == .coinGecko(usd: 0.91, change24h: 2.5))
        #expect(quotes[bonk] == .coinGecko(usd: 0.000021, change24h: nil))
        #expect(quotes[wif] == .jupiter(usd: 1.75, change24h: -3.1))
        #expect(quotes[unknown] == TokenPriceQuote.none)
        #expect(quotes[unknown]?.usd == nil)  // "no price", never 0
        let request = try #require(server.requests().first { ($0["path"] as? String) == "/simple/token_price/solana" })
        #expect((request["query"] as? String)?.contains(jup) == true)  // sent as written, not lower-cased

        // Jupiter down: the mints CoinGecko lacks are "unavailable" with the reason, still not 0.
        let offline = TokenPriceResolver(
            coinGecko: client(server), jupiter: JupiterPriceClient(baseURL: ClosedPort.url()))
        let partial = await offline.quotes(for: [jup, wif])
        #expect(partial[jup]?.usd == 0.91)
        guard case .unavailable = partial[wif] else {
            Issue.record("expected unavailable, got \(String(describing: partial[wif]))")
            return
        }
    }

    @Test func rateLimiterSpacesRequests() async throws {
        let limiter = RateLimiter(requestsPerMinute: 600, burst: 1)  // one every 100 ms after the first
        let started = ContinuousClock.now
        for _ in 0..<4 { try await limiter.acquire(maxWait: .seconds(5)) }
        #expect(ContinuousClock.now - started >= .milliseconds(290))
        await limiter.pause(seconds: 30)
        await #expect(throws: MarketDataError.rateLimited(retryAfter: 30)) {
            try await limiter.acquire(maxWait: .seconds(1))
        }
        #expect(RetryAfter.seconds("120") == 120)
        #expect(RetryAfter.seconds(" 7 ") == 7)
        #expect(RetryAfter.seconds("soon") == nil)
        #expect(RetryAfter.seconds(nil) == nil)
        let now = Date(timeIntervalSince1970: 1_700_000_000)  // Tue, 14 Nov 2023 22:13:20 GMT
        #expect(RetryAfter.seconds("Tue, 14 Nov 2023 22:14:20 GMT", now: now) == 60)
    }
}
