import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The dashboard's reading of urlencoded forms and queries, and of the Cookie header (as it did before Hummingbird's
/// router: the first of a repeated name wins, `+` is a space, at most 256 fields).
public enum WebForm {
    /// Parses an `application/x-www-form-urlencoded` body or query (at most 256 fields; `+` is a space).
    public static func fields(_ text: Substring) -> [String: String] {
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

    /// The cookie `name` in a Cookie header's value.
    public static func cookie(_ name: String, in header: String?) -> String? {
        guard let header else { return nil }
        for part in header.split(separator: ";") {
            let pair = part.trimmingCharacters(in: .whitespaces)
            guard let equals = pair.firstIndex(of: "=") else { continue }
            if pair[..<equals] == name { return String(pair[pair.index(after: equals)...]) }
        }
        return nil
    }
}

extension HTTPField.Name {
    /// `Host` as a field (HTTPTypes' `.host` is unavailable): HTTP/1's first Host becomes the request's authority, a
    /// further one stays a field.
    static let hostField = Self("Host")!
    /// `Sec-Fetch-Site`.
    static let secFetchSite = Self("Sec-Fetch-Site")!
    /// `Server-Timing`.
    static let serverTiming = Self("Server-Timing")!
    /// `X-Accel-Buffering`.
    static let xAccelBuffering = Self("X-Accel-Buffering")!
}

extension Request {
    /// The query's parameters (the first of a repeated name), as `WebForm.fields` reads them.
    var queryFields: [String: String] { WebForm.fields(Substring(uri.query ?? "")) }

    /// The path, percent-decoded, without the query.
    var decodedPath: String { uri.path.removingPercentEncoding ?? uri.path }

    /// The cookie `name`, from the first Cookie header.
    func cookie(_ name: String) -> String? { WebForm.cookie(name, in: headers[values: .cookie].first) }
}

extension Response {
    /// An answer with `status` (a code), `fields` in order and `bytes` as the body.
    static func with(_ status: Int, _ fields: [(HTTPField.Name, String)] = [], bytes: [UInt8] = []) -> Response {
        var headers = HTTPFields()
        for (name, value) in fields { headers.append(HTTPField(name: name, value: value)) }
        return Response(
            status: HTTPResponse.Status(code: status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// An HTML page.
    static func html(_ text: String, status: Int = 200) -> Response {
        .with(status, [(.contentType, "text/html; charset=utf-8")], bytes: Array(text.utf8))
    }

    /// A 303 to `location` (a path of this server).
    static func redirect(_ location: String) -> Response { .with(303, [(.location, location)]) }
}
