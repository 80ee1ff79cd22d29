import SolanaCore

/// How account data should come back.
public enum AccountEncoding: String, Sendable {
    /// `base64` (the default), `base58` (slow, small accounts only) or `jsonParsed` (the node parses known programs).
    case base64, base58, jsonParsed
}

/// A byte range of account data to return.
public struct DataSlice: Sendable {
    /// The offset of the first byte to return.
    public let offset: Int
    /// The number of bytes to return.
    public let length: Int
    /// A range of `length` bytes starting at `offset`.
    public init(offset: Int, length: Int) { self.offset = offset; self.length = length }
    var json: JSONValue { ["offset": .int(Int64(offset)), "length": .int(Int64(length))] }
}

/// A getProgramAccounts filter.
public enum ProgramAccountsFilter: Sendable {
    /// Accounts whose data is exactly this long.
    case dataSize(UInt64)
    /// Accounts whose data has these bytes at this offset.
    case memcmp(offset: Int, bytes: [UInt8])

    var json: JSONValue {
        switch self {
        case .dataSize(let size): return ["dataSize": .uint(size)]
        case .memcmp(let offset, let bytes):
            return [
                "memcmp": [
                    "offset": .int(Int64(offset)), "bytes": .string(Base58Codec.encode(bytes)), "encoding": "base58",
                ]
            ]
        }
    }
}

extension RPCRequest {
    static func commitmentConfig(_ commitment: Commitment?, minContextSlot: UInt64? = nil) -> JSONValue? {
        rpcConfig([
            ("commitment", commitment.map { .string($0.rawValue) }),
            ("minContextSlot", minContextSlot.map { .uint($0) }),
        ])
    }
}

extension RPCRequest where Result == RPCResponse<UInt64> {
    /// The balance of an account in lamports.
    public static func getBalance(_ account: PublicKey, commitment: Commitment? = nil, minContextSlot: UInt64? = nil)
        -> Self
    {
        .init(
            method: "getBalance",
            params: rpcParams([.string(account.base58)], commitmentConfig(commitment, minContextSlot: minContextSlot)),
            commitmentKey: "commitment", positionalCount: 1)
    }
}

extension RPCRequest where Result == RPCResponse<AccountInfo?> {
    /// An account, or nil when it does not exist.
    public static func getAccountInfo(
        _ account: PublicKey, encoding: AccountEncoding = .base64, dataSlice: DataSlice? = nil,
        commitment: Commitment? = nil
    ) -> Self {
        .init(
            method: "getAccountInfo",
            params: rpcParams(
                [.string(account.base58)],
                rpcConfig([
                    ("encoding", .string(encoding.rawValue)), ("dataSlice", dataSlice?.json),
                    ("commitment", commitment.map { .string($0.rawValue) }),
                ])), commitmentKey: "commitment", positionalCount: 1, dataEncoding: encoding.rawValue)
    }
}

extension RPCRequest where Result == RPCResponse<[AccountInfo?]> {
    /// Several accounts (up to 100), nil where one does not exist.
    public static func getMultipleAccounts(
        _ accounts: [PublicKey], encoding: AccountEncoding = .base64,
        dataSlice: DataSlice? = nil, commitment: Commitment? = nil
    ) -> Self {
        .init(
            method: "getMultipleAccounts",
            params: rpcParams(
                [.array(accounts.map { .string($0.base58) })],
                rpcConfig([
                    ("encoding", .string(encoding.rawValue)), ("dataSlice", dataSlice?.json),
                    ("commitment", commitment.map { .string($0.rawValue) }),
                ])), commitmentKey: "commitment", positionalCount: 1, maxResponseBytes: largeResponseBytes,
            dataEncoding: encoding.rawValue)
    }
}

extension RPCRequest where Result == [KeyedAccount] {
    /// Accounts owned by a program, optionally filtered by size and content.
    public static func getProgramAccounts(
        _ program: PublicKey, filters: [ProgramAccountsFilter] = [],
        encoding: AccountEncoding = .base64, dataSlice: DataSlice? = nil,
        commitment: Commitment? = nil
    ) -> Self {
        .init(
            method: "getProgramAccounts",
            params: rpcParams(
                [.string(program.base58)],
                rpcConfig([
                    ("encoding", .string(encoding.rawValue)), ("dataSlice", dataSlice?.json),
                    ("filters", filters.isEmpty ? nil : .array(filters.map(\.json))),
                    ("commitment", commitment.map { .string($0.rawValue) }),
                ])), commitmentKey: "commitment", positionalCount: 1, maxResponseBytes: largeResponseBytes,
            dataEncoding: encoding.rawValue)
    }
}

extension RPCRequest where Result == UInt64 {
    /// The lamports an account of `dataLength` bytes needs to be rent exempt.
    public static func getMinimumBalanceForRentExemption(_ dataLength: Int, commitment: Commitment? = nil) -> Self {
        .init(
            method: "getMinimumBalanceForRentExemption",
            params: rpcParams([.int(Int64(dataLength))], commitmentConfig(commitment)), commitmentKey: "commitment",
            positionalCount: 1)
    }

    /// The current slot.
    public static func getSlot(commitment: Commitment? = nil, minContextSlot: UInt64? = nil) -> Self {
        .init(
            method: "getSlot", params: rpcParams([], commitmentConfig(commitment, minContextSlot: minContextSlot)),
            commitmentKey: "commitment", positionalCount: 0)
    }

    /// The current block height.
    public static func getBlockHeight(commitment: Commitment? = nil, minContextSlot: UInt64? = nil) -> Self {
        .init(
            method: "getBlockHeight",
            params: rpcParams([], commitmentConfig(commitment, minContextSlot: minContextSlot)),
            commitmentKey: "commitment", positionalCount: 0)
    }
}
