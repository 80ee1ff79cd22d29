#!/usr/bin/env python3
"""A local stand-in for CoinGecko v3 and Jupiter's price API v3 that serves recorded answers from a directory.

Started by the MarketData and CLI tests (`MarketServer` in the tests): `market_server.py --root DIR --ready-file F`
binds 127.0.0.1 on a free port and writes {"http": "http://127.0.0.1:PORT"} to F once it listens.

A base URL may carry a scenario as a path prefix, `/s/<scenario>/...`, so one server serves every fault:
  ok                 the recorded answers (also without a prefix)
  429once-N          the first request per path: 429 with `Retry-After: N` and CoinGecko's JSON body; then ok
  429-N              always 429 with `Retry-After: N` (JSON body)
  html429            always 429 with a Cloudflare-like HTML page and no Retry-After
  html503            always 503 with an HTML page
  malformed          200 with JSON cut in the middle
  stall              waits 30 s before answering
  huge               200 declaring a 64 MiB body
  401                401 with CoinGecko's JSON error body

Routes (files in --root): /coins/markets → coins_markets.json, /global → global.json, /coins/<id> → coin_<id>.json
(else 404 {"error":"coin not found"}), /coins/<id>/market_chart → market_chart_<id>.json (else 404),
/simple/price → simple_price.json, /simple/token_price/solana → token_price.json, /search → search.json,
/coins/list → coins_list.json, /price/v3 → jupiter.json, /img/<name> and /news/<name> → the file <name> (news as
application/rss+xml).
GET /admin/requests returns every request seen (path, query, headers), also written to requests.json in --root.
"""
import argparse
import json
import os
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit
import signal

# Foundation's Process on Linux starts us with SIGTERM blocked (the spawning thread's mask, inherited): unblocked,
# the tests' SIGTERM ends the server at once, not after the 3 s their stop() waits before SIGKILL.
signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})

REQUESTS = []
COUNTS = {}
LOCK = threading.Lock()
ROOT = "."

RATE_LIMIT_BODY = (b'{"status":{"error_code":429,"error_message":"You\'ve exceeded the Rate Limit. Please visit '
                   b'https://www.coingecko.com/en/api/pricing to subscribe to our API plans for higher rate limits."}}')
HTML_PAGE = (b"<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><h1>Error 1015</h1>"
             b"<p>You are being rate limited</p></body></html>")


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True

    def log_message(self, *args):
        pass

    def send(self, status, body, content_type="application/json", headers=()):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        parts = urlsplit(self.path)
        path = parts.path
        if path == "/admin/requests":
            with LOCK:
                self.send(200, json.dumps(REQUESTS).encode())
            return
        scenario = "ok"
        if path.startswith("/s/"):
            rest = path[3:]
            scenario, _, tail = rest.partition("/")
            path = "/" + tail
        with LOCK:
            REQUESTS.append({"path": path, "query": parts.query, "scenario": scenario,
                             "headers": {k.lower(): v for k, v in self.headers.items()}})
            key = (scenario, path)
            COUNTS[key] = COUNTS.get(key, 0) + 1
            count = COUNTS[key]
            tmp = os.path.join(ROOT, "requests.json.tmp")
            with open(tmp, "w") as f:
                json.dump(REQUESTS, f)
            os.rename(tmp, os.path.join(ROOT, "requests.json"))
        if scenario.startswith("429once-") and count == 1:
            return self.send(429, RATE_LIMIT_BODY, headers=[("Retry-After", scenario.split("-", 1)[1])])
        if scenario.startswith("429-"):
            return self.send(429, RATE_LIMIT_BODY, headers=[("Retry-After", scenario.split("-", 1)[1])])
        if scenario == "html429":
            return self.send(429, HTML_PAGE, content_type="text/html")
        if scenario == "html503":
            return self.send(503, HTML_PAGE, content_type="text/html")
        if scenario == "401":
            return self.send(401, b'{"status":{"error_code":10002,"error_message":"API Key Missing"}}')
        if scenario == "stall":
            time.sleep(30)
        if scenario == "huge":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(64 << 20))
            self.end_headers()
            try:
                self.wfile.write(b"[" + b" " * 65536)
            except OSError:
                pass
            return
        name = route(path)
        if name is None or not os.path.isfile(os.path.join(ROOT, name)):
            if path.startswith("/coins/"):
                return self.send(404, b'{"error":"coin not found"}')
            return self.send(404, b'{"error":"Not Found"}')
        with open(os.path.join(ROOT, name), "rb") as f:
            body = f.read()
        if scenario == "malformed":
            body = body[: max(1, len(body) // 2)]
        content_type = "image/png" if path.startswith("/img/") else "application/json"
        if path.startswith("/news/"):
            content_type = "application/rss+xml"
        self.send(200, body, content_type=content_type)


def route(path):
    fixed = {
        "/coins/markets": "coins_markets.json", "/global": "global.json", "/simple/price": "simple_price.json",
        "/simple/token_price/solana": "token_price.json", "/search": "search.json", "/coins/list": "coins_list.json",
        "/price/v3": "jupiter.json",
    }
    if path in fixed:
        return fixed[path]
    pieces = [p for p in path.split("/") if p]
    if len(pieces) == 2 and pieces[0] in ("img", "news"):
        return pieces[1]
    if len(pieces) == 2 and pieces[0] == "coins":
        return "coin_%s.json" % pieces[1]
    if len(pieces) == 3 and pieces[0] == "coins" and pieces[2] == "market_chart":
        return "market_chart_%s.json" % pieces[1]
    return None


def main():
    global ROOT
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", required=True)
    parser.add_argument("--ready-file", required=True)
    args = parser.parse_args()
    ROOT = args.root
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    url = "http://127.0.0.1:%d" % server.server_address[1]
    tmp = args.ready_file + ".tmp"
    with open(tmp, "w") as f:
        json.dump({"http": url}, f)
    os.rename(tmp, args.ready_file)
    server.serve_forever()


if __name__ == "__main__":
    main()
