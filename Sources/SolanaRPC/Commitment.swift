/// How final a state must be: processed (this node saw it), confirmed (a supermajority voted), finalized (rooted).
public enum Commitment: String, Sendable, Codable, Comparable, CaseIterable {
    case processed, confirmed, finalized

    public static func < (lhs: Commitment, rhs: Commitment) -> Bool {
        let order: [Commitment] = [.processed, .confirmed, .finalized]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}
