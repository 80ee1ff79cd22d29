import CPNG
import Foundation

/// An sRGB colour.
public struct ChartColor: Sendable, Equatable {
    /// The red component, 0–255.
    public var red: UInt8
    /// The green component, 0–255.
    public var green: UInt8
    /// The blue component, 0–255.
    public var blue: UInt8

    /// A colour of the given red, green and blue components.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// "#rrggbb".
    public var hex: String { "#" + [red, green, blue].map { String(format: "%02x", $0) }.joined() }
}

/// The colours of the PNG and SVG charts. The price line's two colours appear nowhere else in a picture, so a test
/// (or a reader) can tell a rising chart from a falling one by its pixels.
public enum ChartPalette {
    /// The picture's background: white.
    public static let background = ChartColor(255, 255, 255)
    /// The frame and grid lines: light grey.
    public static let frame = ChartColor(229, 231, 235)
    /// The labels: dark grey.
    public static let text = ChartColor(55, 65, 81)
    /// The price line when the last price ≥ the first.
    public static let rising = ChartColor(22, 163, 74)
    /// The price line when the last price < the first.
    public static let falling = ChartColor(220, 38, 38)
    /// The trend line's EMA.
    public static let ema = ChartColor(37, 99, 235)
    /// The band's edges and its fill.
    public static let bandEdge = ChartColor(147, 197, 253)
    /// The band's fill: the lightest blue.
    public static let bandFill = ChartColor(219, 234, 254)
}

/// Where the parts of a picture chart go, in pixels (shared by the PNG and the SVG so they match).
struct ChartFrame {
    let width: Int, height: Int
    let plotX: Int, plotY: Int, plotWidth: Int, plotHeight: Int
    let labels: ChartLabels?
    let scale: Int
    let firstDate: String, lastDate: String

    static let sizes = 64...4_096

    init(geometry: ChartGeometry, width: Int, height: Int, labels: Bool, currency: String) throws(ChartError) {
        guard Self.sizes.contains(width), Self.sizes.contains(height) else {
            throw .size("\(width)×\(height) pixels; allowed \(Self.sizes) × \(Self.sizes)")
        }
        self.width = width
        self.height = height
        let scale = height >= 360 && width >= 480 ? 2 : 1
        self.scale = scale
        let glyph = PixelFont.glyphHeight * scale
        firstDate = Self.date(geometry.points.first?.time ?? 0)
        lastDate = Self.date(geometry.points.last?.time ?? 0)
        if labels {
            let text = geometry.labels(currency: currency)
            self.labels = text
            let widest = [text.max, text.mid, text.min].map { PixelFont.width($0, scale: scale) }.max() ?? 0
            plotX = widest + 12
            plotY = glyph / 2 + 6
            plotWidth = width - plotX - 10
            plotHeight = height - plotY - glyph - 14
        } else {
            self.labels = nil
            plotX = 4
            plotY = 4
            plotWidth = width - 8
            plotHeight = height - 8
        }
        guard plotWidth >= 16, plotHeight >= 16 else {
            throw .size("\(width)×\(height) pixels leave a \(plotWidth)×\(plotHeight) plot; make the image larger")
        }
    }

    func x(_ geometry: ChartGeometry, _ index: Int) -> Double {
        Double(plotX) + geometry.x(index, width: Double(plotWidth))
    }

    func y(_ geometry: ChartGeometry, _ price: Double) -> Double {
        Double(plotY) + geometry.y(price, height: Double(plotHeight))
    }

    /// The UTC date of a time in ms, yyyy-MM-dd (days to civil date, H. Hinnant's algorithm).
    static func date(_ milliseconds: Int64) -> String {
        let days = Int64((Double(milliseconds) / 86_400_000).rounded(.down))
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return String(format: "%04lld-%02lld-%02lld", year, month, day)
    }
}

/// The price chart as a picture: PNG (libpng) or SVG, the same drawing in both: a white background, the plot's
/// frame, the trend band (filled), its edges and EMA when a trend is given, the price line (green when rising, red
/// when falling, 2 px or more), and optionally the y labels (max, mid, min) and the first and last dates (UTC).
public enum ChartImage {
    /// The chart as PNG bytes (8-bit RGB). The PNG carries its labels and plot area as iTXt chunks (`Chart:max`,
    /// `Chart:mid`, `Chart:min`, `Chart:trend`, `Chart:plot` = "x,y,width,height"), for scripts and tests.
    public static func png(
        _ points: [PricePoint], trend: TrendLineResult? = nil, width: Int = 640, height: Int = 320,
        labels: Bool = true, currency: String = "$"
    ) throws(ChartError) -> [UInt8] {
        let geometry = try ChartGeometry(points: points, trend: trend)
        let frame = try ChartFrame(
            geometry: geometry, width: width, height: height, labels: labels, currency: currency)
        var canvas = Raster(width: width, height: height, fill: ChartPalette.background)
        draw(geometry, frame, on: &canvas)
        let encoded = try encode(canvas)
        let text = geometry.labels(currency: currency)
        return PNGText.insert(
            [
                ("Chart:max", text.max), ("Chart:mid", text.mid), ("Chart:min", text.min),
                ("Chart:trend", geometry.direction.rawValue),
                ("Chart:plot", "\(frame.plotX),\(frame.plotY),\(frame.plotWidth),\(frame.plotHeight)"),
            ], into: encoded)
    }

    /// The chart as an SVG document. Its parts have classes: `plot` (the frame), `band`, `band-upper`,
    /// `band-lower`, `ema`, `price` (one polyline point per price), `label-max`, `label-mid`, `label-min`,
    /// `date-first`, `date-last`; the root has `data-trend="rising|falling"`.
    public static func svg(
        _ points: [PricePoint], trend: TrendLineResult? = nil, width: Int = 640, height: Int = 320,
        labels: Bool = true, currency: String = "$"
    ) throws(ChartError) -> String {
        let geometry = try ChartGeometry(points: points, trend: trend)
        let frame = try ChartFrame(
            geometry: geometry, width: width, height: height, labels: labels, currency: currency)
        func number(_ value: Double) -> String { String(format: "%.2f", value) }
        func pointList(_ values: [(Int, Double)]) -> String {
            values.map { number(frame.x(geometry, $0.0)) + "," + number(frame.y(geometry, $0.1)) }
                .joined(separator: " ")
        }
        let color = geometry.direction == .rising ? ChartPalette.rising : ChartPalette.falling
        let strokeWidth = max(2, height / 160)
        var body = """
            <rect width="\(width)" height="\(height)" fill="\(ChartPalette.background.hex)"/>
            <clipPath id="plot-area"><rect x="\(frame.plotX)" y="\(frame.plotY)" width="\(frame.plotWidth)" \
            height="\(frame.plotHeight)"/></clipPath>
            <rect class="plot" x="\(frame.plotX)" y="\(frame.plotY)" width="\(frame.plotWidth)" \
            height="\(frame.plotHeight)" fill="none" stroke="\(ChartPalette.frame.hex)"/>

            """
        if let lines = geometry.trendLines {
            if !lines.upper.isEmpty {
                body += """
                    <polygon class="band" clip-path="url(#plot-area)" fill="\(ChartPalette.bandFill.hex)" \
                    points="\(pointList(lines.upper + lines.lower.reversed()))"/>
                    <polyline class="band-upper" clip-path="url(#plot-area)" fill="none" \
                    stroke="\(ChartPalette.bandEdge.hex)" points="\(pointList(lines.upper))"/>
                    <polyline class="band-lower" clip-path="url(#plot-area)" fill="none" \
                    stroke="\(ChartPalette.bandEdge.hex)" points="\(pointList(lines.lower))"/>

                    """
            }
            body += """
                <polyline class="ema" clip-path="url(#plot-area)" fill="none" stroke="\(ChartPalette.ema.hex)" \
                stroke-width="1.5" points="\(pointList(lines.ema))"/>

                """
        }
        let prices = geometry.points.enumerated().map { ($0.offset, $0.element.price) }
        body += """
            <polyline class="price" fill="none" stroke="\(color.hex)" stroke-width="\(strokeWidth)" \
            stroke-linejoin="round" points="\(pointList(prices))"/>

            """
        if let text = frame.labels {
            let size = PixelFont.glyphHeight * frame.scale + 3
            let labelX = frame.plotX - 6
            let rows: [(String, String, Int)] = [
                ("label-max", text.max, frame.plotY), ("label-mid", text.mid, frame.plotY + frame.plotHeight / 2),
                ("label-min", text.min, frame.plotY + frame.plotHeight - 1),
            ]
            for (name, value, y) in rows {
                body += """
                    <text class="\(name)" x="\(labelX)" y="\(y)" text-anchor="end" dominant-baseline="middle" \
                    font-family="monospace" font-size="\(size)" fill="\(ChartPalette.text.hex)">\(escape(value))</text>

                    """
            }
            let dateY = frame.plotY + frame.plotHeight + 6 + size / 2
            body += """
                <text class="date-first" x="\(frame.plotX)" y="\(dateY)" dominant-baseline="middle" \
                font-family="monospace" font-size="\(size)" fill="\(ChartPalette.text.hex)">\(frame.firstDate)</text>
                <text class="date-last" x="\(frame.plotX + frame.plotWidth)" y="\(dateY)" text-anchor="end" \
                dominant-baseline="middle" font-family="monospace" font-size="\(size)" \
                fill="\(ChartPalette.text.hex)">\(frame.lastDate)</text>

                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)" data-trend="\(geometry.direction.rawValue)">
            \(body)</svg>

            """
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Paints the chart on the raster.
    static func draw(_ geometry: ChartGeometry, _ frame: ChartFrame, on canvas: inout Raster) {
        let clip = (x: frame.plotX, y: frame.plotY, width: frame.plotWidth, height: frame.plotHeight)
        canvas.rectangleOutline(
            x: frame.plotX - 1, y: frame.plotY - 1, width: frame.plotWidth + 2, height: frame.plotHeight + 2,
            color: ChartPalette.frame)
        func polyline(_ values: [(Int, Double)], color: ChartColor, thickness: Int) {
            var previous: (Int, Int)?
            for (index, value) in values {
                let x = Int(frame.x(geometry, index).rounded())
                // Edges far outside the range are pinned just outside the plot (then clipped).
                let y = min(
                    max(frame.y(geometry, value), Double(frame.plotY - 4)),
                    Double(frame.plotY + frame.plotHeight + 4))
                let point = (x, Int(y.rounded()))
                canvas.line(from: previous ?? point, to: point, color: color, thickness: thickness, clip: clip)
                previous = point
            }
        }
        if let lines = geometry.trendLines {
            // The band: each pixel column between two points with edges, filled between the interpolated edges.
            for segment in 0..<max(0, lines.upper.count - 1) {
                let (i0, top0) = lines.upper[segment], (i1, top1) = lines.upper[segment + 1]
                let bottom0 = lines.lower[segment].1, bottom1 = lines.lower[segment + 1].1
                let x0 = frame.x(geometry, i0), x1 = frame.x(geometry, i1)
                let first = Int(x0.rounded(.up)), last = Int(x1.rounded(.down))
                guard first <= last else { continue }
                for column in first...last {
                    let t = x1 > x0 ? (Double(column) - x0) / (x1 - x0) : 0
                    let top = frame.y(geometry, top0 + (top1 - top0) * t)
                    let bottom = frame.y(geometry, bottom0 + (bottom1 - bottom0) * t)
                    let from = max(Double(frame.plotY), top.rounded())
                    let to = min(Double(frame.plotY + frame.plotHeight - 1), bottom.rounded())
                    guard from <= to else { continue }
                    for row in Int(from)...Int(to) { canvas.set(x: column, y: row, color: ChartPalette.bandFill) }
                }
            }
            polyline(lines.upper, color: ChartPalette.bandEdge, thickness: 1)
            polyline(lines.lower, color: ChartPalette.bandEdge, thickness: 1)
            polyline(lines.ema, color: ChartPalette.ema, thickness: max(1, frame.height / 320))
        }
        let color = geometry.direction == .rising ? ChartPalette.rising : ChartPalette.falling
        polyline(
            geometry.points.enumerated().map { ($0.offset, $0.element.price) }, color: color,
            thickness: max(2, frame.height / 160))
        guard let text = frame.labels else { return }
        let glyph = PixelFont.glyphHeight * frame.scale
        let right = frame.plotX - 6
        for (value, centre) in [
            (text.max, frame.plotY), (text.mid, frame.plotY + frame.plotHeight / 2),
            (text.min, frame.plotY + frame.plotHeight - 1),
        ] {
            canvas.text(
                value, x: right - PixelFont.width(value, scale: frame.scale), y: centre - glyph / 2,
                scale: frame.scale, color: ChartPalette.text)
        }
        let dateY = frame.plotY + frame.plotHeight + 6
        canvas.text(frame.firstDate, x: frame.plotX, y: dateY, scale: frame.scale, color: ChartPalette.text)
        canvas.text(
            frame.lastDate, x: frame.plotX + frame.plotWidth - PixelFont.width(frame.lastDate, scale: frame.scale),
            y: dateY, scale: frame.scale, color: ChartPalette.text)
    }

    /// The raster as PNG (libpng's simplified write API: no longjmp crosses Swift frames).
    static func encode(_ canvas: Raster) throws(ChartError) -> [UInt8] {
        func image() -> png_image {
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            image.width = UInt32(canvas.width)
            image.height = UInt32(canvas.height)
            image.format = UInt32(PNG_FORMAT_RGB)
            return image
        }
        func message(_ image: inout png_image) -> String {
            withUnsafeBytes(of: &image.message) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
        }
        let stride = Int32(canvas.width * 3)
        let result: Result<[UInt8], ChartError> = canvas.pixels.withUnsafeBytes { buffer in
            var sizing = image()
            var needed: png_alloc_size_t = 0
            guard png_image_write_to_memory(&sizing, nil, &needed, 0, buffer.baseAddress, stride, nil) != 0 else {
                defer { png_image_free(&sizing) }
                return .failure(.pngFailed(message(&sizing)))
            }
            guard needed > 0, needed <= UInt(canvas.pixels.count * 2 + 4096) else {
                return .failure(.pngFailed("libpng asked for \(needed) bytes"))
            }
            var output = [UInt8](repeating: 0, count: Int(needed))
            var writing = image()
            var written = needed
            let ok = output.withUnsafeMutableBytes { memory in
                png_image_write_to_memory(&writing, memory.baseAddress, &written, 0, buffer.baseAddress, stride, nil)
            }
            guard ok != 0, written <= needed else {
                defer { png_image_free(&writing) }
                return .failure(.pngFailed(message(&writing)))
            }
            return .success(Array(output.prefix(Int(written))))
        }
        return try result.get()
    }
}

/// 8-bit RGB pixels, row by row.
struct Raster {
    let width: Int, height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, fill: ChartColor) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 3)
        for index in 0..<(width * height) {
            pixels[index * 3] = fill.red
            pixels[index * 3 + 1] = fill.green
            pixels[index * 3 + 2] = fill.blue
        }
    }

    mutating func set(x: Int, y: Int, color: ChartColor) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let offset = (y * width + x) * 3
        pixels[offset] = color.red
        pixels[offset + 1] = color.green
        pixels[offset + 2] = color.blue
    }

    mutating func rectangleOutline(x: Int, y: Int, width: Int, height: Int, color: ChartColor) {
        for column in x..<(x + width) {
            set(x: column, y: y, color: color)
            set(x: column, y: y + height - 1, color: color)
        }
        for row in y..<(y + height) {
            set(x: x, y: row, color: color)
            set(x: x + width - 1, y: row, color: color)
        }
    }

    /// Bresenham's line, each pixel a `thickness`-wide square, kept inside `clip`.
    mutating func line(
        from start: (Int, Int), to end: (Int, Int), color: ChartColor, thickness: Int,
        clip: (x: Int, y: Int, width: Int, height: Int)
    ) {
        var (x, y) = start
        let dx = abs(end.0 - x), dy = -abs(end.1 - y)
        let sx = x < end.0 ? 1 : -1, sy = y < end.1 ? 1 : -1
        var error = dx + dy
        let low = -(thickness - 1) / 2, high = thickness / 2
        while true {
            for oy in low...high {
                for ox in low...high {
                    let px = x + ox, py = y + oy
                    guard px >= clip.x, py >= clip.y, px < clip.x + clip.width, py < clip.y + clip.height else {
                        continue
                    }
                    set(x: px, y: py, color: color)
                }
            }
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

    mutating func text(_ text: String, x: Int, y: Int, scale: Int, color: ChartColor) {
        for (position, character) in text.enumerated() {
            let left = x + position * PixelFont.advance * scale
            for gy in 0..<PixelFont.glyphHeight {
                for gx in 0..<PixelFont.glyphWidth where PixelFont.ink(character, x: gx, y: gy) {
                    for sy in 0..<scale {
                        for sx in 0..<scale { set(x: left + gx * scale + sx, y: y + gy * scale + sy, color: color) }
                    }
                }
            }
        }
    }
}

/// Text chunks added to a PNG that libpng wrote: iTXt (UTF-8, uncompressed) inserted before IEND.
enum PNGText {
    static func insert(_ entries: [(String, String)], into png: [UInt8]) -> [UInt8] {
        // IEND is the last 12 bytes of a PNG libpng wrote (length 0, "IEND", CRC).
        guard png.count >= 12 else { return png }
        var chunks: [UInt8] = []
        for (keyword, text) in entries {
            var data = Array(keyword.utf8) + [0, 0, 0, 0, 0]  // keyword, NUL, no compression, method 0, "", ""
            data += Array(text.utf8)
            let type = Array("iTXt".utf8)
            let length = UInt32(data.count)
            chunks += [
                UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF),
            ]
            chunks += type + data
            let crc = crc32(type + data)
            chunks += [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        }
        return Array(png.dropLast(12)) + chunks + Array(png.suffix(12))
    }

    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
