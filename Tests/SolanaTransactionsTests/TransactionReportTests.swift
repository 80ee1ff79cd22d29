import Foundation
import SolanaCore
import TestSupport
import Testing

@testable import SolanaTransactions

/// A transaction as JSON from the library (what `tx decode` prints): signatures verified, accounts in order, each
/// instruction's program, type and fields with the SDK's argument labels; an instruction that does not decode keeps
/// its data and says why.
@Suite struct TransactionReportTests {
    func json(_ value: some Encodable) throws -> [String: Any] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try #require(try JSONSerialization.jsonObject(with: encoder.encode(value)) as? [String: Any])
    }

    @Test func aSignedTransferWithAMemoAndATokenTransfer() throws {
        let payer = Keypair.generate()
        let to = Keypair.generate().publicKey, mint = Keypair.generate().publicKey
        let lamports = UInt64.random(in: 1...1_000_000_000, using: &TestRandom.rng)
        let source = PublicKey.associatedTokenAddress(owner: payer.publicKey, mint: mint, tokenProgram: .tokenProgram)
        let destination = PublicKey.associatedTokenAddress(owner: to, mint: mint, tokenProgram: .tokenProgram)
        var transaction = try Transaction(
            feePayer: payer.publicKey, blockhash: Hash(bytes: [UInt8](repeating: 3, count: 32)),
            instructions: [
                ComputeBudgetProgram.setComputeUnitPrice(microLamports: 7),
                SystemProgram.transfer(from: payer.publicKey, to: to, lamports: lamports),
                MemoProgram.memo("thanks"),
                TokenProgram.transferChecked(
                    source: source, mint: mint, destination: destination, owner: payer.publicKey, amount: 42,
                    decimals: 6),
                Instruction(programId: .tokenProgram, accounts: [], data: [255]),
            ])
        try transaction.sign([payer])
        let report = try json(TransactionReport(transaction))
        #expect(report["version"] as? String == "legacy")
        let signatures = try #require(report["signatures"] as? [[String: Any]])
        #expect(signatures.count == 1 && signatures[0]["verified"] as? Bool == true)
        #expect(signatures[0]["signer"] as? String == payer.publicKey.base58)
        let instructions = try #require(report["instructions"] as? [[String: Any]])
        #expect(
            instructions.map { $0["program"] as? String } == [
                "compute-budget", "system", "spl-memo", "spl-token", PublicKey.tokenProgram.base58,
            ])
        #expect(
            instructions.map { $0["type"] as? String } == [
                "setComputeUnitPrice", "transfer", "memo", "transferChecked", nil,
            ])
        let transfer = try #require(instructions[1]["info"] as? [String: Any])
        #expect(transfer["lamports"] as? String == String(lamports) && transfer["to"] as? String == to.base58)
        let memo = try #require(instructions[2]["info"] as? [String: Any])
        #expect(memo["text"] as? String == "thanks")
        let token = try #require(instructions[3]["info"] as? [String: Any])
        #expect(
            token["amount"] as? String == "42" && token["decimals"] as? Int == 6
                && token["mint"] as? String == mint.base58)
        // Undecodable: its data in hex and the reason, no type.
        #expect(instructions[4]["data"] as? String == "ff" && (instructions[4]["error"] as? String)?.isEmpty == false)
        #expect(report["error"] == nil || report["error"] is NSNull)
    }

    @Test func anInstructionReportNamesItsFields() throws {
        let owner = Keypair.generate().publicKey, stake = Keypair.generate().publicKey
        let report = try #require(
            InstructionReport(
                InstructionDecoder.decode(
                    StakeProgram.withdraw(stakeAccount: stake, withdrawer: owner, to: owner, lamports: 5))))
        #expect(report.type == "withdraw")
        let info = try json(report.info)
        #expect(info["lamports"] as? String == "5" && info["stakeAccount"] as? String == stake.base58)
        #expect(
            InstructionReport(InstructionDecoder.decode(Instruction(programId: stake, accounts: [], data: []))) == nil)
    }
}
