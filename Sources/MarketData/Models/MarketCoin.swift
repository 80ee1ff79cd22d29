import Foundation

/// One coin of CoinGecko's `/coins/markets` answer (the market app's list row and its 7-day sparkline).
///
/// Only `id`, `symbol`, `name`, `image` and `currentPrice` are required: every other number is often `null` (a new
/// coin has no rank, most have no `max_supply` or `roi`), and a missing one is shown as "n/a", never as 0.
public struct MarketCoin: Sendable, Equatable, Codable {
    /// The coin's CoinGecko id ("bitcoin").
    public let id: String
    /// Lower case in CoinGecko's answers ("btc").
    public let symbol: String
    /// The coin's name ("Bitcoin").
    public let name: String
    /// The logo's URL (`assets.coingecko.com` or `coin-images.coingecko.com`).
    public let image: String
    /// The current price in the currency asked for.
    public let currentPrice: Double
    /// The market cap in the currency, when known.
    public let marketCap: Double?
    /// The market cap rank, nil for a coin without one.
    public let marketCapRank: Int?
    /// The fully diluted valuation in the currency, when known.
    public let fullyDilutedValuation: Double?
    /// The 24-hour trading volume in the currency, when known.
    public let totalVolume: Double?
    /// The 24-hour high price, when known.
    public let high24h: Double?
    /// The 24-hour low price, when known.
    public let low24h: Double?
    /// The price's 24-hour change in the currency, when known.
    public let priceChange24h: Double?
    /// The price's 24-hour change in percent, when known.
    public let priceChangePercentage24h: Double?
    /// The market cap's 24-hour change in the currency, when known.
    public let marketCapChange24h: Double?
    /// The market cap's 24-hour change in percent, when known.
    public let marketCapChangePercentage24h: Double?
    /// The coins in circulation, when known.
    public let circulatingSupply: Double?
    /// The total supply, when known.
    public let totalSupply: Double?
    /// The maximum supply, nil for an uncapped coin or when unknown.
    public let maxSupply: Double?
    /// The all-time high price, when known.
    public let ath: Double?
    /// How far the price is below the all-time high, in percent (negative), when known.
    public let athChangePercentage: Double?
    /// ISO 8601 with milliseconds ("2021-04-14T11:54:46.763Z").
    public let athDate: String?
    /// The all-time low price, when known.
    public let atl: Double?
    /// How far the price is above the all-time low, in percent, when known.
    public let atlChangePercentage: Double?
    /// When the all-time low was reached (ISO 8601 with milliseconds), when known.
    public let atlDate: String?
    /// The ICO's return on investment; nil for most coins.
    public let roi: ReturnOnInvestment?
    /// When CoinGecko last updated the coin (ISO 8601), when known.
    public let lastUpdated: String?
    /// `sparkline_in_7d.price`: about 168 hourly prices, oldest first, without timestamps (may be empty).
    public let sparkline7d: [Double]?
    /// `price_change_percentage_24h_in_currency` (present when asked for with `price_change_percentage=24h`).
    public let priceChangePercentage24hInCurrency: Double?

    /// A coin with every field given; only the first five are required.
    public init(
        id: String, symbol: String, name: String, image: String, currentPrice: Double, marketCap: Double? = nil,
        marketCapRank: Int? = nil, fullyDilutedValuation: Double? = nil, totalVolume: Double? = nil,
        high24h: Double? = nil, low24h: Double? = nil, priceChange24h: Double? = nil,
        priceChangePercentage24h: Double? = nil, marketCapChange24h: Double? = nil,
        marketCapChangePercentage24h: Double? = nil, circulatingSupply: Double? = nil, totalSupply: Double? = nil,
        maxSupply: Double? = nil, ath: Double? = nil, athChangePercentage: Double? = nil, athDate: String? = nil,
        atl: Double? = nil, atlChangePercentage: Double? = nil, atlDate: String? = nil,
        roi: ReturnOnInvestment? = nil, lastUpdated: String? = nil, sparkline7d: [Double]? = nil,
        priceChangePercentage24hInCurrency: Double? = nil
    ) {
        self.id = id
        self.symbol = symbol
        self.name = name
        self.image = image
        self.currentPrice = currentPrice
        self.marketCap = marketCap
        self.marketCapRank = marketCapRank
        self.fullyDilutedValuation = fullyDilutedValuation
        self.totalVolume = totalVolume
        self.high24h = high24h
        self.low24h = low24h
        self.priceChange24h = priceChange24h
        self.priceChangePercentage24h = priceChangePercentage24h
        self.marketCapChange24h = marketCapChange24h
        self.marketCapChangePercentage24h = marketCapChangePercentage24h
        self.circulatingSupply = circulatingSupply
        self.totalSupply = totalSupply
        self.maxSupply = maxSupply
        self.ath = ath
        self.athChangePercentage = athChangePercentage
        self.athDate = athDate
        self.atl = atl
        self.atlChangePercentage = atlChangePercentage
        self.atlDate = atlDate
        self.roi = roi
        self.lastUpdated = lastUpdated
        self.sparkline7d = sparkline7d
        self.priceChangePercentage24hInCurrency = priceChangePercentage24hInCurrency
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, symbol, name, image, roi, ath, atl
        case currentPrice = "current_price"
        case marketCap = "market_cap"
        case marketCapRank = "market_cap_rank"
        case fullyDilutedValuation = "fully_diluted_valuation"
        case totalVolume = "total_volume"
        case high24h = "high_24h"
        case low24h = "low_24h"
        case priceChange24h = "price_change_24h"
        case priceChangePercentage24h = "price_change_percentage_24h"
        case marketCapChange24h = "market_cap_change_24h"
        case marketCapChangePercentage24h = "market_cap_change_percentage_24h"
        case circulatingSupply = "circulating_supply"
        case totalSupply = "total_supply"
        case maxSupply = "max_supply"
        case athChangePercentage = "ath_change_percentage"
        case athDate = "ath_date"
        case atlChangePercentage = "atl_change_percentage"
        case atlDate = "atl_date"
        case lastUpdated = "last_updated"
        case sparkline = "sparkline_in_7d"
        case priceChangePercentage24hInCurrency = "price_change_percentage_24h_in_currency"
    }

    struct Sparkline: Codable { let price: [Double?]? }

    /// Decodes CoinGecko's snake-case row; nulls in the sparkline are dropped.
    ///
    /// - Throws: `DecodingError` when `id`, `symbol`, `name`, `image` or `current_price` is missing, or a field has
    ///   another type.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        symbol = try c.decode(String.self, forKey: .symbol)
        name = try c.decode(String.self, forKey: .name)
        image = try c.decode(String.self, forKey: .image)
        currentPrice = try c.decode(Double.self, forKey: .currentPrice)
        marketCap = try c.decodeIfPresent(Double.self, forKey: .marketCap)
        marketCapRank = try c.decodeIfPresent(Int.self, forKey: .marketCapRank)
        fullyDilutedValuation = try c.decodeIfPresent(Double.self, forKey: .fullyDilutedValuation)
        totalVolume = try c.decodeIfPresent(Double.self, forKey: .totalVolume)
        high24h = try c.decodeIfPresent(Double.self, forKey: .high24h)
        low24h = try c.decodeIfPresent(Double.self, forKey: .low24h)
        priceChange24h = try c.decodeIfPresent(Double.self, forKey: .priceChange24h)
        priceChangePercentage24h = try c.decodeIfPresent(Double.self, forKey: .priceChangePercentage24h)
        marketCapChange24h = try c.decodeIfPresent(Double.self, forKey: .marketCapChange24h)
        marketCapChangePercentage24h = try c.decodeIfPresent(Double.self, forKey: .marketCapChangePercentage24h)
        circulatingSupply = try c.decodeIfPresent(Double.self, forKey: .circulatingSupply)
        totalSupply = try c.decodeIfPresent(Double.self, forKey: .totalSupply)
        maxSupply = try c.decodeIfPresent(Double.self, forKey: .maxSupply)
        ath = try c.decodeIfPresent(Double.self, forKey: .ath)
        athChangePercentage = try c.decodeIfPresent(Double.self, forKey: .athChangePercentage)
        athDate = try c.decodeIfPresent(String.self, forKey: .athDate)
        atl = try c.decodeIfPresent(Double.self, forKey: .atl)
        atlChangePercentage = try c.decodeIfPresent(Double.self, forKey: .atlChangePercentage)
        atlDate = try c.decodeIfPresent(String.self, forKey: .atlDate)
        roi = try c.decodeIfPresent(ReturnOnInvestment.self, forKey: .roi)
        lastUpdated = try c.decodeIfPresent(String.self, forKey: .lastUpdated)
        // A null inside the sparkline (a gap) is dropped: the chart joins the neighbours.
        sparkline7d = try c.decodeIfPresent(Sparkline.self, forKey: .sparkline)?.price.map { $0.compactMap { $0 } }
        priceChangePercentage24hInCurrency = try c.decodeIfPresent(
            Double.self, forKey: .priceChangePercentage24hInCurrency)
    }

    /// Encodes the row in CoinGecko's snake-case form, so that it decodes back to the same value.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(symbol, forKey: .symbol)
        try c.encode(name, forKey: .name)
        try c.encode(image, forKey: .image)
        try c.encode(currentPrice, forKey: .currentPrice)
        try c.encodeIfPresent(marketCap, forKey: .marketCap)
        try c.encodeIfPresent(marketCapRank, forKey: .marketCapRank)
        try c.encodeIfPresent(fullyDilutedValuation, forKey: .fullyDilutedValuation)
        try c.encodeIfPresent(totalVolume, forKey: .totalVolume)
        try c.encodeIfPresent(high24h, forKey: .high24h)
        try c.encodeIfPresent(low24h, forKey: .low24h)
        try c.encodeIfPresent(priceChange24h, forKey: .priceChange24h)
        try c.encodeIfPresent(priceChangePercentage24h, forKey: .priceChangePercentage24h)
        try c.encodeIfPresent(marketCapChange24h, forKey: .marketCapChange24h)
        try c.encodeIfPresent(marketCapChangePercentage24h, forKey: .marketCapChangePercentage24h)
        try c.encodeIfPresent(circulatingSupply, forKey: .circulatingSupply)
        try c.encodeIfPresent(totalSupply, forKey: .totalSupply)
        try c.encodeIfPresent(maxSupply, forKey: .maxSupply)
        try c.encodeIfPresent(ath, forKey: .ath)
        try c.encodeIfPresent(athChangePercentage, forKey: .athChangePercentage)
        try c.encodeIfPresent(athDate, forKey: .athDate)
        try c.encodeIfPresent(atl, forKey: .atl)
        try c.encodeIfPresent(atlChangePercentage, forKey: .atlChangePercentage)
        try c.encodeIfPresent(atlDate, forKey: .atlDate)
        try c.encodeIfPresent(roi, forKey: .roi)
        try c.encodeIfPresent(lastUpdated, forKey: .lastUpdated)
        if let sparkline7d { try c.encode(Sparkline(price: sparkline7d.map { Optional($0) }), forKey: .sparkline) }
        try c.encodeIfPresent(priceChangePercentage24hInCurrency, forKey: .priceChangePercentage24hInCurrency)
    }

    /// The 24h change in percent: `price_change_percentage_24h_in_currency`, else `price_change_percentage_24h`.
    public var change24hPercent: Double? { priceChangePercentage24hInCurrency ?? priceChangePercentage24h }

    /// The sparkline as points: evenly spread over the 7 days that end at `lastUpdated` (CoinGecko sends no
    /// timestamps; the seed labels the axis with `last_updated` and 7 days before it). Without a readable
    /// `lastUpdated`, the points end at `end` (milliseconds since 1970).
    public func sparklinePoints(end: Int64? = nil) -> [PricePoint] {
        guard let prices = sparkline7d, !prices.isEmpty else { return [] }
        let parsed = lastUpdated.flatMap(ISO8601Milliseconds.parse).flatMap { Int64(exactly: ($0 * 1000).rounded()) }
        let last = parsed ?? end ?? 0
        let span: Int64 = 7 * 86_400_000
        guard prices.count > 1 else { return [PricePoint(time: last, price: prices[0])] }
        let step = Double(span) / Double(prices.count - 1)
        return prices.enumerated().map { index, price in
            PricePoint(time: last &- span &+ Int64((Double(index) * step).rounded()), price: price)
        }
    }
}

/// `roi`: how much an ICO's price grew (null for most coins).
public struct ReturnOnInvestment: Sendable, Equatable, Codable {
    /// How many times the ICO price the coin is worth now.
    public let times: Double?
    /// The currency of the ICO price ("usd", "btc", "eth").
    public let currency: String?
    /// The growth since the ICO, in percent.
    public let percentage: Double?
}

/// CoinGecko's timestamps, ISO 8601 with or without a fraction of a second.
///
/// Parsed by hand, not with `ISO8601DateFormatter`: on Linux, ICU's date parser traps (a division by zero in
/// `SimpleDateFormat::subParse`) on a fraction of about a hundred digits, which the coingecko-json fuzz target sent.
public enum ISO8601Milliseconds {
    /// Seconds since 1970, or nil when `text` is not `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` with a real date, a
    /// fraction of 1 to 9 digits and a time zone.
    public static func parse(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        guard (20...35).contains(bytes.count) else { return nil }
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<start + count] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        func at(_ index: Int, _ character: UInt8) -> Bool { index < bytes.count && bytes[index] == character }
        guard let year = number(0, 4), at(4, 0x2D), let month = number(5, 2), at(7, 0x2D), let day = number(8, 2),
            at(10, 0x54) || at(10, 0x74), let hour = number(11, 2), at(13, 0x3A), let minute = number(14, 2),
            at(16, 0x3A), let second = number(17, 2)
        else { return nil }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...12).contains(month), (1...monthDays[month - 1]).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        var index = 19
        var fraction = 0.0
        if at(index, 0x2E) {
            index += 1
            let start = index
            var scale = 0.1
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                fraction += Double(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
            guard (1...9).contains(index - start) else { return nil }
        }
        var offset = 0
        if at(index, 0x5A) || at(index, 0x7A) {
            index += 1
        } else if at(index, 0x2B) || at(index, 0x2D) {
            guard let hours = number(index + 1, 2), at(index + 3, 0x3A), let minutes = number(index + 4, 2), hours < 24,
                minutes < 60
            else { return nil }
            offset = (hours * 3_600 + minutes * 60) * (bytes[index] == 0x2D ? -1 : 1)
            index += 6
        } else {
            return nil
        }
        guard index == bytes.count else { return nil }
        // Days since 1970-01-01 of the civil date (proleptic Gregorian; Howard Hinnant's days_from_civil).
        let y = month <= 2 ? year - 1 : year
        let era = y / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return Double(days * 86_400 + hour * 3_600 + minute * 60 + second - offset) + fraction
    }
}
