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

    /// A Token-2022 mint with 4 decimals carrying its own metadata (MetadataPointer to itself, then the Token
    /// Metadata interface's Initialize, executed by the real program), with `amount` minted to `owner`.
    public static func token2022WithMetadata(
        _ client: RPCClient, payer: Keypair, owner: PublicKey, name: String, symbol: String, uri: String,
        amount: UInt64
    ) async throws -> PublicKey {
        let mint = Keypair.generate()
        let program = PublicKey.token2022Program
        // Base 165 + account type 1 + MetadataPointer TLV (4 + 64); the metadata TLV is appended by the program,
        // which needs the rent for the final size to be there already.
        let space = 234
        let metadataLength = 4 + 32 + 32 + 12 + name.utf8.count + symbol.utf8.count + uri.utf8.count + 4
        let rent = try await client.send(.getMinimumBalanceForRentExemption(space + metadataLength))
        func borsh(_ text: String) -> [UInt8] {
            withUnsafeBytes(of: UInt32(text.utf8.count).littleEndian) { Array($0) } + Array(text.utf8)
        }
        let pointer = Instruction(
            programId: program, accounts: [AccountMeta(publicKey: mint.publicKey, isSigner: false, isWritable: true)],
            data: [39, 0] + payer.publicKey.bytes + mint.publicKey.bytes)
        let initialize = Instruction(
            programId: program,
            accounts: [
                AccountMeta(publicKey: mint.publicKey, isSigner: false, isWritable: true),
                AccountMeta(publicKey: payer.publicKey, isSigner: false, isWritable: false),
                AccountMeta(publicKey: mint.publicKey, isSigner: false, isWritable: false),
                AccountMeta(publicKey: payer.publicKey, isSigner: true, isWritable: false),
            ],
            data: [210, 225, 30, 162, 88, 184, 77, 141] + borsh(name) + borsh(symbol) + borsh(uri))
        let account = PublicKey.associatedTokenAddress(owner: owner, mint: mint.publicKey, tokenProgram: program)
        _ = try await Chain.run(
            client, signers: [payer, mint],
            [
                SystemProgram.createAccount(
                    from: payer.publicKey, newAccount: mint.publicKey, lamports: rent, space: UInt64(space),
                    owner: program),
                pointer,
                TokenProgram.initializeMint2(
                    mint: mint.publicKey, decimals: 4, mintAuthority: payer.publicKey, programId: program),
                initialize,
                AssociatedTokenProgram.createIdempotent(
                    payer: payer.publicKey, owner: owner, mint: mint.publicKey, tokenProgram: program),
                TokenProgram.mintTo(
                    mint: mint.publicKey, destination: account, authority: payer.publicKey, amount: amount,
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
