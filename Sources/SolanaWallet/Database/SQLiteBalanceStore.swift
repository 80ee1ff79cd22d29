import Foundation
import GRDB
import SolanaCore

/// `BalanceStore` in the wallet database: one row per address, replaced on every successful read.
public struct SQLiteBalanceStore: BalanceStore {
    let database: WalletDatabase

    /// A store in `database`'s `balanceCache` table.
    public init(database: WalletDatabase) { self.database = database }

    /// Replaces the cached balance of `balance.address`.
    ///
    /// - Throws: `BalanceError.store` when the database fails.
    public func save(_ balance: AccountBalance) throws(BalanceError) {
        do {
            let json = try JSONEncoder().encode(balance)
            try database.pool.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO balanceCache (address, balance, fetchedAt) VALUES (?, ?, ?)",
                    arguments: [balance.address.base58, json, balance.fetchedAt.timeIntervalSince1970])
            }
        } catch {
            throw .store("\(error)")
        }
    }

    /// The cached balance of `address`, nil when there is none.
    ///
    /// - Throws: `BalanceError.store` when the database fails or the row cannot be read.
    public func cachedBalance(of address: PublicKey) throws(BalanceError) -> AccountBalance? {
        let data: Data?
        do {
            data = try database.pool.read { db in
                try Data.fetchOne(
                    db, sql: "SELECT balance FROM balanceCache WHERE address = ?", arguments: [address.base58])
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
