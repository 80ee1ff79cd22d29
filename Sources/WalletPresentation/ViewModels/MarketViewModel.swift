import Foundation
import MarketData

/// The market app's home screen (four stat tiles and the coin list), localized, for the CLI and the dashboard;
/// `Encodable` for `--json` (docs/json-output.md): each figure as the number it came from under its own name
/// (`price`, `marketCap`) and as shown under a key ending in `Text` (`priceText`, `marketCapText`).
public struct MarketViewModel: Sendable, Equatable, Encodable {
    /// A stat tile: title, value, and the optional 24h change badge (▲ green when ≥ 0, ▼ red below).
    public struct Tile: Sendable, Equatable, Encodable {
        /// "marketCap", "volume24h", "btcDominance", "portfolioValue".
        public let key: String
        /// The localized tile title ("Market Cap").
        public let title: String
        /// The figure as shown ("$2.34T", "54.20%"), or "n/a".
        public let value: String
        /// The figure as a number, nil when missing.
        public let number: Double?
        /// The 24-hour change as a localized percentage, when the tile has one.
        public let change: String?
        /// The 24-hour change in percent, as a number.
        public let changePercent: Double?
        /// "up", "down", or nil without a change.
        public let trend: String?

        enum CodingKeys: String, CodingKey {
            case key, title = "titleText", value = "valueText", number = "value", change = "changeText"
            case changePercent, trend
        }
    }

    /// One coin row.
    public struct Row: Sendable, Equatable, Encodable {
        /// The market cap rank, nil when CoinGecko gives none.
        public let rank: Int?
        /// The rank as shown, "—" without one.
        public let rankText: String
        /// The coin's CoinGecko id ("bitcoin").
        public let id: String
        /// Upper case ("BTC").
        public let symbol: String
        /// The coin's name.
        public let name: String
        /// The price as shown ("$58,908.00").
        public let price: String
        /// The price as a number.
        public let priceValue: Double
        /// The 24-hour change as a localized percentage, or "n/a".
        public let change24h: String
        /// The 24-hour change in percent, nil when missing.
        public let change24hPercent: Double?
        /// "up", "down", or nil without a change.
        public let trend: String?
        /// The market cap as shown, abbreviated ("$1.16T"), or "n/a".
        public let marketCap: String
        /// The market cap as a number, nil when missing.
        public let marketCapValue: Double?
        /// The URL of the coin's image.
        public let image: String
        /// The 7-day sparkline's prices, oldest first (no timestamps, as CoinGecko sends it).
        public let sparkline7d: [Double]

        enum CodingKeys: String, CodingKey {
            case rank, rankText, id, symbol, name, price = "priceText", priceValue = "price"
            case change24h = "change24hText", change24hPercent, trend, marketCap = "marketCapText"
            case marketCapValue = "marketCap", image, sparkline7d
        }
    }

    /// Why (and how old) the data shown is cached.
    public struct Notice: Sendable, Equatable, Encodable {
        /// "Prices from CoinGecko, updated 5 minutes ago", or the offline notice with the age and the reason.
        public let text: String
        /// The age of the data in whole seconds.
        public let ageSeconds: Int
        /// Set when the service failed and the cached answer stands in.
        public let offlineReason: String?
    }

    /// The language the texts are in.
    public let language: Language
    /// "Market" in the language.
    public let title: String
    /// Upper-case code ("USD").
    public let currency: String
    /// The sort order's name (`MarketSort.rawValue`: "rank", "price-desc", …).
    public let sort: String
    /// The search text the list is filtered by; nil without one.
    public let search: String?
    /// Market cap, 24-hour volume, BTC dominance and, with holdings, the portfolio value.
    public let tiles: [Tile]
    /// The coins shown, filtered and sorted.
    public let rows: [Row]
    /// "250 coins".
    public let countText: String
    /// "No coins match “x”" when the search leaves nothing.
    public let placeholder: String?
    /// How old the list is, and whether it is shown because the service failed.
    public let notice: Notice?
    /// Why the tiles' figures are missing (the `/global` request failed and nothing was cached).
    public let tilesError: String?

    enum CodingKeys: String, CodingKey {
        case language, title = "titleText", currency, sort, search, tiles, rows, count, countText
        case placeholder = "placeholderText", notice, tilesError
    }

    /// The screen as `--json` carries it: the fields under the keys of docs/json-output.md, with `count` (the number
    /// of rows) beside `countText`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(language, forKey: .language)
        try container.encode(title, forKey: .title)
        try container.encode(currency, forKey: .currency)
        try container.encode(sort, forKey: .sort)
        try container.encodeIfPresent(search, forKey: .search)
        try container.encode(tiles, forKey: .tiles)
        try container.encode(rows, forKey: .rows)
        try container.encode(rows.count, forKey: .count)
        try container.encode(countText, forKey: .countText)
        try container.encodeIfPresent(placeholder, forKey: .placeholder)
        try container.encodeIfPresent(notice, forKey: .notice)
        try container.encodeIfPresent(tilesError, forKey: .tilesError)
    }

    /// Builds the screen from the loaded list and global figures.
    /// - Parameters:
    ///   - coins: the `/coins/markets` list as loaded (fresh, or cached with its age).
    ///   - global: the `/global` figures for the tiles, when loaded.
    ///   - globalError: why `/global` could not be loaded, when it could not.
    ///   - currency: the currency the prices are in.
    ///   - sort: the list's order.
    ///   - search: keeps the coins whose name, symbol or id contains it (case-insensitive), when given.
    ///   - holdings: coin id → quantity, for the portfolio tile and the holdings sort (empty: no portfolio).
    ///   - language: the language of the labels and numbers.
    public init(
        coins: Loaded<[MarketCoin]>, global: Loaded<GlobalMarket>?, globalError: String? = nil,
        currency: FiatCurrency, sort: MarketSort = .rank, search: String? = nil,
        holdings: [String: Double] = [:], language: Language
    ) {
        let l10n = Localizer(language)
        let format = MarketNumberFormatter(language)
        let code = currency.code.lowercased()
        let numbers = MarketScreen.tiles(global?.value, currency: code, coins: coins.value, holdings: holdings)
        func badge(_ pct: Double?) -> (String?, String?) {
            guard let pct, pct.isFinite else { return (nil, nil) }
            return (format.percent(pct), pct >= 0 ? "up" : "down")
        }
        let na = l10n(.notAvailable)
        let (capChange, capTrend) = badge(numbers.marketCapChange24h)
        let (portfolioChange, portfolioTrend) = badge(numbers.portfolioChange24h)
        tiles = [
            Tile(
                key: "marketCap", title: l10n(.tileMarketCap),
                value: numbers.marketCap.map { format.currencyAbbreviated($0, currency: currency) } ?? na,
                number: numbers.marketCap, change: capChange, changePercent: numbers.marketCapChange24h,
                trend: capTrend),
            Tile(
                key: "volume24h", title: l10n(.tileVolume24h),
                value: numbers.volume24h.map { format.currencyAbbreviated($0, currency: currency) } ?? na,
                number: numbers.volume24h, change: nil, changePercent: nil, trend: nil),
            Tile(
                key: "btcDominance", title: l10n(.tileBTCDominance),
                value: numbers.btcDominance.map { format.percent($0) } ?? na, number: numbers.btcDominance,
                change: nil, changePercent: nil, trend: nil),
            Tile(
                key: "portfolioValue", title: l10n(.tilePortfolioValue),
                value: format.money(numbers.portfolioValue, currency: currency), number: numbers.portfolioValue,
                change: portfolioChange ?? "—", changePercent: numbers.portfolioChange24h, trend: portfolioTrend),
        ]
        let shown = MarketScreen.sort(
            MarketScreen.filter(coins.value, search: search), by: sort, holdings: holdings)
        rows = shown.map { coin in
            let change = coin.change24hPercent
            let (changeText, trend) = badge(change)
            return Row(
                rank: coin.marketCapRank, rankText: coin.marketCapRank.map { String($0) } ?? "—", id: coin.id,
                symbol: coin.symbol.uppercased(), name: coin.name,
                price: format.price(coin.currentPrice, currency: currency), priceValue: coin.currentPrice,
                change24h: changeText ?? na, change24hPercent: change, trend: trend,
                marketCap: coin.marketCap.map { format.currencyAbbreviated($0, currency: currency) } ?? na,
                marketCapValue: coin.marketCap, image: coin.image, sparkline7d: coin.sparkline7d ?? [])
        }
        self.language = language
        self.title = l10n(.marketTitle)
        self.currency = currency.code
        self.sort = sort.rawValue
        self.search = search.flatMap { $0.isEmpty ? nil : $0 }
        self.countText = l10n.count(.coinCountOne, .coinCountOther, rows.count)
        self.placeholder = rows.isEmpty ? l10n(.noCoinsMatch, TerminalText.sanitize(search ?? "")) : nil
        self.notice = Self.notice(coins.source, language: language)
        self.tilesError = globalError
    }

    /// "Prices from CoinGecko, updated 5 minutes ago", or the offline notice with the age and the reason.
    static func notice(_ source: MarketSource, language: Language) -> Notice? {
        let l10n = Localizer(language)
        switch source {
        case .remote: return nil
        case .fresh(let age):
            return Notice(
                text: l10n(.updatedAgo, RelativeTimeFormatter(language).age(age)), ageSeconds: Self.seconds(age),
                offlineReason: nil)
        case .offline(let age, let reason):
            let clean = TerminalText.sanitize(reason)
            return Notice(
                text: l10n(.cachedNotice, RelativeTimeFormatter(language).age(age), clean),
                ageSeconds: Self.seconds(age), offlineReason: clean)
        }
    }

    static func seconds(_ age: TimeInterval) -> Int { age.isFinite ? Int(max(0, min(age, 1e15))) : 0 }

    /// The tiles, one per line ("Market Cap  $2.52T  ▼ -10.37%"), then the coin table, the count and the notice.
    public func terminalText(style: TerminalStyle = .plain) -> String {
        let l10n = Localizer(language)
        var lines: [String] = [style.apply(.bold, to: title + " · " + currency)]
        var tileTable = Table(columns: [.init(""), .init("", alignment: .right), .init("")])
        tileTable.showsHeader = false
        for tile in tiles {
            let badge = tile.change.map { change in
                Table.Cell(
                    (tile.trend == "up" ? "▲ " : tile.trend == "down" ? "▼ " : "") + change,
                    color: tile.trend == "up" ? .positive : tile.trend == "down" ? .negative : nil)
            }
            tileTable.append([Table.Cell(tile.title), Table.Cell(tile.value), badge ?? ""])
        }
        lines += tileTable.render(style: style)
        if let tilesError { lines.append(style.apply(.warning, to: tilesError)) }
        lines.append("")
        let separator = NumberStyle(language).decimalSeparator
        var table = Table(columns: [
            .init(l10n(.columnRank), alignment: .right), .init(l10n(.columnCoin)),
            .init(l10n(.columnName), maxWidth: 24), .init(l10n(.columnPrice), alignment: .right),
            .init(l10n(.columnChange24h), alignment: .decimal(separator)),
            .init(l10n(.columnMarketCap), alignment: .right),
        ])
        for row in rows {
            table.append([
                Table.Cell(row.rankText), Table.Cell(row.symbol), Table.Cell(TerminalText.sanitize(row.name)),
                Table.Cell(row.price),
                Table.Cell(row.change24h, color: row.trend == "up" ? .positive : row.trend == "down" ? .negative : nil),
                Table.Cell(row.marketCap),
            ])
        }
        if !rows.isEmpty { lines += table.render(style: style) }
        if let placeholder { lines.append(style.apply(.dim, to: placeholder)) }
        lines.append(style.apply(.dim, to: countText))
        if let notice {
            lines.append(style.apply(notice.offlineReason == nil ? .dim : .warning, to: notice.text))
        }
        return lines.joined(separator: "\n")
    }
}
