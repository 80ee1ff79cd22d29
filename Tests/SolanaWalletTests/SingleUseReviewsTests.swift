import SolanaCore
import Testing

@testable import SolanaWallet

/// The ledger of reviews that hold what they sign (the dashboard's Solana Pay transaction requests): a review is
/// consumed once, hands back the very item reviewed, refuses a confirmation for another item, gives it back after a
/// wrong password, and a sent or failed one stays consumed.
@Suite struct SingleUseReviewsTests {
    struct Reviewed: Sendable, Equatable {
        let account: PublicKey
        let bytes: [UInt8]
    }

    @Test func aReviewIsConsumedOnceAndHandsBackWhatWasReviewed() async throws {
        let ledger = SingleUseReviews<Reviewed>()
        let me = Keypair.generate().publicKey
        let item = Reviewed(account: me, bytes: [1, 2, 3])
        let id = await ledger.issue(item)
        #expect(id.count == 32 && id.allSatisfy(\.isHexDigit))
        let proceeded = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    do {
                        return try await ledger.begin(id, matches: { $0.account == me }) == item
                    } catch { return false }
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(proceeded == 1)
        await #expect(throws: SendReviewLedger.Refusal.inProgress) {
            try await ledger.begin(id, matches: { _ in true })
        }
        // A wrong password: given back, and confirmed again.
        await ledger.release(id)
        #expect(await ledger.state(id) == .open)
        let signature = try Signature(bytes: [UInt8](repeating: 7, count: 64))
        _ = try await ledger.begin(id, matches: { _ in true })
        await ledger.complete(id, signature: signature)
        await #expect(throws: SendReviewLedger.Refusal.alreadySent(signature)) {
            try await ledger.begin(id, matches: { _ in true })
        }
        #expect(await ledger.sentItem(signature) == item)
    }

    @Test func anotherAccountAnUnknownIdAndAFailureAreRefused() async throws {
        let ledger = SingleUseReviews<Reviewed>(capacity: 2)
        let me = Keypair.generate().publicKey
        let id = await ledger.issue(Reviewed(account: me, bytes: [9]))
        let other = Keypair.generate().publicKey
        await #expect(throws: SendReviewLedger.Refusal.mismatch) {
            try await ledger.begin(id, matches: { $0.account == other })
        }
        #expect(await ledger.state(id) == .open, "a mismatch consumes nothing")
        await #expect(throws: SendReviewLedger.Refusal.unknown) { try await ledger.begin("00", matches: { _ in true }) }
        _ = try await ledger.begin(id, matches: { $0.account == me })
        await ledger.fail(id, reason: "blockhash expired")
        await #expect(throws: SendReviewLedger.Refusal.alreadyFailed("blockhash expired")) {
            try await ledger.begin(id, matches: { _ in true })
        }
        // Past its capacity the oldest review is forgotten.
        _ = await ledger.issue(Reviewed(account: me, bytes: [1]))
        _ = await ledger.issue(Reviewed(account: me, bytes: [2]))
        #expect(await ledger.state(id) == nil)
    }
}
