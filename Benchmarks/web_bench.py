#!/usr/bin/env python3
"""`solwallet serve` under load, and the weight of every page.

Starts localnet, the recorded market server (Tests/Oracles/market_server.py) and `solwallet serve` (the release
binary .build/release/solwallet if present, else the debug one; $SOLWALLET_BIN overrides), creates a wallet through
the onboarding form, then:

- load: CLIENTS (default 64) threads, each with its own keep-alive http.client connection and the session cookie,
  GET one page as fast as they can for SECONDS (default 10) — the wallet detail `/accounts/ADDRESS`, then `/market`.
  Prints p50/p99 latency (ms), requests/s and the number of answers that weren't 200. The clients are Python threads
  on the same 2 cores as the server: the figures are a floor for the server, not its ceiling.
- weight: every screen's HTML plus every same-origin sub-resource it references (css, js, img; inline svg is in the
  HTML), in bytes; and every src/href pointing outside the app (there must be none: exit status 1 if any).

    .venv/bin/python Benchmarks/web_bench.py [--seconds 10] [--clients 64] [--json]
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import re
import sys
import tempfile
import threading
import time
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Tests" / "Web"))
if not os.environ.get("SOLWALLET_BIN") and (ROOT / ".build/release/solwallet").exists():
    os.environ["SOLWALLET_BIN"] = str(ROOT / ".build/release/solwallet")

from conftest import Client, Dashboard, Localnet, MarketServer, solwallet_bin  # noqa: E402


class Refs(HTMLParser):
    """src/href of every element (with the tag and rel), and the byte size of inline <svg> elements."""

    def __init__(self):
        super().__init__()
        self.refs: list[tuple[str, str, str]] = []

    def handle_starttag(self, tag, attrs):
        a = {k: (v or "") for k, v in attrs}
        for key in ("src", "href", "action", "srcset", "poster", "data"):
            if a.get(key):
                self.refs.append((tag, a.get("rel", ""), a[key]))


def percentile(sorted_values: list[float], p: float) -> float:
    if not sorted_values:
        return float("nan")
    k = min(len(sorted_values) - 1, max(0, round(p / 100 * (len(sorted_values) - 1))))
    return sorted_values[k]


def hammer(port: int, cookie: str, path: str, clients: int, seconds: float) -> dict:
    latencies: list[list[float]] = [[] for _ in range(clients)]
    # The server's own figures from its Server-Timing header: the template rendering, and the whole answer.
    renders: list[list[float]] = [[] for _ in range(clients)]
    totals: list[list[float]] = [[] for _ in range(clients)]
    bad = [0] * clients
    errors = [0] * clients
    start = threading.Barrier(clients + 1)
    stop_at = [0.0]

    def worker(i: int):
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        start.wait()
        mine = latencies[i]
        while True:
            t0 = time.perf_counter()
            if t0 >= stop_at[0]:
                break
            try:
                conn.request("GET", path, headers={"Cookie": cookie})
                r = conn.getresponse()
                r.read()
                if r.status != 200:
                    bad[i] += 1
                mine.append(time.perf_counter() - t0)
                timing = dict(re.findall(r"(\w+);dur=([\d.]+)", r.getheader("Server-Timing") or ""))
                if "render" in timing:
                    renders[i].append(float(timing["render"]))
                if "total" in timing:
                    totals[i].append(float(timing["total"]))
            except (OSError, http.client.HTTPException):
                errors[i] += 1
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        conn.close()

    threads = [threading.Thread(target=worker, args=(i,), daemon=True) for i in range(clients)]
    for t in threads:
        t.start()
    stop_at[0] = time.perf_counter() + seconds
    t0 = time.perf_counter()
    start.wait()
    for t in threads:
        t.join(seconds + 60)
    elapsed = time.perf_counter() - t0
    values = sorted(v for per in latencies for v in per)
    render = sorted(v for per in renders for v in per)
    total = sorted(v for per in totals for v in per)
    server = {"render_p50_ms": round(percentile(render, 50), 3) if render else None,
              "render_p99_ms": round(percentile(render, 99), 3) if render else None,
              "server_p50_ms": round(percentile(total, 50), 3) if total else None,
              "server_p99_ms": round(percentile(total, 99), 3) if total else None}
    return {**server, "path": path, "clients": clients, "seconds": round(elapsed, 2), "requests": len(values),
            "rps": round(len(values) / elapsed, 1), "p50_ms": round(percentile(values, 50) * 1000, 2),
            "p99_ms": round(percentile(values, 99) * 1000, 2), "non_200": sum(bad), "errors": sum(errors)}


def weigh(client: Client, path: str, base: str) -> dict:
    page = client.get(path)
    html = page.body
    parser = Refs()
    parser.feed(page.text)
    sub = {}
    external = []
    for tag, rel, ref in parser.refs:
        for url in [u.strip().split(" ")[0] for u in ref.split(",")] if tag in ("img", "source") else [ref]:
            if re.match(r"^(https?:)?//", url, re.I) and not url.startswith(base + "/") and url != base:
                external.append(f"<{tag} {url}>")
            elif url.startswith("/") and not url.startswith("//"):
                loads = tag in ("script", "img", "source", "iframe", "embed", "object") or \
                    (tag == "link" and any(r in rel.lower() for r in ("stylesheet", "icon", "preload", "manifest")))
                if loads and url not in sub:
                    sub[url] = len(client.get(url).body)
    svg = sum(len(m) for m in re.findall(rb"<svg\b.*?</svg>", html, re.S))
    return {"path": path, "status": page.status, "html_bytes": len(html), "inline_svg_bytes": svg,
            "subresources": sub, "total_bytes": len(html) + sum(sub.values()), "external": external}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=10)
    ap.add_argument("--clients", type=int, default=64)
    ap.add_argument("--json", action="store_true", help="print the results as JSON")
    args = ap.parse_args()

    tmp = Path(tempfile.mkdtemp(prefix="web-bench-"))
    localnet = Localnet(tmp, "--slot-ms", "50")
    market = MarketServer(tmp / "market")
    # The market page as users see it: 250 coins with their 7-day sparklines (the answer make bench's market rows
    # decode), instead of the one-coin recorded fixture.
    from market_bench import make_answer  # noqa: E402
    make_answer(str(tmp / "market" / "coins_markets.json"))
    (tmp / "home").mkdir()
    dash = Dashboard(tmp / "home", localnet.http, market.url)
    try:
        client = Client(dash)
        client.login()
        r = client.create_wallet("bench")
        if r.status != 303:
            raise SystemExit(f"web_bench: creating the wallet answered {r.status}: {r.text[:300]}")
        found = re.findall(r'href="/accounts/([1-9A-HJ-NP-Za-km-z]{32,44})"', client.get("/wallets").text)
        if not found:
            raise SystemExit("web_bench: no account link on /wallets")
        address = found[0]
        localnet.rpc("requestAirdrop", [address, 2_000_000_000])
        screens = ["/wallets", f"/accounts/{address}", f"/accounts/{address}/receive",
                   f"/accounts/{address}/send", f"/accounts/{address}/history", "/market", "/portfolio",
                   "/settings", "/export", "/lock"]
        coin = re.findall(r'href="(/market/[^"?#]+)"', client.get("/market").text)
        if coin:
            screens.insert(6, coin[0])
        weights = [weigh(client, p, dash.base) for p in screens]
        load = [hammer(dash.port, client.cookie, p, args.clients, args.seconds)
                for p in (f"/accounts/{address}", "/market")]
    finally:
        code = dash.stop()
        market.stop()
        localnet.stop()
    results = {"binary": str(solwallet_bin()), "load": load, "weight": weights, "serve_exit": code}
    external = [(w["path"], e) for w in weights for e in w["external"]]
    if args.json:
        print(json.dumps(results, indent=1))
    else:
        print(f"solwallet serve ({results['binary']}), {args.clients} keep-alive clients, {args.seconds:g} s each")
        print("client: latency seen by the clients; server: Server-Timing's total (in the server, queueing included);"
              " render: the templates alone (goal p99 < 20 ms)")
        print(f"{'page':<22} {'req/s':>8} {'client p50':>10} {'p99':>8} {'server p50':>10} {'p99':>8}"
              f" {'render p50':>10} {'p99':>7} {'requests':>9} {'non-200':>8} {'errors':>7}")
        for row in load:
            name = "/accounts/ADDRESS" if row["path"].startswith("/accounts/") else row["path"]
            def ms(v, width):
                return f"{v:>{width}.2f}" if v is not None else f"{'-':>{width}}"
            print(f"{name:<22} {row['rps']:>8.1f} {ms(row['p50_ms'], 10)} {ms(row['p99_ms'], 8)}"
                  f" {ms(row['server_p50_ms'], 10)} {ms(row['server_p99_ms'], 8)} {ms(row['render_p50_ms'], 10)}"
                  f" {ms(row['render_p99_ms'], 7)} {row['requests']:>9} {row['non_200']:>8} {row['errors']:>7}")
        print()
        print(f"{'screen':<32} {'status':>6} {'html B':>8} {'svg B':>7} {'sub B':>7} {'total B':>8}  external")
        for w in weights:
            name = w["path"].replace(address, "ADDRESS")
            print(f"{name:<32} {w['status']:>6} {w['html_bytes']:>8} {w['inline_svg_bytes']:>7}"
                  f" {sum(w['subresources'].values()):>7} {w['total_bytes']:>8}  {len(w['external']) or '-'}")
    out = ROOT / "bench" / "web.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(results, indent=1))
    if external:
        print(f"web_bench: pages reference external URLs: {external}", file=sys.stderr)
        return 1
    if any(row["non_200"] or row["errors"] for row in load):
        print("web_bench: some requests failed under load (non-200 or connection errors above)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
