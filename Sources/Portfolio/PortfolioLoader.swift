import Foundation
import MarketData
import SolanaCore
import SolanaWallet

/// A valued portfolio and what could not be read while valuing it.
public struct PortfolioReport: Sendable {
    /// The lines, value, 24h change and allocation.
    public let summary: PortfolioSummary
    /// Lower-case currency code.
    public let currency: String
    /// Addresses whose balances were read (from the cluster or the cache).
    public let addresses: [PublicKey]
    /// Per address whose balance could not be read: why (its SOL and tokens are missing from the portfolio).
    public let balanceErrors: [String: String]
    /// Per address shown from the balance cache because the cluster failed: the cached balance's age in seconds.
    public let cachedBalances: [String: TimeInterval]
    /// Where the coin prices came from (nil when no coin needed a price).
    public let priceSource: MarketSource?
    /// Why the coin prices could not be loaded (every coin line is then without a price).
    public let priceError: String?
    /// When the valuation finished (the snapshot's `takenAt`).
    public let loadedAt: Date
    /// The cluster the accounts' balances were read on (nil: none read, or a loader that does not tell clusters
    /// apart). On a test cluster (`ClusterIdentity.isValuedInFiat` false) their SOL and tokens have no price.
    public let cluster: ClusterIdentity?

    /// A report from its parts, as given (nothing is checked).
    public init(
        summary: PortfolioSummary, currency: String, addresses: [PublicKey], balanceErrors: [String: String],
        cachedBalances: [String: TimeInterval], priceSource: MarketSource?, priceError: String?, loadedAt: Date,
        cluster: ClusterIdentity?
    ) {
        self.cluster = cluster
        self.summary = summary
        self.currency = currency
        self.addresses = addresses
        self.balanceErrors = balanceErrors
        self.cachedBalances = cachedBalances
        self.priceSource = priceSource
        self.priceError = priceError
        self.loadedAt = loadedAt
    }

    /// A report from its parts, as given, of a cluster not told (`cluster` nil).
    public init(
        summary: PortfolioSummary, currency: String, addresses: [PublicKey], balanceErrors: [String: String],
        cachedBalances: [String: TimeInterval], priceSource: MarketSource?, priceError: String?, loadedAt: Date
    ) {
        self.init(
            summary: summary, currency: currency, addresses: addresses, balanceErrors: balanceErrors,
            cachedBalances: cachedBalances, priceSource: priceSource, priceError: priceError, loadedAt: loadedAt,
            cluster: nil)
    }

    /// Whether the value counts everything held: every balance read and every asset priced.
    public var isComplete: Bool { balanceErrors.isEmpty && summary.isComplete }

    /// The snapshot of this value; nil when no holding has a price (the value is unknown, never stored as 0), the
    /// value cannot be stored as an integer of millionths, or the accounts were read on a test cluster (the stored
    /// value history is mainnet-beta's, never mixed with a test cluster's).
    public var snapshot: PortfolioSnapshot? {
        guard summary.hasValue, cluster?.isValuedInFiat ?? true else { return nil }
        return PortfolioSnapshot.micros(summary.value).map {
            PortfolioSnapshot(takenAt: loadedAt, currency: currency, valueMicros: $0, complete: isComplete)
        }
    }
}

/// Gathers the holdings (the accounts' SOL and SPL tokens, summed per mint, plus the manual holdings) and prices
/// them: SOL and manual coins from CoinGecko's `/coins/markets?ids=…` (cached, 60 s), SPL mints from
/// `/simple/token_price/solana` (cached, 20 s) with Jupiter for the mints CoinGecko lacks (USD only, as Jupiter
/// quotes). A mint nobody prices is "no price", excluded from the value with a note, never 0. Balances read on a
/// test cluster (devnet, testnet, a localnet: `LoadedBalance.cluster`) are never priced: their lines say so and stay
/// out of the value; manual holdings are priced as always.
public struct PortfolioLoader: Sendable {
    /// Reads each address's SOL and SPL token balances (from the cluster, else the balance cache).
    public let balances: any BalanceLoader
    /// Where the manual holdings are read from.
    public let store: any PortfolioStore
    /// CoinGecko coin and token prices, through the market cache.
    public let market: CachedMarketLoader
    /// Prices in USD for the mints CoinGecko lacks; nil: no Jupiter fallback.
    public let jupiter: JupiterPriceClient?
    private let now: @Sendable () -> Date

    /// A loader over its sources; `now` is the clock stamping `PortfolioReport.loadedAt` (replaced in tests).
    public init(
        balances: any BalanceLoader, store: any PortfolioStore, market: CachedMarketLoader,
        jupiter: JupiterPriceClient?, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.balances = balances
        self.store = store
        self.market = market
        self.jupiter = jupiter
        self.now = now
    }

    /// Loads and values the portfolio of `addresses` in `currency` (lower case).
    public func load(addresses: [PublicKey], currency: String) async throws(PortfolioError) -> PortfolioReport {
        let manual = try store.holdings()
        // Balances, one address at a time (the node's rate limits; a wallet has a handful of accounts).
        var lamports: UInt64 = 0
        var anySOL = false
        var tokens: [String: (units: UInt64, decimals: UInt8)] = [:]
        var balanceErrors: [String: String] = [:]
        var cached: [String: TimeInterval] = [:]
        var overflowed: Set<String> = []
        var cluster: ClusterIdentity?
        for address in addresses {
            do {
                let loaded = try await balances.loadBalance(of: address)
                if let known = loaded.cluster { cluster = known }
                if case .cache(let age, _) = loaded.source { cached[address.base58] = age }
                anySOL = true
                let (sum, overflow) = lamports.addingReportingOverflow(loaded.balance.lamports)
                if overflow { overflowed.insert("solana") }
                lamports = sum
                for token in loaded.balance.tokens where token.amount > 0 {
                    let mint = token.mint.base58
                    let held = tokens[mint] ?? (0, token.decimals)
                    let (total, o) = held.units.addingReportingOverflow(token.amount)
                    if o || held.decimals != token.decimals { overflowed.insert(mint) }
                    tokens[mint] = (total, held.decimals)
                }
            } catch {
                balanceErrors[address.base58] = error.description
            }
        }
        let mints = tokens.keys.sorted()
        // A test cluster's SOL and tokens are a faucet's: no price is asked for or applied.
        let unvalued = cluster.map { !$0.isValuedInFiat } ?? false
        let testReason = cluster.map { "\($0.name) has no market value (a test cluster)" } ?? ""
        var coinIDs = manual.map(\.coinID)
        if anySOL, lamports > 0, !unvalued, !coinIDs.contains("solana") { coinIDs.insert("solana", at: 0) }
        // Coin prices.
        var coins: [String: MarketCoin] = [:]
        var priceSource: MarketSource?
        var priceError: String?
        var start = 0
        while start < coinIDs.count {
            let chunk = Array(coinIDs[start..<min(coinIDs.count, start + 250)])
            start += 250
            do {
                let loaded = try await market.load(
                    .markets(currency: currency, perPage: chunk.count, ids: chunk), CoinGeckoDecoder.markets)
                for coin in loaded.value where coins[coin.id] == nil { coins[coin.id] = coin }
                if priceSource == nil || loaded.source != .remote { priceSource = loaded.source }
            } catch {
                priceError = priceError ?? error.description
            }
        }
        let quotes = mints.isEmpty || unvalued ? [:] : await tokenQuotes(mints, currency: currency)
        // Lines: SOL, tokens (by mint), manual holdings (by id).
        var lines: [PortfolioLine] = []
        func coinLine(_ kind: PortfolioLine.Kind, id: String, amount: String, quantity: Double) -> PortfolioLine {
            let coin = kind == .sol && unvalued ? nil : coins[id]
            let reason = coin == nil ? (kind == .sol && unvalued ? testReason : (priceError ?? "no price")) : nil
            return PortfolioLine(
                kind: kind, id: id, symbol: coin?.symbol.uppercased() ?? (kind == .sol ? "SOL" : nil),
                name: coin?.name ?? (kind == .sol ? "Solana" : nil), amount: amount, quantity: quantity,
                price: coin?.currentPrice, change24hPercent: coin?.change24hPercent,
                priceSource: coin == nil ? nil : "coingecko", noPriceReason: reason)
        }
        if anySOL, lamports > 0, !overflowed.contains("solana") {
            lines.append(
                coinLine(
                    .sol, id: "solana", amount: Lamports.format(lamports),
                    quantity: Double(lamports) / 1_000_000_000))
        }
        for mint in mints where !overflowed.contains(mint) {
            guard let held = tokens[mint] else { continue }
            let quote = unvalued ? TokenPriceQuote.unavailable(testReason) : quotes[mint] ?? TokenPriceQuote.none
            var price: Double?, change: Double?, source: String?, reason: String?
            switch quote {
            case .coinGecko(let value, let pct): (price, change, source) = (value, pct, "coingecko")
            case .jupiter(let value, let pct): (price, change, source) = (value, pct, "jupiter")
            case .none: reason = "no price"
            case .unavailable(let why): reason = why
            }
            lines.append(
                PortfolioLine(
                    kind: .token, id: mint, symbol: nil, name: nil,
                    amount: DecimalAmount.format(held.units, decimals: Int(held.decimals)),
                    quantity: Double(held.units) / pow10(Int(held.decimals)), price: price, change24hPercent: change,
                    priceSource: source, noPriceReason: reason))
        }
        for holding in manual {
            lines.append(
                coinLine(
                    .manual, id: holding.coinID, amount: holding.amount.decimalString,
                    quantity: holding.amount.approximateValue))
        }
        for id in overflowed.sorted() {
            balanceErrors[id] = "the amounts of \(id) across the accounts add up to more than 64 bits"
        }
        return PortfolioReport(
            summary: PortfolioSummary(lines: lines), currency: currency, addresses: addresses,
            balanceErrors: balanceErrors, cachedBalances: cached, priceSource: priceSource, priceError: priceError,
            loadedAt: now(), cluster: cluster)
    }

    /// Quotes per mint in `currency`: CoinGecko's token price (cached), then Jupiter for the rest when the currency
    /// is USD (Jupiter quotes nothing else).
    func tokenQuotes(_ mints: [String], currency: String) async -> [String: TokenPriceQuote] {
        await Self.tokenQuotes(mints, currency: currency, market: market, jupiter: jupiter)
    }

    /// Quotes per mint in `currency` from `market` (cached), then `jupiter` for the rest when the currency is USD.
    static func tokenQuotes(
        _ mints: [String], currency: String, market: CachedMarketLoader, jupiter: JupiterPriceClient?
    ) async -> [String: TokenPriceQuote] {
        var result: [String: TokenPriceQuote] = [:]
        var failure: String?
        var start = 0
        while start < mints.count {
            let chunk = Array(mints[start..<min(mints.count, start + 100)])
            start += 100
            do {
                let loaded = try await market.load(
                    .tokenPrice(mints: chunk, currencies: [currency]), CoinGeckoDecoder.simplePrices)
                for mint in chunk {
                    guard let entry = loaded.value[mint] ?? loaded.value[mint.lowercased()],
                        let price = entry.prices[currency]
                    else { continue }
                    result[mint] = .coinGecko(usd: price, change24h: entry.change24h[currency])
                }
            } catch {
                failure = failure ?? error.description
            }
        }
        let missing = mints.filter { result[$0] == nil }
        if !missing.isEmpty, currency == "usd", let jupiter {
            do {
                for (mint, price) in try await jupiter.prices(mints: missing) where price.usdPrice.isFinite {
                    result[mint] = .jupiter(usd: price.usdPrice, change24h: price.priceChange24h)
                }
            } catch {
                failure = failure ?? error.description
            }
        }
        for mint in mints where result[mint] == nil {
            result[mint] = failure.map { .unavailable($0) } ?? TokenPriceQuote.none
        }
        return result
    }
}
