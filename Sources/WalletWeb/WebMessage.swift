import Foundation

/// A request as the dashboard sees it, apart from the HTTP server that received it (tests build them directly).
public struct WebRequest: Sendable {
    /// GET or POST (anything else is refused).
    public var method: String
    /// The path, percent-decoded, without the query.
    public var path: String
    /// The query's parameters (the first of a repeated name).
    public var query: [String: String]
    /// Header fields by lower-case name (the first of a repeated name).
    public var headers: [String: String]
    /// Every header field in order, names lower-cased, a repeated name as often as it came (two `Host` fields are
    /// refused).
    public var fields: [(name: String, value: String)]
    /// A POST's urlencoded form fields.
    public var form: [String: String]

    /// A request; header names are lower-cased.
    public init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
        form: [String: String] = [:]
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
        self.fields = self.headers.map { (name: $0.key, value: $0.value) }
        self.form = form
    }

    /// A request with its header fields as they came, in order (a name may repeat); `headers` keeps the first of
    /// each name.
    public init(
        method: String, path: String, query: [String: String] = [:], fields: [(name: String, value: String)],
        form: [String: String] = [:]
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.fields = fields.map { (name: $0.name.lowercased(), value: $0.value) }
        var headers: [String: String] = [:]
        for field in self.fields where headers[field.name] == nil { headers[field.name] = field.value }
        self.headers = headers
        self.form = form
    }

    /// The cookie `name`, from the Cookie header.
    public func cookie(_ name: String) -> String? {
        guard let header = headers["cookie"] else { return nil }
        for part in header.split(separator: ";") {
            let pair = part.trimmingCharacters(in: .whitespaces)
            guard let equals = pair.firstIndex(of: "=") else { continue }
            if pair[..<equals] == name { return String(pair[pair.index(after: equals)...]) }
        }
        return nil
    }

    /// Parses an `application/x-www-form-urlencoded` body or query (at most 256 fields; `+` is a space).
    public static func formFields(_ text: Substring) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in text.split(separator: "&", omittingEmptySubsequences: true).prefix(256) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ part: Substring) -> String? {
                String(part).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
            }
            guard let name = decode(parts[0]), let value = parts.count > 1 ? decode(parts[1]) : "" else { continue }
            if fields[name] == nil { fields[name] = value }
        }
        return fields
    }
}

/// What the dashboard answers: a status, header fields and either bytes or a stream of server-sent events.
public struct WebResponse: Sendable {
    /// The body.
    public enum Body: Sendable {
        /// A whole body.
        case bytes([UInt8])
        /// `text/event-stream`: each element is one event, already framed (`event: …\ndata: …\n\n`).
        case events(AsyncStream<String>)
    }

    /// The HTTP status code.
    public var status: Int
    /// Header fields, in order (a name may repeat).
    public var headers: [(String, String)]
    /// The body.
    public var body: Body

    /// A response.
    public init(status: Int, headers: [(String, String)] = [], body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// An HTML page.
    public static func html(_ text: String, status: Int = 200) -> WebResponse {
        WebResponse(
            status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: .bytes(Array(text.utf8)))
    }

    /// A 303 to `location` (a path of this server).
    public static func redirect(_ location: String) -> WebResponse {
        WebResponse(status: 303, headers: [("Location", location)])
    }

    /// The body's bytes (empty for a stream).
    public var bytes: [UInt8] {
        if case .bytes(let bytes) = body { return bytes }
        return []
    }

    /// The first value of header `name` (case-insensitive).
    public func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }
}
