import Foundation

/// The simulated wallet of `Tests/Oracles/wallet_sim.py` (PyNaCl + solders, written from the published protocol),
/// as a long-running child process spoken to in JSON lines.
public final class SimulatedWallet: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var buffer = Data()

    public init(secret: String? = nil) throws {
        guard FileManager.default.isExecutableFile(atPath: Oracle.python.path) else {
            throw Oracle.Failure(description: "no \(Oracle.python.path): run scripts/bootstrap first")
        }
        process.executableURL = Oracle.python
        process.arguments =
            [Oracle.repositoryRoot.appendingPathComponent("Tests/Oracles/wallet_sim.py").path]
            + (secret.map { ["--secret", $0] } ?? [])
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
    }

    deinit {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// Sends one command and reads its one-line reply (blocking; the child answers at once).
    public func command(_ object: [String: Any]) throws -> [String: Any] {
        lock.lock()
        defer { lock.unlock() }
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: object) + Data("\n".utf8))
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[..<newline]
                buffer = Data(buffer[(newline + 1)...])
                guard let reply = try JSONSerialization.jsonObject(with: line) as? [String: Any] else {
                    throw Oracle.Failure(description: "wallet_sim wrote a non-object")
                }
                if let error = reply["error"] as? String { throw Oracle.Failure(description: "wallet_sim: \(error)") }
                return reply
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw Oracle.Failure(description: "wallet_sim exited") }
            buffer.append(chunk)
        }
    }

    /// The wallet's answer to a link: the redirect URL, or nil when it stays silent.
    public func open(_ url: String) throws -> String? {
        try command(["open": url])["redirect"] as? String
    }

    /// The fault or user decision for the next request.
    public func setMode(_ mode: String) throws { _ = try command(["mode": mode]) }

    /// The account's address, the number of live sessions and the methods seen.
    public func info() throws -> (publicKey: String, sessions: Int, log: [String]) {
        let reply = try command(["info": true])
        return (reply["publicKey"] as? String ?? "", reply["sessions"] as? Int ?? -1, reply["log"] as? [String] ?? [])
    }

    /// The account's secret key, base58.
    public func secretKey() throws -> String { try command(["keypair": true])["secret"] as? String ?? "" }
}
