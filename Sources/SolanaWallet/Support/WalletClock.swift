import Foundation

/// Where the wallet reads the time (cache ages, history timestamps); tests inject a clock to age a cache by days.
public protocol WalletClock: Sendable {
    /// The current time.
    var now: Date { get }
}

/// The system's wall clock.
public struct SystemClock: WalletClock {
    /// The system clock.
    public init() {}
    /// The current wall-clock time.
    public var now: Date { Date() }
}

/// A clock that reads a fixed time, moved by hand (tests and replays).
public final class FixedClock: WalletClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// A clock that reads `date` until it is advanced.
    public init(_ date: Date) { current = date }

    /// The clock's current time.
    public var now: Date { lock.withLock { current } }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }
}
