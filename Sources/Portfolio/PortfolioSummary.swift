import Foundation
import MarketData
import SolanaCore

/// One asset of the portfolio: SOL of the wallet's accounts, one SPL mint, or a manual holding, with its price and
/// value when there is a price.
public struct PortfolioLine: Sendable, Equatable, Codable {
    /// Where the asset is held, which decides how it is priced.
    public enum Kind: String, Sendable, Codable {
        /// SOL in the wallet's accounts (priced as CoinGecko's `solana`).
        case sol
        /// An SPL token in the wallet's accounts (priced by mint).
        case token
        /// A manual holding (priced by CoinGecko id).
        case manual
    }

    /// Wallet SOL, an SPL token or a manual holding.
    public let kind: Kind
    /// "solana" for SOL, the mint for a token, the CoinGecko id for a manual holding.
    public let id: String
    /// Upper-case symbol when known ("SOL", "BTC"); nil for a token CoinGecko does not list.
    public let symbol: String?
    /// CoinGecko's name ("Bitcoin"); "Solana" for SOL; nil for a token or a coin CoinGecko did not price.
    public let name: String?
    /// The exact amount held ("12.5").
    public let amount: String
    /// The price in the portfolio's currency; nil: no price (left out of the value, never counted as 0).
    public let price: Double?
    /// The price's 24h change in percent (nil: not known, counted as 0 in the portfolio's change).
    public let change24hPercent: Double?
    /// Where the price came from: "coingecko" or "jupiter"; nil without a price.
    public let priceSource: String?
    /// Why there is no price: "no price" (no service has one) or the failure; nil with a price.
    public let noPriceReason: String?
    /// amount × price; nil without a price.
    public let value: Double?
    /// The amount as a number for the multiplication (never stored).
    let quantity: Double

    /// A line; a price that is not finite or is negative counts as no price (then `priceSource` is dropped and
    /// `noPriceReason` defaults to "no price"), a non-finite change as unknown; `value` is `quantity` × price.
    ///
    /// - Parameters:
    ///   - kind: Wallet SOL, an SPL token or a manual holding.
    ///   - id: "solana", the mint, or the CoinGecko id.
    ///   - symbol: The upper-case symbol, nil when unknown.
    ///   - name: The coin's name, nil when unknown.
    ///   - amount: The exact amount as decimal text, in whole coins ("12.5", not lamports or base units).
    ///   - quantity: `amount` as a number, multiplied by the price.
    ///   - price: The price of one coin in the portfolio's currency; nil when none.
    ///   - change24hPercent: The price's 24h change in percent; nil when unknown.
    ///   - priceSource: "coingecko" or "jupiter".
    ///   - noPriceReason: Why there is no price; ignored when there is one.
    public init(
        kind: Kind, id: String, symbol: String?, name: String?, amount: String, quantity: Double, price: Double?,
        change24hPercent: Double?, priceSource: String?, noPriceReason: String?
    ) {
        self.kind = kind
        self.id = id
        self.symbol = symbol
        self.name = name
        self.amount = amount
        self.quantity = quantity
        let usable = price.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        self.price = usable
        self.change24hPercent = change24hPercent.flatMap { $0.isFinite ? $0 : nil }
        self.priceSource = usable == nil ? nil : priceSource
        self.noPriceReason = usable == nil ? (noPriceReason ?? "no price") : nil
        self.value = usable.map { $0 * quantity }
    }

    enum CodingKeys: String, CodingKey {
        case kind, id, symbol, name, amount, price, change24hPercent, priceSource, noPriceReason, value
    }

    /// Decodes a line as encoded (without `quantity`, recomputed from `amount`; `value` is recomputed too).
    ///
    /// - Parameter decoder: The decoder holding the keyed line.
    /// - Throws: `DecodingError` when `kind`, `id` or `amount` is missing or a field has the wrong type.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let amount = try c.decode(String.self, forKey: .amount)
        self.init(
            kind: try c.decode(Kind.self, forKey: .kind), id: try c.decode(String.self, forKey: .id),
            symbol: try c.decodeIfPresent(String.self, forKey: .symbol),
            name: try c.decodeIfPresent(String.self, forKey: .name), amount: amount, quantity: Double(amount) ?? 0,
            price: try c.decodeIfPresent(Double.self, forKey: .price),
            change24hPercent: try c.decodeIfPresent(Double.self, forKey: .change24hPercent),
            priceSource: try c.decodeIfPresent(String.self, forKey: .priceSource),
            noPriceReason: try c.decodeIfPresent(String.self, forKey: .noPriceReason))
    }
}

/// The portfolio's value, 24h change and allocation (market-and-ux.md §2, the corrected formula): for each priced
/// asset, value = amount × price and its value 24h ago = value / (1 + pct24h / 100), a missing pct counting as 0;
/// change = (Σ value − Σ previous) / Σ previous × 100; allocation = value / Σ value × 100. Assets without a price
/// are left out of every sum (and listed in `unpriced`), never counted as 0. An empty portfolio, or one worth 0, has
/// no change and no allocation (nil, shown as "—"), never NaN.
public struct PortfolioSummary: Sendable, Equatable, Codable {
    /// The assets, in the order given.
    public let lines: [PortfolioLine]
    /// Σ value of the priced lines, in the portfolio's currency (0 when nothing is priced; see `hasValue`).
    public let value: Double
    /// The priced lines' value 24h ago, in the portfolio's currency (a line that fell 100 % counts unchanged).
    public let previousValue: Double
    /// The value's change over 24h in percent; nil when the previous value is 0 or not finite.
    public let change24hPercent: Double?
    /// Value change over 24h in the currency (value − previous); nil with no change.
    public let change24hValue: Double?
    /// Percent of the value per line (same order as `lines`); nil for a line without a price or a worthless
    /// portfolio.
    public let allocation: [Double?]
    /// Ids of the lines without a price.
    public let unpriced: [String]

    /// Computes the value, 24h change and allocation of `lines` with the formula above.
    public init(lines: [PortfolioLine]) {
        var value = 0.0, previous = 0.0
        for line in lines {
            guard let current = line.value else { continue }
            let pct = line.change24hPercent ?? 0
            value += current
            // A coin that fell 100 % was worth something 24h ago that cannot be recovered; count it as unchanged.
            previous += pct <= -100 ? current : current / (1 + pct / 100)
        }
        self.lines = lines
        self.value = value
        self.previousValue = previous
        let hasChange = previous > 0 && previous.isFinite && value.isFinite
        self.change24hPercent = hasChange ? (value - previous) / previous * 100 : nil
        self.change24hValue = hasChange ? value - previous : nil
        self.allocation = lines.map { line in
            guard let current = line.value, value > 0, value.isFinite else { return nil }
            return current / value * 100
        }
        self.unpriced = lines.filter { $0.value == nil }.map(\.id)
    }

    /// Whether there is nothing held at all.
    public var isEmpty: Bool { lines.isEmpty }

    /// Whether at least one line has a price (without one the value is unknown, not 0).
    public var hasValue: Bool { lines.contains { $0.value != nil } }

    /// Whether every line has a price.
    public var isComplete: Bool { unpriced.isEmpty }
}
