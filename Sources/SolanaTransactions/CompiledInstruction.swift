/// An instruction inside a message: the program and accounts as indexes into the message's account list.
///
/// A decoded instruction keeps its account indexes and data inside the transaction's wire bytes
/// (`sharedAccounts`, `sharedData`: no copy); `accounts` and `data` give them as arrays.
public struct CompiledInstruction: Sendable, Hashable {
    /// Index of the program id in the account list.
    public var programIdIndex: UInt8
    /// Indexes of the accounts, in the program's order, without copying.
    public var sharedAccounts: SharedBytes
    /// The instruction data, without copying.
    public var sharedData: SharedBytes

    /// Indexes of the accounts, in the program's order (a copy for a decoded instruction).
    public var accounts: [UInt8] {
        get { sharedAccounts.array }
        set { sharedAccounts = SharedBytes(newValue) }
    }

    /// The instruction data (a copy for a decoded instruction).
    public var data: [UInt8] {
        get { sharedData.array }
        set { sharedData = SharedBytes(newValue) }
    }

    /// A compiled instruction from its parts.
    public init(programIdIndex: UInt8, accounts: [UInt8], data: [UInt8]) {
        self.init(programIdIndex: programIdIndex, sharedAccounts: SharedBytes(accounts), sharedData: SharedBytes(data))
    }

    /// A compiled instruction from bytes that may live in a shared buffer.
    public init(programIdIndex: UInt8, sharedAccounts: SharedBytes, sharedData: SharedBytes) {
        self.programIdIndex = programIdIndex
        self.sharedAccounts = sharedAccounts
        self.sharedData = sharedData
    }
}
