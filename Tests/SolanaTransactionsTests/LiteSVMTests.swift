import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// Transactions we build run in LiteSVM (the real Solana runtime, through solders): a SOL transfer, a mint +
/// ATAs + MintTo + TransferChecked with a memo and compute budget, a v0 transfer through a lookup table, and a
/// durable-nonce transfer. LiteSVM starts from the same genesis blockhash every run, so the oracle replays
/// the whole history on each call.
@Suite struct LiteSVMTests {
    struct Step: Codable { let transaction: String; var expireAfter = false }
    struct Airdrop: Codable { let pubkey: String; let lamports: UInt64 }
    struct Request: Codable {
        var airdrops: [Airdrop]
        var lookupTables: [TableSpec] = []
        var steps: [Step] = []
        var balances: [String] = []
        var tokenAccounts: [String] = []
        var accounts: [String] = []
    }
    struct Reply: Codable {
        struct Outcome: Codable { let ok: Bool; let error: String?; let logs: [String] }
        let blockhash: String
        let results: [Outcome]
        let balances: [String: UInt64]
        let tokenAmounts: [String: UInt64?]
        let accountData: [String: String?]
        let rentExempt165: UInt64
        let rentExempt82: UInt64
        let rentExempt80: UInt64
    }

    func run(_ request: Request) throws -> Reply {
        try Oracle.ask("svm", request, as: Reply.self, script: "tx_oracle.py")
    }

    @Test func transactionsRunInLiteSVM() throws {
        let payer = Keypair.generate(), mint = Keypair.generate(), nonce = Keypair.generate()
        let bob = Keys.random(), carol = Keys.random()
        let table = AddressLookupTableAccount(key: Keys.random(), addresses: [Keys.random(), bob, carol])
        var request = Request(
            airdrops: [Airdrop(pubkey: payer.publicKey.base58, lamports: 10_000_000_000)],
            lookupTables: [TableSpec(key: table.key.base58, addresses: table.addresses.map(\.base58))])
        let genesis = try run(request)
        let blockhash = try Hash(genesis.blockhash)

        func send(_ tx: Transaction, expireAfter: Bool = false) throws {
            #expect(tx.isFullySignedAndValid)
            request.steps.append(Step(transaction: try tx.serialize().hex, expireAfter: expireAfter))
        }
        let me = payer.publicKey
        let payerATA = PublicKey.associatedTokenAddress(owner: me, mint: mint.publicKey)
        let bobATA = PublicKey.associatedTokenAddress(owner: bob, mint: mint.publicKey)

        // 1. A SOL transfer.
        try send(
            Transaction(feePayer: me, blockhash: blockhash) {
                SystemProgram.transfer(from: me, to: bob, lamports: 1_000_000)
            }.signed(payer))
        // 2. A mint: CreateAccount + InitializeMint2 (two signers, signed in reverse order).
        try send(
            Transaction(feePayer: me, blockhash: blockhash) {
                SystemProgram.createAccount(
                    from: me, newAccount: mint.publicKey, lamports: genesis.rentExempt82,
                    space: UInt64(TokenMint.length), owner: .tokenProgram)
                TokenProgram.initializeMint2(mint: mint.publicKey, decimals: 6, mintAuthority: me)
            }.signed(mint, payer))
        // 3. ATAs (idempotent and plain) + MintTo.
        try send(
            Transaction(feePayer: me, blockhash: blockhash) {
                AssociatedTokenProgram.createIdempotent(payer: me, owner: me, mint: mint.publicKey)
                AssociatedTokenProgram.create(payer: me, owner: bob, mint: mint.publicKey)
                TokenProgram.mintTo(mint: mint.publicKey, destination: payerATA, authority: me, amount: 1_000_000_000)
            }.signed(payer))
        // 4. Compute budget + TransferChecked + memo.
        try send(
            Transaction(feePayer: me, blockhash: blockhash) {
                ComputeBudgetProgram.setComputeUnitLimit(50_000)
                ComputeBudgetProgram.setComputeUnitPrice(microLamports: 1_000)
                TokenProgram.transferChecked(
                    source: payerATA, mint: mint.publicKey, destination: bobATA, owner: me,
                    amount: 250_000_000, decimals: 6)
                MemoProgram.memo("thanks for lunch", signers: [me])
            }.signed(payer))
        // 5. v0 through the lookup table: bob and carol are loaded from it.
        let v0 = try Transaction(feePayer: me, blockhash: blockhash, version: .v0, addressLookupTables: [table]) {
            SystemProgram.transfer(from: me, to: carol, lamports: 2_000_000)
            SystemProgram.transfer(from: me, to: bob, lamports: 1)
        }.signed(payer)
        #expect(v0.message.addressTableLookups.first?.writableIndexes.sorted() == [1, 2])
        try send(v0)
        // 6. A nonce account; then the blockhash expires so the nonce can advance.
        try send(
            Transaction(
                feePayer: me, blockhash: blockhash,
                instructions: SystemProgram.createNonceAccount(
                    from: me, nonce: nonce.publicKey, authority: me,
                    lamports: genesis.rentExempt80)
            ).signed(payer, nonce),
            expireAfter: true)
        request.accounts = [nonce.publicKey.base58]
        let afterNonce = try run(request)
        #expect(afterNonce.results.allSatisfy { $0.ok }, "\(afterNonce.results.filter { !$0.ok })")
        let nonceData = [UInt8](hex: try #require(afterNonce.accountData[nonce.publicKey.base58] ?? nil))
        #expect(nonceData.count == 80)
        let nonceValue = try Hash(bytes: nonceData[40..<72])
        #expect(nonceValue.base58 != afterNonce.blockhash)

        // 7. A durable-nonce transfer (AdvanceNonceAccount first, the nonce as blockhash).
        try send(
            Transaction(feePayer: me, nonce: DurableNonce(account: nonce.publicKey, authority: me, value: nonceValue)) {
                SystemProgram.transfer(from: me, to: bob, lamports: 5_000)
            }.signed(payer))

        request.balances = [bob.base58, carol.base58]
        request.tokenAccounts = [payerATA.base58, bobATA.base58]
        let final = try run(request)
        #expect(final.results.count == 7)
        for (index, outcome) in final.results.enumerated() {
            #expect(outcome.ok, "step \(index + 1): \(outcome.error ?? "") \(outcome.logs)")
        }
        #expect(final.results[3].logs.contains { $0.contains("Memo (len 16)") })
        #expect(final.balances[bob.base58] == 1_000_000 + 1 + 5_000)
        #expect(final.balances[carol.base58] == 2_000_000)
        #expect(final.tokenAmounts[payerATA.base58] == 750_000_000)
        #expect(final.tokenAmounts[bobATA.base58] == 250_000_000)
        // The nonce advanced: its stored value changed.
        let advanced = [UInt8](hex: try #require(final.accountData[nonce.publicKey.base58] ?? nil))
        #expect(Array(advanced[40..<72]) != nonceValue.bytes)
    }
}
