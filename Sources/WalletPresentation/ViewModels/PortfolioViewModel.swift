import Foundation
import MarketData
import Portfolio

/// The portfolio screen: the value, its 24h change and one row per asset (SOL and tokens of the wallet's accounts,
/// manual holdings) with amount, price, 24h change, value and allocation, localized; notes for what is not counted.
/// `Encodable` for `--json` (docs/json-output.md): each figure as the number it came from under its own name
/// (`value`, `price`) and as shown under a key ending in `Text` (`valueText`, `priceText`); amounts as an integer
/// string with its `decimals`.
public struct PortfolioViewModel: Sendable, Equatable, Encodable {
    /// One asset as shown: text for the table, and the numbers behind it for `--json`.
    public struct Row: Sendable, Equatable, Encodable {
        /// "sol", "token" or "manual".
        public let kind: String
        /// "solana", the mint, or the CoinGecko id.
        public let id: String
        /// The symbol ("SOL", "BTC"), or the shortened mint of an unlisted token.
        public let asset: String
        /// The coin's name ("Bitcoin"); nil when unknown.
        public let name: String?
        /// "wallet" or "manual", localized.
        public let source: String
        /// The exact amount, localized ("1.234,5").
        public let amount: String
        /// The exact amount as plain decimal text ("1234.5").
        public let amountDecimal: String
        /// The price, or "no price".
        public let price: String
        /// The price of one coin in the portfolio's currency; nil without a price.
        public let priceValue: Double?
        /// "coingecko" or "jupiter"; nil without a price.
        public let priceSource: String?
        /// Why there is no price ("no price" or the failure); nil with a price.
        public let noPriceReason: String?
        /// The price's 24h change ("1.39%"), "—" without a price, or localized "n/a" when unknown.
        public let change24h: String
        /// The price's 24h change in percent; nil without a price or when unknown.
        public let change24hPercent: Double?
        /// "up" (change ≥ 0) or "down"; nil without a price or a change.
        public let trend: String?
        /// The value, or "no price" (never 0 for an unpriced asset).
        public let value: String
        /// amount × price in the portfolio's currency; nil without a price.
        public let valueNumber: Double?
        /// The share of the value ("42.50%"), or "—".
        public let allocation: String
        /// The share of the value in percent (0–100); nil without a price or when the portfolio is worth 0.
        public let allocationPercent: Double?

        enum CodingKeys: String, CodingKey {
            case kind, id, asset = "assetText", name, source = "sourceText", amount, decimals
            case amountText, amountDecimal, price = "priceText", priceValue = "price", priceSource, noPriceReason
            case change24h = "change24hText", change24hPercent, trend, value = "valueText", valueNumber = "value"
            case allocation = "allocationText", allocationPercent
        }

        /// The row as `--json` carries it: `amount` is `amountDecimal` as an integer string with `decimals` (the
        /// fewest that state it exactly: "12.5" is "125" with 1), the localized amount is `amountText`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(id, forKey: .id)
            try container.encode(asset, forKey: .asset)
            try container.encodeIfPresent(name, forKey: .name)
            try container.encode(source, forKey: .source)
            let (units, decimals) = Self.integerAmount(amountDecimal)
            try container.encode(units, forKey: .amount)
            try container.encode(decimals, forKey: .decimals)
            try container.encode(amount, forKey: .amountText)
            try container.encode(amountDecimal, forKey: .amountDecimal)
            try container.encode(price, forKey: .price)
            try container.encodeIfPresent(priceValue, forKey: .priceValue)
            try container.encodeIfPresent(priceSource, forKey: .priceSource)
            try container.encodeIfPresent(noPriceReason, forKey: .noPriceReason)
            try container.encode(change24h, forKey: .change24h)
            try container.encodeIfPresent(change24hPercent, forKey: .change24hPercent)
            try container.encodeIfPresent(trend, forKey: .trend)
            try container.encode(value, forKey: .value)
            try container.encodeIfPresent(valueNumber, forKey: .valueNumber)
            try container.encode(allocation, forKey: .allocation)
            try container.encodeIfPresent(allocationPercent, forKey: .allocationPercent)
        }

        /// "12.50" → ("125", 1); "7" → ("7", 0): the digits without the point and leading zeros, and how many
        /// fraction digits they have (trailing zeros of the fraction dropped).
        static func integerAmount(_ decimal: String) -> (String, Int) {
            let parts = decimal.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            var fraction = parts.count > 1 ? String(parts[1]) : ""
            while fraction.hasSuffix("0") { fraction.removeLast() }
            let digits = String((String(parts.first ?? "") + fraction).drop { $0 == "0" })
            return (digits.isEmpty ? "0" : digits, fraction.count)
        }
    }

    /// The language of the screen's text.
    public let language: Language
    /// The screen's localized heading.
    public let title: String
    /// Upper-case code ("USD").
    public let currency: String
    /// Whether nothing is held at all (no wallet balance, no manual holding).
    public let isEmpty: Bool
    /// The value ("$1,234.57"), "—" for an empty portfolio, or "no price" when no holding has a price (never 0).
    public let value: String
    /// nil when no holding has a price.
    public let valueNumber: Double?
    /// The 24h change ("▲"-less text "1.39%"), or "—" when there is none (empty or worth 0): never NaN.
    public let change24h: String
    /// The value's 24h change in percent; nil when there is none.
    public let change24hPercent: Double?
    /// The value's change over 24h in the currency ("$12.30"), or "—".
    public let change24hValue: String
    /// The value's change over 24h in the currency; nil when there is none.
    public let change24hValueNumber: Double?
    /// "up" (change ≥ 0) or "down"; nil when there is no change.
    public let trend: String?
    /// One row per asset: SOL, then tokens by mint, then manual holdings by id.
    public let rows: [Row]
    /// "You haven't added any coins yet…" for an empty portfolio.
    public let placeholder: String?
    /// What the value leaves out and why (no price; balances that could not be read), and cached balances.
    public let notes: [String]
    /// Whether the value counts everything held.
    public let complete: Bool
    /// Where the coin prices came from, when cached.
    public let notice: MarketViewModel.Notice?
    /// The cluster the accounts were read on, with its badge (nil when unknown). On a test cluster the accounts'
    /// SOL and tokens carry no price and the title shows the badge.
    public let cluster: ClusterBadge?

    enum CodingKeys: String, CodingKey {
        case language, title = "titleText", currency, isEmpty, value = "valueText", valueNumber = "value"
        case change24h = "change24hText", change24hPercent, change24hValue = "change24hValueText"
        case change24hValueNumber = "change24hValue", trend, rows, placeholder = "placeholderText", notes, complete
        case notice, cluster
    }

    /// The screen of a valued portfolio.
    ///
    /// - Parameters:
    ///   - report: The valuation, with the balances and prices that could not be read.
    ///   - currency: The currency the report is valued in, for formatting money and the heading.
    ///   - language: The language of the text.
    public init(_ report: PortfolioReport, currency: FiatCurrency, language: Language) {
        let l10n = Localizer(language)
        let format = MarketNumberFormatter(language)
        let style = NumberStyle(language)
        let summary = report.summary
        let dash = "—"
        func trendOf(_ pct: Double?) -> String? { pct.map { $0 >= 0 ? "up" : "down" } }
        rows = summary.lines.enumerated().map { index, line in
            let share = summary.allocation[index]
            let asset: String
            if let symbol = line.symbol {
                asset = TerminalText.sanitize(symbol)
            } else {
                asset = ShortText.middle(line.id, head: 4, tail: 4)
            }
            let noPrice = l10n(.noPrice)
            return Row(
                kind: line.kind.rawValue, id: line.id, asset: asset, name: line.name.map(TerminalText.sanitize),
                source: l10n(line.kind == .manual ? .sourceManual : .sourceOnChain),
                amount: style.localize(decimal: line.amount), amountDecimal: line.amount,
                price: line.price.map { format.price($0, currency: currency) } ?? noPrice, priceValue: line.price,
                priceSource: line.priceSource, noPriceReason: line.noPriceReason.map(TerminalText.sanitize),
                change24h: line.price == nil ? dash : line.change24hPercent.map(format.percent) ?? l10n(.notAvailable),
                change24hPercent: line.price == nil ? nil : line.change24hPercent,
                trend: line.price == nil ? nil : trendOf(line.change24hPercent),
                value: line.value.map { format.money($0, currency: currency) } ?? noPrice, valueNumber: line.value,
                allocation: share.map(format.percent) ?? dash, allocationPercent: share)
        }
        self.language = language
        self.title = l10n(.portfolioTitle)
        self.currency = currency.code
        self.isEmpty = summary.isEmpty
        self.value =
            summary.isEmpty ? dash : summary.hasValue ? format.money(summary.value, currency: currency) : l10n(.noPrice)
        self.valueNumber = summary.hasValue ? summary.value : nil
        self.change24h = summary.change24hPercent.map(format.percent) ?? dash
        self.change24hPercent = summary.change24hPercent
        self.change24hValue = summary.change24hValue.map { format.money($0, currency: currency) } ?? dash
        self.change24hValueNumber = summary.change24hValue
        self.trend = trendOf(summary.change24hPercent)
        self.placeholder = summary.isEmpty && report.balanceErrors.isEmpty ? l10n(.portfolioEmpty) : nil
        var notes: [String] = []
        let unpriced = rows.filter { $0.valueNumber == nil }.map(\.asset)
        if !unpriced.isEmpty { notes.append(l10n(.portfolioUnpriced, unpriced.joined(separator: ", "))) }
        if let priceError = report.priceError { notes.append(TerminalText.sanitize(priceError)) }
        for (address, reason) in report.balanceErrors.sorted(by: { $0.key < $1.key }) {
            notes.append(
                l10n(
                    .portfolioBalanceMissing, ShortText.middle(address, head: 4, tail: 4),
                    TerminalText.sanitize(reason)))
        }
        for (address, age) in report.cachedBalances.sorted(by: { $0.key < $1.key }) {
            notes.append(
                l10n(
                    .portfolioBalanceCached, ShortText.middle(address, head: 4, tail: 4),
                    RelativeTimeFormatter(language).age(age)))
        }
        self.notes = notes
        self.complete = report.isComplete
        self.notice = report.priceSource.flatMap { MarketViewModel.notice($0, language: language) }
        self.cluster = ClusterBadge(report.cluster)
    }

    /// The value and its change, the asset table, the notes and the price notice.
    public func terminalText(style: TerminalStyle = .plain) -> String {
        let l10n = Localizer(language)
        var lines: [String] = [
            style.apply(.bold, to: title + " · " + currency)
                + (cluster?.text.map { " " + style.apply(.warning, to: $0) } ?? "")
        ]
        if let placeholder {
            lines.append(style.apply(.dim, to: placeholder))
            return lines.joined(separator: "\n")
        }
        let color: TextColor? = trend == "up" ? .positive : trend == "down" ? .negative : nil
        let arrow = trend == "up" ? "▲ " : trend == "down" ? "▼ " : ""
        var head = Table(columns: [.init(""), .init("", alignment: .right), .init("")])
        head.showsHeader = false
        head.append([
            Table.Cell(l10n(.tilePortfolioValue)), Table.Cell(value),
            Table.Cell(
                arrow + change24h + (change24hValueNumber == nil ? "" : " (" + change24hValue + ")"), color: color),
        ])
        lines += head.render(style: style)
        lines.append("")
        let separator = NumberStyle(language).decimalSeparator
        var table = Table(columns: [
            .init(l10n(.columnAsset)), .init(""), .init(l10n(.columnHoldings), alignment: .decimal(separator)),
            .init(l10n(.columnPrice), alignment: .right), .init(l10n(.columnChange24h), alignment: .right),
            .init(l10n(.columnValue), alignment: .right), .init(l10n(.columnAllocation), alignment: .right),
        ])
        for row in rows {
            let rowColor: TextColor? = row.trend == "up" ? .positive : row.trend == "down" ? .negative : nil
            table.append([
                Table.Cell(row.asset), Table.Cell(row.source), Table.Cell(row.amount), Table.Cell(row.price),
                Table.Cell(row.change24h, color: rowColor), Table.Cell(row.value), Table.Cell(row.allocation),
            ])
        }
        if !rows.isEmpty { lines += table.render(style: style) }
        for note in notes { lines.append(style.apply(.warning, to: note)) }
        if let notice { lines.append(style.apply(notice.offlineReason == nil ? .dim : .warning, to: notice.text)) }
        return lines.joined(separator: "\n")
    }
}
