import Foundation
import MarketData
import TestSupport
import Testing

/// The cache policy over the SQLite cache: fresh answers within the TTL, the service after it, the stored answer
/// with its age when the service fails, and never a broken or unknown-coin answer from the cache.
@Suite(.serialized) struct MarketCacheTests {
    final class TestClock: @unchecked Sendable {
        private let lock = NSLock()
        private var value = Date(timeIntervalSince1970: 1_800_000_000)
        var now: Date { lock.withLock { value } }
        func advance(_ seconds: TimeInterval) { lock.withLock { value += seconds } }
    }

    func databasePath() -> String {
        NSTemporaryDirectory() + "market-cache-\(UUID().uuidString)/wallet.sqlite"
    }

    func loader(_ base: URL, cache: any MarketCache, clock: TestClock) -> CachedMarketLoader {
        let client = CoinGeckoClient(
            configuration: .init(baseURL: base, timeout: .seconds(3), maxAttempts: 1),
            limiter: RateLimiter(requestsPerMinute: 6_000, burst: 100))
        return CachedMarketLoader(client: client, cache: cache, now: { clock.now })
    }

    @Test func freshThenRemoteThenOfflineWithAge() async throws {
        let server = try MarketTestServer()
        try server.serveRecorded()
        let cache = try SQLiteMarketCache(path: databasePath())
        let clock = TestClock()
        let online = loader(server.base(), cache: cache, clock: clock)

        let first = try await online.global()
        #expect(first.source == .remote)
        clock.advance(120)  // within /global's 10 minutes
        let second = try await online.global()
        #expect(second.source == .fresh(age: 120))
        #expect(try server.requests().count == 1)

        clock.advance(600)  // 12 minutes old: stale, so the service is asked, and it is down
        let offline = loader(ClosedPort.url(), cache: cache, clock: clock)
        let third = try await offline.global()
        guard case .offline(let age, let reason) = third.source else {
            Issue.record("expected the cached answer offline, got \(third.source)")
            return
        }
        #expect(age == 720)
        #expect(reason.contains("could not be reached"))
        #expect(third.value.totalMarketCap["usd"] == 2_515_268_352_188.766)

        // Throttled (an HTML 429) and a broken answer also fall back to the cache…
        #expect(try await loader(server.base("html429"), cache: cache, clock: clock).global().source.age == 720)
        #expect(try await loader(server.base("malformed"), cache: cache, clock: clock).global().source.age == 720)
        // …and the broken answer was not stored over the good one.
        let stored = try #require(try cache.answer(for: CoinGeckoEndpoint.global.cacheKey))
        #expect(try CoinGeckoDecoder.global(stored.body).markets == 1297)

        // Older than the staleness limit: the error, not 31-day-old prices.
        clock.advance(31 * 86_400)
        await #expect(throws: MarketDataError.self) { try await offline.global() }
    }

    @Test func nothingCachedOfflineIsAnError() async throws {
        let cache = try SQLiteMarketCache(path: databasePath())
        let error = await #expect(throws: MarketDataError.self) {
            try await loader(ClosedPort.url(), cache: cache, clock: TestClock()).markets(currency: "usd")
        }
        guard case .connection = error else {
            Issue.record("expected a connection error, got \(String(describing: error))")
            return
        }
    }

    @Test func unknownCoinIsNeverAnsweredFromTheCache() async throws {
        let server = try MarketTestServer()
        try server.serveRecorded()
        let cache = try SQLiteMarketCache(path: databasePath())
        let clock = TestClock()
        _ = try await loader(server.base(), cache: cache, clock: clock).coin(id: "bitconnect")
        try FileManager.default.removeItem(at: server.root.appendingPathComponent("coin_bitconnect.json"))
        clock.advance(3_600)
        await #expect(throws: MarketDataError.coinNotFound("bitconnect")) {
            try await loader(server.base(), cache: cache, clock: clock).coin(id: "bitconnect")
        }
    }

    @Test func cacheSharesTheWalletDatabaseFile() async throws {
        // The market tables live beside the wallet's in one file; reopening keeps them and their rows.
        let path = databasePath()
        let cache = try SQLiteMarketCache(path: path)
        try cache.store(CachedAnswer(body: Array("[]".utf8), fetchedAt: Date(timeIntervalSince1970: 5)), for: "k")
        let reopened = try SQLiteMarketCache(path: path)
        #expect(
            try reopened.answer(for: "k")
                == CachedAnswer(body: Array("[]".utf8), fetchedAt: Date(timeIntervalSince1970: 5)))
        #expect(try reopened.answer(for: "other") == nil)
    }

    @Test func coinImagesAreCachedOnDiskWithATTL() async throws {
        let server = try MarketTestServer()
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Random.bytes(64)
        try server.put("btc.png", Data(png))
        try server.put("not-an-image", Data("<html>".utf8))
        let directory = NSTemporaryDirectory() + "coin-images-\(UUID().uuidString)"
        let host = try #require(server.url.host)
        // The files' modification times are real, so the caches' clocks are real time (and two hours later).
        let images = CoinImageCache(
            directory: directory, timeToLive: 3_600, allowedHosts: CoinImageCache.coinGeckoHosts.union([host]))
        let url = server.url.absoluteString + "/img/btc.png"
        let path = try await images.image(coinID: "bitcoin", url: url)
        #expect(path == directory + "/bitcoin.png")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(png))
        _ = try await images.image(coinID: "bitcoin", url: url)
        #expect(try server.requests().count == 1)  // the second came from disk
        // Past the TTL it is downloaded again.
        let later = CoinImageCache(
            directory: directory, timeToLive: 3_600, allowedHosts: [host],
            now: { Date().addingTimeInterval(7_200) })
        _ = try await later.image(coinID: "bitcoin", url: url)
        #expect(try server.requests().count == 2)
        // Not an image, a host not allowed, a path in the id: errors, nothing written.
        await #expect(throws: MarketDataError.self) {
            try await images.image(coinID: "fake", url: server.url.absoluteString + "/img/not-an-image")
        }
        await #expect(throws: MarketDataError.self) {
            try await images.image(coinID: "evil", url: "https://evil.example/x.png")
        }
        await #expect(throws: MarketDataError.self) { try await images.image(coinID: "../x", url: url) }
        #expect(FileManager.default.fileExists(atPath: directory + "/fake.png") == false)
        #expect(CoinImageCache.coinGeckoHosts == ["assets.coingecko.com", "coin-images.coingecko.com"])
    }
}
