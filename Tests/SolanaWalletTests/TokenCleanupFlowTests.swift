import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaWallet

/// `TokenCleanupFlow` on localnet with the real token programs: only the wallet's empty accounts are listed, closing
/// them returns exactly their rent, and a review whose figures the simulation contradicts is refused unsigned.
@Suite(.serialized) struct TokenCleanupFlowTests {
    @Test func emptyAccountsAreFoundClosedAndTheirRentReturned() async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        let owner = Keypair.generate()
        _ = try await client.airdrop(owner.publicKey, lamports: 3_000_000_000, commitment: .confirmed)
        let other = Keypair.generate().publicKey
        // An account emptied by sending everything away, one created empty (Token-2022), and one still holding tokens.
        let count = Int.random(in: 1...3, using: &TestRandom.rng)
        var emptied: [PublicKey] = []
        for _ in 0..<count {
            let amount = UInt64.random(in: 1...1_000_000, using: &TestRandom.rng)
            let mint = try await WalletTestSupport.mintTokens(
                client, payer: owner, to: owner.publicKey, amount: amount, decimals: 6)
            let source = PublicKey.associatedTokenAddress(owner: owner.publicKey, mint: mint)
            let destination = PublicKey.associatedTokenAddress(owner: other, mint: mint)
            _ = try await WalletTestSupport.run(
                client, signers: [owner],
                [
                    AssociatedTokenProgram.createIdempotent(payer: owner.publicKey, owner: other, mint: mint),
                    TokenProgram.transfer(
                        source: source, destination: destination, owner: owner.publicKey, amount: amount),
                ])
            emptied.append(source)
        }
        let extended = try await WalletTestSupport.mintTokens(
            client, payer: owner, to: other, amount: 5, decimals: 2, program: .token2022Program)
        let emptyExtended = PublicKey.associatedTokenAddress(
            owner: owner.publicKey, mint: extended, tokenProgram: .token2022Program)
        _ = try await WalletTestSupport.run(
            client, signers: [owner],
            [
                AssociatedTokenProgram.createIdempotent(
                    payer: owner.publicKey, owner: owner.publicKey, mint: extended, tokenProgram: .token2022Program)
            ])
        let kept = try await WalletTestSupport.mintTokens(
            client, payer: owner, to: owner.publicKey, amount: 9, decimals: 0)

        let flow = TokenCleanupFlow(client: client)
        let empty = try await flow.emptyAccounts(of: owner.publicKey)
        #expect(
            Set(empty.map(\.account)) == Set(emptied + [emptyExtended]), "seed \(TestRandom.seed): \(empty)")
        #expect(!empty.contains { $0.mint == kept })
        #expect(empty.first { $0.account == emptyExtended }?.program == .token2022)

        // Lying about an account's rent: the simulation says otherwise, nothing is signed.
        var lying = empty
        let first = lying[0]
        lying[0] = EmptyTokenAccount(
            account: first.account, mint: first.mint, program: first.program, lamports: first.lamports + 1)
        do {
            _ = try await flow.prepare(wallet: owner.publicKey, closing: lying)
            Issue.record("a review contradicted by its simulation was returned")
        } catch {
            guard case .refused(let refusals) = error else { Issue.record("\(error)"); return }
            #expect("\(refusals)".contains(first.account.base58))
        }
        // An account that still holds tokens cannot be closed: the simulation fails.
        let keptAccount = PublicKey.associatedTokenAddress(owner: owner.publicKey, mint: kept)
        let notEmpty = EmptyTokenAccount(account: keptAccount, mint: kept, program: .token, lamports: 2_039_280)
        await #expect(throws: SendError.self) { try await flow.prepare(wallet: owner.publicKey, closing: [notEmpty]) }
        await #expect(throws: SendError.self) { try await flow.prepare(wallet: owner.publicKey, closing: []) }

        let before = try await client.send(.getBalance(owner.publicKey, commitment: .confirmed)).value
        let review = try await flow.prepare(wallet: owner.publicKey, closing: empty)
        #expect(review.reclaimed == empty.reduce(0) { $0 + $1.lamports } && review.walletBefore == before)
        await #expect(throws: SendError.self) { try await flow.send(review, signer: Keypair.generate()) }
        _ = try await flow.send(review, signer: owner)
        let after = try await client.send(.getBalance(owner.publicKey, commitment: .confirmed)).value
        #expect(after == before - review.fee + review.reclaimed && after == review.walletAfter)
        let gone = try await client.send(.getMultipleAccounts(empty.map(\.account), commitment: .confirmed)).value
        #expect(gone.allSatisfy { $0 == nil }, "seed \(TestRandom.seed)")
        #expect(try await flow.emptyAccounts(of: owner.publicKey).isEmpty)
    }
}
