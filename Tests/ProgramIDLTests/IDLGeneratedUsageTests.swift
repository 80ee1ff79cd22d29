import Borsh
import Foundation
import ProgramIDL
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// The committed generated sources (Tests/ProgramIDLTests/Generated) compile as part of this target; here they build
/// the same instructions as the SDK's hand-written builders, derive the same PDAs and read the same errors.
@Suite("ProgramIDL generated sources") struct IDLGeneratedUsageTests {
    @Test("generated instruction structs equal the SDK's builders for fresh random arguments")
    func generatedBuildersMatch() throws {
        var rng = SeededGenerator(seed: Property.seed)
        func key() -> PublicKey { try! PublicKey(bytes: rng.bytes(32)) }
        for _ in 0..<30 {
            let (a, b, c, d) = (key(), key(), key(), key())
            let (x, y) = (
                UInt64.random(in: 0...UInt64.max, using: &rng), UInt64.random(in: 0...UInt64.max, using: &rng)
            )
            let decimals = UInt8.random(in: 0...255, using: &rng)
            let seed = String(repeating: "s€", count: Int.random(in: 0...5, using: &rng))
            let signers = (0..<Int.random(in: 0...2, using: &rng)).map { _ in key() }
            let seeded = "SOLWALLET_TEST_SEED=\(Property.seed)"
            #expect(
                try TransferSolInstruction(source: a, destination: b, amount: x).instruction()
                    == SystemProgram.transfer(from: a, to: b, lamports: x), "\(seeded)")
            #expect(
                try CreateAccountWithSeedInstruction(
                    payer: a, newAccount: b, baseAccount: c, base: c, seed: seed, amount: x, space: y,
                    programAddress: d
                ).instruction()
                    == SystemProgram.createAccountWithSeed(
                        from: a, newAccount: b, base: c, seed: seed, lamports: x, space: y, owner: d), "\(seeded)")
            #expect(
                try AdvanceNonceAccountInstruction(nonceAccount: a, nonceAuthority: b).instruction()
                    == SystemProgram.advanceNonceAccount(nonce: a, authority: b), "\(seeded)")
            #expect(
                try TransferCheckedInstruction(
                    source: a, mint: d, destination: b, authority: c, authoritySigns: signers.isEmpty, amount: x,
                    decimals: decimals, remainingAccounts: signers
                ).instruction()
                    == TokenProgram.transferChecked(
                        source: a, mint: d, destination: b, owner: c, amount: x, decimals: decimals, signers: signers),
                "\(seeded)")
            let freeze: PublicKey? = Bool.random(using: &rng) ? d : nil
            #expect(
                try InitializeMint2Instruction(mint: a, decimals: decimals, mintAuthority: b, freezeAuthority: freeze)
                    .instruction()
                    == TokenProgram.initializeMint2(
                        mint: a, decimals: decimals, mintAuthority: b, freezeAuthority: freeze),
                "\(seeded)")
            #expect(
                try AddMemoInstruction(memo: seed, remainingAccounts: signers).instruction()
                    == MemoProgram.memo(seed, signers: signers), "\(seeded)")
            #expect(
                try SetComputeUnitPriceInstruction(microLamports: x).instruction()
                    == ComputeBudgetProgram.setComputeUnitPrice(microLamports: x), "\(seeded)")
            let program = Bool.random(using: &rng) ? PublicKey.tokenProgram : PublicKey.token2022Program
            let ata = try AssociatedTokenIDLPDAs.associatedTokenPda(wallet: b, tokenProgram: program, mint: c).address
            #expect(ata == PublicKey.associatedTokenAddress(owner: b, mint: c, tokenProgram: program))
            #expect(
                try CreateIdempotentInstruction(
                    funder: a, associatedTokenAccount: ata, wallet: b, mint: c, tokenProgram: program
                ).instruction()
                    == AssociatedTokenProgram.createIdempotent(payer: a, owner: b, mint: c, tokenProgram: program),
                "\(seeded)")
        }
        #expect(TokenIDLError(rawValue: 1) == .insufficientFunds)
        #expect(SystemIDLProgram.programId == .systemProgram && TokenIDLProgram.programId == .tokenProgram)
        #expect(AuthorityType.allCases.count == 4 && AuthorityType.closeAccount.borshValue == .variant(3, nil))
    }

    @Test("a generated account type decodes what its schema encodes, and the Anchor structs round-trip")
    func generatedAccounts() throws {
        var rng = SeededGenerator(seed: Property.seed)
        for _ in 0..<20 {
            let mint = MintAccount(
                mintAuthority: Bool.random(using: &rng) ? try PublicKey(bytes: rng.bytes(32)) : nil,
                supply: UInt64.random(in: 0...UInt64.max, using: &rng),
                decimals: UInt8.random(in: 0...255, using: &rng),
                isInitialized: Bool.random(using: &rng), freezeAuthority: nil)
            let bytes = try Borsh.encode(mint.borshValue, as: MintAccount.borshType)
            #expect(bytes.count == 82)
            #expect(try MintAccount(data: bytes) == mint)
            let vault = Vault(owner: try PublicKey(bytes: rng.bytes(32)), amount: 5, bump: 254)
            #expect(try Vault(borshValue: vault.borshValue) == vault)
        }
    }
}
