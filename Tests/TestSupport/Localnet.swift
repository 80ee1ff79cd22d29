import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A localnet (Tools/localnet) on free ports for one test; stop it with `stop()` (also on deinit).
public final class Localnet: @unchecked Sendable {
    public let httpURL: URL
    public let webSocketURL: URL
    private let process: Process

    /// Starts localnet and waits until it listens.
    public init(slotMilliseconds: Int = 100, extraArguments: [String] = []) throws {
        (process, httpURL, webSocketURL) = try Self.launch(
            ["--port", "0", "--ws-port", "0", "--slot-ms", String(slotMilliseconds)] + extraArguments, what: "localnet")
    }

    /// Runs `Tools/localnet/run` with `arguments` and a `--ready-file`, and waits (20 s at most) until it has written
    /// the file; returns the process and the URLs in it.
    static func launch(_ arguments: [String], what: String) throws -> (Process, URL, URL) {
        let readyFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(what)-\(UUID().uuidString).json")
        let process = Process()
        process.executableURL = Oracle.repositoryRoot.appendingPathComponent("Tools/localnet/run")
        process.arguments = arguments + ["--ready-file", readyFile.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: readyFile.path) {
            guard process.isRunning, Date() < deadline else {
                process.terminate()
                throw Oracle.Failure(description: "\(what) did not start (run scripts/bootstrap first)")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        struct Ready: Decodable { let http: String; let ws: String }
        let ready = try JSONDecoder().decode(Ready.self, from: Data(contentsOf: readyFile))
        try? FileManager.default.removeItem(at: readyFile)
        guard let http = URL(string: ready.http), let ws = URL(string: ready.ws) else {
            throw Oracle.Failure(description: "\(what) wrote unreadable URLs: \(ready)")
        }
        return (process, http, ws)
    }

    deinit { stop() }

    /// Stops localnet: SIGTERM, then SIGKILL if it has not exited within 3 s.
    public func stop() { Self.stop(process) }

    /// SIGTERM, then SIGKILL if the process has not exited within 3 s.
    ///
    /// It first lets 50 ms pass: AsyncHTTPClient 1.37 can trap ("A connection that we don't know was released?") when
    /// the server closes a keep-alive connection just after answering. By the backtrace, the caller already had its
    /// answer, the pool had dropped the closed connection, and the write of the request's end then completed and
    /// released it. A test that stops localnet right after its last request can hit that window (seen once, in a
    /// fresh-clone run on a loaded machine).
    static func stop(_ process: Process) {
        guard process.isRunning else { return }
        Thread.sleep(forTimeInterval: 0.05)
        process.terminate()
        let deadline = Date().addingTimeInterval(3)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// POSTs JSON to an admin endpoint (`/admin/faults`, `/admin/advance`, …) and returns the reply body.
    @discardableResult
    public func admin(_ path: String, _ body: [String: Any] = [:]) async throws -> [String: Any] {
        var request = URLRequest(url: httpURL.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: body)
        let data = try await httpData(request)
        return (try? JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    }

    /// Sends raw JSON-RPC and returns the parsed reply (for shapes the typed client does not expose).
    public func rawRPC(_ method: String, _ params: [Any] = []) async throws -> [String: Any] {
        var request = URLRequest(url: httpURL)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: [
            "jsonrpc": "2.0", "id": 1, "method": method, "params": params,
        ])
        let data = try await httpData(request)
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    }

    private func httpData(_ request: URLRequest) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            URLSession.shared.dataTask(with: request) { data, _, error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume(returning: data ?? Data())
                }
            }.resume()
        }
    }
}

extension Localnet {
    /// GETs an admin endpoint and returns the parsed JSON.
    public func rawGet(_ path: String) async throws -> [String: Any] {
        let request = URLRequest(url: httpURL.appendingPathComponent(path))
        let data: Data = try await withCheckedThrowingContinuation { continuation in
            URLSession.shared.dataTask(with: request) { data, _, error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume(returning: data ?? Data())
                }
            }.resume()
        }
        return (try? JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    }
}
