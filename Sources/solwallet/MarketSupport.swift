import ArgumentParser
import Foundation
import MarketData
import SolanaWallet
import WalletPresentation

/// The price service options `market` and `asset` share.
struct MarketOptions: ParsableArguments {
    @Option(
        help:
            helpText(
                "The currency prices are quoted in: usd, eur, brl, try, btc, … (CoinGecko's vs_currency). Default: $SOLWALLET_CURRENCY, else the currency setting, else usd."
            )
    )
    var currency: String?

    @Option(help: helpText("Seconds to wait for the price service before showing cached data (1–120)."))
    var timeout: Int = 15

    func validate() throws {
        guard (1...120).contains(timeout) else {
            throw ValidationError.localized(.cliUsageRangeSeconds, "--timeout", "1", "120")
        }
        try Self.checkCurrency(currency)
    }

    /// Refuses a `--currency` value that the currency setting would refuse, in the CLI's language.
    static func checkCurrency(_ currency: String?) throws {
        guard let currency else { return }
        do { _ = try WalletSetting.currency.validated(currency) } catch {
            throw ValidationError.localized(
                .cliUsageOptionReason,
                arguments: [
                    .text("--currency"), .text(currency),
                    .localized { $0 == .en ? error.reason : ErrorViewModel(error, language: $0).message },
                ])
        }
    }

    /// The currency through `WalletSettings`: --currency, $SOLWALLET_CURRENCY, the stored setting, else usd.
    func choice(_ registry: any WalletRegistry) throws(CLIError) -> MarketChoice {
        do {
            return MarketChoice(currencyCode: try WalletSettings(registry: registry).currency(flag: currency).value)
        } catch { throw CLIError(.invalidInput, error.description, cause: error) }
    }
}

/// The currency a market command quotes in, resolved.
struct MarketChoice {
    let currencyCode: String

    /// Fiat codes with their minor-unit digits; anything else (btc, eth, sats…) gets 2, as CoinGecko rounds them.
    var fiat: FiatCurrency { FiatCurrency(code: currencyCode.uppercased(), fractionDigits: 2) }
}

/// Where the price services are, and their keys: `$SOLWALLET_COINGECKO_URL`, else the `coingecko-url` setting, else
/// CoinGecko's public host (and the same for Jupiter); keys only from the environment
/// (`$SOLWALLET_COINGECKO_API_KEY`, `$SOLWALLET_JUPITER_API_KEY`), never stored, logged or printed.
enum MarketServices {
    static let coinGeckoURLVariable = "SOLWALLET_COINGECKO_URL"
    static let jupiterURLVariable = "SOLWALLET_JUPITER_URL"
    static let coinGeckoKeyVariable = "SOLWALLET_COINGECKO_API_KEY"
    static let jupiterKeyVariable = "SOLWALLET_JUPITER_API_KEY"

    /// The CoinGecko client for this run: its URL through `WalletSettings`.
    static func coinGecko(registry: SQLiteWalletRegistry, timeout: Int) throws(CLIError) -> CoinGeckoClient {
        let url: URL
        do { url = try WalletSettings(registry: registry).coinGeckoURL().value } catch { throw CLIError(error) }
        let key = ProcessInfo.processInfo.environment[coinGeckoKeyVariable]
        return CoinGeckoClient(
            configuration: .init(baseURL: url, apiKey: key, timeout: .seconds(timeout)))
    }

    /// The Jupiter client for this run.
    static func jupiter(registry: SQLiteWalletRegistry, timeout: Int) throws(CLIError) -> JupiterPriceClient {
        let url: URL
        do { url = try WalletSettings(registry: registry).jupiterURL().value } catch { throw CLIError(error) }
        return JupiterPriceClient(
            baseURL: url, apiKey: ProcessInfo.processInfo.environment[jupiterKeyVariable], timeout: .seconds(timeout))
    }

    /// The cached loader over the wallet's database.
    static func loader(home: HomeOptions, registry: SQLiteWalletRegistry, timeout: Int) throws(CLIError)
        -> CachedMarketLoader
    {
        let cache: SQLiteMarketCache
        do { cache = try SQLiteMarketCache(path: home.paths.databasePath) } catch {
            throw CLIError(.file, "\(error.description); check --home or $SOLWALLET_HOME", cause: error)
        }
        return CachedMarketLoader(client: try coinGecko(registry: registry, timeout: timeout), cache: cache)
    }
}

extension CLIError {
    /// A setting that does not pass its check; a stored one says how to change it.
    init(_ error: WalletSettingError) {
        switch error.source {
        case .stored, .default:
            self.init(
                .invalidInput,
                error.description
                    + " (solwallet config set \(error.setting.rawValue) VALUE, or without VALUE to remove it)",
                cause: error)
        case .flag, .environment: self.init(.invalidInput, error.description, cause: error)
        }
    }

    /// A market data failure, by kind: bad request (1), unknown coin (1), cache (1), the service (2).
    init(_ error: MarketDataError) {
        switch error {
        case .invalidRequest: self.init(.invalidInput, error.description, cause: error)
        case .coinNotFound: self.init(.notFound, error.description, cause: error)
        case .cache: self.init(.file, error.description, cause: error)
        case .cancelled: self.init(.cancelled, error.description, cause: error)
        case .rateLimited, .httpStatus, .malformed, .timeout, .connection, .responseTooLarge:
            self.init(.network, error.description, cause: error)
        }
    }
}
