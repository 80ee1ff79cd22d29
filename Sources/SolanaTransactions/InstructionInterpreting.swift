import SolanaCore

/// An instruction of a program the SDK does not decode itself, read by an interpreter supplied from outside (a
/// program IDL the user registered): the program's name, the instruction's name and its fields (named accounts and
/// decoded arguments).
///
/// Display only: an interpreter names what an instruction is; it never makes a transaction safe (the signing
/// policy treats the instruction as one the wallet cannot read).
public struct InterpretedInstruction: Sendable, Hashable {
    /// The program's name as its interpreter knows it (an IDL's `name`).
    public let program: String
    /// The instruction's name.
    public let name: String
    /// Its fields: the named accounts, then the arguments.
    public let info: InstructionReport.Info

    /// An interpreted instruction from its parts.
    public init(program: String, name: String, info: InstructionReport.Info) {
        self.program = program
        self.name = name
        self.info = info
    }
}

/// Reads instructions of programs the SDK does not decode natively: the hook through which registered IDLs
/// (`IDLRegistry` in SolanaWallet) name instructions in `TransactionReport` and the signing review, without this
/// module knowing about IDLs. Where the SDK decodes a program natively, the native decoder wins.
public protocol InstructionInterpreting: Sendable {
    /// The instruction read, or nil when the interpreter does not know its program or cannot read its data.
    func interpret(_ instruction: Instruction) -> InterpretedInstruction?
    /// The program's name, or nil when the interpreter does not know it.
    func programName(of programId: PublicKey) -> String?
}

extension InstructionDecoder {
    /// Decodes one instruction natively, and reads it with `interpreter` when the SDK could not (an unknown program,
    /// or data the native decoder refused). The native reading always comes first and is never replaced.
    public static func decode(_ instruction: Instruction, interpreter: (any InstructionInterpreting)?) -> (
        decoded: DecodedInstruction, interpreted: InterpretedInstruction?
    ) {
        let decoded = decode(instruction)
        guard case .unknown = decoded, let interpreter else { return (decoded, nil) }
        return (decoded, interpreter.interpret(instruction))
    }
}
