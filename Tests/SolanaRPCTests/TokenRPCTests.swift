import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaRPC

/// Token accounts through the RPC client, with transactions built by SolanaTransactions and run by the real runtime.
@Suite(.serialized) struct TokenRPCTests {
    @Test func mintATAAndTokenQueries() async throws {
        let localnet = try Localnet()
        let client = LocalnetSupport.client(localnet)
        let payer = Keypair.generate(), mint = Keypair.generate(), owner = Keypair.generate().publicKey
        try await LocalnetSupport.fund(client, payer.publicKey, lamports: 5_000_000_000)
        let rent = try await client.send(.getMinimumBalanceForRentExemption(82))
        let ata = PublicKey.associatedTokenAddress(owner: owner, mint: mint.publicKey)
        let latest = try await client.send(.getLatestBlockhash(commitment: .confirmed)).value
        var transaction = try Transaction(feePayer: payer.publicKey, blockhash: latest.blockhash) {
            SystemProgram.createAccount(
                from: payer.publicKey, newAccount: mint.publicKey, lamports: rent, space: 82, owner: .tokenProgram)
            TokenProgram.initializeMint2(mint: mint.publicKey, decimals: 6, mintAuthority: payer.publicKey)
            AssociatedTokenProgram.createIdempotent(payer: payer.publicKey, owner: owner, mint: mint.publicKey)
            TokenProgram.mintTo(mint: mint.publicKey, destination: ata, authority: payer.publicKey, amount: 12_500_000)
        }
        // An unsigned transaction is refused before anything is sent.
        await #expect(throws: RPCClientError.self) {
            try await client.sendAndConfirm(transaction, lastValidBlockHeight: latest.lastValidBlockHeight)
        }
        try transaction.sign([mint, payer])
        let outcome = try await client.sendAndConfirm(transaction, lastValidBlockHeight: latest.lastValidBlockHeight)
        guard case .confirmed(let signature, _, _) = outcome else { Issue.record("\(outcome)"); return }

        let accounts = try await client.send(
            .getTokenAccountsByOwner(owner, filter: .mint(mint.publicKey), commitment: .confirmed)
        ).value
        #expect(accounts.map(\.pubkey) == [ata])
        if case .parsed(let program, let parsed, _) = accounts.first?.account.data {
            #expect(program == "spl-token")
            #expect(parsed["info"]?["tokenAmount"]?["amount"] == "12500000")
        } else {
            Issue.record("expected jsonParsed data")
        }
        let byProgram = try await client.send(
            .getTokenAccountsByOwner(
                owner, filter: .programId(.tokenProgram), encoding: .base64, commitment: .confirmed)
        ).value
        let state = try TokenAccount(data: try #require(byProgram.first?.account.data.bytes))
        #expect(state.amount == 12_500_000 && state.owner == owner && state.mint == mint.publicKey)
        let balance = try await client.send(.getTokenAccountBalance(ata, commitment: .confirmed)).value
        #expect(balance.tokenAmount == TokenAmount(baseUnits: 12_500_000, decimals: 6))
        #expect(balance.uiAmountString == "12.5")
        #expect(
            try await client.send(.getTokenSupply(mint.publicKey, commitment: .confirmed)).value.amount == "12500000")
        let mintAccounts = try await client.send(
            .getProgramAccounts(
                .tokenProgram, filters: [.dataSize(165), .memcmp(offset: 0, bytes: mint.publicKey.bytes)],
                commitment: .confirmed))
        #expect(mintAccounts.map(\.pubkey) == [ata])
        // The landed transaction decodes back to what was sent, with token balances in its meta.
        let landed = try #require(try await client.send(.getTransaction(signature, commitment: .confirmed)))
        #expect(try landed.decodedTransaction()?.wireBytes == transaction.wireBytes)
        #expect(landed.meta?.postTokenBalances?.first?.uiTokenAmount.amount == "12500000")

        // The CLI shows the decoded token state.
        let cli = try CLI.run(["account", ata.base58, "--url", localnet.httpURL.absoluteString, "--json"])
        #expect(cli.status == 0, "\(cli.stderr)")
        let json = try cli.json()
        #expect(json["owner"] as? String == PublicKey.tokenProgram.base58)
        #expect(json["space"] as? String == "165")
        let token = try #require(json["token"] as? [String: Any])
        #expect(token["kind"] as? String == "account" && token["amount"] as? String == "12500000")
        #expect(token["mint"] as? String == mint.publicKey.base58 && token["owner"] as? String == owner.base58)
        let mintJSON = try CLI.run(["account", mint.publicKey.base58, "-u", localnet.httpURL.absoluteString, "--json"])
            .json()
        #expect((mintJSON["token"] as? [String: Any])?["decimals"] as? Int == 6)
        let text = try CLI.run(["account", ata.base58, "-u", localnet.httpURL.absoluteString])
        #expect(text.stdout.contains("Token account (spl-token)") && text.stdout.contains("Length: 165 (0xa5) bytes"))
    }
}
