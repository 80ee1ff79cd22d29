import Foundation

/// One item of a news feed (an RSS 2.0 `<item>` or an Atom `<entry>`), as plain text.
public struct NewsItem: Sendable, Equatable, Codable {
    /// The title, HTML removed and entities decoded (may be empty).
    public let title: String
    /// The article's URL (http or https only; nil when the item has none or another scheme).
    public let link: String?
    /// The RSS `guid` or Atom `id` (nil when absent).
    public let id: String?
    /// When it was published (RSS `pubDate`, Atom `published`, else `updated`); nil when absent or unreadable.
    public let published: Date?
    /// The summary as plain text (HTML tags removed, entities decoded), at most `NewsFeed.maximumSummary`
    /// characters.
    public let summary: String

    /// An item from values already cleaned (plain text, http(s) link); nothing is checked or trimmed here.
    public init(title: String, link: String?, id: String?, published: Date?, summary: String) {
        self.title = title
        self.link = link
        self.id = id
        self.published = published
        self.summary = summary
    }

    /// What identifies the item for de-duplication: the guid/id, else the link, else the title.
    public var key: String { id ?? link ?? title }
}

/// A parsed feed: its title and items, newest first (undated items last, in feed order).
public struct NewsFeed: Sendable, Equatable, Codable {
    /// "rss" or "atom".
    public let format: String
    /// The feed's own title as plain text, at most `maximumTitle` characters (may be empty).
    public let title: String
    /// The items, newest first (undated ones last, in feed order), at most `maximumItems`.
    public let items: [NewsItem]

    /// The most items kept from one feed.
    public static let maximumItems = 500
    /// The longest summary kept (characters).
    public static let maximumSummary = 2_000
    /// The longest title kept (characters).
    public static let maximumTitle = 500

    /// A feed from values already cleaned and ordered; `format` is "rss" or "atom". Nothing is checked here.
    public init(format: String, title: String, items: [NewsItem]) {
        self.format = format
        self.title = title
        self.items = items
    }
}
