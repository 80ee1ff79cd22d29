import Borsh
import SolanaCore

/// What Swift sources made by `IDLSwiftGenerator` call to read `BorshValue`s back into their typed fields.
public enum IDLGeneratedSupport {
    /// An unsigned integer of a type from an `.integer` value, range-checked.
    public static func unsigned<T: FixedWidthInteger & UnsignedInteger>(_ value: BorshValue, _ path: String)
        throws(BorshError) -> T
    {
        guard case .integer(let integer) = value, let wide = integer.uint64, let narrow = T(exactly: wide) else {
            throw .valueMismatch(path: path, expected: "\(T.self)")
        }
        return narrow
    }

    /// A signed integer of a type from an `.integer` value, range-checked.
    public static func signed<T: FixedWidthInteger & SignedInteger>(_ value: BorshValue, _ path: String)
        throws(BorshError) -> T
    {
        guard case .integer(let integer) = value, let wide = integer.int64, let narrow = T(exactly: wide) else {
            throw .valueMismatch(path: path, expected: "\(T.self)")
        }
        return narrow
    }

    /// A 128-bit integer.
    public static func wide(_ value: BorshValue, _ path: String) throws(BorshError) -> BorshInteger {
        guard case .integer(let integer) = value else { throw .valueMismatch(path: path, expected: "an integer") }
        return integer
    }

    /// A float.
    public static func float(_ value: BorshValue, _ path: String) throws(BorshError) -> Double {
        guard case .float(let number) = value else { throw .valueMismatch(path: path, expected: "a float") }
        return number
    }

    /// A bool.
    public static func bool(_ value: BorshValue, _ path: String) throws(BorshError) -> Bool {
        guard case .bool(let flag) = value else { throw .valueMismatch(path: path, expected: "a bool") }
        return flag
    }

    /// A public key.
    public static func publicKey(_ value: BorshValue, _ path: String) throws(BorshError) -> PublicKey {
        guard case .publicKey(let key) = value else { throw .valueMismatch(path: path, expected: "a public key") }
        return key
    }

    /// A string.
    public static func string(_ value: BorshValue, _ path: String) throws(BorshError) -> String {
        guard case .string(let text) = value else { throw .valueMismatch(path: path, expected: "a string") }
        return text
    }

    /// Bytes.
    public static func bytes(_ value: BorshValue, _ path: String) throws(BorshError) -> [UInt8] {
        guard case .bytes(let bytes) = value else { throw .valueMismatch(path: path, expected: "bytes") }
        return bytes
    }

    /// The items of a list.
    public static func list(_ value: BorshValue, _ path: String) throws(BorshError) -> [BorshValue] {
        guard case .list(let items) = value else { throw .valueMismatch(path: path, expected: "a list") }
        return items
    }

    /// An option's item.
    public static func option(_ value: BorshValue, _ path: String) throws(BorshError) -> BorshValue? {
        guard case .option(let item) = value else { throw .valueMismatch(path: path, expected: "an option") }
        return item
    }

    /// A struct's fields, `count` of them.
    public static func fields(_ value: BorshValue, count: Int, _ path: String) throws(BorshError) -> [BorshValue] {
        guard case .structure(let fields) = value, fields.count == count else {
            throw .valueMismatch(path: path, expected: "a struct of \(count) fields")
        }
        return fields
    }

    /// A payload-less variant's index.
    public static func variant(_ value: BorshValue, _ path: String) throws(BorshError) -> Int {
        guard case .variant(let index, nil) = value else { throw .valueMismatch(path: path, expected: "a variant") }
        return index
    }

    /// A variant's index and payload (nil for a payload-less variant).
    public static func enumVariant(_ value: BorshValue, _ path: String) throws(BorshError) -> (Int, BorshValue?) {
        guard case .variant(let index, let payload) = value else {
            throw .valueMismatch(path: path, expected: "a variant")
        }
        return (index, payload)
    }

    /// The `count` items of a tuple, a tuple variant's payload or a struct variant's payload (positional).
    public static func items(_ value: BorshValue?, count: Int, _ path: String) throws(BorshError) -> [BorshValue] {
        switch value {
        case .list(let items)? where items.count == count: return items
        case .structure(let items)? where items.count == count: return items
        case nil where count == 0: return []
        default: throw .valueMismatch(path: path, expected: "\(count) items")
        }
    }

    /// A map's entries as a dictionary; two keys equal in Swift (canonically equivalent strings) are a
    /// `.duplicateKey` error, never a trap.
    public static func dictionary<Key: Hashable, Value>(
        _ value: BorshValue, _ path: String, key: (BorshValue) throws(BorshError) -> Key,
        value read: (BorshValue) throws(BorshError) -> Value
    ) throws(BorshError) -> [Key: Value] {
        guard case .map(let entries) = value else { throw .valueMismatch(path: path, expected: "a map") }
        var result: [Key: Value] = [:]
        result.reserveCapacity(entries.count)
        for entry in entries {
            let decoded = try key(entry.key)
            guard result[decoded] == nil else { throw .duplicateKey(path: path) }
            result[decoded] = try read(entry.value)
        }
        return result
    }

    /// A set's elements; two elements equal in Swift are a `.duplicateKey` error, never a trap.
    public static func set<Element: Hashable>(
        _ value: BorshValue, _ path: String, element: (BorshValue) throws(BorshError) -> Element
    ) throws(BorshError) -> Set<Element> {
        var result = Set<Element>()
        for item in try list(value, path) {
            guard result.insert(try element(item)).inserted else { throw .duplicateKey(path: path) }
        }
        return result
    }

    /// A map's value with its entries in the key type's Borsh order (so the value is the same on every run).
    public static func mapValue(_ entries: [BorshMapEntry], keyType: BorshType) -> BorshValue {
        .map(entries.sorted { Borsh.compare($0.key, $1.key, as: keyType) < 0 })
    }

    /// A set's value with its elements in the element type's Borsh order.
    public static func setValue(_ elements: [BorshValue], elementType: BorshType) -> BorshValue {
        .list(elements.sorted { Borsh.compare($0, $1, as: elementType) < 0 })
    }

    // MARK: Accounts

    /// Checks an account's data before it is decoded: each discriminator's bytes at its offset, then the size
    /// (exactly `exactSize` when every account of the type has the same size, else at least `minimumSize`).
    public static func checkAccount(
        _ data: [UInt8], account: String, discriminators: [(offset: Int, bytes: [UInt8])], exactSize: Int?,
        minimumSize: Int
    ) throws(IDLAccountDecodingError) {
        for (offset, bytes) in discriminators {
            let end = offset + bytes.count
            guard data.count >= end else {
                throw .tooShort(account: account, minimum: max(end, minimumSize), actual: data.count)
            }
            let found = Array(data[offset..<end])
            guard found == bytes else {
                throw .discriminatorMismatch(account: account, offset: offset, expected: bytes, found: found)
            }
        }
        if let exactSize {
            guard data.count == exactSize else {
                throw .wrongSize(account: account, expected: exactSize, actual: data.count)
            }
        } else if data.count < minimumSize {
            throw .tooShort(account: account, minimum: minimumSize, actual: data.count)
        }
    }

    /// Decodes an account's data from `offset` (after a discriminator the data type does not hold); bytes after the
    /// value are allowed unless `exact` (accounts are often allocated larger than their data).
    public static func decodeAccount(
        _ data: [UInt8], account: String, offset: Int, as type: BorshType, exact: Bool
    ) throws(IDLAccountDecodingError) -> BorshValue {
        do throws(BorshError) {
            var reader = BorshReader(data, offset: offset)
            let value = try Borsh.decode(type, from: &reader)
            if exact, reader.remaining > 0 {
                throw BorshError.trailingBytes(offset: reader.offset, count: reader.remaining)
            }
            return value
        } catch {
            throw .invalidData(account: account, error)
        }
    }
}

extension IDLGeneratedSupport {
    /// An event's value: the data must start with `discriminator` (else `unknownDiscriminator`), be at most
    /// `IDLEventLog.maxDataBytes`, and the rest decode as `type`, all of it used.
    public static func decodeEvent(_ data: [UInt8], event: String, discriminator: [UInt8], as type: BorshType)
        throws(IDLEventError) -> BorshValue
    {
        guard data.count <= IDLEventLog.maxDataBytes else {
            throw .tooLarge(size: data.count, limit: IDLEventLog.maxDataBytes)
        }
        guard data.starts(with: discriminator) else { throw .unknownDiscriminator(Array(data.prefix(8))) }
        do throws(BorshError) {
            var reader = BorshReader(data, offset: discriminator.count)
            let value = try Borsh.decode(type, from: &reader)
            if reader.remaining > 0 { throw BorshError.trailingBytes(offset: reader.offset, count: reader.remaining) }
            return value
        } catch {
            throw .decoding(event: event, error)
        }
    }
}

/// Why a generated account type refused an account's data.
public enum IDLAccountDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes at `offset` are not the account type's discriminator.
    case discriminatorMismatch(account: String, offset: Int, expected: [UInt8], found: [UInt8])
    /// Every account of the type is `expected` bytes long; this one is `actual`.
    case wrongSize(account: String, expected: Int, actual: Int)
    /// Fewer bytes than the smallest account of the type.
    case tooShort(account: String, minimum: Int, actual: Int)
    /// The discriminator and size match but the data does not decode under the account's schema.
    case invalidData(account: String, BorshError)

    /// A one-line English description.
    public var description: String {
        switch self {
        case .discriminatorMismatch(let account, let offset, let expected, let found):
            "not a \(account) account: bytes \(found) at offset \(offset), expected \(expected)"
        case .wrongSize(let account, let expected, let actual):
            "not a \(account) account: \(actual) bytes, expected \(expected)"
        case .tooShort(let account, let minimum, let actual):
            "not a \(account) account: \(actual) bytes, at least \(minimum) expected"
        case .invalidData(let account, let error): "\(account) account data does not decode: \(error)"
        }
    }
}
