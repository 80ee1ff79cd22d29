import Foundation
import SolanaCrypto

/// Writes a secret file so that a crash at any moment leaves either the old or the new content under its name,
/// never a mix, and so that nobody else can read it: the one implementation behind keypair files and the
/// encrypted keystore.
///
/// The procedure (docs/keystore-and-payments.md §1.6): a temporary file in the same directory
/// (`O_CREAT|O_EXCL|O_NOFOLLOW|O_CLOEXEC`, mode 0600, `fchmod` against the umask) → every byte written (short
/// writes and `EINTR` looped) → `fsync` (`F_FULLFSYNC` on Apple platforms; an error deletes the temporary file
/// and is never retried on the same descriptor) → close → optionally `link(name, name.prev)` → `rename` (or a
/// no-replace `link`) → `fsync` of the directory → a verify read → `name.prev` removed and the directory synced
/// again.
package struct AtomicFileWriter: Sendable {
    /// The steps in order, reported to `hook` after each one (fault injection and kill -9 timing in tests).
    package enum Step: String, Sendable, CaseIterable {
        case createdTemporary, wroteContent, syncedFile, linkedPrevious, renamed, syncedDirectory, verified,
            removedPrevious
    }

    /// Whether an existing file is replaced.
    package enum Mode: Sendable {
        /// `rename` over whatever is there (but never over a symbolic link).
        case replace
        /// Fail with `.alreadyExists` if the name is taken, even when it appears during the write.
        case createNew
    }

    package var mode: Mode
    /// Keep the replaced file as `name.prev` until the new one has been read back (rotation, §1.6 step 4).
    package var keepPrevious: Bool
    /// False skips the hard-link no-replace path and claims the name with an `O_EXCL` file (vfat, exFAT, FUSE).
    package var useHardLink: Bool
    /// Refuse when the target name is a symbolic link (the keystore). Otherwise `rename` replaces the link itself,
    /// never following it (keypair files keep that behaviour).
    package var refuseSymbolicLink: Bool
    /// Called after each step; a throw there behaves like a failure of that step (tests).
    package var hook: (@Sendable (Step) throws(FileIOError) -> Void)?
    /// The temporary file's name for a target name; tests plant links at a predictable name.
    package var temporaryName: @Sendable (String) -> String

    package init(
        mode: Mode = .replace, keepPrevious: Bool = false, useHardLink: Bool = true,
        refuseSymbolicLink: Bool = true, hook: (@Sendable (Step) throws(FileIOError) -> Void)? = nil
    ) {
        self.mode = mode
        self.refuseSymbolicLink = refuseSymbolicLink
        self.keepPrevious = keepPrevious
        self.useHardLink = useHardLink
        self.hook = hook
        self.temporaryName = { name in
            ".\(name).tmp." + SecureRandom.bytes(8).map { String(format: "%02x", $0) }.joined()
        }
    }

    /// Whether `fileName` is one of our temporary files (`.<name>.tmp.<random>`), for stale-file cleanup.
    package static func isTemporaryName(_ fileName: String) -> Bool {
        fileName.hasPrefix(".") && fileName.contains(".tmp.")
    }

    /// The name of the kept previous version of `path`.
    package static func previousPath(of path: String) -> String { path + ".prev" }

    /// Writes `content` to `path`; `verify` reads the written file back (it runs after the rename).
    package func write(
        _ content: [UInt8], to path: String, verify: ((String) throws(FileIOError) -> Void)? = nil
    ) throws(FileIOError) {
        let directory = Self.directory(of: path)
        let name = (path as NSString).lastPathComponent
        var existing = stat()
        if lstat(path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFLNK && refuseSymbolicLink {
            throw .symbolicLink(path: path)
        }
        let temporary = (directory as NSString).appendingPathComponent(temporaryName(name))
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .lastError("open", temporary) }
        do throws(FileIOError) {
            defer { close(fd) }
            try hook?(.createdTemporary)
            try Self.writeAll(content, to: fd, path: temporary)
            guard fchmod(fd, 0o600) == 0 else { throw .lastError("fchmod", temporary) }
            try hook?(.wroteContent)
            try Self.syncFile(fd, path: temporary)
            try hook?(.syncedFile)
        } catch {
            unlink(temporary)
            throw error
        }
        let previous = Self.previousPath(of: path)
        var keptPrevious = false
        do throws(FileIOError) {
            if keepPrevious && mode == .replace && existing.st_mode & S_IFMT == S_IFREG {
                keptPrevious = Self.linkPrevious(path, previous)
                try hook?(.linkedPrevious)
            }
            try place(temporary, at: path)
        } catch {
            unlink(temporary)
            throw error
        }
        unlink(temporary)  // after rename this is a no-op; after link it removes the extra name
        try hook?(.renamed)
        try Self.syncDirectory(directory)
        try hook?(.syncedDirectory)
        if let verify {
            do throws(FileIOError) { try verify(path) } catch {
                if keptPrevious && rename(previous, path) == 0 { try? Self.syncDirectory(directory) }
                throw error
            }
            try hook?(.verified)
        }
        if keptPrevious {
            unlink(previous)
            try Self.syncDirectory(directory)
            try hook?(.removedPrevious)
        }
    }

    /// The directory part of `path` ("." for a bare name).
    package static func directory(of path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? "." : directory
    }

    /// `fsync` of a directory, so that a rename or unlink in it is durable (Linux `fsync(2)`).
    package static func syncDirectory(_ directory: String) throws(FileIOError) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .lastError("open", directory) }
        defer { close(fd) }
        // Some file systems cannot sync a directory; that is not a failure of the write.
        if fsync(fd) != 0 && errno != EINVAL && errno != ENOTSUP && errno != EROFS {
            throw .lastError("fsync", directory)
        }
    }

    /// Moves the finished temporary file to its name.
    private func place(_ temporary: String, at path: String) throws(FileIOError) {
        switch mode {
        case .replace:
            guard rename(temporary, path) == 0 else { throw .lastError("rename", path) }
        case .createNew:
            if useHardLink {
                // link() fails if the target appeared meanwhile: never replace a file we were told not to.
                if link(temporary, path) == 0 { return }
                if errno == EEXIST { throw .alreadyExists(path: path) }
                guard [EPERM, ENOTSUP, EOPNOTSUPP, EXDEV, EMLINK, ENOSYS].contains(errno) else {
                    throw .lastError("link", path)
                }
            }
            try Self.renameOverClaim(temporary, path)
        }
    }

    /// Claims `path` with a new empty file (O_EXCL: fails if anything is there) and renames `temporary` over it.
    private static func renameOverClaim(_ temporary: String, _ path: String) throws(FileIOError) {
        let claim = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard claim >= 0 else {
            if errno == EEXIST { throw .alreadyExists(path: path) }
            throw .lastError("open", path)
        }
        close(claim)
        guard rename(temporary, path) == 0 else {
            let failure = FileIOError.lastError("rename", path)
            unlink(path)  // our own empty claim
            throw failure
        }
    }

    /// `link(path, previous)` after removing a stale `previous`; false when there is nothing to keep or the file
    /// system has no hard links (the write then goes ahead without a kept copy).
    private static func linkPrevious(_ path: String, _ previous: String) -> Bool {
        unlink(previous)
        return link(path, previous) == 0
    }

    /// Writes every byte, looping over short writes and `EINTR`.
    private static func writeAll(_ content: [UInt8], to fd: Int32, path: String) throws(FileIOError) {
        var failure: FileIOError?
        content.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = .lastError("write", path)
                    return
                }
                offset += written
            }
        }
        if let failure { throw failure }
    }

    /// Flushes the file to the device: `F_FULLFSYNC` on Apple platforms (their `fsync` leaves it in the drive's
    /// cache), `fsync` elsewhere. Never retried: after a failed fsync the kernel may have dropped the dirty pages.
    private static func syncFile(_ fd: Int32, path: String) throws(FileIOError) {
        #if canImport(Darwin)
            if fcntl(fd, F_FULLFSYNC) == 0 { return }
        #endif
        guard fsync(fd) == 0 else { throw .lastError("fsync", path) }
    }
}
