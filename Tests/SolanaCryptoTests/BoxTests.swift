import TestSupport
import Testing

@testable import SolanaCrypto

@Suite struct BoxTests {
    @Test func secretBoxRoundTripAndTamperDetection() throws {
        let box = try SecretBox(key: Random.bytes(32))
        let message = Array("hello phantom".utf8)
        let (nonce, ciphertext) = box.seal(message)
        #expect(nonce.count == 24 && ciphertext.count == message.count + 16)
        #expect(try box.open(ciphertext, nonce: nonce) == message)
        for index in [0, 15, 16, ciphertext.count - 1] {
            var tampered = ciphertext; tampered[index] ^= 0x01
            #expect(throws: CryptoError.authenticationFailed) { try box.open(tampered, nonce: nonce) }
        }
        var badNonce = nonce; badNonce[0] ^= 1
        #expect(throws: CryptoError.authenticationFailed) { try box.open(ciphertext, nonce: badNonce) }
        #expect(throws: CryptoError.authenticationFailed) { try box.open(Array(ciphertext.dropLast()), nonce: nonce) }
        #expect(throws: CryptoError.ciphertextTooShort(minimum: 16, actual: 15)) {
            try box.open(Array(ciphertext.prefix(15)), nonce: nonce)
        }
        #expect(throws: CryptoError.ciphertextTooShort(minimum: 16, actual: 0)) { try box.open([], nonce: nonce) }
        #expect(throws: CryptoError.invalidLength(what: "nonce", expected: 24, actual: 12)) {
            try box.open(ciphertext, nonce: Array(nonce.prefix(12)))
        }
        #expect(throws: CryptoError.invalidLength(what: "secretbox key", expected: 32, actual: 16)) {
            try SecretBox(key: Random.bytes(16))
        }
        let other = try SecretBox(key: Random.bytes(32))
        #expect(throws: CryptoError.authenticationFailed) { try other.open(ciphertext, nonce: nonce) }
        // Combined form and empty plaintext.
        #expect(try box.openCombined(box.sealCombined([])) == [])
        #expect(throws: CryptoError.ciphertextTooShort(minimum: 40, actual: 39)) {
            try box.openCombined(Random.bytes(39))
        }
    }

    @Test func naclBoxBothSidesShareKey() throws {
        let alice = X25519KeyPair.generate(), bob = X25519KeyPair.generate()
        let aliceBox = try NaClBox(peerPublicKey: bob.publicKey, secretKey: alice.secretKey)
        let bobBox = try NaClBox(peerPublicKey: alice.publicKey, secretKey: bob.secretKey)
        #expect(aliceBox.sharedKey.exposedBytes == bobBox.sharedKey.exposedBytes)
        // The box key is HSalsa20 of the X25519 point, not the point itself.
        #expect(try alice.sharedSecret(with: bob.publicKey).exposedBytes != aliceBox.sharedKey.exposedBytes)
        let sealed = aliceBox.seal(Array("{\"session\":\"x\"}".utf8))
        #expect(try bobBox.open(sealed.ciphertext, nonce: sealed.nonce) == Array("{\"session\":\"x\"}".utf8))
        // Low-order peer keys are refused.
        #expect(throws: CryptoError.weakPublicKey) {
            try NaClBox(peerPublicKey: [UInt8](repeating: 0, count: 32), secretKey: alice.secretKey)
        }
        #expect(throws: CryptoError.invalidLength(what: "X25519 public key", expected: 32, actual: 33)) {
            try NaClBox(peerPublicKey: Random.bytes(33), secretKey: alice.secretKey)
        }
        #expect(alice.secretKey.description.contains("redacted"))
    }

    @Test func x25519RFC7748Vector() throws {
        // RFC 7748 §6.1.
        let alice = try X25519KeyPair(
            secretKey: [UInt8](hex: "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a"))
        #expect(alice.publicKey.hex == "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a")
        let shared = try alice.sharedSecret(
            with: [UInt8](hex: "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f"))
        #expect(shared.exposedBytes.hex == "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742")
    }

    struct Case: Codable {
        let kind: String; let message: String; let key: String?; let peerSecret: String?
        let swiftPublic: String?; let ourNonce: String; let ourCiphertext: String
    }
    struct Request: Codable { let cases: [Case] }
    struct Result: Codable {
        let openedOurs: String?; let theirNonce: String; let theirCiphertext: String; let sharedKey: String?;
        let peerPublic: String?
    }
    struct Reply: Codable { let results: [Result] }

    @Test func interopWithPyNaClInBothDirections() throws {
        // 2,000 boxes and 2,000 secretboxes with fresh keys and messages; PyNaCl opens ours, we open theirs.
        var cases: [Case] = []
        var boxes: [NaClBox] = []
        var secretBoxes: [SecretBox] = []
        var messages: [[UInt8]] = []
        for index in 0..<4000 {
            let message = Random.bytes(Random.int(0...600))
            messages.append(message)
            if index % 2 == 0 {
                let mine = X25519KeyPair.generate()
                let peerSecret = Random.bytes(32)
                let peer = try X25519KeyPair(secretKey: peerSecret)
                let box = try NaClBox(peerPublicKey: peer.publicKey, secretKey: mine.secretKey)
                boxes.append(box)
                let sealed = box.seal(message)
                cases.append(
                    Case(
                        kind: "box", message: message.hex, key: nil, peerSecret: peerSecret.hex,
                        swiftPublic: mine.publicKey.hex, ourNonce: sealed.nonce.hex,
                        ourCiphertext: sealed.ciphertext.hex))
            } else {
                let key = Random.bytes(32)
                let box = try SecretBox(key: key)
                secretBoxes.append(box)
                let sealed = box.seal(message)
                cases.append(
                    Case(
                        kind: "secretbox", message: message.hex, key: key.hex, peerSecret: nil,
                        swiftPublic: nil, ourNonce: sealed.nonce.hex, ourCiphertext: sealed.ciphertext.hex))
            }
        }
        let reply = try Oracle.ask("box", Request(cases: cases), as: Reply.self)
        #expect(reply.results.count == cases.count)
        for (index, result) in reply.results.enumerated() {
            #expect(result.openedOurs == messages[index].hex, "PyNaCl opens our \(cases[index].kind) #\(index)")
            let nonce = [UInt8](hex: result.theirNonce), ciphertext = [UInt8](hex: result.theirCiphertext)
            if index % 2 == 0 {
                let box = boxes[index / 2]
                #expect(
                    box.sharedKey.exposedBytes.hex == result.sharedKey, "crypto_box_beforenm equals Box.shared_key()")
                #expect(try box.open(ciphertext, nonce: nonce) == messages[index])
            } else {
                #expect(try secretBoxes[index / 2].open(ciphertext, nonce: nonce) == messages[index])
            }
        }
    }
}
