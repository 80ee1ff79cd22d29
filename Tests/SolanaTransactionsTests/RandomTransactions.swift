import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport

/// Random transactions for interop and fuzz tests: random mixes of every builder plus unknown programs,
/// random keys, 1–3 signers, legacy or v0 with random lookup tables.
struct RandomTransaction {
    var keypairs: [Keypair]
    var seeds: [PublicKey: [UInt8]]
    var instructions: [Instruction]
    var blockhash: Hash
    var tables: [AddressLookupTableAccount]
    var isV0: Bool

    var payer: PublicKey { keypairs[0].publicKey }

    static func make() -> RandomTransaction {
        var keypairs: [Keypair] = []
        var seeds: [PublicKey: [UInt8]] = [:]
        for _ in 0..<Random.int(1...3) {
            let (keypair, seed) = Keys.keypair()
            keypairs.append(keypair)
            seeds[keypair.publicKey] = seed
        }
        let signerKeys = keypairs.map(\.publicKey)
        let pool = (0..<Random.int(2...10)).map { _ in Keys.random() }
        func signer() -> PublicKey { signerKeys.randomElement(using: &TestRandom.rng)! }
        func any() -> PublicKey {
            Bool.random(using: &TestRandom.rng)
                ? pool.randomElement(using: &TestRandom.rng)!
                : (Random.int(0...4) == 0 ? signer() : pool.randomElement(using: &TestRandom.rng)!)
        }
        func amount() -> UInt64 { UInt64.random(in: 0...UInt64.max, using: &TestRandom.rng) }
        let tokenProgram: PublicKey = Bool.random(using: &TestRandom.rng) ? .tokenProgram : .token2022Program
        var instructions: [Instruction] = []
        for _ in 0..<Random.int(1...6) {
            switch Random.int(0...22) {
            case 0: instructions.append(SystemProgram.transfer(from: signer(), to: any(), lamports: amount()))
            case 1:
                instructions.append(
                    SystemProgram.createAccount(
                        from: signer(), newAccount: signer(), lamports: amount(),
                        space: UInt64.random(in: 0...10_000, using: &TestRandom.rng), owner: any()))
            case 2: instructions.append(SystemProgram.assign(account: signer(), owner: any()))
            case 3: instructions.append(SystemProgram.allocate(account: signer(), space: amount()))
            case 4:
                instructions.append(
                    SystemProgram.createAccountWithSeed(
                        from: signer(), newAccount: any(), base: signer(),
                        seed: randomSeed(), lamports: amount(), space: amount(), owner: any()))
            case 5:
                instructions.append(
                    SystemProgram.transferWithSeed(
                        from: any(), base: signer(), seed: randomSeed(), owner: any(),
                        to: any(), lamports: amount()))
            case 6: instructions.append(SystemProgram.advanceNonceAccount(nonce: any(), authority: signer()))
            case 7:
                instructions.append(
                    SystemProgram.withdrawNonceAccount(nonce: any(), authority: signer(), to: any(), lamports: amount())
                )
            case 8: instructions.append(SystemProgram.initializeNonceAccount(nonce: any(), authority: any()))
            case 9:
                instructions.append(
                    SystemProgram.authorizeNonceAccount(nonce: any(), authority: signer(), newAuthority: any()))
            case 10:
                instructions.append(
                    TokenProgram.transferChecked(
                        source: any(), mint: any(), destination: any(), owner: signer(),
                        amount: amount(), decimals: UInt8.random(in: 0...18, using: &TestRandom.rng),
                        programId: tokenProgram))
            case 11:
                instructions.append(
                    TokenProgram.mintTo(
                        mint: any(), destination: any(), authority: signer(), amount: amount(),
                        programId: tokenProgram))
            case 12:
                instructions.append(
                    TokenProgram.initializeMint2(
                        mint: any(), decimals: 6, mintAuthority: any(),
                        freezeAuthority: Bool.random(using: &TestRandom.rng) ? any() : nil, programId: tokenProgram))
            case 13:
                instructions.append(
                    TokenProgram.closeAccount(
                        account: any(), destination: any(), owner: signer(), programId: tokenProgram))
            case 14:
                instructions.append(
                    TokenProgram.transfer(
                        source: any(), destination: any(), owner: any(), amount: amount(),
                        signers: [signer()], programId: tokenProgram))
            case 15:
                instructions.append(
                    AssociatedTokenProgram.createIdempotent(
                        payer: signer(), owner: any(), mint: any(), tokenProgram: tokenProgram))
            case 16:
                instructions.append(
                    MemoProgram.memo(randomSeed() + "✓", signers: Bool.random(using: &TestRandom.rng) ? [signer()] : [])
                )
            case 17:
                instructions.append(
                    ComputeBudgetProgram.setComputeUnitLimit(UInt32.random(in: 0...1_400_000, using: &TestRandom.rng)))
            case 18: instructions.append(ComputeBudgetProgram.setComputeUnitPrice(microLamports: amount()))
            case 19:
                instructions.append(
                    StakeProgram.delegateStake(stakeAccount: any(), voteAccount: any(), staker: signer()))
            case 20:
                instructions.append(
                    StakeProgram.withdraw(
                        stakeAccount: any(), withdrawer: signer(), to: any(), lamports: amount(),
                        custodian: Bool.random(using: &TestRandom.rng) ? signer() : nil))
            case 21:
                instructions.append(
                    AddressLookupTableProgram.extendLookupTable(
                        table: any(), authority: signer(), payer: signer(),
                        addresses: (0..<Random.int(0...3)).map { _ in any() }))
            default:
                // An unknown program (sometimes a pool key, so a key can be both invoked and an account).
                let program = Random.int(0...5) == 0 ? pool.randomElement(using: &TestRandom.rng)! : Keys.random()
                let accounts = (0..<Random.int(0...6)).map { _ -> AccountMeta in
                    let isSigner = Random.int(0...3) == 0
                    return AccountMeta(
                        publicKey: isSigner ? signer() : any(), isSigner: isSigner,
                        isWritable: Bool.random(using: &TestRandom.rng))
                }
                instructions.append(
                    Instruction(programId: program, accounts: accounts, data: Random.bytes(Random.int(0...40))))
            }
        }
        // Only keypairs that end up as signers may sign (solders rejects unexpected signers).
        let isV0 = Bool.random(using: &TestRandom.rng)
        var tables: [AddressLookupTableAccount] = []
        if isV0 {
            let used = Array(Set(instructions.flatMap { $0.accounts.map(\.publicKey) + [$0.programId] }))
            for _ in 0..<Random.int(0...3) {
                var addresses =
                    used.filter { _ in Bool.random(using: &TestRandom.rng) }
                    + (0..<Random.int(0...20)).map { _ in Keys.random() }
                if Random.int(0...4) == 0, let dup = addresses.randomElement(using: &TestRandom.rng) {
                    addresses.append(dup)
                }
                if Random.int(0...3) == 0 { addresses.append(signerKeys.randomElement(using: &TestRandom.rng)!) }
                addresses.shuffle()
                if Random.int(0...30) == 0 {  // occasionally a big table: keys past index 255 cannot be referenced
                    addresses = (0..<Random.int(200...300)).map { _ in Keys.random() } + addresses
                }
                tables.append(AddressLookupTableAccount(key: Keys.random(), addresses: addresses))
            }
        }
        return RandomTransaction(
            keypairs: keypairs, seeds: seeds, instructions: instructions, blockhash: Keys.hash(),
            tables: tables, isV0: isV0)
    }

    static func randomSeed() -> String {
        String(
            (0..<Random.int(0...20)).map { _ in
                "abcdefghijklmnopqrstuvwxyz0123456789 ".randomElement(using: &TestRandom.rng)!
            })
    }

    /// Compiles with our SDK.
    func compile() throws(TransactionError) -> Transaction {
        try Transaction(
            feePayer: payer, blockhash: blockhash, version: isV0 ? .v0 : .legacy,
            addressLookupTables: isV0 ? tables : [],
            instructions: instructions)
    }

    /// The required signers, from the message alone (also for transactions too large to compile).
    func messageSigners() -> [PublicKey]? {
        let message: VersionedMessage?
        if isV0 {
            message =
                (try? MessageV0(
                    instructions: instructions, feePayer: payer, recentBlockhash: blockhash,
                    addressLookupTables: tables)).map { .v0($0) }
        } else {
            message = (try? LegacyMessage(instructions: instructions, feePayer: payer, recentBlockhash: blockhash)).map
            { .legacy($0) }
        }
        return message.map { Array($0.signers) }
    }

    /// The request for the oracle, with our signed bytes when we have them.
    func oracleCase(signers: [PublicKey], ours: [UInt8]?) -> CompileCase {
        CompileCase(
            version: isV0 ? "v0" : "legacy", payer: payer.base58, blockhash: blockhash.base58,
            instructions: instructions.map(InstructionSpec.init),
            tables: tables.map { TableSpec(key: $0.key.base58, addresses: $0.addresses.map(\.base58)) },
            signerSeeds: signers.map { seeds[$0]!.hex }, ours: ours?.hex)
    }
}
