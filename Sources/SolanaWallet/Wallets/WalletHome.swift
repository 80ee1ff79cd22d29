import Foundation

/// Everything a wallet app opens at launch, in one call: the directories, the database (wallets, settings, cached
/// balances and history) and the wallets over the encrypted keystore.
///
/// ```swift
/// let home = try WalletHome.open(WalletPaths(home: appSupport), password: KeystorePassword(entered))
/// let summary = try await home.wallets.createWallet(name: "Main", mnemonic: Mnemonic.generate(wordCount: .twelve))
/// let balances = CachedBalanceLoader(client: client, database: home.database)
/// ```
public struct WalletHome: Sendable {
    /// Where the files are.
    public let paths: WalletPaths
    /// The wallet database (its public data: wallets, accounts, settings, balances, history).
    public let database: WalletDatabase
    /// The wallets, their accounts and secrets.
    public let wallets: WalletManager
    /// What the keystore noticed when it opened (loose permissions it fixed, leftovers it removed).
    public let warnings: [KeystoreWarning]

    /// Opens (creating them, private to the user) the database and the keystore under `paths`; secrets are read
    /// with `password`, derived with `parameters` when written.
    public static func open(
        _ paths: WalletPaths, password: KeystorePassword, parameters: KeystoreParameters = .moderate
    ) throws(WalletError) -> WalletHome {
        let database: WalletDatabase
        do { database = try WalletDatabase(path: paths.databasePath) } catch { throw .registry(error) }
        let storage: EncryptedFileStorage
        do {
            storage = try EncryptedFileStorage(
                directory: paths.keystoreDirectory, password: password, parameters: parameters)
        } catch { throw .keystore(error) }
        return WalletHome(
            paths: paths, database: database,
            wallets: WalletManager(registry: SQLiteWalletRegistry(database: database), storage: storage),
            warnings: storage.warnings)
    }
}
