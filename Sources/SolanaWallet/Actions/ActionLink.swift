import Foundation
import SolanaRPC

/// A link that leads to a Solana Action, as a user pastes it: the Action's own URL, or a website page that the site's
/// `actions.json` maps to one. Parsed strictly and offline (https only, bounded length); see `ActionsJSON` for the
/// website case.
public enum ActionLink: Sendable, Equatable {
    /// `solana-action:<https URL>`, or an interstitial link `https://…?action=solana-action:…`: the Action API URL.
    case action(URL)
    /// An https page (a blink URL): its site's `/actions.json` says which Action API URL serves it.
    case website(URL)

    /// The longest link read (in UTF-8 bytes).
    public static let maxLength = 4_096

    /// Parses what a user pasted: `solana-action:` (the link URL-decoded when it is encoded), an interstitial link
    /// whose `action` query parameter is a `solana-action:` URL, or an https website URL. Anything not https is
    /// refused as malformed.
    public static func parse(_ text: String) throws(ActionError) -> ActionLink {
        guard text.utf8.count <= maxLength else {
            throw .badLink(text, reason: "longer than \(maxLength) bytes")
        }
        guard !text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) else {
            throw .badLink(text, reason: "it has a space or control character")
        }
        if text.lowercased().hasPrefix("solana-action:") {
            return .action(try actionURL(String(text.dropFirst("solana-action:".count))))
        }
        let url = try httpsURL(text)
        if let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let inner = components.queryItems?.first(where: { $0.name == "action" })?.value,
            inner.lowercased().hasPrefix("solana-action:")
        {
            return .action(try actionURL(String(inner.dropFirst("solana-action:".count))))
        }
        return .website(url)
    }

    /// The `<link>` of `solana-action:<link>`: percent-decoded when it is encoded (it has no `://` as is).
    static func actionURL(_ link: String) throws(ActionError) -> URL {
        var text = link
        if !link.contains("://") {
            guard let decoded = link.removingPercentEncoding else {
                throw .badLink(link, reason: "its percent-encoding is invalid")
            }
            text = decoded
        }
        return try httpsURL(text)
    }

    /// An absolute https URL with a host and no user name or password; anything else is refused.
    public static func httpsURL(_ text: String) throws(ActionError) -> URL {
        guard text.utf8.count <= maxLength else { throw .badLink(text, reason: "longer than \(maxLength) bytes") }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
            throw .badLink(text, reason: "not an absolute URL")
        }
        guard scheme == "https" else { throw .notHTTPS(text) }
        guard let host = url.host, !host.isEmpty else { throw .badLink(text, reason: "it has no host") }
        guard url.user == nil, url.password == nil else {
            throw .badLink(text, reason: "it carries a user name or password")
        }
        guard url.fragment == nil else { throw .badLink(text, reason: "it has a fragment") }
        return url
    }

    /// `scheme://host[:port]` of `url` (lower-cased): the unit that `next` links must stay within.
    public static func origin(_ url: URL) -> String {
        let port = url.port.map { ":\($0)" } ?? ""
        return "\(url.scheme?.lowercased() ?? "")://\(url.host?.lowercased() ?? "")\(port)"
    }
}

/// A website's `/actions.json`: rules that map its page paths to Action API URLs (`*` one path segment, `**` any
/// number of segments and only last; the page's query kept). Parsed strictly: size, rule count and pattern lengths
/// are bounded. Pure (the `actions-url` fuzz target runs it).
public struct ActionsJSON: Sendable, Equatable {
    /// One rule.
    public struct Rule: Sendable, Equatable {
        /// The path pattern matched against a page's path (`/donate/*`, `/api/**`).
        public let pathPattern: String
        /// Where the matching page's Action lives: a path on the site, or an absolute https URL; its `*`/`**` take
        /// the matched segments in order.
        public let apiPath: String
    }

    /// The rules, in the order the file gives them (the first match wins).
    public let rules: [Rule]

    /// The largest file read.
    public static let maxBodyBytes = 64 << 10
    /// The most rules read.
    public static let maxRules = 256
    /// The longest pattern or path read.
    public static let maxPatternLength = 1_024

    private struct File: Decodable {
        struct Entry: Decodable {
            let pathPattern: String
            let apiPath: String
        }
        let rules: [Entry]
    }

    /// Parses the file's bytes.
    public init(_ body: [UInt8]) throws(ActionError) {
        guard body.count <= Self.maxBodyBytes else { throw .malformed("actions.json is larger than 64 KiB") }
        let file: File
        do { file = try UntrustedJSON.decode(File.self, from: body) } catch {
            throw .malformed("actions.json is not {\"rules\": [{\"pathPattern\": …, \"apiPath\": …}]}")
        }
        guard file.rules.count <= Self.maxRules else {
            throw .malformed("actions.json has more than \(Self.maxRules) rules")
        }
        var rules: [Rule] = []
        for entry in file.rules {
            guard entry.pathPattern.utf8.count <= Self.maxPatternLength,
                entry.apiPath.utf8.count <= Self.maxPatternLength, !entry.pathPattern.isEmpty, !entry.apiPath.isEmpty
            else { throw .malformed("an actions.json rule is empty or longer than \(Self.maxPatternLength) bytes") }
            let segments = Self.segments(entry.pathPattern)
            if let index = segments.firstIndex(of: "**"), index != segments.count - 1 {
                throw .malformed("in actions.json, '**' must end the pattern '\(entry.pathPattern)'")
            }
            rules.append(Rule(pathPattern: entry.pathPattern, apiPath: entry.apiPath))
        }
        self.rules = rules
    }

    /// The rules given directly.
    public init(rules: [Rule]) { self.rules = rules }

    /// The Action API URL for `page` (an https URL on the site): the first matching rule's `apiPath`, its wildcards
    /// filled with the matched segments, resolved against the page's origin, with the page's query appended. An
    /// `apiPath` that is an absolute URL must be https. Throws `.noMatchingRule` when no rule matches.
    public func resolve(_ page: URL) throws(ActionError) -> URL {
        let path = page.path.isEmpty ? "/" : page.path
        let pageSegments = Self.segments(path)
        for rule in rules {
            guard let captures = Self.match(Self.segments(Self.pathOf(rule.pathPattern)), pageSegments) else {
                continue
            }
            var api = ""
            var remaining = captures[...]
            let apiParts = rule.apiPath.split(separator: "/", omittingEmptySubsequences: false)
            api = apiParts.map { part -> String in
                if part == "*" || part == "**", let next = remaining.popFirst() { return next }
                return String(part)
            }.joined(separator: "/")
            if let query = page.query, !query.isEmpty {
                api += api.contains("?") ? "&" + query : "?" + query
            }
            if api.hasPrefix("/") {
                api = ActionLink.origin(page) + api
            } else if !api.lowercased().hasPrefix("https://") {
                if api.contains("://") { throw .notHTTPS(api) }
                api = ActionLink.origin(page) + "/" + api
            }
            return try ActionLink.httpsURL(api)
        }
        throw .noMatchingRule(path)
    }

    /// A pattern may be an absolute URL (its path is matched) or a path.
    static func pathOf(_ pattern: String) -> String {
        if pattern.contains("://"), let url = URL(string: pattern) { return url.path.isEmpty ? "/" : url.path }
        return pattern.split(separator: "?", maxSplits: 1).first.map(String.init) ?? pattern
    }

    static func segments(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// The segments `*` and `**` matched (a `**` match joined with `/`), or nil when the pattern does not match.
    static func match(_ pattern: [String], _ path: [String]) -> [String]? {
        var captures: [String] = []
        for (index, part) in pattern.enumerated() {
            if part == "**" {
                captures.append(path[min(index, path.count)...].joined(separator: "/"))
                return captures
            }
            guard index < path.count else { return nil }
            if part == "*" {
                captures.append(path[index])
            } else if part != path[index] {
                return nil
            }
        }
        return pattern.count == path.count ? captures : nil
    }
}
