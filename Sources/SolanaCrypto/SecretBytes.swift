/// Secret key material that is wiped from memory when the last reference goes away.
///
/// A class so that copies share one buffer and `deinit` can zero it; immutable after creation,
/// hence `Sendable`. Its description never shows the bytes.
public final class SecretBytes: @unchecked Sendable, CustomStringConvertible {
    private let pointer: UnsafeMutableRawBufferPointer

    /// Copies `bytes` into secret storage.
    public init<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        var array = Array(bytes)
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(array.count, 1), alignment: 16)
        array.withUnsafeMutableBytes { source in
            if source.count > 0 { storage.baseAddress!.copyMemory(from: source.baseAddress!, byteCount: source.count) }
            secureZero(source)
        }
        pointer = storage
        count = array.count
    }

    /// Creates storage of `count` bytes filled by `body`.
    ///
    /// When `body` throws, the storage is wiped and freed here, before any stored property is set (a class whose
    /// init throws after full initialisation runs `deinit`, which would free it a second time).
    public init(count: Int, _ body: (UnsafeMutableRawBufferPointer) throws -> Void) rethrows {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(count, 1), alignment: 16)
        do { try body(UnsafeMutableRawBufferPointer(rebasing: storage[0..<count])) } catch {
            secureZero(storage)
            storage.deallocate()
            throw error
        }
        pointer = storage
        self.count = count
    }

    deinit {
        secureZero(pointer)
        pointer.deallocate()
    }

    /// Number of secret bytes.
    public let count: Int

    /// Read access to the secret bytes; do not let them escape.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(rebasing: pointer[0..<count]))
    }

    /// A copy of the bytes, for the rare caller that must export them (a keypair file, a seed export).
    public var exposedBytes: [UInt8] { withUnsafeBytes { Array($0) } }

    /// The size only (`SecretBytes(n bytes, redacted)`); never the bytes.
    public var description: String { "SecretBytes(\(count) bytes, redacted)" }
}
