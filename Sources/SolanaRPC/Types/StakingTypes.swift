import SolanaCore

/// The cluster's epoch lengths (getEpochSchedule).
///
/// With `warmup`, epoch e < `firstNormalEpoch` has 32·2^e slots; every later epoch has `slotsPerEpoch`.
public struct EpochSchedule: Sendable, Codable, Equatable {
    /// Slots in a normal epoch (432,000 on mainnet).
    public let slotsPerEpoch: UInt64
    /// How far ahead the leader schedule is computed.
    public let leaderScheduleSlotOffset: UInt64
    /// Whether the first epochs are shorter.
    public let warmup: Bool
    /// The first epoch with `slotsPerEpoch` slots.
    public let firstNormalEpoch: UInt64
    /// The first slot of `firstNormalEpoch`.
    public let firstNormalSlot: UInt64

    /// A schedule from its parts.
    public init(
        slotsPerEpoch: UInt64, leaderScheduleSlotOffset: UInt64, warmup: Bool, firstNormalEpoch: UInt64,
        firstNormalSlot: UInt64
    ) {
        self.slotsPerEpoch = slotsPerEpoch
        self.leaderScheduleSlotOffset = leaderScheduleSlotOffset
        self.warmup = warmup
        self.firstNormalEpoch = firstNormalEpoch
        self.firstNormalSlot = firstNormalSlot
    }

    static let minimumSlotsPerEpoch: UInt64 = 32

    /// The number of slots in `epoch`.
    public func slotsInEpoch(_ epoch: UInt64) -> UInt64 {
        guard warmup, epoch < firstNormalEpoch else { return slotsPerEpoch }
        let shift = min(epoch, 57)
        return Self.minimumSlotsPerEpoch << shift
    }

    /// The first slot of `epoch` (saturating at `UInt64.max`).
    public func firstSlot(ofEpoch epoch: UInt64) -> UInt64 {
        if warmup, epoch < firstNormalEpoch {
            let shift = min(epoch, 57)
            return (Self.minimumSlotsPerEpoch << shift) - Self.minimumSlotsPerEpoch
        }
        guard epoch >= firstNormalEpoch else { return firstNormalSlot }
        let (span, overflow1) = (epoch - firstNormalEpoch).multipliedReportingOverflow(by: slotsPerEpoch)
        let (slot, overflow2) = span.addingReportingOverflow(firstNormalSlot)
        return overflow1 || overflow2 ? UInt64.max : slot
    }

    /// The epoch that contains `slot`.
    public func epoch(ofSlot slot: UInt64) -> UInt64 {
        if warmup, slot < firstNormalSlot {
            // epoch e starts at 32·(2^e − 1)
            var epoch: UInt64 = 0
            while epoch < 57 && firstSlot(ofEpoch: epoch + 1) <= slot { epoch += 1 }
            return epoch
        }
        guard slotsPerEpoch > 0, slot >= firstNormalSlot else { return firstNormalEpoch }
        let (epoch, overflow) = firstNormalEpoch.addingReportingOverflow((slot - firstNormalSlot) / slotsPerEpoch)
        return overflow ? UInt64.max : epoch
    }
}

/// Vote credits a validator earned in one epoch: `[epoch, credits, previousCredits]` on the wire.
public struct EpochCredits: Sendable, Equatable, Decodable {
    /// The epoch.
    public let epoch: UInt64
    /// The validator's total credits at the end of (or so far in) the epoch.
    public let credits: UInt64
    /// The total at the start of the epoch.
    public let previousCredits: UInt64

    /// Credits earned during the epoch (0 if the node answered a total below the previous one).
    public var earned: UInt64 { credits >= previousCredits ? credits - previousCredits : 0 }

    /// Entry from its parts.
    public init(epoch: UInt64, credits: UInt64, previousCredits: UInt64) {
        self.epoch = epoch
        self.credits = credits
        self.previousCredits = previousCredits
    }

    /// Reads the three-number array; any other length is an error.
    public init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        if let count = c.count, count != 3 {
            throw DecodingError.dataCorruptedError(
                in: c, debugDescription: "epochCredits entry has \(count) numbers, expected [epoch, credits, previous]")
        }
        epoch = try c.decode(UInt64.self)
        credits = try c.decode(UInt64.self)
        previousCredits = try c.decode(UInt64.self)
        if !c.isAtEnd {
            throw DecodingError.dataCorruptedError(
                in: c, debugDescription: "epochCredits entry has more than 3 numbers")
        }
    }
}

/// A validator's vote account as getVoteAccounts reports it.
public struct VoteAccountInfo: Sendable, Equatable, Decodable {
    /// The vote account (what a stake delegates to).
    public let votePubkey: PublicKey
    /// The validator's identity.
    public let nodePubkey: PublicKey
    /// Effective stake delegated to it this epoch, lamports (the whole cluster's, not one user's).
    public let activatedStake: UInt64
    /// Whether it is staked in the current epoch.
    public let epochVoteAccount: Bool
    /// Inflation-rewards commission in percent; nodes with SIMD-0291 may send only basis points.
    public let commission: UInt8?
    /// Inflation-rewards commission in basis points (SIMD-0291), when the node sends it.
    public let inflationRewardsCommissionBps: UInt16?
    /// The most recent slot it voted on (0 if none).
    public let lastVote: UInt64
    /// Its root slot (0 if none).
    public let rootSlot: UInt64?
    /// Credits of the last (at most 5) epochs, oldest first.
    public let epochCredits: [EpochCredits]

    /// The commission in basis points: the bps field when present, else percent × 100.
    public var commissionBasisPoints: UInt16? {
        inflationRewardsCommissionBps ?? commission.map { UInt16($0) * 100 }
    }
}

/// getVoteAccounts: validators that vote, and those that stopped (delinquent).
public struct VoteAccounts: Sendable, Equatable, Decodable {
    /// Voting validators.
    public let current: [VoteAccountInfo]
    /// Validators whose last vote is more than the delinquent distance (128 slots) behind.
    public let delinquent: [VoteAccountInfo]
}

/// The inflation reward of one address for one epoch (getInflationReward).
public struct InflationReward: Sendable, Equatable, Decodable {
    /// The epoch the reward is for.
    public let epoch: UInt64
    /// The slot of the block that credited it.
    public let effectiveSlot: UInt64
    /// Lamports credited.
    public let amount: UInt64
    /// The account's balance after the reward.
    public let postBalance: UInt64
    /// The vote account's commission in percent at the time, when known.
    public let commission: UInt8?
    /// The commission in basis points (SIMD-0291), when the node sends it.
    public let commissionBps: UInt16?
}

/// The current inflation rates, as fractions (0.05 = 5 %), not money.
public struct InflationRate: Sendable, Equatable, Decodable {
    /// Total inflation.
    public let total: Double
    /// The part paid to validators and stakers.
    public let validator: Double
    /// The part paid to the foundation.
    public let foundation: Double
    /// The epoch these rates apply to.
    public let epoch: UInt64
}

/// The inflation parameters (fractions, years).
public struct InflationGovernor: Sendable, Equatable, Decodable {
    /// Initial yearly rate.
    public let initial: Double
    /// Terminal yearly rate.
    public let terminal: Double
    /// Yearly reduction of the rate.
    public let taper: Double
    /// Share paid to the foundation.
    public let foundation: Double
    /// Years the foundation is paid.
    public let foundationTerm: Double
}
