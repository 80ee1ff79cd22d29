import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaWallet

/// The journal of sent transactions on localnet: every send is written before it goes out and settled when its fate
/// is known; what a process left pending (it ended between writing and sending, or before the answer) is settled by
/// the next run — sent again as the same bytes when it may still land, landed when the cluster has it, expired when
/// its blockhash is past — and the chain shows each payment once.
@Suite(.serialized) struct SentTransactionJournalTests {
    struct Setup {
        let localnet: Localnet
        let client: RPCClient
        let flow: SendFlow
        let journal: SQLiteSentTransactionJournal
        let alice: Keypair
        let bob: PublicKey
        let amount: UInt64
    }

    static func setUp() async throws -> Setup {
        let localnet = try Localnet(slotMilliseconds: 10)
        let client = WalletTestSupport.client(localnet)
        let database = try WalletDatabase(path: NSTemporaryDirectory() + "journal-\(UUID().uuidString).sqlite")
        var flow = SendFlow(client: client)
        flow.confirmationTimeout = .seconds(30)
        flow.resendInterval = .milliseconds(200)
        await flow.keepJournal(in: database)
        let journal = try #require(flow.journal as? SQLiteSentTransactionJournal)
        let alice = Keypair.generate(), bob = Keypair.generate().publicKey
        try await client.airdrop(alice.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let amount = UInt64.random(in: 1_000_000...100_000_000, using: &TestRandom.rng)
        return Setup(
            localnet: localnet, client: client, flow: flow, journal: journal, alice: alice, bob: bob, amount: amount)
    }

    /// A reviewed transfer, signed, as the flow would send it; and its journal entry as `submit` writes it.
    static func signed(_ setup: Setup) async throws -> (Transaction, SentTransaction) {
        let request = SendRequest(
            from: setup.alice.publicKey, to: setup.bob, amount: .exact(Lamports.format(setup.amount)),
            allowUnfundedRecipient: true)
        let review = try await setup.flow.prepare(request)
        var transaction = review.transaction
        try transaction.sign(setup.alice)
        let entry = try SentTransaction(transaction, lastValidBlockHeight: review.lastValidBlockHeight)
        #expect(entry.signature == transaction.id && entry.feePayer == setup.alice.publicKey && entry.state == .pending)
        return (transaction, entry)
    }

    func balance(_ client: RPCClient, _ key: PublicKey) async throws -> UInt64 {
        try await client.send(.getBalance(key, commitment: .confirmed)).value
    }

    @Test func aSendIsWrittenBeforeItGoesOutAndSettledWhenItLands() async throws {
        let setup = try await Self.setUp()
        let request = SendRequest(
            from: setup.alice.publicKey, to: setup.bob, amount: .exact(Lamports.format(setup.amount)),
            allowUnfundedRecipient: true)
        let review = try await setup.flow.prepare(request)
        let signature = try await setup.flow.send(review, signer: setup.alice) { progress in
            // While it is in flight, the journal has it as pending.
            if case .sending(let signature) = progress {
                let pending = try? setup.journal.pending(feePayer: setup.alice.publicKey)
                #expect(pending?.map(\.signature) == [signature])
            }
        }
        #expect(try setup.journal.pending(feePayer: nil).isEmpty)
        let entry = try #require(try setup.journal.transaction(signature))
        #expect(entry.state == .landed && entry.feePayer == setup.alice.publicKey)
        #expect(try Transaction(wireBytes: entry.wire).id == signature)
        #expect(try await setup.flow.settlePending().isEmpty)
        #expect(try await balance(setup.client, setup.bob) == setup.amount, "seed \(TestRandom.seed)")
    }

    /// The process ended after writing and before sending: the next run sends the same bytes; it lands once.
    @Test func aTransactionWrittenButNeverSentIsSentByTheNextRun() async throws {
        let setup = try await Self.setUp()
        let (_, entry) = try await Self.signed(setup)
        try setup.journal.record(entry)
        let settled = try await setup.flow.settlePending(of: setup.alice.publicKey)
        #expect(settled.map(\.state) == [.landed] && settled.first?.slot != nil, "seed \(TestRandom.seed)")
        #expect(try setup.journal.transaction(entry.signature)?.state == .landed)
        #expect(try await setup.flow.settlePending().isEmpty)
        #expect(try await balance(setup.client, setup.bob) == setup.amount, "seed \(TestRandom.seed)")
        let fee = try #require(try await setup.client.send(.getTransaction(entry.signature))?.meta?.fee)
        #expect(try await balance(setup.client, setup.alice.publicKey) == 1_000_000_000 - setup.amount - fee)
    }

    /// The process ended after the transaction landed and before the journal was told: it is found landed, and the
    /// payment is not made again.
    @Test func aTransactionThatLandedUnseenIsFoundLanded() async throws {
        let setup = try await Self.setUp()
        let (transaction, entry) = try await Self.signed(setup)
        try setup.journal.record(entry)
        let outcome = try await setup.client.sendAndConfirm(
            transaction, lastValidBlockHeight: entry.lastValidBlockHeight)
        guard case .confirmed(_, let slot, _) = outcome else {
            Issue.record("the transfer ended as \(outcome)")
            return
        }
        // Another cluster's journal (another genesis) has nothing of it.
        let other = SQLiteSentTransactionJournal(
            database: setup.journal.database,
            cluster: ClusterIdentity(
                genesisHash: try Hash(bytes: Array(repeating: 7, count: 32)), url: setup.client.cluster.url))
        #expect(try other.pending(feePayer: nil).isEmpty)
        let settled = try await setup.flow.settlePending()
        #expect(settled.map(\.state) == [.landed] && settled.first?.slot == slot)
        #expect(try await balance(setup.client, setup.bob) == setup.amount, "seed \(TestRandom.seed)")
    }

    /// Written, never sent, and its blockhash is past: expired (it can never land), and nothing moves — also when the
    /// next run sends nothing more.
    @Test func aTransactionPastItsBlockhashIsExpiredAndNeverSent() async throws {
        let setup = try await Self.setUp()
        let (_, entry) = try await Self.signed(setup)
        // Wait (by block height, not by the clock) until the blockhash is past its last valid height.
        let deadline = ContinuousClock.now + .seconds(30)
        while try await setup.client.send(.getBlockHeight(commitment: .confirmed)) <= entry.lastValidBlockHeight {
            guard ContinuousClock.now < deadline else { throw CancellationError() }
            await Task.yield()
        }
        try setup.journal.record(entry)
        let settled = try await setup.flow.settlePending(of: setup.alice.publicKey)
        #expect(settled.map(\.state) == [.expired], "seed \(TestRandom.seed)")
        #expect(try setup.journal.pending(feePayer: nil).isEmpty)
        #expect(try await balance(setup.client, setup.bob) == 0)
        #expect(try await balance(setup.client, setup.alice.publicKey) == 1_000_000_000)
        // Another account's pending entries are left alone.
        let (_, again) = try await Self.signed(setup)
        try setup.journal.record(again)
        #expect(try await setup.flow.settlePending(of: setup.bob).isEmpty)
        #expect(try setup.journal.pending(feePayer: setup.alice.publicKey).map(\.signature) == [again.signature])
    }
}
