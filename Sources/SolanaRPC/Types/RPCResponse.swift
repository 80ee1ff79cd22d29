import SolanaCore

/// The context of an answer: the slot it reflects.
public struct RPCContext: Sendable, Codable, Equatable {
    public let slot: UInt64
    public let apiVersion: String?
}

/// An answer with its context (`{"context": …, "value": …}`).
public struct RPCResponse<Value: Decodable & Sendable>: Sendable, Decodable {
    public let context: RPCContext
    public let value: Value
}

extension RPCResponse: Equatable where Value: Equatable {}

/// The node's software version.
public struct NodeVersion: Sendable, Codable, Equatable {
    public let solanaCore: String
    public let featureSet: UInt32?

    enum CodingKeys: String, CodingKey {
        case solanaCore = "solana-core"
        case featureSet = "feature-set"
    }
}

/// Where the cluster is in its epoch.
public struct EpochInfo: Sendable, Codable, Equatable {
    public let absoluteSlot: UInt64
    public let blockHeight: UInt64
    public let epoch: UInt64
    public let slotIndex: UInt64
    public let slotsInEpoch: UInt64
    public let transactionCount: UInt64?
}

/// A recent blockhash and the last block height at which a transaction using it can land.
public struct LatestBlockhash: Sendable, Codable, Equatable {
    public let blockhash: Hash
    public let lastValidBlockHeight: UInt64
}

/// A fee paid for priority in a recent slot (micro-lamports per compute unit).
public struct PrioritizationFee: Sendable, Codable, Equatable {
    public let slot: UInt64
    public let prioritizationFee: UInt64
}
