import ArgumentParser
import Foundation
import MarketData
import Portfolio
import SolanaWallet
import WalletPresentation

/// `solwallet market`: the market app's home screen, the four stat tiles and the coin list.
struct MarketCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "market",
        abstract: helpText("Market overview: market cap, 24h volume, BTC dominance and the top coins."),
        discussion: helpText(
            """
            Prices come from CoinGecko (set another host with `solwallet config set coingecko-url URL` or \
            $SOLWALLET_COINGECKO_URL; a demo or pro key in $SOLWALLET_COINGECKO_API_KEY). Answers are cached in the \
            wallet's database (the list for 60 s, the totals for 10 min); when the service cannot be reached or \
            throttles, the cached data is shown with its age.

            Sort orders: rank (1 first), rank-desc, price (lowest first), price-desc (highest first), holdings and \
            holdings-desc (by holding value; as rank while the portfolio is empty).
            """))

    @Option(help: helpText("rank, rank-desc, price, price-desc, holdings or holdings-desc.")) var sort: MarketSort =
        .rank
    @Option(help: helpText("Show only coins whose name, symbol or id contains this text (any case).")) var search:
        String?
    @Option(help: helpText("Coins to load, 1–250 (the first page of CoinGecko's list by market cap).")) var limit: Int =
        250
    @OptionGroup var market: MarketOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard (1...250).contains(limit) else { throw ValidationError.localized(.cliUsageRange, "--limit", "1", "250") }
    }

    func run() async throws {
        let database = try home.database()
        let registry = SQLiteWalletRegistry(database: database)
        let loader = try MarketServices.loader(home: home, registry: registry, timeout: market.timeout)
        let market = try self.market.choice(registry)
        let currency = market.currencyCode
        let perPage = limit
        let (coins, global) = await Spinner.run(.loadingPrices) { () async in
            async let coinsResult = Self.result { () throws(MarketDataError) in
                try await loader.markets(currency: currency, perPage: perPage)
            }
            async let globalResult = Self.result { () throws(MarketDataError) in try await loader.global() }
            return await (coinsResult, globalResult)
        }
        let loadedCoins: Loaded<[MarketCoin]>
        switch coins {
        case .success(let value): loadedCoins = value
        case .failure(let error): throw CLIError(error)
        }
        let language = try output.language(registry: registry)
        var globalError: String?
        if case .failure(let error) = global { globalError = error.description }
        // The Portfolio Value tile and the holdings sort: the manual holdings of `solwallet portfolio add`.
        let holdings: [ManualHolding]
        let portfolio = try PortfolioContext.openStore(home)
        do { holdings = try portfolio.holdings() } catch { throw CLIError(error) }
        let quantities = Dictionary(
            holdings.map { ($0.coinID, $0.amount.approximateValue) }, uniquingKeysWith: { first, _ in first })
        let view = MarketViewModel(
            coins: loadedCoins, global: try? global.get(), globalError: globalError, currency: market.fiat, sort: sort,
            search: search, holdings: quantities, language: language)
        if output.json {
            try Output.printJSON(view)
        } else {
            Output.print(view.terminalText(style: output.style), style: output.style)
        }
    }

    static func result<T: Sendable>(_ body: () async throws(MarketDataError) -> T) async -> Result<T, MarketDataError> {
        do { return .success(try await body()) } catch { return .failure(error) }
    }
}

extension MarketSort: ExpressibleByArgument {}
extension SendRequest.VersionChoice: ExpressibleByArgument {}
