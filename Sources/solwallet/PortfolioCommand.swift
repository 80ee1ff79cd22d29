import ArgumentParser
import Foundation
import MarketData
import Portfolio
import SolanaCore
import SolanaKeys
import SolanaWallet
import WalletPresentation

/// `solwallet portfolio`: the value of what the user holds (the accounts' SOL and SPL tokens, plus manual holdings),
/// its 24h change and the allocation by asset; `add`/`remove` edit the manual holdings; `snapshot` and `history`
/// follow the value over time.
struct PortfolioCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "portfolio",
        abstract: helpText("Your holdings' value, 24h change and allocation; manual holdings; value over time."),
        discussion: helpText(
            """
            Holdings are the SOL and SPL token balances of the wallet's accounts (every wallet, or --wallet NAME, or \
            the --address given) plus the coins added with `portfolio add`. SOL and added coins are priced by \
            CoinGecko id, tokens by mint (CoinGecko, then Jupiter for USD); an asset without a price is listed as "no \
            price" and left out of the value with a note, never counted as 0. Each run stores a snapshot of the value \
            for `portfolio history`.
            """),
        subcommands: [Show.self, Add.self, Remove.self, Snapshot.self, History.self], defaultSubcommand: Show.self)

    /// Which accounts the portfolio reads.
    struct HolderOptions: ParsableArguments {
        @Option(help: helpText("Only the accounts of this wallet (default: every wallet's accounts).")) var wallet:
            String?
        @Option(name: .customLong("address"), help: helpText("An address to include (repeatable; with no wallet too)."))
        var addresses: [PublicKey] = []
        @Flag(help: helpText("Leave the accounts out: manual holdings only (no cluster is asked).")) var manualOnly =
            false
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: helpText("The portfolio: value, 24h change, assets and allocation (the default)."))
        @OptionGroup var holders: HolderOptions
        @Flag(help: helpText("Do not store a snapshot of the value.")) var noSnapshot = false
        @OptionGroup var cluster: ClusterOptions
        @OptionGroup var market: MarketOptions
        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let context = try PortfolioContext(home: home, market: market, cluster: cluster)
            let market = context.market
            let report = try await context.load(holders)
            var stored = false
            if !noSnapshot, !report.summary.isEmpty { stored = try context.save(report) }
            let view = PortfolioViewModel(report, currency: market.fiat, language: try context.language(output))
            if output.json {
                try Output.printJSON(Result(portfolio: view, snapshotStored: stored))
            } else {
                Output.print(view.terminalText(style: output.style), style: output.style)
            }
        }

        struct Result: Encodable {
            let portfolio: PortfolioViewModel
            let snapshotStored: Bool
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: helpText("Set how much of a coin you hold outside the wallet (0 removes it)."),
            discussion: helpText(
                """
                ID is CoinGecko's coin id (bitcoin, ethereum; find it with `solwallet market --search NAME`), checked \
                with CoinGecko before it is stored. AMOUNT is the whole amount you hold (it replaces the stored one), \
                exact, with up to 18 decimals. The market app's save rules: a coin held is updated, or removed at 0; \
                a new coin is added (0 adds nothing).
                """))
        @Argument(help: helpText("The CoinGecko coin id.")) var id: String
        @Argument(help: helpText("The amount held, e.g. 0.25 (exact decimal, no sign or exponent).")) var amount: String
        @OptionGroup var market: MarketOptions
        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let context = try PortfolioContext(home: home, market: market, cluster: nil)
            let editor = ManualHoldingEditor(store: context.store, market: context.loader)
            // "0,25" where the language writes decimals with a comma (NumberStyle.typedAmount).
            let language = try context.language(output)
            let (text, currency) = (NumberStyle(language).typedAmount(amount), context.currency)
            let outcome: ManualHoldingEditor.Outcome
            do {
                outcome = try await Spinner.run(.checkingCoin(id.lowercased())) { () throws(HoldingEditError) in
                    try await editor.set(id, amount: text, currency: currency)
                }
            } catch {
                switch error {
                case .portfolio(let failure): throw CLIError(failure)
                case .unchecked(_, let failure):
                    throw CLIError(CLIError(failure).kind, error.description, cause: failure)
                }
            }
            let (coinID, name, parsed, change) = (outcome.coinID, outcome.name, outcome.amount, outcome.change)
            if output.json {
                try Output.printJSON(
                    Result(
                        id: coinID, name: name, amount: parsed.units, decimals: parsed.scale,
                        amountDecimal: parsed.decimalString, change: change.rawValue))
            } else {
                let label = name.map { "\(TerminalText.sanitize($0)) (\(coinID))" } ?? coinID
                let (l10n, held) = (Localizer(language), NumberStyle(language).localize(decimal: parsed.decimalString))
                switch change {
                case .added: print(l10n(.cliPortfolioAdded, held, label))
                case .updated: print(l10n(.cliPortfolioUpdated, held, label))
                case .removed: print(l10n(.cliPortfolioRemoved, label))
                }
            }
        }

        struct Result: Encodable {
            let id: String
            let name: String?
            /// The amount held as an integer string with its `decimals` ("125" and 1 for 12.5).
            @DecimalString var amount: UInt64
            let decimals: UInt8
            /// The same amount as exact decimal text ("12.5").
            let amountDecimal: String
            /// "added", "updated" or "removed".
            let change: String
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: helpText("Remove a manual holding."))
        @Argument(help: helpText("The CoinGecko coin id.")) var id: String
        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let coinID = id.lowercased()
            do { try ManualHolding.validate(coinID: coinID) } catch { throw CLIError(error) }
            let store = try PortfolioContext.openStore(home)
            do { try store.remove(coinID) } catch { throw CLIError(error) }
            if output.json {
                try Output.printJSON(["id": coinID, "change": HoldingChange.removed.rawValue])
            } else {
                let registry = SQLiteWalletRegistry(database: try home.database())
                print(Localizer(try output.language(registry: registry))(.cliPortfolioRemoved, coinID))
            }
        }
    }

    struct Snapshot: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "snapshot",
            abstract: helpText("Value the portfolio now and store the value for `portfolio history`."))
        @OptionGroup var holders: HolderOptions
        @OptionGroup var cluster: ClusterOptions
        @OptionGroup var market: MarketOptions
        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let context = try PortfolioContext(home: home, market: market, cluster: cluster)
            let market = context.market
            let report = try await context.load(holders)
            guard !report.summary.isEmpty else {
                throw CLIError(.invalidInput, .cliPortfolioEmpty)
            }
            if let cluster = report.cluster, !cluster.isValuedInFiat {
                throw CLIError(.invalidInput, .cliPortfolioTestCluster, cluster.name)
            }
            guard try context.save(report), let snapshot = report.snapshot else {
                if let reason = report.priceError {
                    throw CLIError(.network, .cliPortfolioNoPriceBecause, "\(reason)")
                }
                throw CLIError(.invalidInput, .cliPortfolioNoPrice)
            }
            let language = try context.language(output)
            let text = MarketNumberFormatter(language).money(snapshot.value, currency: market.fiat)
            if output.json {
                try Output.printJSON(
                    Result(
                        takenAt: JSONTimestamp(snapshot.takenAt), currency: market.fiat.code,
                        value: snapshot.value, valueText: text, complete: snapshot.complete))
            } else {
                print(Localizer(language)(snapshot.complete ? .cliSnapshotStored : .cliSnapshotStoredIncomplete, text))
            }
        }

        struct Result: Encodable {
            let takenAt: JSONTimestamp
            let currency: String
            let value: Double
            let valueText: String
            let complete: Bool
        }
    }

    struct History: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "history", abstract: helpText("The portfolio's value over time, from the stored snapshots."),
            discussion: helpText(
                """
                Charts the snapshots in --currency (each `solwallet portfolio` run and `portfolio snapshot` store \
                one), oldest to newest; snapshots that left out holdings without a price are not charted.
                --png/--svg FILE also save the chart as a picture.
                """))
        @Option(help: helpText("The most recent snapshots to chart (2–100000).")) var limit: Int = 1_000
        @Option(help: helpText("Also save the chart as a PNG image here.")) var png: String?
        @Option(help: helpText("Also save the chart as an SVG image here.")) var svg: String?
        @Flag(help: helpText("Replace an existing --png/--svg file.")) var force = false
        @OptionGroup var market: MarketOptions
        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            guard (2...100_000).contains(limit) else {
                throw ValidationError.localized(.cliUsageRange, "--limit", "2", "100000")
            }
        }

        func run() async throws {
            let store = try PortfolioContext.openStore(home)
            let registry = SQLiteWalletRegistry(database: try home.database())
            let market = try self.market.choice(registry)
            let all: [PortfolioSnapshot]
            do { all = try store.snapshots(currency: market.currencyCode, limit: limit) } catch {
                throw CLIError(error)
            }
            let snapshots = all.filter(\.complete)
            let language = try output.language(registry: registry)
            let l10n = Localizer(language)
            let points = snapshots.map {
                PricePoint(time: Int64(($0.takenAt.timeIntervalSince1970 * 1000).rounded()), price: $0.value)
            }
            let symbol = market.fiat.symbol(in: language)
            var written: [String] = []
            for (path, isPNG) in [(png, true), (svg, false)] {
                guard let path else { continue }
                guard points.count >= 2 else {
                    throw CLIError(.invalidInput, .cliChartNeedsTwo, String(points.count), market.fiat.code)
                }
                let bytes: [UInt8]
                do {
                    bytes =
                        try isPNG
                        ? ChartImage.png(points, currency: symbol)
                        : Array(ChartImage.svg(points, currency: symbol).utf8)
                } catch { throw CLIError(.invalidInput, "\(error)", cause: error) }
                do {
                    try AtomicFileWriter(mode: force ? .replace : .createNew).write(bytes, to: path)
                } catch .alreadyExists {
                    throw CLIError(.file, .cliFileExists, path)
                } catch { throw CLIError(.file, error.description, cause: error) }
                written.append(path)
            }
            let format = MarketNumberFormatter(language)
            let dates = DateTimeFormatter(language)
            if output.json {
                try Output.printJSON(
                    Result(
                        currency: market.fiat.code,
                        snapshots: snapshots.map {
                            .init(
                                takenAt: JSONTimestamp($0.takenAt), value: $0.value,
                                valueText: format.money($0.value, currency: market.fiat))
                        }, skippedIncomplete: all.count - snapshots.count,
                        chartLabels: try? ChartLabels.of(points, currency: symbol), files: written))
                return
            }
            Output.print(
                Output.bold(l10n(.portfolioHistoryTitle) + " · " + market.fiat.code, style: output.style),
                style: output.style)
            if snapshots.isEmpty {
                print(l10n(.portfolioHistoryEmpty))
            } else if points.count >= 2,
                let chart = try? TerminalChart.render(points, colors: output.style.colors, currency: symbol)
            {
                Output.print(trusted: chart, terminator: "")
                if let first = snapshots.first, let last = snapshots.last {
                    print(
                        "\(dates.format(first.takenAt)) \(format.money(first.value, currency: market.fiat)) → "
                            + "\(dates.format(last.takenAt)) \(format.money(last.value, currency: market.fiat))")
                }
            } else if let only = snapshots.last {
                print("\(dates.format(only.takenAt)) \(format.money(only.value, currency: market.fiat))")
            }
            print(l10n.count(.snapshotCountOne, .snapshotCountOther, snapshots.count))
            for path in written { Output.status(l10n(.cliChartWritten, path) + "\n") }
        }

        struct Result: Encodable {
            struct Point: Encodable {
                let takenAt: JSONTimestamp
                let value: Double
                let valueText: String
            }
            let currency: String
            let snapshots: [Point]
            let skippedIncomplete: Int
            /// The chart's y labels as shown.
            let chartLabels: ChartLabels?
            let files: [String]

            enum CodingKeys: String, CodingKey {
                case currency, snapshots, skippedIncomplete, chartLabels = "chartLabelsText", files
            }
        }
    }
}

/// What the portfolio commands open: the database, the portfolio store, the market loader, the cluster.
struct PortfolioContext {
    let database: WalletDatabase
    let registry: SQLiteWalletRegistry
    let store: SQLitePortfolioStore
    let loader: CachedMarketLoader
    let jupiter: JupiterPriceClient
    let cluster: ClusterOptions?
    let currency: String

    init(home: HomeOptions, market: MarketOptions, cluster: ClusterOptions?) throws(CLIError) {
        database = try home.database()
        registry = SQLiteWalletRegistry(database: database)
        store = try Self.openStore(home)
        loader = try MarketServices.loader(home: home, registry: registry, timeout: market.timeout)
        jupiter = try MarketServices.jupiter(registry: registry, timeout: market.timeout)
        self.cluster = cluster
        currency = try market.choice(registry).currencyCode
    }

    /// The currency, resolved.
    var market: MarketChoice { MarketChoice(currencyCode: currency) }

    static func openStore(_ home: HomeOptions) throws(CLIError) -> SQLitePortfolioStore {
        do { return try SQLitePortfolioStore(path: home.paths.databasePath) } catch {
            throw CLIError(.file, "\(error.description); check --home or $SOLWALLET_HOME", cause: error)
        }
    }

    func holdings() throws(CLIError) -> [ManualHolding] {
        do { return try store.holdings() } catch { throw CLIError(error) }
    }

    func language(_ output: OutputOptions) throws(CLIError) -> Language { try output.language(registry: registry) }

    /// The addresses to read: Portfolio's `PortfolioHolders` over the wallets here.
    func addresses(_ holders: PortfolioCommand.HolderOptions) throws(CLIError) -> [PublicKey] {
        let chosen = PortfolioHolders(
            addresses: holders.addresses, wallet: holders.wallet, manualOnly: holders.manualOnly)
        do { return try chosen.resolve(with: WalletManager(registry: registry, storage: NoSecretStorage())) } catch {
            throw CLIError(error)
        }
    }

    func load(_ holders: PortfolioCommand.HolderOptions) async throws(CLIError) -> PortfolioReport {
        let addresses = try addresses(holders)
        guard let cluster else { throw CLIError(.invalidInput, .cliNoClusterOptions) }
        let client = try cluster.client(settings: registry)
        let balances = CachedBalanceLoader(client: client, database: database)
        let portfolio = PortfolioLoader(balances: balances, store: store, market: loader, jupiter: jupiter)
        let currency = currency
        do {
            return try await Spinner.run(.loadingPortfolio) { () throws(PortfolioError) in
                try await portfolio.load(addresses: addresses, currency: currency)
            }
        } catch {
            throw CLIError(error)
        }
    }

    /// Stores the report's snapshot; false when the value cannot be stored.
    func save(_ report: PortfolioReport) throws(CLIError) -> Bool {
        guard let snapshot = report.snapshot else { return false }
        do { try store.append(snapshot) } catch { throw CLIError(error) }
        return true
    }
}

extension CLIError {
    /// A portfolio failure: bad input (1), the database (1).
    init(_ error: PortfolioError) {
        switch error {
        case .invalidCoinID, .invalidAmount, .nothingToAdd: self.init(.invalidInput, error.description, cause: error)
        case .notHeld, .unknownCoin: self.init(.notFound, error.description, cause: error)
        case .store: self.init(.file, error.description, cause: error)
        }
    }
}

extension Output {
    static func bold(_ text: String, style: TerminalStyle) -> String { style.apply(.bold, to: text) }
}
