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

    /// A transport to `url` over the process-wide shared `HTTPClient` (no shutdown needed).
    public init(url: URL, client: HTTPClient = .shared, maxResponseBytes: Int = 256 << 20) {
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
                throw RPCTransportError.connection("\(error)")
            }
        } catch let error as NIOTooManyBytesError {
            throw RPCTransportError.connection("response larger than \(maxResponseBytes) bytes (\(error))")
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw RPCTransportError.connection("\(error)")
        }
    }
}
