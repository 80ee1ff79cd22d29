import Base58
import Foundation
import SolanaCore

/// A signed (or partly signed) transaction of any version: signatures in signer order, then the message (v1: the
/// message, then the signatures).
///
/// Build one from instructions (`Transaction(feePayer:blockhash:instructions:)` or the DSL), sign it with
/// one or more keypairs in any order, add signatures made elsewhere, then send `base64()`.
public struct Transaction: Sendable, Hashable {
    /// The largest serialized transaction the network accepts (IPv6 MTU − headers).
    public static let maxSize = 1232

    /// One slot per required signer; an unsigned slot is `Signature.zero`.
    public var signatures: [Signature]
    /// The message that signers sign.
    public private(set) var message: VersionedMessage

    /// An unsigned transaction for `message`, with zeroed signature slots.
    public init(message: VersionedMessage) {
        self.message = message
        self.signatures = Array(repeating: .zero, count: Int(message.header.numRequiredSignatures))
    }

    /// A transaction from its parts, as decoded (slot count is not checked here).
    public init(signatures: [Signature], message: VersionedMessage) {
        self.signatures = signatures
        self.message = message
    }

    /// Compiles an unsigned transaction from instructions.
    ///
    /// - Parameters:
    ///   - feePayer: the account that pays fees; the first signer.
    ///   - lifetime: a recent blockhash or a durable nonce (whose AdvanceNonceAccount is put first).
    ///   - version: legacy, or v0 (v1 needs its `TransactionConfig`: `init(feePayer:lifetime:config:instructions:)`).
    ///   - addressLookupTables: for v0, the tables to load eligible keys through (legacy takes none).
    ///   - instructions: the instructions, in the order they run.
    /// - Throws: `TransactionError.tooLarge` when the transaction would exceed 1,232 bytes, `.invalidArgument` for
    ///   lookup tables with a legacy version, `.missingLoadedAccountsDataSizeLimit` for `.v1` (a v1 transaction
    ///   needs its config), and the compile errors of `LegacyMessage` and `MessageV0`.
    public init(
        feePayer: PublicKey, lifetime: Lifetime, version: TransactionVersion = .legacy,
        addressLookupTables: [AddressLookupTableAccount] = [], instructions: [Instruction]
    ) throws(TransactionError) {
        let (all, blockhash) = Self.resolve(lifetime, instructions)
        switch version {
        case .legacy:
            guard addressLookupTables.isEmpty else {
                throw .invalidArgument("address lookup tables need a v0 transaction (version: .v0)")
            }
            self.init(
                message: .legacy(try LegacyMessage(instructions: all, feePayer: feePayer, recentBlockhash: blockhash)))
        case .v0:
            self.init(
                message: .v0(
                    try MessageV0(
                        instructions: all, feePayer: feePayer, recentBlockhash: blockhash,
                        addressLookupTables: addressLookupTables)))
        case .v1:
            // The config (above all its data-size limit) is never made up: it comes with the other initializer.
            throw .missingLoadedAccountsDataSizeLimit
        }
        // Refused when compiled, not when sent: a transaction over one packet can never be accepted.
        try checkSize()
    }

    /// Compiles an unsigned v1 transaction (SIMD-0385) from instructions.
    ///
    /// - Parameters:
    ///   - feePayer: the account that pays fees; the first signer.
    ///   - lifetime: a recent blockhash or a durable nonce (whose AdvanceNonceAccount is put first).
    ///   - config: the resource settings; its `loadedAccountsDataSizeLimit` is required.
    ///   - instructions: the instructions, in the order they run.
    /// - Throws: `TransactionError.missingLoadedAccountsDataSizeLimit`, `.invalidHeapSize`, `.limitExceeded` (64
    ///   accounts, 64 instructions, 12 signers), `.tooLarge` above 4,096 bytes.
    public init(
        feePayer: PublicKey, lifetime: Lifetime, config: TransactionConfig, instructions: [Instruction]
    ) throws(TransactionError) {
        let (all, blockhash) = Self.resolve(lifetime, instructions)
        self.init(
            message: .v1(
                try MessageV1(instructions: all, feePayer: feePayer, recentBlockhash: blockhash, config: config))
        )
        try checkSize()
    }

    /// The instructions with a nonce's AdvanceNonceAccount first, and the blockhash to use.
    private static func resolve(_ lifetime: Lifetime, _ instructions: [Instruction]) -> ([Instruction], Hash) {
        switch lifetime {
        case .blockhash(let hash):
            return (instructions, hash)
        case .durableNonce(let nonce):
            let advance = SystemProgram.advanceNonceAccount(nonce: nonce.account, authority: nonce.authority)
            return ([advance] + instructions, nonce.value)
        }
    }

    /// The wire size of a transaction of `message` with `signatures` slots.
    static func wireSize(message: VersionedMessage, signatures: Int) -> Int {
        if case .v1 = message { return message.serializedSize + signatures * 64 }
        return ShortVec.encodedLength(signatures) + signatures * 64 + message.serializedSize
    }

    /// Throws `TransactionError.tooLarge` when the wire form (signature slots included) exceeds 1,232 bytes (4,096
    /// for v1).
    func checkSize() throws(TransactionError) {
        let size = Self.wireSize(message: message, signatures: Int(message.header.numRequiredSignatures))
        let limit = message.maxTransactionSize
        guard size <= limit else { throw .tooLarge(size: size, limit: limit) }
    }

    /// Compiles an unsigned transaction with a recent blockhash.
    public init(
        feePayer: PublicKey, blockhash: Hash, version: TransactionVersion = .legacy,
        addressLookupTables: [AddressLookupTableAccount] = [], instructions: [Instruction]
    ) throws(TransactionError) {
        try self.init(
            feePayer: feePayer, lifetime: .blockhash(blockhash), version: version,
            addressLookupTables: addressLookupTables, instructions: instructions)
    }

    /// The transaction id: the fee payer's signature.
    public var id: Signature? { signatures.first }

    /// The required signers, in slot order.
    public var signers: [PublicKey] { Array(message.signers) }

    /// Signs with each keypair, in any order; slots of other signers are left as they are (partial signing).
    ///
    /// - Throws: `TransactionError.notASigner` when a keypair is not a required signer, `.tooLarge` when the
    ///   transaction exceeds 1,232 bytes (nothing is changed then: a signature of a transaction that can never be
    ///   sent is of no use).
    public mutating func sign(_ keypairs: [Keypair]) throws(TransactionError) {
        try checkSize()
        let signers = message.signers
        var slots: [Int] = []
        for keypair in keypairs {
            guard let slot = signers.firstIndex(of: keypair.publicKey) else { throw .notASigner(keypair.publicKey) }
            slots.append(slot - signers.startIndex)
        }
        ensureSlots()
        let bytes = message.serialize()
        bytes.withUnsafeBytes { raw in
            for (keypair, slot) in zip(keypairs, slots) { signatures[slot] = keypair.sign(raw) }
        }
    }

    /// Signs with one keypair.
    public mutating func sign(_ keypair: Keypair) throws(TransactionError) { try sign([keypair]) }

    /// A copy signed by `keypairs`.
    public func signed(_ keypairs: Keypair...) throws(TransactionError) -> Transaction {
        var copy = self
        try copy.sign(keypairs)
        return copy
    }

    /// Adds a signature made elsewhere (a wallet adapter, an offline signer) after checking it verifies.
    public mutating func addSignature(_ signature: Signature, publicKey: PublicKey) throws(TransactionError) {
        let signers = message.signers
        guard let slot = signers.firstIndex(of: publicKey) else { throw .notASigner(publicKey) }
        guard signature.verify(publicKey: publicKey, message: message.serialize()) else {
            throw .invalidSignature(signer: publicKey)
        }
        ensureSlots()
        signatures[slot - signers.startIndex] = signature
    }

    private mutating func ensureSlots() {
        let count = Int(message.header.numRequiredSignatures)
        if signatures.count < count { signatures += Array(repeating: .zero, count: count - signatures.count) }
    }

    /// Whether each signature verifies for its signer and the message, in slot order.
    public func verifySignatures() -> [Bool] {
        let bytes = message.serialize()
        let signers = message.signers
        return bytes.withUnsafeBytes { raw in
            signatures.enumerated().map { index, signature in
                index < signers.count && signature.verify(publicKey: signers[signers.startIndex + index], message: raw)
            }
        }
    }

    /// Whether every required signer has signed and every signature verifies.
    public var isFullySignedAndValid: Bool {
        signatures.count == Int(message.header.numRequiredSignatures) && verifySignatures().allSatisfy { $0 }
    }

    /// The signers whose slots are still empty.
    public var missingSigners: [PublicKey] {
        message.signers.enumerated().compactMap { index, key in
            index < signatures.count && !signatures[index].isZero ? nil : key
        }
    }

    /// The number of bytes the wire form takes.
    public var serializedSize: Int { Self.wireSize(message: message, signatures: signatures.count) }

    /// The wire bytes, whatever their size (v1: the message, then the signatures, without a count).
    public var wireBytes: [UInt8] {
        WireWriter.build(count: serializedSize) { writer in
            if case .v1 = message {
                message.write(into: &writer)
                for signature in signatures { writer.signature(signature) }
                return
            }
            writer.shortVec(signatures.count)
            for signature in signatures { writer.signature(signature) }
            message.write(into: &writer)
        }
    }

    /// The wire bytes.
    ///
    /// - Throws: `TransactionError.tooLarge` (stating the size) above 1,232 bytes (4,096 for v1).
    public func serialize() throws(TransactionError) -> [UInt8] {
        let size = serializedSize, limit = message.maxTransactionSize
        guard size <= limit else { throw .tooLarge(size: size, limit: limit) }
        return wireBytes
    }

    /// The wire bytes as base64 (what `sendTransaction` takes with `"encoding": "base64"`).
    public func base64() throws(TransactionError) -> String { Data(try serialize()).base64EncodedString() }

    /// The wire bytes as base58 (the deprecated default encoding of `sendTransaction`).
    public func base58() throws(TransactionError) -> String { Base58.encode(try serialize()) }

    /// Decodes wire bytes of any version: legacy, v0 (signatures, then 0x80 and the message) or v1 (0x81, the
    /// message, then the signatures).
    ///
    /// - Throws: `TransactionDecodingError` for truncated or trailing bytes, bad lengths, a version ≥ 2
    ///   (`.unsupportedVersion`, naming it), a signature count that differs from the header, indexes past the
    ///   account list, and the v1 rules (config mask, heap size, limits, 4,096 bytes).
    public init(wireBytes: [UInt8]) throws(TransactionDecodingError) {
        // Decoded instructions and lookups keep their bytes as views into `wireBytes` (no copies).
        self = try WireReader.reading(wireBytes) { reader throws(TransactionDecodingError) in
            try Transaction.read(from: &reader)
        }
    }

    /// Decodes wire bytes from a buffer (copied once into an array the decoded values share).
    public init(buffer: UnsafeRawBufferPointer) throws(TransactionDecodingError) {
        try self.init(wireBytes: Array(buffer))
    }

    private static func read(from reader: inout WireReader) throws(TransactionDecodingError) -> Transaction {
        // A legacy or v0 transaction starts with its signature count (1 to 127 in any that fits 1,232 bytes);
        // a v1 transaction with 0x81. Other bytes with the high bit set would be a version this SDK does not know.
        if reader.remaining > 0, case let first = reader.buffer[reader.offset], first > 0x80 {
            guard first == MessageV1.versionByte else { throw .unsupportedVersion(first & 0x7F) }
            guard reader.remaining <= MessageV1.maxTransactionSize else {
                throw .tooLarge(size: reader.remaining, limit: MessageV1.maxTransactionSize)
            }
            reader.offset += 1
            let message = try MessageV1.read(from: &reader)
            let count = Int(message.header.numRequiredSignatures)
            let raw = try reader.slice(count * 64, "signatures")
            let signatures = plainArray(count: count, stride: 64, from: raw, Signature.init(buffer:))
            guard reader.remaining == 0 else { throw .trailingBytes(count: reader.remaining) }
            return Transaction(signatures: signatures, message: .v1(message))
        }
        let count = try reader.length("signature count")
        let raw = try reader.slice(count * 64, "signatures")
        let signatures = plainArray(count: count, stride: 64, from: raw, Signature.init(buffer:))
        let message = try VersionedMessage.read(from: &reader)
        if case .v1 = message { throw .misplacedV1Message }
        guard reader.remaining == 0 else { throw .trailingBytes(count: reader.remaining) }
        let required = Int(message.header.numRequiredSignatures)
        guard signatures.count == required else {
            throw .signatureCountMismatch(signatures: signatures.count, required: required)
        }
        return Transaction(signatures: signatures, message: message)
    }

    /// Decodes base64 text of wire bytes.
    public init(base64: String) throws(TransactionDecodingError) {
        guard let data = Data(base64Encoded: base64.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw .invalidBase64
        }
        try self.init(wireBytes: [UInt8](data))
    }

    /// Decodes base58 text of wire bytes.
    public init(base58: String) throws(TransactionDecodingError) {
        let bytes: [UInt8]
        do { bytes = try Base58.decode(base58.trimmingCharacters(in: .whitespacesAndNewlines)) } catch {
            throw .invalidBase58
        }
        try self.init(wireBytes: bytes)
    }
}

/// How long a transaction stays valid: a recent blockhash (about a minute) or a durable nonce (until advanced).
public enum Lifetime: Sendable, Hashable {
    /// A blockhash from `getLatestBlockhash`.
    case blockhash(Hash)
    /// A durable nonce: AdvanceNonceAccount goes first and the nonce value is the blockhash.
    case durableNonce(DurableNonce)
}

/// A nonce account, its authority and the nonce value stored in it.
public struct DurableNonce: Sendable, Hashable {
    /// The nonce account.
    public var account: PublicKey
    /// The nonce authority, who must sign.
    public var authority: PublicKey
    /// The stored nonce value (bytes 40..<72 of the nonce account), used as the blockhash.
    public var value: Hash

    /// A durable nonce from its parts.
    public init(account: PublicKey, authority: PublicKey, value: Hash) {
        self.account = account
        self.authority = authority
        self.value = value
    }
}
