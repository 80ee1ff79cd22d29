import Foundation
import Hummingbird
import NIOCore
import SolanaCore
import SolanaRPC
import SolanaWallet
import WalletPresentation

extension Dashboard {
    // MARK: Live updates

    /// Server-sent events for `address`: a `balance` event whenever its SOL balance changes, from the cluster's
    /// account subscription, with a poll every 3 s behind it (subscriptions can be dropped by the node), and a
    /// comment every 15 s so that proxies keep the stream open. The cluster is read at most once a second per address
    /// whatever the rate of notifications (SolanaWallet's `BalanceWatch` through one `BalanceReadLimiter`). It ends when the browser leaves, when
    /// `session` locks or ends (checked every second, and at once when the gate sees it locked), and at shutdown.
    func liveBalance(_ text: String?, session: String) throws -> Response {
        guard let text, let address = try? PublicKey(text) else { return plain(400, "events?address=ADDRESS") }
        let client = try client()
        let sessions = sessions
        let language = language()
        var watch = BalanceWatch(address: address, client: client, limiter: liveReads)
        // The idle lock needs no request to happen: the watch asks every second.
        watch.isActive = { await sessions.isUnlocked(session) }
        let balances = watch
        let stream = AsyncStream<String>(bufferingPolicy: .bufferingNewest(16)) { continuation in
            let task = Task {
                var quiet = 0
                // The tokens and cluster of the page's balance: each new SOL balance is valued with them.
                let shown = await self.shownBalance(address, client)
                for await event in balances {
                    if Task.isCancelled { break }
                    if case .balance(let balance) = event {
                        continuation.yield(
                            await self.liveBalanceEvent(balance, of: address, shown: shown, language: language))
                        quiet = 0
                    } else {
                        quiet += 1
                        if quiet % 5 == 0 { continuation.yield(": keep-alive\n\n") }
                    }
                }
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
        return Response(
            status: .ok, headers: [.contentType: "text/event-stream", .xAccelBuffering: "no"],
            body: ResponseBody { writer in
                for await event in stream { try await writer.write(ByteBuffer(string: event)) }
                try await writer.finish(nil)
            })
    }

    /// The `balance` event of a new SOL balance of `address`: the balance as shown and its value in the chosen
    /// currency with the tokens of `shown` (the page's balance), through the SDK's valuation ("—" without it).
    func liveBalanceEvent(
        _ lamports: UInt64, of address: PublicKey, shown: LoadedBalance?, language: Language
    ) async -> String {
        var fiat = "—"
        if let shown {
            let now = AccountBalance(
                address: address, lamports: lamports, tokens: shown.balance.tokens, slot: shown.balance.slot,
                fetchedAt: Date())
            let loaded = LoadedBalance(balance: now, source: .remote, cluster: shown.cluster)
            fiat = await accountValue(visibleTokens(loaded), language: language).total  // hidden tokens not valued
        }
        let event = LiveBalance(sol: Lamports.formatSOL(lamports), lamports: lamports, fiat: fiat)
        let data = (try? JSONEncoder().encode(event)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "event: balance\ndata: \(data)\n\n"
    }

    /// The balance the account page was built from (the coalescer's, cached): its tokens and cluster; nil when it
    /// cannot be read.
    func shownBalance(_ address: PublicKey, _ client: RPCClient) async -> LoadedBalance? {
        let loader = CachedBalanceLoader(client: client, database: services.database)
        return try? await balances.balance(of: address, cluster: client.cluster.url, loader: loader)
    }
}

/// A `balance` event's data: the SOL balance as shown, its lamports (a JSON number: the page compares them), and
/// the account's value in the chosen currency ("—" without one).
struct LiveBalance: Encodable {
    let sol: String
    let lamports: UInt64
    let fiat: String
}
