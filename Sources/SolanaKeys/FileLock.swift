import Foundation

/// An exclusive `flock` on a lock file, held until `unlock()` or release: serializes writers of one directory
/// across processes. The kernel drops the lock when the holder dies, even by SIGKILL.
package final class FileLock: @unchecked Sendable {
    private var fd: Int32

    /// Opens (creating, mode 0600, never through a symbolic link) `path` and waits for the exclusive lock.
    package init(path: String) throws(FileIOError) {
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            if errno == ELOOP { throw .symbolicLink(path: path) }
            throw .lastError("open", path)
        }
        while flock(fd, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let failure = FileIOError.lastError("flock", path)
            close(fd)
            throw failure
        }
        self.fd = fd
    }

    /// Releases the lock (also done on deinit).
    package func unlock() {
        guard fd >= 0 else { return }
        close(fd)  // closing the last descriptor of the open file releases the flock
        fd = -1
    }

    deinit { unlock() }
}
