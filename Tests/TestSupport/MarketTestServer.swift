import Foundation

/// `Tests/Oracles/market_server.py` on a free port, serving the files of a fresh directory (the recorded CoinGecko
/// answers the test copies in, or lists it generates). Stopped on deinit.
public final class MarketTestServer: @unchecked Sendable {
    public let url: URL
    public let root: URL
    private let process: Process

    public init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("market-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        struct Ready: Decodable { let http: String }
        let script = Oracle.repositoryRoot.appendingPathComponent("Tests/Oracles/market_server.py").path
        let launched = try HelperProcess.launch(
            Oracle.python, [script, "--root", root.path], what: "market_server.py",
            hint: "run scripts/bootstrap first", as: Ready.self)
        process = launched.process
        let text = launched.ready.http
        url = URL(string: text)!
    }

    /// The base URL of a scenario (`ok`, `429once-1`, `html429`, `stall`…; see market_server.py).
    public func base(_ scenario: String = "ok") -> URL { URL(string: url.absoluteString + "/s/" + scenario)! }

    /// Serves `data` as `name` (e.g. "global.json").
    public func put(_ name: String, _ data: Data) throws { try data.write(to: root.appendingPathComponent(name)) }

    /// Serves the recorded fixture `fixture` (under Tests/Fixtures/coingecko) as `name`.
    public func serve(fixture: String, as name: String) throws {
        try put(name, try Oracle.fixture("coingecko/" + fixture))
    }

    /// The recorded fixtures at their routes: markets, global, bitconnect's detail, a chart, search, coin list.
    public func serveRecorded() throws {
        try serve(fixture: "coins_markets_sparkline_24h.json", as: "coins_markets.json")
        try serve(fixture: "global.json", as: "global.json")
        try serve(fixture: "coins_id_full_localization_false.json", as: "coin_bitconnect.json")
        try serve(fixture: "coins_id_market_chart.json", as: "market_chart_bitconnect.json")
        try serve(fixture: "search.json", as: "search.json")
        try serve(fixture: "coins_list_include_platform.json", as: "coins_list.json")
    }

    /// Every request the server saw: path, query, scenario, headers (lower-case names).
    public func requests() throws -> [[String: Any]] {
        // Read from the file the server writes (no HTTP client in the test process).
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent("requests.json").path) else {
            return []
        }
        return (try JSONSerialization.jsonObject(with: data) as? [[String: Any]]) ?? []
    }

    deinit {
        // Polled, not waitUntilExit (which can block forever inside Swift Testing's executor on Linux).
        Localnet.stop(process)
        try? FileManager.default.removeItem(at: root)
    }
}

/// A port nothing listens on (bound, read, closed): "offline".
public enum ClosedPort {
    public static func url() -> URL {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                _ = bind(fd, pointer, length)
                _ = getsockname(fd, pointer, &length)
            }
        }
        let port = UInt16(bigEndian: address.sin_port)
        close(fd)
        return URL(string: "http://127.0.0.1:\(port)/api/v3")!
    }
}
