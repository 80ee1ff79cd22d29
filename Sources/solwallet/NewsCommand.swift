import ArgumentParser
import Foundation
import MarketData
import SolanaWallet
import WalletPresentation

/// `solwallet news`: the latest items of an RSS 2.0 or Atom feed (Solana's news by default).
struct NewsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "news",
        abstract: helpText("The latest news: items of an RSS or Atom feed (Solana's news by default)."),
        discussion: helpText(
            """
            The feed is $SOLWALLET_NEWS_URL, else the news-url setting (`solwallet config set news-url URL`), else \
            https://solana.com/news/rss.xml; --url overrides them. It is cached for 15 minutes in the wallet's \
            database; when the feed cannot be fetched, the cached items are shown with their age. --open N prints \
            the link of item N alone (for `xdg-open "$(solwallet news --open 1)"`).
            """))

    @Option(name: .customLong("url"), help: helpText("The feed's URL (http or https).")) var url: String?
    @Option(help: helpText("Items to show, 1–100.")) var limit: Int = 10
    @Option(help: helpText("Print the link of item N (1 is the newest) and nothing else.")) var open: Int?
    @Option(help: helpText("Seconds to wait for the feed before showing cached items (1–120).")) var timeout: Int = 15
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard (1...100).contains(limit) else { throw ValidationError.localized(.cliUsageRange, "--limit", "1", "100") }
        guard (1...120).contains(timeout) else {
            throw ValidationError.localized(.cliUsageRangeSeconds, "--timeout", "1", "120")
        }
        if let open, !(1...100).contains(open) { throw ValidationError.localized(.cliUsageRange, "--open", "1", "100") }
    }

    func run() async throws {
        let database = try home.database()
        let registry = SQLiteWalletRegistry(database: database)
        let feedURL = try Self.feedURL(option: url, registry: registry)
        let cache: SQLiteMarketCache
        do { cache = try SQLiteMarketCache(path: home.paths.databasePath) } catch {
            throw CLIError(.file, "\(error.description); check --home or $SOLWALLET_HOME", cause: error)
        }
        let loader = NewsLoader(cache: cache, timeout: .seconds(timeout))
        let loaded: Loaded<NewsFeed>
        do {
            loaded = try await Spinner.run(.loadingNews) { () throws(MarketDataError) in
                try await loader.load(feedURL)
            }
        } catch {
            let base = CLIError(error)
            throw CLIError(
                base.kind,
                "\(MarketURL.redacted(feedURL)): "
                    + error.description.replacingOccurrences(of: "the price service", with: "the news feed"),
                cause: error)
        }
        let language = try output.language(registry: registry)
        let view = NewsViewModel(loaded, url: feedURL, limit: max(limit, open ?? 0), language: language)
        if let open {
            guard open <= view.items.count else {
                throw CLIError(
                    .notFound, .cliNewsOpenRange, String(view.items.count))
            }
            guard let link = view.items[open - 1].link else {
                throw CLIError(.notFound, .cliNewsNoLink, String(open))
            }
            if output.json {
                struct Opened: Encodable { let number: Int; let link: String }
                try Output.printJSON(Opened(number: open, link: link))
            } else {
                print(link)
            }
            return
        }
        if output.json {
            try Output.printJSON(view)
        } else {
            Output.print(view.terminalText(style: output.style), style: output.style)
        }
    }

    /// The feed through `WalletSettings`: `--url`, else `$SOLWALLET_NEWS_URL`, else the `news-url` setting, else
    /// Solana's feed.
    static func feedURL(option: String?, registry: SQLiteWalletRegistry) throws(CLIError) -> URL {
        do { return try WalletSettings(registry: registry).newsURL(flag: option).value } catch {
            guard error.source == .flag else { throw CLIError(error) }
            throw CLIError(.invalidInput, "--url: \(error.reason)", cause: error)
        }
    }
}
