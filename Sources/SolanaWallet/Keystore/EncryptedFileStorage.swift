import Foundation
import SolanaCore
import SolanaCrypto
import SolanaKeys

/// `SecureStorage` in a directory of SWKS v1 files, one per id (`<id>.swks`), all under one password.
///
/// - Writes follow §1.6: the file is built and decrypted in memory first (self-test), then written through
///   `AtomicFileWriter` (temporary file 0600 → fsync → rename → fsync of the directory → read back, decrypted),
///   with the replaced version kept as `<id>.swks.prev` until the new one has been read back.
/// - Writers in every process are serialized by an exclusive `flock` on `<directory>/.lock`; opening a storage
///   takes the lock and removes temporary files that a killed writer left behind (only under the lock, so never
///   the file of a write in progress).
/// - The directory is created 0700 (and set to 0700 if group or others had access); entry files, temporary files,
///   the lock file and the directory itself are never followed through a symbolic link.
/// - Reading validates the header before the key derivation, so a damaged or hostile file costs nothing.
/// - A keystore holds one password: `store` into a directory that has entries first opens one of them with the
///   storage's password, under the lock, and refuses with `.passwordMismatch` when none opens.
/// - `changePassword(from:to:)` removes every kept previous version (`.prev`, which may still open under the old
///   password) before it returns.
/// - After every successful unlock, an entry with weaker parameters than `parameters` is re-encrypted with a new
///   salt and nonce (§1.7); parameters are never lowered.
///
/// Each call runs on the actor and blocks it for the key derivation (about 0.5 s at `.moderate`).
public actor EncryptedFileStorage: SecureStorage {
    /// An unlocked entry and what happened while unlocking it.
    public struct Entry: Sendable {
        /// The secret.
        public let secret: KeystoreSecret
        /// The parameters the file had when it was re-encrypted to `parameters` during this unlock (log it as
        /// "keystore upgraded from … to …"); nil when no upgrade was needed.
        public let upgradedFrom: KeystoreParameters?
        /// Why a needed upgrade could not be written (the secret is still good); nil otherwise.
        public let upgradeFailure: KeystoreError?
        /// Set when group or others may read the file: tell the user.
        public let permissionWarning: KeystoreWarning?
        /// True when the entry file was malformed and the kept previous version (`.prev`) was used instead.
        public let recoveredFromPrevious: Bool
    }

    /// What `changePassword(from:to:)` did.
    public struct PasswordChange: Sendable, Equatable {
        /// Entries re-encrypted under the new password.
        public let reencrypted: [String]
        /// Entries that were already under the new password (finished by an interrupted earlier run).
        public let alreadyChanged: [String]
    }

    /// The file name extension of entries.
    public static let fileExtension = "swks"
    /// The largest file read; an SWKS v1 file is 172 bytes.
    static let maxFileSize = 4096

    /// The keystore directory.
    public nonisolated let directory: String
    /// The parameters new files get, and that older files are upgraded to on unlock.
    public nonisolated let parameters: KeystoreParameters
    /// What was found and fixed when opening (a directory that group or others could read).
    public nonisolated let warnings: [KeystoreWarning]
    private var password: KeystorePassword
    /// The bytes of an entry that opened with `password` (so a later check of the same file needs no derivation).
    private var passwordOpened: [UInt8]?
    private let kdf: KeystoreKDF
    private let writerHook: (@Sendable (AtomicFileWriter.Step) throws(FileIOError) -> Void)?

    /// Opens (creating it, 0700) a keystore directory, removing temporary files left by interrupted writes.
    /// - Throws: `.symbolicLink` when the directory is a link, `.io` when it cannot be created or locked.
    public init(
        directory: String, password: KeystorePassword, parameters: KeystoreParameters = .moderate
    ) throws(KeystoreError) {
        try self.init(directory: directory, password: password, parameters: parameters, kdf: .argon2id, writerHook: nil)
    }

    /// Opens a keystore with an injected key derivation and a hook called after each write step (tests).
    package init(
        directory: String, password: KeystorePassword, parameters: KeystoreParameters, kdf: KeystoreKDF,
        writerHook: (@Sendable (AtomicFileWriter.Step) throws(FileIOError) -> Void)?
    ) throws(KeystoreError) {
        warnings = try Self.prepareDirectory(directory)
        let lock = try Self.lock(directory)
        try Self.removeStaleTemporaries(in: directory)
        lock.unlock()
        self.directory = directory
        self.parameters = parameters
        self.password = password
        self.kdf = kdf
        self.writerHook = writerHook
    }

    /// The path of the entry `id`.
    public nonisolated func path(for id: String) throws(KeystoreError) -> String {
        (directory as NSString).appendingPathComponent("\(try KeystoreIdentifier.validated(id)).\(Self.fileExtension)")
    }

    // MARK: SecureStorage

    /// Encrypts `secret` under the storage's password and parameters and writes it as `id`, replacing any entry.
    ///
    /// When the directory holds entries, one of them must first open with the storage's password (a keystore holds
    /// one password; see `verifyPassword()`).
    /// - Throws: `.passwordMismatch` when no entry opens with the password (nothing is written).
    public func store(_ secret: KeystoreSecret, id: String) throws(KeystoreError) {
        let path = try path(for: id)
        let (file, key) = try KeystoreFile.encrypt(secret, password: password, parameters: parameters, kdf: kdf)
        try Self.selfTest(file, key: key, expected: secret, path: path)
        let lock = try Self.lock(directory)
        defer { lock.unlock() }
        try requireSamePassword()
        try write(file, key: key, expected: secret, to: path)
    }

    /// Checks that the storage's password is the keystore's: an empty keystore accepts any password; otherwise an
    /// existing entry must open with it. Call it before asking the user for anything else (a new wallet's phrase
    /// confirmation), so that a wrong password is found first.
    /// - Throws: `.passwordMismatch` when the entries are under another password, `.io` when the directory cannot
    ///   be read or locked.
    public func verifyPassword() throws(KeystoreError) {
        let lock = try Self.lock(directory)
        defer { lock.unlock() }
        try requireSamePassword()
    }

    /// Opens the entries in turn (call with the lock held) until one opens with `password`. Entries that cannot be
    /// read or are malformed say nothing about the password and are passed over; when all the others fail to
    /// authenticate, the password is not the keystore's.
    private func requireSamePassword() throws(KeystoreError) {
        var refused: String?
        for id in try list() {
            guard var file = try? Self.read(try path(for: id), id: id) else { continue }
            defer { file.withUnsafeMutableBytes { secureZero($0) } }
            if let opened = passwordOpened, opened == file { return }
            do throws(KeystoreError) {
                _ = try KeystoreFile.unlock(file, password: password, kdf: kdf)
                passwordOpened = file
                return
            } catch {
                switch error {
                case .authenticationFailed: refused = refused ?? id
                case .malformed, .unsupportedVersion: continue
                default: throw error
                }
            }
        }
        if let refused { throw .passwordMismatch(id: refused) }
    }

    /// The secret under `id`, checked against `pin` when one is given; upgrades weak parameters on the way.
    public func load(id: String, pin: AddressPin?) throws(KeystoreError) -> KeystoreSecret {
        try unlock(id: id, pin: pin).secret
    }

    /// Removes the entry `id` (and a kept previous version).
    public func delete(id: String) throws(KeystoreError) {
        let path = try path(for: id)
        let lock = try Self.lock(directory)
        defer { lock.unlock() }
        guard unlink(path) == 0 else {
            if errno == ENOENT { throw .notFound(id: id) }
            throw .io(operation: "unlink", path: path, code: errno)
        }
        unlink(AtomicFileWriter.previousPath(of: path))
        try Self.syncDirectory(directory)
    }

    /// The ids of every entry, sorted.
    public func list() throws(KeystoreError) -> [String] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory) } catch {
            throw .io(operation: "list", path: directory, code: access(directory, R_OK) == 0 ? EIO : errno)
        }
        let suffix = "." + Self.fileExtension
        return names.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }
            .filter(KeystoreIdentifier.isValid).sorted()
    }

    // MARK: Unlocking

    /// Unlocks the entry `id`: reads it (never through a link), validates the header, derives the key, decrypts,
    /// checks the pin, then tidies up (a stale `.prev` removed, weak parameters upgraded).
    /// - Throws: `.notFound`, `.malformed`, `.unsupportedVersion`, `.authenticationFailed` (wrong password or
    ///   damaged file), `.keyMismatch`, `.symbolicLink`, `.io`.
    public func unlock(id: String, pin: AddressPin? = nil) throws(KeystoreError) -> Entry {
        let path = try path(for: id)
        let previous = AtomicFileWriter.previousPath(of: path)
        var file = try Self.read(path, id: id)
        var recovered = false
        var unlocked: (secret: KeystoreSecret, header: KeystoreFile.Header, key: SecretBytes)
        do throws(KeystoreError) {
            unlocked = try KeystoreFile.unlock(file, password: password, kdf: kdf)
        } catch {
            // A rename is atomic, so a malformed entry was damaged later; a kept previous version may still be good.
            guard case .malformed = error, let older = try? Self.read(previous, id: id) else { throw error }
            file = older
            unlocked = try KeystoreFile.unlock(file, password: password, kdf: kdf)
            recovered = true
        }
        try pin?.verify(unlocked.secret)
        let warning = Self.permissionWarning(path: path)
        guard !recovered else {
            return Entry(
                secret: unlocked.secret, upgradedFrom: nil, upgradeFailure: nil, permissionWarning: warning,
                recoveredFromPrevious: true)
        }
        var upgradedFrom: KeystoreParameters?
        var upgradeFailure: KeystoreError?
        let needsUpgrade = unlocked.header.needsRehash(toReach: parameters)
        if needsUpgrade || access(previous, F_OK) == 0 {
            do throws(KeystoreError) {
                let lock = try Self.lock(directory)
                defer { lock.unlock() }
                // Another process may have rewritten the entry since it was read: then leave it alone.
                let unchanged = try Self.read(path, id: id) == file
                if unchanged && needsUpgrade {
                    let target = unlocked.header.parameters.raised(to: parameters)
                    let (upgraded, key) = try KeystoreFile.encrypt(
                        unlocked.secret, password: password, parameters: target, kdf: kdf)
                    try Self.selfTest(upgraded, key: key, expected: unlocked.secret, path: path)
                    try write(upgraded, key: key, expected: unlocked.secret, to: path)
                    upgradedFrom = unlocked.header.parameters
                } else if unchanged {
                    unlink(previous)
                    try Self.syncDirectory(directory)
                }
            } catch {
                if needsUpgrade { upgradeFailure = error }
            }
        }
        file.withUnsafeMutableBytes { secureZero($0) }
        return Entry(
            secret: unlocked.secret, upgradedFrom: upgradedFrom, upgradeFailure: upgradeFailure,
            permissionWarning: warning, recoveredFromPrevious: false)
    }

    // MARK: Changing the password

    /// Re-encrypts every entry under `newPassword`, each with a new salt and nonce (and parameters raised to
    /// `parameters`), removes every kept previous version (`<id>.swks.prev`), then uses `newPassword` for this
    /// storage.
    ///
    /// Every entry is first checked to open under `oldPassword` (or already under `newPassword`); if any does not,
    /// nothing is written and the error names the entry. Each entry is then replaced atomically, one at a time,
    /// under the directory lock. A crash midway leaves a mixed directory: every file is whole and opens under
    /// exactly one of the two passwords. Running `changePassword(from:to:)` again with the same two passwords
    /// finishes the job: entries already under the new password are recognised and listed in `alreadyChanged`.
    /// Until then, loading an entry that is still under the other password fails with `.authenticationFailed`.
    /// It returns only once no `.prev` is left (a `.prev` may still open under the old password, and people change
    /// a password because the old one leaked), a second run after a crash included.
    public func changePassword(
        from oldPassword: KeystorePassword, to newPassword: KeystorePassword
    ) throws(KeystoreError) -> PasswordChange {
        let lock = try Self.lock(directory)
        defer { lock.unlock() }
        var pending: [(id: String, path: String, secret: KeystoreSecret, parameters: KeystoreParameters)] = []
        var alreadyChanged: [String] = []
        for id in try list() {
            let path = try path(for: id)
            do throws(KeystoreError) {
                var file = try Self.read(path, id: id)
                defer { file.withUnsafeMutableBytes { secureZero($0) } }
                do throws(KeystoreError) {
                    let unlocked = try KeystoreFile.unlock(file, password: oldPassword, kdf: kdf)
                    pending.append((id, path, unlocked.secret, unlocked.header.parameters))
                } catch .authenticationFailed {
                    _ = try KeystoreFile.unlock(file, password: newPassword, kdf: kdf)
                    alreadyChanged.append(id)
                }
            } catch {
                throw .entry(id: id, error: error)
            }
        }
        for entry in pending {
            do throws(KeystoreError) {
                let target = entry.parameters.raised(to: parameters)
                let (file, key) = try KeystoreFile.encrypt(
                    entry.secret, password: newPassword, parameters: target, kdf: kdf)
                try Self.selfTest(file, key: key, expected: entry.secret, path: entry.path)
                try write(file, key: key, expected: entry.secret, to: entry.path)
            } catch {
                throw .entry(id: entry.id, error: error)
            }
        }
        // Temporary files of an interrupted earlier write may hold a secret under the old password too.
        try Self.removeStaleTemporaries(in: directory)
        try removePreviousVersions()
        password = newPassword
        passwordOpened = nil
        return PasswordChange(reencrypted: pending.map(\.id), alreadyChanged: alreadyChanged)
    }

    /// Whether `fileName` is a kept previous version of an entry (`<id>.swks.prev`): left by a write or a password
    /// change that was interrupted, it may hold the secret under an older password (`solwallet doctor` reports it).
    public static func isPreviousVersion(fileName: String) -> Bool {
        let suffix = ".\(fileExtension).prev"
        return fileName.hasSuffix(suffix) && KeystoreIdentifier.isValid(String(fileName.dropLast(suffix.count)))
    }

    /// Unlinks every `<id>.swks.prev` of the directory (with or without its entry: one without is left by an
    /// interrupted delete) and syncs the directory; call with the lock held.
    private func removePreviousVersions() throws(KeystoreError) {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory) } catch {
            throw .io(operation: "list", path: directory, code: access(directory, R_OK) == 0 ? EIO : errno)
        }
        for name in names where Self.isPreviousVersion(fileName: name) {
            let path = (directory as NSString).appendingPathComponent(name)
            guard unlink(path) == 0 || errno == ENOENT else { throw .io(operation: "unlink", path: path, code: errno) }
        }
        try Self.syncDirectory(directory)
    }

    // MARK: Files

    /// Writes a built file atomically, keeping the replaced version until the new one reads back: its bytes
    /// must be exactly `file` and decrypt, with the derived key, to `expected`.
    private func write(
        _ file: [UInt8], key: SecretBytes, expected: KeystoreSecret, to path: String
    ) throws(KeystoreError) {
        let writer = AtomicFileWriter(mode: .replace, keepPrevious: true, hook: writerHook)
        do throws(FileIOError) {
            try writer.write(file, to: path) { written throws(FileIOError) in
                var back: [UInt8]
                do throws(FileIOError) {
                    back = try BoundedFileReader.read(path: written, maxSize: Self.maxFileSize, followSymlinks: false)
                } catch { throw .verificationFailed(path: written, reason: error.description) }
                defer { back.withUnsafeMutableBytes { secureZero($0) } }
                guard back == file else {
                    throw .verificationFailed(path: written, reason: "the bytes read back differ")
                }
                do throws(KeystoreError) {
                    try Self.selfTest(back, key: key, expected: expected, path: written)
                } catch {
                    throw .verificationFailed(path: written, reason: error.description)
                }
            }
        } catch {
            throw Self.keystoreError(error)
        }
    }

    /// Decrypts a built file with its key and compares the secret (§1.6 step 1, and the verify read).
    private static func selfTest(
        _ file: [UInt8], key: SecretBytes, expected: KeystoreSecret, path: String
    ) throws(KeystoreError) {
        let opened = try KeystoreFile.open(file, header: try KeystoreFile.parseHeader(file), key: key)
        let same =
            opened.kind == expected.kind
            && opened.bytes.withUnsafeBytes { a in
                expected.bytes.withUnsafeBytes { b in a.elementsEqual(b) }
            }
        guard same else {
            throw .verificationFailed(path: path, reason: "the encrypted file does not decrypt to its secret")
        }
    }

    /// An entry's bytes, bounded, never through a link.
    private static func read(_ path: String, id: String) throws(KeystoreError) -> [UInt8] {
        do throws(FileIOError) {
            return try BoundedFileReader.read(path: path, maxSize: maxFileSize, followSymlinks: false)
        } catch {
            if case .system(_, _, let code) = error, code == ENOENT { throw .notFound(id: id) }
            throw keystoreError(error)
        }
    }

    private static func keystoreError(_ error: FileIOError) -> KeystoreError {
        switch error {
        case .alreadyExists(let path): return .io(operation: "create", path: path, code: EEXIST)
        case .symbolicLink(let path): return .symbolicLink(path: path)
        case .notRegularFile(let path): return .malformed("\(path) is not a regular file")
        case .tooLarge(_, let size, _):
            return .malformed("\(size) bytes or more; an SWKS v1 file is \(KeystoreFile.fileLength) bytes")
        case .system(let operation, let path, let code): return .io(operation: operation, path: path, code: code)
        case .verificationFailed(let path, let reason): return .verificationFailed(path: path, reason: reason)
        }
    }

    private static func syncDirectory(_ directory: String) throws(KeystoreError) {
        do throws(FileIOError) { try AtomicFileWriter.syncDirectory(directory) } catch { throw keystoreError(error) }
    }

    private static func lock(_ directory: String) throws(KeystoreError) -> FileLock {
        do throws(FileIOError) {
            return try FileLock(path: (directory as NSString).appendingPathComponent(".lock"))
        } catch {
            throw keystoreError(error)
        }
    }

    /// Creates the directory 0700 (parents too), or checks an existing one: not a link, a directory, 0700.
    private static func prepareDirectory(_ directory: String) throws(KeystoreError) -> [KeystoreWarning] {
        var info = stat()
        if lstat(directory, &info) != 0 {
            guard errno == ENOENT else { throw .io(operation: "lstat", path: directory, code: errno) }
            let parent = AtomicFileWriter.directory(of: directory)
            do {
                try FileManager.default.createDirectory(
                    atPath: parent, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw .io(operation: "mkdir", path: parent, code: EACCES)
            }
            guard mkdir(directory, 0o700) == 0 || errno == EEXIST else {
                throw .io(operation: "mkdir", path: directory, code: errno)
            }
            guard lstat(directory, &info) == 0 else { throw .io(operation: "lstat", path: directory, code: errno) }
        }
        guard info.st_mode & S_IFMT != S_IFLNK else { throw .symbolicLink(path: directory) }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw .io(operation: "open", path: directory, code: ENOTDIR) }
        // mkdir's mode passed through the umask; set it exactly.
        let mode = info.st_mode & 0o777
        guard mode != 0o700 else { return [] }
        guard chmod(directory, 0o700) == 0 else { throw .io(operation: "chmod", path: directory, code: errno) }
        return mode & 0o077 != 0 ? [.directoryModeFixed(directory: directory, mode: UInt16(mode))] : []
    }

    /// Removes `.<name>.tmp.<random>` files of interrupted writes; call with the lock held.
    private static func removeStaleTemporaries(in directory: String) throws(KeystoreError) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        var removed = false
        for name in names where AtomicFileWriter.isTemporaryName(name) {
            if unlink((directory as NSString).appendingPathComponent(name)) == 0 { removed = true }
        }
        if removed { try syncDirectory(directory) }
    }

    /// A warning when group or others may access the entry file.
    private static func permissionWarning(path: String) -> KeystoreWarning? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let mode = info.st_mode & 0o777
        guard mode & 0o077 != 0 else { return nil }
        return .fileAccessible(path: path, mode: UInt16(mode))
    }
}

/// What a keystore noticed about its files' permissions, with the values a view says it with (`description` is the
/// English line, for logs).
public enum KeystoreWarning: Sendable, Equatable, CustomStringConvertible {
    /// The keystore directory was open to group or others (`mode`, its permission bits then); it is now 0700.
    case directoryModeFixed(directory: String, mode: UInt16)
    /// An entry file that group or others may access (`mode`, its permission bits): `chmod 600` closes it.
    case fileAccessible(path: String, mode: UInt16)

    /// The warning in English.
    public var description: String {
        switch self {
        case .directoryModeFixed(let directory, let mode):
            return "keystore directory \(directory) had mode \(String(mode, radix: 8)); it is now 700"
        case .fileAccessible(let path, let mode):
            return "keystore file \(path) has mode \(String(mode, radix: 8)), so other users can access it; "
                + "run: chmod 600 \(path)"
        }
    }
}
