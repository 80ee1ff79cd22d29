import CSodium

/// Authenticated symmetric encryption: NaCl secretbox, XSalsa20-Poly1305 (libsodium `crypto_secretbox_easy`).
///
/// The ciphertext is the 16-byte Poly1305 tag followed by the encrypted bytes; the 24-byte nonce
/// travels beside it (or in front of it, in the combined form PyNaCl uses).
public struct SecretBox: Sendable {
    /// The size of a key in bytes.
    public static let keyLength = 32
    /// The size of a nonce in bytes.
    public static let nonceLength = 24
    /// The size of the Poly1305 tag in bytes, the ciphertext's overhead.
    public static let macLength = 16

    let key: SecretBytes

    /// A box for a 32-byte key.
    public init(key: [UInt8]) throws(CryptoError) {
        try requireLength("secretbox key", key.count, Self.keyLength)
        self.key = SecretBytes(key)
    }

    /// A box for a 32-byte key held in secret storage.
    public init(key: SecretBytes) throws(CryptoError) {
        try requireLength("secretbox key", key.count, Self.keyLength)
        self.key = key
    }

    /// A fresh random key.
    public static func generateKey() -> SecretBytes {
        SecretBytes(count: keyLength) { SecureRandom.fill($0) }
    }

    /// A fresh random 24-byte nonce (random nonces of this size never collide in practice).
    public static func randomNonce() -> [UInt8] { SecureRandom.bytes(nonceLength) }

    /// Encrypts with the given nonce; never reuse a nonce with the same key.
    public func seal(_ plaintext: [UInt8], nonce: [UInt8]) throws(CryptoError) -> [UInt8] {
        try requireLength("nonce", nonce.count, Self.nonceLength)
        return seal(plaintext, checkedNonce: nonce)
    }

    /// Encrypts with a nonce known to be `nonceLength` bytes.
    private func seal(_ plaintext: [UInt8], checkedNonce nonce: [UInt8]) -> [UInt8] {
        Sodium.ensureReady()
        return [UInt8](unsafeUninitializedCapacity: plaintext.count + Self.macLength) { out, initialized in
            key.withUnsafeBytes { k in
                plaintext.withUnsafeBufferPointer { message in
                    _ = crypto_secretbox_easy(
                        out.baseAddress!, message.baseAddress ?? emptyPointer, UInt64(message.count), nonce,
                        k.baseAddress!.assumingMemoryBound(to: UInt8.self))
                }
            }
            initialized = plaintext.count + Self.macLength
        }
    }

    /// Encrypts under a fresh random nonce.
    public func seal(_ plaintext: [UInt8]) -> (nonce: [UInt8], ciphertext: [UInt8]) {
        let nonce = Self.randomNonce()
        return (nonce, seal(plaintext, checkedNonce: nonce))
    }

    /// Decrypts and authenticates.
    ///
    /// - Throws: `CryptoError.ciphertextTooShort` for anything shorter than the tag,
    ///   `CryptoError.authenticationFailed` for a tampered or foreign ciphertext, `invalidLength` for a bad nonce.
    public func open(_ ciphertext: [UInt8], nonce: [UInt8]) throws(CryptoError) -> [UInt8] {
        try requireLength("nonce", nonce.count, Self.nonceLength)
        guard ciphertext.count >= Self.macLength else {
            throw .ciphertextTooShort(minimum: Self.macLength, actual: ciphertext.count)
        }
        Sodium.ensureReady()
        var ok = false
        let plaintext = [UInt8](unsafeUninitializedCapacity: ciphertext.count - Self.macLength) { out, initialized in
            key.withUnsafeBytes { k in
                ok =
                    crypto_secretbox_open_easy(
                        out.baseAddress ?? UnsafeMutablePointer(mutating: emptyPointer), ciphertext,
                        UInt64(ciphertext.count),
                        nonce, k.baseAddress!.assumingMemoryBound(to: UInt8.self)) == 0
            }
            initialized = ok ? ciphertext.count - Self.macLength : 0
        }
        guard ok else { throw .authenticationFailed }
        return plaintext
    }

    /// Encrypts under a fresh nonce and returns nonce ‖ ciphertext (PyNaCl's combined form).
    public func sealCombined(_ plaintext: [UInt8]) -> [UInt8] {
        let (nonce, ciphertext) = seal(plaintext)
        return nonce + ciphertext
    }

    /// Opens nonce ‖ ciphertext.
    public func openCombined(_ combined: [UInt8]) throws(CryptoError) -> [UInt8] {
        guard combined.count >= Self.nonceLength + Self.macLength else {
            throw .ciphertextTooShort(minimum: Self.nonceLength + Self.macLength, actual: combined.count)
        }
        return try open(Array(combined[Self.nonceLength...]), nonce: Array(combined[..<Self.nonceLength]))
    }
}

/// NaCl public-key authenticated encryption (`crypto_box`) with the shared key computed once
/// (`crypto_box_beforenm`), as the Phantom/Solflare/Backpack deeplink protocol uses it.
///
/// The shared key is HSalsa20 of the X25519 point, not the raw point. After that a box is a
/// secretbox keyed with it, so both directions of a session use the same `NaClBox`.
public struct NaClBox: Sendable {
    /// The size of a nonce in bytes.
    public static let nonceLength = SecretBox.nonceLength
    /// The size of the Poly1305 tag in bytes, the ciphertext's overhead.
    public static let macLength = SecretBox.macLength

    private let box: SecretBox

    /// The box between my X25519 secret key and a peer's public key.
    ///
    /// - Throws: `invalidLength` for wrong key sizes, `weakPublicKey` for a low-order peer key.
    public init(peerPublicKey: [UInt8], secretKey: SecretBytes) throws(CryptoError) {
        try requireLength("X25519 public key", peerPublicKey.count, X25519KeyPair.keyLength)
        try requireLength("X25519 secret key", secretKey.count, X25519KeyPair.keyLength)
        Sodium.ensureReady()
        var failed = false
        let shared = SecretBytes(count: 32) { out in
            secretKey.withUnsafeBytes { sk in
                failed =
                    crypto_box_beforenm(
                        out.baseAddress!.assumingMemoryBound(to: UInt8.self), peerPublicKey,
                        sk.baseAddress!.assumingMemoryBound(to: UInt8.self)) != 0
            }
        }
        if failed { throw .weakPublicKey }
        box = try SecretBox(key: shared)
    }

    /// The precomputed shared key (what `nacl.box.before` returns); secret.
    public var sharedKey: SecretBytes { box.key }

    /// Encrypts with the given nonce; never reuse a nonce with the same shared key.
    ///
    /// - Throws: `CryptoError.invalidLength` when the nonce is not `nonceLength` bytes.
    public func seal(_ plaintext: [UInt8], nonce: [UInt8]) throws(CryptoError) -> [UInt8] {
        try box.seal(plaintext, nonce: nonce)
    }
    /// Encrypts under a fresh random nonce.
    public func seal(_ plaintext: [UInt8]) -> (nonce: [UInt8], ciphertext: [UInt8]) { box.seal(plaintext) }
    /// Decrypts and authenticates.
    ///
    /// - Throws: `CryptoError.ciphertextTooShort` for anything shorter than the tag,
    ///   `.authenticationFailed` for a tampered or foreign ciphertext, `.invalidLength` for a bad nonce.
    public func open(_ ciphertext: [UInt8], nonce: [UInt8]) throws(CryptoError) -> [UInt8] {
        try box.open(ciphertext, nonce: nonce)
    }
    /// Encrypts under a fresh nonce and returns nonce ‖ ciphertext.
    public func sealCombined(_ plaintext: [UInt8]) -> [UInt8] { box.sealCombined(plaintext) }
    /// Opens nonce ‖ ciphertext.
    ///
    /// - Throws: `CryptoError.ciphertextTooShort` when the input cannot hold a nonce and a tag,
    ///   `.authenticationFailed` for a tampered or foreign ciphertext.
    public func openCombined(_ combined: [UInt8]) throws(CryptoError) -> [UInt8] { try box.openCombined(combined) }
}
