/// One HTTP response: status, headers (lower-cased names) and body.
public struct RPCHTTPResponse: Sendable {
    /// The HTTP status code (200 for a JSON-RPC answer, errors included).
    public let status: Int
    /// The response headers, names lower-cased (`retry-after`, …).
    public let headers: [String: String]
    /// The response body.
    public let body: [UInt8]

    /// A response with the given status, headers (names lower-cased) and body.
    public init(status: Int, headers: [String: String], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// Why the transport could not deliver a request.
public enum RPCTransportError: Error, Sendable {
    /// No complete answer within the time limit.
    case timeout
    /// The connection could not be made, or dropped before a complete answer.
    case connection(String)
    /// The answer's body is larger than the limit the call allows; reading stopped there.
    case responseTooLarge(limit: Int)
}

/// Carries JSON-RPC bodies to a node: HTTP in production (`HTTPTransport`); a test may inject faults
/// by wrapping it, and an Apple app may plug in URLSession.
public protocol RPCTransport: Sendable {
    /// POSTs a JSON body and returns the response, or throws `RPCTransportError` (or `CancellationError`).
    func post(_ body: [UInt8], headers: [(String, String)], timeout: Duration) async throws -> RPCHTTPResponse

    /// As `post(_:headers:timeout:)`, reading at most `maxResponseBytes` of body: a larger answer is
    /// `RPCTransportError.responseTooLarge`, and the transport stops reading it (memory stays bounded).
    ///
    /// The default implementation reads the whole answer through `post(_:headers:timeout:)` and checks its size
    /// afterwards; a transport that can stop early (as `HTTPTransport` does) implements this one.
    func post(_ body: [UInt8], headers: [(String, String)], timeout: Duration, maxResponseBytes: Int) async throws
        -> RPCHTTPResponse
}

extension RPCTransport {
    /// Reads the whole answer with `post(_:headers:timeout:)`, then throws `RPCTransportError.responseTooLarge` when
    /// its body is longer than `maxResponseBytes`.
    public func post(_ body: [UInt8], headers: [(String, String)], timeout: Duration, maxResponseBytes: Int)
        async throws
        -> RPCHTTPResponse
    {
        let response = try await post(body, headers: headers, timeout: timeout)
        if response.body.count > maxResponseBytes { throw RPCTransportError.responseTooLarge(limit: maxResponseBytes) }
        return response
    }
}
