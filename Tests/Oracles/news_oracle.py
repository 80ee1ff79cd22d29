#!/usr/bin/env python3
"""News feeds for the tests, read by feedparser (PyPI, not our code) as the oracle:

  parse     {"path": P}  → {"title", "items": [{title, link, id, published, summary}]} as feedparser reads the file,
            ordered as `solwallet news` shows them (newest first, undated last, de-duplicated on id, else link,
            else title): `published` is unix seconds (published, else updated; null when neither parses), titles
            and summaries are plain text (HTML tags dropped, entities decoded with html.unescape, whitespace folded).
  generate  {"seed": S, "count": N, "format": "rss"|"atom", "path": P} → writes a random feed to P: titles in
            several scripts with entities, CDATA and escaped HTML, RFC 822 and RFC 3339 dates with offsets (some
            missing), repeated items, javascript: links. Replies {"written": P}.
"""
import calendar
import html
import json
import random
import re
import sys
from datetime import datetime, timedelta, timezone
from xml.sax.saxutils import escape

import feedparser


def plain(text):
    text = re.sub(r"<[^>]+>", " ", text or "")
    return " ".join(html.unescape(text).split())


def parse(request):
    with open(request["path"], "rb") as f:
        data = f.read()
    parsed = feedparser.parse(data, sanitize_html=False, resolve_relative_uris=False)
    items = []
    for entry in parsed.entries:
        stamp = entry.get("published_parsed") or entry.get("updated_parsed")
        link = entry.get("link")
        if link is not None and not re.match(r"^https?://[^/\s]", link.strip(), re.I):
            link = None
        summary = entry.get("summary")
        if not summary and entry.get("content"):
            summary = entry["content"][0].get("value")
        items.append({
            "title": plain(entry.get("title", "")),
            "link": link.strip() if link else None,
            "id": entry.get("id") or None,
            "published": calendar.timegm(stamp) if stamp else None,
            "summary": plain(summary or ""),
        })
    seen = set()
    unique = []
    for item in items:
        key = item["id"] or item["link"] or item["title"]
        if key in seen:
            continue
        seen.add(key)
        unique.append(item)
    dated = sorted([i for i in unique if i["published"] is not None], key=lambda i: -i["published"])
    undated = [i for i in unique if i["published"] is None]
    return {"title": plain(parsed.feed.get("title", "")), "items": dated + undated}


WORDS = ["Solana", "validator", "Firedancer", "Ελληνικά", "Türkçe", "çağ", "R$ 5", "AT&T", "<b>bold</b>", "1 < 2",
         "Breakpoint", "epoch", "stake", "“quotes”", "it’s", "naïve", "日本語"]


def generate(request):
    rng = random.Random(request["seed"])
    start = datetime(2026, 10, 6, 14, 3, tzinfo=timezone.utc)
    entries = []
    for index in range(request["count"]):
        moment = start - timedelta(seconds=rng.randrange(0, 400 * 86400))
        offset = timezone(timedelta(minutes=rng.choice([0, 60, 120, -240, -300, 330])))
        local = moment.astimezone(offset)
        title = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 6)))
        entries.append({
            "title": title, "slug": "post-%d-%d" % (request["seed"] % 1000, index), "local": local,
            "dated": rng.random() < 0.85, "summary": " ".join(rng.choice(WORDS) for _ in range(rng.randint(0, 12))),
            "cdata": rng.random() < 0.5, "js": rng.random() < 0.1,
        })
    if len(entries) > 2:
        entries.append(dict(entries[1]))  # a repeated item
    out = []
    if request["format"] == "rss":
        out.append('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Gen &amp; Co</title>')
        for e in entries:
            link = "javascript:alert(1)" if e["js"] else "https://example.com/news/" + e["slug"]
            out.append("<item><title>%s</title><link>%s</link><guid>%s</guid>" % (
                escape(e["title"]), escape(link), "https://example.com/news/" + e["slug"]))
            if e["summary"]:
                body = "<p>%s</p>" % e["summary"]
                out.append("<description><![CDATA[%s]]></description>" % body if e["cdata"]
                           else "<description>%s</description>" % escape(body))
            if e["dated"]:
                out.append("<pubDate>%s</pubDate>" % e["local"].strftime("%a, %d %b %Y %H:%M:%S %z"))
            out.append("</item>")
        out.append("</channel></rss>")
    else:
        out.append('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">'
                   '<title>Gen &amp; Co</title><id>urn:gen</id>')
        for e in entries:
            link = "javascript:alert(1)" if e["js"] else "https://example.com/news/" + e["slug"]
            out.append('<entry><id>urn:gen:%s</id><title>%s</title><link rel="alternate" href="%s"/>' % (
                e["slug"], escape(e["title"]), escape(link, {'"': "&quot;"})))
            if e["dated"]:
                out.append("<updated>%s</updated>" % e["local"].isoformat())
            if e["summary"]:
                out.append('<summary type="html">%s</summary>' % escape("<p>%s</p>" % e["summary"]))
            out.append("</entry>")
        out.append("</feed>")
    with open(request["path"], "w", encoding="utf-8") as f:
        f.write("".join(out))
    return {"written": request["path"]}


def main():
    request = json.load(sys.stdin)
    command = sys.argv[1]
    if command == "parse":
        result = parse(request)
    elif command == "generate":
        result = generate(request)
    else:
        raise SystemExit("unknown command " + command)
    json.dump(result, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
