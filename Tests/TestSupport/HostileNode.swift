import Foundation

/// The hostile node (`Tools/localnet/run --hostile`) on a free port: one scenario per URL path (`/huge`, `/stall`,
/// `/ws/accept-close`, …; see Tools/localnet/README.md). Stopped on deinit.
public final class HostileNode: @unchecked Sendable {
    public let httpURL: URL
    public let webSocketURL: URL
    private let process: Process

    public init() throws {
        (process, httpURL, webSocketURL) = try Localnet.launch(["--hostile", "--port", "0"], what: "the hostile node")
    }

    /// `http://127.0.0.1:PORT/<scenario>` (a path with its query, e.g. `huge?mib=128`).
    public func url(_ scenario: String) -> URL { URL(string: httpURL.absoluteString + "/" + scenario)! }

    /// `ws://127.0.0.1:PORT/ws/<scenario>`.
    public func webSocket(_ scenario: String) -> URL { URL(string: webSocketURL.absoluteString + "/ws/" + scenario)! }

    /// Request counts per scenario (`GET /stats`).
    public func stats() throws -> [String: Any] {
        let data = try Data(contentsOf: httpURL.appendingPathComponent("stats"))
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    }

    deinit { Localnet.stop(process) }
}

/// The process's peak resident memory (VmHWM), reset where the kernel allows it, to measure one step's peak.
public enum PeakMemory {
    /// Resets the peak to the current resident size; false where /proc/self/clear_refs is not writable.
    @discardableResult
    public static func reset() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    /// Peak and current resident memory in bytes (VmHWM, VmRSS).
    public static func read() -> (peak: Int, current: Int) {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
        func value(_ key: String) -> Int {
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(key + ":") }) else { return 0 }
            return (Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" })[1]) ?? 0) * 1024
        }
        return (value("VmHWM"), value("VmRSS"))
    }
}
