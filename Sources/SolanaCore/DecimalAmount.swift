/// Why a decimal amount was rejected. Amounts are parsed exactly; nothing is rounded.
public enum AmountError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    /// A character that is not a digit or the one decimal point (signs, exponents, commas, spaces…).
    case invalidCharacter(Character, position: Int)
    /// A decimal point without digits on both sides ("1.", ".5") or more than one point.
    case malformed(String)
    /// More fractional digits than the unit has.
    case tooManyDecimals(maximum: Int, found: Int)
    /// The amount does not fit in an unsigned 64-bit number of base units.
    case overflow(maximum: String)

    public var description: String {
        switch self {
        case .empty: return "the amount is empty"
        case .invalidCharacter(let character, let position):
            return "invalid character '\(character)' at position \(position) in amount (use digits and one '.', e.g. 1.5; no sign, exponent or separators)"
        case .malformed(let text): return "malformed amount '\(text)' (write it like 1.5 or 0.25)"
        case .tooManyDecimals(let maximum, let found):
            return "the amount has \(found) decimal places; at most \(maximum) are possible"
        case .overflow(let maximum): return "the amount is too large; the largest possible is \(maximum)"
        }
    }
}

/// Exact decimal text ⇄ integer base units, for SOL (9 decimals) and any token's decimals.
public enum DecimalAmount {
    /// Parses `^\d+(\.\d+)?$` into base units with `decimals` fractional digits.
    public static func parse(_ text: String, decimals: Int) throws(AmountError) -> UInt64 {
        guard !text.isEmpty else { throw .empty }
        var whole: UInt64 = 0
        var fraction: UInt64 = 0
        var fractionDigits = 0
        var seenPoint = false
        var wholeDigits = 0
        var overflow = false
        for (position, character) in text.enumerated() {
            if character == "." {
                if seenPoint || wholeDigits == 0 { throw .malformed(text) }
                seenPoint = true
                continue
            }
            guard let ascii = character.asciiValue, ascii >= 48, ascii <= 57 else {
                throw .invalidCharacter(character, position: position)
            }
            let digit = UInt64(ascii - 48)
            if seenPoint {
                fractionDigits += 1
                if fractionDigits > decimals {
                    // Trailing zeros beyond the precision are still too many decimals: be strict.
                    continue
                }
                fraction = fraction * 10 + digit
            } else {
                wholeDigits += 1
                let (times10, o1) = whole.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(digit)
                overflow = overflow || o1 || o2
                whole = sum
            }
        }
        if seenPoint && fractionDigits == 0 { throw .malformed(text) }
        if fractionDigits > decimals { throw .tooManyDecimals(maximum: decimals, found: fractionDigits) }
        let maximum = format(UInt64.max, decimals: decimals)
        if overflow { throw .overflow(maximum: maximum) }
        // base = whole * 10^decimals + fraction * 10^(decimals - fractionDigits)
        var scale: UInt64 = 1
        for _ in 0..<decimals {
            let (next, o) = scale.multipliedReportingOverflow(by: 10)
            if o {
                // 10^decimals exceeds UInt64: only an amount of zero whole units with a tiny fraction can fit.
                if whole != 0 { throw .overflow(maximum: maximum) }
                return try parseHugeScale(fraction: fraction, fractionDigits: fractionDigits, decimals: decimals, maximum: maximum)
            }
            scale = next
        }
        let (wholeUnits, o1) = whole.multipliedReportingOverflow(by: scale)
        var fractionScale: UInt64 = 1
        for _ in 0..<(decimals - fractionDigits) { fractionScale *= 10 }
        let (fractionUnits, o2) = fraction.multipliedReportingOverflow(by: fractionScale)
        let (total, o3) = wholeUnits.addingReportingOverflow(fractionUnits)
        if o1 || o2 || o3 { throw .overflow(maximum: maximum) }
        return total
    }

    private static func parseHugeScale(fraction: UInt64, fractionDigits: Int, decimals: Int, maximum: String) throws(AmountError) -> UInt64 {
        var value = fraction
        for _ in 0..<(decimals - fractionDigits) {
            let (next, o) = value.multipliedReportingOverflow(by: 10)
            if o { throw .overflow(maximum: maximum) }
            value = next
        }
        return value
    }

    /// Formats base units with `decimals` fractional digits, without trailing zeros ("1.5", "0.000000001", "12").
    public static func format(_ units: UInt64, decimals: Int, minimumFractionDigits: Int = 0) -> String {
        var digits = String(units)
        if decimals == 0 { return digits }
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
