import SolanaCore

/// A node of the cluster as gossip knows it (getClusterNodes). Addresses are `host:port` text, nil where the
/// node does not serve that port.
public struct ClusterNode: Sendable, Decodable, Equatable {
    /// The node's identity.
    public let pubkey: PublicKey
    public let gossip: String?
    public let tvu: String?
    public let tpu: String?
    public let tpuQuic: String?
    public let tpuForwards: String?
    public let tpuForwardsQuic: String?
    public let tpuVote: String?
    public let serveRepair: String?
    /// Its JSON-RPC address, when it serves RPC.
    public let rpc: String?
    /// Its PubSub WebSocket address, when it serves it.
    public let pubsub: String?
    /// Its software version.
    public let version: String?
    public let featureSet: UInt32?
    public let shredVersion: UInt16?
}

/// The node's identity public key (getIdentity).
public struct NodeIdentity: Sendable, Decodable, Equatable {
    public let identity: PublicKey
}

/// The highest full and incremental snapshot slots the node has (getHighestSnapshotSlot).
public struct SnapshotSlots: Sendable, Decodable, Equatable {
    public let full: UInt64
    public let incremental: UInt64?
}

/// One performance sample: transactions and slots over a sample period, about 60 s (getRecentPerformanceSamples).
public struct PerformanceSample: Sendable, Decodable, Equatable {
    /// The slot the sample was taken at.
    public let slot: UInt64
    public let numTransactions: UInt64
    public let numSlots: UInt64
    public let samplePeriodSecs: UInt16
    /// Transactions other than votes; older nodes omit it.
    public let numNonVoteTransactions: UInt64?
}

/// The leader schedule of an epoch: for each validator identity, the slot indexes (relative to the epoch's first
/// slot) it leads (getLeaderSchedule).
public struct LeaderSchedule: Sendable, Decodable, Equatable {
    public let slotIndexes: [PublicKey: [UInt64]]

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode([String: [UInt64]].self)
        var slotIndexes: [PublicKey: [UInt64]] = [:]
        for (key, slots) in raw {
            guard let identity = try? PublicKey(key) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "leader schedule key '\(key.prefix(50))' is not a base58 identity")
            }
            slotIndexes[identity] = slots
        }
        self.slotIndexes = slotIndexes
    }
}
