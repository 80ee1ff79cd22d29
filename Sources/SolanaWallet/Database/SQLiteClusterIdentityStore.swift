import Foundation
import GRDB
import SolanaCore

/// `ClusterIdentityStore` in the wallet database: one row per RPC URL (keyed by the URL's SHA-256), replaced when
/// the URL's genesis hash is read again.
public struct SQLiteClusterIdentityStore: ClusterIdentityStore {
    let database: WalletDatabase

    /// A store in `database`'s `clusterGenesis` table.
    public init(database: WalletDatabase) { self.database = database }

    /// The genesis hash remembered for the URL with key `urlKey`, nil when none is.
    ///
    /// - Throws: `WalletStoreError.database` when the database fails, `.corrupt` when the stored hash is unreadable.
    public func genesisHash(forURLKey urlKey: String) throws(WalletStoreError) -> Hash? {
        let text: String?
        do {
            text = try database.pool.read { db in
                try String.fetchOne(
                    db, sql: "SELECT genesisHash FROM clusterGenesis WHERE urlKey = ?", arguments: [urlKey])
            }
        } catch {
            throw .database("\(error)")
        }
        guard let text else { return nil }
        do { return try Hash(text) } catch { throw .corrupt("a cluster's genesis hash: \(error)") }
    }

    /// Remembers `genesisHash` for the URL with key `urlKey`.
    ///
    /// - Throws: `WalletStoreError.database` when the database fails.
    public func remember(_ genesisHash: Hash, forURLKey urlKey: String) throws(WalletStoreError) {
        do {
            try database.pool.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO clusterGenesis (urlKey, genesisHash, learnedAt) VALUES (?, ?, ?)",
                    arguments: [urlKey, genesisHash.base58, Date().timeIntervalSince1970])
            }
        } catch {
            throw .database("\(error)")
        }
    }
}
