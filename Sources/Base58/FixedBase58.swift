/// Base58 for 32- and 64-byte values on machine words (the technique of Firedancer's fd_base58).
///
/// The value is split into 32-bit limbs and converted to limbs of base 58^5 through a table of
/// the powers 2^(32k) written in base 58^5, so the work is a few dozen multiplications instead of
/// a quadratic loop over bytes. No heap allocation happens apart from the returned `String`.
enum FixedBase58 {
    /// 58^5: the largest power of 58 below 2^30, so products with 32-bit limbs fit in 64 bits.
    @inline(__always) static var radix: UInt64 { 656_356_768 }

    struct Layout: Sendable {
        /// Bytes of the value.
        let byteCount: Int
        /// 32-bit limbs of the value.
        var binaryCount: Int { byteCount / 4 }
        /// Base-58^5 limbs needed to hold any value of `byteCount` bytes.
        let intermediateCount: Int
        /// Base58 digits before leading zeros are trimmed.
        var rawDigitCount: Int { intermediateCount * 5 }
        /// Longest possible text.
        let maxTextLength: Int
        /// encodeTable[i * intermediateCount + j]: limb j (most significant first) of 2^(32*(binaryCount-1-i)) in base 58^5.
        let encodeTable: [UInt64]
        /// decodeTable[j * (binaryCount + 1) + k]: limb k (most significant first, one spare limb for
        /// overflow) of 58^(5*(intermediateCount-1-j)) in base 2^32.
        let decodeTable: [UInt64]

        init(byteCount: Int, intermediateCount: Int, maxTextLength: Int) {
            self.byteCount = byteCount
            self.intermediateCount = intermediateCount
            self.maxTextLength = maxTextLength
            let binaryCount = byteCount / 4
            var encode: [UInt64] = []
            for i in 0..<binaryCount {
                // 2^(32*(binaryCount-1-i)) in base 58^5, most significant limb first.
                var number = [UInt64](repeating: 0, count: binaryCount)
                number[i] = 1
                encode += Layout.convert(number, fromBase: 1 << 32, toBase: FixedBase58.radix, limbs: intermediateCount)
            }
            var decode: [UInt64] = []
            for j in 0..<intermediateCount {
                var number = [UInt64](repeating: 0, count: intermediateCount)
                number[j] = 1
                decode += Layout.convert(number, fromBase: FixedBase58.radix, toBase: 1 << 32, limbs: binaryCount + 1)
            }
            self.encodeTable = encode
            self.decodeTable = decode
        }

        /// Schoolbook base conversion of a big number given as most-significant-first limbs (table set-up only).
        static func convert(_ number: [UInt64], fromBase: UInt64, toBase: UInt64, limbs: Int) -> [UInt64] {
            var digits = [UInt64](repeating: 0, count: limbs)  // most significant first
            for limb in number {
                // digits = digits * fromBase + limb
                var carry = limb
                for k in stride(from: limbs - 1, through: 0, by: -1) {
                    let (high, low) = digits[k].multipliedFullWidth(by: fromBase)
                    let (sum, overflow) = low.addingReportingOverflow(carry)
                    let wide = (high + (overflow ? 1 : 0), sum)
                    let (quotient, remainder) = toBase.dividingFullWidth(wide)
                    digits[k] = remainder
                    carry = quotient
                }
                precondition(carry == 0, "base58 table does not fit")
            }
            return digits
        }

        static let bytes32 = Layout(byteCount: 32, intermediateCount: 9, maxTextLength: 44)
        static let bytes64 = Layout(byteCount: 64, intermediateCount: 18, maxTextLength: 88)
    }

    // MARK: Encode

    static func encode(_ input: UnsafeRawBufferPointer, layout: Layout) -> String {
        let binaryCount = layout.binaryCount
        let intermediateCount = layout.intermediateCount
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: intermediateCount) { intermediate in
            intermediate.initialize(repeating: 0)
            layout.encodeTable.withUnsafeBufferPointer { table in
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
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: layout.rawDigitCount) { raw in
                for j in 0..<intermediateCount {
                    var value = intermediate[j]
                    for k in stride(from: 4, through: 0, by: -1) {
                        raw[j * 5 + k] = UInt8(truncatingIfNeeded: value % 58)
                        value /= 58
                    }
                }
                var inputZeros = 0
                while inputZeros < layout.byteCount && input[inputZeros] == 0 { inputZeros += 1 }
                var rawZeros = 0
                while rawZeros < layout.rawDigitCount && raw[rawZeros] == 0 { rawZeros += 1 }
                let skip = rawZeros - inputZeros
                let length = layout.rawDigitCount - skip
                return String(unsafeUninitializedCapacity: length) { out in
                    Base58.alphabet.withUnsafeBufferPointer { alphabet in
                        for i in 0..<length { out[i] = alphabet[Int(raw[skip + i])] }
                    }
                    return length
                }
            }
        }
    }

    // MARK: Decode

    /// Decodes into `output` (exactly `layout.byteCount` bytes). Returns false when the text is not a
    /// valid encoding of that many bytes; the caller then finds the precise error on the slow path.
    static func decode(_ text: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableRawBufferPointer, layout: Layout) -> Bool {
        let length = text.count
        guard length > 0, length <= layout.maxTextLength else { return false }
        let rawCount = layout.rawDigitCount
        let intermediateCount = layout.intermediateCount
        let binaryCount = layout.binaryCount
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: intermediateCount + binaryCount + 1) { scratch in
            let intermediate = UnsafeMutableBufferPointer(rebasing: scratch[0..<intermediateCount])
            let binary = UnsafeMutableBufferPointer(rebasing: scratch[intermediateCount...])
            scratch.initialize(repeating: 0)
            let prefix = rawCount - length  // the text, left-padded with zero digits to rawCount digits
            var ones = 0
            var countingOnes = true
            let ok: Bool = Base58.digitValue.withUnsafeBufferPointer { values in
                for i in 0..<length {
                    let digit = values[Int(text[i])]
                    if digit == 0xFF { return false }
                    if countingOnes { if digit == 0 { ones += 1 } else { countingOnes = false } }
                    let position = prefix + i
                    intermediate[position / 5] = intermediate[position / 5] &* 58 &+ UInt64(digit)
                }
                return true
            }
            guard ok else { return false }
            layout.decodeTable.withUnsafeBufferPointer { table in
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
                output.storeBytes(of: UInt32(truncatingIfNeeded: binary[k + 1]).bigEndian, toByteOffset: k * 4, as: UInt32.self)
            }
            // Canonical length: leading '1's must equal leading zero bytes.
            var zeroBytes = 0
            while zeroBytes < layout.byteCount && output[zeroBytes] == 0 { zeroBytes += 1 }
            return zeroBytes == ones
        }
    }
}
