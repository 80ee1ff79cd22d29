import Foundation
import GRDB

/// Why the system or SQLite refused a file or database operation: the common `errno` values and SQLite result
/// codes, typed so that a view says them in the user's language (anything else is `other`).
public enum SystemFailureKind: String, Sendable, Equatable, CaseIterable {
    /// EACCES or EPERM: the user may not do it.
    case permissionDenied
    /// ENOENT: the file or a directory on its path does not exist.
    case noSuchFile
    /// EROFS: the file system is mounted read-only.
    case readOnlyFileSystem
    /// ENOSPC (or EDQUOT): the device or the user's quota is full.
    case noSpace
    /// EISDIR: a directory where a file was expected.
    case isADirectory
    /// ENOTDIR: a part of the path is not a directory.
    case notADirectory
    /// ELOOP: too many symbolic links (or a link where none is followed).
    case symbolicLinkLoop
    /// SQLITE_BUSY or SQLITE_LOCKED: another connection holds the database.
    case databaseBusy
    /// SQLITE_CORRUPT: the database file is damaged.
    case databaseCorrupt
    /// SQLITE_NOTADB: the file is not an SQLite database.
    case notADatabase
    /// SQLITE_READONLY: the database cannot be written.
    case databaseReadOnly
    /// SQLITE_FULL: the database or the disk is full.
    case databaseFull
    /// SQLITE_CANTOPEN: the database file cannot be opened.
    case databaseCannotOpen
    /// Any other failure: only the system's text says it.
    case other

    /// The kind of the `errno` value `code`.
    public init(errno code: Int32) {
        switch code {
        case EACCES, EPERM: self = .permissionDenied
        case ENOENT: self = .noSuchFile
        case EROFS: self = .readOnlyFileSystem
        case ENOSPC, EDQUOT: self = .noSpace
        case EISDIR: self = .isADirectory
        case ENOTDIR: self = .notADirectory
        case ELOOP: self = .symbolicLinkLoop
        default: self = .other
        }
    }

    /// The kind of SQLite's result code `code` (primary or extended: the low byte is the primary code).
    public init(sqliteResultCode code: Int32) {
        switch code & 0xff {
        case 5, 6: self = .databaseBusy  // SQLITE_BUSY, SQLITE_LOCKED
        case 11: self = .databaseCorrupt  // SQLITE_CORRUPT
        case 26: self = .notADatabase  // SQLITE_NOTADB
        case 8: self = .databaseReadOnly  // SQLITE_READONLY
        case 13: self = .databaseFull  // SQLITE_FULL
        case 14: self = .databaseCannotOpen  // SQLITE_CANTOPEN
        case 3: self = .permissionDenied  // SQLITE_PERM
        default: self = .other
        }
    }
}

/// A file or database failure: its typed kind and the system's (or SQLite's) own words, kept as a datum.
public struct SystemFailure: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, typed.
    public let kind: SystemFailureKind
    /// The system's or SQLite's own text (English), as it was given.
    public let text: String

    /// A failure of `kind` with `text`.
    public init(kind: SystemFailureKind, text: String) {
        self.kind = kind
        self.text = text
    }

    /// The failure of the `errno` value `code`, with `strerror`'s text.
    public init(errno code: Int32) {
        self.init(kind: SystemFailureKind(errno: code), text: String(cString: strerror(code)))
    }

    /// The failure behind `error`: SQLite's result code (GRDB's `DatabaseError`), a POSIX error, else `other`
    /// with the error's text.
    public init(_ error: any Error) {
        let text = String(describing: error)
        if let database = error as? DatabaseError {
            self.init(kind: SystemFailureKind(sqliteResultCode: database.extendedResultCode.rawValue), text: text)
            return
        }
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain {
            self.init(kind: SystemFailureKind(errno: Int32(ns.code)), text: text)
        } else if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            self.init(kind: SystemFailureKind(errno: Int32(underlying.code)), text: text)
        } else {
            self.init(kind: .other, text: text)
        }
    }

    /// The system's text.
    public var description: String { text }
}
