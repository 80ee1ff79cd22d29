import Base58
import SolanaCrypto

/// A 32-byte Solana address: an Ed25519 public key or a program-derived address.
///
/// Stored inline (no heap allocation), hashed and compared by its bytes; its text form is base58.
public struct PublicKey: Sendable, Hashable, Comparable, Codable, CustomStringConvertible, CustomDebugStringConvertible
{
    /// The size of a public key in bytes.
    public static let length = 32
    /// The longest base58 text of 32 bytes.
    public static let maxBase58Length = 44

    @usableFromInline typealias Storage = (UInt64, UInt64, UInt64, UInt64)
    @usableFromInline var storage: Storage

    /// The all-zero key, which is also the System program id.
    public static let zero = PublicKey(storage: (0, 0, 0, 0))

    init(storage: Storage) { self.storage = storage }

    /// Parses a base58 address (at most 44 characters, exactly 32 bytes), as `Pubkey::from_str` does.
    public init(_ base58: String) throws(ValueParseError) {
        let text = base58
        let count = text.utf8.count
        guard count <= Self.maxBase58Length else {
            throw .textTooLong(kind: "public key", maximum: Self.maxBase58Length, actual: text.count)
        }
        var storage: Storage = (0, 0, 0, 0)
        if let error = withUnsafeMutableBytes(of: &storage, { Base58.decodeReportingError(text, into: $0) }) {
            throw ValueParseError(error, kind: "public key")
        }
        self.storage = storage
    }

    /// Parses base58 text given as UTF-8 bytes (a parser's buffer), without making a String first.
    public init(base58UTF8 text: UnsafeBufferPointer<UInt8>) throws(ValueParseError) {
        guard text.count <= Self.maxBase58Length else {
            throw .textTooLong(kind: "public key", maximum: Self.maxBase58Length, actual: text.count)
        }
        var storage: Storage = (0, 0, 0, 0)
        let failure = withUnsafeMutableBytes(of: &storage) { output -> Base58Error? in
            do throws(Base58Error) { try Base58.decode(utf8: text, into: output); return nil } catch { return error }
        }
        if let failure { throw ValueParseError(failure, kind: "public key") }
        self.storage = storage
    }

    /// A key from exactly 32 bytes.
    public init<Bytes: Collection<UInt8>>(bytes: Bytes) throws(ValueParseError) {
        guard bytes.count == Self.length else {
            throw .wrongLength(kind: "public key", expected: Self.length, actual: bytes.count)
        }
        var storage: Storage = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &storage) { out in _ = out.copyBytes(from: bytes) }
        self.storage = storage
    }

    /// A key from a 32-byte buffer.
    @inline(__always)
    public init(buffer: UnsafeRawBufferPointer) {
        precondition(buffer.count == Self.length, "a public key is 32 bytes")
        var storage: Storage = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: buffer) }
        self.storage = storage
    }

    /// A key from a base58 literal known to be valid (program ids, test constants); traps otherwise.
    public init(staticString: StaticString) {
        do { try self.init(staticString.description) } catch { preconditionFailure("\(error)") }
    }

    /// The 32 bytes.
    public var bytes: [UInt8] { withUnsafeBytes { Array($0) } }

    /// Read access to the 32 bytes without copying.
    @inlinable @inline(__always)
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try Swift.withUnsafeBytes(of: storage, body)
    }

    /// The base58 text.
    public var base58: String { withUnsafeBytes { Base58.encode($0) } }

    /// The base58 text.
    public var description: String { base58 }
    /// `PublicKey(<base58>)`.
    public var debugDescription: String { "PublicKey(\(base58))" }

    /// Whether the bytes are a point of edwards25519, i.e. could have a private key. PDAs are off the curve.
    public var isOnCurve: Bool { withUnsafeBytes { Curve25519Point.isOnCurve($0) } }

    /// Whether the 32 bytes are equal.
    public static func == (lhs: PublicKey, rhs: PublicKey) -> Bool {
        lhs.storage.0 == rhs.storage.0 && lhs.storage.1 == rhs.storage.1
            && lhs.storage.2 == rhs.storage.2 && lhs.storage.3 == rhs.storage.3
    }

    /// Hashes the 32 bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.0)
        hasher.combine(storage.1)
        hasher.combine(storage.2)
        hasher.combine(storage.3)
    }

    /// Orders by bytes, lexicographically (as the Rust SDK sorts account keys).
    public static func < (lhs: PublicKey, rhs: PublicKey) -> Bool {
        let a = lhs.storage, b = rhs.storage
        if a.0 != b.0 { return a.0.bigEndian < b.0.bigEndian }
        if a.1 != b.1 { return a.1.bigEndian < b.1.bigEndian }
        if a.2 != b.2 { return a.2.bigEndian < b.2.bigEndian }
        return a.3.bigEndian < b.3.bigEndian
    }

    /// Decodes the base58 text.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the text is not the base58 of 32 bytes.
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
