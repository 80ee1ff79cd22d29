import SolanaCore
import SolanaTransactions
import SolanaWallet

/// Why `--token` (or a form's token field) names no single held token.
public enum TokenChoiceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No held token goes by this symbol; `held` lists the labels of those that are held.
    case notHeld(String, held: [String])
    /// Several held tokens go by this symbol: their mints (give one of them).
    case ambiguous(String, candidates: [PublicKey])
    /// Only tokens that imitate a known symbol call themselves this (a token calling itself "USDC" that is not
    /// USDC's mint): never chosen by the name; their mints.
    case imitation(String, mints: [PublicKey])

    /// What went wrong, in English, with the mints to choose from.
    public var description: String {
        switch self {
        case .notHeld(let text, let held):
            let list = held.isEmpty ? "none" : held.joined(separator: ", ")
            return "no token you hold goes by \"\(TerminalText.sanitize(text))\" (held: \(list))"
        case .ambiguous(let text, let candidates):
            return "\(candidates.count) tokens you hold go by \"\(TerminalText.sanitize(text))\": "
                + candidates.map(\.base58).joined(separator: ", ") + "; give the mint"
        case .imitation(let text, let mints):
            return "only imitations call themselves \"\(TerminalText.sanitize(text))\" (not its real mint): "
                + mints.map(\.base58).joined(separator: ", ") + "; give the mint if you mean one"
        }
    }
}

/// A token named as a person names it: a mint address, or the symbol of a held token as the wallet shows it
/// (`TokenName`: the wallet's own symbol for a mint it knows, else the creator's). A symbol that imitates a known one
/// ("USDC" on a mint that is not USDC's) is never taken by name, and two held tokens with one symbol are an error that
/// lists both: the choice that moves money is never a guess.
public enum TokenChoice {
    /// The mint `text` names among `holdings` (the account's tokens): `text` itself when it is an address, else the
    /// one held token whose label equals it (letter case aside).
    public static func mint(
        _ text: String, among holdings: [TokenHolding], symbols: [PublicKey: String] = KnownTokens.symbols
    ) throws(TokenChoiceError) -> PublicKey {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let mint = try? PublicKey(trimmed) { return mint }
        var byMint: [PublicKey: TokenName] = [:]
        for holding in holdings where byMint[holding.mint] == nil {
            byMint[holding.mint] = TokenName(mint: holding.mint, metadata: holding.metadata, symbols: symbols)
        }
        let wanted = trimmed.uppercased()
        let matches = byMint.filter { $0.value.imitates == nil && $0.value.label.uppercased() == wanted }
            .keys.sorted { $0.base58 < $1.base58 }
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 { throw .ambiguous(trimmed, candidates: matches) }
        let imitations = byMint.filter { $0.value.imitates?.uppercased() == wanted }.keys.sorted {
            $0.base58 < $1.base58
        }
        if !imitations.isEmpty { throw .imitation(trimmed, mints: imitations) }
        throw .notHeld(trimmed, held: byMint.values.map(\.label).sorted())
    }
}
