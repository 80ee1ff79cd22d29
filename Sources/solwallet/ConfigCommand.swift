import ArgumentParser
import Foundation
import MarketData
import SolanaRPC
import SolanaWallet
import WalletPresentation

/// `solwallet config set|get|list`: the wallet's settings (cluster URL, language, commitment) in its database.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract:
            "The wallet's settings: url, lang, commitment, coingecko-url, jupiter-url, news-url, dust-threshold, blocklist.",
        subcommands: [Set.self, Get.self, List.self])

    /// The settings there are, each with the check of its value.
    enum Key: String, CaseIterable, ExpressibleByArgument {
        case url, lang, commitment
        /// The CoinGecko v3 root (a proxy, the pro host); `$SOLWALLET_COINGECKO_URL` overrides it.
        case coingeckoURL = "coingecko-url"
        /// Jupiter's price API v3 URL; `$SOLWALLET_JUPITER_URL` overrides it.
        case jupiterURL = "jupiter-url"
        /// The news feed (RSS or Atom); `$SOLWALLET_NEWS_URL` overrides it.
        case newsURL = "news-url"
        /// Incoming transfers below this many SOL from a look-alike address are address-poisoning dust.
        case dustThreshold = "dust-threshold"
        /// A file of hosts (Phantom's blocklist.yaml format) whose transaction requests are refused.
        case blocklist

        func validated(_ value: String) throws(CLIError) -> String {
            switch self {
            case .url:
                do { _ = try Cluster(parsing: value) } catch { throw .invalidInput(error.description) }
            case .lang:
                guard let language = Language(identifier: value) else {
                    throw .invalidInput("lang: use en, pt, el or tr")
                }
                return language.rawValue
            case .commitment:
                guard Commitment(rawValue: value) != nil else {
                    throw .invalidInput("commitment: use processed, confirmed or finalized")
                }
            case .newsURL:
                return try NewsCommand.feedURL(parsing: value, what: rawValue).absoluteString
            case .blocklist:
                let path = URL(fileURLWithPath: value).standardizedFileURL.path
                do { _ = try HostBlocklist(contentsOfFile: path) } catch { throw .invalidInput(error.description) }
                return path
            case .dustThreshold:
                guard AddressPoisoning.threshold(parsing: value) != nil else {
                    throw .invalidInput("dust-threshold: an amount of SOL, for example 0.001")
                }
            case .coingeckoURL, .jupiterURL:
                do { return try MarketURL.base(value).absoluteString } catch {
                    throw .invalidInput("\(rawValue): \(error.description)")
                }
            }
            return value
        }
    }

    struct Set: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set", abstract: "Set a setting (no value: remove it).")
        @Argument(help: "url, lang, commitment, coingecko-url, jupiter-url, news-url, dust-threshold or blocklist.")
        var key: Key
        @Argument(
            help:
                "The value (a cluster name or URL; en, pt, el, tr; processed, confirmed, finalized; an http(s) URL; SOL)."
        )
        var value: String?
        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let registry = SQLiteWalletRegistry(database: try home.database())
            let stored = try value.map { value throws(CLIError) in try key.validated(value) }
            do { try registry.setSetting(key.rawValue, to: stored) } catch { throw CLIError(.file, error.description) }
            if output.json {
                try Output.printJSON([key.rawValue: stored])
            } else {
                print("\(key.rawValue) = \(stored ?? "(unset)")")
            }
        }
    }

    struct Get: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "get", abstract: "Show one setting.")
        @Argument(help: "url, lang, commitment, coingecko-url, jupiter-url, news-url, dust-threshold or blocklist.")
        var key: Key
        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let registry = SQLiteWalletRegistry(database: try home.database())
            let value: String?
            do { value = try registry.setting(key.rawValue) } catch { throw CLIError(.file, error.description) }
            if output.json { try Output.printJSON([key.rawValue: value]) } else { print(value ?? "(unset)") }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "Show every setting.")
        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let registry = SQLiteWalletRegistry(database: try home.database())
            var values: [String: String?] = [:]
            for key in Key.allCases {
                do { values[key.rawValue] = try registry.setting(key.rawValue) } catch {
                    throw CLIError(.file, error.description)
                }
            }
            if output.json { try Output.printJSON(values); return }
            for key in Key.allCases { print("\(key.rawValue) = \((values[key.rawValue] ?? nil) ?? "(unset)")") }
        }
    }
}

extension ClusterOptions {
    /// A client for `--url`, else `$SOLWALLET_URL`, else the wallet's `url` setting, else mainnet-beta; the
    /// commitment from `--commitment`, else the `commitment` setting.
    func client(settings registry: SQLiteWalletRegistry) throws(CLIError) -> RPCClient {
        var cluster: Cluster
        do { cluster = try self.cluster() } catch { throw error }
        if url == nil, ProcessInfo.processInfo.environment["SOLWALLET_URL"] == nil,
            let stored = try? registry.setting("url"), let parsed = try? Cluster(parsing: stored)
        {
            cluster = parsed
        }
        var configuration = RPCClient.Configuration(commitment: commitment)
        if !commitmentGiven, let stored = try? registry.setting("commitment"), let value = Commitment(rawValue: stored)
        {
            configuration.commitment = value
        }
        configuration.overallTimeout = .seconds(30)
        // These commands show what is cached when the cluster cannot be reached: a refused connection (offline, or
        // nothing at that URL) falls back at once instead of after the retries' backoff.
        configuration.retry.retriesRefusedConnections = false
        return RPCClient(cluster: cluster, configuration: configuration)
    }

    /// Whether --commitment was on the command line.
    var commitmentGiven: Bool {
        CommandLine.arguments.contains { $0 == "--commitment" || $0.hasPrefix("--commitment=") }
    }
}
