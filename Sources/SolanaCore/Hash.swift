import Base58

/// A 32-byte hash: a blockhash, a durable nonce value, a genesis hash.
public struct Hash: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The size of a hash in bytes.
    public static let length = 32

    /// Bytes are kept as a `PublicKey` (same size, same base58 rules, inline storage).
    private var key: PublicKey

    /// The all-zero hash.
    public static let zero = Hash(key: .zero)

    private init(key: PublicKey) { self.key = key }

    /// Parses base58 text of 32 bytes.
    public init(_ base58: String) throws(ValueParseError) {
        do { key = try PublicKey(base58) } catch { throw Self.rename(error) }
    }

    /// A hash from exactly 32 bytes.
    public init<Bytes: Collection<UInt8>>(bytes: Bytes) throws(ValueParseError) {
        do { key = try PublicKey(bytes: bytes) } catch { throw Self.rename(error) }
    }

    /// A hash from a 32-byte buffer.
    public init(buffer: UnsafeRawBufferPointer) { key = PublicKey(buffer: buffer) }

    private static func rename(_ error: ValueParseError) -> ValueParseError {
        switch error {
        case .invalidCharacter(_, let character, let position):
            return .invalidCharacter(kind: "hash", character: character, position: position)
        case .wrongLength(_, let expected, let actual):
            return .wrongLength(kind: "hash", expected: expected, actual: actual)
        case .textTooLong(_, let maximum, let actual):
            return .textTooLong(kind: "hash", maximum: maximum, actual: actual)
        }
    }

    /// The 32 bytes.
    public var bytes: [UInt8] { key.bytes }

    /// Calls `body` with the 32 bytes, without copying them.
    @inline(__always)
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try key.withUnsafeBytes(body)
    }

    /// The base58 text (as the RPC API writes blockhashes).
    public var base58: String { key.base58 }
    /// The base58 text.
    public var description: String { key.base58 }

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
