import Foundation

// SolBench: times our side of each benchmark and prints {"name": ns_per_op, …} as JSON.
// Benchmarks/run_bench.py runs this and the peer (solders…) in one run and writes bench/results.json.
let filter = CommandLine.arguments.dropFirst().first
var results: [String: Double] = [:]
for benchmark in CoreBenchmarks.all + KeysBenchmarks.all + TransactionBenchmarks.all where filter.map({ benchmark.name.contains($0) }) ?? true {
    results[benchmark.name] = Harness.measure(benchmark)
    FileHandle.standardError.write(Data("ours \(benchmark.name): \(String(format: "%.1f", results[benchmark.name]!)) ns\n".utf8))
}
let data = try JSONSerialization.data(withJSONObject: results, options: [.sortedKeys])
print(String(decoding: data, as: UTF8.self))
