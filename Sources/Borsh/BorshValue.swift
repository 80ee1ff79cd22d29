import SolanaCore

/// A value described by a `BorshType` (structs and tuples are positional; the type holds the names).
public indirect enum BorshValue: Sendable, Hashable {
    case integer(BorshInteger)
    case bool(Bool)
    /// f32 and f64 (an f32 is held exactly by a Double).
    case float(Double)
    case publicKey(PublicKey)
    case string(String)
    case bytes([UInt8])
    /// Arrays, vectors, sets and tuples.
    case list([BorshValue])
    case option(BorshValue?)
    /// The variant's index and its payload: `.list` for a tuple payload, `.structure` for named fields, nil for none.
    case variant(Int, BorshValue?)
    case structure([BorshValue])
    case map([BorshMapEntry])

    public static func uint(_ value: UInt64) -> BorshValue { .integer(BorshInteger(value)) }
    public static func int(_ value: Int64) -> BorshValue { .integer(BorshInteger(value)) }
}

/// One key-value pair of a map.
public struct BorshMapEntry: Sendable, Hashable {
    public var key: BorshValue
    public var value: BorshValue

    public init(_ key: BorshValue, _ value: BorshValue) {
        self.key = key
        self.value = value
    }
}
