import Foundation
import TestSupport
import Testing

@testable import MarketData

/// Random walks and series for the chart and trend-line tests.
enum Series {
    /// A geometric random walk of `count` prices starting at `start`, hourly from a random time.
    static func walk(count: Int, start: Double, volatility: Double, using generator: inout SeededGenerator)
        -> [PricePoint]
    {
        var price = start
        let first = Int64.random(in: 1_500_000_000_000...1_800_000_000_000, using: &generator)
        return (0..<count).map { index in
            if index > 0 {
                // Box–Muller: a standard normal draw.
                let u1 = Double.random(in: Double.ulpOfOne...1, using: &generator)
                let u2 = Double.random(in: 0...1, using: &generator)
                let z = (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
                price *= exp(volatility * z)
            }
            return PricePoint(time: first + Int64(index) * 3_600_000, price: price)
        }
    }

    /// The `prices` of the recorded `/coins/{id}/market_chart` answer.
    static func recorded() throws -> [PricePoint] {
        struct MarketChart: Decodable { let prices: [[Double]] }
        let chart = try JSONDecoder().decode(
            MarketChart.self, from: try Oracle.fixture("coingecko/coins_id_market_chart.json"))
        return chart.prices.map { PricePoint(time: Int64($0[0]), price: $0[1]) }
    }
}

/// The trend line (docs/trend-line.md) against pandas (`ewm(span, adjust=False).mean()` and
/// `rolling(window).std(ddof=0)`, Tests/Oracles/trend_oracle.py) on the recorded series and on fresh random walks,
/// to within 1e-9 of the series' largest price; the signal (zone now, last crossing) agrees except at points within
/// that tolerance of a band edge. Hostile input gives typed errors.
@Suite struct TrendLineTests {
    struct OracleReply: Decodable {
        struct Crossing: Decodable, Equatable {
            let index: Int
            let from: String
            let to: String
            let direction: String
        }
        let ema: [Double]
        let deviation: [Double?]
        let upper: [Double?]
        let lower: [Double?]
        let zones: [String?]
        let position: String?
        let lastCrossing: Crossing?
        let margins: [Double?]
    }

    static func pandas(_ points: [PricePoint], _ parameters: TrendParameters) throws -> OracleReply {
        let output = try Oracle.run(
            script: "trend_oracle.py", input: try JSONSerialization.data(withJSONObject: request(points, parameters)))
        return try JSONDecoder().decode(OracleReply.self, from: output)
    }

    /// pandas' answers to many cases from one process (importing pandas takes most of a second).
    static func pandas(_ cases: [([PricePoint], TrendParameters)]) throws -> [OracleReply] {
        let output = try Oracle.run(
            script: "trend_oracle.py",
            input: try JSONSerialization.data(withJSONObject: ["cases": cases.map { request($0.0, $0.1) }]))
        return try JSONDecoder().decode([OracleReply].self, from: output)
    }

    static func request(_ points: [PricePoint], _ parameters: TrendParameters) -> [String: Any] {
        ["prices": points.map(\.price), "span": parameters.span, "window": parameters.window, "k": parameters.k]
    }

    /// Every value within `tolerance` × the largest price; the zones and the signal equal where the price is not on
    /// an edge. Returns the differences found.
    static func compare(_ points: [PricePoint], _ parameters: TrendParameters, pandas given: OracleReply? = nil)
        throws -> [String]
    {
        let ours = try TrendLine.compute(points, parameters: parameters)
        let theirs = try given ?? pandas(points, parameters)
        let scale = max(points.map(\.price).max() ?? 1, Double.leastNormalMagnitude)
        let tolerance = 1e-9 * scale
        var problems: [String] = []
        func check(_ name: String, _ a: [Double?], _ b: [Double?]) {
            guard a.count == b.count else { return problems.append("\(name): \(a.count) values, pandas \(b.count)") }
            for (index, (x, y)) in zip(a, b).enumerated() {
                switch (x, y) {
                case (nil, nil): continue
                case (let x?, let y?) where abs(x - y) <= tolerance: continue
                default:
                    problems.append("\(name)[\(index)]: ours \(String(describing: x)), pandas \(String(describing: y))")
                }
                if problems.count > 5 { return }
            }
        }
        check("ema", ours.ema.map { $0 }, theirs.ema.map { $0 })
        check("deviation", ours.deviation, theirs.deviation)
        check("upper", ours.upper, theirs.upper)
        check("lower", ours.lower, theirs.lower)
        // Zones where pandas' price is clearly off the edges.
        var ambiguous = false
        for index in points.indices {
            guard let margin = theirs.margins[index], let zone = theirs.zones[index] else { continue }
            if margin <= tolerance {
                ambiguous = true
                continue
            }
            let mine = TrendLine.position(points[index].price, lower: ours.lower[index]!, upper: ours.upper[index]!)
            if mine.rawValue != zone { problems.append("zone[\(index)]: ours \(mine), pandas \(zone)") }
        }
        if !ambiguous {
            if ours.signal.position.rawValue != theirs.position {
                problems.append("position: ours \(ours.signal.position), pandas \(theirs.position ?? "nil")")
            }
            let crossing = ours.signal.lastCrossing.map {
                OracleReply.Crossing(
                    index: $0.index, from: $0.from.rawValue, to: $0.to.rawValue, direction: $0.direction.rawValue)
            }
            if crossing != theirs.lastCrossing {
                problems.append(
                    "last crossing: ours \(String(describing: crossing)), pandas \(String(describing: theirs.lastCrossing))"
                )
            }
            if let found = ours.signal.lastCrossing, found.time != points[found.index].time {
                problems.append("crossing time \(found.time) is not point \(found.index)'s")
            }
        }
        return problems
    }

    @Test func recordedSeriesMatchesPandas() throws {
        let points = try Series.recorded()
        #expect(points.count == 3)
        for parameters in [TrendParameters(span: 2, window: 2, k: 2), TrendParameters(span: 3, window: 3, k: 1)] {
            let problems = try Self.compare(points, parameters)
            #expect(problems.isEmpty, "\(parameters): \(problems)")
        }
        // The default window (20) is longer than the recording.
        #expect(throws: TrendLineError.tooShort(count: 3, window: 20)) { try TrendLine.compute(points) }
    }

    @Test func randomWalksMatchPandas() throws {
        // The cases are drawn first (a generator per case, as `Property.check` seeds them), then pandas answers them
        // all from one process.
        var cases: [([PricePoint], TrendParameters)] = []
        _ = Property.check("trend line cases", iterations: 24) { generator in
            let count = Int.random(in: 2...600, using: &generator)
            let start = [1e-6, 0.37, 1.0, 172.5, 69_702.3, 3e9].randomElement(using: &generator)!
            let volatility = [0.001, 0.01, 0.05].randomElement(using: &generator)!
            let points = Series.walk(count: count, start: start, volatility: volatility, using: &generator)
            let parameters =
                generator.next() % 4 == 0 && count >= 20
                ? TrendParameters.default
                : TrendParameters(
                    span: Int.random(in: 1...60, using: &generator),
                    window: Int.random(in: 2...min(count, 60), using: &generator),
                    k: Double.random(in: 0...3.5, using: &generator))
            cases.append((points, parameters))
            return nil
        }
        let answers = try Self.pandas(cases)
        #expect(answers.count == cases.count)
        var failures: [String] = []
        for (index, ((points, parameters), theirs)) in zip(cases, answers).enumerated() {
            let problems = try Self.compare(points, parameters, pandas: theirs)
            if !problems.isEmpty {
                failures.append(
                    "trend line vs pandas: case \(index) (SOLWALLET_TEST_SEED=\(Property.seed)): \(points.count) points "
                        + "from \(points[0].price), \(parameters): \(problems)")
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func aWalkThatLeavesTheBandReportsItsLastCrossing() throws {
        // 100 and 101 in turn, then a jump to 130: the price leaves the band upwards at the jump.
        var prices = [Double](repeating: 100, count: 20)
        for index in prices.indices where index % 2 == 1 { prices[index] = 101 }
        prices.append(130)
        let points = prices.enumerated().map { PricePoint(time: Int64($0.offset) * 60_000, price: $0.element) }
        let result = try TrendLine.compute(points, parameters: TrendParameters(span: 10, window: 10, k: 2))
        #expect(result.signal.position == .above)
        let crossing = try #require(result.signal.lastCrossing)
        #expect(crossing.index == 20 && crossing.from == .inside && crossing.to == .above && crossing.direction == .up)
        #expect(crossing.time == 20 * 60_000)
        #expect(try Self.compare(points, TrendParameters(span: 10, window: 10, k: 2)).isEmpty)
    }

    @Test func constantSeriesIsExactlyFlatAndInside() throws {
        for price in [0.0, 1e-12, 1.0, 58_908.0, 1e200] {
            let points = (0..<30).map { PricePoint(time: Int64($0) * 1_000, price: price) }
            let result = try TrendLine.compute(points)
            #expect(result.ema.allSatisfy { $0 == price })
            #expect(result.deviation.compactMap { $0 }.allSatisfy { $0 == 0 })
            #expect(result.signal.position == .inside && result.signal.lastCrossing == nil)
            #expect(result.upper[19] == price && result.lower[19] == price && result.upper[18] == nil)
        }
    }

    @Test func hostileSeriesGiveTypedErrors() {
        func points(_ prices: [Double]) -> [PricePoint] {
            prices.enumerated().map { PricePoint(time: Int64($0.offset), price: $0.element) }
        }
        let window = TrendParameters(span: 2, window: 2, k: 2)
        #expect(throws: TrendLineError.series(.empty)) { try TrendLine.compute([], parameters: window) }
        #expect(throws: TrendLineError.series(.invalidPrice(index: 1, value: "nan"))) {
            try TrendLine.compute(points([1, .nan, 2]), parameters: window)
        }
        #expect(throws: TrendLineError.series(.invalidPrice(index: 2, value: "inf"))) {
            try TrendLine.compute(points([1, 2, .infinity]), parameters: window)
        }
        #expect(throws: TrendLineError.series(.invalidPrice(index: 0, value: "-0.5"))) {
            try TrendLine.compute(points([-0.5, 2]), parameters: window)
        }
        #expect(throws: TrendLineError.series(.invalidPrice(index: 1, value: "1e+201"))) {
            try TrendLine.compute(points([1, 1e201]), parameters: window)
        }
        let backwards = [PricePoint(time: 10, price: 1), PricePoint(time: 10, price: 2)]
        #expect(throws: TrendLineError.series(.timesNotIncreasing(index: 1, time: 10, previous: 10))) {
            try TrendLine.compute(backwards, parameters: window)
        }
        #expect(throws: TrendLineError.tooShort(count: 1, window: 2)) {
            try TrendLine.compute(points([5]), parameters: window)
        }
        for bad in [
            TrendParameters(span: 0), TrendParameters(window: 1), TrendParameters(window: 1_001),
            TrendParameters(k: -1), TrendParameters(k: .nan), TrendParameters(k: .infinity),
        ] {
            #expect(throws: TrendLineError.self) { try TrendLine.compute(points([1, 2, 3]), parameters: bad) }
        }
        // The message says what is wrong.
        #expect("\(TrendLineError.series(.invalidPrice(index: 1, value: "nan")))".contains("price #1 is nan"))
    }

    @Test func resultAndParametersAreJSON() throws {
        var generator = SeededGenerator(seed: Property.seed)
        let points = Series.walk(count: 40, start: 172.5, volatility: 0.02, using: &generator)
        let result = try TrendLine.compute(points)
        let data = try JSONEncoder().encode(result)
        #expect(try JSONDecoder().decode(TrendLineResult.self, from: data) == result)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let parameters = try #require(object["parameters"] as? [String: Any])
        #expect(
            parameters["span"] as? Int == 20 && parameters["window"] as? Int == 20 && parameters["k"] as? Double == 2)
        #expect((object["upper"] as? [Any])?.first is NSNull)
        // A signal without a crossing says so with null.
        let flat = try TrendLine.compute((0..<20).map { PricePoint(time: Int64($0), price: 7) })
        let signal = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(flat.signal)) as? [String: Any]
        #expect(signal?["lastCrossing"] is NSNull && signal?["position"] as? String == "inside")
        // Missing keys take their defaults.
        let partial = try JSONDecoder().decode(TrendParameters.self, from: Data(#"{"k": 1.5}"#.utf8))
        #expect(partial == TrendParameters(span: 20, window: 20, k: 1.5))
    }
}
