#!/usr/bin/env python3
"""Market rows of `make bench` (called from run_bench.py, or alone: `market_bench.py [ROUNDS]`).

- market_decode_screen_250: decode a 250-coin /coins/markets answer (sparkline=true, 168 points each) and compute
  the market screen: sort by price (highest first) and format every row's price (2–6 decimals), 24h change and
  market cap (abbreviated). Ours: SolBench market-screen (CoinGeckoDecoder + MarketViewModel). Peer: pycoingecko's
  decoding (its `__request` is `json.loads` of the body) + a pandas DataFrame, sort_values and the same formats.
- market_start_to_table_warm: `solwallet market` from process start to the printed table, cache warm (the answers
  stored less than 60 s before, so no request is made). Goal under 60 ms.

The 250-coin answer is made from the recorded one-coin answer (Tests/Fixtures/coingecko/
coins_markets_sparkline_24h.json): the only recorded element, repeated with varied ids, prices and ranks, with a
168-point sparkline as CoinGecko sends (the recording cut it to 2 points). No full recorded page is available.
"""
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pandas as pd
import pycoingecko  # noqa: F401  (the peer's library; its decoding step is json.loads of the body)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SMOKE = bool(os.environ.get("BENCH_SMOKE"))
BUILD = os.path.join(ROOT, ".build", os.environ.get("BENCH_BUILD", "debug" if SMOKE else "release"))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "coingecko")


def make_answer(path):
    with open(os.path.join(FIXTURES, "coins_markets_sparkline_24h.json")) as f:
        template = json.load(f)[0]
    rng = random.Random(250)
    coins = []
    for index in range(250):
        coin = dict(template)
        price = round(template["current_price"] * 10 ** rng.uniform(-9, 0), 8) or 1e-8
        coin.update({
            "id": "coin-%d" % index, "symbol": "c%d" % index, "name": "Coin %d" % index, "market_cap_rank": index + 1,
            "current_price": price, "market_cap": round(template["market_cap"] / (index + 1), 0),
            "price_change_percentage_24h": round(rng.uniform(-20, 20), 5),
            "price_change_percentage_24h_in_currency": rng.uniform(-20, 20),
            "sparkline_in_7d": {"price": [price * (1 + rng.uniform(-0.05, 0.05)) for _ in range(168)]},
        })
        coins.append(coin)
    with open(path, "w") as f:
        json.dump(coins, f)


def abbreviate(x):
    magnitude = abs(x)
    sign = "-" if x < 0 else ""
    for limit, suffix in ((1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")):
        if magnitude >= limit:
            return sign + "%.2f" % (magnitude / limit) + suffix
    return sign + "%.2f" % magnitude


def price_text(x):
    whole, fraction = ("%.6f" % x).split(".")
    fraction = fraction.rstrip("0").ljust(2, "0")
    return "$" + "{:,}".format(int(whole)) + "." + fraction


def peer_screen(body):
    coins = json.loads(body)  # what pycoingecko's get_coins_markets returns
    frame = pd.DataFrame(coins)
    frame = frame.sort_values("current_price", ascending=False, kind="stable")
    change = frame["price_change_percentage_24h_in_currency"].fillna(frame["price_change_percentage_24h"])
    rows = pd.DataFrame({
        "symbol": frame["symbol"].str.upper(),
        "price": frame["current_price"].map(price_text),
        "change": change.map(lambda v: "n/a" if pd.isna(v) else "%.2f%%" % v),
        "cap": frame["market_cap"].map(lambda v: "n/a" if pd.isna(v) else "$" + abbreviate(v)),
    })
    return len(rows) + len(rows["price"].iloc[0])


def peer_decode_screen(path, runs=7, work=None):
    work = work or peer_screen
    with open(path, "rb") as f:
        body = f.read()
    work(body)
    iterations = 1
    while True:
        start = time.perf_counter_ns()
        for _ in range(iterations):
            work(body)
        elapsed = time.perf_counter_ns() - start
        if elapsed > 50_000_000:
            break
        iterations *= 2
    samples = []
    for _ in range(runs):
        start = time.perf_counter_ns()
        for _ in range(iterations):
            work(body)
        samples.append((time.perf_counter_ns() - start) / iterations)
    samples.sort()
    return samples[len(samples) // 2]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    files = {}

    def log_message(self, *args):
        pass

    def do_GET(self):
        body = self.files.get(self.path.split("?")[0], b'{"error":"Not Found"}')
        self.send_response(200 if self.path.split("?")[0] in self.files else 404)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def start_to_table(answer, rounds):
    with open(answer, "rb") as f:
        Handler.files["/api/v3/coins/markets"] = f.read()
    with open(os.path.join(FIXTURES, "global.json"), "rb") as f:
        Handler.files["/api/v3/global"] = f.read()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    home = tempfile.mkdtemp(prefix="solwallet-market-bench-")
    env = dict(os.environ, SOLWALLET_HOME=home, LANG="C",
               SOLWALLET_COINGECKO_URL="http://127.0.0.1:%d/api/v3" % server.server_address[1])
    binary = os.path.join(BUILD, "solwallet")
    subprocess.run([binary, "market"], env=env, check=True, stdout=subprocess.DEVNULL)  # warm the cache
    best = None
    for _ in range(rounds):
        start = time.perf_counter_ns()
        subprocess.run([binary, "market"], env=env, check=True, stdout=subprocess.DEVNULL)
        elapsed = time.perf_counter_ns() - start
        best = elapsed if best is None else min(best, elapsed)
    server.shutdown()
    return best


def market_rows(rounds=3):
    ours, peer = {}, {}
    with tempfile.TemporaryDirectory() as directory:
        answer = os.path.join(directory, "coins_markets_250.json")
        make_answer(answer)
        solbench = os.path.join(BUILD, "SolBench")
        for _ in range(rounds):
            out = subprocess.run([solbench, "market-screen", answer], check=True, stdout=subprocess.PIPE, text=True)
            for name, value in json.loads(out.stdout.strip().splitlines()[-1]).items():
                ours[name] = min(value, ours.get(name, value))
            value = peer_decode_screen(answer)
            peer["market_decode_screen_250"] = min(value, peer.get("market_decode_screen_250", value))
            value = peer_decode_screen(answer, work=json.loads)
            peer["market_decode_250"] = min(value, peer.get("market_decode_250", value))
        ours["market_start_to_table_warm"] = start_to_table(answer, 1 if SMOKE else rounds * 5)
    return ours, peer


if __name__ == "__main__":
    print(json.dumps(market_rows(int(sys.argv[1]) if len(sys.argv) > 1 else 3), indent=2))
