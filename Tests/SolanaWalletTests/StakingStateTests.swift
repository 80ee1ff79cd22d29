import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import TestSupport
import Testing

/// The stake-state decoder, the StakeHistory sysvar, the activation maths, the epoch schedule and the staking RPC
/// types, each against an oracle that is not this code: account bytes written by the real Stake program in LiteSVM,
/// a struct-offset parser in Python, the Python port of the runtime's maths with big integers, solders'
/// EpochSchedule, and recorded RPC answers.
@Suite struct StakingStateTests {
    struct Parsed: Decodable, Equatable {
        let tag: UInt32?
        let error: String?
        let rentExemptReserve: UInt64?
        let staker: String?
        let withdrawer: String?
        let lockupTimestamp: Int64?
        let lockupEpoch: UInt64?
        let custodian: String?
        let voter: String?
        let stake: UInt64?
        let activationEpoch: UInt64?
        let deactivationEpoch: UInt64?
        let creditsObserved: UInt64?
        let flags: UInt8?
    }

    /// The SDK's reading in the oracle's shape.
    static func view(_ bytes: [UInt8]) -> Parsed {
        let state: StakeAccountState
        do { state = try StakeAccountState(bytes: bytes) } catch {
            if case .unknownTag = error {
                return Parsed(
                    tag: nil, error: "tag", rentExemptReserve: nil, staker: nil, withdrawer: nil,
                    lockupTimestamp: nil, lockupEpoch: nil, custodian: nil, voter: nil, stake: nil,
                    activationEpoch: nil, deactivationEpoch: nil, creditsObserved: nil, flags: nil)
            }
            return Parsed(
                tag: nil, error: "short", rentExemptReserve: nil, staker: nil, withdrawer: nil, lockupTimestamp: nil,
                lockupEpoch: nil, custodian: nil, voter: nil, stake: nil, activationEpoch: nil,
                deactivationEpoch: nil, creditsObserved: nil, flags: nil)
        }
        let tag: UInt32
        switch state {
        case .uninitialized: tag = 0
        case .initialized: tag = 1
        case .delegated: tag = 2
        case .rewardsPool: tag = 3
        }
        let meta = state.meta, d = state.delegation
        var credits: UInt64?
        var flags: UInt8?
        if case .delegated(_, _, let c, let f) = state { (credits, flags) = (c, f) }
        return Parsed(
            tag: tag, error: nil, rentExemptReserve: meta?.rentExemptReserve,
            staker: meta.map { $0.authorized.staker.bytes.hex },
            withdrawer: meta.map { $0.authorized.withdrawer.bytes.hex },
            lockupTimestamp: meta?.lockup.unixTimestamp, lockupEpoch: meta?.lockup.epoch,
            custodian: meta.map { $0.lockup.custodian.bytes.hex }, voter: d.map { $0.voter.bytes.hex }, stake: d?.stake,
            activationEpoch: d?.activationEpoch, deactivationEpoch: d?.deactivationEpoch, creditsObserved: credits,
            flags: flags)
    }

    @Test func randomStakeStatesDecodeAsThePythonParserReadsThem() throws {
        var inputs: [[UInt8]] = []
        for i in 0..<300 {
            var bytes = Random.bytes([200, 200, 200, 197, 124, 4, 3, 0, 230][i % 9])
            if bytes.count >= 4 {
                bytes[0] = UInt8(i % 5)  // tags 0…3 and one unknown
                bytes[1] = 0
                bytes[2] = 0
                bytes[3] = i % 17 == 0 ? 1 : 0  // now and then a huge tag
            }
            inputs.append(bytes)
        }
        let reply = try Oracle.ask(
            "parse", ["accounts": inputs.map(\.hex)], as: [Parsed].self, script: "stake_oracle.py")
        #expect(reply.count == inputs.count)
        for (bytes, expected) in zip(inputs, reply) {
            #expect(Self.view(bytes) == expected, "\(bytes.hex)")
        }
    }

    struct LiteSVMAccount: Decodable {
        let kind: String
        let hex: String
        let lamports: UInt64
        let parsed: Parsed
        let staker: String
        let withdrawer: String
        let voter: String
    }

    struct LiteSVMReply: Decodable {
        let accounts: [LiteSVMAccount]
        let rent: UInt64
        let history: String
        let historyEntries: [[UInt64]]
    }

    @Test func accountsWrittenByTheRealStakeProgramDecode() throws {
        let reply = try Oracle.ask("litesvm", [String: String](), as: LiteSVMReply.self, script: "stake_oracle.py")
        #expect(reply.accounts.map(\.kind) == ["initialized", "delegated", "deactivated"])
        for account in reply.accounts {
            let bytes = [UInt8](hex: account.hex)
            #expect(bytes.count == 200)
            #expect(Self.view(bytes) == account.parsed)
            let state = try StakeAccountState(bytes: bytes)
            #expect(state.meta?.authorized.staker.bytes.hex == account.staker)
            #expect(state.meta?.authorized.withdrawer.bytes.hex == account.withdrawer)
            #expect(state.meta?.lockup.unixTimestamp == -5 && state.meta?.lockup.epoch == 7)
            #expect(state.meta?.rentExemptReserve == reply.rent)
            switch account.kind {
            case "initialized": #expect(state.delegation == nil)
            case "delegated":
                #expect(state.delegation?.voter.bytes.hex == account.voter)
                #expect(state.delegation?.stake == account.lamports - reply.rent)
                #expect(state.delegation?.deactivationEpoch == .max)
            default:
                #expect(state.delegation?.deactivationEpoch == state.delegation?.activationEpoch)
                // deactivated in its activation epoch: inactive at once, everything withdrawable
                let account = try StakeAccount(
                    address: .zero, lamports: account.lamports, data: bytes, epoch: 0, history: StakeHistory())
                #expect(account.phase == .inactive && account.withdrawable == account.lamports)
            }
        }
        let history = try StakeHistory(bytes: [UInt8](hex: reply.history))
        #expect(history.entries.count == reply.historyEntries.count)
        for entry in reply.historyEntries {
            #expect(
                history[entry[0]]
                    == StakeHistory.Entry(effective: entry[1], activating: entry[2], deactivating: entry[3]))
        }
    }

    @Test func badBytesAreTypedErrors() {
        #expect(throws: StakeStateError.tooShort(length: 3, needed: 4)) { try StakeAccountState(bytes: [1, 0, 0]) }
        #expect(throws: StakeStateError.unknownTag(4)) { try StakeAccountState(bytes: [4, 0, 0, 0]) }
        #expect(throws: StakeStateError.tooShort(length: 150, needed: 197)) {
            try StakeAccountState(bytes: [2, 0, 0, 0] + [UInt8](repeating: 0, count: 146))
        }
        #expect(throws: StakeStateError.self) { try StakeHistory(bytes: [1, 2, 3]) }
        var huge = [UInt8](repeating: 0, count: 8)
        huge[0] = 0x01
        huge[1] = 0x02  // 513 entries claimed
        #expect(throws: StakeStateError.self) { try StakeHistory(bytes: huge) }
        #expect(throws: StakeStateError.self) { try StakeHistory(bytes: [2, 0, 0, 0, 0, 0, 0, 0] + Random.bytes(40)) }
    }

    struct StatusCase: Encodable {
        let stake: UInt64
        let activation: UInt64
        let deactivation: UInt64
        let target: UInt64
        let history: [[UInt64]]
    }

    @Test func activationMatchesThePythonPortOnRandomHistories() throws {
        var cases: [StatusCase] = []
        for _ in 0..<400 {
            let start = UInt64.random(in: 0...20, using: &TestRandom.rng)
            var history: [[UInt64]] = []
            var effective = UInt64.random(in: 1...1_000_000, using: &TestRandom.rng) * 1_000_000_000
            for epoch in start..<(start + UInt64.random(in: 0...12, using: &TestRandom.rng)) {
                if Int.random(in: 0..<10, using: &TestRandom.rng) == 0 { continue }  // a gap in the history
                let activating =
                    Bool.random(using: &TestRandom.rng) ? UInt64.random(in: 0...effective, using: &TestRandom.rng) : 0
                let deactivating =
                    Bool.random(using: &TestRandom.rng) ? UInt64.random(in: 0...effective, using: &TestRandom.rng) : 0
                history.append([epoch, effective, activating, deactivating])
                effective = effective &+ activating / 10
            }
            let stakes: [UInt64] = [
                UInt64.random(in: 1...1_000, using: &TestRandom.rng),
                UInt64.random(in: 1...1_000_000_000_000_000, using: &TestRandom.rng), UInt64.max - 1,
            ]
            let stake = stakes[Int.random(in: 0..<stakes.count, using: &TestRandom.rng)]
            let activations: [UInt64] = [start, start + UInt64.random(in: 0...5, using: &TestRandom.rng), UInt64.max]
            let activation = activations[Int.random(in: 0..<activations.count, using: &TestRandom.rng)]
            let deactivations: [UInt64] = [
                UInt64.max, activation, start + UInt64.random(in: 0...12, using: &TestRandom.rng),
            ]
            let deactivation = deactivations[Int.random(in: 0..<deactivations.count, using: &TestRandom.rng)]
            cases.append(
                StatusCase(
                    stake: stake, activation: activation, deactivation: deactivation,
                    target: start + UInt64.random(in: 0...14, using: &TestRandom.rng), history: history))
        }
        let reply = try Oracle.ask("status", ["cases": cases], as: [[UInt64]].self, script: "stake_oracle.py")
        for (c, expected) in zip(cases, reply) {
            var entries: [UInt64: StakeHistory.Entry] = [:]
            for h in c.history { entries[h[0]] = .init(effective: h[1], activating: h[2], deactivating: h[3]) }
            let got = StakeActivation.of(
                StakeDelegation(
                    voter: .zero, stake: c.stake, activationEpoch: c.activation, deactivationEpoch: c.deactivation),
                at: c.target, history: StakeHistory(entries: entries))
            #expect([got.effective, got.activating, got.deactivating] == expected, "\(c)")
        }
    }

    @Test func theWorkedExampleOfTheSpec() {
        // 1,000 SOL delegated in epoch 10 (docs/staking-and-rpc.md §4.4 A, 9 % rate)
        let sol: UInt64 = 1_000_000_000
        let history = StakeHistory(entries: [
            10: .init(effective: 100_000 * sol, activating: 20_000 * sol, deactivating: 0),
            11: .init(effective: 109_000 * sol, activating: 11_000 * sol, deactivating: 0),
            12: .init(effective: 118_810 * sol, activating: 1_190 * sol, deactivating: 0),
        ])
        let d = StakeDelegation(voter: .zero, stake: 1_000 * sol, activationEpoch: 10, deactivationEpoch: .max)
        #expect(StakeActivation.of(d, at: 10, history: history).activating == 1_000 * sol)
        #expect(StakeActivation.of(d, at: 11, history: history).effective == 450 * sol)
        #expect(StakeActivation.of(d, at: 12, history: history).effective == 940_500_000_000)
        #expect(StakeActivation.of(d, at: 13, history: history).effective == 1_000 * sol)
    }

    @Test func allowanceIsExactOnRandomAndExtremeInputs() throws {
        var cases: [[UInt64]] = [
            [.max, .max, .max], [.max, 1, .max], [1, .max, 1], [0, 5, 5], [7, 0, 9], [9, 9, 0],
        ]
        for _ in 0..<500 {
            let bits = {
                UInt64.random(in: 0...UInt64.max, using: &TestRandom.rng)
                    >> UInt64.random(in: 0...63, using: &TestRandom.rng)
            }
            cases.append([bits(), bits() | 1, bits()])
        }
        let reply = try Oracle.ask("allowance", ["cases": cases], as: [UInt64].self, script: "stake_oracle.py")
        for (c, expected) in zip(cases, reply) {
            #expect(StakeActivation.allowance(c[0], portion: c[1], clusterEffective: c[2]) == expected, "\(c)")
        }
    }

    struct ScheduleReply: Decodable {
        let slotsPerEpoch: UInt64
        let offset: UInt64
        let warmup: Bool
        let firstNormalEpoch: UInt64
        let firstNormalSlot: UInt64
        let epochs: [UInt64]
        let firstSlots: [UInt64]
        let slotsIn: [UInt64]
    }

    @Test func epochScheduleMatchesSolders() throws {
        let slots: [UInt64] =
            [0, 31, 32, 95, 96, 524_255, 524_256, 956_255, 956_256]
            + (0..<50).map { _ in
                UInt64.random(in: 0...10_000_000_000, using: &TestRandom.rng)
            }
        let epochs: [UInt64] =
            [0, 1, 2, 13, 14, 15] + (0..<20).map { _ in UInt64.random(in: 0...100_000, using: &TestRandom.rng) }
        struct Request: Encodable {
            struct S: Encodable { let slotsPerEpoch: UInt64; let warmup: Bool }
            let schedules: [S]
            let slots: [UInt64]
            let epochs: [UInt64]
        }
        let reply = try Oracle.ask(
            "schedule",
            Request(
                schedules: [.init(slotsPerEpoch: 432_000, warmup: true), .init(slotsPerEpoch: 32, warmup: false)],
                slots: slots, epochs: epochs), as: [ScheduleReply].self, script: "stake_oracle.py")
        for schedule in reply {
            let es = EpochSchedule(
                slotsPerEpoch: schedule.slotsPerEpoch, leaderScheduleSlotOffset: schedule.offset,
                warmup: schedule.warmup, firstNormalEpoch: schedule.firstNormalEpoch,
                firstNormalSlot: schedule.firstNormalSlot)
            #expect(slots.map { es.epoch(ofSlot: $0) } == schedule.epochs)
            #expect(epochs.map { es.firstSlot(ofEpoch: $0) } == schedule.firstSlots)
            #expect(epochs.map { es.slotsInEpoch($0) } == schedule.slotsIn)
        }
    }

    @Test func splitMergeAndMinimumDelegationInstructionBytes() {
        // vectors of docs/staking-and-rpc.md §3.3 (checked there against the program in LiteSVM)
        let a = Keypair.generate().publicKey, b = Keypair.generate().publicKey, s = Keypair.generate().publicKey
        let split = StakeProgram.split(stakeAccount: a, destination: b, staker: s, lamports: 1_000_000_000)
        #expect(split.data == [UInt8](hex: "0300000000ca9a3b00000000"))
        #expect(split.accounts.map(\.publicKey) == [a, b, s] && split.accounts[2].isSigner)
        let merge = StakeProgram.merge(destination: a, source: b, staker: s)
        #expect(merge.data == [UInt8](hex: "07000000"))
        #expect(merge.accounts.map(\.publicKey) == [a, b, .sysvarClock, .sysvarStakeHistory, s])
        #expect(merge.accounts[0].isWritable && merge.accounts[1].isWritable && merge.accounts[4].isSigner)
        #expect(StakeProgram.getMinimumDelegation().data == [UInt8](hex: "0d000000"))
        #expect(
            (try? StakeInstruction(split))
                == .split(stakeAccount: a, destination: b, staker: s, lamports: 1_000_000_000))
        #expect((try? StakeInstruction(merge)) == .merge(destination: a, source: b, staker: s))
    }

    // MARK: RPC answers

    func fixture(_ name: String) throws -> [UInt8] { Array(try Oracle.fixture("solana/rpc/\(name)")) }

    @Test func recordedStakingAnswersDecode() throws {
        let votes = try RPCRequest<VoteAccounts>.getVoteAccounts().decodeResponse(
            try fixture("getVoteAccounts-localnet.json"))
        #expect(votes.current.count == 1 && votes.delinquent.isEmpty)
        let v = try #require(votes.current.first)
        #expect(v.activatedStake == 999_999_997_717_120 && v.commission == 0 && v.lastVote == 134 && v.rootSlot == 103)
        #expect(v.epochCredits == [EpochCredits(epoch: 0, credits: 104, previousCredits: 0)])
        #expect(v.votePubkey == (try PublicKey("5wi1m4kquajfcVVavvTuFWoMD4Nri4BJEUjV9pfCrhsp")))

        let rewards = try RPCRequest<[InflationReward?]>.getInflationReward([]).decodeResponse(
            try fixture("getInflationReward-docs.json"))
        #expect(rewards.count == 2 && rewards[1] == nil)
        #expect(rewards[0]?.amount == 2500 && rewards[0]?.postBalance == 499_999_442_500 && rewards[0]?.epoch == 2)
        #expect(rewards[0]?.effectiveSlot == 224 && rewards[0]?.commission == nil)

        let governor = try RPCRequest<InflationGovernor>.getInflationGovernor().decodeResponse(
            try fixture("getInflationGovernor-docs.json"))
        #expect(governor.initial == 0.15 && governor.foundationTerm == 7)
        let rate = try RPCRequest<InflationRate>.getInflationRate().decodeResponse(
            try fixture("getInflationRate-docs.json"))
        #expect(rate.epoch == 100 && rate.validator == 0.148)
    }

    @Test func commissionInBasisPointsAndMalformedCredits() throws {
        let bps = Array(
            #"{"jsonrpc":"2.0","result":{"current":[{"inflationRewardsCommissionBps":250,"epochVoteAccount":true,"epochCredits":[[1,64,0]],"nodePubkey":"B97CCUW3AEZFGy6uUg6zUdnNYvnVq5VG8PUtb2HayTDD","lastVote":147,"activatedStake":42,"votePubkey":"3ZT31jkAGhUaw8jsy4bTknwBMP8i4Eueh52By4zXcsVw","rootSlot":100}],"delinquent":[]},"id":1}"#
                .utf8)
        let votes = try RPCRequest<VoteAccounts>.getVoteAccounts().decodeResponse(bps)
        #expect(votes.current.first?.commission == nil && votes.current.first?.commissionBasisPoints == 250)
        for bad in ["[1,64]", "[1,64,0,5]", "[1,-64,0]", "[1,64.5,0]"] {
            let body = Array(
                #"{"jsonrpc":"2.0","result":{"current":[{"commission":1,"epochVoteAccount":true,"epochCredits":[BAD],"nodePubkey":"B97CCUW3AEZFGy6uUg6zUdnNYvnVq5VG8PUtb2HayTDD","lastVote":147,"activatedStake":42,"votePubkey":"3ZT31jkAGhUaw8jsy4bTknwBMP8i4Eueh52By4zXcsVw"}],"delinquent":[]},"id":1}"#
                    .replacingOccurrences(of: "BAD", with: bad).utf8)
            #expect(throws: RPCClientError.self, "\(bad)") {
                try RPCRequest<VoteAccounts>.getVoteAccounts().decodeResponse(body)
            }
        }
    }
}
