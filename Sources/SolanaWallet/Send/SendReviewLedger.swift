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

    private struct Entry {
        let request: SendRequest
        var state: State
        var review: SendReview?
    }

    /// The most reviews remembered at once.
    public let capacity: Int
    private var entries: [String: Entry] = [:]
    private var order: [String] = []

    /// A ledger remembering at most `capacity` reviews.
    public init(capacity: Int = 1_024) { self.capacity = max(1, capacity) }

    /// A new single-use id for a review of `request`.
    public func issue(for request: SendRequest) -> String {
        let id = SecureRandom.bytes(16).map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        entries[id] = Entry(request: request, state: .open)
        order.append(id)
        while order.count > capacity { entries[order.removeFirst()] = nil }
        return id
    }

    /// Consumes review `id` for `request`: from here on no other confirmation of it can go on. Throws when it is
    /// unknown, for another request, or consumed already.
    public func begin(_ id: String, for request: SendRequest) throws(Refusal) {
        guard var entry = entries[id] else { throw .unknown }
        switch entry.state {
        case .open: break
        case .sending: throw .inProgress
        case .sent(let signature): throw .alreadySent(signature)
        case .failed(let reason): throw .alreadyFailed(reason)
        }
        guard entry.request == request else { throw .mismatch }
        entry.state = .sending
        entries[id] = entry
    }

    /// Gives review `id` back (nothing was signed: a wrong password), so the user can confirm it again.
    public func release(_ id: String) {
        guard entries[id]?.state == .sending else { return }
        entries[id]?.state = .open
    }

    /// Review `id` was sent as `review` with `signature`.
    public func complete(_ id: String, review: SendReview, signature: Signature) {
        entries[id]?.state = .sent(signature)
        entries[id]?.review = review
    }

    /// Review `id`'s confirmation failed after it was consumed (perhaps after signing): it stays consumed.
    public func fail(_ id: String, reason: String) { entries[id]?.state = .failed(reason) }

    /// What became of review `id`; nil when unknown.
    public func state(_ id: String) -> State? { entries[id]?.state }

    /// The review sent with `signature`, while remembered.
    public func sentReview(_ signature: Signature) -> SendReview? {
        entries.values.first { $0.state == .sent(signature) }?.review
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
