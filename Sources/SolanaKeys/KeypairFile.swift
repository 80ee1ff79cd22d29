import Foundation
import SolanaCore
import SolanaCrypto

/// Solana CLI keypair files (`~/.config/solana/id.json`): a JSON array of the 64 secret bytes, seed ‖ public key.
///
/// Written with mode 0600, atomically (a temporary file in the same directory, fsync, rename), so a crash
/// never leaves a half-written key and other users can never read it.
public enum KeypairFile {
    /// A keypair read from a file, with a warning when the file's permissions let others read it.
    public struct Loaded: Sendable {
        /// The keypair in the file.
        public let keypair: Keypair
        /// Set when group or others can read the file: say so to the user (the key may have leaked).
        public let permissionWarning: String?
        /// The file's permission bits when group or others can read it (what `permissionWarning` says), nil
        /// otherwise: a view says the warning in the user's language.
        public let permissionMode: UInt16?
    }

    /// The Solana CLI's default keypair path, `~/.config/solana/id.json`.
    public static var defaultPath: String {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".config/solana/id.json")
    }

    /// The largest keypair file read (one is about 230 bytes; room is left for whitespace). Anything larger, and
    /// anything that is not a regular file (a FIFO, a device such as `/dev/zero`), is refused before reading.
    public static let maxFileSize = 64 << 10

    /// Reads and checks a keypair file: 64 bytes whose public half matches its seed half.
    public static func read(path: String) throws(KeypairFileError) -> Loaded {
        var content = try readBounded(path: path)
        defer { content.withUnsafeMutableBytes { secureZero($0) } }
        var bytes = try parseBytes(content, path: path)
        defer { bytes.withUnsafeMutableBytes { secureZero($0) } }
        let keypair: Keypair
        do { keypair = try Keypair(secretKey: bytes) } catch { throw .keyMismatch(path: path) }
        let mode = openMode(path: path)
        return Loaded(keypair: keypair, permissionWarning: permissionWarning(path: path), permissionMode: mode)
    }

    /// The file's bytes: a regular file of at most `maxFileSize` bytes, opened without blocking (a FIFO with no
    /// writer would otherwise hang the open).
    static func readBounded(path: String) throws(KeypairFileError) -> [UInt8] {
        do throws(FileIOError) { return try BoundedFileReader.read(path: path, maxSize: maxFileSize) } catch {
            switch error {
            case .system(_, _, let code) where code == ENOENT: throw .unreadable(path: path, reason: "no such file")
            case .notRegularFile:
                throw .unreadable(path: path, reason: "not a regular file (a keypair file is a small JSON text file)")
            case .tooLarge(_, let size, _) where size > maxFileSize && size != Int64(maxFileSize + 1):
                throw .unreadable(path: path, reason: "\(size) bytes; a keypair file is about 230 bytes")
            case .tooLarge:
                throw .unreadable(
                    path: path, reason: "more than \(maxFileSize) bytes; a keypair file is about 230 bytes")
            default: throw .unreadable(path: path, reason: error.reason)
            }
        }
    }

    /// The 64 bytes of the JSON text of a keypair file (`[n, n, …]`, integers 0–255, any JSON whitespace).
    public static func parse(_ data: Data, path: String = "<input>") throws(KeypairFileError) -> [UInt8] {
        try parseBytes(data, path: path)
    }

    /// `parse(_:path:)` over any contiguous bytes, keeping the typed error.
    private static func parseBytes(_ data: some ContiguousBytes, path: String) throws(KeypairFileError) -> [UInt8] {
        var result: Result<[UInt8], KeypairFileError> = .success([])
        data.withUnsafeBytes { buffer in
            do throws(KeypairFileError) { result = .success(try parse(buffer, path: path)) } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }

    /// The 64 bytes of the JSON text of a keypair file, read from a buffer.
    public static func parse(_ data: UnsafeRawBufferPointer, path: String = "<input>") throws(KeypairFileError)
        -> [UInt8]
    {
        var bytes = [UInt8](repeating: 0, count: 64)
        var count = 0
        var index = 0
        var failure: KeypairFileError?
        func skipSpace() { while index < data.count, [0x20, 0x09, 0x0A, 0x0D].contains(data[index]) { index += 1 } }
        scan: do {
            skipSpace()
            guard index < data.count, data[index] == UInt8(ascii: "[") else {
                failure = .notAKeypairFile(path: path); break scan
            }
            index += 1
            skipSpace()
            if index < data.count, data[index] == UInt8(ascii: "]") {
                index += 1
                break scan
            }
            while true {
                skipSpace()
                var value = 0, digits = 0
                let negative = index < data.count && data[index] == UInt8(ascii: "-")
                if negative { index += 1 }
                while index < data.count, (0x30...0x39).contains(data[index]) {
                    value = min(value * 10 + Int(data[index] - 0x30), 1_000_000)
                    digits += 1
                    index += 1
                }
                guard digits > 0 else { failure = .notAKeypairFile(path: path); break scan }
                // Fractions and exponents are not bytes either.
                if index < data.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(data[index]) {
                    failure = .notAKeypairFile(path: path)
                    break scan
                }
                let number = negative ? -value : value
                guard (0...255).contains(number) else {
                    failure = .byteOutOfRange(path: path, position: count, value: number)
                    break scan
                }
                if count < 64 { bytes[count] = UInt8(number) }
                count += 1
                value = 0
                skipSpace()
                guard index < data.count else { failure = .notAKeypairFile(path: path); break scan }
                if data[index] == UInt8(ascii: ",") { index += 1; continue }
                if data[index] == UInt8(ascii: "]") { index += 1; break }
                failure = .notAKeypairFile(path: path)
                break scan
            }
        }
        if failure == nil {
            skipSpace()
            if index != data.count {
                failure = .notAKeypairFile(path: path)
            } else if count != 64 {
                failure = .wrongLength(path: path, count: count)
            }
        }
        if let failure {
            bytes.withUnsafeMutableBytes { secureZero($0) }
            throw failure
        }
        return bytes
    }

    /// The exact text the Solana CLI writes: `[1,2,…]`, no spaces.
    public static func encode(_ keypair: Keypair) -> String {
        "[" + keypair.exportedSecretKey.map(String.init).joined(separator: ",") + "]"
    }

    /// Writes `keypair` to `path` with mode 0600, atomically; creates missing directories (0700).
    /// - Throws: `.alreadyExists` when the file exists and `overwrite` is false; `.unwritable` on I/O errors.
    public static func write(_ keypair: Keypair, to path: String, overwrite: Bool = false) throws(KeypairFileError) {
        let manager = FileManager.default
        if !overwrite && manager.fileExists(atPath: path) { throw .alreadyExists(path: path) }
        let directory =
            (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        do {
            try manager.createDirectory(
                atPath: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch { throw .unwritable(path: path, reason: reason(of: error)) }
        var content = encodedBytes(keypair)
        defer { content.withUnsafeMutableBytes { secureZero($0) } }
        try writeAtomically(content, to: path, directory: directory, overwrite: overwrite)
    }

    /// `encode(_:)` as bytes, built without an intermediate String (whose storage could not be wiped).
    static func encodedBytes(_ keypair: Keypair) -> [UInt8] {
        var content: [UInt8] = []
        content.reserveCapacity(64 * 4 + 2)
        content.append(UInt8(ascii: "["))
        keypair.secretKey.withUnsafeBytes { secret in
            for (index, byte) in secret.enumerated() {
                if index > 0 { content.append(UInt8(ascii: ",")) }
                if byte >= 100 { content.append(0x30 + byte / 100) }
                if byte >= 10 { content.append(0x30 + byte / 10 % 10) }
                content.append(0x30 + byte % 10)
            }
        }
        content.append(UInt8(ascii: "]"))
        return content
    }

    /// Whether the file holds the secret key of `publicKey`.
    public static func verify(path: String, publicKey: PublicKey) throws(KeypairFileError) -> Bool {
        try read(path: path).keypair.publicKey == publicKey
    }

    /// Temp file (O_EXCL, 0600) → write → fsync → rename (or link, to never replace) → fsync the directory,
    /// through the shared `AtomicFileWriter`.
    ///
    /// Where hard links are not supported (vfat, exFAT, many FUSE file systems), a no-replace write claims the name
    /// with an empty O_EXCL file first and renames over that claim: still atomic, still never replacing a file it
    /// did not create. `useHardLink: false` takes that path directly (tests).
    static func writeAtomically(
        _ content: [UInt8], to path: String, directory: String,
        overwrite: Bool, useHardLink: Bool = true
    ) throws(KeypairFileError) {
        let writer = AtomicFileWriter(
            mode: overwrite ? .replace : .createNew, useHardLink: useHardLink, refuseSymbolicLink: false)
        do throws(FileIOError) { try writer.write(content, to: path) } catch {
            if case .alreadyExists = error { throw .alreadyExists(path: path) }
            throw .unwritable(path: path, reason: error.reason)
        }
    }

    /// The file's permission bits when group or others may read it, nil otherwise.
    static func openMode(path: String) -> UInt16? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let mode = info.st_mode & 0o777
        return mode & 0o077 != 0 ? UInt16(mode) : nil
    }

    /// A warning when group or others may read the file, nil otherwise.
    public static func permissionWarning(path: String) -> String? {
        guard let mode = openMode(path: path) else { return nil }
        return "warning: keypair file \(path) has mode \(String(mode, radix: 8)), so other users can read it; "
            + "run: chmod 600 \(path)"
    }

    private static func reason(of error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSCocoaErrorDomain && ns.code == NSFileReadNoSuchFileError { return "no such file" }
        return ns.localizedDescription
    }
}
