import SolanaKeys

extension WalletBackup {
    /// Why a backup file was not written.
    public enum WriteError: Error, Sendable, CustomStringConvertible {
        /// There is no wallet to back up.
        case noWallets
        /// A file of that name exists and replacing it was not asked for.
        case exists(path: String)
        /// The backup could not be encrypted (Argon2id could not run, or the size limits).
        case sealing(KeystoreError)
        /// The file could not be written, or read back the same.
        case file(path: String, reason: String)

        /// The failure in one sentence.
        public var description: String {
            switch self {
            case .noWallets: return "there is no wallet to back up"
            case .exists(let path): return "\(path) exists already; choose another name or replace it"
            case .sealing(let error): return error.description
            case .file(_, let reason): return reason
            }
        }
    }

    /// Encrypts `content` under `password` and writes it to `path` as `solwallet backup` does: mode 0600,
    /// atomically (a crash leaves no half-written file under the name), read back and compared before it counts,
    /// and never over an existing file unless `replace`.
    ///
    /// - Returns: The number of bytes written.
    /// - Throws: `WriteError`; nothing is left at `path` unless it was written whole.
    @discardableResult
    public static func write(
        _ content: Content, to path: String, password: KeystorePassword, parameters: KeystoreParameters = .moderate,
        replace: Bool = false
    ) throws(WriteError) -> Int {
        guard !content.wallets.isEmpty else { throw .noWallets }
        let bytes: [UInt8]
        do { bytes = try seal(content, password: password, parameters: parameters) } catch {
            throw .sealing(error)
        }
        do {
            try AtomicFileWriter(mode: replace ? .replace : .createNew).write(bytes, to: path) {
                written throws(FileIOError) in
                let back = try BoundedFileReader.read(path: written, maxSize: maximumFileSize)
                guard back == bytes else { throw .verificationFailed(path: written, reason: "read back differently") }
            }
        } catch .alreadyExists {
            throw .exists(path: path)
        } catch { throw .file(path: path, reason: error.description) }
        return bytes.count
    }
}
