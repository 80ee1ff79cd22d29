import CSodium

/// Argon2id v1.3 password hashing as a key derivation function (libsodium `crypto_pwhash` with
/// `crypto_pwhash_ALG_ARGON2ID13` passed explicitly, never `ALG_DEFAULT`, which may change between versions).
///
/// libsodium fixes the parallelism (lanes) at 1 and takes the memory limit in bytes (it works in KiB inside),
/// so another Argon2 library interoperates with p = 1 and m = memLimit / 1024.
public enum Argon2id {
    /// The salt size, `crypto_pwhash_SALTBYTES` (16).
    public static let saltLength = 16
    /// The shortest output libsodium derives, `crypto_pwhash_BYTES_MIN` (16).
    public static let minimumOutputLength = 16
    /// libsodium's smallest opslimit for Argon2id (1).
    public static let minimumOpsLimit: UInt64 = 1
    /// libsodium's smallest memlimit in bytes for Argon2id (8 KiB).
    public static let minimumMemLimit: UInt64 = 8192
    /// The largest memlimit accepted here: 4 TiB − 1 KiB, libsodium's 64-bit `MEMLIMIT_MAX`.
    public static let maximumMemLimit: UInt64 = 4_398_046_510_080

    /// Derives `length` bytes from a password and a 16-byte salt.
    ///
    /// - Parameters:
    ///   - length: the number of bytes to derive, at least 16.
    ///   - password: the password's bytes (never copied outside libsodium's call).
    ///   - salt: 16 random bytes, stored beside what the key protects.
    ///   - opsLimit: the number of passes (Argon2 t), at least 1.
    ///   - memLimit: the memory in **bytes** (Argon2 m × 1024), at least 8 KiB.
    /// - Throws: `invalidLength` for a wrong salt size or an output under 16 bytes, `parameterOutOfRange` for
    ///   limits libsodium refuses, `keyDerivationFailed` when libsodium fails (usually: the memory cannot be
    ///   allocated).
    public static func deriveKey(
        length: Int = 32, password: UnsafeRawBufferPointer, salt: [UInt8], opsLimit: UInt64, memLimit: UInt64
    ) throws(CryptoError) -> SecretBytes {
        try requireLength("Argon2id salt", salt.count, saltLength)
        guard length >= minimumOutputLength else {
            throw .invalidLength(what: "Argon2id output", expected: minimumOutputLength, actual: length)
        }
        guard opsLimit >= minimumOpsLimit, opsLimit <= UInt64(UInt32.max) else {
            throw .parameterOutOfRange(
                what: "Argon2id opslimit", value: opsLimit, minimum: 1, maximum: UInt64(UInt32.max))
        }
        guard memLimit >= minimumMemLimit, memLimit <= maximumMemLimit, memLimit <= UInt64(Int.max) else {
            throw .parameterOutOfRange(
                what: "Argon2id memlimit (bytes)", value: memLimit, minimum: minimumMemLimit, maximum: maximumMemLimit)
        }
        Sodium.ensureReady()
        var status: Int32 = 0
        let key = SecretBytes(count: length) { out in
            status = crypto_pwhash(
                out.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt64(length),
                (password.baseAddress ?? UnsafeRawPointer(emptyPointer)).assumingMemoryBound(to: CChar.self),
                UInt64(password.count), salt, opsLimit, Int(memLimit), crypto_pwhash_alg_argon2id13())
        }
        guard status == 0 else { throw .keyDerivationFailed(opsLimit: opsLimit, memLimit: memLimit) }
        return key
    }

    /// Derives `length` bytes from a password held in secret storage.
    public static func deriveKey(
        length: Int = 32, password: SecretBytes, salt: [UInt8], opsLimit: UInt64, memLimit: UInt64
    ) throws(CryptoError) -> SecretBytes {
        var result: Result<SecretBytes, CryptoError> = .failure(.authenticationFailed)
        password.withUnsafeBytes { buffer in
            do throws(CryptoError) {
                result = .success(
                    try deriveKey(
                        length: length, password: buffer, salt: salt, opsLimit: opsLimit, memLimit: memLimit))
            } catch { result = .failure(error) }
        }
        return try result.get()
    }

    /// Derives `length` bytes from password bytes (the caller wipes its array afterwards).
    public static func deriveKey(
        length: Int = 32, password: [UInt8], salt: [UInt8], opsLimit: UInt64, memLimit: UInt64
    ) throws(CryptoError) -> SecretBytes {
        var result: Result<SecretBytes, CryptoError> = .failure(.authenticationFailed)
        password.withUnsafeBytes { buffer in
            do throws(CryptoError) {
                result = .success(
                    try deriveKey(
                        length: length, password: buffer, salt: salt, opsLimit: opsLimit, memLimit: memLimit))
            } catch { result = .failure(error) }
        }
        return try result.get()
    }
}
