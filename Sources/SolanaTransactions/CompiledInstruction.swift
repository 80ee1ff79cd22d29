/// An instruction inside a message: the program and accounts as indexes into the message's account list.
///
/// A decoded instruction keeps its account indexes and data inside the transaction's wire bytes
/// (`sharedAccounts`, `sharedData`: no copy); `accounts` and `data` give them as arrays.
public struct CompiledInstruction: Sendable, Hashable {
    /// Index of the program id in the account list.
    public var programIdIndex: UInt8
    /// The account indexes (first) and the data (second), in one array.
    var bytes: SharedBytePair

    /// Indexes of the accounts, in the program's order, without copying.
    public var sharedAccounts: SharedBytes {
        get { bytes.first }
        set { bytes = SharedBytePair(newValue, bytes.second) }
    }

    /// The instruction data, without copying.
    public var sharedData: SharedBytes {
        get { bytes.second }
        set { bytes = SharedBytePair(bytes.first, newValue) }
    }

    /// Indexes of the accounts, in the program's order (a copy).
    public var accounts: [UInt8] {
        get { bytes.withFirst { Array($0) } }
        set { bytes = SharedBytePair(newValue, bytes.second) }
    }

    /// The instruction data (a copy).
    public var data: [UInt8] {
        get { bytes.withSecond { Array($0) } }
        set { bytes = SharedBytePair(bytes.first, newValue) }
    }

    /// A compiled instruction from its parts.
    public init(programIdIndex: UInt8, accounts: [UInt8], data: [UInt8]) {
        self.init(programIdIndex: programIdIndex, bytes: SharedBytePair(accounts, data))
    }

    /// A compiled instruction from bytes that may live in shared buffers.
    public init(programIdIndex: UInt8, sharedAccounts: SharedBytes, sharedData: SharedBytes) {
        self.init(programIdIndex: programIdIndex, bytes: SharedBytePair(sharedAccounts, sharedData))
    }

    init(programIdIndex: UInt8, bytes: SharedBytePair) {
        self.programIdIndex = programIdIndex
        self.bytes = bytes
    }
}
