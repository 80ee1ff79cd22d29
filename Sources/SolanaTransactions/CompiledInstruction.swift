/// An instruction inside a message: the program and accounts as indexes into the message's account list.
public struct CompiledInstruction: Sendable, Hashable {
    /// Index of the program id in the account list.
    public var programIdIndex: UInt8
    /// Indexes of the accounts, in the program's order.
    public var accounts: [UInt8]
    /// The instruction data.
    public var data: [UInt8]

    /// A compiled instruction from its parts.
    public init(programIdIndex: UInt8, accounts: [UInt8], data: [UInt8]) {
        self.programIdIndex = programIdIndex
        self.accounts = accounts
        self.data = data
    }
}
