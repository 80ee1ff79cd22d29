import SolanaCore
import SolanaCrypto

/// The rules both review ledgers share (`SendReviewLedger`, `SingleUseReviews`): each review gets a random single-use
/// id; a confirmation consumes it before anything is signed; a replay learns what became of the first. Bounded: the
/// oldest ids are forgotten past `capacity`.
struct SingleUseLedger<Item: Sendable>: Sendable {
    private struct Entry: Sendable {
        let item: Item
        var state: SendReviewLedger.State
    }

    let capacity: Int
    private var entries: [String: Entry] = [:]
    private var order: [String] = []

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// A new id (32 hex digits) for the review of `item`.
    mutating func issue(_ item: Item) -> String {
        let id = Hex.encode(SecureRandom.bytes(16))
        entries[id] = Entry(item: item, state: .open)
        order.append(id)
        while order.count > capacity { entries[order.removeFirst()] = nil }
        return id
    }

    /// Consumes `id` when `matches` accepts its item; returns the item.
    mutating func begin(_ id: String, matches: (Item) -> Bool) throws(SendReviewLedger.Refusal) -> Item {
        guard var entry = entries[id] else { throw .unknown }
        switch entry.state {
        case .open: break
        case .sending: throw .inProgress
        case .sent(let signature): throw .alreadySent(signature)
        case .failed(let reason): throw .alreadyFailed(reason)
        }
        guard matches(entry.item) else { throw .mismatch }
        entry.state = .sending
        entries[id] = entry
        return entry.item
    }

    /// Gives `id` back when it is being confirmed (nothing was signed).
    mutating func release(_ id: String) {
        guard entries[id]?.state == .sending else { return }
        entries[id]?.state = .open
    }

    /// Sets what became of `id`.
    mutating func settle(_ id: String, _ state: SendReviewLedger.State) { entries[id]?.state = state }

    /// What became of `id`; nil when unknown.
    func state(_ id: String) -> SendReviewLedger.State? { entries[id]?.state }

    /// The item whose review was sent as `signature`, while remembered.
    func sentItem(_ signature: Signature) -> Item? { entries.values.first { $0.state == .sent(signature) }?.item }
}
