import Base58
import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// Round trips and invariants over seeded random cases (the seed is printed on failure; SOLWALLET_TEST_SEED replays it).
@Suite struct PropertyTests {
    @Test func base58EncodeThenDecodeIsIdentity() {
        let failures = Property.check("base58", iterations: 3_000) { rng in
            let zeros = Int.random(in: 0...4, using: &rng)
            let bytes = [UInt8](repeating: 0, count: zeros) + rng.bytes(Int.random(in: 0...96, using: &rng))
            let text = Base58.encode(bytes)
            guard let back = try? Base58.decode(text), back == bytes else { return "\(bytes) → \(text)" }
            // And the other way: a canonical text decodes and re-encodes to itself.
            return Base58.encode(back) == text ? nil : "re-encode of \(text)"
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func shortVecDecodeAfterEncodeIsIdentity() {
        let failures = Property.check("short-vec", iterations: 3_000) { rng in
            let value = Int.random(in: 0...0xFFFF, using: &rng)
            let encoded = ShortVec.encode(value)
            var offset = 0
            let decoded = encoded.withUnsafeBytes { try? ShortVec.decode($0, offset: &offset) }
            return decoded == value && offset == encoded.count && encoded.count == ShortVec.encodedLength(value)
                ? nil : "\(value) → \(encoded)"
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func signThenVerify() throws {
        let failures = try Property.check("sign/verify", iterations: 500) { rng in
            let keypair = try Keypair(seed: rng.bytes(32))
            let message = rng.bytes(Int.random(in: 0...300, using: &rng))
            let signature = keypair.sign(message)
            guard signature.verify(publicKey: keypair.publicKey, message: message) else { return "does not verify" }
            // Any one-bit change of the message or the signature fails verification.
            var tampered = message.isEmpty ? [1] : message
            tampered[Int.random(in: 0..<tampered.count, using: &rng)] ^= 1 << UInt8.random(in: 0...7, using: &rng)
            if signature.verify(publicKey: keypair.publicKey, message: tampered) {
                return "a tampered message verifies"
            }
            var signatureBytes = signature.bytes
            signatureBytes[Int.random(in: 0..<64, using: &rng)] ^= 1 << UInt8.random(in: 0...7, using: &rng)
            let other = try Signature(bytes: signatureBytes)
            return other.verify(publicKey: keypair.publicKey, message: message) ? "a tampered signature verifies" : nil
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func amountParseThenFormatIsIdentity() {
        let failures = Property.check("amounts", iterations: 3_000) { rng in
            let decimals = Int.random(in: 0...30, using: &rng)
            let value = UInt64.random(in: 0...UInt64.max, using: &rng) >> UInt64.random(in: 0...63, using: &rng)
            let text = DecimalAmount.format(value, decimals: decimals)
            guard (try? DecimalAmount.parse(text, decimals: decimals)) == value else { return "\(text) @\(decimals)" }
            let lamports = Lamports.format(value)
            return (try? Lamports.parse(sol: lamports)) == value ? nil : "\(lamports) SOL"
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func transactionsSerializeThenDeserialize() throws {
        var checked = 0
        for _ in 0..<300 {
            let random = RandomTransaction.make()
            guard var tx = try? random.compile() else { continue }  // over one packet: refused when compiled
            let signers = tx.signers
            try tx.sign(random.keypairs.filter { signers.contains($0.publicKey) })
            let wire = try tx.serialize()
            let decoded = try Transaction(wireBytes: wire)
            #expect(decoded.wireBytes == wire)
            #expect(decoded.isFullySignedAndValid)
            #expect(decoded.message.version == (random.isV0 ? .v0 : .legacy))
            checked += 1
        }
        #expect(checked > 100)
    }
}
