/// Why bytes did not decode, or a value did not encode, under a Borsh schema. Decoding errors name the byte offset
/// where the problem starts.
public enum BorshError: Error, Sendable, Hashable {
    /// The input ended: `needed` more bytes were required at `offset`.
    case unexpectedEnd(offset: Int, needed: Int)
    /// A length prefix (or a fixed count) asks for more than the bytes left could hold.
    case lengthExceedsInput(offset: Int, length: UInt64, remaining: Int)
    /// A bool byte other than 0 or 1.
    case invalidBool(offset: Int, byte: UInt8)
    /// An option tag other than 0 or 1.
    case invalidOptionTag(offset: Int, tag: UInt64)
    /// An enum tag past the last variant.
    case invalidEnumTag(offset: Int, tag: UInt64)
    /// A string's bytes are not UTF-8.
    case invalidUTF8(offset: Int)
    /// A NaN float (Borsh refuses them, both ways).
    case notANumber(offset: Int)
    /// A shortU16 (compact-u16) prefix that is not the canonical encoding of a value up to 0xFFFF.
    case invalidShortU16(offset: Int)
    /// Map keys or set elements not in strictly ascending order (Borsh's canonical form).
    case notAscending(offset: Int)
    /// Nesting deeper than the decoder's bound.
    case tooDeep(offset: Int)
    /// A non-empty collection of elements that take no bytes (unbounded work for a few input bytes; borsh-rs refuses
    /// them too), decoding or encoding (then the offset is the output's).
    case zeroSizedElements(offset: Int)
    /// Bytes left after the value.
    case trailingBytes(offset: Int, count: Int)
    /// Encoding: the value does not have the shape of the type (`path` locates it, e.g. `.field[2]`).
    case valueMismatch(path: String, expected: String)
    /// Encoding: an integer outside its type's range, a length too long for its prefix or fixed size.
    case outOfRange(path: String)
    /// Encoding: the same key twice in a map or set.
    case duplicateKey(path: String)
}
