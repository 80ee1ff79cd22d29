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
    /// The backoff before the second attempt; it doubles with each further attempt (before jitter).
    public var baseDelay: Duration
    /// The longest backoff between two attempts (before jitter).
    public var maxDelay: Duration
    /// The longest `Retry-After` honoured; beyond it the call fails with `rateLimited` rather than sleep for minutes.
    public var maxRetryAfter: Duration
    /// Whether a refused connection (nothing listens: offline, or a wrong URL) is retried. A wallet that shows a
    /// cached value when the cluster cannot be reached turns this off to fall back at once.
    public var retriesRefusedConnections = true

    /// A policy; the defaults are 5 attempts, backoff from 200 ms up to 5 s and `Retry-After` honoured up to 30 s.
    public init(
        maxAttempts: Int = 5, baseDelay: Duration = .milliseconds(200), maxDelay: Duration = .seconds(5),
        maxRetryAfter: Duration = .seconds(30)
    ) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
    }

    /// 5 attempts, backoff from 200 ms up to 5 s, `Retry-After` honoured up to 30 s, refused connections retried.
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

    /// The longest wait `parseRetryAfter` returns; a larger hint (or an HTTP date further ahead) is clamped to it.
    public static let retryAfterCeiling: Duration = .seconds(366 * 86_400)

    /// Parses `Retry-After`: delta-seconds, or an HTTP date. Any node or proxy can send this header, so the value is
    /// bounded before it becomes a `Duration`: non-finite, negative or unparseable values give nil (the caller backs
    /// off as usual), and anything beyond `retryAfterCeiling` is clamped to it.
    public static func parseRetryAfter(_ value: String?) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty, value.utf8.count <= 64 else {
            return nil
        }
        if let seconds = Double(value) {
            guard seconds.isFinite, seconds >= 0 else { return nil }
            return clamped(seconds: seconds)
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        if let date = formatter.date(from: value) {
            let seconds = date.timeIntervalSinceNow
            guard seconds.isFinite else { return nil }
            return clamped(seconds: max(0, seconds))
        }
        return nil
    }

    /// Seconds (finite, not negative) as a Duration no longer than `retryAfterCeiling`.
    private static func clamped(seconds: Double) -> Duration {
        let ceiling = Double(retryAfterCeiling.components.seconds)
        if seconds >= ceiling { return retryAfterCeiling }
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }
}
