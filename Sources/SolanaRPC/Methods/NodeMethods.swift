import SolanaCore

extension RPCRequest where Result == [ClusterNode] {
    /// The nodes of the cluster, as the node's gossip knows them.
    public static func getClusterNodes() -> Self { .init(method: "getClusterNodes") }
}

extension RPCRequest where Result == NodeIdentity {
    /// The node's identity public key.
    public static func getIdentity() -> Self { .init(method: "getIdentity") }
}

extension RPCRequest where Result == SnapshotSlots {
    /// The highest full and incremental snapshot slots; a node without snapshots answers -32008 "No snapshot".
    public static func getHighestSnapshotSlot() -> Self { .init(method: "getHighestSnapshotSlot") }
}

extension RPCRequest where Result == [PerformanceSample] {
    /// Recent performance samples, newest first; at most 720 (`limit` nil: all the node keeps).
    public static func getRecentPerformanceSamples(limit: Int? = nil) -> Self {
        .init(method: "getRecentPerformanceSamples", params: limit.map { [JSONValue.int(Int64($0))] } ?? [])
    }
}

extension RPCRequest where Result == LeaderSchedule? {
    /// The leader schedule of the epoch that holds `slot` (nil: the current epoch), optionally of one identity;
    /// nil when the node does not know that epoch's schedule yet. Large by nature: an entry per slot of the epoch.
    public static func getLeaderSchedule(
        slot: UInt64? = nil, identity: PublicKey? = nil, commitment: Commitment? = nil
    ) -> Self {
        let config = rpcConfig([
            ("identity", identity.map { .string($0.base58) }), ("commitment", commitment.map { .string($0.rawValue) }),
        ])
        return .init(
            method: "getLeaderSchedule", params: rpcParams([slot.map { JSONValue.uint($0) } ?? .null], config),
            commitmentKey: "commitment", positionalCount: 1, maxResponseBytes: largeResponseBytes)
    }
}

extension RPCRequest where Result == PublicKey {
    /// The current slot's leader.
    public static func getSlotLeader(commitment: Commitment? = nil) -> Self {
        .init(
            method: "getSlotLeader", params: rpcParams([], commitmentConfig(commitment)), commitmentKey: "commitment",
            positionalCount: 0)
    }
}

extension RPCRequest where Result == [PublicKey] {
    /// The leaders of `limit` slots (at most 5,000) from `startSlot` on.
    public static func getSlotLeaders(from startSlot: UInt64, limit: UInt64) -> Self {
        .init(method: "getSlotLeaders", params: [.uint(startSlot), .uint(limit)])
    }
}
