import AsyncHTTPClient
import Foundation
import NIOHTTP1
import NIOSSL
import SolanaRPC

/// Why an exchange with an outside HTTPS service (a Solana Pay merchant, a Solana Action) failed.
public enum CappedHTTPSError: Error, Sendable, Equatable {
    /// The URL cannot be requested (the reason as the HTTP client gives it).
    case badURL(String, reason: String)
    /// The host did not answer within the deadline.
    case timeout(host: String, timeout: Duration)
    /// The answer is larger than the cap.
    case tooLarge(maximum: Int)
    /// The host could not be reached (the transport's reason).
    case unreachable(host: String, reason: String)
    /// A redirect to something other than an absolute https URL.
    case badRedirect
    /// More redirects than allowed.
    case tooManyRedirects(maximum: Int)
}

/// One HTTPS exchange with an untrusted service, bounded: the answer capped in size, a deadline per exchange, and
/// redirects followed only to https URLs and at most `maxRedirects` times (method and body kept). Solana Pay
/// transaction requests and Solana Actions share it.
public struct CappedHTTPSClient: Sendable {
    /// The HTTP client requests go through.
    public let client: HTTPClient
    /// The deadline of one exchange (a redirect starts a new one).
    public var timeout: Duration
    /// The largest answer read.
    public var maxResponseBytes: Int
    /// The most redirects followed.
    public var maxRedirects: Int

    /// A client over `client` (see `makeHTTPClient`).
    public init(client: HTTPClient, timeout: Duration = .seconds(20), maxResponseBytes: Int = 64 << 10) {
        self.client = client
        self.timeout = timeout
        self.maxResponseBytes = maxResponseBytes
        self.maxRedirects = 3
    }

    /// An HTTP client for untrusted services: the system's trusted certificates plus those in
    /// `additionalTrustRootFiles` (PEM; a company proxy's CA, a test server's), redirects handled by
    /// `CappedHTTPSClient` itself. The caller shuts it down (`shutdown()`), or keeps it for the life of the process.
    public static func makeHTTPClient(additionalTrustRootFiles: [String] = []) -> HTTPClient {
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.additionalTrustRoots = additionalTrustRootFiles.map { .file($0) }
        var configuration = HTTPClient.Configuration(tlsConfiguration: tls, redirectConfiguration: .disallow)
        configuration.timeout.connect = .seconds(10)
        configuration.decompression = .enabled(limit: .ratio(20))
        configuration.tracing.tracer = nil
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }

    /// One request (JSON accepted, `body` sent as JSON when given), following redirects to https URLs only; returns
    /// the final answer and the URL that gave it.
    public func exchange(_ method: HTTPMethod, _ url: URL, body: [UInt8]?) async throws(CappedHTTPSError) -> (
        response: RPCHTTPResponse, url: URL
    ) {
        var url = url
        for _ in 0...maxRedirects {
            var request: HTTPClient.Request
            do {
                request = try HTTPClient.Request(url: url, method: method)
            } catch { throw .badURL(url.absoluteString, reason: "\(error)") }
            request.headers.add(name: "Accept", value: "application/json")
            request.headers.add(name: "Cache-Control", value: "no-cache")
            if let body {
                request.headers.add(name: "Content-Type", value: "application/json")
                request.body = .bytes(body)
            }
            let response: RPCHTTPResponse
            do {
                response = try await HTTPExchange.perform(
                    request, client: client, timeout: timeout, maxResponseBytes: maxResponseBytes)
            } catch RPCTransportError.timeout {
                throw .timeout(host: url.host ?? url.absoluteString, timeout: timeout)
            } catch RPCTransportError.responseTooLarge {
                throw .tooLarge(maximum: maxResponseBytes)
            } catch {
                throw .unreachable(host: url.host ?? url.absoluteString, reason: "\(error)")
            }
            guard [301, 302, 303, 307, 308].contains(response.status) else { return (response, url) }
            guard let location = response.headers["location"], let next = URL(string: location, relativeTo: url),
                next.absoluteURL.scheme?.lowercased() == "https"
            else { throw .badRedirect }
            url = next.absoluteURL
        }
        throw .tooManyRedirects(maximum: maxRedirects)
    }
}
