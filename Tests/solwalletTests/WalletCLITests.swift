import Foundation
import TestSupport
import Testing

/// `solwallet balance` and `history` end to end on localnet: remote values cached, offline from the cache with its
/// age, errors with exit codes when nothing can be shown.
@Suite(.serialized) struct WalletCLITests {
    func newAddress() throws -> String {
        let result = try CLI.run(["keygen", "new", "--no-outfile", "--json"], stdin: "")
        return try #require(try result.json()["publicKey"] as? String, "\(result.stderr)")
    }

    @Test func balanceAndHistoryOnlineThenOfflineFromTheCache() throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let home = NSTemporaryDirectory() + "solwallet-home-" + UUID().uuidString
        let address = try newAddress()
        let airdrop = try CLI.run(["airdrop", "1.5", address, "-u", url, "--json"])
        #expect(airdrop.status == 0, "\(airdrop.stderr)")
        let signature = try #require(try airdrop.json()["signature"] as? String)

        let online = try CLI.run(["balance", address, "-u", url, "--home", home, "--json"])
        #expect(online.status == 0, "\(online.stderr)")
        let balance = try online.json()
        #expect(balance["lamports"] as? String == "1500000000" && balance["sol"] as? String == "1.5")
        #expect(balance["cached"] as? Bool == false && (balance["tokens"] as? [Any])?.isEmpty == true)
        let history = try CLI.run(["history", address, "-u", url, "--home", home, "--json"])
        #expect(history.status == 0, "\(history.stderr)")
        let entries = try #require(try history.json()["entries"] as? [[String: Any]])
        #expect(entries.count == 1 && entries.first?["signature"] as? String == signature)
        #expect(
            entries.first?["direction"] as? String == "received"
                && entries.first?["lamports"] as? String == "1500000000")
        let text = try CLI.run(["history", address, "-u", url, "--home", home])
        #expect(text.stdout.contains("+1.5") && text.stdout.contains("1 transaction"), "\(text.stdout)")
        // Times in the local zone, named in the header, and the signature in a column; UTC with --utc (issue 28).
        let local = try CLI.run(["history", address, "-u", url, "--home", home], environment: ["TZ": "Asia/Kolkata"])
        #expect(local.stdout.contains("Date (UTC+05:30)"), "\(local.stdout)")
        #expect(local.stdout.contains(String(signature.prefix(4))), "\(local.stdout)")
        let utc = try CLI.run(
            ["history", address, "-u", url, "--home", home, "--utc"], environment: ["TZ": "Asia/Kolkata"])
        #expect(utc.stdout.contains("Date (UTC)"), "\(utc.stdout)")
        func row(_ text: String) -> String? {
            text.split(separator: "\n").first { $0.contains("+1.5") }.map(String.init)
        }
        #expect(row(local.stdout) != nil && row(local.stdout) != row(utc.stdout), "the same time at two offsets")

        // One transaction in full, from the recipient's side and from the fee payer's.
        let shown = try CLI.run(["tx", "show", signature, "--address", address, "-u", url, "--json"])
        #expect(shown.status == 0, "\(shown.stderr)")
        let detail = try shown.json()
        #expect(detail["direction"] as? String == "received" && detail["lamports"] as? String == "1500000000")
        #expect(detail["status"] as? String == "ok" && (detail["balances"] as? [Any])?.count == 3)
        #expect((detail["explorer"] as? String)?.contains("cluster=custom") == true)
        let payerSide = try CLI.run(["tx", "show", signature, "-u", url]).stdout
        #expect(payerSide.contains("sent -1.5 SOL") && payerSide.contains("Fee: 0.000005 SOL"), "\(payerSide)")
        let missing = try CLI.run(["tx", "show", String(repeating: "1", count: 64), "-u", url])
        #expect(missing.status == 1 && missing.stderr.contains("not known"))

        // Settings: the cluster and the language come from the wallet's config when not given.
        #expect(try CLI.run(["config", "set", "url", url, "--home", home]).status == 0)
        #expect(try CLI.run(["config", "set", "lang", "pt_BR.UTF-8", "--home", home]).status == 0)
        #expect(try CLI.run(["config", "get", "lang", "--home", home]).stdout.hasPrefix("pt"))
        let configured = try CLI.run(["balance", address, "--home", home])
        #expect(
            configured.status == 0 && configured.stdout.contains("Saldo") && configured.stdout.contains("1,5"),
            "\(configured.stdout)\(configured.stderr)")
        let greek = try CLI.run(["history", address, "--home", home, "--lang", "el"])
        #expect(greek.stdout.contains("Ιστορικό") && greek.stdout.contains("+1,5"), "\(greek.stdout)")
        #expect(try CLI.run(["config", "set", "lang", "klingon", "--home", home]).status == 1)
        #expect(try CLI.run(["config", "set", "lang", "--home", home]).status == 0)

        localnet.stop()
        let offline = try CLI.run(["balance", address, "-u", url, "--home", home, "--json"])
        #expect(offline.status == 0, "\(offline.stderr)")
        let cached = try offline.json()
        #expect(cached["lamports"] as? String == "1500000000" && cached["cached"] as? Bool == true)
        #expect((cached["offlineReason"] as? String)?.isEmpty == false)
        let offlineText = try CLI.run(["balance", address, "-u", url, "--home", home])
        #expect(offlineText.stdout.contains("1.5") && offlineText.stdout.contains("offline"), "\(offlineText.stdout)")
        let offlineHistory = try CLI.run(["history", address, "-u", url, "--home", home, "--json"])
        let offlineReason = try offlineHistory.json()["offlineReason"] as? String
        #expect(offlineHistory.status == 0 && offlineReason != nil)

        // Nothing cached for another address while offline: an error (exit 2), never a 0 balance.
        let unknown = try CLI.run(["balance", try newAddress(), "-u", url, "--home", home, "--json"])
        #expect(unknown.status == 2 && unknown.stdout.isEmpty)
        #expect(unknown.stderr.contains("nothing is cached"), "\(unknown.stderr)")
        // An invalid address: a user error (exit 1).
        let invalid = try CLI.run(["balance", "not-an-address", "--home", home])
        #expect(invalid.status == 1 && invalid.stderr.contains("not-an-address"), "\(invalid.stderr)")
    }

    /// A page says how to see the next, older one, and `--before` shows it.
    @Test func historyPagesOlderWithBefore() throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let home = NSTemporaryDirectory() + "solwallet-home-" + UUID().uuidString
        let address = try newAddress()
        var signatures: [String] = []
        for amount in ["0.25", "0.5", "1"] {
            let airdrop = try CLI.run(["airdrop", amount, address, "-u", url, "--json"])
            signatures.insert(try #require(try airdrop.json()["signature"] as? String, "\(airdrop.stderr)"), at: 0)
        }
        let first = try CLI.run(["history", address, "--limit", "2", "-u", url, "--home", home, "--json"])
        let firstPage = try first.json()
        let entries = try #require(firstPage["entries"] as? [[String: Any]], "\(first.stderr)")
        #expect(entries.compactMap { $0["signature"] as? String } == Array(signatures[0..<2]))
        #expect(firstPage["olderThan"] as? String == signatures[1])
        let text = try CLI.run(["history", address, "--limit", "2", "-u", url, "--home", home]).stdout
        #expect(
            text.contains("Older transactions: solwallet history \(address) --limit 2 --before \(signatures[1])"),
            "\(text)")
        let next = try CLI.run(
            ["history", address, "--limit", "2", "--before", signatures[1], "-u", url, "--home", home, "--json"])
        let nextPage = try next.json()
        #expect((nextPage["entries"] as? [[String: Any]])?.compactMap { $0["signature"] as? String } == [signatures[2]])
        #expect(nextPage["olderThan"] == nil || nextPage["olderThan"] is NSNull, "\(nextPage)")
        #expect(
            !(try CLI.run(["history", address, "--limit", "5", "-u", url, "--home", home]).stdout.contains("Older")))
    }

    @Test func theHomeComesFromTheEnvironmentToo() throws {
        let home = NSTemporaryDirectory() + "solwallet-env-home-" + UUID().uuidString
        // Offline (nothing listens on port 1): the command still opens the database under $SOLWALLET_HOME.
        let result = try CLI.run(
            ["balance", try newAddress(), "-u", "http://127.0.0.1:1"],
            environment: ["SOLWALLET_HOME": home])
        #expect(result.status == 2)
        #expect(FileManager.default.fileExists(atPath: home + "/data/wallet.sqlite"))
    }
}
