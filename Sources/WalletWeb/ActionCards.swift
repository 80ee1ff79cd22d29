import Foundation
import SolanaCore
import SolanaWallet
import Synchronization

/// An action card the dashboard showed: the action as the SDK parsed it, where it came from, for which account and
/// at which step of its chain. Kept on the server, so a button's form names only the card and the button: what the
/// buttons do is never read back from the browser.
struct ActionCard: Sendable {
    /// The account that runs the action.
    let account: PublicKey
    /// The URL the action came from (its buttons' hrefs are resolved against it).
    let url: URL
    /// The action.
    let action: ActionMetadata
    /// The step of the chain this card is (1 for the action of the link).
    let step: Int
}

/// A message an action asked to sign, checked by the SDK (`ActionFlow.messageText`), waiting for the password.
struct ActionMessageReview: Sendable {
    /// The account that signs.
    let account: PublicKey
    /// The POST target that answered it (who asks).
    let source: URL
    /// Where the signature goes (same origin, checked).
    let callback: URL
    /// The text to sign.
    let message: String
    /// The answer's fields, sent back with the signature.
    let text: String?
    let data: ActionSignMessageData?
    let state: String?
    /// The step of the chain it belongs to.
    let step: Int
}

/// An action's transaction as reviewed, with its step in the chain.
struct ActionReviewed: Sendable {
    /// The SDK's review (the very transaction that is signed).
    let review: ActionTransactionReview
    /// The step of the chain it belongs to.
    let step: Int
}

/// The action cards shown lately, by a random id: at most `capacity`, the oldest forgotten first.
final class ActionCards: Sendable {
    /// The most cards remembered.
    let capacity: Int
    private let state = Mutex<(cards: [String: ActionCard], order: [String])>(([:], []))

    /// A store of at most `capacity` cards.
    init(capacity: Int = 256) { self.capacity = max(1, capacity) }

    /// Keeps `card`; returns its new id (32 hex digits).
    func keep(_ card: ActionCard) -> String {
        var generator = SystemRandomNumberGenerator()
        let id = (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
        state.withLock { state in
            state.cards[id] = card
            state.order.append(id)
            while state.order.count > capacity { state.cards.removeValue(forKey: state.order.removeFirst()) }
        }
        return id
    }

    /// The card `id` when it is `account`'s; nil when unknown (forgotten, or never shown).
    func card(_ id: String, account: PublicKey) -> ActionCard? {
        state.withLock { $0.cards[id] }.flatMap { $0.account == account ? $0 : nil }
    }
}
