import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// `solwallet message sign|verify` through the binary: signatures of fresh random keys and texts are the ones the spec
/// oracle (Tests/Oracles/offchain_oracle.py, PyNaCl) makes for the same key and layout; a signature printed by the
/// Solana CLI (Tests/Fixtures/solana/offchain-messages.json) verifies; tampering is refused; a transaction-shaped
/// file is refused; the review escapes control characters; `--json` follows docs/json-schema/message-*.json.
@Suite(.serialized) struct MessageCLITests {
    struct EncodeCase: Encodable {
        let layout: String; let format: UInt8?; let domain: String; let signerSeeds: [String]; let signers: [String]
        let content: String
    }
    struct EncodeResult: Decodable { let bytes: String?; let signatures: [String]?; let error: String? }
    struct EncodeReply: Decodable { let results: [EncodeResult] }
    struct SchemaOutput: Encodable { let schema: String; let text: String }
    struct SchemaReply: Decodable {
        struct Result: Decodable { let schema: String; let errors: [String] }
        let results: [Result]
    }

    let home = NSTemporaryDirectory() + "solwallet-message-" + UUID().uuidString

    func run(_ arguments: [String]) throws -> CLI.Result {
        try CLI.run(arguments, environment: ["SOLWALLET_HOME": home, "LANG": "C", "SOLWALLET_KDF": "minimum"])
    }

    func keypairFile(_ keypair: Keypair) throws -> String {
        let path = home + "-key-" + UUID().uuidString + ".json"
        let text = "[" + keypair.exportedSecretKey.map(String.init).joined(separator: ",") + "]"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        return path
    }

    @Test func signaturesMatchTheOracleAndVerify() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        var rng = SeededGenerator(seed: Property.seed)
        var cases: [EncodeCase] = []
        var signed: [(layout: String, text: String, signer: PublicKey, signature: String)] = []
        var outputs: [SchemaOutput] = []
        for index in 0..<6 {
            let seed = rng.bytes(32)
            let keypair = try Keypair(seed: seed)
            let file = try keypairFile(keypair)
            defer { try? FileManager.default.removeItem(atPath: file) }
            let layout = ["v0", "legacy", "v1"][index % 3]
            let length = Int.random(in: 1...60, using: &rng)
            let text =
                String((0..<length).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7e, using: &rng))) })
                + (index % 2 == 0 ? " ünïcödé ✓" : "")
            // The text after `--`: a random one may start with "-" (and "-…h…" would ask for the help).
            var arguments = ["message", "sign", "-k", file, "--yes", "--layout", layout]
            if index == 0 { arguments.append("--json") }
            arguments += ["--", text]
            let result = try run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            var signature = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            if index == 0 {
                outputs.append(SchemaOutput(schema: "message-sign", text: result.stdout))
                signature = try #require(try result.json()["signature"] as? String)
            }
            signed.append((layout, text, keypair.publicKey, signature))
            let format: UInt8? = layout == "v1" ? nil : (index % 2 == 0 ? 1 : 0)
            cases.append(
                EncodeCase(
                    layout: layout == "legacy" ? "legacyV0" : layout, format: format,
                    domain: [UInt8](repeating: 0, count: 32).hex, signerSeeds: [seed.hex],
                    signers: layout == "legacy" ? [] : [keypair.publicKey.bytes.hex], content: Array(text.utf8).hex))
        }
        let reply = try Oracle.ask("encode", ["cases": cases], as: EncodeReply.self, script: "offchain_oracle.py")
        for (mine, theirs) in zip(signed, reply.results) {
            let expected = try #require(theirs.signatures?.first, "oracle refused: \(theirs.error ?? "")")
            #expect(try Signature(mine.signature).bytes.hex == expected, "\(mine.layout) \(mine.text)")
            // The signature verifies through the binary (v0 and legacy without --layout), and tampered does not.
            let layoutArguments = mine.layout == "v1" ? ["--layout", "v1"] : []
            let ok = try run(
                ["message", "verify"] + layoutArguments + ["--", mine.signature, mine.signer.base58, mine.text])
            #expect(ok.status == 0 && ok.stdout == "Signature is valid\n", "\(ok.stdout) \(ok.stderr)")
            let bad = try run(
                ["message", "verify"] + layoutArguments + ["--", mine.signature, mine.signer.base58, mine.text + "!"])
            #expect(bad.status == 1 && bad.stdout.isEmpty)
            let json = try run(
                ["message", "verify", "--json"] + layoutArguments
                    + ["--", mine.signature, mine.signer.base58, mine.text])
            #expect(json.status == 0)
            #expect(try json.json()["layout"] as? String == mine.layout)
            outputs.append(SchemaOutput(schema: "message-verify", text: json.stdout))
        }
        let badJSON = try run(["message", "verify", signed[0].signature, signed[1].signer.base58, "x", "--json"])
        #expect(badJSON.status == 1)
        #expect(try badJSON.json()["valid"] as? Bool == false)
        outputs.append(SchemaOutput(schema: "message-verify", text: badJSON.stdout))
        let schemas = try Oracle.ask(
            "check", ["outputs": outputs], as: SchemaReply.self, script: "json_schema_check.py")
        for result in schemas.results { #expect(result.errors.isEmpty, "\(result.schema): \(result.errors)") }
    }

    /// A signature printed by `solana sign-offchain-message` (legacy header) verifies here, as the Solana CLI's
    /// `verify-offchain-signature` prints it.
    @Test func solanaCLISignatureVerifies() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        struct Fixtures: Decodable {
            struct Vector: Decodable { let signer: String; let text: String; let signature: String }
            let cliSignatures: [Vector]
        }
        let fixtures = try JSONDecoder().decode(
            Fixtures.self, from: Oracle.fixture("solana/offchain-messages.json"))
        for vector in fixtures.cliSignatures {
            let ok = try run(["message", "verify", vector.signature, vector.signer, vector.text])
            #expect(ok.status == 0 && ok.stdout == "Signature is valid\n", "\(ok.stderr)")
            let legacy = try run([
                "message", "verify", vector.signature, vector.signer, vector.text, "--layout", "legacy",
            ])
            #expect(legacy.status == 0)
            let current = try run(["message", "verify", vector.signature, vector.signer, vector.text, "--layout", "v0"])
            #expect(current.status == 1)
        }
    }

    @Test func reviewEscapesAndTransactionsAreRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        let keypair = Keypair.generate()
        let file = try keypairFile(keypair)
        defer { try? FileManager.default.removeItem(atPath: file) }
        // Control and bidirectional characters are shown escaped in the review (stderr); the signature is printed.
        let textFile = home + "-text.txt"
        try Data("pay\u{1B}[2J to \u{202E}evil\u{7}\nline two\\".utf8).write(to: URL(fileURLWithPath: textFile))
        defer { try? FileManager.default.removeItem(atPath: textFile) }
        let signed = try run(["message", "sign", "--file", textFile, "-k", file, "--yes"])
        #expect(signed.status == 0, "\(signed.stderr)")
        #expect(signed.stderr.contains("pay\\u{1B}[2J to \\u{202E}evil\\u{7}"), "\(signed.stderr)")
        #expect(signed.stderr.contains("line two\\\\"))
        #expect(!signed.stderr.contains("\u{1B}[2J"))
        // A file holding a transaction message (every byte below 0x80, so it is UTF-8 text) is refused.
        let transaction: [UInt8] =
            [1, 0, 1, 2] + [UInt8](repeating: 0x41, count: 32) + [UInt8](repeating: 0x42, count: 32)
            + [UInt8](repeating: 0x43, count: 32) + [1, 1, 1, 0, 4] + Array("ping".utf8)
        let transactionFile = home + "-tx.bin"
        try Data(transaction).write(to: URL(fileURLWithPath: transactionFile))
        defer { try? FileManager.default.removeItem(atPath: transactionFile) }
        let refused = try run(["message", "sign", "--file", transactionFile, "-k", file, "--yes", "--format", "utf8"])
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("transaction"), "\(refused.stderr)")
        // Past its format's limit: a typed refusal, nothing printed on stdout.
        let long = try run(
            ["message", "sign", String(repeating: "a", count: 1300), "-k", file, "--yes", "--format", "ascii"])
        #expect(long.status == 1 && long.stdout.isEmpty)
    }
}
