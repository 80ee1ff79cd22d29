import Foundation
import TestSupport
import Testing

@Suite(.serialized) struct ClusterCommandTests {
    @Test func versionSlotAndAccountAgainstLocalnet() throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let version = try CLI.run(["cluster-version", "--url", url, "--json"])
        #expect(version.status == 0, "\(version.stderr)")
        #expect((try version.json()["solanaCore"] as? String)?.isEmpty == false)
        let slot = try CLI.run(["slot", "-u", url])
        #expect(slot.status == 0 && UInt64(slot.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) != nil)
        // airdrop → balance, exact decimal amounts.
        let address = "HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk"
        let airdrop = try CLI.run(["airdrop", "1.5", address, "-u", url, "--json"])
        #expect(airdrop.status == 0, "\(airdrop.stderr)")
        #expect(try airdrop.json()["balance"] as? String == "1500000000")
        let balance = try CLI.run(["balance", address, "-u", url])
        #expect(balance.stdout.contains("SOL") && balance.stdout.contains("1.5"), "\(balance.stdout)")
        let exact = try CLI.run(["balance", address, "-u", url, "--lamports"])
        #expect(exact.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "1500000000 lamports")
        #expect(try CLI.run(["balance", address, "-u", url, "--json"]).json()["lamports"] as? String == "1500000000")
        let tooPrecise = try CLI.run(["airdrop", "0.0000000001", address, "-u", url])
        #expect(tooPrecise.status == 1 && tooPrecise.stderr.contains("decimal"))
        let mainnet = try CLI.run(["airdrop", "1", address, "-u", "mainnet-beta"])
        #expect(mainnet.status == 1 && mainnet.stderr.contains("no faucet"))
        let system = try CLI.run(["account", "11111111111111111111111111111111", "-u", url, "--json"]).json()
        #expect(system["executable"] as? Bool == true)
        // A missing account, a bad address, a bad URL: exit 1 with a reason; an unreachable node: exit 2.
        let missing = try CLI.run(["account", "GjJyeC1r2RgkuoCWMyPYkCWSGSGLcz266EaAkLA27AhL", "-u", url])
        #expect(missing.status == 1 && missing.stderr.contains("does not exist"))
        let bad = try CLI.run(["account", "0OIl", "-u", url])
        #expect(bad.status == 1 && bad.stderr.contains("invalid public key"))
        let badURL = try CLI.run(["slot", "-u", "ftp://x"])
        #expect(badURL.status == 1 && badURL.stderr.contains("not a cluster"))
        localnet.stop()
        let down = try CLI.run(["slot", "-u", url])
        #expect(down.status == 2 && down.stderr.contains("cannot reach"), "\(down.stderr)")
    }
}

/// Issue 27: `balance --watch` follows SolanaWallet's `BalanceWatch`: the balance at once, then a line per change.
@Suite(.serialized) struct BalanceWatchCLITests {
    @Test func watchPrintsTheBalanceThenEachChange() async throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let address = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"
        let running = try CLI.start(["balance", address, "-u", url, "--watch", "--json"])
        defer { running.stop() }
        let seen = try await withDeadline(.seconds(60), "two balance lines") {
            var balances: [Int] = []
            for await line in running.lines {
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                balances.append(CLI.u64(object?["lamports"]).map { Int($0) } ?? -1)
                if balances.count == 1 {
                    // The first line is the balance before: now change it.
                    let airdrop = try CLI.run(["airdrop", "0.25", address, "-u", url, "--json"])
                    #expect(airdrop.status == 0, "\(airdrop.stderr)")
                }
                if balances.count == 2 { break }
            }
            return balances
        }
        #expect(seen == [0, 250_000_000])
    }
}
