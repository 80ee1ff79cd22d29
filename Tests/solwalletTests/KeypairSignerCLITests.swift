import Foundation
import SolanaCore
import SolanaRPC
import TestSupport
import Testing

/// `-k/--keypair FILE` wherever a signer is taken (issue 28 audit): `pay`, `action`, `stake` and `token close-empty`
/// sign with the file's key, with no keystore password, on localnet; the wallet's own (unfunded) account is not used.
@Suite(.serialized) struct KeypairSignerCLITests {
    static let password = "keypair signer tests password"

    @Test func payStakeAndCloseEmptySignWithAKeypairFile() async throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let home = NSTemporaryDirectory() + "solwallet-keypair-" + UUID().uuidString
        let created = try CLI.run(
            ["init", "--non-interactive", "--json", "--home", home], stdin: "",
            environment: ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password])
        #expect(created.status == 0, "\(created.stderr)")
        // No password from here on: only the file's key can sign.
        func cli(_ arguments: [String]) throws -> CLI.Result {
            try CLI.run(arguments + ["--home", home, "-u", url], stdin: "", environment: ["SOLWALLET_KDF": "minimum"])
        }

        let keyFile = home + "/payer.json"
        let payer = Keypair.generate()
        // The Solana CLI's format, readable by its owner only.
        #expect(SolanaCLIKeypairFile.write(payer, to: keyFile))
        try await client.airdrop(payer.publicKey, lamports: 5_000_000_000, commitment: .confirmed)

        // pay: a Solana Pay transfer request, paid from the file's key.
        let merchant = Keypair.generate().publicKey
        let tenths = UInt64.random(in: 1...9, using: &TestRandom.rng)
        let paid = try cli([
            "pay", "solana:\(merchant.base58)?amount=0.\(tenths)", "-k", keyFile, "--allow-unfunded-recipient",
            "--yes", "--json",
        ])
        #expect(paid.status == 0, "seed \(TestRandom.seed): \(paid.stderr)")
        #expect(try paid.json()["from"] as? String == payer.publicKey.base58, "\(paid.stdout)")
        let received = try await client.send(.getBalance(merchant, commitment: .confirmed)).value
        #expect(received == tenths * 100_000_000)

        // stake create: the file's key funds the stake account and signs.
        let validators = try cli(["validators", "--json"])
        let vote = try #require(
            (try validators.json()["validators"] as? [[String: Any]])?.first { $0["delinquent"] as? Bool == false }?[
                "votePubkey"] as? String, "\(validators.stderr)")
        let before = try await client.send(.getBalance(payer.publicKey, commitment: .confirmed)).value
        let staked = try cli(["stake", "create", "1", "--validator", vote, "-k", keyFile, "--yes", "--json"])
        #expect(staked.status == 0, "\(staked.stderr)")
        let stakeAccount = try PublicKey(try #require(try staked.json()["stakeAccount"] as? String))
        let after = try await client.send(.getBalance(payer.publicKey, commitment: .confirmed)).value
        #expect(before - after >= 1_000_000_000, "\(before) → \(after)")
        let stake = try await client.send(.getBalance(stakeAccount, commitment: .confirmed)).value
        #expect(stake >= 1_000_000_000)
        // Its withdraw authority is the file's key: it deactivates with -k too.
        let deactivated = try cli(["stake", "deactivate", stakeAccount.base58, "-k", keyFile, "--yes", "--json"])
        #expect(deactivated.status == 0, "\(deactivated.stderr)")

        // token close-empty: the file's key's empty token account is closed, its rent back to it.
        let funder = Keypair.generate()
        try await client.airdrop(funder.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let emptyMint = try await Chain.mintTokens(
            client, payer: funder, to: payer.publicKey, amount: 0, decimals: 2)
        let closed = try cli(["token", "close-empty", "-k", keyFile, "--yes", "--json"])
        #expect(closed.status == 0, "\(closed.stderr)")
        #expect(
            (try closed.json()["closed"] as? [[String: Any]])?.first?["mint"] as? String == emptyMint.base58,
            "\(closed.stdout)")

        // Without -k the wallet's own account would sign: it needs the password, which is not given.
        let withoutKey = try cli([
            "pay", "solana:\(merchant.base58)?amount=0.1", "--allow-unfunded-recipient", "--yes", "--json",
        ])
        #expect(withoutKey.status != 0)
    }

    /// `action -k FILE`: the file's key is the account the action is asked for, and signs the donation it returns.
    @Test func anActionSignsWithAKeypairFile() async throws {
        let wallet = try LocalnetWallet(
            prefix: "keypair-action", environment: ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password])
        let server = try HTTPSPeer.actionsServer(rpc: wallet.localnet.httpURL)
        let treasury = try PublicKey(server.treasury)
        let payer = Keypair.generate()
        let keyFile = wallet.home + "/payer.json"
        // The Solana CLI's format, readable by its owner only.
        #expect(SolanaCLIKeypairFile.write(payer, to: keyFile))
        try await wallet.client.airdrop(payer.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        try await wallet.client.airdrop(treasury, lamports: 10_000_000, commitment: .confirmed)
        let millis = UInt64.random(in: 1...500, using: &TestRandom.rng)
        let amount = "0." + String(format: "%03d", millis)
        let (payerBefore, treasuryBefore) = (
            try await wallet.balance(payer.publicKey), try await wallet.balance(treasury)
        )
        // No keystore password: only the file's key can sign.
        let donated = try CLI.run(
            [
                "action", server.url + "/donate/x", "--param", "amount=\(amount)", "--yes", "--amount", amount, "-k",
                keyFile, "-u", wallet.url, "--home", wallet.home,
            ], stdin: "", environment: ["SOLWALLET_KDF": "minimum", "SOLWALLET_CA_FILE": server.ca])
        #expect(donated.status == 0, "seed \(TestRandom.seed): \(donated.stderr)")
        #expect(try await wallet.balance(payer.publicKey) == payerBefore - millis * 1_000_000 - 5_000)
        #expect(try await wallet.balance(treasury) == treasuryBefore + millis * 1_000_000)
        let posts = try server.posts().filter { $0["path"] == "/api/donate" }
        #expect(posts.last?["body"]?.contains("\"account\":\"\(payer.publicKey.base58)\"") == true, "\(posts)")
    }
}
