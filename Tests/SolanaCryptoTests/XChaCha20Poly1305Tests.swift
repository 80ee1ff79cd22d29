import TestSupport
import Testing

@testable import SolanaCrypto

/// XChaCha20-Poly1305-IETF against PyNaCl in both directions, and its refusals.
@Suite struct XChaCha20Poly1305Tests {
    struct Case: Codable { let key: String; let nonce: String; let ad: String; let message: String; let ours: String }
    struct Request: Codable { let cases: [Case] }
    struct Result: Codable { let theirs: String; let openedOurs: String? }
    struct Reply: Codable { let results: [Result] }

    @Test func interopWithPyNaClInBothDirections() throws {
        var cases: [Case] = []
        for index in 0..<300 {
            let key = Random.bytes(32), nonce = Random.bytes(24)
            let ad = Random.bytes(index % 3 == 0 ? 0 : Random.int(1...100))
            let message = Random.bytes(index % 7 == 0 ? 0 : Random.int(1...300))
            let ours = try XChaCha20Poly1305(key: key).seal(message, nonce: nonce, associatedData: ad)
            cases.append(Case(key: key.hex, nonce: nonce.hex, ad: ad.hex, message: message.hex, ours: ours.hex))
        }
        let reply = try Oracle.ask("xchacha", Request(cases: cases), as: Reply.self, script: "keystore_oracle.py")
        #expect(reply.results.count == cases.count)
        for (test, result) in zip(cases, reply.results) {
            #expect(result.openedOurs == test.message)
            // Same inputs, same bytes (the nonce is ours to choose), and we open theirs.
            #expect(result.theirs == test.ours)
            let opened = try XChaCha20Poly1305(key: [UInt8](hex: test.key)).open(
                [UInt8](hex: result.theirs), nonce: [UInt8](hex: test.nonce), associatedData: [UInt8](hex: test.ad))
            #expect(opened.exposedBytes.hex == test.message)
        }
    }

    @Test func everyChangeFailsAuthentication() throws {
        let key = Random.bytes(32), nonce = Random.bytes(24), ad = Random.bytes(60), message = Random.bytes(96)
        let aead = try XChaCha20Poly1305(key: SecretBytes(key))
        let sealed = try aead.seal(message, nonce: nonce, associatedData: ad)
        #expect(sealed.count == message.count + 16)
        #expect(try aead.open(sealed, nonce: nonce, associatedData: ad).exposedBytes == message)
        for index in sealed.indices {
            var changed = sealed
            changed[index] ^= 0x01
            #expect(throws: CryptoError.authenticationFailed) {
                try aead.open(changed, nonce: nonce, associatedData: ad)
            }
        }
        for index in ad.indices {
            var changed = ad
            changed[index] ^= 0x80
            #expect(throws: CryptoError.authenticationFailed) {
                try aead.open(sealed, nonce: nonce, associatedData: changed)
            }
        }
        var otherNonce = nonce
        otherNonce[23] ^= 0xFF
        #expect(throws: CryptoError.authenticationFailed) {
            try aead.open(sealed, nonce: otherNonce, associatedData: ad)
        }
        #expect(throws: CryptoError.authenticationFailed) { try aead.open(sealed, nonce: nonce) }
        #expect(throws: CryptoError.authenticationFailed) {
            try XChaCha20Poly1305(key: Random.bytes(32)).open(sealed, nonce: nonce, associatedData: ad)
        }
        #expect(throws: CryptoError.authenticationFailed) {
            try aead.open(Array(sealed.dropLast()), nonce: nonce, associatedData: ad)
        }
        #expect(throws: CryptoError.ciphertextTooShort(minimum: 16, actual: 15)) {
            try aead.open(Array(sealed.prefix(15)), nonce: nonce, associatedData: ad)
        }
        #expect(throws: CryptoError.invalidLength(what: "XChaCha20-Poly1305 nonce", expected: 24, actual: 12)) {
            try aead.seal(message, nonce: Array(nonce.prefix(12)))
        }
        #expect(throws: CryptoError.invalidLength(what: "XChaCha20-Poly1305 key", expected: 32, actual: 31)) {
            try XChaCha20Poly1305(key: Random.bytes(31))
        }
        // An empty message still carries a tag.
        let empty = try aead.seal([UInt8](), nonce: nonce)
        #expect(try empty.count == 16 && aead.open(empty, nonce: nonce).count == 0)
    }
}
