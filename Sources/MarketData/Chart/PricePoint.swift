import Foundation

/// One point of a price series (CoinGecko's `market_chart` `prices` pairs, a sparkline, a portfolio value history).
/// Prices are market data, not amounts of money the wallet moves, so they are `Double`.
public struct PricePoint: Sendable, Equatable, Codable {
    /// Milliseconds since 1970-01-01 UTC, as CoinGecko sends them.
    public var time: Int64
    /// The price (in the chart's currency).
    public var price: Double

    /// A point at `time` (ms since 1970) with `price`.
    public init(time: Int64, price: Double) {
        self.time = time
        self.price = price
    }
}
