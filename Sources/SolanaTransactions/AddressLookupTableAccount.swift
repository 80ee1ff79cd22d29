import SolanaCore

/// An on-chain address lookup table: its address and the addresses it holds, in order.
///
/// Give these to `MessageV0` so it can replace eligible account keys by one-byte indexes.
public struct AddressLookupTableAccount: Sendable, Hashable {
    /// The table account's address.
    public var key: PublicKey
    /// The addresses stored in the table (at most 256).
    public var addresses: [PublicKey]

    /// A table from its address and contents.
    public init(key: PublicKey, addresses: [PublicKey]) {
        self.key = key
        self.addresses = addresses
    }

    /// Size of the table account's metadata before the addresses.
    public static let metadataLength = 56

    /// A table from the raw data of its account (`getAccountInfo`): 56 bytes of metadata, then 32-byte addresses.
    public init(key: PublicKey, accountData: [UInt8]) throws(TransactionError) {
        guard accountData.count >= Self.metadataLength,
            (accountData.count - Self.metadataLength) % 32 == 0
        else {
            throw .invalidLookupTableData(table: key, length: accountData.count)
        }
        self.key = key
        let count = (accountData.count - Self.metadataLength) / 32
        addresses = accountData.withUnsafeBytes { raw in
            (0..<count).map { i in
                let start = Self.metadataLength + i * 32
                return PublicKey(buffer: UnsafeRawBufferPointer(rebasing: raw[start..<start + 32]))
            }
        }
    }
}

/// A v0 message's reference to one lookup table: which of its entries are loaded writable and read-only.
///
/// A decoded lookup keeps its index lists inside the transaction's wire bytes (`sharedWritableIndexes`,
/// `sharedReadonlyIndexes`: no copy); `writableIndexes` and `readonlyIndexes` give them as arrays.
public struct MessageAddressTableLookup: Sendable, Hashable {
    /// The lookup table's address.
    public var accountKey: PublicKey
    /// The writable (first) and read-only (second) indexes, in one array.
    var indexes: SharedBytePair

    /// Table indexes of the accounts loaded as writable, without copying.
    public var sharedWritableIndexes: SharedBytes {
        get { indexes.first }
        set { indexes = SharedBytePair(newValue, indexes.second) }
    }

    /// Table indexes of the accounts loaded as read-only, without copying.
    public var sharedReadonlyIndexes: SharedBytes {
        get { indexes.second }
        set { indexes = SharedBytePair(indexes.first, newValue) }
    }

    /// Table indexes of the accounts loaded as writable (a copy).
    public var writableIndexes: [UInt8] {
        get { indexes.withFirst { Array($0) } }
        set { indexes = SharedBytePair(newValue, indexes.second) }
    }

    /// Table indexes of the accounts loaded as read-only (a copy).
    public var readonlyIndexes: [UInt8] {
        get { indexes.withSecond { Array($0) } }
        set { indexes = SharedBytePair(indexes.first, newValue) }
    }

    /// A lookup from its parts.
    public init(accountKey: PublicKey, writableIndexes: [UInt8], readonlyIndexes: [UInt8]) {
        self.init(accountKey: accountKey, indexes: SharedBytePair(writableIndexes, readonlyIndexes))
    }

    /// A lookup from index lists that may live in shared buffers.
    public init(accountKey: PublicKey, sharedWritableIndexes: SharedBytes, sharedReadonlyIndexes: SharedBytes) {
        self.init(accountKey: accountKey, indexes: SharedBytePair(sharedWritableIndexes, sharedReadonlyIndexes))
    }

    init(accountKey: PublicKey, indexes: SharedBytePair) {
        self.accountKey = accountKey
        self.indexes = indexes
    }
}

/// The addresses a v0 message loads from its lookup tables: all writable ones, then all read-only ones.
public struct LoadedAddresses: Sendable, Hashable {
    /// Writable addresses, tables in message order.
    public var writable: [PublicKey]
    /// Read-only addresses, tables in message order.
    public var readonly: [PublicKey]

    /// Loaded addresses from their two lists.
    public init(writable: [PublicKey] = [], readonly: [PublicKey] = []) {
        self.writable = writable
        self.readonly = readonly
    }
}

extension MessageV0 {
    /// The lookup tables as far as this message reads them, rebuilt from the addresses a node says it loaded
    /// (`getTransaction`'s `meta.loadedAddresses`: the writable ones in lookup order, then the read-only ones): each
    /// table holds those addresses at the indexes the message names, and the default key at any index it does not
    /// read. With them, a confirmed v0 transaction decodes as it ran, after its tables changed or closed.
    ///
    /// - Throws: `.invalidArgument` when the node's lists do not fit the lookups (another count, or two addresses for
    ///   the same table index).
    public func lookupTables(loaded: LoadedAddresses) throws(TransactionError) -> [AddressLookupTableAccount] {
        let writableCount = addressTableLookups.reduce(0) { $0 + Int($1.indexes.firstCount) }
        let readonlyCount = addressTableLookups.reduce(0) { $0 + Int($1.indexes.secondCount) }
        guard loaded.writable.count == writableCount, loaded.readonly.count == readonlyCount else {
            throw .invalidArgument(
                "the node loaded \(loaded.writable.count) writable and \(loaded.readonly.count) read-only addresses; "
                    + "the lookups name \(writableCount) and \(readonlyCount)")
        }
        var entries: [PublicKey: [UInt8: PublicKey]] = [:]
        var order: [PublicKey] = []
        func put(_ table: PublicKey, _ index: UInt8, _ address: PublicKey) throws(TransactionError) {
            if entries[table] == nil { order.append(table) }
            if let known = entries[table, default: [:]][index], known != address {
                throw .invalidArgument("the node loaded two addresses for index \(index) of the lookup table \(table)")
            }
            entries[table, default: [:]][index] = address
        }
        var next = 0
        for lookup in addressTableLookups {
            for index in lookup.sharedWritableIndexes {
                try put(lookup.accountKey, index, loaded.writable[next])
                next += 1
            }
        }
        next = 0
        for lookup in addressTableLookups {
            for index in lookup.sharedReadonlyIndexes {
                try put(lookup.accountKey, index, loaded.readonly[next])
                next += 1
            }
        }
        return order.map { table in
            let known = entries[table] ?? [:]
            let size = Int(known.keys.max() ?? 0) + 1
            var addresses = [PublicKey](repeating: PublicKey.zero, count: size)
            for (index, address) in known { addresses[Int(index)] = address }
            return AddressLookupTableAccount(key: table, addresses: addresses)
        }
    }
}
