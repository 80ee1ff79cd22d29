import SolanaCore

/// Little-endian instruction data, as bincode (native programs), borsh and SPL packing all write it.
struct DataWriter {
    var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func u8(_ value: UInt8) { bytes.append(value) }
    mutating func u16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func u64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func i64(_ value: Int64) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func key(_ key: PublicKey) { key.withUnsafeBytes { bytes.append(contentsOf: $0) } }
    /// bincode `String`/`Vec<u8>`: u64 length, then the bytes.
    mutating func bincodeString(_ text: String) {
        u64(UInt64(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }
    /// SPL `COption<Pubkey>` as packed in instruction data: 0, or 1 then the key.
    mutating func optionKey(_ key: PublicKey?) {
        if let key { u8(1); self.key(key) } else { u8(0) }
    }
}

/// Reads instruction or account data, each read bounds-checked.
struct DataReader {
    let bytes: [UInt8]
    var offset: Int
    let program: String
    var instruction: String

    init(_ bytes: [UInt8], program: String, instruction: String = "", offset: Int = 0) {
        self.bytes = bytes
        self.program = program
        self.instruction = instruction
        self.offset = offset
    }

    /// A reader over the data of an instruction that must belong to `programId`.
    /// - Throws: `.wrongProgram` naming `program` when the instruction is for another program.
    init(_ instruction: Instruction, programId: PublicKey, program: String) throws(InstructionDecodingError) {
        guard instruction.programId == programId else {
            throw .wrongProgram(expected: program, actual: instruction.programId.base58)
        }
        self.init(instruction.data, program: program)
    }

    var remaining: Int { bytes.count - offset }

    private mutating func take(_ count: Int, _ field: String) throws(InstructionDecodingError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else {
            throw .dataTooShort(program: program, instruction: instruction, field: field)
        }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    private mutating func integer<T: FixedWidthInteger>(_ type: T.Type, _ field: String)
        throws(InstructionDecodingError) -> T
    {
        let slice = try take(MemoryLayout<T>.size, field)
        var value: T = 0
        for (shift, byte) in slice.enumerated() { value |= T(truncatingIfNeeded: byte) << (8 * shift) }
        return value
    }

    mutating func u8(_ field: String) throws(InstructionDecodingError) -> UInt8 { try integer(UInt8.self, field) }
    mutating func u16(_ field: String) throws(InstructionDecodingError) -> UInt16 { try integer(UInt16.self, field) }
    mutating func u32(_ field: String) throws(InstructionDecodingError) -> UInt32 { try integer(UInt32.self, field) }
    mutating func u64(_ field: String) throws(InstructionDecodingError) -> UInt64 { try integer(UInt64.self, field) }
    mutating func i64(_ field: String) throws(InstructionDecodingError) -> Int64 { try integer(Int64.self, field) }

    mutating func key(_ field: String) throws(InstructionDecodingError) -> PublicKey {
        let slice = try take(32, field)
        return slice.withUnsafeBytes { PublicKey(buffer: $0) }
    }

    mutating func raw(_ count: Int, _ field: String) throws(InstructionDecodingError) -> [UInt8] {
        Array(try take(count, field))
    }

    mutating func bincodeString(_ field: String) throws(InstructionDecodingError) -> String {
        let length = try u64(field + " length")
        guard length <= UInt64(remaining) else {
            throw .dataTooShort(program: program, instruction: instruction, field: field)
        }
        let raw = try take(Int(length), field)
        guard let text = String(validating: raw, as: UTF8.self) else {
            throw .invalidValue(program: program, field: field, detail: "not UTF-8")
        }
        return text
    }

    /// A Borsh string: a u32 length, then that many UTF-8 bytes; at most `maximum` bytes.
    mutating func borshString(_ field: String, maximum: Int) throws(InstructionDecodingError) -> String {
        let length = try u32(field + " length")
        guard length <= UInt32(maximum) else {
            throw .invalidValue(program: program, field: field, detail: "\(length) bytes, at most \(maximum)")
        }
        guard Int(length) <= remaining else {
            throw .dataTooShort(program: program, instruction: instruction, field: field)
        }
        let raw = try take(Int(length), field)
        guard let text = String(validating: raw, as: UTF8.self) else {
            throw .invalidValue(program: program, field: field, detail: "not UTF-8")
        }
        return text
    }

    /// SPL instruction `COption<Pubkey>`: 0, or 1 then 32 bytes.
    mutating func optionKey(_ field: String) throws(InstructionDecodingError) -> PublicKey? {
        switch try u8(field) {
        case 0: return nil
        case 1: return try key(field)
        case let tag: throw .invalidValue(program: program, field: field, detail: "option tag \(tag)")
        }
    }

    /// Account-state `COption<Pubkey>`: u32 tag (0/1) then always 32 bytes.
    mutating func stateOptionKey(_ field: String) throws(InstructionDecodingError) -> PublicKey? {
        let tag = try u32(field)
        let value = try key(field)
        switch tag {
        case 0: return nil
        case 1: return value
        default: throw .invalidValue(program: program, field: field, detail: "option tag \(tag)")
        }
    }

    /// Account-state `COption<u64>`: u32 tag then always 8 bytes.
    mutating func stateOptionU64(_ field: String) throws(InstructionDecodingError) -> UInt64? {
        let tag = try u32(field)
        let value = try u64(field)
        switch tag {
        case 0: return nil
        case 1: return value
        default: throw .invalidValue(program: program, field: field, detail: "option tag \(tag)")
        }
    }
}

/// Checks an instruction has at least `count` accounts and returns their keys.
func requireAccounts(_ accounts: [AccountMeta], _ count: Int, program: String, instruction: String)
    throws(InstructionDecodingError) -> [PublicKey]
{
    guard accounts.count >= count else {
        throw .notEnoughAccounts(program: program, instruction: instruction, expected: count, actual: accounts.count)
    }
    return accounts.map(\.publicKey)
}
