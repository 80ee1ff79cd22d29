import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import TestSupport
import Testing

/// A confirmed v0 transaction that loads accounts through an address lookup table reads back whole: the lookup
/// rebuilds the tables from what the node says it loaded, so the instructions decode to the ones sent (named, with
/// their accounts) even after the table account is gone; a node whose lists do not fit the lookups is refused.
@Suite(.serialized) struct TransactionLookupTablesTests {
    /// An active lookup table account's data: the 56-byte header (type 1, never deactivated, authority none), then
    /// the addresses.
    static func tableData(_ addresses: [PublicKey]) -> [UInt8] {
        var data: [UInt8] = [1, 0, 0, 0] + [UInt8](repeating: 0xFF, count: 8)  // LookupTable, deactivation u64::MAX
        data += [UInt8](repeating: 0, count: 8) + [0]  // last extended slot 0, its start index 0
        data += [0] + [UInt8](repeating: 0, count: 32) + [0, 0]  // no authority, padding
        precondition(data.count == AddressLookupTableAccount.metadataLength)
        return data + addresses.flatMap(\.bytes)
    }

    @Test func aV0TransferThroughATableIsReadBackAndNamedAfterTheTableCloses() async throws {
        let localnet = try Localnet()
        defer { localnet.stop() }
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let alice = Keypair.generate()
        try await client.airdrop(alice.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        // A table of random size with the recipient and a reference at random places.
        let bob = Keypair.generate().publicKey, reference = Keypair.generate().publicKey
        var addresses = (0..<Int.random(in: 2...40, using: &TestRandom.rng)).map { _ in Keypair.generate().publicKey }
        let bobAt = Int.random(in: 0..<addresses.count, using: &TestRandom.rng)
        addresses[bobAt] = bob
        let referenceAt = (bobAt + Int.random(in: 1..<addresses.count, using: &TestRandom.rng)) % addresses.count
        addresses[referenceAt] = reference
        let tableKey = Keypair.generate().publicKey
        let data = Self.tableData(addresses)
        let rent = try await client.send(.getMinimumBalanceForRentExemption(data.count))
        _ = try await localnet.admin(
            "/admin/set-account",
            [
                "pubkey": tableKey.base58, "lamports": Int(rent), "owner": PublicKey.addressLookupTableProgram.base58,
                "data": Data(data).base64EncodedString(),
            ])
        _ = try await localnet.admin("/admin/advance", ["slots": 40])

        let lamports = UInt64.random(in: 1_000_000...100_000_000, using: &TestRandom.rng)
        var transfer = SystemProgram.transfer(from: alice.publicKey, to: bob, lamports: lamports)
        transfer.accounts.append(AccountMeta(publicKey: reference, isSigner: false, isWritable: false))
        let latest = try await client.send(.getLatestBlockhash(commitment: .confirmed)).value
        var tx = try Transaction(
            feePayer: alice.publicKey, lifetime: .blockhash(latest.blockhash), version: .v0,
            addressLookupTables: [AddressLookupTableAccount(key: tableKey, addresses: addresses)],
            instructions: [transfer])
        guard case .v0(let sent) = tx.message else { throw Oracle.Failure(description: "not v0") }
        #expect(sent.loadedAccountCount == 2, "bob and the reference come from the table")
        try tx.sign([alice])
        let outcome = try await client.sendAndConfirm(tx, lastValidBlockHeight: latest.lastValidBlockHeight)
        guard case .confirmed(let signature, _, _) = outcome else {
            Issue.record("\(outcome), seed \(TestRandom.seed)")
            return
        }
        // The table is gone: only what the node recorded can resolve the lookups now.
        _ = try await localnet.admin(
            "/admin/set-account",
            ["pubkey": tableKey.base58, "lamports": 0, "owner": PublicKey.systemProgram.base58, "data": ""])
        _ = try await localnet.admin("/admin/advance", ["slots": 40])

        let record = try await TransactionLookup(client: client).record(signature)
        #expect(record.lookupTables.map(\.key) == [tableKey])
        let instructions = try record.transaction.message.decompiledInstructions(lookupTables: record.lookupTables)
        #expect(instructions == [transfer], "seed \(TestRandom.seed)")
        let report = TransactionReport(record.transaction, lookupTables: record.lookupTables)
        #expect(report.error == nil, "\(report.error ?? "")")
        let entry = try #require(report.instructions.first)
        #expect(entry.program == "system" && entry.type == "transfer", "\(entry)")
        #expect(entry.accounts == [alice.publicKey.base58, bob.base58, reference.base58])
        // Without the rebuilt tables the same report cannot name the accounts.
        #expect(TransactionReport(record.transaction).error != nil)
        let change = try #require(record.balances.first { $0.account == bob })
        #expect(change.after - change.before == lamports)
    }

    /// The node's lists must fit the lookups: a count that differs, or two addresses for one table index, is refused.
    @Test func loadedAddressesThatDoNotFitAreRefused() throws {
        let table = Keypair.generate().publicKey
        let a = Keypair.generate().publicKey, b = Keypair.generate().publicKey
        let payer = Keypair.generate().publicKey
        // One lookup reading index 3 writable and index 3 again read-only (a table entry is one address).
        let instruction = Instruction(
            programId: .systemProgram,
            accounts: [
                AccountMeta(publicKey: payer, isSigner: true, isWritable: true),
                AccountMeta(publicKey: a, isSigner: false, isWritable: true),
            ], data: [])
        let tables = [AddressLookupTableAccount(key: table, addresses: [b, b, b, a])]
        let blockhash = try Hash(bytes: [UInt8](repeating: 7, count: 32))
        let message = try MessageV0(
            instructions: [instruction], feePayer: payer, recentBlockhash: blockhash, addressLookupTables: tables)
        #expect(message.loadedAccountCount == 1)
        let rebuilt = try message.lookupTables(loaded: LoadedAddresses(writable: [a]))
        #expect(try message.loadedAddresses(from: rebuilt) == LoadedAddresses(writable: [a]))
        #expect(throws: TransactionError.self) { try message.lookupTables(loaded: LoadedAddresses()) }
        #expect(throws: TransactionError.self) { try message.lookupTables(loaded: LoadedAddresses(writable: [a, b])) }
        #expect(throws: TransactionError.self) {
            try message.lookupTables(loaded: LoadedAddresses(writable: [a], readonly: [b]))
        }
    }
}
