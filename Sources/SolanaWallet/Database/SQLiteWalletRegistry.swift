import Foundation
import GRDB
import SolanaCore
import SolanaKeys

/// `WalletRegistry` in the wallet database.
public struct SQLiteWalletRegistry: WalletRegistry {
    let database: WalletDatabase

    /// A registry in `database`'s `wallet`, `account` and `setting` tables.
    public init(database: WalletDatabase) { self.database = database }

    /// Every wallet, oldest first (then by name).
    public func wallets() throws(WalletStoreError) -> [WalletRecord] {
        let rows = try read { db in try Row.fetchAll(db, sql: "SELECT * FROM wallet ORDER BY createdAt, name") }
        return try rows.map { row throws(WalletStoreError) in try Self.wallet(row) }
    }

    /// The wallet called `name`, nil when there is none.
    public func wallet(named name: String) throws(WalletStoreError) -> WalletRecord? {
        let row = try read { db in try Row.fetchOne(db, sql: "SELECT * FROM wallet WHERE name = ?", arguments: [name]) }
        return try row.map { row throws(WalletStoreError) in try Self.wallet(row) }
    }

    /// The accounts of the wallet with id `walletID` by number, or of every wallet when it is nil.
    public func accounts(of walletID: String?) throws(WalletStoreError) -> [AccountRecord] {
        let rows = try read { db in
            if let walletID {
                return try Row.fetchAll(
                    db, sql: "SELECT * FROM account WHERE walletID = ? ORDER BY number", arguments: [walletID])
            }
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT account.* FROM account JOIN wallet ON wallet.id = account.walletID
                    ORDER BY wallet.createdAt, wallet.name, account.number
                    """)
        }
        return try rows.map { row throws(WalletStoreError) in try Self.account(row) }
    }

    /// Adds a wallet with its first accounts in one transaction.
    ///
    /// - Throws: `WalletStoreError.duplicateName` when a wallet of that name exists, `.database` when the database
    ///     fails.
    public func add(_ wallet: WalletRecord, accounts: [AccountRecord]) throws(WalletStoreError) {
        try write { db in
            if try Bool.fetchOne(
                db, sql: "SELECT EXISTS(SELECT 1 FROM wallet WHERE name = ?)", arguments: [wallet.name]) == true
            {
                throw WalletStoreError.duplicateName(wallet.name)
            }
            try db.execute(
                sql: "INSERT INTO wallet (id, name, kind, preset, language, createdAt) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [
                    wallet.id, wallet.name, wallet.kind.rawValue, wallet.preset?.rawValue,
                    wallet.language?.rawValue, wallet.createdAt.timeIntervalSince1970,
                ])
            for account in accounts { try Self.insert(account, db) }
        }
    }

    /// Adds an account to its wallet.
    ///
    /// - Throws: `WalletStoreError.accountTaken` when the wallet has an account with that number already.
    public func addAccount(_ account: AccountRecord) throws(WalletStoreError) {
        try write { db in
            let taken =
                try Bool.fetchOne(
                    db, sql: "SELECT EXISTS(SELECT 1 FROM account WHERE walletID = ? AND number = ?)",
                    arguments: [account.walletID, account.number]) ?? false
            if taken { throw WalletStoreError.accountTaken(account.number) }
            try Self.insert(account, db)
        }
    }

    /// Sets (or with nil removes) the label of account `number` of wallet `walletID`.
    ///
    /// - Throws: `WalletStoreError.notFound` when there is no such account.
    public func setLabel(_ label: String?, walletID: String, number: Int) throws(WalletStoreError) {
        try write { db in
            try db.execute(
                sql: "UPDATE account SET label = ? WHERE walletID = ? AND number = ?",
                arguments: [label, walletID, number])
            if db.changesCount == 0 { throw WalletStoreError.notFound("account \(number) of wallet \(walletID)") }
        }
    }

    /// Removes the wallet and its accounts.
    ///
    /// - Throws: `WalletStoreError.notFound` when there is no such wallet.
    public func delete(walletID: String) throws(WalletStoreError) {
        try write { db in
            try db.execute(sql: "DELETE FROM account WHERE walletID = ?", arguments: [walletID])
            try db.execute(sql: "DELETE FROM wallet WHERE id = ?", arguments: [walletID])
            if db.changesCount == 0 { throw WalletStoreError.notFound("wallet \(walletID)") }
        }
    }

    /// The value of setting `key`, nil when it is not set.
    public func setting(_ key: String) throws(WalletStoreError) -> String? {
        try read { db in try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key]) }
    }

    /// Sets setting `key` to `value`; nil removes it.
    public func setSetting(_ key: String, to value: String?) throws(WalletStoreError) {
        try write { db in
            if let value {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO setting (key, value) VALUES (?, ?)", arguments: [key, value])
            } else {
                try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
            }
        }
    }

    // MARK: Rows

    static func insert(_ account: AccountRecord, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO account (walletID, number, address, derivation, label) VALUES (?, ?, ?, ?, ?)
                """,
            arguments: [account.walletID, account.number, account.address.base58, account.derivation, account.label])
    }

    static func wallet(_ row: Row) throws(WalletStoreError) -> WalletRecord {
        guard let id: String = row["id"], let name: String = row["name"], let kindText: String = row["kind"],
            let kind = WalletRecord.Kind(rawValue: kindText), let created: Double = row["createdAt"]
        else { throw .corrupt("a wallet row") }
        let presetText: String? = row["preset"], languageText: String? = row["language"]
        let preset = presetText.flatMap(WalletPreset.init(rawValue:))
        let language = languageText.flatMap(MnemonicLanguage.init(rawValue:))
        if (presetText != nil && preset == nil) || (languageText != nil && language == nil) {
            throw .corrupt("wallet \(name): unknown preset or language")
        }
        return WalletRecord(
            id: id, name: name, kind: kind, preset: preset, language: language,
            createdAt: Date(timeIntervalSince1970: created))
    }

    static func account(_ row: Row) throws(WalletStoreError) -> AccountRecord {
        guard let walletID: String = row["walletID"], let number: Int = row["number"],
            let addressText: String = row["address"], let address = try? PublicKey(addressText),
            let derivation: String = row["derivation"]
        else { throw .corrupt("an account row") }
        return AccountRecord(
            walletID: walletID, number: number, address: address, derivation: derivation,
            label: row["label"])
    }

    private func read<T>(_ body: (Database) throws -> T) throws(WalletStoreError) -> T {
        do { return try database.pool.read(body) } catch { throw WalletStoreError(error) }
    }

    private func write<T>(_ body: (Database) throws -> T) throws(WalletStoreError) -> T {
        do { return try database.pool.write(body) } catch { throw WalletStoreError(error) }
    }
}

extension WalletStoreError {
    /// A database failure, keeping the registry's own errors as they are.
    init(_ error: any Error) {
        if let error = error as? WalletStoreError { self = error } else { self = .database("\(error)") }
    }
}
