import Foundation
import TestSupport
import Testing

@testable import MarketData

/// The price chart in a terminal (braille), as PNG and as SVG. The pictures are opened independently by
/// Tests/Oracles/chart_oracle.py (Pillow decodes the PNG, xml.etree parses the SVG); the terminal text is decoded
/// here from the braille code points. Series: the recorded `/coins/{id}/market_chart` prices and fresh random walks.
@Suite struct ChartTests {
    // MARK: Helpers

    /// A random walk that rises (last ≥ first) or falls.
    static func walk(rising: Bool, count: Int = 120, using generator: inout SeededGenerator) -> [PricePoint] {
        var points = Series.walk(count: count, start: 172.5, volatility: 0.02, using: &generator)
        let goesUp = points.last!.price >= points.first!.price
        if goesUp != rising {
            let prices = points.map(\.price).reversed()
            points = zip(points, prices).map { PricePoint(time: $0.0.time, price: $0.1) }
        }
        // A strict fall (a rising walk can end exactly level only by chance).
        if !rising, points.last!.price == points.first!.price { points[points.count - 1].price *= 0.99 }
        return points
    }

    static func expectedLabels(_ points: [PricePoint], currency: String = "$") -> ChartLabels {
        let low = points.map(\.price).min()!, high = points.map(\.price).max()!
        return ChartLabels(
            max: PriceFormat.label(high, currency: currency),
            mid: PriceFormat.label(low + (high - low) / 2, currency: currency),
            min: PriceFormat.label(low, currency: currency))
    }

    /// The terminal chart's rows split into the label text and the plot's cells (braille bits, 0 for a space).
    static func parse(_ chart: String) -> [(label: String, cells: [UInt8])] {
        chart.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            let characters = Array(line)
            let bar = characters.firstIndex { $0 == "┤" || $0 == "│" }!
            let label = String(characters[..<bar]).trimmingCharacters(in: .whitespaces)
            let cells = characters[(bar + 1)...].map { character -> UInt8 in
                let value = character.unicodeScalars.first!.value
                return character == " " ? 0 : UInt8(value - 0x2800)
            }
            return (label, cells)
        }
    }

    struct PNGReply: Decodable {
        let width: Int
        let height: Int
        let text: [String: String]
        let counts: [String: Int]
        let boxes: [String: [Int]?]
        let plotInk: Int
        let labelInk: Int
    }

    static func openPNG(_ bytes: [UInt8]) throws -> PNGReply {
        let path = NSTemporaryDirectory() + "chart-\(UUID().uuidString).png"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        func rgb(_ color: ChartColor) -> [Int] { [Int(color.red), Int(color.green), Int(color.blue)] }
        let request: [String: Any] = [
            "path": path,
            "colors": [
                "rising": rgb(ChartPalette.rising), "falling": rgb(ChartPalette.falling),
                "background": rgb(ChartPalette.background), "ema": rgb(ChartPalette.ema),
            ],
        ]
        let output = try Oracle.run(
            script: "chart_oracle.py", arguments: ["png"], input: try JSONSerialization.data(withJSONObject: request))
        return try JSONDecoder().decode(PNGReply.self, from: output)
    }

    struct SVGReply: Decodable {
        let width: Double
        let height: Double
        let trend: String
        let price: [[Double]]
        let priceStroke: String
        let ema: Int?
        let band: Int?
        let plot: [Double]
        let labels: [String: String]
    }

    static func parseSVG(_ text: String) throws -> SVGReply {
        let output = try Oracle.run(
            script: "chart_oracle.py", arguments: ["svg"],
            input: try JSONSerialization.data(withJSONObject: ["svg": text]))
        return try JSONDecoder().decode(SVGReply.self, from: output)
    }

    // MARK: Labels

    @Test func priceLabels() {
        #expect(PriceFormat.label(71_246.9514406015) == "$71,246.95")
        #expect(PriceFormat.label(68_887.7495158568) == "$68,887.75")
        #expect(PriceFormat.label(999_999.994) == "$999,999.99")
        #expect(PriceFormat.label(172.5) == "$172.50")
        #expect(PriceFormat.label(1) == "$1.00")
        #expect(PriceFormat.label(0) == "$0.00")
        #expect(PriceFormat.label(0.5) == "$0.5000")
        #expect(PriceFormat.label(0.000_012_345_6) == "$0.00001235")
        #expect(PriceFormat.label(12_345_678) == "$12.35M")
        #expect(PriceFormat.label(1_100_013_258_170) == "$1.10T")
        #expect(PriceFormat.label(2.5e9, currency: "€") == "€2.50B")
        #expect(PriceFormat.label(1.2345e15) == "$1.234e+15" || PriceFormat.label(1.2345e15) == "$1.235e+15")
        #expect(PriceFormat.label(3e-12) == "$3.000e-12")
    }

    // MARK: Terminal

    @Test func terminalLabelsAreTheSeriesMinMaxMid() throws {
        var generator = SeededGenerator(seed: Property.seed)
        for points in [try Series.recorded(), Self.walk(rising: true, using: &generator)] {
            let chart = try TerminalChart.render(points, width: 60, height: 11)
            let rows = Self.parse(chart)
            let labels = Self.expectedLabels(points)
            #expect(rows.count == 11)
            #expect(rows[0].label == labels.max && rows[5].label == labels.mid && rows[10].label == labels.min)
            #expect(rows.enumerated().allSatisfy { [0, 5, 10].contains($0.offset) || $0.element.label.isEmpty })
            #expect(chart.split(separator: "\n").allSatisfy { $0.count == 60 })
        }
        let recorded = Self.parse(try TerminalChart.render(try Series.recorded(), width: 40, height: 5))
        #expect(recorded[0].label == "$71,246.95" && recorded[4].label == "$68,887.75")
        #expect(recorded[2].label == "$70,067.35")
    }

    @Test func terminalLineTopAndBottomCellsAreTheMaxAndMinPoints() throws {
        let failures = try Property.check("terminal extremes", iterations: 20) { generator in
            let count = Int.random(in: 2...400, using: &generator)
            let points = Series.walk(count: count, start: 50, volatility: 0.03, using: &generator)
            let width = Int.random(in: 30...120, using: &generator), height = Int.random(in: 3...30, using: &generator)
            let rows = Self.parse(try TerminalChart.render(points, width: width, height: height))
            let columns = rows[0].cells.count
            func column(of index: Int) -> Int {
                let fraction = Double(points[index].time - points[0].time) / Double(points.last!.time - points[0].time)
                return Int((fraction * Double(columns * 2 - 1)).rounded()) / 2
            }
            let highest = points.indices.max { points[$0].price < points[$1].price }!
            let lowest = points.indices.min { points[$0].price < points[$1].price }!
            // The max point's dot is on the top dot row of the top line; the min point's on the bottom one.
            let top = rows[0].cells[column(of: highest)] & 0x09,
                bottom = rows[height - 1].cells[column(of: lowest)] & 0xC0
            if top == 0 { return "no dot on the top row at the max point (column \(column(of: highest)))" }
            if bottom == 0 { return "no dot on the bottom row at the min point (column \(column(of: lowest)))" }
            // Every column between the first and last point has a dot (the line is connected).
            for index in 0..<columns where !rows.contains(where: { $0.cells[index] != 0 }) {
                return "column \(index) of \(columns) is empty"
            }
            return nil
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func terminalColourFollowsTheTrendAndNoColorTurnsItOff() throws {
        var generator = SeededGenerator(seed: Property.seed)
        let rising = Self.walk(rising: true, using: &generator), falling = Self.walk(rising: false, using: &generator)
        let green = "\u{1B}[32m", red = "\u{1B}[31m"
        let up = try TerminalChart.render(rising, colors: true)
        #expect(up.contains(green) && !up.contains(red))
        let down = try TerminalChart.render(falling, colors: true)
        #expect(down.contains(red) && !down.contains(green))
        // The recorded series falls (68,887.75 after 69,702.31).
        #expect(try TerminalChart.direction(try Series.recorded()) == .falling)
        // Level counts as rising.
        let level = [PricePoint(time: 0, price: 5), PricePoint(time: 1, price: 7), PricePoint(time: 2, price: 5)]
        #expect(try TerminalChart.render(level, colors: true).contains(green))
        // NO_COLOR, TERM=dumb and a pipe turn colour off; then there is no escape at all.
        #expect(!TerminalChart.colorsAllowed(environment: ["NO_COLOR": "1"], isTerminal: true))
        #expect(!TerminalChart.colorsAllowed(environment: ["TERM": "dumb"], isTerminal: true))
        #expect(!TerminalChart.colorsAllowed(environment: [:], isTerminal: false))
        #expect(TerminalChart.colorsAllowed(environment: ["NO_COLOR": "", "TERM": "xterm"], isTerminal: true))
        let allowed = TerminalChart.colorsAllowed(environment: ["NO_COLOR": "1"], isTerminal: true)
        let trend = try TrendLine.compute(rising)
        #expect(!(try TerminalChart.render(rising, trend: trend, colors: allowed)).contains("\u{1B}"))
        // With a trend: the EMA (cyan) and band (blue) are drawn too.
        let withTrend = try TerminalChart.render(rising, trend: trend, width: 100, height: 20, colors: true)
        #expect(withTrend.contains("\u{1B}[36m") && withTrend.contains("\u{1B}[34m"))
        // Each colour run is closed: as many resets as colour starts.
        let starts = withTrend.components(separatedBy: "\u{1B}[3").count - 1
        #expect(starts == withTrend.components(separatedBy: "\u{1B}[0m").count - 1)
    }

    @Test func sparklineOfTheRecordedSevenDays() throws {
        struct Coin: Decodable {
            struct Sparkline: Decodable { let price: [Double] }
            let sparkline_in_7d: Sparkline
        }
        let coins = try JSONDecoder().decode(
            [Coin].self, from: try Oracle.fixture("coingecko/coins_markets_sparkline_24h.json"))
        let prices = coins[0].sparkline_in_7d.price
        let text = try TerminalChart.sparkline(prices, width: 16, height: 2, colors: true)
        #expect(text.contains("\u{1B}[31m"))  // 57,812.97 → 57,504.34: falling
        let plain = try TerminalChart.sparkline(prices, width: 16, height: 2)
        let lines = plain.split(separator: "\n")
        #expect(lines.count == 2 && lines.allSatisfy { $0.count == 16 })
        // Two points: the first at the top-left dot, the last at the bottom-right one.
        #expect(lines[0].unicodeScalars.first!.value & 0x01 != 0)
        #expect(lines[1].unicodeScalars.last!.value & 0x80 != 0)
        let points = PriceSeries.sparkline(prices, end: 1_620_533_169_766)
        #expect(points.map(\.time) == [1_620_533_169_766 - 3_600_000, 1_620_533_169_766])
        #expect(throws: ChartError.series(.empty)) { try TerminalChart.sparkline([]) }
    }

    @Test func terminalSizesAndBadSeriesGiveTypedErrors() throws {
        let points = try Series.recorded()
        #expect(throws: ChartError.self) { try TerminalChart.render(points, width: 5, height: 10) }
        #expect(throws: ChartError.self) { try TerminalChart.render(points, width: 60, height: 2) }
        // Labels wider than the chart leave no plot.
        #expect(throws: ChartError.self) { try TerminalChart.render(points, width: 13, height: 5) }
        #expect(throws: ChartError.series(.empty)) { try TerminalChart.render([]) }
        let nan = [PricePoint(time: 1, price: .nan)]
        #expect(throws: ChartError.series(.invalidPrice(index: 0, value: "nan"))) { try TerminalChart.render(nan) }
        // A trend line computed for other points.
        var generator = SeededGenerator(seed: Property.seed)
        let other = try TrendLine.compute(Series.walk(count: 30, start: 1, volatility: 0.01, using: &generator))
        #expect(throws: ChartError.trendMismatch(points: 3, trendPoints: 30)) {
            try TerminalChart.render(points, trend: other)
        }
        // One point and a flat series draw on the middle row.
        let one = Self.parse(try TerminalChart.render([PricePoint(time: 0, price: 3)], width: 30, height: 5))
        #expect(
            one[2].cells.contains { $0 != 0 }
                && one.enumerated().allSatisfy { $0.offset == 2 || $0.element.cells.allSatisfy { $0 == 0 } })
    }

    // MARK: PNG

    @Test func pngOfARisingAndAFallingSeries() throws {
        var generator = SeededGenerator(seed: Property.seed)
        for rising in [true, false] {
            let points = Self.walk(rising: rising, using: &generator)
            let trend = try TrendLine.compute(points)
            let bytes = try ChartImage.png(points, trend: trend, width: 640, height: 320)
            let reply = try Self.openPNG(bytes)
            #expect(reply.width == 640 && reply.height == 320)
            let mine = rising ? "rising" : "falling", other = rising ? "falling" : "rising"
            #expect(reply.counts[mine]! > 200, "the \(mine) line's pixels")
            #expect(reply.counts[other] == 0, "no \(other) pixels")
            #expect(reply.counts["ema"]! > 100)
            #expect(reply.plotInk > 1_000 && reply.labelInk > 50)
            let labels = Self.expectedLabels(points)
            #expect(reply.text["Chart:max"] == labels.max && reply.text["Chart:min"] == labels.min)
            #expect(reply.text["Chart:mid"] == labels.mid && reply.text["Chart:trend"] == mine)
            // The line reaches the plot's top and bottom (the max and min prices) and spans its width.
            let plot = reply.text["Chart:plot"]!.split(separator: ",").map { Int($0)! }
            let box = try #require(reply.boxes[mine] ?? nil)
            #expect(box[0] <= plot[0] + 1 && box[2] >= plot[0] + plot[2] - 2)
            #expect(box[1] <= plot[1] + 1 && box[3] >= plot[1] + plot[3] - 2)
        }
    }

    @Test func pngOfTheRecordedSeries() throws {
        let points = try Series.recorded()
        let reply = try Self.openPNG(try ChartImage.png(points, width: 480, height: 240))
        #expect(reply.width == 480 && reply.height == 240)
        #expect(reply.text["Chart:max"] == "$71,246.95" && reply.text["Chart:min"] == "$68,887.75")
        #expect(reply.text["Chart:trend"] == "falling")
        #expect(reply.counts["falling"]! > 100 && reply.counts["rising"] == 0)
        // Without labels nothing is drawn left of the plot; a tiny size is refused.
        let bare = try Self.openPNG(try ChartImage.png(points, width: 200, height: 100, labels: false))
        #expect(bare.width == 200 && bare.labelInk == 0 && bare.plotInk > 0)
        #expect(throws: ChartError.self) { try ChartImage.png(points, width: 10, height: 10) }
        #expect(throws: ChartError.self) { try ChartImage.png(points, width: 5_000, height: 300) }
        #expect(throws: ChartError.self) { try ChartImage.png(points, width: 70, height: 64) }
    }

    // MARK: SVG

    @Test func svgPolylineHasOnePointPerPriceAndSpansThePlot() throws {
        let failures = try Property.check("svg extents", iterations: 8) { generator in
            let count = Int.random(in: 20...300, using: &generator)
            let points = Series.walk(count: count, start: 0.004, volatility: 0.05, using: &generator)
            let trend = try TrendLine.compute(points)
            let reply = try Self.parseSVG(try ChartImage.svg(points, trend: trend, width: 800, height: 400))
            let (px, py, pw, ph) = (reply.plot[0], reply.plot[1], reply.plot[2], reply.plot[3])
            let xs = reply.price.map { $0[0] }, ys = reply.price.map { $0[1] }
            if reply.price.count != count { return "\(reply.price.count) polyline points for \(count) prices" }
            if abs(xs.min()! - px) > 0.01 || abs(xs.max()! - (px + pw - 1)) > 0.01 {
                return "x extents \(xs.min()!)…\(xs.max()!)"
            }
            if abs(ys.min()! - py) > 0.01 || abs(ys.max()! - (py + ph - 1)) > 0.01 {
                return "y extents \(ys.min()!)…\(ys.max()!)"
            }
            let highest = points.indices.max { points[$0].price < points[$1].price }!
            if ys[highest] != ys.min()! { return "the max price is not the highest point" }
            if reply.ema != count || reply.band != 2 * (count - 19) {
                return "ema \(String(describing: reply.ema)), band \(String(describing: reply.band))"
            }
            let labels = Self.expectedLabels(points)
            if reply.labels["label-max"] != labels.max || reply.labels["label-min"] != labels.min
                || reply.labels["label-mid"] != labels.mid
            {
                return "labels \(reply.labels)"
            }
            let direction = points.last!.price >= points.first!.price ? ChartTrend.rising : .falling
            let stroke = direction == .rising ? ChartPalette.rising.hex : ChartPalette.falling.hex
            if reply.trend != direction.rawValue || reply.priceStroke != stroke { return "trend \(reply.trend)" }
            return nil
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func svgOfTheRecordedSeriesEscapesItsText() throws {
        let points = try Series.recorded()
        let reply = try Self.parseSVG(try ChartImage.svg(points, width: 400, height: 200, currency: "<A&B> "))
        #expect(reply.price.count == 3 && reply.ema == nil && reply.band == nil)
        #expect(reply.labels["label-max"] == "<A&B> 71,246.95")
        #expect(reply.labels["date-first"] == "2024-03-31" && reply.labels["date-last"] == "2024-04-01")
        #expect(reply.trend == "falling")
        let bare = try Self.parseSVG(try ChartImage.svg(points, labels: false))
        #expect(bare.labels.isEmpty && bare.width == 640 && bare.height == 320)
    }
}
