import Foundation
import QRCode
import SolanaCore
import SolanaRPC
import TestSupport
import Testing

/// Solana Pay through the binary on localnet: `receive` makes the request and its QR code (zbar reads the PNG back
/// to the exact URL), `pay` pays it from another wallet (from the URL and from the image), `pay verify` finds it by
/// its reference; each checked against the chain's balances. Refusals exit 1 with nothing sent.
@Suite(.serialized) struct PayCLITests {
    static let password = "pay tests password"
    let environment = ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password]

    func run(_ arguments: [String]) throws -> CLI.Result { try CLI.run(arguments, stdin: "", environment: environment) }

    /// A new wallet in a temporary home; its first address.
    func wallet() throws -> (home: String, address: PublicKey) {
        let home = NSTemporaryDirectory() + "solwallet-pay-" + UUID().uuidString
        let created = try run(["init", "--non-interactive", "--home", home, "--json"])
        let wallet = try #require(try created.json()["wallet"] as? [String: Any], "\(created.stderr)")
        let first = try #require((wallet["accounts"] as? [[String: Any]])?.first?["address"] as? String)
        return (home, try PublicKey(first))
    }

    @Test func receivePayVerifyRoundTripsForSOLAndTokens() async throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let merchant = try wallet(), customer = try wallet()
        try await client.airdrop(merchant.address, lamports: 100_000_000, commitment: .confirmed)
        try await client.airdrop(customer.address, lamports: 2_000_000_000, commitment: .confirmed)
        func balance(_ key: PublicKey) async throws -> UInt64 {
            try await client.send(.getBalance(key, commitment: .confirmed)).value
        }
        let directory = NSTemporaryDirectory() + "pay-qr-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }

        // The merchant asks for 0.25 SOL with a memo and a fresh reference; the PNG reads back to the exact URL.
        let png = directory + "/sol.png"
        let received = try run([
            "receive", "--amount", "0.25", "--label", "Café Ωμέγα", "--message", "Order #42", "--memo", "order-42",
            "--reference", "new", "--png", png, "--home", merchant.home, "--json",
        ])
        #expect(received.status == 0, "\(received.stderr)")
        let request = try received.json()
        let link = try #require(request["url"] as? String)
        let reference = try #require((request["references"] as? [String])?.first)
        #expect(link.hasPrefix("solana:\(merchant.address.base58)?amount=0.25&reference=\(reference)&label=Caf%C3%A9"))
        #expect(try QRImageDecoder.decode(path: png) == [link])
        #expect(((try? FileManager.default.attributesOfItem(atPath: png)[.posixPermissions]) as? Int) == 0o600)
        let again = try run(["receive", "--png", png, "--home", merchant.home])
        #expect(again.status == 1 && again.stderr.contains("--force"), "\(again.stderr)")
        // Without a code there is nothing to scan: the hint says to share the link (issue 28).
        let plain = try run(["receive", "--no-qr", "--home", merchant.home])
        #expect(plain.status == 0 && plain.stdout.contains("Share the payment link"), "\(plain.stdout)")
        #expect(!plain.stdout.contains("Scan the code"), "\(plain.stdout)")
        // Typed as Portuguese writes it (issue 28): "0,25" asks for 0.25 SOL.
        let comma = try run([
            "receive", "--amount", "0,25", "--lang", "pt", "--no-qr", "--json", "--home", merchant.home,
        ])
        #expect(
            (try? comma.json()["url"] as? String)?.contains("amount=0.25") == true, "\(comma.stdout) \(comma.stderr)")

        // Not paid yet: verify says so (exit 1, not-found).
        let early = try run(["pay", "verify", link, "-u", url, "--json"])
        #expect(early.status == 1 && early.stderr.contains("not-found"), "\(early.stderr)")

        // Refusals before anything is signed.
        func pay(_ arguments: [String]) throws -> CLI.Result {
            try run(["pay"] + arguments + ["-u", url, "--home", customer.home])
        }
        let tampered = try pay([link.replacingOccurrences(of: "amount=0.25", with: "amount=0.25&amount=1"), "--yes"])
        #expect(tampered.status == 1 && tampered.stderr.contains("more than once"), "\(tampered.stderr)")
        let mismatch = try pay([link, "--amount", "0.1", "--yes"])
        #expect(mismatch.status == 1 && mismatch.stderr.contains("asks for 0.25"), "\(mismatch.stderr)")
        let transactionRequest = try pay(["solana:https%3A%2F%2Fexample.com%2Fpay", "--yes"])
        #expect(transactionRequest.status == 1 && transactionRequest.stderr.contains("transaction request"))
        let noAmount = try pay(["solana:\(merchant.address.base58)", "--yes"])
        #expect(noAmount.status == 1 && noAmount.stderr.contains("--amount"), "\(noAmount.stderr)")
        #expect(try await balance(customer.address) == 2_000_000_000)

        // Pay from the QR image; the review shows the label; the merchant's balance grows by exactly 0.25 SOL.
        let before = try await balance(merchant.address)
        let paid = try pay(["--qr", png, "--yes"])
        #expect(paid.status == 0, "\(paid.stderr)")
        #expect(paid.stderr.contains("Café Ωμέγα") && paid.stderr.contains("Review the transfer"), "\(paid.stderr)")
        let signature = try #require(paid.stdout.split(separator: "\n").first.map(String.init))
        #expect(try await balance(merchant.address) == before + 250_000_000)

        // The merchant verifies: by URL, and by its parts; a wrong amount or memo finds nothing.
        let verified = try run(["pay", "verify", link, "-u", url, "--json"])
        #expect(verified.status == 0, "\(verified.stderr)")
        let proof = try verified.json()
        #expect(proof["signature"] as? String == signature && proof["received"] as? String == "250000000")
        #expect(proof["sender"] as? String == customer.address.base58)
        let parts = try run([
            "pay", "verify", "--reference", reference, "--recipient", merchant.address.base58, "--amount", "0.25",
            "--memo", "order-42", "-u", url,
        ])
        #expect(parts.status == 0 && parts.stdout.contains(signature), "\(parts.stderr)")
        for (amount, memo) in [("0.26", "order-42"), ("0.25", "order-43")] {
            let wrong = try run([
                "pay", "verify", "--reference", reference, "--recipient", merchant.address.base58, "--amount", amount,
                "--memo", memo, "-u", url,
            ])
            #expect(
                wrong.status == 1 && wrong.stderr.contains("no valid payment"), "\(amount) \(memo): \(wrong.stderr)")
        }

        // A token request (Token-2022) to a merchant without a token account: paid from the URL, created on the way.
        let issuer = Keypair.generate()
        try await client.airdrop(issuer.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let mint = try await Chain.mintTokens(
            client, payer: issuer, to: customer.address, amount: 5_000_000, decimals: 6, program: .token2022Program)
        let tokenRequest = try run([
            "receive", "--amount", "1.5", "--token", mint.base58, "--reference", "new", "-u", url, "--home",
            merchant.home, "--json", "--no-qr",
        ])
        #expect(tokenRequest.status == 0, "\(tokenRequest.stderr)")
        let tokenLink = try #require(try tokenRequest.json()["url"] as? String)
        #expect(tokenLink.contains("spl-token=\(mint.base58)"))
        let tooPrecise = try run([
            "receive", "--amount", "1.0000001", "--token", mint.base58, "-u", url, "--home", merchant.home,
        ])
        #expect(tooPrecise.status == 1 && tooPrecise.stderr.contains("decimal"), "\(tooPrecise.stderr)")
        let tokenPaid = try pay([tokenLink, "--yes", "--json"])
        #expect(tokenPaid.status == 0, "\(tokenPaid.stderr)")
        #expect(try tokenPaid.json()["createdTokenAccount"] as? Bool == true)
        let ata = PublicKey.associatedTokenAddress(
            owner: merchant.address, mint: mint, tokenProgram: .token2022Program)
        let held = try await client.send(.getTokenAccountBalance(ata, commitment: .confirmed)).value
        #expect(held.amount == "1500000")
        let tokenVerified = try run(["pay", "verify", tokenLink, "-u", url, "--json"])
        #expect(tokenVerified.status == 0 && (try? tokenVerified.json()["received"] as? String) == "1500000")
    }
}
