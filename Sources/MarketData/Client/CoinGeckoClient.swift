import Foundation

/// The CoinGecko v3 API: typed requests, an optional demo or pro key (a header, never logged or printed), a
/// client-side rate limit, `Retry-After` on 429, the status code as the truth when the body is an HTML page, a
/// 404 for an unknown coin as its own error, and a size limit and deadline on every answer.
///
/// ```swift
/// let client = CoinGeckoClient(configuration: .init())
/// let coins = try await client.markets(currency: "usd")
/// ```
public struct CoinGeckoClient: Sendable {
    /// Where requests go, the API key, and the time and retry limits.
    public struct Configuration: Sendable {
        /// The public and demo root.
        public static let publicBaseURL = URL(string: "https://api.coingecko.com/api/v3")!
        /// The pro root (a pro key).
        public static let proBaseURL = URL(string: "https://pro-api.coingecko.com/api/v3")!

        /// Where requests go (`solwallet config set coingecko-url`, `$SOLWALLET_COINGECKO_URL`): the public host,
        /// the pro host, a proxy, or a test's local server.
        public var baseURL: URL
        /// A demo or pro key; sent as `x-cg-pro-api-key` to the pro host, `x-cg-demo-api-key` elsewhere.
        public var apiKey: String?
        /// The deadline of one request.
        public var timeout: Duration
        /// The longest `Retry-After` the client waits out before retrying; a longer one fails at once with
        /// `MarketDataError.rateLimited` (the caller shows cached data instead).
        public var maxRetryWait: Duration
        /// Attempts per request (429 with a short `Retry-After`, 5xx).
        public var maxAttempts: Int

        /// A configuration; the defaults are the public root without a key, 15 s per request, `Retry-After` waited out
        /// up
        /// to 10 s, and 3 attempts.
        public init(
            baseURL: URL = Configuration.publicBaseURL, apiKey: String? = nil, timeout: Duration = .seconds(15),
            maxRetryWait: Duration = .seconds(10), maxAttempts: Int = 3
        ) {
            self.baseURL = baseURL
            self.apiKey = apiKey.flatMap { $0.isEmpty ? nil : $0 }
            self.timeout = timeout
            self.maxRetryWait = maxRetryWait
            self.maxAttempts = max(1, maxAttempts)
        }

        /// The header the key goes in.
        public var keyHeader: String {
            (baseURL.host ?? "").hasPrefix("pro-api.") ? "x-cg-pro-api-key" : "x-cg-demo-api-key"
        }
    }

    /// Where requests go, with which key, and the time and retry limits.
    public let configuration: Configuration
    private let transport: any MarketHTTPTransport
    private let limiter: RateLimiter

    /// A client; the limiter defaults to the keyless tier's 10 requests a minute (30 with a key).
    public init(
        configuration: Configuration, transport: any MarketHTTPTransport = AsyncHTTPMarketTransport(),
        limiter: RateLimiter? = nil
    ) {
        self.configuration = configuration
        self.transport = transport
        self.limiter = limiter ?? RateLimiter(requestsPerMinute: configuration.apiKey == nil ? 10 : 30)
    }

    /// The full URL of `endpoint`.
    public func url(for endpoint: CoinGeckoEndpoint) throws(MarketDataError) -> URL {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+?#")
        let query = endpoint.query.map { name, value in
            name + "=" + (value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)
        }.joined(separator: "&")
        let text = configuration.baseURL.absoluteString + endpoint.path + (query.isEmpty ? "" : "?" + query)
        guard let url = URL(string: text) else { throw .invalidRequest("cannot build a URL for \(endpoint.path)") }
        return url
    }

    /// The raw JSON answer of `endpoint` after the status checks (the cache stores it as it came).
    public func body(_ endpoint: CoinGeckoEndpoint) async throws(MarketDataError) -> [UInt8] {
        try endpoint.validate()
        let url = try url(for: endpoint)
        var headers: [(String, String)] = [("User-Agent", "solwallet")]
        if let key = configuration.apiKey { headers.append((configuration.keyHeader, key)) }
        var attempt = 0
        while true {
            attempt += 1
            let response: MarketHTTPResponse
            do {
                try await limiter.acquire(maxWait: configuration.maxRetryWait)
                response = try await transport.get(
                    url, headers: headers, timeout: configuration.timeout,
                    maxResponseBytes: endpoint.maxResponseBytes)
            } catch let error as MarketDataError {
                throw error
            } catch is CancellationError {
                throw .cancelled
            } catch {
                throw .connection("\(error)")
            }
            switch response.status {
            case 200..<300:
                return response.body
            case 429:
                let seconds = RetryAfter.seconds(response.headers["retry-after"])
                if let seconds { await limiter.pause(seconds: seconds) }
                if let seconds, attempt < configuration.maxAttempts, .seconds(seconds) <= configuration.maxRetryWait {
                    continue  // the limiter waits out the pause
                }
                throw .rateLimited(retryAfter: seconds)
            case 404:
                switch endpoint {
                case .coin(let id), .marketChart(let id, _, _): throw .coinNotFound(id)
                default: throw .httpStatus(404, message: CoinGeckoDecoder.errorMessage(response.body))
                }
            case 408, 500...:
                if attempt < configuration.maxAttempts {
                    do { try await Task.sleep(for: .milliseconds(250 << (attempt - 1))) } catch { throw .cancelled }
                    continue
                }
                throw .httpStatus(response.status, message: CoinGeckoDecoder.errorMessage(response.body))
            default:
                throw .httpStatus(response.status, message: CoinGeckoDecoder.errorMessage(response.body))
            }
        }
    }

    /// `/coins/markets`: the market app's list (sparkline and 24h change included).
    public func markets(currency: String, perPage: Int = 250, page: Int = 1, ids: [String] = [])
        async throws(MarketDataError) -> [MarketCoin]
    {
        try CoinGeckoDecoder.markets(await body(.markets(currency: currency, perPage: perPage, page: page, ids: ids)))
    }

    /// `/global`: the stat tiles.
    public func global() async throws(MarketDataError) -> GlobalMarket {
        try CoinGeckoDecoder.global(await body(.global))
    }

    /// `/coins/{id}`: description, links, block time, hashing algorithm, market figures.
    public func coin(id: String) async throws(MarketDataError) -> CoinDetail {
        try CoinGeckoDecoder.coinDetail(await body(.coin(id: id)))
    }

    /// `/coins/{id}/market_chart`: prices, market caps and volumes over `days`.
    public func marketChart(id: String, currency: String, days: Int) async throws(MarketDataError) -> MarketChart {
        try CoinGeckoDecoder.marketChart(await body(.marketChart(id: id, currency: currency, days: days)))
    }

    /// `/simple/price`: prices of coin ids (unknown ids are missing from the answer).
    public func simplePrices(ids: [String], currencies: [String]) async throws(MarketDataError)
        -> [String: SimplePrice]
    {
        try CoinGeckoDecoder.simplePrices(await body(.simplePrice(ids: ids, currencies: currencies)))
    }

    /// `/simple/token_price/solana`, looked up per mint: the exact mint first, then its lower-cased form (older
    /// answers lower-case the keys); a mint CoinGecko lacks is missing from the result.
    public func tokenPrices(mints: [String], currencies: [String]) async throws(MarketDataError)
        -> [String: SimplePrice]
    {
        let answer = try CoinGeckoDecoder.simplePrices(await body(.tokenPrice(mints: mints, currencies: currencies)))
        var result: [String: SimplePrice] = [:]
        for mint in mints {
            if let price = answer[mint] ?? answer[mint.lowercased()] { result[mint] = price }
        }
        return result
    }

    /// `/search`.
    public func search(_ text: String) async throws(MarketDataError) -> SearchResult {
        try CoinGeckoDecoder.search(await body(.search(query: text)))
    }

    /// `/coins/list?include_platform=true`.
    public func coinList() async throws(MarketDataError) -> [CoinListEntry] {
        try CoinGeckoDecoder.coinList(await body(.coinList))
    }
}
