import Foundation

/// One benchmark: a name shared with the peer script, and a body that runs `iterations` operations.
struct Benchmark {
    let name: String
    /// Runs the operation `iterations` times; returns something derived from the work so it is not optimised away.
    let body: (_ iterations: Int) -> Int
}

/// Times benchmarks: warm-up, then the median of several timed runs, in nanoseconds per operation.
enum Harness {
    static func nowNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Picks an iteration count so one run lasts about `target` ns, then returns the median of `runs` runs.
    static func measure(_ benchmark: Benchmark, runs: Int = 9, target: UInt64 = 60_000_000) -> Double {
        // `BENCH_SMOKE`: one short run each (that the rows still run, not what they measure).
        let smoke = ProcessInfo.processInfo.environment["BENCH_SMOKE"] != nil
        let (runs, target) = smoke ? (1, UInt64(2_000_000)) : (runs, target)
        var sink = 0
        var iterations = 1
        // Warm-up and calibration.
        while true {
            let start = nowNanoseconds()
            sink &+= benchmark.body(iterations)
            let elapsed = nowNanoseconds() - start
            if elapsed > target / 4 || iterations >= 1 << 30 {
                iterations = max(1, Int(Double(iterations) * Double(target) / Double(max(elapsed, 1))))
                break
            }
            iterations *= 4
        }
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = nowNanoseconds()
            sink &+= benchmark.body(iterations)
            samples.append(Double(nowNanoseconds() - start) / Double(iterations))
        }
        if sink == 42 { print("", terminator: "") }
        samples.sort()
        return samples[samples.count / 2]
    }
}
