/// Why base58 text could not be decoded.
public enum Base58Error: Error, Equatable, Sendable, CustomStringConvertible {
    /// A character outside the base58 alphabet (`0`, `O`, `I`, `l`, `+`, `/`, spaces, …), at a 0-based character position.
    case invalidCharacter(Character, position: Int)
    /// The text is valid base58 but decodes to a different number of bytes than required.
    case wrongLength(expected: Int, actual: Int)

    /// A one-line explanation, naming the offending character or the lengths.
    public var description: String {
        switch self {
        case .invalidCharacter(let character, let position):
            let shown =
                character.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.value < 0x20 }
                ? character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(
                    separator: " ")
                : "'\(character)'"
            return "invalid base58 character \(shown) at position \(position) (base58 has no 0, O, I or l)"
        case .wrongLength(let expected, let actual):
            return "base58 value decodes to \(actual) bytes, expected \(expected)"
        }
    }
}
