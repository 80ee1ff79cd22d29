import Base58
import Foundation
import SolanaCore
import SolanaCrypto
import SolanaWallet

/// Connects this app to wallets and keeps the connections across launches, several at once.
///
/// A connection's secret (this app's X25519 key for it) is a `SecureStorage` entry whose id is the connection id:
/// hex SHA-256 of wallet type, app identity, cluster and public key. Its other fields (session, wallet key,
/// account) are an encrypted record of the same name in the `AdapterRecordStore`. `recover()` finds them again;
/// `disconnect` erases both.
public actor WalletConnectionManager {
    /// What is stored of a connection besides its secret.
    struct Record: Codable {
        let wallet: String
        let cluster: String
        let appURL: String
        let publicKey: String
        let session: String
        let walletEncryptionPublicKey: String
        let dappPublicKey: String
    }

    /// The app identity (`app_url`) of every connection made here.
    public nonisolated let appURL: String
    /// The redirect link of every request made here.
    public nonisolated let redirectLink: String
    private let storage: any SecureStorage
    /// The encrypted records (connection fields; the CLI's pending requests).
    public nonisolated let records: AdapterRecordStore
    private let fetcher: DeeplinkFetcher
    private var wallets: [String: DeeplinkWallet] = [:]

    /// A manager over `storage` (secrets) and `recordDirectory` (encrypted records).
    public init(
        storage: any SecureStorage, recordDirectory: String, appURL: String, redirectLink: String,
        fetcher: DeeplinkFetcher
    ) throws(WalletAdapterError) {
        try DeeplinkProtocol.checkRedirect(redirectLink)
        try DeeplinkProtocol.checkAppURL(appURL)
        self.storage = storage
        self.records = AdapterRecordStore(directory: recordDirectory, storage: storage)
        self.appURL = appURL
        self.redirectLink = redirectLink
        self.fetcher = fetcher
    }

    /// The connected wallets, by connection id.
    public var connections: [DeeplinkConnection] {
        get async {
            var out: [DeeplinkConnection] = []
            for wallet in wallets.values { if let connection = await wallet.connection { out.append(connection) } }
            return out.sorted { $0.id < $1.id }
        }
    }

    /// The wallet of a connection.
    public func wallet(id: String) -> DeeplinkWallet? { wallets[id] }

    /// Loads every stored connection of this app (after a restart).
    ///
    /// - Returns: the connections recovered.
    /// - Throws: `.storage` when the storage cannot be listed or an entry does not check out (its record is
    ///   missing, does not decrypt, or does not belong to its secret).
    @discardableResult
    public func recover() async throws(WalletAdapterError) -> [DeeplinkConnection] {
        let ids: [String]
        do { ids = try await storage.list() } catch { throw WalletAdapterError(error) }
        var recovered: [DeeplinkConnection] = []
        for id in ids where id.utf8.count == 64 && id.utf8.allSatisfy({ Hex.value(of: $0) != nil }) {
            let connection = try await load(id: id)
            guard connection.appURL == appURL else { continue }
            wallets[id] = makeWallet(connection.wallet, cluster: connection.cluster, connection: connection)
            recovered.append(connection)
        }
        return recovered
    }

    /// A stored connection.
    /// - Throws: `.storage` when it is missing or does not check out.
    public func load(id: String) async throws(WalletAdapterError) -> DeeplinkConnection {
        guard let record = try await records.get(Record.self, name: id) else {
            throw .storage("connection \(id) has a key but no record")
        }
        let secret: KeystoreSecret
        do { secret = try await storage.load(id: id) } catch { throw WalletAdapterError(error) }
        do {
            let keyPair = try X25519KeyPair(secretKey: secret.bytes.exposedBytes)
            guard let wallet = DeeplinkWalletConfiguration.named(record.wallet),
                Base58.encode(keyPair.publicKey) == record.dappPublicKey
            else { throw WalletAdapterError.storage("connection \(id): the record does not match its key") }
            let connection = try DeeplinkConnection(
                wallet: wallet, cluster: record.cluster, appURL: record.appURL,
                publicKey: try PublicKey(record.publicKey), session: record.session,
                walletEncryptionPublicKey: try Base58.decode(record.walletEncryptionPublicKey, count: 32),
                dappKeyPair: keyPair)
            guard connection.id == id else {
                throw WalletAdapterError.storage("connection \(id): the record belongs to another connection")
            }
            return connection
        } catch let error as WalletAdapterError {
            throw error
        } catch {
            throw .storage("connection \(id): \(error)")
        }
    }

    /// Connects to a wallet (a new connection beside the others); stored before it returns.
    public func connect(
        _ configuration: DeeplinkWalletConfiguration, cluster: String
    ) async throws(WalletAdapterError) -> DeeplinkConnection {
        let wallet = makeWallet(configuration, cluster: cluster, connection: nil)
        _ = try await wallet.connect()
        guard let connection = await wallet.connection else { throw .notConnected }
        wallets[connection.id] = wallet
        return connection
    }

    /// Asks the wallet to end the connection, then erases its key and record.
    public func disconnect(id: String) async throws(WalletAdapterError) {
        guard let wallet = wallets[id] else { throw .notConnected }
        try await wallet.disconnect()
        wallets[id] = nil
    }

    /// Stores a connection (its secret in `SecureStorage`, its record beside it).
    public func save(_ connection: DeeplinkConnection) async throws(WalletAdapterError) {
        let record = Record(
            wallet: connection.wallet.id, cluster: connection.cluster, appURL: connection.appURL,
            publicKey: connection.publicKey.base58, session: connection.session,
            walletEncryptionPublicKey: Base58.encode(connection.walletEncryptionPublicKey),
            dappPublicKey: Base58.encode(connection.dappKeyPair.publicKey))
        do {
            // The X25519 secret is 32 random bytes: stored as the keystore's 32-byte kind.
            let secret = try KeystoreSecret(kind: .ed25519Seed, bytes: connection.dappKeyPair.secretKey)
            try await storage.store(secret, id: connection.id)
        } catch { throw WalletAdapterError(error) }
        try await records.put(record, name: connection.id)
        if wallets[connection.id] == nil {
            wallets[connection.id] = makeWallet(connection.wallet, cluster: connection.cluster, connection: connection)
        }
    }

    /// Erases a connection's key and record here, without asking the wallet.
    public func erase(id: String) async throws(WalletAdapterError) {
        wallets[id] = nil
        do { try await storage.delete(id: id) } catch {
            guard case .notFound = error else { throw WalletAdapterError(error) }
        }
        try await records.delete(name: id)
    }

    private func makeWallet(
        _ configuration: DeeplinkWalletConfiguration, cluster: String, connection: DeeplinkConnection?
    ) -> DeeplinkWallet {
        DeeplinkWallet(
            configuration: configuration, appURL: appURL, redirectLink: redirectLink, cluster: cluster,
            fetcher: fetcher, connection: connection
        ) { [weak self] old, new throws(WalletAdapterError) in
            guard let self else { return }
            if let new { try await self.save(new) }
            if let old, old.id != new?.id { try await self.erase(id: old.id) }
        }
    }
}
