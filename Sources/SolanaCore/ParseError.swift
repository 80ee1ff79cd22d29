import Base58

/// Why text or bytes could not become a `PublicKey`, `Signature` or `Hash`.
public enum ValueParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text has a character outside the base58 alphabet.
    case invalidCharacter(kind: String, character: Character, position: Int)
    /// The value has the wrong number of bytes.
    case wrongLength(kind: String, expected: Int, actual: Int)
    /// The text is longer than any encoding of such a value can be.
    case textTooLong(kind: String, maximum: Int, actual: Int)

    /// A one-line explanation, naming what was being parsed.
    public var description: String {
        switch self {
        case .invalidCharacter(let kind, let character, let position):
            return "invalid \(kind): " + Base58Error.invalidCharacter(character, position: position).description
        case .wrongLength(let kind, let expected, let actual):
            return "invalid \(kind): \(actual) bytes, expected \(expected)"
        case .textTooLong(let kind, let maximum, let actual):
            return "invalid \(kind): \(actual) characters, at most \(maximum) expected"
        }
    }

    init(_ error: Base58Error, kind: String) {
        switch error {
        case .invalidCharacter(let character, let position):
            self = .invalidCharacter(kind: kind, character: character, position: position)
        case .wrongLength(let expected, let actual):
            self = .wrongLength(kind: kind, expected: expected, actual: actual)
        }
    }
}
