import Foundation

/// Loads a news feed with the cache policy of the market data (`CachedMarketLoader`): a stored answer younger than
/// `timeToLive` (15 min) is used as it is; otherwise the feed is fetched (at most 2 MiB, within the deadline),
/// parsed, and stored; when the feed cannot be fetched or parsed, a stored answer up to 30 days old is shown with its
/// age.
public struct NewsLoader: Sendable {
    /// Solana's official news feed (RSS 2.0).
    public static let defaultURL = URL(string: "https://solana.com/news/rss.xml")!

    /// A feed URL from text: http(s) with a host, no credentials, at most 2,000 characters; surrounding spaces are
    /// dropped. Anything else (`javascript:`, `file:`, a bare word) is `.invalidRequest`.
    public static func feedURL(parsing text: String) throws(MarketDataError) -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count <= 2_000, let parts = URLComponents(string: trimmed),
            let scheme = parts.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = parts.host, !host.isEmpty, parts.user == nil,
            parts.password == nil, let url = parts.url
        else {
            throw .invalidRequest("'\(trimmed.prefix(200))' is not an http(s) feed URL (e.g. \(defaultURL))")
        }
        return url
    }

    /// Where fetched feeds are stored (raw bytes and fetch time), keyed by `cacheKey(_:)`.
    public let cache: any MarketCache
    /// The deadline of one fetch (default 15 s).
    public let timeout: Duration
    /// How long a stored feed is used without fetching, in seconds (default 900: 15 min).
    public let timeToLive: TimeInterval
    /// The oldest stored feed shown when fetching fails, in seconds (default 30 days).
    public let maxStaleness: TimeInterval
    private let transport: any MarketHTTPTransport
    private let now: @Sendable () -> Date

    /// A loader over `cache`, fetching with `transport`.
    ///
    /// - Parameters:
    ///   - cache: Where feeds are stored and read back.
    ///   - transport: The HTTP client (AsyncHTTPClient by default; a stub in tests).
    ///   - timeout: The deadline of one fetch.
    ///   - timeToLive: Seconds a stored feed is used without fetching.
    ///   - maxStaleness: Seconds a stored feed may be old and still be shown when fetching fails.
    ///   - now: The clock (replaced in tests).
    public init(
        cache: any MarketCache, transport: any MarketHTTPTransport = AsyncHTTPMarketTransport(),
        timeout: Duration = .seconds(15), timeToLive: TimeInterval = 900, maxStaleness: TimeInterval = 30 * 86_400,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.cache = cache
        self.transport = transport
        self.timeout = timeout
        self.timeToLive = timeToLive
        self.maxStaleness = maxStaleness
        self.now = now
    }

    /// The cache key of a feed URL.
    public static func cacheKey(_ url: URL) -> String { "news:" + url.absoluteString }

    /// The feed at `url` (http or https).
    public func load(_ url: URL) async throws(MarketDataError) -> Loaded<NewsFeed> {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
            throw .invalidRequest("'\(MarketURL.redacted(url))' is not an http(s) feed URL")
        }
        let key = Self.cacheKey(url)
        let stored = try cache.answer(for: key)
        if let stored {
            let age = now().timeIntervalSince(stored.fetchedAt)
            if age >= 0, age < timeToLive, let feed = try? FeedParser.parse(stored.body) {
                return Loaded(value: feed, source: .fresh(age: age))
            }
        }
        do {
            let body = try await fetch(url)
            let feed = try FeedParser.parse(body)
            try cache.store(CachedAnswer(body: body, fetchedAt: now()), for: key)
            return Loaded(value: feed, source: .remote)
        } catch {
            guard error.allowsCachedFallback, let stored else { throw error }
            let age = max(0, now().timeIntervalSince(stored.fetchedAt))
            guard age <= maxStaleness, let feed = try? FeedParser.parse(stored.body) else { throw error }
            return Loaded(value: feed, source: .offline(age: age, reason: error.description))
        }
    }

    func fetch(_ url: URL) async throws(MarketDataError) -> [UInt8] {
        let headers = [
            ("User-Agent", "solwallet"),
            ("Accept", "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8"),
        ]
        let response: MarketHTTPResponse
        do {
            response = try await transport.get(
                url, headers: headers, timeout: timeout, maxResponseBytes: FeedParser.maximumBytes)
        } catch let error as MarketDataError {
            throw error
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw .connection("\(error)")
        }
        switch response.status {
        case 200..<300: return response.body
        case 429: throw .rateLimited(retryAfter: RetryAfter.seconds(response.headers["retry-after"]))
        default: throw .httpStatus(response.status, message: nil)
        }
    }
}
