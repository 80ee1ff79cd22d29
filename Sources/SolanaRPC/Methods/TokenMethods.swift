import SolanaCore

/// Which token accounts of an owner to list.
public enum TokenAccountFilter: Sendable {
    /// Token accounts of this mint.
    case mint(PublicKey)
    /// Token accounts owned by this token program (Token or Token-2022).
    case programId(PublicKey)

    var json: JSONValue {
        switch self {
        case .mint(let mint): return ["mint": .string(mint.base58)]
        case .programId(let program): return ["programId": .string(program.base58)]
        }
    }
}

extension RPCRequest where Result == RPCResponse<[KeyedAccount]> {
    /// The token accounts of an owner, for one mint or one token program.
    public static func getTokenAccountsByOwner(
        _ owner: PublicKey, filter: TokenAccountFilter,
        encoding: AccountEncoding = .jsonParsed, commitment: Commitment? = nil
    ) -> Self {
        .init(
            method: "getTokenAccountsByOwner",
            params: [
                .string(owner.base58), filter.json,
                rpcConfig([
                    ("encoding", .string(encoding.rawValue)), ("commitment", commitment.map { .string($0.rawValue) }),
                ])!,
            ], commitmentKey: "commitment", positionalCount: 2, maxResponseBytes: largeResponseBytes,
            dataEncoding: encoding.rawValue)
    }
}

extension RPCRequest where Result == RPCResponse<UITokenAmount> {
    /// The balance of a token account.
    public static func getTokenAccountBalance(_ account: PublicKey, commitment: Commitment? = nil) -> Self {
        .init(
            method: "getTokenAccountBalance",
            params: rpcParams([.string(account.base58)], commitmentConfig(commitment)), commitmentKey: "commitment",
            positionalCount: 1)
    }

    /// The total supply of a mint.
    public static func getTokenSupply(_ mint: PublicKey, commitment: Commitment? = nil) -> Self {
        .init(
            method: "getTokenSupply", params: rpcParams([.string(mint.base58)], commitmentConfig(commitment)),
            commitmentKey: "commitment", positionalCount: 1)
    }
}
