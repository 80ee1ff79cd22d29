import Foundation
import SolanaCore
import SolanaRPC
import TestSupport
import Testing

/// Solana Pay transaction requests through the binary, against a merchant that builds its transactions with solders
/// over HTTPS (Tests/Oracles/pay_merchant.py) and localnet: the honest and the merchant-signed payment land with
/// exactly the amounts and references asked; every refusal (malicious signer, bad signature, a transaction that
/// hands over the account, a merchant error, a missing transaction, an http redirect, an untrusted certificate,
/// more than --amount) exits non-zero with nothing signed, checked against the chain's balances.
@Suite(.serialized) struct PayTransactionRequestCLITests {
    static let password = "transaction request tests password"

    @Test func transactionRequestsPayWhatTheyShowAndRefuseTheRest() async throws {
        let localnet = try Localnet()
        let rpc = localnet.httpURL.absoluteString
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let shop = try PayMerchant(rpc: localnet.httpURL)
        let environment = [
            "SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password, "SOLWALLET_CA_FILE": shop.ca,
        ]
        let home = NSTemporaryDirectory() + "solwallet-txreq-" + UUID().uuidString
        let created = try CLI.run(["init", "--non-interactive", "--home", home, "--json"], environment: environment)
        let wallet = try #require(try created.json()["wallet"] as? [String: Any], "\(created.stderr)")
        let customer = try PublicKey(
            try #require((wallet["accounts"] as? [[String: Any]])?.first?["address"] as? String))
        let merchant = try PublicKey(shop.merchant)
        try await client.airdrop(customer, lamports: 2_000_000_000, commitment: .confirmed)
        try await client.airdrop(merchant, lamports: 100_000_000, commitment: .confirmed)
        func balance(_ key: PublicKey) async throws -> UInt64 {
            try await client.send(.getBalance(key, commitment: .confirmed)).value
        }
        func link(_ path: String, _ query: [(String, String)] = []) -> String {
            let url = shop.url + path + (query.isEmpty ? "" : "?" + query.map { "\($0)=\($1)" }.joined(separator: "&"))
            return "solana:" + url.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        }
        func pay(_ arguments: [String], environment extra: [String: String] = [:]) throws -> CLI.Result {
            try CLI.run(
                ["pay"] + arguments + ["-u", rpc, "--home", home],
                environment: environment.merging(extra) { $1 })
        }

        // The honest request: unsigned, zero blockhash; the wallet pays the fee with a fresh blockhash.
        let lamports = UInt64.random(in: 1_000_000...50_000_000)
        let reference = Keypair.generate().publicKey
        let memo = "order-\(UInt32.random(in: 0...UInt32.max))"
        let honest = link("/honest", [("lamports", "\(lamports)"), ("reference", reference.base58), ("memo", memo)])
        let (customerBefore, merchantBefore) = (try await balance(customer), try await balance(merchant))
        let tooLittle = try pay([honest, "--yes", "--amount", Lamports.format(lamports)])
        #expect(tooLittle.status == 1 && tooLittle.stderr.contains("more than --amount"), "\(tooLittle.stderr)")
        let noLimit = try pay([honest, "--yes"])
        #expect(noLimit.status == 1 && noLimit.stderr.contains("needs --amount"), "\(noLimit.stderr)")
        #expect(try await balance(customer) == customerBefore)

        let paid = try pay([honest, "--yes", "--amount", Lamports.format(lamports + 5_000)])
        #expect(paid.status == 0, "\(paid.stderr)")
        #expect(paid.stderr.contains("Transaction request from 127.0.0.1"), "\(paid.stderr)")
        #expect(paid.stderr.contains("Café Ωμέγα") && !paid.stderr.contains("\u{1B}[31m"), "\(paid.stderr)")
        #expect(paid.stderr.contains("Thanks for all the fish") && paid.stderr.contains("system.transfer"))
        #expect(paid.stderr.contains("−\(Lamports.format(lamports + 5_000)) SOL"), "\(paid.stderr)")
        #expect(try await balance(customer) == customerBefore - lamports - 5_000)
        #expect(try await balance(merchant) == merchantBefore + lamports)
        let signature = try #require(paid.stdout.split(separator: "\n").first.map(String.init))
        let mentions = try await client.send(.getSignaturesForAddress(reference, commitment: .confirmed))
        #expect(mentions.map(\.signature.base58) == [signature])
        // The POST carried exactly {"account": …} as JSON (two POSTs so far: one refused after its review, one paid;
        // --yes without --amount is refused before the merchant is asked).
        let posts = try shop.posts()
        #expect(posts.count == 2)
        #expect(posts.allSatisfy { $0["body"] == "{\"account\":\"\(customer.base58)\"}" })
        #expect(posts.allSatisfy { $0["contentType"] == "application/json" })

        // Merchant-signed: the merchant pays the fee and keeps its blockhash; the customer pays exactly the amount.
        let (customerMid, merchantMid) = (try await balance(customer), try await balance(merchant))
        let cosigned = try pay([link("/cosigned", [("lamports", "\(lamports)")]), "--yes", "--amount", "1"])
        #expect(cosigned.status == 0, "\(cosigned.stderr)")
        #expect(cosigned.stderr.contains("signed by the merchant") && cosigned.stderr.contains("(the merchant)"))
        #expect(try await balance(customer) == customerMid - lamports)
        #expect(try await balance(merchant) == merchantMid + lamports - 10_000)

        // A 307 to https is followed (method and body kept).
        let redirected = try pay([link("/redirect", [("lamports", "1000000")]), "--yes", "--amount", "0.01"])
        #expect(redirected.status == 0, "\(redirected.stderr)")

        // Refusals: nothing signed, nothing moved.
        let settled = try await balance(customer)
        let refusals: [(String, Int32, String)] = [
            (link("/other-signer"), 1, "malicious"),
            (link("/badsig"), 1, "invalid signature"),
            (link("/assign"), 1, "assigned to the program"),
            (link("/not-signer"), 1, "does not ask"),
            (link("/refuse"), 2, "Out of stock: order 42 cannot be paid"),
            (link("/notx"), 1, "missing transaction"),
            (link("/redirect-http"), 1, "redirect"),
        ]
        for (request, status, message) in refusals {
            let result = try pay([request, "--yes", "--amount", "1"])
            #expect(result.status == status && result.stderr.contains(message), "\(request): \(result.stderr)")
        }
        // A bad icon is reported, the payment itself still reviewed (and here capped below its cost).
        let badIcon = try pay([link("/label-bad-icon"), "--yes", "--amount", "0.000001"])
        #expect(badIcon.status == 1 && badIcon.stderr.contains("SVG, PNG or WebP"), "\(badIcon.stderr)")
        #expect(badIcon.stderr.contains("more than --amount"), "\(badIcon.stderr)")
        // Without the test CA, the merchant's certificate is not trusted.
        let untrusted = try pay([honest, "--yes", "--amount", "1"], environment: ["SOLWALLET_CA_FILE": ""])
        #expect(untrusted.status == 2 && untrusted.stderr.contains("could not be reached"), "\(untrusted.stderr)")
        #expect(try await balance(customer) == settled)
    }
}
