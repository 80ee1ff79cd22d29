import Base58
import SolanaCrypto
import TestSupport
import Testing

@testable import SolanaCore

@Suite struct KeypairTests {
    @Test func seedGivesKnownAddressAndSignature() throws {
        // Spec §1.4/§2.5: the abandon-mnemonic key at m/44'/501'/0'/0' has the private seed below
        // (checked independently with solders) and address HAgk14….
        let keypair = try Keypair(
            seed: [UInt8](hex: "37df573b3ac4ad5b522e064e25b63ea16bcbe79d449e81a0268d1047948bb445"))
        #expect(keypair.publicKey.base58 == "HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk")
        let message = Array("hello".utf8)
        let signature = keypair.sign(message)
        #expect(signature.verify(publicKey: keypair.publicKey, message: message))
        #expect(!signature.verify(publicKey: keypair.publicKey, message: Array("hellO".utf8)))
    }

    @Test func secretKeyFormsRoundTripAndMismatchIsRejected() throws {
        let keypair = Keypair.generate()
        let secret = keypair.exportedSecretKey
        #expect(secret.count == 64)
        #expect(Array(secret[32...]) == keypair.publicKey.bytes)
        #expect(try Keypair(secretKey: secret).publicKey == keypair.publicKey)
        #expect(try Keypair(base58SecretKey: Base58.encode(secret)).publicKey == keypair.publicKey)
        #expect(try Keypair(base58SecretKey: "  " + Base58.encode(secret) + "\n").publicKey == keypair.publicKey)
        var corrupted = secret; corrupted[40] ^= 1
        #expect(throws: CryptoError.keyMismatch) { try Keypair(secretKey: corrupted) }
        #expect(throws: CryptoError.invalidLength(what: "keypair secret key", expected: 64, actual: 63)) {
            try Keypair(secretKey: Array(secret.prefix(63)))
        }
        #expect(throws: CryptoError.invalidLength(what: "Ed25519 seed", expected: 32, actual: 33)) {
            try Keypair(seed: Random.bytes(33))
        }
        #expect(throws: KeypairImportError.invalidBase58(.wrongLength(expected: 64, actual: 32))) {
            try Keypair(base58SecretKey: keypair.publicKey.base58)
        }
        #expect(throws: KeypairImportError.invalidKey(.keyMismatch)) {
            try Keypair(base58SecretKey: Base58.encode(corrupted))
        }
        #expect(throws: KeypairImportError.self) { try Keypair(base58SecretKey: "not a key") }
    }

    @Test func descriptionNeverShowsTheSecret() throws {
        let keypair = Keypair.generate()
        let secretText = Base58.encode(keypair.exportedSecretKey)
        let seedHex = Array(keypair.exportedSecretKey.prefix(32)).hex
        for text in [
            keypair.description, keypair.debugDescription, "\(keypair)", String(reflecting: keypair),
            keypair.secretKey.description,
        ] {
            #expect(!text.contains(secretText) && !text.contains(seedHex))
        }
        #expect(keypair.description == "Keypair(\(keypair.publicKey))")
    }
}

/// Regression: `Keypair(seed: SecretBytes)` dropped the error of a wrong-length seed.
@Suite struct KeypairSeedErrorTests {
    @Test func wrongLengthSecretSeedsThrow() {
        for count in [0, 31, 33, 64] {
            #expect(throws: CryptoError.self, "\(count)") {
                try Keypair(seed: SecretBytes([UInt8](repeating: 7, count: count)))
            }
        }
        let seed = SecretBytes([UInt8](repeating: 7, count: 32))
        #expect(throws: Never.self) { try Keypair(seed: seed) }
    }

    @Test func base58SecretImportStillRoundTrips() throws {
        let keypair = Keypair.generate()
        let text = Base58.encode(keypair.exportedSecretKey)
        #expect(try Keypair(base58SecretKey: text).publicKey == keypair.publicKey)
        #expect(try Keypair(secretKey: keypair.exportedSecretKey).publicKey == keypair.publicKey)
    }
}
