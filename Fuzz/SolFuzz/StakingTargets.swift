import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet

let stakingTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "stake-state", maxLen: 1024,
        summary:
            "StakeStateV2 bytes (then a StakeHistory from the rest): a state or a typed error; the activation maths on the decoded delegation keep effective + activating ≤ stake, deactivating ≤ effective, inactive ≤ lamports",
        run: fuzzStakeState),
    FuzzTarget(
        name: "staking-rpc", maxLen: 8192,
        summary:
            "getVoteAccounts, getInflationReward, getInflationRate, getInflationGovernor, getEpochSchedule answers (byte 0 picks): a value or a typed error; a decoded schedule answers epoch/slot questions without a trap",
        run: fuzzStakingRPC),
]

func fuzzStakeState(_ data: [UInt8]) {
    let split = min(data.count, 200)
    let accountBytes = Array(data[..<split])
    let rest = Array(data[split...])
    let history: StakeHistory
    if let decoded = try? StakeHistory(bytes: rest) {
        history = decoded
        check(decoded.entries.count <= StakeHistory.maxEntries, "more than 512 history entries")
    } else {
        // a history from the raw bytes, 32 at a time, so the maths meets arbitrary totals
        var entries: [UInt64: StakeHistory.Entry] = [:]
        var i = 0
        while i + 32 <= rest.count {
            let w = (0..<4).map { k in
                (0..<8).reduce(UInt64(0)) { $0 | UInt64(rest[i + 8 * k + $1]) << (8 * UInt64($1)) }
            }
            entries[w[0] % 64] = .init(effective: w[1], activating: w[2], deactivating: w[3])
            i += 32
        }
        history = StakeHistory(entries: entries)
    }
    let state: StakeAccountState
    do { state = try StakeAccountState(bytes: accountBytes) } catch {
        _ = error.description
        return
    }
    guard let d = state.delegation else { return }
    for epoch: UInt64 in [0, 1, d.activationEpoch, d.activationEpoch &+ 1, d.deactivationEpoch, 63, .max] {
        let a = StakeActivation.of(d, at: epoch, history: history)
        let (sum, overflow) = a.effective.addingReportingOverflow(a.activating)
        check(!overflow && sum <= d.stake, "effective + activating above the stake: \(a) for \(d)")
        check(a.deactivating <= a.effective, "deactivating above effective: \(a)")
        let lamports = accountBytes.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        if let account = try? StakeAccount(
            address: .zero, lamports: lamports, data: accountBytes, epoch: epoch, history: history)
        {
            check(account.inactive <= lamports && account.withdrawable <= lamports, "more withdrawable than held")
            _ = account.phase
        }
    }
}

func fuzzStakingRPC(_ data: [UInt8]) {
    guard let selector = data.first else { return }
    let body = Array(data.dropFirst())
    do {
        switch selector % 5 {
        case 0:
            let votes = try RPCRequest<VoteAccounts>.getVoteAccounts().decodeResponse(body)
            for v in votes.current + votes.delinquent {
                _ = v.commissionBasisPoints
                for c in v.epochCredits { check(c.earned <= c.credits, "earned above the total") }
            }
        case 1:
            let rewards = try RPCRequest<[InflationReward?]>.getInflationReward([]).decodeResponse(body)
            _ = rewards.compactMap { $0?.amount }
        case 2: _ = try RPCRequest<InflationRate>.getInflationRate().decodeResponse(body)
        case 3: _ = try RPCRequest<InflationGovernor>.getInflationGovernor().decodeResponse(body)
        default:
            let schedule = try RPCRequest<EpochSchedule>.getEpochSchedule().decodeResponse(body)
            for slot: UInt64 in [0, 31, 32, 1_000, 432_000, 10_000_000_000, .max] {
                let epoch = schedule.epoch(ofSlot: slot)
                _ = schedule.firstSlot(ofEpoch: epoch)
                _ = schedule.slotsInEpoch(epoch)
            }
        }
    } catch {
        _ = error.description
    }
}
