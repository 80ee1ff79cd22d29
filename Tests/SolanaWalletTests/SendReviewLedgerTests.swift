import SolanaCore
import Testing

@testable import SolanaWallet

/// One review, one send: a review id is consumed once, bound to its request; a wrong password gives it back; a failed
/// one stays consumed (the dashboard's test covers a sent one); the ledger forgets the oldest past its capacity.
@Suite struct SendReviewLedgerTests {
    let request = SendRequest(
        from: Keypair.generate().publicKey, to: Keypair.generate().publicKey, amount: .exact("0.5"), memo: "x")

    @Test func concurrentConfirmationsConsumeAReviewOnce() async {
        let ledger = SendReviewLedger()
        let id = await ledger.issue(for: request)
        let request = self.request
        let proceeded = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    do {
                        try await ledger.begin(id, for: request)
                        return true
                    } catch { return false }
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(proceeded == 1)
        await #expect(throws: SendReviewLedger.Refusal.inProgress) { try await ledger.begin(id, for: request) }
    }

    @Test func aReviewIsBoundToItsRequestAndTellsAReplayWhatHappened() async throws {
        let ledger = SendReviewLedger()
        let id = await ledger.issue(for: request)
        var other = request
        other.amount = .exact("5")
        await #expect(throws: SendReviewLedger.Refusal.mismatch) { try await ledger.begin(id, for: other) }
        await #expect(throws: SendReviewLedger.Refusal.unknown) { try await ledger.begin("nope", for: self.request) }
        try await ledger.begin(id, for: request)
        await ledger.release(id)  // a wrong password: nothing signed
        try await ledger.begin(id, for: request)
        await ledger.fail(id, reason: "node down")
        await #expect(throws: SendReviewLedger.Refusal.alreadyFailed("node down")) {
            try await ledger.begin(id, for: self.request)
        }
        #expect(await ledger.state(id) == .failed("node down"))
    }

    @Test func theOldestReviewsAreForgottenPastTheCapacity() async {
        let ledger = SendReviewLedger(capacity: 3)
        let first = await ledger.issue(for: request)
        for _ in 0..<3 { _ = await ledger.issue(for: request) }
        #expect(await ledger.state(first) == nil)
    }
}
