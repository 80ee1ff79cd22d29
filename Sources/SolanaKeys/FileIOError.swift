#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a secret file could not be read or written atomically; the file types map it into their own errors.
package enum FileIOError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A no-replace write found the name taken.
    case alreadyExists(path: String)
    /// The path is a symbolic link, which secret files never follow.
    case symbolicLink(path: String)
    /// The path is not a regular file (a directory, a FIFO, a device).
    case notRegularFile(path: String)
    /// The file is larger than its format allows; it was not read.
    case tooLarge(path: String, size: Int64, maximum: Int)
    /// A system call failed.
    case system(operation: String, path: String, code: Int32)
    /// The file read back after the write did not check out (the old version was restored when there was one).
    case verificationFailed(path: String, reason: String)

    /// The `strerror` text of a system error, or the description.
    package var reason: String {
        switch self {
        case .system(_, _, let code): return String(cString: strerror(code))
        case .alreadyExists: return "exists"
        case .symbolicLink: return "is a symbolic link (refused)"
        case .notRegularFile: return "not a regular file"
        case .tooLarge(_, let size, let maximum): return "\(size) bytes, more than the \(maximum) allowed"
        case .verificationFailed(_, let reason): return "verification after writing failed: \(reason)"
        }
    }

    package var description: String {
        switch self {
        case .alreadyExists(let path): return "\(path) already exists"
        case .symbolicLink(let path): return "\(path) is a symbolic link; secret files never follow links"
        case .notRegularFile(let path): return "\(path) is not a regular file"
        case .tooLarge(let path, _, _): return "\(path): \(reason)"
        case .system(let operation, let path, _): return "\(operation) \(path): \(reason)"
        case .verificationFailed(let path, _): return "\(path): \(reason)"
        }
    }

    /// The error of the failed system call named `operation`, from the current `errno`.
    static func lastError(_ operation: String, _ path: String) -> FileIOError {
        .system(operation: operation, path: path, code: errno)
    }
}
