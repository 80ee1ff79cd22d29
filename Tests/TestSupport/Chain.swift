import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions

/// Transactions on localnet for any test suite: run instructions, make a mint with tokens.
public enum Chain {
    /// Sends a signed transaction and waits for `confirmed`, polling the status as `options` say (by default every
    /// 400 ms; a test on a localnet of short slots passes a shorter poll).
    public static func run(
        _ client: RPCClient, signers: [Keypair], _ instructions: [Instruction],
        options: ConfirmationOptions = ConfirmationOptions()
    ) async throws -> Signature {
        let latest = try await client.send(.getLatestBlockhash(commitment: .confirmed)).value
        var transaction = try Transaction(
            feePayer: signers[0].publicKey, blockhash: latest.blockhash,
            instructions: instructions)
        try transaction.sign(signers)
        let outcome = try await client.sendAndConfirm(
            transaction, lastValidBlockHeight: latest.lastValidBlockHeight, options: options)
        guard case .confirmed(let signature, _, _) = outcome else { throw Oracle.Failure(description: "\(outcome)") }
        return signature
    }

    /// A new mint with `decimals`, and `amount` base units minted to `owner`'s associated token account.
    public static func mintTokens(
        _ client: RPCClient, payer: Keypair, to owner: PublicKey, amount: UInt64, decimals: UInt8,
        program: PublicKey = .tokenProgram
    ) async throws -> PublicKey {
        let mint = Keypair.generate()
        let rent = try await client.send(.getMinimumBalanceForRentExemption(82))
        let ata = PublicKey.associatedTokenAddress(owner: owner, mint: mint.publicKey, tokenProgram: program)
        _ = try await run(
            client, signers: [payer, mint],
            [
                SystemProgram.createAccount(
                    from: payer.publicKey, newAccount: mint.publicKey, lamports: rent, space: 82,
                    owner: program),
                TokenProgram.initializeMint2(
                    mint: mint.publicKey, decimals: decimals, mintAuthority: payer.publicKey,
                    programId: program),
                AssociatedTokenProgram.createIdempotent(
                    payer: payer.publicKey, owner: owner, mint: mint.publicKey,
                    tokenProgram: program),
                TokenProgram.mintTo(
                    mint: mint.publicKey, destination: ata, authority: payer.publicKey, amount: amount,
                    programId: program),
            ])
        return mint.publicKey
    }

    /// A signed SPL Token transfer of one more token than `owner` holds (a new mint of 100 with 0 decimals), after
    /// creating the recipient's token account: it fails with custom program error 1 (InsufficientFunds) in its
    /// second instruction, in a simulation and on chain. `owner` needs SOL for the mint and the fees.
    public static func overdrawnTokenTransfer(_ client: RPCClient, owner: Keypair) async throws
        -> (transaction: Transaction, lastValidBlockHeight: UInt64)
    {
        let mint = try await mintTokens(client, payer: owner, to: owner.publicKey, amount: 100, decimals: 0)
        let source = PublicKey.associatedTokenAddress(owner: owner.publicKey, mint: mint, tokenProgram: .tokenProgram)
        let other = Keypair.generate().publicKey
        let destination = PublicKey.associatedTokenAddress(owner: other, mint: mint, tokenProgram: .tokenProgram)
        let latest = try await client.send(.getLatestBlockhash(commitment: .confirmed)).value
        var transaction = try Transaction(
            feePayer: owner.publicKey, blockhash: latest.blockhash,
            instructions: [
                AssociatedTokenProgram.createIdempotent(
                    payer: owner.publicKey, owner: other, mint: mint, tokenProgram: .tokenProgram),
                TokenProgram.transfer(source: source, destination: destination, owner: owner.publicKey, amount: 101),
            ])
        try transaction.sign([owner])
        return (transaction, latest.lastValidBlockHeight)
    }
}
