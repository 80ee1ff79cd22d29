import Foundation
import Hummingbird
import MarketData
import Portfolio
import SolanaCore
import SolanaWallet
import WalletPresentation

extension Dashboard {
    func marketLoader(_ context: PageContext) throws -> CachedMarketLoader {
        guard let market = services.market else {
            throw PageFailure(
                template: "message", title: text("market", context), status: 503,
                message: services.marketError ?? "No price service is configured.")
        }
        return market
    }

    /// "Prices from 5 min ago (offline: …)" for an answer from the cache.
    func staleNotice(_ notice: MarketViewModel.Notice?) -> String? { notice?.text }

    func market(_ context: PageContext) async throws -> Response {
        let loader = try marketLoader(context)
        let currency = currency()
        let code = currency.code.lowercased()
        let sort = context.query["sort"].flatMap(MarketSort.init(rawValue:)) ?? .rank
        let search = context.query["q"].map { String($0.prefix(50)) }
        let language = context.language
        let content: (title: String, body: String)
        do {
            // The market template has no form that posts (no CSRF token in it): one rendering serves every session.
            content = try await marketPages.value(for: "\(code)|\(language.rawValue)|\(sort.rawValue)|\(search ?? "")")
            {
                let coins = try await self.marketMemo.markets(currency: code, loader: loader)
                let global = try? await loader.global()
                let view = MarketViewModel(
                    coins: coins, global: global, currency: currency, sort: sort, search: search, language: language)
                // The "Portfolio Value" tile is the Portfolio page's value (every account and the manual holdings).
                let portfolio = try? await self.portfolioReport(currency: currency, loader: loader)
                let values = self.marketValues(
                    view, sort: sort, search: search, context,
                    portfolio: portfolio.map { PortfolioViewModel($0, currency: currency, language: language) })
                return (view.title, self.render("market", values, context))
            }
        } catch {
            let view = explain(error, context)
            throw PageFailure(
                template: "message", title: text("market", context), status: 502, message: view.line,
                detail: view.detail)
        }
        return page("market", title: content.title, context, rendered: content.body)
    }

    func marketValues(
        _ view: MarketViewModel, sort: MarketSort, search: String?, _ context: PageContext,
        portfolio: PortfolioViewModel? = nil
    ) -> [String: any Sendable] {
        let sorts: [[String: any Sendable]] = MarketSort.allCases.map {
            ["value": $0.rawValue, "name": sortName($0, context), "selected": $0 == sort]
        }
        var values: [String: any Sendable] = [
            "rows": view.rows.map { row -> [String: any Sendable] in
                var values: [String: any Sendable] = [
                    "rankText": row.rankText, "id": row.id, "name": row.name, "symbol": row.symbol,
                    "price": row.price, "change24h": row.change24h, "trend": row.trend ?? "",
                    "marketCap": row.marketCap,
                ]
                // The coin's logo through the dashboard's image proxy (/img/ID): the browser never asks its host.
                if let logo = imageLink(row.image) { values["logo"] = logo }
                return values
            },
            "tiles": (portfolio.map(view.tiles(with:)) ?? view.tiles).map {
                ["title": $0.title, "value": $0.value, "change": $0.change ?? ""] as [String: any Sendable]
            },
            "hasTiles": !view.tiles.isEmpty, "countText": view.countText, "placeholder": view.placeholder ?? "",
            "q": search ?? "", "sorts": sorts,
        ]
        if let stale = staleNotice(view.notice) { values["stale"] = stale }
        return values
    }

    /// "Rank ↑", "Price ↓"… in the page's language.
    func sortName(_ sort: MarketSort, _ context: PageContext) -> String {
        switch sort {
        case .rank: return text("rank", context) + " ↑"
        case .rankDesc: return text("rank", context) + " ↓"
        case .price: return text("price", context) + " ↑"
        case .priceDesc: return text("price", context) + " ↓"
        case .holdings: return text("holdings", context) + " ↑"
        case .holdingsDesc: return text("holdings", context) + " ↓"
        }
    }

    func asset(_ id: String, _ context: PageContext) async throws -> Response {
        let loader = try marketLoader(context)
        let coinID = id.lowercased()
        do { try CoinGeckoEndpoint.coin(id: coinID).validate() } catch {
            let view = explain(error, context)
            throw PageFailure(template: "message", title: "400", status: 400, message: view.line, detail: view.detail)
        }
        let currency = currency()
        async let detail = Self.result { () async throws(MarketDataError) in try await loader.coin(id: coinID) }
        async let chart = Self.result { () async throws(MarketDataError) in
            try await loader.marketChart(id: coinID, currency: currency.code.lowercased(), days: 30)
        }
        let loaded: Loaded<CoinDetail>
        switch await detail {
        case .success(let value): loaded = value
        case .failure(let error):
            let view = explain(error, context)
            if case .coinNotFound = error {
                throw PageFailure(
                    template: "message", title: "404", status: 404, message: view.line, detail: view.detail)
            }
            throw PageFailure(
                template: "message", title: text("market", context), status: 502, message: view.line,
                detail: view.detail)
        }
        let view = AssetViewModel(loaded, currency: currency, language: context.language)
        var values: [String: any Sendable] = [
            "price": view.price, "overviewTitle": view.overviewTitle,
            "overview": view.overview.map {
                ["title": $0.title, "value": $0.value, "change": $0.change ?? ""] as [String: any Sendable]
            },
            "descriptionTitle": view.descriptionTitle,
        ]
        if let description = view.description, !description.isEmpty {
            values["description"] = String(description.prefix(2_000))
        }
        if let stale = staleNotice(view.notice) { values["stale"] = stale }
        // The coin's logo through the image proxy (/img/ID), as on the market list.
        if let image = loaded.value.image, let url = image.small ?? image.thumb ?? image.large,
            let logo = imageLink(url)
        {
            values["logo"] = logo
        }
        switch await chart {
        case .success(let series):
            let points = series.value.prices
            let trend = try? TrendLine.compute(points)
            do {
                values["chart"] = Self.inlineSVG(
                    try ChartImage.svg(points, trend: trend, currency: currency.symbol(in: context.language)))
            } catch {
                let view = explain(error, context)
                values["chartError"] = view.line
                values["chartErrorDetail"] = view.detail
            }
        case .failure(let error):
            let view = explain(error, context)
            values["chartError"] = view.line
            values["chartErrorDetail"] = view.detail
        }
        return page("asset", title: view.heading, context, values: values)
    }

    static func result<T: Sendable>(_ body: () async throws(MarketDataError) -> T) async -> Result<T, MarketDataError> {
        do { return .success(try await body()) } catch { return .failure(error) }
    }

    /// The portfolio of every account of every wallet and the manual holdings, valued in `currency`.
    func portfolioReport(
        currency: FiatCurrency, loader: CachedMarketLoader, store: SQLitePortfolioStore? = nil
    ) async throws -> PortfolioReport {
        let store = try store ?? SQLitePortfolioStore(path: services.paths.databasePath)
        let addresses = try summaries().flatMap { $0.accounts.map(\.address) }
        let client = try client()
        let balances = CachedBalanceLoader(client: client, database: services.database)
        let portfolio = PortfolioLoader(balances: balances, store: store, market: loader, jupiter: services.jupiter)
        return try await portfolio.load(addresses: addresses, currency: currency.code.lowercased())
    }

    func portfolio(_ context: PageContext) async throws -> Response {
        let loader = try marketLoader(context)
        let currency = currency()
        let store: SQLitePortfolioStore
        do { store = try SQLitePortfolioStore(path: services.paths.databasePath) } catch {
            let view = explain(error, context)
            throw PageFailure(
                template: "message", title: text("portfolio", context), status: 500, message: view.line,
                detail: view.detail)
        }
        let report: PortfolioReport
        do { report = try await portfolioReport(currency: currency, loader: loader, store: store) } catch {
            let view = explain(error, context)
            throw PageFailure(
                template: "message", title: text("portfolio", context), status: 502, message: view.line,
                detail: view.detail)
        }
        if let snapshot = report.snapshot { try? store.append(snapshot) }
        let view = PortfolioViewModel(report, currency: currency, language: context.language)
        var values: [String: any Sendable] = [
            "value": view.value, "change": view.change24h, "trend": view.trend ?? "", "notes": view.notes,
            "placeholder": view.placeholder ?? "",
            "rows": view.rows.map { row -> [String: any Sendable] in
                [
                    "asset": row.asset, "amount": row.amount, "price": row.price, "value": row.value,
                    "allocation": row.allocation,
                    "percent": String(format: "%.1f", max(0, min(100, row.allocationPercent ?? 0))),
                ]
            },
        ]
        let snapshots =
            (try? store.snapshots(currency: currency.code.lowercased(), limit: 1_000))?.filter(\.complete) ?? []
        if snapshots.count >= 2 {
            let points = snapshots.map {
                PricePoint(
                    time: Int64(($0.takenAt.timeIntervalSince1970 * 1000).rounded()),
                    price: Double($0.valueMicros) / 1e6)
            }
            if let svg = try? ChartImage.svg(points, currency: currency.symbol(in: context.language)) {
                values["chart"] = Self.inlineSVG(svg)
            }
        }
        return page("portfolio", title: view.title, context, values: values)
    }

    // MARK: News

    /// The news screen: the feed `solwallet news` shows (its URL chosen by `WalletSettings.newsURL`), through the same
    /// cache, as `NewsViewModel` renders it.
    func news(_ context: PageContext) async throws -> Response {
        let title = text("news", context)
        guard let loader = services.news else {
            throw PageFailure(
                template: "message", title: title, values: ["text": text("newsUnavailable", context)], status: 503,
                message: text("newsUnavailable", context))
        }
        let url: URL
        do { url = try WalletSettings(registry: registry).newsURL().value } catch {
            let view = explain(error, context)
            throw PageFailure(
                template: "message", title: title, values: ["text": text("newsUnavailable", context)], status: 503,
                message: view.line, detail: view.detail)
        }
        let loaded: Loaded<NewsFeed>
        do { loaded = try await loader.load(url) } catch {
            throw PageFailure(
                template: "message", title: title, values: ["text": text("newsUnavailable", context)], status: 502,
                message: explain(error, context).line, detail: "\(MarketURL.redacted(url)): \(error.description)")
        }
        let view = NewsViewModel(loaded, url: url, limit: 20, language: context.language)
        var values: [String: any Sendable] = [
            "feedTitle": view.feedTitle, "url": view.url, "countText": view.countText,
            "placeholder": view.placeholder ?? "",
            "items": view.items.map { item -> [String: any Sendable] in
                var row: [String: any Sendable] = [
                    "number": item.number, "title": item.title.isEmpty ? "—" : item.title, "summary": item.summary,
                    "age": item.age ?? "", "published": item.published ?? "",
                ]
                if let link = item.link { row["link"] = link }
                return row
            },
        ]
        if let notice = view.notice { values["stale"] = notice.text }
        return page("news", title: view.title, context, values: values)
    }
}
