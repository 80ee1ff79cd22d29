import Foundation

/// A price chart for a terminal, in Unicode braille: each character cell holds 2 × 4 dots, so a chart `height` rows
/// tall has `4 × height` price levels and twice as many columns as cells: four times the resolution of half blocks
/// (▀▄) for a line, which is what a price chart is. The y labels (max at the top row, mid in the middle, min at the
/// bottom) sit in a gutter on the left. The price line is green when the last price ≥ the first, red otherwise; the
/// trend line's EMA is cyan and its band edges blue (a cell holding the price line takes the price's colour).
public enum TerminalChart {
    /// Allowed sizes, in cells, including the label gutter.
    public static let widths = 12...1_000
    /// Allowed heights, in cells (rows).
    public static let heights = 3...200

    /// ANSI colours.
    static let green = "32", red = "31", cyan = "36", blue = "34"

    /// Whether to colour: only for a terminal, never when `NO_COLOR` is set (to anything non-empty, no-color.org)
    /// or `TERM=dumb`.
    public static func colorsAllowed(environment: [String: String], isTerminal: Bool) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// The chart: `height` lines of exactly `width` cells (plus colour codes when `colors`), each ending in "\n".
    public static func render(
        _ points: [PricePoint], trend: TrendLineResult? = nil, width: Int = 64, height: Int = 12,
        colors: Bool = false, currency: String = "$"
    ) throws(ChartError) -> String {
        guard widths.contains(width), heights.contains(height) else {
            throw .size("\(width)×\(height) cells; allowed \(widths) × \(heights)")
        }
        let geometry = try ChartGeometry(points: points, trend: trend)
        let labels = geometry.labels(currency: currency)
        let gutter = max(labels.max.count, labels.mid.count, labels.min.count) + 2
        let plotWidth = width - gutter
        guard plotWidth >= 2 else {
            throw .size(
                "\(width) cells leave \(plotWidth) for the plot after the \(gutter)-cell labels; use a wider chart")
        }
        var label = [String](repeating: "", count: height)
        label[0] = labels.max
        label[(height - 1) / 2] = labels.mid
        label[height - 1] = labels.min
        let plot = plotCells(geometry, columns: plotWidth, rows: height, colors: colors)
        var output = ""
        for row in 0..<height {
            let text = label[row]
            output += String(repeating: " ", count: gutter - 2 - text.count) + text
            output += text.isEmpty ? " │" : " ┤"
            output += plot[row] + "\n"
        }
        return output
    }

    /// The market app's sparkline (`sparkline_in_7d.price`, oldest first) as a small chart without labels: `height`
    /// lines of `width` cells, green or red by trend.
    public static func sparkline(
        _ prices: [Double], width: Int = 24, height: Int = 2, colors: Bool = false
    ) throws(ChartError) -> String {
        guard (2...1_000).contains(width), (1...200).contains(height) else {
            throw .size("\(width)×\(height) cells; allowed 2...1000 × 1...200")
        }
        let geometry = try ChartGeometry(points: PriceSeries.sparkline(prices, end: 0), trend: nil)
        return plotCells(geometry, columns: width, rows: height, colors: colors).map { $0 + "\n" }.joined()
    }

    /// The direction that `render` colours by.
    public static func direction(_ points: [PricePoint]) throws(ChartError) -> ChartTrend {
        try ChartGeometry(points: points, trend: nil).direction
    }

    /// The plot area, one string per row.
    static func plotCells(_ geometry: ChartGeometry, columns: Int, rows: Int, colors: Bool) -> [String] {
        let dotsWide = columns * 2, dotsHigh = rows * 4
        var layers = [BrailleLayer](
            repeating: BrailleLayer(columns: columns, rows: rows), count: 3)
        // 0: price, 1: EMA, 2: band edges (drawn under the price).
        func polyline(_ values: [(Int, Double)], into layer: Int) {
            var previous: (Int, Int)?
            for (index, value) in values {
                let x = Int(geometry.x(index, width: Double(dotsWide)).rounded())
                let y = geometry.y(value, height: Double(dotsHigh))
                // A band edge far outside the price range is clipped at the plot's edges.
                let clamped = Int(min(max(y, -1), Double(dotsHigh)).rounded())
                if let previous {
                    layers[layer].line(from: previous, to: (x, clamped))
                } else {
                    layers[layer].set(x: x, y: clamped)
                }
                previous = (x, clamped)
            }
        }
        if let lines = geometry.trendLines {
            polyline(lines.upper, into: 2)
            polyline(lines.lower, into: 2)
            polyline(lines.ema, into: 1)
        }
        polyline(geometry.points.enumerated().map { ($0.offset, $0.element.price) }, into: 0)
        let priceColor = geometry.direction == .rising ? green : red
        var output: [String] = []
        for row in 0..<rows {
            var line = ""
            var current: String?
            for column in 0..<columns {
                let price = layers[0].bits(column, row), ema = layers[1].bits(column, row)
                let band = layers[2].bits(column, row)
                let bits = price | ema | band
                let color: String? =
                    bits == 0 ? nil : price != 0 ? priceColor : ema != 0 ? cyan : blue
                if colors, color != current {
                    if current != nil { line += "\u{1B}[0m" }
                    if let color { line += "\u{1B}[\(color)m" }
                    current = color
                }
                line += bits == 0 ? " " : String(UnicodeScalar(0x2800 + UInt32(bits)) ?? " ")
            }
            if colors, current != nil { line += "\u{1B}[0m" }
            output.append(line)
        }
        return output
    }
}

/// Braille dots, one byte per cell (the Unicode braille bit for each of its 2 × 4 dots).
struct BrailleLayer {
    let columns: Int
    let rows: Int
    private var cells: [UInt8]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = [UInt8](repeating: 0, count: columns * rows)
    }

    /// Dot (x, y) → bit: column 0 rows 0–2 are bits 0–2, column 1 rows 0–2 bits 3–5, row 3 bits 6 and 7.
    private static let bit: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    func bits(_ column: Int, _ row: Int) -> UInt8 { cells[row * columns + column] }

    /// Sets a dot; one outside the plot is ignored.
    mutating func set(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < columns * 2, y < rows * 4 else { return }
        cells[(y / 4) * columns + x / 2] |= Self.bit[x % 2][y % 4]
    }

    /// Bresenham's line, both ends included.
    mutating func line(from start: (Int, Int), to end: (Int, Int)) {
        var (x, y) = start
        let dx = abs(end.0 - x), dy = -abs(end.1 - y)
        let sx = x < end.0 ? 1 : -1, sy = y < end.1 ? 1 : -1
        var error = dx + dy
        while true {
            set(x: x, y: y)
            if x == end.0, y == end.1 { break }
            let doubled = 2 * error
            if doubled >= dy {
                error += dy
                x += sx
            }
            if doubled <= dx {
                error += dx
                y += sy
            }
        }
    }
}
