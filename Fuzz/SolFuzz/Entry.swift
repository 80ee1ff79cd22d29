import Foundation

/// One fuzz target: a name, a sensible `-max_len`, and the function run on every input.
/// A target returns normally for any input; a bug is a trap (`check` / `fatalError`), which libFuzzer reports.
struct FuzzTarget: Sendable {
    let name: String
    let maxLen: Int
    let summary: String
    let run: @Sendable ([UInt8]) -> Void
}

/// Every target, in the order `Fuzz/run` runs them.
let allTargets: [FuzzTarget] =
    base58Targets + wireTargets + programTargets + jsonTargets + rpcTargets + keyTargets + amountTargets
    + walletTargets + payTargets + adapterTargets + marketTargets + rpcSurfaceTargets + stakingTargets + webTargets
    + signingTargets + offchainTargets + borshTargets + actionsTargets + idlTargets + idlEventTargets
    + idlInstructionTargets + imageTargets + metadataTargets

func target(named name: String) -> FuzzTarget? { allTargets.first { $0.name == name } }

/// A failed invariant: print what and trap, so libFuzzer saves the input.
func check(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() { fatalError("SolFuzz invariant failed: \(message())", file: file, line: line) }
}

/// The target chosen by `FUZZ_TARGET`, looked up once (the libFuzzer build's; compiled in the plain build too, so that
/// `make test`'s build checks it).
let selectedTarget: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
    guard let found = target(named: name) else {
        let names = allTargets.map(\.name).joined(separator: " ")
        fatalError("set FUZZ_TARGET to one of: \(names) (got '\(name)')")
    }
    return found
}()

/// Before fuzzing: `FUZZ_TARGET=list` prints "name max_len" lines (for `Fuzz/run`) and exits; otherwise the
/// target is resolved now, so a wrong name fails at once.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutableRawPointer) -> CInt {
    if ProcessInfo.processInfo.environment["FUZZ_TARGET"] == "list" {
        for target in allTargets { print(target.name, target.maxLen) }
        exit(0)
    }
    _ = selectedTarget.name
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    selectedTarget.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

#if SOLFUZZ_LIBFUZZER
    /// libFuzzer's driver (public API of compiler-rt's libFuzzer).
    @_silgen_name("LLVMFuzzerRunDriver")
    func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// The program's entry point. SwiftPM compiles executable targets with `-entry-point-function-name SolFuzz_main`
    /// and links them with `--defsym main=SolFuzz_main` (in release too), so the entry point must exist under that
    /// name: it hands over to libFuzzer's driver.
    @_cdecl("SolFuzz_main")
    public func solFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
        var count = argc
        var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
        return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzz(data ?? UnsafePointer(bitPattern: 1)!, size)
        }
    }
#else
    /// Without libFuzzer: `SolFuzz list`, and `SolFuzz replay TARGET DIR|FILE...` runs every file of the
    /// given corpus directories through the target (a regression run of the corpora; a failure traps).
    @main
    enum SolFuzzCLI {
        static func main() {
            var arguments = Array(CommandLine.arguments.dropFirst())
            let command = arguments.isEmpty ? "help" : arguments.removeFirst()
            switch command {
            case "list":
                for target in allTargets {
                    print(
                        target.name.padding(toLength: 22, withPad: " ", startingAt: 0),
                        String(target.maxLen).padding(toLength: 7, withPad: " ", startingAt: 0), target.summary)
                }
            case "replay" where !arguments.isEmpty:
                let name = arguments.removeFirst()
                let targets = name == "all" ? allTargets : target(named: name).map { [$0] } ?? []
                guard !targets.isEmpty else { fail("unknown target '\(name)'; see `SolFuzz list`") }
                for target in targets {
                    let paths =
                        name == "all"
                        ? arguments.map { ($0 as NSString).appendingPathComponent(target.name) } : arguments
                    var count = 0
                    let start = Date()
                    for file in files(in: paths) {
                        guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
                        target.run(Array(data))
                        count += 1
                    }
                    print(
                        "\(target.name): \(count) inputs ok in \(String(format: "%.2f", Date().timeIntervalSince(start))) s"
                    )
                }
            case "mutate" where !arguments.isEmpty:
                mutate(arguments)
            default:
                print(
                    """
                    usage: SolFuzz list
                           SolFuzz replay TARGET DIR|FILE...   run corpus files through TARGET
                           SolFuzz replay all ROOT...          run ROOT/<target>/* for every target
                           SolFuzz mutate TARGET|all ROOT... [--runs N] [--seed N] [--artifacts DIR]
                                                               seeded mutations of ROOT/<target>/* through TARGET
                    (the libFuzzer build: FUZZ_TARGET=NAME SolFuzz [libFuzzer flags] CORPUS_DIR)
                    """)
                if command != "help" { exit(2) }
            }
        }

        static func files(in paths: [String]) -> [String] {
            var result: [String] = []
            let manager = FileManager.default
            for path in paths {
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if !isDirectory.boolValue { result.append(path); continue }
                let names = (try? manager.contentsOfDirectory(atPath: path)) ?? []
                for name in names.sorted() where !name.hasPrefix(".") {
                    let file = (path as NSString).appendingPathComponent(name)
                    var sub: ObjCBool = false
                    if manager.fileExists(atPath: file, isDirectory: &sub), !sub.boolValue { result.append(file) }
                }
            }
            return result
        }

        static func fail(_ message: String) -> Never {
            FileHandle.standardError.write(Data((message + "\n").utf8))
            exit(2)
        }
    }
#endif

/// Reads little pieces of a fuzz input (bytes past the end read as zero).
struct InputReader {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    mutating func byte() -> UInt8 {
        defer { offset += 1 }
        return offset < bytes.count ? bytes[offset] : 0
    }
    var rest: [UInt8] { offset < bytes.count ? Array(bytes[offset...]) : [] }
}
