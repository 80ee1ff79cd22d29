import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

@testable import WalletWeb

/// Issue 30 on localnet: the dashboard's close-empty review lists exactly the wallet's empty token accounts (SPL
/// Token and Token-2022) with their rent, its confirmation closes exactly those once, and the wallet gets exactly
/// their lamports back, less the fee the cluster charged.
@Suite(.serialized) struct DashboardCloseEmptyTests {
    @Test func closeEmptyClosesExactlyTheEmptyAccountsAndTheRentComesBack() async throws {
        let features = DashboardFeaturesTests()
        let setup = try await features.setUp(sol: 2)
        let client = setup.client
        let payer = Keypair.generate()
        _ = try await client.airdrop(payer.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        // Two empty accounts (one of each token program), one holding tokens.
        let empty = [
            try await Chain.mintTokens(client, payer: payer, to: setup.from, amount: 0, decimals: 2),
            try await Chain.mintTokens(
                client, payer: payer, to: setup.from, amount: 0, decimals: 9, program: .token2022Program),
        ]
        let full = try await Chain.mintTokens(client, payer: payer, to: setup.from, amount: 5, decimals: 0)
        let emptyAccounts = [
            PublicKey.associatedTokenAddress(owner: setup.from, mint: empty[0], tokenProgram: .tokenProgram),
            PublicKey.associatedTokenAddress(owner: setup.from, mint: empty[1], tokenProgram: .token2022Program),
        ]
        let fullAccount = PublicKey.associatedTokenAddress(owner: setup.from, mint: full, tokenProgram: .tokenProgram)
        func balance(_ key: PublicKey) async throws -> UInt64 {
            try await client.send(.getBalance(key, commitment: .confirmed)).value
        }
        var rent: UInt64 = 0
        for account in emptyAccounts { rent += try await balance(account) }
        #expect(rent > 0)
        let before = try await balance(setup.from)

        let path = "/accounts/\(setup.from.base58)/tokens/close-empty"
        let review = await features.get(setup, path)
        #expect(review.status == 200, "\(review.html)")
        let listed = review.html.matches(of: /class="mono close-empty-account">([1-9A-HJ-NP-Za-km-z]+)</).map {
            String($0.1)
        }
        #expect(Set(listed) == Set(emptyAccounts.map(\.base58)), "\(review.html)")
        #expect(!review.html.contains(fullAccount.base58))
        let sol = DisplayAmount.sol(rent, language: .en).textWithSymbol
        #expect(review.html.contains(sol), "\(sol) in \(review.html)")
        let id = try #require(features.hidden(review.html, "review_id"))

        // A wrong password signs nothing, and the review can still be confirmed.
        let wrong = await features.post(setup, path, ["review_id": id, "password": "not it"])
        #expect(wrong.status == 403)
        #expect(try await balance(emptyAccounts[0]) > 0)
        // Without the CSRF token: refused.
        let forged = await setup.dashboard.respond(
            to: features.base.request(
                "POST", path, session: setup.session, form: ["review_id": id, "password": setup.password]))
        #expect(forged.status == 403)

        let closed = await features.post(setup, path, ["review_id": id, "password": setup.password])
        #expect(closed.status == 303)
        let location = try #require(closed.header("Location"))
        let signatureText = try #require(location.firstMatch(of: /signature=([1-9A-HJ-NP-Za-km-z]+)/)?.1)
        let signature = try Signature(String(signatureText))
        // The same review again: nothing more is signed, the same signature is shown.
        let again = await features.post(setup, path, ["review_id": id, "password": setup.password])
        #expect(again.status == 303 && again.header("Location") == location)

        let fee = try #require(try await client.send(.getTransaction(signature, commitment: .confirmed))?.meta?.fee)
        for account in emptyAccounts { #expect(try await balance(account) == 0) }
        #expect(try await balance(fullAccount) > 0)
        #expect(try await balance(setup.from) == before + rent - fee)

        // Nothing left to close: the page says so, and the signature of the close.
        let after = await features.get(setup, path, query: ["signature": signature.base58])
        #expect(after.status == 200)
        #expect(
            after.html.contains("id=\"close-empty-none\"") && after.html.contains(signature.base58), "\(after.html)")
        _ = setup.localnet
    }
}
