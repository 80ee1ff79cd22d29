import SolanaCore
import SolanaTransactions

/// Issue 4: build + sign + serialize, and decode, against solders' VersionedTransaction.
enum TransactionBenchmarks {
    static var all: [Benchmark] {
        let payer = try! Keypair(seed: [UInt8](repeating: 7, count: 32))
        let blockhash = try! Hash(bytes: [UInt8](repeating: 0x55, count: 32))
        let to = try! PublicKey(bytes: [UInt8](repeating: 1, count: 32))
        func key(_ byte: UInt8) -> PublicKey { try! PublicKey(bytes: [UInt8](repeating: byte, count: 32)) }
        let source = key(2), destination = key(3), mint = key(4)

        // The v0 transaction to decode: two lookup tables, an unknown program using 8 loaded accounts.
        let tables = [
            AddressLookupTableAccount(key: key(0xA1), addresses: (1...4).map(key)),
            AddressLookupTableAccount(key: key(0xA2), addresses: (5...8).map(key)),
        ]
        let wide = Instruction(
            programId: key(0xEE),
            accounts: (1...8).map { AccountMeta(publicKey: key($0), isSigner: false, isWritable: $0 <= 4) },
            data: [UInt8](repeating: 0x11, count: 16))
        var v0 = try! Transaction(
            feePayer: payer.publicKey, blockhash: blockhash, version: .v0, addressLookupTables: tables,
            instructions: [
                ComputeBudgetProgram.setComputeUnitPrice(microLamports: 1_000), wide,
                SystemProgram.transfer(from: payer.publicKey, to: key(1), lamports: 1_000),
            ])
        try! v0.sign(payer)
        let v0Bytes = v0.wireBytes

        return [
            Benchmark(name: "tx_sol_transfer_build_sign_serialize") { n in
                var total = 0
                for _ in 0..<n {
                    var tx = try! Transaction(
                        feePayer: payer.publicKey, blockhash: blockhash,
                        instructions: [SystemProgram.transfer(from: payer.publicKey, to: to, lamports: 1_000_000)])
                    try! tx.sign(payer)
                    total &+= try! tx.serialize().count
                }
                return total
            },
            Benchmark(name: "tx_token_5ix_build_sign_serialize") { n in
                var total = 0
                for _ in 0..<n {
                    var tx = try! Transaction(feePayer: payer.publicKey, blockhash: blockhash) {
                        ComputeBudgetProgram.setComputeUnitLimit(50_000)
                        ComputeBudgetProgram.setComputeUnitPrice(microLamports: 1_000)
                        TokenProgram.transferChecked(
                            source: source, mint: mint, destination: destination, owner: payer.publicKey,
                            amount: 250_000_000, decimals: 6)
                        MemoProgram.memo("invoice 42", signers: [payer.publicKey])
                        TokenProgram.closeAccount(account: source, destination: payer.publicKey, owner: payer.publicKey)
                    }
                    try! tx.sign(payer)
                    total &+= try! tx.serialize().count
                }
                return total
            },
            Benchmark(name: "tx_v0_deserialize") { n in
                var total = 0
                // A cheap sink: the peer reads nothing back.
                for _ in 0..<n { total &+= (try! Transaction(wireBytes: v0Bytes)).signatures.count }
                return total
            },
        ]
    }
}
