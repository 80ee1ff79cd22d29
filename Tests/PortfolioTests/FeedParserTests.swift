import Foundation
import MarketData
import TestSupport
import Testing

/// RSS 2.0 and Atom parsing against Python's feedparser (`news_oracle.py`) on the shaped fixtures and on random
/// feeds generated at test time; hostile feeds (a DTD, too large, too deep, broken, javascript: links).
@Suite struct FeedParserTests {
    struct OracleFeed: Decodable {
        struct Item: Decodable {
            let title: String
            let link: String?
            let id: String?
            let published: Int64?
            let summary: String
        }
        let title: String
        let items: [Item]
    }

    struct ParseRequest: Encodable { let path: String }
    struct GenerateRequest: Encodable { let seed: Int; let count: Int; let format: String; let path: String }
    struct Written: Decodable { let written: String }

    func compare(_ path: String, file: String = "") throws -> NewsFeed {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let feed = try FeedParser.parse(bytes)
        let oracle: OracleFeed = try Oracle.ask("parse", ParseRequest(path: path), script: "news_oracle.py")
        #expect(feed.title == oracle.title, "\(file)")
        #expect(feed.items.count == oracle.items.count, "\(file): \(feed.items.count) vs \(oracle.items.count)")
        for (ours, theirs) in zip(feed.items, oracle.items) {
            #expect(ours.title == theirs.title, "\(file)")
            #expect(ours.link == theirs.link, "\(file) \(ours.title)")
            #expect(ours.id == theirs.id, "\(file) \(ours.title)")
            #expect(
                ours.published.map { Int64($0.timeIntervalSince1970.rounded(.down)) } == theirs.published,
                "\(file) \(ours.title)")
            #expect(ours.summary == theirs.summary, "\(file) \(ours.title)")
        }
        return feed
    }

    @Test func solanaNewsRSSMatchesFeedparser() throws {
        let path = Oracle.repositoryRoot.appendingPathComponent("Tests/Fixtures/news/solana_news_rss.xml").path
        let feed = try compare(path, file: "rss")
        #expect(feed.format == "rss" && feed.title == "Solana News")
        // Hand-checked: the repeated item is dropped; &#8217; decoded; newest first.
        #expect(feed.items.count == 4)
        #expect(feed.items[0].title == "Solana’s validator client diversity: an update")
        #expect(feed.items[0].published == Date(timeIntervalSince1970: 1_791_295_380))
        #expect(feed.items[2].published == Date(timeIntervalSince1970: 1_789_423_200))  // 18:00 -0400 = 22:00Z
        #expect(feed.items[1].summary == "From payments to developer tooling & more — the recap.")
    }

    @Test func statusAtomMatchesFeedparser() throws {
        let path = Oracle.repositoryRoot.appendingPathComponent("Tests/Fixtures/news/status_history_atom.xml").path
        let feed = try compare(path, file: "atom")
        #expect(feed.format == "atom" && feed.items.count == 3)
        #expect(feed.items[0].link == "https://status.solana.com/incidents/7k2m9fq1xw3c")
        #expect(feed.items[1].title == "Explorer & public endpoints offline")
        // 19:00:00.250+02:00 = 17:00:00.25Z.
        #expect(feed.items[1].published == Date(timeIntervalSince1970: 1_787_504_400.25))
        #expect(feed.items[2].published == Date(timeIntervalSince1970: 1_707_232_164))  // only <updated>
    }

    @Test(arguments: ["rss", "atom"]) func randomFeedsMatchFeedparser(format: String) throws {
        for _ in 0..<4 {
            let seed = Int.random(in: 0..<1_000_000, using: &TestRandom.rng)
            let path = NSTemporaryDirectory() + "feed-\(UUID().uuidString).xml"
            let _: Written = try Oracle.ask(
                "generate",
                GenerateRequest(
                    seed: seed, count: Int.random(in: 0...30, using: &TestRandom.rng), format: format, path: path),
                script: "news_oracle.py")
            _ = try compare(path, file: "\(format) seed \(seed)")
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    @Test func hostileFeedsAreRefusedOrBounded() throws {
        func malformed(_ text: String) -> Bool {
            do {
                _ = try FeedParser.parse(Array(text.utf8))
                return false
            } catch {
                if case .malformed = error { return true }
                return false
            }
        }
        // A DTD: the billion laughs never expand; external entities are never fetched.
        #expect(
            malformed(
                """
                <?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
                <rss><channel><item><title>&lol2;</title></item></channel></rss>
                """))
        #expect(malformed("<!doctype rss SYSTEM \"file:///etc/passwd\"><rss/>"))
        #expect(malformed("<rss><channel><item><title>cut"))
        // A processing instruction without data crashes Foundation's XMLParser on Linux: refused before it.
        for text in ["<?xml?><rss/>", "<rss><?x ?><channel/></rss>", "<?xml version=\"1.0\"?><rss><?pi\n?></rss>"] {
            #expect(malformed(text), "\(text)")
        }
        #expect(FeedParser.containsEmptyProcessingInstruction(Array("<?xml-stylesheet href=\"a.xsl\"?>".utf8)) == false)
        #expect(malformed("<html><body>not a feed</body></html>"))
        #expect(malformed(""))
        #expect(malformed(String(repeating: "<a>", count: 200) + String(repeating: "</a>", count: 200)))
        #expect(throws: MarketDataError.responseTooLarge(limit: FeedParser.maximumBytes)) {
            try FeedParser.parse([UInt8](repeating: 0x20, count: FeedParser.maximumBytes + 1))
        }
        // Not UTF-8: refused before FoundationXML (which traps on an element name that is not valid UTF-8; found by
        // mutating the corpus, Fuzz/regressions/news-feed/invalid-utf8-element-name.xml).
        for bytes: [UInt8] in [
            Array("<?xml version=\"1.0\"?><rss".utf8) + [0xD2] + Array("version=\"2.0\"><channel/></rss>".utf8),
            [0xFF, 0xFE] + Array("<rss/>".utf8),
            Array("<?xml version=\"1.0\" encoding=\"UTF-16\"?><rss><channel/></rss>".utf8),
        ] {
            #expect(throws: MarketDataError.self) { try FeedParser.parse(bytes) }
        }
        // ISO-8859-1 is transcoded: "Caf\u{e9}" (é as the single byte 0xE9).
        let latin = try FeedParser.parse(
            Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><rss><channel><title>Caf".utf8) + [0xE9]
                + Array("</title></channel></rss>".utf8))
        #expect(latin.title == "Café")
        // An answer cut short in transit is an error, never a shorter feed (FoundationXML alone accepts it).
        let whole = [UInt8](try Oracle.fixture("news/solana_news_rss.xml"))
        let end = Array("</rss>".utf8)
        for _ in 0..<40 {
            let cut = Int.random(in: 1..<(whole.count - 8), using: &TestRandom.rng)
            let prefix = Array(whole[..<cut])
            guard !prefix.suffix(end.count).elementsEqual(end) else { continue }
            #expect(malformed(String(decoding: prefix, as: UTF8.self)), "cut at \(cut)")
        }
        // Links other than http(s) are dropped; control characters never reach the text.
        let feed = try FeedParser.parse(
            Array(
                """
                <rss><channel><item><title>a&#x9B;31mred</title><link>javascript:alert(1)</link></item>
                <item><title>b</title><link> https://ok.example/x </link></item></channel></rss>
                """.utf8))
        #expect(feed.items.map(\.link) == [nil, "https://ok.example/x"])
        #expect(feed.items[0].title == "a31mred")
        // Items are capped.
        let many =
            "<rss><channel>" + (0..<600).map { "<item><guid>\($0)</guid><title>\($0)</title></item>" }.joined()
            + "</channel></rss>"
        #expect(try FeedParser.parse(Array(many.utf8)).items.count == NewsFeed.maximumItems)
    }

    @Test func feedDates() {
        let cases: [(String, Double?)] = [
            ("Tue, 06 Oct 2026 14:03:00 GMT", 1_791_295_380), ("6 Oct 2026 14:03 +0200", 1_791_288_180),
            ("Mon, 14 Sep 2026 18:00:00 EDT", 1_789_423_200), ("06 Oct 26 14:03:00 UT", 1_791_295_380),
            ("2026-10-06T14:03:00Z", 1_791_295_380), ("2026-10-06T16:03:00+02:00", 1_791_295_380),
            ("2026-10-06T14:03:00.5z", 1_791_295_380.5), ("2026-10-06", 1_791_244_800),
            ("2024-02-29T00:00:00Z", 1_709_164_800), ("2023-02-29T00:00:00Z", nil),
            ("Tue, 32 Oct 2026 14:03:00 GMT", nil),
            ("2026-13-01T00:00:00Z", nil), ("yesterday", nil), ("", nil), ("2026-10-06T14:03:00+0200", nil),
            ("Tue, 06 Foo 2026 14:03:00 GMT", nil), ("Tue, 06 Oct 2026 14:03:00 XYZ", nil),
        ]
        for (text, expected) in cases {
            #expect(FeedDate.parse(text)?.timeIntervalSince1970 == expected, "\(text)")
        }
    }
}
