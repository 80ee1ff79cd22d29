/// CoinGecko's `/coins/{id}/market_chart` answer: `[[ms, value]]` series, oldest first.
public struct MarketChart: Sendable, Equatable, Codable {
    /// The prices, oldest first.
    public let prices: [PricePoint]
    /// The market caps, oldest first (empty when absent).
    public let marketCaps: [PricePoint]
    /// The 24-hour volumes, oldest first (empty when absent).
    public let totalVolumes: [PricePoint]

    /// A chart of the given series.
    public init(prices: [PricePoint], marketCaps: [PricePoint] = [], totalVolumes: [PricePoint] = []) {
        self.prices = prices
        self.marketCaps = marketCaps
        self.totalVolumes = totalVolumes
    }

    enum CodingKeys: String, CodingKey {
        case prices
        case marketCaps = "market_caps"
        case totalVolumes = "total_volumes"
    }

    /// Decodes `prices`, `market_caps` and `total_volumes` as `[[ms, value]]` lists; a pair with a null value is
    /// dropped.
    ///
    /// - Throws: `DecodingError` when `prices` is missing or a pair is not `[milliseconds, value]`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        prices = try Self.series(c, .prices, required: true)
        marketCaps = try Self.series(c, .marketCaps, required: false)
        totalVolumes = try Self.series(c, .totalVolumes, required: false)
    }

    /// A `[[ms, value]]` list; a pair whose value is null (a gap) is dropped, any other shape is an error.
    private static func series(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, required: Bool) throws
        -> [PricePoint]
    {
        let pairs: [[Double?]]
        if required {
            pairs = try c.decode([[Double?]].self, forKey: key)
        } else {
            pairs = try c.decodeIfPresent([[Double?]].self, forKey: key) ?? []
        }
        var points: [PricePoint] = []
        points.reserveCapacity(pairs.count)
        for pair in pairs {
            guard pair.count == 2, let time = pair[0], time.isFinite, time.magnitude < 1e15 else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: c.codingPath + [key], debugDescription: "expected [milliseconds, value] pairs"))
            }
            guard let value = pair[1] else { continue }
            points.append(PricePoint(time: Int64(time.rounded()), price: value))
        }
        return points
    }
}
