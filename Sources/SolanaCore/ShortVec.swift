/// Solana's compact-u16 length prefix ("short-vec"): 7 bits per byte, least significant group first.
public enum ShortVec {
    /// Why a short-vec prefix could not be read.
    public enum DecodeError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The input ended inside the prefix.
        case truncated(offset: Int)
        /// A zero byte after the first: an alias of a shorter encoding (e.g. `80 00`).
        case nonCanonical(offset: Int)
        /// The third byte has its continuation bit set.
        case tooLong(offset: Int)
        /// The value exceeds 0xFFFF.
        case overflow(offset: Int)

        /// A one-line explanation, naming the byte offset.
        public var description: String {
            switch self {
            case .truncated(let offset): return "short-vec length truncated at byte \(offset)"
            case .nonCanonical(let offset): return "non-canonical short-vec length at byte \(offset)"
            case .tooLong(let offset): return "short-vec length longer than 3 bytes at byte \(offset)"
            case .overflow(let offset): return "short-vec length above 65535 at byte \(offset)"
            }
        }
    }

    /// Appends the encoding of `value` (0...65535).
    @inline(__always)
    public static func encode(_ value: Int, into output: inout [UInt8]) {
        precondition(value >= 0 && value <= 0xFFFF, "short-vec values are 0...65535")
        var rest = value
        while true {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            if rest == 0 { output.append(low); return }
            output.append(low | 0x80)
        }
    }

    /// The encoding of `value`.
    public static func encode(_ value: Int) -> [UInt8] {
        var out: [UInt8] = []
        encode(value, into: &out)
        return out
    }

    /// Bytes needed for `value`.
    @inline(__always)
    public static func encodedLength(_ value: Int) -> Int {
        if value < 0x80 { return 1 }
        if value < 0x4000 { return 2 }
        if value < 0x20_0000 { return 3 }
        // Beyond a valid short-vec (lengths past u16 never fit in a transaction), still the length a 7-bit
        // varint writer produces, so sizes and writers agree for any value.
        return (Int.bitWidth - value.leadingZeroBitCount + 6) / 7
    }

    /// Reads a prefix at `offset`, advancing it, with the Rust SDK's rejection rules.
    @inline(__always)
    public static func decode(_ bytes: UnsafeRawBufferPointer, offset: inout Int) throws(DecodeError) -> Int {
        let start = offset
        var value = 0
        for nth in 0..<3 {
            guard offset < bytes.count else { throw .truncated(offset: offset) }
            let byte = bytes[offset]
            if byte == 0 && nth != 0 { throw .nonCanonical(offset: start) }
            if nth == 2 && byte & 0x80 != 0 { throw .tooLong(offset: start) }
            value |= Int(byte & 0x7F) << (7 * nth)
            if value > 0xFFFF { throw .overflow(offset: start) }
            offset += 1
            if byte & 0x80 == 0 { return value }
        }
        throw .tooLong(offset: start)
    }

    /// Decodes a whole byte string that must be exactly one prefix.
    public static func decode(_ bytes: [UInt8]) throws(DecodeError) -> (value: Int, length: Int) {
        var offset = 0
        let result: Result<Int, DecodeError> = bytes.withUnsafeBytes { buffer in
            do throws(DecodeError) { return .success(try decode(buffer, offset: &offset)) } catch {
                return .failure(error)
            }
        }
        return (try result.get(), offset)
    }
}
