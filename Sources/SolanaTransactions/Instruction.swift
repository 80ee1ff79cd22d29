import SolanaCore

/// A call to a program: its id, the accounts it touches and its opaque data.
///
/// Programs' builders (`SystemProgram.transfer`, `TokenProgram.transferChecked`…) return these;
/// `InstructionDecoder` turns them back into typed values.
public struct Instruction: Sendable, Hashable {
    /// The program to invoke.
    public var programId: PublicKey
    /// The accounts, in the order the program expects them.
    public var accounts: [AccountMeta]
    /// The instruction data, in the program's own encoding.
    public var data: [UInt8]

    /// An instruction from its three parts.
    public init(programId: PublicKey, accounts: [AccountMeta], data: [UInt8]) {
        self.programId = programId
        self.accounts = accounts
        self.data = data
    }
}
