import SolanaCore

/// Builders for the native Stake program (bincode data: u32 tag, then fields).
public enum StakeProgram {
    /// The program id.
    public static let programId = PublicKey.stakeProgram
    /// The size of a stake account's data.
    public static let stakeAccountLength: UInt64 = 200

    /// Who may delegate (staker) and withdraw (withdrawer).
    public struct Authorized: Sendable, Hashable {
        /// May delegate and deactivate.
        public var staker: PublicKey
        /// May withdraw and change authorities.
        public var withdrawer: PublicKey
        /// Both authorities.
        public init(staker: PublicKey, withdrawer: PublicKey) { self.staker = staker; self.withdrawer = withdrawer }
    }

    /// A lockup: withdrawals are blocked until the time and epoch pass, unless the custodian signs.
    public struct Lockup: Sendable, Hashable {
        /// Unix timestamp the lockup ends.
        public var unixTimestamp: Int64
        /// Epoch the lockup ends.
        public var epoch: UInt64
        /// May override the lockup.
        public var custodian: PublicKey
        /// No lockup.
        public static let none = Lockup(unixTimestamp: 0, epoch: 0, custodian: .zero)
        /// A lockup from its parts.
        public init(unixTimestamp: Int64, epoch: UInt64, custodian: PublicKey) {
            self.unixTimestamp = unixTimestamp; self.epoch = epoch; self.custodian = custodian
        }
    }

    /// Initializes a created stake account (200 bytes, owned by the Stake program).
    public static func initialize(stakeAccount: PublicKey, authorized: Authorized, lockup: Lockup = .none)
        -> Instruction
    {
        var data = DataWriter(capacity: 116)
        data.u32(0); data.key(authorized.staker); data.key(authorized.withdrawer)
        data.i64(lockup.unixTimestamp); data.u64(lockup.epoch); data.key(lockup.custodian)
        return Instruction(
            programId: programId, accounts: [.writable(stakeAccount), .readonly(.sysvarRent)], data: data.bytes)
    }

    /// Delegates the stake to a vote account.
    public static func delegateStake(stakeAccount: PublicKey, voteAccount: PublicKey, staker: PublicKey) -> Instruction
    {
        Instruction(
            programId: programId,
            accounts: [
                .writable(stakeAccount), .readonly(voteAccount), .readonly(.sysvarClock),
                .readonly(.sysvarStakeHistory), .readonly(.stakeConfig), .readonly(staker, signer: true),
            ],
            data: [2, 0, 0, 0])
    }

    /// Withdraws `lamports` to `to`; a custodian signs when a lockup is in force.
    public static func withdraw(
        stakeAccount: PublicKey, withdrawer: PublicKey, to: PublicKey, lamports: UInt64,
        custodian: PublicKey? = nil
    ) -> Instruction {
        var data = DataWriter(capacity: 12)
        data.u32(4); data.u64(lamports)
        var accounts: [AccountMeta] = [
            .writable(stakeAccount), .writable(to), .readonly(.sysvarClock),
            .readonly(.sysvarStakeHistory), .readonly(withdrawer, signer: true),
        ]
        if let custodian { accounts.append(.readonly(custodian, signer: true)) }
        return Instruction(programId: programId, accounts: accounts, data: data.bytes)
    }

    /// Deactivates the stake (it cools down over the next epoch).
    public static func deactivate(stakeAccount: PublicKey, staker: PublicKey) -> Instruction {
        Instruction(
            programId: programId,
            accounts: [.writable(stakeAccount), .readonly(.sysvarClock), .readonly(staker, signer: true)],
            data: [5, 0, 0, 0])
    }
}

/// A Stake instruction read back.
public enum StakeInstruction: Sendable, Hashable {
    /// Tag 0.
    case initialize(stakeAccount: PublicKey, authorized: StakeProgram.Authorized, lockup: StakeProgram.Lockup)
    /// Tag 2.
    case delegateStake(stakeAccount: PublicKey, voteAccount: PublicKey, staker: PublicKey)
    /// Tag 4.
    case withdraw(
        stakeAccount: PublicKey, to: PublicKey, withdrawer: PublicKey, lamports: UInt64, custodian: PublicKey?)
    /// Tag 5.
    case deactivate(stakeAccount: PublicKey, staker: PublicKey)
    /// Tag 3.
    case split(stakeAccount: PublicKey, destination: PublicKey, staker: PublicKey, lamports: UInt64)
    /// Tag 7.
    case merge(destination: PublicKey, source: PublicKey, staker: PublicKey)

    /// Reads a Stake instruction.
    public init(_ instruction: Instruction) throws(InstructionDecodingError) {
        let name = "Stake"
        var data = try DataReader(instruction, programId: StakeProgram.programId, program: name)
        let tag = try data.u32("tag")
        let a = instruction.accounts
        switch tag {
        case 0:
            data.instruction = "Initialize"
            let k = try requireAccounts(a, 1, program: name, instruction: data.instruction)
            let staker = try data.key("staker"), withdrawer = try data.key("withdrawer")
            let time = try data.i64("lockup timestamp"), epoch = try data.u64("lockup epoch"),
                custodian = try data.key("custodian")
            self = .initialize(
                stakeAccount: k[0], authorized: .init(staker: staker, withdrawer: withdrawer),
                lockup: .init(unixTimestamp: time, epoch: epoch, custodian: custodian))
        case 2:
            let k = try requireAccounts(a, 6, program: name, instruction: "DelegateStake")
            self = .delegateStake(stakeAccount: k[0], voteAccount: k[1], staker: k[5])
        case 4:
            data.instruction = "Withdraw"
            let k = try requireAccounts(a, 5, program: name, instruction: data.instruction)
            self = .withdraw(
                stakeAccount: k[0], to: k[1], withdrawer: k[4], lamports: try data.u64("lamports"),
                custodian: k.count > 5 ? k[5] : nil)
        case 5:
            let k = try requireAccounts(a, 3, program: name, instruction: "Deactivate")
            self = .deactivate(stakeAccount: k[0], staker: k[2])
        case 3:
            data.instruction = "Split"
            let k = try requireAccounts(a, 3, program: name, instruction: data.instruction)
            self = .split(stakeAccount: k[0], destination: k[1], staker: k[2], lamports: try data.u64("lamports"))
        case 7:
            let k = try requireAccounts(a, 5, program: name, instruction: "Merge")
            self = .merge(destination: k[0], source: k[1], staker: k[4])
        default:
            throw .unknownInstruction(program: name, tag: tag)
        }
    }
}
