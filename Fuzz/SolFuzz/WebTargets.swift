import Foundation
import SolanaRPC
import SolanaWallet
import WalletWeb

let webTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "web-request", maxLen: 4096,
        summary:
            "The dashboard's request parsing and gate: urlencoded forms and queries (at most 256 fields), the Cookie header, then the whole request through Dashboard.respond without a session: a 3xx/4xx page with the security headers, never a trap",
        run: fuzzWebRequest)
]

/// One dashboard for every input (its database in a temporary directory).
nonisolated(unsafe) let fuzzDashboard: Dashboard = {
    let paths = WalletPaths(home: NSTemporaryDirectory() + "solfuzz-web-" + UUID().uuidString)
    let database = try! WalletDatabase(path: paths.databasePath)
    let dashboard = Dashboard(
        services: DashboardServices(
            paths: paths, database: database, keystoreParameters: .minimum,
            client: { RPCClient(cluster: Cluster(url: URL(string: "http://127.0.0.1:9")!)) }, clusterOverride: nil,
            market: nil, marketError: "fuzz", jupiter: nil), idleLock: 600)
    dashboard.port = 8737
    return dashboard
}()

func fuzzWebRequest(_ data: [UInt8]) {
    // Split into method, path, query, cookie, host and body at 0x00 bytes.
    let parts = data.split(separator: 0, maxSplits: 5, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    func part(_ index: Int) -> String { index < parts.count ? parts[index] : "" }
    let form = WebRequest.formFields(Substring(part(5)))
    check(form.count <= 256, "more than 256 form fields")
    let query = WebRequest.formFields(Substring(part(2)))
    let method = part(0).count % 2 == 0 ? "GET" : "POST"
    let host = part(4).isEmpty ? "127.0.0.1:8737" : part(4)
    let request = WebRequest(
        method: method, path: "/" + part(1), query: query, headers: ["Host": host, "Cookie": part(3)], form: form)
    _ = request.cookie("solwallet_session")
    let done = DispatchSemaphore(value: 0)
    Task {
        let response = await fuzzDashboard.respond(to: request)
        check(response.header("Content-Security-Policy") != nil, "an answer without the CSP")
        check(response.status != 200 || request.path.hasPrefix("/static/"), "a page without a session")
        done.signal()
    }
    done.wait()
}
