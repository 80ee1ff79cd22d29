import Foundation

/// One stored answer: the body as it came and when it was fetched.
public struct CachedAnswer: Sendable, Equatable {
    /// The answer's body, byte for byte.
    public let body: [UInt8]
    /// When the answer was fetched.
    public let fetchedAt: Date

    /// An answer with its body and fetch time.
    public init(body: [UInt8], fetchedAt: Date) {
        self.body = body
        self.fetchedAt = fetchedAt
    }
}

/// Where answers are kept between runs, keyed by `CoinGeckoEndpoint.cacheKey`. A protocol so that a server
/// deployment can move it (to PostgreSQL, say) and tests can look inside.
public protocol MarketCache: Sendable {
    /// The stored answer for `key`, nil when there is none.
    func answer(for key: String) throws(MarketDataError) -> CachedAnswer?
    /// Stores `answer` under `key`, replacing any answer there.
    func store(_ answer: CachedAnswer, for key: String) throws(MarketDataError)
}

/// Where a loaded value came from.
public enum MarketSource: Sendable, Equatable {
    /// Fetched now.
    case remote
    /// From the cache, still within its time-to-live.
    case fresh(age: TimeInterval)
    /// From the cache after its time-to-live, because the service failed (the reason, one line).
    case offline(age: TimeInterval, reason: String)

    /// The stored answer's age (nil when fetched now).
    public var age: TimeInterval? {
        switch self {
        case .remote: return nil
        case .fresh(let age), .offline(let age, _): return age
        }
    }
}

/// A value and where it came from.
public struct Loaded<Value: Sendable>: Sendable {
    /// The value.
    public let value: Value
    /// Whether it came from the service just now or from the cache, and how old it is.
    public let source: MarketSource

    /// A value with its source.
    public init(value: Value, source: MarketSource) {
        self.value = value
        self.source = source
    }
}

/// The market data loader with the cache policy: a stored answer younger than the endpoint's TTL is used as it is;
/// otherwise the service is asked, and its answer stored once it decodes; when the service fails (offline,
/// throttled, 5xx, a broken answer), a stored answer up to `maxStaleness` old is shown with its age. A coin that
/// does not exist, or a bad request, is never answered from the cache.
public struct CachedMarketLoader: Sendable {
    /// The client the service is asked through.
    public let client: CoinGeckoClient
    /// Where answers are stored between runs.
    public let cache: any MarketCache
    /// How old an answer may be when shown offline (default 30 days).
    public let maxStaleness: TimeInterval
    private let now: @Sendable () -> Date

    /// A loader over `client` and `cache`, showing stored answers up to `maxStaleness` seconds old when the service
    /// fails; `now` gives the time (tests inject it).
    public init(
        client: CoinGeckoClient, cache: any MarketCache, maxStaleness: TimeInterval = 30 * 86_400,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.client = client
        self.cache = cache
        self.maxStaleness = maxStaleness
        self.now = now
    }

    /// Loads `endpoint` and decodes it with `decode`.
    public func load<Value: Sendable>(
        _ endpoint: CoinGeckoEndpoint, _ decode: ([UInt8]) throws(MarketDataError) -> Value
    ) async throws(MarketDataError) -> Loaded<Value> {
        try endpoint.validate()
        let key = endpoint.cacheKey
        let stored = try cache.answer(for: key)
        let ttl = TimeInterval(endpoint.timeToLive.components.seconds)
        if let stored {
            let age = now().timeIntervalSince(stored.fetchedAt)
            if age >= 0, age < ttl, let value = try? decode(stored.body) {
                return Loaded(value: value, source: .fresh(age: age))
            }
        }
        do {
            let body = try await client.body(endpoint)
            let value = try decode(body)
            try cache.store(CachedAnswer(body: body, fetchedAt: now()), for: key)
            return Loaded(value: value, source: .remote)
        } catch {
            guard error.allowsCachedFallback, let stored else { throw error }
            let age = max(0, now().timeIntervalSince(stored.fetchedAt))
            guard age <= maxStaleness, let value = try? decode(stored.body) else { throw error }
            return Loaded(value: value, source: .offline(age: age, reason: error.description))
        }
    }

    /// The `/coins/markets` page of the top `perPage` coins by market cap, prices in `currency`.
    ///
    /// - Throws: `MarketDataError` when the service fails and no stored answer can stand in.
    public func markets(currency: String, perPage: Int = 250) async throws(MarketDataError) -> Loaded<[MarketCoin]> {
        try await load(.markets(currency: currency, perPage: perPage), CoinGeckoDecoder.markets)
    }

    /// The `/global` market figures (total market cap, volume, dominance).
    ///
    /// - Throws: `MarketDataError` when the service fails and no stored answer can stand in.
    public func global() async throws(MarketDataError) -> Loaded<GlobalMarket> {
        try await load(.global, CoinGeckoDecoder.global)
    }

    /// The `/coins/{id}` detail of one coin.
    ///
    /// - Throws: `MarketDataError` when the service fails and no stored answer can stand in, or the coin does not
    ///   exist.
    public func coin(id: String) async throws(MarketDataError) -> Loaded<CoinDetail> {
        try await load(.coin(id: id), CoinGeckoDecoder.coinDetail)
    }

    /// The `/coins/{id}/market_chart` prices of the last `days` days in `currency`.
    ///
    /// - Throws: `MarketDataError` when the service fails and no stored answer can stand in.
    public func marketChart(id: String, currency: String, days: Int) async throws(MarketDataError)
        -> Loaded<MarketChart>
    {
        try await load(.marketChart(id: id, currency: currency, days: days), CoinGeckoDecoder.marketChart)
    }

    /// The `/search` results for `text` (coins whose name or symbol matches).
    ///
    /// - Throws: `MarketDataError` when the service fails and no stored answer can stand in.
    public func search(_ text: String) async throws(MarketDataError) -> Loaded<SearchResult> {
        try await load(.search(query: text), CoinGeckoDecoder.search)
    }

    /// The `/coins/list` of every coin with its platforms' contract addresses.
    ///
    /// - Throws: `MarketDataError` when the service fails and no stored answer can stand in.
    public func coinList() async throws(MarketDataError) -> Loaded<[CoinListEntry]> {
        try await load(.coinList, CoinGeckoDecoder.coinList)
    }
}
