/// Why a decimal amount was rejected. Amounts are parsed exactly; nothing is rounded.
public enum AmountError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is empty.
    case empty
    /// A character that is not a digit or the one decimal point (signs, exponents, commas, spaces…).
    case invalidCharacter(Character, position: Int)
    /// A decimal point without digits on both sides ("1.", ".5") or more than one point.
    case malformed(String)
    /// More fractional digits than the unit has.
    case tooManyDecimals(maximum: Int, found: Int)
    /// The amount does not fit in an unsigned 64-bit number of base units.
    case overflow(maximum: String)
    /// The unit's number of decimals is outside 0–255 (a mint stores it in one byte).
    case invalidDecimals(Int)

    /// A one-line explanation for a user, naming the offending character or limit.
    public var description: String {
        switch self {
        case .empty: return "the amount is empty"
        case .invalidCharacter(let character, let position):
            return
                "invalid character '\(character)' at position \(position) in amount (use digits and one '.', e.g. 1.5; no sign, exponent or separators)"
        case .malformed(let text): return "malformed amount '\(text)' (write it like 1.5 or 0.25)"
        case .tooManyDecimals(let maximum, let found):
            return "the amount has \(found) decimal places; at most \(maximum) are possible"
        case .overflow(let maximum): return "the amount is too large; the largest possible is \(maximum)"
        case .invalidDecimals(let decimals): return "\(decimals) decimals is not possible; a unit has 0 to 255"
        }
    }
}

/// Exact decimal text ⇄ integer base units, for SOL (9 decimals) and any token's decimals.
public enum DecimalAmount {
    /// Parses `^\d+(\.\d+)?$` into base units with `decimals` fractional digits (0–255, as a mint's u8 allows).
    ///
    /// Every step is overflow-checked: a mint may have 20 or more decimals, so neither the fraction nor the scale
    /// 10^decimals need fit in 64 bits for the amount to.
    public static func parse(_ text: String, decimals: Int) throws(AmountError) -> UInt64 {
        guard (0...255).contains(decimals) else { throw .invalidDecimals(decimals) }
        guard !text.isEmpty else { throw .empty }
        var value: UInt64 = 0
        var overflow = false
        var fractionDigits = 0
        var seenPoint = false
        var wholeDigits = 0
        for (position, character) in text.enumerated() {
            if character == "." {
                if seenPoint || wholeDigits == 0 { throw .malformed(text) }
                seenPoint = true
                continue
            }
            guard let ascii = character.asciiValue, ascii >= 48, ascii <= 57 else {
                throw .invalidCharacter(character, position: position)
            }
            if seenPoint {
                fractionDigits += 1
                // Digits beyond the precision (even zeros) are too many decimals: reported after the scan.
                if fractionDigits > decimals { continue }
            } else {
                wholeDigits += 1
            }
            // value = value * 10 + digit, over the whole and the fraction's digits alike.
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(ascii - 48))
            overflow = overflow || o1 || o2
            value = sum
        }
        if seenPoint && fractionDigits == 0 { throw .malformed(text) }
        if fractionDigits > decimals { throw .tooManyDecimals(maximum: decimals, found: fractionDigits) }
        let maximum = format(UInt64.max, decimals: decimals)
        if overflow { throw .overflow(maximum: maximum) }
        // Scale up by the fractional digits not written; a zero stays zero however large the scale.
        for _ in 0..<(decimals - fractionDigits) where value != 0 {
            let (next, o) = value.multipliedReportingOverflow(by: 10)
            if o { throw .overflow(maximum: maximum) }
            value = next
        }
        return value
    }

    /// Formats base units with `decimals` fractional digits, without trailing zeros ("1.5", "0.000000001", "12").
    public static func format(_ units: UInt64, decimals: Int, minimumFractionDigits: Int = 0) -> String {
        var digits = String(units)
        if decimals <= 0 { return digits }
        if digits.count <= decimals {
            digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
        }
        let splitIndex = digits.index(digits.endIndex, offsetBy: -decimals)
        let whole = digits[..<splitIndex]
        var fraction = Substring(digits[splitIndex...])
        while fraction.count > minimumFractionDigits, fraction.last == "0" { fraction.removeLast() }
        return fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
    }
}
