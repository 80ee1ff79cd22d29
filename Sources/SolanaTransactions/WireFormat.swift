import SolanaCore

/// Reads wire bytes front to back, every read bounds-checked and reported as a typed error.
struct WireReader: ~Copyable {
    let buffer: UnsafeRawBufferPointer
    var offset: Int = 0

    init(_ buffer: UnsafeRawBufferPointer) { self.buffer = buffer }

    var remaining: Int { buffer.count - offset }

    @inline(__always)
    mutating func byte(_ field: @autoclosure () -> String) throws(TransactionDecodingError) -> UInt8 {
        guard offset < buffer.count else { throw .truncated(field: field(), offset: offset) }
        defer { offset += 1 }
        return buffer[offset]
    }

    @inline(__always)
    mutating func length(_ field: @autoclosure () -> String) throws(TransactionDecodingError) -> Int {
        do throws(ShortVec.DecodeError) {
            return try ShortVec.decode(buffer, offset: &offset)
        } catch {
            if case .truncated(let at) = error { throw .truncated(field: field(), offset: at) }
            throw .invalidLength(field: field(), error)
        }
    }

    @inline(__always)
    mutating func slice(_ count: Int, _ field: @autoclosure () -> String) throws(TransactionDecodingError) -> UnsafeRawBufferPointer {
        guard count <= remaining else { throw .truncated(field: field(), offset: buffer.count) }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + count])
    }

    @inline(__always)
    mutating func bytes(_ count: Int, _ field: @autoclosure () -> String) throws(TransactionDecodingError) -> [UInt8] {
        let source = try slice(count, field())
        guard count > 0 else { return [] }
        return Array(source.assumingMemoryBound(to: UInt8.self))
    }

    @inline(__always)
    mutating func publicKey(_ field: @autoclosure () -> String) throws(TransactionDecodingError) -> PublicKey {
        PublicKey(buffer: try slice(32, field()))
    }

    /// A short-vec-prefixed array of 32-byte keys.
    mutating func publicKeys(_ field: @autoclosure () -> String) throws(TransactionDecodingError) -> [PublicKey] {
        let count = try length(field() + " count")
        guard count * 32 <= remaining else { throw .truncated(field: field(), offset: buffer.count) }
        // PublicKey is 32 plain bytes: copy them all at once.
        let source = UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + count * 32])
        offset += count * 32
        return [PublicKey](unsafeUninitializedCapacity: count) { keys, initialized in
            UnsafeMutableRawBufferPointer(keys).copyMemory(from: source)
            initialized = count
        }
    }

    /// A short-vec-prefixed byte array.
    mutating func shortVecBytes(_ field: @autoclosure () -> String) throws(TransactionDecodingError) -> [UInt8] {
        let count = try length(field() + " length")
        return try bytes(count, field())
    }
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

    @inline(__always)
    mutating func bytes(_ bytes: [UInt8]) { bytes.withUnsafeBytes { raw($0) } }

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
        1 + ShortVec.encodedLength(accounts.count) + accounts.count + ShortVec.encodedLength(data.count) + data.count
    }

    func write(into writer: inout WireWriter) {
        writer.byte(programIdIndex)
        writer.shortVec(accounts.count)
        writer.bytes(accounts)
        writer.shortVec(data.count)
        writer.bytes(data)
    }

    static func read(from reader: inout WireReader, index: Int) throws(TransactionDecodingError) -> CompiledInstruction {
        let program = try reader.byte("instruction \(index) program index")
        let accounts = try reader.shortVecBytes("instruction \(index) accounts")
        let data = try reader.shortVecBytes("instruction \(index) data")
        return CompiledInstruction(programIdIndex: program, accounts: accounts, data: data)
    }
}

extension MessageHeader {
    static func read(from reader: inout WireReader) throws(TransactionDecodingError) -> MessageHeader {
        MessageHeader(numRequiredSignatures: try reader.byte("header"),
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
            throw .invalidHeader("\(required) signers + \(readonlyUnsigned) read-only non-signers exceed \(staticKeyCount) keys")
        }
        guard readonlySigned < required else {
            throw .invalidHeader("\(readonlySigned) read-only signers of \(required) signers: the fee payer must be a writable signer")
        }
    }
}

/// Checks every instruction index against the message's account count.
func validateInstructions(_ instructions: [CompiledInstruction], accountCount: Int, staticCount: Int) throws(TransactionDecodingError) {
    for (i, instruction) in instructions.enumerated() {
        // Programs must be static keys (and never the fee payer at index 0 — left to the runtime).
        guard Int(instruction.programIdIndex) < staticCount else {
            throw .indexOutOfRange(instruction: i, index: instruction.programIdIndex, accountCount: staticCount)
        }
        for index in instruction.accounts where Int(index) >= accountCount {
            throw .indexOutOfRange(instruction: i, index: index, accountCount: accountCount)
        }
    }
}
