import SolanaCore

/// Builders for the Associated Token Account program (borsh data: a u8 tag).
public enum AssociatedTokenProgram {
    /// The program id.
    public static let programId = PublicKey.associatedTokenProgram

    private static func instruction(
        _ tag: UInt8, payer: PublicKey, owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey
    ) -> Instruction {
        let ata = PublicKey.associatedTokenAddress(owner: owner, mint: mint, tokenProgram: tokenProgram)
        return Instruction(
            programId: programId,
            accounts: [
                .writable(payer, signer: true), .writable(ata), .readonly(owner), .readonly(mint),
                .readonly(.systemProgram), .readonly(tokenProgram),
            ],
            data: [tag])
    }

    /// Creates `owner`'s associated token account for `mint`; fails if it exists.
    public static func create(
        payer: PublicKey, owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey = .tokenProgram
    ) -> Instruction {
        instruction(0, payer: payer, owner: owner, mint: mint, tokenProgram: tokenProgram)
    }

    /// Creates the associated token account unless it already exists with the right owner.
    public static func createIdempotent(
        payer: PublicKey, owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey = .tokenProgram
    ) -> Instruction {
        instruction(1, payer: payer, owner: owner, mint: mint, tokenProgram: tokenProgram)
    }
}

/// An Associated Token Account instruction read back.
public enum AssociatedTokenInstruction: Sendable, Hashable {
    /// Create (data `00`, or empty in the legacy form).
    case create(payer: PublicKey, account: PublicKey, owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey)
    /// CreateIdempotent (data `01`).
    case createIdempotent(
        payer: PublicKey, account: PublicKey, owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey)
    /// RecoverNested (data `02`).
    case recoverNested(
        nestedAccount: PublicKey, nestedMint: PublicKey, destination: PublicKey, ownerAccount: PublicKey,
        ownerMint: PublicKey, wallet: PublicKey, tokenProgram: PublicKey)

    /// Reads an Associated Token Account instruction.
    public init(_ instruction: Instruction) throws(InstructionDecodingError) {
        let name = "Associated Token"
        guard instruction.programId == AssociatedTokenProgram.programId else {
            throw .wrongProgram(expected: name, actual: instruction.programId.base58)
        }
        let tag = instruction.data.first ?? 0
        switch tag {
        case 0, 1:
            let k = try requireAccounts(
                instruction.accounts, 6, program: name, instruction: tag == 0 ? "Create" : "CreateIdempotent")
            self =
                tag == 0
                ? .create(payer: k[0], account: k[1], owner: k[2], mint: k[3], tokenProgram: k[5])
                : .createIdempotent(payer: k[0], account: k[1], owner: k[2], mint: k[3], tokenProgram: k[5])
        case 2:
            let k = try requireAccounts(instruction.accounts, 7, program: name, instruction: "RecoverNested")
            self = .recoverNested(
                nestedAccount: k[0], nestedMint: k[1], destination: k[2], ownerAccount: k[3], ownerMint: k[4],
                wallet: k[5], tokenProgram: k[6])
        default:
            throw .unknownInstruction(program: name, tag: UInt32(tag))
        }
    }
}
