import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaWallet

/// `SendRequest.version`: a SOL transfer, a token transfer and a memo land on localnet in every format, each with the
/// fee the review showed charged on chain and the format read back; the limits (a v1 send's config, a legacy or v0
/// send's Compute Budget instructions with a priority fee) come from one simulation and are never below what the
/// transaction used, and at most the margin above it.
@Suite(.serialized) struct TransactionVersionSendTests {
    @Test(arguments: [SendRequest.VersionChoice.legacy, .v0, .v1, .auto])
    func solTokenAndMemoLandInEveryFormat(_ choice: SendRequest.VersionChoice) async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        let flow = SendFlow(client: client)
        let alice = Keypair.generate(), bob = Keypair.generate().publicKey
        try await client.airdrop(alice.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        let decimals = UInt8.random(in: 0...9, using: &TestRandom.rng)
        let minted = UInt64.random(in: 1_000...1_000_000_000, using: &TestRandom.rng)
        let mint = try await Chain.mintTokens(
            client, payer: alice, to: alice.publicKey, amount: minted, decimals: decimals)
        let lamports = UInt64.random(in: 1_000_000...50_000_000, using: &TestRandom.rng)
        let tokens = UInt64.random(in: 1...minted, using: &TestRandom.rng)
        let price = UInt64.random(in: 1...5_000, using: &TestRandom.rng)
        // The formats localnet runs all: auto is v1 there.
        let wire: TransactionVersion = choice == .legacy ? .legacy : choice == .v0 ? .v0 : .v1

        var sol = SendRequest(
            from: alice.publicKey, to: bob, amount: .exact(Lamports.format(lamports)),
            memo: "v \(TestRandom.seed)", priorityFee: .microLamportsPerUnit(price), allowUnfundedRecipient: true)
        sol.version = choice
        var token = SendRequest(
            from: alice.publicKey, to: bob, amount: .exact(DecimalAmount.format(tokens, decimals: Int(decimals))),
            mint: mint)
        token.version = choice
        for request in [sol, token] {
            let review = try await flow.prepare(request)
            #expect(review.transaction.message.version == wire, "seed \(TestRandom.seed)")
            let before = try await client.send(.getBalance(alice.publicKey, commitment: .confirmed)).value
            let signature = try await flow.send(review, signer: alice)
            let landed = try #require(try await client.send(.getTransaction(signature, commitment: .confirmed)))
            let meta = try #require(landed.meta)
            #expect(landed.version == wire)
            #expect(meta.err == nil)
            #expect(meta.fee == review.networkFee + review.priorityFee, "seed \(TestRandom.seed)")
            let after = try await client.send(.getBalance(alice.publicKey, commitment: .confirmed)).value
            #expect(
                before - after == review.totalCost + (request.mint == nil ? lamports : 0), "seed \(TestRandom.seed)")
            if wire == .v1 {
                let config = try #require(review.transaction.message.config)
                let used = try #require(meta.computeUnitsConsumed)
                let limit = UInt64(try #require(config.computeUnitLimit))
                #expect(limit >= used && limit <= used + max(1_000, used / 10), "seed \(TestRandom.seed)")
                // The size the node measures for the signed transaction is what the limit was made from.
                let size = try await Self.loadedSize(review, client)
                let dataLimit = UInt64(try #require(config.loadedAccountsDataSizeLimit))
                #expect(
                    dataLimit >= size && dataLimit <= size + max(1_024, size / 10), "seed \(TestRandom.seed)")
                #expect(review.computeUnitLimit == config.computeUnitLimit)
                #expect(review.loadedAccountsDataSizeLimit == config.loadedAccountsDataSizeLimit)
                // No Compute Budget instruction: the config carries the limits.
                #expect(
                    try review.transaction.message.decompiledInstructions().allSatisfy {
                        $0.programId != .computeBudgetProgram
                    })
            } else if request.priorityFee != .none {
                // With a priority fee, legacy and v0 set both limits as Compute Budget instructions.
                let size = try await Self.loadedSize(review, client)
                let dataLimit = UInt64(try #require(review.loadedAccountsDataSizeLimit))
                #expect(
                    dataLimit >= size && dataLimit <= size + max(1_024, size / 10), "seed \(TestRandom.seed)")
                let budget = try review.transaction.message.decompiledInstructions()
                    .filter { $0.programId == .computeBudgetProgram }.map { try ComputeBudgetInstruction($0) }
                #expect(budget.contains(.setLoadedAccountsDataSizeLimit(bytes: UInt32(dataLimit))))
                #expect(budget.contains(.setComputeUnitLimit(units: try #require(review.computeUnitLimit))))
            } else {
                #expect(review.loadedAccountsDataSizeLimit == nil)
            }
        }
        #expect(try await client.send(.getBalance(bob, commitment: .confirmed)).value == lamports)
    }

    /// The loaded accounts data size the node measures for the review's transaction.
    static func loadedSize(_ review: SendReview, _ client: RPCClient) async throws -> UInt64 {
        let result = try await client.send(
            .simulateTransaction(
                try review.transaction.serialize(), sigVerify: false, replaceRecentBlockhash: true,
                commitment: .confirmed)
        ).value
        return UInt64(try #require(result.loadedAccountsDataSize))
    }

    @Test func marginsStayWithinTheirBounds() {
        for _ in 0..<2_000 {
            let used = UInt64.random(in: 0...3_000_000, using: &TestRandom.rng)
            let percent = Int.random(in: 0...100, using: &TestRandom.rng)
            let limit = UInt64(SendFlow.withMargin(used, percent: percent, atLeast: 1_000, cap: 1_400_000))
            let wanted = used + max(1_000, used * UInt64(percent) / 100)
            #expect(limit == min(1_400_000, wanted), "seed \(TestRandom.seed) used \(used) percent \(percent)")
        }
        #expect(SendFlow.withMargin(.max, percent: 10, atLeast: 1, cap: 7) == 7)
    }

    @Test func aNodeRefusingTheFormatIsToldApartFromOtherErrors() {
        let refusal = RPCClientError.rpc(
            RPCError(code: -32602, message: "failed to deserialize VersionedTransaction: unknown version 1"))
        #expect(SendFlow.refusesVersion(refusal))
        #expect(!SendFlow.refusesVersion(.rpc(RPCError(code: -32002, message: "Transaction simulation failed"))))
        #expect(!SendFlow.refusesVersion(.timeout(.seconds(1))))
    }
}
