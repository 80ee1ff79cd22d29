/// Appends Borsh primitives to a byte buffer.
public struct BorshWriter: Sendable {
    /// Everything written so far.
    public private(set) var bytes: [UInt8]

    /// An empty writer with room reserved for `capacity` bytes.
    public init(capacity: Int = 64) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Appends one byte.
    public mutating func writeByte(_ byte: UInt8) { bytes.append(byte) }

    /// Appends `data` as is, with no length prefix.
    public mutating func writeBytes<C: Collection<UInt8>>(_ data: C) { bytes.append(contentsOf: data) }

    /// Appends the low `count` bytes of `value`, least significant first.
    public mutating func writeLittleEndian(_ value: UInt64, count: Int) {
        for index in 0..<count { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
    }

    /// The integer's low `kind.byteCount` bytes (the caller checks the range).
    public mutating func writeInteger(_ value: BorshInteger, _ kind: BorshIntegerKind) {
        let bits = value.twosComplement
        writeLittleEndian(bits.low, count: min(kind.byteCount, 8))
        if kind.byteCount > 8 { writeLittleEndian(bits.high, count: kind.byteCount - 8) }
    }

    /// Appends 1 for true, 0 for false.
    public mutating func writeBool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// Solana's compact-u16.
    public mutating func writeShortU16(_ value: Int) {
        var rest = value
        repeat {
            var byte = UInt8(rest & 0x7F)
            rest >>= 7
            if rest != 0 { byte |= 0x80 }
            bytes.append(byte)
        } while rest != 0
    }
}
