import Foundation
import SolanaCrypto

/// A keystore password as the bytes the key derivation sees: the UTF-8 of its NFC normalization, untrimmed,
/// held in `SecretBytes` (wiped on release). NFC makes "é" typed as one code point or as "e" + U+0301 the same
/// password.
public struct KeystorePassword: Sendable, CustomStringConvertible {
    /// The NFC UTF-8 bytes.
    let bytes: SecretBytes

    /// A password from UTF-8 bytes (what a terminal read gives), normalized to NFC. ASCII needs no normalization
    /// and never becomes a `String` (whose storage cannot be wiped).
    /// - Throws: `.invalidPassword` when the bytes are not UTF-8.
    public init(utf8 password: [UInt8]) throws(KeystoreError) {
        if password.allSatisfy({ $0 < 0x80 }) {
            self.init(normalized: SecretBytes(password))
            return
        }
        guard let text = String(validating: password, as: UTF8.self) else {
            throw .invalidPassword("not valid UTF-8")
        }
        self.init(text)
    }

    /// A password from secret bytes, normalized to NFC.
    public init(utf8 password: SecretBytes) throws(KeystoreError) {
        var copy = password.exposedBytes
        defer { copy.withUnsafeMutableBytes { secureZero($0) } }
        try self.init(utf8: copy)
    }

    /// A password from a string, normalized to NFC. Prefer `init(utf8:)` with bytes read from the terminal.
    public init(_ password: String) {
        var normalized = Array(password.precomposedStringWithCanonicalMapping.utf8)
        self.init(normalized: SecretBytes(normalized))
        normalized.withUnsafeMutableBytes { secureZero($0) }
    }

    private init(normalized: SecretBytes) {
        bytes = normalized
    }

    /// The number of password bytes (after normalization).
    public var count: Int { bytes.count }

    /// Never the password: always `KeystorePassword(redacted)`.
    public var description: String { "KeystorePassword(redacted)" }

    /// Whether two passwords are the same bytes (constant time in the content).
    func matches(_ other: KeystorePassword) -> Bool {
        guard bytes.count == other.bytes.count else { return false }
        return bytes.withUnsafeBytes { a in
            other.bytes.withUnsafeBytes { b in zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0 }
        }
    }
}

extension KeystorePassword: Equatable {
    /// The same bytes after normalization (compared in time that depends on the length only): a backup password
    /// that is the keystore's, a new password that is the old one.
    public static func == (lhs: KeystorePassword, rhs: KeystorePassword) -> Bool {
        lhs.bytes.withUnsafeBytes { left in
            rhs.bytes.withUnsafeBytes { right in
                guard left.count == right.count else { return false }
                var difference: UInt8 = 0
                for index in 0..<left.count { difference |= left[index] ^ right[index] }
                return difference == 0
            }
        }
    }
}
