import Foundation
import ProgramIDL
import SolanaCore
import SolanaTransactions
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

/// The signing review names an instruction a registered IDL reads (program, address, instruction) in every
/// language, and refuses exactly what it refuses without the IDL.
@Suite struct IDLReviewNamingTests {
    @Test func theReviewNamesARegisteredProgramsInstruction() throws {
        let idl = try ProgramIDL(json: Array(try Oracle.fixture("idl/anchor-vault-demo.json")))
        let signer = Keypair.generate().publicKey
        let instruction = try idl.instruction(
            named: "initialize", accounts: ["user": signer],
            arguments: ["amount": .uint(1), "label": .string("x"), "pairs": .list([]), "mode": .variant(0, nil)])
        let snapshots = [
            TransactionEffects.Snapshot(
                address: signer, before: AccountState(lamports: 1_000_000_000, owner: .systemProgram),
                after: AccountState(lamports: 999_000_000, owner: .systemProgram))
        ]
        func effects(_ interpreter: (any InstructionInterpreting)?) -> TransactionEffects {
            TransactionEffects.compute(
                signers: [signer], feePayer: signer, fee: 5_000, snapshots: snapshots, instructions: [instruction],
                interpreter: interpreter, rentExemptMinimum: { _ in 0 })
        }
        let named = effects(RegisteredPrograms([idl]))
        let plain = effects(nil)
        let policy = SigningPolicy.payment(cap: nil)
        let refusals = policy.refusals(named, decimals: [:])
        #expect(refusals.count == policy.refusals(plain, decimals: [:]).count && !refusals.isEmpty)
        let label = "vault_demo (\(idl.publicKey.base58)) initialize"
        for language in Language.allCases {
            let review = SigningReviewViewModel(
                effects: named, decimals: [:], refusals: refusals, language: language)
            #expect(review.unreadable.count == 1 && review.unreadable[0].contains(label), "\(language)")
            #expect(review.refusals.contains { $0.contains("vault_demo (\(idl.publicKey.base58))") }, "\(language)")
            let without = SigningReviewViewModel(
                effects: plain, decimals: [:], refusals: policy.refusals(plain, decimals: [:]), language: language)
            #expect(!without.terminalText().contains("vault_demo"))
            #expect(without.refusals.count == review.refusals.count)
        }
    }
}
