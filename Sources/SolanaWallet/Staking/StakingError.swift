import SolanaCore
import SolanaRPC

/// Why a staking action was refused or failed.
public enum StakingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The amount text is not a SOL amount.
    case invalidAmount(AmountError)
    /// The amount is zero.
    case zeroAmount
    /// Below the smallest delegation the cluster accepts.
    case belowMinimumDelegation(amount: UInt64, minimum: UInt64)
    /// Not enough SOL in the wallet for the stake, the rent and the fee.
    case insufficientFunds(needed: UInt64, available: UInt64)
    /// An account would be left with less than the rent-exempt reserve.
    case belowRent(remaining: UInt64, minimum: UInt64)
    /// The vote account is not a validator of this cluster.
    case unknownValidator(PublicKey)
    /// The validator is delinquent (it stopped voting): stake there earns nothing until it votes again.
    case delinquentValidator(PublicKey, lastVote: UInt64)
    /// The account is not a stake account (or does not exist).
    case notAStakeAccount(PublicKey)
    /// The wallet is not the account's staker or withdrawer, as the action needs.
    case notAuthorized(account: PublicKey, role: String, authority: PublicKey)
    /// The account is not delegated.
    case notDelegated(PublicKey)
    /// The account is already deactivating or inactive.
    case alreadyDeactivated(PublicKey, epoch: UInt64)
    /// Nothing can be withdrawn while the stake is active, activating or cooling down.
    case stillStaked(PublicKey, phase: StakePhase, staked: UInt64)
    /// More than the withdrawable amount was asked for.
    case exceedsWithdrawable(requested: UInt64, withdrawable: UInt64)
    /// The two accounts cannot be merged (the reason in words).
    case cannotMerge(String)
    /// Every seed the wallet scans is in use.
    case noFreeSeed
    /// The cluster's stake data could not be read.
    case state(StakeStateError)
    /// Building, simulating, sending or confirming failed (as a send fails).
    case send(SendError)

    /// What went wrong and what to do next, in words.
    public var description: String {
        switch self {
        case .invalidAmount(let detail): return "invalid amount: \(detail)"
        case .zeroAmount: return "the amount is zero; give an amount above zero"
        case .belowMinimumDelegation(let amount, let minimum):
            return "\(Lamports.formatSOL(amount)) is below the minimum delegation of \(Lamports.formatSOL(minimum)) "
                + "on this cluster; stake at least that much"
        case .insufficientFunds(let needed, let available):
            return "not enough SOL: this needs \(Lamports.formatSOL(needed)) (stake, rent and fee) and the wallet "
                + "holds \(Lamports.formatSOL(available))"
        case .belowRent(let remaining, let minimum):
            return "the account would keep \(Lamports.formatSOL(remaining)), below the rent-exempt reserve of "
                + "\(Lamports.formatSOL(minimum)); withdraw less, or everything once it is inactive"
        case .unknownValidator(let key):
            return "\(key) is not a vote account of this cluster; pick one from 'solwallet validators'"
        case .delinquentValidator(let key, let lastVote):
            return "validator \(key) is delinquent (last vote at slot \(lastVote)): stake delegated there earns "
                + "nothing while it does not vote; pick another, or pass --allow-delinquent to stake anyway"
        case .notAStakeAccount(let key): return "\(key) is not a stake account on this cluster"
        case .notAuthorized(let account, let role, let authority):
            return "this wallet is not the \(role) of \(account) (the \(role) is \(authority))"
        case .notDelegated(let key): return "\(key) is not delegated; there is nothing to deactivate"
        case .alreadyDeactivated(let key, let epoch):
            return "\(key) was already deactivated in epoch \(epoch); withdraw it once it is inactive"
        case .stillStaked(let key, let phase, let staked):
            return "\(key) is \(phase.rawValue) with \(Lamports.formatSOL(staked)) staked; deactivate it first "
                + "('solwallet stake deactivate') and withdraw after the cooldown (the next epoch boundary)"
        case .exceedsWithdrawable(let requested, let withdrawable):
            return "\(Lamports.formatSOL(requested)) is more than the \(Lamports.formatSOL(withdrawable)) that can "
                + "be withdrawn now"
        case .cannotMerge(let reason): return "these stake accounts cannot be merged: \(reason)"
        case .noFreeSeed: return "no free stake-account seed in the scanned range; merge or withdraw old accounts"
        case .state(let error): return error.description
        case .send(let error): return error.description
        }
    }
}
