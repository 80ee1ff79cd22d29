/// One HTTP response: status, headers (lower-cased names) and body.
public struct RPCHTTPResponse: Sendable {
    public let status: Int
    public let headers: [String: String]
    public let body: [UInt8]

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
}

/// Carries JSON-RPC bodies to a node: HTTP in production (`HTTPTransport`); a test may inject faults
/// by wrapping it, and an Apple app may plug in URLSession.
public protocol RPCTransport: Sendable {
    /// POSTs a JSON body and returns the response, or throws `RPCTransportError` (or `CancellationError`).
    func post(_ body: [UInt8], headers: [(String, String)], timeout: Duration) async throws -> RPCHTTPResponse
}
