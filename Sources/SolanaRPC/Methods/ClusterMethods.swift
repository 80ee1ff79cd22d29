import SolanaCore

extension RPCRequest where Result == NodeVersion {
    /// The node's software version.
    public static func getVersion() -> Self { .init(method: "getVersion") }
}

extension RPCRequest where Result == String {
    /// "ok" when the node is healthy (an unhealthy node answers error -32005).
    public static func getHealth() -> Self { .init(method: "getHealth") }
    /// The genesis hash, which identifies the cluster.
    public static func getGenesisHash() -> Self { .init(method: "getGenesisHash") }
}

extension RPCRequest where Result == EpochInfo {
    /// The current epoch.
    public static func getEpochInfo(commitment: Commitment? = nil) -> Self {
        .init(
            method: "getEpochInfo", params: rpcParams([], commitmentConfig(commitment)), commitmentKey: "commitment",
            positionalCount: 0)
    }
}

extension RPCRequest where Result == RPCResponse<LatestBlockhash> {
    /// A recent blockhash and the last block height at which it is valid.
    public static func getLatestBlockhash(commitment: Commitment? = nil, minContextSlot: UInt64? = nil) -> Self {
        .init(
            method: "getLatestBlockhash",
            params: rpcParams([], commitmentConfig(commitment, minContextSlot: minContextSlot)),
            commitmentKey: "commitment", positionalCount: 0)
    }
}

extension RPCRequest where Result == RPCResponse<Bool> {
    /// Whether a blockhash can still be used.
    public static func isBlockhashValid(_ blockhash: Hash, commitment: Commitment? = nil) -> Self {
        .init(
            method: "isBlockhashValid", params: rpcParams([.string(blockhash.base58)], commitmentConfig(commitment)),
            commitmentKey: "commitment", positionalCount: 1)
    }
}

extension RPCRequest where Result == RPCResponse<UInt64?> {
    /// The fee of a serialized message, or nil when its blockhash is unknown or expired.
    public static func getFeeForMessage(_ message: [UInt8], commitment: Commitment? = nil) -> Self {
        .init(
            method: "getFeeForMessage", params: rpcParams([.string(base64(message))], commitmentConfig(commitment)),
            commitmentKey: "commitment", positionalCount: 1)
    }
}

extension RPCRequest where Result == [PrioritizationFee] {
    /// Recent priority fees, optionally for transactions that lock these accounts.
    public static func getRecentPrioritizationFees(_ accounts: [PublicKey] = []) -> Self {
        .init(
            method: "getRecentPrioritizationFees",
            params: accounts.isEmpty ? [] : [.array(accounts.map { .string($0.base58) })])
    }
}
