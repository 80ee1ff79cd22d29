import SolanaCore

/// A legacy (unversioned) message: every account key is listed in the message itself.
public struct LegacyMessage: Sendable, Hashable {
    /// Signer and read-only counts.
    public var header: MessageHeader
    /// All accounts: writable signers (fee payer first), read-only signers, writable, read-only.
    public var accountKeys: [PublicKey]
    /// The recent blockhash, or the durable nonce value for a nonce transaction.
    public var recentBlockhash: Hash
    /// The instructions with accounts as indexes into `accountKeys`.
    public var instructions: [CompiledInstruction]

    /// A message from already compiled parts (e.g. decoded from the wire).
    public init(
        header: MessageHeader, accountKeys: [PublicKey], recentBlockhash: Hash, instructions: [CompiledInstruction]
    ) {
        self.header = header
        self.accountKeys = accountKeys
        self.recentBlockhash = recentBlockhash
        self.instructions = instructions
    }

    /// Compiles instructions as the Rust SDK's `Message::new_with_blockhash` does.
    public init(instructions: [Instruction], feePayer: PublicKey, recentBlockhash: Hash) throws(TransactionError) {
        let compiler = MessageCompiler(instructions: instructions, payer: feePayer)
        let (header, keys) = try compiler.messageComponents()
        self.header = header
        self.accountKeys = keys
        self.recentBlockhash = recentBlockhash
        self.instructions = try MessageCompiler.compileInstructions(instructions, accountKeys: keys)
    }

    /// The number of bytes `serialize()` returns.
    public var serializedSize: Int {
        3 + ShortVec.encodedLength(accountKeys.count) + accountKeys.count * 32 + 32
            + ShortVec.encodedLength(instructions.count) + instructions.reduce(0) { $0 + $1.serializedSize }
    }

    /// The message bytes: what every signer signs.
    public func serialize() -> [UInt8] {
        WireWriter.build(count: serializedSize) { write(into: &$0) }
    }

    func write(into writer: inout WireWriter) {
        header.write(into: &writer)
        writer.shortVec(accountKeys.count)
        for key in accountKeys { writer.key(key) }
        writer.hash(recentBlockhash)
        writer.shortVec(instructions.count)
        for instruction in instructions { instruction.write(into: &writer) }
    }

    /// Reads the body after the signatures; the header's first byte is already known not to be a version prefix.
    static func read(from reader: inout WireReader) throws(TransactionDecodingError) -> LegacyMessage {
        let header = try MessageHeader.read(from: &reader)
        let keys = try reader.publicKeys("account keys")
        let blockhash = Hash(buffer: try reader.slice(32, "recent blockhash"))
        let count = try reader.length("instruction count")
        var instructions: [CompiledInstruction] = []
        instructions.reserveCapacity(min(count, reader.remaining))
        for index in 0..<count { instructions.append(try CompiledInstruction.read(from: &reader, index: index)) }
        try header.validate(staticKeyCount: keys.count)
        try validateInstructions(instructions, accountCount: keys.count, staticCount: keys.count)
        return LegacyMessage(header: header, accountKeys: keys, recentBlockhash: blockhash, instructions: instructions)
    }
}
