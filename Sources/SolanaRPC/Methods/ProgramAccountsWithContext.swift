import SolanaCore

extension RPCRequest where Result == RPCResponse<[KeyedAccount]> {
    /// getProgramAccounts with `withContext: true`: the accounts with the slot they were read at.
    public static func getProgramAccountsWithContext(
        _ program: PublicKey, filters: [ProgramAccountsFilter] = [],
        encoding: AccountEncoding = .base64, dataSlice: DataSlice? = nil,
        commitment: Commitment? = nil
    ) -> Self {
        .init(
            method: "getProgramAccounts",
            params: [
                .string(program.base58),
                rpcConfig([
                    ("encoding", .string(encoding.rawValue)), ("dataSlice", dataSlice?.json),
                    ("filters", filters.isEmpty ? nil : .array(filters.map(\.json))), ("withContext", .bool(true)),
                    ("commitment", commitment.map { .string($0.rawValue) }),
                ])!,
            ], commitmentKey: "commitment", positionalCount: 1, maxResponseBytes: largeResponseBytes,
            dataEncoding: encoding.rawValue)
    }
}
