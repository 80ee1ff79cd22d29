import SolanaCore
import SolanaTransactions

/// A confirmed block (getBlock, blockNotification): its header, and its transactions or signatures as asked.
public struct Block: Sendable, Decodable, Equatable {
    /// The block's hash.
    public let blockhash: Hash
    /// The parent block's hash (all ones for a block after a skipped genesis).
    public let previousBlockhash: Hash
    /// The parent block's slot.
    public let parentSlot: UInt64
    /// Unix time, when the node knows it.
    public let blockTime: Int64?
    /// The number of blocks beneath it, when the node knows it.
    public let blockHeight: UInt64?
    /// With `transactionDetails` `full` or `accounts`.
    public let transactions: [BlockTransaction]?
    /// With `transactionDetails` `signatures`.
    public let signatures: [Signature]?
    /// With `rewards: true` (the default).
    public let rewards: [Reward]?
    /// Set for blocks that pay partitioned epoch rewards.
    public let numRewardPartitions: UInt64?
}

/// One transaction of a block with its metadata. With `transactionDetails: accounts` the transaction is the
/// node's JSON of account keys and signatures, and the metadata has no logs or inner instructions.
public struct BlockTransaction: Sendable, Decodable, Equatable {
    /// The transaction in the encoding asked for.
    public let transaction: EncodedTransaction
    /// Its status, fee, balances and logs; nil when the node has none.
    public let meta: TransactionMeta?
    /// Present when the request set `maxSupportedTransactionVersion`.
    public let version: TransactionVersion?
}

/// What kind of reward an account received.
public enum RewardType: String, Sendable, Codable, Equatable {
    /// The leader's share of the block's fees.
    case fee = "Fee"
    /// Rent collected (a debit, negative) or paid.
    case rent = "Rent"
    /// Inflation paid to a stake account.
    case staking = "Staking"
    /// Inflation paid to a vote account (its commission).
    case voting = "Voting"

    /// Decodes the node's JSON; an unknown value is an error that names it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = RewardType(rawValue: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown reward type '\(text.prefix(40))' (expected Fee, Rent, Staking or Voting)")
        }
        self = value
    }
}

/// A reward (or a rent debit: `lamports` may be negative) credited to an account in a block or an epoch.
public struct Reward: Sendable, Decodable, Equatable {
    /// The account credited.
    public let pubkey: PublicKey
    /// Signed: rent collection shows as a negative amount.
    public let lamports: Int64
    /// Its balance after the reward, in lamports.
    public let postBalance: UInt64
    /// Why it was paid; nil for older records.
    public let rewardType: RewardType?
    /// The vote account's commission when the reward was paid, for voting and staking rewards.
    public let commission: UInt8?
}

/// How much of a block's transaction data getBlock returns.
public enum TransactionDetails: String, Sendable {
    /// Every transaction with its metadata.
    case full
    /// Each transaction's signatures and account keys, with metadata but no logs or inner instructions.
    case accounts
    /// The first signature of each transaction.
    case signatures
    /// No transaction data: the header only.
    case none
}

/// The stake that voted on a block at each lockout depth (getBlockCommitment).
public struct BlockCommitment: Sendable, Decodable, Equatable {
    /// Stake per confirmation depth 1…32, or nil when the node keeps no commitment for the block (rooted, unknown,
    /// or no votes).
    public let commitment: [UInt64]?
    /// The total active stake of the current epoch, in lamports.
    public let totalStake: UInt64
}

/// Leader slots and produced blocks per validator identity over a slot range (getBlockProduction).
public struct BlockProduction: Sendable, Decodable, Equatable {
    /// The slots a validator led and the blocks it produced in them.
    public struct LeaderSlots: Sendable, Equatable {
        /// Slots the validator was leader of.
        public let leaderSlots: UInt64
        /// Blocks it produced in them.
        public let blocksProduced: UInt64
    }

    /// The inclusive slot range the counts cover.
    public struct Range: Sendable, Decodable, Equatable {
        /// The first slot counted.
        public let firstSlot: UInt64
        /// The last slot counted.
        public let lastSlot: UInt64
    }

    /// The counts per validator identity.
    public let byIdentity: [PublicKey: LeaderSlots]
    /// The slots the counts cover.
    public let range: Range

    enum CodingKeys: String, CodingKey { case byIdentity, range }

    /// Decodes the node's JSON; an unknown value is an error that names it.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        range = try c.decode(Range.self, forKey: .range)
        let raw = try c.decode([String: [UInt64]].self, forKey: .byIdentity)
        var byIdentity: [PublicKey: LeaderSlots] = [:]
        for (key, counts) in raw {
            guard counts.count == 2, let identity = try? PublicKey(key) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .byIdentity, in: c,
                    debugDescription:
                        "byIdentity entry '\(key.prefix(50))' must be a base58 identity with [leaderSlots, blocksProduced]"
                )
            }
            byIdentity[identity] = LeaderSlots(leaderSlots: counts[0], blocksProduced: counts[1])
        }
        self.byIdentity = byIdentity
    }
}

/// A block notification's value: the block, or the error the node met building it.
public struct BlockUpdate: Sendable, Decodable, Equatable {
    /// The block's slot.
    public let slot: UInt64
    /// The block; nil when the node could not build the notification.
    public let block: Block?
    /// The node's error for this slot, when there is one.
    public let err: JSONValue?

    enum CodingKeys: String, CodingKey { case slot, block, err }

    /// Decodes the node's JSON; an unknown value is an error that names it.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        slot = try c.decode(UInt64.self, forKey: .slot)
        block = try c.decodeIfPresent(Block.self, forKey: .block)
        let error = try c.decodeIfPresent(JSONValue.self, forKey: .err)
        err = error == .null ? nil : error
    }
}
