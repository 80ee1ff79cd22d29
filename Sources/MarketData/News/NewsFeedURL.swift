import Foundation

/// A feed URL that was given but is not an http(s) URL with a host and without credentials.
public struct InvalidFeedURL: Error, Sendable, Equatable {
    /// Where a feed URL was read from.
    public enum Origin: String, Sendable, Equatable {
        /// Given for this one load (the CLI's `--url`).
        case option
        /// The `SOLWALLET_NEWS_URL` environment variable.
        case environment
        /// The `news-url` setting.
        case setting
    }

    /// Where the URL came from.
    public let origin: Origin
    /// The text given, trimmed, at most 200 characters.
    public let text: String

    /// A refused feed URL: `text` as given from `origin`.
    public init(origin: Origin, text: String) {
        self.origin = origin
        self.text = text
    }
}

extension NewsLoader {
    /// The environment variable that names the feed (over the `news-url` setting).
    public static let urlVariable = "SOLWALLET_NEWS_URL"

    /// The feed to load: `option`, else `environment[urlVariable]` (when not empty), else `setting` (the `news-url`
    /// setting), else `defaultURL`. The CLI's `solwallet news` and the dashboard's news screen both choose with it.
    ///
    /// - Throws: `InvalidFeedURL` naming where the first present URL came from, when it is not an http(s) URL.
    public static func feedURL(
        option: String?, environment: [String: String], setting: String?
    ) throws(InvalidFeedURL) -> URL {
        func checked(_ text: String, _ origin: InvalidFeedURL.Origin) throws(InvalidFeedURL) -> URL {
            guard let url = feedURL(parsing: text) else {
                throw InvalidFeedURL(
                    origin: origin, text: String(text.trimmingCharacters(in: .whitespaces).prefix(200)))
            }
            return url
        }
        if let option { return try checked(option, .option) }
        if let value = environment[urlVariable], !value.isEmpty { return try checked(value, .environment) }
        if let setting { return try checked(setting, .setting) }
        return defaultURL
    }

    /// `text` (trimmed) as a feed URL: http or https, with a host, without user or password, at most 2,000
    /// characters; nil otherwise.
    public static func feedURL(parsing text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count <= 2_000, let parts = URLComponents(string: trimmed),
            let scheme = parts.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = parts.host, !host.isEmpty, parts.user == nil,
            parts.password == nil, let url = parts.url
        else { return nil }
        return url
    }
}
