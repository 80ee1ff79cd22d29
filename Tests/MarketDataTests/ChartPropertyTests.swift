import Foundation
import TestSupport
import Testing

@testable import MarketData

/// Random series of every awkward shape (empty, one point, constant, spikes, huge and tiny magnitudes, zeros, bad
/// values) through the trend line and all three renderers: no trap, a typed error or a result whose invariants hold
/// (lower ≤ EMA ≤ upper, one value per point, the terminal chart exactly width × height cells, one SVG polyline point
/// per price, a PNG that starts with the PNG signature and ends with IEND).
@Suite struct ChartPropertyTests {
    static func series(using generator: inout SeededGenerator) -> [PricePoint] {
        let count = [
            0, 1, 2, 3, Int.random(in: 4...50, using: &generator), Int.random(in: 50...800, using: &generator),
        ]
        .randomElement(using: &generator)!
        let magnitude = [1e-300, 1e-12, 1e-6, 1, 1e4, 1e12, 1e150, 1e200].randomElement(using: &generator)!
        let shape = Int.random(in: 0...5, using: &generator)
        var time = Int64.random(in: -1_000_000...1_800_000_000_000, using: &generator)
        return (0..<count).map { index in
            time += Int64.random(in: 1...86_400_000, using: &generator)
            let price: Double
            switch shape {
            case 0: price = magnitude  // constant
            case 1: price = index % 17 == 5 ? magnitude : magnitude * 1e-3  // spikes
            case 2: price = Double.random(in: 0...magnitude, using: &generator)  // noise, zeros possible
            case 3: price = index % 3 == 0 ? 0 : magnitude  // zeros
            case 4: price = magnitude * (1 + Double(index) * 1e-15)  // steps of one ulp or so
            default:
                price = min(PriceSeries.maximumPrice, magnitude * exp(Double.random(in: -3...3, using: &generator)))
            }
            return PricePoint(time: time, price: price)
        }
    }

    @Test func everySeriesGivesAResultOrATypedError() throws {
        let failures = try Property.check("charts and trend lines", iterations: 150) { generator in
            var points = Self.series(using: &generator)
            // Now and then a hostile value.
            if !points.isEmpty, generator.next() % 6 == 0 {
                let bad: [Double] = [.nan, .infinity, -.infinity, -1, 1e201, -0.0]
                points[Int.random(in: 0..<points.count, using: &generator)].price = bad.randomElement(
                    using: &generator)!
            }
            let parameters = TrendParameters(
                span: Int.random(in: 1...40, using: &generator), window: Int.random(in: 2...40, using: &generator),
                k: Double.random(in: 0...5, using: &generator))
            var trend: TrendLineResult?
            do {
                let result = try TrendLine.compute(points, parameters: parameters)
                trend = result
                let n = points.count
                guard result.ema.count == n, result.upper.count == n, result.lower.count == n, result.times.count == n
                else { return "result sizes differ from \(n)" }
                for index in 0..<n {
                    let ema = result.ema[index]
                    guard ema.isFinite else { return "ema[\(index)] = \(ema)" }
                    guard (result.upper[index] == nil) == (index < parameters.window - 1) else {
                        return "band presence wrong at \(index)"
                    }
                    if let upper = result.upper[index], let lower = result.lower[index] {
                        guard upper.isFinite, lower.isFinite, lower <= ema, ema <= upper else {
                            return "lower \(lower) ≤ ema \(ema) ≤ upper \(upper) fails at \(index)"
                        }
                    }
                }
                // The EMA stays within the prices' range.
                let low = points.map(\.price).min()!, high = points.map(\.price).max()!
                guard result.ema.allSatisfy({ $0 >= low * (1 - 1e-12) && $0 <= high * (1 + 1e-12) }) else {
                    return "ema outside \(low)…\(high)"
                }
                _ = try JSONEncoder().encode(result)
            } catch let error as TrendLineError {
                switch error {
                case .tooShort(let count, _) where count < parameters.window: break
                case .series: break
                default: return "unexpected \(error)"
                }
            }
            let width = Int.random(in: 12...140, using: &generator), height = Int.random(in: 3...40, using: &generator)
            do {
                let text = try TerminalChart.render(points, trend: trend, width: width, height: height)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                guard lines.count == height, lines.allSatisfy({ $0.count == width }) else {
                    return "terminal chart is not \(width)×\(height)"
                }
                let svg = try ChartImage.svg(points, trend: trend, width: 300, height: 160)
                let priceLine = svg.split(separator: "\n").first { $0.contains("class=\"price\"") } ?? ""
                let coordinates = priceLine.components(separatedBy: "points=\"").last?.split(separator: " ").count ?? 0
                guard coordinates == points.count else { return "svg has \(coordinates) points for \(points.count)" }
                let png = try ChartImage.png(
                    points, trend: trend, width: Int.random(in: 64...400, using: &generator),
                    height: Int.random(in: 64...300, using: &generator), labels: generator.next() % 2 == 0)
                guard png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
                    Array(png.suffix(8)) == [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
                else { return "not a PNG" }
            } catch let error as ChartError {
                switch error {
                case .series, .size: break
                default: return "unexpected \(error)"
                }
            }
            return nil
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}
