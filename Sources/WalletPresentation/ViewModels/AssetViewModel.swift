import Foundation
import MarketData

/// A coin's detail screen (the market app's `DetailView` without the chart): price, the overview and additional
/// statistics grids, the description with its HTML removed, and links; localized, `Encodable` for `--json` (docs/json-output.md: figures as numbers under their own names, as
/// shown under keys ending in `Text`).
public struct AssetViewModel: Sendable, Equatable, Encodable {
    /// One cell of a statistics grid.
    public struct Stat: Sendable, Equatable, Encodable {
        /// "currentPrice", "marketCap", "rank", "volume", "high24h", "low24h", "priceChange24h",
        /// "marketCapChange24h", "blockTime", "hashingAlgorithm".
        public let key: String
        /// The localized label ("Current Price", "Preço atual").
        public let title: String
        /// The value as shown (a price, an abbreviated amount, a count), or "n/a" when missing.
        public let value: String
        /// The number shown (nil for text, or when missing).
        public let number: Double?
        /// The 24-hour change as a localized percentage ("1.39%"), when the statistic has one.
        public let change: String?
        /// The 24-hour change in percent, as a number.
        public let changePercent: Double?
        /// "up" or "down" with a change; nil without one.
        public let trend: String?

        enum CodingKeys: String, CodingKey {
            case key, title = "titleText", value = "valueText", number = "value", change = "changeText"
            case changePercent, trend
        }
    }

    /// A link of the coin (website, Reddit, explorer, GitHub).
    public struct Link: Sendable, Equatable, Encodable {
        /// The localized link name ("Website").
        public let title: String
        /// The URL, control characters replaced.
        public let url: String

        enum CodingKeys: String, CodingKey { case title = "titleText", url }
    }

    /// The language the texts are in.
    public let language: Language
    /// The coin's CoinGecko id ("bitcoin").
    public let id: String
    /// The coin's name ("Bitcoin").
    public let name: String
    /// The coin's symbol, upper case ("BTC").
    public let symbol: String
    /// "Bitcoin (BTC)".
    public let heading: String
    /// The fiat currency's ISO 4217 code ("USD").
    public let currency: String
    /// The price as shown ("$58,908.00"), or "n/a".
    public let price: String
    /// The price as a number, nil when CoinGecko has none in the currency.
    public let priceValue: Double?
    /// "Overview" in the language.
    public let overviewTitle: String
    /// Current price, market cap, rank and volume.
    public let overview: [Stat]
    /// "Additional Details" in the language.
    public let additionalTitle: String
    /// 24-hour high and low, price and market cap changes, block time, hashing algorithm.
    public let additional: [Stat]
    /// "Description" in the language.
    public let descriptionTitle: String
    /// `description.en` as plain text; nil when CoinGecko has none.
    public let description: String?
    /// "Links" in the language.
    public let linksTitle: String
    /// The coin's links that CoinGecko lists: website, Reddit, explorer, GitHub (first of each).
    public let links: [Link]
    /// The URL of the coin's image (the largest CoinGecko gives), nil when there is none.
    public let image: String?
    /// How old the data is, when it came from the cache.
    public let notice: MarketViewModel.Notice?

    enum CodingKeys: String, CodingKey {
        case language, id, name, symbol, heading = "headingText", currency, price = "priceText"
        case priceValue = "price", overviewTitle = "overviewTitleText", overview
        case additionalTitle = "additionalTitleText", additional, descriptionTitle = "descriptionTitleText"
        case description, linksTitle = "linksTitleText", links, image, notice
    }

    /// The detail screen of a loaded coin, prices in `currency`, texts in `language`.
    public init(_ loaded: Loaded<CoinDetail>, currency: FiatCurrency, language: Language) {
        let coin = loaded.value
        let l10n = Localizer(language)
        let format = MarketNumberFormatter(language)
        let na = l10n(.notAvailable)
        let code = currency.code.lowercased()
        let figures = coin.marketData
        func badge(_ pct: Double?) -> (String?, String?) {
            guard let pct, pct.isFinite else { return (nil, nil) }
            return (format.percent(pct), pct >= 0 ? "up" : "down")
        }
        func stat(_ key: String, _ title: L10nKey, _ value: String, _ number: Double?, change: Double? = nil) -> Stat {
            let (text, trend) = badge(change)
            return Stat(
                key: key, title: l10n(title), value: value, number: number, change: text, changePercent: change,
                trend: trend)
        }
        let price = figures?.currentPrice[code]
        let priceChangePct =
            figures?.priceChangePercentage24hInCurrency[code]
            ?? (code == "usd" ? figures?.priceChangePercentage24h : nil)
        let cap = figures?.marketCap[code]
        let capChangePct =
            figures?.marketCapChangePercentage24hInCurrency[code]
            ?? (code == "usd" ? figures?.marketCapChangePercentage24h : nil)
        let volume = figures?.totalVolume[code]
        let high = figures?.high24h[code]
        let low = figures?.low24h[code]
        let priceChange = figures?.priceChange24hInCurrency[code]
        let capChange = figures?.marketCapChange24hInCurrency[code]
        func priceText(_ value: Double?) -> String { value.map { format.price($0, currency: currency) } ?? na }
        func abbreviatedText(_ value: Double?) -> String {
            value.map { format.currencyAbbreviated($0, currency: currency) } ?? na
        }
        overview = [
            stat("currentPrice", .statCurrentPrice, priceText(price), price, change: priceChangePct),
            stat("marketCap", .statMarketCap, abbreviatedText(cap), cap, change: capChangePct),
            stat("rank", .statRank, coin.marketCapRank.map { String($0) } ?? na, coin.marketCapRank.map(Double.init)),
            stat("volume", .statVolume, abbreviatedText(volume), volume),
        ]
        let blockTime = coin.blockTimeInMinutes.flatMap { $0 > 0 ? $0 : nil }
        additional = [
            stat("high24h", .stat24hHigh, priceText(high), high),
            stat("low24h", .stat24hLow, priceText(low), low),
            stat("priceChange24h", .stat24hPriceChange, priceText(priceChange), priceChange, change: priceChangePct),
            stat(
                "marketCapChange24h", .stat24hMarketCapChange, abbreviatedText(capChange), capChange,
                change: capChangePct),
            stat(
                "blockTime", .statBlockTime, blockTime.map { l10n.count(.minutesOne, .minutesOther, $0) } ?? na,
                blockTime.map(Double.init)),
            stat(
                "hashingAlgorithm", .statHashingAlgorithm,
                coin.hashingAlgorithm.flatMap { $0.isEmpty ? nil : TerminalText.sanitize($0) } ?? na, nil),
        ]
        var links: [Link] = []
        if let home = coin.links.homepage.first { links.append(Link(title: l10n(.linkWebsite), url: home)) }
        if let reddit = coin.links.subredditURL { links.append(Link(title: l10n(.linkReddit), url: reddit)) }
        if let explorer = coin.links.blockchainSite.first {
            links.append(Link(title: l10n(.linkExplorer), url: explorer))
        }
        if let github = coin.links.github.first { links.append(Link(title: l10n(.linkGitHub), url: github)) }
        self.links = links.map { Link(title: $0.title, url: TerminalText.sanitize($0.url)) }
        let plain = coin.descriptionHTML.map(HTMLText.plain)
        self.description = plain.flatMap { $0.isEmpty ? nil : $0 }
        self.language = language
        self.id = coin.id
        self.name = coin.name
        self.symbol = coin.symbol.uppercased()
        self.heading = l10n(.assetHeading, TerminalText.sanitize(coin.name), TerminalText.sanitize(self.symbol))
        self.currency = currency.code
        self.price = priceText(price)
        self.priceValue = price
        self.overviewTitle = l10n(.assetOverview)
        self.additionalTitle = l10n(.assetAdditional)
        self.descriptionTitle = l10n(.assetDescription)
        self.linksTitle = l10n(.assetLinks)
        self.image = coin.image?.large ?? coin.image?.small ?? coin.image?.thumb
        self.notice = MarketViewModel.notice(loaded.source, language: language)
    }

    /// Heading and price, the two grids, the description (each line sanitized) and the links.
    public func terminalText(style: TerminalStyle = .plain) -> String {
        var lines: [String] = []
        let priceBadge = overview.first.flatMap { stat in
            stat.change.map { style.apply(stat.trend == "up" ? .positive : .negative, to: arrow(stat.trend) + $0) }
        }
        lines.append(style.apply(.bold, to: heading) + "  " + price + (priceBadge.map { "  " + $0 } ?? ""))
        for (title, stats) in [(overviewTitle, overview), (additionalTitle, additional)] {
            lines.append("")
            lines.append(style.apply(.bold, to: title))
            var table = Table(columns: [.init(""), .init("", alignment: .right), .init("")])
            table.showsHeader = false
            for stat in stats {
                let badge = stat.change.map {
                    Table.Cell(arrow(stat.trend) + $0, color: stat.trend == "up" ? .positive : .negative)
                }
                table.append([Table.Cell(stat.title), Table.Cell(stat.value), badge ?? ""])
            }
            lines += table.render(style: style).map { "  " + $0 }
        }
        if let description {
            lines.append("")
            lines.append(style.apply(.bold, to: descriptionTitle))
            for line in description.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(TerminalText.sanitize(String(line)))
            }
        }
        if !links.isEmpty {
            lines.append("")
            lines.append(style.apply(.bold, to: linksTitle))
            for link in links { lines.append("  " + link.title + ": " + link.url) }
        }
        if let notice {
            lines.append("")
            lines.append(style.apply(notice.offlineReason == nil ? .dim : .warning, to: notice.text))
        }
        return lines.joined(separator: "\n")
    }

    private func arrow(_ trend: String?) -> String { trend == "up" ? "▲ " : trend == "down" ? "▼ " : "" }
}
