import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import TestSupport
import Testing

/// Staking end to end on localnet (short epochs, the real Stake program): stake to a validator, activating → active,
/// split and merge, rewards credited and listed, deactivate, cooldown, withdraw back to the wallet, with balances
/// read on chain at each step and the account bytes read by the Python parser too; and the refusals.
@Suite(.serialized) struct StakingFlowTests {
    static let sol: UInt64 = 1_000_000_000
    static let slotsPerEpoch = 400

    struct Net {
        let localnet: Localnet
        let client: RPCClient
        let flow: StakingFlow

        init() throws {
            localnet = try Localnet(
                slotMilliseconds: 50, extraArguments: ["--slots-per-epoch", String(StakingFlowTests.slotsPerEpoch)])
            client = RPCClient(
                cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
            flow = StakingFlow(client: client)
        }

        /// To the next epoch boundary and a few slots past it (so `confirmed` is there too).
        func nextEpoch() async throws {
            _ = try await localnet.admin("/admin/advance", ["epochs": 1])
            _ = try await localnet.admin("/admin/advance", ["slots": 3])
        }

        func balance(_ key: PublicKey) async throws -> UInt64 {
            try await client.send(.getBalance(key, commitment: .confirmed)).value
        }

        func account(_ key: PublicKey) async throws -> AccountInfo? {
            try await client.send(.getMultipleAccounts([key], commitment: .confirmed)).value[0]
        }

        /// The SDK's reading of the account agrees with the Python struct parser on the same bytes.
        func checkAgainstPython(_ key: PublicKey) async throws {
            let bytes = try #require(try await account(key)?.data.bytes)
            let parsed = try Oracle.ask(
                "parse", ["accounts": [bytes.hex]], as: [StakingStateTests.Parsed].self, script: "stake_oracle.py")
            #expect(StakingStateTests.view(bytes) == parsed.first)
        }
    }

    @Test func stakeActivateSplitMergeRewardDeactivateWithdraw() async throws {
        let net = try Net()
        defer { net.localnet.stop() }
        let wallet = Keypair.generate()
        _ = try await net.client.airdrop(wallet.publicKey, lamports: 20 * Self.sol, commitment: .confirmed)
        _ = try await net.localnet.admin("/admin/advance", ["slots": 3])

        // Validators: two voting, one delinquent; sorted by stake, or by commission.
        let validators = try await net.flow.validators()
        #expect(validators.count == 3 && validators.filter { $0.delinquent }.count == 1)
        let byCommission = try await net.flow.validators(sort: .commission)
        let commissions = byCommission.map { $0.info.commissionBasisPoints ?? 0 }
        #expect(commissions == commissions.sorted())
        let validator = try #require(validators.first { !$0.delinquent })
        let vote = validator.info.votePubkey

        // Create and delegate 3 SOL; the review shows rent, minimum delegation and when it becomes active.
        let rent = try await net.client.send(.getMinimumBalanceForRentExemption(200, commitment: .confirmed))
        let review = try await net.flow.prepareCreate(wallet: wallet.publicKey, amount: "3", validator: vote)
        let expected = try PublicKey.createWithSeed(base: wallet.publicKey, seed: "0", owner: .stakeProgram)
        #expect(review.stakeAccount == expected && review.seed == "0")
        #expect(review.rent == rent && review.minimumDelegation == Self.sol && review.amount == 3 * Self.sol)
        #expect(review.effectiveEpoch == review.epoch + 1 && (review.estimatedSeconds ?? 0) > 0)
        // The simulation's effects, checked against the review: the wallet pays, the new account holds the stake.
        #expect(review.effects.accounts.map(\.address) == [wallet.publicKey, expected])
        #expect(review.effects.accounts[1].changes == [.created] && review.effects.authorityChanges.isEmpty)
        #expect(review.effects.accounts[0].lamportsLost == 3 * Self.sol + rent + review.fee)
        #expect(review.effects.solLeaving == review.fee)  // the rest stays in an account the wallet controls
        let before = try await net.balance(wallet.publicKey)
        // Journaled as every send is (the wallet database's journal of sent transactions).
        var journaled = net.flow
        let database = try WalletDatabase(path: NSTemporaryDirectory() + "stake-journal-\(UUID().uuidString).sqlite")
        journaled.journal = await SQLiteSentTransactionJournal.of(net.client, in: database)
        let created = try await journaled.send(review, signer: wallet)
        let entry = try (journaled.journal as? SQLiteSentTransactionJournal)?.transaction(created)
        #expect(entry?.state == .landed && entry?.feePayer == wallet.publicKey)
        let after = try await net.balance(wallet.publicKey)
        let spent: UInt64 = 3 * Self.sol + rent + review.fee
        #expect(before - after == spent)
        let held = try await net.account(expected)?.lamports
        #expect(held == 3 * Self.sol + rent)
        try await net.checkAgainstPython(expected)

        var accounts = try await net.flow.stakeAccounts(of: wallet.publicKey)
        #expect(accounts.map { $0.address } == [expected])
        var stake = try #require(accounts.first)
        let activation = try #require(stake.state.delegation?.activationEpoch)
        if stake.epoch == activation {
            #expect(stake.phase == StakePhase.activating && stake.activation.activating == 3 * Self.sol)
            // nothing to withdraw while it is activating
            await #expect(
                throws: StakingError.stillStaked(expected, phase: StakePhase.activating, staked: 3 * Self.sol)
            ) {
                try await net.flow.prepareWithdraw(wallet: wallet.publicKey, stakeAccount: expected)
            }
        }

        // Next epoch: fully active (a small stake against 30,000 SOL of cluster stake activates in one epoch).
        try await net.nextEpoch()
        stake = try await net.flow.stakeAccount(expected)
        #expect(stake.phase == StakePhase.active && stake.activation.effective == 3 * Self.sol)

        // Split 1 SOL into seed "1" and merge it back (both fully active, same validator).
        let split = try await net.flow.prepareSplit(wallet: wallet.publicKey, stakeAccount: expected, amount: "1")
        #expect(split.seed == "1" && split.otherAccount == expected)
        _ = try await net.flow.send(split, signer: wallet)
        accounts = try await net.flow.stakeAccounts(of: wallet.publicKey)
        #expect(accounts.count == 2)
        let part = try #require(accounts.first { $0.address == split.stakeAccount })
        #expect(
            part.state.delegation?.stake == Self.sol && part.phase == StakePhase.active
                && part.lamports == Self.sol + rent)
        await #expect(throws: StakingError.self) {  // both parts must keep the minimum delegation
            try await net.flow.prepareSplit(wallet: wallet.publicKey, stakeAccount: expected, amount: "1.5")
        }
        let merge = try await net.flow.prepareMerge(
            wallet: wallet.publicKey, destination: expected, source: split.stakeAccount)
        #expect(merge.effects.accounts.first { $0.address == split.stakeAccount }?.changes == [.closed])
        _ = try await net.flow.send(merge, signer: wallet)
        #expect(try await net.account(split.stakeAccount) == nil)
        stake = try await net.flow.stakeAccount(expected)
        #expect(stake.state.delegation?.stake == 3 * Self.sol && stake.lamports == 3 * Self.sol + 2 * rent)

        // The next boundary pays the epoch it was active in: lamports and delegated stake grow by the reward.
        let lamportsBefore = stake.lamports
        try await net.nextEpoch()
        stake = try await net.flow.stakeAccount(expected)
        let rewards = try await net.flow.rewards(of: wallet.publicKey, epochs: 3)
        let reward = try #require(rewards.first { $0.account == expected })
        #expect(reward.reward.epoch == stake.epoch - 1)
        #expect(reward.reward.amount > 0 && stake.lamports == lamportsBefore + reward.reward.amount)
        #expect(stake.state.delegation?.stake == 3 * Self.sol + reward.reward.amount)
        #expect(reward.reward.postBalance == stake.lamports)
        #expect(reward.reward.commission.map { UInt16($0) * 100 } == validator.info.commissionBasisPoints)
        try await net.checkAgainstPython(expected)

        // Active: only the free lamports (the merged account's second rent reserve) can be withdrawn, not the stake.
        #expect(stake.withdrawable == rent)
        let everything = Lamports.format(stake.lamports)
        await #expect(
            throws: StakingError.stillStaked(expected, phase: StakePhase.active, staked: stake.activation.effective)
        ) {
            try await net.flow.prepareWithdraw(wallet: wallet.publicKey, stakeAccount: expected, amount: everything)
        }

        // Deactivate: cooling down until the next boundary; withdrawing the stake is refused meanwhile.
        let deactivate = try await net.flow.prepareDeactivate(wallet: wallet.publicKey, stakeAccount: expected)
        #expect(deactivate.effectiveEpoch == deactivate.epoch + 1)
        #expect(deactivate.effects.accounts.first { $0.address == expected }?.changes == [.stakeDeactivated])
        _ = try await net.flow.send(deactivate, signer: wallet)
        stake = try await net.flow.stakeAccount(expected)
        let deactivation = try #require(stake.state.delegation?.deactivationEpoch)
        if stake.epoch == deactivation {
            #expect(stake.phase == StakePhase.deactivating && stake.withdrawable == rent)
            let all = Lamports.format(stake.lamports)
            await #expect(throws: StakingError.self) {
                try await net.flow.prepareWithdraw(wallet: wallet.publicKey, stakeAccount: expected, amount: all)
            }
        }
        await #expect(throws: StakingError.alreadyDeactivated(expected, epoch: deactivation)) {
            try await net.flow.prepareDeactivate(wallet: wallet.publicKey, stakeAccount: expected)
        }

        // After the boundary: inactive; withdraw everything to the wallet (the account closes).
        try await net.nextEpoch()
        stake = try await net.flow.stakeAccount(expected)
        #expect(stake.phase == StakePhase.inactive && stake.withdrawable == stake.lamports)
        let withdraw = try await net.flow.prepareWithdraw(wallet: wallet.publicKey, stakeAccount: expected)
        #expect(withdraw.amount == stake.lamports)
        #expect(withdraw.effects.accounts.first { $0.address == expected }?.changes == [.closed])
        let walletBefore = try await net.balance(wallet.publicKey)
        _ = try await net.flow.send(withdraw, signer: wallet)
        #expect(try await net.account(expected) == nil)
        #expect(try await net.balance(wallet.publicKey) == walletBefore + stake.lamports - withdraw.fee)
        #expect(try await net.flow.stakeAccounts(of: wallet.publicKey).isEmpty)
    }

    @Test func refusals() async throws {
        let net = try Net()
        defer { net.localnet.stop() }
        let wallet = Keypair.generate()
        _ = try await net.client.airdrop(wallet.publicKey, lamports: 5 * Self.sol, commitment: .confirmed)
        _ = try await net.localnet.admin("/admin/advance", ["slots": 3])
        // The typed cluster methods against localnet's answers.
        let minimum = try await net.client.send(.getStakeMinimumDelegation(commitment: .confirmed)).value
        #expect(minimum == Self.sol)
        let schedule = try await net.client.send(.getEpochSchedule())
        #expect(schedule.slotsPerEpoch == UInt64(Self.slotsPerEpoch) && !schedule.warmup)
        let info = try await net.client.send(.getEpochInfo(commitment: .processed))
        #expect(schedule.epoch(ofSlot: info.absoluteSlot) == info.epoch)
        #expect(schedule.slotsInEpoch(info.epoch) == info.slotsInEpoch)
        #expect(schedule.firstSlot(ofEpoch: info.epoch) == info.absoluteSlot - info.slotIndex)
        let rate = try await net.client.send(.getInflationRate())
        #expect(rate.total > 0 && abs(rate.total - rate.validator - rate.foundation) < 1e-12)
        #expect(try await net.client.send(.getInflationGovernor()).initial == 0.08)
        // the epoch has not ended: no rewards yet (-32004, as Agave answers)
        let nobody = Keypair.generate().publicKey
        await #expect(throws: RPCClientError.self) {
            try await net.client.send(.getInflationReward([nobody], epoch: info.epoch, commitment: .processed))
        }

        let validators = try await net.flow.validators()
        let good = try #require(validators.first { !$0.delinquent }).info.votePubkey
        let bad = try #require(validators.first { $0.delinquent }).info

        await #expect(throws: StakingError.belowMinimumDelegation(amount: Self.sol / 2, minimum: Self.sol)) {
            try await net.flow.prepareCreate(wallet: wallet.publicKey, amount: "0.5", validator: good)
        }
        await #expect(throws: StakingError.delinquentValidator(bad.votePubkey, lastVote: bad.lastVote)) {
            try await net.flow.prepareCreate(wallet: wallet.publicKey, amount: "1", validator: bad.votePubkey)
        }
        let stranger = Keypair.generate().publicKey
        await #expect(throws: StakingError.unknownValidator(stranger)) {
            try await net.flow.prepareCreate(wallet: wallet.publicKey, amount: "1", validator: stranger)
        }
        await #expect(throws: StakingError.self) {
            try await net.flow.prepareCreate(wallet: wallet.publicKey, amount: "100", validator: good)
        }
        for text in ["0", "-1", "1.0000000001", "abc", ""] {
            await #expect(throws: StakingError.self, "\(text)") {
                try await net.flow.prepareCreate(wallet: wallet.publicKey, amount: text, validator: good)
            }
        }
        await #expect(throws: StakingError.notAStakeAccount(stranger)) {
            try await net.flow.prepareWithdraw(wallet: wallet.publicKey, stakeAccount: stranger)
        }
        // A delinquent validator with the flag: allowed, with a warning, and it really lands.
        let review = try await net.flow.prepareCreate(
            wallet: wallet.publicKey, amount: "1", validator: bad.votePubkey, allowDelinquent: true)
        #expect(review.warnings == ["delinquentValidator"])
        _ = try await net.flow.send(review, signer: wallet)
        let accounts = try await net.flow.stakeAccounts(of: wallet.publicKey)
        #expect(accounts.first?.state.delegation?.voter == bad.votePubkey)
        // Another wallet cannot deactivate it.
        let other = Keypair.generate()
        await #expect(throws: StakingError.self) {
            try await net.flow.prepareDeactivate(wallet: other.publicKey, stakeAccount: review.stakeAccount)
        }
        // Signing with a key that is not the review's wallet is refused before anything is sent.
        let again = try await net.flow.prepareCreate(
            wallet: wallet.publicKey, amount: "1", validator: good)
        await #expect(throws: StakingError.self) { try await net.flow.send(again, signer: other) }

        // A node that answers getVoteAccounts with broken JSON: a typed error, never a trap or an empty list.
        _ = try await net.localnet.admin("/admin/faults", ["malformed": 1.0, "methods": ["getVoteAccounts"]])
        await #expect(throws: StakingError.self) { try await net.flow.validators() }
        _ = try await net.localnet.admin("/admin/faults", ["reset": true])
        #expect(try await net.flow.validators().count == 3)
    }
}
