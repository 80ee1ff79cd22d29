import SolanaCrypto

/// Why a Solana CLI keypair file could not be read or written.
public enum KeypairFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read.
    case unreadable(path: String, reason: String)
    /// The content is not a JSON array of integers.
    case notAKeypairFile(path: String)
    /// The array does not hold 64 numbers.
    case wrongLength(path: String, count: Int)
    /// A number is outside 0–255. `position` counts from 0, as the array does.
    case byteOutOfRange(path: String, position: Int, value: Int)
    /// The public half does not match the key of the secret half (a corrupted or hand-edited file).
    case keyMismatch(path: String)
    /// The file exists and overwriting was not asked for.
    case alreadyExists(path: String)
    /// The file (or its temporary copy) could not be written.
    case unwritable(path: String, reason: String)

    /// A one-line explanation for a user, naming the file.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot read keypair file \(path): \(reason)"
        case .notAKeypairFile(let path):
            return "\(path) is not a Solana keypair file: expected a JSON array of 64 numbers from 0 to 255"
        case .wrongLength(let path, let count):
            return
                "\(path) holds \(count) numbers; a Solana keypair file holds 64 (32-byte seed, then 32-byte public key)"
        case .byteOutOfRange(let path, let position, let value):
            return "\(path): number \(position) is \(value), but every number must be a byte from 0 to 255"
        case .keyMismatch(let path):
            return "\(path): the public key half does not match the secret half (the file is corrupted or was edited)"
        case .alreadyExists(let path):
            return "refusing to overwrite \(path); use --force (or remove it) if you are sure its key is backed up"
        case .unwritable(let path, let reason): return "cannot write keypair file \(path): \(reason)"
        }
    }
}
