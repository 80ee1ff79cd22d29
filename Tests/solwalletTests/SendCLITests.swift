import Foundation
import SolanaCore
import SolanaRPC
import TestSupport
import Testing

/// `solwallet send` through the binary on localnet: the review, refusals before signing (exit 1, nothing moved),
/// SOL and token sends checked against the chain's balances.
@Suite(.serialized) struct SendCLITests {
    static let password = "send tests password"
    let environment = ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password]

    func run(_ arguments: [String]) throws -> CLI.Result { try CLI.run(arguments, stdin: "", environment: environment) }

    @Test func sendSOLAndTokensWithReviewAndRefusals() async throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let home = NSTemporaryDirectory() + "solwallet-send-" + UUID().uuidString
        let created = try run(["init", "--non-interactive", "--home", home, "--json"])
        let wallet = try #require(try created.json()["wallet"] as? [String: Any], "\(created.stderr)")
        let first = try #require((wallet["accounts"] as? [[String: Any]])?.first?["address"] as? String)
        let second = try #require(
            try run(["account", "new", "--home", home, "--json"]).json()["address"] as? String)
        let sender = try PublicKey(first), recipient = try PublicKey(second)
        try await client.airdrop(sender, lamports: 2_000_000_000, commitment: .confirmed)
        func balance(_ key: PublicKey) async throws -> UInt64 {
            try await client.send(.getBalance(key, commitment: .confirmed)).value
        }
        func send(_ arguments: [String]) throws -> CLI.Result {
            try run(["send"] + arguments + ["-u", url, "--home", home])
        }

        // Refusals: exit 1 with what to do, and nothing moved.
        // (A stranger's address: our own new account is sent to as unfunded, not refused; issue 28.)
        let unfunded = try send([Keypair.generate().publicKey.base58, "0.5", "--yes"])
        #expect(unfunded.status == 1 && unfunded.stderr.contains("--allow-unfunded-recipient"), "\(unfunded.stderr)")
        let precise = try send([second, "0.0000000001", "--yes", "--allow-unfunded-recipient"])
        #expect(precise.status == 1 && precise.stderr.contains("decimal places"), "\(precise.stderr)")
        let tooMuch = try send([second, "3", "--yes", "--allow-unfunded-recipient", "--json"])
        #expect(tooMuch.status == 1 && tooMuch.stderr.contains("not enough SOL"), "\(tooMuch.stderr)")
        let notMine = try send([
            second, "0.1", "--yes", "--from", second == first ? first : Keypair.generate().publicKey.base58,
        ])
        #expect(notMine.status == 1 && notMine.stderr.contains("not an account of your wallets"))
        let unconfirmed = try send([second, "0.5", "--allow-unfunded-recipient"])
        #expect(unconfirmed.status == 1 && unconfirmed.stderr.contains("--yes"), "\(unconfirmed.stderr)")
        #expect(unconfirmed.stderr.contains("Review the transfer") && unconfirmed.stderr.contains("Network fee"))
        let badFee = try send([second, "0.5", "--priority-fee", "fast"])
        #expect(badFee.status != 0 && badFee.stderr.contains("--priority-fee"))
        let untouched = (try await balance(sender), try await balance(recipient))
        #expect(untouched == (2_000_000_000, 0))

        // SOL with a memo and a priority fee: the chain agrees with the review printed in --json.
        let sent = try send([
            second, "0.5", "--yes", "--allow-unfunded-recipient", "--memo", "lunch", "--priority-fee", "2000", "--json",
        ])
        #expect(sent.status == 0, "\(sent.stderr)")
        let result = try sent.json()
        let fee =
            try #require(UInt64(result["networkFee"] as? String ?? "")) + UInt64(
                result["priorityFee"] as? String ?? "")!
        #expect(result["amount"] as? String == "500000000" && (result["priorityFee"] as? String) != "0")
        #expect(try await balance(recipient) == 500_000_000)
        #expect(try await balance(sender) == 2_000_000_000 - 500_000_000 - fee)
        let senderNow = try await balance(sender)
        #expect(UInt64(result["solAfter"] as? String ?? "") == senderNow)
        #expect((result["explorer"] as? String)?.contains("cluster=custom") == true)
        let signature = try #require(result["signature"] as? String)
        let shown = try run(["tx", "show", signature, "-u", url, "--json"])
        #expect(try shown.json()["memo"] as? String == "lunch", "\(shown.stdout)")

        // A token to the second account, whose token account does not exist yet; then max.
        let payer = Keypair.generate()
        try await client.airdrop(payer.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let mint = try await Chain.mintTokens(client, payer: payer, to: sender, amount: 12_345_678, decimals: 6)
        // Named by the symbol its creator published (a Metaplex account written on localnet), in any letter case;
        // a symbol nobody holds is refused with what is held, nothing sent.
        let symbol = "T" + String((0..<4).map { _ in "ABCDEFGHJK".randomElement(using: &TestRandom.rng)! })
        let metadata = try TokenMetadataOracle.metaplex([
            .init(mint: mint.base58, updateAuthority: mint.base58, name: "Test token", symbol: symbol, uri: "")
        ])[0]
        _ = try await localnet.admin(
            "/admin/set-account",
            [
                "pubkey": metadata.address, "lamports": 5_616_720, "owner": PublicKey.tokenMetadataProgram.base58,
                "data": Data(metadata.data).base64EncodedString(),
            ])
        _ = try await localnet.admin("/admin/advance", ["slots": 40])
        let unknown = try send([second, "1", "--token", "NOPE", "--yes"])
        #expect(unknown.status == 1 && unknown.stderr.contains("(held: \(symbol))"), "\(unknown.stderr)")
        let token = try send([second, "1.5", "--token", symbol.lowercased(), "--yes", "--json"])
        #expect(token.status == 0, "seed \(TestRandom.seed): \(token.stderr)")
        let tokenResult = try token.json()
        #expect(tokenResult["createdTokenAccount"] as? Bool == true && tokenResult["amount"] as? String == "1500000")
        #expect(tokenResult["tokenAfter"] as? String == "10845678")
        let ata = PublicKey.associatedTokenAddress(owner: recipient, mint: mint)
        #expect(tokenResult["destination"] as? String == ata.base58)
        let all = try send([second, "max", "--token", mint.base58, "--yes", "--json"])
        #expect(
            try all.json()["amount"] as? String == "10845678" && all.json()["createdTokenAccount"] as? Bool == false)
        let balances = try run(["balance", second, "-u", url, "--home", home, "--json"])
        let tokens = try #require(try balances.json()["tokens"] as? [[String: Any]], "\(balances.stdout)")
        #expect(tokens.first?["amount"] as? String == "12345678", "\(tokens)")
    }
}
