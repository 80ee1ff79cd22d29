import ArgumentParser
import Foundation
import MarketData
import SolanaRPC
import SolanaWallet
import WalletPresentation

/// `solwallet config set|get|list`: the wallet's settings in its database, through the SDK's `WalletSettings` (the
/// checks, the stored forms and the precedence flag > environment > stored > default are the SDK's).
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract:
            helpText("The wallet's settings: \(Self.keys)."),
        discussion: helpText(
            """
            Every command resolves a setting the same way: its flag, else its environment variable \
            (\(WalletSetting.allCases.compactMap(\.environmentVariable).map { "$" + $0 }.joined(separator: ", "))), \
            else the stored setting, else the default. `config list` shows each effective value and where it comes from.
            """),
        subcommands: [Set.self, Get.self, List.self])

    static let keys = WalletSetting.allCases.map(\.rawValue).joined(separator: ", ")

    struct Set: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set", abstract: helpText("Set a setting (no value: remove it)."))
        @Argument(help: helpText("\(ConfigCommand.keys)."))
        var key: WalletSetting
        @Argument(
            help:
                helpText(
                    "The value (a cluster name or URL; processed, confirmed, finalized; en, pt, el, tr; a currency code; an http(s) URL; SOL; a file; an account label, wallet name or address)."
                )
        )
        var value: String?
        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let settings = WalletSettings(registry: SQLiteWalletRegistry(database: try home.database()))
            let stored: String?
            do { stored = try settings.set(key, to: value) } catch {
                switch error {
                case .invalid(let failure):
                    throw CLIError(.invalidInput, failure.setting.rawValue + ": " + failure.reason, cause: failure)
                case .store(let failure): throw CLIError(.file, failure.description, cause: failure)
                }
            }
            if output.json {
                try Output.printJSON(
                    ConfigList.Item(key, value: stored, source: stored == nil ? nil : .stored))
            } else {
                let unset = Localizer(try output.language(home: home))(.cliUnset)
                print("\(key.rawValue) = \(stored ?? unset)")
            }
        }
    }

    struct Get: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "get",
            abstract: helpText("Show one setting's stored value (config list shows the effective ones)."))
        @Argument(help: helpText("\(ConfigCommand.keys)."))
        var key: WalletSetting
        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let settings = WalletSettings(registry: SQLiteWalletRegistry(database: try home.database()))
            let value: String?
            do { value = try settings.stored(key) } catch { throw CLIError(.file, error.description, cause: error) }
            if output.json {
                try Output.printJSON(
                    ConfigList.Item(key, value: value, source: value == nil ? nil : .stored))
            } else {
                let unset = Localizer(try output.language(home: home))(.cliUnset)
                print(value ?? unset)
            }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: helpText("Show every setting's effective value and where it comes from."))
        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let registry = SQLiteWalletRegistry(database: try home.database())
            let settings = WalletSettings(registry: registry)
            let items = settings.effective().map {
                ConfigList.Item($0.setting, value: $0.text, source: $0.text == nil ? nil : $0.source)
            }
            if output.json { try Output.printJSON(ConfigList(settings: items)); return }
            let l10n = Localizer(try output.language(registry: registry))
            func from(_ source: SettingSource) -> String {
                switch source {
                case .flag: return l10n(.configFromFlag)
                case .environment: return l10n(.configFromEnvironment)
                case .stored: return l10n(.configFromStored)
                case .default: return l10n(.configFromDefault)
                }
            }
            print(
                TextTable.render(
                    header: [l10n(.configHeaderSetting), l10n(.configHeaderValue), l10n(.configHeaderFrom)],
                    rows: items.map {
                        [
                            $0.argument, $0.value ?? l10n(.cliUnset),
                            $0.source.map(from) ?? "",
                        ]
                    }))
        }
    }

    /// `config list --json`: one object per setting.
    struct ConfigList: Encodable {
        struct Item: Encodable {
            /// The setting's name in camelCase, as every `--json` key is ("coingeckoUrl").
            let key: String
            /// The setting's name as `config set` takes it ("coingecko-url").
            let argument: String
            let value: String?
            /// flag, environment, stored or default; nil when nothing sets it.
            let source: SettingSource?

            init(_ setting: WalletSetting, value: String?, source: SettingSource?) {
                argument = setting.rawValue
                key = Self.camelCase(setting.rawValue)
                self.value = value
                self.source = source
            }

            /// "coingecko-url" → "coingeckoUrl".
            static func camelCase(_ name: String) -> String {
                let words = name.split(separator: "-")
                return (words.first.map(String.init) ?? "")
                    + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            }
        }
        let settings: [Item]
    }
}

extension WalletSetting: ExpressibleByArgument {}

extension ClusterOptions {
    /// `client(settings:)` with the settings of `home`'s wallet database when there is one (reading settings creates
    /// no database: without one, the flag, the environment and the defaults decide).
    func client(home: HomeOptions) throws(CLIError) -> RPCClient {
        let path = home.paths.databasePath
        guard FileManager.default.fileExists(atPath: path) else { return try client(settings: nil) }
        return try client(settings: SQLiteWalletRegistry(database: try home.database()))
    }

    /// A client through `WalletSettings`: the cluster from `--url`, else `$SOLWALLET_URL`, else the wallet's `url`
    /// setting, else mainnet-beta; the commitment from `--commitment`, else `$SOLWALLET_COMMITMENT`, else the
    /// `commitment` setting, else confirmed.
    func client(settings registry: (any WalletRegistry)?) throws(CLIError) -> RPCClient {
        let settings = WalletSettings(registry: registry)
        let cluster: Cluster
        var configuration: RPCClient.Configuration
        do throws(WalletSettingError) {
            if let url { cluster = url } else { cluster = try settings.cluster().value }
            configuration = RPCClient.Configuration(
                commitment: try settings.commitment(flag: commitmentGiven ? commitment : nil).value)
        } catch { throw CLIError(error) }
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
