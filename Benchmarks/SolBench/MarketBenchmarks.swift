import Foundation
import MarketData
import WalletPresentation

/// The market rows: decode a 250-coin `/coins/markets` answer and compute the market screen (sort, search-free
/// filter, every row's price, change and market cap formatted). The peer (market_bench.py) does the same with
/// pycoingecko's decoding (`json.loads`) and pandas.
enum MarketBenchmarks {
    static func decodeAndScreen(file: String) throws -> [String: Double] {
        let body = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        let benchmark = Benchmark(name: "market_decode_screen_250") { iterations in
            var sink = 0
            for _ in 0..<iterations {
                do {
                    let coins = try CoinGeckoDecoder.markets(body)
                    let view = MarketViewModel(
                        coins: Loaded(value: coins, source: .remote), global: nil, currency: .usd, sort: .priceDesc,
                        language: .en)
                    sink &+= view.rows.count &+ view.rows[0].price.utf8.count
                } catch {
                    fatalError("the benchmark's answer does not decode: \(error)")
                }
            }
            return sink
        }
        // The decoding alone, to tell it from the screen's work.
        let decodeOnly = Benchmark(name: "market_decode_250") { iterations in
            var sink = 0
            for _ in 0..<iterations {
                guard let coins = try? CoinGeckoDecoder.markets(body) else { fatalError("does not decode") }
                sink &+= coins.count
            }
            return sink
        }
        return [
            benchmark.name: Harness.measure(benchmark, runs: 7, target: 200_000_000),
            decodeOnly.name: Harness.measure(decodeOnly, runs: 7, target: 200_000_000),
        ]
    }
}
