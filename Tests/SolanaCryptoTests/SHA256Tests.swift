import CSodium
import TestSupport
import Testing

@testable import SolanaCrypto

/// SHA-256 and HMAC-SHA512 (the system's libcrypto on Linux) against the FIPS 180-4 and RFC 4231 vectors, and
/// libsodium's own implementations (independent code, in process) on seeded random inputs.
@Suite struct SHA256Tests {
    func hmac(_ message: [UInt8], key: [UInt8]) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: HMACSHA512.length)
        message.withUnsafeBytes { m in
            key.withUnsafeBytes { k in output.withUnsafeMutableBytes { HMACSHA512.authenticate(m, key: k, into: $0) } }
        }
        return output
    }

    func sodiumSHA256(_ message: [UInt8]) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: 32)
        _ = crypto_hash_sha256(&output, message, UInt64(message.count))
        return output
    }

    func sodiumHMAC(_ message: [UInt8], key: [UInt8]) -> [UInt8] {
        var state = crypto_auth_hmacsha512_state()
        var output = [UInt8](repeating: 0, count: 64)
        _ = crypto_auth_hmacsha512_init(&state, key, key.count)
        _ = crypto_auth_hmacsha512_update(&state, message, UInt64(message.count))
        _ = crypto_auth_hmacsha512_final(&state, &output)
        return output
    }

    @Test func fipsAndRfcVectors() {
        #expect(
            SHA256Hash.hash(Array("abc".utf8)).hex
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256Hash.hash([]).hex == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        // RFC 4231 test case 1: key 0x0b × 20, "Hi There".
        #expect(
            hmac(Array("Hi There".utf8), key: [UInt8](repeating: 0x0b, count: 20)).hex
                == "87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854"
        )
    }

    @Test func agreesWithLibsodiumOnRandomInputs() {
        for index in 0..<2000 {
            let edges = [0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 129]
            let message = Random.bytes(index < edges.count ? edges[index] : Random.int(0...400))
            #expect(SHA256Hash.hash(message) == sodiumSHA256(message), "length \(message.count)")
            // The same digest fed in parts (as program addresses hash their seeds), and finalized twice.
            var hasher = SHA256Hasher()
            var rest = message[...]
            while !rest.isEmpty {
                let part = rest.prefix(Random.int(0...70))
                hasher.update(Array(part))
                rest = rest.dropFirst(part.count)
            }
            #expect(hasher.finalize() == SHA256Hash.hash(message) && hasher.finalize() == SHA256Hash.hash(message))
            // Keys shorter than, equal to and longer than SHA-512's 128-byte block (hashed first), and empty ones.
            let key = Random.bytes(index < edges.count ? edges[index] : Random.int(0...300))
            #expect(
                hmac(message, key: key) == sodiumHMAC(message, key: key),
                "key \(key.count) B, message \(message.count) B")
        }
    }
}
