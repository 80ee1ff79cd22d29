import SolanaCore

/// The context of an answer: the slot it reflects.
public struct RPCContext: Sendable, Codable, Equatable {
    /// The slot at which the node evaluated the request.
    public let slot: UInt64
    /// The node's RPC API version, when it reports it.
    public let apiVersion: String?
}

/// An answer with its context (`{"context": …, "value": …}`).
public struct RPCResponse<Value: Decodable & Sendable>: Sendable, Decodable {
    /// The slot the answer reflects.
    public let context: RPCContext
    /// The method's result.
    public let value: Value
}

extension RPCResponse: Equatable where Value: Equatable {}

/// The node's software version.
public struct NodeVersion: Sendable, Codable, Equatable {
    /// The validator software version (`solana-core`, e.g. "2.1.14").
    public let solanaCore: String
    /// The feature set identifier of that version, when the node reports it.
    public let featureSet: UInt32?

    enum CodingKeys: String, CodingKey {
        case solanaCore = "solana-core"
        case featureSet = "feature-set"
    }
}

/// Where the cluster is in its epoch.
public struct EpochInfo: Sendable, Codable, Equatable {
    /// The current slot.
    public let absoluteSlot: UInt64
    /// The current block height.
    public let blockHeight: UInt64
    /// The current epoch.
    public let epoch: UInt64
    /// The current slot's index within the epoch (0 ..< `slotsInEpoch`).
    public let slotIndex: UInt64
    /// The number of slots in this epoch.
    public let slotsInEpoch: UInt64
    /// The number of transactions processed since genesis, when the node reports it.
    public let transactionCount: UInt64?
}

/// A recent blockhash and the last block height at which a transaction using it can land.
public struct LatestBlockhash: Sendable, Codable, Equatable {
    /// A recent blockhash to put in a transaction's message.
    public let blockhash: Hash
    /// The last block height at which a transaction with this blockhash can still be processed.
    public let lastValidBlockHeight: UInt64
}

/// A fee paid for priority in a recent slot (micro-lamports per compute unit).
public struct PrioritizationFee: Sendable, Codable, Equatable {
    /// The slot.
    public let slot: UInt64
    /// The fee paid in that slot, in micro-lamports per compute unit.
    public let prioritizationFee: UInt64
}
