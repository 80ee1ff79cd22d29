import Foundation
import Hummingbird
import NIOCore
import SolanaCore
import SolanaRPC
import SolanaWallet

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
        var watch = BalanceWatch(address: address, client: client, limiter: liveReads)
        // The idle lock needs no request to happen: the watch asks every second.
        watch.isActive = { await sessions.isUnlocked(session) }
        let balances = watch
        let stream = AsyncStream<String>(bufferingPolicy: .bufferingNewest(16)) { continuation in
            let task = Task {
                var quiet = 0
                for await event in balances {
                    if Task.isCancelled { break }
                    if case .balance(let balance) = event {
                        let sol = Lamports.formatSOL(balance)
                        continuation.yield("event: balance\ndata: {\"sol\": \"\(sol)\", \"lamports\": \(balance)}\n\n")
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
}
