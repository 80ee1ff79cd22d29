import Foundation
import Portfolio

extension MarketViewModel {
    /// The tiles with the "Portfolio Value" tile showing `portfolio`'s value and 24h change: the market screen's
    /// portfolio is the Portfolio's (every account's SOL and tokens and the manual holdings, priced by the portfolio
    /// rules), not a sum over the coins of the market list.
    public func tiles(with portfolio: PortfolioViewModel) -> [Tile] {
        tiles.map { tile in
            guard tile.key == "portfolioValue" else { return tile }
            return Tile(
                key: tile.key, title: tile.title, value: portfolio.value, number: portfolio.valueNumber,
                change: portfolio.change24hPercent == nil ? "—" : portfolio.change24h,
                changePercent: portfolio.change24hPercent, trend: portfolio.trend)
        }
    }
}
