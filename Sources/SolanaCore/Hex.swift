/// Hexadecimal text ⇄ bytes: the one hex codec of the SDK and its tools.
///
/// Decoding accepts only ASCII `0-9`, `a-f` and `A-F`, two digits per byte; anything else (full-width digits,
/// a `0x` prefix, spaces) is an error that names the character and its position, never a crash or a guess.
public enum Hex {
    /// Lower-case hex, two digits per byte.
    public static func encode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of hex text (upper or lower case; the empty text is zero bytes).
    ///
    /// - Throws: `HexError.invalidCharacter` for a character outside ASCII 0-9a-fA-F (with its 0-based character
    ///   position), `HexError.oddLength` when the digits do not pair up.
    public static func decode(_ text: String) throws(HexError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count / 2)
        var high: UInt8?
        var position = 0
        for character in text {
            guard let ascii = character.asciiValue, let nibble = value(of: ascii) else {
                throw .invalidCharacter(character, position: position)
            }
            if let pending = high {
                bytes.append(pending << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
            position += 1
        }
        guard high == nil else { throw .oddLength(position) }
        return bytes
    }

    private static let digits: [UInt8] = Array("0123456789abcdef".utf8)

    /// The value of one hex digit (either case), or nil.
    @inlinable
    public static func value(of ascii: UInt8) -> UInt8? {
        switch ascii {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return ascii - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return ascii - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return ascii - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// Why text is not hex.
public enum HexError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A character outside ASCII 0-9a-fA-F, at a 0-based character position.
    case invalidCharacter(Character, position: Int)
    /// An odd number of digits (the count is given): each byte needs two.
    case oddLength(Int)

    /// A one-line explanation, naming the offending character and its position.
    public var description: String {
        switch self {
        case .invalidCharacter(let character, let position):
            let scalars = character.unicodeScalars
            let code = scalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
            let invisible = scalars.allSatisfy { $0.properties.isWhitespace || $0.value < 0x20 }
            let shown = invisible ? code : "'\(character)' (\(code))"
            return "invalid hex character \(shown) at position \(position); hex uses only ASCII 0-9, a-f and A-F"
        case .oddLength(let count):
            return "hex has \(count) digits, an odd number; each byte needs two digits"
        }
    }
}
