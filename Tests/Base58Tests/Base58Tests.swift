import TestSupport
import Testing

@testable import Base58

@Suite struct Base58Tests {
    @Test func knownVectors() throws {
        // From the Bitcoin Core base58 test vectors (base58_encode_decode.json).
        let vectors: [(String, String)] = [
            ("", ""), ("61", "2g"), ("626262", "a3gV"), ("636363", "aPEr"),
            ("73696d706c792061206c6f6e6720737472696e67", "2cFupjhnEsSn59qHXstmK2ffpLv2"),
            ("00eb15231dfceb60925886b67d065299925915aeb172c06647", "1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L"),
            ("516b6fcd0f", "ABnLTmg"), ("bf4f89001e670274dd", "3SEo3LWLoPntC"), ("572e4794", "3EFU7m"),
            ("ecac89cad93923c02321", "EJDM8drfXA6uyA"), ("10c8511e", "Rt5zm"), ("00000000000000000000", "1111111111"),
        ]
        for (hex, text) in vectors {
            #expect(Base58.encode([UInt8](hex: hex)) == text)
            #expect(try Base58.decode(text) == [UInt8](hex: hex))
        }
        // Solana: the System program is 32 zero bytes.
        #expect(Base58.encode([UInt8](repeating: 0, count: 32)) == String(repeating: "1", count: 32))
        #expect(try Base58.decode("11111111111111111111111111111111", count: 32) == [UInt8](repeating: 0, count: 32))
        #expect(
            try Base58.decode("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", count: 32).hex
                == "06ddf6e1d765a193d9cbe146ceeb79ac1cb485ed5f5b37913a8cf5857eff00a9")
    }

    @Test func invalidCharacterNamesCharacterAndPosition() {
        #expect(throws: Base58Error.invalidCharacter("0", position: 3)) { try Base58.decode("abc0def") }
        #expect(throws: Base58Error.invalidCharacter("l", position: 0)) { try Base58.decode("lo") }
        #expect(throws: Base58Error.invalidCharacter("O", position: 5)) { try Base58.decode("11111O", count: 32) }
        #expect(throws: Base58Error.invalidCharacter("é", position: 2)) { try Base58.decode("abé") }
        #expect(throws: Base58Error.invalidCharacter(" ", position: 4)) { try Base58.decode("abcd ") }
        let message = Base58Error.invalidCharacter("0", position: 3).description
        #expect(message.contains("'0'") && message.contains("position 3"))
    }

    @Test func fixedSizeRejectsWrongLengthWithBothLengths() {
        #expect(throws: Base58Error.wrongLength(expected: 32, actual: 3)) { try Base58.decode("a3gV", count: 32) }
        #expect(throws: Base58Error.wrongLength(expected: 32, actual: 0)) { try Base58.decode("", count: 32) }
        // 33 zero bytes written as 33 '1's.
        #expect(throws: Base58Error.wrongLength(expected: 32, actual: 33)) {
            try Base58.decode(String(repeating: "1", count: 33), count: 32)
        }
        // A 64-byte value where 32 were expected, and the other way round.
        let sixtyFour = Base58.encode(Random.bytes(64))
        #expect(throws: Base58Error.wrongLength(expected: 32, actual: 64)) { try Base58.decode(sixtyFour, count: 32) }
        #expect(throws: Base58Error.wrongLength(expected: 64, actual: 32)) {
            try Base58.decode(Base58.encode(Random.bytes(32).map { $0 | 1 }), count: 64)
        }
        // 44 'z's is above 2^256: valid base58, but 33 bytes.
        #expect(throws: Base58Error.wrongLength(expected: 32, actual: 33)) {
            try Base58.decode(String(repeating: "z", count: 44), count: 32)
        }
        #expect(throws: Base58Error.wrongLength(expected: 7, actual: 3)) { try Base58.decode("a3gV", count: 7) }
        #expect(
            Base58Error.wrongLength(expected: 32, actual: 3).description
                == "base58 value decodes to 3 bytes, expected 32")
    }

    @Test func fastPathsAgreeWithGenericOnRandomValues() throws {
        for _ in 0..<3000 {
            for size in [32, 64] {
                var bytes = Random.bytes(size)
                let zeros = Random.int(0...size)
                if Random.int(0...2) == 0 { for i in 0..<zeros { bytes[i] = 0 } }
                let generic = bytes.withUnsafeBytes { Base58.encodeGeneric($0) }
                let fast = Base58.encode(bytes)
                #expect(fast == generic)
                #expect(try Base58.decode(fast, count: size) == bytes)
            }
        }
    }

    @Test func literalTablesMatchTheAlphabet() {
        for byte in 0..<128 {
            let expected = Base58.alphabet.firstIndex(of: UInt8(byte)).map { UInt8($0) } ?? 0x7F
            #expect(Base58Tables.digitValues[byte] == expected, "digit value of \(byte)")
        }
        for digit in 0..<58 { #expect(Base58Tables.alphabet[digit] == Base58.alphabet[digit]) }
    }

    @Test func fast32DecodeAcceptsExactlyTheCanonical32ByteTexts() throws {
        // Random texts around the 32-byte length (with runs of '1's and, sometimes, a character outside
        // the alphabet): the fast path must accept exactly what the generic decoder decodes to 32 bytes
        // with the canonical number of leading '1's, and give the same bytes.
        let alphabet = Base58.alphabet
        for index in 0..<20_000 {
            var chars = (0..<Random.int(1...46)).map { _ in alphabet[Random.int(0...57)] }
            if index % 3 == 0 { chars = [UInt8](repeating: UInt8(ascii: "1"), count: Random.int(1...4)) + chars }
            if index % 50 == 0 { chars[Random.int(0...(chars.count - 1))] = UInt8(ascii: "0") }
            let expected: [UInt8]? = chars.withUnsafeBufferPointer { try? Base58.decodeGeneric($0) }.flatMap {
                $0.count == 32 ? $0 : nil
            }
            var output = [UInt8](repeating: 0, count: 32)
            let accepted = chars.withUnsafeBufferPointer { text in
                output.withUnsafeMutableBytes { Base58Fast32.decode(text, into: $0.baseAddress!) }
            }
            #expect(accepted == (expected != nil), "\(String(decoding: chars, as: UTF8.self))")
            if accepted { #expect(output == expected) }
        }
    }

    @Test func extremeFixedValues() throws {
        for size in [32, 64] {
            for fill: UInt8 in [0, 0xFF] {
                let bytes = [UInt8](repeating: fill, count: size)
                let text = Base58.encode(bytes)
                #expect(text == bytes.withUnsafeBytes { Base58.encodeGeneric($0) })
                #expect(try Base58.decode(text, count: size) == bytes)
                #expect(text.count <= Base58.maxEncodedLength(forByteCount: size))
            }
            var one = [UInt8](repeating: 0, count: size); one[size - 1] = 1
            #expect(Base58.encode(one) == String(repeating: "1", count: size - 1) + "2")
        }
    }

    struct Case: Codable { let bytes: String; let ours: String }
    struct Request: Codable { let cases: [Case] }
    struct Result: Codable { let encoded: String; let decodedOurs: String }
    struct Reply: Codable { let results: [Result] }

    @Test func interopWithPythonBase58OnRandomInputs() throws {
        // 2,400 fresh cases: random lengths 0–100 with random runs of leading zeros.
        let inputs: [[UInt8]] = (0..<2400).map { index in
            let length = index < 600 ? [32, 64][index % 2] : Random.int(0...100)
            var bytes = Random.bytes(length)
            let zeros = length == 0 ? 0 : Random.int(0...min(length, Random.int(0...1) == 0 ? 0 : 8))
            for i in 0..<zeros { bytes[i] = 0 }
            return bytes
        }
        let request = Request(cases: inputs.map { Case(bytes: $0.hex, ours: Base58.encode($0)) })
        let reply = try Oracle.ask("base58", request, as: Reply.self)
        #expect(reply.results.count == inputs.count)
        for (bytes, result) in zip(inputs, reply.results) {
            #expect(result.encoded == Base58.encode(bytes), "encode \(bytes.hex)")
            #expect(result.decodedOurs == bytes.hex, "their decode of ours, \(bytes.hex)")
            #expect(try Base58.decode(result.encoded) == bytes, "our decode of theirs")
        }
    }
}
