import Foundation

/// Jupiter's price API v3 (`GET /price/v3?ids=<mint>,…`), the fallback for SPL mints CoinGecko lacks. A mint Jupiter
/// has no reliable price for is left out of its answer (or `null`), and so out of ours: "no price", never 0.
public struct JupiterPriceClient: Sendable {
    /// Jupiter's public price API v3 root.
    public static let defaultBaseURL = URL(string: "https://api.jup.ag/price/v3")!
    /// Jupiter takes at most 50 ids per request.
    public static let idsPerRequest = 50

    /// Where requests go (`solwallet config set jupiter-url`, `$SOLWALLET_JUPITER_URL`).
    public let baseURL: URL
    /// Jupiter's `x-api-key` (optional; keyless use is throttled harder).
    public let apiKey: String?
    /// The deadline of one request.
    public let timeout: Duration
    private let transport: any MarketHTTPTransport
    private let limiter: RateLimiter

    /// A client to `baseURL`; the limiter defaults to 30 requests a minute without a key, 60 with one.
    public init(
        baseURL: URL = JupiterPriceClient.defaultBaseURL, apiKey: String? = nil, timeout: Duration = .seconds(10),
        transport: any MarketHTTPTransport = AsyncHTTPMarketTransport(), limiter: RateLimiter? = nil
    ) {
        self.baseURL = baseURL
        self.apiKey = apiKey.flatMap { $0.isEmpty ? nil : $0 }
        self.timeout = timeout
        self.transport = transport
        self.limiter = limiter ?? RateLimiter(requestsPerMinute: apiKey == nil ? 30 : 60)
    }

    /// USD prices of `mints` (exact case), 50 per request.
    public func prices(mints: [String]) async throws(MarketDataError) -> [String: JupiterPrice] {
        var result: [String: JupiterPrice] = [:]
        var start = 0
        while start < mints.count {
            let chunk = Array(mints[start..<min(mints.count, start + Self.idsPerRequest)])
            start += Self.idsPerRequest
            for mint in chunk where !(32...44).contains(mint.count) || !mint.allSatisfy(\.isASCII) {
                throw .invalidRequest("'\(mint)' is not a base58 mint address")
            }
            guard let url = URL(string: baseURL.absoluteString + "?ids=" + chunk.joined(separator: ",")) else {
                throw .invalidRequest("cannot build a Jupiter URL")
            }
            var headers: [(String, String)] = [("User-Agent", "solwallet")]
            if let apiKey { headers.append(("x-api-key", apiKey)) }
            let response: MarketHTTPResponse
            do {
                try await limiter.acquire(maxWait: .seconds(10))
                response = try await transport.get(url, headers: headers, timeout: timeout, maxResponseBytes: 1 << 20)
            } catch let error as MarketDataError {
                throw error
            } catch is CancellationError {
                throw .cancelled
            } catch {
                throw .connection("\(error)")
            }
            switch response.status {
            case 200..<300:
                let answer = try CoinGeckoDecoder.jupiterPrices(response.body)
                for mint in chunk { if let price = answer[mint] { result[mint] = price } }
            case 429:
                throw .rateLimited(retryAfter: RetryAfter.seconds(response.headers["retry-after"]))
            default:
                throw .httpStatus(response.status, message: CoinGeckoDecoder.errorMessage(response.body))
            }
        }
        return result
    }
}

/// A mint's price and where it came from; `.none` is shown as "no price" and `.unavailable` as "price unavailable",
/// never as 0.
public enum TokenPriceQuote: Sendable, Equatable {
    /// CoinGecko's USD price and 24-hour change in percent (nil when it gives none).
    case coinGecko(usd: Double, change24h: Double?)
    /// Jupiter's USD price and 24-hour change in percent (nil when it gives none).
    case jupiter(usd: Double, change24h: Double?)
    /// Both services answered and neither has a price for the mint.
    case none
    /// A service that could have priced the mint failed (the reason, one line).
    case unavailable(String)

    /// The USD price, nil for "no price" and "unavailable".
    public var usd: Double? {
        switch self {
        case .coinGecko(let usd, _), .jupiter(let usd, _): return usd
        case .none, .unavailable: return nil
        }
    }
}

/// Prices SPL mints: CoinGecko's `/simple/token_price/solana` first, Jupiter for the mints it lacks.
public struct TokenPriceResolver: Sendable {
    /// The client asked first.
    public let coinGecko: CoinGeckoClient
    /// The client asked for the mints CoinGecko lacks; nil: CoinGecko only.
    public let jupiter: JupiterPriceClient?

    /// A resolver asking `coinGecko` first, then `jupiter` when given.
    public init(coinGecko: CoinGeckoClient, jupiter: JupiterPriceClient?) {
        self.coinGecko = coinGecko
        self.jupiter = jupiter
    }

    /// A quote for every mint asked for. A failing CoinGecko falls through to Jupiter; a mint left unpriced while a
    /// service failed is `.unavailable` with the (first) reason, never a made-up 0; a mint both services answered
    /// without is `.none`.
    public func quotes(for mints: [String]) async -> [String: TokenPriceQuote] {
        var result: [String: TokenPriceQuote] = [:]
        var failure: MarketDataError?
        var start = 0
        while start < mints.count {
            let chunk = Array(mints[start..<min(mints.count, start + 100)])
            start += 100
            do {
                for (mint, price) in try await coinGecko.tokenPrices(mints: chunk, currencies: ["usd"]) {
                    if let usd = price.prices["usd"] {
                        result[mint] = .coinGecko(usd: usd, change24h: price.change24h["usd"])
                    }
                }
            } catch {
                failure = error
            }
        }
        let missing = mints.filter { result[$0] == nil }
        if !missing.isEmpty {
            if let jupiter {
                do {
                    for (mint, price) in try await jupiter.prices(mints: missing) {
                        result[mint] = .jupiter(usd: price.usdPrice, change24h: price.priceChange24h)
                    }
                } catch {
                    failure = failure ?? error
                }
            }
        }
        for mint in mints where result[mint] == nil {
            result[mint] = failure.map { .unavailable($0.description) } ?? TokenPriceQuote.none
        }
        return result
    }
}
