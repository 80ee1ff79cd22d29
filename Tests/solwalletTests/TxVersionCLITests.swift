import Foundation
import SolanaCore
import SolanaRPC
import TestSupport
import Testing

/// `solwallet send --tx-version` through the binary on localnet (issue 29): a v1 SOL transfer with a memo and a v1
/// token transfer land with the fee the review showed, and `tx show` and `history` read them back as version 1.
@Suite(.serialized) struct TxVersionCLITests {
    let environment = ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": "tx version tests password"]

    @Test func v1SendsLandAndReadBack() async throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let home = NSTemporaryDirectory() + "solwallet-txversion-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: home) }
        func cli(_ arguments: [String]) throws -> CLI.Result {
            try CLI.run(arguments + ["--home", home], stdin: "", environment: environment)
        }
        let created = try cli(["init", "--non-interactive", "--json"])
        let wallet = try #require(try created.json()["wallet"] as? [String: Any], "\(created.stderr)")
        let first = try PublicKey(
            try #require((wallet["accounts"] as? [[String: Any]])?.first?["address"] as? String))
        let recipient = Keypair.generate().publicKey
        try await client.airdrop(first, lamports: 2_000_000_000, commitment: .confirmed)
        let payer = Keypair.generate()
        try await client.airdrop(payer.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let mint = try await Chain.mintTokens(client, payer: payer, to: first, amount: 5_000_000, decimals: 3)

        let refused = try cli([
            "send", recipient.base58, "0.1", "--sign-only", "--blockhash", Keypair.generate().publicKey.base58,
            "--tx-version", "v1",
        ])
        #expect(refused.status != 0 && refused.stderr.contains("--tx-version"), "\(refused.stderr)")
        let unknown = try cli(["send", recipient.base58, "0.1", "--tx-version", "v2", "-u", url])
        #expect(unknown.status != 0 && unknown.stderr.contains("tx-version"), "\(unknown.stderr)")

        // The review names the format and the limits (and without --yes nothing is sent).
        let asked = try cli([
            "send", recipient.base58, "0.25", "--tx-version", "v1", "--allow-unfunded-recipient", "-u", url,
        ])
        #expect(asked.status == 1 && asked.stderr.contains("Transaction format"), "\(asked.stderr)")
        #expect(asked.stderr.contains("v1, at most") && asked.stderr.contains("bytes of account data"))
        let legacy = try cli(["send", recipient.base58, "0.25", "--allow-unfunded-recipient", "-u", url])
        #expect(legacy.status == 1 && !legacy.stderr.contains("Transaction format"), "\(legacy.stderr)")

        var before = try await client.send(.getBalance(first, commitment: .confirmed)).value
        let sol = try cli([
            "send", recipient.base58, "0.25", "--memo", "v1 memo", "--priority-fee", "1000", "--tx-version", "v1",
            "--allow-unfunded-recipient", "--yes", "--json", "-u", url,
        ])
        #expect(sol.status == 0, "\(sol.stderr)")
        let result = try sol.json()
        #expect(result["transactionVersion"] as? String == "v1")
        #expect(CLI.u64(result["loadedAccountsDataSizeLimit"]) ?? 0 > 0)
        let fee = try #require(CLI.u64(result["networkFee"])) + (CLI.u64(result["priorityFee"]) ?? 0)
        #expect(try await client.send(.getBalance(recipient, commitment: .confirmed)).value == 250_000_000)
        #expect(try await client.send(.getBalance(first, commitment: .confirmed)).value == before - 250_000_000 - fee)
        let signature = try #require(result["signature"] as? String)
        let shown = try cli(["tx", "show", signature, "-u", url, "--json"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(try shown.json()["version"] as? String == "1" && shown.json()["memo"] as? String == "v1 memo")
        #expect(try cli(["tx", "show", signature, "-u", url]).stdout.contains("Version: 1"))

        before = try await client.send(.getBalance(first, commitment: .confirmed)).value
        let token = try cli([
            "send", recipient.base58, "1.5", "--token", mint.base58, "--tx-version", "v1", "--yes", "--json", "-u",
            url,
        ])
        #expect(token.status == 0, "\(token.stderr)")
        let tokenResult = try token.json()
        #expect(tokenResult["transactionVersion"] as? String == "v1" && tokenResult["amount"] as? String == "1500")
        let cost =
            try #require(CLI.u64(tokenResult["networkFee"])) + (CLI.u64(tokenResult["priorityFee"]) ?? 0)
            + (CLI.u64(tokenResult["tokenAccountRent"]) ?? 0)
        #expect(try await client.send(.getBalance(first, commitment: .confirmed)).value == before - cost)

        let history = try cli(["history", "--json", "-u", url])
        #expect(history.status == 0, "\(history.stderr)")
        let signatures = (try history.json()["entries"] as? [[String: Any]] ?? []).compactMap {
            $0["signature"] as? String
        }
        #expect(signatures.contains(signature), "\(history.stdout.prefix(2_000))")
        #expect(signatures.contains(try #require(tokenResult["signature"] as? String)))
    }
}
