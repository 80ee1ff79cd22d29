import SolanaCore
import SolanaRPC
import SolanaTransactions

/// A validator to stake with, from getVoteAccounts.
public struct ValidatorSummary: Sendable, Equatable {
    /// What the node reported.
    public let info: VoteAccountInfo
    /// Whether it stopped voting (listed under `delinquent`).
    public let delinquent: Bool
}

/// How `validators` sorts.
public enum ValidatorSort: String, Sendable, CaseIterable {
    /// Most active stake first.
    case stake
    /// Lowest commission first (then most stake).
    case commission
}

/// One reward credited to a stake account.
public struct StakeReward: Sendable, Equatable {
    /// The stake account.
    public let account: PublicKey
    /// What the node reported.
    public let reward: InflationReward
}

/// What a staking transaction will do, shown before signing.
public struct StakeReview: Sendable, Equatable {
    /// The action.
    public enum Action: String, Sendable, Equatable, Codable {
        /// Create a stake account at a seeded address and delegate it.
        case create
        /// Stop the stake (it cools down over the next epochs).
        case deactivate
        /// Take lamports out of an inactive stake account.
        case withdraw
        /// Move part of a stake into a new stake account.
        case split
        /// Join one stake account into another.
        case merge
    }

    /// What the transaction does.
    public let action: Action
    /// The wallet (fee payer and authority).
    public let wallet: PublicKey
    /// The stake account acted on (the new one for create and split).
    public let stakeAccount: PublicKey
    /// The seed of a new account (address = createWithSeed(wallet, seed, Stake)).
    public let seed: String?
    /// The other account: the split source, the merge source, the withdraw recipient.
    public let otherAccount: PublicKey?
    /// The validator's vote account (create).
    public let validator: PublicKey?
    /// Lamports staked, moved or withdrawn.
    public let amount: UInt64
    /// The rent-exempt reserve a stake account keeps (locked in it, returned on the last withdrawal).
    public let rent: UInt64
    /// The smallest delegation the cluster accepts.
    public let minimumDelegation: UInt64
    /// The network fee.
    public let fee: UInt64
    /// The epoch now.
    public let epoch: UInt64
    /// The epoch the change is complete (stake active for create, inactive for deactivate), an estimate.
    public let effectiveEpoch: UInt64?
    /// Seconds until `effectiveEpoch` starts, estimated at 400 ms a slot.
    public let estimatedSeconds: UInt64?
    /// The wallet's balance before, in lamports.
    public let walletBefore: UInt64
    /// The wallet's balance after the transaction and its fee, in lamports.
    public let walletAfter: UInt64
    /// Things to know before signing (the delinquent validator the user chose anyway).
    public let warnings: [String]
    /// The unsigned transaction.
    public let transaction: Transaction
    /// The last block height at which it can land.
    public let lastValidBlockHeight: UInt64
    /// What the transaction does to the wallet's accounts, from its simulation; checked to be exactly this review
    /// (the wallet's SOL, the stake accounts' SOL and state, no authority changing) before the review is returned.
    public let effects: TransactionEffects
}

/// What a stake transaction may do to one account: its lamports change and the state changes it may show.
struct StakeExpectation: Sendable, Equatable {
    /// The change of the account's lamports (after − before).
    var delta: Int128
    /// The state changes the action may make to it.
    var allowed: Set<AccountEffect.StateChange> = []
    /// The state changes the action must make to it.
    var required: Set<AccountEffect.StateChange> = []
    /// The authorities a new account may be given that are not the wallet's (a split copies its source's).
    var newAuthorities: [AuthorityRole: PublicKey] = [:]
}

/// Staking with the native Stake program: validators, stake accounts of a wallet, rewards, and the create + delegate,
/// deactivate, withdraw, split and merge transactions through the same review / sign / confirm flow as a send.
public struct StakingFlow: Sendable {
    /// The cluster it reads and sends through.
    public let client: RPCClient
    /// The commitment reads and confirmation use.
    public var commitment: Commitment = .confirmed
    /// How many seeds ("0", "1", …) `nextSeed` scans for a free stake-account address.
    public var seedScan = 64
    /// The transaction format the stake transactions are built in (legacy by default). v0 and v1 are built as a
    /// send builds them (`SendRequest.version`): v1 with the compute-unit and loaded-accounts-data-size limits from one
    /// simulation, never an unset data-size limit; `.auto` is v1 where the cluster takes it, else legacy.
    public var version: SendRequest.VersionChoice = .legacy
    /// Where the stake transactions sent are journaled (`SendFlow.journal`); nil: nowhere.
    public var journal: (any SentTransactionJournal)?
    /// Nominal slot time for estimates.
    public static let nominalSlotMilliseconds: UInt64 = 400

    /// A flow on `client`'s cluster, reading and confirming at `confirmed`.
    public init(client: RPCClient) { self.client = client }

    // MARK: Reading

    /// The cluster's validators, delinquent ones included (flagged), sorted.
    public func validators(sort: ValidatorSort = .stake) async throws(StakingError) -> [ValidatorSummary] {
        let accounts = try await rpc(.getVoteAccounts(keepUnstakedDelinquents: true, commitment: commitment))
        let all =
            accounts.current.map { ValidatorSummary(info: $0, delinquent: false) }
            + accounts.delinquent.map { ValidatorSummary(info: $0, delinquent: true) }
        return all.sorted { a, b in
            switch sort {
            case .stake:
                if a.info.activatedStake != b.info.activatedStake {
                    return a.info.activatedStake > b.info.activatedStake
                }
            case .commission:
                let ca = a.info.commissionBasisPoints ?? .max, cb = b.info.commissionBasisPoints ?? .max
                if ca != cb { return ca < cb }
                if a.info.activatedStake != b.info.activatedStake {
                    return a.info.activatedStake > b.info.activatedStake
                }
            }
            return a.info.votePubkey.base58 < b.info.votePubkey.base58
        }
    }

    /// The stake accounts `wallet` withdraws from or stakes with, with their amounts at the current epoch.
    public func stakeAccounts(of wallet: PublicKey) async throws(StakingError) -> [StakeAccount] {
        var found: [PublicKey: AccountInfo] = [:]
        for offset in [StakeAccountState.withdrawerOffset, StakeAccountState.stakerOffset] {
            let keyed = try await rpc(
                .getProgramAccounts(
                    .stakeProgram,
                    filters: [
                        .dataSize(StakeProgram.stakeAccountLength), .memcmp(offset: offset, bytes: wallet.bytes),
                    ],
                    commitment: commitment))
            for item in keyed where item.account.owner == .stakeProgram { found[item.pubkey] = item.account }
        }
        let (epoch, history) = try await epochAndHistory()
        var out: [StakeAccount] = []
        for (address, info) in found {
            guard let data = info.data.bytes else { throw .send(.network("the node sent stake data not in base64")) }
            do {
                out.append(
                    try StakeAccount(
                        address: address, lamports: info.lamports, data: data, epoch: epoch, history: history))
            } catch {
                throw .state(error)
            }
        }
        return out.sorted { $0.address.base58 < $1.address.base58 }
    }

    /// One stake account by address.
    public func stakeAccount(_ address: PublicKey) async throws(StakingError) -> StakeAccount {
        let info = try await fetch([address])[0]
        guard let info, info.owner == .stakeProgram, let data = info.data.bytes else {
            throw .notAStakeAccount(address)
        }
        let (epoch, history) = try await epochAndHistory()
        do {
            return try StakeAccount(
                address: address, lamports: info.lamports, data: data, epoch: epoch, history: history)
        } catch {
            throw .state(error)
        }
    }

    /// The current epoch and the StakeHistory sysvar, read at the same commitment.
    public func epochAndHistory() async throws(StakingError) -> (UInt64, StakeHistory) {
        let info = try await rpc(.getEpochInfo(commitment: commitment))
        guard let sysvar = try await fetch([.sysvarStakeHistory])[0], let bytes = sysvar.data.bytes else {
            throw .state(.badHistory("the node has no StakeHistory sysvar"))
        }
        do { return (info.epoch, try StakeHistory(bytes: bytes)) } catch { throw .state(error) }
    }

    /// Rewards of the wallet's stake accounts over the last `epochs` finished epochs, newest first.
    public func rewards(of wallet: PublicKey, epochs: Int) async throws(StakingError) -> [StakeReward] {
        let accounts = try await stakeAccounts(of: wallet).map(\.address)
        guard !accounts.isEmpty, epochs > 0 else { return [] }
        let current = try await rpc(.getEpochInfo(commitment: commitment)).epoch
        var out: [StakeReward] = []
        var epoch = current
        while epoch > 0 && current - epoch < UInt64(epochs) {
            epoch -= 1
            for chunk in stride(from: 0, to: accounts.count, by: 100) {
                let keys = Array(accounts[chunk..<min(accounts.count, chunk + 100)])
                let rewards = try await rpc(.getInflationReward(keys, epoch: epoch, commitment: commitment))
                guard rewards.count == keys.count else {
                    throw .send(.network("the node answered \(rewards.count) rewards for \(keys.count) addresses"))
                }
                for (key, reward) in zip(keys, rewards) {
                    if let reward { out.append(StakeReward(account: key, reward: reward)) }
                }
            }
        }
        return out
    }

    /// The first seed "0", "1", … whose stake account address is free.
    public func nextSeed(for wallet: PublicKey) async throws(StakingError) -> (String, PublicKey) {
        var candidates: [(String, PublicKey)] = []
        for i in 0..<seedScan {
            let seed = String(i)
            do {
                candidates.append((seed, try PublicKey.createWithSeed(base: wallet, seed: seed, owner: .stakeProgram)))
            } catch {
                throw .send(.build("\(error)"))
            }
        }
        for chunk in stride(from: 0, to: candidates.count, by: 100) {
            let part = Array(candidates[chunk..<min(candidates.count, chunk + 100)])
            let infos = try await fetch(part.map(\.1))
            if let i = infos.firstIndex(where: { $0 == nil }) { return part[i] }
        }
        throw .noFreeSeed
    }

    // MARK: Reviews

    /// Create a seeded stake account with `amount` SOL and delegate it to `validator`.
    public func prepareCreate(
        wallet: PublicKey, amount text: String, validator: PublicKey, allowDelinquent: Bool = false
    ) async throws(StakingError) -> StakeReview {
        let amount = try Self.parse(text)
        let minimum = try await rpc(.getStakeMinimumDelegation(commitment: commitment)).value
        let rent = try await rentReserve()
        let votes = try await rpc(
            .getVoteAccounts(votePubkey: validator, keepUnstakedDelinquents: true, commitment: commitment))
        var warnings: [String] = []
        if let info = votes.delinquent.first(where: { $0.votePubkey == validator }) {
            guard allowDelinquent else { throw .delinquentValidator(validator, lastVote: info.lastVote) }
            warnings.append("delinquentValidator")
        } else if !votes.current.contains(where: { $0.votePubkey == validator }) {
            throw .unknownValidator(validator)
        }
        if amount < minimum { throw .belowMinimumDelegation(amount: amount, minimum: minimum) }
        let (seed, address) = try await nextSeed(for: wallet)
        let (total, overflow) = amount.addingReportingOverflow(rent)
        if overflow { throw .invalidAmount(.overflow(maximum: Lamports.format(UInt64.max - rent))) }
        let instructions = [
            SystemProgram.createAccountWithSeed(
                from: wallet, newAccount: address, base: wallet, seed: seed, lamports: total,
                space: StakeProgram.stakeAccountLength, owner: .stakeProgram),
            StakeProgram.initialize(stakeAccount: address, authorized: .init(staker: wallet, withdrawer: wallet)),
            StakeProgram.delegateStake(stakeAccount: address, voteAccount: validator, staker: wallet),
        ]
        let info = try await rpc(.getEpochInfo(commitment: commitment))
        let clusterStake = (votes.current + votes.delinquent).reduce(UInt64(0)) { $0 &+ $1.activatedStake }
        let clusterEffective = try await totalActiveStake(fallback: clusterStake)
        let epochs = Self.epochsToActivate(amount, clusterEffective: clusterEffective)
        return try await review(
            .create, wallet: wallet, stakeAccount: address, seed: seed, other: nil, validator: validator,
            amount: amount, rent: rent, minimum: minimum, spend: total, epoch: info, epochsUntilDone: epochs,
            warnings: warnings, instructions: instructions,
            expected: [address: StakeExpectation(delta: Int128(total), allowed: [.created])])
    }

    /// Deactivate a delegated stake account (all of it: split first for a partial unstake).
    public func prepareDeactivate(wallet: PublicKey, stakeAccount address: PublicKey) async throws(StakingError)
        -> StakeReview
    {
        let account = try await stakeAccount(address)
        guard case .delegated(let meta, let delegation, _, _) = account.state else { throw .notDelegated(address) }
        guard meta.authorized.staker == wallet else {
            throw .notAuthorized(account: address, role: "staker", authority: meta.authorized.staker)
        }
        if delegation.deactivationEpoch != .max {
            throw .alreadyDeactivated(address, epoch: delegation.deactivationEpoch)
        }
        let info = try await rpc(.getEpochInfo(commitment: commitment))
        return try await review(
            .deactivate, wallet: wallet, stakeAccount: address, seed: nil, other: nil, validator: delegation.voter,
            amount: delegation.stake, rent: meta.rentExemptReserve, minimum: 0, spend: 0, epoch: info,
            epochsUntilDone: account.activation.effective == 0 ? 0 : 1, warnings: [],
            instructions: [StakeProgram.deactivate(stakeAccount: address, staker: wallet)],
            expected: [address: StakeExpectation(delta: 0, allowed: [.stakeDeactivated], required: [.stakeDeactivated])]
        )
    }

    /// Withdraw `amount` SOL (nil: everything withdrawable) from a stake account to the wallet.
    public func prepareWithdraw(
        wallet: PublicKey, stakeAccount address: PublicKey, amount text: String? = nil
    ) async throws(StakingError) -> StakeReview {
        let account = try await stakeAccount(address)
        guard let meta = account.state.meta else { throw .notAStakeAccount(address) }
        guard meta.authorized.withdrawer == wallet else {
            throw .notAuthorized(account: address, role: "withdrawer", authority: meta.authorized.withdrawer)
        }
        let withdrawable = account.withdrawable
        let staked = account.activation.effective &+ account.activation.activating
        if withdrawable == 0 && staked > 0 { throw .stillStaked(address, phase: account.phase, staked: staked) }
        var amount = withdrawable
        if let text { amount = try Self.parse(text) }
        if amount == 0 { throw .zeroAmount }
        if amount > withdrawable {
            if staked > 0 && amount <= account.lamports {
                throw .stillStaked(address, phase: account.phase, staked: staked)
            }
            throw .exceedsWithdrawable(requested: amount, withdrawable: withdrawable)
        }
        if staked == 0 && amount < account.lamports && account.lamports - amount < meta.rentExemptReserve {
            throw .belowRent(remaining: account.lamports - amount, minimum: meta.rentExemptReserve)
        }
        let info = try await rpc(.getEpochInfo(commitment: commitment))
        return try await review(
            .withdraw, wallet: wallet, stakeAccount: address, seed: nil, other: wallet, validator: nil, amount: amount,
            rent: meta.rentExemptReserve, minimum: 0, spend: 0, receive: amount, epoch: info, epochsUntilDone: nil,
            warnings: [],
            instructions: [
                StakeProgram.withdraw(stakeAccount: address, withdrawer: wallet, to: wallet, lamports: amount)
            ],
            expected: [
                address: StakeExpectation(delta: -Int128(amount), allowed: amount == account.lamports ? [.closed] : [])
            ])
    }

    /// Split `amount` SOL of a stake account into a new seeded account (same delegation).
    public func prepareSplit(
        wallet: PublicKey, stakeAccount address: PublicKey, amount text: String
    ) async throws(StakingError) -> StakeReview {
        let amount = try Self.parse(text)
        let account = try await stakeAccount(address)
        guard let meta = account.state.meta else { throw .notAStakeAccount(address) }
        guard meta.authorized.staker == wallet else {
            throw .notAuthorized(account: address, role: "staker", authority: meta.authorized.staker)
        }
        let rent = try await rentReserve()
        let minimum = try await rpc(.getStakeMinimumDelegation(commitment: commitment)).value
        if let delegation = account.state.delegation {
            if amount < minimum { throw .belowMinimumDelegation(amount: amount, minimum: minimum) }
            if amount > delegation.stake {
                throw .exceedsWithdrawable(requested: amount, withdrawable: delegation.stake)
            }
            if amount < delegation.stake && delegation.stake - amount < minimum {
                throw .belowMinimumDelegation(amount: delegation.stake - amount, minimum: minimum)
            }
        } else {
            let free = account.lamports > meta.rentExemptReserve ? account.lamports - meta.rentExemptReserve : 0
            if amount > free { throw .exceedsWithdrawable(requested: amount, withdrawable: free) }
        }
        let (seed, destination) = try await nextSeed(for: wallet)
        let info = try await rpc(.getEpochInfo(commitment: commitment))
        return try await review(
            .split, wallet: wallet, stakeAccount: destination, seed: seed, other: address,
            validator: account.state.delegation?.voter, amount: amount, rent: rent, minimum: minimum, spend: rent,
            epoch: info, epochsUntilDone: nil, warnings: [],
            instructions: [
                SystemProgram.createAccountWithSeed(
                    from: wallet, newAccount: destination, base: wallet, seed: seed, lamports: rent,
                    space: StakeProgram.stakeAccountLength, owner: .stakeProgram),
                StakeProgram.split(stakeAccount: address, destination: destination, staker: wallet, lamports: amount),
            ],
            expected: [
                destination: StakeExpectation(
                    delta: Int128(rent) + Int128(amount), allowed: [.created],
                    newAuthorities: [
                        .staker: meta.authorized.staker, .withdrawer: meta.authorized.withdrawer,
                        .lockupCustodian: meta.lockup.custodian,
                    ]),
                address: StakeExpectation(delta: -Int128(amount), allowed: [.dataChanged, .closed]),
            ])
    }

    /// Merge `source` into `destination`: both inactive, both activating this epoch to the same validator, or both
    /// fully active to the same validator.
    public func prepareMerge(
        wallet: PublicKey, destination: PublicKey, source: PublicKey
    ) async throws(StakingError) -> StakeReview {
        if destination == source { throw .cannotMerge("an account cannot be merged into itself") }
        let dest = try await stakeAccount(destination)
        let src = try await stakeAccount(source)
        for account in [dest, src] {
            guard let meta = account.state.meta else { throw .notAStakeAccount(account.address) }
            guard meta.authorized.staker == wallet else {
                throw .notAuthorized(account: account.address, role: "staker", authority: meta.authorized.staker)
            }
        }
        if dest.state.meta?.authorized != src.state.meta?.authorized {
            throw .cannotMerge("their authorities differ")
        }
        try Self.checkMergeable(dest, src)
        let info = try await rpc(.getEpochInfo(commitment: commitment))
        return try await review(
            .merge, wallet: wallet, stakeAccount: destination, seed: nil, other: source,
            validator: dest.state.delegation?.voter, amount: src.lamports, rent: src.rentReserve, minimum: 0,
            spend: 0, epoch: info, epochsUntilDone: nil, warnings: [],
            instructions: [StakeProgram.merge(destination: destination, source: source, staker: wallet)],
            expected: [
                destination: StakeExpectation(delta: Int128(src.lamports), allowed: [.dataChanged, .stakeDelegated]),
                source: StakeExpectation(delta: -Int128(src.lamports), allowed: [.closed], required: [.closed]),
            ])
    }

    /// The merge rules of the Stake program (`program/src/helpers/merge.rs`), checked before signing.
    static func checkMergeable(_ dest: StakeAccount, _ src: StakeAccount) throws(StakingError) {
        enum Kind: Equatable { case inactive, activationEpoch(PublicKey, UInt64), fullyActive(PublicKey), transient }
        func kind(_ a: StakeAccount) -> Kind {
            guard let d = a.state.delegation else { return .inactive }
            let s = a.activation
            if s.effective == 0 && s.activating == 0 && s.deactivating == 0 { return .inactive }
            if s.effective == 0 && s.activating > 0 && s.deactivating == 0 {
                return .activationEpoch(d.voter, d.activationEpoch)
            }
            if s.activating == 0 && s.deactivating == 0 && s.effective == d.stake { return .fullyActive(d.voter) }
            return .transient
        }
        let (a, b) = (kind(dest), kind(src))
        if a == .transient || b == .transient {
            throw .cannotMerge("one of them is still activating or deactivating across epochs; wait for the boundary")
        }
        switch (a, b) {
        case (.inactive, .inactive), (.inactive, .activationEpoch), (.activationEpoch, .inactive): return
        case (.activationEpoch(let v1, let e1), .activationEpoch(let v2, let e2)) where v1 == v2 && e1 == e2: return
        case (.fullyActive(let v1), .fullyActive(let v2)) where v1 == v2: return
        default: throw .cannotMerge("they are not both inactive, both activating, or both active to the same validator")
        }
    }

    // MARK: Sending

    /// Signs the reviewed transaction with the wallet's key, sends it and waits for confirmation (as a send does).
    public func send(
        _ review: StakeReview, signer: Keypair, progress: @Sendable (SendFlow.Progress) -> Void = { _ in }
    ) async throws(StakingError) -> Signature {
        guard signer.publicKey == review.wallet else {
            throw .send(.build("the key given does not sign for \(review.wallet)"))
        }
        var flow = SendFlow(client: client)
        flow.commitment = commitment
        flow.journal = journal
        do {
            return try await flow.send(
                review.transaction, signer: signer, lastValidBlockHeight: review.lastValidBlockHeight,
                progress: progress)
        } catch {
            throw Self.explain(error)
        }
    }

    // MARK: Helpers

    /// Epochs until `amount` is fully active if it were the only stake warming up (9 % of the cluster's effective
    /// stake per epoch); at least 1, at most 100.
    public static func epochsToActivate(_ amount: UInt64, clusterEffective: UInt64) -> UInt64 {
        var remaining = amount
        var effective = clusterEffective
        var epochs: UInt64 = 1
        while epochs < 100 {
            let allowance = StakeActivation.allowance(remaining, portion: remaining, clusterEffective: effective)
            if allowance >= remaining || effective == 0 { return epochs }
            remaining -= max(1, allowance)
            effective &+= max(1, allowance)
            epochs += 1
        }
        return epochs
    }

    func totalActiveStake(fallback: UInt64) async throws(StakingError) -> UInt64 {
        let (epoch, history) = try await epochAndHistory()
        if epoch > 0, let last = history[epoch - 1] { return last.effective }
        return fallback
    }

    func rentReserve() async throws(StakingError) -> UInt64 {
        try await rpc(.getMinimumBalanceForRentExemption(Int(StakeProgram.stakeAccountLength), commitment: commitment))
    }

    static func parse(_ text: String) throws(StakingError) -> UInt64 {
        let amount: UInt64
        do throws(AmountError) { amount = try Lamports.parse(sol: text) } catch { throw .invalidAmount(error) }
        if amount == 0 { throw .zeroAmount }
        return amount
    }

    /// A failed send or simulation, as a staking error.
    static func explain(_ error: SendError) -> StakingError { .send(error) }

    func review(
        _ action: StakeReview.Action, wallet: PublicKey, stakeAccount: PublicKey, seed: String?, other: PublicKey?,
        validator: PublicKey?, amount: UInt64, rent: UInt64, minimum: UInt64, spend: UInt64, receive: UInt64 = 0,
        epoch info: EpochInfo, epochsUntilDone: UInt64?, warnings: [String], instructions: [Instruction],
        expected: [PublicKey: StakeExpectation]
    ) async throws(StakingError) -> StakeReview {
        // Built as a send builds its transaction (the format, the limits from one simulation, the node's fee).
        var builder = SendFlow(client: client)
        builder.commitment = commitment
        var request = SendRequest(from: wallet, to: wallet, amount: .exact("0"))
        request.version = version
        let draft: SendFlow.Draft
        do { draft = try await builder.build(request, instructions: instructions, price: nil) } catch {
            throw Self.explain(error)
        }
        let transaction = draft.transaction
        let fee = draft.fee
        guard let balance = try await fetch([wallet])[0]?.lamports else {
            throw .insufficientFunds(needed: spend &+ fee, available: 0)
        }
        let (needed, overflow) = spend.addingReportingOverflow(fee)
        if overflow || needed > balance { throw .insufficientFunds(needed: needed, available: balance) }
        var flow = SendFlow(client: client)
        flow.commitment = commitment
        let effects: TransactionEffects
        do {
            effects = try await flow.effects(of: transaction, signers: [wallet], replaceBlockhash: true)
        } catch { throw Self.explain(error) }
        var expected = expected
        expected[wallet] = StakeExpectation(delta: Int128(receive) - Int128(needed))
        let differences = Self.differences(
            effects, expected: expected, created: action == .create ? (stakeAccount, wallet, validator) : nil)
        guard differences.isEmpty else {
            throw .send(.refused([.effectsDifferFromReview(differences.joined(separator: "; "))]))
        }
        var effectiveEpoch: UInt64?
        var seconds: UInt64?
        if let epochsUntilDone {
            effectiveEpoch = info.epoch + epochsUntilDone
            if epochsUntilDone > 0 {
                let slotsLeft = info.slotsInEpoch - min(info.slotIndex, info.slotsInEpoch)
                let slots = slotsLeft &+ (epochsUntilDone - 1) &* info.slotsInEpoch
                seconds = slots &* Self.nominalSlotMilliseconds / 1000
            } else {
                seconds = 0
            }
        }
        return StakeReview(
            action: action, wallet: wallet, stakeAccount: stakeAccount, seed: seed, otherAccount: other,
            validator: validator, amount: amount, rent: rent, minimumDelegation: minimum, fee: fee, epoch: info.epoch,
            effectiveEpoch: effectiveEpoch, estimatedSeconds: seconds, walletBefore: balance,
            walletAfter: balance - needed + receive, warnings: warnings, transaction: transaction,
            lastValidBlockHeight: draft.lastValidBlockHeight, effects: effects)
    }

    /// How `effects` differ from what a stake action does: every changed account must be expected, with exactly its
    /// lamport change and only the state changes the action makes; no authority changes, no unreadable write; an
    /// expected change must happen; a created stake account (`created`: its address, the wallet, the validator) must
    /// be a stake account of the wallet delegated to the validator. Empty: they match.
    static func differences(
        _ effects: TransactionEffects, expected: [PublicKey: StakeExpectation],
        created: (account: PublicKey, wallet: PublicKey, validator: PublicKey?)? = nil
    ) -> [String] {
        var differences: [String] = []
        func lamports(_ delta: Int128) -> String {
            (delta < 0 ? "-" : "+") + Lamports.formatSOL(UInt64(delta.magnitude))
        }
        for account in effects.accounts {
            let delta = Int128(account.lamportsAfter) - Int128(account.lamportsBefore)
            guard let expectation = expected[account.address] else {
                differences.append("\(account.address) would change (\(lamports(delta)))")
                continue
            }
            if delta != expectation.delta {
                differences.append(
                    "\(account.address) would change by \(lamports(delta)), not \(lamports(expectation.delta))")
            }
            for change in account.changes where !expectation.allowed.contains(change) {
                differences.append("\(account.address) would be \(change.phrase)")
            }
            for change in expectation.required.sorted(by: { $0.rawValue < $1.rawValue })
            where !account.changes.contains(change) {
                differences.append("\(account.address) would not be \(change.phrase)")
            }
            for change in account.authorityChanges {
                let copied =
                    change.before == nil && change.after != nil
                    && expectation.newAuthorities[change.role] == change.after
                if !copied { differences.append("the \(change.role.phrase) of \(change.account) would change") }
            }
        }
        for (address, expectation) in expected.sorted(by: { $0.key.base58 < $1.key.base58 })
        where !effects.accounts.contains(where: { $0.address == address }) {
            if expectation.delta != 0 {
                differences.append("\(address) would not change, not by \(lamports(expectation.delta))")
            }
            for change in expectation.required.sorted(by: { $0.rawValue < $1.rawValue }) {
                differences.append("\(address) would not be \(change.phrase)")
            }
        }
        differences += effects.unreadableWrites.map {
            "instruction \($0.instruction + 1) of \(DecodedInstruction.programName(of: $0.programId)) writes \($0.account)"
        }
        if let created {
            let effect = effects.accounts.first { $0.address == created.account }
            guard case .stake(let state)? = effect?.after, let meta = state.meta,
                meta.authorized.staker == created.wallet, meta.authorized.withdrawer == created.wallet,
                state.delegation?.voter == created.validator
            else {
                differences.append(
                    "\(created.account) would not be a stake account of \(created.wallet) delegated to "
                        + (created.validator?.base58 ?? "nobody"))
                return differences
            }
        }
        return differences
    }

    func rpc<R>(_ request: RPCRequest<R>) async throws(StakingError) -> R {
        do { return try await client.send(request) } catch { throw .send(.network(error.description)) }
    }

    func fetch(_ keys: [PublicKey]) async throws(StakingError) -> [AccountInfo?] {
        let accounts = try await rpc(.getMultipleAccounts(keys, commitment: commitment)).value
        guard accounts.count == keys.count else {
            throw .send(.network("the node answered \(accounts.count) accounts for \(keys.count)"))
        }
        return accounts
    }
}
