import SolanaCore

/// An amount as a view shows it and as `--json` carries it: the localized text, the exact plain decimal, the
/// integer base units and the unit.
public struct DisplayAmount: Sendable, Equatable, Encodable {
    /// In the language's separators, with the sign when it is a change ("+1.234,5").
    public let text: String
    /// Exact plain decimal, language-independent, unsigned ("1234.5").
    public let amount: String
    /// Exact integer base units (lamports for SOL).
    public let baseUnits: UInt64
    /// The unit's decimals (9 for SOL).
    public let decimals: UInt8
    /// "SOL", a token's symbol, or its shortened mint.
    public let symbol: String
    /// "+" or "-" for a change, nil for a balance or a zero change.
    public let sign: String?

    /// `baseUnits` of a unit with `decimals`, labelled `symbol`; with `isIncrease` it is a change and gets a sign.
    public init(baseUnits: UInt64, decimals: UInt8, symbol: String, isIncrease: Bool? = nil, language: Language) {
        let formatter = AmountFormatter(language)
        let sign = isIncrease.flatMap { baseUnits == 0 ? nil : ($0 ? "+" : "-") }
        self.text = (sign ?? "") + formatter.number(baseUnits, decimals: Int(decimals))
        self.amount = AmountFormatter.plain(baseUnits, decimals: Int(decimals))
        self.baseUnits = baseUnits
        self.decimals = decimals
        self.symbol = symbol
        self.sign = sign
    }

    /// Lamports as SOL.
    public static func sol(_ lamports: UInt64, isIncrease: Bool? = nil, language: Language) -> DisplayAmount {
        DisplayAmount(
            baseUnits: lamports, decimals: UInt8(Lamports.decimals), symbol: "SOL", isIncrease: isIncrease,
            language: language)
    }

    /// The text with the unit ("1,5 SOL").
    public var textWithSymbol: String { text + " " + symbol }

    enum CodingKeys: String, CodingKey { case text, amount, baseUnits, decimals, symbol, sign }

    /// The amount as `--json` carries it (docs/json-output.md): `baseUnits` as a string of decimal digits.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(amount, forKey: .amount)
        try container.encode(String(baseUnits), forKey: .baseUnits)
        try container.encode(decimals, forKey: .decimals)
        try container.encode(symbol, forKey: .symbol)
        try container.encodeIfPresent(sign, forKey: .sign)
    }
}

/// Symbols of well-known mints, for token lines until token metadata is loaded; others show their short mint.
public enum KnownTokens {
    /// Symbols of USDC, USDT and wrapped SOL on mainnet, and of devnet USDC, by mint.
    public static let symbols: [PublicKey: String] = {
        let pairs = [
            ("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", "USDC"),
            ("Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB", "USDT"),
            ("So11111111111111111111111111111111111111112", "wSOL"),
            ("4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU", "USDC-Dev"),
        ]
        var table: [PublicKey: String] = [:]
        for (mint, symbol) in pairs { if let key = try? PublicKey(mint) { table[key] = symbol } }
        return table
    }()

    /// The symbol of `mint` in `symbols`, else its short form ("EPjF…Dt1v").
    public static func label(_ mint: PublicKey, symbols: [PublicKey: String] = KnownTokens.symbols) -> String {
        symbols[mint].map(TerminalText.sanitize) ?? ShortText.address(mint)
    }
}
