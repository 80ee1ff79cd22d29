import Foundation
import SolanaCore
@_spi(Fuzzing) import SolanaRPC

let rpcSurfaceTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "rpc-surface", maxLen: 16384,
        summary:
            "RPCRequest.decodeResponse for the block, leader, supply and node-info methods, and the program, block, slotsUpdates and vote notifications (byte 0 picks the type)",
        run: fuzzRPCSurface)
]

/// What a caller does with a decoded block: its transactions' wire bytes, rewards and signatures.
func followUp(_ block: Block?) {
    guard let block else { return }
    _ = block.blockhash.base58
    for transaction in block.transactions ?? [] {
        _ = transaction.transaction.wireBytes?.count
        _ = transaction.meta?.fee
    }
    _ = block.rewards?.map(\.lamports)
    _ = block.signatures?.map(\.base58)
}

let rpcSurfaceDecoders: [@Sendable ([UInt8]) -> Void] = [
    { answer(.getBlock(1), $0) { followUp($0) } },
    { answer(.getBlock(1, encoding: .json, transactionDetails: .accounts), $0) { followUp($0) } },
    { answer(.getBlocks(from: 1), $0) },
    { answer(.getBlocksWithLimit(from: 1, limit: 2), $0) },
    { answer(.getBlockTime(1), $0) },
    { answer(.getBlockCommitment(1), $0) { check(($0.commitment?.count ?? 0) >= 0, "count") } },
    {
        answer(.getBlockProduction(), $0) {
            for (key, slots) in $0.value.byIdentity { _ = (key.base58, slots.leaderSlots, slots.blocksProduced) }
        }
    },
    { answer(.getClusterNodes(), $0) },
    { answer(.getFirstAvailableBlock(), $0) },
    { answer(.getHighestSnapshotSlot(), $0) },
    { answer(.getIdentity(), $0) { _ = $0.identity.base58 } },
    { answer(.getLargestAccounts(), $0) },
    { answer(.getLeaderSchedule(), $0) { _ = $0?.slotIndexes.keys.map(\.base58) } },
    { answer(.getRecentPerformanceSamples(), $0) },
    { answer(.getSlotLeader(), $0) },
    { answer(.getSlotLeaders(from: 1, limit: 2), $0) },
    { answer(.getSupply(), $0) },
    { answer(.getTokenLargestAccounts(someKey), $0) { $0.value.forEach { _ = $0.amount.tokenAmount } } },
    {
        answer(.getTokenAccountsByDelegate(someKey, filter: .programId(.tokenProgram)), $0) {
            $0.value.forEach { followUp($0.account) }
        }
    },
    { answer(.getTransactionCount(), $0) },
    { answer(.minimumLedgerSlot(), $0) },
    { notification(RPCResponse<KeyedAccount>.self, $0) { followUp($0.value.account) } },
    { notification(RPCResponse<BlockUpdate>.self, $0) { followUp($0.value.block) } },
    { notification(SlotUpdate.self, $0) },
    { notification(VoteNotification.self, $0) },
    { notification(UInt64.self, $0) },
    { answer(.getProgramAccountsWithContext(someKey), $0) { $0.value.forEach { followUp($0.account) } } },
]

func fuzzRPCSurface(_ input: [UInt8]) {
    guard let selector = input.first else { return }
    rpcSurfaceDecoders[Int(selector) % rpcSurfaceDecoders.count](Array(input.dropFirst()))
}
