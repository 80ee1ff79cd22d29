import Foundation
import SolanaCore

/// Runs the built `solwallet` binary for CLI tests.
public enum CLI {
    public struct Result {
        public let status: Int32
        public let stdout: String
        public let stderr: String

        /// stdout parsed as a JSON object.
        public func json() throws -> [String: Any] {
            guard let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any] else {
                throw Oracle.Failure(description: "stdout is not a JSON object: \(stdout)")
            }
            return object
        }
    }

    /// A `--json` integer quantity (docs/json-output.md: u64/i64 values are strings of decimal digits), nil when
    /// `value` is not such a string (a JSON number included: the test fails where the format is broken).
    public static func u64(_ value: Any?) -> UInt64? { (value as? String).flatMap { UInt64($0) } }

    /// The environment of a run: this process's, with a fresh wallet home unless the test gives one (no test reads or
    /// writes the user's files, and no test sees another's cache), no cluster or password from outside, then
    /// `additions`.
    static func environment(_ additions: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SOLWALLET_HOME"] = NSTemporaryDirectory() + "solwallet-test-home-" + UUID().uuidString
        for name in [
            "SOLWALLET_URL", "SOLWALLET_PASSWORD", "SOLWALLET_COMMITMENT", "SOLWALLET_LANG", "SOLWALLET_CURRENCY",
            "SOLWALLET_ACCOUNT",
        ] {
            environment[name] = nil
        }
        for (key, value) in additions { environment[key] = value }
        return environment
    }

    /// The debug build of solwallet (built by `swift build --build-tests`, which builds every product).
    public static var binary: URL { Oracle.repositoryRoot.appendingPathComponent(".build/debug/solwallet") }

    /// A `solwallet` that keeps running (`balance --watch`): its stdout as lines while it runs.
    public final class Running: @unchecked Sendable {
        public let process: Process
        /// The lines of stdout as they are printed; the stream ends with the process.
        public let lines: AsyncStream<String>

        init(process: Process, lines: AsyncStream<String>) {
            self.process = process
            self.lines = lines
        }

        /// Stops the process (SIGTERM) and waits for it.
        public func stop() {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }

        deinit { stop() }
    }

    /// Starts `solwallet` with arguments (a fresh wallet home unless `environment` gives one); its stdout is read line
    /// by line on a thread of its own.
    public static func start(_ arguments: [String], environment: [String: String] = [:]) throws -> Running {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = Self.environment(environment)
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let (lines, continuation) = AsyncStream.makeStream(of: String.self)
        try process.run()
        let reader = output.fileHandleForReading
        Thread.detachNewThread {
            var pending = Data()
            while true {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: 0x0A) {
                    continuation.yield(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    pending = Data(pending[(newline + 1)...])
                }
            }
            continuation.finish()
        }
        return Running(process: process, lines: lines)
    }

    /// Runs `solwallet` with arguments and optional stdin; environment additions override the inherited one.
    public static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws
        -> Result
    {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = Self.environment(environment)
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try? input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }
}

/// Keypair files as the Solana CLI writes them, made here independently of the SDK's `KeypairFile` (which reads them
/// in the code under test).
public enum SolanaCLIKeypairFile {
    /// Writes `keypair` to `path` in the Solana CLI's format — a JSON array of the 64 secret bytes — readable by its
    /// owner only; whether the file was written.
    public static func write(_ keypair: Keypair, to path: String) -> Bool {
        let json = "[" + keypair.exportedSecretKey.map(String.init).joined(separator: ",") + "]"
        return FileManager.default.createFile(
            atPath: path, contents: Data(json.utf8), attributes: [.posixPermissions: 0o600])
    }
}
