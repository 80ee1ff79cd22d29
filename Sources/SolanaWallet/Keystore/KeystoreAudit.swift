import Foundation

/// One thing wrong with a keystore directory, found by `EncryptedFileStorage.audit(directory:)`.
public enum KeystoreFinding: Sendable, Equatable {
    /// The directory cannot be examined (the system's reason).
    case unreadable(SystemFailure)
    /// The path is a link or not a directory.
    case notADirectory
    /// The directory belongs to another user.
    case directoryOwner(uid: UInt32)
    /// The directory's mode is not 700.
    case directoryMode(UInt16)
    /// A half-written file of an interrupted write (the next write removes it).
    case interruptedWrite(path: String)
    /// An entry that is a link or not a regular file.
    case notARegularFile(path: String)
    /// A previous version kept by an interrupted write or password change: it may still open with an old password.
    case previousVersion(path: String)
    /// A file others may read (its mode).
    case fileMode(path: String, mode: UInt16)
    /// A file that belongs to another user.
    case fileOwner(path: String, uid: UInt32)

    /// Whether the keystore is unsafe or unusable because of it (else a warning).
    public var isFailure: Bool {
        if case .interruptedWrite = self { return false }
        return true
    }
}

/// What `EncryptedFileStorage.audit(directory:)` found.
public struct KeystoreAudit: Sendable, Equatable {
    /// The directory examined.
    public let directory: String
    /// Whether it exists (no keystore yet otherwise: nothing is wrong).
    public let exists: Bool
    /// The entries (encrypted files, previous versions included) found.
    public let entries: Int
    /// What is wrong; empty when the keystore is as it should be.
    public let findings: [KeystoreFinding]
}

extension EncryptedFileStorage {
    /// Examines a keystore directory without opening, creating or changing anything: a 0700 directory of the
    /// current user; every entry a regular 0600 file of the user; no half-written files and no kept previous version
    /// (which may still open with an old password). The keystore's own file names are known here only.
    public static func audit(directory: String) -> KeystoreAudit {
        var info = stat()
        guard lstat(directory, &info) == 0 else {
            if errno == ENOENT { return KeystoreAudit(directory: directory, exists: false, entries: 0, findings: []) }
            return KeystoreAudit(
                directory: directory, exists: true, entries: 0,
                findings: [.unreadable(SystemFailure(errno: errno))])
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            return KeystoreAudit(directory: directory, exists: true, entries: 0, findings: [.notADirectory])
        }
        var findings: [KeystoreFinding] = []
        if info.st_uid != getuid() { findings.append(.directoryOwner(uid: info.st_uid)) }
        if info.st_mode & 0o777 != 0o700 { findings.append(.directoryMode(UInt16(info.st_mode & 0o777))) }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        var entries = 0
        for name in names where name != ".lock" {
            let path = (directory as NSString).appendingPathComponent(name)
            var file = stat()
            guard lstat(path, &file) == 0 else { continue }
            if name.hasPrefix("."), name.contains(".tmp.") {
                findings.append(.interruptedWrite(path: path))
                continue
            }
            guard file.st_mode & S_IFMT == S_IFREG else {
                findings.append(.notARegularFile(path: path))
                continue
            }
            entries += 1
            if isPreviousVersion(fileName: name) { findings.append(.previousVersion(path: path)) }
            if file.st_mode & 0o077 != 0 { findings.append(.fileMode(path: path, mode: UInt16(file.st_mode & 0o777))) }
            if file.st_uid != getuid() { findings.append(.fileOwner(path: path, uid: file.st_uid)) }
        }
        return KeystoreAudit(directory: directory, exists: true, entries: entries, findings: findings)
    }
}
