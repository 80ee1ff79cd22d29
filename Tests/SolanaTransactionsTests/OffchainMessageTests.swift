import Base58
import Foundation
import SolanaCore
import SolanaCrypto
import SolanaTransactions
import TestSupport
import Testing

/// Off-chain messages: the published vectors (Tests/Fixtures/solana/offchain-messages.json), fresh random messages
/// checked against a Python oracle written from the specs (Tests/Oracles/offchain_oracle.py, PyNaCl signatures),
/// the limits, and the refusal of transaction-shaped bytes.
@Suite struct OffchainMessageTests {
    struct Fixtures: Decodable {
        struct Valid: Decodable {
            let name: String
            let layout: String
            let format: UInt8
            let text: String
            let hex: String
            let sha256Base58: String?
        }
        struct Invalid: Decodable { let name: String; let error: String; let hex: String }
        struct CLISignature: Decodable {
            let name: String; let signer: String; let text: String; let signature: String; let layout: String
        }
        let valid: [Valid]
        let invalid: [Invalid]
        let cliSignatures: [CLISignature]
    }

    static func fixtures() throws -> Fixtures {
        try JSONDecoder().decode(Fixtures.self, from: Oracle.fixture("solana/offchain-messages.json"))
    }

    /// The case name of an error: what the oracle reports.
    static func kind(_ error: OffchainMessageError) -> String {
        let text = "\(Mirror(reflecting: error).children.first?.label ?? "\(error)")"
        switch error {
        case .truncated: return "truncated"
        case .badSigningDomain: return "badSigningDomain"
        case .emptyContent: return "emptyContent"
        case .noSigners: return "noSigners"
        case .signersNotSorted: return "signersNotSorted"
        case .invalidUTF8: return "invalidUTF8"
        case .transactionShaped: return "transactionShaped"
        default: return text
        }
    }

    static func decodeBoth(_ bytes: [UInt8], legacy: Bool) -> Result<OffchainMessage, OffchainMessageError> {
        do throws(OffchainMessageError) {
            return .success(try legacy ? OffchainMessage(decodingLegacy: bytes) : OffchainMessage(decoding: bytes))
        } catch { return .failure(error) }
    }

    // MARK: Published vectors

    @Test func publishedValidVectorsDecodeAndReencode() throws {
        let fixtures = try Self.fixtures()
        #expect(fixtures.valid.count == 6)
        for vector in fixtures.valid {
            let bytes = [UInt8](hex: vector.hex)
            let decoded = try #require(
                try? Self.decodeBoth(bytes, legacy: vector.layout == "legacyV0").get(), "\(vector.name)")
            #expect(decoded.layout.rawValue == vector.layout, "\(vector.name)")
            #expect(decoded.format?.rawValue == vector.format, "\(vector.name)")
            #expect(decoded.text == vector.text, "\(vector.name)")
            #expect(decoded.serialized == bytes, "\(vector.name)")
            if let hash = vector.sha256Base58 {
                #expect(Base58.encode(SHA256Hash.hash(decoded.serialized)) == hash, "\(vector.name)")
            }
            // Made from its parts, it is the same bytes.
            let made: OffchainMessage
            let format = OffchainMessageFormat(rawValue: vector.format)
            switch decoded.layout {
            case .legacyV0: made = try OffchainMessage.legacy(vector.text, format: format)
            case .v0:
                made = try OffchainMessage.v0(
                    vector.text, signers: decoded.signers, applicationDomain: decoded.applicationDomain,
                    format: format)
            case .v1: made = try OffchainMessage.v1(vector.text, signers: decoded.signers)
            }
            #expect(made.serialized == bytes, "\(vector.name)")
        }
        // The kit vectors name their keys in base58.
        let kit = try #require(fixtures.valid.first { $0.name == "v0 restricted ascii with newline" })
        let message = try OffchainMessage(decoding: [UInt8](hex: kit.hex))
        #expect(message.applicationDomain.base58 == "testdomain111111111111111111111111111111111")
        #expect(
            message.signers.map(\.base58) == [
                "signerAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "signerBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB",
            ])
    }

    @Test func publishedInvalidVectorsAreRefusedWithTheirError() throws {
        let fixtures = try Self.fixtures()
        #expect(fixtures.invalid.count == 6)
        for vector in fixtures.invalid {
            switch Self.decodeBoth([UInt8](hex: vector.hex), legacy: false) {
            case .success: Issue.record("\(vector.name): decoded")
            case .failure(let error): #expect(Self.kind(error) == vector.error, "\(vector.name): \(error)")
            }
        }
    }

    /// A signature the Solana CLI printed verifies over the legacy layout (and not the current one).
    @Test func solanaCLISignatureVerifies() throws {
        for vector in try Self.fixtures().cliSignatures {
            let signer = try PublicKey(vector.signer)
            let signature = try Signature(vector.signature)
            let candidates = OffchainMessage.cliCandidates(vector.text, signer: signer)
            let matched = candidates.filter { $0.verify(signature: signature, signer: signer) }
            #expect(matched.map(\.layout.rawValue) == [vector.layout], "\(vector.name)")
            let other = try PublicKey(Keypair.generate().publicKey.base58)
            #expect(!candidates.contains { $0.verify(signature: signature, signer: other) })
            var tampered = signature.bytes
            tampered[0] ^= 1
            let bad = try Signature(bytes: tampered)
            #expect(!candidates.contains { $0.verify(signature: bad, signer: signer) })
        }
    }

    /// `verifyAsCLI`, which the CLI's `message verify` and the dashboard's verify screen both call: the Solana CLI's
    /// signatures verify with their layout named; a browser's CRLF text verifies a signature of its LF text only
    /// when asked to; a text no layout holds is the v0 layout's error.
    @Test func verifyAsCLIFindsTheLayoutAndTheLineBreaks() throws {
        for vector in try Self.fixtures().cliSignatures {
            let signer = try PublicKey(vector.signer)
            let check = try OffchainMessage.verifyAsCLI(
                vector.text, signature: try Signature(vector.signature), signer: signer)
            #expect(check.valid && check.message.layout.rawValue == vector.layout, "\(vector.name)")
            let other = Keypair.generate().publicKey
            let refused = try OffchainMessage.verifyAsCLI(
                vector.text, signature: try Signature(vector.signature), signer: other)
            #expect(!refused.valid && refused.message.layout == .v0)
        }
        var rng = TestRandom.rng
        let keypair = Keypair.generate()
        let lines = (0..<Int.random(in: 2...5, using: &rng)).map { _ in
            String(
                (0..<Int.random(in: 1...30, using: &rng)).map { _ in
                    Character(Unicode.Scalar(UInt8.random(in: 0x61...0x7a, using: &rng)))
                })
        }
        let unix = lines.joined(separator: "\n")
        let browser = lines.joined(separator: "\r\n")
        for message in [try OffchainMessage.legacy(unix), try OffchainMessage.v0(unix, signers: [keypair.publicKey])] {
            let signature = try message.sign(with: keypair)
            let asTyped = try OffchainMessage.verifyAsCLI(browser, signature: signature, signer: keypair.publicKey)
            #expect(!asTyped.valid && asTyped.message.layout == .v0)
            let check = try OffchainMessage.verifyAsCLI(
                browser, signature: signature, signer: keypair.publicKey, crlfAsLF: true)
            #expect(check.valid && check.message == message, "\(unix)")
        }
        #expect(throws: OffchainMessageError.self) {
            try OffchainMessage.verifyAsCLI(
                "", signature: try Signature(bytes: [UInt8](repeating: 0, count: 64)), signer: keypair.publicKey)
        }
    }

    // MARK: Random messages against the oracle

    struct EncodeCase: Codable {
        let layout: String; let format: UInt8?; let domain: String; let signerSeeds: [String]; let signers: [String]
        let content: String
    }
    struct EncodeResult: Decodable { let bytes: String?; let signatures: [String]?; let error: String? }
    struct EncodeReply: Decodable { let results: [EncodeResult] }

    /// Text of a random kind and size: printable ASCII (newlines sometimes), any Unicode, control characters;
    /// small mostly, near the 1,232-byte bound or beyond 65,535 sometimes.
    static func randomText(_ rng: inout SeededGenerator) -> String {
        let size: Int
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: size = Int.random(in: 1120...1240, using: &rng)
        case 1: size = Int.random(in: 0...3, using: &rng)
        case 2: size = Int.random(in: 65400...65600, using: &rng)
        default: size = Int.random(in: 1...200, using: &rng)
        }
        var scalars = String.UnicodeScalarView()
        let kind = Int.random(in: 0..<4, using: &rng)
        var bytes = 0
        while bytes < size {
            let scalar: Unicode.Scalar
            switch kind {
            case 0: scalar = Unicode.Scalar(UInt8.random(in: 0x20...0x7e, using: &rng))
            case 1:
                scalar =
                    Bool.random(using: &rng) && Int.random(in: 0..<8, using: &rng) == 0
                    ? "\n" : Unicode.Scalar(UInt8.random(in: 0x20...0x7e, using: &rng))
            case 2: scalar = Unicode.Scalar(UInt8.random(in: 0...0x7f, using: &rng))
            default:
                var candidate: Unicode.Scalar?
                while candidate == nil { candidate = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &rng)) }
                scalar = candidate!
            }
            scalars.append(scalar)
            bytes += String(scalar).utf8.count
        }
        return String(scalars)
    }

    @Test func randomMessagesMatchTheOracle() throws {
        var cases: [EncodeCase] = []
        var ours: [Result<(bytes: [UInt8], signatures: [Signature]), OffchainMessageError>] = []
        var rng = SeededGenerator(seed: Property.seed)
        for _ in 0..<400 {
            let layout = OffchainMessageLayout.allCases.randomElement(using: &rng)!
            let format: OffchainMessageFormat? =
                layout == .v1 ? nil : OffchainMessageFormat.allCases.randomElement(using: &rng)!
            let seeds = (0..<Int.random(in: 0...4, using: &rng)).map { _ in rng.bytes(32) }
            let keypairs = try seeds.map { try Keypair(seed: $0) }
            var signers = keypairs.map(\.publicKey)
            if signers.count > 1, Int.random(in: 0..<10, using: &rng) == 0 { signers.append(signers[0]) }
            let domain = try PublicKey(bytes: rng.bytes(32))
            let text = Self.randomText(&rng)
            cases.append(
                EncodeCase(
                    layout: layout.rawValue, format: format?.rawValue, domain: domain.bytes.hex,
                    signerSeeds: seeds.map(\.hex), signers: layout == .legacyV0 ? [] : signers.map(\.bytes.hex),
                    content: Array(text.utf8).hex))
            let result: Result<(bytes: [UInt8], signatures: [Signature]), OffchainMessageError>
            do throws(OffchainMessageError) {
                let message: OffchainMessage
                switch layout {
                case .legacyV0: message = try .legacy(text, format: format)
                case .v0: message = try .v0(text, signers: signers, applicationDomain: domain, format: format)
                case .v1: message = try .v1(text, signers: signers)
                }
                let signatures = try keypairs.map { kp throws(OffchainMessageError) in try message.sign(with: kp) }
                for (kp, signature) in zip(keypairs, signatures) {
                    #expect(message.verify(signature: signature, signer: kp.publicKey))
                }
                // The bytes decode back to the same message.
                let back =
                    try layout == .legacyV0
                    ? OffchainMessage(decodingLegacy: message.serialized)
                    : OffchainMessage(decoding: message.serialized)
                #expect(back == message, "seed \(Property.seed)")
                result = .success((message.serialized, signatures))
            } catch { result = .failure(error) }
            ours.append(result)
        }
        let reply = try Oracle.ask("encode", ["cases": cases], as: EncodeReply.self, script: "offchain_oracle.py")
        #expect(reply.results.count == cases.count)
        var accepted = 0
        for (index, (mine, theirs)) in zip(ours, reply.results).enumerated() {
            let context = "case \(index) (SOLWALLET_TEST_SEED=\(Property.seed)) \(cases[index].layout)"
            switch mine {
            case .success(let (bytes, signatures)):
                accepted += 1
                #expect(theirs.bytes == bytes.hex, "\(context)")
                #expect(theirs.signatures == signatures.map(\.bytes.hex), "\(context)")
            case .failure(let error):
                #expect(theirs.error == Self.kind(error), "\(context): \(error)")
            }
        }
        // Both branches are exercised.
        #expect(accepted > 50)
        #expect(accepted < cases.count)
    }

    struct Decoded: Decodable {
        let layout: String?; let format: UInt8?; let signers: [String]?; let content: String?; let error: String?
    }
    struct DecodeEntry: Decodable { let current: Decoded; let legacy: Decoded }
    struct DecodeReply: Decodable { let results: [DecodeEntry] }

    /// Valid messages and their mutations (a byte changed, cut, added; the length field bumped) are accepted or
    /// refused alike by the decoder and the oracle, with the same fields or the same error.
    @Test func randomBytesDecodeLikeTheOracle() throws {
        var rng = SeededGenerator(seed: Property.seed ^ 0x0FF)
        var inputs: [[UInt8]] = []
        for _ in 0..<600 {
            let signers = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Keypair.generate().publicKey }
            let text = String(Self.randomText(&rng).prefix(300))
            let fallback =
                (try? OffchainMessage.legacy("x").serialized) ?? OffchainMessage.signingDomain + [0, 0, 1, 0, 0x78]
            let base: [UInt8]
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: base = (try? OffchainMessage.legacy(text))?.serialized ?? fallback
            case 1:
                base = (try? OffchainMessage.v0(text, signers: signers))?.serialized ?? fallback
            default:
                base = (try? OffchainMessage.v1(text, signers: signers))?.serialized ?? fallback
            }
            var bytes = base
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: break
            case 1:
                let index = Int.random(in: 0..<bytes.count, using: &rng)
                bytes[index] = UInt8.random(in: 0...255, using: &rng)
            case 2: bytes.removeLast(Int.random(in: 1...min(40, bytes.count), using: &rng))
            case 3: bytes.append(UInt8.random(in: 0...255, using: &rng))
            case 4: bytes[16] = UInt8.random(in: 0...2, using: &rng)
            default:
                let index = Int.random(in: 16..<min(bytes.count, 120), using: &rng)
                bytes[index] = bytes[index] &+ 1
            }
            inputs.append(bytes)
        }
        let reply = try Oracle.ask(
            "decode", ["inputs": inputs.map(\.hex)], as: DecodeReply.self, script: "offchain_oracle.py")
        var accepted = 0, refused = 0
        for (index, (input, theirs)) in zip(inputs, reply.results).enumerated() {
            for (legacy, expected) in [(false, theirs.current), (true, theirs.legacy)] {
                let context = "input \(index) legacy=\(legacy) (SOLWALLET_TEST_SEED=\(Property.seed)) \(input.hex)"
                switch Self.decodeBoth(input, legacy: legacy) {
                case .success(let message):
                    accepted += 1
                    #expect(expected.layout == message.layout.rawValue, "\(context)")
                    #expect(expected.format == message.format?.rawValue, "\(context)")
                    #expect(expected.signers == message.signers.map(\.bytes.hex), "\(context)")
                    #expect(expected.content == message.content.hex, "\(context)")
                    #expect(message.serialized == input, "\(context)")
                case .failure(let error):
                    refused += 1
                    #expect(expected.error == Self.kind(error), "\(context): \(error)")
                }
            }
        }
        #expect(accepted > 100)
        #expect(refused > 100)
    }

    // MARK: Limits

    @Test func limitsAreTypedErrors() throws {
        let signer = Keypair.generate().publicKey
        // Legacy: 1,212 bytes of restricted ASCII fit, 1,213 do not; 65,515 of UTF-8 in format 2.
        #expect(try OffchainMessage.legacy(String(repeating: "a", count: 1212)).format == .restrictedASCII)
        #expect(try OffchainMessage.legacy(String(repeating: "a", count: 1213)).format == .extendedUTF8)
        #expect(throws: OffchainMessageError.tooLong(format: .restrictedASCII, maximum: 1212, actual: 1213)) {
            try OffchainMessage.legacy(String(repeating: "a", count: 1213), format: .restrictedASCII)
        }
        #expect(throws: OffchainMessageError.tooLong(format: .extendedUTF8, maximum: 65515, actual: 65516)) {
            try OffchainMessage.legacy(String(repeating: "a", count: 65516))
        }
        // v0 with one signer: 1,232 − 85 = 1,147 bytes of content in format 0/1.
        #expect(
            try OffchainMessage.v0(String(repeating: "a", count: 1147), signers: [signer]).format == .restrictedASCII)
        #expect(throws: OffchainMessageError.tooLong(format: .limitedUTF8, maximum: 1232, actual: 1233)) {
            try OffchainMessage.v0(String(repeating: "é", count: 574), signers: [signer], format: .limitedUTF8)
        }
        // The legacy header does not know the newline; v0 does.
        #expect(throws: OffchainMessageError.notRestrictedASCII(offset: 2, byte: 0x0a)) {
            try OffchainMessage.legacy("hi\nthere", format: .restrictedASCII)
        }
        #expect(try OffchainMessage.v0("hi\nthere", signers: [signer]).format == .restrictedASCII)
        #expect(try OffchainMessage.legacy("hi\nthere").format == .limitedUTF8)
        #expect(throws: OffchainMessageError.emptyContent) { try OffchainMessage.v1("", signers: [signer]) }
        #expect(throws: OffchainMessageError.noSigners) { try OffchainMessage.v0("x", signers: []) }
        #expect(throws: OffchainMessageError.duplicateSigner(signer)) {
            try OffchainMessage.v1("x", signers: [signer, signer])
        }
        let many = (0..<256).map { _ in Keypair.generate().publicKey }
        #expect(throws: OffchainMessageError.tooManySigners(256)) {
            try OffchainMessage.v1("x", signers: many)
        }
        // v1 on the wire must be sorted; made, it is sorted for you.
        let pair = [Keypair.generate().publicKey, Keypair.generate().publicKey].sorted()
        let v1 = try OffchainMessage.v1("hello", signers: [pair[1], pair[0]])
        #expect(v1.signers == pair)
        var unsorted = OffchainMessage.signingDomain + [1, 2] + pair[1].bytes + pair[0].bytes + Array("hello".utf8)
        #expect(throws: OffchainMessageError.signersNotSorted) { try OffchainMessage(decoding: unsorted) }
        unsorted[16] = 7
        #expect(throws: OffchainMessageError.unsupportedVersion(7)) { try OffchainMessage(decoding: unsorted) }
        // Trailing bytes.
        #expect(throws: OffchainMessageError.lengthMismatch(declared: 5, actual: 6)) {
            try OffchainMessage(decodingLegacy: OffchainMessage.legacy("hello").serialized + [0x21])
        }
        // A signer not listed cannot sign.
        let stranger = Keypair.generate()
        #expect(throws: OffchainMessageError.signerNotListed(stranger.publicKey)) {
            try OffchainMessage.v0("x", signers: [signer]).sign(with: stranger)
        }
        // Huge input is refused by its length, quickly.
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            let huge = OffchainMessage.signingDomain + [0, 2, 0xff, 0xff] + [UInt8](repeating: 0x41, count: 4_000_000)
            #expect(throws: OffchainMessageError.lengthMismatch(declared: 65535, actual: 4_000_000)) {
                try OffchainMessage(decodingLegacy: huge)
            }
        }
        #expect(elapsed < .seconds(2))
    }

    // MARK: Transaction-shaped refusal

    /// A legacy transaction message whose every byte is below 0x80 (valid UTF-8): one signer, two keys, one
    /// instruction with "ping" as data.
    static let asciiTransactionMessage: [UInt8] =
        [1, 0, 1, 2] + [UInt8](repeating: 0x41, count: 32) + [UInt8](repeating: 0x42, count: 32)
        + [UInt8](repeating: 0x43, count: 32) + [1, 1, 1, 0, 4] + Array("ping".utf8)

    @Test func transactionShapedBytesAreRefused() throws {
        #expect((try? VersionedMessage(wireBytes: Self.asciiTransactionMessage)) != nil)
        let signer = Keypair.generate()
        let text = String(decoding: Self.asciiTransactionMessage, as: UTF8.self)
        let message = try OffchainMessage.v0(text, signers: [signer.publicKey], format: .limitedUTF8)
        #expect(throws: OffchainMessageError.transactionShaped) { try message.sign(with: signer) }
        // Random transactions of this SDK, signed and unsigned, and their messages.
        for _ in 0..<50 {
            guard let transaction = try? RandomTransaction.make().compile() else { continue }
            #expect(throws: OffchainMessageError.transactionShaped) {
                try OffchainMessage.refuseTransactionShaped(transaction.wireBytes)
            }
            #expect(throws: OffchainMessageError.transactionShaped) {
                try OffchainMessage.refuseTransactionShaped(transaction.message.serialize())
            }
        }
        // Text is not refused, and no off-chain message is a transaction.
        var rng = SeededGenerator(seed: Property.seed)
        for _ in 0..<200 {
            let text = String(Self.randomText(&rng).prefix(500))
            guard let offchain = try? OffchainMessage.v1(text, signers: [signer.publicKey]) else { continue }
            try OffchainMessage.refuseTransactionShaped(offchain.serialized)
        }
    }
}
