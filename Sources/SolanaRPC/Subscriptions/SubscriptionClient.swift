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
    public struct Configuration: Sendable {
        public var pingInterval: Duration = .seconds(15)
        public var reconnectBaseDelay: Duration = .milliseconds(200)
        public var reconnectMaxDelay: Duration = .seconds(5)
        public var maxMessageSize = 16 << 20
        public init() {}
    }

    public let url: URL
    public let configuration: Configuration

    /// Connection state changes, for tests and status displays: the number of connections made so far.
    public private(set) var connectionCount = 0

    private struct Subscription {
        let method: String
        let params: [JSONValue]
        let unsubscribeMethod: String
        let oneShot: Bool
        let deliver: @Sendable ([UInt8]) -> Bool   // false: decoding failed
        let finish: @Sendable ((any Error)?) -> Void
        var serverID: Int?
        var pendingRequestID: Int?
    }

    private var subscriptions: [Int: Subscription] = [:]   // local key → subscription
    private var byServerID: [Int: Int] = [:]              // server id → local key
    private var byRequestID: [Int: Int] = [:]             // request id → local key
    private var nextKey = 0
    private var nextRequestID = 0
    private var outbound: WebSocketOutboundWriter?
    private var runner: Task<Void, Never>?
    private var closed = false
    private let logger: Logger

    public init(url: URL, configuration: Configuration = .init()) {
        self.url = url
        self.configuration = configuration
        var logger = Logger(label: "solana.pubsub")
        logger.logLevel = .critical
        self.logger = logger
    }

    public init(cluster: Cluster, configuration: Configuration = .init()) {
        self.init(url: cluster.webSocketURL, configuration: configuration)
    }

    // MARK: Typed subscriptions

    /// Changes of an account (`accountSubscribe`).
    public func account(_ account: PublicKey, encoding: AccountEncoding = .base64,
                        commitment: Commitment = .confirmed) -> AsyncThrowingStream<RPCResponse<AccountInfo>, any Error> {
        subscribe(method: "accountSubscribe",
                  params: [.string(account.base58), ["encoding": .string(encoding.rawValue), "commitment": .string(commitment.rawValue)]],
                  unsubscribe: "accountUnsubscribe", oneShot: false)
    }

    /// The outcome of one signature (`signatureSubscribe`); the stream ends after its notification.
    public func signature(_ signature: Signature, commitment: Commitment = .confirmed)
        -> AsyncThrowingStream<RPCResponse<SignatureNotification>, any Error> {
        subscribe(method: "signatureSubscribe",
                  params: [.string(signature.base58), ["commitment": .string(commitment.rawValue)]],
                  unsubscribe: "signatureUnsubscribe", oneShot: true)
    }

    /// Every new slot (`slotSubscribe`).
    public func slots() -> AsyncThrowingStream<SlotInfo, any Error> {
        subscribe(method: "slotSubscribe", params: [], unsubscribe: "slotUnsubscribe", oneShot: false)
    }

    func subscribeLogs(_ filter: JSONValue, commitment: Commitment) -> AsyncThrowingStream<RPCResponse<LogsNotification>, any Error> {
        subscribe(method: "logsSubscribe", params: [filter, ["commitment": .string(commitment.rawValue)]],
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
    }

    // MARK: Machinery

    private func subscribe<Value: Decodable & Sendable>(method: String, params: [JSONValue], unsubscribe: String,
                                                         oneShot: Bool) -> AsyncThrowingStream<Value, any Error> {
        let (stream, continuation) = AsyncThrowingStream<Value, any Error>.makeStream(bufferingPolicy: .bufferingNewest(1024))
        if closed {
            continuation.finish()
            return stream
        }
        nextKey += 1
        let key = nextKey
        let deliver: @Sendable ([UInt8]) -> Bool = { data in
            guard let envelope = try? TapeJSONDecoder.decode(NotificationEnvelope<Value>.self, from: data) else { return false }
            continuation.yield(envelope.params.result)
            if oneShot { continuation.finish() }
            return true
        }
        subscriptions[key] = Subscription(method: method, params: params, unsubscribeMethod: unsubscribe, oneShot: oneShot,
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
              outbound != nil else { return }
        nextRequestID += 1
        let requestID = nextRequestID
        subscription.pendingRequestID = requestID
        subscriptions[key] = subscription
        byRequestID[requestID] = key
        await write(id: requestID, method: subscription.method, params: subscription.params)
    }

    private func sendRequest(method: String, params: [JSONValue]) async {
        guard outbound != nil else { return }
        nextRequestID += 1
        await write(id: nextRequestID, method: method, params: params)
    }

    private func write(id: Int, method: String, params: [JSONValue]) async {
        guard let outbound else { return }
        let request = RPCEnvelope.Request(id: id, method: method, params: params)
        guard let data = try? JSONEncoder().encode(request) else { return }
        try? await outbound.write(.text(String(decoding: data, as: UTF8.self)))
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
        guard let probe = try? TapeJSONDecoder.decode(PubSubProbe.self, from: data) else { return }
        if let id = probe.id, let key = byRequestID.removeValue(forKey: id) {
            guard var subscription = subscriptions[key] else { return }
            subscription.pendingRequestID = nil
            if let serverID = probe.result {
                subscription.serverID = serverID
                subscriptions[key] = subscription
                byServerID[serverID] = key
            } else if let error = probe.error {
                subscriptions[key] = nil
                subscription.finish(RPCClientError.rpc(error))
            }
            return
        }
        if let params = probe.params, let key = byServerID[params.subscription], let subscription = subscriptions[key] {
            if subscription.deliver(data), subscription.oneShot {
                // The server cancels one-shot subscriptions itself after notifying.
                subscriptions[key] = nil
                byServerID[params.subscription] = nil
            }
        }
    }

    private func runLoop() async {
        var failures = 0
        while !Task.isCancelled && !closed {
            let client = self
            let pingInterval = configuration.pingInterval
            let maxSize = configuration.maxMessageSize
            var wsConfiguration = WebSocketClientConfiguration(maxFrameSize: maxSize, autoPing: .enabled(timePeriod: pingInterval))
            wsConfiguration.closeTimeout = .seconds(2)
            do {
                try await WebSocketClient.connect(url: url.absoluteString, configuration: wsConfiguration, logger: logger) { inbound, outbound, _ in
                    await client.connected(outbound)
                    for try await message in inbound.messages(maxSize: maxSize) {
                        if case .text(let text) = message { await client.handle(text) }
                    }
                }
                failures = 0
            } catch {
                failures += 1
            }
            disconnected()
            if Task.isCancelled || closed { break }
            let exponent = min(failures, 10)
            let delay = min(configuration.reconnectBaseDelay * (1 << exponent), configuration.reconnectMaxDelay)
            try? await Task.sleep(for: delay)
        }
    }
}

/// What a signature notification says: the error, or nil on success.
public struct SignatureNotification: Sendable, Decodable, Equatable {
    public let err: JSONValue?

    enum CodingKeys: String, CodingKey { case err }

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
    public let slot: UInt64
    public let parent: UInt64
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

/// Wakes `sendAndConfirm` early when a signature notification arrives.
final class SignatureWaiter: @unchecked Sendable {
    private let client: SubscriptionClient
    private let task: Task<Void, Never>

    init(client rpc: RPCClient, signature: Signature, commitment: Commitment) {
        let pubsub = SubscriptionClient(cluster: rpc.cluster)
        client = pubsub
        let box = Flag()
        task = Task {
            let stream = await pubsub.signature(signature, commitment: commitment)
            do { for try await _ in stream { box.set() } } catch {}
        }
        flag = box
    }

    private let flag: Flag

    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.lock(); value = true; lock.unlock() }
        var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    }

    /// Sleeps up to `duration`, returning early once the notification arrived.
    func wait(upTo duration: Duration) async {
        let clock = ContinuousClock()
        let end = clock.now + duration
        while clock.now < end && !flag.isSet {
            try? await Task.sleep(for: .milliseconds(25))
        }
    }

    func cancel() {
        task.cancel()
        let pubsub = client
        Task { await pubsub.close() }
    }
}

/// A logs notification: the transaction's signature, error and logs.
public struct LogsNotification: Sendable, Decodable, Equatable {
    public let signature: Signature
    public let err: JSONValue?
    public let logs: [String]

    enum CodingKeys: String, CodingKey { case signature, err, logs }

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
        -> AsyncThrowingStream<RPCResponse<LogsNotification>, any Error> {
        subscribeLogs(["mentions": [.string(address.base58)]], commitment: commitment)
    }
}
