/// Reads Borsh primitives from bytes, every read checked against the bytes left (errors name the offset).
public struct BorshReader: Sendable {
    /// The whole input, including the bytes already read.
    public let bytes: [UInt8]
    /// The next byte to read.
    public private(set) var offset: Int

    /// Reads `bytes` from `offset` (clamped to the input).
    public init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = min(max(0, offset), bytes.count)
    }

    /// How many bytes are left after `offset`.
    public var remaining: Int { bytes.count - offset }

    /// Fails unless `count` bytes are left.
    public func need(_ count: Int) throws(BorshError) {
        guard count <= remaining else { throw .unexpectedEnd(offset: offset, needed: count - remaining) }
    }

    /// One byte; throws `unexpectedEnd` at the end of the input.
    public mutating func readByte() throws(BorshError) -> UInt8 {
        try need(1)
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next `count` bytes; throws `unexpectedEnd` if fewer are left.
    public mutating func readBytes(_ count: Int) throws(BorshError) -> ArraySlice<UInt8> {
        try need(count)
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    /// A little-endian unsigned integer of `count` ≤ 8 bytes.
    public mutating func readLittleEndian(_ count: Int) throws(BorshError) -> UInt64 {
        precondition(count >= 0 && count <= 8)
        try need(count)
        var value: UInt64 = 0
        for index in 0..<count { value |= UInt64(bytes[offset + index]) << (8 * index) }
        offset += count
        return value
    }

    /// A little-endian integer of `kind`'s width (two's complement when signed); throws `unexpectedEnd`.
    public mutating func readInteger(_ kind: BorshIntegerKind) throws(BorshError) -> BorshInteger {
        let count = kind.byteCount
        try need(count)
        let low = try readLittleEndian(min(count, 8))
        let high = count > 8 ? try readLittleEndian(count - 8) : 0
        return BorshInteger(bitsLow: low, bitsHigh: high, byteCount: count, signed: kind.isSigned)
    }

    /// A bool byte; throws `invalidBool` unless it is 0 or 1, `unexpectedEnd` at the end of the input.
    public mutating func readBool() throws(BorshError) -> Bool {
        let at = offset
        let byte = try readByte()
        guard byte <= 1 else { throw .invalidBool(offset: at, byte: byte) }
        return byte == 1
    }

    /// Solana's compact-u16, canonical only.
    public mutating func readShortU16() throws(BorshError) -> Int {
        let at = offset
        var value = 0
        for index in 0..<3 {
            let byte = try readByte()
            if index > 0 && byte == 0 { throw .invalidShortU16(offset: at) }
            if index == 2 && byte > 0x03 { throw .invalidShortU16(offset: at) }
            value |= Int(byte & 0x7F) << (7 * index)
            if byte & 0x80 == 0 { return value }
        }
        throw .invalidShortU16(offset: at)
    }

    /// A length prefix, not yet checked against the input.
    public mutating func readLength(_ size: BorshSize) throws(BorshError) -> UInt64 {
        switch size {
        case .prefix(let kind):
            let at = offset
            let value = try readInteger(kind)
            guard let length = value.uint64, !value.isNegative else {
                throw .lengthExceedsInput(offset: at, length: UInt64.max, remaining: remaining)
            }
            return length
        case .shortU16: return UInt64(try readShortU16())
        case .fixed(let n): return UInt64(max(0, n))
        case .remainder: return UInt64(remaining)
        }
    }
}
