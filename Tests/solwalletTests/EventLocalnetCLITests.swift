import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

/// A program on localnet that emits an Anchor event (`Program data:`): a tiny sBPF ELF written byte by byte
/// (Tests/Oracles/sbpf_log_data.py: one `sol_log_data` call) loaded with `--bpf-program`, an IDL registered for it,
/// and `solwallet tx show` listing the event it logged, decoded, in text and `--json`.
@Suite(.serialized) struct EventLocalnetCLITests {
    @Test func txShowListsTheEventAProgramLogged() async throws {
        let directory = NSTemporaryDirectory() + "solwallet-event-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var rng = SeededGenerator(seed: Property.seed)
        let amount = UInt64.random(in: 0...UInt64.max, using: &rng)
        let program = try PublicKey(bytes: rng.bytes(32))
        // The event's bytes written by hand from the Anchor layout: the IDL's discriminator, a u64, a string.
        let discriminator: [UInt8] = [0x50, 0x69, 0x6e, 0x67, 0x21, 0x00, 0x7e, 0x01]
        let note = "héllo \(amount % 1000)"
        let payload =
            discriminator + withUnsafeBytes(of: amount.littleEndian, Array.init)
            + withUnsafeBytes(of: UInt32(note.utf8.count).littleEndian, Array.init) + Array(note.utf8)
        let elf = directory + "/ping.so"
        _ = try Oracle.run(script: "sbpf_log_data.py", arguments: [payload.hex, elf], input: Data())
        let idl = """
            {"address": "\(program.base58)", "metadata": {"name": "ping_demo", "version": "0.1.0", "spec": "0.1.0"},
             "instructions": [], "events": [{"name": "Ping", "discriminator": \(discriminator)}],
             "types": [{"name": "Ping", "type": {"kind": "struct", "fields": [
               {"name": "amount", "type": "u64"}, {"name": "note", "type": "string"}]}}]}
            """
        try Data(idl.utf8).write(to: URL(fileURLWithPath: directory + "/ping.json"))

        let localnet = try Localnet(extraArguments: ["--bpf-program", program.base58, elf])
        defer { localnet.stop() }
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let payer = Keypair.generate()
        try await client.airdrop(payer.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let latest = try await client.send(.getLatestBlockhash(commitment: .confirmed)).value
        var tx = try Transaction(
            feePayer: payer.publicKey, blockhash: latest.blockhash,
            instructions: [Instruction(programId: program, accounts: [], data: [])])
        try tx.sign([payer])
        let outcome = try await client.sendAndConfirm(tx, lastValidBlockHeight: latest.lastValidBlockHeight)
        guard case .confirmed(let signature, _, _) = outcome else {
            Issue.record("\(outcome)")
            return
        }

        let home = directory + "/home"
        let url = localnet.httpURL.absoluteString
        func cli(_ arguments: [String]) throws -> CLI.Result { try CLI.run(arguments + ["--home", home], stdin: "") }
        // Before the IDL is registered: the log line is there, no event.
        let unnamed = try cli(["tx", "show", signature.base58, "-u", url, "--json"])
        #expect(unnamed.status == 0, "\(unnamed.stderr)")
        #expect((try unnamed.json()["events"] as? [Any])?.isEmpty == true, "\(unnamed.stdout)")
        #expect(try cli(["idl", "add", directory + "/ping.json"]).status == 0)

        let shown = try cli(["tx", "show", signature.base58, "-u", url])
        #expect(shown.status == 0, "\(shown.stderr)")
        let line = "1. ping_demo Ping (log)  amount=\"\(amount)\"  note=\"\(note)\""
        #expect(shown.stdout.contains("Events:\n  " + line), "\(Property.seed): \(shown.stdout)")
        let json = try cli(["tx", "show", signature.base58, "-u", url, "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let events = try #require(try json.json()["events"] as? [[String: Any]])
        #expect(events.count == 1)
        #expect(events.first?["name"] as? String == "Ping" && events.first?["source"] as? String == "log")
        #expect(events.first?["instruction"] as? Int == 0 && events.first?["programId"] as? String == program.base58)
        let info = try #require(events.first?["info"] as? [String: Any])
        #expect(info["amount"] as? String == String(amount) && info["note"] as? String == note, "\(Property.seed)")
        for result in try JSONSchemaCLITests.check([.init(schema: "tx-show", text: json.stdout)]).results {
            #expect(result.errors.isEmpty, "\(result.schema): \(result.errors.joined(separator: "; "))")
        }
    }
}
