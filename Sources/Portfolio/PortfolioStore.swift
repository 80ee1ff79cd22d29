import Foundation
import GRDB
import SQLiteFile
import SolanaCore

/// Where manual holdings and value snapshots are kept. A protocol so a server deployment can move them.
public protocol PortfolioStore: Sendable {
    /// Manual holdings, by coin id.
    func holdings() throws(PortfolioError) -> [ManualHolding]
    /// Sets the amount held of `coinID` with the market app's save rules: a coin held is updated to a non-zero
    /// amount or removed at 0; a coin not held is added (with a non-zero amount: 0 is `.nothingToAdd`).
    func set(_ coinID: String, amount: HoldingAmount, at date: Date) throws(PortfolioError) -> HoldingChange
    /// Removes `coinID` (`.notHeld` when it is not in the portfolio).
    func remove(_ coinID: String) throws(PortfolioError)
    /// Stores `snapshot` (snapshots are only added, never replaced).
    func append(_ snapshot: PortfolioSnapshot) throws(PortfolioError)
    /// Snapshots in `currency`, oldest first, at most `limit` (the newest ones).
    func snapshots(currency: String, limit: Int) throws(PortfolioError) -> [PortfolioSnapshot]
}

/// `PortfolioStore` in the wallet's SQLite database (the same file as `WalletDatabase` and the market cache, in WAL
/// mode), with migrations of its own named "portfolio v…" (as the market cache's "market v…"), so they never collide
/// with the wallet's.
public final class SQLitePortfolioStore: PortfolioStore, Sendable {
    let pool: DatabasePool

    /// Opens (creating when needed) the database at `path` and adds the portfolio tables.
    public init(path: String) throws(PortfolioError) {
        do {
            pool = try SQLiteFile.open(path: path, migrator: Self.migrator)
        } catch {
            throw .store("\(path): \(error)")
        }
    }

    /// The schema, one migration per version. Never edit a migration that has shipped: add the next one.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("portfolio v1: manual holdings and value snapshots") { db in
            try db.create(table: "manualHolding", options: .ifNotExists) { table in
                table.primaryKey("coinID", .text)
                table.column("units", .text).notNull()  // u64 as decimal text (SQLite integers are signed)
                table.column("scale", .integer).notNull()  // digits after the point, 0–18
                table.column("updatedAt", .double).notNull()
            }
            try db.create(table: "portfolioSnapshot", options: .ifNotExists) { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("takenAt", .double).notNull()
                table.column("currency", .text).notNull()
                table.column("valueMicros", .integer).notNull()
                table.column("complete", .boolean).notNull()
            }
            try db.create(
                index: "snapshotByCurrency", on: "portfolioSnapshot", columns: ["currency", "takenAt"],
                options: .ifNotExists)
        }
        return migrator
    }

    /// Manual holdings, sorted by coin id; `.store` when the database fails or a row is unreadable.
    public func holdings() throws(PortfolioError) -> [ManualHolding] {
        let rows = try read { db in try Row.fetchAll(db, sql: "SELECT * FROM manualHolding ORDER BY coinID") }
        return try rows.map { row throws(PortfolioError) in
            let id: String = row["coinID"], unitsText: String = row["units"]
            let scale: Int = row["scale"], updated: Double = row["updatedAt"]
            guard let units = UInt64(unitsText), (0...HoldingAmount.maximumScale).contains(scale) else {
                throw .store("the holding of '\(id)' is unreadable (units \(unitsText), scale \(scale))")
            }
            do throws(AmountError) {
                return ManualHolding(
                    coinID: id, amount: try HoldingAmount(units: units, scale: UInt8(scale)),
                    updatedAt: Date(timeIntervalSince1970: updated))
            } catch {
                throw .store("the holding of '\(id)': \(error.description)")
            }
        }
    }

    /// Sets the amount held of `coinID`: added or updated with a non-zero amount, removed at 0.
    ///
    /// - Parameters:
    ///   - coinID: The CoinGecko id (checked with `ManualHolding.validate(coinID:)`).
    ///   - amount: The quantity held, in whole coins; 0 removes the holding.
    ///   - date: Stored as the holding's `updatedAt`.
    /// - Returns: Whether the coin was added, updated or removed.
    /// - Throws: `.invalidCoinID`; `.nothingToAdd` for 0 of a coin not held; `.store` when the database fails.
    public func set(_ coinID: String, amount: HoldingAmount, at date: Date) throws(PortfolioError) -> HoldingChange {
        try ManualHolding.validate(coinID: coinID)
        let outcome: Result<HoldingChange, PortfolioError> = try write { db in
            let exists =
                try Bool.fetchOne(
                    db, sql: "SELECT EXISTS(SELECT 1 FROM manualHolding WHERE coinID = ?)", arguments: [coinID])
                ?? false
            if amount.isZero {
                guard exists else { return .failure(.nothingToAdd(coinID)) }
                try db.execute(sql: "DELETE FROM manualHolding WHERE coinID = ?", arguments: [coinID])
                return .success(.removed)
            }
            try db.execute(
                sql: "INSERT OR REPLACE INTO manualHolding (coinID, units, scale, updatedAt) VALUES (?, ?, ?, ?)",
                arguments: [coinID, String(amount.units), Int(amount.scale), date.timeIntervalSince1970])
            return .success(exists ? .updated : .added)
        }
        return try outcome.get()
    }

    /// Deletes the holding of `coinID`; `.notHeld` when there is none, `.store` when the database fails.
    public func remove(_ coinID: String) throws(PortfolioError) {
        let removed = try write { db in
            try db.execute(sql: "DELETE FROM manualHolding WHERE coinID = ?", arguments: [coinID])
            return db.changesCount
        }
        if removed == 0 { throw .notHeld(coinID) }
    }

    /// Inserts `snapshot` as a new row; `.store` when the database fails.
    public func append(_ snapshot: PortfolioSnapshot) throws(PortfolioError) {
        try write { db in
            try db.execute(
                sql: "INSERT INTO portfolioSnapshot (takenAt, currency, valueMicros, complete) VALUES (?, ?, ?, ?)",
                arguments: [
                    snapshot.takenAt.timeIntervalSince1970, snapshot.currency, snapshot.valueMicros, snapshot.complete,
                ])
        }
    }

    /// The newest `limit` snapshots in `currency` (lower case), returned oldest first; a negative `limit` is 0.
    /// `.store` when the database fails.
    public func snapshots(currency: String, limit: Int) throws(PortfolioError) -> [PortfolioSnapshot] {
        let rows = try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT * FROM (SELECT * FROM portfolioSnapshot WHERE currency = ? ORDER BY takenAt DESC, id DESC
                    LIMIT ?) ORDER BY takenAt, id
                    """, arguments: [currency, max(0, limit)])
        }
        return rows.map { row in
            PortfolioSnapshot(
                takenAt: Date(timeIntervalSince1970: row["takenAt"]), currency: row["currency"],
                valueMicros: row["valueMicros"], complete: row["complete"])
        }
    }

    private func read<T>(_ body: (Database) throws -> T) throws(PortfolioError) -> T {
        do { return try pool.read(body) } catch { throw .store("\(error)") }
    }

    private func write<T>(_ body: (Database) throws -> T) throws(PortfolioError) -> T {
        do { return try pool.write(body) } catch { throw .store("\(error)") }
    }
}
