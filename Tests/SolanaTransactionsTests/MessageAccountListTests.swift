import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// `MessageAccountList`: a message's accounts in runtime order, with lookup entries resolved when tables are given.
@Suite struct MessageAccountListTests {
    static func key() -> PublicKey { Keypair.generate().publicKey }

    /// A v0 token transfer whose source, destination (writable) and mint (read-only) come from one table.
    static func v0Transfer() throws -> (
        message: VersionedMessage, table: AddressLookupTableAccount, payer: PublicKey,
        source: PublicKey, destination: PublicKey, mint: PublicKey
    ) {
        let payer = key(), source = key(), destination = key(), mint = key()
        let table = AddressLookupTableAccount(key: key(), addresses: [key(), mint, destination, source])
        let transfer = TokenProgram.transferChecked(
            source: source, mint: mint, destination: destination, owner: payer,
            amount: 5, decimals: 6)
        let blockhash = try Hash(bytes: Random.bytes(32))
        let message = try MessageV0(
            instructions: [transfer], feePayer: payer, recentBlockhash: blockhash,
            addressLookupTables: [table])
        return (.v0(message), table, payer, source, destination, mint)
    }

    @Test func resolvedWithTheTable() throws {
        let t = try Self.v0Transfer()
        let list = MessageAccountList(t.message, lookupTables: [t.table])
        #expect(list.isResolved && list.resolutionError == nil)
        #expect(list.publicKeys == (try t.message.accountKeys(lookupTables: [t.table])))
        let byKey = Dictionary(uniqueKeysWithValues: list.entries.map { ($0.publicKey!, $0) })
        #expect(byKey[t.payer]?.source == .static && byKey[t.payer]?.isSigner == true)
        #expect(byKey[t.source]?.source == .lookupTable(table: t.table.key, index: 3))
        #expect(byKey[t.destination]?.source == .lookupTable(table: t.table.key, index: 2))
        #expect(byKey[t.mint]?.source == .lookupTable(table: t.table.key, index: 1))
        #expect(byKey[t.source]?.isWritable == true && byKey[t.mint]?.isWritable == false)
        #expect(list.entries.map(\.index) == Array(0..<list.entries.count))
        #expect(list.label(0) == t.payer.base58)
    }

    @Test func unresolvedWithoutTheTable() throws {
        let t = try Self.v0Transfer()
        let list = MessageAccountList(t.message)
        #expect(!list.isResolved && list.publicKeys == nil)
        #expect(list.resolutionError == .missingLookupTable(t.table.key))
        let loaded = list.entries.filter { $0.source != .static }
        #expect(loaded.count == 3 && loaded.allSatisfy { $0.publicKey == nil })
        // Writable entries first, then read-only: the mint (index 1) is last.
        #expect(
            loaded.map(\.label) == ["\(t.table.key.base58)#3", "\(t.table.key.base58)#2", "\(t.table.key.base58)#1"]
                || loaded.map(\.label) == [
                    "\(t.table.key.base58)#2", "\(t.table.key.base58)#3", "\(t.table.key.base58)#1",
                ])
        #expect(loaded.last?.isWritable == false)
        // Static keys are still known.
        #expect(list.entries.filter { $0.source == .static }.allSatisfy { $0.publicKey != nil })
        #expect(list.label(99) == "#99?")
        // A table that is too short: an error naming it, not a crash.
        let short = AddressLookupTableAccount(key: t.table.key, addresses: [Self.key()])
        #expect(
            MessageAccountList(t.message, lookupTables: [short]).resolutionError
                == .lookupIndexOutOfRange(table: t.table.key, index: 3, tableSize: 1)
                || MessageAccountList(t.message, lookupTables: [short]).resolutionError
                    == .lookupIndexOutOfRange(table: t.table.key, index: 2, tableSize: 1)
        )
    }

    @Test func legacyMessagesAreAllStatic() throws {
        let from = Keypair.generate(), to = Self.key()
        let blockhash = try Hash(bytes: Random.bytes(32))
        let message = VersionedMessage.legacy(
            try LegacyMessage(
                instructions: [SystemProgram.transfer(from: from.publicKey, to: to, lamports: 1)],
                feePayer: from.publicKey, recentBlockhash: blockhash))
        let list = MessageAccountList(message)
        #expect(list.isResolved)
        #expect(list.entries.map(\.publicKey) == [from.publicKey, to, .systemProgram])
        #expect(list.entries.map(\.isSigner) == [true, false, false])
        #expect(list.entries.map(\.isWritable) == [true, true, false])
    }
}
