import TestSupport
import Testing

@testable import SolanaCrypto

@Suite struct Ed25519Tests {
    @Test func rfc8032Vector1() throws {
        let seed = [UInt8](hex: "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
        let publicKey = try Ed25519.publicKey(seed: seed)
        #expect(publicKey.hex == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")
        let secret = SecretBytes(seed + publicKey)
        let signature = Ed25519.sign(message: [], secretKey: secret)
        #expect(
            signature.hex
                == "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
        )
        #expect(Ed25519.verify(signature: signature, message: [], publicKey: publicKey))
        var tampered = signature; tampered[10] ^= 1
        #expect(!Ed25519.verify(signature: tampered, message: [], publicKey: publicKey))
        #expect(!Ed25519.verify(signature: signature, message: [1], publicKey: publicKey))
    }

    @Test func wrongSizesAreTypedErrorsOrInvalid() {
        #expect(throws: CryptoError.invalidLength(what: "Ed25519 seed", expected: 32, actual: 31)) {
            try Ed25519.publicKey(seed: [UInt8](repeating: 1, count: 31))
        }
        #expect(
            !Ed25519.verify(
                signature: [UInt8](repeating: 0, count: 63), message: [], publicKey: [UInt8](repeating: 0, count: 32)))
        #expect(
            !Ed25519.verify(
                signature: [UInt8](repeating: 0, count: 64), message: [], publicKey: [UInt8](repeating: 0, count: 31)))
    }

    struct Case: Codable { let seed: String; let message: String; let ourSignature: String }
    struct Request: Codable { let cases: [Case] }
    struct Result: Codable {
        let publicKey: String; let signature: String; let secretKey: String; let oursVerifies: Bool
    }
    struct Reply: Codable { let results: [Result] }

    @Test func interopWithSoldersAndPyNaClOnRandomSeeds() throws {
        let seeds = (0..<2000).map { _ in Random.bytes(32) }
        let messages = (0..<2000).map { _ in Random.bytes(Random.int(0...400)) }
        var cases: [Case] = []
        var publicKeys: [[UInt8]] = []
        for (seed, message) in zip(seeds, messages) {
            let publicKey = try Ed25519.publicKey(seed: seed)
            publicKeys.append(publicKey)
            let signature = Ed25519.sign(message: message, secretKey: SecretBytes(seed + publicKey))
            cases.append(Case(seed: seed.hex, message: message.hex, ourSignature: signature.hex))
        }
        let reply = try Oracle.ask("ed25519", Request(cases: cases), as: Reply.self)
        #expect(reply.results.count == cases.count)
        for (index, result) in reply.results.enumerated() {
            let secret = [UInt8](hex: result.secretKey)
            #expect(secret == seeds[index] + publicKeys[index], "solders' 64-byte secret is seed ‖ public key")
            #expect(result.signature == cases[index].ourSignature, "same deterministic signature")
            #expect(result.oursVerifies, "solders and PyNaCl verify our signature")
            #expect(
                Ed25519.verify(
                    signature: [UInt8](hex: result.signature), message: messages[index], publicKey: publicKeys[index]))
        }
    }
}
