import Foundation
import MarketData
import WalletPresentation

/// The decoded market list for the market page, per currency: reading the cached 250-coin answer (1 MB with the
/// sparklines) from the database and decoding it takes milliseconds, so concurrent pages share one load and reuse it
/// for `maximumAge` (15 s; the price service's answers are cached for longer anyway). Failures are not kept.
actor MarketMemo {
    private struct Entry {
        let task: Task<Result<Loaded<[MarketCoin]>, MarketDataError>, Never>
        let started: Date
    }

    private var entries: [String: Entry] = [:]
    private let maximumAge: TimeInterval

    init(maximumAge: TimeInterval = 15) { self.maximumAge = maximumAge }

    /// The top coins in `currency` from `loader`, shared with the pages of the last `maximumAge`.
    func markets(currency: String, loader: CachedMarketLoader) async throws(MarketDataError) -> Loaded<[MarketCoin]> {
        let now = Date()
        if let entry = entries[currency], now.timeIntervalSince(entry.started) < maximumAge {
            let result = await entry.task.value
            if case .success = result { return try result.get() }
        }
        let task = Task { () -> Result<Loaded<[MarketCoin]>, MarketDataError> in
            do throws(MarketDataError) {
                return .success(try await loader.markets(currency: currency, perPage: 250))
            } catch { return .failure(error) }
        }
        entries[currency] = Entry(task: task, started: now)
        let result = await task.value
        if case .failure = result, entries[currency]?.started == now { entries[currency] = nil }
        return try result.get()
    }
}

/// The market page's rendered content per currency, language, sort and search, for `maximumAge` (15 s): formatting
/// and rendering 250 rows costs milliseconds, which 64 clients on 2 cores turn into queueing. At most 256 entries.
actor PageMemo<Value: Sendable> {
    private var entries: [String: (value: Value, at: Date)] = [:]
    private let maximumAge: TimeInterval

    init(maximumAge: TimeInterval = 15) { self.maximumAge = maximumAge }

    /// The value for `key`, made by `make` when missing or old.
    func value(_ key: String, make: @Sendable () async throws -> Value) async rethrows -> Value {
        let now = Date()
        if let entry = entries[key], now.timeIntervalSince(entry.at) < maximumAge { return entry.value }
        let value = try await make()
        if entries.count >= 256 { entries = entries.filter { now.timeIntervalSince($0.value.at) < maximumAge } }
        if entries.count < 256 { entries[key] = (value, now) }
        return value
    }
}
