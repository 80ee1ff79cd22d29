import Foundation
import SolanaCrypto

@testable import SolanaWallet

/// Key derivations for tests: counting runs (to prove a check happens before the KDF) and caching results (the
/// byte-flip test re-derives the same key hundreds of times; Argon2id is deterministic, so a cache changes nothing
/// but the time).
final class KDFProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var runs = 0
    private var cache: [String: [UInt8]] = [:]
    private let cached: Bool
    private let base: KeystoreKDF

    init(cached: Bool = false, base: KeystoreKDF = .argon2id) {
        self.cached = cached
        self.base = base
    }

    /// How many derivations were asked for.
    var count: Int { lock.withLock { runs } }

    var kdf: KeystoreKDF {
        KeystoreKDF { password, salt, parameters throws(KeystoreError) in
            let cacheKey =
                password.bytes.exposedBytes.map { String($0) }.joined(separator: ",")
                + "|\(salt)|\(parameters.opsLimit)|\(parameters.memLimitKiB)"
            let hit: [UInt8]? = self.lock.withLock {
                self.runs += 1
                return self.cached ? self.cache[cacheKey] : nil
            }
            if let hit { return SecretBytes(hit) }
            let key = try self.base.derive(password, salt, parameters)
            if self.cached { self.lock.withLock { self.cache[cacheKey] = key.exposedBytes } }
            return key
        }
    }
}

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "keystore-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Names in the directory (hidden ones too), sorted.
    func contents(_ subdirectory: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path + subdirectory)) ?? []).sorted()
    }
}

/// A random Ed25519 seed as a keystore secret.
func randomSeed() -> KeystoreSecret {
    try! KeystoreSecret(kind: .ed25519Seed, bytes: SecretBytes(SecureRandom.bytes(32)))
}

/// The file mode bits of `path` (without following a link).
func mode(_ path: String) -> mode_t {
    var info = stat()
    precondition(lstat(path, &info) == 0, "no \(path)")
    return info.st_mode & 0o777
}

/// The error `body` throws, or nil (a `do`/`catch` with a pattern crashes the 6.3.1 compiler in async tests).
func keystoreError<T>(_ body: () async throws(KeystoreError) -> T) async -> KeystoreError? {
    do { _ = try await body(); return nil } catch { return error }
}

/// A stand-in derivation for tests that run the parser and the AEAD hundreds of times: SHA-256 of the password,
/// salt and parameters, so a changed salt or parameter still gives another key, at no cost. Argon2id itself is
/// covered by the known-answer vector and PyNaCl.
let hashKDF = KeystoreKDF { password, salt, parameters throws(KeystoreError) in
    var input = password.bytes.exposedBytes + salt
    withUnsafeBytes(of: parameters.opsLimit.littleEndian) { input += $0 }
    withUnsafeBytes(of: parameters.memLimitKiB.littleEndian) { input += $0 }
    defer { input.withUnsafeMutableBytes { secureZero($0) } }
    return SecretBytes(SHA256Hash.hash(input))
}
