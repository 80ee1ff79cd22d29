import Base58
import SolanaCore
import SolanaCrypto
import Testing

/// The keypair import paths SolanaKeys builds on: base58 secret round trip and the mismatch check.
@Suite struct KeypairImportSmokeTests {
    @Test func base58SecretRoundTrip() throws {
        let keypair = Keypair.generate()
        let text = Base58.encode(keypair.exportedSecretKey)
        let back = try Keypair(base58SecretKey: text)
        #expect(back.publicKey == keypair.publicKey)
    }

    @Test func mismatchedHalvesAreRejected() {
        var bytes = Keypair.generate().exportedSecretKey
        bytes[40] ^= 1
        #expect(throws: CryptoError.keyMismatch) { try Keypair(secretKey: bytes) }
    }
}
