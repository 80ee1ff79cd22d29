import SolanaCore

/// A value described by a `BorshType` (structs and tuples are positional; the type holds the names).
public indirect enum BorshValue: Sendable, Hashable {
    /// A value of an `.integer` type.
    case integer(BorshInteger)
    /// A value of `.bool`.
    case bool(Bool)
    /// f32 and f64 (an f32 is held exactly by a Double).
    case float(Double)
    /// A value of `.publicKey`.
    case publicKey(PublicKey)
    /// A value of a `.string` type.
    case string(String)
    /// A value of a `.bytes` type.
    case bytes([UInt8])
    /// Arrays, vectors, sets and tuples.
    case list([BorshValue])
    /// A value of an `.option` type: the item, or nil when absent.
    case option(BorshValue?)
    /// The variant's index and its payload: `.list` for a tuple payload, `.structure` for named fields, nil for none.
    case variant(Int, BorshValue?)
    /// A struct's field values, in the type's field order.
    case structure([BorshValue])
    /// A map's entries.
    case map([BorshMapEntry])

    /// An `.integer` from a `UInt64`.
    public static func uint(_ value: UInt64) -> BorshValue { .integer(BorshInteger(value)) }
    /// An `.integer` from an `Int64`.
    public static func int(_ value: Int64) -> BorshValue { .integer(BorshInteger(value)) }
}

/// One key-value pair of a map.
public struct BorshMapEntry: Sendable, Hashable {
    /// The entry's key.
    public var key: BorshValue
    /// The entry's value.
    public var value: BorshValue

    /// The pair of `key` and `value`.
    public init(_ key: BorshValue, _ value: BorshValue) {
        self.key = key
        self.value = value
    }
}
