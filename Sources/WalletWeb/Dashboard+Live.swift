import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet

extension Dashboard {
    // MARK: Live updates

    /// Server-sent events for `address`: a `balance` event whenever its SOL balance changes, from the cluster's
    /// account subscription, with a poll every 3 s behind it (subscriptions can be dropped by the node), and a
    /// comment every 15 s so that proxies keep the stream open. The cluster is read at most once a second per address
    /// whatever the rate of notifications (`BalanceCoalescer.liveBalance`). It ends when the browser leaves, when
    /// `session` locks or ends (checked every second, and at once when the gate sees it locked), and at shutdown.
    func liveBalance(_ text: String?, session: String) throws -> WebResponse {
        guard let text, let address = try? PublicKey(text) else { return plain(400, "events?address=ADDRESS") }
        let client = try client()
        let balances = balances
        let sessions = sessions
        let stream = AsyncStream<String>(bufferingPolicy: .bufferingNewest(16)) { continuation in
            let task = Task {
                let subscriptions = SubscriptionClient(cluster: client.cluster)
                let changes = AsyncStream<Void>(bufferingPolicy: .bufferingNewest(1)) { signal in
                    let listener = Task {
                        do { for try await _ in await subscriptions.account(address) { signal.yield() } } catch {}
                    }
                    let ticker = Task {
                        var ticks = 0
                        while !Task.isCancelled {
                            try? await Task.sleep(for: .seconds(1))
                            // The idle lock needs no request to happen: the stream looks for it.
                            guard await sessions.isUnlocked(session) else { break }
                            ticks += 1
                            if ticks % 3 == 0 { signal.yield() }
                        }
                        signal.finish()
                    }
                    signal.onTermination = { _ in
                        listener.cancel()
                        ticker.cancel()
                    }
                }
                var last: UInt64?
                var quiet = 0
                for await _ in changes {
                    if Task.isCancelled { break }
                    let balance = try? await balances.liveBalance(of: address, cluster: client.cluster.url) {
                        try await client.send(.getBalance(address)).value
                    }
                    if let balance, balance != last {
                        last = balance
                        let sol = Lamports.formatSOL(balance)
                        continuation.yield("event: balance\ndata: {\"sol\": \"\(sol)\", \"lamports\": \(balance)}\n\n")
                        quiet = 0
                    } else {
                        quiet += 1
                        if quiet % 5 == 0 { continuation.yield(": keep-alive\n\n") }
                    }
                }
                await subscriptions.close()
                continuation.finish()
            }
            guard let id = register(continuation, session: session) else {
                task.cancel()
                continuation.finish()
                return
            }
            continuation.onTermination = { [weak self] _ in
                task.cancel()
                self?.unregister(id)
            }
        }
        return WebResponse(
            status: 200, headers: [("Content-Type", "text/event-stream"), ("X-Accel-Buffering", "no")],
            body: .events(stream))
    }
}
