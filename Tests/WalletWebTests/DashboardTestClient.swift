import AsyncHTTPClient
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Synchronization
import Testing

@testable import WalletWeb

/// A request as the tests write it: its header fields in order (a name may repeat, `Host` too), and a POST's form,
/// sent urlencoded.
struct TestRequest: Sendable {
    var method: HTTPRequest.Method
    var path: String
    var query: [String: String]
    var fields: [(name: String, value: String)]
    var form: [String: String]

    /// A request with `headers` (one field each).
    init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
        form: [String: String] = [:]
    ) {
        self.init(
            method: method, path: path, query: query,
            fields: headers.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }, form: form)
    }

    /// A request with its header fields as a client sends them, in order.
    init(
        method: String, path: String, query: [String: String] = [:], fields: [(name: String, value: String)],
        form: [String: String] = [:]
    ) {
        self.method = HTTPRequest.Method(method)!
        self.path = path
        self.query = query
        self.fields = fields
        self.form = form
    }

    /// `fields` urlencoded: every byte but the unreserved ones percent-encoded (`+` too, which a form reads as a
    /// space).
    static func urlencoded(_ fields: [String: String]) -> String {
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        func encode(_ text: String) -> String { text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "" }
        return fields.sorted { $0.key < $1.key }.map { encode($0.key) + "=" + encode($0.value) }.joined(separator: "&")
    }
}

/// An answer as the tests read it.
struct TestAnswer: Sendable {
    /// The status code.
    let status: Int
    /// The header fields.
    let headers: HTTPFields
    /// The body.
    let bytes: [UInt8]

    /// The first value of header `name`.
    func header(_ name: String) -> String? { headers[values: HTTPField.Name(name)!].first }
}

/// The dashboard's router as Hummingbird's HTTP/1 server hands requests to it: the first `Host` field becomes the
/// request's authority and any further `Host` stays a header field (NIOHTTPTypesHTTP1's conversion, which the router
/// test client skips: it always sends the authority "localhost" and the fields as given).
struct HTTP1Router: HTTPResponderBuilder {
    let router: Router<DashboardContext>

    func buildResponder() -> Responder { Responder(base: router.buildResponder()) }

    struct Responder: HTTPResponder {
        let base: RouterResponder<DashboardContext>

        func respond(to request: Request, context: DashboardContext) async throws -> Response {
            var head = request.head
            var authority: String?
            var fields = HTTPFields()
            for field in head.headerFields {
                if authority == nil, field.name == .hostField { authority = field.value } else { fields.append(field) }
            }
            head.authority = authority
            head.headerFields = fields
            return try await base.respond(to: Request(head: head, body: request.body), context: context)
        }
    }
}

extension Dashboard {
    /// The answer to `request`, in process: the router in Hummingbird's router test mode.
    func respond(to request: TestRequest) async -> TestAnswer {
        let uri = request.path + (request.query.isEmpty ? "" : "?" + TestRequest.urlencoded(request.query))
        var headers = HTTPFields()
        for field in request.fields { headers.append(HTTPField(name: HTTPField.Name(field.name)!, value: field.value)) }
        var body: ByteBuffer?
        if request.method == .post {
            headers[.contentType] = "application/x-www-form-urlencoded"
            body = ByteBuffer(string: TestRequest.urlencoded(request.form))
        }
        let fields = headers
        let content = body
        do {
            return try await Application(router: HTTP1Router(router: router())).test(.router) { client in
                let response = try await client.execute(
                    uri: uri, method: request.method, headers: fields, body: content)
                return TestAnswer(
                    status: response.status.code, headers: response.headers, bytes: Array(buffer: response.body))
            }
        } catch {
            Issue.record(error, "\(request.method) \(request.path)")
            return TestAnswer(status: 0, headers: [:], bytes: [])
        }
    }

    /// Opens the live-update stream of `request` (a GET of /events) in a task of its own: the router test client
    /// answers once the stream has ended. `opened` tells whether the dashboard registered the stream.
    /// Waits for a signal, not the clock: the dashboard's registration of a stream, or the answer (a refusal answers
    /// at once; a stream's answer comes only when it ends).
    func openStream(_ request: TestRequest) async -> LiveStream {
        let before = openStreamCount
        let (registrations, wake) = streamRegistrations()
        let answered = Mutex(false)
        let task = Task {
            let answer = await respond(to: request)
            answered.withLock { $0 = true }
            wake.yield()
            return answer
        }
        for await _ in registrations where openStreamCount > before || answered.withLock({ $0 }) { break }
        wake.finish()
        return LiveStream(opened: openStreamCount > before, answer: task)
    }
}

/// A live-update stream opened by `Dashboard.openStream`.
struct LiveStream: Sendable {
    /// Whether the dashboard registered it (its answer was a 200 with `text/event-stream`).
    let opened: Bool
    /// The whole answer, once the stream ended.
    let answer: Task<TestAnswer, Never>

    /// Whether the stream ends (within a minute: it should within a second or two), with a 200 event stream.
    func ends() async -> Bool {
        let answer = answer
        let ended = await withTaskGroup(of: TestAnswer?.self) { group in
            group.addTask { await answer.value }
            group.addTask {
                try? await Task.sleep(for: .seconds(60))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        guard let ended else { return false }
        return ended.status == 200 && ended.header("Content-Type") == "text/event-stream"
    }
}

/// Runs `body`, then shuts `client` down however `body` ended: a client dropped without its shutdown traps
/// (AsyncHTTPClient checks in its deinit), which would take every other test of the process down with it.
func withShutdown<T>(_ client: HTTPClient, _ body: () async throws -> T) async throws -> T {
    let value: T
    do { value = try await body() } catch {
        try? await client.shutdown()
        throw error
    }
    try await client.shutdown()
    return value
}
