import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// Random bytes and mutated valid transactions never crash the decoder; whatever decodes re-serializes
/// to the same bytes and its instructions decode without failing.
@Suite struct FuzzTests {
    /// Decodes `bytes`; anything that decodes must round-trip and decode its instructions.
    func exercise(_ bytes: [UInt8]) -> Bool {
        guard let tx = try? Transaction(wireBytes: bytes) else { return false }
        #expect(tx.wireBytes == bytes)
        _ = tx.verifySignatures()
        _ = try? InstructionDecoder.decode(tx.message)
        _ = (0..<300).map { tx.message.isWritable($0) }
        return true
    }

    @Test func randomBytes() {
        for _ in 0..<20_000 { _ = exercise(Random.bytes(Random.int(0...400))) }
        // Plausible prefixes: one signature slot and a legacy or v0 header, then noise.
        for _ in 0..<20_000 {
            let prefix: [UInt8] =
                [1] + Random.bytes(64) + (Bool.random(using: &TestRandom.rng) ? [0x80] : []) + [
                    1, 0, UInt8(Random.int(0...3)),
                ]
            _ = exercise(prefix + Random.bytes(Random.int(0...300)))
        }
    }

    @Test func mutatedTransactions() throws {
        var decodedAfterMutation = 0
        for _ in 0..<400 {
            let random = RandomTransaction.make()
            guard let tx = try? random.compile() else { continue }
            let original = tx.wireBytes
            #expect(exercise(original))
            for _ in 0..<50 {
                var bytes = original
                switch Random.int(0...4) {
                case 0:  // flip bytes
                    for _ in 0..<Random.int(1...4) {
                        bytes[Random.int(0...bytes.count - 1)] = UInt8.random(in: 0...255, using: &TestRandom.rng)
                    }
                case 1:  // truncate
                    bytes = Array(bytes.prefix(Random.int(0...bytes.count - 1)))
                case 2:  // insert
                    bytes.insert(contentsOf: Random.bytes(Random.int(1...8)), at: Random.int(0...bytes.count))
                case 3:  // delete a range
                    let start = Random.int(0...bytes.count - 1)
                    bytes.removeSubrange(start..<min(bytes.count, start + Random.int(1...40)))
                default:  // set a byte to a boundary value
                    bytes[Random.int(0...bytes.count - 1)] = [0, 0x7f, 0x80, 0xff].randomElement(
                        using: &TestRandom.rng)!
                }
                if exercise(bytes) { decodedAfterMutation += 1 }
            }
        }
        #expect(decodedAfterMutation > 0)
    }

    @Test func programDecodersOnRandomData() {
        let programs: [PublicKey] = [
            .systemProgram, .tokenProgram, .token2022Program, .associatedTokenProgram, .memoProgram,
            .computeBudgetProgram, .stakeProgram, .addressLookupTableProgram,
        ]
        for _ in 0..<20_000 {
            let program = programs.randomElement(using: &TestRandom.rng)!
            var data = Random.bytes(Random.int(0...80))
            if Bool.random(using: &TestRandom.rng), !data.isEmpty { data[0] = UInt8(Random.int(0...21)) }
            if data.count >= 4, Bool.random(using: &TestRandom.rng) { data[1] = 0; data[2] = 0; data[3] = 0 }
            let accounts = (0..<Random.int(0...8)).map { _ in AccountMeta.writable(Keys.random()) }
            _ = InstructionDecoder.decode(Instruction(programId: program, accounts: accounts, data: data))
            _ = try? TokenAccount(data: Random.bytes(Random.int(0...300)))
            _ = try? TokenMint(data: Random.bytes(Random.int(0...300)))
        }
    }

    @Test func oracleAgreesOnWhatIsATransaction() throws {
        // Mutated transactions: where solders decodes one, we decode it too (unless it is one our stricter
        // sanitize checks reject), and where we decode one, solders decodes it to the same bytes.
        var inputs: [[UInt8]] = []
        for _ in 0..<300 {
            guard let tx = try? RandomTransaction.make().compile() else { continue }
            var bytes = tx.wireBytes
            bytes[Random.int(0...bytes.count - 1)] = UInt8.random(in: 0...255, using: &TestRandom.rng)
            inputs.append(bytes)
        }
        struct Request: Codable { let transactions: [String] }
        struct Reply: Codable { struct Item: Codable { let ok: Bool; let roundTrips: Bool? }; let results: [Item] }
        let reply = try Oracle.ask(
            "decode", Request(transactions: inputs.map(\.hex)), as: Reply.self, script: "tx_oracle.py")
        #expect(reply.results.count == inputs.count)
        var bothAccept = 0, onlyStricter = 0
        for (bytes, theirs) in zip(inputs, reply.results) {
            do {
                _ = try Transaction(wireBytes: bytes)
                #expect(theirs.ok && theirs.roundTrips == true, "we accept what solders rejects: \(bytes.hex)")
                bothAccept += 1
            } catch {
                guard theirs.ok else { continue }
                // solders decodes without sanitizing; we also refuse what the runtime's sanitize step refuses, and
                // trailing bytes, which bincode's `allow_trailing_bytes` lets solders (and Agave's packet decoding)
                // ignore: we refuse them, so that no byte nobody reviewed rides along with a transaction.
                switch error {
                case .signatureCountMismatch, .invalidHeader, .indexOutOfRange, .trailingBytes: onlyStricter += 1
                default: Issue.record("solders decodes what we reject (\(error)): \(bytes.hex)")
                }
            }
        }
        // Both directions were exercised (a random byte change often leaves a transaction decodable).
        #expect(bothAccept > 10, "only \(bothAccept) mutated transactions decoded")
    }
}
