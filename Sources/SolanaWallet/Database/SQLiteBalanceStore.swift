import Foundation
import GRDB
import SolanaCore

/// `BalanceStore` in the wallet database: one row per (cluster, address), replaced on every successful read. The
/// cluster is its genesis hash: a store made with `init(database:)` is not limited to one yet, so it saves nothing
/// and finds nothing until `scoped(to:)` gives it a cluster (`CachedBalanceLoader` does, from the client's URL).
public struct SQLiteBalanceStore: BalanceStore {
    let database: WalletDatabase
    /// The genesis hash of the cluster this store reads and writes; nil: none yet.
    public let genesisHash: Hash?

    /// A store in `database`'s `balanceCache` table, not limited to a cluster yet (see `scoped(to:)`).
    public init(database: WalletDatabase) {
        self.database = database
        genesisHash = nil
    }

    /// A store of `cluster`'s balances in `database`'s `balanceCache` table.
    public init(database: WalletDatabase, cluster: ClusterIdentity) {
        self.database = database
        genesisHash = cluster.genesisHash
    }

    /// Where URLs' clusters are remembered: the same database.
    public var clusterIdentities: (any ClusterIdentityStore)? { SQLiteClusterIdentityStore(database: database) }

    /// The store of `cluster`'s balances.
    public func scoped(to cluster: ClusterIdentity) -> any BalanceStore {
        SQLiteBalanceStore(database: database, cluster: cluster)
    }

    /// Replaces the cached balance of `balance.address` on this store's cluster.
    ///
    /// - Throws: `BalanceError.store` when the database fails or the store has no cluster.
    public func save(_ balance: AccountBalance) throws(BalanceError) {
        guard let genesisHash else { throw .store("a balance cannot be cached without its cluster") }
        do {
            let json = try JSONEncoder().encode(balance)
            try database.pool.write { db in
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO balanceCache (genesisHash, address, balance, fetchedAt)
                        VALUES (?, ?, ?, ?)
                        """,
                    arguments: [
                        genesisHash.base58, balance.address.base58, json, balance.fetchedAt.timeIntervalSince1970,
                    ])
            }
        } catch {
            throw .store("\(error)")
        }
    }

    /// The cached balance of `address` on this store's cluster, nil when there is none (always, without a cluster).
    ///
    /// - Throws: `BalanceError.store` when the database fails or the row cannot be read.
    public func cachedBalance(of address: PublicKey) throws(BalanceError) -> AccountBalance? {
        guard let genesisHash else { return nil }
        let data: Data?
        do {
            data = try database.pool.read { db in
                try Data.fetchOne(
                    db, sql: "SELECT balance FROM balanceCache WHERE genesisHash = ? AND address = ?",
                    arguments: [genesisHash.base58, address.base58])
            }
        } catch {
            throw .store("\(error)")
        }
        guard let data else { return nil }
        do { return try JSONDecoder().decode(AccountBalance.self, from: data) } catch {
            throw .store("the cached balance of \(address) is unreadable: \(error)")
        }
    }
}
