import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

/// `solwallet token close-empty` through the binary on localnet: nothing to close is said plainly; the review lists
/// each account with its full address; --yes closes them and the rent comes back; without --yes and no terminal,
/// nothing is signed.
@Suite(.serialized) struct TokenCLITests {
    static let password = "token tests password"
    let environment = ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password]

    func run(_ arguments: [String]) throws -> CLI.Result { try CLI.run(arguments, stdin: "", environment: environment) }

    @Test func closeEmptyReturnsTheRentOfEmptyAccounts() async throws {
        let localnet = try Localnet()
        defer { localnet.stop() }
        let url = localnet.httpURL.absoluteString
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let home = NSTemporaryDirectory() + "solwallet-token-" + UUID().uuidString
        let created = try run(["init", "--non-interactive", "--home", home, "--json"])
        let walletJSON = try #require(try created.json()["wallet"] as? [String: Any], "\(created.stderr)")
        let first = try #require((walletJSON["accounts"] as? [[String: Any]])?.first?["address"] as? String)
        let wallet = try PublicKey(first)
        _ = try await client.airdrop(wallet, lamports: 2_000_000_000, commitment: .confirmed)

        let none = try run(["token", "close-empty", "-u", url, "--home", home])
        #expect(none.status == 0 && none.stdout.contains("No empty token accounts"), "\(none.stderr)")
        // `tokens`, as the issue and other wallets' docs spell it, is the same command.
        let plural = try run(["tokens", "close-empty", "-u", url, "--home", home])
        #expect(plural.status == 0 && plural.stdout == none.stdout, "\(plural.stderr)")

        let payer = Keypair.generate()
        _ = try await client.airdrop(payer.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let mint = try await Chain.mintTokens(client, payer: payer, to: payer.publicKey, amount: 1, decimals: 0)
        _ = try await Chain.run(
            client, signers: [payer],
            [AssociatedTokenProgram.createIdempotent(payer: payer.publicKey, owner: wallet, mint: mint)])
        let account = PublicKey.associatedTokenAddress(owner: wallet, mint: mint)
        let rent = try #require(try await client.send(.getAccountInfo(account, commitment: .confirmed)).value).lamports
        let before = try await client.send(.getBalance(wallet, commitment: .confirmed)).value

        // An empty account of a mint without a name is dust the token-filter rule hides (said and counted); --all
        // lists it by its short mint with the reason; hidden by hand it is counted as the user's; unhidden, shown.
        let ruled = try run(["balance", wallet.base58, "-u", url, "--home", home, "--json"])
        let ruledJSON = try ruled.json()
        #expect((ruledJSON["tokens"] as? [Any])?.isEmpty == true, "\(ruled.stdout)\(ruled.stderr)")
        #expect(ruledJSON["hiddenTokens"] as? Int == 1 && ruledJSON["hiddenByRule"] as? Int == 1)
        #expect(ruledJSON["tokenFilter"] as? String == "unknown-dust")
        let all = try run(["balance", wallet.base58, "-u", url, "--home", home, "--json", "--all"])
        let tokens = try #require(try all.json()["tokens"] as? [[String: Any]], "\(all.stdout)\(all.stderr)")
        #expect(tokens.count == 1 && tokens.first?["mint"] as? String == mint.base58)
        #expect(
            tokens.first?["symbol"] as? String == "\(mint.base58.prefix(4))…\(mint.base58.suffix(4))"
                && tokens.first?["verified"] as? Bool == false
                && tokens.first?["hiddenReason"] as? String == "unknownDust")
        #expect(try run(["token", "hide", mint.base58, "--home", home]).status == 0)
        let hidden = try run(["balance", wallet.base58, "-u", url, "--home", home, "--json"])
        let hiddenJSON = try hidden.json()
        #expect((hiddenJSON["tokens"] as? [Any])?.isEmpty == true && hiddenJSON["hiddenTokens"] as? Int == 1)
        #expect(hiddenJSON["hiddenByYou"] as? Int == 1 && hiddenJSON["hiddenByRule"] as? Int == 0)
        let hiddenText = try run(["balance", wallet.base58, "-u", url, "--home", home])
        #expect(
            hiddenText.stdout.contains("1 hidden: 1 by you — solwallet balance --all")
                && !hiddenText.stdout.contains(mint.base58),
            "\(hiddenText.stdout)")
        #expect(try run(["token", "unhide", mint.base58, "--home", home]).status == 0)
        let unhidden = try run(["balance", wallet.base58, "-u", url, "--home", home, "--json"])
        #expect(try (unhidden.json()["tokens"] as? [Any])?.count == 1, "\(unhidden.stdout)")
        let unasked = try run(["token", "close-empty", "-u", url, "--home", home])
        #expect(unasked.status == 1 && unasked.stderr.contains("--yes"), "\(unasked.stderr)")
        #expect(unasked.stderr.contains(account.base58) || unasked.stdout.contains(account.base58), "\(unasked)")
        #expect(try await client.send(.getAccountInfo(account, commitment: .confirmed)).value != nil)

        let closed = try run(["token", "close-empty", "-u", url, "--home", home, "--yes", "--json"])
        #expect(closed.status == 0, "\(closed.stderr)")
        let result = try closed.json()
        #expect(result["signature"] is String && result["remaining"] as? Int == 0)
        let rows = try #require(result["closed"] as? [[String: Any]])
        #expect(rows.count == 1 && rows.first?["account"] as? String == account.base58)
        // Its rent as the chain has it, a u64 as a string (docs/json-output.md); the review as shown beside it.
        #expect(rows.first?["rent"] as? String == String(rent), "\(result)")
        #expect((result["reviewText"] as? [String: Any])?["rows"] is [[String: Any]], "\(result)")
        #expect(try await client.send(.getAccountInfo(account, commitment: .confirmed)).value == nil)
        let after = try await client.send(.getBalance(wallet, commitment: .confirmed)).value
        #expect(after > before && after <= before + rent && before + rent - after < 100_000)
    }

    @Test func hideUnhideAndListHiddenTokens() throws {
        let home = NSTemporaryDirectory() + "solwallet-hidden-" + UUID().uuidString
        let mint = Keypair.generate().publicKey.base58
        let hidden = try run(["token", "hide", mint, "--home", home, "--json"])
        #expect(hidden.status == 0, "\(hidden.stderr)")
        #expect(try hidden.json()["hidden"] as? Bool == true && hidden.json()["changed"] as? Bool == true)
        #expect(try run(["token", "hide", mint, "--home", home]).stdout.contains("Already hidden"))
        let listed = try run(["token", "hidden", "--home", home, "--json"])
        #expect(try listed.json()["hidden"] as? [String] == [mint], "\(listed.stdout)")
        #expect(try run(["token", "unhide", mint, "--home", home]).stdout.contains("Shown in balances again"))
        #expect(try run(["token", "hidden", "--home", home]).stdout.isEmpty)
        let bad = try run(["token", "hide", "not-a-mint", "--home", home])
        #expect(bad.status == 1, "\(bad.stderr)")
    }
}
