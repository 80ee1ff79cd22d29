import SolanaCore

/// The resource settings a v1 message carries in its header (SIMD-0385) instead of Compute Budget instructions.
///
/// A field left `nil` is absent from the wire (its mask bit clear) and the runtime takes the minimum: no priority
/// fee, a compute-unit limit of 0, a loaded-accounts-data-size limit of 0 (the transaction fails loading and still
/// pays its fee), the 32 KiB heap. `MessageV1`'s compiling initializer refuses a missing data-size limit.
public struct TransactionConfig: Sendable, Hashable {
    /// The priority fee, in lamports (the total, not a price per compute unit). Mask bits 0 and 1.
    public var priorityFee: UInt64?
    /// The compute-unit limit. Mask bit 2.
    public var computeUnitLimit: UInt32?
    /// The limit on the bytes of account data the transaction loads. Mask bit 3.
    public var loadedAccountsDataSizeLimit: UInt32?
    /// The heap size in bytes: a multiple of 1,024 from 32 KiB to 256 KiB. Mask bit 4.
    public var heapSize: UInt32?

    /// The smallest heap size a v1 message may ask for (also the default).
    public static let minHeapSize: UInt32 = 32 * 1024
    /// The largest heap size a v1 message may ask for.
    public static let maxHeapSize: UInt32 = 256 * 1024

    /// A configuration from its fields; `nil` leaves a field out of the message.
    public init(
        priorityFee: UInt64? = nil, computeUnitLimit: UInt32? = nil, loadedAccountsDataSizeLimit: UInt32? = nil,
        heapSize: UInt32? = nil
    ) {
        self.priorityFee = priorityFee
        self.computeUnitLimit = computeUnitLimit
        self.loadedAccountsDataSizeLimit = loadedAccountsDataSizeLimit
        self.heapSize = heapSize
    }

    /// The config mask: bits 0 and 1 for the priority fee, 2 compute units, 3 data size, 4 heap size.
    public var mask: UInt32 {
        (priorityFee == nil ? 0 : 0b11) | (computeUnitLimit == nil ? 0 : 0b100)
            | (loadedAccountsDataSizeLimit == nil ? 0 : 0b1000) | (heapSize == nil ? 0 : 0b1_0000)
    }

    /// The number of bytes the config values take in the message.
    public var valuesSize: Int {
        (priorityFee == nil ? 0 : 8) + (computeUnitLimit == nil ? 0 : 4) + (loadedAccountsDataSizeLimit == nil ? 0 : 4)
            + (heapSize == nil ? 0 : 4)
    }

    /// Whether `heapSize` (when set) is a multiple of 1 KiB from 32 KiB to 256 KiB.
    public var hasValidHeapSize: Bool {
        guard let heapSize else { return true }
        return heapSize % 1024 == 0 && (Self.minHeapSize...Self.maxHeapSize).contains(heapSize)
    }
}

/// A version-1 message (SIMD-0385): up to 64 accounts, 64 instructions and 12 signers, resource settings in a
/// config mask, no address lookup tables; its transaction (up to 4,096 bytes) puts the signatures after it.
public struct MessageV1: Sendable, Hashable {
    /// The version byte in front of a v1 message (and of a v1 transaction).
    public static let versionByte: UInt8 = 0x81
    /// The largest v1 transaction, signatures included.
    public static let maxTransactionSize = 4096
    /// The most account keys a v1 message lists.
    public static let maxAccounts = 64
    /// The most instructions a v1 message holds.
    public static let maxInstructions = 64
    /// The most signatures a v1 transaction carries.
    public static let maxSignatures = 12

    /// Signer and read-only counts.
    public var header: MessageHeader
    /// The resource settings.
    public var config: TransactionConfig
    /// The recent blockhash, or the durable nonce value.
    public var recentBlockhash: Hash
    /// Every account key, in header order.
    public var accountKeys: [PublicKey]
    /// The instructions; indexes address `accountKeys`.
    public var instructions: [CompiledInstruction]

    /// A message from already compiled parts (not checked: `validate()` applies the runtime's rules).
    public init(
        header: MessageHeader, config: TransactionConfig, recentBlockhash: Hash, accountKeys: [PublicKey],
        instructions: [CompiledInstruction]
    ) {
        self.header = header
        self.config = config
        self.recentBlockhash = recentBlockhash
        self.accountKeys = accountKeys
        self.instructions = instructions
    }

    /// Compiles instructions as the Rust SDK's `v1::Message::try_compile_with_config` does (the keys ordered as
    /// for legacy and v0).
    ///
    /// - Throws: `TransactionError.missingLoadedAccountsDataSizeLimit` when `config` has no data-size limit (the
    ///   runtime would take 0: the transaction fails and still pays its fee), `.invalidHeapSize`, `.limitExceeded`
    ///   for more than 64 accounts, 64 instructions, 12 signers, 255 accounts or 65,535 data bytes in an
    ///   instruction, and the compile errors of `LegacyMessage`.
    public init(
        instructions: [Instruction], feePayer: PublicKey, recentBlockhash: Hash, config: TransactionConfig
    ) throws(TransactionError) {
        guard config.loadedAccountsDataSizeLimit != nil else { throw .missingLoadedAccountsDataSizeLimit }
        let compiler = MessageCompiler(instructions: instructions, payer: feePayer)
        let (header, keys) = try compiler.messageComponents()
        self.header = header
        self.config = config
        self.recentBlockhash = recentBlockhash
        self.accountKeys = keys
        self.instructions = try MessageCompiler.compileInstructions(instructions, accountKeys: keys)
        try checkLimits()
    }

    /// Throws the first limit of SIMD-0385 the message breaks (counts, heap size, per-instruction sizes).
    public func checkLimits() throws(TransactionError) {
        guard config.hasValidHeapSize else { throw .invalidHeapSize(config.heapSize ?? 0) }
        guard accountKeys.count <= Self.maxAccounts else {
            throw .limitExceeded(.accounts, count: accountKeys.count, limit: Self.maxAccounts)
        }
        guard instructions.count <= Self.maxInstructions else {
            throw .limitExceeded(.instructions, count: instructions.count, limit: Self.maxInstructions)
        }
        guard Int(header.numRequiredSignatures) <= Self.maxSignatures else {
            throw .limitExceeded(.signatures, count: Int(header.numRequiredSignatures), limit: Self.maxSignatures)
        }
        for instruction in instructions {
            let accounts = Int(instruction.bytes.firstCount), data = Int(instruction.bytes.secondCount)
            guard accounts <= 255 else { throw .limitExceeded(.instructionAccounts, count: accounts, limit: 255) }
            guard data <= 65_535 else { throw .limitExceeded(.instructionData, count: data, limit: 65_535) }
        }
    }

    /// The number of bytes `serialize()` returns (including the 0x81 version byte).
    public var serializedSize: Int {
        1 + 3 + 4 + 32 + 1 + 1 + accountKeys.count * 32 + config.valuesSize + instructions.count * 4
            + instructions.reduce(0) { $0 + Int($1.bytes.firstCount) + Int($1.bytes.secondCount) }
    }

    /// The message bytes, version byte included: what every signer signs.
    public func serialize() -> [UInt8] {
        WireWriter.build(count: serializedSize) { write(into: &$0) }
    }

    func write(into writer: inout WireWriter) {
        writer.byte(Self.versionByte)
        header.write(into: &writer)
        writer.u32(config.mask)
        writer.hash(recentBlockhash)
        writer.byte(UInt8(truncatingIfNeeded: instructions.count))
        writer.byte(UInt8(truncatingIfNeeded: accountKeys.count))
        for key in accountKeys { writer.key(key) }
        if let value = config.priorityFee { writer.u64(value) }
        if let value = config.computeUnitLimit { writer.u32(value) }
        if let value = config.loadedAccountsDataSizeLimit { writer.u32(value) }
        if let value = config.heapSize { writer.u32(value) }
        for instruction in instructions {
            writer.byte(instruction.programIdIndex)
            writer.byte(UInt8(truncatingIfNeeded: instruction.bytes.firstCount))
            let length = UInt16(truncatingIfNeeded: instruction.bytes.secondCount)
            writer.byte(UInt8(length & 0xFF))
            writer.byte(UInt8(length >> 8))
        }
        for instruction in instructions {
            instruction.bytes.withFirst { writer.raw($0) }
            instruction.bytes.withSecond { writer.raw($0) }
        }
    }

    /// Reads the body after the 0x81 version byte and checks it as the runtime does (Rust SDK `validate`).
    static func read(from reader: inout WireReader) throws(TransactionDecodingError) -> MessageV1 {
        let header = try MessageHeader.read(from: &reader)
        let mask = try reader.u32("config mask")
        guard mask & ~UInt32(0b1_1111) == 0, mask & 0b11 == 0 || mask & 0b11 == 0b11 else {
            throw .invalidConfigMask(mask)
        }
        let blockhash = Hash(buffer: try reader.slice(32, "recent blockhash"))
        let instructionCount = Int(try reader.byte("instruction count"))
        let keyCount = Int(try reader.byte("address count"))
        guard instructionCount <= maxInstructions else {
            throw .limitExceeded(.instructions, count: instructionCount, limit: maxInstructions)
        }
        guard keyCount <= maxAccounts else { throw .limitExceeded(.accounts, count: keyCount, limit: maxAccounts) }
        guard Int(header.numRequiredSignatures) <= maxSignatures else {
            throw .limitExceeded(.signatures, count: Int(header.numRequiredSignatures), limit: maxSignatures)
        }
        let rawKeys = try reader.slice(keyCount * 32, "account keys")
        let keys = plainArray(count: keyCount, stride: 32, from: rawKeys, PublicKey.init(buffer:))
        var config = TransactionConfig()
        if mask & 0b11 != 0 { config.priorityFee = try reader.u64("priority fee") }
        if mask & 0b100 != 0 { config.computeUnitLimit = try reader.u32("compute-unit limit") }
        if mask & 0b1000 != 0 { config.loadedAccountsDataSizeLimit = try reader.u32("loaded accounts data size limit") }
        if mask & 0b1_0000 != 0 { config.heapSize = try reader.u32("heap size") }
        guard config.hasValidHeapSize else { throw .invalidHeapSize(config.heapSize ?? 0) }
        let headers = try reader.slice(instructionCount * 4, "instruction headers")
        var instructions: [CompiledInstruction] = []
        instructions.reserveCapacity(instructionCount)
        for index in 0..<instructionCount {
            let program = headers[index * 4]
            let accounts = Int(headers[index * 4 + 1])
            let data = Int(headers[index * 4 + 2]) | Int(headers[index * 4 + 3]) << 8
            let start = reader.offset
            _ = try reader.slice(accounts, "instruction \(index) accounts")
            _ = try reader.slice(data, "instruction \(index) data")
            let bytes = SharedBytePair(
                storage: reader.backing, first: start..<start + accounts, second: start + accounts..<reader.offset)
            instructions.append(CompiledInstruction(programIdIndex: program, bytes: bytes))
        }
        try header.validate(staticKeyCount: keys.count)
        guard Set(keys).count == keys.count else { throw .invalidHeader("an address is listed twice") }
        try validateInstructions(instructions, accountCount: keys.count, staticCount: keys.count)
        for (index, instruction) in instructions.enumerated() where instruction.programIdIndex == 0 {
            throw .invalidHeader("instruction \(index) invokes the fee payer as its program")
        }
        return MessageV1(
            header: header, config: config, recentBlockhash: blockhash, accountKeys: keys, instructions: instructions)
    }
}
