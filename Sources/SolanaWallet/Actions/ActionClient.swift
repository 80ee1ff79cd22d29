import AsyncHTTPClient
import Foundation
import NIOHTTP1
import SolanaCore
import SolanaRPC

/// A Solana Action's HTTPS side: resolve a link (a website's `actions.json`), GET the action, POST the account and
/// the parameters, POST a chain's callbacks. Through `CappedHTTPSClient` (answers capped at 64 KiB, a deadline per
/// exchange, redirects only to https and at most 3); a host on the blocklist is never contacted. Nothing identifies
/// the user in a GET.
public struct ActionClient: Sendable {
    /// The bounded HTTPS client.
    public let http: CappedHTTPSClient
    /// Hosts that are refused before they are contacted.
    public var blocklist: HostBlocklist?

    /// A client over `http`.
    public init(http: CappedHTTPSClient, blocklist: HostBlocklist? = nil) {
        self.http = http
        self.blocklist = blocklist
    }

    /// The Action API URL of `link`: given, or (a website) from the site's `/actions.json`.
    public func resolve(_ link: ActionLink) async throws(ActionError) -> URL {
        switch link {
        case .action(let url): return url
        case .website(let page):
            guard let rulesURL = URL(string: ActionLink.origin(page) + "/actions.json") else {
                throw .badLink(page.absoluteString, reason: "no origin")
            }
            let (response, _) = try await exchange(.GET, rulesURL, body: nil)
            guard response.status == 200 else {
                throw .failed(status: response.status, message: ActionResponse.errorMessage(response.body))
            }
            return try ActionsJSON(response.body).resolve(page)
        }
    }

    /// GET the action.
    public func metadata(_ url: URL) async throws(ActionError) -> ActionMetadata {
        let (response, _) = try await exchange(.GET, url, body: nil)
        guard response.status == 200 else { throw Self.failure(response) }
        return try ActionResponse.metadata(response.body)
    }

    /// POST `{"account": …, "data"?: {name: value or [values]}}` to a button's URL (`multiple`: the names sent as
    /// arrays, checkboxes, even with one value).
    public func post(_ url: URL, account: PublicKey, data: [String: [String]], multiple: Set<String> = [])
        async throws(ActionError) -> ActionPostResponse
    {
        var body: [String: ActionJSON] = ["account": .text(account.base58)]
        if !data.isEmpty {
            var members: [String: ActionJSON] = [:]
            for (name, values) in data {
                members[name] =
                    multiple.contains(name) || values.count != 1
                    ? .array(values.map(ActionJSON.text)) : .text(values[0])
            }
            body["data"] = .object(members)
        }
        let (response, _) = try await exchange(.POST, url, body: ActionJSON.object(body).bytes)
        guard response.status == 200 else { throw Self.failure(response) }
        return try ActionResponse.post(response.body)
    }

    /// POST a chain's callback (`{account, signature, …}`) to `url`: the next action.
    public func callback(_ url: URL, body: [String: ActionJSON]) async throws(ActionError) -> ActionMetadata {
        let (response, _) = try await exchange(.POST, url, body: ActionJSON.object(body).bytes)
        guard response.status == 200 else { throw Self.failure(response) }
        return try ActionResponse.next(response.body)
    }

    static func failure(_ response: RPCHTTPResponse) -> ActionError {
        .failed(status: response.status, message: ActionResponse.errorMessage(response.body))
    }

    func exchange(_ method: HTTPMethod, _ url: URL, body: [UInt8]?) async throws(ActionError) -> (
        response: RPCHTTPResponse, url: URL
    ) {
        guard url.scheme?.lowercased() == "https" else { throw .notHTTPS(url.absoluteString) }
        if let host = url.host, let blocklist, blocklist.blocks(host) { throw .blockedHost(host) }
        do { return try await http.exchange(method, url, body: body) } catch { throw ActionError(error) }
    }
}

/// The JSON the wallet sends to an action: strings, arrays and objects only.
public enum ActionJSON: Sendable, Equatable {
    /// A string.
    case text(String)
    /// An array.
    case array([ActionJSON])
    /// An object (keys written sorted).
    case object([String: ActionJSON])

    /// The encoded bytes.
    public var bytes: [UInt8] { Array(encoded.utf8) }

    var encoded: String {
        switch self {
        case .text(let text): return Self.quote(text)
        case .array(let items): return "[" + items.map(\.encoded).joined(separator: ",") + "]"
        case .object(let members):
            return "{"
                + members.sorted { $0.key < $1.key }.map { Self.quote($0.key) + ":" + $0.value.encoded }
                .joined(separator: ",") + "}"
        }
    }

    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
