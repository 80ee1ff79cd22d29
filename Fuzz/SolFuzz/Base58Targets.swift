import Base58
import SolanaCore

let base58Targets: [FuzzTarget] = [
    FuzzTarget(
        name: "base58-decode", maxLen: 256,
        summary: "Base58 text: generic and 32/64-byte decoders agree; whatever decodes re-encodes to the same text",
        run: fuzzBase58Decode),
    FuzzTarget(
        name: "base58-roundtrip", maxLen: 256,
        summary: "bytes → encode (fast 32/64 paths and generic) = reference encoder → decode = bytes",
        run: fuzzBase58Roundtrip),
]

/// Schoolbook base58 (the definition), to check the SDK's fast paths against.
func referenceBase58(_ bytes: [UInt8]) -> String {
    let alphabet = Array("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz".utf8)
    let zeros = bytes.prefix { $0 == 0 }.count
    var digits: [UInt8] = []  // little-endian base-58 digits
    for byte in bytes.dropFirst(zeros) {
        var carry = Int(byte)
        for i in digits.indices {
            carry += Int(digits[i]) << 8
            digits[i] = UInt8(carry % 58)
            carry /= 58
        }
        while carry > 0 { digits.append(UInt8(carry % 58)); carry /= 58 }
    }
    return String(
        decoding: Array(repeating: alphabet[0], count: zeros) + digits.reversed().map { alphabet[Int($0)] },
        as: UTF8.self)
}

/// The raw bytes through `decode(utf8:into:)` into a buffer of `count` bytes.
func decodeRaw(_ raw: [UInt8], count: Int) -> Result<[UInt8], Base58Error> {
    var output = [UInt8](repeating: 0xAA, count: count)
    let error: Base58Error? = raw.withUnsafeBufferPointer { utf8 in
        output.withUnsafeMutableBytes { out in
            do throws(Base58Error) { try Base58.decode(utf8: utf8, into: out); return nil } catch { return error }
        }
    }
    return error.map { .failure($0) } ?? .success(output)
}

func fuzzBase58Decode(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    let generic: Result<[UInt8], Base58Error>
    do throws(Base58Error) { generic = .success(try Base58.decode(text)) } catch { generic = .failure(error) }
    if case .success(let bytes) = generic {
        let again = Base58.encode(bytes)
        check(again == text, "decode then encode changed the text: \(text.debugDescription) → \(bytes) → \(again)")
        if bytes.count <= 128 {
            check(referenceBase58(bytes) == text, "decoded bytes disagree with the reference: \(text.debugDescription)")
        }
    }
    // Raw (possibly invalid UTF-8) bytes: the generic decoder on the same bytes decides.
    let rawGeneric: Result<[UInt8], Base58Error>
    if String(validating: input, as: UTF8.self) != nil {
        rawGeneric = generic
    } else {
        // Invalid UTF-8 can never be base58: every decoder must refuse it.
        rawGeneric = .failure(.invalidCharacter("?", position: -1))
    }
    for count in [32, 64, 31, 33] {
        let fixed: Result<[UInt8], Base58Error>
        do throws(Base58Error) { fixed = .success(try Base58.decode(text, count: count)) } catch {
            fixed = .failure(error)
        }
        let raw = decodeRaw(input, count: count)
        switch generic {
        case .success(let bytes) where bytes.count == count:
            check(
                fixed == .success(bytes),
                "decode(count: \(count)) disagrees with the generic decoder on \(text.debugDescription): \(fixed)")
        case .success(let bytes):
            check(
                fixed == .failure(.wrongLength(expected: count, actual: bytes.count)),
                "decode(count: \(count)) of \(bytes.count) bytes: \(fixed) for \(text.debugDescription)")
        case .failure(let error):
            check(
                fixed == .failure(error),
                "decode(count: \(count)) error \(fixed) ≠ generic \(error) for \(text.debugDescription)")
        }
        switch (rawGeneric, raw) {
        case (.success(let bytes), .success(let out)) where bytes.count == count:
            check(out == bytes, "decode(utf8:into: \(count)) wrote other bytes for \(text.debugDescription)")
        case (.success(let bytes), .failure(let error)) where bytes.count == count:
            fatalError("decode(utf8:into: \(count)) refused \(text.debugDescription): \(error)")
        case (_, .success):
            fatalError(
                "decode(utf8:into: \(count)) accepted \(input) that the generic decoder refuses or sizes otherwise")
        default: break
        }
    }
    // The typed parsers: a public key is 32 bytes of at most 44 characters, a signature 64 of at most 88.
    let key = input.withUnsafeBufferPointer { try? PublicKey(base58UTF8: $0) }
    let signature = input.withUnsafeBufferPointer { try? Signature(base58UTF8: $0) }
    let keyText = try? PublicKey(text)
    if case .success(let bytes) = rawGeneric, bytes.count == 32, input.count <= 44 {
        check(key?.bytes == bytes && keyText?.bytes == bytes, "PublicKey refused or changed \(text.debugDescription)")
        check(key?.base58 == text, "PublicKey.base58 ≠ its text \(text.debugDescription)")
    } else {
        check(key == nil, "PublicKey(base58UTF8:) accepted \(input)")
    }
    if case .success(let bytes) = rawGeneric, bytes.count == 64, input.count <= 88 {
        check(signature?.bytes == bytes, "Signature refused or changed \(text.debugDescription)")
        check(signature?.base58 == text, "Signature.base58 ≠ its text \(text.debugDescription)")
    } else {
        check(signature == nil, "Signature(base58UTF8:) accepted \(input)")
    }
}

func fuzzBase58Roundtrip(_ input: [UInt8]) {
    // Also the fast sizes, from a prefix of the input (zero-padded so leading zeros are common too).
    var samples = [input]
    for size in [32, 64] {
        let prefix = Array(input.prefix(size))
        samples.append(Array(repeating: 0, count: size - prefix.count) + prefix)
        samples.append(prefix + Array(repeating: 0, count: size - prefix.count))
    }
    for bytes in samples {
        let text = Base58.encode(bytes)
        let viaBuffer = bytes.withUnsafeBytes { Base58.encode($0) }
        check(text == viaBuffer, "encode(bytes) ≠ encode(buffer) for \(bytes)")
        check(
            text.utf8.count <= Base58.maxEncodedLength(forByteCount: bytes.count),
            "longer than maxEncodedLength for \(bytes)")
        if bytes.count <= 128 { check(text == referenceBase58(bytes), "encode ≠ reference for \(bytes): \(text)") }
        let back: [UInt8]
        do throws(Base58Error) { back = try Base58.decode(text, count: bytes.count) } catch {
            fatalError("decode(encode(\(bytes))) failed: \(error)")
        }
        check(back == bytes, "decode(encode(bytes)) ≠ bytes for \(bytes)")
        check((try? Base58.decode(text)) == bytes, "generic decode(encode(bytes)) ≠ bytes for \(bytes)")
        if bytes.count == 32 {
            let key = PublicKey(buffer: bytes.withUnsafeBytes { $0 })
            check(key.base58 == text, "PublicKey.base58 ≠ Base58.encode for \(bytes)")
        }
    }
}
