import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

/// `solwallet idl add/list/remove` and registered IDLs naming instructions in `tx decode`, run as the built binary;
/// `tx show` naming a real failed transaction's custom error on localnet.
@Suite(.serialized) struct IDLRegistryCLITests {
    static let vaultId = try! PublicKey("Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS")
    static var vaultFixture: String {
        Oracle.repositoryRoot.appendingPathComponent("Tests/Fixtures/idl/anchor-vault-demo.json").path
    }

    /// VaultDemo's `initialize(amount: 5000, label: "savings", pairs: [], mode: Open)`, its bytes written by hand from
    /// the Anchor layout (discriminator sha256("global:initialize")[..8], then Borsh), not through ProgramIDL.
    static func vaultTransaction(user: Keypair) throws -> Transaction {
        var data: [UInt8] = [175, 175, 109, 31, 13, 152, 155, 237]
        data += withUnsafeBytes(of: UInt64(5_000).littleEndian, Array.init)
        data += withUnsafeBytes(of: UInt32(7).littleEndian, Array.init) + Array("savings".utf8)
        data += [0, 0, 0, 0]  // pairs: an empty vec
        data += [0]  // mode: Open
        let vault = try PublicKey.findProgramAddress(
            seeds: [Array("vault".utf8), user.publicKey.bytes], programId: vaultId
        ).address
        let instruction = Instruction(
            programId: vaultId,
            accounts: [.writable(user.publicKey, signer: true), .writable(vault), .readonly(.systemProgram)], data: data
        )
        var tx = try Transaction(
            feePayer: user.publicKey, blockhash: try Hash(bytes: [UInt8](repeating: 9, count: 32)),
            instructions: [instruction])
        try tx.sign([user])
        return tx
    }

    @Test func addListDecodeRemove() throws {
        let home = NSTemporaryDirectory() + "solwallet-idl-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: home) }
        func cli(_ arguments: [String]) throws -> CLI.Result { try CLI.run(arguments + ["--home", home], stdin: "") }
        var outputs: [JSONSchemaCLITests.Output] = []

        let user = Keypair.generate()
        let wire = try Self.vaultTransaction(user: user).base64()
        let before = try JSONSerialization.jsonObject(
            with: Data(try cli(["tx", "decode", wire, "--json"]).stdout.utf8))
        let unnamed = try #require(((before as? [String: Any])?["instructions"] as? [[String: Any]])?.first)
        #expect(unnamed["type"] == nil && unnamed["program"] as? String == Self.vaultId.base58)

        let added = try cli(["idl", "add", Self.vaultFixture, "--json"])
        #expect(added.status == 0, "\(added.stderr)")
        outputs.append(.init(schema: "idl-add", text: added.stdout))
        #expect(try added.json()["programId"] as? String == Self.vaultId.base58)
        let again = try cli(["idl", "add", Self.vaultFixture])
        #expect(again.status != 0 && again.stderr.contains("--replace"), "\(again.stderr)")
        #expect(try cli(["idl", "add", Self.vaultFixture, "--replace"]).status == 0)
        let notIDL = try cli(["idl", "add", Oracle.repositoryRoot.appendingPathComponent("Package.swift").path])
        #expect(notIDL.status != 0 && notIDL.stderr.contains("not a usable IDL"), "\(notIDL.stderr)")

        let listed = try cli(["idl", "list", "--json"])
        #expect(listed.status == 0, "\(listed.stderr)")
        outputs.append(.init(schema: "idl-list", text: listed.stdout))
        let idls = try #require(try listed.json()["idls"] as? [[String: Any]])
        #expect(
            idls.count == 1 && idls[0]["name"] as? String == "vault_demo" && idls[0]["format"] as? String == "anchor")
        #expect(try cli(["idl", "list"]).stdout.contains("vault_demo"))

        let decoded = try cli(["tx", "decode", wire, "--json"])
        #expect(decoded.status == 0, "\(decoded.stderr)")
        let instruction = try #require((try decoded.json()["instructions"] as? [[String: Any]])?.first)
        #expect(instruction["program"] as? String == "vault_demo" && instruction["type"] as? String == "initialize")
        let info = try #require(instruction["info"] as? [String: Any])
        #expect(info["amount"] as? String == "5000" && info["label"] as? String == "savings")
        #expect(info["user"] as? String == user.publicKey.base58 && info["mode"] as? String == "Open")
        #expect(info["systemProgram"] as? String == PublicKey.systemProgram.base58)
        outputs.append(.init(schema: "tx-decode", text: decoded.stdout))

        for result in try JSONSchemaCLITests.check(outputs).results {
            #expect(result.errors.isEmpty, "\(result.schema): \(result.errors.joined(separator: "; "))")
        }

        // A corrupt stored IDL: `idl list` names the file; `tx decode` warns and still decodes the rest.
        let stored = home + "/data/idl/" + Self.vaultId.base58 + ".json"
        try Data("{\"address\":".utf8).write(to: URL(fileURLWithPath: stored))
        let corrupt = try cli(["idl", "list"])
        #expect(corrupt.status != 0 && corrupt.stderr.contains(stored), "\(corrupt.stderr)")
        let warned = try cli(["tx", "decode", wire, "--json"])
        #expect(warned.status == 0 && warned.stderr.contains(stored), "\(warned.stderr)")

        #expect(try cli(["idl", "remove", Self.vaultId.base58]).status == 0)
        let gone = try cli(["idl", "remove", Self.vaultId.base58])
        #expect(gone.status != 0 && gone.stderr.contains("no IDL is registered"), "\(gone.stderr)")
        #expect(try cli(["idl", "list"]).stdout.contains("no IDL registered"))
    }

    /// An SPL Token transfer of more than the balance lands and fails (custom error 1); `tx show` names the error.
    @Test func txShowNamesAFailedTransfersError() async throws {
        let localnet = try Localnet()
        defer { localnet.stop() }
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let owner = Keypair.generate()
        try await client.airdrop(owner.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let (tx, lastValidBlockHeight) = try await Chain.overdrawnTokenTransfer(client, owner: owner)
        let outcome = try await client.sendAndConfirm(
            tx, lastValidBlockHeight: lastValidBlockHeight, options: .init(skipPreflight: true))
        guard case .failed(let failure) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        let url = localnet.httpURL.absoluteString
        let shown = try CLI.run(["tx", "show", failure.signature.base58, "-u", url])
        #expect(shown.status == 0, "\(shown.stderr)")
        let expected = "instruction 2 (spl-token): custom program error 0x1 (InsufficientFunds: Insufficient funds)"
        #expect(shown.stdout.contains(expected), "\(shown.stdout)")
        #expect(shown.stdout.contains("2. spl-token transfer"), "\(shown.stdout)")
        let json = try CLI.run(["tx", "show", failure.signature.base58, "-u", url, "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect((try json.json()["error"] as? String)?.hasSuffix(expected) == true, "\(json.stdout)")
        let types = (try json.json()["instructions"] as? [[String: Any]])?.map { $0["type"] as? String }
        #expect(types == ["createIdempotent", "transfer"])
        for result in try JSONSchemaCLITests.check([.init(schema: "tx-show", text: json.stdout)]).results {
            #expect(result.errors.isEmpty, "\(result.schema): \(result.errors.joined(separator: "; "))")
        }
    }
}
