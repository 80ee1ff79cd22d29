import SolanaCore

/// A message's account list as the runtime numbers it — static keys, then each lookup's writable entries, then
/// each lookup's read-only entries — with where every entry comes from, resolved through the lookup tables given.
///
/// Unlike `VersionedMessage.accountKeys(lookupTables:)` it does not fail as a whole when a table is missing:
/// the static keys stay known, loaded entries keep their table and index, and `resolutionError` says why.
public struct MessageAccountList: Sendable, Equatable {
    /// Where an account entry comes from.
    public enum Source: Sendable, Hashable {
        /// The message's static keys.
        case `static`
        /// Entry `index` of the lookup table at `table`.
        case lookupTable(table: PublicKey, index: UInt8)
    }

    /// One account of the message.
    public struct Entry: Sendable, Hashable {
        /// Position in the account list (what compiled instructions refer to).
        public let index: Int
        /// The address, or nil for a lookup entry whose table was not given.
        public let publicKey: PublicKey?
        /// Static key or lookup entry.
        public let source: Source
        /// Whether it signs the message.
        public let isSigner: Bool
        /// Whether the message asks for it writable.
        public let isWritable: Bool

        /// The address in base58, or `TABLE#INDEX` for an unresolved lookup entry.
        public var label: String {
            if let publicKey { return publicKey.base58 }
            if case .lookupTable(let table, let index) = source { return "\(table.base58)#\(index)" }
            return "#\(self.index)"
        }
    }

    /// Every account, in the runtime's order.
    public let entries: [Entry]
    /// Why the lookups could not be resolved (a table missing or too short), or nil when all are.
    public let resolutionError: TransactionError?

    /// Lays out `message`'s accounts, resolving v0 lookups through `lookupTables` (matched by address).
    public init(_ message: VersionedMessage, lookupTables: [AddressLookupTableAccount] = []) {
        var resolved: [PublicKey]?
        var failure: TransactionError?
        do { resolved = try message.accountKeys(lookupTables: lookupTables) } catch { failure = error }
        resolutionError = failure
        var sources: [Source] = message.staticAccountKeys.map { _ in .static }
        for lookup in message.addressTableLookups {
            sources += lookup.writableIndexes.map { .lookupTable(table: lookup.accountKey, index: $0) }
        }
        for lookup in message.addressTableLookups {
            sources += lookup.readonlyIndexes.map { .lookupTable(table: lookup.accountKey, index: $0) }
        }
        let staticKeys = message.staticAccountKeys
        entries = sources.enumerated().map { index, source in
            let key = resolved.map { $0[index] } ?? (index < staticKeys.count ? staticKeys[index] : nil)
            return Entry(
                index: index, publicKey: key, source: source, isSigner: message.isSigner(index),
                isWritable: message.isWritable(index))
        }
    }

    /// Whether every entry has its address.
    public var isResolved: Bool { resolutionError == nil }

    /// Every address, when all are resolved.
    public var publicKeys: [PublicKey]? {
        isResolved ? entries.compactMap(\.publicKey) : nil
    }

    /// The label of entry `index` (see `Entry.label`), or `#INDEX?` when the message refers past its accounts.
    public func label(_ index: Int) -> String {
        index >= 0 && index < entries.count ? entries[index].label : "#\(index)?"
    }
}
