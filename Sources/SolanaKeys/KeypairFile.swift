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
    }

    /// The Solana CLI's default keypair path, `~/.config/solana/id.json`.
    public static var defaultPath: String {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".config/solana/id.json")
    }

    /// Reads and checks a keypair file: 64 bytes whose public half matches its seed half.
    public static func read(path: String) throws(KeypairFileError) -> Loaded {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw .unreadable(path: path, reason: reason(of: error))
        }
        var bytes = try parse(data, path: path)
        defer { bytes.withUnsafeMutableBytes { secureZero($0) } }
        let keypair: Keypair
        do { keypair = try Keypair(secretKey: bytes) } catch { throw .keyMismatch(path: path) }
        return Loaded(keypair: keypair, permissionWarning: permissionWarning(path: path))
    }

    /// The 64 bytes of the JSON text of a keypair file (`[n, n, …]`, integers 0–255, any JSON whitespace).
    public static func parse(_ data: Data, path: String = "<input>") throws(KeypairFileError) -> [UInt8] {
        var numbers: [Int] = []
        numbers.reserveCapacity(64)
        var index = data.startIndex
        func skipSpace() { while index < data.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(data[index]) { index += 1 } }
        skipSpace()
        guard index < data.endIndex, data[index] == UInt8(ascii: "[") else { throw .notAKeypairFile(path: path) }
        index += 1
        skipSpace()
        if index < data.endIndex, data[index] == UInt8(ascii: "]") { index += 1 } else {
            while true {
                skipSpace()
                var value = 0, digits = 0
                let negative = index < data.endIndex && data[index] == UInt8(ascii: "-")
                if negative { index += 1 }
                while index < data.endIndex, (0x30...0x39).contains(data[index]) {
                    value = min(value * 10 + Int(data[index] - 0x30), 1_000_000)
                    digits += 1
                    index += 1
                }
                guard digits > 0 else { throw .notAKeypairFile(path: path) }
                // Fractions and exponents are not bytes either.
                if index < data.endIndex, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(data[index]) {
                    throw .notAKeypairFile(path: path)
                }
                let number = negative ? -value : value
                guard (0...255).contains(number) else {
                    throw .byteOutOfRange(path: path, position: numbers.count, value: number)
                }
                numbers.append(number)
                skipSpace()
                guard index < data.endIndex else { throw .notAKeypairFile(path: path) }
                if data[index] == UInt8(ascii: ",") { index += 1; continue }
                if data[index] == UInt8(ascii: "]") { index += 1; break }
                throw .notAKeypairFile(path: path)
            }
        }
        skipSpace()
        guard index == data.endIndex else { throw .notAKeypairFile(path: path) }
        guard numbers.count == 64 else { throw .wrongLength(path: path, count: numbers.count) }
        return numbers.map { UInt8($0) }
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
        let directory = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                        attributes: [.posixPermissions: 0o700])
        } catch { throw .unwritable(path: path, reason: reason(of: error)) }
        var content = Array(encode(keypair).utf8)
        defer { content.withUnsafeMutableBytes { secureZero($0) } }
        try writeAtomically(content, to: path, directory: directory, overwrite: overwrite)
    }

    /// Whether the file holds the secret key of `publicKey`.
    public static func verify(path: String, publicKey: PublicKey) throws(KeypairFileError) -> Bool {
        try read(path: path).keypair.publicKey == publicKey
    }

    /// Temp file (O_EXCL, 0600) → write → fsync → rename (or link, to never replace) → fsync the directory.
    private static func writeAtomically(_ content: [UInt8], to path: String, directory: String,
                                        overwrite: Bool) throws(KeypairFileError) {
        let name = (path as NSString).lastPathComponent
        let suffix = SecureRandom.bytes(6).map { String($0, radix: 16) }.joined()
        let temporary = (directory as NSString).appendingPathComponent(".\(name).\(suffix).tmp")
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .unwritable(path: path, reason: errnoText()) }
        var failure: String?
        content.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errnoText(); return
                }
                offset += written
            }
        }
        if failure == nil && fchmod(fd, 0o600) != 0 { failure = errnoText() }
        if failure == nil && fsync(fd) != 0 { failure = errnoText() }
        close(fd)
        if failure == nil {
            if overwrite {
                if rename(temporary, path) != 0 { failure = errnoText() }
            } else if link(temporary, path) != 0 {
                // link() fails if the target appeared meanwhile: never replace a key we were told not to.
                failure = errno == EEXIST ? "exists" : errnoText()
            }
        }
        unlink(temporary)  // after rename this is a no-op; after link it removes the extra name
        if let failure {
            if failure == "exists" { throw .alreadyExists(path: path) }
            throw .unwritable(path: path, reason: failure)
        }
        let dirFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dirFD >= 0 { _ = fsync(dirFD); close(dirFD) }
    }

    /// A warning when group or others may read the file, nil otherwise.
    public static func permissionWarning(path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let mode = info.st_mode & 0o777
        guard mode & 0o077 != 0 else { return nil }
        return "warning: keypair file \(path) has mode \(String(mode, radix: 8)), so other users can read it; "
            + "run: chmod 600 \(path)"
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }

    private static func reason(of error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSCocoaErrorDomain && ns.code == NSFileReadNoSuchFileError { return "no such file" }
        return ns.localizedDescription
    }
}
