import SolanaCore

/// Builders for the Compute Budget program (borsh: u8 tag, no accounts).
public enum ComputeBudgetProgram {
    /// The program id.
    public static let programId = PublicKey.computeBudgetProgram

    /// Caps the compute units the transaction may use (max 1,400,000).
    public static func setComputeUnitLimit(_ units: UInt32) -> Instruction {
        var data = DataWriter(capacity: 5)
        data.u8(2); data.u32(units)
        return Instruction(programId: programId, accounts: [], data: data.bytes)
    }

    /// Sets the priority fee in micro-lamports per compute unit.
    public static func setComputeUnitPrice(microLamports: UInt64) -> Instruction {
        var data = DataWriter(capacity: 9)
        data.u8(3); data.u64(microLamports)
        return Instruction(programId: programId, accounts: [], data: data.bytes)
    }

    /// Caps the bytes of account data the transaction may load (SIMD-0186: each account's data plus 64 bytes; the
    /// runtime's default and maximum is 64 MiB). A transaction that loads more fails, and still pays its fee.
    public static func setLoadedAccountsDataSizeLimit(bytes: UInt32) -> Instruction {
        var data = DataWriter(capacity: 5)
        data.u8(4); data.u32(bytes)
        return Instruction(programId: programId, accounts: [], data: data.bytes)
    }
}

/// A Compute Budget instruction read back.
public enum ComputeBudgetInstruction: Sendable, Hashable {
    /// Tag 1: heap frame size in bytes.
    case requestHeapFrame(bytes: UInt32)
    /// Tag 2: compute unit limit.
    case setComputeUnitLimit(units: UInt32)
    /// Tag 3: micro-lamports per compute unit.
    case setComputeUnitPrice(microLamports: UInt64)
    /// Tag 4: loaded accounts data size limit in bytes.
    case setLoadedAccountsDataSizeLimit(bytes: UInt32)

    /// Reads a Compute Budget instruction.
    public init(_ instruction: Instruction) throws(InstructionDecodingError) {
        let name = "Compute Budget"
        var data = try DataReader(instruction, programId: ComputeBudgetProgram.programId, program: name)
        let tag = try data.u8("tag")
        switch tag {
        case 1: data.instruction = "RequestHeapFrame"; self = .requestHeapFrame(bytes: try data.u32("bytes"))
        case 2: data.instruction = "SetComputeUnitLimit"; self = .setComputeUnitLimit(units: try data.u32("units"))
        case 3:
            data.instruction = "SetComputeUnitPrice";
            self = .setComputeUnitPrice(microLamports: try data.u64("micro-lamports"))
        case 4:
            data.instruction = "SetLoadedAccountsDataSizeLimit";
            self = .setLoadedAccountsDataSizeLimit(bytes: try data.u32("bytes"))
        default: throw .unknownInstruction(program: name, tag: UInt32(tag))
        }
    }
}
