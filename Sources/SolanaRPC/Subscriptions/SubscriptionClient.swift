import Foundation
import Logging
import NIOCore
import SolanaCore
import WSClient

/// Solana PubSub over WebSocket: subscriptions as `AsyncThrowingStream`s that survive reconnects.
///
/// One connection serves every subscription. The client pings to keep it alive, reconnects with backoff
/// when it drops, and subscribes again to everything still being listened to. Ending the iteration of a
/// stream unsubscribes it. Public endpoints drop subscriptions under load, so callers that must not miss a
/// state change should also poll (as `sendAndConfirm` does).
public actor SubscriptionClient {
    /// Keep-alive, reconnect, size and time limits of a subscription client, and its logger.
    public struct Configuration: Sendable {
        /// How often the client pings the server to keep the connection open.
        public var pingInterval: Duration = .seconds(15)
        /// The wait before the first reconnect; it doubles with each failed attempt.
        public var reconnectBaseDelay: Duration = .milliseconds(200)
        /// The longest wait between two reconnect attempts.
        public var reconnectMaxDelay: Duration = .seconds(5)
        /// The largest message accepted; a larger one ends the connection (and a reconnect follows).
        public var maxMessageSize = 8 << 20
        /// Connections in a row that fail, or that the server closes before sending anything, after which the client
        /// gives up: every stream ends with `RPCClientError.transport` (a server that accepts and closes at once
        /// would otherwise be retried for ever). A later subscription starts afresh.
        public var maxConsecutiveFailures = 8
        /// How long the server has to confirm a subscription; after that its stream ends with `RPCClientError.timeout`.
        public var subscribeTimeout: Duration = .seconds(30)
        /// Where notifications that fail to decode, failed writes and reconnects are reported.
        public var logger: Logger = {
            var logger = Logger(label: "solana.pubsub")
            logger.logLevel = .critical
            return logger
        }()
        /// The defaults: a ping every 15 s, reconnects from 200 ms up to 5 s, 8 MiB messages, 8 failures, 30 s to
        /// subscribe.
        public init() {}
    }

    /// The WebSocket endpoint (`ws://` or `wss://`).
    public let url: URL
    /// The keep-alive, reconnect and limit settings the client was made with.
    public let configuration: Configuration

    /// Connection state changes, for tests and status displays: the number of connections made so far.
    public private(set) var connectionCount = 0

    private struct Subscription {
        let method: String
        let params: [JSONValue]
        let unsubscribeMethod: String
        let oneShot: Bool
        let deliver: @Sendable ([UInt8]) -> Bool  // false: decoding failed
        let finish: @Sendable ((any Error)?) -> Void
        var serverID: Int?
        var pendingRequestID: Int?
    }

    private var subscriptions: [Int: Subscription] = [:]  // local key → subscription
    private var confirmationWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var byServerID: [Int: Int] = [:]  // server id → local key
    private var byRequestID: [Int: Int] = [:]  // request id → local key
    private var nextKey = 0
    private var nextRequestID = 0
    private var outbound: WebSocketOutboundWriter?
    private var runner: Task<Void, Never>?
    private var closed = false
    private let logger: Logger

    /// A client for the WebSocket endpoint at `url`; it connects on the first subscription.
    public init(url: URL, configuration: Configuration = .init()) {
        self.url = url
        self.configuration = configuration
        self.logger = configuration.logger
    }

    /// A client for the cluster's WebSocket endpoint (`Cluster.webSocketURL`); it connects on the first subscription.
    public init(cluster: Cluster, configuration: Configuration = .init()) {
        self.init(url: cluster.webSocketURL, configuration: configuration)
    }

    /// The subscriptions the server has confirmed on the current connection (a notification comes only for those).
    public var confirmedSubscriptionCount: Int { byServerID.count }

    /// Returns once the server has confirmed at least `count` subscriptions on the current connection, or once the
    /// client is closed: a caller that must not miss an early notification (a test, a status display) waits for
    /// this rather than for a while.
    public func waitForConfirmedSubscriptions(_ count: Int) async {
        guard !closed, byServerID.count < count else { return }
        await withCheckedContinuation { continuation in confirmationWaiters.append((count, continuation)) }
    }

    private func resumeConfirmationWaiters() {
        let confirmed = byServerID.count
        let ready = confirmationWaiters.filter { closed || $0.count <= confirmed }
        confirmationWaiters.removeAll { closed || $0.count <= confirmed }
        for waiter in ready { waiter.continuation.resume() }
    }

    // MARK: Typed subscriptions

    /// Changes of an account (`accountSubscribe`).
    public func account(
        _ account: PublicKey, encoding: AccountEncoding = .base64,
        commitment: Commitment = .confirmed
    ) -> AsyncThrowingStream<RPCResponse<AccountInfo>, any Error> {
        subscribe(
            method: "accountSubscribe",
            params: [
                .string(account.base58),
                ["encoding": .string(encoding.rawValue), "commitment": .string(commitment.rawValue)],
            ],
            unsubscribe: "accountUnsubscribe", oneShot: false, dataEncoding: encoding.rawValue)
    }

    /// The outcome of one signature (`signatureSubscribe`); the stream ends after its notification.
    public func signature(_ signature: Signature, commitment: Commitment = .confirmed)
        -> AsyncThrowingStream<RPCResponse<SignatureNotification>, any Error>
    {
        subscribe(
            method: "signatureSubscribe",
            params: [.string(signature.base58), ["commitment": .string(commitment.rawValue)]],
            unsubscribe: "signatureUnsubscribe", oneShot: true)
    }

    /// Every new slot (`slotSubscribe`).
    public func slots() -> AsyncThrowingStream<SlotInfo, any Error> {
        subscribe(method: "slotSubscribe", params: [], unsubscribe: "slotUnsubscribe", oneShot: false)
    }

    func subscribeLogs(_ filter: JSONValue, commitment: Commitment) -> AsyncThrowingStream<
        RPCResponse<LogsNotification>, any Error
    > {
        subscribe(
            method: "logsSubscribe", params: [filter, ["commitment": .string(commitment.rawValue)]],
            unsubscribe: "logsUnsubscribe", oneShot: false)
    }

    /// Closes the connection and ends every stream.
    public func close() {
        closed = true
        runner?.cancel()
        runner = nil
        for (_, subscription) in subscriptions { subscription.finish(nil) }
        subscriptions = [:]
        byServerID = [:]
        byRequestID = [:]
        resumeConfirmationWaiters()
    }

    // MARK: Machinery

    func subscribe<Value: Decodable & Sendable>(
        method: String, params: [JSONValue], unsubscribe: String,
        oneShot: Bool, dataEncoding: String? = nil
    )
        -> AsyncThrowingStream<Value, any Error>
    {
        let (stream, continuation) = AsyncThrowingStream<Value, any Error>.makeStream(
            bufferingPolicy: .bufferingNewest(1024))
        if closed {
            continuation.finish()
            return stream
        }
        nextKey += 1
        let key = nextKey
        let userInfo = DataEncodingPolicy.userInfo(dataEncoding.map { [$0] } ?? [])
        let logger = self.logger
        let deliver: @Sendable ([UInt8]) -> Bool = { data in
            let envelope: NotificationEnvelope<Value>
            do {
                envelope = try TapeJSONDecoder.decode(NotificationEnvelope<Value>.self, from: data, userInfo: userInfo)
            } catch {
                // A notification of the wrong shape ends the stream with the reason: never dropped without a trace.
                let detail = "\(method) notification: " + RPCEnvelope.describe(error)
                logger.warning("malformed notification", metadata: ["detail": .string(detail)])
                continuation.finish(throwing: RPCClientError.malformedResponse(detail))
                return false
            }
            continuation.yield(envelope.params.result)
            if oneShot { continuation.finish() }
            return true
        }
        subscriptions[key] = Subscription(
            method: method, params: params, unsubscribeMethod: unsubscribe, oneShot: oneShot,
            deliver: deliver, finish: { error in continuation.finish(throwing: error) })
        continuation.onTermination = { [weak self] _ in
            Task { await self?.remove(key) }
        }
        ensureRunning()
        Task { await self.sendSubscribe(key) }
        return stream
    }

    private func ensureRunning() {
        guard runner == nil, !closed else { return }
        runner = Task { [weak self] in await self?.runLoop() }
    }

    private func remove(_ key: Int) async {
        guard let subscription = subscriptions.removeValue(forKey: key) else { return }
        if let serverID = subscription.serverID {
            byServerID[serverID] = nil
            await sendRequest(method: subscription.unsubscribeMethod, params: [.int(Int64(serverID))])
        }
        if let requestID = subscription.pendingRequestID { byRequestID[requestID] = nil }
    }

    private func sendSubscribe(_ key: Int) async {
        guard var subscription = subscriptions[key], subscription.serverID == nil, subscription.pendingRequestID == nil,
            outbound != nil
        else { return }
        nextRequestID += 1
        let requestID = nextRequestID
        subscription.pendingRequestID = requestID
        subscriptions[key] = subscription
        byRequestID[requestID] = key
        await write(id: requestID, method: subscription.method, params: subscription.params)
        let limit = configuration.subscribeTimeout
        Task { [weak self] in
            try? await Task.sleep(for: limit)
            await self?.expireIfUnanswered(key: key, requestID: requestID, after: limit)
        }
    }

    /// Ends a subscription whose request the server has not answered in time.
    private func expireIfUnanswered(key: Int, requestID: Int, after limit: Duration) {
        guard let subscription = subscriptions[key], subscription.pendingRequestID == requestID else { return }
        subscriptions[key] = nil
        byRequestID[requestID] = nil
        logger.warning("subscription not confirmed", metadata: ["method": .string(subscription.method)])
        subscription.finish(RPCClientError.timeout(limit))
    }

    private func sendRequest(method: String, params: [JSONValue]) async {
        guard outbound != nil else { return }
        nextRequestID += 1
        await write(id: nextRequestID, method: method, params: params)
    }

    private func write(id: Int, method: String, params: [JSONValue]) async {
        guard let outbound else { return }
        let text = String(
            decoding: RPCEnvelope.encode(RPCEnvelope.Request(id: id, method: method, params: params)), as: UTF8.self)
        do { try await outbound.write(.text(text)) } catch {
            // The connection is going down; the reconnect subscribes again to everything still listened to.
            logger.warning("write failed", metadata: ["method": .string(method), "error": .string("\(error)")])
        }
    }

    private func connected(_ writer: WebSocketOutboundWriter) async {
        outbound = writer
        connectionCount += 1
        // (Re)subscribe everything still listened to; server ids of the old connection are gone.
        byServerID = [:]
        byRequestID = [:]
        for key in subscriptions.keys {
            subscriptions[key]?.serverID = nil
            subscriptions[key]?.pendingRequestID = nil
        }
        for key in subscriptions.keys.sorted() { await sendSubscribe(key) }
    }

    private func disconnected() {
        outbound = nil
    }

    private func handle(_ text: String) async {
        let data = Array(text.utf8)
        guard let probe = try? TapeJSONDecoder.decode(PubSubProbe.self, from: data) else {
            logger.warning("message that is not JSON-RPC ignored", metadata: ["bytes": .stringConvertible(data.count)])
            return
        }
        messagesOnConnection += 1
        if let id = probe.id, let key = byRequestID.removeValue(forKey: id) {
            guard var subscription = subscriptions[key] else { return }
            subscription.pendingRequestID = nil
            if let serverID = probe.result {
                subscription.serverID = serverID
                subscriptions[key] = subscription
                byServerID[serverID] = key
                resumeConfirmationWaiters()
            } else if let error = probe.error {
                subscriptions[key] = nil
                subscription.finish(RPCClientError.rpc(error))
            }
            return
        }
        if let params = probe.params, let key = byServerID[params.subscription], let subscription = subscriptions[key] {
            let delivered = subscription.deliver(data)
            if !delivered || subscription.oneShot {
                // The server cancels one-shot subscriptions itself after notifying; a stream ended by a malformed
                // notification is unsubscribed.
                subscriptions[key] = nil
                byServerID[params.subscription] = nil
                if !delivered {
                    await sendRequest(
                        method: subscription.unsubscribeMethod, params: [.int(Int64(params.subscription))])
                }
            }
        }
    }

    /// Counts the valid JSON-RPC messages a connection received (a connection that got none counts as a failure,
    /// so a server that accepts and closes, or sends only garbage, is given up on).
    private var messagesOnConnection = 0

    private func runLoop() async {
        var failures = 0
        while !Task.isCancelled && !closed {
            let client = self
            let pingInterval = configuration.pingInterval
            let maxSize = configuration.maxMessageSize
            var wsConfiguration = WebSocketClientConfiguration(
                maxFrameSize: maxSize, autoPing: .enabled(timePeriod: pingInterval))
            wsConfiguration.closeTimeout = .seconds(2)
            messagesOnConnection = 0
            var failure: String?
            do {
                try await WebSocketClient.connect(
                    url: url.absoluteString, configuration: wsConfiguration, logger: logger
                ) { inbound, outbound, _ in
                    await client.connected(outbound)
                    for try await message in inbound.messages(maxSize: maxSize) {
                        switch message {
                        case .text(let text): await client.handle(text)
                        case .binary: await client.log("binary message ignored")
                        }
                    }
                }
                if messagesOnConnection == 0 {
                    failure = "the server closed the connection before sending a valid message"
                }
            } catch {
                failure = "\(error)"
            }
            disconnected()
            if Task.isCancelled || closed { break }
            if let failure {
                failures += 1
                logger.warning(
                    "connection failed",
                    metadata: ["failures": .stringConvertible(failures), "error": .string(failure)])
                if failures >= configuration.maxConsecutiveFailures {
                    giveUp(
                        "WebSocket \(Cluster.redacted(url)): \(failures) connections in a row failed (last: \(failure.prefix(200)))"
                    )
                    return
                }
            } else {
                failures = 0
            }
            let exponent = min(failures, 10)
            let delay = min(configuration.reconnectBaseDelay * (1 << exponent), configuration.reconnectMaxDelay)
            try? await Task.sleep(for: delay)
        }
    }

    private func log(_ message: Logger.Message) { logger.warning(message) }

    /// Ends every stream with a transport error; the next subscription starts a new connection loop.
    private func giveUp(_ reason: String) {
        runner = nil
        let ended = subscriptions
        subscriptions = [:]
        byServerID = [:]
        byRequestID = [:]
        for (_, subscription) in ended { subscription.finish(RPCClientError.transport(reason)) }
    }
}

/// What a signature notification says: the error, or nil on success.
public struct SignatureNotification: Sendable, Decodable, Equatable {
    /// The transaction error, or nil when it succeeded (or when the notification only says the signature was received).
    public let err: JSONValue?

    enum CodingKeys: String, CodingKey { case err }

    /// Decodes `{"err": …}`; a `"receivedSignature"` notification decodes with `err` nil.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: CodingKeys.self) {
            let error = try container.decodeIfPresent(JSONValue.self, forKey: .err)
            err = error == .null ? nil : error
        } else {
            // "receivedSignature" (enableReceivedNotification) carries no outcome.
            err = nil
        }
    }
}

/// A slot notification.
public struct SlotInfo: Sendable, Decodable, Equatable {
    /// The slot the node has processed.
    public let slot: UInt64
    /// The parent of `slot`.
    public let parent: UInt64
    /// The node's current root slot.
    public let root: UInt64
}

struct NotificationEnvelope<Value: Decodable>: Decodable {
    struct Params: Decodable {
        let result: Value
        let subscription: Int
    }
    let params: Params
}

struct PubSubProbe: Decodable {
    struct Params: Decodable { let subscription: Int }
    let id: Int?
    let result: Int?
    let error: RPCError?
    let params: Params?

    enum CodingKeys: String, CodingKey { case id, result, error, params }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try? c.decodeIfPresent(Int.self, forKey: .id)
        result = try? c.decodeIfPresent(Int.self, forKey: .result)
        error = try? c.decodeIfPresent(RPCError.self, forKey: .error)
        params = try? c.decodeIfPresent(Params.self, forKey: .params)
    }
}

/// Wakes `sendAndConfirm` early when a signature notification arrives, over the RPC client's one shared
/// subscription connection.
final class SignatureWaiter: Sendable {
    private let task: Task<Void, Never>
    private let signal = Signal()

    init(pubsub: SubscriptionClient, signature: Signature, commitment: Commitment) {
        let signal = self.signal
        task = Task {
            let stream = await pubsub.signature(signature, commitment: commitment)
            do { for try await _ in stream { signal.fire() } } catch {}
        }
    }

    /// A one-way latch that wakes every waiter once fired.
    final class Signal: @unchecked Sendable {
        private let lock = NSLock()
        private var fired = false
        private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
        private var nextID = 0

        func fire() {
            let woken: [CheckedContinuation<Void, Never>] = lock.withLock {
                fired = true
                defer { waiters = [:] }
                return Array(waiters.values)
            }
            for continuation in woken { continuation.resume() }
        }

        /// Returns once fired, or at once when the task is cancelled.
        func wait() async {
            let id: Int = lock.withLock {
                nextID += 1; return nextID
            }
            await withTaskCancellationHandler {
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    let resumeNow: Bool = lock.withLock {
                        if fired || Task.isCancelled { return true }
                        waiters[id] = continuation
                        return false
                    }
                    if resumeNow { continuation.resume() }
                }
            } onCancel: {
                let continuation = lock.withLock { waiters.removeValue(forKey: id) }
                continuation?.resume()
            }
        }
    }

    /// Sleeps up to `duration`, returning as soon as the notification arrived.
    func wait(upTo duration: Duration) async {
        let signal = self.signal
        await withTaskGroup(of: Void.self) { group in
            group.addTask { try? await Task.sleep(for: duration) }
            group.addTask { await signal.wait() }
            await group.next()
            group.cancelAll()
        }
    }

    func cancel() { task.cancel() }
}

/// A logs notification: the transaction's signature, error and logs.
public struct LogsNotification: Sendable, Decodable, Equatable {
    /// The transaction's signature.
    public let signature: Signature
    /// The transaction error, or nil when it succeeded.
    public let err: JSONValue?
    /// The program logs; empty when the notification carries none.
    public let logs: [String]

    enum CodingKeys: String, CodingKey { case signature, err, logs }

    /// Decodes `{"signature", "err", "logs"}`; a null `err` becomes nil, missing `logs` become empty.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        signature = try c.decode(Signature.self, forKey: .signature)
        let error = try c.decodeIfPresent(JSONValue.self, forKey: .err)
        err = error == .null ? nil : error
        logs = try c.decodeIfPresent([String].self, forKey: .logs) ?? []
    }
}

extension SubscriptionClient {
    /// Logs of transactions that mention an address (`logsSubscribe` with `mentions`).
    public func logs(mentioning address: PublicKey, commitment: Commitment = .confirmed)
        -> AsyncThrowingStream<RPCResponse<LogsNotification>, any Error>
    {
        subscribeLogs(["mentions": [.string(address.base58)]], commitment: commitment)
    }
}
