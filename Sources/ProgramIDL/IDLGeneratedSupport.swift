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
}
