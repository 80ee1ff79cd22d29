/// Why a cryptographic operation was refused.
public enum CryptoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A key, seed, nonce or signature had the wrong size.
    case invalidLength(what: String, expected: Int, actual: Int)
    /// A ciphertext is shorter than its authentication tag, so it cannot be genuine.
    case ciphertextTooShort(minimum: Int, actual: Int)
    /// The ciphertext, nonce or key does not match: the message was tampered with, truncated, or is not for us.
    case authenticationFailed
    /// The peer's X25519 public key is a low-order point (no shared secret can come from it).
    case weakPublicKey
    /// An Ed25519 secret key's public half does not match its seed half.
    case keyMismatch
    /// A parameter (an Argon2id limit) is outside what the primitive accepts.
    case parameterOutOfRange(what: String, value: UInt64, minimum: UInt64, maximum: UInt64)
    /// libsodium's Argon2id failed, most often because `memLimit` bytes could not be allocated.
    case keyDerivationFailed(opsLimit: UInt64, memLimit: UInt64)

    /// A one-line explanation, naming the value and the limit where there is one.
    public var description: String {
        switch self {
        case .invalidLength(let what, let expected, let actual):
            return "\(what) must be \(expected) bytes, got \(actual)"
        case .ciphertextTooShort(let minimum, let actual):
            return "ciphertext is \(actual) bytes, shorter than the \(minimum)-byte authentication tag"
        case .authenticationFailed:
            return
                "decryption failed: the ciphertext was tampered with, truncated, or encrypted with another key or nonce"
        case .weakPublicKey:
            return "the peer's X25519 public key is a low-order point"
        case .keyMismatch:
            return "the public key half of the secret key does not match the key derived from its seed"
        case .parameterOutOfRange(let what, let value, let minimum, let maximum):
            return "\(what) is \(value), outside \(minimum)...\(maximum)"
        case .keyDerivationFailed(let opsLimit, let memLimit):
            return "Argon2id failed with opslimit \(opsLimit) and memlimit \(memLimit) bytes (out of memory?)"
        }
    }
}

@inline(__always)
func requireLength(_ what: String, _ count: Int, _ expected: Int) throws(CryptoError) {
    guard count == expected else { throw .invalidLength(what: what, expected: expected, actual: count) }
}
