import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// Byte-exact interop with solders (the Rust SDK): random transactions built by us equal solders' bytes,
/// solders decodes and verifies ours, and we decode theirs.
@Suite struct InteropTests {
    static let batches = 4
    static let perBatch = 600

    @Test(arguments: 0..<batches)
    func randomTransactionsMatchSolders(batch: Int) throws {
        var generated: [RandomTransaction] = []
        var ours: [Result<Transaction, TransactionError>] = []
        var cases: [CompileCase] = []
        for _ in 0..<Self.perBatch {
            let random = RandomTransaction.make()
            let compiled: Result<Transaction, TransactionError>
            do throws(TransactionError) {
                var tx = try random.compile()
                // Sign in a random order, in two partial steps when there are several signers.
                let signers = tx.signers
                let keypairs = random.keypairs.filter { signers.contains($0.publicKey) }.shuffled(
                    using: &TestRandom.rng)
                let split = Int.random(in: 0...keypairs.count, using: &TestRandom.rng)
                try tx.sign(Array(keypairs[..<split]))
                try tx.sign(Array(keypairs[split...]))
                compiled = .success(tx)
            } catch { compiled = .failure(error) }
            generated.append(random)
            ours.append(compiled)
            let signers = (try? compiled.get().signers) ?? random.messageSigners() ?? [random.payer]
            cases.append(
                random.oracleCase(
                    signers: signers.filter { random.seeds[$0] != nil }, ours: try? compiled.get().wireBytes))
        }
        let reply = try Oracle.ask(
            "compile", Cases(cases: cases), as: Results<CompileResult>.self, script: "tx_oracle.py")
        #expect(reply.results.count == cases.count)
        var compared = 0
        for (index, (result, mine)) in zip(reply.results, ours).enumerated() {
            switch mine {
            case .failure(.tooLarge(let size, let limit)):
                // solders compiles transactions of any size; we refuse those over one packet when compiling.
                // The size we state must be the size of theirs.
                #expect(
                    size > limit && result.transaction.map { $0.count / 2 } == size,
                    "case \(index): we said \(size) bytes, solders built \((result.transaction?.count ?? 0) / 2)")
            case .failure(let error):
                // Both sides must refuse (e.g. a key past index 255 of a lookup table).
                #expect(result.error != nil, "case \(index): we failed (\(error)) but solders compiled it")
            case .success(let tx):
                guard result.error == nil, let message = result.message, let theirs = result.transaction else {
                    Issue.record("case \(index): solders failed (\(result.error ?? "?")) but we compiled it")
                    continue
                }
                #expect(tx.message.serialize().hex == message, "case \(index): message bytes differ")
                #expect(tx.wireBytes.hex == theirs, "case \(index): transaction bytes differ")
                #expect(
                    result.oursDecodes == true && result.oursRoundTrips == true,
                    "case \(index): \(result.oursError ?? "")")
                #expect(result.oursVerify == true, "case \(index): solders does not verify our signatures")
                #expect(result.oursSanitizes == true, "case \(index): solders does not sanitize ours")
                let decoded = try Transaction(wireBytes: [UInt8](hex: theirs))
                #expect(decoded == tx)
                #expect(decoded.verifySignatures().allSatisfy { $0 })
                // Decompile (resolving lookups) and decode every instruction back to what we built.
                let resolved = try decoded.message.decompiledInstructions(lookupTables: generated[index].tables)
                #expect(resolved.map(\.programId) == generated[index].instructions.map(\.programId))
                #expect(resolved.map(\.data) == generated[index].instructions.map(\.data))
                #expect(
                    resolved.map { $0.accounts.map(\.publicKey) }
                        == generated[index].instructions.map { $0.accounts.map(\.publicKey) })
                for (built, back) in zip(generated[index].instructions, resolved) {
                    #expect(InstructionDecoder.decode(built) == InstructionDecoder.decode(back))
                }
                compared += 1
            }
        }
        #expect(compared > Self.perBatch * 9 / 10)
    }
}
