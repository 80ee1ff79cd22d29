/// Base58 for 64-byte values (signatures, keypair secrets) on machine words (the technique of Firedancer's fd_base58).
///
/// The value is split into 32-bit limbs and converted to limbs of base 58^5 through a table of
/// the powers 2^(32k) written in base 58^5, so the work is a few dozen multiplications instead of
/// a quadratic loop over bytes. No heap allocation happens apart from the returned `String`.
enum FixedBase58 {
    /// 58^5: the largest power of 58 below 2^30, so products with 32-bit limbs fit in 64 bits.
    @inline(__always) static var radix: UInt64 { 656_356_768 }

    /// Builds the conversion tables of one size (run once per size).
    static func makeTables(byteCount: Int, intermediateCount: Int) -> (
        encode: UnsafePointer<UInt64>, decode: UnsafePointer<UInt64>
    ) {
        let binaryCount = byteCount / 4
        var encode: [UInt64] = []
        for i in 0..<binaryCount {
            // 2^(32*(binaryCount-1-i)) in base 58^5, most significant limb first.
            var number = [UInt64](repeating: 0, count: binaryCount)
            number[i] = 1
            encode += convert(number, fromBase: 1 << 32, toBase: radix, limbs: intermediateCount)
        }
        var decode: [UInt64] = []
        for j in 0..<intermediateCount {
            // 58^(5*(intermediateCount-1-j)) in base 2^32, with one spare limb for overflow.
            var number = [UInt64](repeating: 0, count: intermediateCount)
            number[j] = 1
            decode += convert(number, fromBase: radix, toBase: 1 << 32, limbs: binaryCount + 1)
        }
        let encodePointer = UnsafeMutablePointer<UInt64>.allocate(capacity: encode.count)
        encodePointer.initialize(from: encode, count: encode.count)
        let decodePointer = UnsafeMutablePointer<UInt64>.allocate(capacity: decode.count)
        decodePointer.initialize(from: decode, count: decode.count)
        return (UnsafePointer(encodePointer), UnsafePointer(decodePointer))
    }

    /// Schoolbook base conversion of a big number given as most-significant-first limbs (table set-up only).
    static func convert(_ number: [UInt64], fromBase: UInt64, toBase: UInt64, limbs: Int) -> [UInt64] {
        var digits = [UInt64](repeating: 0, count: limbs)  // most significant first
        for limb in number {
            var carry = limb
            for k in stride(from: limbs - 1, through: 0, by: -1) {
                let (high, low) = digits[k].multipliedFullWidth(by: fromBase)
                let (sum, overflow) = low.addingReportingOverflow(carry)
                let (quotient, remainder) = toBase.dividingFullWidth((high + (overflow ? 1 : 0), sum))
                digits[k] = remainder
                carry = quotient
            }
            precondition(carry == 0, "base58 table does not fit")
        }
        return digits
    }

    // MARK: Encode

    @inline(__always)
    static func encode<Size: FixedBase58Size>(_ input: UnsafeRawBufferPointer, size: Size.Type) -> String {
        let binaryCount = Size.byteCount / 4
        let intermediateCount = Size.intermediateCount
        let rawDigitCount = intermediateCount * 5
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: intermediateCount) { intermediate in
            intermediate.initialize(repeating: 0)
            do {
                let table = Size.tables.encode
                var row = 0
                while row < binaryCount {
                    let limb = UInt64(UInt32(bigEndian: input.loadUnaligned(fromByteOffset: row * 4, as: UInt32.self)))
                    let base = row * intermediateCount
                    for j in 0..<intermediateCount {
                        intermediate[j] &+= limb &* table[base + j]
                    }
                    row += 1
                    // Each product is below 2^61.3; normalise every 4 rows so the sums stay below 2^64.
                    if row & 3 == 0 || row == binaryCount {
                        for j in stride(from: intermediateCount - 1, to: 0, by: -1) {
                            intermediate[j - 1] &+= intermediate[j] / radix
                            intermediate[j] %= radix
                        }
                    }
                }
            }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: rawDigitCount) { rawBuffer in
                // Each limb gives five base58 digits, written straight as ASCII; limbs are independent,
                // so the CPU overlaps them.
                let raw = rawBuffer.baseAddress!
                let alphabet = Base58Tables.alphabet
                for j in 0..<intermediateCount {
                    Base58Fast32.fiveDigits(intermediate[j], into: raw + j &* 5, alphabet: alphabet)
                }
                let bytes = input.baseAddress!.assumingMemoryBound(to: UInt8.self)
                var inputZeros = 0
                while inputZeros < Size.byteCount && bytes[inputZeros] == 0 { inputZeros &+= 1 }
                var rawZeros = 0  // leading zero digits, i.e. '1's
                while rawZeros < rawDigitCount && raw[rawZeros] == UInt8(ascii: "1") { rawZeros &+= 1 }
                // Keep one '1' per leading zero byte, drop the other leading zero digits.
                let skip = rawZeros &- inputZeros
                let length = rawDigitCount &- skip
                // Over 15 bytes a String is on the heap anyway; this writes into its storage directly
                // (followed by a fast ASCII check).
                return String(unsafeUninitializedCapacity: length) { out in
                    out.baseAddress!.update(from: raw + skip, count: length)
                    return length
                }
            }
        }
    }

    // MARK: Decode

    /// Decodes into `output` (exactly `layout.byteCount` bytes). Returns false when the text is not a
    /// valid encoding of that many bytes; the caller then finds the precise error on the slow path.
    @inline(__always)
    static func decode<Size: FixedBase58Size>(
        _ text: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableRawBufferPointer, size: Size.Type
    ) -> Bool {
        let length = text.count
        guard length > 0, length <= Size.maxTextLength else { return false }
        let intermediateCount = Size.intermediateCount
        let rawCount = intermediateCount * 5
        let binaryCount = Size.byteCount / 4
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: intermediateCount + binaryCount + 1) {
            scratch in
            let intermediate = UnsafeMutableBufferPointer(rebasing: scratch[0..<intermediateCount])
            let binary = UnsafeMutableBufferPointer(rebasing: scratch[intermediateCount...])
            scratch.initialize(repeating: 0)
            let ok = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: rawCount) { rawBuffer -> Bool in
                // 1. Digit values, left-padded with zero digits to rawCount digits. No branch per
                //    character: invalid ones are collected in `invalid` and checked once (see `Base58Tables`).
                let raw = rawBuffer.baseAddress!
                let prefix = rawCount &- length
                raw.initialize(repeating: 0, count: prefix)
                let values = Base58Tables.digitValues
                let chars = text.baseAddress!
                var invalid: UInt8 = 0
                for i in 0..<length {
                    let char = chars[i]
                    let digit = values[Int(char & 0x7F)]
                    invalid |= digit | (char & 0x80)
                    raw[prefix &+ i] = digit
                }
                guard invalid & Base58Tables.invalidMask == 0 else { return false }
                // 2. Five digits per base-58^5 limb; limbs are independent, so the CPU overlaps them.
                for j in 0..<intermediateCount {
                    let d = raw + j &* 5
                    var limb = UInt64(d[0])
                    limb = limb &* 58 &+ UInt64(d[1])
                    limb = limb &* 58 &+ UInt64(d[2])
                    limb = limb &* 58 &+ UInt64(d[3])
                    intermediate[j] = limb &* 58 &+ UInt64(d[4])
                }
                return true
            }
            guard ok else { return false }
            // Leading '1's (zero digits) stand for leading zero bytes.
            var ones = 0
            while ones < length && text[ones] == UInt8(ascii: "1") { ones &+= 1 }
            do {
                let table = Size.tables.decode
                let width = binaryCount + 1
                var row = 0
                while row < intermediateCount {
                    let limb = intermediate[row]
                    let base = row * width
                    for k in 0..<width {
                        binary[k] &+= limb &* table[base + k]
                    }
                    row += 1
                    // Products are below 2^62; normalise every 3 rows.
                    if row % 3 == 0 || row == intermediateCount {
                        for k in stride(from: width - 1, to: 0, by: -1) {
                            binary[k - 1] &+= binary[k] >> 32
                            binary[k] &= 0xFFFF_FFFF
                        }
                    }
                }
            }
            // The value must fit in byteCount bytes.
            guard binary[0] == 0 else { return false }
            for k in 0..<binaryCount {
                output.storeBytes(
                    of: UInt32(truncatingIfNeeded: binary[k + 1]).bigEndian, toByteOffset: k * 4, as: UInt32.self)
            }
            // Canonical length: leading '1's must equal leading zero bytes.
            var zeroBytes = 0
            while zeroBytes < Size.byteCount && output[zeroBytes] == 0 { zeroBytes += 1 }
            return zeroBytes == ones
        }
    }
}

/// A value size with a fast path: its constants are compile-time, so the loops above specialise and unroll.
protocol FixedBase58Size {
    static var byteCount: Int { get }
    /// Base-58^5 limbs needed to hold any value of `byteCount` bytes.
    static var intermediateCount: Int { get }
    /// Longest possible text.
    static var maxTextLength: Int { get }
    static var tables: (encode: UnsafePointer<UInt64>, decode: UnsafePointer<UInt64>) { get }
}

enum FixedSize64: FixedBase58Size {
    @inline(__always) static var byteCount: Int { 64 }
    @inline(__always) static var intermediateCount: Int { 18 }
    @inline(__always) static var maxTextLength: Int { 88 }
    nonisolated(unsafe) static let tables = FixedBase58.makeTables(byteCount: 64, intermediateCount: 18)
}
