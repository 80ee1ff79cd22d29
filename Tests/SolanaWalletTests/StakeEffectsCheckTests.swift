import SolanaCore
import SolanaTransactions
import Testing

@testable import SolanaWallet

/// A stake action's review is checked against the effects of its simulation (`StakingFlow.differences`): a node that
/// lies about the simulation, or a transaction that does more than the action, is refused before signing. Hand-made
/// account states; the honest cases run on localnet in `StakingFlowTests`.
@Suite struct StakeEffectsCheckTests {
    let wallet = Keypair.generate().publicKey
    let stake = Keypair.generate().publicKey
    let thief = Keypair.generate().publicKey
    let validator = Keypair.generate().publicKey
    static let reserve: UInt64 = 2_282_880

    func le(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }

    /// A 200-byte stake account: initialized, or delegated to `voter` (deactivated at `deactivation`).
    func stakeData(staker: PublicKey, withdrawer: PublicKey, voter: PublicKey? = nil, deactivation: UInt64 = .max)
        -> [UInt8]
    {
        var d: [UInt8] = [voter == nil ? 1 : 2, 0, 0, 0] + le(Self.reserve) + staker.bytes + withdrawer.bytes
        d += [UInt8](repeating: 0, count: 124 - d.count)
        if let voter { d += voter.bytes + le(1_000_000_000) + le(3) + le(deactivation) }
        d += [UInt8](repeating: 0, count: 200 - d.count)
        return d
    }

    func system(_ lamports: UInt64) -> AccountState { AccountState(lamports: lamports, owner: .systemProgram) }
    func stakeState(_ lamports: UInt64, _ data: [UInt8]) -> AccountState {
        AccountState(lamports: lamports, owner: .stakeProgram, data: data)
    }

    func effects(_ snapshots: [TransactionEffects.Snapshot], instructions: [Instruction] = []) -> TransactionEffects {
        TransactionEffects.compute(
            signers: [wallet], feePayer: wallet, fee: 5_000, snapshots: snapshots, instructions: instructions,
            rentExemptMinimum: { _ in Self.reserve })
    }

    var delegated: [UInt8] { stakeData(staker: wallet, withdrawer: wallet, voter: validator) }

    @Test func anHonestDeactivationMatches() {
        let deactivated = stakeData(staker: wallet, withdrawer: wallet, voter: validator, deactivation: 5)
        let result = effects([
            .init(address: wallet, before: system(10_000_000), after: system(9_995_000)),
            .init(
                address: stake, before: stakeState(1_002_282_880, delegated),
                after: stakeState(1_002_282_880, deactivated)),
        ])
        let expected: [PublicKey: StakeExpectation] = [
            wallet: .init(delta: -5_000),
            stake: .init(delta: 0, allowed: [.stakeDeactivated], required: [.stakeDeactivated]),
        ]
        #expect(StakingFlow.differences(result, expected: expected).isEmpty)
        // The node says the account was not deactivated: refused.
        let unchanged = effects([.init(address: wallet, before: system(10_000_000), after: system(9_995_000))])
        #expect(
            StakingFlow.differences(unchanged, expected: expected) == ["\(stake) would not be deactivated (its stake)"])
    }

    @Test func moreSOLLeavingThanTheReviewIsRefused() {
        let result = effects([.init(address: wallet, before: system(10_000_000), after: system(8_995_000))])
        let differences = StakingFlow.differences(result, expected: [wallet: .init(delta: -5_000)])
        #expect(differences == ["\(wallet) would change by -0.001005 SOL, not -0.000005 SOL"])
    }

    @Test func aWithdrawerChangeOrAnUnexpectedAccountIsRefused() {
        let stolen = stakeData(staker: wallet, withdrawer: thief, voter: validator)
        let other = Keypair.generate().publicKey
        let result = effects([
            .init(address: wallet, before: system(10_000_000), after: system(9_995_000)),
            .init(
                address: stake, before: stakeState(1_002_282_880, delegated), after: stakeState(1_002_282_880, stolen)),
            .init(
                address: other, before: stakeState(5_000_000, stakeData(staker: wallet, withdrawer: wallet)),
                after: stakeState(4_000_000, stakeData(staker: wallet, withdrawer: wallet))),
        ])
        let differences = StakingFlow.differences(
            result, expected: [wallet: .init(delta: -5_000), stake: .init(delta: 0, allowed: [.stakeDeactivated])])
        #expect(differences.contains("the withdrawer of \(stake) would change"))
        #expect(differences.contains("\(other) would change (-0.001 SOL)"))
        #expect(differences.count == 2)
    }

    @Test func aNewStakeAccountMustBeTheWalletsAndDelegatedToTheChosenValidator() {
        let elsewhere = Keypair.generate().publicKey
        func create(_ data: [UInt8]) -> [String] {
            let result = effects([
                .init(address: wallet, before: system(5_000_000_000), after: system(3_997_712_120)),
                .init(address: stake, before: nil, after: stakeState(1_002_282_880, data)),
            ])
            return StakingFlow.differences(
                result,
                expected: [
                    wallet: .init(delta: -1_002_287_880), stake: .init(delta: 1_002_282_880, allowed: [.created]),
                ],
                created: (stake, wallet, validator))
        }
        #expect(create(delegated).isEmpty)
        #expect(
            create(stakeData(staker: wallet, withdrawer: wallet, voter: elsewhere))
                == ["\(stake) would not be a stake account of \(wallet) delegated to \(validator)"])
        // Created with someone else as withdrawer: an authority set for another, and not the wallet's account.
        let theirs = create(stakeData(staker: wallet, withdrawer: thief, voter: validator))
        #expect(theirs.contains("the withdrawer of \(stake) would change"))
        #expect(theirs.last == "\(stake) would not be a stake account of \(wallet) delegated to \(validator)")
    }

    @Test func aSplitMayCopyItsSourcesAuthoritiesToTheNewAccount() {
        let destination = Keypair.generate().publicKey
        let custodied = stakeData(staker: wallet, withdrawer: thief, voter: validator)
        let result = effects([
            .init(address: wallet, before: system(5_000_000_000), after: system(4_997_712_120)),
            .init(address: destination, before: nil, after: stakeState(502_282_880, custodied)),
            .init(
                address: stake, before: stakeState(1_002_282_880, custodied), after: stakeState(502_282_880, custodied)),
        ])
        var expected: [PublicKey: StakeExpectation] = [
            wallet: .init(delta: -2_287_880),
            destination: .init(delta: 502_282_880, allowed: [.created], newAuthorities: [.withdrawer: thief]),
            stake: .init(delta: -500_000_000, allowed: [.dataChanged, .closed]),
        ]
        #expect(StakingFlow.differences(result, expected: expected).isEmpty)
        expected[destination]?.newAuthorities = [:]
        #expect(
            StakingFlow.differences(result, expected: expected) == ["the withdrawer of \(destination) would change"])
    }

    @Test func anUnreadableWriteIsRefused() {
        let program = Keypair.generate().publicKey
        let write = Instruction(programId: program, accounts: [.writable(wallet, signer: true)], data: [1])
        let result = effects(
            [.init(address: wallet, before: system(10_000_000), after: system(9_995_000))], instructions: [write])
        #expect(
            StakingFlow.differences(result, expected: [wallet: .init(delta: -5_000)])
                == ["instruction 1 of \(program) writes \(wallet)"])
    }
}
