import Base58
import SolanaCrypto

/// A 64-byte Ed25519 signature; the first signature of a transaction is its id.
public struct Signature: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The size of a signature in bytes.
    public static let length = 64
    /// The longest base58 text of 64 bytes.
    public static let maxBase58Length = 88

    typealias Storage = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    var storage: Storage

    /// 64 zero bytes: the placeholder of a signature slot not yet signed.
    public static let zero = Signature(storage: (0, 0, 0, 0, 0, 0, 0, 0))

    init(storage: Storage) { self.storage = storage }

    /// Parses base58 text of 64 bytes.
    public init(_ base58: String) throws(ValueParseError) {
        let text = base58
        guard text.utf8.count <= Self.maxBase58Length else {
            throw .textTooLong(kind: "signature", maximum: Self.maxBase58Length, actual: text.count)
        }
        var storage: Storage = (0, 0, 0, 0, 0, 0, 0, 0)
        if let error = withUnsafeMutableBytes(of: &storage, { Base58.decodeReportingError(text, into: $0) }) {
            throw ValueParseError(error, kind: "signature")
        }
        self.storage = storage
    }

    /// Parses base58 text given as UTF-8 bytes (a parser's buffer), without making a String first.
    public init(base58UTF8 text: UnsafeBufferPointer<UInt8>) throws(ValueParseError) {
        guard text.count <= Self.maxBase58Length else {
            throw .textTooLong(kind: "signature", maximum: Self.maxBase58Length, actual: text.count)
        }
        var storage: Storage = (0, 0, 0, 0, 0, 0, 0, 0)
        let failure = withUnsafeMutableBytes(of: &storage) { output -> Base58Error? in
            do throws(Base58Error) { try Base58.decode(utf8: text, into: output); return nil } catch { return error }
        }
        if let failure { throw ValueParseError(failure, kind: "signature") }
        self.storage = storage
    }

    /// A signature from exactly 64 bytes.
    public init<Bytes: Collection<UInt8>>(bytes: Bytes) throws(ValueParseError) {
        guard bytes.count == Self.length else {
            throw .wrongLength(kind: "signature", expected: Self.length, actual: bytes.count)
        }
        var storage: Storage = (0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &storage) { out in _ = out.copyBytes(from: bytes) }
        self.storage = storage
    }

    /// A signature from a 64-byte buffer.
    @inline(__always)
    public init(buffer: UnsafeRawBufferPointer) {
        precondition(buffer.count == Self.length, "a signature is 64 bytes")
        var storage: Storage = (0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: buffer) }
        self.storage = storage
    }

    /// The 64 bytes.
    public var bytes: [UInt8] { withUnsafeBytes { Array($0) } }

    /// Calls `body` with the 64 bytes, without copying them.
    @inline(__always)
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try Swift.withUnsafeBytes(of: storage, body)
    }

    /// The base58 text (the transaction id as explorers show it).
    public var base58: String { withUnsafeBytes { Base58.encode($0) } }
    /// The base58 text.
    public var description: String { base58 }

    /// Whether this is the all-zero placeholder of an unsigned slot.
    public var isZero: Bool { self == .zero }

    /// Whether this signature is valid for `message` under `publicKey`.
    public func verify(publicKey: PublicKey, message: UnsafeRawBufferPointer) -> Bool {
        withUnsafeBytes { signature in
            publicKey.withUnsafeBytes { key in Ed25519.verify(signature: signature, message: message, publicKey: key) }
        }
    }

    /// Whether this signature is valid for `message` under `publicKey`.
    public func verify(publicKey: PublicKey, message: [UInt8]) -> Bool {
        message.withUnsafeBytes { verify(publicKey: publicKey, message: $0) }
    }

    /// Whether the 64 bytes are equal.
    public static func == (lhs: Signature, rhs: Signature) -> Bool {
        Swift.withUnsafeBytes(of: lhs.storage) { a in Swift.withUnsafeBytes(of: rhs.storage) { b in a.elementsEqual(b) }
        }
    }

    /// Hashes the 64 bytes.
    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// Decodes the base58 text.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the text is not the base58 of 64 bytes.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { try self.init(text) } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Encodes the base58 text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(base58)
    }
}
