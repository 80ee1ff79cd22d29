/// One entry of `/simple/price` or `/simple/token_price/solana`: the price per currency and the extras asked for.
public struct SimplePrice: Sendable, Equatable, Codable {
    /// Price per lower-case currency code ("usd" → 172.1).
    public let prices: [String: Double]
    /// `<ccy>_24h_change` per currency, in percent.
    public let change24h: [String: Double]
    /// `<ccy>_market_cap` per currency.
    public let marketCap: [String: Double]
    /// `<ccy>_24h_vol` per currency.
    public let volume24h: [String: Double]
    /// `last_updated_at`, unix seconds.
    public let lastUpdatedAt: Int64?

    /// An entry with the given tables (currency code → value).
    public init(
        prices: [String: Double], change24h: [String: Double] = [:], marketCap: [String: Double] = [:],
        volume24h: [String: Double] = [:], lastUpdatedAt: Int64? = nil
    ) {
        self.prices = prices
        self.change24h = change24h
        self.marketCap = marketCap
        self.volume24h = volume24h
        self.lastUpdatedAt = lastUpdatedAt
    }

    /// Splits CoinGecko's flat object (`usd`, `usd_24h_change`, `usd_market_cap`, `usd_24h_vol`,
    /// `last_updated_at`); null values are left out.
    init(flat: [String: Double?]) {
        var prices: [String: Double] = [:], change: [String: Double] = [:]
        var cap: [String: Double] = [:], volume: [String: Double] = [:]
        var updated: Int64?
        for (key, value) in flat {
            guard let value else { continue }
            if key == "last_updated_at" {
                updated = Int64(exactly: value.rounded())
            } else if key.hasSuffix("_24h_change") {
                change[String(key.dropLast("_24h_change".count))] = value
            } else if key.hasSuffix("_market_cap") {
                cap[String(key.dropLast("_market_cap".count))] = value
            } else if key.hasSuffix("_24h_vol") {
                volume[String(key.dropLast("_24h_vol".count))] = value
            } else {
                prices[key] = value
            }
        }
        self.init(prices: prices, change24h: change, marketCap: cap, volume24h: volume, lastUpdatedAt: updated)
    }
}

/// What `/search` found (coins only; exchanges, categories and NFTs are not shown).
public struct SearchResult: Sendable, Equatable, Codable {
    /// A coin that matched the search.
    public struct Coin: Sendable, Equatable, Codable {
        /// The coin's CoinGecko id.
        public let id: String
        /// The coin's name.
        public let name: String
        /// As CoinGecko writes it here (upper case, unlike `/coins/markets`).
        public let symbol: String
        /// The market cap rank, nil for a coin without one.
        public let marketCapRank: Int?
        /// The small logo's URL, when CoinGecko gives one.
        public let thumb: String?

        enum CodingKeys: String, CodingKey {
            case id, name, symbol, thumb
            case marketCapRank = "market_cap_rank"
        }
    }

    /// The coins that matched, in CoinGecko's order (best match first).
    public let coins: [Coin]

    /// A result of the given coins.
    public init(coins: [Coin]) { self.coins = coins }
}

/// One entry of `/coins/list?include_platform=true`.
public struct CoinListEntry: Sendable, Equatable, Codable {
    /// The coin's CoinGecko id.
    public let id: String
    /// The coin's symbol (lower case).
    public let symbol: String
    /// The coin's name.
    public let name: String
    /// Contract address per platform; empty addresses dropped. Solana mints keep their case.
    public let platforms: [String: String]

    /// An entry with the given platforms (platform → contract address).
    public init(id: String, symbol: String, name: String, platforms: [String: String]) {
        self.id = id
        self.symbol = symbol
        self.name = name
        self.platforms = platforms
    }

    enum CodingKeys: String, CodingKey { case id, symbol, name, platforms }

    /// Decodes `{"id", "symbol", "name", "platforms"}`; null or empty addresses are dropped.
    ///
    /// - Throws: `DecodingError` when `id`, `symbol` or `name` is missing.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        symbol = try c.decode(String.self, forKey: .symbol)
        name = try c.decode(String.self, forKey: .name)
        platforms = (try c.decodeIfPresent([String: String?].self, forKey: .platforms) ?? [:])
            .compactMapValues { $0.flatMap { $0.isEmpty ? nil : $0 } }
    }

    /// The mint → coin id map of the Solana platform (exact-case mints).
    public static func solanaMints(_ entries: [CoinListEntry]) -> [String: String] {
        var map: [String: String] = [:]
        for entry in entries {
            if let mint = entry.platforms["solana"], map[mint] == nil { map[mint] = entry.id }
        }
        return map
    }
}

/// One mint's entry in Jupiter's price API v3 (`{"<mint>": {"usdPrice": …, …}}`).
public struct JupiterPrice: Sendable, Equatable, Codable {
    /// The price in USD.
    public let usdPrice: Double
    /// The liquidity Jupiter priced the mint with, in USD, when it reports it.
    public let liquidity: Double?
    /// The mint's decimals, when Jupiter reports them.
    public let decimals: Int?
    /// The price's 24-hour change in percent, when Jupiter reports it.
    public let priceChange24h: Double?
    /// The Solana block the price was computed at, when Jupiter reports it.
    public let blockId: Int64?

    /// A price with the given fields.
    public init(
        usdPrice: Double, liquidity: Double? = nil, decimals: Int? = nil, priceChange24h: Double? = nil,
        blockId: Int64? = nil
    ) {
        self.usdPrice = usdPrice
        self.liquidity = liquidity
        self.decimals = decimals
        self.priceChange24h = priceChange24h
        self.blockId = blockId
    }
}
