import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// One HTTP answer: status, headers (lower-cased names) and body.
public struct MarketHTTPResponse: Sendable {
    /// The HTTP status code.
    public let status: Int
    /// The response headers, names lower-cased.
    public let headers: [String: String]
    /// The response body (at most the limit the request allowed).
    public let body: [UInt8]

    /// A response with the given status, headers (names lower-cased) and body.
    public init(status: Int, headers: [String: String], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// Carries GET requests to the price services: AsyncHTTPClient in production; a test may inject faults by wrapping
/// it, and an Apple app may plug in URLSession.
public protocol MarketHTTPTransport: Sendable {
    /// GETs `url`, reading at most `maxResponseBytes` of body, within `timeout`; throws `MarketDataError`
    /// (`.timeout`, `.connection`, `.responseTooLarge`) or `CancellationError`.
    func get(_ url: URL, headers: [(String, String)], timeout: Duration, maxResponseBytes: Int) async throws
        -> MarketHTTPResponse
}

/// `MarketHTTPTransport` over AsyncHTTPClient: pooled connections, a deadline per request, a body limit enforced
/// while reading (a declared `Content-Length` over it fails before the body is read).
public struct AsyncHTTPMarketTransport: MarketHTTPTransport {
    private let client: HTTPClient

    /// One process-wide client (never shut down, like `HTTPClient.shared`).
    public static let sharedClient: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout.connect = .seconds(10)
        configuration.decompression = .enabled(limit: .ratio(50))
        configuration.tracing.tracer = nil
        configuration.redirectConfiguration = .follow(max: 3, allowCycles: false)
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }()

    /// A transport over `client` (the process-wide `sharedClient` by default).
    public init(client: HTTPClient = AsyncHTTPMarketTransport.sharedClient) { self.client = client }

    /// GETs `url` and stops reading the answer as soon as it passes `maxResponseBytes`.
    ///
    /// - Throws: `MarketDataError` (`.invalidRequest` for a URL it cannot use, `.timeout`, `.connection`,
    ///   `.responseTooLarge`) or `CancellationError`.
    public func get(_ url: URL, headers: [(String, String)], timeout: Duration, maxResponseBytes: Int) async throws
        -> MarketHTTPResponse
    {
        var request: HTTPClient.Request
        do { request = try HTTPClient.Request(url: url, method: .GET) } catch {
            throw MarketDataError.invalidRequest("the URL \(MarketURL.redacted(url)) cannot be used")
        }
        if !headers.contains(where: { $0.0.lowercased() == "accept" }) {
            request.headers.add(name: "Accept", value: "application/json")
        }
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        let (seconds, attoseconds) = timeout.components
        let deadline = NIODeadline.now() + .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        let task = client.execute(
            request: request, delegate: Collector(limit: max(0, maxResponseBytes)), eventLoop: .indifferent,
            deadline: deadline, logger: nil)
        do {
            return try await withTaskCancellationHandler {
                try await task.futureResult.get()
            } onCancel: {
                task.cancel()
            }
        } catch let error as MarketDataError {
            throw error
        } catch let error as HTTPClientError {
            switch error {
            case .deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout: throw MarketDataError.timeout
            case .cancelled:
                if Task.isCancelled { throw CancellationError() }
                throw MarketDataError.connection("cancelled")
            default: throw MarketDataError.connection(Self.describe(error, url: url))
            }
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw MarketDataError.connection(Self.describe(error, url: url))
        }
    }

    /// A short description without the URL's query (where a key may be).
    static func describe(_ error: any Error, url: URL) -> String {
        let text = "\(error)"
        if text.contains("Connection refused") || text.contains("connectionRefused") { return "connection refused" }
        if text.contains("Connection reset") || text.contains("remoteConnectionClosed") {
            return "the connection was closed"
        }
        return text.replacingOccurrences(of: url.absoluteString, with: MarketURL.redacted(url))
    }

    final class Collector: HTTPClientResponseDelegate, @unchecked Sendable {
        typealias Response = MarketHTTPResponse
        private let limit: Int
        private var status = 0
        private var headers: [String: String] = [:]
        private var body: [UInt8] = []

        init(limit: Int) { self.limit = limit }

        func didReceiveHead(task: HTTPClient.Task<Response>, _ head: HTTPResponseHead) -> EventLoopFuture<Void> {
            status = Int(head.status.code)
            for header in head.headers { headers[header.name.lowercased()] = header.value }
            if let length = headers["content-length"].flatMap(Int.init), length >= 0 {
                guard length <= limit else {
                    return task.eventLoop.makeFailedFuture(MarketDataError.responseTooLarge(limit: limit))
                }
                body.reserveCapacity(length)
            }
            return task.eventLoop.makeSucceededVoidFuture()
        }

        func didReceiveBodyPart(task: HTTPClient.Task<Response>, _ buffer: ByteBuffer) -> EventLoopFuture<Void> {
            guard body.count + buffer.readableBytes <= limit else {
                return task.eventLoop.makeFailedFuture(MarketDataError.responseTooLarge(limit: limit))
            }
            body.append(contentsOf: buffer.readableBytesView)
            return task.eventLoop.makeSucceededVoidFuture()
        }

        func didFinishRequest(task: HTTPClient.Task<Response>) throws -> Response {
            MarketHTTPResponse(status: status, headers: headers, body: body)
        }
    }
}

/// URL helpers shared by the clients.
public enum MarketURL {
    /// `url` without user-info and query (where keys could be), for messages.
    public static func redacted(_ url: URL) -> String {
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "(a URL)" }
        parts.user = nil
        parts.password = nil
        parts.query = nil
        return parts.string ?? "(a URL)"
    }

    /// Parses a base URL the user configured: http or https, with a host, no query or fragment.
    public static func base(_ text: String) throws(MarketDataError) -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let parts = URLComponents(string: trimmed), let scheme = parts.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = parts.host, !host.isEmpty, parts.query == nil,
            parts.fragment == nil, let url = parts.url
        else {
            throw .invalidRequest("'\(trimmed)' is not an http(s) base URL (e.g. https://api.coingecko.com/api/v3)")
        }
        var string = url.absoluteString
        while string.hasSuffix("/") { string.removeLast() }
        guard let normalized = URL(string: string) else { throw .invalidRequest("'\(trimmed)' is not a URL") }
        return normalized
    }
}
