import Foundation

/// Market numbers as the market app writes them (its `Double` extensions), in the four languages:
/// - `abbreviated`: the magnitude over 1e12/1e9/1e6/1e3 with "T"/"B"/"M"/"K" (pt "tri"/"bi"/"mi"/"mil", el
///   "τρισ."/"δισ."/"εκ."/"χιλ.", tr "Tn"/"Mr"/"Mn"/"B"), two decimals rounded as printf rounds (123456 →
///   "123.46K", 12345678 → "12.35M"), a "-" for negatives; no grouping (999999.999 → "1000.00K", as the seed);
/// - `price`: 2 to 6 decimals (rounded to 6 as printf does, trailing zeros dropped down to 2), grouped, with the
///   currency symbol where the language puts it ("$58,908.00", "$0.000123");
/// - `money`: 2 decimals, grouped ("$1,234.57");
/// - `percent`: two decimals and the language's percent sign ("1.39%", "1,39%", "%1,39").
///
/// Prices are market data, not amounts the wallet moves, so they come in as `Double`.
public struct MarketNumberFormatter: Sendable {
    /// The language whose separators, symbol placement and percent sign are used.
    public let language: Language

    /// A formatter for `language`.
    public init(_ language: Language) { self.language = language }

    /// "%.{digits}f" of `value` with a "." as the decimal point ("-1234.50"): printf's exact rounding of the binary
    /// value (1.005 → "1.00", 0.125 → "0.12"), for finite values and 0...17 digits.
    ///
    /// C's `vsnprintf`, not `String(format:locale:)`: Foundation's formatting with a locale builds an ICU number
    /// formatter per call (about 40 µs), which made formatting the 250-coin market screen take 20 ms.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        let precision = Int32(clamping: min(max(digits, 0), 17))
        // The longest is -DBL_MAX with 17 decimals: 1 + 309 + 1 + 17 bytes and the terminator.
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 384) { buffer in
            let written = withVaList([precision, value]) { arguments in
                vsnprintf(buffer.baseAddress, buffer.count, "%.*f", arguments)
            }
            guard written > 0, Int(written) < buffer.count else { return "\(value)" }
            // The process's C locale may put another decimal point in (a program that called setlocale); digits and
            // the sign stay, anything else is the decimal point.
            let bytes = UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(written)).map { byte -> UInt8 in
                byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    ? byte : UInt8(ascii: ".")
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `value` abbreviated (see the type's description); "n/a" for a non-finite value.
    public func abbreviated(_ value: Double) -> String {
        let l10n = Localizer(language)
        guard value.isFinite else { return l10n(.notAvailable) }
        let style = NumberStyle(language)
        let magnitude = abs(value)
        let sign = value < 0 ? "-" : ""
        func number(_ x: Double) -> String { style.localize(decimal: Self.fixed(x, 2), grouping: false) }
        switch magnitude {
        case 1e12...: return sign + l10n(.abbrevTrillion, number(magnitude / 1e12))
        case 1e9...: return sign + l10n(.abbrevBillion, number(magnitude / 1e9))
        case 1e6...: return sign + l10n(.abbrevMillion, number(magnitude / 1e6))
        case 1e3...: return sign + l10n(.abbrevThousand, number(magnitude / 1e3))
        default: return sign + number(magnitude)
        }
    }

    /// `value` abbreviated with the currency symbol: "$1.10T", "US$ 1,10 tri", "1,10 τρισ. $", "$1,10 Tn".
    public func currencyAbbreviated(_ value: Double, currency: FiatCurrency) -> String {
        guard value.isFinite else { return Localizer(language)(.notAvailable) }
        let negative = value < 0
        let text = abbreviated(abs(value))
        return (negative ? "-" : "") + Self.place(symbol: currency.symbol(in: language), text, language: language)
    }

    /// A price with 2 to 6 decimals (see the type's description).
    public func price(_ value: Double, currency: FiatCurrency) -> String {
        guard value.isFinite else { return Localizer(language)(.notAvailable) }
        var text = Self.fixed(value, 6)
        while text.hasSuffix("0"), let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 3 {
            text.removeLast()
        }
        return format(decimal: text, currency: currency)
    }

    /// A value with exactly 2 decimals, grouped, with the currency symbol.
    public func money(_ value: Double, currency: FiatCurrency) -> String {
        guard value.isFinite else { return Localizer(language)(.notAvailable) }
        return format(decimal: Self.fixed(value, 2), currency: currency)
    }

    /// A percentage with 2 decimals ("-4.42%"); "n/a" for a non-finite value.
    public func percent(_ value: Double) -> String {
        guard value.isFinite else { return Localizer(language)(.notAvailable) }
        return Localizer(language)(.percentValue, NumberStyle(language).localize(decimal: Self.fixed(value, 2)))
    }

    /// Plain decimal text through `FiatFormatter` (which keeps its digits: the currency is given as many fraction
    /// digits as the text has).
    private func format(decimal text: String, currency: FiatCurrency) -> String {
        let digits = text.split(separator: ".", maxSplits: 1).dropFirst().first?.count ?? 0
        let exact = FiatCurrency(code: currency.code, fractionDigits: digits)
        guard let amount = try? FiatAmount(text, currency: exact) else { return text }
        return FiatFormatter(language).format(amount)
    }

    /// Puts a currency symbol beside already formatted text, as `FiatFormatter` does for numbers.
    static func place(symbol: String, _ text: String, language: Language) -> String {
        switch language {
        case .en, .tr:
            return symbol.count > 1 && symbol.allSatisfy(\.isLetter) ? symbol + " " + text : symbol + text
        case .pt: return symbol + " " + text
        case .el: return text + " " + symbol
        }
    }
}
