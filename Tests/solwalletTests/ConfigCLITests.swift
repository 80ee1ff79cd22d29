import Foundation
import SolanaCore
import TestSupport
import Testing

/// Issue 27 item 7 / issue 28: `config` goes through the SDK's `WalletSettings`: monikers stored as URLs, every
/// effective value listed with where it comes from.
@Suite struct ConfigCLITests {
    @Test func configListShowsEachEffectiveValueAndItsSource() throws {
        let home = NSTemporaryDirectory() + "solwallet-config-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: home) }
        let set = try CLI.run(["config", "set", "url", "devnet", "--home", home, "--json"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try set.json()["value"] as? String == "https://api.devnet.solana.com")
        #expect(try CLI.run(["config", "set", "currency", "EUR", "--home", home]).status == 0)
        let bad = try CLI.run(["config", "set", "currency", "euro dollars", "--home", home])
        #expect(bad.status == 1 && bad.stderr.contains("currency"), "\(bad.stderr)")

        let listed = try CLI.run(
            ["config", "list", "--home", home, "--json"], environment: ["SOLWALLET_CURRENCY": "brl"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let items = try #require(try listed.json()["settings"] as? [[String: Any]])
        let byKey = Dictionary(uniqueKeysWithValues: items.map { ($0["key"] as? String ?? "", $0) })
        #expect(byKey["url"]?["source"] as? String == "stored")
        #expect(byKey["currency"]?["value"] as? String == "brl")
        #expect(byKey["currency"]?["source"] as? String == "environment")
        #expect(byKey["commitment"]?["source"] as? String == "default")
        #expect(byKey["blocklist"]?["value"] == nil || byKey["blocklist"]?["value"] is NSNull)
        let text = try CLI.run(["config", "list", "--home", home])
        #expect(
            text.stdout.contains("https://api.devnet.solana.com") && text.stdout.contains("stored"), "\(text.stdout)")
        // The Solana CLI's spelling of --json (issue 28), both formats the same one-line JSON.
        for format in ["json", "json-compact"] {
            let spelled = try CLI.run(
                ["config", "list", "--home", home, "--output", format], environment: ["SOLWALLET_CURRENCY": "brl"])
            #expect(spelled.stdout == listed.stdout, "\(format): \(spelled.stdout) \(spelled.stderr)")
        }
        let unknown = try CLI.run(["config", "list", "--home", home, "--output", "yaml"])
        #expect(unknown.status != 0 && unknown.stderr.contains("json-compact"), "\(unknown.stderr)")
    }
}

/// Issue 28, item 2: `config set url` reaches every command that talks to a cluster (airdrop, slot,
/// cluster-version, account, validators, tx show), not only the wallet's.
@Suite(.serialized) struct StoredClusterCLITests {
    @Test func theStoredURLIsUsedByEveryClusterCommand() throws {
        let localnet = try Localnet()
        let home = NSTemporaryDirectory() + "solwallet-stored-url-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: home) }
        #expect(try CLI.run(["config", "set", "url", localnet.httpURL.absoluteString, "--home", home]).status == 0)
        let address = Keypair.generate().publicKey.base58
        let airdrop = try CLI.run(["airdrop", "1", address, "--home", home, "--json"])
        #expect(airdrop.status == 0, "\(airdrop.stderr)")
        let signature = try #require(try airdrop.json()["signature"] as? String)
        for arguments in [
            ["slot"], ["cluster-version"], ["account", address], ["validators"], ["tx", "show", signature],
        ] {
            let result = try CLI.run(arguments + ["--home", home, "--json"])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        // Without the setting, the same home would ask mainnet-beta: the flag still wins over the setting.
        let flagged = try CLI.run(["slot", "-u", "http://127.0.0.1:1", "--home", home])
        #expect(flagged.status == 2, "\(flagged.stderr)")
    }
}
