#if !SOLFUZZ_LIBFUZZER
    import Foundation
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// `SolFuzz mutate`: a seeded mutation run without libFuzzer, on the plain build (what `make test` runs; `make fuzz`
    /// and `make fuzz-smoke` are the coverage-guided runs with AddressSanitizer). Each target gets `--runs` inputs, each
    /// one a committed corpus input with one to four mutations (bit flips, bytes set, inserted, deleted, duplicated,
    /// boundary integers, text punctuation, a splice with another input, a cut), at most the target's `max_len` long.
    /// The same seed gives the same inputs. A trap, a crash or an input that runs 10 s writes the input to
    /// `<artifacts>/<target>-mutate-crash` and ends the process with the signal.
    extension SolFuzzCLI {
        static func mutate(_ arguments: [String]) {
            var runs = 200
            var seed: UInt64 = 1
            var artifacts = "Fuzz/artifacts"
            var positional: [String] = []
            var iterator = arguments.makeIterator()
            while let argument = iterator.next() {
                switch argument {
                case "--runs":
                    guard let value = iterator.next().flatMap(Int.init), value >= 0 else {
                        fail("--runs needs a count")
                    }
                    runs = value
                case "--seed":
                    guard let value = iterator.next().flatMap(UInt64.init) else { fail("--seed needs a number") }
                    seed = value
                case "--artifacts":
                    guard let value = iterator.next() else { fail("--artifacts needs a directory") }
                    artifacts = value
                default: positional.append(argument)
                }
            }
            guard positional.count >= 2 else { fail("usage: SolFuzz mutate TARGET|all ROOT... [--runs N] [--seed N]") }
            let name = positional.removeFirst()
            let targets = name == "all" ? allTargets : target(named: name).map { [$0] } ?? []
            guard !targets.isEmpty else { fail("unknown target '\(name)'; see `SolFuzz list`") }
            try? FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
            CrashWitness.install(capacity: allTargets.map(\.maxLen).max() ?? 0)
            let total = Date()
            for target in targets {
                let roots = positional.map { ($0 as NSString).appendingPathComponent(target.name) }
                let corpus = files(in: roots).compactMap { FileManager.default.contents(atPath: $0) }.map { Array($0) }
                var random = SplitMix64(seed: seed ^ fnv1a(target.name))
                CrashWitness.prepare(
                    path: (artifacts as NSString).appendingPathComponent("\(target.name)-mutate-crash"),
                    what: "target \(target.name), seed \(seed)")
                let start = Date()
                for _ in 0..<runs {
                    let input = Mutator.input(from: corpus, maxLen: target.maxLen, random: &random)
                    CrashWitness.hold(input)
                    target.run(input)
                }
                CrashWitness.release()
                print(
                    "\(target.name): \(runs) mutated inputs of \(corpus.count) ok in "
                        + String(format: "%.2f", Date().timeIntervalSince(start)) + " s")
            }
            print(
                "SolFuzz mutate: \(targets.count) targets, \(runs) inputs each, seed \(seed), no crash in "
                    + String(format: "%.1f", Date().timeIntervalSince(total)) + " s")
        }

        /// FNV-1a of a target's name: each target draws its own sequence from the one seed.
        static func fnv1a(_ text: String) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
    }

    /// SplitMix64: small, fast and the same on every platform.
    struct SplitMix64 {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return z ^ (z >> 31)
        }
        /// A number in `0..<bound` (`bound` > 0).
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// libFuzzer's kinds of mutation, without its coverage feedback.
    enum Mutator {
        /// Bytes that change how text parses (JSON, URLs, paths, numbers) and the integer edges.
        static let interesting: [UInt8] =
            [0x00, 0x01, 0x7f, 0x80, 0xff, 0xfe, 0x20, 0x0a, 0x09] + Array("\"\\{}[]:,0-9.e+%&=?/#'".utf8)
        static let boundaries: [UInt64] = [
            0, 1, 0x7f, 0x80, 0xff, 0x100, 0x7fff, 0x8000, 0xffff, 0x7fff_ffff, 0x8000_0000, 0xffff_ffff,
            0x7fff_ffff_ffff_ffff, 0x8000_0000_0000_0000, .max, .max - 1,
        ]

        static func input(from corpus: [[UInt8]], maxLen: Int, random: inout SplitMix64) -> [UInt8] {
            var bytes: [UInt8]
            if corpus.isEmpty {
                bytes = (0..<random.below(min(maxLen, 64) + 1)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            } else {
                bytes = corpus[random.below(corpus.count)]
            }
            for _ in 0..<(1 + random.below(4)) { mutate(&bytes, corpus: corpus, random: &random) }
            if bytes.count > maxLen { bytes.removeLast(bytes.count - maxLen) }
            return bytes
        }

        static func mutate(_ bytes: inout [UInt8], corpus: [[UInt8]], random: inout SplitMix64) {
            let kind = bytes.isEmpty ? 3 : random.below(10)
            switch kind {
            case 0: bytes[random.below(bytes.count)] ^= 1 << UInt8(random.below(8))
            case 1: bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
            case 2: bytes[random.below(bytes.count)] = interesting[random.below(interesting.count)]
            case 3:
                let count = 1 + random.below(8)
                let new = (0..<count).map { _ in
                    random.below(2) == 0
                        ? interesting[random.below(interesting.count)] : UInt8(truncatingIfNeeded: random.next())
                }
                bytes.insert(contentsOf: new, at: random.below(bytes.count + 1))
            case 4:
                let start = random.below(bytes.count)
                bytes.removeSubrange(start..<min(bytes.count, start + 1 + random.below(16)))
            case 5:
                let start = random.below(bytes.count)
                let chunk = Array(bytes[start..<min(bytes.count, start + 1 + random.below(32))])
                bytes.insert(contentsOf: chunk, at: random.below(bytes.count + 1))
            case 6:
                let width = [1, 2, 4, 8][random.below(4)]
                guard bytes.count >= width else { return }
                var value = boundaries[random.below(boundaries.count)]
                let start = random.below(bytes.count - width + 1)
                for index in 0..<width {
                    bytes[start + index] = UInt8(truncatingIfNeeded: value)
                    value >>= 8
                }
            case 7:
                guard let other = corpus.isEmpty ? nil : corpus[random.below(corpus.count)], !other.isEmpty else {
                    return
                }
                bytes = Array(bytes[..<random.below(bytes.count + 1)]) + other[random.below(other.count)...]
            case 8: bytes.removeLast(bytes.count - random.below(bytes.count))
            default:
                let first = random.below(bytes.count)
                let second = random.below(bytes.count)
                bytes.swapAt(first, second)
            }
        }
    }

    /// Keeps the input being run, so that a signal handler can write it out: a trap, a crash or a 10 s hang saves the
    /// input and names it on standard error, then the process ends with the signal (`kill` for a hang).
    enum CrashWitness {
        nonisolated(unsafe) static var buffer: UnsafeMutablePointer<UInt8>?
        nonisolated(unsafe) static var capacity = 0
        nonisolated(unsafe) static var length = 0
        nonisolated(unsafe) static var path: UnsafeMutablePointer<CChar>?
        nonisolated(unsafe) static var message: UnsafeMutablePointer<CChar>?
        static let seconds: UInt32 = 10

        static func install(capacity: Int) {
            Self.capacity = max(capacity, 1)
            buffer = .allocate(capacity: Self.capacity)
            // An alternate stack, so that a stack overflow's SIGSEGV still runs the handler.
            var stack = stack_t()
            stack.ss_size = 1 << 16
            stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stack.ss_size, alignment: 16)
            sigaltstack(&stack, nil)
            for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGALRM] {
                var action = sigaction()
                #if canImport(Glibc)
                    action.__sigaction_handler.sa_handler = { CrashWitness.caught($0) }
                #else
                    action.__sigaction_u.__sa_handler = { CrashWitness.caught($0) }
                #endif
                action.sa_flags = Int32(SA_ONSTACK)
                sigaction(signal, &action, nil)
            }
        }

        static func prepare(path: String, what: String) {
            free(self.path)
            free(message)
            self.path = strdup(path)
            message = strdup("SolFuzz mutate: \(what): the input that failed is in \(path)\n")
        }

        static func hold(_ input: [UInt8]) {
            length = min(input.count, capacity)
            input.withUnsafeBufferPointer { source in
                if let base = source.baseAddress, let buffer { buffer.update(from: base, count: length) }
            }
            alarm(seconds)
        }

        static func release() { alarm(0) }

        /// Async-signal-safe: open, write, close, then the default action.
        static func caught(_ signal: Int32) {
            if let path {
                let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                if fd >= 0, let buffer {
                    _ = write(fd, buffer, length)
                    close(fd)
                }
            }
            if signal == SIGALRM {
                let hang = "SolFuzz mutate: an input ran longer than 10 s\n"
                _ = hang.withCString { write(2, $0, strlen($0)) }
            }
            if let message { _ = write(2, message, strlen(message)) }
            if signal == SIGALRM { kill(getpid(), SIGKILL) }
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = SIG_DFL
            #else
                action.__sigaction_u.__sa_handler = SIG_DFL
            #endif
            sigaction(signal, &action, nil)
            raise(signal)
        }
    }
#endif
