import Foundation
import MarketData
import SolanaCore
import SolanaWallet

/// What a token amount is worth in lamports, from USD prices (the token's and SOL's): what lets the history judge a
/// token transfer as dust (`AddressPoisoning.dust(tokenValue:)`). A mint without a price has no value, and a token
/// without a value is never judged dust.
public struct TokenLamportValues: Sendable, Equatable {
    /// SOL's price in USD; nil when unknown.
    public let solUSD: Double?
    /// Each priced mint's price in USD.
    public let tokenUSD: [PublicKey: Double]

    /// Values from prices.
    public init(solUSD: Double?, tokenUSD: [PublicKey: Double]) {
        self.solUSD = solUSD
        self.tokenUSD = tokenUSD
    }

    /// No prices: no token is valued.
    public static let none = TokenLamportValues(solUSD: nil, tokenUSD: [:])

    /// `change.amount` base units of its mint in lamports: amount ÷ 10^decimals × token price ÷ SOL price × 10^9,
    /// rounded down, at most `UInt64.max`; nil without both prices (or with a price that is not a positive number).
    public func lamports(_ change: HistoryEntry.TokenChange) -> UInt64? {
        guard let sol = solUSD, sol.isFinite, sol > 0, let token = tokenUSD[change.mint], token.isFinite, token >= 0,
            let solPrice = Decimal(string: String(sol)), let tokenPrice = Decimal(string: String(token))
        else { return nil }
        var value = Decimal(change.amount) * tokenPrice / solPrice
        let shift = 9 - Int(change.decimals)
        value = shift >= 0 ? value * pow(10, shift) : value / pow(10, -shift)
        guard value < Decimal(UInt64.max) else { return .max }
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .down)
        return UInt64(rounded.description) ?? .max
    }
}

extension PortfolioLoader {
    /// Lamport values for the tokens of `mints`: SOL from CoinGecko's markets and the mints from its token prices
    /// (both through the market cache, so an offline wallet uses the last answers), then Jupiter for the mints it
    /// lacks. Asked only for the mints a history needs judged; a price that cannot be had leaves that mint unvalued.
    public static func tokenLamportValues(
        of mints: [PublicKey], market: CachedMarketLoader, jupiter: JupiterPriceClient?
    ) async -> TokenLamportValues {
        guard !mints.isEmpty else { return .none }
        let sol = try? await market.load(
            .markets(currency: "usd", perPage: 1, ids: ["solana"]), CoinGeckoDecoder.markets
        ).value.first { $0.id == "solana" }?.currentPrice
        guard let sol else { return .none }
        let quotes = await tokenQuotes(mints.map(\.base58), currency: "usd", market: market, jupiter: jupiter)
        var prices: [PublicKey: Double] = [:]
        for mint in mints { if let usd = quotes[mint.base58]?.usd { prices[mint] = usd } }
        return TokenLamportValues(solUSD: sol, tokenUSD: prices)
    }
}
