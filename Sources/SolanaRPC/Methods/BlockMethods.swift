import SolanaCore

extension RPCRequest where Result == Block? {
    /// A confirmed block: its header and its transactions (`full`, the default), their account lists (`accounts`),
    /// their signatures, or nothing more (`none`). v0 and v1 transactions are accepted (`maxSupportedTransactionVersion: 1`).
    /// A node answers -32004 for a slot it has not confirmed yet and -32001 for one it has cleaned up.
    public static func getBlock(
        _ slot: UInt64, encoding: TransactionEncoding = .base64, transactionDetails: TransactionDetails = .full,
        rewards: Bool = true, commitment: Commitment? = nil
    ) -> Self {
        .init(
            method: "getBlock",
            params: [
                .uint(slot),
                rpcConfig([
                    ("encoding", .string(encoding.rawValue)),
                    ("transactionDetails", .string(transactionDetails.rawValue)), ("rewards", .bool(rewards)),
                    ("maxSupportedTransactionVersion", 1), ("commitment", commitment.map { .string($0.rawValue) }),
                ])!,
            ], commitmentKey: "commitment", positionalCount: 1, minimumCommitment: .confirmed,
            maxResponseBytes: largeResponseBytes,
            dataEncoding: transactionDetails == .full ? encoding.rawValue : nil)
    }
}

extension RPCRequest where Result == [UInt64] {
    /// The confirmed blocks between two slots, inclusive (at most 500,000 slots apart); to the latest one when
    /// `endSlot` is nil.
    public static func getBlocks(from startSlot: UInt64, to endSlot: UInt64? = nil, commitment: Commitment? = nil)
        -> Self
    {
        let positional: [JSONValue] = [.uint(startSlot)] + (endSlot.map { [JSONValue.uint($0)] } ?? [])
        return .init(
            method: "getBlocks", params: rpcParams(positional, commitmentConfig(commitment)),
            commitmentKey: "commitment", positionalCount: positional.count, minimumCommitment: .confirmed)
    }

    /// Up to `limit` confirmed blocks (at most 500,000) from `startSlot` on.
    public static func getBlocksWithLimit(from startSlot: UInt64, limit: UInt64, commitment: Commitment? = nil)
        -> Self
    {
        .init(
            method: "getBlocksWithLimit",
            params: rpcParams([.uint(startSlot), .uint(limit)], commitmentConfig(commitment)),
            commitmentKey: "commitment", positionalCount: 2, minimumCommitment: .confirmed)
    }
}

extension RPCRequest where Result == Int64? {
    /// The estimated production time of a block, Unix seconds; nil when the node does not know it.
    public static func getBlockTime(_ slot: UInt64) -> Self {
        .init(method: "getBlockTime", params: [.uint(slot)])
    }
}

extension RPCRequest where Result == BlockCommitment {
    /// The stake that voted on a block at each lockout depth.
    public static func getBlockCommitment(_ slot: UInt64) -> Self {
        .init(method: "getBlockCommitment", params: [.uint(slot)])
    }
}

extension RPCRequest where Result == RPCResponse<BlockProduction> {
    /// Leader slots and produced blocks per validator: by default of the current epoch, for every identity.
    public static func getBlockProduction(
        identity: PublicKey? = nil, firstSlot: UInt64? = nil, lastSlot: UInt64? = nil, commitment: Commitment? = nil
    ) -> Self {
        let range: JSONValue? = firstSlot.map { first in
            rpcConfig([("firstSlot", .uint(first)), ("lastSlot", lastSlot.map { .uint($0) })])!
        }
        return .init(
            method: "getBlockProduction",
            params: rpcParams(
                [],
                rpcConfig([
                    ("identity", identity.map { .string($0.base58) }), ("range", range),
                    ("commitment", commitment.map { .string($0.rawValue) }),
                ])), commitmentKey: "commitment", positionalCount: 0)
    }
}

extension RPCRequest where Result == UInt64 {
    /// The lowest confirmed block the node's ledger still has.
    public static func getFirstAvailableBlock() -> Self { .init(method: "getFirstAvailableBlock") }

    /// The lowest slot the node has any information about in its ledger.
    public static func minimumLedgerSlot() -> Self { .init(method: "minimumLedgerSlot") }

    /// The highest slot the node has seen from retransmit stage.
    public static func getMaxRetransmitSlot() -> Self { .init(method: "getMaxRetransmitSlot") }

    /// The highest slot the node has seen after shred insert.
    public static func getMaxShredInsertSlot() -> Self { .init(method: "getMaxShredInsertSlot") }

    /// The number of transactions the ledger has processed.
    public static func getTransactionCount(commitment: Commitment? = nil, minContextSlot: UInt64? = nil) -> Self {
        .init(
            method: "getTransactionCount",
            params: rpcParams([], commitmentConfig(commitment, minContextSlot: minContextSlot)),
            commitmentKey: "commitment", positionalCount: 0)
    }
}
