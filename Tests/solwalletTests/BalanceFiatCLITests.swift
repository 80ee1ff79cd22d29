import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

/// Issue 28, fiat in `balance`: on a localnet that answers getGenesisHash with mainnet-beta's (only mainnet's SOL and
/// tokens are valued) and CoinGecko-shaped answers at random prices from the market test server, `balance` shows the
/// value of SOL and of each priced token in a column and the total below, in the chosen currency, and `--json` has
/// them as numbers; a token without a price shows "—", never 0; `--no-value` asks nothing; a plain localnet is never
/// valued.
@Suite(.serialized) struct BalanceFiatCLITests {
    static func coin(_ id: String, _ symbol: String, price: Double) -> [String: Any] {
        [
            "id": id, "symbol": symbol, "name": id.capitalized, "image": "https://coin-images.coingecko.com/x.png",
            "current_price": price, "market_cap_rank": 1, "price_change_percentage_24h": 1.5,
        ]
    }

    func environment(_ server: MarketTestServer, home: String) -> [String: String] {
        [
            "SOLWALLET_COINGECKO_URL": server.base().absoluteString,
            "SOLWALLET_JUPITER_URL": server.base().absoluteString + "/price/v3", "SOLWALLET_HOME": home, "LANG": "C",
        ]
    }

    @Test func aMainnetBalanceShowsItsValue() async throws {
        let localnet = try Localnet(extraArguments: ["--genesis-hash", ClusterIdentity.mainnetBetaGenesisHash.base58])
        defer { localnet.stop() }
        let url = localnet.httpURL.absoluteString
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let owner = Keypair.generate().publicKey, payer = Keypair.generate()
        let lamports = UInt64.random(in: 1_000_000...5_000_000_000, using: &TestRandom.rng)
        try await client.airdrop(owner, lamports: lamports, commitment: .confirmed)
        try await client.airdrop(payer.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        let units = UInt64.random(in: 1...1_000_000_000_000, using: &TestRandom.rng)
        let priced = try await Chain.mintTokens(client, payer: payer, to: owner, amount: units, decimals: 6)
        let unpriced = try await Chain.mintTokens(client, payer: payer, to: owner, amount: 7, decimals: 0)
        let solPrice = Double(Int.random(in: 1_000...30_000, using: &TestRandom.rng)) / 100
        let tokenPrice = Double(Int.random(in: 1...2_000_000, using: &TestRandom.rng)) / 1_000_000
        let server = try MarketTestServer()
        try server.put(
            "coins_markets.json", JSONSerialization.data(withJSONObject: [Self.coin("solana", "sol", price: solPrice)]))
        try server.put(
            "token_price.json",
            JSONSerialization.data(withJSONObject: [priced.base58: ["eur": tokenPrice, "eur_24h_change": 2.0]]))
        let home = NSTemporaryDirectory() + "solwallet-balance-fiat-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = environment(server, home: home)
        let solValue = Double(lamports) / 1e9 * solPrice
        let tokenValue = Double(units) / 1e6 * tokenPrice

        let json = try CLI.run(
            ["balance", owner.base58, "-u", url, "--currency", "eur", "--json"], stdin: "", environment: environment)
        #expect(json.status == 0, "\(json.stderr)")
        let value = try #require(try json.json()["value"] as? [String: Any], "\(json.stdout), seed \(TestRandom.seed)")
        #expect(value["currency"] as? String == "eur")
        #expect(abs((value["sol"] as? Double ?? -1) - solValue) <= solValue * 1e-9, "\(value)")
        let tokens = try #require(value["tokens"] as? [String: Double])
        #expect(abs((tokens[priced.base58] ?? -1) - tokenValue) <= tokenValue * 1e-9 + 1e-9, "\(value)")
        #expect(tokens[unpriced.base58] == nil)
        #expect(abs((value["total"] as? Double ?? -1) - (solValue + tokenValue)) <= (solValue + tokenValue) * 1e-9)

        let text = try CLI.run(
            ["balance", owner.base58, "-u", url, "--currency", "eur"], stdin: "", environment: environment)
        #expect(text.status == 0, "\(text.stderr)")
        let money = MarketNumberFormatter(.en)
        let eur = FiatCurrency(code: "EUR", fractionDigits: 2)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("SOL") && $0.contains(money.money(solValue, currency: eur)) }, "\(lines)")
        let pricedLine = try #require(lines.first { $0.contains(priced.base58) }, "\(lines)")
        #expect(pricedLine.contains(money.money(tokenValue, currency: eur)), "\(pricedLine)")
        let unpricedLine = try #require(lines.first { $0.contains(unpriced.base58) })
        #expect(unpricedLine.contains("—"), "\(unpricedLine)")
        #expect(
            lines.contains("Value: " + money.money(solValue + tokenValue, currency: eur)),
            "\(text.stdout), seed \(TestRandom.seed)")

        // --no-value: no column, no total, nothing in JSON.
        let plain = try CLI.run(
            ["balance", owner.base58, "-u", url, "--no-value"], stdin: "", environment: environment)
        #expect(plain.status == 0 && !plain.stdout.contains("Value"), "\(plain.stdout)")
        let plainJSON = try CLI.run(
            ["balance", owner.base58, "-u", url, "--no-value", "--json"], stdin: "", environment: environment)
        let plainValue = try plainJSON.json()["value"]
        #expect(plainValue == nil)
    }

    @Test func aTestClusterBalanceHasNoValue() async throws {
        let localnet = try Localnet()
        defer { localnet.stop() }
        let url = localnet.httpURL.absoluteString
        let address = Keypair.generate().publicKey.base58
        #expect(try CLI.run(["airdrop", "3", address, "-u", url]).status == 0)
        let server = try MarketTestServer()
        try server.put(
            "coins_markets.json", JSONSerialization.data(withJSONObject: [Self.coin("solana", "sol", price: 150)]))
        let home = NSTemporaryDirectory() + "solwallet-balance-fiat-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: home) }
        let text = try CLI.run(
            ["balance", address, "-u", url], stdin: "", environment: environment(server, home: home))
        #expect(text.status == 0 && !text.stdout.contains("Value") && !text.stdout.contains("450"), "\(text.stdout)")
        let json = try CLI.run(
            ["balance", address, "-u", url, "--json"], stdin: "", environment: environment(server, home: home))
        let value = try json.json()["value"]
        #expect(json.status == 0 && value == nil, "\(json.stdout)")
    }
}
