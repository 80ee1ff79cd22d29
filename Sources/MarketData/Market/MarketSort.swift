/// The market list's sort orders (the seed's `rank`, `rankReversed`, `holdings`, `holdingsReversed`, `price`,
/// `priceReversed`), named by direction: `price` is lowest first and `price-desc` highest first (the seed's
/// `price`). In the all-coins list `holdings` sorts as `rank` (the seed does the same).
public enum MarketSort: String, Sendable, CaseIterable, Codable {
    /// By market cap rank, 1 first; coins without a rank last.
    case rank
    /// By market cap rank, highest rank number first; coins without a rank last.
    case rankDesc = "rank-desc"
    /// By price, lowest first.
    case price
    /// By price, highest first.
    case priceDesc = "price-desc"
    /// By the value held (price × quantity), lowest first, coins not held last; by rank without holdings.
    case holdings
    /// By the value held, highest first, coins not held last; by rank, reversed, without holdings.
    case holdingsDesc = "holdings-desc"
}

/// The market screen's computations, apart from any formatting: search, sort, the stat tiles' numbers.
public enum MarketScreen {
    /// The seed's search: a case-insensitive "contains" on the name, symbol or id; empty text keeps every coin.
    public static func filter(_ coins: [MarketCoin], search text: String?) -> [MarketCoin] {
        guard let text, !text.isEmpty else { return coins }
        let needle = text.lowercased()
        return coins.filter {
            $0.name.lowercased().contains(needle) || $0.symbol.lowercased().contains(needle)
                || $0.id.lowercased().contains(needle)
        }
    }

    /// Sorts the all-coins list. Coins without a rank come last in both rank orders (the seed put them first, a
    /// quirk of `rank ?? 0`); equal keys keep CoinGecko's order.
    public static func sort(_ coins: [MarketCoin], by order: MarketSort, holdings: [String: Double] = [:])
        -> [MarketCoin]
    {
        let indexed = Array(coins.enumerated())
        func rankKey(_ coin: MarketCoin) -> Int? { coin.marketCapRank }
        let sorted: [(offset: Int, element: MarketCoin)]
        switch order {
        case .rank, .holdings, .rankDesc, .holdingsDesc:
            let descending = order == .rankDesc || order == .holdingsDesc
            if order == .holdings || order == .holdingsDesc, !holdings.isEmpty {
                // With holdings: by holding value (price × amount), coins without a holding last.
                sorted = indexed.sorted { a, b in
                    let va = holdings[a.element.id].map { $0 * a.element.currentPrice }
                    let vb = holdings[b.element.id].map { $0 * b.element.currentPrice }
                    return ordered(va, vb, descending: descending, tie: a.offset < b.offset)
                }
            } else {
                sorted = indexed.sorted { a, b in
                    ordered(rankKey(a.element), rankKey(b.element), descending: descending, tie: a.offset < b.offset)
                }
            }
        case .price, .priceDesc:
            sorted = indexed.sorted { a, b in
                ordered(
                    a.element.currentPrice, b.element.currentPrice, descending: order == .priceDesc,
                    tie: a.offset < b.offset)
            }
        }
        return sorted.map(\.element)
    }

    /// `a` before `b`: missing values last, then ascending or descending, then `tie`.
    private static func ordered<T: Comparable>(_ a: T?, _ b: T?, descending: Bool, tie: Bool) -> Bool {
        switch (a, b) {
        case (nil, nil): return tie
        case (nil, _): return false
        case (_, nil): return true
        case let (x?, y?):
            if x == y { return tie }
            return descending ? x > y : x < y
        }
    }

    /// The four stat tiles' numbers in `currency` (lower case): total market cap and its 24h change (CoinGecko
    /// gives the change in USD terms only), 24h volume, BTC dominance, and the portfolio's value and 24h change.
    public struct Tiles: Sendable, Equatable, Codable {
        /// The total market cap in the currency, nil when `/global` is missing or lacks the currency.
        public let marketCap: Double?
        /// The total market cap's 24-hour change in percent (in USD terms), nil when missing.
        public let marketCapChange24h: Double?
        /// The total 24-hour volume in the currency, nil when missing.
        public let volume24h: Double?
        /// Bitcoin's share of the total market cap, in percent, nil when missing.
        public let btcDominance: Double?
        /// The portfolio's value in the currency (0 for an empty portfolio).
        public let portfolioValue: Double
        /// nil for an empty portfolio (shown as "—", never NaN).
        public let portfolioChange24h: Double?
    }

    /// The tiles' numbers from `/global` and the market list, with the portfolio valued from `holdings` (coin id →
    /// quantity); `currency` is lower case ("usd").
    public static func tiles(_ global: GlobalMarket?, currency: String, coins: [MarketCoin], holdings: [String: Double])
        -> Tiles
    {
        let portfolio = PortfolioValuation(holdings: holdings, coins: coins)
        return Tiles(
            marketCap: global?.totalMarketCap[currency], marketCapChange24h: global?.marketCapChangePercentage24hUsd,
            volume24h: global?.totalVolume[currency], btcDominance: global?.marketCapPercentage["btc"],
            portfolioValue: portfolio.value, portfolioChange24h: portfolio.change24hPercent)
    }
}

/// A portfolio's value and 24h change from coin quantities and the market list (market-and-ux.md §2, the corrected
/// formula): for each coin, value = quantity × price and the value 24h ago = value / (1 + pct24h / 100), a missing
/// pct counting as 0; change = (Σ value − Σ previous) / Σ previous × 100. An empty portfolio (or one worth 0) has no
/// change (nil, shown as "—"), never NaN. Holdings of coins not in the list are left out and named in `unpriced`.
public struct PortfolioValuation: Sendable, Equatable {
    /// The portfolio's value now: Σ quantity × price.
    public let value: Double
    /// Its value 24 hours ago, from each coin's 24-hour change.
    public let previousValue: Double
    /// The change in percent; nil when the value 24 hours ago is 0 (an empty portfolio).
    public let change24hPercent: Double?
    /// Coin ids held but absent from the market list (no price: not counted as 0).
    public let unpriced: [String]

    /// Values `holdings` (coin id → quantity) at the prices of `coins`.
    public init(holdings: [String: Double], coins: [MarketCoin]) {
        var byID: [String: MarketCoin] = [:]
        for coin in coins where byID[coin.id] == nil { byID[coin.id] = coin }
        var value = 0.0, previous = 0.0
        var unpriced: [String] = []
        for (id, quantity) in holdings.sorted(by: { $0.key < $1.key }) {
            guard let coin = byID[id] else {
                unpriced.append(id)
                continue
            }
            let current = quantity * coin.currentPrice
            let pct = coin.change24hPercent ?? 0
            value += current
            previous += pct == -100 ? current : current / (1 + pct / 100)
        }
        self.value = value
        self.previousValue = previous
        self.change24hPercent = previous > 0 && previous.isFinite ? (value - previous) / previous * 100 : nil
        self.unpriced = unpriced
    }
}
