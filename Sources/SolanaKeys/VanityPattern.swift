import Base58
import Foundation

/// What a vanity address must look like: a prefix and/or a suffix, optionally ignoring case.
///
/// Checked up front: base58 has no `0`, `O`, `I` or `l`, so a pattern with them could never match.
public struct VanityPattern: Sendable, Equatable, CustomStringConvertible {
    /// Text the address must start with ("" for any).
    public let prefix: String
    /// Text the address must end with ("" for any).
    public let suffix: String
    /// Whether upper and lower case count as the same letter.
    public let ignoreCase: Bool

    private let prefixBytes: [UInt8]
    private let suffixBytes: [UInt8]

    /// A validated pattern.
    /// - Throws: `.empty` when both parts are empty, `.invalidCharacter` for a character no address contains,
    ///   `.tooLong` when prefix and suffix together exceed 44 characters (the longest address).
    public init(prefix: String = "", suffix: String = "", ignoreCase: Bool = false) throws(VanityPatternError) {
        guard !prefix.isEmpty || !suffix.isEmpty else { throw .empty }
        for (part, text) in [("prefix", prefix), ("suffix", suffix)] {
            for (i, character) in text.enumerated() where !VanityPattern.canMatch(character, ignoreCase: ignoreCase) {
                throw .invalidCharacter(character, part: part, pattern: text, position: i + 1)
            }
        }
        guard prefix.count + suffix.count <= 44 else { throw .tooLong(prefix.count + suffix.count) }
        self.prefix = prefix
        self.suffix = suffix
        self.ignoreCase = ignoreCase
        self.prefixBytes = ignoreCase ? Array(prefix.utf8).map(lowerASCII) : Array(prefix.utf8)
        self.suffixBytes = ignoreCase ? Array(suffix.utf8).map(lowerASCII) : Array(suffix.utf8)
    }

    /// Whether some address character can equal `character`.
    private static func canMatch(_ character: Character, ignoreCase: Bool) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        if Base58.alphabet.contains(ascii) { return true }
        guard ignoreCase, character.isLetter else { return false }
        return Base58.alphabet.contains(ascii ^ 0x20)
    }

    /// Whether a base58 address (its UTF-8 bytes) matches.
    @inline(__always)
    public func matches(_ address: UnsafeBufferPointer<UInt8>) -> Bool {
        guard address.count >= prefixBytes.count + suffixBytes.count else { return false }
        for (i, byte) in prefixBytes.enumerated() {
            let c = ignoreCase ? lowerASCII(address[i]) : address[i]
            if c != byte { return false }
        }
        let start = address.count - suffixBytes.count
        for (i, byte) in suffixBytes.enumerated() {
            let c = ignoreCase ? lowerASCII(address[start + i]) : address[start + i]
            if c != byte { return false }
        }
        return true
    }

    /// Whether an address matches.
    public func matches(_ address: String) -> Bool {
        var text = address
        return text.withUTF8 { matches($0) }
    }

    /// The expected number of keys to try before a match.
    ///
    /// Exact for the prefix: a 32-byte key's address is not uniform in its first characters (a 44-character
    /// address starts with `1`…`H` or so, because 2^256 is about 17·58^43), so the probability of each prefix is
    /// measured over the key space, summed over every address length and, when case is ignored, every case variant.
    /// The last characters are uniform, so each suffix character counts 1/58 per matching variant.
    public var expectedAttempts: Double {
        let probability = prefixProbability * suffixProbability
        return probability > 0 ? 1 / probability : .infinity
    }

    /// The share of random keys whose address starts with the prefix.
    public var prefixProbability: Double {
        guard !prefix.isEmpty else { return 1 }
        return Self.caseVariants(of: prefix, ignoreCase: ignoreCase).reduce(0) { $0 + Self.probability(ofPrefix: $1) }
    }

    /// The share of random keys whose address ends with the suffix.
    public var suffixProbability: Double {
        Self.caseVariants(of: suffix, ignoreCase: ignoreCase).isEmpty
            ? 0
            : Double(Self.caseVariants(of: suffix, ignoreCase: ignoreCase).count) / pow58(suffix.count)
    }

    /// Every spelling of `text` that consists of alphabet characters (one when case matters).
    static func caseVariants(of text: String, ignoreCase: Bool) -> [[UInt8]] {
        var variants: [[UInt8]] = [[]]
        for ascii in text.utf8 {
            let options =
                ignoreCase && ((65...90).contains(ascii) || (97...122).contains(ascii))
                ? [ascii | 0x20, ascii & ~0x20].filter { Base58.alphabet.contains($0) } : [ascii]
            variants = variants.flatMap { variant in options.map { variant + [$0] } }
            if variants.count > 1 << 16 { break }  // very long case-free patterns: enough for an estimate
        }
        return variants
    }

    /// P(address of a uniform 32-byte key starts with `prefix`), for an exact spelling.
    ///
    /// `z` leading '1's are `z` zero bytes; the remaining bytes W then lie in [2^(8(31−z)), 2^(8(32−z))) (no
    /// further zero byte), and W's base58 must start with the remaining digits.
    static func probability(ofPrefix prefix: [UInt8]) -> Double {
        let digits = prefix.map { byte in Double(Base58.alphabet.firstIndex(of: byte) ?? 0) }
        var zeros = 0
        while zeros < digits.count && digits[zeros] == 0 { zeros += 1 }
        guard zeros < 32 else { return 0 }
        let rest = digits[zeros...]
        if rest.isEmpty { return pow(256.0, -Double(zeros)) }
        let low = pow(2.0, Double(8 * (31 - zeros))), high = pow(2.0, Double(8 * (32 - zeros)))
        var value = 0.0
        for digit in rest { value = value * 58 + digit }
        var hits = 0.0
        // A number of L digits that starts with these k digits lies in [value·58^(L−k), (value+1)·58^(L−k)).
        for extra in 0...46 {
            let scale = pow58(extra)
            if value * scale >= high { break }
            // In units of `scale`, so a long prefix (value above 2^53) does not lose the +1 to rounding.
            let lowUnits = low / scale, highUnits = high / scale
            if value >= lowUnits && value + 1 <= highUnits {
                hits += scale
            } else {
                let overlap = min(value + 1, highUnits) - max(value, lowUnits)
                if overlap > 0 { hits += overlap * scale }
            }
        }
        return hits / pow(2.0, 256)
    }

    /// The pattern in words ("starts with … and ends with …", and whether case is ignored).
    public var description: String {
        var parts: [String] = []
        if !prefix.isEmpty { parts.append("starts with \(prefix)") }
        if !suffix.isEmpty { parts.append("ends with \(suffix)") }
        return parts.joined(separator: " and ") + (ignoreCase ? " (any case)" : "")
    }
}

/// 58^n as a Double.
private func pow58(_ n: Int) -> Double { pow(58.0, Double(n)) }

@inline(__always)
private func lowerASCII(_ byte: UInt8) -> UInt8 { (byte >= 65 && byte <= 90) ? byte | 0x20 : byte }

/// Why a vanity pattern was refused before grinding.
public enum VanityPatternError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither a prefix nor a suffix was given.
    case empty
    /// A character no Solana address contains. `position` counts from 1.
    case invalidCharacter(Character, part: String, pattern: String, position: Int)
    /// Prefix and suffix together are longer than an address.
    case tooLong(Int)

    /// A one-line explanation for a user.
    public var description: String {
        switch self {
        case .empty: return "give a prefix (--starts-with) or a suffix (--ends-with) to grind for"
        case .invalidCharacter(let character, let part, let pattern, let position):
            let why: String
            switch character {
            case "0", "O", "I", "l":
                why = "base58 leaves out 0, O, I and l so they cannot be confused"
            default:
                why = "addresses use only the base58 alphabet 1-9, A-Z and a-z without 0, O, I and l"
            }
            return
                "\(part) '\(pattern)': character \(position) ('\(character)') never appears in a Solana address: \(why)"
        case .tooLong(let count):
            return "prefix and suffix together are \(count) characters; an address has at most 44"
        }
    }
}
