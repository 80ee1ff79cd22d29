import Foundation
import SolanaCore
import SolanaWallet

/// Texts shared by the staking screens (the CLI's tables and the dashboard's).
public enum StakeText {
    /// A commission in basis points as a percentage: "5%", "2.5%" → "2.50%".
    public static func percent(bps: UInt16) -> String {
        bps % 100 == 0 ? "\(bps / 100)%" : String(format: "%d.%02d%%", Int(bps / 100), Int(bps % 100))
    }

    /// The phase of a stake account in `language` ("activating", "active", "deactivating", "inactive").
    public static func phase(_ phase: StakePhase, language: Language) -> String {
        let l10n = Localizer(language)
        switch phase {
        case .activating: return l10n(.stakeStateActivating)
        case .active: return l10n(.stakeStateActive)
        case .deactivating: return l10n(.stakeStateDeactivating)
        case .inactive: return l10n(.stakeStateInactive)
        }
    }
}

/// The list of a wallet's stake accounts: per account its state and amounts, localized, and which actions apply.
public struct StakeAccountsViewModel: Sendable, Equatable {
    /// One stake account as shown.
    public struct Row: Sendable, Equatable {
        /// The stake account's address.
        public let address: String
        /// Its phase, localized.
        public let state: String
        /// Its balance with the symbol ("2.00228288 SOL").
        public let balance: String
        /// The effective (earning) stake.
        public let active: String
        /// The stake still warming up.
        public let activating: String
        /// The inactive lamports (withdrawable once cooled down).
        public let inactive: String
        /// The validator's vote account; nil when not delegated.
        public let validator: String?
        /// Whether it can be deactivated now: delegated and not deactivating yet.
        public let canDeactivate: Bool
        /// Whether anything can be withdrawn now.
        public let canWithdraw: Bool
    }

    /// The screen's heading ("Staking").
    public let title: String
    /// The column headers: account, state, balance, active, activating, inactive, validator.
    public let columns: [String]
    /// The accounts, in the order given.
    public let rows: [Row]
    /// "No stake accounts yet." when there are none; nil otherwise.
    public let placeholder: String?

    /// The list of `accounts` in `language`.
    public init(_ accounts: [StakeAccount], language: Language) {
        let l10n = Localizer(language)
        func sol(_ lamports: UInt64) -> String { DisplayAmount.sol(lamports, language: language).textWithSymbol }
        title = l10n(.stakeTitle)
        columns = [
            l10n(.fieldStakeAccount), l10n(.columnStatus), l10n(.balance), l10n(.stakeStateActive),
            l10n(.stakeStateActivating), l10n(.stakeStateInactive), l10n(.fieldValidator),
        ]
        rows = accounts.map { account in
            let delegation = account.state.delegation
            return Row(
                address: account.address.base58, state: StakeText.phase(account.phase, language: language),
                balance: sol(account.lamports), active: sol(account.activation.effective),
                activating: sol(account.activation.activating), inactive: sol(account.inactive),
                validator: delegation?.voter.base58,
                canDeactivate: delegation.map { $0.deactivationEpoch == .max } ?? false,
                canWithdraw: account.withdrawable > 0)
        }
        placeholder = accounts.isEmpty ? l10n(.noStakeAccounts) : nil
    }
}

/// The cluster's validators to stake with: vote account, identity, commission, active stake, last vote, and whether
/// it is delinquent, localized.
public struct ValidatorsViewModel: Sendable, Equatable {
    /// One validator as shown.
    public struct Row: Sendable, Equatable {
        /// The vote account: what a stake is delegated to.
        public let voteAccount: String
        /// The validator's identity.
        public let identity: String
        /// The commission ("5%"), "?" when unknown.
        public let commission: String
        /// Its active stake with the symbol.
        public let activeStake: String
        /// The slot of its last vote.
        public let lastVote: String
        /// "Delinquent (not voting)" when it stopped voting; nil otherwise.
        public let delinquent: String?
    }

    /// The screen's heading ("Validators").
    public let title: String
    /// The column headers: vote account, identity, commission, active stake, last vote, status.
    public let columns: [String]
    /// The validators, in the order given.
    public let rows: [Row]

    /// The list of `validators` in `language`.
    public init(_ validators: [ValidatorSummary], language: Language) {
        let l10n = Localizer(language)
        title = l10n(.validatorsTitle)
        columns = [
            l10n(.columnVoteAccount), l10n(.columnIdentity), l10n(.columnCommission), l10n(.columnActiveStake),
            l10n(.columnLastVote), l10n(.columnStatus),
        ]
        rows = validators.map { validator in
            Row(
                voteAccount: validator.info.votePubkey.base58, identity: validator.info.nodePubkey.base58,
                commission: validator.info.commissionBasisPoints.map { StakeText.percent(bps: $0) } ?? "?",
                activeStake: DisplayAmount.sol(validator.info.activatedStake, language: language).textWithSymbol,
                lastVote: String(validator.info.lastVote),
                delinquent: validator.delinquent ? l10n(.validatorDelinquent) : nil)
        }
    }
}

/// A wallet's staking rewards per epoch, newest first, localized.
public struct StakeRewardsViewModel: Sendable, Equatable {
    /// One reward as shown.
    public struct Row: Sendable, Equatable {
        /// The epoch it was paid for.
        public let epoch: String
        /// The stake account that earned it.
        public let account: String
        /// The reward with the symbol.
        public let amount: String
        /// The account's balance after it.
        public let balanceAfter: String
        /// The validator's commission then ("5%"), "—" when unknown.
        public let commission: String
    }

    /// The screen's heading ("Staking rewards").
    public let title: String
    /// The column headers: epoch, account, reward, balance after, commission.
    public let columns: [String]
    /// The rewards, in the order given.
    public let rows: [Row]
    /// "No rewards in the last 5 epochs." when there are none; nil otherwise.
    public let placeholder: String?

    /// The rewards `rewards` of the last `epochs` epochs in `language`.
    public init(_ rewards: [StakeReward], epochs: Int, language: Language) {
        let l10n = Localizer(language)
        func sol(_ lamports: UInt64) -> String { DisplayAmount.sol(lamports, language: language).textWithSymbol }
        title = l10n(.rewardsTitle)
        columns = [
            l10n(.columnEpoch), l10n(.fieldStakeAccount), l10n(.columnReward), l10n(.columnBalanceAfter),
            l10n(.columnCommission),
        ]
        rows = rewards.map { reward in
            Row(
                epoch: String(reward.reward.epoch), account: reward.account.base58, amount: sol(reward.reward.amount),
                balanceAfter: sol(reward.reward.postBalance),
                commission: reward.reward.commissionBps.map { StakeText.percent(bps: $0) }
                    ?? reward.reward.commission.map { "\($0)%" } ?? "—")
        }
        placeholder = rewards.isEmpty ? l10n.count(.noRewardsOne, .noRewardsOther, epochs) : nil
    }
}
