import SolanaCore

/// A version-0 message: static account keys plus accounts loaded from address lookup tables.
public struct MessageV0: Sendable, Hashable {
    /// Signer and read-only counts (of the static keys).
    public var header: MessageHeader
    /// The keys listed in the message, in header order.
    public var staticAccountKeys: [PublicKey]
    /// The recent blockhash, or the durable nonce value.
    public var recentBlockhash: Hash
    /// The instructions; indexes address static keys ‖ loaded writable ‖ loaded read-only.
    public var instructions: [CompiledInstruction]
    /// The lookup tables used, with the indexes loaded from each.
    public var addressTableLookups: [MessageAddressTableLookup]

    /// A message from already compiled parts.
    public init(
        header: MessageHeader, staticAccountKeys: [PublicKey], recentBlockhash: Hash,
        instructions: [CompiledInstruction], addressTableLookups: [MessageAddressTableLookup]
    ) {
        self.header = header
        self.staticAccountKeys = staticAccountKeys
        self.recentBlockhash = recentBlockhash
        self.instructions = instructions
        self.addressTableLookups = addressTableLookups
    }

    /// Compiles instructions as the Rust SDK's `v0::Message::try_compile` does: non-signer, non-program
    /// keys found in the tables (in the order given) are loaded through lookups instead of listed. The account
    /// of a leading AdvanceNonceAccount stays static, as the Rust SDK keeps it.
    public init(
        instructions: [Instruction], feePayer: PublicKey, recentBlockhash: Hash,
        addressLookupTables: [AddressLookupTableAccount] = []
    ) throws(TransactionError) {
        var compiler = MessageCompiler(instructions: instructions, payer: feePayer)
        var lookups: [MessageAddressTableLookup] = []
        var loaded = LoadedAddresses()
        let nonce = addressLookupTables.isEmpty ? nil : MessageCompiler.nonceAccount(of: instructions)
        for table in addressLookupTables {
            if let (lookup, writable, readonly) = try compiler.extractLookup(table, keepingStatic: nonce) {
                lookups.append(lookup)
                loaded.writable += writable
                loaded.readonly += readonly
            }
        }
        let (header, keys) = try compiler.messageComponents()
        self.header = header
        self.staticAccountKeys = keys
        self.recentBlockhash = recentBlockhash
        self.addressTableLookups = lookups
        self.instructions = try MessageCompiler.compileInstructions(
            instructions, accountKeys: keys + loaded.writable + loaded.readonly)
    }

    /// How many accounts the lookups load.
    public var loadedAccountCount: Int {
        addressTableLookups.reduce(0) { $0 + Int($1.indexes.firstCount) + Int($1.indexes.secondCount) }
    }

    /// Resolves the lookups to addresses with the given tables (matched by address, any order).
    public func loadedAddresses(from tables: [AddressLookupTableAccount]) throws(TransactionError) -> LoadedAddresses {
        var byKey: [PublicKey: AddressLookupTableAccount] = [:]
        for table in tables { byKey[table.key] = table }
        var loaded = LoadedAddresses()
        for lookup in addressTableLookups {
            guard let table = byKey[lookup.accountKey] else { throw .missingLookupTable(lookup.accountKey) }
            for index in lookup.sharedWritableIndexes {
                guard Int(index) < table.addresses.count else {
                    throw .lookupIndexOutOfRange(table: table.key, index: index, tableSize: table.addresses.count)
                }
                loaded.writable.append(table.addresses[Int(index)])
            }
        }
        for lookup in addressTableLookups {
            let table = byKey[lookup.accountKey]!
            for index in lookup.sharedReadonlyIndexes {
                guard Int(index) < table.addresses.count else {
                    throw .lookupIndexOutOfRange(table: table.key, index: index, tableSize: table.addresses.count)
                }
                loaded.readonly.append(table.addresses[Int(index)])
            }
        }
        return loaded
    }

    /// The number of bytes `serialize()` returns (including the 0x80 version prefix).
    public var serializedSize: Int {
        var size =
            1 + 3 + ShortVec.encodedLength(staticAccountKeys.count) + staticAccountKeys.count * 32 + 32
            + ShortVec.encodedLength(instructions.count) + instructions.reduce(0) { $0 + $1.serializedSize }
        size += ShortVec.encodedLength(addressTableLookups.count)
        for lookup in addressTableLookups {
            let writable = Int(lookup.indexes.firstCount), readonly = Int(lookup.indexes.secondCount)
            size += 32 + ShortVec.encodedLength(writable) + writable + ShortVec.encodedLength(readonly) + readonly
        }
        return size
    }

    /// The message bytes, version prefix included: what every signer signs.
    public func serialize() -> [UInt8] {
        WireWriter.build(count: serializedSize) { write(into: &$0) }
    }

    func write(into writer: inout WireWriter) {
        writer.byte(0x80)
        header.write(into: &writer)
        writer.shortVec(staticAccountKeys.count)
        for key in staticAccountKeys { writer.key(key) }
        writer.hash(recentBlockhash)
        writer.shortVec(instructions.count)
        for instruction in instructions { instruction.write(into: &writer) }
        writer.shortVec(addressTableLookups.count)
        for lookup in addressTableLookups {
            writer.key(lookup.accountKey)
            writer.shortVec(Int(lookup.indexes.firstCount))
            lookup.indexes.withFirst { writer.raw($0) }
            writer.shortVec(Int(lookup.indexes.secondCount))
            lookup.indexes.withSecond { writer.raw($0) }
        }
    }

    /// Reads the body after the 0x80 prefix.
    static func read(from reader: inout WireReader) throws(TransactionDecodingError) -> MessageV0 {
        let header = try MessageHeader.read(from: &reader)
        let keys = try reader.publicKeys("static account keys")
        let blockhash = Hash(buffer: try reader.slice(32, "recent blockhash"))
        let count = try reader.length("instruction count")
        var instructions: [CompiledInstruction] = []
        instructions.reserveCapacity(min(count, reader.remaining))
        for index in 0..<count { instructions.append(try CompiledInstruction.read(from: &reader, index: index)) }
        let lookupCount = try reader.length("lookup count")
        var lookups: [MessageAddressTableLookup] = []
        lookups.reserveCapacity(min(lookupCount, reader.remaining))
        var loaded = 0
        for index in 0..<lookupCount {
            let table = try reader.publicKey("lookup \(index) table")
            let indexes = try reader.shortVecBytePair(
                "lookup \(index) writable indexes", "lookup \(index) readonly indexes")
            let count = Int(indexes.firstCount) + Int(indexes.secondCount)
            guard count > 0 else { throw .invalidHeader("lookup \(index) of table \(table) loads no accounts") }
            loaded += count
            lookups.append(MessageAddressTableLookup(accountKey: table, indexes: indexes))
        }
        try header.validate(staticKeyCount: keys.count)
        guard keys.count + loaded <= 256 else {
            throw .invalidHeader("\(keys.count) static + \(loaded) loaded accounts exceed 256")
        }
        try validateInstructions(instructions, accountCount: keys.count + loaded, staticCount: keys.count)
        return MessageV0(
            header: header, staticAccountKeys: keys, recentBlockhash: blockhash,
            instructions: instructions, addressTableLookups: lookups)
    }
}
