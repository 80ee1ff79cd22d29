import Foundation
import SolanaCore
import SolanaRPC

/// Issue 5: getBalance round trips through our client, sequential and 64 at a time.
enum RPCBenchmarks {
    static let account = PublicKey(staticString: "HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk")

    /// Returns ns per request for each row: the median of 5 timed runs of `seconds` each, after a warm-up.
    static func run(name: String, url: URL, seconds: Double = 1.0) async -> [String: Double] {
        let seconds = ProcessInfo.processInfo.environment["BENCH_SMOKE"] == nil ? seconds : 0.05
        let client = RPCClient(cluster: Cluster(url: url), configuration: .init(retry: .none))
        var results: [String: Double] = [:]
        results["rpc_getbalance_sequential_\(name)"] = await median { await sequential(client, seconds: seconds) }
        results["rpc_getbalance_64concurrent_\(name)"] = await median {
            await concurrent(client, seconds: seconds, width: 64)
        }
        return results
    }

    static func median(_ body: () async -> Double) async -> Double {
        _ = await body()  // warm-up: connections, caches
        var samples: [Double] = []
        for _ in 0..<5 { samples.append(await body()) }
        samples.sort()
        return samples[samples.count / 2]
    }

    static func sequential(_ client: RPCClient, seconds: Double) async -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let end = start + .milliseconds(Int64(seconds * 1000))
        var count = 0
        while clock.now < end {
            do { _ = try await client.send(.getBalance(account)) } catch { fatalError("getBalance failed: \(error)") }
            count += 1
        }
        return nanoseconds(clock.now - start) / Double(count)
    }

    static func concurrent(_ client: RPCClient, seconds: Double, width: Int) async -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let end = start + .milliseconds(Int64(seconds * 1000))
        let total = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<width {
                group.addTask {
                    var count = 0
                    while clock.now < end {
                        do { _ = try await client.send(.getBalance(account)) } catch {
                            fatalError("getBalance failed: \(error)")
                        }
                        count += 1
                    }
                    return count
                }
            }
            return await group.reduce(0, +)
        }
        return nanoseconds(clock.now - start) / Double(total)
    }

    /// Decoding recorded answers (the CPU side of a call), as solders' `…Resp.from_json` does.
    static var decoding: [Benchmark] {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/solana/rpc")
        func load(_ name: String) -> [UInt8] {
            guard let data = FileManager.default.contents(atPath: fixtures.appendingPathComponent(name).path) else {
                fatalError("missing fixture \(name)")
            }
            return Array(data)
        }
        let transaction = load("getTransaction-base64-v0-loadedAddresses-tokenBalances-devnet.json")
        let getTransaction = RPCRequest<TransactionResponse?>.getTransaction(Signature.zero)
        let tokenAccounts = load("getTokenAccountsByOwner-jsonParsed-testnet.json")
        let getTokenAccounts = RPCRequest<RPCResponse<[KeyedAccount]>>.getTokenAccountsByOwner(
            account, filter: .programId(.tokenProgram))
        return [
            Benchmark(name: "rpc_decode_gettransaction") { n in
                var total = 0
                for _ in 0..<n {
                    total &+= Int(truncatingIfNeeded: (try? getTransaction.decodeResponse(transaction))??.slot ?? 0)
                }
                return total
            },
            Benchmark(name: "rpc_decode_tokenaccounts_jsonparsed") { n in
                var total = 0
                for _ in 0..<n { total &+= (try? getTokenAccounts.decodeResponse(tokenAccounts))?.value.count ?? 0 }
                return total
            },
        ]
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }
}
