import CPNG
import CQREncode
import Foundation

/// How much of a QR code may be damaged and still read: about 7 %, 15 %, 25 % or 30 % of its codewords.
public enum QRErrorCorrection: String, Sendable, CaseIterable, CustomStringConvertible {
    /// About 7 % (`low`), 15 % (`medium`), 25 % (`quartile`) or 30 % (`high`) of the codewords may be damaged.
    case low, medium, quartile, high

    /// The most bytes a QR code (version 40, 177×177 modules) holds in 8-bit mode at this level.
    public var byteCapacity: Int {
        switch self {
        case .low: return 2953
        case .medium: return 2331
        case .quartile: return 1663
        case .high: return 1273
        }
    }

    /// The level's name (`low`, `medium`, `quartile`, `high`).
    public var description: String { rawValue }

    var level: QRecLevel {
        switch self {
        case .low: return QR_ECLEVEL_L
        case .medium: return QR_ECLEVEL_M
        case .quartile: return QR_ECLEVEL_Q
        case .high: return QR_ECLEVEL_H
        }
    }
}

/// Why a text could not be made into a QR code.
public enum QREncodeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is empty (a code with nothing in it is refused).
    case empty
    /// The text's UTF-8 bytes do not fit in the largest QR code at this correction level.
    case tooLong(bytes: Int, maximum: Int, correction: QRErrorCorrection)
    /// libqrencode failed for another reason (`errno` as it set it: ENOMEM, EINVAL).
    case encoderFailed(errno: Int32, reason: String)

    /// A one-line explanation for a user, with the limit that was passed.
    public var description: String {
        switch self {
        case .empty: return "nothing to put in the QR code (the text is empty)"
        case .tooLong(let bytes, let maximum, let correction):
            return "the text is \(bytes) bytes; a QR code with \(correction) error correction holds at most \(maximum)"
        case .encoderFailed(let code, let reason): return "libqrencode failed: \(reason) (errno \(code))"
        }
    }
}

/// Why a QR matrix could not be drawn.
public enum QRRenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The scale (pixels per module) is outside `QRMatrix.scales`.
    case scale(Int, allowed: ClosedRange<Int>)
    /// The quiet zone (light modules around the code) is outside `QRMatrix.quietZones`.
    case quietZone(Int, allowed: ClosedRange<Int>)
    /// The image would be wider than `QRMatrix.maximumImageSide` pixels.
    case imageTooLarge(side: Int, maximum: Int)
    /// libpng refused to write the image (its message).
    case pngFailed(String)

    /// A one-line explanation, with the allowed range or limit.
    public var description: String {
        switch self {
        case .scale(let value, let allowed):
            return "scale \(value) is outside \(allowed.lowerBound)...\(allowed.upperBound) pixels per module"
        case .quietZone(let value, let allowed):
            return "quiet zone \(value) is outside \(allowed.lowerBound)...\(allowed.upperBound) modules"
        case .imageTooLarge(let side, let maximum):
            return "the image would be \(side)×\(side) pixels, more than \(maximum)×\(maximum)"
        case .pngFailed(let message): return "cannot write the PNG: \(message)"
        }
    }
}

/// Makes QR codes with libqrencode: the whole text in one 8-bit segment (its UTF-8 bytes), the smallest
/// version that holds it, the mask libqrencode picks.
public enum QREncoder {
    /// No QR code holds more than 7,089 characters of anything (numeric mode, version 40, level L): a longer input
    /// is refused before libqrencode sees it (and before its length could overflow a C `int`).
    static let absoluteLimit = 7089

    /// The QR code of `text`'s UTF-8 bytes (exactly `text.utf8.count` of them; a NUL inside is data like any other).
    /// Text with any non-ASCII character starts with the UTF-8 ECI designator (26), one byte of the capacity.
    public static func encode(_ text: String, correction: QRErrorCorrection = .medium) throws(QREncodeError)
        -> QRMatrix
    {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw .empty }
        guard bytes.count <= absoluteLimit else {
            let ascii = !bytes.contains { $0 >= 0x80 }
            throw .tooLong(
                bytes: bytes.count, maximum: correction.byteCapacity - (ascii ? 0 : 1), correction: correction)
        }
        // Non-ASCII text says it is UTF-8 (ECI 26): without it readers guess the charset (zbar reads short Greek
        // as Shift JIS). ASCII text, every address and solana: URL, goes without, as every scanner reads it.
        let needsECI = bytes.contains { $0 >= 0x80 }
        let capacity = needsECI ? correction.byteCapacity - 1 : correction.byteCapacity
        let result: Result<QRMatrix, QREncodeError> = bytes.withUnsafeBufferPointer { buffer in
            guard let input = QRinput_new2(0, correction.level) else {
                return .failure(.encoderFailed(errno: errno, reason: String(cString: strerror(errno))))
            }
            defer { QRinput_free(input) }
            errno = 0
            if needsECI, QRinput_appendECIheader(input, 26) != 0 {
                return .failure(.encoderFailed(errno: errno, reason: String(cString: strerror(errno))))
            }
            guard QRinput_append(input, QR_MODE_8, Int32(buffer.count), buffer.baseAddress) == 0,
                let code = QRcode_encodeInput(input)
            else {
                let code = errno
                if code == ERANGE {
                    return .failure(.tooLong(bytes: bytes.count, maximum: capacity, correction: correction))
                }
                return .failure(.encoderFailed(errno: code, reason: String(cString: strerror(code))))
            }
            defer { QRcode_free(code) }
            let width = Int(code.pointee.width)
            guard (21...177).contains(width), let data = code.pointee.data else {
                return .failure(.encoderFailed(errno: 0, reason: "a symbol \(width) modules wide"))
            }
            var matrix = QRMatrix(size: width, version: Int(code.pointee.version), correction: correction)
            for y in 0..<width {
                for x in 0..<width where data[y * width + x] & 1 != 0 { matrix.setDark(x: x, y: y) }
            }
            return .success(matrix)
        }
        return try result.get()
    }
}

/// A QR code's modules: `size`×`size`, row by row, one bit each (set = dark). Coordinates outside the symbol are
/// light (the quiet zone).
public struct QRMatrix: Sendable, Equatable {
    /// Modules per side: 21 (version 1) to 177 (version 40).
    public let size: Int
    /// The QR version, 1...40.
    public let version: Int
    /// The error correction level it was made with.
    public let correction: QRErrorCorrection
    /// Bit `y * size + x` is the module at column x, row y; 64 modules a word.
    private var words: [UInt64]

    init(size: Int, version: Int, correction: QRErrorCorrection) {
        self.size = size
        self.version = version
        self.correction = correction
        words = [UInt64](repeating: 0, count: (size * size + 63) / 64)
    }

    mutating func setDark(x: Int, y: Int) {
        let index = y * size + x
        words[index / 64] |= 1 << UInt64(index % 64)
    }

    /// Whether the module at column `x`, row `y` is dark; false outside the symbol.
    public func isDark(x: Int, y: Int) -> Bool {
        guard 0 <= x, x < size, 0 <= y, y < size else { return false }
        let index = y * size + x
        return words[index / 64] >> UInt64(index % 64) & 1 != 0
    }

    /// The modules as rows of booleans (true = dark).
    public var rows: [[Bool]] { (0..<size).map { y in (0..<size).map { x in isDark(x: x, y: y) } } }
}

// MARK: - Drawing

extension QRMatrix {
    /// Pixels per module allowed for PNG and SVG.
    public static let scales: ClosedRange<Int> = 1...32
    /// Light modules around the code allowed (the standard asks for 4; 2 is enough for most phone scanners).
    public static let quietZones: ClosedRange<Int> = 0...16
    /// The widest PNG drawn (4096×4096 grey pixels: 16 MiB before compression).
    public static let maximumImageSide = 4096

    private func checked(quietZone: Int) throws(QRRenderError) -> Int {
        guard Self.quietZones.contains(quietZone) else { throw .quietZone(quietZone, allowed: Self.quietZones) }
        return size + 2 * quietZone
    }

    private func checked(scale: Int, quietZone: Int) throws(QRRenderError) -> Int {
        let modules = try checked(quietZone: quietZone)
        guard Self.scales.contains(scale) else { throw .scale(scale, allowed: Self.scales) }
        return modules * scale
    }

    /// The code for a terminal: two module rows per line, with the half blocks `▀` (upper row), `▄` (lower row),
    /// `█` (both) and a space (neither); every line `size + 2 × quietZone` characters, each ending in a newline.
    ///
    /// The block characters are painted in the terminal's text colour. With `inverted: false` they paint the dark
    /// modules: for a light-background terminal (dark text on white). With `inverted: true` they paint the light
    /// modules and the quiet zone, so the terminal's own dark background makes the dark modules: for a dark
    /// terminal (light text on black). Either way the printed code is dark on light, as every scanner reads it. An
    /// odd last row leaves the lower half of its line unpainted (terminal background).
    public func terminalText(quietZone: Int = 2, inverted: Bool) throws(QRRenderError) -> String {
        let side = try checked(quietZone: quietZone)
        func painted(_ x: Int, _ y: Int) -> Bool {
            guard y < side else { return false }
            return isDark(x: x - quietZone, y: y - quietZone) != inverted
        }
        var text = ""
        text.unicodeScalars.reserveCapacity((side + 1) / 2 * (side + 1))
        for y in stride(from: 0, to: side, by: 2) {
            for x in 0..<side {
                switch (painted(x, y), painted(x, y + 1)) {
                case (true, true): text.unicodeScalars.append("█")
                case (true, false): text.unicodeScalars.append("▀")
                case (false, true): text.unicodeScalars.append("▄")
                case (false, false): text.unicodeScalars.append(" ")
                }
            }
            text.unicodeScalars.append("\n")
        }
        return text
    }

    /// The code as an 8-bit greyscale PNG (black modules on white), `scale` pixels per module, written by libpng's
    /// simplified API. Sizes are checked before anything is allocated.
    public func pngData(scale: Int, quietZone: Int = 4) throws(QRRenderError) -> [UInt8] {
        let side = try checked(scale: scale, quietZone: quietZone)
        guard side <= Self.maximumImageSide else { throw .imageTooLarge(side: side, maximum: Self.maximumImageSide) }
        var pixels = [UInt8](repeating: 255, count: side * side)
        for y in 0..<size {
            for x in 0..<size where isDark(x: x, y: y) {
                let left = (x + quietZone) * scale, top = (y + quietZone) * scale
                for row in top..<(top + scale) {
                    let start = row * side + left
                    for pixel in start..<(start + scale) { pixels[pixel] = 0 }
                }
            }
        }
        func image() -> png_image {
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            image.width = UInt32(side)
            image.height = UInt32(side)
            image.format = UInt32(PNG_FORMAT_GRAY)
            return image
        }
        func message(_ image: inout png_image) -> String {
            withUnsafeBytes(of: &image.message) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
        }
        let result: Result<[UInt8], QRRenderError> = pixels.withUnsafeBytes { buffer in
            // First the size libpng needs, then the bytes.
            var sizing = image()
            var needed: png_alloc_size_t = 0
            guard png_image_write_to_memory(&sizing, nil, &needed, 0, buffer.baseAddress, Int32(side), nil) != 0
            else {
                defer { png_image_free(&sizing) }
                return .failure(.pngFailed(message(&sizing)))
            }
            guard needed > 0, needed <= UInt(side * side * 2 + 4096) else {
                return .failure(.pngFailed("libpng asked for \(needed) bytes"))
            }
            var output = [UInt8](repeating: 0, count: Int(needed))
            var writing = image()
            var written = needed
            let ok = output.withUnsafeMutableBytes { memory in
                png_image_write_to_memory(
                    &writing, memory.baseAddress, &written, 0, buffer.baseAddress, Int32(side), nil)
            }
            guard ok != 0, written <= needed else {
                defer { png_image_free(&writing) }
                return .failure(.pngFailed(message(&writing)))
            }
            return .success(Array(output.prefix(Int(written))))
        }
        return try result.get()
    }

    /// The code as SVG: a white square and one `<path>` of the dark modules (a rectangle for each horizontal run),
    /// in module units (`viewBox`), drawn `scale` pixels per module, with `shape-rendering="crispEdges"` so no
    /// anti-aliased seams appear between modules.
    public func svg(scale: Int, quietZone: Int = 4) throws(QRRenderError) -> String {
        let pixels = try checked(scale: scale, quietZone: quietZone)
        let side = size + 2 * quietZone
        var path = ""
        for y in 0..<size {
            var x = 0
            while x < size {
                guard isDark(x: x, y: y) else {
                    x += 1
                    continue
                }
                var run = 1
                while isDark(x: x + run, y: y) { run += 1 }
                path += "M\(x + quietZone) \(y + quietZone)h\(run)v1h-\(run)z"
                x += run
            }
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(pixels)" height="\(pixels)" \
            viewBox="0 0 \(side) \(side)" shape-rendering="crispEdges">
            <rect width="\(side)" height="\(side)" fill="#fff"/>
            <path fill="#000" shape-rendering="crispEdges" d="\(path)"/>
            </svg>

            """
    }
}
