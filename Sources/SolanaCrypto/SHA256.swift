#if canImport(COpenSSLCrypto)
    import COpenSSLCrypto
#else
    import Crypto
#endif

/// SHA-256: OpenSSL's libcrypto where it is linked (Linux: assembly for the CPU, the SHA extensions on x86-64 and
/// ARMv8), else swift-crypto (CryptoKit on Apple platforms). Checked against libsodium's own SHA-256 and the FIPS
/// 180-4 vectors in the tests.
public enum SHA256Hash {
    /// The size of a digest in bytes.
    public static let length = 32

    /// The digest of `bytes`.
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var hasher = SHA256Hasher()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBytes { hash($0) }
    }
}

/// Incremental SHA-256 over several parts (PDA seeds, `createWithSeed`).
public struct SHA256Hasher: Sendable {
    #if canImport(COpenSSLCrypto)
        private var context = SHA256_CTX()
    #else
        private var inner = Crypto.SHA256()
    #endif

    /// An empty hasher.
    public init() {
        #if canImport(COpenSSLCrypto)
            SHA256_Init(&context)
        #endif
    }

    /// Adds `bytes` to the hashed input.
    @inline(__always)
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        #if canImport(COpenSSLCrypto)
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            SHA256_Update(&context, base, bytes.count)
        #else
            inner.update(bufferPointer: bytes)
        #endif
    }

    /// Adds `bytes` to the hashed input.
    public mutating func update(_ bytes: [UInt8]) { bytes.withUnsafeBytes { update($0) } }

    /// Writes the 32-byte digest into `output`.
    @inline(__always)
    public func finalize(into output: UnsafeMutableRawBufferPointer) {
        precondition(output.count >= SHA256Hash.length, "SHA-256: the output holds fewer than 32 bytes")
        #if canImport(COpenSSLCrypto)
            var copy = context
            SHA256_Final(output.baseAddress!.assumingMemoryBound(to: UInt8.self), &copy)
        #else
            inner.finalize().withUnsafeBytes { output.copyMemory(from: $0) }
        #endif
    }

    /// The 32-byte digest.
    public func finalize() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: SHA256Hash.length) { buffer, count in
            finalize(into: UnsafeMutableRawBufferPointer(buffer))
            count = SHA256Hash.length
        }
    }
}

/// HMAC-SHA512 (RFC 2104), what SLIP-0010 derives keys with: OpenSSL's libcrypto where it is linked, else
/// swift-crypto. Checked against libsodium's own HMAC-SHA512 and the RFC 4231 and SLIP-0010 vectors in the tests.
public enum HMACSHA512 {
    /// The size of a MAC in bytes.
    public static let length = 64

    /// The MAC of `message` under `key`, written into the first 64 bytes of `output`.
    public static func authenticate(
        _ message: UnsafeRawBufferPointer, key: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
    ) {
        precondition(output.count >= length, "HMAC-SHA512: the output holds fewer than 64 bytes")
        #if canImport(COpenSSLCrypto)
            // OpenSSL reads no byte through a pointer whose length is 0, but wants a non-null one.
            var empty: UInt8 = 0
            let done = withUnsafeMutablePointer(to: &empty) { emptyPointer in
                solana_hmac_sha512(
                    key.baseAddress ?? UnsafeRawPointer(emptyPointer), key.count,
                    message.baseAddress ?? UnsafeRawPointer(emptyPointer), message.count,
                    output.baseAddress!.assumingMemoryBound(to: UInt8.self))
            }
            precondition(done == 1, "HMAC-SHA512: libcrypto failed")
        #else
            let mac = HMAC<SHA512>.authenticationCode(for: message, using: SymmetricKey(data: key))
            mac.withUnsafeBytes { output.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[0..<length])) }
        #endif
    }
}
