import SolanaCore

/// Exact amounts for people: lamports as SOL and token base units with their decimals, from the integers, in the
/// language's separators ("1,234.5 SOL", "1.234,5 SOL"). Never through `Double`.
public struct AmountFormatter: Sendable {
    /// The language whose separators are used.
    public let language: Language
    /// Whether the whole part is grouped in thousands (on by default; off gives text `DecimalAmount.parse` reads
    /// back in English).
    public var grouping: Bool

    /// A formatter for `language`, grouping thousands unless `grouping` is false.
    public init(_ language: Language, grouping: Bool = true) {
        self.language = language
        self.grouping = grouping
    }

    /// The plain, language-independent decimal text of `units` with `decimals` ("1234.5"), as JSON carries it.
    public static func plain(_ units: UInt64, decimals: Int) -> String {
        DecimalAmount.format(units, decimals: decimals)
    }

    /// `units` with `decimals` fractional digits, trailing zeros dropped, in this language ("1.234,5").
    public func number(_ units: UInt64, decimals: Int, minimumFractionDigits: Int = 0) -> String {
        let plain = DecimalAmount.format(units, decimals: decimals, minimumFractionDigits: minimumFractionDigits)
        return NumberStyle(language).localize(decimal: plain, grouping: grouping)
    }

    /// Lamports as SOL without the unit ("1,5").
    public func sol(_ lamports: UInt64) -> String { number(lamports, decimals: Lamports.decimals) }

    /// Lamports as SOL with the unit ("1,5 SOL").
    public func solWithUnit(_ lamports: UInt64) -> String { sol(lamports) + " SOL" }

    /// A token amount without a unit ("12,5").
    public func token(_ amount: TokenAmount) -> String { number(amount.baseUnits, decimals: Int(amount.decimals)) }

    /// An amount with a sign for a change: "+1,5" when it went up, "-1,5" when down, no sign for zero.
    public func signed(_ units: UInt64, decimals: Int, isIncrease: Bool) -> String {
        let text = number(units, decimals: decimals)
        guard units != 0 else { return text }
        return (isIncrease ? "+" : "-") + text
    }
}
