import Foundation
import SolanaCore
import SolanaRPC
import TestSupport
import Testing

/// Issue 28 ("The first hour"), through the binary: after trying localnet, `balance ADDR -u devnet` with devnet
/// unreachable printed the localnet balance as "Saved 1 minute ago — offline", exit 0; and the localnet faucet's SOL
/// was valued in dollars. The caches are keyed by the cluster's genesis hash and a test cluster is never valued.
@Suite(.serialized) struct ClusterIdentityCLITests {
    func newAddress() throws -> String {
        let result = try CLI.run(["keygen", "new", "--no-outfile", "--json"], stdin: "")
        return try #require(try result.json()["publicKey"] as? String, "\(result.stderr)")
    }

    @Test func aBalanceSavedOnLocalnetIsNotShownForAnotherCluster() async throws {
        let localnet = try Localnet(), other = try Localnet()
        let (url, otherURL) = (localnet.httpURL.absoluteString, other.httpURL.absoluteString)
        let home = NSTemporaryDirectory() + "solwallet-cluster-" + UUID().uuidString
        let address = try newAddress()
        let sol = Int.random(in: 1...40, using: &TestRandom.rng)
        let airdrop = try CLI.run(["airdrop", String(sol), address, "-u", url, "--json"])
        #expect(airdrop.status == 0, "\(airdrop.stderr)")

        // Online: the balance names its cluster (a test cluster: a badge in the text, `cluster` in JSON).
        let online = try CLI.run(["balance", address, "-u", url, "--home", home, "--json"])
        #expect(online.status == 0, "\(online.stderr)")
        let json = try online.json()
        #expect(CLI.u64(json["lamports"]) == UInt64(sol) * 1_000_000_000)
        let cluster = try #require(json["cluster"] as? [String: Any], "\(json)")
        #expect(cluster["name"] as? String == "localnet" && cluster["testCluster"] as? Bool == true)
        #expect(cluster["valuedInFiat"] as? Bool == false && cluster["badgeText"] as? String == "[localnet]")
        let genesis = try await localnet.rawRPC("getGenesisHash")["result"] as? String
        #expect(genesis != nil && cluster["genesisHash"] as? String == genesis)
        let text = try CLI.run(["balance", address, "-u", url, "--home", home])
        #expect(text.status == 0 && text.stdout.contains("[localnet]"), "\(text.stdout)")
        let history = try CLI.run(["history", address, "-u", url, "--home", home, "--json"])
        #expect(history.status == 0, "\(history.stderr)")
        #expect((try history.json()["cluster"] as? [String: Any])?["genesisHash"] as? String == genesis)
        let historyText = try CLI.run(["history", address, "-u", url, "--home", home])
        #expect(
            historyText.status == 0 && historyText.stdout.split(separator: "\n").first?.contains("[localnet]") == true,
            "\(historyText.stdout)")

        // The finding: another URL, unreachable and never reached before. Not the localnet balance: exit 2, and the
        // error says nothing is saved.
        for unreachable in [ClosedPort.url().absoluteString, "http://127.0.0.1:1"] {
            let elsewhere = try CLI.run(["balance", address, "-u", unreachable, "--home", home])
            #expect(elsewhere.status == 2, "\(elsewhere.stdout)\(elsewhere.stderr)")
            #expect(
                !elsewhere.stdout.contains(String(sol)) && !elsewhere.stdout.contains("Saved"), "\(elsewhere.stdout)")
            #expect(elsewhere.stderr.contains("nothing is cached"), "\(elsewhere.stderr)")
            let elsewhereJSON = try CLI.run(["balance", address, "-u", unreachable, "--home", home, "--json"])
            #expect(elsewhereJSON.status == 2 && elsewhereJSON.stdout.isEmpty)
        }
        // Another cluster reached once (its genesis hash remembered), then unreachable: its own (empty) cache only.
        let otherAddress = try newAddress()
        #expect(try CLI.run(["balance", otherAddress, "-u", otherURL, "--home", home]).status == 0)
        other.stop()
        let otherOffline = try CLI.run(["balance", address, "-u", otherURL, "--home", home, "--json"])
        #expect(otherOffline.status == 2 && otherOffline.stdout.isEmpty, "\(otherOffline.stdout)")
        #expect(otherOffline.stderr.contains("nothing is cached"), "\(otherOffline.stderr)")
        let otherHistory = try CLI.run(["history", address, "-u", otherURL, "--home", home])
        #expect(otherHistory.status == 2, "\(otherHistory.stdout)\(otherHistory.stderr)")

        // The localnet's own URL offline: its saved balance, with its badge.
        localnet.stop()
        let saved = try CLI.run(["balance", address, "-u", url, "--home", home])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.contains("[localnet]") && saved.stdout.contains("offline"), "\(saved.stdout)")
    }

    /// The localnet faucet's SOL is never valued: the portfolio lists it without a price, its value leaves it out,
    /// and the text names the cluster.
    @Test func aTestClusterGetsNoFiatValue() throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let address = try newAddress()
        #expect(try CLI.run(["airdrop", "7", address, "-u", url]).status == 0)
        let price = Double(Int.random(in: 1_000...30_000, using: &TestRandom.rng)) / 100
        let server = try MarketTestServer()
        try server.put(
            "coins_markets.json",
            try JSONSerialization.data(withJSONObject: [
                [
                    "id": "solana", "symbol": "sol", "name": "Solana",
                    "image": "https://coin-images.coingecko.com/x.png",
                    "current_price": price, "market_cap_rank": 1, "price_change_percentage_24h": 1.5,
                ]
            ]))
        let home = NSTemporaryDirectory() + "solwallet-cluster-fiat-" + UUID().uuidString
        let environment = [
            "SOLWALLET_COINGECKO_URL": server.base().absoluteString,
            "SOLWALLET_JUPITER_URL": server.base().absoluteString + "/price/v3", "SOLWALLET_HOME": home, "LANG": "C",
        ]
        let result = try CLI.run(
            ["portfolio", "--address", address, "-u", url, "--json"], stdin: "", environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let view = try #require(try result.json()["portfolio"] as? [String: Any])
        #expect((view["cluster"] as? [String: Any])?["badgeText"] as? String == "[localnet]", "\(view)")
        let rows = try #require(view["rows"] as? [[String: Any]])
        let solana = try #require(rows.first { $0["id"] as? String == "solana" })
        #expect(solana["amountDecimal"] as? String == "7" && solana["value"] == nil, "\(solana)")
        #expect(solana["price"] == nil && (solana["noPriceReason"] as? String)?.contains("localnet") == true)
        #expect(view["value"] == nil && !"\(view)".contains(String(format: "%.2f", 7 * price)))
        #expect(try result.json()["snapshotStored"] as? Bool == false)
        let text = try CLI.run(["portfolio", "--address", address, "-u", url], stdin: "", environment: environment)
        #expect(text.status == 0 && text.stdout.contains("[localnet]"), "\(text.stdout)\(text.stderr)")
        #expect(!text.stdout.contains(String(format: "%.2f", 7 * price)), "\(text.stdout)")
        // No snapshot of a test cluster joins the value history.
        let snapshot = try CLI.run(
            ["portfolio", "snapshot", "--address", address, "-u", url], stdin: "", environment: environment)
        #expect(snapshot.status == 1 && snapshot.stderr.contains("test cluster"), "\(snapshot.stderr)")
    }
}
