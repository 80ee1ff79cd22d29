import SolanaCore
import SolanaCrypto

/// The SWKS v1 keystore file: one secret, encrypted with XChaCha20-Poly1305 under an Argon2id key of the password,
/// with every header byte authenticated as associated data (docs/keystore-and-payments.md §1.5).
///
/// ```
/// 0   4   "SWKS"          16  16  salt                 60  112  ciphertext ‖ tag of the 96-byte plaintext:
/// 4   1   version 1       32  24  nonce                         type (1 entropy, 2 seed, 3 keypair), length,
/// 5   1   kdf 1 Argon2id  56   4  ct_len = 112 (LE)             secret, zero padding
/// 6   1   aead 1 XChaCha
/// 7   1   flags 0         8 4 opslimit (LE), 12 4 memlimit KiB (LE)
/// ```
/// Every file is 172 bytes, whatever the secret, so the size tells neither the kind nor the phrase length.
public enum KeystoreFile {
    /// `SWKS`.
    public static let magic: [UInt8] = [0x53, 0x57, 0x4B, 0x53]
    /// The format version written and read.
    public static let formatVersion: UInt8 = 1
    /// `kdf_id` of Argon2id v1.3 (libsodium `crypto_pwhash`, `ALG_ARGON2ID13`).
    public static let argon2idKDF: UInt8 = 1
    /// `aead_id` of XChaCha20-Poly1305-IETF.
    public static let xChaCha20Poly1305AEAD: UInt8 = 1
    /// The header (the associated data) length.
    public static let headerLength = 60
    /// The fixed plaintext length.
    public static let plaintextLength = 96
    /// The ciphertext ‖ tag length.
    public static let ciphertextLength = plaintextLength + XChaCha20Poly1305.tagLength
    /// The size of every SWKS v1 file: 172 bytes.
    public static let fileLength = headerLength + ciphertextLength

    /// The authenticated header of a file, validated.
    public struct Header: Sendable, Hashable {
        /// `format_version`.
        public let formatVersion: UInt8
        /// `kdf_id`.
        public let kdf: UInt8
        /// The Argon2id parameters, within the policy bounds.
        public let parameters: KeystoreParameters
        /// The 16-byte Argon2id salt.
        public let salt: [UInt8]
        /// The 24-byte XChaCha20-Poly1305 nonce.
        public let nonce: [UInt8]

        /// Whether the file should be re-encrypted for `target` (§1.7): an older format or KDF, fewer passes or
        /// less memory.
        public func needsRehash(toReach target: KeystoreParameters) -> Bool {
            formatVersion < KeystoreFile.formatVersion || kdf != KeystoreFile.argon2idKDF
                || parameters.needsRehash(toReach: target)
        }

        /// The 60 header bytes, the AEAD's associated data.
        var bytes: [UInt8] { bytes(magic: KeystoreFile.magic, ciphertextLength: KeystoreFile.ciphertextLength) }

        /// The 60 header bytes of a file of this layout with another magic and ciphertext length (the SWBK backup).
        func bytes(magic: [UInt8], ciphertextLength: Int) -> [UInt8] {
            var out = magic + [formatVersion, kdf, KeystoreFile.xChaCha20Poly1305AEAD, 0]
            out += littleEndian(parameters.opsLimit) + littleEndian(parameters.memLimitKiB)
            out += salt + nonce + littleEndian(UInt32(ciphertextLength))
            return out
        }
    }

    // MARK: Parsing

    /// Validates a file's header without deriving any key, cheapest checks first: size ≥ 60; magic, version, ids,
    /// flags; `ct_len` equal to the rest of the file and to 112; the policy bounds of the parameters.
    /// - Throws: `.malformed` (or `.unsupportedVersion`) naming the first failed check.
    public static func parseHeader(_ file: [UInt8]) throws(KeystoreError) -> Header {
        try parseHeader(
            file, magic: magic, kind: "a keystore file", ciphertextLengths: ciphertextLength...ciphertextLength)
    }

    /// The same checks for a file of this layout with another magic and a range of ciphertext lengths (SWBK).
    static func parseHeader(
        _ file: [UInt8], magic: [UInt8], kind: String, ciphertextLengths: ClosedRange<Int>
    ) throws(KeystoreError) -> Header {
        guard file.count >= headerLength else {
            throw .malformed("\(file.count) bytes, shorter than the \(headerLength)-byte header")
        }
        guard Array(file[0..<4]) == magic else {
            throw .malformed("no \(String(decoding: magic, as: UTF8.self)) magic: not \(kind)")
        }
        guard file[4] == formatVersion else { throw .unsupportedVersion(file[4]) }
        guard file[5] == argon2idKDF else { throw .malformed("unknown key derivation id \(file[5])") }
        guard file[6] == xChaCha20Poly1305AEAD else { throw .malformed("unknown cipher id \(file[6])") }
        guard file[7] == 0 else { throw .malformed("reserved flags byte is \(file[7]), must be 0") }
        let ciphertextCount = Int(readLittleEndian(file, at: 56))
        guard ciphertextCount == file.count - headerLength else {
            throw .malformed(
                "ct_len \(ciphertextCount) does not match the \(file.count - headerLength) bytes after the header")
        }
        guard ciphertextLengths.contains(ciphertextCount) else {
            throw .malformed(
                ciphertextLengths.lowerBound == ciphertextLengths.upperBound
                    ? "ct_len \(ciphertextCount), expected \(ciphertextLengths.lowerBound)"
                    : "ct_len \(ciphertextCount) outside \(ciphertextLengths.lowerBound)...\(ciphertextLengths.upperBound)"
            )
        }
        let opsLimit = readLittleEndian(file, at: 8), memLimitKiB = readLittleEndian(file, at: 12)
        let parameters: KeystoreParameters
        do { parameters = try KeystoreParameters(opsLimit: opsLimit, memLimitKiB: memLimitKiB) } catch {
            throw .malformed(
                "key derivation parameters t=\(opsLimit), m=\(memLimitKiB) KiB are outside the policy "
                    + "bounds 2...16 and 65536...1048576 KiB")
        }
        return Header(
            formatVersion: file[4], kdf: file[5], parameters: parameters, salt: Array(file[16..<32]),
            nonce: Array(file[32..<56]))
    }

    // MARK: Encrypting

    /// Encrypts `secret` under `password` with a fresh random salt and nonce; returns the 172 file bytes.
    /// - Throws: `.keyDerivationFailed` when Argon2id cannot run (memory).
    public static func encrypt(
        _ secret: KeystoreSecret, password: KeystorePassword, parameters: KeystoreParameters = .moderate
    ) throws(KeystoreError) -> [UInt8] {
        try encrypt(secret, password: password, parameters: parameters, kdf: .argon2id).file
    }

    /// Encrypts with an injectable salt, nonce and derivation (the known-answer test, fast tests); returns the
    /// file bytes and the derived key (for a self-test and a verify read without a second derivation).
    static func encrypt(
        _ secret: KeystoreSecret, password: KeystorePassword, parameters: KeystoreParameters,
        salt: [UInt8]? = nil, nonce: [UInt8]? = nil, kdf: KeystoreKDF
    ) throws(KeystoreError) -> (file: [UInt8], key: SecretBytes) {
        let salt = salt ?? SecureRandom.bytes(Argon2id.saltLength)
        let nonce = nonce ?? XChaCha20Poly1305.randomNonce()
        let key = try kdf.derive(password, salt, parameters)
        return (try seal(secret, key: key, parameters: parameters, salt: salt, nonce: nonce), key)
    }

    /// Builds the file with an already derived key.
    static func seal(
        _ secret: KeystoreSecret, key: SecretBytes, parameters: KeystoreParameters, salt: [UInt8], nonce: [UInt8]
    ) throws(KeystoreError) -> [UInt8] {
        precondition(salt.count == Argon2id.saltLength && nonce.count == XChaCha20Poly1305.nonceLength)
        let header = Header(
            formatVersion: formatVersion, kdf: argon2idKDF, parameters: parameters, salt: salt, nonce: nonce)
        let plaintext = SecretBytes(count: plaintextLength) { out in
            out.initializeMemory(as: UInt8.self, repeating: 0)
            out[0] = secret.kind.rawValue
            out[1] = UInt8(secret.bytes.count)
            secret.bytes.withUnsafeBytes { source in
                UnsafeMutableRawBufferPointer(rebasing: out[2..<(2 + source.count)]).copyMemory(from: source)
            }
        }
        do {
            let aead = try XChaCha20Poly1305(key: key)
            let headerBytes = header.bytes
            return headerBytes + (try aead.seal(plaintext, nonce: nonce, associatedData: headerBytes))
        } catch {
            preconditionFailure("XChaCha20-Poly1305 refused checked sizes: \(error)")
        }
    }

    // MARK: Decrypting

    /// Validates the header (before any key derivation), derives the key, authenticates and decrypts, and checks
    /// the plaintext layout.
    /// - Throws: `.malformed` or `.unsupportedVersion` for a bad header or plaintext, `.authenticationFailed` for a
    ///   wrong password or a damaged file, `.keyDerivationFailed` when Argon2id cannot run.
    public static func decrypt(_ file: [UInt8], password: KeystorePassword) throws(KeystoreError) -> KeystoreSecret {
        try unlock(file, password: password, kdf: .argon2id).secret
    }

    /// The secret, the header and the derived key of a file.
    static func unlock(
        _ file: [UInt8], password: KeystorePassword, kdf: KeystoreKDF
    ) throws(KeystoreError) -> (secret: KeystoreSecret, header: Header, key: SecretBytes) {
        let header = try parseHeader(file)
        let key = try kdf.derive(password, header.salt, header.parameters)
        return (try open(file, header: header, key: key), header, key)
    }

    /// Authenticates and decrypts a parsed file with a derived key, then checks the plaintext: a known type, a
    /// length that fits it, zero padding (and matching halves for a keypair).
    static func open(_ file: [UInt8], header: Header, key: SecretBytes) throws(KeystoreError) -> KeystoreSecret {
        let plaintext: SecretBytes
        do {
            let aead = try XChaCha20Poly1305(key: key)
            plaintext = try aead.open(
                Array(file[headerLength...]), nonce: header.nonce, associatedData: Array(file[0..<headerLength]))
        } catch {
            throw .authenticationFailed
        }
        let parsed: Result<(KeystoreSecret.Kind, SecretBytes), KeystoreError> = plaintext.withUnsafeBytes { bytes in
            guard let kind = KeystoreSecret.Kind(rawValue: bytes[0]) else {
                return .failure(.malformed("unknown secret type \(bytes[0])"))
            }
            let length = Int(bytes[1])
            guard length <= plaintextLength - 2 else {
                return .failure(.malformed("secret length \(length) exceeds the plaintext"))
            }
            guard bytes[(2 + length)...].allSatisfy({ $0 == 0 }) else {
                return .failure(.malformed("non-zero padding after the secret"))
            }
            return .success((kind, SecretBytes(bytes[2..<(2 + length)])))
        }
        let (kind, secret) = try parsed.get()
        do { return try KeystoreSecret(kind: kind, bytes: secret) } catch {
            throw .malformed("the secret does not fit its type: \(error)")
        }
    }
}

func littleEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
}

private func readLittleEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
        | UInt32(bytes[offset + 3]) << 24
}
