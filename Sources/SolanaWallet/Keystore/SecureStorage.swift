/// Where the wallet keeps its secrets, by id: encrypted files here (`EncryptedFileStorage`); an Apple app can plug
/// in the Keychain and a server its own secret store.
///
/// Ids are short names chosen by the wallet (`[A-Za-z0-9_-]{1,64}` keeps them safe as file names and keys).
/// Implementations map their own failures into `KeystoreError` (`.backend` when no other case fits).
public protocol SecureStorage: Sendable {
    /// Stores `secret` under `id`, replacing any secret there.
    func store(_ secret: KeystoreSecret, id: String) async throws(KeystoreError)

    /// The secret under `id`; with a `pin`, only if it is the key of the pinned address.
    /// - Throws: `.notFound` when there is no such entry, `.keyMismatch` when the pin does not match.
    func load(id: String, pin: AddressPin?) async throws(KeystoreError) -> KeystoreSecret

    /// Removes the entry `id`.
    /// - Throws: `.notFound` when there is no such entry.
    func delete(id: String) async throws(KeystoreError)

    /// The ids of every entry, sorted.
    func list() async throws(KeystoreError) -> [String]
}

extension SecureStorage {
    /// The secret under `id`, unpinned.
    public func load(id: String) async throws(KeystoreError) -> KeystoreSecret {
        try await load(id: id, pin: nil)
    }
}

/// Storage for code that never reads a secret (listing wallets and accounts): every read or write fails with
/// `.backend("read-only")`, and it lists nothing. A `WalletManager` over it needs no password.
public struct NoSecretStorage: SecureStorage {
    /// The read-only storage.
    public init() {}

    /// Refuses: `.backend("read-only")`.
    public func store(_ secret: KeystoreSecret, id: String) async throws(KeystoreError) { throw .backend("read-only") }

    /// Refuses: `.backend("read-only")`.
    public func load(id: String, pin: AddressPin?) async throws(KeystoreError) -> KeystoreSecret {
        throw .backend("read-only")
    }

    /// Refuses: `.backend("read-only")`.
    public func delete(id: String) async throws(KeystoreError) { throw .backend("read-only") }

    /// Nothing.
    public func list() async throws(KeystoreError) -> [String] { [] }
}
