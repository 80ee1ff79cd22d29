import Foundation
import SolanaCore
import SolanaWallet
import TestSupport
import Testing

/// `solwallet sign-in` and `sign-in verify` through the binary: fresh random requests (seeded) are signed (text and
/// SIWS 1.1 envelope), the signature checked by PyNaCl over the exact bytes (Tests/Oracles/offchain_oracle.py
/// `siws`), verified by `sign-in verify`, the JSON validated against docs/json-schema/sign-in*.json; every refusal
/// (domain, chain, time window, no origin, tampered output, another nonce) exits 1 with nothing on stdout.
@Suite(.serialized) struct SignInCLITests {
    struct SchemaOutput: Encodable { let schema: String; let text: String }
    struct SchemaReply: Decodable {
        struct Result: Decodable { let schema: String; let errors: [String] }
        let results: [Result]
    }
    struct SIWSCase: Encodable {
        let fields: SignInMessage; let signed: String; let signature: String; let publicKey: String
    }
    struct SIWSResult: Decodable { let text: String; let verifies: Bool }
    struct SIWSReply: Decodable { let results: [SIWSResult] }

    let home = NSTemporaryDirectory() + "solwallet-signin-" + UUID().uuidString

    func run(_ arguments: [String]) throws -> CLI.Result {
        try CLI.run(arguments, environment: ["SOLWALLET_HOME": home, "LANG": "C", "SOLWALLET_KDF": "minimum"])
    }

    func write(_ text: String) throws -> String {
        let path = home + "-" + UUID().uuidString + ".json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func json(_ value: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    func keypairFile(_ keypair: Keypair) throws -> String {
        let text = "[" + keypair.exportedSecretKey.map(String.init).joined(separator: ",") + "]"
        let path = try write(text)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        return path
    }

    func cleanUp() {
        let directory = (home as NSString).deletingLastPathComponent
        let prefix = (home as NSString).lastPathComponent
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where name.hasPrefix(prefix)
        {
            try? FileManager.default.removeItem(atPath: directory + "/" + name)
        }
    }

    @Test func randomSignInsVerifyInTheOracleAndTheBinary() throws {
        defer { cleanUp() }
        var rng = SeededGenerator(seed: Property.seed)
        let now = Int64(Date().timeIntervalSince1970)
        var outputs: [SchemaOutput] = []
        var cases: [SIWSCase] = []
        let clusters = [("devnet", "solana:devnet"), ("localhost", "localnet"), ("mainnet-beta", "mainnet")]
        for index in 0..<4 {
            let context = "case \(index) (SOLWALLET_TEST_SEED=\(Property.seed))"
            let keypair = try Keypair(seed: rng.bytes(32))
            let key = try keypairFile(keypair)
            let word = String((0..<10).map { _ in "abcdefghijklmnopqrstuvwxyz".randomElement(using: &rng)! })
            let domain = word + ".example"
            let (cluster, chain) = clusters[index % clusters.count]
            var input: [String: Any] = [
                "domain": domain, "statement": "Sign in to \(word) ✓", "uri": "https://\(domain)/login",
                "version": "1", "chainId": chain, "nonce": word + "123",
                "issuedAt": RFC3339.format(now - Int64.random(in: 0...300, using: &rng)),
                "expirationTime": RFC3339.format(now + 3600),
            ]
            if index % 2 == 1 { input["resources"] = ["https://\(domain)/terms"] }
            let wrapped = index % 2 == 0
            let requestPath = try write(try json(wrapped ? ["origin": "https://" + domain, "input": input] : input))
            var arguments = ["sign-in", requestPath, "-k", key, "--yes", "-u", cluster]
            if !wrapped { arguments += ["--origin", "https://\(domain)/some/page"] }
            let envelope = index >= 2
            if envelope { arguments.append("--envelope") }
            let result = try run(arguments)
            #expect(result.status == 0, "\(context): \(result.stderr)")
            outputs.append(SchemaOutput(schema: "sign-in", text: result.stdout))
            let output = try JSONDecoder().decode(SignInOutput.self, from: Data(result.stdout.utf8))
            #expect(output.account.address == keypair.publicKey.base58)
            let signed = try #require(Data(base64Encoded: output.signedMessage))
            let message = try output.verify(
                input: try JSONDecoder().decode(SignInMessageInput.self, from: Data(try json(input).utf8)), now: now)
            #expect(message.domain == domain && message.chainId == chain, "\(context)")
            cases.append(
                SIWSCase(
                    fields: message, signed: Array(signed).hex, signature: try Signature(output.signature).bytes.hex,
                    publicKey: keypair.publicKey.bytes.hex))
            // The review (stderr) shows the domain, the origin and the exact text.
            #expect(result.stderr.contains("Sign in to \(domain)"), "\(result.stderr)")
            #expect(result.stderr.contains("Nonce: \(word)123"))
            // The dApp's side, through the binary.
            let outputPath = try write(result.stdout)
            let verified = try run(["sign-in", "verify", outputPath, "--input", requestPath])
            #expect(verified.status == 0, "\(context): \(verified.stderr)")
            #expect(verified.stdout == "Sign-in is valid: \(keypair.publicKey.base58) signed in to \(domain)\n")
            let verifiedJSON = try run(["sign-in", "verify", outputPath, "--input", requestPath, "--json"])
            #expect(verifiedJSON.status == 0)
            outputs.append(SchemaOutput(schema: "sign-in-verify", text: verifiedJSON.stdout))
            // Another nonce than the one issued, and a flipped signature: refused.
            var otherInput = input
            otherInput["nonce"] = "another123"
            let otherPath = try write(try json(otherInput))
            let wrongNonce = try run(["sign-in", "verify", outputPath, "--input", otherPath])
            #expect(wrongNonce.status == 1 && wrongNonce.stdout.isEmpty, "\(wrongNonce.stderr)")
            #expect(wrongNonce.stderr.contains("nonce"))
            var signature = try Signature(output.signature).bytes
            signature[Int.random(in: 0..<64, using: &rng)] ^= 0x10
            var tampered = output
            tampered.signature = try Signature(bytes: signature).base58
            let tamperedPath = try write(String(decoding: try JSONEncoder().encode(tampered), as: UTF8.self))
            let bad = try run(["sign-in", "verify", tamperedPath, "--input", requestPath])
            #expect(bad.status == 1 && bad.stdout.isEmpty)
            #expect(bad.stderr.contains("signature does not verify"), "\(bad.stderr)")
        }
        let reply = try Oracle.ask("siws", ["cases": cases], as: SIWSReply.self, script: "offchain_oracle.py")
        for (mine, theirs) in zip(cases, reply.results) {
            #expect(theirs.text == mine.fields.text)
            #expect(theirs.verifies)
        }
        let schemas = try Oracle.ask(
            "check", ["outputs": outputs], as: SchemaReply.self, script: "json_schema_check.py")
        for result in schemas.results { #expect(result.errors.isEmpty, "\(result.schema): \(result.errors)") }
    }

    /// Each refusal exits 1, prints nothing on stdout, and says why (in English, and in Portuguese with --lang pt).
    @Test func refusalsThroughTheBinary() throws {
        defer { cleanUp() }
        let key = try keypairFile(Keypair.generate())
        let now = Int64(Date().timeIntervalSince1970)
        let good: [String: Any] = [
            "domain": "app.example", "chainId": "solana:devnet", "nonce": "abcdef123",
            "issuedAt": RFC3339.format(now), "expirationTime": RFC3339.format(now + 600),
        ]
        func request(_ change: (inout [String: Any]) -> Void, origin: String? = "https://app.example") throws
            -> String
        {
            var input = good
            change(&input)
            return try write(try json(origin.map { ["origin": $0, "input": input] } ?? input))
        }
        let base = ["-k", key, "--yes", "-u", "devnet"]
        let ok = try run(["sign-in", try request { _ in }] + base)
        #expect(ok.status == 0, "\(ok.stderr)")
        let refusals: [(String, [String], String)] = [
            ("wrong domain", [try request { _ in }, "--origin", "https://phish.example"], "not phish.example"),
            ("request from another site", [try request({ _ in }, origin: "https://evil.example")], "evil.example"),
            ("no origin", [try request({ _ in }, origin: nil)], "no origin"),
            ("http origin", [try request({ _ in }, origin: "http://app.example")], "origin is refused"),
            ("wrong chain", [try request { $0["chainId"] = "solana:mainnet" }], "chain solana:mainnet"),
            ("unknown chain", [try request { $0["chainId"] = "ethereum:1" }], "chain ethereum:1"),
            ("expired", [try request { $0["expirationTime"] = RFC3339.format(now - 1) }], "expired"),
            ("not yet valid", [try request { $0["notBefore"] = RFC3339.format(now + 3600) }], "not valid yet"),
            ("issued too long ago", [try request { $0["issuedAt"] = RFC3339.format(now - 900) }], "10 minutes"),
            ("issued in the future", [try request { $0["issuedAt"] = RFC3339.format(now + 900) }], "10 minutes"),
            ("short nonce", [try request { $0["nonce"] = "abc" }], "nonce needs at least 8"),
            ("not JSON", [try write("{nope")], "cannot be read"),
            ("another account", [try request { $0["address"] = Keypair.generate().publicKey.base58 }], "not"),
        ]
        for (name, arguments, phrase) in refusals {
            let result = try run(["sign-in"] + arguments + base)
            #expect(result.status == 1, "\(name): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(name)")
            #expect(result.stderr.contains(phrase), "\(name): \(result.stderr)")
        }
        let portuguese = try run(
            ["sign-in", try request { _ in }, "--origin", "https://phish.example", "--lang", "pt"] + base)
        #expect(portuguese.status == 1)
        #expect(portuguese.stderr.contains("O login é para app.example"), "\(portuguese.stderr)")
        let jsonRefusal = try run(
            ["sign-in", try request { $0["expirationTime"] = RFC3339.format(now - 1) }, "--json"] + base)
        #expect(jsonRefusal.status == 1 && jsonRefusal.stdout.isEmpty)
        #expect(
            jsonRefusal.stderr.contains("sign-in-expired") || jsonRefusal.stderr.contains("invalid-input"),
            "\(jsonRefusal.stderr)")
        // Without --input, verify says what is missing.
        let noInput = try run(["sign-in", "verify", try write("{}")])
        #expect(noInput.status == 1 && noInput.stderr.contains("--input"), "\(noInput.stderr)")
    }

    /// Control and bidirectional characters of the request are escaped in the review; the signed text is exact.
    @Test func reviewEscapesControlCharacters() throws {
        defer { cleanUp() }
        let key = try keypairFile(Keypair.generate())
        let input: [String: Any] = ["domain": "app.example", "statement": "Welcome \u{202E}evil\u{7} back"]
        let path = try write(try json(["origin": "https://app.example", "input": input]))
        let result = try run(["sign-in", path, "-k", key, "--yes", "-u", "devnet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Welcome \\u{202E}evil\\u{7} back"), "\(result.stderr)")
        #expect(!result.stderr.contains("\u{202E}"))
        let output = try JSONDecoder().decode(SignInOutput.self, from: Data(result.stdout.utf8))
        let signed = String(decoding: Data(base64Encoded: output.signedMessage)!, as: UTF8.self)
        #expect(signed.contains("Welcome \u{202E}evil\u{7} back"))
    }
}
