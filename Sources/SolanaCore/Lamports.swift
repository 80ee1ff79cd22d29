/// SOL amounts. The SDK's one type for an amount of lamports is `UInt64` (as in the Rust SDK, the RPC answers
/// and the instruction layouts); this namespace parses and prints them exactly. Never a `Double`.
///
/// ```swift
/// let lamports = try Lamports.parse(sol: "1.5")   // 1_500_000_000
/// Lamports.format(lamports)                       // "1.5"
/// ```
public enum Lamports {
    /// 1 SOL = 1,000,000,000 lamports.
    public static let perSOL: UInt64 = 1_000_000_000
    /// The number of decimals of SOL: 9.
    public static let decimals = 9

    /// Parses SOL text exactly: "1.5", "0.000000001", "42" (at most 9 decimals; no sign, exponent or overflow).
    public static func parse(sol text: String) throws(AmountError) -> UInt64 {
        try DecimalAmount.parse(text, decimals: decimals)
    }

    /// The amount in SOL as exact decimal text without trailing zeros ("1.5").
    public static func format(_ lamports: UInt64) -> String { DecimalAmount.format(lamports, decimals: decimals) }

    /// "1.5 SOL".
    public static func formatSOL(_ lamports: UInt64) -> String { format(lamports) + " SOL" }
}

/// An amount of an SPL token: integer base units plus the mint's decimals.
public struct TokenAmount: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Base units (what instructions carry).
    public var baseUnits: UInt64
    /// The mint's decimals (0...255; SPL stores a u8).
    public var decimals: UInt8

    /// An amount of `baseUnits` of a mint with `decimals`.
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

    /// The exact decimal text (`decimalString`).
    public var description: String { decimalString }
}
