import Foundation
import GRDB
import SQLiteFile

/// `MarketCache` in the wallet's SQLite database (the same file as `WalletDatabase`, in WAL mode), in a table of
/// its own with migrations of its own (named "market v…", so they never collide with the wallet's; GRDB's migrator
/// skips migrations it does not know).
///
/// MarketData owns its tables with GRDB directly rather than going through `SolanaWallet`: market data sits
/// beside the wallet core (it depends on `SolanaCore` only), and the CLI opens both on one file.
public final class SQLiteMarketCache: MarketCache, Sendable {
    let pool: DatabasePool

    /// Opens (creating when needed) the database at `path` and adds the market tables.
    public init(path: String) throws(MarketDataError) {
        do {
            pool = try SQLiteFile.open(path: path, migrator: Self.migrator)
        } catch {
            throw .cache("\(path): \(error)")
        }
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("market v1: answers of the price services") { db in
            try db.create(table: "marketCache", options: .ifNotExists) { table in
                table.primaryKey("key", .text)  // CoinGeckoEndpoint.cacheKey
                table.column("body", .blob).notNull()  // the answer as it came
                table.column("fetchedAt", .double).notNull()
            }
        }
        return migrator
    }

    /// The stored answer for `key`, nil when there is none.
    ///
    /// - Throws: `MarketDataError.cache` when the database fails.
    public func answer(for key: String) throws(MarketDataError) -> CachedAnswer? {
        do {
            return try pool.read { db in
                guard
                    let row = try Row.fetchOne(
                        db, sql: "SELECT body, fetchedAt FROM marketCache WHERE key = ?", arguments: [key])
                else { return nil }
                let data: Data = row["body"]
                let seconds: Double = row["fetchedAt"]
                return CachedAnswer(body: [UInt8](data), fetchedAt: Date(timeIntervalSince1970: seconds))
            }
        } catch {
            throw .cache("reading \(key): \(error)")
        }
    }

    /// Stores `answer` under `key`, replacing any answer there.
    ///
    /// - Throws: `MarketDataError.cache` when the database fails.
    public func store(_ answer: CachedAnswer, for key: String) throws(MarketDataError) {
        do {
            try pool.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO marketCache (key, body, fetchedAt) VALUES (?, ?, ?)",
                    arguments: [key, Data(answer.body), answer.fetchedAt.timeIntervalSince1970])
            }
        } catch {
            throw .cache("writing \(key): \(error)")
        }
    }
}
