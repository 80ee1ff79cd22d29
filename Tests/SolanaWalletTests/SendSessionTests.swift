import Foundation
import SolanaCore
import SolanaRPC
import TestSupport
import Testing

@testable import SolanaWallet

/// `SendSession`, the safe re-sign on localnet with fast slots (a blockhash lives 1.5 s): a lost attempt is built
/// again only once the cluster has no record of it, at most `maxAttempts` times; a landed payment or one the cluster
/// cannot account for is never sent again. The chain's balances show one transfer and one fee per landed attempt.
@Suite(.serialized) struct SendSessionTests {
    static func setUp() async throws -> (Localnet, RPCClient, SendFlow, Keypair, PublicKey, UInt64) {
        let localnet = try Localnet(slotMilliseconds: 10)
        let client = WalletTestSupport.client(localnet)
        var flow = SendFlow(client: client)
        flow.confirmationTimeout = .seconds(30)
        flow.resendInterval = .milliseconds(200)
        let alice = Keypair.generate(), bob = Keypair.generate().publicKey
        try await client.airdrop(alice.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let amount = UInt64.random(in: 1_000_000...100_000_000, using: &TestRandom.rng)
        return (localnet, client, flow, alice, bob, amount)
    }

    @Test func aLostAttemptIsBuiltAgainAndLandsOnce() async throws {
        let (localnet, client, flow, alice, bob, amount) = try await Self.setUp()
        let request = SendRequest(
            from: alice.publicKey, to: bob, amount: .exact(Lamports.format(amount)), allowUnfundedRecipient: true)
        var session = SendSession(flow: flow, request: request)
        #expect(session.maySendAgain && session.attempts == 0)

        // Every send of the first attempt is answered and dropped (the resends included).
        _ = try await localnet.admin("/admin/faults", ["lose_sends": 1_000])
        let first = try await session.prepare()
        let lost = try await session.send(first, signer: alice)
        guard case .expired(.neverLanded(let signature)) = lost else {
            Issue.record("a lost attempt ended as \(lost), seed \(TestRandom.seed)")
            return
        }
        #expect(session.sent == [signature] && session.maySendAgain)

        _ = try await localnet.admin("/admin/faults", ["reset": true])
        let second = try await session.prepare()
        #expect(second.transaction.message.recentBlockhash != first.transaction.message.recentBlockhash)
        let landed = try await session.send(second, signer: alice)
        guard case .landed(let paid) = landed else {
            Issue.record("the second attempt ended as \(landed), seed \(TestRandom.seed)")
            return
        }
        #expect(session.attempts == 2 && session.sent == [signature, paid] && !session.maySendAgain)
        // A landed payment is never prepared again.
        await #expect(throws: SendError.self) { _ = try await session.prepare() }
        // One transfer, one fee.
        let fee = try #require(try await client.send(.getTransaction(paid, commitment: .confirmed))?.meta?.fee)
        #expect(try await client.send(.getBalance(bob, commitment: .confirmed)).value == amount)
        #expect(
            try await client.send(.getBalance(alice.publicKey, commitment: .confirmed)).value
                == 1_000_000_000 - amount - fee, "seed \(TestRandom.seed)")
    }

    @Test func noMoreThanMaxAttemptsAreMade() async throws {
        let (localnet, client, flow, alice, bob, amount) = try await Self.setUp()
        let request = SendRequest(
            from: alice.publicKey, to: bob, amount: .exact(Lamports.format(amount)), allowUnfundedRecipient: true)
        var session = SendSession(flow: flow, request: request, maxAttempts: 2)
        _ = try await localnet.admin("/admin/faults", ["lose_sends": 1_000])
        for attempt in 1...2 {
            let outcome = try await session.send(try await session.prepare(), signer: alice)
            guard case .expired(let known) = outcome, known.maySendAgain else {
                Issue.record("attempt \(attempt) ended as \(outcome)")
                return
            }
        }
        #expect(!session.maySendAgain && session.sent.count == 2 && Set(session.sent).count == 2)
        await #expect(throws: SendError.self) { _ = try await session.prepare() }
        #expect(try await client.send(.getBalance(alice.publicKey, commitment: .confirmed)).value == 1_000_000_000)
    }

    /// The attempt lands, but the node cannot tell (its signature statuses fail until after the blockhash expired):
    /// the session cannot know it did not land, so it never sends again, and the chain shows one payment.
    @Test func anAttemptTheClusterCannotAccountForIsNeverSentAgain() async throws {
        let (localnet, client, flow, alice, bob, amount) = try await Self.setUp()
        let request = SendRequest(
            from: alice.publicKey, to: bob, amount: .exact(Lamports.format(amount)), allowUnfundedRecipient: true)
        var session = SendSession(flow: flow, request: request)
        let review = try await session.prepare()
        _ = try await localnet.admin("/admin/faults", ["drop": 1.0, "methods": ["getSignatureStatuses"]])
        var outcome: SendSession.Outcome?
        do { outcome = try await session.send(review, signer: alice) } catch {}
        _ = try await localnet.admin("/admin/faults", ["reset": true])
        if case .landed? = outcome {
            Issue.record("confirmed without a single status answered")
        }
        #expect(!session.maySendAgain, "\(String(describing: outcome))")
        await #expect(throws: SendError.self) { _ = try await session.prepare() }
        #expect(try await client.send(.getBalance(bob, commitment: .confirmed)).value == amount)
    }

    @Test func aReviewOfAnotherPaymentIsRefused() async throws {
        let (localnet, _, flow, alice, bob, _) = try await Self.setUp()
        defer { withExtendedLifetime(localnet) {} }  // the node lives until the end
        let request = SendRequest(from: alice.publicKey, to: bob, amount: .exact("0.01"), allowUnfundedRecipient: true)
        var other = request
        other.memo = "another payment"
        var session = SendSession(flow: flow, request: request)
        let review = try await flow.prepare(other)
        await #expect(throws: SendError.self) { _ = try await session.send(review, signer: alice) }
        _ = try await session.prepare()
        await #expect(throws: SendError.self) { _ = try await session.send(review, signer: alice) }
    }
}
