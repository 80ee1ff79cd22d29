import ArgumentParser
import Foundation
import MarketData
import SolanaKeys
import SolanaWallet
import WalletPresentation

/// `solwallet asset ID`: one coin's detail screen.
struct AssetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "asset", abstract: helpText("One coin: price, statistics, description and links."),
        discussion: helpText(
            """
            ID is CoinGecko's coin id (bitcoin, solana, usd-coin; find it with `solwallet market --search NAME`). \
            The details are cached for 10 minutes and the price history for 30 s; offline, the cached data is shown \
            with its age. Below the details, the price over the last --days days as a terminal chart (highest, \
            middle and lowest price; green when it rose, red when it fell, with --color) with the trend line and its \
            band (docs/trend-line.md); --png/--svg FILE save the chart as a picture. --json adds the price history, \
            the chart's labels and the trend line with its parameters.
            """))

    @Argument(help: helpText("The CoinGecko coin id (e.g. solana).")) var id: String
    @Option(help: helpText("Days of price history: 1, 7, 30 or 365.")) var days: Int = 7
    @Option(help: helpText("Also save the price chart as a PNG image here.")) var png: String?
    @Option(help: helpText("Also save the price chart as an SVG image here.")) var svg: String?
    @Flag(help: helpText("Replace an existing --png/--svg file.")) var force = false
    @OptionGroup var market: MarketOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard [1, 7, 30, 365].contains(days) else {
            throw ValidationError.localized(.cliUsageEither, "--days", "1, 7, 30", "365")
        }
    }

    func run() async throws {
        let database = try home.database()
        let registry = SQLiteWalletRegistry(database: database)
        let loader = try MarketServices.loader(home: home, registry: registry, timeout: market.timeout)
        let market = try self.market.choice(registry)
        let coinID = id.lowercased()
        do { try CoinGeckoEndpoint.coin(id: coinID).validate() } catch { throw CLIError(error) }
        let currency = market.currencyCode, days = days
        let (detail, chart) = await Spinner.run(.loadingCoin(coinID)) { () async in
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
        let language = try output.language(registry: registry)
        let view = AssetViewModel(loaded, currency: market.fiat, language: language)
        var points: [PricePoint] = []
        var historyError: String?
        var age: Int?
        switch chart {
        case .success(let value):
            points = value.value.prices
            age = value.source.age.map { Int(max(0, $0)) }
        case .failure(let error): historyError = error.description
        }
        // The trend line needs a window of prices; a shorter series is charted without it.
        let trend = try? TrendLine.compute(points)
        var written: [String] = []
        for (path, render) in [(png, Self.pngBytes), (svg, Self.svgBytes)] {
            guard let path else { continue }
            guard !points.isEmpty else {
                throw CLIError(
                    .network, .cliNoPriceHistory, arguments: [historyError.map { .text($0) } ?? .key(.cliEmpty)])
            }
            let bytes: [UInt8]
            do { bytes = try render(points, trend) } catch { throw CLIError(.invalidInput, "\(error)", cause: error) }
            do { try AtomicFileWriter(mode: force ? .replace : .createNew).write(bytes, to: path) } catch .alreadyExists
            {
                throw CLIError(.file, .cliFileExists, path)
            } catch { throw CLIError(.file, error.description, cause: error) }
            written.append(path)
        }
        if output.json {
            let history =
                historyError == nil
                ? History(days: days, prices: points.map(History.Point.init), ageSeconds: age) : nil
            try Output.printJSON(
                AssetResult(
                    asset: view, history: history, historyError: historyError,
                    chartLabels: try? ChartLabels.of(points), trend: trend.map(Trend.init), files: written))
        } else {
            Output.print(view.terminalText(style: output.style), style: output.style)
            if let chart = try? TerminalChart.render(points, trend: trend, colors: output.style.colors) {
                print("")
                Output.print(trusted: chart)
            } else if let historyError {
                Output.status(Localizer(try output.language(home: home))(.cliNoPriceChart, "\(historyError)") + "\n")
            }
            for path in written { Output.status(Localizer(language)(.cliChartWritten, path) + "\n") }
        }
    }

    static func pngBytes(_ points: [PricePoint], _ trend: TrendLineResult?) throws -> [UInt8] {
        try ChartImage.png(points, trend: trend)
    }

    static func svgBytes(_ points: [PricePoint], _ trend: TrendLineResult?) throws -> [UInt8] {
        Array(try ChartImage.svg(points, trend: trend).utf8)
    }

    /// The price history in `--json`: one point per price, oldest first (docs/json-output.md: times as timestamps).
    struct History: Encodable {
        struct Point: Encodable {
            let time: JSONTimestamp
            let price: Double

            init(_ point: PricePoint) {
                time = JSONTimestamp(unix: point.time / 1000)
                price = point.price
            }
        }
        let days: Int
        let prices: [Point]
        let ageSeconds: Int?
    }

    /// The trend line in `--json`: its parameters, the signal at the last point, and one point per price.
    struct Trend: Encodable {
        struct Point: Encodable {
            let time: JSONTimestamp
            let ema: Double
            let deviation: Double?, upper: Double?, lower: Double?
        }
        /// The signal at the last point; `lastCrossing` is null when there is none (scripts see every key).
        struct Signal: Encodable {
            struct Crossing: Encodable {
                let index: Int
                let time: JSONTimestamp
                let from: BandPosition, to: BandPosition
                let direction: CrossingDirection
            }
            let position: BandPosition
            let lastCrossing: Crossing?
            let price: Double, ema: Double, upper: Double, lower: Double

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(position, forKey: .position)
                try container.encode(lastCrossing, forKey: .lastCrossing)
                try container.encode(price, forKey: .price)
                try container.encode(ema, forKey: .ema)
                try container.encode(upper, forKey: .upper)
                try container.encode(lower, forKey: .lower)
            }

            enum CodingKeys: String, CodingKey { case position, lastCrossing, price, ema, upper, lower }
        }
        let parameters: TrendParameters
        let signal: Signal
        let points: [Point]

        init(_ result: TrendLineResult) {
            parameters = result.parameters
            let signal = result.signal
            self.signal = Signal(
                position: signal.position,
                lastCrossing: signal.lastCrossing.map {
                    Signal.Crossing(
                        index: $0.index, time: JSONTimestamp(unix: $0.time / 1000), from: $0.from, to: $0.to,
                        direction: $0.direction)
                }, price: signal.price, ema: signal.ema, upper: signal.upper, lower: signal.lower)
            // The series are one value per point; a result built elsewhere with shorter ones gives fewer points.
            let count =
                [result.times.count, result.ema.count, result.deviation.count, result.upper.count, result.lower.count]
                .min() ?? 0
            points = (0..<count).map { index in
                Point(
                    time: JSONTimestamp(unix: result.times[index] / 1000), ema: result.ema[index],
                    deviation: result.deviation[index], upper: result.upper[index], lower: result.lower[index])
            }
        }
    }

    struct AssetResult: Encodable {
        let asset: AssetViewModel
        let history: History?
        let historyError: String?
        /// The chart's y labels as shown (highest, middle, lowest price), nil without a price history.
        let chartLabels: ChartLabels?
        /// The trend line with its parameters, nil when the history is shorter than its window.
        let trend: Trend?
        /// The --png/--svg files written.
        let files: [String]

        enum CodingKeys: String, CodingKey {
            case asset, history, historyError, chartLabels = "chartLabelsText", trend, files
        }
    }
}
