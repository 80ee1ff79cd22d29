import Crypto
import Foundation

/// SHA-256 (swift-crypto: BoringSSL's assembly on Linux).
public enum SHA256Hash {
    /// The size of a digest in bytes.
    public static let length = 32

    /// The digest of `bytes`.
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        Array(Crypto.SHA256.hash(data: bytes))
    }

    /// The digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBytes { hash($0) }
    }
}

/// Incremental SHA-256 over several parts (PDA seeds, `createWithSeed`).
public struct SHA256Hasher: Sendable {
    private var inner = Crypto.SHA256()

    /// An empty hasher.
    public init() {}

    /// Adds `bytes` to the hashed input.
    @inline(__always)
    public mutating func update(_ bytes: UnsafeRawBufferPointer) { inner.update(bufferPointer: bytes) }

    /// Adds `bytes` to the hashed input.
    public mutating func update(_ bytes: [UInt8]) { bytes.withUnsafeBytes { inner.update(bufferPointer: $0) } }

    /// Writes the 32-byte digest into `output`.
    @inline(__always)
    public func finalize(into output: UnsafeMutableRawBufferPointer) {
        inner.finalize().withUnsafeBytes { output.copyMemory(from: $0) }
    }

    /// The 32-byte digest.
    public func finalize() -> [UInt8] { Array(inner.finalize()) }
}
