import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaWallet

/// Sign-In With Solana: the Wallet Standard's text vectors (Tests/Fixtures/solana/siws-vectors.json), random inputs
/// round-tripped and checked against the spec oracle (Tests/Oracles/offchain_oracle.py `siws`, PyNaCl), the 1.1
/// envelope, and every verification failure as a typed error.
@Suite struct SignInWithSolanaTests {
    struct Vectors: Decodable {
        struct Case: Decodable {
            let name: String
            let fields: SignInMessage
            let text: String
            let statementIsOneLine: Bool
        }
        let cases: [Case]
    }

    @Test func walletStandardVectors() throws {
        let vectors = try JSONDecoder().decode(Vectors.self, from: Oracle.fixture("solana/siws-vectors.json"))
        #expect(vectors.cases.count == 6)
        let real = Keypair.generate().publicKey.base58
        for vector in vectors.cases {
            #expect(vector.fields.text == vector.text, "\(vector.name)")
            // 'A' is no Solana address: the strict parse says so (a multi-line statement is refused before).
            if vector.statementIsOneLine {
                #expect(throws: SignInError.invalidField("address is not a Solana address")) {
                    try SignInMessage(parsing: vector.text)
                }
            } else {
                #expect(throws: SignInError.self) { try SignInMessage(parsing: vector.text) }
            }
            let withAddress = vector.text.replacingOccurrences(
                of: "account:\nA", with: "account:\n" + real)
            if vector.statementIsOneLine {
                var expected = vector.fields
                expected.address = real
                #expect(try SignInMessage(parsing: withAddress) == expected, "\(vector.name)")
            } else {
                // A statement has no line break in the ABNF.
                #expect(throws: SignInError.self) { try SignInMessage(parsing: withAddress) }
            }
        }
    }

    static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    static func randomMessage(_ rng: inout SeededGenerator, address: String, now: Int64) -> SignInMessage {
        func maybe<T>(_ value: @autoclosure () -> T) -> T? { Bool.random(using: &rng) ? value() : nil }
        func word(_ count: Int) -> String {
            String((0..<count).map { _ in alphabet.randomElement(using: &rng)! })
        }
        let statementChars = Array("Sign in to the app. Ünïcode ✓, #42 & (more)!")
        var statement: String?
        if Bool.random(using: &rng) {
            statement = String(
                (0..<Int.random(in: 1...60, using: &rng)).map { _ in statementChars.randomElement(using: &rng)! })
            if statement!.hasPrefix(" ") || statement!.isEmpty { statement = "S" + statement! }
        }
        let resources: [String]? =
            Bool.random(using: &rng)
            ? (0..<Int.random(in: 1...3, using: &rng)).map { _ in "https://" + word(6) + ".example/" + word(4) } : nil
        return SignInMessage(
            domain: word(8) + ".example", address: address, statement: statement,
            uri: maybe("https://" + word(5) + ".example/login"), version: maybe("1"),
            chainId: maybe(["solana:mainnet", "solana:devnet", "solana:localnet"].randomElement(using: &rng)!),
            nonce: maybe(word(Int.random(in: 8...32, using: &rng))),
            issuedAt: maybe(RFC3339.format(now - Int64.random(in: 0...500, using: &rng))),
            expirationTime: maybe(RFC3339.format(now + Int64.random(in: 60...86400, using: &rng))),
            notBefore: maybe(RFC3339.format(now - Int64.random(in: 0...3600, using: &rng))),
            requestId: maybe(word(10)), resources: resources)
    }

    struct SIWSCase: Encodable {
        let fields: SignInMessage; let signed: String; let signature: String; let publicKey: String
    }
    struct SIWSResult: Decodable { let text: String; let verifies: Bool }
    struct SIWSReply: Decodable { let results: [SIWSResult] }

    @Test func randomSignInsRoundTripAndVerifyInTheOracle() throws {
        var rng = SeededGenerator(seed: Property.seed)
        let now = Int64(Date().timeIntervalSince1970)
        var cases: [SIWSCase] = []
        for index in 0..<200 {
            let keypair = Keypair.generate()
            let message = Self.randomMessage(&rng, address: keypair.publicKey.base58, now: now)
            let text = try message.validatedText()
            let context = "case \(index) (SOLWALLET_TEST_SEED=\(Property.seed))"
            #expect(try SignInMessage(parsing: text) == message, "\(context): \(text.debugDescription)")
            // 1.0 signs the text, 1.1 its off-chain v1 envelope; both verify on the dApp side.
            let signed = index % 2 == 0 ? Array(text.utf8) : try message.envelope().serialized
            let signature = keypair.sign(signed)
            let verified = try SignIn.verify(
                input: SignInMessageInput(message), signedMessage: signed, signature: signature,
                publicKey: keypair.publicKey, now: now)
            #expect(verified == message, "\(context)")
            cases.append(
                SIWSCase(
                    fields: message, signed: signed.hex, signature: signature.bytes.hex,
                    publicKey: keypair.publicKey.bytes.hex))
        }
        let reply = try Oracle.ask("siws", ["cases": cases], as: SIWSReply.self, script: "offchain_oracle.py")
        for (case_, theirs) in zip(cases, reply.results) {
            #expect(theirs.text == case_.fields.text)
            #expect(theirs.verifies)
        }
    }

    /// Each way a sign-in can be wrong is refused with its own error.
    @Test func everyVerificationFailureIsTyped() throws {
        let keypair = Keypair.generate()
        let now: Int64 = 1_790_000_000
        let message = SignInMessage(
            domain: "app.example", address: keypair.publicKey.base58, statement: "Sign in to app.example",
            uri: "https://app.example/login", version: "1", chainId: "solana:mainnet", nonce: "a1b2c3d4e5",
            issuedAt: RFC3339.format(now - 30), expirationTime: RFC3339.format(now + 600),
            notBefore: RFC3339.format(now - 60), requestId: "req-1", resources: ["https://app.example/terms"])
        let signed = Array(try message.validatedText().utf8)
        let signature = keypair.sign(signed)
        let input = SignInMessageInput(message)
        func verify(
            _ input: SignInMessageInput, bytes: [UInt8]? = nil, signature sig: Signature? = nil,
            key: PublicKey? = nil, at time: Int64 = now
        ) throws(SignInError) -> SignInMessage {
            try SignIn.verify(
                input: input, signedMessage: bytes ?? signed, signature: sig ?? signature,
                publicKey: key ?? keypair.publicKey, now: time)
        }
        #expect(try verify(input) == message)
        var other = input
        other.domain = "evil.example"
        #expect(throws: SignInError.wrongDomain(expected: "evil.example", actual: "app.example")) { try verify(other) }
        other = input
        other.address = Keypair.generate().publicKey.base58
        #expect(throws: SignInError.self) { try verify(other) }
        other = input
        other.chainId = "solana:devnet"
        #expect(throws: SignInError.wrongChain(expected: "solana:devnet", actual: "solana:mainnet")) {
            try verify(other)
        }
        other = input
        other.nonce = "zzzzzzzzzz"
        #expect(throws: SignInError.wrongNonce) { try verify(other) }
        other = input
        other.requestId = "req-2"
        #expect(throws: SignInError.fieldMismatch("requestId")) { try verify(other) }
        #expect(throws: SignInError.expired) { try verify(input, at: now + 600) }
        #expect(throws: SignInError.notYetValid) { try verify(input, at: now - 61) }
        var bad = signature.bytes
        bad[5] ^= 0x40
        #expect(throws: SignInError.badSignature) { try verify(input, signature: try Signature(bytes: bad)) }
        // Signed by another key: the address is not the signer's.
        let stranger = Keypair.generate()
        #expect(throws: SignInError.wrongAddress(expected: stranger.publicKey.base58, actual: message.address)) {
            try verify(input, signature: stranger.sign(signed), key: stranger.publicKey)
        }
        // Tampered text: one more line, or the statement changed (the signature no longer covers it).
        #expect(throws: SignInError.self) { try verify(input, bytes: signed + Array("\n".utf8)) }
        var changed = message
        changed.statement = "Sign in to app.example and send everything"
        var changedInput = input
        changedInput.statement = changed.statement
        #expect(throws: SignInError.badSignature) {
            try verify(changedInput, bytes: Array(changed.text.utf8))
        }
        // An envelope naming another signer is tampered.
        let foreign = try OffchainMessage.v1(message.text, signers: [stranger.publicKey]).serialized
        #expect(throws: SignInError.tampered) { try verify(input, bytes: foreign) }
        // The parser's refusals.
        #expect(throws: SignInError.self) { try SignInMessage(parsing: message.text + "\nNonce: again") }
        #expect(throws: SignInError.tooLong(SignInMessage.maximumLength + 1)) {
            try SignInMessage(parsing: String(repeating: "a", count: SignInMessage.maximumLength + 1))
        }
        var shortNonce = message
        shortNonce.nonce = "abc"
        #expect(throws: SignInError.invalidField("nonce needs at least 8 letters or digits")) {
            try shortNonce.validate()
        }
        var twoLines = message
        twoLines.statement = "one\ntwo"
        #expect(throws: SignInError.invalidField("statement holds a line break")) { try twoLines.validate() }
    }

    /// The wallet's side: domain against the origin, chain, the 10-minute window, not-before and expiration.
    @Test func walletSideChecks() throws {
        let account = Keypair.generate().publicKey
        let now: Int64 = 1_790_000_000
        var input = SignInMessageInput(
            domain: "app.example", statement: "Welcome", chainId: "solana:mainnet", nonce: "n0nce1234")
        let prepared = try SignIn.prepare(
            input, origin: "app.example", account: account, chainId: "solana:mainnet", now: now)
        #expect(prepared.address == account.base58)
        #expect(prepared.issuedAt == RFC3339.format(now))
        #expect(throws: SignInError.wrongDomain(expected: "phish.example", actual: "app.example")) {
            try SignIn.prepare(input, origin: "phish.example", account: account, chainId: nil, now: now)
        }
        #expect(throws: SignInError.wrongChain(expected: "solana:devnet", actual: "solana:mainnet")) {
            try SignIn.prepare(input, origin: "app.example", account: account, chainId: "solana:devnet", now: now)
        }
        input.issuedAt = RFC3339.format(now - 601)
        #expect(throws: SignInError.staleIssuedAt) {
            try SignIn.prepare(input, origin: "app.example", account: account, chainId: nil, now: now)
        }
        input.issuedAt = nil
        input.expirationTime = RFC3339.format(now)
        #expect(throws: SignInError.expired) {
            try SignIn.prepare(input, origin: "app.example", account: account, chainId: nil, now: now)
        }
        input.expirationTime = nil
        input.notBefore = RFC3339.format(now + 1)
        #expect(throws: SignInError.notYetValid) {
            try SignIn.prepare(input, origin: "app.example", account: account, chainId: nil, now: now)
        }
        // RFC 3339 against Foundation's reading, on random instants and offsets.
        var rng = SeededGenerator(seed: Property.seed)
        for _ in 0..<500 {
            let t = Int64.random(in: 0...4_102_444_800, using: &rng)
            #expect(RFC3339.seconds(RFC3339.format(t)) == t)
            let formatter = ISO8601DateFormatter()
            #expect(formatter.string(from: Date(timeIntervalSince1970: TimeInterval(t))) == RFC3339.format(t))
        }
        #expect(RFC3339.seconds("2026-11-27T03:00:00.123+02:00") == RFC3339.seconds("2026-11-27T01:00:00Z"))
        #expect(RFC3339.seconds("2026-02-30T00:00:00Z") == nil)
        #expect(RFC3339.seconds("2026-11-27 01:00:00Z") == nil)
    }
}
