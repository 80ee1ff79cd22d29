/// Base58 for 32-byte values (public keys, hashes): the most frequent conversion in a Solana
/// program, so it gets its own straight-line code with every intermediate in a register.
///
/// - Encoding: Firedancer's table method, written out by `Tools/codegen/base58_encode32.py`
///   (`Base58Encode32.swift`): eight 32-bit limbs times constant powers of 2^32 in base 58^5.
/// - Decoding: the text is cut into five chunks of ten digits (58^10 < 2^64), then Horner's rule
///   on a 320-bit number in five 64-bit limbs: four steps of five 64×64→128-bit multiplications.
enum Base58Fast32 {
    /// The five base58 digits (ASCII) of `value` < 58^5, most significant first. The steps are
    /// unrolled so `/ 58` becomes a multiply-high by a constant.
    @inline(__always)
    static func fiveDigits(_ value: UInt64, into out: UnsafeMutablePointer<UInt8>, alphabet: UnsafePointer<UInt8>) {
        let v1 = value / 58, v2 = v1 / 58, v3 = v2 / 58, v4 = v3 / 58
        out[4] = alphabet[Int(truncatingIfNeeded: value &- v1 &* 58)]
        out[3] = alphabet[Int(truncatingIfNeeded: v1 &- v2 &* 58)]
        out[2] = alphabet[Int(truncatingIfNeeded: v2 &- v3 &* 58)]
        out[1] = alphabet[Int(truncatingIfNeeded: v3 &- v4 &* 58)]
        out[0] = alphabet[Int(truncatingIfNeeded: v4)]
    }

    static func encode(_ input: UnsafeRawPointer) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 45) { buffer in
            let raw = buffer.baseAddress!
            digits(of: input, into: raw, alphabet: Base58Tables.alphabet)
            let bytes = input.assumingMemoryBound(to: UInt8.self)
            var inputZeros = 0
            while inputZeros < 32 && bytes[inputZeros] == 0 { inputZeros &+= 1 }
            var rawZeros = 0  // leading zero digits, i.e. '1's
            while rawZeros < 45 && raw[rawZeros] == UInt8(ascii: "1") { rawZeros &+= 1 }
            // Keep one '1' per leading zero byte, drop the other leading zero digits.
            let skip = rawZeros &- inputZeros
            let length = 45 &- skip
            return String(unsafeUninitializedCapacity: length) { out in
                out.baseAddress!.update(from: raw + skip, count: length)
                return length
            }
        }
    }

    /// Digits `start..<end` of the text (clamped at 0) as one number, by Horner's rule; ORs every
    /// character and digit value into `invalid` (see `Base58Tables.digitValues`).
    @inline(__always)
    static func chunk(
        _ chars: UnsafePointer<UInt8>, from start: Int, to end: Int, values: UnsafePointer<UInt8>, invalid: inout UInt8
    ) -> UInt64 {
        var value: UInt64 = 0
        var index = max(start, 0)
        while index < end {
            let char = chars[index]
            let digit = values[Int(char & 0x7F)]
            invalid |= digit | (char & 0x80)
            value = value &* 58 &+ UInt64(digit)
            index &+= 1
        }
        return value
    }

    /// Decodes into the 32 bytes at `output`. Returns false when the text is not the canonical
    /// encoding of 32 bytes; the caller then finds the precise error on the slow path.
    @inline(__always)
    static func decode(_ text: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableRawPointer) -> Bool {
        let count = text.count
        guard count > 0, count <= 44 else { return false }
        let chars = text.baseAddress!
        let values = Base58Tables.digitValues
        var invalid: UInt8 = 0
        let c4 = chunk(chars, from: count - 10, to: count, values: values, invalid: &invalid)
        let c3 = chunk(chars, from: count - 20, to: count - 10, values: values, invalid: &invalid)
        let c2 = chunk(chars, from: count - 30, to: count - 20, values: values, invalid: &invalid)
        let c1 = chunk(chars, from: count - 40, to: count - 30, values: values, invalid: &invalid)
        let c0 = chunk(chars, from: count - 50, to: count - 40, values: values, invalid: &invalid)
        guard invalid & Base58Tables.invalidMask == 0 else { return false }
        // value = ((((c0·R + c1)·R + c2)·R + c3)·R + c4), R = 58^10, in limbs l0 (least) … l4.
        let radix: UInt64 = 430_804_206_899_405_824
        var l0 = c0, l1: UInt64 = 0, l2: UInt64 = 0, l3: UInt64 = 0, l4: UInt64 = 0
        @inline(__always) func step(_ chunk: UInt64) {
            let (h0, p0) = l0.multipliedFullWidth(by: radix)
            let (h1, p1) = l1.multipliedFullWidth(by: radix)
            let (h2, p2) = l2.multipliedFullWidth(by: radix)
            let (h3, p3) = l3.multipliedFullWidth(by: radix)
            var overflow: Bool, overflow2: Bool, sum: UInt64
            (l0, overflow) = p0.addingReportingOverflow(chunk)
            var carry: UInt64 = overflow ? 1 : 0
            (sum, overflow) = p1.addingReportingOverflow(h0)
            (l1, overflow2) = sum.addingReportingOverflow(carry)
            carry = (overflow ? 1 : 0) &+ (overflow2 ? 1 : 0)
            (sum, overflow) = p2.addingReportingOverflow(h1)
            (l2, overflow2) = sum.addingReportingOverflow(carry)
            carry = (overflow ? 1 : 0) &+ (overflow2 ? 1 : 0)
            (sum, overflow) = p3.addingReportingOverflow(h2)
            (l3, overflow2) = sum.addingReportingOverflow(carry)
            carry = (overflow ? 1 : 0) &+ (overflow2 ? 1 : 0)
            // 44 digits are below 58^44 < 2^258, so l4 stays small: no overflow out of it.
            l4 = l4 &* radix &+ h3 &+ carry
        }
        step(c1); step(c2); step(c3); step(c4)
        guard l4 == 0 else { return false }  // more than 32 bytes
        output.storeBytes(of: l3.bigEndian, toByteOffset: 0, as: UInt64.self)
        output.storeBytes(of: l2.bigEndian, toByteOffset: 8, as: UInt64.self)
        output.storeBytes(of: l1.bigEndian, toByteOffset: 16, as: UInt64.self)
        output.storeBytes(of: l0.bigEndian, toByteOffset: 24, as: UInt64.self)
        // Canonical form: as many leading '1's as leading zero bytes.
        let zeroBytes: Int
        if l3 != 0 {
            zeroBytes = l3.leadingZeroBitCount >> 3
        } else if l2 != 0 {
            zeroBytes = 8 &+ l2.leadingZeroBitCount >> 3
        } else if l1 != 0 {
            zeroBytes = 16 &+ l1.leadingZeroBitCount >> 3
        } else {
            zeroBytes = 24 &+ l0.leadingZeroBitCount >> 3
        }
        var ones = 0
        while ones < count && chars[ones] == UInt8(ascii: "1") { ones &+= 1 }
        return zeroBytes == ones
    }
}
