import TestSupport
import Testing

@testable import SolanaCore

@Suite struct ShortVecTests {
    @Test func specVectors() throws {
        let vectors: [(Int, String)] = [
            (0, "00"), (0x7f, "7f"), (0x80, "8001"), (0xff, "ff01"), (0x100, "8002"),
            (0x3fff, "ff7f"), (0x4000, "808001"), (0xffff, "ffff03"),
        ]
        for (value, hex) in vectors {
            #expect(ShortVec.encode(value).hex == hex)
            #expect(ShortVec.encodedLength(value) == hex.count / 2)
            let decoded = try ShortVec.decode([UInt8](hex: hex))
            #expect(decoded.value == value && decoded.length == hex.count / 2)
        }
    }

    @Test func allValuesRoundTrip() throws {
        for value in 0...0xFFFF {
            let encoded = ShortVec.encode(value)
            #expect(try ShortVec.decode(encoded).value == value)
        }
    }

    @Test func rejectionRules() {
        #expect(throws: ShortVec.DecodeError.nonCanonical(offset: 0)) { try ShortVec.decode([0x80, 0x00]) }
        #expect(throws: ShortVec.DecodeError.nonCanonical(offset: 0)) { try ShortVec.decode([0x80, 0x80, 0x00]) }
        #expect(throws: ShortVec.DecodeError.tooLong(offset: 0)) { try ShortVec.decode([0x80, 0x80, 0x80, 0x01]) }
        #expect(throws: ShortVec.DecodeError.overflow(offset: 0)) { try ShortVec.decode([0xff, 0xff, 0x04]) }
        #expect(throws: ShortVec.DecodeError.truncated(offset: 1)) { try ShortVec.decode([0x80]) }
        #expect(throws: ShortVec.DecodeError.truncated(offset: 0)) { try ShortVec.decode([]) }
    }
}
