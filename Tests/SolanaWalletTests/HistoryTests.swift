import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaWallet

/// History: synced in batches, stored so a repeat run fetches only what is new, decoded from the balances the
/// runtime recorded, and shown from the cache (saying so) when offline.
@Suite(.serialized) struct HistoryTests {
    @Test func transfersAreDecodedAsTheRuntimeRecordedThem() async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        let alice = Keypair.generate(), bob = Keypair.generate()
        try await client.airdrop(alice.publicKey, lamports: 3_000_000_000, commitment: .confirmed)
        try await client.airdrop(bob.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        // Alice → Bob with a memo; Bob → Alice; Alice mints tokens to Bob (a token change on Bob's side).
        let sent = try await WalletTestSupport.run(
            client, signers: [alice],
            [
                SystemProgram.transfer(from: alice.publicKey, to: bob.publicKey, lamports: 250_000_000),
                MemoProgram.memo("rent for March"),
            ])
        let received = try await WalletTestSupport.run(
            client, signers: [bob],
            [
                SystemProgram.transfer(from: bob.publicKey, to: alice.publicKey, lamports: 40_000_000)
            ])
        let mint = try await WalletTestSupport.mintTokens(
            client, payer: alice, to: bob.publicKey, amount: 5_000_000,
            decimals: 6)

        let database = try WalletTestSupport.temporaryDatabase()
        let cluster = try await WalletTestSupport.cluster(of: client, in: database)
        let store = SQLiteHistoryStore(database: database, cluster: cluster)
        let sync = HistorySync(client: client, store: store)
        let report = try await sync.sync(alice.publicKey)
        let entries = try store.entries(for: alice.publicKey, limit: 100, before: nil)
        #expect(report.added == entries.count && entries.count >= 4)  // airdrop, sent, received, mint
        #expect(report.requests == 2)  // one page of signatures, one batch of transactions

        // Every entry agrees with the balances the node reports for its transaction.
        for entry in entries {
            let response = try #require(try await client.send(.getTransaction(entry.signature, commitment: .confirmed)))
            let meta = try #require(response.meta)
            let keys = try #require(try response.decodedTransaction()).message.staticAccountKeys
            let index = try #require(keys.firstIndex(of: alice.publicKey))
            let change = Int64(meta.postBalances[index]) - Int64(meta.preBalances[index])
            let fee = keys[0] == alice.publicKey ? meta.fee : 0
            #expect(entry.fee == fee)
            let withoutFee = change + Int64(fee)
            #expect(entry.lamports == withoutFee.magnitude, "\(entry.signature)")
            #expect(entry.direction == (withoutFee < 0 ? .sent : withoutFee > 0 ? .received : .other))
            #expect(entry.slot == response.slot && entry.succeeded)
        }
        let byID = Dictionary(uniqueKeysWithValues: entries.map { ($0.signature, $0) })
        let out = try #require(byID[sent])
        #expect(out.direction == .sent && out.lamports == 250_000_000 && out.counterparty == bob.publicKey)
        #expect(out.memo == "rent for March" && out.fee == 5_000)
        let back = try #require(byID[received])
        #expect(back.direction == .received && back.lamports == 40_000_000 && back.counterparty == bob.publicKey)
        #expect(back.fee == 0)
        // Newest first.
        #expect(entries.map(\.slot) == entries.map(\.slot).sorted(by: >))

        // Bob's side of the mint: a token change with the mint's decimals.
        _ = try await sync.sync(bob.publicKey)
        let bobs = try store.entries(for: bob.publicKey, limit: 100, before: nil)
        let minted = try #require(bobs.first { !$0.tokenChanges.isEmpty })
        #expect(minted.tokenChanges == [.init(mint: mint, decimals: 6, amount: 5_000_000, isIncrease: true)])
        #expect(minted.direction == .received)

        // A repeat sync asks only for what is newer: one request, nothing added.
        let again = try await sync.sync(alice.publicKey)
        #expect(again == .init(added: 0, requests: 1))
        // New activity: only that is fetched.
        _ = try await WalletTestSupport.run(
            client, signers: [alice],
            [
                SystemProgram.transfer(from: alice.publicKey, to: bob.publicKey, lamports: 1)
            ])
        let more = try await sync.sync(alice.publicKey)
        #expect(more.added == 1 && more.requests == 2)
        #expect(try store.entries(for: alice.publicKey, limit: 1, before: nil).first?.lamports == 1)

        // Offline: the stored entries, with the reason; paging with `before`.
        let offline = HistorySync(client: try WalletTestSupport.offline(as: cluster, in: database), store: store)
        let page = try await offline.page(alice.publicKey, limit: 2)
        #expect(page.entries.count == 2 && page.offlineReason != nil)
        let next = try await offline.page(alice.publicKey, limit: 100, before: page.entries.last?.signature)
        #expect(next.entries.count == entries.count + 1 - 2)
        #expect(Set(next.entries.map(\.signature)).isDisjoint(with: page.entries.map(\.signature)))
        // An address never synced, offline: an error, not an empty history.
        await #expect(throws: HistoryError.self) { try await offline.page(Keypair.generate().publicKey, limit: 10) }
    }

    /// A page fetches what it shows, not the address's whole history: the newest page first, older pages when asked
    /// for (joined below the stored run), a long gap since the last sync restarts the stored run from the newest, and
    /// a `before` outside the stored run is read from the node without storing it.
    @Test func pagesAreFetchedWhenAskedFor() async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        let alice = Keypair.generate(), bob = Keypair.generate()
        try await client.airdrop(alice.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        try await client.airdrop(bob.publicKey, lamports: 1_000_000_000, commitment: .confirmed)  // rent-exempt
        func transfers(_ count: Int) async throws {
            for _ in 0..<count {
                _ = try await WalletTestSupport.run(
                    client, signers: [alice],
                    [
                        SystemProgram.transfer(
                            from: alice.publicKey, to: bob.publicKey,
                            lamports: UInt64.random(in: 1...9_999, using: &TestRandom.rng))
                    ])
            }
        }
        func nodeHistory() async throws -> [Signature] {
            try await client.send(.getSignaturesForAddress(alice.publicKey, limit: 1_000, commitment: .confirmed))
                .map(\.signature)
        }
        try await transfers(11)  // 12 transactions with the airdrop
        let database = try WalletTestSupport.temporaryDatabase()
        let cluster = try await WalletTestSupport.cluster(of: client, in: database)
        let store = SQLiteHistoryStore(database: database, cluster: cluster)
        var sync = HistorySync(client: client, store: store)
        sync.signaturesPerPage = 3
        sync.transactionsPerRequest = 2
        sync.newEntriesToJoin = 4
        let all = try await nodeHistory()
        #expect(all.count == 12)

        let first = try await sync.page(alice.publicKey, limit: 3)
        #expect(first.entries.map(\.signature) == Array(all[0..<3]) && first.hasOlder && first.offlineReason == nil)
        #expect(try store.count(for: alice.publicKey) == 4)  // the newest join's cap (4) was fetched, no more
        #expect(try !store.reachesFirstTransaction(alice.publicKey))
        let second = try await sync.page(alice.publicKey, limit: 4, before: first.entries.last?.signature)
        #expect(second.entries.map(\.signature) == Array(all[3..<7]) && second.hasOlder)
        #expect(try store.count(for: alice.publicKey) == 7)
        let rest = try await sync.page(alice.publicKey, limit: 100, before: second.entries.last?.signature)
        #expect(rest.entries.map(\.signature) == Array(all[7...]) && !rest.hasOlder)
        #expect(try store.reachesFirstTransaction(alice.publicKey))
        #expect(try store.entries(for: alice.publicKey, limit: 100, before: nil).map(\.signature) == all)
        // Every stored entry is what a full sync of the address stores.
        let full = SQLiteHistoryStore(database: try WalletTestSupport.temporaryDatabase(), cluster: cluster)
        _ = try await HistorySync(client: client, store: full).sync(alice.publicKey)
        #expect(
            try full.entries(for: alice.publicKey, limit: 100, before: nil)
                == store.entries(for: alice.publicKey, limit: 100, before: nil))
        #expect(try full.reachesFirstTransaction(alice.publicKey))

        // A short gap joins the stored run; the end of the history stays known.
        try await transfers(2)
        let joined = try await sync.page(alice.publicKey, limit: 3)
        #expect(joined.entries.map(\.signature) == Array(try await nodeHistory()[0..<3]))
        #expect(try store.count(for: alice.publicKey) == 14 && store.reachesFirstTransaction(alice.publicKey))

        // A `before` outside the stored run (after a restart below): read from the node, not stored.
        try await transfers(6)  // more than the join cap: the stored run restarts from the newest
        let now = try await nodeHistory()
        let restarted = try await sync.page(alice.publicKey, limit: 3)
        #expect(restarted.entries.map(\.signature) == Array(now[0..<3]) && restarted.hasOlder)
        #expect(try store.count(for: alice.publicKey) == 4 && !store.reachesFirstTransaction(alice.publicKey))
        let outside = try await sync.page(alice.publicKey, limit: 5, before: now[10])
        #expect(outside.entries.map(\.signature) == Array(now[11..<16]) && outside.hasOlder)
        let tail = try await sync.page(alice.publicKey, limit: 50, before: now[10])
        #expect(tail.entries.map(\.signature) == Array(now[11...]) && !tail.hasOlder)
        #expect(try store.count(for: alice.publicKey) == 4)
        #expect(
            tail.entries
                == Array(try full.entries(for: alice.publicKey, limit: 100, before: nil).suffix(tail.entries.count)))

        // Offline: the stored entries; a `before` that is not stored is an error that says so, not an empty page.
        let offline = HistorySync(client: try WalletTestSupport.offline(as: cluster, in: database), store: store)
        let cached = try await offline.page(alice.publicKey, limit: 10)
        #expect(cached.entries.count == 4 && cached.offlineReason != nil && cached.hasOlder)
        await #expect(throws: HistoryError.notStored(now[10])) {
            try await offline.page(alice.publicKey, limit: 5, before: now[10])
        }
    }

    /// Paging over many stored entries, and the stored form round-trips every field.
    @Test func storedEntriesRoundTripAndPage() throws {
        let store = SQLiteHistoryStore(
            database: try WalletTestSupport.temporaryDatabase(), cluster: WalletTestSupport.storeCluster)
        let address = Keypair.generate().publicKey
        func entry(_ n: Int) -> HistoryEntry {
            HistoryEntry(
                address: address, signature: try! Signature(bytes: Random.bytes(64)), slot: UInt64(n),
                blockTime: n % 3 == 0 ? nil : Date(timeIntervalSince1970: TimeInterval(1_700_000_000 + n)),
                error: n % 5 == 0 ? "{\"InstructionError\":[0,{\"Custom\":1}]}" : nil, fee: UInt64(n),
                direction: [.sent, .received, .other][n % 3], lamports: UInt64.max - UInt64(n),
                tokenChanges: n % 2 == 0
                    ? []
                    : [
                        .init(
                            mint: Keypair.generate().publicKey, decimals: 9,
                            amount: UInt64.max, isIncrease: n % 4 == 1)
                    ],
                counterparty: n % 7 == 0 ? nil : Keypair.generate().publicKey, memo: n % 2 == 0 ? "memo \(n) ✓" : nil)
        }
        // Two syncs: 1…300 then 301…500, each given newest first.
        let first = (1...300).map(entry), second = (301...500).map(entry)
        try store.append(first.reversed(), for: address)
        try store.append(second.reversed(), for: address)
        let all = try store.entries(for: address, limit: 10_000, before: nil)
        #expect(all == (first + second).reversed())
        #expect(try store.newestSignature(for: address) == second.last?.signature)
        var paged: [HistoryEntry] = []
        var cursor: Signature?
        while true {
            let page = try store.entries(for: address, limit: 64, before: cursor)
            if page.isEmpty { break }
            paged += page
            cursor = page.last?.signature
        }
        #expect(paged == all)
        #expect(try store.entry(first[10].signature, for: address) == first[10])
        // Appending what is stored already changes nothing.
        try store.append([second.last!], for: address)
        #expect(try store.entries(for: address, limit: 10_000, before: nil).count == 500)
        // Older entries go below the stored run, in order; the extent flag is kept per address; removeAll clears both.
        let older = (501...600).map(entry)  // contents need not be older; the order is where they are put
        try store.appendOlder(Array(older[50...].reversed()), for: address)
        try store.appendOlder(Array(older[..<50].reversed()), for: address)
        #expect(try store.entries(for: address, limit: 10_000, before: nil) == (older + first + second).reversed())
        #expect(try store.oldestSignature(for: address) == older.first?.signature)
        #expect(try !store.reachesFirstTransaction(address))
        try store.setReachesFirstTransaction(true, for: address)
        #expect(try store.reachesFirstTransaction(address))
        #expect(try !store.reachesFirstTransaction(Keypair.generate().publicKey))
        try store.removeAll(for: address)
        #expect(try store.count(for: address) == 0 && !store.reachesFirstTransaction(address))
        #expect(try store.newestSignature(for: address) == nil && store.oldestSignature(for: address) == nil)
    }
}
