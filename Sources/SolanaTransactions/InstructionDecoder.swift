import SolanaCore

/// Any instruction read back into a typed value: a known program's instruction, or the raw parts.
public enum DecodedInstruction: Sendable, Hashable {
    /// A System program instruction.
    case system(SystemInstruction)
    /// An SPL Token or Token-2022 instruction; `programId` says which.
    case token(TokenInstruction, programId: PublicKey)
    /// An Associated Token Account instruction.
    case associatedToken(AssociatedTokenInstruction)
    /// A memo.
    case memo(MemoInstruction)
    /// A Compute Budget instruction.
    case computeBudget(ComputeBudgetInstruction)
    /// A Stake instruction.
    case stake(StakeInstruction)
    /// An Address Lookup Table instruction.
    case addressLookupTable(AddressLookupTableInstruction)
    /// An instruction of a program this SDK does not know, or one it could not read (`error` says why).
    case unknown(programId: PublicKey, accounts: [PublicKey], data: [UInt8], error: InstructionDecodingError?)

    /// The program's name, or its address when unknown.
    public var programName: String {
        switch self {
        case .system: return "system"
        case .token(_, let id): return id == .token2022Program ? "spl-token-2022" : "spl-token"
        case .associatedToken: return "spl-associated-token-account"
        case .memo: return "spl-memo"
        case .computeBudget: return "compute-budget"
        case .stake: return "stake"
        case .addressLookupTable: return "address-lookup-table"
        case .unknown(let id, _, _, _): return id.base58
        }
    }
}

/// Turns instructions back into typed values; never fails (unknown or malformed ones come back `.unknown`).
public enum InstructionDecoder {
    /// Decodes one instruction.
    public static func decode(_ instruction: Instruction) -> DecodedInstruction {
        do throws(InstructionDecodingError) {
            switch instruction.programId {
            case .systemProgram: return .system(try SystemInstruction(instruction))
            case .tokenProgram, .token2022Program:
                return .token(try TokenInstruction(instruction), programId: instruction.programId)
            case .associatedTokenProgram: return .associatedToken(try AssociatedTokenInstruction(instruction))
            case .memoProgram, .memoProgramV1: return .memo(try MemoInstruction(instruction))
            case .computeBudgetProgram: return .computeBudget(try ComputeBudgetInstruction(instruction))
            case .stakeProgram: return .stake(try StakeInstruction(instruction))
            case .addressLookupTableProgram: return .addressLookupTable(try AddressLookupTableInstruction(instruction))
            default:
                return .unknown(
                    programId: instruction.programId, accounts: instruction.accounts.map(\.publicKey),
                    data: instruction.data, error: nil)
            }
        } catch {
            return .unknown(
                programId: instruction.programId, accounts: instruction.accounts.map(\.publicKey),
                data: instruction.data, error: error)
        }
    }

    /// Decodes every instruction of a message, resolving v0 lookups through `lookupTables`.
    ///
    /// - Throws: `TransactionError.missingLookupTable` when a v0 message's table was not given.
    public static func decode(_ message: VersionedMessage, lookupTables: [AddressLookupTableAccount] = [])
        throws(TransactionError) -> [DecodedInstruction]
    {
        try message.decompiledInstructions(lookupTables: lookupTables).map(decode)
    }
}
