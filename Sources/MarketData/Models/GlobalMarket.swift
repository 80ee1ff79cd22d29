/// CoinGecko's `/global` answer (`{"data": {…}}`): the market app's stat tiles.
public struct GlobalMarket: Sendable, Equatable, Codable {
    /// The number of active cryptocurrencies CoinGecko tracks.
    public let activeCryptocurrencies: Int?
    /// The number of markets (exchanges' trading pairs) CoinGecko tracks.
    public let markets: Int?
    /// Total market cap per currency code ("usd" → 2.5e12); empty when absent.
    public let totalMarketCap: [String: Double]
    /// Total 24h volume per currency code; empty when absent.
    public let totalVolume: [String: Double]
    /// Share of the total market cap in percent, per (lower-case) symbol of the top 10 ("btc" → 53.1).
    public let marketCapPercentage: [String: Double]
    /// The total market cap's 24-hour change in percent, in USD terms.
    public let marketCapChangePercentage24hUsd: Double?
    /// Unix seconds.
    public let updatedAt: Int64?

    /// Global figures with every field given.
    public init(
        activeCryptocurrencies: Int? = nil, markets: Int? = nil, totalMarketCap: [String: Double] = [:],
        totalVolume: [String: Double] = [:], marketCapPercentage: [String: Double] = [:],
        marketCapChangePercentage24hUsd: Double? = nil, updatedAt: Int64? = nil
    ) {
        self.activeCryptocurrencies = activeCryptocurrencies
        self.markets = markets
        self.totalMarketCap = totalMarketCap
        self.totalVolume = totalVolume
        self.marketCapPercentage = marketCapPercentage
        self.marketCapChangePercentage24hUsd = marketCapChangePercentage24hUsd
        self.updatedAt = updatedAt
    }

    enum CodingKeys: String, CodingKey {
        case markets
        case activeCryptocurrencies = "active_cryptocurrencies"
        case totalMarketCap = "total_market_cap"
        case totalVolume = "total_volume"
        case marketCapPercentage = "market_cap_percentage"
        case marketCapChangePercentage24hUsd = "market_cap_change_percentage_24h_usd"
        case updatedAt = "updated_at"
    }

    /// Decodes the `data` object's snake-case members; a currency whose value is null is left out.
    ///
    /// - Throws: `DecodingError` when a member has another type.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        activeCryptocurrencies = try c.decodeIfPresent(Int.self, forKey: .activeCryptocurrencies)
        markets = try c.decodeIfPresent(Int.self, forKey: .markets)
        // A currency whose value is null is left out (shown as "n/a"), never read as 0.
        totalMarketCap =
            try c.decodeIfPresent([String: Double?].self, forKey: .totalMarketCap)?
            .compactMapValues { $0 } ?? [:]
        totalVolume =
            try c.decodeIfPresent([String: Double?].self, forKey: .totalVolume)?.compactMapValues { $0 } ?? [:]
        marketCapPercentage =
            try c.decodeIfPresent([String: Double?].self, forKey: .marketCapPercentage)?
            .compactMapValues { $0 } ?? [:]
        marketCapChangePercentage24hUsd = try c.decodeIfPresent(Double.self, forKey: .marketCapChangePercentage24hUsd)
        updatedAt = try c.decodeIfPresent(Double.self, forKey: .updatedAt).flatMap { Int64(exactly: $0.rounded()) }
    }

    /// The wrapper CoinGecko sends.
    struct Envelope: Decodable { let data: GlobalMarket }
}
