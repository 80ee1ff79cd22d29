import Base58
import SolanaCrypto

/// An Ed25519 signing keypair in Solana's 64-byte secret form: seed (32) ‖ public key (32).
///
/// That is the content of a Solana CLI keypair file and the "private key" Phantom exports in base58.
/// The secret lives in `SecretBytes` (wiped on release); `description` shows only the public key.
public struct Keypair: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The address of this keypair.
    public let publicKey: PublicKey
    /// The 64-byte secret: seed ‖ public key.
    public let secretKey: SecretBytes

    /// The keypair of a 32-byte Ed25519 seed (RFC 8032 private key).
    public init(seed: [UInt8]) throws(CryptoError) {
        try requireSeedLength(seed.count)
        var publicKeyStorage: PublicKey.Storage = (0, 0, 0, 0)
        var failure: CryptoError?
        let secret = SecretBytes(count: Ed25519.secretKeyLength) { secretBuffer in
            seed.withUnsafeBytes { seedBuffer in
                withUnsafeMutableBytes(of: &publicKeyStorage) { pk in
                    do throws(CryptoError) {
                        try Ed25519.keyPair(seed: seedBuffer, publicKey: pk, secretKey: secretBuffer)
                    } catch { failure = error }
                }
            }
        }
        if let failure { throw failure }
        self.publicKey = PublicKey(storage: publicKeyStorage)
        self.secretKey = secret
    }

    /// The keypair of a 32-byte seed held in secret storage.
    public init(seed: SecretBytes) throws(CryptoError) {
        try requireSeedLength(seed.count)
        var publicKeyStorage: PublicKey.Storage = (0, 0, 0, 0)
        var failure: CryptoError?
        let secret = SecretBytes(count: Ed25519.secretKeyLength) { secretBuffer in
            seed.withUnsafeBytes { seedBuffer in
                withUnsafeMutableBytes(of: &publicKeyStorage) { pk in
                    do throws(CryptoError) {
                        try Ed25519.keyPair(seed: seedBuffer, publicKey: pk, secretKey: secretBuffer)
                    } catch { failure = error }
                }
            }
        }
        if let failure { throw failure }
        self.publicKey = PublicKey(storage: publicKeyStorage)
        self.secretKey = secret
    }

    /// A new keypair from the operating system's secure random generator.
    public static func generate() -> Keypair {
        let seed = SecretBytes(count: Ed25519.seedLength) { SecureRandom.fill($0) }
        // A 32-byte seed is always valid.
        return try! Keypair(seed: seed)
    }

    /// A keypair from its 64-byte secret form (seed ‖ public key).
    ///
    /// - Throws: `CryptoError.invalidLength` unless 64 bytes; `CryptoError.keyMismatch` when the public half
    ///   is not the key of the seed half (a corrupted or hand-edited file).
    public init(secretKey bytes: [UInt8]) throws(CryptoError) {
        guard bytes.count == Ed25519.secretKeyLength else {
            throw .invalidLength(what: "keypair secret key", expected: Ed25519.secretKeyLength, actual: bytes.count)
        }
        // The seed half goes straight into wiped storage (no plain copy of it is left behind).
        try self.init(seed: SecretBytes(bytes[0..<32]))
        let claimed = bytes[32..<64]
        guard publicKey.withUnsafeBytes({ $0.elementsEqual(claimed) }) else { throw .keyMismatch }
    }

    /// A keypair from the base58 text of its 64-byte secret (the format Phantom and Solflare export).
    public init(base58SecretKey text: String) throws(KeypairImportError) {
        var bytes: [UInt8]
        do { bytes = try Base58.decode(text.trimmingWhitespace(), count: Ed25519.secretKeyLength) } catch {
            throw .invalidBase58(error)
        }
        defer { bytes.withUnsafeMutableBytes { secureZero($0) } }
        do { try self.init(secretKey: bytes) } catch { throw .invalidKey(error) }
    }

    /// The base58 text of the 64-byte secret (what Phantom and Solflare export and `init(base58SecretKey:)` reads).
    /// A secret: never log or print it unasked.
    public var base58SecretKey: String { secretKey.withUnsafeBytes { Base58.encode($0) } }

    /// A copy of the 64-byte secret, for writing a keypair file or an explicit export. Handle with care.
    public var exportedSecretKey: [UInt8] { secretKey.exposedBytes }

    /// The 32-byte seed half of the secret.
    public var seed: SecretBytes { secretKey.withUnsafeBytes { SecretBytes($0[0..<32]) } }

    /// Signs raw message bytes.
    @inline(__always)
    public func sign(_ message: UnsafeRawBufferPointer) -> Signature {
        var storage: Signature.Storage = (0, 0, 0, 0, 0, 0, 0, 0)
        secretKey.withUnsafeBytes { sk in
            withUnsafeMutableBytes(of: &storage) { out in Ed25519.sign(message: message, secretKey: sk, into: out) }
        }
        return Signature(storage: storage)
    }

    /// Signs message bytes.
    public func sign(_ message: [UInt8]) -> Signature { message.withUnsafeBytes { sign($0) } }

    /// The public key only (`Keypair(<address>)`); the secret key is never shown.
    public var description: String { "Keypair(\(publicKey))" }
    /// The public key, with the secret key redacted.
    public var debugDescription: String { "Keypair(publicKey: \(publicKey), secretKey: <redacted>)" }
}

/// Why a base58 secret key string could not be imported.
public enum KeypairImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not base58, or does not decode to 64 bytes.
    case invalidBase58(Base58Error)
    /// The 64 bytes are not a valid keypair (the public half does not match the seed).
    case invalidKey(CryptoError)

    /// A one-line explanation for a user.
    public var description: String {
        switch self {
        case .invalidBase58(.wrongLength(_, let actual)):
            return "a secret key is 64 bytes in base58 (about 87–88 characters); this text decodes to \(actual) bytes"
        case .invalidBase58(let error): return "invalid secret key: \(error)"
        case .invalidKey(let error): return "invalid secret key: \(error)"
        }
    }
}

@inline(__always)
private func requireSeedLength(_ count: Int) throws(CryptoError) {
    guard count == Ed25519.seedLength else {
        throw .invalidLength(what: "Ed25519 seed", expected: Ed25519.seedLength, actual: count)
    }
}

extension String {
    /// The string without leading and trailing whitespace and newlines.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
