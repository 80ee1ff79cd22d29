import Foundation
import MarketData
import Portfolio
import SolanaCore
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

@testable import WalletWeb

/// Issue 28, fiat in the dashboard: on a localnet that answers getGenesisHash with mainnet-beta's (only mainnet's
/// SOL and tokens are valued), with CoinGecko-shaped answers from the market test server at random prices, the
/// account page shows the SOL's and each priced token's value and the total on first load, a live update carries
/// the new total, and the Market page's "Portfolio Value" is the Portfolio's. On a plain localnet (a test cluster)
/// nothing is valued.
@Suite(.serialized) struct DashboardFiatTests {
    let base = DashboardSecurityTests()

    static func coin(_ id: String, _ symbol: String, price: Double) -> [String: Any] {
        [
            "id": id, "symbol": symbol, "name": id.capitalized, "image": "https://coin-images.coingecko.com/x.png",
            "current_price": price, "market_cap_rank": 1, "price_change_percentage_24h": 1.5,
        ]
    }

    func dashboard(_ localnet: Localnet, _ server: MarketTestServer) throws -> Dashboard {
        let url = localnet.httpURL
        let paths = WalletPaths(home: base.home)
        let market = CachedMarketLoader(
            client: CoinGeckoClient(
                configuration: .init(baseURL: server.base(), timeout: .seconds(5)),
                limiter: RateLimiter(requestsPerMinute: 6_000, burst: 100)),
            cache: try SQLiteMarketCache(path: paths.databasePath))
        let services = DashboardServices(
            paths: paths, database: try WalletDatabase(path: paths.databasePath), keystoreParameters: .minimum,
            client: { RPCClient(cluster: Cluster(url: url, name: "localnet")) }, clusterOverride: nil,
            market: market, marketError: nil, jupiter: nil)
        let dashboard = Dashboard(services: services, idleLock: 600)
        dashboard.port = DashboardSecurityTests.port
        return dashboard
    }

    /// The text of the element with `id`.
    func element(_ id: String, in html: String) -> String? {
        guard let start = html.range(of: "id=\"\(id)\"") else { return nil }
        let rest = html[start.upperBound...]
        guard let open = rest.firstIndex(of: ">"), let close = rest[open...].range(of: "</") else { return nil }
        return String(rest[rest.index(after: open)..<close.lowerBound])
    }

    @Test func theAccountAndTheMarketPageShowTheValueInTheChosenCurrency() async throws {
        defer { try? FileManager.default.removeItem(atPath: base.home) }
        let localnet = try Localnet(extraArguments: ["--genesis-hash", ClusterIdentity.mainnetBetaGenesisHash.base58])
        defer { localnet.stop() }
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let solPrice = Double(Int.random(in: 1_000...30_000, using: &TestRandom.rng)) / 100
        let tokenPrice = Double(Int.random(in: 1...2_000_000, using: &TestRandom.rng)) / 1_000_000
        let server = try MarketTestServer()
        try server.put(
            "coins_markets.json",
            JSONSerialization.data(withJSONObject: [
                Self.coin("solana", "sol", price: solPrice), Self.coin("bitcoin", "btc", price: 90_000),
            ]))
        try server.serve(fixture: "global.json", as: "global.json")
        let dashboard = try dashboard(localnet, server)
        let (session, csrf) = try await base.signIn(dashboard)
        let password = "fiat " + UUID().uuidString
        #expect(
            await base.createWallet(dashboard, session: session, csrf: csrf, name: "main", password: password).status
                == 303)
        let owner = try #require(try dashboard.summaries().first?.accounts.first?.address)
        let payer = Keypair.generate()
        let lamports = UInt64.random(in: 1_000_000...5_000_000_000, using: &TestRandom.rng)
        try await client.airdrop(owner, lamports: lamports, commitment: .confirmed)
        try await client.airdrop(payer.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        let units = UInt64.random(in: 1...1_000_000_000_000, using: &TestRandom.rng)
        let priced = try await Chain.mintTokens(client, payer: payer, to: owner, amount: units, decimals: 6)
        let unpriced = try await Chain.mintTokens(client, payer: payer, to: owner, amount: 7, decimals: 0)
        try server.put(
            "token_price.json",
            JSONSerialization.data(withJSONObject: [priced.base58: ["usd": tokenPrice, "usd_24h_change": 2.0]]))

        let money = MarketNumberFormatter(.en)
        let solValue = Double(lamports) / 1e9 * solPrice
        let tokenValue = Double(units) / 1e6 * tokenPrice
        let answer = await dashboard.respond(to: base.request("/accounts/\(owner.base58)", session: session))
        let html = String(decoding: answer.bytes, as: UTF8.self)
        #expect(answer.status == 200)
        // First load: the total of the SOL and the priced token, not "—".
        #expect(element("balance-fiat", in: html) == money.money(solValue + tokenValue, currency: .usd), "\(html)")
        // Each priced token's value in its row; a token nobody prices shows "—", never 0.
        let rows = html.components(separatedBy: "<tr>")
        let pricedRow = try #require(rows.first { $0.contains(priced.base58) })
        #expect(pricedRow.contains(">\(money.money(tokenValue, currency: .usd))<"), "\(pricedRow)")
        let unpricedRow = try #require(rows.first { $0.contains(unpriced.base58) })
        #expect(unpricedRow.contains("<td class=\"num\">—</td>"), "\(unpricedRow)")

        // A live update: more SOL arrives; the event carries the new total with the same tokens.
        let more = UInt64.random(in: 1_000_000...3_000_000_000, using: &TestRandom.rng)
        try await client.airdrop(owner, lamports: more, commitment: .confirmed)
        let shown = await dashboard.shownBalance(owner, try dashboard.client())
        let event = await dashboard.liveBalanceEvent(lamports + more, of: owner, shown: shown, language: .en)
        let data = try #require(event.split(separator: "\n").first { $0.hasPrefix("data: ") }?.dropFirst(6))
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let newTotal = Double(lamports + more) / 1e9 * solPrice + tokenValue
        #expect(decoded["fiat"] as? String == money.money(newTotal, currency: .usd), "\(event)")
        #expect(decoded["sol"] as? String == Lamports.formatSOL(lamports + more))

        // The Market page's "Portfolio Value" is the Portfolio's: the wallet's SOL and tokens, not $0.00.
        let marketPage = await dashboard.respond(to: base.request("/market", session: session))
        let marketHTML = String(decoding: marketPage.bytes, as: UTF8.self)
        #expect(marketPage.status == 200)
        let portfolioPage = await dashboard.respond(to: base.request("/portfolio", session: session))
        let portfolioHTML = String(decoding: portfolioPage.bytes, as: UTF8.self)
        let expected = money.money(newTotal, currency: .usd)
        #expect(portfolioHTML.contains(expected), "\(portfolioHTML)")
        #expect(marketHTML.contains(expected), "\(marketHTML)")
        #expect(!marketHTML.contains(money.money(0, currency: .usd)), "\(marketHTML)")
    }

    @Test func aTestClusterIsNeverValued() async throws {
        defer { try? FileManager.default.removeItem(atPath: base.home) }
        let localnet = try Localnet()
        defer { localnet.stop() }
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let server = try MarketTestServer()
        try server.put(
            "coins_markets.json", JSONSerialization.data(withJSONObject: [Self.coin("solana", "sol", price: 150)]))
        let dashboard = try dashboard(localnet, server)
        let (session, csrf) = try await base.signIn(dashboard)
        #expect(
            await base.createWallet(
                dashboard, session: session, csrf: csrf, name: "main", password: "fiat " + UUID().uuidString
            ).status == 303)
        let owner = try #require(try dashboard.summaries().first?.accounts.first?.address)
        try await client.airdrop(owner, lamports: 3_000_000_000, commitment: .confirmed)
        let html = String(
            decoding: await dashboard.respond(to: base.request("/accounts/\(owner.base58)", session: session)).bytes,
            as: UTF8.self)
        #expect(element("balance-fiat", in: html) == "—", "\(html)")
        let shown = await dashboard.shownBalance(owner, try dashboard.client())
        #expect(shown?.cluster?.isValuedInFiat == false)
        let event = await dashboard.liveBalanceEvent(4_000_000_000, of: owner, shown: shown, language: .en)
        #expect(event.contains("\"fiat\":\"—\""), "\(event)")
    }
}
