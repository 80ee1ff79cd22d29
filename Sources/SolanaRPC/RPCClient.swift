import Foundation

/// A typed JSON-RPC client for any Solana cluster.
///
/// Every call has a per-attempt timeout and an overall deadline (retries included), honours task
/// cancellation, and retries only where it is safe (see `RetryPolicy`). Results are decoded into typed
/// values with u64 amounts kept exact.
public struct RPCClient: Sendable {
    /// Timeouts, retries, default commitment, headers and answer size limit of a client.
    public struct Configuration: Sendable {
        /// The commitment used when a method's caller gives none.
        public var commitment: Commitment
        /// Limit for one HTTP exchange.
        public var requestTimeout: Duration
        /// Limit for a whole call, retries and waits included.
        public var overallTimeout: Duration
        /// When and how long to wait before asking again after a failed attempt.
        public var retry: RetryPolicy
        /// Extra headers on every request (e.g. an API key of an RPC provider).
        public var headers: [(String, String)]
        /// The largest answer a call accepts unless the request says otherwise (`RPCRequest.allowingResponses(upTo:)`):
        /// a node's answer is read no further, so one answer cannot cost unbounded memory.
        public var maxResponseBytes: Int

        /// A configuration; the defaults are `confirmed`, 30 s per request, 60 s per call, 5 attempts and 4 MiB
        /// answers.
        public init(
            commitment: Commitment = .confirmed, requestTimeout: Duration = .seconds(30),
            overallTimeout: Duration = .seconds(60), retry: RetryPolicy = .default, headers: [(String, String)] = [],
            maxResponseBytes: Int = 4 << 20
        ) {
            self.commitment = commitment
            self.requestTimeout = requestTimeout
            self.overallTimeout = overallTimeout
            self.retry = retry
            self.headers = headers
            self.maxResponseBytes = maxResponseBytes
        }
    }

    /// The cluster this client talks to.
    public let cluster: Cluster
    /// Timeouts, retries and defaults used by every call.
    public var configuration: Configuration
    let transport: any RPCTransport
    private let ids = IDGenerator()
    private let pubsub: SharedSubscriptions

    /// The one WebSocket subscription client of this RPC client (made on first use, at the cluster's WebSocket
    /// URL), shared by every `sendAndConfirm` that waits on notifications.
    public var subscriptions: SubscriptionClient { pubsub.client(for: cluster) }

    /// A client for a cluster over HTTP.
    public init(cluster: Cluster, configuration: Configuration = .init()) {
        self.init(cluster: cluster, transport: HTTPTransport(url: cluster.url), configuration: configuration)
    }

    /// A client over a custom transport (fault injection in tests, URLSession on Apple platforms).
    public init(cluster: Cluster, transport: any RPCTransport, configuration: Configuration = .init()) {
        self.cluster = cluster
        self.transport = transport
        self.configuration = configuration
        self.pubsub = SharedSubscriptions()
    }

    // MARK: Single calls

    /// Sends one request and returns its typed result.
    public func send<R>(_ request: RPCRequest<R>) async throws(RPCClientError) -> R {
        let request = request.applyingDefault(configuration.commitment)
        let id = ids.next()
        let body = RPCEnvelope.encode(.init(id: id, method: request.method, params: request.params))
        let idempotent = request.isIdempotent
        let limit = request.maxResponseBytes ?? configuration.maxResponseBytes
        let userInfo = request.decodingUserInfo
        let outcome: Result<R, RPCError> = try await exchange(body, idempotent: idempotent, limit: limit) {
            bytes throws(Rejection) in
            // One parse: the typed envelope; a retryable error is handed back to the retry loop.
            let response: RPCEnvelope.Response<R>
            do {
                response = try TapeJSONDecoder.decode(RPCEnvelope.Response<R>.self, from: bytes, userInfo: userInfo)
            } catch {
                throw .malformed("\(request.method): " + RPCEnvelope.describe(error))
            }
            // An answer to another request (a confused proxy or cache) is not this call's result.
            if let answered = response.id, answered != id {
                throw .malformed("\(request.method): the answer is for request id \(answered), this call sent \(id)")
            }
            // A result must name its request; only an error may come without one (a node that could not read the id).
            if response.id == nil, case .success = response.outcome {
                throw .malformed("\(request.method): the answer carries no id (this call sent \(id))")
            }
            if case .failure(let error) = response.outcome, Self.isRetryable(error, idempotent: idempotent) {
                throw .retryable(error)
            }
            return response.outcome
        }
        switch outcome {
        case .success(let value): return value
        case .failure(let error): throw .rpc(error)
        }
    }

    // MARK: Batches

    /// Sends several requests of one type in one HTTP request; results come back in call order whatever order the
    /// node answers in. Each result is the value or that call's own error.
    public func batch<R>(_ requests: [RPCRequest<R>]) async throws(RPCClientError) -> [Result<R, RPCError>] {
        if requests.isEmpty { return [] }
        let erased = requests.map { request in ErasedCall(request.applyingDefault(configuration.commitment)) }
        let results = try await sendBatch(erased)
        return results.map { $0.map { $0 as! R } }
    }

    /// Sends requests of different types in one HTTP request; the tuple of results is in call order.
    ///
    /// ```swift
    /// let (balance, slot) = try await client.batch(.getBalance(key), .getSlot())
    /// ```
    public func batch<each R>(_ requests: repeat RPCRequest<each R>) async throws(RPCClientError) -> (
        repeat Result<each R, RPCError>
    ) {
        var erased: [ErasedCall] = []
        for request in repeat each requests {
            erased.append(ErasedCall(request.applyingDefault(configuration.commitment)))
        }
        let results = try await sendBatch(erased)
        var index = 0
        func take<T>(_ request: RPCRequest<T>) -> Result<T, RPCError> {
            defer { index += 1 }
            return results[index].map { $0 as! T }
        }
        return (repeat take(each requests))
    }

    /// A type-erased call of a batch.
    struct ErasedCall: Sendable {
        let method: String
        let params: [JSONValue]
        let isIdempotent: Bool
        let decode: @Sendable (any Decoder) throws -> Result<any Sendable, RPCError>
        let maxResponseBytes: Int?
        let dataEncoding: String?

        init<R>(_ request: RPCRequest<R>) {
            method = request.method
            params = request.params
            isIdempotent = request.isIdempotent
            maxResponseBytes = request.maxResponseBytes
            dataEncoding = request.dataEncoding
            decode = { decoder in
                try RPCEnvelope.Response<R>(from: decoder).outcome.map { $0 as any Sendable }
            }
        }
    }

    /// Decodes a batch answer: an array whose elements are matched to calls by id.
    struct BatchResponse: Decodable {
        static let callsKey = CodingUserInfoKey(rawValue: "solana.batch.calls")!
        var results: [Int: Result<any Sendable, RPCError>] = [:]

        init(from decoder: any Decoder) throws {
            guard let calls = decoder.userInfo[Self.callsKey] as? [Int: ErasedCall] else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "batch calls missing"))
            }
            var container = try decoder.unkeyedContainer()
            while !container.isAtEnd {
                let element = try container.superDecoder()
                let probe = try RPCEnvelope.Probe(from: element)
                guard let id = probe.id else {
                    // A batch-level error without id (e.g. the whole batch rejected).
                    if let error = probe.error { throw BatchLevelError(error: error) }
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: container.codingPath, debugDescription: "answer without id"))
                }
                guard let call = calls[id] else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: container.codingPath, debugDescription: "answer for unknown id \(id)"))
                }
                results[id] = try call.decode(element)
            }
        }
    }

    struct BatchLevelError: Error { let error: RPCError }

    private func sendBatch(_ calls: [ErasedCall]) async throws(RPCClientError) -> [Result<any Sendable, RPCError>] {
        let firstID = ids.next(count: calls.count)
        let requestIDs = calls.indices.map { firstID + $0 }
        let envelopes = zip(requestIDs, calls).map { RPCEnvelope.Request(id: $0, method: $1.method, params: $1.params) }
        let body = RPCEnvelope.encode(envelopes)
        let idempotent = calls.allSatisfy(\.isIdempotent)
        let byID = Dictionary(uniqueKeysWithValues: zip(requestIDs, calls))
        // One answer for all: the largest limit any call allows; data in any encoding one of the calls asked for.
        let limit =
            calls.compactMap(\.maxResponseBytes).max().map { max($0, configuration.maxResponseBytes) }
            ?? configuration.maxResponseBytes
        var userInfo = DataEncodingPolicy.userInfo(calls.compactMap(\.dataEncoding))
        userInfo[BatchResponse.callsKey] = byID
        let bytes: [UInt8] = try await exchange(body, idempotent: idempotent, limit: limit) { bytes throws(Rejection) in
            // A batch is retried as a whole only when the node rejected it whole, or every answer is a transient error.
            let probes: [RPCEnvelope.Probe]
            do { probes = try TapeJSONDecoder.decode([RPCEnvelope.Probe].self, from: bytes) } catch {
                if let single = try? TapeJSONDecoder.decode(RPCEnvelope.Probe.self, from: bytes),
                    let error = single.error
                {
                    if Self.isRetryable(error, idempotent: idempotent) { throw .retryable(error) }
                    return bytes
                }
                throw .malformed(RPCEnvelope.describe(error))
            }
            if !probes.isEmpty,
                probes.allSatisfy({ $0.error.map { Self.isRetryable($0, idempotent: idempotent) } ?? false })
            {
                throw .retryable(probes[0].error!)
            }
            return bytes
        }
        let response: BatchResponse
        do {
            response = try TapeJSONDecoder.decode(BatchResponse.self, from: bytes, userInfo: userInfo)
        } catch let error as BatchLevelError {
            throw .rpc(error.error)
        } catch {
            throw .malformedResponse("batch: " + RPCEnvelope.describe(error))
        }
        var results: [Result<any Sendable, RPCError>] = []
        for id in requestIDs {
            guard let result = response.results[id] else {
                throw .malformedResponse("batch: no answer for call \(id - firstID + 1) of \(calls.count)")
            }
            results.append(result)
        }
        return results
    }

    // MARK: The exchange with retries

    /// What a body inspection can ask for.
    enum Rejection: Error {
        case retryable(RPCError)
        case malformed(String)
    }

    static func isRetryable(_ error: RPCError, idempotent: Bool) -> Bool {
        // Node unhealthy / rate limited: the node did not act on the request, so retrying is always safe.
        if error.code == RPCError.Code.nodeUnhealthy || error.code == 429 { return true }
        return idempotent && error.isTransient
    }

    /// POSTs `body` until a usable answer, within the deadline; `inspect` turns the body into the result or
    /// rejects it as retryable or malformed.
    private func exchange<T>(
        _ body: [UInt8], idempotent: Bool, limit: Int,
        inspect: ([UInt8]) throws(Rejection) -> T
    ) async throws(RPCClientError) -> T {
        let clock = ContinuousClock()
        let deadline = clock.now + configuration.overallTimeout
        let policy = configuration.retry
        var attempt = 0
        var lastFailure: RPCClientError = .timeout(configuration.overallTimeout)
        while true {
            attempt += 1
            if Task.isCancelled { throw .cancelled }
            let remaining = deadline - clock.now
            if remaining <= .zero { throw lastFailure }
            var wait: Duration
            do {
                let response = try await transport.post(
                    body, headers: configuration.headers,
                    timeout: min(configuration.requestTimeout, remaining),
                    maxResponseBytes: limit)
                switch response.status {
                case 200:
                    do throws(Rejection) {
                        return try inspect(response.body)
                    } catch {
                        switch error {
                        case .retryable(let rpcError):
                            lastFailure = .rpc(rpcError)
                            wait = policy.backoff(afterAttempt: attempt)
                        case .malformed(let detail):
                            lastFailure = .malformedResponse(detail)
                            guard idempotent else { throw lastFailure }
                            wait = policy.backoff(afterAttempt: attempt)
                        }
                    }
                case 429:
                    let hint = RetryPolicy.parseRetryAfter(response.headers["retry-after"])
                    lastFailure = .rateLimited(retryAfter: hint)
                    if let hint, hint > policy.maxRetryAfter { throw lastFailure }
                    wait = hint ?? policy.backoff(afterAttempt: attempt)
                case 500...599:
                    lastFailure = .httpStatus(response.status, body: RPCClientError.excerpt(response.body))
                    guard idempotent else { throw lastFailure }
                    wait = policy.backoff(afterAttempt: attempt)
                default:
                    throw RPCClientError.httpStatus(response.status, body: RPCClientError.excerpt(response.body))
                }
            } catch let error as RPCClientError {
                throw error
            } catch is CancellationError {
                throw .cancelled
            } catch RPCTransportError.responseTooLarge(let limit) {
                throw .responseTooLarge(limit: limit)
            } catch RPCTransportError.timeout {
                lastFailure = .timeout(min(configuration.requestTimeout, remaining))
                guard idempotent else { throw lastFailure }
                wait = policy.backoff(afterAttempt: attempt)
            } catch {
                let detail: String
                if case RPCTransportError.connection(let text) = error { detail = text } else { detail = "\(error)" }
                lastFailure = .transport(detail)
                guard idempotent, policy.retriesRefusedConnections || detail != HTTPTransport.refused else {
                    throw lastFailure
                }
                wait = policy.backoff(afterAttempt: attempt)
            }
            guard attempt < policy.maxAttempts else { throw lastFailure }
            let left = deadline - clock.now
            if wait >= left { throw lastFailure }
            do { try await Task.sleep(for: wait) } catch { throw .cancelled }
        }
    }
}

/// The subscription client of an `RPCClient`, made once on first use.
final class SharedSubscriptions: @unchecked Sendable {
    private let lock = NSLock()
    private var made: SubscriptionClient?

    func client(for cluster: Cluster) -> SubscriptionClient {
        lock.withLock {
            if let made { return made }
            let client = SubscriptionClient(cluster: cluster)
            made = client
            return client
        }
    }
}

/// Request ids, unique within a client.
final class IDGenerator: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next(count: Int = 1) -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        let first = value
        value += count - 1
        return first
    }
}
