import Foundation
import MarketData

/// SOL's price for the wallet detail page, refreshed in the background: a page never waits for the price service
/// (it shows "—" until a price is known). A refresh starts when the known price is older than `refreshAfter`.
actor PriceBoard {
    private var prices: [String: (value: Double, at: Date)] = [:]
    private var refreshing: [String: Task<Void, Never>] = [:]
    private let refreshAfter: TimeInterval

    init(refreshAfter: TimeInterval = 60) { self.refreshAfter = refreshAfter }

    /// The last known SOL price in `currency` (lower case), starting a refresh when it is old or missing.
    func solPrice(currency: String, loader: CachedMarketLoader) -> Double? {
        let known = prices[currency]
        if (known.map { Date().timeIntervalSince($0.at) > refreshAfter } ?? true), refreshing[currency] == nil {
            refreshing[currency] = Task { await self.refresh(currency: currency, loader: loader) }
        }
        return known?.value
    }

    private func refresh(currency: String, loader: CachedMarketLoader) async {
        defer { refreshing[currency] = nil }
        guard let coins = try? await loader.markets(currency: currency, perPage: 100),
            let sol = coins.value.first(where: { $0.id == "solana" }), sol.currentPrice.isFinite, sol.currentPrice >= 0
        else { return }
        prices[currency] = (sol.currentPrice, Date())
    }

    /// Waits until the refreshes running now have ended (tests).
    func settle() async {
        for task in refreshing.values { await task.value }
    }
}
