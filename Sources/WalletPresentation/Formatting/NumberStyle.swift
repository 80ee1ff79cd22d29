/// How a language writes numbers: the decimal separator and the thousands separator (groups of three).
///
/// Written out per language rather than read from `Locale`: the deployment has only the C/POSIX locales, and the
/// output must not change with what a machine has installed.
public struct NumberStyle: Sendable, Equatable {
    /// The character between the whole part and the fraction ("." or ",").
    public let decimalSeparator: Character
    /// The character between groups of three digits ("," or "." or a space).
    public let groupingSeparator: Character

    /// A style with the given separators.
    public init(decimalSeparator: Character, groupingSeparator: Character) {
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
    }

    /// English "1,234,567.89"; Portuguese (Brazil), Greek and Turkish "1.234.567,89" (CLDR).
    public init(_ language: Language) {
        switch language {
        case .en: self.init(decimalSeparator: ".", groupingSeparator: ",")
        case .pt, .el, .tr: self.init(decimalSeparator: ",", groupingSeparator: ".")
        }
    }

    /// ASCII digits with a separator every three from the right ("1234567" → "1.234.567").
    public func grouped(_ digits: String) -> String {
        guard digits.count > 3 else { return digits }
        var result = ""
        result.reserveCapacity(digits.count + digits.count / 3)
        let leading = digits.count % 3
        for (index, digit) in digits.enumerated() {
            if index > 0, (index - leading) % 3 == 0 { result.append(groupingSeparator) }
            result.append(digit)
        }
        return result
    }

    /// Plain decimal text ("1234.5", as `DecimalAmount.format` writes it) in this style ("1.234,5"), exactly.
    public func localize(decimal text: String, grouping: Bool = true) -> String {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = grouping ? grouped(String(parts[0])) : String(parts[0])
        guard parts.count == 2 else { return whole }
        return whole + String(decimalSeparator) + parts[1]
    }

    /// An amount as a user of this style typed it, as the plain decimal text the SDK's parsers read: where the
    /// decimal separator is a comma, "0,5" becomes "0.5" (one comma, no point, digits around it). Anything else comes
    /// back unchanged: a point is a decimal point in every language (scripts write "0.5"), and what is not a number
    /// is left for the parser to refuse with its reason.
    public func typedAmount(_ text: String) -> String {
        guard decimalSeparator == ",", !text.contains("."), text.filter({ $0 == "," }).count == 1 else { return text }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return text }
        return parts.joined(separator: ".")
    }

    /// An integer, grouped ("12,345").
    public func integer<T: BinaryInteger>(_ value: T) -> String {
        (value < 0 ? "-" : "") + grouped(String(value.magnitude))
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
