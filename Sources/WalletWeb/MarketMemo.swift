import Foundation
import MarketData
import SolanaWallet
import WalletPresentation

/// The decoded market list for the market page, per currency, through SolanaWallet's `SharedCache`: reading the
/// cached 250-coin answer (1 MB with the sparklines) from the database and decoding it takes milliseconds, so
/// concurrent pages share one load and reuse it for `maximumAge` (15 s; the price service's answers are cached for
/// longer anyway). Failures are not kept.
struct MarketMemo: Sendable {
    let cache: SharedCache<String, Loaded<[MarketCoin]>, MarketDataError>

    init(maximumAge: TimeInterval = 15) { cache = SharedCache(maximumAge: maximumAge) }

    /// The top coins in `currency` from `loader`, shared with the pages of the last `maximumAge`.
    func markets(currency: String, loader: CachedMarketLoader) async throws(MarketDataError) -> Loaded<[MarketCoin]> {
        try await cache.value(for: currency) { () throws(MarketDataError) in
            try await loader.markets(currency: currency, perPage: 250)
        }
    }
}

/// The market page's rendered content per currency, language, sort and search, for 15 s (SolanaWallet's
/// `SharedCache`, at most 256 keys): formatting and rendering 250 rows costs milliseconds, which 64 clients on 2 cores
/// turn into queueing.
typealias PageMemo<Value: Sendable> = SharedCache<String, Value, any Error>
