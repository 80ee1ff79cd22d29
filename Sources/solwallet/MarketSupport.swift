import ArgumentParser
import Foundation
import MarketData
import SolanaWallet
import WalletPresentation

/// The price service options `market` and `asset` share.
struct MarketOptions: ParsableArguments {
    @Option(help: "The currency prices are quoted in: usd, eur, brl, try, btc, … (CoinGecko's vs_currency).")
    var currency: String = "usd"

    @Option(help: "Seconds to wait for the price service before showing cached data (1–120).")
    var timeout: Int = 15

    func validate() throws {
        guard (1...120).contains(timeout) else { throw ValidationError("--timeout must be from 1 to 120 seconds") }
        let code = currency.lowercased()
        guard (1...10).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw ValidationError("--currency \(currency): use a currency code such as usd, eur or brl")
        }
    }

    var currencyCode: String { currency.lowercased() }

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

    static func baseURL(variable: String, setting: String?, fallback: URL, what: String) throws(CLIError) -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let value = environment[variable], !value.isEmpty {
            do { return try MarketURL.base(value) } catch { throw .invalidInput("$\(variable): \(error.description)") }
        }
        if let setting {
            do { return try MarketURL.base(setting) } catch {
                throw .invalidInput("the \(what) setting: \(error.description); fix it with `solwallet config set`")
            }
        }
        return fallback
    }

    /// The CoinGecko client for this run.
    static func coinGecko(registry: SQLiteWalletRegistry, timeout: Int) throws(CLIError) -> CoinGeckoClient {
        let stored = try? registry.setting("coingecko-url")
        let url = try baseURL(
            variable: coinGeckoURLVariable, setting: stored ?? nil,
            fallback: CoinGeckoClient.Configuration.publicBaseURL, what: "coingecko-url")
        let key = ProcessInfo.processInfo.environment[coinGeckoKeyVariable]
        return CoinGeckoClient(
            configuration: .init(baseURL: url, apiKey: key, timeout: .seconds(timeout)))
    }

    /// The Jupiter client for this run.
    static func jupiter(registry: SQLiteWalletRegistry, timeout: Int) throws(CLIError) -> JupiterPriceClient {
        let stored = try? registry.setting("jupiter-url")
        let url = try baseURL(
            variable: jupiterURLVariable, setting: stored ?? nil, fallback: JupiterPriceClient.defaultBaseURL,
            what: "jupiter-url")
        return JupiterPriceClient(
            baseURL: url, apiKey: ProcessInfo.processInfo.environment[jupiterKeyVariable], timeout: .seconds(timeout))
    }

    /// The cached loader over the wallet's database.
    static func loader(home: HomeOptions, registry: SQLiteWalletRegistry, timeout: Int) throws(CLIError)
        -> CachedMarketLoader
    {
        let cache: SQLiteMarketCache
        do { cache = try SQLiteMarketCache(path: home.paths.databasePath) } catch {
            throw CLIError(.file, "\(error.description); check --home or $SOLWALLET_HOME")
        }
        return CachedMarketLoader(client: try coinGecko(registry: registry, timeout: timeout), cache: cache)
    }
}

extension CLIError {
    /// A market data failure, by kind: bad request (1), unknown coin (1), cache (1), the service (2).
    init(_ error: MarketDataError) {
        switch error {
        case .invalidRequest: self.init(.invalidInput, error.description)
        case .coinNotFound: self.init(.notFound, error.description)
        case .cache: self.init(.file, error.description)
        case .cancelled: self.init(.cancelled, error.description)
        case .rateLimited, .httpStatus, .malformed, .timeout, .connection, .responseTooLarge:
            self.init(.network, error.description)
        }
    }
}
