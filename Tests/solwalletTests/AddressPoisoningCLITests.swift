import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

/// Address poisoning through the binary on localnet. The user pays a counterparty; an attacker whose address has the
/// same first and last 4 characters (the counterparty's address is crafted from the attacker's: decoding a base58
/// string with those edges) sends dust. The history hides the dust by default and marks it with --show-dust; a send
/// to the attacker with --yes is refused; at a terminal the review shows both addresses with the differences marked
/// and asks for the recipient's last 6 characters.
@Suite(.serialized) struct AddressPoisoningCLITests {
    static let password = "poisoning tests password"
    let environment = ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password]

    /// A funded wallet on localnet, an attacker, and a counterparty whose address shares the attacker's first and
    /// last 4 characters (seeded).
    func poisonedWorld(_ prefix: String) async throws -> (LocalnetWallet, attacker: Keypair, counterparty: PublicKey) {
        let wallet = try LocalnetWallet(prefix: prefix, environment: environment)
        try await wallet.client.airdrop(wallet.address, lamports: 2_000_000_000, commitment: .confirmed)
        var generator = SeededGenerator(seed: Property.seed)
        let attacker = Keypair.generate()
        return (wallet, attacker, Lookalike.address(of: attacker.publicKey, using: &generator))
    }

    @Test func lookalikeDustIsHiddenAndSendingToItNeedsTheAddressTyped() async throws {
        let (wallet, attacker, counterparty) = try await poisonedWorld("poison")
        let (client, url, home, user) = (wallet.client, wallet.url, wallet.home, wallet.address)
        let seed = "SOLWALLET_TEST_SEED=\(Property.seed)"
        func run(_ arguments: [String]) throws -> CLI.Result {
            try CLI.run(arguments + ["-u", url, "--home", home], stdin: "", environment: environment)
        }
        func balance(_ key: PublicKey) async throws -> UInt64 { try await wallet.balance(key) }

        // The real payment, then the attacker's dust (0.0001 SOL, below the 0.001 SOL default threshold).
        let paid = try run(["send", counterparty.base58, "0.05", "--yes", "--allow-unfunded-recipient"])
        #expect(paid.status == 0, "\(paid.stderr)")
        try await client.airdrop(attacker.publicKey, lamports: 100_000_000, commitment: .confirmed)
        _ = try await Chain.run(
            client, signers: [attacker],
            [SystemProgram.transfer(from: attacker.publicKey, to: user, lamports: 100_000)])

        let history = try run(["history", user.base58])
        #expect(history.status == 0, "\(history.stderr)")
        #expect(!history.stdout.contains(attacker.publicKey.base58), "\(seed): \(history.stdout)")
        #expect(history.stdout.contains("1 look-alike dust transfer hidden"), "\(seed): \(history.stdout)")
        let shown = try run(["history", user.base58, "--show-dust"])
        #expect(shown.stdout.contains("⚠ " + attacker.publicKey.base58), "\(seed): \(shown.stdout)")
        #expect(shown.stdout.contains("look-alike dust: never send to this address"), "\(shown.stdout)")
        let json = try run(["history", user.base58, "--json"])
        let entries = try #require(try json.json()["entries"] as? [[String: Any]])
        let marked = entries.filter { $0["lookalikeDust"] as? Bool == true }
        #expect(marked.count == 1 && marked.first?["counterparty"] as? String == attacker.publicKey.base58)

        // Sending to the look-alike: refused with --yes, allowed with its flag; the real counterparty is not flagged.
        let before = try await balance(attacker.publicKey)
        let refused = try run(["send", attacker.publicKey.base58, "0.01", "--yes"])
        #expect(refused.status == 1 && refused.stderr.contains("--allow-lookalike"), "\(seed): \(refused.stderr)")
        #expect(try await balance(attacker.publicKey) == before)
        let again = try run(["send", counterparty.base58, "0.01", "--yes"])
        #expect(again.status == 0, "\(seed): \(again.stderr)")

        // At a terminal: both addresses, the differences marked, the recipient's last 6 characters to type.
        func session(_ answers: [String], prompts: [String]) throws -> PtySession.Reply {
            try PtySession.run(
                [
                    "/usr/bin/env", "SOLWALLET_PASSWORD=\(Self.password)", CLI.binary.path, "send",
                    attacker.publicKey.base58, "0.02", "-u", url, "--home", home,
                ], prompts: prompts, answers: answers)
        }
        let prompt = "Type the recipient's last 6 characters to send to it: "
        let wrong = try session([String(counterparty.base58.suffix(6))], prompts: [prompt])
        #expect(wrong.returncode == 1 && wrong.output.contains("not confirmed"), "\(seed): \(wrong.output)")
        #expect(wrong.output.contains(counterparty.base58) && wrong.output.contains("^"), "\(wrong.output)")
        #expect(try await balance(attacker.publicKey) == before)
        let typed = try session(
            [String(attacker.publicKey.base58.suffix(6)), "y"], prompts: [prompt, "Send it? [y/N] "])
        #expect(typed.returncode == 0, "\(seed): \(typed.output)")
        #expect(try await balance(attacker.publicKey) == before + 20_000_000)
    }

    /// Token dust is judged by its value where a price is known: a look-alike's 1-token transfer of a mint priced at
    /// $0.0001 (SOL at $200: 500 lamports, under the threshold) is hidden; one of a mint nobody prices is shown. No
    /// price is asked for before a look-alike's token transfer is in the history.
    @Test func lookalikeTokenDustIsJudgedByItsValue() async throws {
        let (wallet, attacker, counterparty) = try await poisonedWorld("poison-token")
        let (client, url, home, user) = (wallet.client, wallet.url, wallet.home, wallet.address)
        let seed = "SOLWALLET_TEST_SEED=\(Property.seed)"
        try await client.airdrop(attacker.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let cheap = try await Chain.mintTokens(
            client, payer: attacker, to: attacker.publicKey, amount: 10_000_000, decimals: 6)
        let unpriced = try await Chain.mintTokens(
            client, payer: attacker, to: attacker.publicKey, amount: 10_000_000, decimals: 6)

        // The price services: SOL at $200 (a recorded markets entry renamed), the cheap mint at $0.0001.
        let server = try MarketTestServer()
        let recorded = try #require(
            try JSONSerialization.jsonObject(with: try Oracle.fixture("coingecko/coins_markets_sparkline_24h.json"))
                as? [[String: Any]])
        var sol = try #require(recorded.first)
        sol["id"] = "solana"
        sol["symbol"] = "sol"
        sol["current_price"] = 200.0
        try server.put("coins_markets.json", try JSONSerialization.data(withJSONObject: [sol]))
        try server.put("token_price.json", Data(#"{"\#(cheap.base58)": {"usd": 0.0001}}"#.utf8))
        try server.put("jupiter.json", Data("{}".utf8))
        let prices = [
            "SOLWALLET_COINGECKO_URL": server.base().absoluteString,
            "SOLWALLET_JUPITER_URL": server.base().absoluteString,
        ]
        func run(_ arguments: [String]) throws -> CLI.Result {
            try CLI.run(
                arguments + ["-u", url, "--home", home], stdin: "", environment: environment.merging(prices) { $1 })
        }
        let paid = try run(["send", counterparty.base58, "0.05", "--yes", "--allow-unfunded-recipient"])
        #expect(paid.status == 0, "\(paid.stderr)")
        #expect(try run(["history", user.base58]).status == 0)
        #expect(try server.requests().isEmpty, "prices were asked for with no token from a look-alike")

        for mint in [cheap, unpriced] {
            let source = PublicKey.associatedTokenAddress(
                owner: attacker.publicKey, mint: mint, tokenProgram: .tokenProgram)
            _ = try await Chain.run(
                client, signers: [attacker],
                [
                    AssociatedTokenProgram.createIdempotent(
                        payer: attacker.publicKey, owner: user, mint: mint, tokenProgram: .tokenProgram),
                    TokenProgram.transferChecked(
                        source: source, mint: mint,
                        destination: .associatedTokenAddress(owner: user, mint: mint, tokenProgram: .tokenProgram),
                        owner: attacker.publicKey, amount: 1_000_000, decimals: 6),
                ])
        }
        let json = try run(["history", user.base58, "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let entries = try #require(try json.json()["entries"] as? [[String: Any]])
        let fromAttacker = entries.filter { $0["counterparty"] as? String == attacker.publicKey.base58 }
        #expect(fromAttacker.count == 2, "\(seed): \(entries)")
        let marked = fromAttacker.filter { $0["lookalikeDust"] as? Bool == true }
        #expect(marked.count == 1, "\(seed): \(fromAttacker)")
        #expect("\(marked.first?["tokenChanges"] ?? "")".contains(cheap.base58), "\(seed): \(marked)")
        let text = try run(["history", user.base58])
        #expect(text.stdout.contains("1 look-alike dust transfer hidden"), "\(seed): \(text.stdout)")
        #expect(try server.requests().contains { ($0["path"] as? String ?? "").contains("token_price") })
    }
}
