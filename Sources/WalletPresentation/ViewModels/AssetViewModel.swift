import Foundation
import MarketData

/// A coin's detail screen (the market app's `DetailView` without the chart): price, the overview and additional
/// statistics grids, the description with its HTML removed, and links; localized, `Encodable` for `--json`.
public struct AssetViewModel: Sendable, Equatable, Encodable {
    /// One cell of a statistics grid.
    public struct Stat: Sendable, Equatable, Encodable {
        /// "currentPrice", "marketCap", "rank", "volume", "high24h", "low24h", "priceChange24h",
        /// "marketCapChange24h", "blockTime", "hashingAlgorithm".
        public let key: String
        public let title: String
        public let value: String
        /// The number shown (nil for text, or when missing).
        public let number: Double?
        public let change: String?
        public let changePercent: Double?
        public let trend: String?
    }

    public struct Link: Sendable, Equatable, Encodable {
        public let title: String
        public let url: String
    }

    public let language: Language
    public let id: String
    public let name: String
    public let symbol: String
    /// "Bitcoin (BTC)".
    public let heading: String
    public let currency: String
    public let price: String
    public let priceValue: Double?
    public let overviewTitle: String
    public let overview: [Stat]
    public let additionalTitle: String
    public let additional: [Stat]
    public let descriptionTitle: String
    /// `description.en` as plain text; nil when CoinGecko has none.
    public let description: String?
    public let linksTitle: String
    public let links: [Link]
    public let image: String?
    /// How old the data is, when it came from the cache.
    public let notice: MarketViewModel.Notice?

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
