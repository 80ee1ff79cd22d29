import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

/// A program on localnet that emits an Anchor event both ways, as Anchor's `emit!` and `emit_cpi!` do: a tiny sBPF
/// ELF written byte by byte (Tests/Oracles/sbpf_log_data.py: a `sol_log_data` call, then an invocation of itself with
/// Anchor's event tag and the event) loaded with `--bpf-program`, an IDL registered for it, and `solwallet tx show`
/// listing the event from the log and from the inner instruction the node returns, decoded, in text and `--json`.
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
        let tag: [UInt8] = [0xe4, 0x45, 0xa5, 0x2e, 0x51, 0xcb, 0x9a, 0x1d]  // Anchor's EVENT_IX_TAG, little-endian
        _ = try Oracle.run(
            script: "sbpf_log_data.py", arguments: [payload.hex, elf, program.bytes.hex, (tag + payload).hex],
            input: Data())
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
            instructions: [Instruction(programId: program, accounts: [.readonly(program)], data: [])])
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
        let fields = "amount=\"\(amount)\"  note=\"\(note)\""
        let lines = "Events:\n  1. ping_demo Ping (log)  \(fields)\n    1.1. ping_demo Ping (self-CPI)  \(fields)\n"
        #expect(shown.stdout.contains(lines), "\(Property.seed): \(shown.stdout)")
        let json = try cli(["tx", "show", signature.base58, "-u", url, "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let events = try #require(try json.json()["events"] as? [[String: Any]])
        #expect(events.map { $0["name"] as? String } == ["Ping", "Ping"])
        #expect(events.map { $0["source"] as? String } == ["log", "innerInstruction"])
        #expect(events.map { $0["instruction"] as? Int } == [0, 0])
        #expect(events.map { $0["innerInstruction"] as? Int } == [nil, 0])
        #expect(events.map { $0["depth"] as? Int } == [1, 2])
        for event in events {
            #expect(event["programId"] as? String == program.base58)
            let info = try #require(event["info"] as? [String: Any])
            #expect(info["amount"] as? String == String(amount) && info["note"] as? String == note, "\(Property.seed)")
        }
        for result in try JSONSchemaCLITests.check([.init(schema: "tx-show", text: json.stdout)]).results {
            #expect(result.errors.isEmpty, "\(result.schema): \(result.errors.joined(separator: "; "))")
        }
    }
}
