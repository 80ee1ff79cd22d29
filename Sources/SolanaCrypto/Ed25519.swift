import CSodium

/// Ed25519 signatures (RFC 8032) through libsodium's `crypto_sign_*`.
///
/// libsodium is the fastest Ed25519 that links here (sign ≈ 20 µs, verify ≈ 54 µs); its verification
/// rejects small-order keys and non-canonical signatures, as Solana's `verify_strict` does.
public enum Ed25519 {
    /// The size of a seed (the private key) in bytes.
    public static let seedLength = 32
    /// The size of a public key in bytes.
    public static let publicKeyLength = 32
    /// The 64-byte secret form: seed ‖ public key (Solana CLI keypair files, Phantom exports).
    public static let secretKeyLength = 64
    /// The size of a signature in bytes.
    public static let signatureLength = 64

    /// Derives the keypair of a 32-byte seed into `publicKey` (32) and `secretKey` (64) buffers.
    public static func keyPair(
        seed: UnsafeRawBufferPointer, publicKey: UnsafeMutableRawBufferPointer,
        secretKey: UnsafeMutableRawBufferPointer
    ) throws(CryptoError) {
        try requireLength("Ed25519 seed", seed.count, seedLength)
        try requireLength("Ed25519 public key buffer", publicKey.count, publicKeyLength)
        try requireLength("Ed25519 secret key buffer", secretKey.count, secretKeyLength)
        Sodium.ensureReady()
        _ = crypto_sign_seed_keypair(
            publicKey.baseAddress!.assumingMemoryBound(to: UInt8.self),
            secretKey.baseAddress!.assumingMemoryBound(to: UInt8.self),
            seed.baseAddress!.assumingMemoryBound(to: UInt8.self))
    }

    /// The public key of a 32-byte seed.
    public static func publicKey(seed: [UInt8]) throws(CryptoError) -> [UInt8] {
        try requireLength("Ed25519 seed", seed.count, seedLength)
        var publicKey = [UInt8](repeating: 0, count: publicKeyLength)
        var secret = [UInt8](repeating: 0, count: secretKeyLength)
        defer { secret.withUnsafeMutableBytes { secureZero($0) } }
        Sodium.ensureReady()
        _ = crypto_sign_seed_keypair(&publicKey, &secret, seed)
        return publicKey
    }

    /// Signs `message` with a 64-byte secret key (seed ‖ public key), writing 64 bytes to `signature`.
    ///
    /// Package-internal: libsodium signs with the public half it is given, and two signatures of one message made
    /// with different public halves reveal the secret. Outside the SDK, sign through `Keypair`, whose halves match.
    @inline(__always)
    package static func sign(
        message: UnsafeRawBufferPointer, secretKey: UnsafeRawBufferPointer,
        into signature: UnsafeMutableRawBufferPointer
    ) {
        precondition(secretKey.count == secretKeyLength && signature.count == signatureLength)
        Sodium.ensureReady()
        _ = crypto_sign_detached(
            signature.baseAddress!.assumingMemoryBound(to: UInt8.self), nil,
            message.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? emptyPointer, UInt64(message.count),
            secretKey.baseAddress!.assumingMemoryBound(to: UInt8.self))
    }

    /// Signs `message` with a 64-byte secret key (seed ‖ public key).
    package static func sign(message: [UInt8], secretKey: SecretBytes) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: signatureLength) { out, initialized in
            message.withUnsafeBytes { messageBuffer in
                secretKey.withUnsafeBytes { sk in
                    sign(message: messageBuffer, secretKey: sk, into: UnsafeMutableRawBufferPointer(out))
                }
            }
            initialized = signatureLength
        }
    }

    /// Whether `signature` (64 bytes) is a valid signature of `message` by `publicKey` (32 bytes).
    /// Wrong sizes are simply invalid.
    @inline(__always)
    public static func verify(
        signature: UnsafeRawBufferPointer, message: UnsafeRawBufferPointer,
        publicKey: UnsafeRawBufferPointer
    ) -> Bool {
        guard signature.count == signatureLength, publicKey.count == publicKeyLength else { return false }
        Sodium.ensureReady()
        return crypto_sign_verify_detached(
            signature.baseAddress!.assumingMemoryBound(to: UInt8.self),
            message.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? emptyPointer, UInt64(message.count),
            publicKey.baseAddress!.assumingMemoryBound(to: UInt8.self)) == 0
    }

    /// Whether `signature` is a valid signature of `message` by `publicKey`.
    public static func verify(signature: [UInt8], message: [UInt8], publicKey: [UInt8]) -> Bool {
        signature.withUnsafeBytes { s in
            message.withUnsafeBytes { m in
                publicKey.withUnsafeBytes { p in verify(signature: s, message: m, publicKey: p) }
            }
        }
    }
}

/// A valid pointer for zero-length inputs (C APIs want non-null).
nonisolated(unsafe) let emptyPointer = UnsafePointer<UInt8>(UnsafeMutablePointer<UInt8>.allocate(capacity: 1))
