import CSodium

/// Authenticated encryption with associated data: XChaCha20-Poly1305-IETF
/// (libsodium `crypto_aead_xchacha20poly1305_ietf_encrypt`/`_decrypt`, combined mode).
///
/// The ciphertext is the encrypted message followed by its 16-byte tag; the tag covers the message and the
/// associated data. The 24-byte nonce is chosen by the caller (random nonces of this size never collide in
/// practice), so it can sit inside an authenticated header. Opening decrypts into `SecretBytes` and returns
/// nothing when the tag is wrong.
public struct XChaCha20Poly1305: Sendable {
    /// `crypto_aead_xchacha20poly1305_ietf_KEYBYTES` (32).
    public static let keyLength = 32
    /// `crypto_aead_xchacha20poly1305_ietf_NPUBBYTES` (24).
    public static let nonceLength = 24
    /// `crypto_aead_xchacha20poly1305_ietf_ABYTES` (16).
    public static let tagLength = 16

    let key: SecretBytes

    /// An AEAD keyed with a 32-byte key held in secret storage.
    public init(key: SecretBytes) throws(CryptoError) {
        try requireLength("XChaCha20-Poly1305 key", key.count, Self.keyLength)
        self.key = key
    }

    /// An AEAD keyed with 32 key bytes (copied into secret storage).
    public init(key: [UInt8]) throws(CryptoError) {
        try requireLength("XChaCha20-Poly1305 key", key.count, Self.keyLength)
        self.key = SecretBytes(key)
    }

    /// A fresh random 24-byte nonce.
    public static func randomNonce() -> [UInt8] { SecureRandom.bytes(nonceLength) }

    /// Encrypts `plaintext` and authenticates it with `associatedData`; returns ciphertext ‖ tag.
    /// Never reuse a nonce with the same key.
    public func seal(
        _ plaintext: UnsafeRawBufferPointer, nonce: [UInt8], associatedData: [UInt8] = []
    ) throws(CryptoError) -> [UInt8] {
        try requireLength("XChaCha20-Poly1305 nonce", nonce.count, Self.nonceLength)
        Sodium.ensureReady()
        let total = plaintext.count + Self.tagLength
        var status: Int32 = 0
        let output = [UInt8](unsafeUninitializedCapacity: total) { out, initialized in
            key.withUnsafeBytes { k in
                associatedData.withUnsafeBufferPointer { ad in
                    var written: UInt64 = 0
                    status = crypto_aead_xchacha20poly1305_ietf_encrypt(
                        out.baseAddress!, &written,
                        plaintext.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? emptyPointer,
                        UInt64(plaintext.count), ad.baseAddress ?? emptyPointer, UInt64(ad.count), nil, nonce,
                        k.baseAddress!.assumingMemoryBound(to: UInt8.self))
                }
            }
            initialized = total
        }
        // libsodium only fails for messages beyond its 2^64-byte limit, which no array reaches.
        precondition(status == 0, "crypto_aead_xchacha20poly1305_ietf_encrypt failed")
        return output
    }

    /// Encrypts secret bytes; returns ciphertext ‖ tag.
    public func seal(
        _ plaintext: SecretBytes, nonce: [UInt8], associatedData: [UInt8] = []
    ) throws(CryptoError) -> [UInt8] {
        var result: Result<[UInt8], CryptoError> = .success([])
        plaintext.withUnsafeBytes { buffer in
            do throws(CryptoError) {
                result = .success(try seal(buffer, nonce: nonce, associatedData: associatedData))
            } catch { result = .failure(error) }
        }
        return try result.get()
    }

    /// Encrypts bytes; returns ciphertext ‖ tag.
    public func seal(_ plaintext: [UInt8], nonce: [UInt8], associatedData: [UInt8] = []) throws(CryptoError) -> [UInt8]
    {
        var result: Result<[UInt8], CryptoError> = .success([])
        plaintext.withUnsafeBytes { buffer in
            do throws(CryptoError) {
                result = .success(try seal(buffer, nonce: nonce, associatedData: associatedData))
            } catch { result = .failure(error) }
        }
        return try result.get()
    }

    /// Checks the tag over ciphertext and associated data, then decrypts into secret storage.
    ///
    /// - Throws: `ciphertextTooShort` below 16 bytes, `invalidLength` for a wrong nonce size, and
    ///   `authenticationFailed` for a wrong key, nonce, associated data or a changed ciphertext; then no
    ///   plaintext byte is returned (libsodium writes none, and the buffer is wiped anyway).
    public func open(
        _ ciphertext: [UInt8], nonce: [UInt8], associatedData: [UInt8] = []
    ) throws(CryptoError) -> SecretBytes {
        try requireLength("XChaCha20-Poly1305 nonce", nonce.count, Self.nonceLength)
        guard ciphertext.count >= Self.tagLength else {
            throw .ciphertextTooShort(minimum: Self.tagLength, actual: ciphertext.count)
        }
        Sodium.ensureReady()
        var result: Result<SecretBytes, CryptoError> = .failure(.authenticationFailed)
        do {
            let plaintext = try SecretBytes(count: ciphertext.count - Self.tagLength) { out in
                let status = key.withUnsafeBytes { k in
                    associatedData.withUnsafeBufferPointer { ad in
                        var written: UInt64 = 0
                        return crypto_aead_xchacha20poly1305_ietf_decrypt(
                            out.baseAddress!.assumingMemoryBound(to: UInt8.self), &written, nil,
                            ciphertext, UInt64(ciphertext.count), ad.baseAddress ?? emptyPointer, UInt64(ad.count),
                            nonce, k.baseAddress!.assumingMemoryBound(to: UInt8.self))
                    }
                }
                // SecretBytes wipes and frees the buffer when the body throws.
                if status != 0 { throw CryptoError.authenticationFailed }
            }
            result = .success(plaintext)
        } catch {}
        return try result.get()
    }
}
