import Foundation
import SolanaCore
import SolanaRPC
import TestSupport
import Testing

/// Accounts by name on localnet (issue 28 item 3): the default account, labels, wallet names, contacts, `-k`, one's
/// own unfunded account, and `wallet delete` showing what it would delete.
@Suite(.serialized) struct AccountResolutionCLITests {
    static let password = "account tests password"
    let environment = ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password]

    func run(_ arguments: [String]) throws -> CLI.Result { try CLI.run(arguments, stdin: "", environment: environment) }

    @Test func defaultAccountLabelsContactsAndKeypairFiles() async throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let home = NSTemporaryDirectory() + "solwallet-accounts-" + UUID().uuidString
        func cli(_ arguments: [String]) throws -> CLI.Result { try run(arguments + ["--home", home]) }
        func onLocalnet(_ arguments: [String]) throws -> CLI.Result { try cli(arguments + ["-u", url]) }

        // No wallet yet: a clear error saying how to create or choose one.
        let none = try onLocalnet(["balance"])
        #expect(none.status == 1 && none.stderr.contains("solwallet init"), "\(none.stderr)")
        #expect(none.stderr.contains("config set account"), "\(none.stderr)")

        let created = try cli(["init", "--non-interactive", "--json"])
        let wallet = try #require(try created.json()["wallet"] as? [String: Any], "\(created.stderr)")
        let first = try #require((wallet["accounts"] as? [[String: Any]])?.first?["address"] as? String)
        let savings = try #require(
            try cli(["account", "new", "--label", "savings", "--json"]).json()["address"] as? String)

        // balance, airdrop, history with no address: the default wallet's first account.
        let airdrop = try onLocalnet(["airdrop", "2", "--json"])
        #expect(airdrop.status == 0, "\(airdrop.stderr)")
        #expect(try await client.send(.getBalance(try PublicKey(first), commitment: .confirmed)).value == 2_000_000_000)
        let balance = try onLocalnet(["balance", "--json"])
        #expect(try balance.json()["address"] as? String == first, "\(balance.stderr)")
        #expect(CLI.u64(try balance.json()["lamports"]) == 2_000_000_000)
        let history = try onLocalnet(["history", "--json"])
        #expect(try history.json()["address"] as? String == first, "\(history.stderr)")
        #expect((try history.json()["entries"] as? [[String: Any]])?.isEmpty == false)

        // Labels and wallet names wherever an address goes; "savings" was "invalid public key: 6 bytes" before.
        #expect(try onLocalnet(["airdrop", "1", "savings", "--json"]).status == 0)
        #expect(try onLocalnet(["balance", "SAVINGS", "--json"]).json()["address"] as? String == savings)
        let fromSavings = try onLocalnet(["send", "main", "0.25", "--from", "savings", "--yes", "--json"])
        #expect(fromSavings.status == 0, "\(fromSavings.stderr)")
        #expect(try fromSavings.json()["from"] as? String == savings && fromSavings.json()["to"] as? String == first)

        // The account setting: the default from then on (the flag > environment > stored precedence).
        #expect(try cli(["config", "set", "account", "savings"]).status == 0)
        #expect(try onLocalnet(["balance", "--json"]).json()["address"] as? String == savings)
        let fromEnvironment = try CLI.run(
            ["balance", "--json", "--home", home, "-u", url], stdin: "",
            environment: environment.merging(["SOLWALLET_ACCOUNT": first]) { $1 })
        #expect(try fromEnvironment.json()["address"] as? String == first, "\(fromEnvironment.stderr)")
        #expect(try cli(["config", "set", "account"]).status == 0)

        // An unknown name: what was tried.
        let unknown = try onLocalnet(["balance", "nobody"])
        #expect(unknown.status == 1 && unknown.stderr.contains("nobody"), "\(unknown.stderr)")
        #expect(unknown.stderr.contains("contact") && unknown.stderr.contains("label"), "\(unknown.stderr)")

        // Our own new account is unfunded, not an address to check: a send goes without --allow-unfunded-recipient,
        // and `account` says so.
        let fresh = try #require(
            try cli(["account", "new", "--label", "fresh", "--json"]).json()["address"] as? String)
        let shown = try onLocalnet(["account", "fresh"])
        #expect(shown.status == 0 && shown.stdout.contains("unfunded") && shown.stdout.contains(fresh), "\(shown)")
        let toFresh = try onLocalnet(["send", "fresh", "0.5", "--yes", "--json"])
        #expect(toFresh.status == 0, "\(toFresh.stderr)")
        #expect(try await client.send(.getBalance(try PublicKey(fresh), commitment: .confirmed)).value == 500_000_000)

        // Contacts: added, listed, sent to by name (the review shows the name next to the full address).
        let alice = Keypair.generate().publicKey.base58
        #expect(try cli(["contacts", "add", "Alice", alice]).status == 0)
        let duplicate = try cli(["contacts", "add", "\u{0430}lice", first])
        #expect(duplicate.status == 1 && duplicate.stderr.contains("Alice"), "\(duplicate.stderr)")
        let listed = try cli(["contacts", "list", "--json"])
        let contacts = try #require(try listed.json()["contacts"] as? [[String: Any]])
        #expect(
            contacts.count == 1 && contacts[0]["name"] as? String == "Alice"
                && contacts[0]["address"] as? String == alice)
        let review = try onLocalnet(["send", "alice", "0.5", "--allow-unfunded-recipient"])
        #expect(review.status == 1 && review.stderr.contains("--yes"), "\(review.stderr)")
        #expect(review.stderr.contains("Alice") && review.stderr.contains(alice), "\(review.stderr)")
        let toAlice = try onLocalnet(["send", "alice", "0.5", "--allow-unfunded-recipient", "--yes", "--json"])
        #expect(try toAlice.json()["to"] as? String == alice, "\(toAlice.stderr)")
        // A contact is not an account of ours: it cannot send.
        let notOurs = try onLocalnet(["send", "main", "0.1", "--from", "alice", "--yes"])
        #expect(notOurs.status == 1 && notOurs.stderr.contains("not an account of your wallets"), "\(notOurs.stderr)")
        // A label that is also a contact (elsewhere) is ambiguous: both are listed.
        #expect(try cli(["contacts", "add", "Savings", alice]).status == 0)
        let ambiguous = try onLocalnet(["balance", "savings"])
        #expect(ambiguous.status == 1 && ambiguous.stderr.contains(alice) && ambiguous.stderr.contains(savings))
        #expect(try cli(["contacts", "remove", "SAVINGS"]).status == 0)
        #expect(try cli(["contacts", "remove", "savings"]).status == 1)

        // -k/--keypair: the file's key is the default account and signs, without the keystore.
        let keyFile = home + "/payer.json"
        let payer = Keypair.generate()
        // The Solana CLI's format, readable by its owner only.
        #expect(SolanaCLIKeypairFile.write(payer, to: keyFile))
        try await client.airdrop(payer.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        #expect(
            try onLocalnet(["balance", "-k", keyFile, "--json"]).json()["address"] as? String == payer.publicKey.base58)
        let fromFile = try CLI.run(
            ["send", "main", "0.1", "-k", keyFile, "--yes", "--json", "--home", home, "-u", url], stdin: "",
            environment: ["SOLWALLET_KDF": "minimum"])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        #expect(try fromFile.json()["from"] as? String == payer.publicKey.base58)
        let mismatch = try onLocalnet(["send", "main", "0.1", "-k", keyFile, "--from", "savings", "--yes"])
        #expect(mismatch.status == 1 && mismatch.stderr.contains("keypair"), "\(mismatch.stderr)")
    }

    @Test func deletingAWalletShowsItsBalancesAndAFundedOneNeedsForce() async throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let home = NSTemporaryDirectory() + "solwallet-delete-" + UUID().uuidString
        func cli(_ arguments: [String]) throws -> CLI.Result { try run(arguments + ["--home", home]) }
        let created = try cli(["init", "--non-interactive", "--name", "rich", "--json"])
        let wallet = try #require(try created.json()["wallet"] as? [String: Any], "\(created.stderr)")
        let address = try #require((wallet["accounts"] as? [[String: Any]])?.first?["address"] as? String)
        #expect(try cli(["airdrop", "1.5", "-u", url, "--json"]).status == 0)
        #expect(try cli(["init", "--non-interactive", "--name", "empty", "--json"]).status == 0)

        let refused = try cli(["wallet", "delete", "rich", "--yes", "-u", url])
        #expect(refused.status == 1 && refused.stderr.contains("--force"), "\(refused.stderr)")
        #expect(refused.stderr.contains(address) && refused.stderr.contains("1.5"), "\(refused.stderr)")
        // Offline, the balance is the cached one; with none, unknown (and --yes alone still refused).
        let empty = try cli(["wallet", "delete", "empty", "--yes", "-u", "http://127.0.0.1:1"])
        #expect(empty.status == 1 && empty.stderr.contains("unknown, offline"), "\(empty.stderr)")
        // An empty wallet on a reachable cluster goes with --yes; a funded one with --yes --force.
        #expect(try cli(["wallet", "delete", "empty", "--yes", "-u", url]).status == 0)
        let forced = try cli(["wallet", "delete", "rich", "--yes", "--force", "-u", url])
        #expect(forced.status == 0, "\(forced.stderr)")
        let left = try cli(["wallets", "--json"])
        #expect((try left.json()["wallets"] as? [[String: Any]])?.isEmpty == true)
    }
}
