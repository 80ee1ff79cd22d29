/// An integer of any Borsh width (u8…u128, i8…i128) as sign and 128-bit magnitude: no platform `Int128` needed.
public struct BorshInteger: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// True for values below zero (never for zero).
    public let isNegative: Bool
    /// The magnitude's low 64 bits.
    public let low: UInt64
    /// The magnitude's high 64 bits.
    public let high: UInt64

    /// From sign and magnitude; a zero magnitude is never negative.
    public init(negative: Bool, low: UInt64, high: UInt64) {
        self.isNegative = negative && (low != 0 || high != 0)
        self.low = low
        self.high = high
    }

    /// The value of a `UInt64`.
    public init(_ value: UInt64) { self.init(negative: false, low: value, high: 0) }

    /// The value of an `Int64`.
    public init(_ value: Int64) { self.init(negative: value < 0, low: value.magnitude, high: 0) }

    /// The value of an `Int`.
    public init(_ value: Int) { self.init(Int64(value)) }

    /// The value as `UInt64` when it fits.
    public var uint64: UInt64? { !isNegative && high == 0 ? low : nil }

    /// The value as `Int64` when it fits.
    public var int64: Int64? {
        guard high == 0 else { return nil }
        if isNegative { return low <= UInt64(1) << 63 ? Int64(truncatingIfNeeded: 0 &- low) : nil }
        return low < UInt64(1) << 63 ? Int64(low) : nil
    }

    /// Decimal text (a leading `-` for negative values).
    public var description: String {
        var (hi, lo) = (high, low)
        if hi == 0 && lo == 0 { return "0" }
        var digits: [UInt8] = []
        while hi != 0 || lo != 0 {
            let (qh, rh) = hi.quotientAndRemainder(dividingBy: 10)
            let (ql, rl) = (10 as UInt64).dividingFullWidth((high: rh, low: lo))
            hi = qh
            lo = ql
            digits.append(UInt8(rl) + 48)
        }
        if isNegative { digits.append(45) }
        return String(decoding: digits.reversed(), as: UTF8.self)
    }

    /// Parses decimal text (optional leading `-`), up to 128 bits of magnitude.
    public init?(_ text: String) {
        var utf8 = Substring(text).utf8[...]
        let negative = utf8.first == 45
        if negative { utf8 = utf8.dropFirst() }
        guard !utf8.isEmpty else { return nil }
        var (hi, lo): (UInt64, UInt64) = (0, 0)
        for byte in utf8 {
            guard byte >= 48 && byte <= 57 else { return nil }
            let (h1, o1) = hi.multipliedReportingOverflow(by: 10)
            let (carry, l1) = lo.multipliedFullWidth(by: 10)
            let (l2, c2) = l1.addingReportingOverflow(UInt64(byte - 48))
            let (h2, o2) = h1.addingReportingOverflow(carry)
            let (h3, o3) = h2.addingReportingOverflow(c2 ? 1 : 0)
            guard !o1 && !o2 && !o3 else { return nil }
            (hi, lo) = (h3, l2)
        }
        self.init(negative: negative, low: lo, high: hi)
    }

    public static func < (a: BorshInteger, b: BorshInteger) -> Bool {
        if a.isNegative != b.isNegative { return a.isNegative }
        let magnitudeLess = a.high != b.high ? a.high < b.high : a.low < b.low
        let equal = a.high == b.high && a.low == b.low
        return a.isNegative ? !magnitudeLess && !equal : magnitudeLess
    }

    /// Whether the value fits `kind`.
    func fits(_ kind: BorshIntegerKind) -> Bool {
        let bits = kind.byteCount * 8
        // The magnitude bound: 2^bits (unsigned), 2^(bits-1) (signed; reached only by the most negative value).
        let limitBits = kind.isSigned ? bits - 1 : bits
        func below(_ exponent: Int, orEqual: Bool) -> Bool {
            if exponent >= 128 { return true }
            let (lh, ll): (UInt64, UInt64) =
                exponent >= 64 ? (UInt64(1) << (exponent - 64), 0) : (0, UInt64(1) << exponent)
            if high != lh { return high < lh }
            return orEqual ? low <= ll : low < ll
        }
        if isNegative { return kind.isSigned && below(limitBits, orEqual: true) }
        return below(limitBits, orEqual: false)
    }

    /// Two's complement bits (128 of them).
    var twosComplement: (low: UInt64, high: UInt64) {
        guard isNegative else { return (low, high) }
        let notLow = ~low
        let notHigh = ~high
        let (l, carry) = notLow.addingReportingOverflow(1)
        return (l, notHigh &+ (carry ? 1 : 0))
    }

    /// From `byteCount` little-endian bytes, two's complement when `signed`.
    init(bitsLow: UInt64, bitsHigh: UInt64, byteCount: Int, signed: Bool) {
        var (lo, hi) = (bitsLow, bitsHigh)
        let bits = byteCount * 8
        let negative: Bool
        if signed {
            negative = bits > 64 ? (hi >> 63) == 1 : (lo >> (bits - 1)) & 1 == 1
        } else {
            negative = false
        }
        guard negative else {
            self.init(negative: false, low: lo, high: hi)
            return
        }
        // Sign-extend to 128 bits, then negate.
        if bits < 64 { lo |= ~UInt64(0) << bits }
        if bits <= 64 { hi = ~0 }
        let (l, carry) = (~lo).addingReportingOverflow(1)
        self.init(negative: true, low: l, high: ~hi &+ (carry ? 1 : 0))
    }
}
