import Foundation

/// Why a price series cannot be charted or analysed. The series comes from outside (an HTTP answer), so every
/// value is checked before any arithmetic.
public enum PriceSeriesError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No points at all.
    case empty
    /// More points than `PriceSeries.maximumCount`.
    case tooManyPoints(count: Int, maximum: Int)
    /// A price that is NaN, infinite, negative or above `PriceSeries.maximumPrice` (the value as text).
    case invalidPrice(index: Int, value: String)
    /// A time that is not later than the one before it.
    case timesNotIncreasing(index: Int, time: Int64, previous: Int64)

    /// A one-line explanation, naming the point and the value where there is one.
    public var description: String {
        switch self {
        case .empty: return "the price series is empty"
        case .tooManyPoints(let count, let maximum):
            return "the price series has \(count) points; at most \(maximum) are charted"
        case .invalidPrice(let index, let value):
            return
                "price #\(index) is \(value): prices must be finite, at least 0 and at most \(PriceSeries.maximumPrice)"
        case .timesNotIncreasing(let index, let time, let previous):
            return "point #\(index) has time \(time) ms, not after the previous point's \(previous) ms"
        }
    }
}

/// A checked price series: at least one point, every price finite and in `0...maximumPrice`, times strictly
/// increasing. Charts and the trend line take `[PricePoint]` and check it with `PriceSeries.validate`.
public enum PriceSeries {
    /// The most points one chart or trend line takes (CoinGecko's longest answer, `days=max` daily since 2013, is
    /// about 5,000).
    public static let maximumCount = 100_000
    /// The largest price accepted: far above any real price, and small enough that `ema + k × σ` (k ≤ 100) stays a
    /// finite `Double`.
    public static let maximumPrice = 1e200

    /// Throws the first problem found in `points`.
    public static func validate(_ points: [PricePoint]) throws(PriceSeriesError) {
        guard !points.isEmpty else { throw .empty }
        guard points.count <= maximumCount else { throw .tooManyPoints(count: points.count, maximum: maximumCount) }
        for (index, point) in points.enumerated() {
            let price = point.price
            guard price.isFinite, price >= 0, price <= maximumPrice else {
                throw .invalidPrice(index: index, value: "\(price)")
            }
            if index > 0, point.time <= points[index - 1].time {
                throw .timesNotIncreasing(index: index, time: point.time, previous: points[index - 1].time)
            }
        }
    }

    /// The market app's 7-day sparkline (`sparkline_in_7d.price`: hourly prices without times) as points: the last
    /// one at `end` (ms since 1970), each one `step` ms (default one hour) before the next.
    public static func sparkline(_ prices: [Double], end: Int64, step: Int64 = 3_600_000) -> [PricePoint] {
        let count = Int64(prices.count)
        return prices.enumerated().map { index, price in
            PricePoint(time: end &- (count - 1 - Int64(index)) &* step, price: price)
        }
    }
}
