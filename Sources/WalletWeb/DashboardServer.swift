import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore

/// Runs a `Dashboard` on Hummingbird, bound to 127.0.0.1 only: never another interface, whatever the caller asks.
public struct DashboardServer: Sendable {
    let dashboard: Dashboard
    let port: Int

    /// A server for `dashboard` on `port` (0: a free port, chosen by the system).
    public init(dashboard: Dashboard, port: Int) {
        self.dashboard = dashboard
        self.port = port
    }

    /// Serves until SIGINT or SIGTERM; `onStart` gets the bound port once the server listens (print the URL there).
    public func run(onStart: @escaping @Sendable (Int) -> Void) async throws {
        let dashboard = dashboard
        let responder = CallbackResponder<BasicRequestContext> { request, _ in
            try await Self.respond(request, dashboard: dashboard)
        }
        var logger = Logger(label: "solwallet.serve")
        logger.logLevel = .warning
        let app = Application(
            responder: responder,
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: nil),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? 0
                dashboard.port = bound
                onStart(bound)
            }, logger: logger)
        // SIGINT/SIGTERM start Hummingbird's graceful shutdown, which waits for open requests: the live-update
        // streams would keep it waiting until the browser leaves, so they are ended on the same signals.
        let sources = [SIGINT, SIGTERM].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { dashboard.endStreams() }
            source.resume()
            return source
        }
        defer { sources.forEach { $0.cancel() } }
        try await app.runService()
    }

    /// The request's header fields for the dashboard: HTTP/1's first `Host` came as the authority (the conversion to
    /// HTTP types moves it there), and any further `Host` stays among the fields, where the gate sees it.
    static func headerFields(
        authority: String?, _ fields: [(name: String, value: String)]
    ) -> [(name: String, value: String)] {
        (authority.map { [(name: "host", value: $0)] } ?? []) + fields
    }

    static func respond(_ request: Request, dashboard: Dashboard) async throws -> Response {
        var request = request
        var form: [String: String] = [:]
        if request.method == .post {
            let body: ByteBuffer
            do { body = try await request.collectBody(upTo: Dashboard.maxBodyBytes) } catch {
                return Response(status: .contentTooLarge)
            }
            form = WebRequest.formFields(Substring(String(buffer: body)))
        }
        let received = Self.headerFields(
            authority: request.head.authority, request.headers.map { ($0.name.canonicalName, $0.value) })
        let path = request.uri.path.removingPercentEncoding ?? request.uri.path
        let query = WebRequest.formFields(Substring(request.uri.query ?? ""))
        let answer = await dashboard.respond(
            to: WebRequest(method: request.method.rawValue, path: path, query: query, fields: received, form: form))
        var fields = HTTPFields()
        for (name, value) in answer.headers {
            if let field = HTTPField.Name(name) { fields.append(HTTPField(name: field, value: value)) }
        }
        let status = HTTPResponse.Status(code: answer.status)
        switch answer.body {
        case .bytes(let bytes):
            return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
        case .events(let stream):
            return Response(
                status: status, headers: fields,
                body: ResponseBody { writer in
                    for await event in stream { try await writer.write(ByteBuffer(string: event)) }
                    try await writer.finish(nil)
                })
        }
    }
}
