import CPNG
import Foundation

/// Why a QR image could not be read.
public enum QRDecodeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened or read.
    case unreadable(path: String, reason: String)
    /// The file is larger than `QRImageDecoder.maximumFileSize`.
    case tooLarge(bytes: Int, maximum: Int)
    /// Not a PNG, PGM or PPM image, or a damaged one.
    case unsupportedImage(String)
    /// The image's dimensions exceed `QRImageDecoder.maximumPixels` (a decompression bomb, or a photo too large).
    case imageTooLarge(width: Int, height: Int)
    /// The image holds no QR code that zbar could read.
    case noCode
    /// The code holds bytes that are not UTF-8 text.
    case notText
    /// zbar (Debian `libzbar0`), loaded on the first scan, is not installed or not usable.
    case scannerUnavailable(String)

    /// A one-line explanation for a user, naming the file where there is one.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        case .tooLarge(let bytes, let maximum): return "the image is \(bytes) bytes, more than the \(maximum) allowed"
        case .unsupportedImage(let reason): return "not a readable PNG, PGM or PPM image: \(reason)"
        case .imageTooLarge(let width, let height):
            return "the image is \(width)×\(height) pixels, more than \(QRImageDecoder.maximumPixels) allowed"
        case .noCode: return "no QR code found in the image (try a sharper or larger picture)"
        case .notText: return "the QR code does not hold text"
        case .scannerUnavailable(let reason):
            return "cannot read QR images: \(reason); install zbar (Debian: apt-get install libzbar0)"
        }
    }
}

/// Reads QR codes from images: PNG (libpng's simplified API), binary PGM (P5) and PPM (P6), converted to 8-bit
/// grey and scanned by zbar. Every size is checked before any allocation.
public enum QRImageDecoder {
    /// Image files larger than this are refused before reading.
    public static let maximumFileSize = 32 << 20
    /// Images with more pixels than this (e.g. 6000×4000) are refused before decoding.
    public static let maximumPixels = 24_000_000

    /// The text of every QR code in the image file at `path`, in zbar's order.
    public static func decode(path: String) throws(QRDecodeError) -> [String] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { try? handle.close() }
        let data: Data
        do { data = try handle.read(upToCount: maximumFileSize + 1) ?? Data() } catch {
            throw .unreadable(path: path, reason: "\(error)")
        }
        guard data.count <= maximumFileSize else { throw .tooLarge(bytes: data.count, maximum: maximumFileSize) }
        return try decode(imageData: [UInt8](data))
    }

    /// The text of every QR code in an encoded image (PNG, PGM, PPM).
    public static func decode(imageData: [UInt8]) throws(QRDecodeError) -> [String] {
        let image = try GreyImage(imageData)
        let texts = try scan(image)
        guard !texts.isEmpty else { throw .noCode }
        return texts
    }

    /// An 8-bit grey image, one byte per pixel, rows without padding.
    struct GreyImage {
        let width: Int
        let height: Int
        let pixels: [UInt8]

        init(width: Int, height: Int, pixels: [UInt8]) {
            self.width = width
            self.height = height
            self.pixels = pixels
        }

        init(_ bytes: [UInt8]) throws(QRDecodeError) {
            if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
                self = try Self.png(bytes)
            } else if bytes.starts(with: [0x50, 0x35]) || bytes.starts(with: [0x50, 0x36]) {
                self = try Self.netpbm(bytes)
            } else {
                throw .unsupportedImage("unknown format (expected PNG, or binary PGM/PPM)")
            }
        }

        static func png(_ bytes: [UInt8]) throws(QRDecodeError) -> GreyImage {
            // libpng reads from the memory given to begin_read until finish_read: both inside one closure.
            let result: Result<GreyImage, QRDecodeError> = bytes.withUnsafeBytes { memory in
                var image = png_image()
                image.version = UInt32(PNG_IMAGE_VERSION)
                guard png_image_begin_read_from_memory(&image, memory.baseAddress, memory.count) != 0 else {
                    return .failure(.unsupportedImage(Self.message(&image)))
                }
                defer { png_image_free(&image) }
                let width = Int(image.width), height = Int(image.height)
                let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
                guard width > 0, height > 0, !overflow, pixelCount <= maximumPixels else {
                    return .failure(.imageTooLarge(width: width, height: height))
                }
                image.format = UInt32(PNG_FORMAT_GRAY)
                var pixels = [UInt8](repeating: 0, count: pixelCount)
                var background = png_color(red: 255, green: 255, blue: 255)
                let finished = pixels.withUnsafeMutableBytes { out in
                    png_image_finish_read(&image, &background, out.baseAddress, Int32(width), nil)
                }
                guard finished != 0 else { return .failure(.unsupportedImage(Self.message(&image))) }
                return .success(GreyImage(width: width, height: height, pixels: pixels))
            }
            return try result.get()
        }

        private static func message(_ image: inout png_image) -> String {
            withUnsafeBytes(of: &image.message) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
        }

        /// Binary PGM (P5) or PPM (P6), maxval ≤ 255.
        static func netpbm(_ bytes: [UInt8]) throws(QRDecodeError) -> GreyImage {
            var index = 2
            func number() throws(QRDecodeError) -> Int {
                // Whitespace and comments, then decimal digits.
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "#") {
                        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    } else if [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                        index += 1
                    } else {
                        break
                    }
                }
                var value = 0, digits = 0
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                    value = value * 10 + Int(bytes[index] - 0x30)
                    digits += 1
                    index += 1
                    guard digits <= 9 else { throw .unsupportedImage("a header number is too long") }
                }
                guard digits > 0 else { throw .unsupportedImage("a header number is missing") }
                return value
            }
            let colour = bytes[1] == 0x36
            let width = try number(), height = try number(), maxValue = try number()
            guard index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) else {
                throw .unsupportedImage("no whitespace after the header")
            }
            index += 1
            guard width > 0, height > 0, width * height <= maximumPixels else {
                throw .imageTooLarge(width: width, height: height)
            }
            guard (1...255).contains(maxValue) else { throw .unsupportedImage("maxval \(maxValue) (only 1...255)") }
            let channels = colour ? 3 : 1
            guard bytes.count - index >= width * height * channels else {
                throw .unsupportedImage("the pixel data is cut short")
            }
            var pixels = [UInt8](repeating: 0, count: width * height)
            for pixel in 0..<(width * height) {
                let base = index + pixel * channels
                let value =
                    colour
                    ? (299 * Int(bytes[base]) + 587 * Int(bytes[base + 1]) + 114 * Int(bytes[base + 2])) / 1000
                    : Int(bytes[base])
                pixels[pixel] = UInt8(min(255, value * 255 / maxValue))
            }
            return GreyImage(width: width, height: height, pixels: pixels)
        }
    }

    /// zbar over a grey image, QR codes only; tries the inverted image too (light modules on a dark background).
    static func scan(_ image: GreyImage) throws(QRDecodeError) -> [String] {
        var texts = try scanOnce(image.pixels, image)
        if texts.isEmpty { texts = try scanOnce(image.pixels.map { 255 - $0 }, image) }
        return texts
    }

    private static func scanOnce(_ pixels: [UInt8], _ image: GreyImage) throws(QRDecodeError) -> [String] {
        let zbar = try Zbar.shared.get()
        guard let scanner = zbar.scannerCreate() else { return [] }
        defer { zbar.scannerDestroy(scanner) }
        _ = zbar.scannerSetConfig(scanner, Zbar.symbolNone, Zbar.configEnable, 0)
        _ = zbar.scannerSetConfig(scanner, Zbar.symbolQRCode, Zbar.configEnable, 1)
        guard let zimage = zbar.imageCreate() else { return [] }
        defer { zbar.imageDestroy(zimage) }
        zbar.imageSetFormat(zimage, Zbar.formatY800)
        zbar.imageSetSize(zimage, UInt32(image.width), UInt32(image.height))
        var results: [[UInt8]] = []
        pixels.withUnsafeBytes { raw in
            zbar.imageSetData(zimage, raw.baseAddress, UInt(raw.count), nil)
            guard zbar.scanImage(scanner, zimage) > 0 else { return }
            var symbol = zbar.imageFirstSymbol(zimage)
            while let current = symbol {
                if zbar.symbolType(current) == Zbar.symbolQRCode, let data = zbar.symbolData(current) {
                    let length = Int(zbar.symbolDataLength(current))
                    results.append(
                        data.withMemoryRebound(to: UInt8.self, capacity: length) {
                            Array(UnsafeBufferPointer(start: $0, count: length))
                        })
                }
                symbol = zbar.symbolNext(current)
            }
            // The image must not keep a pointer into our buffer.
            zbar.imageSetData(zimage, nil, 0, nil)
        }
        var texts: [String] = []
        for bytes in results {
            guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText }
            texts.append(text)
        }
        return texts
    }
}
