import ArgumentParser
import Foundation
import MarketData
import SolanaWallet
import WalletPresentation

/// `solwallet asset ID`: one coin's detail screen.
struct AssetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "asset", abstract: "One coin: price, statistics, description and links.",
        discussion: """
            ID is CoinGecko's coin id (bitcoin, solana, usd-coin; find it with `solwallet market --search NAME`).
            The details are cached for 10 minutes and the price history for 30 s; offline, the cached data is shown
            with its age. --json adds the price history of the last --days days.
            """)

    @Argument(help: "The CoinGecko coin id (e.g. solana).") var id: String
    @Option(help: "Days of price history: 1, 7, 30 or 365.") var days: Int = 7
    @OptionGroup var market: MarketOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard [1, 7, 30, 365].contains(days) else { throw ValidationError("--days must be 1, 7, 30 or 365") }
    }

    func run() async throws {
        let database = try home.database()
        let registry = SQLiteWalletRegistry(database: database)
        let loader = try MarketServices.loader(home: home, registry: registry, timeout: market.timeout)
        let coinID = id.lowercased()
        do { try CoinGeckoEndpoint.coin(id: coinID).validate() } catch { throw CLIError(error) }
        let currency = market.currencyCode, days = days
        let (detail, chart) = await Spinner.run("Loading \(coinID)…") { () async in
            async let detailResult = MarketCommand.result { () throws(MarketDataError) in
                try await loader.coin(id: coinID)
            }
            async let chartResult = MarketCommand.result { () throws(MarketDataError) in
                try await loader.marketChart(id: coinID, currency: currency, days: days)
            }
            return await (detailResult, chartResult)
        }
        let loaded: Loaded<CoinDetail>
        switch detail {
        case .success(let value): loaded = value
        case .failure(let error): throw CLIError(error)
        }
        let setting = try? registry.setting("lang")
        let view = AssetViewModel(loaded, currency: market.fiat, language: try output.language(setting: setting ?? nil))
        if output.json {
            var history: History?
            var historyError: String?
            switch chart {
            case .success(let value):
                history = History(
                    days: days, prices: value.value.prices.map { [Double($0.time), $0.price] },
                    ageSeconds: value.source.age.map { Int(max(0, $0)) })
            case .failure(let error): historyError = error.description
            }
            try Output.printJSON(AssetResult(asset: view, history: history, historyError: historyError))
        } else {
            print(view.terminalText(style: output.style))
        }
    }

    /// The price history in `--json`: `[milliseconds, price]` pairs, oldest first.
    struct History: Encodable {
        let days: Int
        let prices: [[Double]]
        let ageSeconds: Int?
    }

    struct AssetResult: Encodable {
        let asset: AssetViewModel
        let history: History?
        let historyError: String?
    }
}
