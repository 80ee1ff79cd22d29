import SolanaCore

/// A fiat currency as prices are quoted in (CoinGecko's `vs_currency`), with its minor-unit digits.
public struct FiatCurrency: Sendable, Hashable, Codable {
    /// ISO 4217 code, upper case ("USD").
    public let code: String
    /// Digits after the decimal separator (2 for USD, EUR, BRL, TRY).
    public let fractionDigits: Int

    /// A currency; `code` is upper-cased and `fractionDigits` clamped to 0…18.
    public init(code: String, fractionDigits: Int = 2) {
        self.code = code.uppercased()
        self.fractionDigits = max(0, min(fractionDigits, 18))
    }

    /// US dollar.
    public static let usd = FiatCurrency(code: "USD")
    /// Euro.
    public static let eur = FiatCurrency(code: "EUR")
    /// Brazilian real.
    public static let brl = FiatCurrency(code: "BRL")
    /// Turkish lira.
    public static let `try` = FiatCurrency(code: "TRY")

    /// The symbol a language writes (CLDR): "$" in English, "US$" in Portuguese (Brazil); the code for others.
    public func symbol(in language: Language) -> String {
        switch (code, language) {
        case ("USD", .pt): return "US$"
        case ("USD", _): return "$"
        case ("EUR", _): return "€"
        case ("BRL", _): return "R$"
        case ("TRY", .tr): return "₺"
        case ("TRY", _): return "TRY"
        default: return code
        }
    }
}

/// A fiat value as exact decimal text (a price × an amount, computed elsewhere without `Double`).
public struct FiatAmount: Sendable, Hashable, Codable {
    /// Plain decimal text: optional "-", digits, optional "." and digits ("-1234.5678").
    public let decimal: String
    /// The currency the value is in.
    public let currency: FiatCurrency

    /// Checks `decimal` (`^-?\d+(\.\d+)?$`); throws `AmountError` as `DecimalAmount.parse` does.
    public init(_ decimal: String, currency: FiatCurrency) throws(AmountError) {
        let unsigned = decimal.hasPrefix("-") ? decimal.dropFirst() : Substring(decimal)
        guard !unsigned.isEmpty else { throw .empty }
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty }), unsigned.filter({ $0 == "." }).count <= 1 else {
            throw .malformed(decimal)
        }
        for (position, character) in unsigned.enumerated() where !(character.isASCII && character.isNumber) {
            if character == "." { continue }
            throw .invalidCharacter(character, position: position)
        }
        self.decimal = decimal
        self.currency = currency
    }
}

/// Formats fiat values: rounded half-to-even (as ICU does) to the currency's digits, grouped, with the symbol where
/// the language puts it ("$1,234.56", "US$ 1.234,56", "1.234,56 $", "$1.234,56").
public struct FiatFormatter: Sendable {
    /// The language whose separators and symbol placement are used.
    public let language: Language

    /// A formatter for `language`.
    public init(_ language: Language) { self.language = language }

    /// `amount` rounded half-to-even to its currency's digits, grouped, with the symbol where the language puts it.
    public func format(_ amount: FiatAmount) -> String {
        let negative = amount.decimal.hasPrefix("-")
        let unsigned = negative ? String(amount.decimal.dropFirst()) : amount.decimal
        var (whole, fraction) = Self.round(unsigned, fractionDigits: amount.currency.fractionDigits)
        while whole.count > 1, whole.first == "0" { whole.removeFirst() }
        let style = NumberStyle(language)
        var number = style.grouped(whole)
        if !fraction.isEmpty { number += String(style.decimalSeparator) + fraction }
        let isZero = (whole + fraction).allSatisfy { $0 == "0" }
        let sign = negative && !isZero ? "-" : ""
        let symbol = amount.currency.symbol(in: language)
        switch language {
        case .en, .tr:
            return symbol.count > 1 && symbol.allSatisfy(\.isLetter)
                ? sign + symbol + " " + number : sign + symbol + number
        case .pt: return sign + symbol + " " + number
        case .el: return sign + number + " " + symbol
        }
    }

    /// Rounds plain unsigned decimal text to `fractionDigits`, half to even, exactly on the digits.
    static func round(_ text: String, fractionDigits: Int) -> (whole: String, fraction: String) {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        if fraction.count <= fractionDigits {
            return (whole, fraction + String(repeating: "0", count: fractionDigits - fraction.count))
        }
        var digits = Array(whole + fraction.prefix(fractionDigits))
        let dropped = Array(fraction.dropFirst(fractionDigits))
        let first = dropped[0]
        let restNonZero = dropped.dropFirst().contains { $0 != "0" }
        let lastKept = digits.last.flatMap { $0.wholeNumberValue } ?? 0
        let roundUp = first > "5" || (first == "5" && (restNonZero || lastKept % 2 == 1))
        if roundUp {
            var index = digits.count - 1
            while index >= 0 {
                if digits[index] == "9" {
                    digits[index] = "0"
                    index -= 1
                } else {
                    digits[index] = Character(String(digits[index].wholeNumberValue! + 1))
                    break
                }
            }
            if index < 0 { digits.insert("1", at: 0) }
        }
        let wholeCount = digits.count - fractionDigits
        return (String(digits[..<wholeCount]), String(digits[wholeCount...]))
    }
}
