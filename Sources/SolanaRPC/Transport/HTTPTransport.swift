import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// JSON-RPC over HTTP(S) with AsyncHTTPClient: pooled keep-alive connections, deadlines, cancellation.
public struct HTTPTransport: RPCTransport {
    public let url: URL
    private let client: HTTPClient
    /// The largest response body accepted (a getProgramAccounts answer can be large).
    public var maxResponseBytes: Int

    /// One process-wide client (never shut down, like `HTTPClient.shared`), configured to fail fast when a
    /// connection is refused so that `RetryPolicy` decides about retries, not the connection pool.
    public static let sharedClient: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout.connect = .seconds(10)
        configuration.decompression = .enabled(limit: .ratio(50))
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }()

    /// A transport to `url` over `sharedClient`, or a client of the caller's.
    public init(url: URL, client: HTTPClient = HTTPTransport.sharedClient, maxResponseBytes: Int = 256 << 20) {
        self.url = url
        self.client = client
        self.maxResponseBytes = maxResponseBytes
    }

    public func post(_ body: [UInt8], headers: [(String, String)], timeout: Duration) async throws -> RPCHTTPResponse {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.headers.add(name: "Accept", value: "application/json")
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        request.body = .bytes(ByteBuffer(bytes: body))
        let (seconds, attoseconds) = timeout.components
        let amount = TimeAmount.nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        do {
            let response = try await client.execute(request, timeout: amount)
            var collected = try await response.body.collect(upTo: maxResponseBytes)
            let bytes = collected.readBytes(length: collected.readableBytes) ?? []
            var headerMap: [String: String] = [:]
            for header in response.headers { headerMap[header.name.lowercased()] = header.value }
            return RPCHTTPResponse(status: Int(response.status.code), headers: headerMap, body: bytes)
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as HTTPClientError {
            switch error {
            case .deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout:
                throw RPCTransportError.timeout
            case .cancelled:
                if Task.isCancelled { throw CancellationError() }
                throw RPCTransportError.connection("\(error)")
            default:
                throw RPCTransportError.connection(Self.describe(error))
            }
        } catch let error as NIOTooManyBytesError {
            throw RPCTransportError.connection("response larger than \(maxResponseBytes) bytes (\(error))")
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw RPCTransportError.connection(Self.describe(error))
        }
    }

    /// A short description of a connection failure.
    static func describe(_ error: any Error) -> String {
        let text = "\(error)"
        if text.contains("Connection refused") { return "connection refused" }
        if text.contains("Connection reset") || text.contains("remoteConnectionClosed") { return "the connection was closed by the node" }
        return text
    }
}
