import Foundation
import SolanaCore

/// An exact quantity of a coin held outside the wallet's accounts: integer units and the number of decimal places
/// they carry (`"12.5"` is 125 units at scale 1). Never a `Double`: the amount is stored and printed as written.
public struct HoldingAmount: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The amount without its decimal point.
    public let units: UInt64
    /// Digits after the decimal point (0–18), trailing zeros removed.
    public let scale: UInt8

    /// The largest scale accepted (CoinGecko coins have at most 18 decimals).
    public static let maximumScale = 18

    /// `units` at `scale`, normalized (trailing zeros of the fraction dropped).
    public init(units: UInt64, scale: UInt8) throws(AmountError) {
        guard Int(scale) <= Self.maximumScale else {
            throw .tooManyDecimals(maximum: Self.maximumScale, found: Int(scale))
        }
        var units = units, scale = scale
        while scale > 0, units % 10 == 0 {
            units /= 10
            scale -= 1
        }
        self.units = units
        self.scale = scale
    }

    /// Parses `^\d+(\.\d+)?$` exactly ("0.5", "1200", "0.000000000000000001"); at most 18 decimals and
    /// 18,446,744,073,709,551,615 units.
    public init(parsing text: String) throws(AmountError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let fraction = trimmed.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first
        let digits = fraction?.count ?? 0
        guard digits <= Self.maximumScale else { throw .tooManyDecimals(maximum: Self.maximumScale, found: digits) }
        let units = try DecimalAmount.parse(trimmed, decimals: digits)
        try self.init(units: units, scale: UInt8(digits))
    }

    /// Whether the amount is 0 (setting a holding to 0 removes it).
    public var isZero: Bool { units == 0 }

    /// Exact decimal text ("12.5").
    public var decimalString: String { DecimalAmount.format(units, decimals: Int(scale)) }

    /// The exact decimal text, as `decimalString` ("12.5").
    public var description: String { decimalString }

    /// The amount as a `Double`, for multiplying with a market price (a value shown, never an amount stored).
    public var approximateValue: Double { Double(units) / pow10(Int(scale)) }

    /// Decodes the amount from a JSON string of decimal text ("12.5"), parsed as `init(parsing:)`.
    ///
    /// - Parameter decoder: The decoder holding one string.
    /// - Throws: `DecodingError.dataCorrupted` when the text is not an amount; the decoder's error when it is not
    ///   a string.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { try self.init(parsing: text) } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Encodes the amount as a string of its exact decimal text ("12.5"), never as a JSON number.
    ///
    /// - Parameter encoder: The encoder to write the string to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(decimalString)
    }
}

/// 10^n as a `Double` (n from 0 to 30).
func pow10(_ n: Int) -> Double {
    var result = 1.0
    for _ in 0..<max(0, n) { result *= 10 }
    return result
}
