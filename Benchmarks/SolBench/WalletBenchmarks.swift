import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet

/// The wallet rows of `make bench` (driven by Benchmarks/run_bench.py's wallet_rows):
///
///   SolBench wallet-make-history URL COUNT    an address with COUNT transactions on localnet; prints it
///   SolBench wallet-seed-history HOME ADDRESS COUNT URL OFFLINE   COUNT stored history entries for ADDRESS under HOME
///                                                  (URL's cluster; OFFLINE remembered as the same cluster)
///   SolBench wallet-sync URL ADDRESS          one full history sync into a new database: time and HTTP requests
///   SolBench wallet-send URL COUNT            COUNT SOL sends, each end to end: blockhash, build, sign, send, confirm
enum WalletBenchmarks {
    static func client(_ url: URL) -> RPCClient {
        RPCClient(
            cluster: Cluster(url: url),
            configuration: .init(
                commitment: .confirmed, requestTimeout: .seconds(60),
                overallTimeout: .seconds(120)))
    }

    /// Sends `count` transfers to a new address (each its own transaction) and waits for the last one.
    static func makeHistory(url: URL, count: Int) async throws -> PublicKey {
        let rpc = client(url)
        let payer = Keypair.generate(), recipient = Keypair.generate().publicKey
        try await rpc.airdrop(payer.publicKey, lamports: 1_000 * Lamports.perSOL, commitment: .confirmed)
        var last: Signature?
        var sent = 0
        while sent < count {
            let latest = try await rpc.send(.getLatestBlockhash(commitment: .confirmed)).value
            let batch = min(100, count - sent)
            let wires = try (0..<batch).map { index -> ([UInt8], Signature) in
                var transaction = try Transaction(
                    feePayer: payer.publicKey, blockhash: latest.blockhash,
                    instructions: [
                        SystemProgram.transfer(
                            from: payer.publicKey, to: recipient, lamports: 1_000_000 + UInt64(sent + index))
                    ])
                try transaction.sign(payer)
                return (try transaction.serialize(), transaction.id!)
            }
            let results = try await rpc.batch(
                wires.map { RPCRequest<Signature>.sendTransaction($0.0, skipPreflight: true) })
            for result in results { _ = try result.get() }
            last = wires.last?.1
            sent += batch
        }
        // Wait until the last transfer is confirmed, so getSignaturesForAddress lists them all.
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(120)
        while clock.now < deadline {
            if let last, let status = try await rpc.send(.getSignatureStatuses([last])).value.first ?? nil,
                status.satisfies(.confirmed)
            {
                return recipient
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw RPCClientError.timeout(.seconds(120))
    }

    /// `count` synthetic entries, newest first, stored for `address` under `home` in the cache of `url`'s cluster;
    /// `offline` (a URL where nothing listens) is remembered as that same cluster, so that the cached reads the
    /// benchmark times through it find that cluster's caches (they are kept per cluster).
    static func seedHistory(home: String, address: PublicKey, count: Int, url: URL, offline: URL) async throws {
        let database = try WalletDatabase(path: WalletPaths(home: home).databasePath)
        let cluster = try await ClusterIdentities(database: database).identity(of: client(url))
        try SQLiteClusterIdentityStore(database: database).remember(
            cluster.genesisHash, forURLKey: ClusterIdentity.urlKey(offline))
        let store = SQLiteHistoryStore(database: database, cluster: cluster)
        let counterparty = Keypair.generate().publicKey, mint = Keypair.generate().publicKey
        var entries: [HistoryEntry] = []
        entries.reserveCapacity(count)
        for index in (0..<count).reversed() {
            var bytes = [UInt8](repeating: 0, count: 64)
            withUnsafeBytes(of: UInt64(index).littleEndian) { bytes.replaceSubrange(0..<8, with: $0) }
            bytes[63] = 1
            entries.append(
                HistoryEntry(
                    address: address, signature: try Signature(bytes: bytes), slot: UInt64(1_000 + index),
                    blockTime: Date(timeIntervalSince1970: 1_790_000_000 + TimeInterval(index)), error: nil,
                    fee: 5_000, direction: index % 2 == 0 ? .sent : .received, lamports: UInt64(index) * 1_000,
                    tokenChanges: index % 5 == 0
                        ? [.init(mint: mint, decimals: 6, amount: 1_500_000, isIncrease: true)] : [],
                    counterparty: counterparty, memo: index % 3 == 0 ? "invoice \(index)" : nil))
        }
        try store.append(entries, for: address)
    }

    /// One full sync into a new database: {"wallet_history_sync_1000tx": ns, "requests": n, "transactions": k}.
    static func sync(url: URL, address: PublicKey) async throws -> [String: Double] {
        let directory = NSTemporaryDirectory() + "solbench-sync-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let sync = HistorySync(
            client: client(url),
            store: SQLiteHistoryStore(database: try WalletDatabase(path: directory + "/w.sqlite")))
        let start = Harness.nowNanoseconds()
        let report = try await sync.sync(address)
        let elapsed = Double(Harness.nowNanoseconds() - start)
        return [
            "wallet_history_sync": elapsed, "requests": Double(report.requests), "transactions": Double(report.added),
        ]
    }

    /// `count` SOL transfers one after another, each end to end (getLatestBlockhash, compile, sign, sendTransaction,
    /// getSignatureStatuses every 20 ms until `confirmed`): the median nanoseconds of one send. The peer
    /// (Benchmarks/wallet_bench.py) does the same with solana-py and solders, polling at the same interval.
    static func send(url: URL, count: Int) async throws -> [String: Double] {
        let rpc = client(url)
        let payer = Keypair.generate(), recipient = Keypair.generate().publicKey
        try await rpc.airdrop(payer.publicKey, lamports: 10 * Lamports.perSOL, commitment: .confirmed)
        var options = ConfirmationOptions(commitment: .confirmed, timeout: .seconds(60))
        options.pollInterval = .milliseconds(20)
        var samples: [Double] = []
        for index in 0..<count {
            let start = Harness.nowNanoseconds()
            let latest = try await rpc.send(.getLatestBlockhash(commitment: .confirmed)).value
            var transaction = try Transaction(
                feePayer: payer.publicKey, blockhash: latest.blockhash,
                instructions: [
                    SystemProgram.transfer(from: payer.publicKey, to: recipient, lamports: 1_000_000 + UInt64(index))
                ])
            try transaction.sign(payer)
            let outcome = try await rpc.sendAndConfirm(
                transaction, lastValidBlockHeight: latest.lastValidBlockHeight, options: options)
            guard case .confirmed = outcome else { throw RPCClientError.invalidRequest("send \(index): \(outcome)") }
            samples.append(Double(Harness.nowNanoseconds() - start))
        }
        samples.sort()
        return ["wallet_sol_send_end_to_end": samples[samples.count / 2]]
    }
}
