import SolanaCore

extension RPCRequest where Result == RPCResponse<Supply> {
    /// The cluster's total, circulating and non-circulating lamports; with the non-circulating accounts unless
    /// `excludeNonCirculatingAccounts`.
    public static func getSupply(excludeNonCirculatingAccounts: Bool = false, commitment: Commitment? = nil) -> Self {
        .init(
            method: "getSupply",
            params: rpcParams(
                [],
                rpcConfig([
                    ("excludeNonCirculatingAccountsList", excludeNonCirculatingAccounts ? .bool(true) : nil),
                    ("commitment", commitment.map { .string($0.rawValue) }),
                ])), commitmentKey: "commitment", positionalCount: 0)
    }
}

extension RPCRequest where Result == RPCResponse<[LargestAccount]> {
    /// The 20 largest accounts by lamports, optionally only circulating or non-circulating ones (nodes cache this
    /// answer for up to two hours).
    public static func getLargestAccounts(filter: LargestAccountsFilter? = nil, commitment: Commitment? = nil) -> Self {
        .init(
            method: "getLargestAccounts",
            params: rpcParams(
                [],
                rpcConfig([
                    ("filter", filter.map { .string($0.rawValue) }),
                    ("commitment", commitment.map { .string($0.rawValue) }),
                ])), commitmentKey: "commitment", positionalCount: 0)
    }
}

extension RPCRequest where Result == RPCResponse<[TokenAccountBalance]> {
    /// The 20 largest token accounts of a mint.
    public static func getTokenLargestAccounts(_ mint: PublicKey, commitment: Commitment? = nil) -> Self {
        .init(
            method: "getTokenLargestAccounts", params: rpcParams([.string(mint.base58)], commitmentConfig(commitment)),
            commitmentKey: "commitment", positionalCount: 1)
    }
}

extension RPCRequest where Result == RPCResponse<[KeyedAccount]> {
    /// The token accounts a delegate may spend from, for one mint or one token program.
    public static func getTokenAccountsByDelegate(
        _ delegate: PublicKey, filter: TokenAccountFilter,
        encoding: AccountEncoding = .jsonParsed, commitment: Commitment? = nil
    ) -> Self {
        .init(
            method: "getTokenAccountsByDelegate",
            params: [
                .string(delegate.base58), filter.json,
                rpcConfig([
                    ("encoding", .string(encoding.rawValue)), ("commitment", commitment.map { .string($0.rawValue) }),
                ])!,
            ], commitmentKey: "commitment", positionalCount: 2, maxResponseBytes: largeResponseBytes,
            dataEncoding: encoding.rawValue)
    }
}
