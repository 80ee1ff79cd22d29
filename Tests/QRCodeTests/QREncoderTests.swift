import Foundation
import TestSupport
import Testing

@testable import QRCode

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// QR codes made by libqrencode (QREncoder) and drawn by our renderers, checked against real readers: zbar
/// (QRImageDecoder) reads every PNG back to the exact text, the terminal text and the SVG path are parsed back into
/// module grids equal to the matrix, and segno (an independent encoder) picks the same version and draws codes zbar reads alike.
/// Texts are fresh random ones on every run (SOLWALLET_TEST_SEED replays a run).
@Suite struct QREncoderTests {
    // MARK: Random texts

    static let base58 = Array("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz")
    /// Unicode scalars from several scripts: ASCII, C0 controls (NUL included), Latin-1, Greek, Cyrillic, CJK, emoji.
    static let scalarRanges: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0x20...0x7E, 0x00...0x1F, 0xA0...0xFF, 0x370...0x3FF, 0x400...0x4FF, 0x4E00...0x9FFF,
        0x1F300...0x1F64F,
    ]

    static func scalar(using generator: inout SeededGenerator) -> Unicode.Scalar {
        let range = scalarRanges.randomElement(using: &generator)!
        return Unicode.Scalar(UInt32.random(in: range, using: &generator))!
    }

    /// Random unicode whose UTF-8 form is exactly `bytes` long.
    static func unicode(bytes: Int, using generator: inout SeededGenerator) -> String {
        var scalars = String.UnicodeScalarView()
        var count = 0
        while count < bytes {
            var next = scalar(using: &generator)
            if count + UTF8.width(next) > bytes { next = "x" }
            scalars.append(next)
            count += UTF8.width(next)
        }
        return String(scalars)
    }

    /// A Solana Pay transfer request: recipient, amount, label, a percent-encoded random memo, a reference.
    static func solanaPay(using generator: inout SeededGenerator) -> String {
        func key() -> String {
            String(
                (0..<Int.random(in: 43...44, using: &generator)).map { _ in base58.randomElement(using: &generator)! })
        }
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+?#")
        let memo = unicode(bytes: Int.random(in: 1...120, using: &generator), using: &generator)
            .addingPercentEncoding(withAllowedCharacters: allowed)!
        let amount =
            "\(UInt32.random(in: 0...1_000_000, using: &generator)).\(UInt8.random(in: 1...99, using: &generator))"
        return "solana:\(key())?amount=\(amount)&label=Caf%C3%A9&memo=\(memo)&reference=\(key())"
    }

    /// One of: a Solana Pay URL, short random unicode, or random unicode of any length the level holds.
    static func text(_ index: Int, _ correction: QRErrorCorrection, using generator: inout SeededGenerator) -> String {
        switch index % 3 {
        case 0: return solanaPay(using: &generator)
        case 1: return unicode(bytes: Int.random(in: 1...40, using: &generator), using: &generator)
        default:
            return unicode(bytes: Int.random(in: 1...correction.byteCapacity, using: &generator), using: &generator)
        }
    }

    // MARK: Parsing the drawings back

    /// The grid of a terminal drawing (true = dark), quiet zone included; nil with a reason when malformed.
    static func grid(terminal text: String, inverted: Bool, side: Int) -> Result<[[Bool]], Failure> {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.last == "", lines.count - 1 == (side + 1) / 2 else {
            return .failure(Failure("\(lines.count - 1) lines for \(side) rows, or no final newline"))
        }
        var painted = [[Bool]](repeating: [Bool](repeating: false, count: side), count: side + 1)
        for (number, line) in lines.dropLast().enumerated() {
            let characters = Array(line.unicodeScalars)
            guard characters.count == side else {
                return .failure(Failure("line \(number) is \(characters.count) characters, not \(side)"))
            }
            for (x, character) in characters.enumerated() {
                let halves: (Bool, Bool)
                switch character {
                case "█": halves = (true, true)
                case "▀": halves = (true, false)
                case "▄": halves = (false, true)
                case " ": halves = (false, false)
                default: return .failure(Failure("line \(number) holds \(character.escaped(asASCII: true))"))
                }
                painted[2 * number][x] = halves.0
                painted[2 * number + 1][x] = halves.1
            }
        }
        // Below the last row (an odd count) nothing is painted: it is the terminal's background.
        guard painted[side].allSatisfy({ !$0 }) else { return .failure(Failure("the half row below is painted")) }
        return .success(painted.prefix(side).map { row in row.map { $0 != inverted } })
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The SVG read by XMLParser: the root's attributes, the `<path>` elements' attributes, the `<rect>`s.
    final class SVGReader: NSObject, XMLParserDelegate {
        var root: [String: String] = [:]
        var paths: [[String: String]] = []
        var rects: [[String: String]] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch name {
            case "svg": root = attributes
            case "path": paths.append(attributes)
            case "rect": rects.append(attributes)
            default: break
            }
        }
    }

    /// The modules a path's data paints: each subpath (M, m, h, H, v, V, z with integer arguments) must be an
    /// axis-aligned rectangle; every module it covers is dark (covered twice is an error: the fill would cancel).
    static func grid(path: String, side: Int) -> Result<[[Bool]], Failure> {
        var grid = [[Bool]](repeating: [Bool](repeating: false, count: side), count: side)
        var scanner = Substring(path)
        var current = (x: 0, y: 0), vertices: [(x: Int, y: Int)] = []
        func number() -> Int? {
            let digits = scanner.prefix { $0 == "-" || $0.isNumber }
            scanner = scanner.dropFirst(digits.count).drop { $0 == " " || $0 == "," }
            return Int(digits)
        }
        func close() -> Failure? {
            guard !vertices.isEmpty else { return nil }
            let xs = Set(vertices.map(\.x)), ys = Set(vertices.map(\.y))
            guard vertices.count == 4, xs.count == 2, ys.count == 2, vertices.first! != vertices.last! else {
                return Failure("a subpath that is not a rectangle: \(vertices)")
            }
            for y in ys.min()!..<ys.max()! {
                for x in xs.min()!..<xs.max()! {
                    guard (0..<side).contains(x), (0..<side).contains(y), !grid[y][x] else {
                        return Failure("module \(x),\(y) painted twice or outside")
                    }
                    grid[y][x] = true
                }
            }
            vertices = []
            return nil
        }
        while let command = scanner.first {
            scanner = scanner.dropFirst()
            switch command {
            case "M", "m":
                if let failure = close() { return .failure(failure) }
                guard let x = number(), let y = number() else { return .failure(Failure("M without x y")) }
                current = command == "M" ? (x, y) : (current.x + x, current.y + y)
                vertices = [current]
            case "h", "H", "v", "V":
                guard let value = number() else { return .failure(Failure("\(command) without a number")) }
                switch command {
                case "h": current.x += value
                case "H": current.x = value
                case "v": current.y += value
                default: current.y = value
                }
                if (current.x, current.y) != (vertices.first!.x, vertices.first!.y) { vertices.append(current) }
            case "z", "Z":
                if let failure = close() { return .failure(failure) }
            default: return .failure(Failure("unexpected \(command) in the path"))
            }
        }
        if !vertices.isEmpty { return .failure(Failure("an unclosed subpath")) }
        return .success(grid)
    }

    /// The matrix with its quiet zone, as rows of booleans.
    static func framed(_ matrix: QRMatrix, quietZone: Int) -> [[Bool]] {
        let side = matrix.size + 2 * quietZone
        return (0..<side).map { y in (0..<side).map { x in matrix.isDark(x: x - quietZone, y: y - quietZone) } }
    }

    // MARK: Tests

    @Test func randomTextsDrawnAsPNGReadBackThroughZbarExactly() throws {
        var sizes: [Int] = []
        let failures = try Property.check("png round trip", iterations: 36) { generator in
            let correction = QRErrorCorrection.allCases[Int.random(in: 0...3, using: &generator)]
            let text = Self.text(Int.random(in: 0...2, using: &generator), correction, using: &generator)
            let matrix = try QREncoder.encode(text, correction: correction)
            sizes.append(matrix.size)
            let scale = Int.random(in: 2...5, using: &generator), quietZone = Int.random(in: 2...6, using: &generator)
            let png = try matrix.pngData(scale: scale, quietZone: quietZone)
            // Pixel for pixel: black modules, white quiet zone.
            let image = try QRImageDecoder.GreyImage(png)
            let side = (matrix.size + 2 * quietZone) * scale
            guard image.width == side, image.height == side else { return "\(image.width)×\(image.height) ≠ \(side)" }
            for y in 0..<side {
                for x in 0..<side {
                    let dark = matrix.isDark(x: x / scale - quietZone, y: y / scale - quietZone)
                    guard image.pixels[y * side + x] == (dark ? 0 : 255) else { return "pixel \(x),\(y)" }
                }
            }
            let read = try QRImageDecoder.decode(imageData: png)
            return read == [text] ? nil : "zbar read \(read.map(\.debugDescription)) for \(text.debugDescription)"
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(sizes.count == 36 && sizes.contains { $0 >= 101 }, "versions drawn: \(sizes)")
    }

    @Test func terminalTextParsesBackToTheMatrix() throws {
        let failures = try Property.check("terminal", iterations: 24) { generator in
            let correction = QRErrorCorrection.allCases[Int.random(in: 0...3, using: &generator)]
            let matrix = try QREncoder.encode(
                Self.text(Int.random(in: 0...2, using: &generator), correction, using: &generator),
                correction: correction)
            for inverted in [false, true] {
                let quietZone = Int.random(in: 0...4, using: &generator)
                let side = matrix.size + 2 * quietZone
                let text = try matrix.terminalText(quietZone: quietZone, inverted: inverted)
                switch Self.grid(terminal: text, inverted: inverted, side: side) {
                case .failure(let failure): return "inverted \(inverted), quiet zone \(quietZone): \(failure)"
                case .success(let grid):
                    if grid != Self.framed(matrix, quietZone: quietZone) {
                        return "inverted \(inverted), quiet zone \(quietZone): the grid differs"
                    }
                }
            }
            return nil
        }
        #expect(failures.isEmpty, "\(failures)")
        // The default quiet zone is 2; a version 1 code is 25 columns and 13 lines.
        let small = try QREncoder.encode("a")
        let lines = try small.terminalText(inverted: false).split(separator: "\n")
        #expect(small.version == 1 && lines.count == 13 && lines.allSatisfy { $0.unicodeScalars.count == 25 })
        #expect(lines.first!.allSatisfy { $0 == " " } && lines.last!.allSatisfy { $0 == " " })
        let dark = try small.terminalText(inverted: true).split(separator: "\n")
        #expect(dark.first!.allSatisfy { $0 == "█" } && dark.last!.allSatisfy { $0 == "▀" })
    }

    @Test func svgPathParsesBackToTheMatrix() throws {
        let failures = try Property.check("svg", iterations: 24) { generator in
            let correction = QRErrorCorrection.allCases[Int.random(in: 0...3, using: &generator)]
            let matrix = try QREncoder.encode(
                Self.text(Int.random(in: 0...2, using: &generator), correction, using: &generator),
                correction: correction)
            let scale = Int.random(in: 1...32, using: &generator), quietZone = Int.random(in: 0...16, using: &generator)
            let side = matrix.size + 2 * quietZone
            let svg = try matrix.svg(scale: scale, quietZone: quietZone)
            let reader = SVGReader()
            let parser = XMLParser(data: Data(svg.utf8))
            parser.delegate = reader
            guard parser.parse() else { return "not well-formed XML: \(String(describing: parser.parserError))" }
            guard reader.paths.count == 1, let data = reader.paths[0]["d"] else { return "\(reader.paths.count) paths" }
            guard reader.root["width"] == "\(side * scale)", reader.root["height"] == "\(side * scale)",
                reader.root["viewBox"] == "0 0 \(side) \(side)",
                reader.root["shape-rendering"] == "crispEdges" || reader.paths[0]["shape-rendering"] == "crispEdges",
                reader.paths[0]["fill"] == "#000"
            else { return "attributes \(reader.root) \(reader.paths[0].filter { $0.key != "d" })" }
            guard reader.rects.count == 1, reader.rects[0]["fill"] == "#fff",
                reader.rects[0]["width"] == "\(side)", reader.rects[0]["height"] == "\(side)"
            else { return "background \(reader.rects)" }
            switch Self.grid(path: data, side: side) {
            case .failure(let failure): return "\(failure)"
            case .success(let grid): return grid == Self.framed(matrix, quietZone: quietZone) ? nil : "grid differs"
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func theLargestPayloadFitsAtEveryLevelAndOneByteMoreIsATypedError() throws {
        struct Item: Encodable { let error: String, length: Int, utf8: Bool }
        struct Fit: Decodable { let fits: Bool, version: Int? }
        struct Reply: Decodable { let capacity: [Fit] }
        struct Request: Encodable { let capacity: [Item] }
        var generator = SeededGenerator(seed: Property.seed)
        let letters = ["l": QRErrorCorrection.low, "m": .medium, "q": .quartile, "h": .high]
        for (letter, correction) in letters.sorted(by: { $0.value.byteCapacity > $1.value.byteCapacity }) {
            let capacity = correction.byteCapacity
            // ASCII fills the whole capacity; non-ASCII text gives one byte to the UTF-8 ECI designator.
            let ascii = String(repeating: "a", count: capacity)
            var largest = Self.unicode(bytes: capacity - 3, using: &generator) + "é"
            while largest.utf8.count < capacity - 1 { largest += "b" }
            for text in [ascii, largest] {
                let matrix = try QREncoder.encode(text, correction: correction)
                #expect(matrix.version == 40 && matrix.size == 177 && matrix.correction == correction)
                // zbar reads the largest code back.
                #expect(try QRImageDecoder.decode(imageData: matrix.pngData(scale: 3)) == [text], "\(correction)")
            }
            // One byte more does not fit: an ASCII letter, or a two-byte letter in place of one.
            #expect(throws: QREncodeError.tooLong(bytes: capacity + 1, maximum: capacity, correction: correction)) {
                try QREncoder.encode(ascii + "x", correction: correction)
            }
            let utf8Error = QREncodeError.tooLong(bytes: capacity, maximum: capacity - 1, correction: correction)
            #expect(throws: utf8Error) { try QREncoder.encode(largest + "x", correction: correction) }
            #expect(throws: utf8Error) { try QREncoder.encode(ascii.dropLast(2) + "é", correction: correction) }
            // segno draws the same boundaries.
            let items = [
                Item(error: letter, length: capacity, utf8: false),
                Item(error: letter, length: capacity + 1, utf8: false),
                Item(error: letter, length: capacity - 1, utf8: true),
                Item(error: letter, length: capacity, utf8: true),
            ]
            let reply = try JSONDecoder().decode(
                Reply.self,
                from: Oracle.run(script: "qr_encode_oracle.py", input: JSONEncoder().encode(Request(capacity: items))))
            #expect(reply.capacity.map(\.fits) == [true, false, true, false], "\(letter)")
            #expect(reply.capacity[0].version == 40 && reply.capacity[2].version == 40, "\(letter)")
        }
        // The capacity counts bytes, not characters: 1,273 Greek letters are 2,546 bytes.
        #expect(throws: QREncodeError.tooLong(bytes: 2546, maximum: 1272, correction: .high)) {
            try QREncoder.encode(String(repeating: "λ", count: 1273), correction: .high)
        }
        // Beyond any QR code: refused before libqrencode sees it; huge inputs are no trap.
        #expect(throws: QREncodeError.tooLong(bytes: 7090, maximum: 2953, correction: .low)) {
            try QREncoder.encode(String(repeating: "7", count: 7090), correction: .low)
        }
        #expect(throws: QREncodeError.tooLong(bytes: 16 << 20, maximum: 2331, correction: .medium)) {
            try QREncoder.encode(String(repeating: "z", count: 16 << 20))
        }
        #expect(throws: QREncodeError.empty) { try QREncoder.encode("") }
    }

    @Test func segnoPicksTheSameVersionAndZbarReadsBothEncodersAlike() throws {
        struct Code: Encodable { let hex: String, error: String, rows: [String], png: String, scale: Int }
        struct Request: Encodable { let codes: [Code] }
        struct Answer: Decodable { let version: Int, mask: Int?, segnoMask: Int }
        struct Reply: Decodable { let codes: [Answer] }
        let directory = NSTemporaryDirectory() + "qr-encode-" + UUID().uuidString + "/"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var generator = SeededGenerator(seed: Property.seed)
        let letters: [QRErrorCorrection: String] = [.low: "l", .medium: "m", .quartile: "q", .high: "h"]
        var cases: [(text: String, matrix: QRMatrix, code: Code)] = []
        for index in 0..<24 {
            let correction = QRErrorCorrection.allCases[index % 4]
            // Explicit NULs in some texts: the length is the UTF-8 count, never up to a terminator.
            var text = Self.text(index / 4, correction, using: &generator)
            if index % 5 == 0, text.utf8.count < correction.byteCapacity - 2 { text = "\0" + text + "\0" }
            let matrix = try QREncoder.encode(text, correction: correction)
            let rows = matrix.rows.map { row in String(row.map { $0 ? "1" : "0" }) }
            let code = Code(
                hex: Array(text.utf8).hex, error: letters[correction]!, rows: rows, png: directory + "\(index).png",
                scale: 3)
            cases.append((text, matrix, code))
        }
        let reply = try JSONDecoder().decode(
            Reply.self,
            from: Oracle.run(
                script: "qr_encode_oracle.py", input: JSONEncoder().encode(Request(codes: cases.map(\.code)))))
        try #require(reply.codes.count == cases.count)
        var sameMask = 0
        for ((text, matrix, code), answer) in zip(cases, reply.codes) {
            // The smallest version, as segno finds it; with the ECI designator libqrencode reserves up to two bytes
            // more than it needs (13 UTF-8 bytes fit version 1-M, it takes version 2), so a version larger by one.
            let versions = text.utf8.allSatisfy { $0 < 0x80 } ? [answer.version] : [answer.version, answer.version + 1]
            #expect(versions.contains(matrix.version), "smallest version for \(text.debugDescription)")
            // segno's symbol with our version and one of the eight masks is not always ours module for module
            // (the two pad the last data codewords differently; zbar reads both): counted, not required.
            if answer.mask != nil { sameMask += 1 }
            let ours = try QRImageDecoder.decode(imageData: matrix.pngData(scale: 3))
            let theirs = try QRImageDecoder.decode(path: code.png)
            #expect(
                ours == [text] && theirs == [text], "ours \(ours), segno's \(theirs), text \(text.debugDescription)")
        }
        print("QREncoderTests: segno built libqrencode's symbol exactly for \(sameMask) of \(cases.count) codes")
    }

    @Test func nulIsDataNotATerminator() throws {
        let whole = try QREncoder.encode("abc\0def"), cut = try QREncoder.encode("abc")
        #expect(whole != cut)
        #expect(try QRImageDecoder.decode(imageData: whole.pngData(scale: 4)) == ["abc\0def"])
    }

    @Test func drawingParametersOutOfRangeGiveTypedErrors() throws {
        let matrix = try QREncoder.encode("solana:11111111111111111111111111111111?amount=1.5", correction: .high)
        #expect(throws: QRRenderError.scale(0, allowed: 1...32)) { try matrix.pngData(scale: 0) }
        #expect(throws: QRRenderError.scale(33, allowed: 1...32)) { try matrix.svg(scale: 33) }
        #expect(throws: QRRenderError.scale(Int.min, allowed: 1...32)) { try matrix.pngData(scale: Int.min) }
        #expect(throws: QRRenderError.quietZone(-1, allowed: 0...16)) {
            try matrix.terminalText(quietZone: -1, inverted: true)
        }
        #expect(throws: QRRenderError.quietZone(Int.max, allowed: 0...16)) {
            try matrix.pngData(scale: 4, quietZone: Int.max)
        }
        #expect(throws: QRRenderError.quietZone(17, allowed: 0...16)) { try matrix.svg(scale: 4, quietZone: 17) }
        // Version 40 at the largest scale: 185 × 32 = 5,920 pixels a side, refused before allocating.
        let large = try QREncoder.encode(String(repeating: "q", count: 2900), correction: .low)
        #expect(large.size == 177)
        #expect(throws: QRRenderError.imageTooLarge(side: 5920, maximum: 4096)) { try large.pngData(scale: 32) }
        #expect(try large.pngData(scale: 22).count > 0)  // 185 × 22 = 4,070
        // Outside the symbol everything is light (the quiet zone); the finder pattern's corner is dark.
        #expect(!matrix.isDark(x: -1, y: 0) && !matrix.isDark(x: 0, y: matrix.size) && !matrix.isDark(x: .min, y: .max))
        #expect(matrix.isDark(x: 0, y: 0) && matrix.isDark(x: matrix.size - 1, y: 0))
    }
}
