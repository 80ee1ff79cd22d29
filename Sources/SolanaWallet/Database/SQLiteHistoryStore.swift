import Foundation
import GRDB
import SolanaCore

/// `HistoryStore` in the wallet database: one row per (cluster, address, signature), ordered by a position that
/// grows with each sync, so paging is an index range scan. The cluster is its genesis hash: a store made with
/// `init(database:)` is not limited to one yet, so it finds nothing and refuses to write until `scoped(to:)` gives
/// it a cluster (`HistorySync` does, from the client's URL).
public struct SQLiteHistoryStore: HistoryStore {
    let database: WalletDatabase
    /// The genesis hash of the cluster this store reads and writes; nil: none yet.
    public let genesisHash: Hash?

    /// A store in `database`'s `history` and `historyExtent` tables, not limited to a cluster yet (see
    /// `scoped(to:)`).
    public init(database: WalletDatabase) {
        self.database = database
        genesisHash = nil
    }

    /// A store of `cluster`'s history in `database`'s `history` and `historyExtent` tables.
    public init(database: WalletDatabase, cluster: ClusterIdentity) {
        self.database = database
        genesisHash = cluster.genesisHash
    }

    /// Where URLs' clusters are remembered: the same database.
    public var clusterIdentities: (any ClusterIdentityStore)? { SQLiteClusterIdentityStore(database: database) }

    /// The store of `cluster`'s history.
    public func scoped(to cluster: ClusterIdentity) -> any HistoryStore {
        SQLiteHistoryStore(database: database, cluster: cluster)
    }

    /// The cluster's key in rows: the genesis hash; a store without a cluster matches no row (an empty text).
    var cluster: String { genesisHash?.base58 ?? "" }

    /// Writes need a cluster.
    func requireCluster() throws(HistoryError) -> String {
        guard let genesisHash else { throw .store("history cannot be stored without its cluster") }
        return genesisHash.base58
    }

    /// Adds entries (newest first) above everything stored for `address`.
    public func append(_ entries: [HistoryEntry], for address: PublicKey) throws(HistoryError) {
        try insert(entries, for: address, above: true)
    }

    /// Adds entries (newest first) below everything stored for `address`: the next older part of its history.
    public func appendOlder(_ entries: [HistoryEntry], for address: PublicKey) throws(HistoryError) {
        try insert(entries, for: address, above: false)
    }

    /// Entries given newest first, placed above (positions after the highest) or below (before the lowest) the
    /// address's stored ones.
    func insert(_ entries: [HistoryEntry], for address: PublicKey, above: Bool) throws(HistoryError) {
        guard !entries.isEmpty else { return }
        let cluster = try requireCluster()
        do {
            try database.pool.write { db in
                let edge =
                    try Int64.fetchOne(
                        db,
                        sql:
                            "SELECT \(above ? "MAX" : "MIN")(position) FROM history WHERE genesisHash = ? AND address = ?",
                        arguments: [cluster, address.base58]) ?? 0
                let statement = try db.makeStatement(
                    sql: """
                        INSERT OR IGNORE INTO history (genesisHash, address, signature, slot, position, blockTime, error, fee,
                            direction, lamports, tokenChanges, counterparty, memo)
                            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """)
                // Above: the oldest of the batch gets the lowest new position; below: the newest gets the highest.
                let count = Int64(entries.count)
                for (offset, entry) in entries.reversed().enumerated() {
                    let position = above ? edge + 1 + Int64(offset) : edge - count + Int64(offset)
                    try statement.execute(arguments: [
                        cluster, address.base58, entry.signature.base58, Int64(clamping: entry.slot), position,
                        entry.blockTime?.timeIntervalSince1970, entry.error, String(entry.fee),
                        entry.direction.rawValue,
                        String(entry.lamports), Self.encode(entry.tokenChanges), entry.counterparty?.base58, entry.memo,
                    ])
                }
            }
        } catch {
            throw .store("\(error)")
        }
    }

    /// Forgets the stored history of `address` and whether it reaches the first transaction.
    public func removeAll(for address: PublicKey) throws(HistoryError) {
        do {
            try database.pool.write { db in
                try db.execute(
                    sql: "DELETE FROM history WHERE genesisHash = ? AND address = ?",
                    arguments: [cluster, address.base58])
                try db.execute(
                    sql: "DELETE FROM historyExtent WHERE genesisHash = ? AND address = ?",
                    arguments: [cluster, address.base58])
            }
        } catch {
            throw .store("\(error)")
        }
    }

    /// Whether the stored run of `address` reaches its first transaction; false when nothing is recorded.
    public func reachesFirstTransaction(_ address: PublicKey) throws(HistoryError) -> Bool {
        do {
            return try database.pool.read { db in
                try Bool.fetchOne(
                    db, sql: "SELECT reachesFirst FROM historyExtent WHERE genesisHash = ? AND address = ?",
                    arguments: [cluster, address.base58])
                    ?? false
            }
        } catch {
            throw .store("\(error)")
        }
    }

    /// Records whether the stored run of `address` reaches its first transaction.
    public func setReachesFirstTransaction(_ reaches: Bool, for address: PublicKey) throws(HistoryError) {
        let cluster = try requireCluster()
        do {
            try database.pool.write { db in
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO historyExtent (genesisHash, address, reachesFirst) VALUES (?, ?, ?)
                        """,
                    arguments: [cluster, address.base58, reaches])
            }
        } catch {
            throw .store("\(error)")
        }
    }

    /// How many entries are stored for `address`.
    public func count(for address: PublicKey) throws(HistoryError) -> Int {
        do {
            return try database.pool.read { db in
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM history WHERE genesisHash = ? AND address = ?",
                    arguments: [cluster, address.base58])
                    ?? 0
            }
        } catch {
            throw .store("\(error)")
        }
    }

    /// Up to `limit` stored entries of `address`, newest first; with `before`, only older ones (none when `before`
    /// is not stored).
    ///
    /// - Throws: `HistoryError.store` when the database fails or a row cannot be read.
    public func entries(for address: PublicKey, limit: Int, before: Signature?) throws(HistoryError) -> [HistoryEntry] {
        let rows: [Row]
        do {
            rows = try database.pool.read { db in
                var bound = Int64.max
                if let before {
                    guard
                        let position = try Int64.fetchOne(
                            db,
                            sql: "SELECT position FROM history WHERE genesisHash = ? AND address = ? AND signature = ?",
                            arguments: [cluster, address.base58, before.base58])
                    else { return [] }
                    bound = position
                }
                return try Row.fetchAll(
                    db,
                    sql: """
                        SELECT * FROM history WHERE genesisHash = ? AND address = ? AND position < ? ORDER BY position DESC LIMIT ?
                        """, arguments: [cluster, address.base58, bound, max(0, limit)])
            }
        } catch {
            throw .store("\(error)")
        }
        var entries: [HistoryEntry] = []
        entries.reserveCapacity(rows.count)
        for row in rows { entries.append(try Self.entry(row, address: address)) }
        return entries
    }

    /// The newest stored signature of `address`, nil when nothing is stored.
    public func newestSignature(for address: PublicKey) throws(HistoryError) -> Signature? {
        try edgeSignature(for: address, newest: true)
    }

    /// The oldest stored signature of `address`, nil when nothing is stored.
    public func oldestSignature(for address: PublicKey) throws(HistoryError) -> Signature? {
        try edgeSignature(for: address, newest: false)
    }

    func edgeSignature(for address: PublicKey, newest: Bool) throws(HistoryError) -> Signature? {
        let text: String?
        do {
            text = try database.pool.read { db in
                try String.fetchOne(
                    db,
                    sql:
                        "SELECT signature FROM history WHERE genesisHash = ? AND address = ? ORDER BY position \(newest ? "DESC" : "ASC") LIMIT 1",
                    arguments: [cluster, address.base58])
            }
        } catch {
            throw .store("\(error)")
        }
        guard let text else { return nil }
        do { return try Signature(text) } catch { throw .store("unreadable signature in history: \(error)") }
    }

    /// The stored entry of `address` with `signature`, nil when it is not stored.
    public func entry(_ signature: Signature, for address: PublicKey) throws(HistoryError) -> HistoryEntry? {
        let row: Row?
        do {
            row = try database.pool.read { db in
                try Row.fetchOne(
                    db, sql: "SELECT * FROM history WHERE genesisHash = ? AND address = ? AND signature = ?",
                    arguments: [cluster, address.base58, signature.base58])
            }
        } catch {
            throw .store("\(error)")
        }
        return try row.map { row throws(HistoryError) in try Self.entry(row, address: address) }
    }

    // MARK: Rows

    static func entry(_ row: Row, address: PublicKey) throws(HistoryError) -> HistoryEntry {
        func fail(_ what: String) -> HistoryError { .store("unreadable history row (\(what))") }
        guard let signatureText: String = row["signature"], let signature = try? Signature(signatureText) else {
            throw fail("signature")
        }
        guard let slot: Int64 = row["slot"], let feeText: String = row["fee"], let fee = UInt64(feeText),
            let directionText: String = row["direction"],
            let direction = HistoryEntry.Direction(rawValue: directionText),
            let lamportsText: String = row["lamports"], let lamports = UInt64(lamportsText),
            let tokenText: String = row["tokenChanges"], let tokens = decode(tokenText)
        else { throw fail(signature.base58) }
        let counterpartyText: String? = row["counterparty"]
        let counterparty = try counterpartyText.map { text throws(HistoryError) in
            guard let key = try? PublicKey(text) else { throw fail("counterparty") }
            return key
        }
        let blockTime: Double? = row["blockTime"]
        return HistoryEntry(
            address: address, signature: signature, slot: UInt64(clamping: slot),
            blockTime: blockTime.map(Date.init(timeIntervalSince1970:)), error: row["error"], fee: fee,
            direction: direction, lamports: lamports, tokenChanges: tokens, counterparty: counterparty,
            memo: row["memo"])
    }

    /// Token changes as `mint:decimals:amount:+|-` joined by `;` (compact, exact, no JSON per row).
    static func encode(_ changes: [HistoryEntry.TokenChange]) -> String {
        changes.map { "\($0.mint.base58):\($0.decimals):\($0.amount):\($0.isIncrease ? "+" : "-")" }.joined(
            separator: ";")
    }

    static func decode(_ text: String) -> [HistoryEntry.TokenChange]? {
        if text.isEmpty { return [] }
        var changes: [HistoryEntry.TokenChange] = []
        for item in text.split(separator: ";") {
            let parts = item.split(separator: ":")
            guard parts.count == 4, let mint = try? PublicKey(String(parts[0])), let decimals = UInt8(parts[1]),
                let amount = UInt64(parts[2]), parts[3] == "+" || parts[3] == "-"
            else { return nil }
            changes.append(.init(mint: mint, decimals: decimals, amount: amount, isIncrease: parts[3] == "+"))
        }
        return changes
    }
}
