import Foundation
import SolanaCore

/// Runs the project's Python oracles (solders, PyNaCl, bip-utils…) from `.venv` and finds test fixtures.
public enum Oracle {
    /// The repository root, found from this file's location.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `.venv/bin/python`, created by `scripts/bootstrap`.
    public static var python: URL { repositoryRoot.appendingPathComponent(".venv/bin/python") }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    /// Runs `Tests/Oracles/<script>` with arguments, feeding `input` on stdin; returns stdout.
    public static func run(script: String, arguments: [String] = [], input: Data) throws -> Data {
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            throw Failure(description: "no \(python.path): run scripts/bootstrap (or make test) first")
        }
        let process = Process()
        process.executableURL = python
        process.arguments = [repositoryRoot.appendingPathComponent("Tests/Oracles/\(script)").path] + arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Write on another thread so a large reply cannot deadlock against a large request.
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "oracle \(script) \(arguments) exited \(process.terminationStatus): "
                    + String(decoding: errors, as: UTF8.self))
        }
        return output
    }

    /// Sends a JSON request to `oracle.py COMMAND` and decodes the JSON reply.
    public static func ask<Request: Encodable, Reply: Decodable>(
        _ command: String, _ request: Request, as: Reply.Type = Reply.self,
        script: String = "oracle.py"
    ) throws -> Reply {
        let data = try run(script: script, arguments: [command], input: JSONEncoder().encode(request))
        return try JSONDecoder().decode(Reply.self, from: data)
    }

    /// The bytes of a fixture under `Tests/Fixtures`.
    public static func fixture(_ path: String) throws -> Data {
        try Data(contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/\(path)"))
    }
}

/// Hex for oracle traffic, through the SDK's one codec (`SolanaCore.Hex`).
public extension Array where Element == UInt8 {
    var hex: String { Hex.encode(self) }

    /// The bytes of a hex literal written in a test; a malformed literal is a bug in the test, so it traps.
    init(hex: String) {
        do { self = try Hex.decode(hex) } catch { preconditionFailure("bad hex in a test: \(error)") }
    }
}

/// Random test inputs, seeded (`TestRandom`): fresh on every run, replayed with `SOLWALLET_TEST_SEED=N`.
public enum Random {
    public static func bytes(_ count: Int) -> [UInt8] {
        var generator = TestRandom.rng
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count {
            let word = generator.next()
            for shift in stride(from: 0, to: 64, by: 8) where bytes.count < count {
                bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift)))
            }
        }
        return bytes
    }
    public static func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &TestRandom.rng) }
}
