import Foundation
import SolanaCrypto
import SolanaKeys
import SolanaWallet

/// Small encrypted records of the wallet adapter (connection metadata, pending requests) in a directory:
/// `<name>.rec` = nonce ‖ XSalsa20-Poly1305(JSON) under one 32-byte record key, which lives in `SecureStorage`
/// (entry `wallet-adapter-records`). Files are 0600, written atomically, read bounded, never through a link.
public actor AdapterRecordStore {
    /// The `SecureStorage` id of the record key.
    public static let keyID = "wallet-adapter-records"
    /// The largest record file read.
    static let maxFileSize = 65_536
    static let fileExtension = ".rec"

    /// The directory of the record files.
    public nonisolated let directory: String
    private let storage: any SecureStorage
    private var key: SecretBox?

    /// A store in `directory` (created 0700 when missing) whose key is in `storage`.
    public init(directory: String, storage: any SecureStorage) {
        self.directory = directory
        self.storage = storage
    }

    /// Writes `value` as the record `name`, replacing it.
    public func put<Value: Encodable>(_ value: Value, name: String) async throws(WalletAdapterError) {
        let path = try path(name)
        let box = try await recordKey(create: true)
        let json: Data
        do { json = try JSONEncoder().encode(value) } catch { throw .storage("encoding record \(name): \(error)") }
        var plain = Array(json)
        defer { plain.withUnsafeMutableBytes { secureZero($0) } }
        try prepareDirectory()
        do { try AtomicFileWriter().write(box.sealCombined(plain), to: path) } catch {
            throw .storage(error.description)
        }
    }

    /// The record `name`, or nil when there is none.
    public func get<Value: Decodable>(_ type: Value.Type, name: String) async throws(WalletAdapterError) -> Value? {
        let path = try path(name)
        let sealed: [UInt8]
        do { sealed = try BoundedFileReader.read(path: path, maxSize: Self.maxFileSize, followSymlinks: false) } catch {
            if case .system(_, _, let code) = error, code == ENOENT { return nil }
            throw .storage(error.description)
        }
        let box = try await recordKey(create: false)
        var plain: [UInt8]
        do { plain = try box.openCombined(sealed) } catch {
            throw .storage("record \(name) does not decrypt: \(error)")
        }
        defer { plain.withUnsafeMutableBytes { secureZero($0) } }
        do { return try JSONDecoder().decode(Value.self, from: Data(plain)) } catch {
            throw .storage("record \(name) is malformed: \(error)")
        }
    }

    /// Removes the record `name`; true when there was one.
    @discardableResult
    public func delete(name: String) throws(WalletAdapterError) -> Bool {
        let path = try path(name)
        guard unlink(path) == 0 else {
            if errno == ENOENT { return false }
            throw .storage("unlink \(path): \(String(cString: strerror(errno)))")
        }
        return true
    }

    /// The names of every record, sorted.
    public func names() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(Self.fileExtension) && !$0.hasPrefix(".") }
            .map { String($0.dropLast(Self.fileExtension.count)) }.filter(Self.isValidName).sorted()
    }

    /// Record names: 1 to 80 letters, digits, `-` or `_`.
    static func isValidName(_ name: String) -> Bool {
        (1...80).contains(name.utf8.count)
            && name.utf8.allSatisfy {
                (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
                    || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
            }
    }

    private func path(_ name: String) throws(WalletAdapterError) -> String {
        guard Self.isValidName(name) else { throw .storage("invalid record name '\(name)'") }
        return (directory as NSString).appendingPathComponent(name + Self.fileExtension)
    }

    /// The record key: loaded once; created (32 random bytes) on the first write.
    private func recordKey(create: Bool) async throws(WalletAdapterError) -> SecretBox {
        if let key { return key }
        let secret: KeystoreSecret
        do { secret = try await storage.load(id: Self.keyID) } catch {
            guard case .notFound = error, create else { throw WalletAdapterError(error) }
            do {
                // 32 random bytes; stored as the keystore's 32-byte kind.
                let fresh = try KeystoreSecret(kind: .ed25519Seed, bytes: SecretBox.generateKey())
                try await storage.store(fresh, id: Self.keyID)
                secret = fresh
            } catch { throw WalletAdapterError(error) }
        }
        do {
            let box = try SecretBox(key: secret.bytes)
            key = box
            return box
        } catch { throw .storage("the record key: \(error)") }
    }

    private func prepareDirectory() throws(WalletAdapterError) {
        var info = stat()
        if lstat(directory, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw .storage("\(directory) is not a directory") }
            return
        }
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch { throw .storage("cannot create \(directory): \(error)") }
    }
}
