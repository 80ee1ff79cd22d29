import ArgumentParser
import Foundation
import MarketData
import SolanaRPC
import SolanaWallet
import Synchronization
import WalletPresentation
import WalletWeb

/// `solwallet serve`: the wallet's screens in the browser, on 127.0.0.1 only.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: helpText("Show the wallet in your browser: a local dashboard on 127.0.0.1."),
        discussion: helpText(
            """
            Prints a link with a one-time token (like Jupyter): open it in this machine's browser. It works once and \
            gives that browser a session cookie; anyone else gets "not signed in". The server listens on 127.0.0.1 \
            only, refuses other Host and Origin headers, checks a CSRF token on every form, and sends a strict \
            Content-Security-Policy. The seed phrase is shown only on the export screen, after the password. After \
            --idle-lock seconds without a request the dashboard locks until the password is entered again. \
            Every screen works without JavaScript; one small script updates the balance live. Stop with Ctrl-C.

            Images an Action or a coin names (icons, logos) are fetched by the dashboard, never by the browser, and \
            never from this machine or a private network; $SOLWALLET_PRIVATE_IMAGE_HOSTS (host names, comma \
            separated) lists hosts that may be (an image server of your own).
            """))

    @Option(help: helpText("The port on 127.0.0.1 (0: any free port).")) var port: Int = 8737
    @Option(help: helpText("Lock the dashboard after this many seconds without a request (1–86400).")) var idleLock:
        Int = 900
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError.localized(.cliUsageValueRange, "--port", String(port), "0", "65535")
        }
        guard (1...86_400).contains(idleLock) else {
            throw ValidationError.localized(.cliUsageValueRangeSeconds, "--idle-lock", String(idleLock), "1", "86400")
        }
    }

    func run() async throws {
        let database = try home.database()
        let registry = SQLiteWalletRegistry(database: database)
        // Fails early, with the CLI's message, when -u or $SOLWALLET_URL is not a cluster.
        _ = try cluster.client(settings: registry)
        let options = cluster
        let cache = Mutex<RPCClient?>(nil)
        let client: @Sendable () throws -> RPCClient = {
            // Read per request: the settings page can change the cluster. One client per cluster URL.
            let fresh = try options.client(settings: SQLiteWalletRegistry(database: database))
            return cache.withLock { cached in
                if let current = cached, current.cluster.url == fresh.cluster.url { return current }
                cached = fresh
                return fresh
            }
        }
        var override: String?
        if cluster.url != nil {
            override = "-u"
        } else if ProcessInfo.processInfo.environment["SOLWALLET_URL"] != nil {
            override = "$SOLWALLET_URL"
        }
        var marketLoader: CachedMarketLoader?
        var marketError: String?
        do { marketLoader = try MarketServices.loader(home: home, registry: registry, timeout: 15) } catch {
            marketError = "\(error)"
        }
        var services = DashboardServices(
            paths: home.paths, database: database, keystoreParameters: WalletContext.parameters, client: client,
            clusterOverride: override, market: marketLoader, marketError: marketError,
            jupiter: try? MarketServices.jupiter(registry: registry, timeout: 15))
        services.privateImageHosts = Set(
            (ProcessInfo.processInfo.environment["SOLWALLET_PRIVATE_IMAGE_HOSTS"] ?? "").split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).lowercased()
            }.filter { !$0.isEmpty })
        // The news screen reads the feed as `solwallet news` does, through the same cache.
        services.news = (try? SQLiteMarketCache(path: home.paths.databasePath)).map {
            NewsLoader(cache: $0, timeout: .seconds(15))
        }
        let dashboard = Dashboard(services: services, idleLock: TimeInterval(idleLock))
        let json = output.json
        do {
            try await DashboardServer(dashboard: dashboard, port: port).run { bound in
                let url = "http://127.0.0.1:\(bound)/?token=\(dashboard.sessions.oneTimeToken)"
                // Unbuffered: a script reading the first line must get it now.
                let line = json ? "{\"url\": \"\(url)\", \"port\": \(bound)}" : "Dashboard: \(url)"
                FileHandle.standardOutput.write(Data((line + "\n").utf8))
                if !json {
                    Output.status(Localizer(ErrorReport.language())(.cliServeOpenLink) + "\n")
                }
            }
        } catch {
            throw CLIError(.network, .cliServeFailed, String(port), "\(error)")
        }
    }
}
