import Foundation
import NIOCore
import NIOPosix
import SolanaCore

// SolBench: times our side of each benchmark and prints {"name": ns_per_op, …} as JSON.
// Benchmarks/run_bench.py runs this and the peers (solders, solana-py) in one run and writes bench/results.json.
//
//   SolBench [FILTER]        CPU benchmarks whose name contains FILTER
//   SolBench responder       serve recorded getBalance replies; prints the port, runs until killed
//   SolBench rpc NAME URL    getBalance round trips against URL, rows suffixed with NAME
//   SolBench wallet-…        the wallet rows (see WalletBenchmarks.swift): history, sync, send
//   SolBench market-screen F decode the /coins/markets answer in F and compute the market screen
//   SolBench land URL NAME COUNT RESEND_MS   COUNT sends at once landed by sendAndConfirm (LandingBenchmarks.swift)
let arguments = Array(CommandLine.arguments.dropFirst())
func emit(_ results: [String: Double]) throws {
    let data = try JSONSerialization.data(withJSONObject: results, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}

switch arguments.first {
case "responder":
    let port = try Responder.start()
    FileHandle.standardOutput.write(Data("\(port)\n".utf8))
    FileHandle.standardOutput.synchronizeFile()
    while true { sleep(3600) }
case "rpc":
    // As a server or a CLI would: Swift Concurrency runs on NIO's event loops, so an RPC call's
    // continuation resumes on the loop that received the response (no thread switch per request).
    // Where NIO's executor cannot be installed (the static release build: the global executor hook is taken), the
    // rows are measured on Swift's default executor, with a note, instead of stopping the run.
    if ProcessInfo.processInfo.environment["SOLBENCH_DEFAULT_EXECUTOR"] == nil,
        !NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
    {
        let note = "note: NIO's event loops could not become the global executor here; Swift's default executor runs\n"
        FileHandle.standardError.write(Data(note.utf8))
    }
    guard arguments.count == 3, let url = URL(string: arguments[2]) else { fatalError("usage: SolBench rpc NAME URL") }
    let results = await RPCBenchmarks.run(name: arguments[1], url: url)
    for (name, value) in results.sorted(by: { $0.key < $1.key }) {
        FileHandle.standardError.write(Data("ours \(name): \(String(format: "%.1f", value)) ns\n".utf8))
    }
    try emit(results)
case "wallet-make-history":
    guard arguments.count == 3, let url = URL(string: arguments[1]), let count = Int(arguments[2]) else {
        fatalError("usage: SolBench wallet-make-history URL COUNT")
    }
    print(try await WalletBenchmarks.makeHistory(url: url, count: count).base58)
case "wallet-seed-history":
    guard arguments.count == 6, let address = try? PublicKey(arguments[2]), let count = Int(arguments[3]),
        let url = URL(string: arguments[4]), let offline = URL(string: arguments[5])
    else {
        fatalError("usage: SolBench wallet-seed-history HOME ADDRESS COUNT URL OFFLINE_URL")
    }
    try await WalletBenchmarks.seedHistory(
        home: arguments[1], address: address, count: count, url: url, offline: offline)
case "wallet-sync":
    guard arguments.count == 3, let url = URL(string: arguments[1]), let address = try? PublicKey(arguments[2]) else {
        fatalError("usage: SolBench wallet-sync URL ADDRESS")
    }
    try emit(try await WalletBenchmarks.sync(url: url, address: address))
case "market-screen":
    guard arguments.count == 2 else { fatalError("usage: SolBench market-screen FILE") }
    try emit(try MarketBenchmarks.decodeAndScreen(file: arguments[1]))
case "wallet-send":
    guard arguments.count == 3, let url = URL(string: arguments[1]), let count = Int(arguments[2]), count > 0 else {
        fatalError("usage: SolBench wallet-send URL COUNT")
    }
    try emit(try await WalletBenchmarks.send(url: url, count: count))
case "land":
    guard arguments.count == 5, let url = URL(string: arguments[1]), let count = Int(arguments[3]), count > 0,
        let resend = Int(arguments[4]), resend > 0
    else { fatalError("usage: SolBench land URL NAME COUNT RESEND_MS") }
    try emit(
        try await LandingBenchmarks.land(url: url, name: arguments[2], count: count, resend: .milliseconds(resend)))
default:
    let filter = arguments.first
    var results: [String: Double] = [:]
    for benchmark in CoreBenchmarks.all + KeysBenchmarks.all + TransactionBenchmarks.all + RPCBenchmarks.decoding
    where filter.map({ benchmark.name.contains($0) }) ?? true {
        results[benchmark.name] = Harness.measure(benchmark)
        FileHandle.standardError.write(
            Data("ours \(benchmark.name): \(String(format: "%.1f", results[benchmark.name]!)) ns\n".utf8))
    }
    try emit(results)
}
