import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaWallet

/// The wallet's side of Sign-In With Solana (`SignInRequest`, `SignInOutput`): fresh random requests (seeded) are
/// prepared, signed (text and 1.1 envelope), carried as JSON and verified by `SignIn.verify`, the signature checked
/// by PyNaCl over the exact bytes (Tests/Oracles/offchain_oracle.py `siws`); every refusal is its own typed error.
@Suite struct SignInRequestTests {
    static let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    static let chains: [(String, ClusterIdentity.Kind)] = [
        ("mainnet", .mainnet), ("solana:mainnet", .mainnet), ("devnet", .devnet), ("solana:devnet", .devnet),
        ("testnet", .testnet), ("solana:localnet", .localnet),
    ]

    struct Case {
        var request: SignInRequest
        var cluster: ClusterIdentity.Kind
        var domain: String
    }

    static func randomCase(_ rng: inout SeededGenerator, now: Int64) -> Case {
        func word(_ count: Int) -> String { String((0..<count).map { _ in alphabet.randomElement(using: &rng)! }) }
        func maybe<T>(_ value: @autoclosure () -> T) -> T? { Bool.random(using: &rng) ? value() : nil }
        let port = Bool.random(using: &rng) ? ":\(Int.random(in: 1024...65535, using: &rng))" : ""
        let domain = word(Int.random(in: 3...12, using: &rng)) + ".example" + port
        let chain = maybe(chains.randomElement(using: &rng)!)
        let input = SignInMessageInput(
            domain: maybe(domain), statement: maybe("Sign in to " + word(6)), uri: maybe("https://\(domain)/login"),
            version: maybe("1"), chainId: chain?.0, nonce: maybe(word(Int.random(in: 8...24, using: &rng))),
            issuedAt: maybe(RFC3339.format(now - Int64.random(in: -590...590, using: &rng))),
            expirationTime: maybe(RFC3339.format(now + Int64.random(in: 1...86400, using: &rng))),
            notBefore: maybe(RFC3339.format(now - Int64.random(in: 0...3600, using: &rng))),
            requestId: maybe(word(8)), resources: maybe(["https://\(domain)/terms"]))
        let cluster = chain?.1 ?? [.mainnet, .devnet, .localnet, .custom].randomElement(using: &rng)!
        return Case(request: SignInRequest(input: input, origin: "https://" + domain), cluster: cluster, domain: domain)
    }

    struct SIWSCase: Encodable {
        let fields: SignInMessage; let signed: String; let signature: String; let publicKey: String
    }
    struct SIWSResult: Decodable { let text: String; let verifies: Bool }
    struct SIWSReply: Decodable { let results: [SIWSResult] }

    @Test func randomRequestsSignAndVerify() throws {
        var rng = SeededGenerator(seed: Property.seed)
        let now = Int64(Date().timeIntervalSince1970)
        var cases: [SIWSCase] = []
        for index in 0..<150 {
            let context = "case \(index) (SOLWALLET_TEST_SEED=\(Property.seed))"
            let keypair = try Keypair(seed: rng.bytes(32))
            let item = Self.randomCase(&rng, now: now)
            // The request travels as JSON: wrapped with its origin, or the bare input with --origin.
            let wrapped = index % 2 == 0
            let json: Data =
                wrapped
                ? try JSONEncoder().encode(WrappedRequest(origin: item.request.origin, input: item.request.input))
                : try JSONEncoder().encode(item.request.input)
            let request = try SignInRequest(json: Array(json))
            #expect(request.input == item.request.input, "\(context)")
            let origin = wrapped ? nil : item.request.origin
            let message = try request.prepare(
                origin: origin, account: keypair.publicKey, cluster: item.cluster, now: now)
            #expect(message.domain == item.domain, "\(context)")
            #expect(message.address == keypair.publicKey.base58)
            #expect(message.issuedAt == item.request.input.issuedAt)
            let envelope = index % 3 == 0
            let output = try SignInOutput.sign(message, envelope: envelope, with: keypair)
            let carried = try SignInOutput(json: Array(try JSONEncoder().encode(output)))
            #expect(carried == output)
            #expect(carried.signatureType == "ed25519" && carried.account.publicKey == keypair.publicKey.base58)
            #expect(try carried.verify(input: item.request.input, now: now) == message, "\(context)")
            let signed = try #require(Data(base64Encoded: carried.signedMessage))
            #expect(Array(signed) == (try SignInOutput.signedBytes(message, envelope: envelope)))
            cases.append(
                SIWSCase(
                    fields: message, signed: Array(signed).hex, signature: try Signature(carried.signature).bytes.hex,
                    publicKey: keypair.publicKey.bytes.hex))
        }
        let reply = try Oracle.ask("siws", ["cases": cases], as: SIWSReply.self, script: "offchain_oracle.py")
        #expect(reply.results.count == cases.count)
        for (mine, theirs) in zip(cases, reply.results) {
            #expect(theirs.text == mine.fields.text)
            #expect(theirs.verifies, "\(mine.fields.text.debugDescription)")
        }
    }

    struct WrappedRequest: Encodable { let origin: String?; let input: SignInMessageInput }

    struct PhantomExamples: Decodable {
        struct Example: Decodable {
            struct Refusal: Decodable { let wrongDomain: [String: String] }
            let name: String
            let input: SignInMessageInput
            let text: String?
            let refused: Refusal?
        }
        let origin: String
        let now: String
        let examples: [Example]
    }

    /// Phantom's sign-in-with-solana examples (Tests/Fixtures/solana/siws-phantom-examples.json): the empty input
    /// gives the README's minimal message, its `createSignInData` the maximal template's lines, each signed and
    /// verified; the example dApp's phishing input (a domain that is not the page's) is refused by name.
    @Test func phantomsExamplesGiveTheREADMEsMessages() throws {
        let fixture = try JSONDecoder().decode(
            PhantomExamples.self, from: Oracle.fixture("solana/siws-phantom-examples.json"))
        let now = try #require(RFC3339.seconds(fixture.now))
        let keypair = Keypair.generate()
        for example in fixture.examples {
            let request = SignInRequest(input: example.input, origin: fixture.origin)
            if let refused = example.refused?.wrongDomain {
                let expected = SignInError.wrongDomain(
                    expected: refused["expected"] ?? "", actual: refused["actual"] ?? "")
                #expect(throws: expected, "\(example.name)") {
                    try request.prepare(origin: nil, account: keypair.publicKey, cluster: .mainnet, now: now)
                }
                continue
            }
            let message = try request.prepare(origin: nil, account: keypair.publicKey, cluster: .mainnet, now: now)
            let text = try #require(example.text).replacingOccurrences(of: "{address}", with: keypair.publicKey.base58)
            #expect(message.text == text, "\(example.name)")
            let output = try SignInOutput.sign(message, envelope: false, with: keypair)
            #expect(try output.verify(input: example.input, now: now) == message, "\(example.name)")
        }
    }

    /// Every way a request can be wrong for this wallet is refused with its own error, on fresh random requests.
    @Test func everyRefusalIsTyped() throws {
        var rng = SeededGenerator(seed: Property.seed &+ 1)
        let now = Int64(Date().timeIntervalSince1970)
        let account = Keypair.generate().publicKey
        for index in 0..<40 {
            let context = "case \(index) (SOLWALLET_TEST_SEED=\(Property.seed))"
            var item = Self.randomCase(&rng, now: now)
            item.request.input.domain = item.domain
            item.request.input.issuedAt = RFC3339.format(now)
            item.request.input.notBefore = nil
            item.request.input.expirationTime = nil
            let kind = item.cluster
            func prepare(_ request: SignInRequest, origin: String? = nil, cluster: ClusterIdentity.Kind? = nil)
                throws(SignInError) -> SignInMessage
            {
                try request.prepare(origin: origin, account: account, cluster: cluster ?? kind, now: now)
            }
            _ = try prepare(item.request)
            // Wrong domain against the origin: the request's, --origin's, or the two disagreeing.
            var request = item.request
            request.origin = "https://phish-" + item.domain
            let phished = SignInError.wrongDomain(expected: "phish-" + item.domain, actual: item.domain)
            #expect(throws: phished, "\(context)") { try prepare(request) }
            #expect(throws: SignInError.wrongDomain(expected: "evil.example", actual: item.domain)) {
                try prepare(item.request, origin: "https://evil.example")
            }
            request = item.request
            request.origin = nil
            #expect(throws: SignInError.noOrigin) { try prepare(request) }
            #expect(try prepare(request, origin: "https://" + item.domain).domain == item.domain)
            #expect(throws: SignInError.self) { try prepare(request, origin: "http://" + item.domain) }
            #expect(throws: SignInError.self) { try prepare(request, origin: "https://user:pw@" + item.domain) }
            #expect(throws: SignInError.self) { try prepare(request, origin: "not a url") }
            // Wrong chain for the cluster, or a chain no cluster is.
            request = item.request
            let other = Self.chains.first { $0.1 != kind }!
            request.input.chainId = other.0
            let wrongChain = SignInError.wrongChain(
                expected: "solana:" + SignInRequest.chainName(kind), actual: other.0)
            #expect(throws: wrongChain) { try prepare(request) }
            request.input.chainId = "solana:elsewhere"
            #expect(throws: SignInError.self) { try prepare(request) }
            // The time window.
            request = item.request
            request.input.expirationTime = RFC3339.format(now - Int64.random(in: 0...86400, using: &rng))
            #expect(throws: SignInError.expired) { try prepare(request) }
            request = item.request
            request.input.notBefore = RFC3339.format(now + Int64.random(in: 1...86400, using: &rng))
            #expect(throws: SignInError.notYetValid) { try prepare(request) }
            request = item.request
            request.input.issuedAt = RFC3339.format(now - Int64.random(in: 601...86400, using: &rng))
            #expect(throws: SignInError.staleIssuedAt) { try prepare(request) }
            request.input.issuedAt = RFC3339.format(now + Int64.random(in: 601...86400, using: &rng))
            #expect(throws: SignInError.staleIssuedAt) { try prepare(request) }
            // Another account named in the request.
            request = item.request
            request.input.address = Keypair.generate().publicKey.base58
            #expect(throws: SignInError.wrongAddress(expected: account.base58, actual: request.input.address!)) {
                try prepare(request)
            }
        }
    }

    /// A signed output altered in any field is refused on the dApp's side.
    @Test func tamperedOutputsAreRefused() throws {
        var rng = SeededGenerator(seed: Property.seed &+ 2)
        let now = Int64(Date().timeIntervalSince1970)
        for index in 0..<30 {
            let keypair = try Keypair(seed: rng.bytes(32))
            var item = Self.randomCase(&rng, now: now)
            item.request.input.nonce = "nonce" + String(index) + "abc"
            let message = try item.request.prepare(
                origin: nil, account: keypair.publicKey, cluster: item.cluster, now: now)
            let output = try SignInOutput.sign(message, envelope: index % 2 == 1, with: keypair)
            let input = item.request.input
            // One bit of the signed bytes flipped.
            var bytes = Array(Data(base64Encoded: output.signedMessage)!)
            bytes[Int.random(in: 0..<bytes.count, using: &rng)] ^= 0x01
            var tampered = output
            tampered.signedMessage = Data(bytes).base64EncodedString()
            #expect(throws: SignInError.self) { try tampered.verify(input: input, now: now) }
            // The signature flipped, another signer, a bad encoding, another type.
            var signature = try Signature(output.signature).bytes
            signature[Int.random(in: 0..<64, using: &rng)] ^= 0x80
            tampered = output
            tampered.signature = try Signature(bytes: signature).base58
            #expect(throws: SignInError.badSignature) { try tampered.verify(input: input, now: now) }
            tampered = output
            let stranger = Keypair.generate().publicKey.base58
            tampered.account = SignInOutput.Account(try PublicKey(stranger))
            #expect(throws: SignInError.self) { try tampered.verify(input: input, now: now) }
            tampered = output
            tampered.account.address = stranger
            #expect(throws: SignInError.wrongAddress(expected: keypair.publicKey.base58, actual: stranger)) {
                try tampered.verify(input: input, now: now)
            }
            tampered = output
            tampered.signedMessage = "%%%"
            #expect(throws: SignInError.invalidOutput("signedMessage")) { try tampered.verify(input: input, now: now) }
            tampered = output
            tampered.signatureType = "secp256k1"
            #expect(throws: SignInError.invalidOutput("signatureType secp256k1")) {
                try tampered.verify(input: input, now: now)
            }
            // Another nonce than the one issued.
            var otherInput = input
            otherInput.nonce = "another1nonce"
            #expect(throws: SignInError.wrongNonce) { try output.verify(input: otherInput, now: now) }
        }
    }

    /// Hostile request and output files: bounded, typed.
    @Test func hostileJSONIsRefused() throws {
        let big = Array(repeating: UInt8(ascii: " "), count: SignInRequest.maximumBytes + 1)
        #expect(throws: SignInError.self) { try SignInRequest(json: big) }
        for text in ["", "[]", "null", "{\"domain\": 5}", "{\"resources\": \"x\"}", "{\"input\": 1}", "{", "\"a\""] {
            #expect(throws: SignInError.self, "\(text)") { try SignInRequest(json: Array(text.utf8)) }
        }
        #expect((try? SignInRequest(json: Array("{}".utf8)))?.input == SignInMessageInput())
        for text in ["{}", "{\"account\": {}}", "[1]", "x"] {
            #expect(throws: SignInError.self, "\(text)") { try SignInOutput(json: Array(text.utf8)) }
        }
        #expect(throws: SignInError.self) {
            try SignInOutput(json: Array(repeating: 0x20, count: SignInRequest.maximumBytes * 2 + 1))
        }
        // "\r\n" is one Character in Swift: still a line break, refused.
        let crlf = SignInRequest(input: SignInMessageInput(statement: "one\r\ntwo"), origin: "https://app.example")
        #expect(throws: SignInError.invalidField("statement holds a line break")) {
            try crlf.prepare(origin: nil, account: Keypair.generate().publicKey, cluster: .mainnet, now: 0)
        }
        #expect(try SignInRequest.authority(ofOrigin: "https://App.Example:443/path?q") == "app.example")
        #expect(try SignInRequest.authority(ofOrigin: "https://app.example:8443") == "app.example:8443")
        #expect(try SignInRequest.authority(ofOrigin: "http://localhost:3000") == "localhost:3000")
        #expect(throws: SignInError.self) { try SignInRequest.authority(ofOrigin: "ftp://app.example") }
        #expect(SignInRequest.clusterKind(ofURL: URL(string: "http://127.0.0.1:8899")!) == .localnet)
        #expect(SignInRequest.clusterKind(ofURL: URL(string: "https://api.devnet.solana.com")!) == .devnet)
        #expect(SignInRequest.clusterKind(ofURL: URL(string: "https://rpc.example")!) == nil)
    }
}
