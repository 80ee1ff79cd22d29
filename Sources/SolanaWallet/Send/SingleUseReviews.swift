import SolanaCore
import SolanaCrypto

/// One review, one signature, for reviews that hold what they sign (a Solana Pay merchant's transaction): each review
/// shown gets a single-use id, and its confirmation takes back the very item that was reviewed, so what is signed is
/// what was shown, never a second answer of the merchant. The rules are `SendReviewLedger`'s: a confirmation consumes
/// the id before anything is signed; a double submit or a replay signs nothing more and learns what became of the
/// first.
///
/// In memory, bounded (the oldest reviews are forgotten past `capacity`), shared by every request of one process.
public actor SingleUseReviews<Item: Sendable> {
    /// The most reviews remembered at once.
    public let capacity: Int
    private var ledger: SingleUseLedger<Item>

    /// A ledger remembering at most `capacity` reviews.
    public init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
        ledger = SingleUseLedger(capacity: capacity)
    }

    /// A new single-use id for the review of `item`.
    public func issue(_ item: Item) -> String { ledger.issue(item) }

    /// Consumes review `id` when `matches` accepts its item (the confirmation is for that review), and returns the
    /// item: from here on no other confirmation of it can go on.
    /// - Throws: `.unknown`, `.inProgress`, `.alreadySent`, `.alreadyFailed`, or `.mismatch` when `matches` refuses.
    public func begin(_ id: String, matches: @Sendable (Item) -> Bool) throws(SendReviewLedger.Refusal) -> Item {
        try ledger.begin(id, matches: matches)
    }

    /// Gives review `id` back (nothing was signed: a wrong password), so it can be confirmed again.
    public func release(_ id: String) { ledger.release(id) }

    /// Review `id` was signed and sent as `signature`.
    public func complete(_ id: String, signature: Signature) { ledger.settle(id, .sent(signature)) }

    /// Review `id`'s confirmation failed after it was consumed (perhaps after signing): it stays consumed.
    public func fail(_ id: String, reason: String) { ledger.settle(id, .failed(reason)) }

    /// What became of review `id`; nil when unknown.
    public func state(_ id: String) -> SendReviewLedger.State? { ledger.state(id) }

    /// The item whose review was sent as `signature`, while remembered.
    public func sentItem(_ signature: Signature) -> Item? { ledger.sentItem(signature) }
}
