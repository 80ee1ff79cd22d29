import Foundation

/// A client-side rate limiter: a token bucket (`requestsPerMinute`, bursts up to `burst`) plus a pause the server
/// asks for with `Retry-After`. Requests wait their turn instead of being sent into a 429.
public actor RateLimiter {
    /// The sustained rate, in requests per minute (at least 0.1).
    public let requestsPerMinute: Double
    /// The most requests sent back to back before the rate applies (at least 1).
    public let burst: Double
    private var tokens: Double
    private var refilledAt: ContinuousClock.Instant
    private var pausedUntil: ContinuousClock.Instant?
    private let clock = ContinuousClock()

    /// CoinGecko's keyless tier allows about 10 calls a minute (5–15 observed; the demo plan about 30).
    public init(requestsPerMinute: Double = 10, burst: Double = 5) {
        self.requestsPerMinute = max(0.1, requestsPerMinute)
        self.burst = max(1, burst)
        self.tokens = max(1, burst)
        self.refilledAt = ContinuousClock().now
    }

    /// How long the next request must wait (zero when it may go now), without taking a token.
    public func delay() -> Duration {
        refill()
        let now = clock.now
        var wait = Duration.zero
        if let pausedUntil, pausedUntil > now { wait = now.duration(to: pausedUntil) }
        if tokens < 1 {
            let seconds = (1 - tokens) * 60 / requestsPerMinute
            wait = max(wait, .milliseconds(Int64((seconds * 1000).rounded(.up))))
        }
        return wait
    }

    /// Waits for a token (at most `maxWait`; longer is `MarketDataError.rateLimited`) and takes it.
    public func acquire(maxWait: Duration) async throws {
        while true {
            let wait = delay()
            if wait == .zero {
                tokens -= 1
                return
            }
            guard wait <= maxWait else {
                let seconds = wait.components.seconds + (wait.components.attoseconds > 0 ? 1 : 0)
                throw MarketDataError.rateLimited(retryAfter: Int(seconds))
            }
            try await Task.sleep(for: wait)
        }
    }

    /// The server said to wait `seconds` (a 429's `Retry-After`): no request goes before then.
    public func pause(seconds: Int) {
        let until = clock.now + .seconds(max(0, seconds))
        if let pausedUntil, pausedUntil > until { return }
        pausedUntil = until
    }

    private func refill() {
        let now = clock.now
        let elapsed = refilledAt.duration(to: now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        tokens = min(burst, tokens + seconds * requestsPerMinute / 60)
        refilledAt = now
    }
}

/// Reads `Retry-After`: delay-seconds or an HTTP date.
public enum RetryAfter {
    /// Whole seconds to wait (≥ 0), or nil when the header is absent or unreadable.
    public static func seconds(_ value: String?, now: Date = Date()) -> Int? {
        // An HTTP date is 29 bytes; anything much longer is not one (and is kept away from ICU's parser).
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty, value.utf8.count <= 64 else {
            return nil
        }
        if value.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return value.count > 9 ? 999_999_999 : Int(value)
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        return max(0, Int(date.timeIntervalSince(now).rounded(.up)))
    }
}
