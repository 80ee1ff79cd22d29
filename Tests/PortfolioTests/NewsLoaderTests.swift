import Foundation
import MarketData
import TestSupport
import Testing
import WalletPresentation

/// `NewsLoader` against a local HTTP server: fetched and cached, the cache used within its TTL, the cached feed shown
/// with its age when the server is gone or answers garbage, nothing made up when nothing is cached.
@Suite(.serialized) struct NewsLoaderTests {
    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_791_300_000)
    }

    /// The feed chosen for the CLI and the dashboard alike: the option, else the environment, else the setting, else
    /// Solana's; a bad URL names where it came from.
    @Test func feedURLChoice() throws {
        let env = [NewsLoader.urlVariable: "https://env.example/feed.xml"]
        #expect(try NewsLoader.feedURL(option: nil, environment: [:], setting: nil) == NewsLoader.defaultURL)
        #expect(
            try NewsLoader.feedURL(option: nil, environment: [:], setting: " http://set.example/a ").absoluteString
                == "http://set.example/a")
        #expect(
            try NewsLoader.feedURL(option: nil, environment: env, setting: "http://set.example/a").absoluteString
                == "https://env.example/feed.xml")
        #expect(
            try NewsLoader.feedURL(option: "http://opt.example/x", environment: env, setting: nil).absoluteString
                == "http://opt.example/x")
        // An empty variable counts as unset.
        #expect(
            try NewsLoader.feedURL(option: nil, environment: [NewsLoader.urlVariable: ""], setting: nil)
                == NewsLoader.defaultURL)
        #expect(throws: InvalidFeedURL(origin: .environment, text: "ftp://example.com/feed")) {
            try NewsLoader.feedURL(
                option: nil, environment: [NewsLoader.urlVariable: "ftp://example.com/feed"], setting: nil)
        }
        #expect(throws: InvalidFeedURL(origin: .setting, text: "javascript:alert(1)")) {
            try NewsLoader.feedURL(option: nil, environment: [:], setting: "javascript:alert(1)")
        }
        #expect(throws: InvalidFeedURL(origin: .option, text: "https://user:pw@example.com/")) {
            try NewsLoader.feedURL(option: "https://user:pw@example.com/", environment: [:], setting: nil)
        }
        #expect(NewsLoader.feedURL(parsing: "https://") == nil)
        #expect(NewsLoader.feedURL(parsing: "https://x.example/" + String(repeating: "a", count: 2_000)) == nil)
    }

    @Test func fetchCacheAndOffline() async throws {
        let server = try MarketTestServer()
        try server.put("rss.xml", try Oracle.fixture("news/solana_news_rss.xml"))
        let cache = try SQLiteMarketCache(path: NSTemporaryDirectory() + "news-\(UUID().uuidString)/wallet.sqlite")
        let clock = Clock()
        let loader = NewsLoader(cache: cache, timeout: .seconds(5), now: { clock.now })
        let url = URL(string: server.base().absoluteString + "/news/rss.xml")!
        let first = try await loader.load(url)
        #expect(first.source == .remote && first.value.items.count == 4)
        let accept = try server.requests().last?["headers"] as? [String: String]
        #expect(accept?["accept"]?.contains("application/rss+xml") == true)
        clock.now += 60
        let second = try await loader.load(url)
        #expect(second.source == .fresh(age: 60) && second.value == first.value)
        #expect(try server.requests().count == 1)
        // After the TTL, a broken answer (cut in the middle) falls back to the cache with its age and the reason.
        clock.now += 3600
        let broken = URL(string: server.base("malformed").absoluteString + "/news/rss.xml")!
        // The broken URL is another cache key: nothing cached for it, so the error shows.
        await #expect(throws: MarketDataError.self) { try await loader.load(broken) }
        try server.put("rss.xml", Data("<rss><channel><item>".utf8))
        let fallback = try await loader.load(url)
        guard case .offline(let age, let reason) = fallback.source else {
            Issue.record("expected the cached feed, got \(fallback.source)")
            return
        }
        #expect(age == 3660 && reason.contains("cut short"), "\(reason)")
        #expect(fallback.value.items.count == 4)
        let view = NewsViewModel(fallback, url: url, limit: 2, language: .en, now: clock.now)
        #expect(view.items.count == 2 && view.notice?.offlineReason != nil)
        #expect(view.items[0].published == "2026-10-06T14:03:00Z")
        // Nothing cached for an address nobody answers at: an error, never an empty feed.
        await #expect(throws: MarketDataError.self) {
            try await loader.load(URL(string: ClosedPort.url().absoluteString + "/rss.xml")!)
        }
        await #expect(throws: MarketDataError.invalidRequest("'file:///etc/passwd' is not an http(s) feed URL")) {
            try await loader.load(URL(string: "file:///etc/passwd")!)
        }
    }
}
