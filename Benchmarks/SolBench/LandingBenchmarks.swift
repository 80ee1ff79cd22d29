import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions

/// The landing rows of `make bench` (driven by Benchmarks/landing_bench.py, with localnet dropping a share of the
/// `sendTransaction` calls):
///
///   SolBench land URL NAME COUNT RESEND_MS   COUNT transfers sent at once, each landed by `sendAndConfirm` with
///                                            resends every RESEND_MS; rows `landing_NAME_land_rate` (landed / COUNT)
///                                            and `landing_NAME_median_ns` (send to confirmed, over the landed ones)
enum LandingBenchmarks {
    static func land(url: URL, name: String, count: Int, resend: Duration) async throws -> [String: Double] {
        let rpc = WalletBenchmarks.client(url)
        let payer = Keypair.generate()
        try await rpc.airdrop(payer.publicKey, lamports: 100 * Lamports.perSOL, commitment: .confirmed)
        var options = ConfirmationOptions(commitment: .confirmed, timeout: .seconds(300))
        options.pollInterval = .milliseconds(20)
        options.resendInterval = resend
        let latest = try await rpc.send(.getLatestBlockhash(commitment: .confirmed)).value
        let transactions = try (0..<count).map { index -> Transaction in
            var transaction = try Transaction(
                feePayer: payer.publicKey, blockhash: latest.blockhash,
                instructions: [
                    SystemProgram.transfer(
                        from: payer.publicKey, to: Keypair.generate().publicKey, lamports: 1_000_000 + UInt64(index))
                ])
            try transaction.sign(payer)
            return transaction
        }
        let ready = options
        let samples = try await withThrowingTaskGroup(of: Double?.self) { group in
            for transaction in transactions {
                group.addTask {
                    let start = Harness.nowNanoseconds()
                    let outcome = try await rpc.sendAndConfirm(
                        transaction, lastValidBlockHeight: latest.lastValidBlockHeight, options: ready)
                    guard case .confirmed = outcome else { return nil }
                    return Double(Harness.nowNanoseconds() - start)
                }
            }
            var samples: [Double] = []
            for try await sample in group { if let sample { samples.append(sample) } }
            return samples.sorted()
        }
        var results = ["landing_\(name)_land_rate": Double(samples.count) / Double(count)]
        if !samples.isEmpty { results["landing_\(name)_median_ns"] = samples[samples.count / 2] }
        return results
    }
}
