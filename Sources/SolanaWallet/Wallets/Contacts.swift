import Foundation
import GRDB
import SolanaCore

/// A named address in the address book: who the user sends to by name (`solwallet send alice 1`).
public struct Contact: Sendable, Equatable, Codable {
    /// The name as the user wrote it (NFC, trimmed); unique among the contacts by its `ContactName.key`.
    public let name: String
    /// The contact's address.
    public let address: PublicKey

    /// A contact named `name` at `address` (the name is taken as it is: `AddressBook.add` checks it).
    public init(name: String, address: PublicKey) {
        self.name = name
        self.address = address
    }
}

/// Why a contact (or an account name) was refused, or the address book failed.
public enum ContactError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name is empty (or only spaces).
    case emptyName
    /// The name is longer than `ContactName.maxLength` characters.
    case nameTooLong(Int)
    /// The name holds a control or invisible formatting character (a line break, a bidi override, a zero-width space).
    case controlCharacter
    /// The name is itself a Solana address: it would never be looked up as a name (an address always wins).
    case nameIsAddress
    /// The address is not a base58 32-byte address: the parser's reason.
    case invalidAddress(ValueParseError)
    /// A contact with the same name (ignoring case, width, accents' encoding and look-alike letters) exists: its name.
    case duplicate(String)
    /// No contact has this name.
    case notFound(String)
    /// The wallet database failed.
    case store(WalletStoreError)

    /// A one-line explanation for a user.
    public var description: String {
        switch self {
        case .emptyName: return "the name is empty"
        case .nameTooLong(let count):
            return "the name has \(count) characters; at most \(ContactName.maxLength) are allowed"
        case .controlCharacter: return "the name holds a control or invisible character"
        case .nameIsAddress: return "the name is a Solana address; choose a name that is not one"
        case .invalidAddress(let reason): return "not a Solana address: \(reason)"
        case .duplicate(let existing): return "a contact named '\(OneLine.escape(existing))' exists already"
        case .notFound(let name): return "there is no contact named '\(OneLine.escape(name))'"
        case .store(let error): return error.description
        }
    }
}

/// The rules of a contact's name, and the key names are compared by.
///
/// Two names are the same when their keys are: Unicode compatibility-normalised (NFKC: full-width letters, ligatures,
/// composed and decomposed accents are one), case-folded, invisible characters dropped, and letters that look like
/// Latin ones (Cyrillic `а`, Greek `ο`…) replaced by them. So `Alice`, `ALICE`, `Ａｌｉｃｅ` and `Аlice` (Cyrillic А)
/// are one name: a contact cannot be shadowed by a look-alike.
public enum ContactName {
    /// The longest name, in characters.
    public static let maxLength = 64

    /// Checks `name` and returns the form kept (NFC, surrounding spaces trimmed).
    ///
    /// - Throws: `.emptyName`, `.nameTooLong`, `.controlCharacter`, `.nameIsAddress`.
    public static func validated(_ name: String) throws(ContactError) -> String {
        let trimmed = name.precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .emptyName }
        guard trimmed.count <= maxLength else { throw .nameTooLong(trimmed.count) }
        for scalar in trimmed.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
                throw .controlCharacter
            default: continue
            }
        }
        if (try? PublicKey(trimmed)) != nil { throw .nameIsAddress }
        return trimmed
    }

    /// The key `name` is compared by (see `ContactName`); names are not checked here.
    public static func key(_ name: String) -> String {
        let folded = name.precomposedStringWithCompatibilityMapping
            .lowercased()
            .trimmingCharacters(in: .whitespaces)
        var result = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars {
            if scalar.properties.isDefaultIgnorableCodePoint { continue }
            if let latin = confusables[scalar] { result.append(latin) } else { result.append(scalar) }
        }
        // Folding can leave decomposed marks (or a mapping can compose): one canonical form.
        return String(result).precomposedStringWithCompatibilityMapping.lowercased()
    }

    /// Lower-case letters of other scripts that are drawn like a Latin letter (from Unicode's confusables.txt, the
    /// common ones), mapped to it.
    static let confusables: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(UInt32, Character)] = [
            // Cyrillic
            (0x0430, "a"), (0x0432, "b"), (0x0435, "e"), (0x043E, "o"), (0x0440, "p"), (0x0441, "c"), (0x0443, "y"),
            (0x0445, "x"), (0x0456, "i"), (0x0458, "j"), (0x0455, "s"), (0x0501, "d"), (0x051B, "q"), (0x051D, "w"),
            (0x04BB, "h"), (0x043A, "k"), (0x043C, "m"), (0x043D, "h"), (0x0442, "t"), (0x04CF, "l"),
            (0x0491, "r"),
            // Greek
            (0x03B1, "a"), (0x03BF, "o"), (0x03C1, "p"), (0x03BD, "v"), (0x03B9, "i"), (0x03BA, "k"), (0x03C4, "t"),
            (0x03C5, "u"), (0x03C7, "x"), (0x03B5, "e"), (0x03B7, "n"), (0x03C9, "w"), (0x03B2, "b"),
            // Latin look-alikes: dotless i, script g
            (0x0131, "i"), (0x0261, "g"),
        ]
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (code, latin) in pairs {
            if let scalar = Unicode.Scalar(code), let target = latin.unicodeScalars.first { table[scalar] = target }
        }
        return table
    }()
}

/// Where contacts are kept.
public protocol ContactStore: Sendable {
    /// Every contact, by name.
    func contacts() throws(WalletStoreError) -> [Contact]
    /// Adds `contact` under `key`; `.duplicateName` when the key is taken.
    func insert(_ contact: Contact, key: String) throws(WalletStoreError)
    /// Removes the contact with `key`; whether there was one.
    func delete(key: String) throws(WalletStoreError) -> Bool
}

/// `ContactStore` in the wallet database's `contact` table (keyed by `ContactName.key`, so the database refuses a
/// duplicate even from two processes at once).
public struct SQLiteContactStore: ContactStore {
    let database: WalletDatabase

    /// A store in `database`.
    public init(database: WalletDatabase) { self.database = database }

    /// Every contact, by key.
    public func contacts() throws(WalletStoreError) -> [Contact] {
        let rows: [Row]
        do {
            rows = try database.pool.read { db in try Row.fetchAll(db, sql: "SELECT * FROM contact ORDER BY key") }
        } catch { throw WalletStoreError(error) }
        return try rows.map { row throws(WalletStoreError) in
            guard let name: String = row["name"], let text: String = row["address"],
                let address = try? PublicKey(text)
            else { throw .corrupt("a contact row") }
            return Contact(name: name, address: address)
        }
    }

    /// Adds `contact` under `key`.
    ///
    /// - Throws: `WalletStoreError.duplicateName` when a contact has that key.
    public func insert(_ contact: Contact, key: String) throws(WalletStoreError) {
        do {
            try database.pool.write { db in
                if try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM contact WHERE key = ?)", arguments: [key])
                    == true
                {
                    throw WalletStoreError.duplicateName(contact.name)
                }
                try db.execute(
                    sql: "INSERT INTO contact (key, name, address, createdAt) VALUES (?, ?, ?, ?)",
                    arguments: [key, contact.name, contact.address.base58, Date().timeIntervalSince1970])
            }
        } catch { throw WalletStoreError(error) }
    }

    /// Removes the contact with `key`; whether there was one.
    public func delete(key: String) throws(WalletStoreError) -> Bool {
        do {
            return try database.pool.write { db in
                try db.execute(sql: "DELETE FROM contact WHERE key = ?", arguments: [key])
                return db.changesCount > 0
            }
        } catch { throw WalletStoreError(error) }
    }
}

/// The address book: named addresses to send to, names checked by `ContactName` and unique by its key.
///
/// ```swift
/// let book = AddressBook(store: SQLiteContactStore(database: database))
/// try book.add(name: "Alice", address: "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU")
/// try book.contact(named: "alice")?.address   // the same contact: names ignore case
/// ```
public struct AddressBook: Sendable {
    /// Where the contacts are kept.
    public let store: any ContactStore

    /// An address book in `store`.
    public init(store: any ContactStore) { self.store = store }

    /// Every contact, by name.
    public func contacts() throws(ContactError) -> [Contact] {
        do { return try store.contacts() } catch { throw .store(error) }
    }

    /// The contact whose name has the same key as `name`, nil when none has.
    public func contact(named name: String) throws(ContactError) -> Contact? {
        let key = ContactName.key(name)
        return try contacts().first { ContactName.key($0.name) == key }
    }

    /// The contacts at `address`.
    public func contacts(at address: PublicKey) throws(ContactError) -> [Contact] {
        try contacts().filter { $0.address == address }
    }

    /// Adds a contact; returns it as kept.
    ///
    /// - Throws: the name's `ContactName` refusals, `.invalidAddress`, `.duplicate` (naming the contact it
    ///   collides with).
    @discardableResult
    public func add(name: String, address text: String) throws(ContactError) -> Contact {
        let kept = try ContactName.validated(name)
        let address: PublicKey
        do throws(ValueParseError) { address = try PublicKey(text.trimmingCharacters(in: .whitespaces)) } catch {
            throw .invalidAddress(error)
        }
        if let existing = try contact(named: kept) { throw .duplicate(existing.name) }
        let contact = Contact(name: kept, address: address)
        do { try store.insert(contact, key: ContactName.key(kept)) } catch {
            if case .duplicateName = error { throw .duplicate(kept) }
            throw .store(error)
        }
        return contact
    }

    /// Removes the contact named `name` (compared by key); returns it.
    ///
    /// - Throws: `.notFound` when there is none.
    @discardableResult
    public func remove(name: String) throws(ContactError) -> Contact {
        guard let existing = try contact(named: name) else { throw .notFound(name) }
        let removed: Bool
        do { removed = try store.delete(key: ContactName.key(existing.name)) } catch { throw .store(error) }
        guard removed else { throw .notFound(name) }
        return existing
    }
}
