import SolanaCore

extension RPCRequest where Result == VoteAccounts {
    /// The cluster's validators: those voting and the delinquent ones.
    ///
    /// - Parameters:
    ///   - votePubkey: only this vote account.
    ///   - keepUnstakedDelinquents: also list delinquent validators without stake.
    ///   - delinquentSlotDistance: slots behind after which a validator counts as delinquent (node default 128).
    ///   - commitment: the bank to read; the client's default when nil.
    public static func getVoteAccounts(
        votePubkey: PublicKey? = nil, keepUnstakedDelinquents: Bool? = nil, delinquentSlotDistance: UInt64? = nil,
        commitment: Commitment? = nil
    ) -> Self {
        .init(
            method: "getVoteAccounts",
            params: rpcParams(
                [],
                rpcConfig([
                    ("commitment", commitment.map { .string($0.rawValue) }),
                    ("votePubkey", votePubkey.map { .string($0.base58) }),
                    ("keepUnstakedDelinquents", keepUnstakedDelinquents.map { .bool($0) }),
                    ("delinquentSlotDistance", delinquentSlotDistance.map { .uint($0) }),
                ])), commitmentKey: "commitment", positionalCount: 0, maxResponseBytes: largeResponseBytes)
    }
}

extension RPCRequest where Result == [InflationReward?] {
    /// Inflation rewards of `addresses` for `epoch` (default: the previous epoch), in the same order; nil = none.
    ///
    /// Nodes answer at most 100 addresses at a time; split longer lists.
    public static func getInflationReward(
        _ addresses: [PublicKey], epoch: UInt64? = nil, commitment: Commitment? = nil, minContextSlot: UInt64? = nil
    ) -> Self {
        .init(
            method: "getInflationReward",
            params: rpcParams(
                [.array(addresses.map { .string($0.base58) })],
                rpcConfig([
                    ("commitment", commitment.map { .string($0.rawValue) }), ("epoch", epoch.map { .uint($0) }),
                    ("minContextSlot", minContextSlot.map { .uint($0) }),
                ])), commitmentKey: "commitment", positionalCount: 1)
    }
}

extension RPCRequest where Result == InflationRate {
    /// The inflation rates of the current epoch.
    public static func getInflationRate() -> Self { .init(method: "getInflationRate") }
}

extension RPCRequest where Result == InflationGovernor {
    /// The inflation parameters.
    public static func getInflationGovernor(commitment: Commitment? = nil) -> Self {
        .init(
            method: "getInflationGovernor", params: rpcParams([], commitmentConfig(commitment)),
            commitmentKey: "commitment", positionalCount: 0)
    }
}

extension RPCRequest where Result == RPCResponse<UInt64> {
    /// The smallest stake a new delegation may have, lamports.
    ///
    /// The node's answer and the deployed Stake program can disagree (1 lamport vs 1 SOL); the program is the
    /// authority when a delegation is refused.
    public static func getStakeMinimumDelegation(commitment: Commitment? = nil, minContextSlot: UInt64? = nil)
        -> Self
    {
        .init(
            method: "getStakeMinimumDelegation",
            params: rpcParams([], commitmentConfig(commitment, minContextSlot: minContextSlot)),
            commitmentKey: "commitment", positionalCount: 0)
    }
}

extension RPCRequest where Result == EpochSchedule {
    /// The cluster's epoch lengths.
    public static func getEpochSchedule() -> Self { .init(method: "getEpochSchedule") }
}
