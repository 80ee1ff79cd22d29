import Foundation
import MarketData
import Portfolio
import SolanaCore
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

/// The portfolio of real accounts on localnet (SOL and SPL mints made at test time) plus manual holdings, priced by
/// a local server serving CoinGecko- and Jupiter-shaped answers: amounts exact from the chain, a mint CoinGecko
/// prices, one only Jupiter prices, one nobody prices ("no price", left out, never 0), and the value, 24h change and
/// allocation against pandas.
@Suite(.serialized) struct PortfolioLoaderTests {
    static func coin(_ id: String, _ symbol: String, price: Double, change: Double?) -> [String: Any] {
        [
            "id": id, "symbol": symbol, "name": id.capitalized, "image": "https://coin-images.coingecko.com/x.png",
            "current_price": price, "market_cap_rank": 1, "price_change_percentage_24h": change as Any? ?? NSNull(),
        ]
    }

    @Test func chainBalancesAndManualHoldingsPricedAndValued() async throws {
        // A localnet that answers getGenesisHash with mainnet-beta's: only mainnet's SOL and tokens are valued.
        let localnet = try Localnet(
            extraArguments: ["--genesis-hash", ClusterIdentity.mainnetBetaGenesisHash.base58])
        defer { localnet.stop() }
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let owner = Keypair.generate()
        let payer = Keypair.generate()
        let lamports = UInt64.random(in: 1_000_000...5_000_000_000, using: &TestRandom.rng)
        try await client.airdrop(owner.publicKey, lamports: lamports, commitment: .confirmed)
        try await client.airdrop(payer.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        let amountA = UInt64.random(in: 1...1_000_000_000_000, using: &TestRandom.rng),
            amountB = UInt64.random(in: 1...1_000_000_000_000, using: &TestRandom.rng)
        let amountC = UInt64.random(in: 1...1_000_000, using: &TestRandom.rng)
        let mintA = try await Chain.mintTokens(client, payer: payer, to: owner.publicKey, amount: amountA, decimals: 6)
        let mintB = try await Chain.mintTokens(
            client, payer: payer, to: owner.publicKey, amount: amountB, decimals: 9, program: .token2022Program)
        let mintC = try await Chain.mintTokens(client, payer: payer, to: owner.publicKey, amount: amountC, decimals: 0)

        let solPrice = Double(Int.random(in: 1_000...30_000, using: &TestRandom.rng)) / 100,
            solChange = Double.random(in: -20...20, using: &TestRandom.rng)
        let btcPrice = Double(Int.random(in: 1_000_000...9_000_000, using: &TestRandom.rng)) / 100
        let priceA = Double(Int.random(in: 1...2_000_000, using: &TestRandom.rng)) / 1_000_000,
            changeA = Double.random(in: -30...30, using: &TestRandom.rng)
        let priceB = Double(Int.random(in: 1...500_000, using: &TestRandom.rng)) / 10_000
        let server = try MarketTestServer()
        try server.put(
            "coins_markets.json",
            JSONSerialization.data(withJSONObject: [
                Self.coin("solana", "sol", price: solPrice, change: solChange),
                Self.coin("bitcoin", "btc", price: btcPrice, change: nil),
            ]))
        // CoinGecko knows mint A only; Jupiter knows mint B (and answers null for C).
        try server.put(
            "token_price.json",
            JSONSerialization.data(withJSONObject: [mintA.base58: ["usd": priceA, "usd_24h_change": changeA]]))
        try server.put(
            "jupiter.json",
            JSONSerialization.data(withJSONObject: [
                mintB.base58: ["usdPrice": priceB, "priceChange24h": NSNull()], mintC.base58: NSNull(),
            ]))

        let path = NSTemporaryDirectory() + "portfolio-loader-\(UUID().uuidString)/wallet.sqlite"
        let database = try WalletDatabase(path: path)
        let store = try SQLitePortfolioStore(path: path)
        _ = try store.set("bitcoin", amount: HoldingAmount(parsing: "0.125"), at: Date())
        let market = CachedMarketLoader(
            client: CoinGeckoClient(
                configuration: .init(baseURL: server.base(), timeout: .seconds(5)),
                limiter: RateLimiter(requestsPerMinute: 6_000, burst: 100)),
            cache: try SQLiteMarketCache(path: path))
        let jupiter = JupiterPriceClient(baseURL: URL(string: server.base().absoluteString + "/price/v3")!)
        let balances = CachedBalanceLoader(
            remote: RemoteBalanceLoader(client: client), store: SQLiteBalanceStore(database: database))
        let loader = PortfolioLoader(balances: balances, store: store, market: market, jupiter: jupiter)
        let report = try await loader.load(addresses: [owner.publicKey], currency: "usd")
        let lines = report.summary.lines
        #expect(report.balanceErrors.isEmpty)
        #expect(report.cluster?.isMainnet == true)
        #expect(PortfolioViewModel(report, currency: .usd, language: .en).cluster?.text == nil)  // no badge
        let byID = Dictionary(uniqueKeysWithValues: lines.map { ($0.id, $0) })
        #expect(byID["solana"]?.amount == Lamports.format(lamports) && byID["solana"]?.kind == .sol)
        #expect(byID[mintA.base58]?.amount == DecimalAmount.format(amountA, decimals: 6))
        #expect(byID[mintB.base58]?.amount == DecimalAmount.format(amountB, decimals: 9))
        #expect(byID[mintC.base58]?.amount == String(amountC))
        #expect(byID["bitcoin"]?.amount == "0.125" && byID["bitcoin"]?.kind == .manual)
        #expect(byID[mintA.base58]?.price == priceA && byID[mintA.base58]?.priceSource == "coingecko")
        #expect(byID[mintB.base58]?.price == priceB && byID[mintB.base58]?.priceSource == "jupiter")
        #expect(byID[mintC.base58]?.price == nil && byID[mintC.base58]?.value == nil)
        #expect(byID[mintC.base58]?.noPriceReason == "no price")
        #expect(report.summary.unpriced == [mintC.base58] && !report.isComplete)

        // The numbers against pandas, from the amounts as the chain has them and the served prices.
        let oracleLines = lines.map {
            PortfolioSummaryTests.OracleLine(id: $0.id, amount: $0.amount, price: $0.price, change: $0.change24hPercent)
        }
        let reply: PortfolioSummaryTests.OracleReply = try Oracle.ask(
            "portfolio", PortfolioSummaryTests.Request(lines: oracleLines), script: "market_oracle.py")
        #expect(PortfolioSummaryTests.close(report.summary.value, reply.value))
        #expect(PortfolioSummaryTests.close(report.summary.change24hPercent, reply.change))
        for (ours, theirs) in zip(report.summary.allocation, reply.allocation) {
            #expect(PortfolioSummaryTests.close(ours, theirs))
        }
        let view = PortfolioViewModel(report, currency: .usd, language: .en)
        #expect(view.value == reply.texts.value && view.change24h == reply.texts.change)
        #expect(view.rows.map(\.allocation) == reply.texts.allocation)
        #expect(view.notes.contains { $0.hasPrefix("Not counted in the value (no price): ") })
        #expect(report.snapshot?.complete == false)

        // An address the cluster cannot be asked about (nothing cached): named in a note, never counted as 0.
        let offline = PortfolioLoader(
            balances: CachedBalanceLoader(
                remote: RemoteBalanceLoader(
                    client: RPCClient(
                        cluster: Cluster(url: ClosedPort.url(), name: "down"),
                        configuration: {
                            var configuration = RPCClient.Configuration(commitment: .confirmed)
                            configuration.retry.retriesRefusedConnections = false
                            return configuration
                        }())),
                store: SQLiteBalanceStore(database: database)),
            store: store, market: market, jupiter: jupiter)
        let stranger = Keypair.generate().publicKey
        let partial = try await offline.load(addresses: [stranger], currency: "usd")
        #expect(partial.balanceErrors[stranger.base58] != nil)
        #expect(partial.summary.lines.map(\.id) == ["bitcoin"] && !partial.isComplete)
        #expect(
            PortfolioViewModel(partial, currency: .usd, language: .en).notes.contains { $0.contains("unavailable") })
    }

    /// Issue 28: a test cluster's SOL and tokens are never valued in fiat (the localnet faucet's SOL was shown at
    /// $485.30): they are listed without a price, out of the value, the view carries the cluster's badge, and no
    /// snapshot joins the value history. Manual holdings are valued as always.
    @Test func aTestClusterIsNeverValuedInFiat() async throws {
        let localnet = try Localnet()
        defer { localnet.stop() }
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let owner = Keypair.generate(), payer = Keypair.generate()
        let lamports = UInt64.random(in: 1_000_000...5_000_000_000, using: &TestRandom.rng)
        _ = try await client.airdrop(owner.publicKey, lamports: lamports, commitment: .confirmed)
        _ = try await client.airdrop(payer.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        let units = UInt64.random(in: 1...1_000_000_000, using: &TestRandom.rng)
        let mint = try await Chain.mintTokens(client, payer: payer, to: owner.publicKey, amount: units, decimals: 6)
        let solPrice = Double(Int.random(in: 1_000...30_000, using: &TestRandom.rng)) / 100
        let btcPrice = Double(Int.random(in: 1_000_000...9_000_000, using: &TestRandom.rng)) / 100
        let server = try MarketTestServer()
        try server.put(
            "coins_markets.json",
            JSONSerialization.data(withJSONObject: [
                Self.coin("solana", "sol", price: solPrice, change: 1),
                Self.coin("bitcoin", "btc", price: btcPrice, change: nil),
            ]))
        try server.put(
            "token_price.json", JSONSerialization.data(withJSONObject: [mint.base58: ["usd": 1.5]]))
        let path = NSTemporaryDirectory() + "portfolio-test-cluster-\(UUID().uuidString)/wallet.sqlite"
        let database = try WalletDatabase(path: path)
        let store = try SQLitePortfolioStore(path: path)
        _ = try store.set("bitcoin", amount: HoldingAmount(parsing: "0.5"), at: Date())
        let market = CachedMarketLoader(
            client: CoinGeckoClient(
                configuration: .init(baseURL: server.base(), timeout: .seconds(5)),
                limiter: RateLimiter(requestsPerMinute: 6_000, burst: 100)),
            cache: try SQLiteMarketCache(path: path))
        let balances = CachedBalanceLoader(
            remote: RemoteBalanceLoader(client: client), store: SQLiteBalanceStore(database: database))
        let loader = PortfolioLoader(balances: balances, store: store, market: market, jupiter: nil)
        let report = try await loader.load(addresses: [owner.publicKey], currency: "usd")
        #expect(report.balanceErrors.isEmpty)
        #expect(report.cluster?.kind == .localnet)
        let byID = Dictionary(uniqueKeysWithValues: report.summary.lines.map { ($0.id, $0) })
        let sol = try #require(byID["solana"])
        #expect(sol.amount == Lamports.format(lamports) && sol.price == nil && sol.value == nil)
        #expect(sol.noPriceReason?.contains("localnet") == true)
        let token = try #require(byID[mint.base58])
        #expect(token.price == nil && token.value == nil && token.noPriceReason?.contains("localnet") == true)
        // Only the manual holding is valued.
        #expect(byID["bitcoin"]?.price == btcPrice)
        #expect(PortfolioSummaryTests.close(report.summary.value, 0.5 * btcPrice))
        #expect(report.snapshot == nil)  // never mixed into the (mainnet) value history
        let view = PortfolioViewModel(report, currency: .usd, language: .en)
        #expect(view.cluster?.text == "[localnet]" && view.cluster?.isValuedInFiat == false)
        #expect(view.terminalText().split(separator: "\n").first?.hasSuffix("[localnet]") == true)
    }
}
