import Foundation

/// Why a chart could not be drawn.
public enum ChartError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The price series is unusable.
    case series(PriceSeriesError)
    /// The requested size is outside what the renderer draws (the message says the limits).
    case size(String)
    /// The trend line given was computed for other points (its times differ from the series').
    case trendMismatch(points: Int, trendPoints: Int)
    /// libpng refused to write the image (its message).
    case pngFailed(String)

    /// A one-line explanation, naming the limits where there are some.
    public var description: String {
        switch self {
        case .series(let error): return error.description
        case .size(let message): return "chart size: \(message)"
        case .trendMismatch(let points, let trendPoints):
            return "the trend line was computed for other points (\(trendPoints) points, the chart has \(points))"
        case .pngFailed(let message): return "cannot write the PNG: \(message)"
        }
    }
}

/// Rising (last ≥ first: green) or falling (red): the chart's colour.
public enum ChartTrend: String, Sendable, Equatable, Codable {
    /// `rising`: the last price ≥ the first (green); `falling`: below it (red).
    case rising, falling
}

/// The y-axis labels: the series' highest, middle ((max + min) / 2) and lowest price, formatted.
public struct ChartLabels: Sendable, Equatable, Codable {
    /// The highest price, formatted.
    public var max: String
    /// The middle price ((max + min) / 2), formatted.
    public var mid: String
    /// The lowest price, formatted.
    public var min: String

    /// Labels with the given texts.
    public init(max: String, mid: String, min: String) {
        self.max = max
        self.mid = mid
        self.min = min
    }

    /// The labels a chart of `points` shows (for `--json` next to a chart).
    public static func of(_ points: [PricePoint], currency: String = "$") throws(ChartError) -> ChartLabels {
        try ChartGeometry(points: points, trend: nil).labels(currency: currency)
    }
}

/// Prices as chart labels: a currency symbol, then
/// - 1e15 and above: `%.3e` (1.235e+15);
/// - 1,000,000 to 1e15: two decimals and a suffix, as the market app's `formattedWithAbbreviations` (12.35M, 1.10B,
///   1.00T), rounded; "T" and "B" as English writes them (the seed app wrote "Tr"/"Bn");
/// - 1 to 1,000,000 and 0: grouped with commas, two decimals (71,246.95);
/// - between 0 and 1: four significant digits (0.5000, 0.00001234), `%.3e` below 1e-10.
public enum PriceFormat {
    /// `value` as a chart label with `currency` in front ("$71,246.95", "$12.35M", "$0.00001234").
    public static func label(_ value: Double, currency: String = "$") -> String {
        guard value.isFinite else { return "\(value)" }
        let sign = value < 0 ? "-" : ""
        let magnitude = abs(value)
        let text: String
        if magnitude >= 1e15 {
            text = String(format: "%.3e", magnitude)
        } else if magnitude >= 1e12 {
            text = String(format: "%.2fT", magnitude / 1e12)
        } else if magnitude >= 1e9 {
            text = String(format: "%.2fB", magnitude / 1e9)
        } else if magnitude >= 1e6 {
            text = String(format: "%.2fM", magnitude / 1e6)
        } else if magnitude >= 1 || magnitude == 0 {
            text = grouped(String(format: "%.2f", magnitude))
        } else if magnitude >= 1e-10 {
            let decimals = 3 - Int(log10(magnitude).rounded(.down))
            text = String(format: "%.\(decimals)f", magnitude)
        } else {
            text = String(format: "%.3e", magnitude)
        }
        return sign + currency + text
    }

    /// "1234567.89" → "1,234,567.89".
    static func grouped(_ plain: String) -> String {
        let parts = plain.split(separator: ".", maxSplits: 1)
        let digits = Array(parts[0])
        var whole = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { whole.append(",") }
            whole.append(digit)
        }
        return parts.count > 1 ? whole + "." + parts[1] : whole
    }
}

/// A validated series and the mapping from (time, price) to a plot of `width` × `height` points, y down: the first
/// point at x = 0, the last at x = width − 1, the highest price at y = 0, the lowest at y = height − 1. One point is
/// drawn in the middle; a flat series on the middle row.
struct ChartGeometry {
    let points: [PricePoint]
    let trend: TrendLineResult?
    let minPrice: Double
    let maxPrice: Double

    init(points: [PricePoint], trend: TrendLineResult?) throws(ChartError) {
        do { try PriceSeries.validate(points) } catch { throw .series(error) }
        if let trend {
            guard trend.times == points.map(\.time), trend.ema.count == points.count,
                trend.upper.count == points.count, trend.lower.count == points.count
            else { throw .trendMismatch(points: points.count, trendPoints: trend.times.count) }
        }
        self.points = points
        self.trend = trend
        minPrice = points.map(\.price).min() ?? 0
        maxPrice = points.map(\.price).max() ?? 0
    }

    var direction: ChartTrend { (points.last?.price ?? 0) >= (points.first?.price ?? 0) ? .rising : .falling }

    func labels(currency: String) -> ChartLabels {
        ChartLabels(
            max: PriceFormat.label(maxPrice, currency: currency),
            mid: PriceFormat.label(minPrice + (maxPrice - minPrice) / 2, currency: currency),
            min: PriceFormat.label(minPrice, currency: currency))
    }

    /// x in 0...width−1 (continuous).
    func x(_ index: Int, width: Double) -> Double {
        guard points.count > 1, let first = points.first?.time, let last = points.last?.time, last > first else {
            return (width - 1) / 2
        }
        // Times are Int64 ms; their differences fit a Double well enough for a picture.
        let fraction = Double(points[index].time - first) / Double(last - first)
        return fraction * (width - 1)
    }

    /// y in 0...height−1 for a price in the series' range (outside it for a band edge beyond the range).
    func y(_ price: Double, height: Double) -> Double {
        guard maxPrice > minPrice else { return (height - 1) / 2 }
        // Divide the offsets separately so two huge prices never overflow their difference.
        let fraction = (maxPrice / 2 - price / 2) / (maxPrice / 2 - minPrice / 2)
        return fraction * (height - 1)
    }

    /// The trend's lines as (index, value) runs: the EMA, the upper and the lower edge.
    var trendLines: (ema: [(Int, Double)], upper: [(Int, Double)], lower: [(Int, Double)])? {
        guard let trend else { return nil }
        let ema = trend.ema.enumerated().map { ($0.offset, $0.element) }
        let upper = trend.upper.enumerated().compactMap { item in item.element.map { (item.offset, $0) } }
        let lower = trend.lower.enumerated().compactMap { item in item.element.map { (item.offset, $0) } }
        return (ema, upper, lower)
    }
}
