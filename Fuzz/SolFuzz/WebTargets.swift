import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import SolanaRPC
import SolanaWallet
import WalletWeb

let webTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "web-request", maxLen: 4096,
        summary:
            "The dashboard's request parsing and gate: urlencoded forms and queries (at most 256 fields), the Cookie header, then the whole request through the dashboard's router without a session: a 3xx/4xx page with the security headers, never a trap",
        run: fuzzWebRequest)
]

/// One dashboard for every input (its database in a temporary directory).
let fuzzDashboard: Dashboard = {
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

/// The dashboard's router, built once.
let fuzzResponder = fuzzDashboard.router().buildResponder()

func fuzzWebRequest(_ data: [UInt8]) {
    // Split into method, path, query, cookie, host and body at 0x00 bytes.
    let parts = data.split(separator: 0, maxSplits: 5, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    func part(_ index: Int) -> String { index < parts.count ? parts[index] : "" }
    let form = WebForm.fields(Substring(part(5)))
    check(form.count <= 256, "more than 256 form fields")
    _ = WebForm.fields(Substring(part(2)))
    _ = WebForm.cookie("solwallet_session", in: part(3))
    let method: HTTPRequest.Method = part(0).count % 2 == 0 ? .get : .post
    let host = part(4).isEmpty ? "127.0.0.1:8737" : part(4)
    let target = "/" + part(1) + (part(2).isEmpty ? "" : "?" + part(2))
    let head = HTTPRequest(
        method: method, scheme: "http", authority: host, path: target, headerFields: [.cookie: part(3)])
    let request = Request(head: head, body: RequestBody(buffer: ByteBuffer(string: part(5))))
    let done = DispatchSemaphore(value: 0)
    Task {
        let context = DashboardContext(
            source: ApplicationRequestContextSource(channel: EmbeddedChannel(), logger: Logger(label: "solfuzz")))
        let response: Response
        do { response = try await fuzzResponder.respond(to: request, context: context) } catch {
            check(false, "an error escaped the router: \(error)")
            done.signal()
            return
        }
        check(response.headers[.contentSecurityPolicy] != nil, "an answer without the CSP")
        let first = request.uri.path.split(separator: "/").first
        check(response.status != .ok || first == "static", "a page without a session")
        done.signal()
    }
    done.wait()
}
