import SolanaCore
import SolanaTransactions

/// Why stake account or StakeHistory bytes could not be read.
public enum StakeStateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Fewer bytes than the state's tag needs.
    case tooShort(length: Int, needed: Int)
    /// A StakeStateV2 tag other than 0…3.
    case unknownTag(UInt32)
    /// A StakeHistory that claims more entries than its bytes hold, or more than 512.
    case badHistory(String)

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case .tooShort(let length, let needed):
            return "stake account data is \(length) bytes; this state needs \(needed)"
        case .unknownTag(let tag): return "unknown stake account state \(tag) (expected 0…3)"
        case .badHistory(let detail): return "invalid StakeHistory sysvar: \(detail)"
        }
    }
}

/// Authorities, lockup and the (deprecated) recorded rent reserve of a stake account.
public struct StakeMeta: Sendable, Equatable {
    /// The reserve the program recorded (it writes the 200-byte rent minimum, 2,282,880 lamports).
    public let rentExemptReserve: UInt64
    /// Who may delegate and who may withdraw.
    public let authorized: StakeProgram.Authorized
    /// The lockup.
    public let lockup: StakeProgram.Lockup
}

/// What a stake account is delegated to and since when.
public struct StakeDelegation: Sendable, Equatable {
    /// The vote account.
    public let voter: PublicKey
    /// Delegated lamports (grows with rewards).
    public let stake: UInt64
    /// The epoch it started activating (`UInt64.max`: active since genesis).
    public let activationEpoch: UInt64
    /// The epoch it started deactivating (`UInt64.max`: not deactivating).
    public let deactivationEpoch: UInt64

    /// A delegation from its parts.
    public init(voter: PublicKey, stake: UInt64, activationEpoch: UInt64, deactivationEpoch: UInt64) {
        self.voter = voter
        self.stake = stake
        self.activationEpoch = activationEpoch
        self.deactivationEpoch = deactivationEpoch
    }
}

/// A stake account's data (`StakeStateV2`, bincode, 200 bytes).
public enum StakeAccountState: Sendable, Equatable {
    /// Allocated to the Stake program, not initialized yet.
    case uninitialized
    /// Initialized with its authorities and rent reserve; not delegated.
    case initialized(StakeMeta)
    /// Delegated to a vote account: the meta, the delegation, the vote credits rewards were last paid up to, and the
    /// stake flags.
    case delegated(StakeMeta, StakeDelegation, creditsObserved: UInt64, flags: UInt8)
    /// The retired rewards-pool state (no longer used by the runtime).
    case rewardsPool

    /// Offsets for getProgramAccounts filters.
    public static let stakerOffset = 12
    /// The withdrawer (who owns the funds).
    public static let withdrawerOffset = 44
    /// The vote account of a delegated stake.
    public static let voterOffset = 124

    /// Reads the bytes of a stake account; extra bytes after the state are ignored, as the program does.
    public init(bytes: [UInt8]) throws(StakeStateError) {
        guard bytes.count >= 4 else { throw .tooShort(length: bytes.count, needed: 4) }
        let tag = Self.u32(bytes, 0)
        switch tag {
        case 0: self = .uninitialized
        case 3: self = .rewardsPool
        case 1:
            guard bytes.count >= 124 else { throw .tooShort(length: bytes.count, needed: 124) }
            self = .initialized(Self.meta(bytes))
        case 2:
            guard bytes.count >= 197 else { throw .tooShort(length: bytes.count, needed: 197) }
            let delegation = StakeDelegation(
                voter: Self.key(bytes, 124), stake: Self.u64(bytes, 156), activationEpoch: Self.u64(bytes, 164),
                deactivationEpoch: Self.u64(bytes, 172))
            self = .delegated(
                Self.meta(bytes), delegation, creditsObserved: Self.u64(bytes, 188), flags: bytes[196])
        default: throw .unknownTag(tag)
        }
    }

    /// The meta of an initialized or delegated account.
    public var meta: StakeMeta? {
        switch self {
        case .initialized(let meta), .delegated(let meta, _, _, _): return meta
        case .uninitialized, .rewardsPool: return nil
        }
    }

    /// The delegation of a delegated account.
    public var delegation: StakeDelegation? {
        if case .delegated(_, let delegation, _, _) = self { return delegation }
        return nil
    }

    static func meta(_ b: [UInt8]) -> StakeMeta {
        StakeMeta(
            rentExemptReserve: u64(b, 4), authorized: .init(staker: key(b, 12), withdrawer: key(b, 44)),
            lockup: .init(unixTimestamp: Int64(bitPattern: u64(b, 76)), epoch: u64(b, 84), custodian: key(b, 92)))
    }

    static func u32(_ b: [UInt8], _ at: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(b[at + $1]) << (8 * UInt32($1)) }
    }

    static func u64(_ b: [UInt8], _ at: Int) -> UInt64 {
        (0..<8).reduce(UInt64(0)) { $0 | UInt64(b[at + $1]) << (8 * UInt64($1)) }
    }

    static func key(_ b: [UInt8], _ at: Int) -> PublicKey {
        b.withUnsafeBytes { PublicKey(buffer: UnsafeRawBufferPointer(rebasing: $0[at..<at + 32])) }
    }
}

/// The StakeHistory sysvar: the cluster's effective, activating and deactivating stake per epoch.
public struct StakeHistory: Sendable, Equatable {
    /// One epoch's cluster totals (lamports).
    public struct Entry: Sendable, Equatable {
        /// Stake in effect during the epoch.
        public let effective: UInt64
        /// Stake still warming up.
        public let activating: UInt64
        /// Stake cooling down.
        public let deactivating: UInt64
        /// Totals from their parts.
        public init(effective: UInt64, activating: UInt64, deactivating: UInt64) {
            self.effective = effective
            self.activating = activating
            self.deactivating = deactivating
        }
    }

    /// The most entries the sysvar keeps.
    public static let maxEntries = 512
    /// Entries by epoch.
    public private(set) var entries: [UInt64: Entry]

    /// History from entries (tests, or a node's getStakeHistory of your own).
    public init(entries: [UInt64: Entry] = [:]) { self.entries = entries }

    /// Reads the sysvar bytes: u64 count, then (epoch, effective, activating, deactivating) newest first.
    public init(bytes: [UInt8]) throws(StakeStateError) {
        guard bytes.count >= 8 else { throw .badHistory("\(bytes.count) bytes, no entry count") }
        let count = StakeAccountState.u64(bytes, 0)
        guard count <= UInt64(Self.maxEntries) else { throw .badHistory("\(count) entries, at most 512") }
        let n = Int(count)
        guard bytes.count >= 8 + 32 * n else { throw .badHistory("\(n) entries need \(8 + 32 * n) bytes") }
        var entries: [UInt64: Entry] = [:]
        for i in 0..<n {
            let at = 8 + 32 * i
            entries[StakeAccountState.u64(bytes, at)] = Entry(
                effective: StakeAccountState.u64(bytes, at + 8), activating: StakeAccountState.u64(bytes, at + 16),
                deactivating: StakeAccountState.u64(bytes, at + 24))
        }
        self.entries = entries
    }

    /// The entry of `epoch`, if the sysvar still has it.
    public subscript(epoch: UInt64) -> Entry? { entries[epoch] }
}
