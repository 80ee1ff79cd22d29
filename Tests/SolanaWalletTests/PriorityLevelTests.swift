import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaWallet

/// Priority-fee levels (low, medium, high, auto: percentiles of the cluster's recent fees) and the cap on the
/// priority fee's total (`SendRequest.maxPriorityFee`), in process and on localnet.
@Suite(.serialized) struct PriorityLevelTests {
    @Test func parsingTakesEveryChoiceAndRefusesTheRest() throws {
        #expect(try SendRequest.PriorityFee(parsing: "") == .none)
        #expect(try SendRequest.PriorityFee(parsing: "None") == .none)
        #expect(try SendRequest.PriorityFee(parsing: "0") == .none)
        #expect(try SendRequest.PriorityFee(parsing: "AUTO") == .auto)
        for level in SendRequest.PriorityLevel.allCases {
            #expect(try SendRequest.PriorityFee(parsing: " \(level.rawValue.uppercased()) ") == .level(level))
        }
        for _ in 0..<500 {
            let price = UInt64.random(in: 1...UInt64.max, using: &TestRandom.rng)
            #expect(try SendRequest.PriorityFee(parsing: String(price)) == .microLamportsPerUnit(price))
        }
        for bad in ["fast", "-1", "1.5", "18446744073709551616", "٣", "1e3", String(repeating: "9", count: 5_000)] {
            #expect(throws: SendError.self, "\(bad.prefix(30))") { _ = try SendRequest.PriorityFee(parsing: bad) }
        }
        #expect(SendRequest.PriorityLevel.allCases.map(\.percentile) == [25, 50, 90])
    }

    @Test func percentilesAreTheNearestRankOfThePaidFees() {
        for _ in 0..<1_000 {
            let fees = (0..<Int.random(in: 0...150, using: &TestRandom.rng)).map { _ in
                Bool.random(using: &TestRandom.rng) ? 0 : UInt64.random(in: 1...1_000_000, using: &TestRandom.rng)
            }
            let percentile = Int.random(in: 0...100, using: &TestRandom.rng)
            // The oracle: the paid fees in order, the one at ⌊n·p/100⌋ (the last for p = 100), 1 when none.
            let paid = fees.filter { $0 != 0 }.sorted()
            let expected = paid.isEmpty ? 1 : paid[min(paid.count - 1, paid.count * percentile / 100)]
            #expect(
                SendFlow.percentilePrice(fees, percentile: percentile) == expected,
                "seed \(TestRandom.seed) p \(percentile) fees \(fees)")
        }
    }

    @Test func theCapLowersThePriceToTheLargestThatFits() {
        for _ in 0..<5_000 {
            let units = UInt32.random(in: 1...1_400_000, using: &TestRandom.rng)
            let price = UInt64.random(
                in: 1...(Bool.random(using: &TestRandom.rng) ? 10_000 : .max), using: &TestRandom.rng)
            let cap = UInt64.random(in: 0...10_000_000, using: &TestRandom.rng)
            let capped = SendFlow.capped(price: price, units: units, cap: cap)
            #expect(capped <= price, "seed \(TestRandom.seed)")
            if capped < price {
                #expect(SendFlow.priorityFee(limit: units, price: capped) <= cap, "seed \(TestRandom.seed)")
                #expect(SendFlow.priorityFee(limit: units, price: capped + 1) > cap, "seed \(TestRandom.seed)")
            } else {
                #expect(SendFlow.priorityFee(limit: units, price: price) <= cap, "seed \(TestRandom.seed)")
            }
            #expect(SendFlow.capped(price: price, units: units, cap: nil) == price)
        }
    }

    @Test(arguments: [SendRequest.VersionChoice.legacy, .v1])
    func levelsFollowTheClusterAndTheCapHoldsOnChain(_ version: SendRequest.VersionChoice) async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        let flow = SendFlow(client: client)
        let alice = Keypair.generate(), bob = Keypair.generate()
        try await client.airdrop(alice.publicKey, lamports: 5_000_000_000, commitment: .confirmed)
        try await client.airdrop(bob.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        // Recent fees on bob's account: transactions that lock it at random prices.
        for _ in 0..<6 {
            let price = UInt64.random(in: 1...2_000_000, using: &TestRandom.rng)
            _ = try await Chain.run(
                client, signers: [bob],
                [
                    ComputeBudgetProgram.setComputeUnitPrice(microLamports: price),
                    SystemProgram.transfer(from: bob.publicKey, to: alice.publicKey, lamports: 1_000),
                ])
        }
        for level in SendRequest.PriorityLevel.allCases {
            var request = SendRequest(
                from: alice.publicKey, to: bob.publicKey, amount: .exact("0.001"), priorityFee: .level(level))
            request.version = version
            let review = try await flow.prepare(request)
            let recent = try await client.send(.getRecentPrioritizationFees([alice.publicKey, bob.publicKey]))
            let expected = SendFlow.percentilePrice(recent.map(\.prioritizationFee), percentile: level.percentile)
            #expect(review.computeUnitPrice == expected, "seed \(TestRandom.seed) \(level)")
            #expect(review.computeUnitPrice > 1, "the cluster has paid fees on bob's account")
        }
        // A cap below what high costs: the price is lowered, the chain charges no more than the cap.
        var capped = SendRequest(
            from: alice.publicKey, to: bob.publicKey, amount: .exact("0.001"),
            priorityFee: .microLamportsPerUnit(5_000_000))
        capped.version = version
        capped.maxPriorityFee = UInt64.random(in: 10...2_000, using: &TestRandom.rng)
        let review = try await flow.prepare(capped)
        let units = try #require(review.computeUnitLimit)
        #expect(review.computeUnitPrice < 5_000_000)
        #expect(SendFlow.priorityFee(limit: units, price: review.computeUnitPrice) <= capped.maxPriorityFee!)
        let signature = try await flow.send(review, signer: alice)
        let fee = try #require(try await client.send(.getTransaction(signature, commitment: .confirmed))?.meta?.fee)
        #expect(fee == review.networkFee + review.priorityFee, "seed \(TestRandom.seed)")
        #expect(fee <= 5_000 + capped.maxPriorityFee!, "seed \(TestRandom.seed)")
    }
}
