import SolanaCore

/// A node of the cluster as gossip knows it (getClusterNodes). Addresses are `host:port` text, nil where the
/// node does not serve that port.
public struct ClusterNode: Sendable, Decodable, Equatable {
    /// The node's identity.
    public let pubkey: PublicKey
    /// Its gossip address.
    public let gossip: String?
    /// Its TVU (block propagation) address.
    public let tvu: String?
    /// Its TPU address (transactions over UDP).
    public let tpu: String?
    /// Its TPU address for QUIC.
    public let tpuQuic: String?
    /// Its address for forwarded transactions.
    public let tpuForwards: String?
    /// Its address for forwarded transactions over QUIC.
    public let tpuForwardsQuic: String?
    /// Its address for votes.
    public let tpuVote: String?
    /// Its repair service address.
    public let serveRepair: String?
    /// Its JSON-RPC address, when it serves RPC.
    public let rpc: String?
    /// Its PubSub WebSocket address, when it serves it.
    public let pubsub: String?
    /// Its software version.
    public let version: String?
    /// The unique identifier of its feature set.
    public let featureSet: UInt32?
    /// The shred version it runs (which identifies its fork of the cluster).
    public let shredVersion: UInt16?
}

/// The node's identity public key (getIdentity).
public struct NodeIdentity: Sendable, Decodable, Equatable {
    /// The node's identity public key.
    public let identity: PublicKey
}

/// The highest full and incremental snapshot slots the node has (getHighestSnapshotSlot).
public struct SnapshotSlots: Sendable, Decodable, Equatable {
    /// The slot of the newest full snapshot.
    public let full: UInt64
    /// The slot of the newest incremental snapshot on it, when there is one.
    public let incremental: UInt64?
}

/// One performance sample: transactions and slots over a sample period, about 60 s (getRecentPerformanceSamples).
public struct PerformanceSample: Sendable, Decodable, Equatable {
    /// The slot the sample was taken at.
    public let slot: UInt64
    /// Transactions processed in the sample, votes included.
    public let numTransactions: UInt64
    /// Slots completed in the sample.
    public let numSlots: UInt64
    /// The sample's length in seconds.
    public let samplePeriodSecs: UInt16
    /// Transactions other than votes; older nodes omit it.
    public let numNonVoteTransactions: UInt64?
}

/// The leader schedule of an epoch: for each validator identity, the slot indexes (relative to the epoch's first
/// slot) it leads (getLeaderSchedule).
public struct LeaderSchedule: Sendable, Decodable, Equatable {
    /// Validator identity → the slot indexes it leads, from the epoch's first slot.
    public let slotIndexes: [PublicKey: [UInt64]]

    /// Decodes the node's map; a key that is not a base58 identity is an error that names it.
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
