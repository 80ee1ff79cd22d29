import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parses RSS 2.0 and Atom feeds from bytes nobody checked: at most `maximumBytes` (2 MiB), no DTD (a `<!DOCTYPE`
/// is refused, so neither internal entity expansion nor external entities can happen), at most 64 levels of
/// nesting and `NewsFeed.maximumItems` items; titles and summaries become plain text; links other than http(s) are
/// dropped. Errors are `MarketDataError.malformed` with what was wrong.
public enum FeedParser {
    /// The largest feed accepted, in bytes (2 MiB); a larger one is `MarketDataError.responseTooLarge`.
    public static let maximumBytes = 2 << 20
    /// The deepest element nesting accepted (levels, the root element counting as 1); deeper is `.malformed`.
    public static let maximumDepth = 64

    /// Parses an RSS 2.0 (`<rss>`) or Atom (`<feed>`) document into a `NewsFeed`, items newest first.
    ///
    /// - Parameter bytes: The raw feed: UTF-8, US-ASCII or ISO-8859-1, optionally with a UTF-8 byte order mark.
    /// - Returns: The feed's format, plain-text title and at most `NewsFeed.maximumItems` items.
    /// - Throws: `MarketDataError.responseTooLarge` beyond `maximumBytes`; `.malformed` when the bytes are empty,
    ///   declare a DTD, use another encoding or invalid UTF-8, are not well-formed XML, end before the root closes,
    ///   nest deeper than `maximumDepth` or are neither RSS nor Atom.
    public static func parse(_ bytes: [UInt8]) throws(MarketDataError) -> NewsFeed {
        guard bytes.count <= maximumBytes else { throw .responseTooLarge(limit: maximumBytes) }
        guard !bytes.isEmpty else { throw .malformed("the feed is empty") }
        if containsDoctype(bytes) {
            throw .malformed("the feed declares a DTD (<!DOCTYPE>), which is refused (entity expansion)")
        }
        let utf8 = try utf8Document(bytes)
        if containsEmptyProcessingInstruction(utf8) {
            // Foundation's XMLParser on Linux reads such an instruction's missing data as a C string: a crash
            // (found by the news-feed fuzz target with `<?xml?>`). No feed needs one.
            throw .malformed("the feed has a processing instruction without data (<?name?>), which is refused")
        }
        let delegate = Delegate()
        let parser = XMLParser(data: Data(utf8))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = delegate
        let ok = parser.parse()
        if let failure = delegate.failure { throw .malformed(failure) }
        guard ok else {
            let detail = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "not well-formed XML"
            throw .malformed("the feed is not well-formed XML (line \(parser.lineNumber)): \(detail)")
        }
        // FoundationXML on Linux reports a document cut short (an answer truncated in transit) as parsed: the
        // root element must have closed.
        guard delegate.rootClosed else {
            throw .malformed(
                "the feed ends before its root element closes (line \(parser.lineNumber)); it was cut short")
        }
        guard let format = delegate.format else {
            throw .malformed("the document is neither an RSS 2.0 (<rss>) nor an Atom (<feed>) feed")
        }
        return NewsFeed(
            format: format, title: clean(delegate.feedTitle, limit: NewsFeed.maximumTitle),
            items: order(delegate.items))
    }

    /// The document as valid UTF-8: FoundationXML traps (a force unwrap in its element callback) on an element name
    /// that is not valid UTF-8, so nothing else reaches it. A feed declared ISO-8859-1 (or Latin-1, Windows-1252's
    /// subset) is transcoded and its declaration rewritten; UTF-8 (or undeclared, or US-ASCII) must be valid as it
    /// is; other encodings are refused.
    static func utf8Document(_ bytes: [UInt8]) throws(MarketDataError) -> [UInt8] {
        var body = bytes
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body.removeFirst(3) }
        let head = String(decoding: body.prefix(256), as: UTF8.self)
        var declared: String?
        if head.hasPrefix("<?xml"), let end = head.range(of: "?>"),
            let match = head[..<end.lowerBound].range(
                of: #"encoding\s*=\s*["']([A-Za-z0-9._-]+)["']"#, options: .regularExpression)
        {
            let text = head[match]
            declared = text.split(whereSeparator: { $0 == "\"" || $0 == "'" }).dropFirst().first.map {
                $0.lowercased()
            }
        }
        switch declared {
        case nil, "utf-8", "utf8", "us-ascii", "ascii":
            guard String(decoding: body, as: UTF8.self).utf8.elementsEqual(body) else {
                throw .malformed("the feed is not valid UTF-8")
            }
            return body
        case "iso-8859-1", "latin1", "latin-1", "iso8859-1", "l1":
            var result = String(String.UnicodeScalarView(body.map { Unicode.Scalar($0) }))
            if let range = result.range(
                of: #"encoding\s*=\s*["'][A-Za-z0-9._-]+["']"#, options: .regularExpression)
            {
                result.replaceSubrange(range, with: "encoding=\"UTF-8\"")
            }
            return Array(result.utf8)
        case let other?:
            throw .malformed("the feed's encoding \(other) is not supported (UTF-8 or ISO-8859-1)")
        }
    }

    /// A processing instruction with no data after its target (`<?xml?>`, `<?x ?>`) anywhere in the bytes.
    public static func containsEmptyProcessingInstruction(_ bytes: [UInt8]) -> Bool {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var index = 0
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == 0x3C, bytes[index + 1] == 0x3F else { continue }
            var cursor = index + 2
            while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != 0x3F { cursor += 1 }
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            if cursor + 1 < bytes.count, bytes[cursor] == 0x3F, bytes[cursor + 1] == 0x3E { return true }
        }
        return false
    }

    /// `<!DOCTYPE` (any case) anywhere in the bytes.
    public static func containsDoctype(_ bytes: [UInt8]) -> Bool {
        let needle = Array("<!doctype".utf8)
        guard bytes.count >= needle.count else { return false }
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == 0x3C {
                var match = true
                for offset in 1..<needle.count {
                    var byte = bytes[index + offset]
                    if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
                    if byte != needle[offset] {
                        match = false
                        break
                    }
                }
                if match { return true }
            }
            index += 1
        }
        return false
    }

    /// De-duplicated by `key` (first wins), newest first, undated last (stable).
    static func order(_ items: [NewsItem]) -> [NewsItem] {
        var seen = Set<String>()
        let unique = items.filter { seen.insert($0.key).inserted }
        return unique.enumerated().sorted { a, b in
            switch (a.element.published, b.element.published) {
            case let (x?, y?): return x != y ? x > y : a.offset < b.offset
            case (nil, nil): return a.offset < b.offset
            case (_?, nil): return true
            case (nil, _?): return false
            }
        }.map(\.element)
    }

    /// HTML → one line of plain text (tags removed, entities decoded, whitespace folded), at most `limit`
    /// characters.
    static func clean(_ text: String, limit: Int) -> String {
        let plain = HTMLText.decodeEntities(
            text.replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression))
        let folded = plain.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
        let controlFree = String(
            String.UnicodeScalarView(
                folded.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }))
        return controlFree.count > limit ? String(controlFree.prefix(limit - 1)) + "…" : controlFree
    }

    /// http(s) URLs only (a `javascript:` link is dropped).
    static func link(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count <= 2_000, let parts = URLComponents(string: trimmed),
            let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = parts.host, !host.isEmpty
        else { return nil }
        return trimmed
    }

    final class Delegate: NSObject, XMLParserDelegate {
        var format: String?
        var feedTitle = ""
        var items: [NewsItem] = []
        var failure: String?
        /// Whether the root element's end tag was read.
        var rootClosed = false
        private var depth = 0
        private var path: [String] = []
        private var text = ""
        // The item being read.
        private var inItem = false
        private var title = "", linkText = "", atomLink: String?, atomLinkRank = 0, guid = "", date = "",
            updated = "", summary = "", content = ""

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            depth += 1
            if depth > FeedParser.maximumDepth {
                fail(parser, "the feed nests deeper than \(FeedParser.maximumDepth) levels")
                return
            }
            let name = Self.local(elementName)
            if path.isEmpty {
                switch name {
                case "rss", "rdf": format = "rss"
                case "feed": format = "atom"
                default: break
                }
            }
            path.append(name)
            text = ""
            if name == "item" || name == "entry" {
                inItem = true
                (title, linkText, atomLink, atomLinkRank, guid, date, updated, summary, content) =
                    ("", "", nil, 0, "", "", "", "", "")
            } else if inItem, name == "link", let href = attributes["href"] {
                // Atom: rel="alternate" (or no rel) is the article; others (enclosure, self, related) only when
                // nothing better comes.
                let rel = attributes["rel"] ?? "alternate"
                let rank = rel == "alternate" ? 2 : 1
                if rank > atomLinkRank, let url = FeedParser.link(href) {
                    atomLink = url
                    atomLinkRank = rank
                }
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { append(parser, string) }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            append(parser, String(decoding: CDATABlock, as: UTF8.self))
        }

        private func append(_ parser: XMLParser, _ string: String) {
            // One field never needs more than 256 KiB of text.
            guard text.utf8.count + string.utf8.count <= 256 << 10 else { return }
            text += string
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            depth -= 1
            if depth == 0 { rootClosed = true }
            let name = Self.local(elementName)
            let value = text
            text = ""
            defer { if !path.isEmpty { path.removeLast() } }
            if inItem {
                switch name {
                case "title": title = value
                case "link": if linkText.isEmpty { linkText = value }
                case "guid", "id": guid = value
                case "pubDate", "published", "date", "issued": date = value
                case "updated", "modified": updated = value
                case "description", "summary": summary = value
                case "encoded", "content": content = value
                case "item", "entry":
                    inItem = false
                    guard items.count < NewsFeed.maximumItems else { return }
                    let trimmedID = guid.trimmingCharacters(in: .whitespacesAndNewlines)
                    items.append(
                        NewsItem(
                            title: FeedParser.clean(title, limit: NewsFeed.maximumTitle),
                            link: FeedParser.link(linkText) ?? atomLink,
                            id: trimmedID.isEmpty ? nil : String(trimmedID.prefix(2_000)),
                            published: FeedDate.parse(date) ?? FeedDate.parse(updated),
                            summary: FeedParser.clean(
                                summary.isEmpty ? content : summary,
                                limit: NewsFeed.maximumSummary)))
                default: break
                }
            } else if name == "title", path.count == 2 || (path.count == 3 && path[1] == "channel") {
                // <feed><title> (Atom) or <rss><channel><title> (RSS).
                if feedTitle.isEmpty { feedTitle = value }
            }
        }

        private func fail(_ parser: XMLParser, _ reason: String) {
            if failure == nil { failure = reason }
            parser.abortParsing()
        }

        /// "dc:date" → "date", "atom:link" → "link".
        static func local(_ name: String) -> String {
            guard let colon = name.lastIndex(of: ":") else { return name }
            return String(name[name.index(after: colon)...])
        }
    }
}
