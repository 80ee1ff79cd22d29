import SolanaCore

extension SubscriptionClient {
    /// Changes of the accounts a program owns that pass every filter (`programSubscribe`): each notification is the
    /// account with its address. Resubscribed with the same filters after a reconnect.
    public func program(
        _ program: PublicKey, filters: [ProgramAccountsFilter] = [], encoding: AccountEncoding = .base64,
        commitment: Commitment = .confirmed
    ) -> AsyncThrowingStream<RPCResponse<KeyedAccount>, any Error> {
        var config: [String: JSONValue] = [
            "encoding": .string(encoding.rawValue), "commitment": .string(commitment.rawValue),
        ]
        if !filters.isEmpty { config["filters"] = .array(filters.map(\.json)) }
        return subscribe(
            method: "programSubscribe", params: [.string(program.base58), .object(config)],
            unsubscribe: "programUnsubscribe", oneShot: false, dataEncoding: encoding.rawValue)
    }

    /// Every new root (`rootSubscribe`): the slot the node rooted.
    public func roots() -> AsyncThrowingStream<UInt64, any Error> {
        subscribe(method: "rootSubscribe", params: [], unsubscribe: "rootUnsubscribe", oneShot: false)
    }

    /// The stages each slot goes through on the node (`slotsUpdatesSubscribe`; Agave marks it unstable).
    public func slotUpdates() -> AsyncThrowingStream<SlotUpdate, any Error> {
        subscribe(
            method: "slotsUpdatesSubscribe", params: [], unsubscribe: "slotsUpdatesUnsubscribe", oneShot: false)
    }

    /// Blocks as they reach `commitment` (`blockSubscribe`; at least `confirmed`), all of them or only those with a
    /// transaction that mentions an account or program. Nodes serve it only when started with
    /// `--rpc-pubsub-enable-block-subscription`; others answer -32601, which ends the stream.
    public func blocks(
        mentioning address: PublicKey? = nil, encoding: TransactionEncoding = .base64,
        transactionDetails: TransactionDetails = .full, rewards: Bool = true, commitment: Commitment = .confirmed
    ) -> AsyncThrowingStream<RPCResponse<BlockUpdate>, any Error> {
        let filter: JSONValue =
            address.map { JSONValue.object(["mentionsAccountOrProgram": .string($0.base58)]) } ?? .string("all")
        let config: JSONValue = [
            "encoding": .string(encoding.rawValue), "transactionDetails": .string(transactionDetails.rawValue),
            "showRewards": .bool(rewards), "maxSupportedTransactionVersion": 1,
            "commitment": .string(max(commitment, .confirmed).rawValue),
        ]
        return subscribe(
            method: "blockSubscribe", params: [filter, config], unsubscribe: "blockUnsubscribe", oneShot: false,
            dataEncoding: transactionDetails == .full ? encoding.rawValue : nil)
    }

    /// Votes the node sees in gossip (`voteSubscribe`). Nodes serve it only when started with
    /// `--rpc-pubsub-enable-vote-subscription`; others answer -32601, which ends the stream.
    public func votes() -> AsyncThrowingStream<VoteNotification, any Error> {
        subscribe(method: "voteSubscribe", params: [], unsubscribe: "voteUnsubscribe", oneShot: false)
    }

    /// Logs of every transaction (`logsSubscribe` with `all`, or `allWithVotes` to include votes).
    public func logs(includingVotes: Bool = false, commitment: Commitment = .confirmed)
        -> AsyncThrowingStream<RPCResponse<LogsNotification>, any Error>
    {
        subscribeLogs(.string(includingVotes ? "allWithVotes" : "all"), commitment: commitment)
    }
}

/// One stage of a slot on the node (slotsUpdatesNotification).
public struct SlotUpdate: Sendable, Decodable, Equatable {
    /// The stage.
    public enum Kind: String, Sendable, Equatable {
        /// The node received the slot's first shred.
        case firstShredReceived
        /// The node has all of the slot's shreds.
        case completed
        /// The node created the slot's bank.
        case createdBank
        /// The slot's bank is frozen (its transactions replayed).
        case frozen
        /// The node gave the slot up (`err` says why).
        case dead
        /// A supermajority voted on the slot.
        case optimisticConfirmation
        /// The slot was rooted.
        case root
    }

    /// Transaction counts of a frozen slot.
    public struct Stats: Sendable, Decodable, Equatable {
        /// The number of entries holding transactions.
        public let numTransactionEntries: UInt64
        /// Transactions that succeeded.
        public let numSuccessfulTransactions: UInt64
        /// Transactions that failed.
        public let numFailedTransactions: UInt64
        /// The most transactions in one entry.
        public let maxTransactionsPerEntry: UInt64
    }

    /// The stage the slot reached.
    public let kind: Kind
    /// The slot.
    public let slot: UInt64
    /// Milliseconds since the Unix epoch.
    public let timestamp: UInt64
    /// The parent slot (`createdBank`).
    public let parent: UInt64?
    /// `frozen` only.
    public let stats: Stats?
    /// Why the slot died (`dead`).
    public let err: String?

    enum CodingKeys: String, CodingKey { case type, slot, timestamp, parent, stats, err }

    /// Decodes the node's JSON; an unknown `type` is an error that names it.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let type = try c.decode(String.self, forKey: .type)
        guard let kind = Kind(rawValue: type) else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: c, debugDescription: "unknown slot update type '\(type.prefix(40))'")
        }
        self.kind = kind
        slot = try c.decode(UInt64.self, forKey: .slot)
        timestamp = try c.decode(UInt64.self, forKey: .timestamp)
        parent = try c.decodeIfPresent(UInt64.self, forKey: .parent)
        stats = try c.decodeIfPresent(Stats.self, forKey: .stats)
        err = try c.decodeIfPresent(String.self, forKey: .err)
    }
}

/// A vote seen in gossip (voteNotification).
public struct VoteNotification: Sendable, Decodable, Equatable {
    /// The vote account that voted.
    public let votePubkey: PublicKey
    /// The slots voted on.
    public let slots: [UInt64]
    /// The bank hash of the last slot voted on.
    public let hash: Hash
    /// Unix seconds, when the vote carries one.
    public let timestamp: Int64?
    /// The vote transaction's signature.
    public let signature: Signature
}
