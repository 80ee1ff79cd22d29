import SolanaCore
import SolanaCrypto

/// One review, one send: a review shown to the user gets a single-use id bound to the exact request (from, to,
/// amount, token, memo, fee settings); a confirmation consumes the id before anything is signed, so a form
/// submitted twice, three times at once, or again from the browser's history sends once. A replay learns what became
/// of the first.
///
/// In memory, bounded (the oldest reviews are forgotten past `capacity`), shared by every request of one process.
public actor SendReviewLedger {
    /// What became of a review.
    public enum State: Sendable, Equatable {
        /// Shown, not confirmed yet.
        case open
        /// Its confirmation is being signed and sent.
        case sending
        /// Sent with this signature.
        case sent(Signature)
        /// Its confirmation failed after the id was consumed: a new review is needed.
        case failed(String)
    }

    /// Why a confirmation may not go on.
    public enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// No review has this id (never issued, forgotten, or from another run).
        case unknown
        /// The confirmation asks for another request than the review showed.
        case mismatch
        /// The same review is being sent right now.
        case inProgress
        /// The review was sent already, with this signature.
        case alreadySent(Signature)
        /// The review's confirmation failed already; review again.
        case alreadyFailed(String)

        /// The refusal in one sentence, saying what to do.
        public var description: String {
            switch self {
            case .unknown: return "this review is not known (expired or from an earlier run); review the send again"
            case .mismatch: return "the confirmation does not match the review; review the send again"
            case .inProgress: return "this review is being sent already; nothing more was sent"
            case .alreadySent(let signature):
                return "this review was sent already as \(signature); nothing more was sent"
            case .alreadyFailed(let reason):
                return "this review's send failed already (\(reason)); review the send again"
            }
        }
    }

    /// The most reviews remembered at once.
    public let capacity: Int
    private var ledger: SingleUseLedger<SendRequest>
    /// The reviews sent, by signature, for as long as their ids are remembered.
    private var sent: [Signature: SendReview] = [:]

    /// A ledger remembering at most `capacity` reviews.
    public init(capacity: Int = 1_024) {
        self.capacity = max(1, capacity)
        ledger = SingleUseLedger(capacity: capacity)
    }

    /// A new single-use id for a review of `request`.
    public func issue(for request: SendRequest) -> String { ledger.issue(request) }

    /// Consumes review `id` for `request`: from here on no other confirmation of it can go on. Throws when it is
    /// unknown, for another request, or consumed already.
    public func begin(_ id: String, for request: SendRequest) throws(Refusal) {
        _ = try ledger.begin(id) { $0 == request }
    }

    /// Gives review `id` back (nothing was signed: a wrong password), so the user can confirm it again.
    public func release(_ id: String) { ledger.release(id) }

    /// Review `id` was sent as `review` with `signature`.
    public func complete(_ id: String, review: SendReview, signature: Signature) {
        ledger.settle(id, .sent(signature))
        sent[signature] = review
        if sent.count > capacity { sent = sent.filter { ledger.sentItem($0.key) != nil } }
    }

    /// Review `id`'s confirmation failed after it was consumed (perhaps after signing): it stays consumed.
    public func fail(_ id: String, reason: String) { ledger.settle(id, .failed(reason)) }

    /// What became of review `id`; nil when unknown.
    public func state(_ id: String) -> State? { ledger.state(id) }

    /// The review sent with `signature`, while remembered.
    public func sentReview(_ signature: Signature) -> SendReview? {
        ledger.sentItem(signature) == nil ? nil : sent[signature]
    }
}
