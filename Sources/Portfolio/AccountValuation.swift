import Foundation
import MarketData
import SolanaCore
import SolanaWallet

extension PortfolioLoader {
    /// The value of one account's balance as already loaded (the dashboard's account page, and each live update of
    /// it): its SOL and each priced token in `currency` (lower case), through the same prices and rules as the
    /// portfolio (a test cluster's balance is never priced; a mint nobody prices is "no price", never 0). No manual
    /// holding is counted: they are the portfolio's, not the account's.
    public static func value(
        _ loaded: LoadedBalance, currency: String, market: CachedMarketLoader, jupiter: JupiterPriceClient?,
        now: @escaping @Sendable () -> Date = { Date() }
    ) async -> PortfolioReport {
        let loader = PortfolioLoader(
            balances: LoadedBalanceLoader(loaded: loaded), store: NoManualHoldings(), market: market,
            jupiter: jupiter, now: now)
        do {
            return try await loader.load(addresses: [loaded.balance.address], currency: currency)
        } catch {
            // `NoManualHoldings` never throws; a report without lines says nothing is valued.
            return PortfolioReport(
                summary: PortfolioSummary(lines: []), currency: currency, addresses: [loaded.balance.address],
                balanceErrors: [:], cachedBalances: [:], priceSource: nil, priceError: "\(error)",
                loadedAt: now(), cluster: loaded.cluster)
        }
    }
}

/// A balance loader that gives the one balance it was made with.
struct LoadedBalanceLoader: BalanceLoader {
    let loaded: LoadedBalance

    func loadBalance(of address: PublicKey) async throws(BalanceError) -> LoadedBalance { loaded }
}

/// A portfolio store with no manual holding, that keeps nothing.
struct NoManualHoldings: PortfolioStore {
    func holdings() throws(PortfolioError) -> [ManualHolding] { [] }
    func set(_ coinID: String, amount: HoldingAmount, at date: Date) throws(PortfolioError) -> HoldingChange {
        throw .nothingToAdd(coinID)
    }
    func remove(_ coinID: String) throws(PortfolioError) { throw .notHeld(coinID) }
    func append(_ snapshot: PortfolioSnapshot) throws(PortfolioError) {}
    func snapshots(currency: String, limit: Int) throws(PortfolioError) -> [PortfolioSnapshot] { [] }
}
