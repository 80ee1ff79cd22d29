import Foundation

/// The CoinGecko v3 requests the wallet makes, with each one's cache time-to-live and answer size limit.
///
/// TTLs (market-and-ux.md §1): `/coins/markets` 60 s (CoinGecko refreshes it every 45 s; keyless users should not
/// ask more often than once a minute), `/global` 10 min, `/coins/{id}` 10 min, `/coins/{id}/market_chart` 30 s
/// (only the last point moves), `/simple/price` and `/simple/token_price` 20 s, `/search` 15 min, `/coins/list`
/// 5 min.
public enum CoinGeckoEndpoint: Sendable, Hashable {
    /// `/coins/markets?vs_currency=…&order=market_cap_desc&per_page=…&page=…&sparkline=true&price_change_percentage=24h`.
    case markets(currency: String, perPage: Int = 250, page: Int = 1, ids: [String] = [])
    /// `/global`: total market cap and volume, market cap percentages.
    case global
    /// `/coins/{id}` without localization, tickers, community and developer data.
    case coin(id: String)
    /// `/coins/{id}/market_chart?vs_currency=…&days=…`: prices, market caps and volumes over time.
    case marketChart(id: String, currency: String, days: Int)
    /// `/simple/price`: prices with market cap, 24 h volume and change, and last update time.
    case simplePrice(ids: [String], currencies: [String])
    /// `/simple/token_price/solana`: mints exactly as given (Solana mints are case-sensitive).
    case tokenPrice(mints: [String], currencies: [String])
    /// `/search?query=…`: coins, exchanges and categories that match.
    case search(query: String)
    /// `/coins/list?include_platform=true`: every coin with its contract addresses per platform.
    case coinList

    /// Path below the base URL.
    public var path: String {
        switch self {
        case .markets: return "/coins/markets"
        case .global: return "/global"
        case .coin(let id): return "/coins/\(id)"
        case .marketChart(let id, _, _): return "/coins/\(id)/market_chart"
        case .simplePrice: return "/simple/price"
        case .tokenPrice: return "/simple/token_price/solana"
        case .search: return "/search"
        case .coinList: return "/coins/list"
        }
    }

    /// Query items, in a fixed order (the cache key depends on it).
    public var query: [(String, String)] {
        switch self {
        case .markets(let currency, let perPage, let page, let ids):
            var items = [("vs_currency", currency)]
            if !ids.isEmpty { items.append(("ids", ids.joined(separator: ","))) }
            items += [
                ("order", "market_cap_desc"), ("per_page", String(perPage)), ("page", String(page)),
                ("sparkline", "true"), ("price_change_percentage", "24h"),
            ]
            return items
        case .global, .coinList:
            return self == .coinList ? [("include_platform", "true")] : []
        case .coin:
            return [
                ("localization", "false"), ("tickers", "false"), ("market_data", "true"), ("community_data", "false"),
                ("developer_data", "false"), ("sparkline", "false"),
            ]
        case .marketChart(_, let currency, let days):
            return [("vs_currency", currency), ("days", String(days))]
        case .simplePrice(let ids, let currencies):
            return [
                ("ids", ids.joined(separator: ",")), ("vs_currencies", currencies.joined(separator: ",")),
                ("include_market_cap", "true"), ("include_24hr_vol", "true"), ("include_24hr_change", "true"),
                ("include_last_updated_at", "true"),
            ]
        case .tokenPrice(let mints, let currencies):
            return [
                ("contract_addresses", mints.joined(separator: ",")),
                ("vs_currencies", currencies.joined(separator: ",")), ("include_24hr_change", "true"),
                ("include_last_updated_at", "true"),
            ]
        case .search(let text): return [("query", text)]
        }
    }

    /// How long a stored answer is fresh.
    public var timeToLive: Duration {
        switch self {
        case .markets: return .seconds(60)
        case .global, .coin: return .seconds(600)
        case .marketChart: return .seconds(30)
        case .simplePrice, .tokenPrice: return .seconds(20)
        case .search: return .seconds(900)
        case .coinList: return .seconds(300)
        }
    }

    /// The largest answer accepted (a full 250-coin page with sparklines is about 1 MB; `/coins/list` with
    /// platforms about 8 MB today).
    public var maxResponseBytes: Int {
        switch self {
        case .markets: return 8 << 20
        case .coinList: return 32 << 20
        case .coin: return 4 << 20
        case .marketChart: return 8 << 20
        default: return 2 << 20
        }
    }

    /// The cache key: path and query (never the key, which travels in a header).
    public var cacheKey: String {
        path + "?" + query.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
    }

    /// Checks the parameters before anything is sent.
    public func validate() throws(MarketDataError) {
        func checkID(_ id: String) throws(MarketDataError) {
            guard !id.isEmpty, id.count <= 200,
                id.unicodeScalars.allSatisfy({
                    $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0))
                })
            else {
                throw .invalidRequest("'\(id)' is not a CoinGecko coin id (letters, digits, '-', '_', '.')")
            }
        }
        func checkCurrency(_ code: String) throws(MarketDataError) {
            guard (1...10).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isLetter && $0.isLowercase })
            else { throw .invalidRequest("'\(code)' is not a currency code (usd, eur, btc, …)") }
        }
        switch self {
        case .markets(let currency, let perPage, let page, let ids):
            try checkCurrency(currency)
            guard (1...250).contains(perPage), (1...10_000).contains(page) else {
                throw .invalidRequest("per_page is 1–250 and page at least 1")
            }
            for id in ids { try checkID(id) }
        case .coin(let id): try checkID(id)
        case .marketChart(let id, let currency, let days):
            try checkID(id)
            try checkCurrency(currency)
            guard (1...36_500).contains(days) else { throw .invalidRequest("days must be from 1 to 36500") }
        case .simplePrice(let ids, let currencies):
            guard !ids.isEmpty, ids.count <= 250, !currencies.isEmpty else {
                throw .invalidRequest("give 1 to 250 ids and a currency")
            }
            for id in ids { try checkID(id) }
            for code in currencies { try checkCurrency(code) }
        case .tokenPrice(let mints, let currencies):
            guard !mints.isEmpty, mints.count <= 100, !currencies.isEmpty else {
                throw .invalidRequest("give 1 to 100 mints and a currency")
            }
            for mint in mints where !(32...44).contains(mint.count) || !mint.allSatisfy(\.isASCII) {
                throw .invalidRequest("'\(mint)' is not a base58 mint address")
            }
            for code in currencies { try checkCurrency(code) }
        case .search(let text):
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty, text.count <= 100 else {
                throw .invalidRequest("the search text must be 1 to 100 characters")
            }
        case .global, .coinList: break
        }
    }
}
