import Foundation
import SolanaCore
import TestSupport
import Testing

/// `Hex`: the one hex codec, strict about its alphabet.
@Suite struct HexTests {
    @Test func randomRoundTrips() throws {
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...80, using: &TestRandom.rng)).map { _ in
                UInt8.random(in: 0...255, using: &TestRandom.rng)
            }
            let text = Hex.encode(bytes)
            #expect(text.count == bytes.count * 2)
            #expect(text == bytes.map { String(format: "%02x", $0) }.joined())
            #expect(try Hex.decode(text) == bytes)
            #expect(try Hex.decode(text.uppercased()) == bytes)
        }
    }

    @Test func emptyIsZeroBytes() throws {
        #expect(Hex.encode([]) == "")
        #expect(try Hex.decode("") == [])
    }

    @Test func mixedCase() throws {
        #expect(try Hex.decode("00ffAbCd7F") == [0x00, 0xFF, 0xAB, 0xCD, 0x7F])
    }

    @Test func fullWidthDigitsAreRejectedWithTheirPosition() {
        // U+FF10 and U+FF11 are digits to Character.isHexDigit, but not ASCII.
        #expect(throws: HexError.invalidCharacter("\u{FF10}", position: 0)) { try Hex.decode("\u{FF10}\u{FF11}") }
        #expect(throws: HexError.invalidCharacter("\u{FF11}", position: 3)) { try Hex.decode("ab0\u{FF11}") }
        do {
            _ = try Hex.decode("0\u{FF11}")
        } catch {
            #expect(error.description.contains("position 1") && error.description.contains("U+FF11"))
        }
    }

    @Test func otherNonHexCharacters() {
        for (text, character, position) in [
            ("0x00", "x", 1), ("00 11", " ", 2), ("g0", "g", 0), ("ab\n", "\n", 2),
            ("é0", "é", 0), ("-1", "-", 0),
        ] as [(String, Character, Int)] {
            #expect(throws: HexError.invalidCharacter(character, position: position), "\(text)") {
                try Hex.decode(text)
            }
        }
    }

    @Test func oddLength() {
        #expect(throws: HexError.oddLength(1)) { try Hex.decode("a") }
        #expect(throws: HexError.oddLength(3)) { try Hex.decode("abc") }
        #expect(HexError.oddLength(3).description.contains("odd"))
    }
}
