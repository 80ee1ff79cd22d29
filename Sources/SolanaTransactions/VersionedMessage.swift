import SolanaCore

/// A message of any wire version: legacy, v0 with address lookup tables, or v1 (SIMD-0385).
public enum VersionedMessage: Sendable, Hashable {
    /// A legacy message.
    case legacy(LegacyMessage)
    /// A version-0 message.
    case v0(MessageV0)
    /// A version-1 message.
    case v1(MessageV1)

    /// The wire version.
    public var version: TransactionVersion {
        switch self {
        case .legacy: return .legacy
        case .v0: return .v0
        case .v1: return .v1
        }
    }

    /// The v1 resource settings (nil for legacy and v0, which use Compute Budget instructions).
    public var config: TransactionConfig? {
        if case .v1(let message) = self { return message.config }
        return nil
    }

    /// The largest transaction of this version, signatures included (1,232 bytes; 4,096 for v1).
    public var maxTransactionSize: Int {
        if case .v1 = self { return MessageV1.maxTransactionSize }
        return Transaction.maxSize
    }

    /// Signer and read-only counts.
    public var header: MessageHeader {
        switch self {
        case .legacy(let message): return message.header
        case .v0(let message): return message.header
        case .v1(let message): return message.header
        }
    }

    /// The keys listed in the message itself (all keys for legacy).
    public var staticAccountKeys: [PublicKey] {
        switch self {
        case .legacy(let message): return message.accountKeys
        case .v0(let message): return message.staticAccountKeys
        case .v1(let message): return message.accountKeys
        }
    }

    /// The recent blockhash or durable nonce value.
    public var recentBlockhash: Hash {
        get {
            switch self {
            case .legacy(let message): return message.recentBlockhash
            case .v0(let message): return message.recentBlockhash
            case .v1(let message): return message.recentBlockhash
            }
        }
        set {
            switch self {
            case .legacy(var message): message.recentBlockhash = newValue; self = .legacy(message)
            case .v0(var message): message.recentBlockhash = newValue; self = .v0(message)
            case .v1(var message): message.recentBlockhash = newValue; self = .v1(message)
            }
        }
    }

    /// The compiled instructions.
    public var instructions: [CompiledInstruction] {
        switch self {
        case .legacy(let message): return message.instructions
        case .v0(let message): return message.instructions
        case .v1(let message): return message.instructions
        }
    }

    /// The lookups (empty for legacy and v1).
    public var addressTableLookups: [MessageAddressTableLookup] {
        switch self {
        case .legacy, .v1: return []
        case .v0(let message): return message.addressTableLookups
        }
    }

    /// The required signers, in signature order.
    public var signers: ArraySlice<PublicKey> { staticAccountKeys.prefix(Int(header.numRequiredSignatures)) }

    /// The fee payer (the first key).
    public var feePayer: PublicKey { staticAccountKeys[0] }

    /// The message bytes that signers sign.
    public func serialize() -> [UInt8] {
        switch self {
        case .legacy(let message): return message.serialize()
        case .v0(let message): return message.serialize()
        case .v1(let message): return message.serialize()
        }
    }

    /// The number of bytes `serialize()` returns.
    public var serializedSize: Int {
        switch self {
        case .legacy(let message): return message.serializedSize
        case .v0(let message): return message.serializedSize
        case .v1(let message): return message.serializedSize
        }
    }

    func write(into writer: inout WireWriter) {
        switch self {
        case .legacy(let message): message.write(into: &writer)
        case .v0(let message): message.write(into: &writer)
        case .v1(let message): message.write(into: &writer)
        }
    }

    /// Decodes message bytes (as signed), any version.
    public init(wireBytes: [UInt8]) throws(TransactionDecodingError) {
        self = try WireReader.reading(wireBytes) { reader throws(TransactionDecodingError) in
            let message = try VersionedMessage.read(from: &reader)
            guard reader.remaining == 0 else { throw .trailingBytes(count: reader.remaining) }
            return message
        }
    }

    static func read(from reader: inout WireReader) throws(TransactionDecodingError) -> VersionedMessage {
        guard reader.remaining > 0 else { throw .truncated(field: "message", offset: reader.offset) }
        let first = reader.buffer[reader.offset]
        if first & 0x80 == 0 { return .legacy(try LegacyMessage.read(from: &reader)) }
        reader.offset += 1
        switch first & 0x7F {
        case 0: return .v0(try MessageV0.read(from: &reader))
        case 1: return .v1(try MessageV1.read(from: &reader))
        case let version: throw .unsupportedVersion(version)
        }
    }

    /// Whether the account at `index` (of static ‖ loaded writable ‖ loaded read-only) signs.
    public func isSigner(_ index: Int) -> Bool { index < Int(header.numRequiredSignatures) }

    /// Whether the account at `index` (of static ‖ loaded writable ‖ loaded read-only) is writable
    /// as the message requests it (before the runtime demotes reserved accounts).
    public func isWritable(_ index: Int) -> Bool {
        let h = header, keys = staticAccountKeys.count
        let required = Int(h.numRequiredSignatures)
        if index < required { return index < required - Int(h.numReadonlySignedAccounts) }
        if index < keys { return index < keys - Int(h.numReadonlyUnsignedAccounts) }
        let writableLoaded = addressTableLookups.reduce(0) { $0 + Int($1.indexes.firstCount) }
        return index - keys < writableLoaded
    }

    /// Every account key: static keys, then (for v0) the addresses the lookups load from `tables`.
    public func accountKeys(lookupTables tables: [AddressLookupTableAccount] = []) throws(TransactionError)
        -> [PublicKey]
    {
        switch self {
        case .legacy(let message): return message.accountKeys
        case .v1(let message): return message.accountKeys
        case .v0(let message):
            if message.addressTableLookups.isEmpty { return message.staticAccountKeys }
            let loaded = try message.loadedAddresses(from: tables)
            return message.staticAccountKeys + loaded.writable + loaded.readonly
        }
    }

    /// The instructions with their accounts resolved back to keys and flags (lookups through `tables`).
    public func decompiledInstructions(lookupTables tables: [AddressLookupTableAccount] = []) throws(TransactionError)
        -> [Instruction]
    {
        let keys = try accountKeys(lookupTables: tables)
        for compiled in instructions {
            for index in [compiled.programIdIndex] + compiled.sharedAccounts where Int(index) >= keys.count {
                throw .accountIndexOutOfRange(index: Int(index), accountCount: keys.count)
            }
        }
        return instructions.map { compiled in
            Instruction(
                programId: keys[Int(compiled.programIdIndex)],
                accounts: compiled.sharedAccounts.map { index in
                    AccountMeta(
                        publicKey: keys[Int(index)], isSigner: isSigner(Int(index)), isWritable: isWritable(Int(index)))
                },
                data: compiled.data)
        }
    }
}
