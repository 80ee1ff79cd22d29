import Foundation

/// The trend line's parameters (docs/trend-line.md). Decoding fills a missing key with its default.
public struct TrendParameters: Sendable, Equatable, Codable {
    /// The EMA's span N: the smoothing factor is α = 2 / (N + 1). Default 20.
    public var span: Int
    /// The number of prices in the rolling standard deviation. Default 20.
    public var window: Int
    /// The band's half-width in standard deviations. Default 2.
    public var k: Double

    /// The default EMA span: 20.
    public static let defaultSpan = 20
    /// The default standard deviation window: 20.
    public static let defaultWindow = 20
    /// The default band half-width: 2 standard deviations.
    public static let defaultK = 2.0
    /// Allowed spans and windows.
    public static let spans = 1...1_000
    /// Allowed windows (at least two prices for a deviation).
    public static let windows = 2...1_000
    /// Allowed band widths.
    public static let widths: ClosedRange<Double> = 0...100

    /// Parameters with the given span, window and band width (defaults 20, 20, 2); `validate()` checks them.
    public init(span: Int = defaultSpan, window: Int = defaultWindow, k: Double = defaultK) {
        self.span = span
        self.window = window
        self.k = k
    }

    /// Span 20, window 20, k 2.
    public static let `default` = TrendParameters()

    private enum CodingKeys: String, CodingKey { case span, window, k }

    /// Decodes `{"span", "window", "k"}`; a missing member takes its default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        span = try container.decodeIfPresent(Int.self, forKey: .span) ?? Self.defaultSpan
        window = try container.decodeIfPresent(Int.self, forKey: .window) ?? Self.defaultWindow
        k = try container.decodeIfPresent(Double.self, forKey: .k) ?? Self.defaultK
    }

    /// The EMA's smoothing factor α = 2 / (span + 1).
    public var alpha: Double { 2 / (Double(span) + 1) }

    /// Throws when a parameter is outside its range.
    public func validate() throws(TrendLineError) {
        guard Self.spans.contains(span) else { throw .parameter("span \(span) is outside \(Self.spans)") }
        guard Self.windows.contains(window) else { throw .parameter("window \(window) is outside \(Self.windows)") }
        guard k.isFinite, Self.widths.contains(k) else {
            throw .parameter("k \(k) is outside \(Self.widths.lowerBound)...\(Self.widths.upperBound)")
        }
    }
}

/// Why the trend line could not be computed.
public enum TrendLineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The price series is unusable (empty, a bad price, times out of order, too long).
    case series(PriceSeriesError)
    /// A parameter is outside its range (the message says which).
    case parameter(String)
    /// Fewer prices than the band's window: there is no band, so no signal.
    case tooShort(count: Int, window: Int)

    /// A one-line explanation, naming the parameter or the counts.
    public var description: String {
        switch self {
        case .series(let error): return error.description
        case .parameter(let message): return "trend line: \(message)"
        case .tooShort(let count, let window):
            return "the series has \(count) prices; the trend line's band needs at least \(window) (its window)"
        }
    }
}

/// Where a price is relative to the band.
public enum BandPosition: String, Sendable, Equatable, Codable, CaseIterable {
    /// Above the upper edge (price > upper).
    case above
    /// On or between the edges (lower ≤ price ≤ upper).
    case inside
    /// Below the lower edge (price < lower).
    case below

    var rank: Int {
        switch self {
        case .below: return 0
        case .inside: return 1
        case .above: return 2
        }
    }
}

/// The direction of a crossing: `up` when the price moved to a higher zone (below → inside → above).
public enum CrossingDirection: String, Sendable, Equatable, Codable {
    /// `up`: to a higher zone (below → inside → above); `down`: to a lower one.
    case up, down
}

/// The price moving from one zone to another between two consecutive points.
public struct BandCrossing: Sendable, Equatable, Codable {
    /// The index of the first point in the new zone.
    public var index: Int
    /// Its time (ms since 1970).
    public var time: Int64
    /// The zone before the crossing.
    public var from: BandPosition
    /// The zone after the crossing.
    public var to: BandPosition
    /// Whether the price moved to a higher or a lower zone.
    public var direction: CrossingDirection

    /// The crossing at point `index` (time in ms since 1970) from zone `from` to zone `to`; the direction follows.
    public init(index: Int, time: Int64, from: BandPosition, to: BandPosition) {
        self.index = index
        self.time = time
        self.from = from
        self.to = to
        direction = to.rank > from.rank ? .up : .down
    }
}

/// The signal at the last point: where the price is now and the last time it changed zone.
public struct TrendSignal: Sendable, Equatable, Codable {
    /// Where the last price is relative to the band.
    public var position: BandPosition
    /// The last change of zone, nil when the price stayed in one zone since the band began.
    public var lastCrossing: BandCrossing?
    /// The last point's price, EMA and band edges.
    public var price: Double
    /// The EMA at the last point.
    public var ema: Double
    /// The band's upper edge at the last point.
    public var upper: Double
    /// The band's lower edge at the last point.
    public var lower: Double

    private enum CodingKeys: String, CodingKey { case position, lastCrossing, price, ema, upper, lower }

    /// `lastCrossing` is written as `null` when there is none (not left out), so scripts see every key.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(position, forKey: .position)
        try container.encode(lastCrossing, forKey: .lastCrossing)
        try container.encode(price, forKey: .price)
        try container.encode(ema, forKey: .ema)
        try container.encode(upper, forKey: .upper)
        try container.encode(lower, forKey: .lower)
    }
}

/// The trend line of a series: one EMA value per point; band edges from index `window − 1` on (null before).
public struct TrendLineResult: Sendable, Equatable, Codable {
    /// The parameters the line was computed with.
    public var parameters: TrendParameters
    /// The points' times (ms since 1970), one per point.
    public var times: [Int64]
    /// The EMA of the price, one value per point.
    public var ema: [Double]
    /// The rolling standard deviation of the price (population, ddof 0); nil before the window is full.
    public var deviation: [Double?]
    /// The band's upper edge (EMA + k × deviation) per point; nil before the window is full.
    public var upper: [Double?]
    /// The band's lower edge (EMA − k × deviation) per point; nil before the window is full.
    public var lower: [Double?]
    /// The signal at the last point.
    public var signal: TrendSignal
}

/// The trend line (the seed's "Neptune Line", defined in docs/trend-line.md): an EMA of the price (pandas
/// `ewm(span: N, adjust: false)`) with a band of ± k rolling standard deviations of the price around it (pandas
/// `rolling(window).std(ddof: 0)`), and the signal at the last point.
public enum TrendLine {
    /// The EMA, band and signal of `points` (oldest first).
    ///
    /// - Throws: `TrendLineError.parameter` for a parameter out of range, `.series` for an unusable series,
    ///   `.tooShort` when there are fewer points than the window.
    public static func compute(
        _ points: [PricePoint], parameters: TrendParameters = .default
    ) throws(TrendLineError) -> TrendLineResult {
        try parameters.validate()
        do { try PriceSeries.validate(points) } catch { throw .series(error) }
        guard points.count >= parameters.window else {
            throw .tooShort(count: points.count, window: parameters.window)
        }
        let prices = points.map(\.price)
        let ema = exponentialAverage(prices, alpha: parameters.alpha)
        let deviation = rollingDeviation(prices, window: parameters.window)
        var upper = [Double?](repeating: nil, count: prices.count)
        var lower = [Double?](repeating: nil, count: prices.count)
        for index in prices.indices {
            guard let sigma = deviation[index] else { continue }
            upper[index] = ema[index] + parameters.k * sigma
            lower[index] = ema[index] - parameters.k * sigma
        }
        var crossing: BandCrossing?
        var zone: BandPosition?
        for index in (parameters.window - 1)..<prices.count {
            guard let top = upper[index], let bottom = lower[index] else { continue }
            let now = position(prices[index], lower: bottom, upper: top)
            if let zone, zone != now {
                crossing = BandCrossing(index: index, time: points[index].time, from: zone, to: now)
            }
            zone = now
        }
        let last = prices.count - 1
        // The window is full at the last point (count ≥ window), so its edges exist.
        let top = upper[last] ?? ema[last], bottom = lower[last] ?? ema[last]
        let signal = TrendSignal(
            position: position(prices[last], lower: bottom, upper: top), lastCrossing: crossing,
            price: prices[last], ema: ema[last], upper: top, lower: bottom)
        return TrendLineResult(
            parameters: parameters, times: points.map(\.time), ema: ema, deviation: deviation, upper: upper,
            lower: lower, signal: signal)
    }

    /// Above, inside (edges included) or below.
    public static func position(_ price: Double, lower: Double, upper: Double) -> BandPosition {
        if price > upper { return .above }
        if price < lower { return .below }
        return .inside
    }

    /// e₀ = p₀, eₜ = eₜ₋₁ + α (pₜ − eₜ₋₁): pandas' `adjust=False` recursion, written so that a constant series
    /// gives exactly that constant.
    static func exponentialAverage(_ prices: [Double], alpha: Double) -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(prices.count)
        var value = prices[0]
        for price in prices {
            value += alpha * (price - value)
            result.append(value)
        }
        return result
    }

    /// The population standard deviation of each full window ending at an index (nil before the first). Two passes
    /// over the window, on values divided by the window's largest, so squares never overflow; a window whose prices
    /// are all equal gives exactly 0.
    static func rollingDeviation(_ prices: [Double], window: Int) -> [Double?] {
        var result = [Double?](repeating: nil, count: prices.count)
        guard prices.count >= window else { return result }
        for end in (window - 1)..<prices.count {
            let start = end - window + 1
            var largest = prices[start], smallest = prices[start]
            for index in start...end {
                largest = max(largest, prices[index])
                smallest = min(smallest, prices[index])
            }
            guard largest > smallest else {
                result[end] = 0
                continue
            }
            var sum = 0.0
            for index in start...end { sum += prices[index] / largest }
            let mean = sum / Double(window)
            var squares = 0.0
            for index in start...end {
                let difference = prices[index] / largest - mean
                squares += difference * difference
            }
            result[end] = (squares / Double(window)).squareRoot() * largest
        }
        return result
    }
}
