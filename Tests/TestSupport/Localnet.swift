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
        struct Ready: Decodable { let http: String; let ws: String }
        let (process, ready, readyFile) = try HelperProcess.launch(
            Oracle.repositoryRoot.appendingPathComponent("Tools/localnet/run"), arguments, what: what,
            hint: "run scripts/bootstrap first", as: Ready.self)
        try? FileManager.default.removeItem(atPath: readyFile)
        guard let http = URL(string: ready.http), let ws = URL(string: ready.ws) else {
            HelperProcess.stop(process)
            throw Oracle.Failure(description: "\(what) wrote unreadable URLs: \(ready)")
        }
        return (process, http, ws)
    }

    deinit { stop() }

    /// Stops localnet: SIGTERM, then SIGKILL if it has not exited within 3 s.
    public func stop() { Self.stop(process) }

    /// Stops a helper process (`HelperProcess.stop`).
    static func stop(_ process: Process) { HelperProcess.stop(process) }

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
