import Foundation
import TestSupport
import Testing

@testable import SolanaCore

@Suite struct PublicKeyTests {
    @Test func parsesAndPrintsBase58() throws {
        let key = try PublicKey("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
        #expect(key.base58 == "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
        #expect(key.description == key.base58)
        #expect(key.bytes.hex == "06ddf6e1d765a193d9cbe146ceeb79ac1cb485ed5f5b37913a8cf5857eff00a9")
        #expect(try PublicKey(bytes: key.bytes) == key)
        #expect(PublicKey.systemProgram.base58 == "11111111111111111111111111111111")
        #expect(PublicKey.zero.bytes == [UInt8](repeating: 0, count: 32))
    }

    @Test func rejectsBadTextWithTypedErrors() {
        #expect(throws: ValueParseError.invalidCharacter(kind: "public key", character: "0", position: 5)) {
            try PublicKey("Token0egQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
        }
        #expect(throws: ValueParseError.wrongLength(kind: "public key", expected: 32, actual: 0)) { try PublicKey("") }
        #expect(throws: ValueParseError.wrongLength(kind: "public key", expected: 32, actual: 3)) {
            try PublicKey("a3gV")
        }
        #expect(throws: ValueParseError.textTooLong(kind: "public key", maximum: 44, actual: 45)) {
            try PublicKey(String(repeating: "1", count: 45))
        }
        #expect(throws: ValueParseError.wrongLength(kind: "public key", expected: 32, actual: 31)) {
            try PublicKey(bytes: [UInt8](repeating: 1, count: 31))
        }
        // A 32-byte value written with one leading '1' too many is 33 bytes, not 32.
        #expect(throws: ValueParseError.wrongLength(kind: "public key", expected: 32, actual: 33)) {
            try PublicKey("1TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
        }
        let message = ValueParseError.wrongLength(kind: "public key", expected: 32, actual: 3).description
        #expect(message == "invalid public key: 3 bytes, expected 32")
    }

    /// The UTF-8 entry points (used by the RPC decoder) agree with the String ones, values and errors alike.
    @Test func utf8ParsingMatchesStringParsing() throws {
        func viaUTF8<V>(_ text: String, _ parse: (UnsafeBufferPointer<UInt8>) throws(ValueParseError) -> V) -> Result<
            V, ValueParseError
        > {
            Array(text.utf8).withUnsafeBufferPointer { buffer in
                Result { () throws(ValueParseError) in try parse(buffer) }
            }
        }
        var texts = [
            "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", "", "a3gV", String(repeating: "1", count: 45),
            "Token0egQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", "1TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
        ]
        for _ in 0..<500 {
            texts.append(
                try PublicKey(bytes: (0..<32).map { _ in UInt8.random(in: 0...255, using: &TestRandom.rng) }).base58)
            texts.append(
                try Signature(bytes: (0..<64).map { _ in UInt8.random(in: 0...255, using: &TestRandom.rng) }).base58)
        }
        for text in texts {
            #expect(
                viaUTF8(text, PublicKey.init(base58UTF8:))
                    == Result { () throws(ValueParseError) in try PublicKey(text) }, "\(text)")
            #expect(
                viaUTF8(text, Signature.init(base58UTF8:))
                    == Result { () throws(ValueParseError) in try Signature(text) }, "\(text)")
        }
    }

    @Test func orderingIsByBytesAndHashingIsConsistent() throws {
        var keys = (0..<500).map { _ in try! PublicKey(bytes: Random.bytes(32)) }
        keys.append(.zero)
        let sorted = keys.sorted()
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            #expect(a.bytes.lexicographicallyPrecedes(b.bytes) || a.bytes == b.bytes)
        }
        #expect(Set(keys + keys).count == Set(keys.map(\.bytes)).count)
    }

    @Test func codableAsBase58String() throws {
        struct Wrapper: Codable, Equatable { let owner: PublicKey; let sig: Signature; let hash: Hash }
        let value = Wrapper(owner: .tokenProgram, sig: Signature.zero, hash: Hash.zero)
        let json = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        #expect(json.contains("\"owner\":\"TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA\""))
        #expect(try JSONDecoder().decode(Wrapper.self, from: Data(json.utf8)) == value)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Wrapper.self, from: Data(#"{"owner":"0OIl","sig":"1","hash":"1"}"#.utf8))
        }
    }

    @Test func signatureAndHashParsing() throws {
        let text = "4JqXNUpj4c75pVKegJeJDKgU9fiR7UirvxqUC54z5Fbj9cZx81YEVW1GhQ1hk7k5mzFikNv89XNQ6LUxVkyTnSEn"
        let signature = try Signature(text)
        #expect(signature.base58 == text && signature.bytes.count == 64 && !signature.isZero)
        #expect(throws: ValueParseError.wrongLength(kind: "signature", expected: 64, actual: 32)) {
            try Signature("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
        }
        #expect(throws: ValueParseError.textTooLong(kind: "signature", maximum: 88, actual: 89)) {
            try Signature(text + "1")
        }
        let hash = try Hash("EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N")
        #expect(hash.base58 == "EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N")
        #expect(throws: ValueParseError.invalidCharacter(kind: "hash", character: "l", position: 0)) {
            try Hash("lkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N")
        }
    }
}
