import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// JSON-RPC over HTTP(S) with AsyncHTTPClient: pooled keep-alive connections, deadlines, cancellation.
public struct HTTPTransport: RPCTransport {
    /// The HTTP(S) JSON-RPC endpoint every request is POSTed to.
    public let url: URL
    private let client: HTTPClient
    /// The largest response body `post(_:headers:timeout:)` accepts; `RPCClient` passes its own limit per call.
    public var maxResponseBytes: Int

    /// One process-wide client (never shut down, like `HTTPClient.shared`), configured to fail fast when a
    /// connection is refused so that `RetryPolicy` decides about retries, not the connection pool.
    public static let sharedClient: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout.connect = .seconds(10)
        configuration.decompression = .enabled(limit: .ratio(50))
        // No tracing spans per request (a caller who traces passes a client of their own).
        configuration.tracing.tracer = nil
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }()

    /// A transport to `url` over `sharedClient`, or a client of the caller's.
    public init(url: URL, client: HTTPClient = HTTPTransport.sharedClient, maxResponseBytes: Int = 4 << 20) {
        self.url = url
        self.client = client
        self.maxResponseBytes = maxResponseBytes
        let headers: HTTPHeaders = ["Content-Type": "application/json", "Accept": "application/json"]
        self.template = try? HTTPClient.Request(url: url, method: .POST, headers: headers)
    }

    /// The request without its body; nil when AsyncHTTPClient cannot use the URL.
    private let template: HTTPClient.Request?

    /// POSTs `body` with `headers`, reading at most `maxResponseBytes` (this transport's limit) of the answer.
    ///
    /// - Throws: `RPCTransportError` (`.timeout`, `.connection`, `.responseTooLarge`) or `CancellationError`.
    public func post(_ body: [UInt8], headers: [(String, String)], timeout: Duration) async throws -> RPCHTTPResponse {
        try await post(body, headers: headers, timeout: timeout, maxResponseBytes: maxResponseBytes)
    }

    /// POSTs `body` with `headers` and stops reading the answer as soon as it passes `maxResponseBytes`.
    ///
    /// - Throws: `RPCTransportError` (`.timeout`, `.connection`, `.responseTooLarge`) or `CancellationError`.
    public func post(_ body: [UInt8], headers: [(String, String)], timeout: Duration, maxResponseBytes: Int)
        async throws
        -> RPCHTTPResponse
    {
        // The URL is parsed once (in `init`); each call only sets the body and the extra headers.
        guard var request = template else {
            throw RPCTransportError.connection("invalid request URL \(Cluster.redacted(url))")
        }
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        request.body = .bytes(body)
        return try await HTTPExchange.perform(
            request, client: client, timeout: timeout, maxResponseBytes: maxResponseBytes, describe: describe)
    }

    /// Collects the status, headers and body (up to a limit) on the connection's event loop.
    final class CollectingDelegate: HTTPClientResponseDelegate, @unchecked Sendable {
        typealias Response = RPCHTTPResponse
        private let limit: Int
        private var status = 0
        private var headers: [String: String] = [:]
        private var body: [UInt8] = []

        init(limit: Int) { self.limit = limit }

        func didReceiveHead(task: HTTPClient.Task<Response>, _ head: HTTPResponseHead) -> EventLoopFuture<Void> {
            status = Int(head.status.code)
            for header in head.headers { headers[header.name.lowercased()] = header.value }
            if let length = headers["content-length"].flatMap(Int.init), length >= 0 {
                // A declared length over the limit fails before any of the body is read.
                guard length <= limit else {
                    return task.eventLoop.makeFailedFuture(RPCTransportError.responseTooLarge(limit: limit))
                }
                body.reserveCapacity(length)
            }
            return task.eventLoop.makeSucceededVoidFuture()
        }

        func didReceiveBodyPart(task: HTTPClient.Task<Response>, _ buffer: ByteBuffer) -> EventLoopFuture<Void> {
            guard body.count + buffer.readableBytes <= limit else {
                return task.eventLoop.makeFailedFuture(RPCTransportError.responseTooLarge(limit: limit))
            }
            body.append(contentsOf: buffer.readableBytesView)
            return task.eventLoop.makeSucceededVoidFuture()
        }

        func didFinishRequest(task: HTTPClient.Task<Response>) throws -> Response {
            RPCHTTPResponse(status: status, headers: headers, body: body)
        }
    }

    /// How a refused connection is described (`RetryPolicy.retriesRefusedConnections` looks for it).
    public static let refused = "connection refused"
    /// How a connection the node closed is described.
    public static let closedByNode = "the connection was closed by the node"

    /// A short description of a connection failure, without the URL's secrets (an API key in the query or path).
    private func describe(_ error: any Error) -> String {
        var text = "\(error)"
        if text.contains(url.absoluteString) {
            text = text.replacingOccurrences(of: url.absoluteString, with: Cluster.redacted(url))
        }
        if let query = url.query, !query.isEmpty {
            text = text.replacingOccurrences(of: query, with: Cluster.redactionPlaceholder)
        }
        if let user = url.user, !user.isEmpty {
            text = text.replacingOccurrences(of: user, with: Cluster.redactionPlaceholder)
        }
        if let password = url.password, !password.isEmpty {
            text = text.replacingOccurrences(of: password, with: Cluster.redactionPlaceholder)
        }
        if text.contains("Connection refused") { return Self.refused }
        if text.contains("Connection reset") || text.contains("remoteConnectionClosed") {
            return Self.closedByNode
        }
        return text
    }
}

/// One HTTP exchange over AsyncHTTPClient with a deadline, cancellation and a cap on the response body: what
/// `HTTPTransport` sends JSON-RPC with, and what the wallet's other HTTPS requests (Solana Pay merchants) use.
public enum HTTPExchange {
    /// Sends `request` and collects the answer; a body over `maxResponseBytes` fails as soon as it is known to be
    /// (a declared Content-Length, or the first part past the limit).
    ///
    /// - Throws: `RPCTransportError.timeout`, `.responseTooLarge`, `.connection` (described by `describe`, which
    ///   removes secrets from the text), or `CancellationError`.
    public static func perform(
        _ request: HTTPClient.Request, client: HTTPClient, timeout: Duration, maxResponseBytes: Int,
        describe: (any Error) -> String = { "\($0)" }
    ) async throws -> RPCHTTPResponse {
        let (seconds, attoseconds) = timeout.components
        let deadline = NIODeadline.now() + .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        // On an event loop (a server, or an app that runs Swift Concurrency on NIO's loops), the request stays
        // on it: no thread switch between the caller, the connection and the continuation.
        let preference: HTTPClient.EventLoopPreference =
            MultiThreadedEventLoopGroup.currentEventLoop.map { .delegate(on: $0) } ?? .indifferent
        let task = client.execute(
            request: request, delegate: HTTPTransport.CollectingDelegate(limit: max(0, maxResponseBytes)),
            eventLoop: preference, deadline: deadline, logger: nil)
        do {
            return try await withTaskCancellationHandler {
                try await task.futureResult.get()
            } onCancel: {
                task.cancel()
            }
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as RPCTransportError {
            throw error
        } catch let error as HTTPClientError {
            switch error {
            case .deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout:
                throw RPCTransportError.timeout
            case .cancelled:
                if Task.isCancelled { throw CancellationError() }
                throw RPCTransportError.connection("\(error)")
            default:
                throw RPCTransportError.connection(describe(error))
            }
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw RPCTransportError.connection(describe(error))
        }
    }
}
