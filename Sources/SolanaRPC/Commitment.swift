/// How final a state must be: processed (this node saw it), confirmed (a supermajority voted), finalized (rooted).
public enum Commitment: String, Sendable, Codable, Comparable, CaseIterable {
    /// `processed`: the node has seen it; `confirmed`: a supermajority of stake voted on it; `finalized`: it is rooted.
    case processed, confirmed, finalized

    /// Orders by strength: `processed` < `confirmed` < `finalized`.
    public static func < (lhs: Commitment, rhs: Commitment) -> Bool {
        let order: [Commitment] = [.processed, .confirmed, .finalized]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}
