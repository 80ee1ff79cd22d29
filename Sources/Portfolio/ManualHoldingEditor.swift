import Foundation
import MarketData

/// Why a manual holding was not set.
public enum HoldingEditError: Error, Sendable, CustomStringConvertible {
    /// The id, the amount or the store refused it (`PortfolioError`'s words).
    case portfolio(PortfolioError)
    /// CoinGecko could not be asked whether the coin exists (nothing was saved).
    case unchecked(coinID: String, MarketDataError)

    /// What went wrong and what to do, in words.
    public var description: String {
        switch self {
        case .portfolio(let error): return error.description
        case .unchecked(let coinID, let error):
            return "\(coinID) could not be checked with CoinGecko: \(error.description)"
        }
    }
}

/// Sets how much of a coin is held outside the wallet, as the market app saves it: the id (any case) and the amount
/// are checked, a non-zero amount of a coin only after CoinGecko confirmed the id exists (a typo must not become a
/// holding that is never priced), 0 removes a coin held and adds nothing otherwise.
public struct ManualHoldingEditor: Sendable {
    /// Where the holdings are kept.
    public let store: any PortfolioStore
    /// Asks CoinGecko (through the market cache) whether a coin exists.
    public let market: CachedMarketLoader

    /// An editor over `store`, checking ids with `market`.
    public init(store: any PortfolioStore, market: CachedMarketLoader) {
        self.store = store
        self.market = market
    }

    /// What `set` did: the change, the coin's name (when CoinGecko was asked) and the amount saved.
    public struct Outcome: Sendable, Equatable {
        /// Added, updated or removed.
        public let change: HoldingChange
        /// The id, lower-cased.
        public let coinID: String
        /// The coin's name from CoinGecko; nil when it was not asked (an amount of 0).
        public let name: String?
        /// The amount saved.
        public let amount: HoldingAmount
    }

    /// Sets `amount` (exact decimal text) of `coinID`; `currency` is the markets page asked for the check.
    public func set(_ coinID: String, amount: String, currency: String = "usd", at date: Date = Date())
        async throws(HoldingEditError) -> Outcome
    {
        let id = coinID.lowercased()
        let parsed: HoldingAmount
        do { parsed = try HoldingAmount(parsing: amount) } catch {
            throw .portfolio(.invalidAmount(error.description))
        }
        do { try ManualHolding.validate(coinID: id) } catch { throw .portfolio(error) }
        var name: String?
        if !parsed.isZero {
            let loaded: Loaded<[MarketCoin]>
            do {
                loaded = try await market.load(
                    .markets(currency: currency, perPage: 1, ids: [id]), CoinGeckoDecoder.markets)
            } catch { throw .unchecked(coinID: id, error) }
            guard let coin = loaded.value.first(where: { $0.id == id }) else { throw .portfolio(.unknownCoin(id)) }
            name = coin.name
        } else {
            let held: Bool
            do { held = try store.holdings().contains { $0.coinID == id } } catch { throw .portfolio(error) }
            if !held { throw .portfolio(.nothingToAdd(id)) }
        }
        do {
            return Outcome(change: try store.set(id, amount: parsed, at: date), coinID: id, name: name, amount: parsed)
        } catch { throw .portfolio(error) }
    }
}
