import Base58

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

    /// The expected number of keys to try: 58 per character, or 58/2 for a letter whose two cases are both
    /// in the alphabet when case is ignored (a rough figure: the first character of an address is not uniform).
    public var expectedAttempts: Double {
        var expected = 1.0
        for character in prefix + suffix {
            let ascii = character.asciiValue!
            let choices = ignoreCase && character.isLetter
                ? [ascii | 0x20, ascii & ~0x20].filter { Base58.alphabet.contains($0) }.count : 1
            expected *= 58.0 / Double(max(choices, 1))
        }
        return expected
    }

    public var description: String {
        var parts: [String] = []
        if !prefix.isEmpty { parts.append("starts with \(prefix)") }
        if !suffix.isEmpty { parts.append("ends with \(suffix)") }
        return parts.joined(separator: " and ") + (ignoreCase ? " (any case)" : "")
    }
}

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
            return "\(part) '\(pattern)': character \(position) ('\(character)') never appears in a Solana address: \(why)"
        case .tooLong(let count):
            return "prefix and suffix together are \(count) characters; an address has at most 44"
        }
    }
}
