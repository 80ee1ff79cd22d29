import Foundation
import SolanaCrypto

/// Reads a small secret file into one buffer: a regular file of bounded size, opened without blocking
/// (a FIFO with no writer would hang the open), optionally refusing symbolic links.
package enum BoundedFileReader {
    /// The file's bytes; the caller wipes them after use.
    ///
    /// - Parameters:
    ///   - maxSize: files larger than this are refused before reading (`/dev/zero`, a huge file).
    ///   - followSymlinks: false opens with `O_NOFOLLOW`, so a link at `path` is an error.
    package static func read(path: String, maxSize: Int, followSymlinks: Bool = true) throws(FileIOError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followSymlinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else {
            if errno == ELOOP && !followSymlinks { throw .symbolicLink(path: path) }
            throw .lastError("open", path)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .lastError("fstat", path) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile(path: path) }
        guard info.st_size <= maxSize else { throw .tooLarge(path: path, size: Int64(info.st_size), maximum: maxSize) }
        // Read one byte past the limit to notice a file that grew since fstat.
        var content = [UInt8](repeating: 0, count: maxSize + 1)
        var total = 0
        while total < content.count {
            let got = content.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress! + total, $0.count - total) }
            if got < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                let failure = FileIOError.lastError("read", path)
                content.withUnsafeMutableBytes { secureZero($0) }
                throw failure
            }
            if got == 0 { break }
            total += got
        }
        guard total <= maxSize else {
            content.withUnsafeMutableBytes { secureZero($0) }
            throw .tooLarge(path: path, size: Int64(total), maximum: maxSize)
        }
        // Shrinking keeps the buffer (no copy of the secret is left behind).
        content.removeSubrange(total...)
        return content
    }
}
