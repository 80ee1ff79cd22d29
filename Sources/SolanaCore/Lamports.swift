/// An amount of SOL in lamports (1 SOL = 1,000,000,000 lamports). Integer only; never a `Double`.
public struct Lamports: Sendable, Hashable, Comparable, Codable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    public static let perSOL: UInt64 = 1_000_000_000
    public static let decimals = 9
    public static let zero = Lamports(0)

    public var value: UInt64

    public init(_ value: UInt64) { self.value = value }
    public init(integerLiteral value: UInt64) { self.value = value }

    /// Parses SOL text exactly: "1.5", "0.000000001", "42" (at most 9 decimals; no sign, exponent or overflow).
    public init(sol text: String) throws(AmountError) {
        value = try DecimalAmount.parse(text, decimals: Self.decimals)
    }

    /// The amount in SOL as exact decimal text without trailing zeros.
    public var solString: String { DecimalAmount.format(value, decimals: Self.decimals) }

    /// "1.5 SOL".
    public var description: String { "\(solString) SOL" }

    /// The sum, or nil on overflow.
    public func adding(_ other: Lamports) -> Lamports? {
        let (sum, overflow) = value.addingReportingOverflow(other.value)
        return overflow ? nil : Lamports(sum)
    }

    /// The difference, or nil when `other` is larger.
    public func subtracting(_ other: Lamports) -> Lamports? {
        let (difference, overflow) = value.subtractingReportingOverflow(other.value)
        return overflow ? nil : Lamports(difference)
    }

    public static func < (lhs: Lamports, rhs: Lamports) -> Bool { lhs.value < rhs.value }

    public init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(UInt64.self) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

/// An amount of an SPL token: integer base units plus the mint's decimals.
public struct TokenAmount: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Base units (what instructions carry).
    public var baseUnits: UInt64
    /// The mint's decimals (0...255; SPL stores a u8).
    public var decimals: UInt8

    public init(baseUnits: UInt64, decimals: UInt8) {
        self.baseUnits = baseUnits
        self.decimals = decimals
    }

    /// Parses user-facing text exactly ("12.5" with 6 decimals → 12,500,000 base units).
    public init(_ text: String, decimals: UInt8) throws(AmountError) {
        baseUnits = try DecimalAmount.parse(text, decimals: Int(decimals))
        self.decimals = decimals
    }

    /// Exact decimal text without trailing zeros (RPC's `uiAmountString`).
    public var decimalString: String { DecimalAmount.format(baseUnits, decimals: Int(decimals)) }

    public var description: String { decimalString }
}
