import Foundation
import GRDB
import SQLiteFile

/// The wallet's local SQLite database (public data only: caches, history; never a secret), in WAL mode so that two
/// `solwallet` processes at once never corrupt it. Every schema change is a numbered migration, from the first on.
public final class WalletDatabase: Sendable {
    let pool: DatabasePool

    /// Opens (creating when needed) the database at `path` and migrates it to the current schema.
    public convenience init(path: String) throws(WalletStoreError) {
        do { try self.init(opening: path) } catch { throw .database("\(path): \(error)") }
    }

    /// Opens and migrates as `init(path:)` does, throwing SQLite's or the system's own error (`SystemFailure` types
    /// it).
    init(opening path: String) throws {
        pool = try SQLiteFile.open(path: path, migrator: Self.migrator)
    }

    /// SQLite's `PRAGMA integrity_check`: the problems it finds, empty when the database is sound.
    public func integrityProblems() throws(WalletStoreError) -> [String] {
        do { return try integrityRows() } catch { throw .database("integrity check: \(error)") }
    }

    /// `integrityProblems()` throwing SQLite's own error.
    func integrityRows() throws -> [String] {
        let rows = try pool.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        return rows == ["ok"] ? [] : rows
    }

    /// The schema, one migration per version. Never edit a migration that has shipped: add the next one.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: balance cache and history") { db in
            try db.create(table: "balanceCache") { table in
                table.primaryKey("address", .text)
                table.column("balance", .blob).notNull()  // AccountBalance, JSON
                table.column("fetchedAt", .double).notNull()
            }
            try db.create(table: "history") { table in
                table.column("address", .text).notNull()
                table.column("signature", .text).notNull()
                table.column("slot", .integer).notNull()
                table.column("position", .integer).notNull()  // order within the address's history (higher: newer)
                table.column("blockTime", .double)
                table.column("error", .text)
                table.column("fee", .text).notNull()  // u64 as decimal text (SQLite integers are signed)
                table.column("direction", .text).notNull()
                table.column("lamports", .text).notNull()
                table.column("tokenChanges", .text).notNull()
                table.column("counterparty", .text)
                table.column("memo", .text)
                table.primaryKey(["address", "signature"])
            }
            try db.create(index: "historyByPosition", on: "history", columns: ["address", "position"])
        }
        migrator.registerMigration("v2: wallets, accounts and settings") { db in
            try db.create(table: "wallet") { table in
                table.primaryKey("id", .text)  // also the keystore entry's id
                table.column("name", .text).notNull().unique(onConflict: .abort)
                table.column("kind", .text).notNull()  // "phrase" or "key"
                table.column("preset", .text)  // how accounts are derived (phrase wallets)
                table.column("language", .text)  // the phrase's wordlist (phrase wallets)
                table.column("createdAt", .double).notNull()
            }
            try db.create(table: "account") { table in
                table.column("walletID", .text).notNull().references("wallet", onDelete: .cascade)
                table.column("number", .integer).notNull()  // the account index within its wallet
                table.column("address", .text).notNull()
                table.column("derivation", .text).notNull()  // a path, or "seed" / "key"
                table.column("label", .text)
                table.primaryKey(["walletID", "number"])
            }
            try db.create(index: "accountByAddress", on: "account", columns: ["address"])
            try db.create(table: "setting") { table in
                table.primaryKey("key", .text)
                table.column("value", .text).notNull()
            }
        }
        migrator.registerMigration("v3: how far each address's stored history reaches") { db in
            try db.create(table: "historyExtent") { table in
                table.primaryKey("address", .text)
                table.column("reachesFirst", .boolean).notNull()  // nothing older than the oldest stored entry
            }
        }
        migrator.registerMigration("v4: caches keyed by the cluster's genesis hash") { db in
            // Which cluster each RPC URL serves (read once per URL): keyed by the URL's SHA-256, as a URL may carry
            // an API key.
            try db.create(table: "clusterGenesis") { table in
                table.primaryKey("urlKey", .text)
                table.column("genesisHash", .text).notNull()
                table.column("learnedAt", .double).notNull()
            }
            // The caches from before had no cluster: they are dropped (an online read fills them again), so no row
            // of one cluster can ever be shown for another.
            try db.drop(table: "balanceCache")
            try db.create(table: "balanceCache") { table in
                table.column("genesisHash", .text).notNull()
                table.column("address", .text).notNull()
                table.column("balance", .blob).notNull()  // AccountBalance, JSON
                table.column("fetchedAt", .double).notNull()
                table.primaryKey(["genesisHash", "address"])
            }
            try db.drop(index: "historyByPosition")
            try db.drop(table: "history")
            try db.drop(table: "historyExtent")
            try db.create(table: "history") { table in
                table.column("genesisHash", .text).notNull()
                table.column("address", .text).notNull()
                table.column("signature", .text).notNull()
                table.column("slot", .integer).notNull()
                table.column("position", .integer).notNull()  // order within the address's history (higher: newer)
                table.column("blockTime", .double)
                table.column("error", .text)
                table.column("fee", .text).notNull()  // u64 as decimal text (SQLite integers are signed)
                table.column("direction", .text).notNull()
                table.column("lamports", .text).notNull()
                table.column("tokenChanges", .text).notNull()
                table.column("counterparty", .text)
                table.column("memo", .text)
                table.primaryKey(["genesisHash", "address", "signature"])
            }
            try db.create(index: "historyByPosition", on: "history", columns: ["genesisHash", "address", "position"])
            try db.create(table: "historyExtent") { table in
                table.column("genesisHash", .text).notNull()
                table.column("address", .text).notNull()
                table.column("reachesFirst", .boolean).notNull()  // nothing older than the oldest stored entry
                table.primaryKey(["genesisHash", "address"])
            }
        }
        migrator.registerMigration("v5: the address book") { db in
            try db.create(table: "contact") { table in
                table.primaryKey("key", .text)  // ContactName.key: names unique ignoring case, width, look-alikes
                table.column("name", .text).notNull()  // as the user wrote it (NFC)
                table.column("address", .text).notNull()
                table.column("createdAt", .double).notNull()
            }
        }
        migrator.registerMigration("v6: the journal of sent transactions") { db in
            try db.create(table: "sentTransaction") { table in
                table.column("genesisHash", .text).notNull()
                table.column("signature", .text).notNull()
                table.column("feePayer", .text).notNull()
                table.column("wire", .blob).notNull()  // the signed transaction (public once sent)
                table.column("lastValidBlockHeight", .text).notNull()  // u64 as decimal text
                table.column("sentAt", .double).notNull()
                table.column("state", .text).notNull()  // SentTransaction.State
                table.primaryKey(["genesisHash", "signature"])
            }
            try db.create(index: "sentTransactionByState", on: "sentTransaction", columns: ["genesisHash", "state"])
        }
        return migrator
    }
}

/// Why the local database failed.
public enum WalletStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// SQLite failed (cannot open, read or write the database file).
    case database(String)
    /// A stored row could not be read back (a damaged or hand-edited database).
    case corrupt(String)
    /// A wallet with this name exists already.
    case duplicateName(String)
    /// No such wallet or account.
    case notFound(String)
    /// Another process added this account number first.
    case accountTaken(Int)

    /// A one-line explanation for a user.
    public var description: String {
        switch self {
        case .database(let detail): return "the wallet database failed: \(detail)"
        case .corrupt(let detail): return "the wallet database holds an unreadable row: \(detail)"
        case .duplicateName(let name): return "a wallet named '\(name)' exists already; choose another name"
        case .notFound(let what): return "\(what) does not exist"
        case .accountTaken(let number): return "account \(number) was just added by another process"
        }
    }
}
