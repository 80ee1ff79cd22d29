import Foundation
import Hummingbird
import Logging
import NIOCore

/// Runs a `Dashboard`'s router on Hummingbird, bound to 127.0.0.1 only: never another interface, whatever the caller
/// asks.
public struct DashboardServer: Sendable {
    let dashboard: Dashboard
    let port: Int

    /// A server for `dashboard` on `port` (0: a free port, chosen by the system).
    public init(dashboard: Dashboard, port: Int) {
        self.dashboard = dashboard
        self.port = port
    }

    /// Serves until SIGINT or SIGTERM; `onStart` gets the bound port once the server listens (print the URL there).
    public func run(onStart: @escaping @Sendable (Int) -> Void) async throws {
        let dashboard = dashboard
        var logger = Logger(label: "solwallet.serve")
        logger.logLevel = .warning
        let app = Application(
            router: dashboard.router(),
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: nil),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? 0
                dashboard.port = bound
                onStart(bound)
            }, logger: logger)
        // SIGINT/SIGTERM start Hummingbird's graceful shutdown, which waits for open requests: the live-update
        // streams would keep it waiting until the browser leaves, so they are ended on the same signals.
        let sources = [SIGINT, SIGTERM].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { dashboard.endStreams() }
            source.resume()
            return source
        }
        defer { sources.forEach { $0.cancel() } }
        try await app.runService()
    }
}
