import CSodium

/// libsodium, initialised once (thread-safe: global `let`s are initialised lazily and atomically).
enum Sodium {
    static let ready: Bool = sodium_init() >= 0

    @inline(__always)
    static func ensureReady() {
        precondition(ready, "libsodium failed to initialise")
    }
}

/// Cryptographically secure random bytes (libsodium `randombytes_buf`, the OS CSPRNG).
public enum SecureRandom {
    /// `count` random bytes.
    public static func bytes(_ count: Int) -> [UInt8] {
        Sodium.ensureReady()
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 { randombytes_buf(buffer.baseAddress!, count) }
            initialized = count
        }
    }

    /// Fills a buffer with random bytes.
    public static func fill(_ buffer: UnsafeMutableRawBufferPointer) {
        Sodium.ensureReady()
        if let base = buffer.baseAddress, buffer.count > 0 { randombytes_buf(base, buffer.count) }
    }

    /// A uniformly random integer in `0..<upperBound`.
    public static func uniform(_ upperBound: UInt32) -> UInt32 {
        Sodium.ensureReady()
        return randombytes_uniform(upperBound)
    }
}

/// Overwrites memory with zeros in a way the compiler cannot optimise away.
public func secureZero(_ buffer: UnsafeMutableRawBufferPointer) {
    if let base = buffer.baseAddress, buffer.count > 0 { sodium_memzero(base, buffer.count) }
}
