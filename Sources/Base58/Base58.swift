/// Base58 (Bitcoin alphabet), as Solana uses it for addresses, signatures and blockhashes.
///
/// Any byte string encodes: each leading zero byte becomes a leading `1`. The 32- and 64-byte
/// sizes (public keys, signatures) take a fast path that works on machine words instead of bytes.
public enum Base58 {
    /// The Bitcoin base58 alphabet (from the literal in `Base58Tables`, the one place it is spelled out).
    public static let alphabet: [UInt8] = Array(UnsafeBufferPointer(start: Base58Tables.alphabet, count: 58))

    /// The longest base58 text a value of `byteCount` bytes can have.
    public static func maxEncodedLength(forByteCount byteCount: Int) -> Int {
        // log(256)/log(58) = 1.3657...; one digit per byte at most for leading zeros.
        return (byteCount * 1366 + 999) / 1000
    }

    // MARK: Encoding

    /// Encodes any byte string.
    public static func encode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        if let fast = bytes.withContiguousStorageIfAvailable({ encode(UnsafeRawBufferPointer($0)) }) {
            return fast
        }
        return Array(bytes).withUnsafeBytes { encode($0) }
    }

    /// Encodes the bytes of a raw buffer.
    public static func encode(_ buffer: UnsafeRawBufferPointer) -> String {
        switch buffer.count {
        case 32: return Base58Fast32.encode(buffer.baseAddress!)
        case 64: return FixedBase58.encode(buffer, size: FixedSize64.self)
        default: return encodeGeneric(buffer)
        }
    }

    static func encodeGeneric(_ input: UnsafeRawBufferPointer) -> String {
        var zeros = 0
        while zeros < input.count && input[zeros] == 0 { zeros += 1 }
        let size = (input.count - zeros) * 138 / 100 + 1
        var digits = [UInt8](repeating: 0, count: size)
        var length = 0
        for index in zeros..<input.count {
            var carry = UInt32(input[index])
            var used = 0
            var position = size - 1
            while (carry != 0 || used < length) && position >= 0 {
                carry += 256 &* UInt32(digits[position])
                digits[position] = UInt8(carry % 58)
                carry /= 58
                used += 1
                position -= 1
            }
            length = used
        }
        let start = size - length
        let total = zeros + length
        return String(unsafeUninitializedCapacity: total) { out in
            for i in 0..<zeros { out[i] = alphabet[0] }
            for i in 0..<length { out[zeros + i] = alphabet[Int(digits[start + i])] }
            return total
        }
    }

    // MARK: Decoding

    /// Decodes base58 text of any length; the empty string decodes to no bytes.
    ///
    /// - Throws: `Base58Error.invalidCharacter` naming the first character outside the alphabet and
    ///   its position (0-based, in characters).
    public static func decode(_ string: String) throws(Base58Error) -> [UInt8] {
        var copy = string
        let result: Result<[UInt8], Base58Error> = copy.withUTF8 { utf8 in
            do throws(Base58Error) { return .success(try decodeGeneric(utf8)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Decodes base58 text that must hold exactly `count` bytes (32 and 64 take the fast path).
    ///
    /// - Throws: `Base58Error.wrongLength` with the expected and actual byte counts, or
    ///   `Base58Error.invalidCharacter`.
    public static func decode(_ string: String, count: Int) throws(Base58Error) -> [UInt8] {
        if count == 32 || count == 64 {
            var failure: Base58Error?
            let bytes = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
                failure = decodeReportingError(string, into: UnsafeMutableRawBufferPointer(out))
                initialized = failure == nil ? count : 0
            }
            if let failure { throw failure }
            return bytes
        }
        let bytes = try decode(string)
        guard bytes.count == count else { throw .wrongLength(expected: count, actual: bytes.count) }
        return bytes
    }

    /// Decodes base58 text into a buffer, which it must fill exactly.
    public static func decode(_ string: String, into output: UnsafeMutableRawBufferPointer) throws(Base58Error) {
        if let error = decodeReportingError(string, into: output) { throw error }
    }

    /// Decodes base58 text into a buffer it must fill exactly; returns the error instead of throwing
    /// (convenient inside closures of `withUnsafeMutableBytes`).
    public static func decodeReportingError(_ string: String, into output: UnsafeMutableRawBufferPointer)
        -> Base58Error?
    {
        @inline(__always) func run(_ utf8: UnsafeBufferPointer<UInt8>) -> Base58Error? {
            do throws(Base58Error) { try decode(utf8: utf8, into: output); return nil } catch { return error }
        }
        // Native strings expose their UTF-8 in place; others (bridged, shared) are made contiguous.
        if let result = string.utf8.withContiguousStorageIfAvailable(run) { return result }
        var copy = string
        return copy.withUTF8(run)
    }

    /// Decodes UTF-8 base58 text into a buffer, which it must fill exactly.
    public static func decode(utf8: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableRawBufferPointer)
        throws(Base58Error)
    {
        switch output.count {
        case 32: if Base58Fast32.decode(utf8, into: output.baseAddress!) { return }
        case 64: if FixedBase58.decode(utf8, into: output, size: FixedSize64.self) { return }
        default: break
        }
        // Slow path: either not a fast size or the fast path refused; find out why, precisely.
        let bytes = try decodeGeneric(utf8)
        guard bytes.count == output.count else {
            throw .wrongLength(expected: output.count, actual: bytes.count)
        }
        output.copyBytes(from: bytes)
    }

    static func decodeGeneric(_ input: UnsafeBufferPointer<UInt8>) throws(Base58Error) -> [UInt8] {
        var ones = 0
        while ones < input.count && input[ones] == alphabet[0] { ones += 1 }
        let size = (input.count - ones) * 733 / 1000 + 1
        var bytes = [UInt8](repeating: 0, count: size)
        var length = 0
        for index in ones..<input.count {
            let char = input[index]
            let value = Base58Tables.digitValues[Int(char & 0x7F)]
            if (value | (char & 0x80)) & Base58Tables.invalidMask != 0 { throw invalidCharacter(in: input, at: index) }
            var carry = UInt32(value)
            var used = 0
            var position = size - 1
            while (carry != 0 || used < length) && position >= 0 {
                carry += 58 &* UInt32(bytes[position])
                bytes[position] = UInt8(truncatingIfNeeded: carry)
                carry >>= 8
                used += 1
                position -= 1
            }
            length = used
        }
        var result = [UInt8](repeating: 0, count: ones)
        result.append(contentsOf: bytes[(size - length)...])
        return result
    }

    /// Builds the error for the byte at `index`, reporting the character and its character position.
    static func invalidCharacter(in input: UnsafeBufferPointer<UInt8>, at index: Int) -> Base58Error {
        // Find the start of the UTF-8 scalar that contains the byte, and its character position.
        var start = index
        while start > 0 && (input[start] & 0xC0) == 0x80 { start -= 1 }
        let prefix = String(decoding: UnsafeBufferPointer(rebasing: input[..<start]), as: UTF8.self)
        let rest = String(decoding: UnsafeBufferPointer(rebasing: input[start...]), as: UTF8.self)
        return .invalidCharacter(rest.first ?? "?", position: prefix.count)
    }
}
