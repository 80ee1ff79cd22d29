import SolanaCore

/// How much of a delegation is effective, activating and deactivating at an epoch (lamports).
public struct StakeActivation: Sendable, Equatable {
    /// Stake that earns rewards.
    public let effective: UInt64
    /// Stake still warming up.
    public let activating: UInt64
    /// Stake cooling down (part of `effective`).
    public let deactivating: UInt64

    /// Amounts from their parts.
    public init(effective: UInt64, activating: UInt64, deactivating: UInt64) {
        self.effective = effective
        self.activating = activating
        self.deactivating = deactivating
    }

    /// The warmup/cooldown rate: 9 % of the cluster's effective stake per epoch, in basis points. The Core BPF stake
    /// program applies it to every epoch (`PERPETUAL_NEW_WARMUP_COOLDOWN_RATE_EPOCH = 0`).
    public static let rateBasisPoints: UInt64 = 900

    /// The runtime's integer maths (solana-program/stake `interface/src/state.rs`,
    /// `warmup_cooldown_allowance.rs`): the delegation's amounts at `epoch`, walking the cluster's history from the
    /// activation (and deactivation) epoch. An epoch missing from the history ends the walk, as in the runtime.
    public static func of(_ d: StakeDelegation, at epoch: UInt64, history: StakeHistory) -> StakeActivation {
        let effective: UInt64
        let activating: UInt64
        if d.activationEpoch == .max {
            (effective, activating) = (d.stake, 0)
        } else if d.activationEpoch == d.deactivationEpoch {
            (effective, activating) = (0, 0)
        } else if epoch == d.activationEpoch {
            (effective, activating) = (0, d.stake)
        } else if epoch < d.activationEpoch {
            (effective, activating) = (0, 0)
        } else if var previous = history[d.activationEpoch] {
            var previousEpoch = d.activationEpoch
            var done: UInt64 = 0
            while true {
                let current = previousEpoch + 1
                if previous.activating == 0 { break }
                let newly = max(
                    1, allowance(d.stake - done, portion: previous.activating, clusterEffective: previous.effective))
                let (sum, overflow) = done.addingReportingOverflow(newly)
                if overflow || sum >= d.stake {
                    done = d.stake
                    break
                }
                done = sum
                if current >= epoch || current >= d.deactivationEpoch { break }
                guard let next = history[current] else { break }
                previousEpoch = current
                previous = next
            }
            (effective, activating) = (done, d.stake - done)
        } else {
            (effective, activating) = (d.stake, 0)
        }
        if epoch < d.deactivationEpoch {
            return StakeActivation(effective: effective, activating: activating, deactivating: 0)
        }
        if epoch == d.deactivationEpoch {
            return StakeActivation(effective: effective, activating: 0, deactivating: effective)
        }
        guard var previous = history[d.deactivationEpoch] else {
            return StakeActivation(effective: 0, activating: 0, deactivating: 0)
        }
        var previousEpoch = d.deactivationEpoch
        var remaining = effective
        while true {
            let current = previousEpoch + 1
            if previous.deactivating == 0 { break }
            let newly = max(
                1, allowance(remaining, portion: previous.deactivating, clusterEffective: previous.effective))
            remaining = remaining > newly ? remaining - newly : 0
            if remaining == 0 || current >= epoch { break }
            guard let next = history[current] else { break }
            previousEpoch = current
            previous = next
        }
        return StakeActivation(effective: remaining, activating: 0, deactivating: remaining)
    }

    /// ⌊account × clusterEffective × 900 / (portion × 10,000)⌋, at most `account`; 0 when any input is 0.
    /// Exact in 128-bit arithmetic, as the runtime's u128.
    public static func allowance(_ account: UInt64, portion: UInt64, clusterEffective: UInt64) -> UInt64 {
        if account == 0 || portion == 0 || clusterEffective == 0 { return 0 }
        // 900 / 10,000 = 9 / 100: the result is ⌊account × E × 9 / (100 P)⌋ = ⌊⌊account × E × 9 / P⌋ / 100⌋.
        let e9 = clusterEffective.multipliedFullWidth(by: 9)
        let p100 = portion.multipliedFullWidth(by: 100)
        if (e9.high, e9.low) >= (p100.high, p100.low) { return account }  // the ratio is ≥ 1
        // E × 9 = q P + r with q < 100, then account × E × 9 / P = account × q + account × r / P.
        let (q, r) = portion.dividingFullWidth(e9)
        let t = portion.dividingFullWidth(account.multipliedFullWidth(by: r)).quotient
        let aq = account.multipliedFullWidth(by: q)
        let (low, carry) = aq.low.addingReportingOverflow(t)
        let high = aq.high + (carry ? 1 : 0)
        return min(UInt64(100).dividingFullWidth((high: high, low: low)).quotient, account)
    }
}

/// Where a stake account is, as wallets show it.
public enum StakePhase: String, Sendable, Equatable, Codable {
    /// Not delegated, or fully cooled down: withdrawable.
    case inactive
    /// Delegated, warming up until an epoch boundary.
    case activating
    /// Earning rewards.
    case active
    /// Cooling down after a deactivation.
    case deactivating
}

/// A stake account read from the cluster, with its amounts at the current epoch.
public struct StakeAccount: Sendable, Equatable {
    /// The account's address.
    public let address: PublicKey
    /// Its balance.
    public let lamports: UInt64
    /// Its decoded data.
    public let state: StakeAccountState
    /// The amounts at `epoch`.
    public let activation: StakeActivation
    /// The epoch the amounts are for.
    public let epoch: UInt64

    /// The phase, as getStakeActivation reported it (deactivating, then activating, then active, else inactive).
    public var phase: StakePhase {
        if activation.deactivating > 0 { return .deactivating }
        if activation.activating > 0 { return .activating }
        if activation.effective > 0 { return .active }
        return .inactive
    }

    /// The rent reserve the account keeps.
    public var rentReserve: UInt64 { state.meta?.rentExemptReserve ?? 0 }

    /// Lamports that are not staked (inactive stake and extra lamports), without the rent reserve.
    public var inactive: UInt64 {
        let locked = activation.effective &+ activation.activating
        let (rest, under) = lamports.subtractingReportingOverflow(locked)
        if under { return 0 }
        return rest > rentReserve ? rest - rentReserve : 0
    }

    /// The most that can be withdrawn now: everything when nothing is staked (the account closes), else the
    /// inactive part.
    public var withdrawable: UInt64 {
        activation.effective == 0 && activation.activating == 0 ? lamports : inactive
    }

    /// Reads an account's data and computes its amounts at `epoch`.
    public init(
        address: PublicKey, lamports: UInt64, data: [UInt8], epoch: UInt64, history: StakeHistory
    ) throws(StakeStateError) {
        self.address = address
        self.lamports = lamports
        self.state = try StakeAccountState(bytes: data)
        self.epoch = epoch
        if let delegation = state.delegation {
            activation = StakeActivation.of(delegation, at: epoch, history: history)
        } else {
            activation = StakeActivation(effective: 0, activating: 0, deactivating: 0)
        }
    }
}
