import Foundation

/// An integer that JSON carries as a string of decimal digits (`"18446744073709551615"`), not as a number.
///
/// The format of `solwallet --json` (docs/json-output.md): every u64/i64 quantity — lamports, token base units, slots,
/// epochs, compute units, the rent epoch — is a string, because a JSON number above 2^53 is silently rounded by jq
/// and JavaScript. Put it on a stored property of an `Encodable` type:
///
/// ```swift
/// struct Balance: Encodable {
///     @DecimalString var lamports: UInt64
/// }
/// ```
@propertyWrapper
public struct DecimalString<Value: BinaryInteger & Sendable>: Sendable, Equatable, Encodable {
    /// The integer.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Encodes the integer as a single string of decimal digits (with "-" when negative).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(wrappedValue))
    }
}

/// `DecimalString` for an optional integer: the string of digits, or no key at all when it is nil (as synthesized
/// `Encodable` does for an optional).
@propertyWrapper
public struct OptionalDecimalString<Value: BinaryInteger & Sendable>: Sendable, Equatable, Encodable {
    /// The integer, or nil.
    public var wrappedValue: Value?

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    /// Encodes the string of decimal digits, or null when nil (a keyed container leaves the key out instead).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(String(wrappedValue)) } else { try container.encodeNil() }
    }
}

extension KeyedEncodingContainer {
    /// Leaves `key` out when the integer is nil, as synthesized `Encodable` does for an optional property.
    public mutating func encode<Value>(_ value: OptionalDecimalString<Value>, forKey key: Key) throws {
        guard let integer = value.wrappedValue else { return }
        try encode(String(integer), forKey: key)
    }
}

/// A moment as `--json` carries it: `unix`, whole seconds since 1970 (a JSON number), and `utc`, the same moment in
/// ISO 8601 UTC (`"2026-11-26T21:15:52Z"`).
public struct JSONTimestamp: Sendable, Equatable, Encodable {
    /// Whole seconds since 1970-01-01T00:00:00Z (rounded down).
    public let unix: Int64
    /// ISO 8601 in UTC, whole seconds, with a `Z`.
    public let utc: String

    /// The moment `date` (fractions of a second dropped).
    public init(_ date: Date) {
        let seconds = date.timeIntervalSince1970
        let clamped = seconds.isFinite ? max(-62_135_596_800, min(seconds, 253_402_300_799)) : 0
        self.init(unix: Int64(clamped.rounded(.down)))
    }

    /// The moment `unix` seconds after 1970-01-01T00:00:00Z.
    public init(unix: Int64) {
        self.unix = unix
        utc = DateTimeFormatter(.en, offset: .utc).iso8601(Date(timeIntervalSince1970: TimeInterval(unix)))
    }
}
