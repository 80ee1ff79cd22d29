/// Why market data could not be loaded. Each case says what went wrong; `description` adds what to do next.
public enum MarketDataError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A request the client refuses to send (an empty coin id, a bad base URL, too many ids).
    case invalidRequest(String)
    /// CoinGecko answered 404 for `/coins/{id}`: no coin has this id.
    case coinNotFound(String)
    /// HTTP 429 (JSON or an HTML page): throttled; `retryAfter` is the server's `Retry-After` in seconds.
    case rateLimited(retryAfter: Int?)
    /// Any other status outside 200–299, with the service's own message when its body was JSON.
    case httpStatus(Int, message: String?)
    /// The answer is not the JSON this endpoint sends.
    case malformed(String)
    /// No complete answer within the deadline.
    case timeout
    /// The service could not be reached, or the connection dropped.
    case connection(String)
    /// The answer is larger than this endpoint allows; reading stopped there.
    case responseTooLarge(limit: Int)
    /// The local cache (database or image directory) failed.
    case cache(String)
    /// The task was cancelled.
    case cancelled

    /// A one-line explanation for a user, saying what to do where it helps.
    public var description: String {
        switch self {
        case .invalidRequest(let detail): return "invalid market data request: \(detail)"
        case .coinNotFound(let id):
            return "no coin has the id '\(id)'; find the id with `solwallet market --search NAME`"
        case .rateLimited(let seconds):
            let wait = seconds.map { "try again in \($0) s" } ?? "try again in a minute"
            return "the price service is rate limiting requests (HTTP 429); \(wait), or set an API key"
        case .httpStatus(let status, let message):
            let detail = message.map { ": \($0)" } ?? ""
            switch status {
            case 401, 403:
                return "the price service refused the request (HTTP \(status)\(detail)); check the API key"
            case 500...:
                return "the price service failed (HTTP \(status)\(detail)); try again later"
            default: return "the price service answered HTTP \(status)\(detail)"
            }
        case .malformed(let detail): return "the price service sent an unreadable answer: \(detail)"
        case .timeout: return "the price service did not answer in time; check the connection and try again"
        case .connection(let detail):
            return "the price service could not be reached (\(detail)); check the connection or the URL"
        case .responseTooLarge(let limit): return "the price service's answer is larger than \(limit) bytes"
        case .cache(let detail): return "the market data cache failed: \(detail)"
        case .cancelled: return "cancelled"
        }
    }

    /// Whether a cached answer may stand in: the service could not give one now (not: the request was wrong).
    public var allowsCachedFallback: Bool {
        switch self {
        case .rateLimited, .timeout, .connection, .malformed, .responseTooLarge: return true
        case .httpStatus(let status, _): return status >= 500 || status == 408
        case .invalidRequest, .coinNotFound, .cache, .cancelled: return false
        }
    }
}
