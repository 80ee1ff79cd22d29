import Foundation
import SolanaCore

/// Why a keystore entry could not be read, written or unlocked.
public enum KeystoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not a valid SWKS v1 file (size, magic, ids, flags, lengths, parameter bounds, plaintext
    /// layout); found before the key derivation runs whenever the header is at fault.
    case malformed(String)
    /// The tag did not verify: a wrong password or a damaged file. The two cannot be told apart, by design.
    case authenticationFailed
    /// The file is a keystore of a format version this build does not read.
    case unsupportedVersion(UInt8)
    /// A system call failed (`code` is the errno).
    case io(operation: String, path: String, code: Int32)
    /// No entry has this id.
    case notFound(id: String)
    /// An id outside `[A-Za-z0-9_-]{1,64}` (ids become file names).
    case invalidIdentifier(String)
    /// A secret of the wrong size for its type, or a keypair whose halves do not match.
    case invalidSecret(String)
    /// A password given as bytes that are not UTF-8.
    case invalidPassword(String)
    /// Key derivation parameters outside the policy bounds (2 ≤ t ≤ 16, 64 MiB ≤ m ≤ 1 GiB).
    case parametersOutOfBounds(opsLimit: UInt32, memLimitKiB: UInt32)
    /// Argon2id could not run (usually: the memory could not be allocated).
    case keyDerivationFailed(String)
    /// The entry decrypted, but holds the key of another address than the one pinned for it: a swapped file.
    case keyMismatch(expected: PublicKey, found: PublicKey)
    /// A keystore path is a symbolic link; the keystore never follows links.
    case symbolicLink(path: String)
    /// The file read back after writing did not decrypt to what was written (the previous version was restored).
    case verificationFailed(path: String, reason: String)
    /// One entry of a multi-entry operation (a password change) failed; nothing was written.
    indirect case entry(id: String, error: KeystoreError)
    /// A failure of another `SecureStorage` backend (a Keychain, a server's secret store), in its own words.
    case backend(String)
    /// A new entry was refused: the keystore's entries do not open with the password it was given (`id` is one
    /// that was tried). A keystore holds one password, so nothing was written.
    case passwordMismatch(id: String)

    /// A one-line explanation for a user, naming the file where there is one.
    public var description: String {
        switch self {
        case .malformed(let reason): return "not a valid keystore file: \(reason)"
        case .authenticationFailed: return "wrong password or damaged file"
        case .unsupportedVersion(let version):
            return "keystore format version \(version) is not supported (this build reads version 1)"
        case .io(let operation, let path, let code):
            return "\(operation) \(path): \(String(cString: strerror(code)))"
        case .notFound(let id): return "no keystore entry '\(id)'"
        case .invalidIdentifier(let id):
            return "invalid keystore id '\(id)': use 1 to 64 letters, digits, '-' or '_'"
        case .invalidSecret(let reason): return "invalid secret: \(reason)"
        case .invalidPassword(let reason): return "invalid password: \(reason)"
        case .parametersOutOfBounds(let ops, let kib):
            return "key derivation parameters t=\(ops), m=\(kib) KiB are outside 2...16 and 65536...1048576 KiB"
        case .keyDerivationFailed(let reason): return "key derivation failed: \(reason)"
        case .keyMismatch(let expected, let found):
            return "the keystore entry holds the key of \(found), not of \(expected) (a swapped or foreign file)"
        case .symbolicLink(let path): return "\(path) is a symbolic link; the keystore does not follow links"
        case .verificationFailed(let path, let reason): return "\(path) did not verify after writing: \(reason)"
        case .entry(let id, let error): return "keystore entry '\(id)': \(error)"
        case .backend(let reason): return "secure storage failed: \(reason)"
        case .passwordMismatch(let id):
            return "the keystore's wallets are under another password (entry '\(id)' does not open with this one): "
                + "give the keystore's current password (`solwallet password change` changes it for every wallet); "
                + "nothing was written"
        }
    }
}
