import Foundation

/// When and how long to wait before asking again.
///
/// HTTP 429 waits for `Retry-After` (capped); node-unhealthy (-32005), HTTP 5xx, timeouts, dropped connections and
/// malformed bodies back off exponentially with jitter. Requests that are not idempotent (an airdrop) are retried
/// only where the node cannot have acted on them (429, -32005). Re-sending the same signed transaction is safe,
/// so `sendTransaction` counts as idempotent.
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first included.
    public var maxAttempts: Int
    public var baseDelay: Duration
    public var maxDelay: Duration
    /// The longest `Retry-After` honoured; beyond it the call fails with `rateLimited` rather than sleep for minutes.
    public var maxRetryAfter: Duration

    public init(maxAttempts: Int = 5, baseDelay: Duration = .milliseconds(200), maxDelay: Duration = .seconds(5),
                maxRetryAfter: Duration = .seconds(30)) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
    }

    public static let `default` = RetryPolicy()
    /// One attempt only.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// Exponential backoff with "equal jitter": half fixed, half random.
    public func backoff(afterAttempt attempt: Int) -> Duration {
        let exponent = min(attempt - 1, 20)
        let raw = baseDelay * (1 << exponent)
        let capped = min(raw, maxDelay)
        let half = capped / 2
        let jitter = Double.random(in: 0...1)
        return half + half * jitter
    }

    /// Parses `Retry-After`: delta-seconds, or an HTTP date.
    public static func parseRetryAfter(_ value: String?) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Double(value), seconds >= 0 { return .milliseconds(Int64(seconds * 1000)) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        if let date = formatter.date(from: value) {
            return .milliseconds(Int64(max(0, date.timeIntervalSinceNow) * 1000))
        }
        return nil
    }
}
