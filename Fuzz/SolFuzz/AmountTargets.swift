import Foundation
import SolanaCore

let amountTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "decimal-amount", maxLen: 128,
        summary:
            "DecimalAmount.parse / Lamports(sol:) / TokenAmount: format∘parse is the normalised text, parse∘format = value (byte 0: decimals)",
        run: fuzzDecimalAmount)
]

/// `^\d+(\.\d+)?$` without leading zeros (one kept) and without trailing fractional zeros.
func normalisedAmount(_ text: String) -> String {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    var whole = String(parts[0].drop { $0 == "0" })
    if whole.isEmpty { whole = "0" }
    guard parts.count == 2 else { return whole }
    var fraction = String(parts[1])
    while fraction.last == "0" { fraction.removeLast() }
    return fraction.isEmpty ? whole : whole + "." + fraction
}

func fuzzDecimalAmount(_ input: [UInt8]) {
    var reader = InputReader(input)
    let decimals = reader.byte()
    let text = String(decoding: reader.rest, as: UTF8.self)
    let parsed: UInt64
    do throws(AmountError) { parsed = try DecimalAmount.parse(text, decimals: Int(decimals)) } catch {
        _ = error.description
        check(
            (try? TokenAmount(text, decimals: decimals)) == nil,
            "TokenAmount accepted what DecimalAmount refuses: \(text.debugDescription)")
        if decimals == 9 {
            check((try? Lamports.parse(sol: text)) == nil, "Lamports.parse accepted \(text.debugDescription)")
        }
        return
    }
    let formatted = DecimalAmount.format(parsed, decimals: Int(decimals))
    check(formatted == normalisedAmount(text), "format(parse(\(text.debugDescription))) = \(formatted)")
    check(
        (try? DecimalAmount.parse(formatted, decimals: Int(decimals))) == parsed, "parse(format(\(parsed))) ≠ \(parsed)"
    )
    let token = try? TokenAmount(text, decimals: decimals)
    check(
        token?.baseUnits == parsed && token?.decimalString == formatted,
        "TokenAmount disagrees for \(text.debugDescription)")
    if decimals == 9 {
        let lamports = try? Lamports.parse(sol: text)
        check(
            lamports == parsed && lamports.map(Lamports.format) == formatted,
            "Lamports disagrees for \(text.debugDescription)")
    }
    // Any value formats and parses back, with padding to a minimum of fractional digits too.
    let padded = DecimalAmount.format(parsed, decimals: Int(decimals), minimumFractionDigits: Int(decimals))
    check(
        (try? DecimalAmount.parse(padded, decimals: Int(decimals))) == parsed,
        "the padded form \(padded) does not parse back")
}
