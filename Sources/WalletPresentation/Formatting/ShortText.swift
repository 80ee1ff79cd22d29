import SolanaCore

/// Shortened addresses and signatures for tables ("7xKX…sAsU"); the full text belongs in detail views and JSON.
public enum ShortText {
    /// The first `head` and last `tail` characters joined by "…"; the text itself when it is not longer.
    public static func middle(_ text: String, head: Int, tail: Int) -> String {
        guard text.count > head + tail + 1 else { return text }
        return text.prefix(head) + "…" + text.suffix(tail)
    }

    /// An address as wallets abbreviate it: four characters each side ("7xKX…sAsU").
    public static func address(_ key: PublicKey) -> String { middle(key.base58, head: 4, tail: 4) }

    /// A signature: eight characters each side ("5VERv8NM…NmzKZ1bQ").
    public static func signature(_ signature: Signature) -> String { middle(signature.base58, head: 8, tail: 8) }
}
