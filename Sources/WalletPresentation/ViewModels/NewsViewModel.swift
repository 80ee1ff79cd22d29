import Foundation
import MarketData

/// The news screen: the feed's latest items (number, title, age, link), localized; `Encodable` for `--json`
/// (docs/json-output.md: `published` as a timestamp, localized text under keys ending in `Text`).
public struct NewsViewModel: Sendable, Equatable, Encodable {
    /// One feed item as shown, its text sanitized for the terminal.
    public struct Item: Sendable, Equatable, Encodable {
        /// 1-based, as `solwallet news --open N` takes it.
        public let number: Int
        /// The item's title (may be empty, shown as "—").
        public let title: String
        /// The article's http(s) URL; nil when the item has none.
        public let link: String?
        /// The RSS guid or Atom id; nil when absent.
        public let id: String?
        /// ISO 8601 (UTC), nil when the item has no readable date.
        public let published: String?
        /// "3 hours ago", nil without a date.
        public let age: String?
        /// The summary as plain text (may be empty).
        public let summary: String
        /// The moment of `published`, for `--json`.
        let publishedDate: Date?

        enum CodingKeys: String, CodingKey { case number, title, link, id, published, age = "ageText", summary }

        /// The item as `--json` carries it: `published` as a timestamp (`unix`, `utc`), the age as `ageText`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(number, forKey: .number)
            try container.encode(title, forKey: .title)
            try container.encodeIfPresent(link, forKey: .link)
            try container.encodeIfPresent(id, forKey: .id)
            try container.encodeIfPresent(publishedDate.map(JSONTimestamp.init), forKey: .published)
            try container.encodeIfPresent(age, forKey: .age)
            try container.encode(summary, forKey: .summary)
        }
    }

    /// The language of the screen's text.
    public let language: Language
    /// The screen's localized heading.
    public let title: String
    /// The feed's own title ("Solana News").
    public let feedTitle: String
    /// The feed's URL (without query or credentials).
    public let url: String
    /// "rss" or "atom".
    public let format: String
    /// The newest items, at most the `limit` given.
    public let items: [Item]
    /// The number of items shown, localized ("10 items").
    public let countText: String
    /// The localized "The feed has no items." when there are none; nil otherwise.
    public let placeholder: String?
    /// How old the feed is when it came from the cache, and why when the feed could not be fetched.
    public let notice: MarketViewModel.Notice?

    enum CodingKeys: String, CodingKey {
        case language, title = "titleText", feedTitle, url, format, items, count, countText
        case placeholder = "placeholderText", notice
    }

    /// The screen as `--json` carries it (docs/json-output.md), with `count` beside `countText`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(language, forKey: .language)
        try container.encode(title, forKey: .title)
        try container.encode(feedTitle, forKey: .feedTitle)
        try container.encode(url, forKey: .url)
        try container.encode(format, forKey: .format)
        try container.encode(items, forKey: .items)
        try container.encode(items.count, forKey: .count)
        try container.encode(countText, forKey: .countText)
        try container.encodeIfPresent(placeholder, forKey: .placeholder)
        try container.encodeIfPresent(notice, forKey: .notice)
    }

    /// The screen of a loaded feed.
    ///
    /// - Parameters:
    ///   - feed: The feed and where it came from (network, fresh cache, or stale cache after a failure).
    ///   - url: The feed's URL, shown with its query and credentials removed.
    ///   - limit: The most items shown (negative: none).
    ///   - language: The language of the text.
    ///   - now: The time item ages are measured from.
    public init(_ feed: Loaded<NewsFeed>, url: URL, limit: Int, language: Language, now: Date = Date()) {
        let l10n = Localizer(language)
        let dates = DateTimeFormatter(language)
        let ages = RelativeTimeFormatter(language)
        items = feed.value.items.prefix(max(0, limit)).enumerated().map { index, item in
            Item(
                number: index + 1, title: TerminalText.sanitize(item.title), link: item.link.map(TerminalText.sanitize),
                id: item.id.map(TerminalText.sanitize), published: item.published.map { dates.iso8601($0) },
                age: item.published.map { ages.age(now.timeIntervalSince($0)) },
                summary: TerminalText.sanitize(item.summary), publishedDate: item.published)
        }
        self.language = language
        self.title = l10n(.newsTitle)
        self.feedTitle = TerminalText.sanitize(feed.value.title)
        self.url = MarketURL.redacted(url)
        self.format = feed.value.format
        self.countText = l10n.count(.newsCountOne, .newsCountOther, items.count)
        self.placeholder = items.isEmpty ? l10n(.noNews) : nil
        switch feed.source {
        case .remote: self.notice = nil
        case .fresh(let age):
            self.notice = MarketViewModel.Notice(
                text: l10n(.newsUpdatedAgo, ages.age(age)), ageSeconds: MarketViewModel.seconds(age),
                offlineReason: nil)
        case .offline:
            self.notice = MarketViewModel.notice(feed.source, language: language)
        }
    }

    /// "1. Title · 3 hours ago" and the link under it, per item; then the count and the notice.
    public func terminalText(style: TerminalStyle = .plain) -> String {
        var lines: [String] = [style.apply(.bold, to: title + (feedTitle.isEmpty ? "" : " · " + feedTitle))]
        for item in items {
            let age = item.age.map { " · " + $0 } ?? ""
            lines.append(
                "\(item.number). " + style.apply(.bold, to: item.title.isEmpty ? "—" : item.title)
                    + style.apply(.dim, to: age))
            if let link = item.link { lines.append("   " + style.apply(.dim, to: link)) }
        }
        if let placeholder { lines.append(style.apply(.dim, to: placeholder)) }
        lines.append(style.apply(.dim, to: countText))
        if let notice { lines.append(style.apply(notice.offlineReason == nil ? .dim : .warning, to: notice.text)) }
        return lines.joined(separator: "\n")
    }
}
