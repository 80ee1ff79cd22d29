import ArgumentParser
import Foundation
import MarketData
import Portfolio
import SolanaCore
import SolanaRPC
import SolanaWallet
import WalletPresentation

struct BalanceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "balance",
        abstract: helpText("The SOL and token balances of an address (cached for offline use)."),
        discussion: helpText(
            """
            Reads the cluster and keeps the answer in the wallet's database. When the cluster cannot be reached, the \
            cached balance is shown with its age while it is younger than 7 days; older or none is an error. \
            Never a 0 for "unknown". The cache is kept per cluster (known by its genesis hash, read once per URL): \
            offline, only a balance saved on the same cluster is shown, and a URL never reached before has none. \
            A test cluster's balance is shown with its badge ([devnet], [testnet], [localnet], [custom]). \
            On mainnet-beta the value of SOL and of each priced token, and the total, are shown in the currency \
            (--currency, else $SOLWALLET_CURRENCY, else the currency setting, else usd; prices from CoinGecko and \
            Jupiter, cached); a test cluster's SOL is never valued. --no-value asks no price service. \
            NFTs (no decimals, a supply of one, with a name) are listed apart as collectibles. Spam and dust are \
            hidden by the token-filter setting (default unknown-dust: token accounts holding 0 or less than 0.001 of \
            a token whose mint has no name; off or unknown change it: solwallet config set token-filter off), and \
            the tokens you hid with 'solwallet token hide'; the balance says how many and why, --all lists them \
            with the reason, and 'solwallet token unhide MINT' shows one whatever the rule says. \
            --wide names an unnamed token by its full mint instead of "BsmK…6zxZ". \
            With --watch it keeps running and prints the SOL balance at once and again each time it changes (from the \
            cluster's account subscription, with a poll every 3 s behind it), until Ctrl-C; with --json, one JSON \
            object per line.
            """))

    @Argument(help: AccountArgument.help)
    var account: String?
    @Flag(name: .long, help: helpText("Print lamports instead of SOL.")) var lamports = false
    @Flag(name: .long, help: helpText("Keep running: print the SOL balance each time it changes (Ctrl-C stops)."))
    var watch = false
    @Option(
        help:
            helpText(
                "The currency the value is shown in: usd, eur, brl, try, btc, … Default: $SOLWALLET_CURRENCY, else the currency setting, else usd."
            )
    )
    var currency: String?
    @Flag(
        name: .customLong("no-value"),
        help: helpText("Leave out the value in the currency (no price service is asked)."))
    var noValue = false
    @Flag(
        name: .long, help: helpText("Also list the hidden tokens (spam, dust, those you hid), with why each is hidden.")
    )
    var all = false
    @Flag(name: .long, help: helpText("Show full mints instead of shortened ones (BsmK…6zxZ).")) var wide = false

    func validate() throws { try MarketOptions.checkCurrency(currency) }
    @OptionGroup var keypair: KeypairOptions
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let database = try home.database()
        let context = try WalletContext(home: home)
        let address = try context.resolve(
            account, keypair: try keypair.load(), language: try output.language(registry: context.registry)
        ).address
        let client = try cluster.client(settings: SQLiteWalletRegistry(database: database))
        if watch { return try await follow(client, address: address) }
        let loader = CachedBalanceLoader(client: client, database: database)
        let loaded: LoadedBalance
        do {
            loaded = try await Spinner.run(.loadingBalance) { () throws(BalanceError) in
                try await loader.loadBalance(of: address)
            }
        } catch {
            // Resolving the language makes `ErrorReport` say the SDK error in it, with the English text as the detail.
            _ = try output.language(registry: SQLiteWalletRegistry(database: database))
            throw CLIError(error, cluster: client.cluster)
        }
        // Tokens the user hid (`solwallet token hide`) and those the token-filter rule hides are left out and
        // counted (the SDK's `TokenVisibility`); --all lists them with their reasons.
        let visibility: TokenVisibility
        do { visibility = try WalletSettings(registry: context.registry).tokenVisibility() } catch {
            throw CLIError(.invalidInput, error.description, cause: error)
        }
        let split = visibility.split(loaded.balance)
        let balance = split.visible
        let shown = LoadedBalance(balance: balance, source: loaded.source, cluster: loaded.cluster)
        let names = [PublicKey: TokenName](
            loaded.balance.tokens.map { ($0.mint, TokenName(mint: $0.mint, metadata: $0.metadata)) },
            uniquingKeysWith: { first, _ in first })
        let listed =
            balance.tokens.map { ($0, nil as TokenHiddenReason?) }
            + (all ? split.hidden.map { ($0.holding, $0.reason as TokenHiddenReason?) } : [])
        let age: TimeInterval?
        let offlineReason: String?
        switch loaded.source {
        case .remote: (age, offlineReason) = (nil, nil)
        case .cache(let cachedAge, let reason): (age, offlineReason) = (cachedAge, Redaction.scrub(reason))
        }
        // The value in the currency (mainnet only; "—" where nothing is priced); never asked for lamports alone.
        let worth = noValue || (lamports && !output.json) ? nil : try await value(shown, context: context)
        if output.json {
            try Output.printJSON(
                BalanceResult(
                    address: balance.address.base58, lamports: balance.lamports, sol: Lamports.format(balance.lamports),
                    slot: balance.slot,
                    tokens: listed.map { holding, reason in
                        .init(
                            mint: holding.mint.base58, account: holding.account.base58,
                            amount: String(holding.amount), decimals: holding.decimals,
                            uiAmount: holding.decimalString, program: holding.program.rawValue,
                            symbol: names[holding.mint]?.label ?? ShortText.address(holding.mint),
                            name: names[holding.mint]?.name, verified: names[holding.mint]?.verified ?? false,
                            imitates: names[holding.mint]?.imitates, nonFungible: holding.isNonFungible,
                            collectible: holding.isCollectible, logoUri: holding.logoURI,
                            hiddenReason: reason?.rawValue)
                    },
                    hiddenTokens: split.hidden.count, hiddenByYou: split.count(.byYou),
                    hiddenByRule: split.hidden.count - split.count(.byYou), tokenFilter: visibility.filter.rawValue,
                    cached: age != nil, ageSeconds: age.map { Int($0) }, offlineReason: offlineReason,
                    cluster: ClusterBadge(loaded.cluster), value: worth.flatMap(BalanceResult.Value.init)))
            return
        }
        if lamports {
            print("\(balance.lamports) lamports")
            return
        }
        let language = try output.language(registry: SQLiteWalletRegistry(database: database))
        let view = BalanceViewModel(loaded, language: language, visibility: visibility, listHidden: all)
        let valued = worth.map { AccountValueViewModel($0.report, currency: $0.currency, language: language) }
        Output.print(view.terminalText(style: output.style, value: valued, wide: wide), style: output.style)
    }

    /// The balance's value in the chosen currency (`PortfolioLoader.value`, as the dashboard's account page), or nil
    /// where it is not valued: a test cluster, or no price service configured. A price service that fails gives a
    /// report with nothing priced ("—"), never an error: the balance is what was asked for.
    func value(_ loaded: LoadedBalance, context: WalletContext) async throws -> (
        report: PortfolioReport, currency: FiatCurrency
    )? {
        guard loaded.cluster?.isValuedInFiat ?? true else { return nil }
        let code: String
        do { code = try WalletSettings(registry: context.registry).currency(flag: currency).value } catch {
            throw CLIError(.invalidInput, error.description, cause: error)
        }
        guard let market = try? MarketServices.loader(home: home, registry: context.registry, timeout: 10) else {
            return nil
        }
        let jupiter = try? MarketServices.jupiter(registry: context.registry, timeout: 10)
        let report = await Spinner.run(.loadingPrices) { () async throws(Never) -> PortfolioReport in
            await PortfolioLoader.value(loaded, currency: code.lowercased(), market: market, jupiter: jupiter)
        }
        return (report, MarketChoice(currencyCode: code).fiat)
    }

    /// `--watch`: SolanaWallet's `BalanceWatch`, one line per change, until the process is stopped.
    func follow(_ client: RPCClient, address: PublicKey) async throws {
        var watch = BalanceWatch(address: address, client: client)
        watch.commitment = cluster.commitment
        for await event in watch {
            switch event {
            case .balance(let balance):
                if output.json {
                    try Output.printJSON(
                        WatchedBalance(address: address.base58, lamports: balance, sol: Lamports.format(balance)))
                } else {
                    print(lamports ? "\(balance) lamports" : Lamports.formatSOL(balance))
                }
                fflush(nil)  // a pipe reader sees each change as it happens
            case .unchanged: break
            case .unreadable(let error):
                let language = try output.language(home: home)
                Output.status(
                    Localizer(language)(.cliWatchUnreadable, CLIError.Argument.explained(error).text(language)) + "\n")
            }
        }
    }

    struct WatchedBalance: Encodable {
        let address: String
        @DecimalString var lamports: UInt64
        let sol: String
    }

    struct BalanceResult: Encodable {
        struct Token: Encodable {
            let mint: String, account: String, amount: String, decimals: UInt8, uiAmount: String, program: String
            /// What the balance calls it (`TokenName`): a known symbol, the creator's symbol, or the short mint.
            let symbol: String
            /// The creator's name, when it published one.
            let name: String?
            /// Whether `symbol` comes from the wallet's own list of mints.
            let verified: Bool
            /// The known symbol the creator's symbol imitates.
            let imitates: String?
            /// No decimals and a supply of one.
            let nonFungible: Bool
            /// Listed as a collectible: an NFT whose creator published metadata.
            let collectible: Bool
            /// The metadata's URI (often the logo or a JSON document naming it), when there is one; a claim.
            let logoUri: String?
            /// Why it is hidden (byYou, unknownDust, unknown); only with --all, which lists the hidden ones.
            let hiddenReason: String?
        }
        let address: String
        @DecimalString var lamports: UInt64
        let sol: String
        @DecimalString var slot: UInt64
        let tokens: [Token]
        /// Token accounts left out: hidden by the user or by the token-filter rule (listed with --all).
        let hiddenTokens: Int
        /// Of them, hidden by the user (`token hide`).
        let hiddenByYou: Int
        /// Of them, hidden by the token-filter rule.
        let hiddenByRule: Int
        /// The token-filter rule in force (off, unknown-dust, unknown).
        let tokenFilter: String
        let cached: Bool
        let ageSeconds: Int?
        let offlineReason: String?
        /// The cluster the balance is of: name, genesis hash, whether it is a test cluster, its badge.
        let cluster: ClusterBadge?
        /// The value in the currency; absent on a test cluster, with --no-value, or without a price service.
        let value: Value?

        /// The value of what is priced, in the currency's units (numbers, as `portfolio --json` gives them).
        struct Value: Encodable {
            /// The currency's code, lower case ("usd").
            let currency: String
            /// The total of the priced holdings; absent when nothing is priced.
            let total: Double?
            /// SOL's value; absent without a SOL price.
            let sol: Double?
            /// Each priced token's value, by mint.
            let tokens: [String: Double]
            /// Why nothing or not everything is priced (the price service's error), when it said.
            let priceError: String?

            init?(_ worth: (report: PortfolioReport, currency: FiatCurrency)) {
                let summary = worth.report.summary
                currency = worth.report.currency
                total = summary.hasValue ? summary.value : nil
                sol = summary.lines.first { $0.kind == .sol }?.value
                var tokens: [String: Double] = [:]
                for line in summary.lines where line.kind == .token {
                    if let value = line.value { tokens[line.id] = value }
                }
                self.tokens = tokens
                priceError = worth.report.priceError.map { Redaction.scrub($0) }
            }
        }
    }
}

struct AirdropCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "airdrop",
        abstract: helpText("Ask a test cluster (devnet, testnet, localhost) for SOL and wait until it is confirmed."))

    @Argument(
        help: helpText("Amount of SOL, e.g. 1.5 (exact; at most 9 decimals; 1,5 where the language writes a comma)."))
    var amount: String
    @Argument(help: AccountArgument.help)
    var account: String?
    @Option(help: helpText("Seconds to wait for the airdrop to reach the commitment.")) var timeout: Int = 60
    @OptionGroup var keypair: KeypairOptions
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard (1...3600).contains(timeout) else {
            throw ValidationError.localized(.cliUsageRangeSeconds, "--timeout", "1", "3600")
        }
    }

    func run() async throws {
        let context = try WalletContext(home: home)
        let language = try output.language(registry: context.registry)
        // "0,5" where the language writes decimals with a comma, as the display does (NumberStyle.typedAmount).
        let lamports: UInt64
        do { lamports = try Lamports.parse(sol: NumberStyle(language).typedAmount(amount)) } catch {
            throw CLIError(
                .invalidInput, "invalid amount \(amount): \(error.description); nothing was asked", cause: error)
        }
        let key = try context.resolve(account, keypair: try keypair.load(), language: language).address
        let client = try cluster.client(home: home)
        var flow = AirdropFlow(client: client)
        flow.commitment = cluster.commitment
        flow.timeout = .seconds(timeout)
        let (quiet, commitment) = (output.json, cluster.commitment)
        let (signature, balance): (Signature, UInt64)
        do {
            (signature, balance) = try await flow.airdrop(lamports, to: key) { signature in
                guard !quiet else { return }
                Output.status(
                    Localizer(language)(
                        .cliAirdropRequested, AmountFormatter(language, grouping: false).solWithUnit(lamports),
                        commitment.rawValue, signature.base58) + "\n")
            }
        } catch {
            switch error {
            case .noFaucet: throw CLIError(.invalidInput, error.description, cause: error)
            case .request(let failure), .balance(let failure): throw CLIError(failure, cluster: client.cluster)
            case .wait(let failure): throw CLIError(failure, cluster: client.cluster)
            }
        }
        if output.json {
            try Output.printJSON(AirdropResult(signature: signature.base58, lamports: lamports, balance: balance))
        } else {
            print(signature.base58)
            let sol = NumberStyle(language).localize(decimal: Lamports.format(balance)) + " SOL"
            print("\(Localizer(language)(.accountBalanceLabel)): \(sol)")
        }
    }

    struct AirdropResult: Encodable {
        let signature: String
        @DecimalString var lamports: UInt64
        @DecimalString var balance: UInt64
    }
}
