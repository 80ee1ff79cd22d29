import SolanaCore

/// Reads wire bytes front to back, every read bounds-checked and reported as a typed error.
///
/// `buffer` is the memory of `backing`: byte strings are returned as ranges of `backing`, which decoded
/// values keep (a retain, no allocation).
struct WireReader: ~Copyable {
    let buffer: UnsafeRawBufferPointer
    let backing: [UInt8]
    var offset: Int = 0

    /// A reader of `backing`, whose bytes `buffer` must be (from `backing.withUnsafeBytes`).
    init(_ buffer: UnsafeRawBufferPointer, backing: [UInt8]) {
        precondition(buffer.count == backing.count)
        self.buffer = buffer
        self.backing = backing
    }

    /// Runs `body` with a reader of `bytes`, as a typed-throwing function.
    static func reading<T>(_ bytes: [UInt8], _ body: (inout WireReader) throws(TransactionDecodingError) -> T)
        throws(TransactionDecodingError) -> T
    {
        let result: Result<T, TransactionDecodingError> = bytes.withUnsafeBytes { raw in
            var reader = WireReader(raw, backing: bytes)
            do throws(TransactionDecodingError) { return .success(try body(&reader)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    var remaining: Int { buffer.count - offset }

    @inline(__always)
    mutating func byte(_ field: @autoclosure () -> String) throws(TransactionDecodingError) -> UInt8 {
        guard offset < buffer.count else { throw .truncated(field: field(), offset: offset) }
        defer { offset += 1 }
        return buffer[offset]
    }

    @inline(__always)
    mutating func length(_ field: @autoclosure () -> String) throws(TransactionDecodingError) -> Int {
        // One-byte lengths (below 128) are nearly all of them: read those here, inline
        // (ShortVec.decode is in another module and is not inlined).
        if offset < buffer.count, case let byte = buffer[offset], byte < 0x80 {
            offset += 1
            return Int(byte)
        }
        do throws(ShortVec.DecodeError) {
            return try ShortVec.decode(buffer, offset: &offset)
        } catch {
            if case .truncated(let at) = error { throw .truncated(field: field(), offset: at) }
            throw .invalidLength(field: field(), error)
        }
    }

    @inline(__always)
    mutating func slice(_ count: Int, _ field: @autoclosure () -> String) throws(TransactionDecodingError)
        -> UnsafeRawBufferPointer
    {
        guard count <= remaining else { throw .truncated(field: field(), offset: buffer.count) }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + count])
    }

    @inline(__always)
    mutating func publicKey(_ field: @autoclosure () -> String) throws(TransactionDecodingError) -> PublicKey {
        PublicKey(buffer: try slice(32, field()))
    }

    /// A little-endian u32.
    mutating func u32(_ field: @autoclosure () -> String) throws(TransactionDecodingError) -> UInt32 {
        let bytes = try slice(4, field())
        return bytes.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// A little-endian u64.
    mutating func u64(_ field: @autoclosure () -> String) throws(TransactionDecodingError) -> UInt64 {
        let bytes = try slice(8, field())
        return bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// A short-vec-prefixed array of 32-byte keys.
    mutating func publicKeys(_ field: @autoclosure () -> String) throws(TransactionDecodingError) -> [PublicKey] {
        let count = try length(field() + " count")
        let source = try slice(count * 32, field())
        return plainArray(count: count, stride: 32, from: source, PublicKey.init(buffer:))
    }

    /// A short-vec-prefixed byte string: where it is in `backing`.
    @inline(__always)
    mutating func shortVecRange(_ field: @autoclosure () -> String) throws(TransactionDecodingError) -> Range<Int> {
        let count = try length(field() + " length")
        guard count <= remaining else { throw .truncated(field: field(), offset: buffer.count) }
        defer { offset += count }
        return offset..<offset + count
    }

    /// Two short-vec-prefixed byte strings, one after the other, as one value sharing `backing`.
    @inline(__always)
    mutating func shortVecBytePair(_ first: @autoclosure () -> String, _ second: @autoclosure () -> String)
        throws(TransactionDecodingError) -> SharedBytePair
    {
        let firstRange = try shortVecRange(first())
        let secondRange = try shortVecRange(second())
        return SharedBytePair(storage: backing, first: firstRange, second: secondRange)
    }
}

/// `count` values made from consecutive `stride`-byte pieces of `source`.
///
/// Grown with `reserveCapacity` and `append`, which the compiler specialises for `T`:
/// `Array(unsafeUninitializedCapacity:)` calls an unspecialised standard-library function that looks up
/// the array's type metadata at run time (about 600 instructions, more than the rest of a key's decoding).
@inline(__always)
func plainArray<T>(
    count: Int, stride: Int, from source: UnsafeRawBufferPointer,
    _ make: (UnsafeRawBufferPointer) -> T
) -> [T] {
    precondition(source.count == count * stride)
    var values: [T] = []
    values.reserveCapacity(count)
    var offset = 0
    for _ in 0..<count {
        values.append(make(UnsafeRawBufferPointer(rebasing: source[offset..<offset + stride])))
        offset += stride
    }
    return values
}

/// Writes into a buffer whose exact size was computed first (no reallocation, no per-byte appends).
struct WireWriter {
    var pointer: UnsafeMutableRawPointer
    var offset: Int = 0

    init(_ pointer: UnsafeMutableRawPointer) { self.pointer = pointer }

    @inline(__always)
    mutating func byte(_ value: UInt8) {
        pointer.storeBytes(of: value, toByteOffset: offset, as: UInt8.self)
        offset += 1
    }

    @inline(__always)
    mutating func shortVec(_ value: Int) {
        var rest = value
        while true {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            if rest == 0 { byte(low); return }
            byte(low | 0x80)
        }
    }

    @inline(__always)
    mutating func raw(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        (pointer + offset).copyMemory(from: base, byteCount: bytes.count)
        offset += bytes.count
    }

    mutating func u32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { byte(UInt8(truncatingIfNeeded: value >> shift)) }
    }

    mutating func u64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { byte(UInt8(truncatingIfNeeded: value >> shift)) }
    }

    @inline(__always)
    mutating func key(_ key: PublicKey) { key.withUnsafeBytes { raw($0) } }

    @inline(__always)
    mutating func hash(_ hash: Hash) { hash.withUnsafeBytes { raw($0) } }

    @inline(__always)
    mutating func signature(_ signature: Signature) { signature.withUnsafeBytes { raw($0) } }

    /// Builds an array of exactly `count` bytes with `body`.
    static func build(count: Int, _ body: (inout WireWriter) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var writer = WireWriter(UnsafeMutableRawPointer(buffer.baseAddress!))
            body(&writer)
            precondition(writer.offset == count, "serialized size mismatch")
            initialized = count
        }
    }
}

extension CompiledInstruction {
    var serializedSize: Int {
        let accounts = Int(bytes.firstCount), data = Int(bytes.secondCount)
        return 1 + ShortVec.encodedLength(accounts) + accounts + ShortVec.encodedLength(data) + data
    }

    func write(into writer: inout WireWriter) {
        writer.byte(programIdIndex)
        writer.shortVec(Int(bytes.firstCount))
        bytes.withFirst { writer.raw($0) }
        writer.shortVec(Int(bytes.secondCount))
        bytes.withSecond { writer.raw($0) }
    }

    @inline(__always)
    static func read(from reader: inout WireReader, index: Int) throws(TransactionDecodingError) -> CompiledInstruction
    {
        let program = try reader.byte("instruction \(index) program index")
        let bytes = try reader.shortVecBytePair("instruction \(index) accounts", "instruction \(index) data")
        return CompiledInstruction(programIdIndex: program, bytes: bytes)
    }
}

extension MessageHeader {
    static func read(from reader: inout WireReader) throws(TransactionDecodingError) -> MessageHeader {
        MessageHeader(
            numRequiredSignatures: try reader.byte("header"),
            numReadonlySignedAccounts: try reader.byte("header"),
            numReadonlyUnsignedAccounts: try reader.byte("header"))
    }

    func write(into writer: inout WireWriter) {
        writer.byte(numRequiredSignatures)
        writer.byte(numReadonlySignedAccounts)
        writer.byte(numReadonlyUnsignedAccounts)
    }

    /// The sanity rules the runtime applies to a header (agave `sanitize`).
    func validate(staticKeyCount: Int) throws(TransactionDecodingError) {
        let required = Int(numRequiredSignatures), readonlySigned = Int(numReadonlySignedAccounts)
        let readonlyUnsigned = Int(numReadonlyUnsignedAccounts)
        guard required + readonlyUnsigned <= staticKeyCount else {
            throw .invalidHeader(
                "\(required) signers + \(readonlyUnsigned) read-only non-signers exceed \(staticKeyCount) keys")
        }
        guard readonlySigned < required else {
            throw .invalidHeader(
                "\(readonlySigned) read-only signers of \(required) signers: the fee payer must be a writable signer")
        }
    }
}

/// Checks every instruction index against the message's account count.
func validateInstructions(_ instructions: [CompiledInstruction], accountCount: Int, staticCount: Int)
    throws(TransactionDecodingError)
{
    for (i, instruction) in instructions.enumerated() {
        // Programs must be static keys (and never the fee payer at index 0 — left to the runtime).
        guard Int(instruction.programIdIndex) < staticCount else {
            throw .indexOutOfRange(instruction: i, index: instruction.programIdIndex, accountCount: staticCount)
        }
        // With at most 256 accounts, only indexes past the count can be out of range: find the largest.
        let largest = instruction.bytes.withFirst { $0.max() }
        if let largest, Int(largest) >= accountCount {
            let index = instruction.sharedAccounts.first { Int($0) >= accountCount }!
            throw .indexOutOfRange(instruction: i, index: index, accountCount: accountCount)
        }
    }
}
