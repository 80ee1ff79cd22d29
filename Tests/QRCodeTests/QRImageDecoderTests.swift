import Foundation
import TestSupport
import Testing

@testable import QRCode

/// QR images drawn by an independent encoder (segno, through Tests/Oracles/qr_oracle.py) read back to the exact
/// text: fresh random texts each run, in PNG, PGM and PPM, at several scales, inverted too; malformed and hostile
/// images give typed errors.
@Suite struct QRImageDecoderTests {
    struct Reply: Decodable { let hostile: [String] }

    func directory() throws -> String {
        let path = NSTemporaryDirectory() + "qr-tests-" + UUID().uuidString + "/"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func draw(_ images: [[String: Any]], hostile: String? = nil) throws -> Reply {
        var request: [String: Any] = ["images": images]
        if let hostile { request["hostile"] = hostile }
        let output = try Oracle.run(
            script: "qr_oracle.py", input: try JSONSerialization.data(withJSONObject: request))
        return try JSONDecoder().decode(Reply.self, from: output)
    }

    @Test func randomTextsInEveryFormatReadBackExactly() throws {
        var generator = SeededGenerator(seed: Property.seed)
        let base = try directory()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let alphabet = Array("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz")
        var cases: [(String, [String: Any])] = []
        let formats = ["png", "pgm", "ppm"]
        for index in 0..<12 {
            let text: String
            switch index % 4 {
            case 0: text = String((0..<88).map { _ in alphabet.randomElement(using: &generator)! })
            case 1:
                text = (0..<12).map { _ in
                    ["abandon", "zoo", "ability", "legal", "winner"].randomElement(using: &generator)!
                }
                .joined(separator: " ")
            case 2:
                text =
                    "["
                    + (0..<64).map { _ in String(UInt8.random(in: 0...255, using: &generator)) }.joined(separator: ",")
                    + "]"
            default: text = "solana:Υπόλοιπο?amount=\(UInt32.random(in: 0...UInt32.max, using: &generator))&memo=çş"
            }
            let path = base + "\(index).\(formats[index % 3])"
            cases.append(
                (
                    text,
                    [
                        "text": text, "path": path, "format": formats[index % 3],
                        "scale": Int.random(in: 2...6, using: &generator), "invert": index % 5 == 4,
                        "error": ["l", "m", "q", "h"][index % 4],
                    ]
                ))
        }
        _ = try draw(cases.map(\.1))
        for (text, image) in cases {
            let path = image["path"] as! String
            #expect(try QRImageDecoder.decode(path: path) == [text], "\(image)")
        }
    }

    @Test func malformedAndHostileImagesGiveTypedErrors() throws {
        let base = try directory()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let reply = try draw([], hostile: base)
        #expect(reply.hostile.count == 3)
        #expect(throws: QRDecodeError.imageTooLarge(width: 100_000, height: 100_000)) {
            try QRImageDecoder.decode(path: base + "bomb.png")
        }
        for name in ["damaged.png", "cut.png"] {
            #expect(throws: QRDecodeError.self) { try QRImageDecoder.decode(path: base + name) }
        }
        // Netpbm: a huge claimed size, a cut-off body, a bad maxval; a blank image has no code.
        #expect(throws: QRDecodeError.imageTooLarge(width: 100_000, height: 100_000)) {
            try QRImageDecoder.decode(imageData: Array("P5 100000 100000 255\n".utf8))
        }
        #expect(throws: QRDecodeError.unsupportedImage("the pixel data is cut short")) {
            try QRImageDecoder.decode(imageData: Array("P5 4 4 255\n".utf8) + [0, 0])
        }
        #expect(throws: QRDecodeError.unsupportedImage("maxval 65535 (only 1...255)")) {
            try QRImageDecoder.decode(imageData: Array("P5 1 1 65535\n".utf8) + [0, 0])
        }
        #expect(throws: QRDecodeError.noCode) {
            try QRImageDecoder.decode(imageData: Array("P5 64 64 255\n".utf8) + [UInt8](repeating: 255, count: 4096))
        }
        #expect(throws: QRDecodeError.unsupportedImage("unknown format (expected PNG, or binary PGM/PPM)")) {
            try QRImageDecoder.decode(imageData: Array("GIF89a".utf8))
        }
        #expect(throws: QRDecodeError.self) { try QRImageDecoder.decode(path: base + "missing.png") }
        // Random bytes behind each magic: an error or a result, never a trap.
        var generator = SeededGenerator(seed: Property.seed)
        for magic in [[0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], Array("P5 ".utf8), Array("P6\n".utf8)] {
            for _ in 0..<200 {
                let tail = (0..<Int.random(in: 0...300, using: &generator)).map { _ in
                    UInt8.random(in: 0...255, using: &generator)
                }
                _ = try? QRImageDecoder.decode(imageData: magic + tail)
            }
        }
    }
}
