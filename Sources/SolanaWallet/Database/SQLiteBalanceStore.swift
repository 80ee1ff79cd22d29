import Foundation
import GRDB
import SolanaCore

/// `BalanceStore` in the wallet database: one row per address, replaced on every successful read.
public struct SQLiteBalanceStore: BalanceStore {
    let database: WalletDatabase

    public init(database: WalletDatabase) { self.database = database }

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
