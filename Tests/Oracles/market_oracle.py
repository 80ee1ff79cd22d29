#!/usr/bin/env python3
"""Independent computations of the market screen for the tests, with pandas (not the Swift code's logic ported):

  generate  {"count": N, "seed": S}  → a random /coins/markets answer (prices across 1e-8…1e5, null ranks, caps
            and changes, names in several scripts), as CoinGecko writes it.
  screen    {"markets": PATH, "global": PATH|null, "currency": "usd", "sort": "...", "search": TEXT|null}
            → {"ids": [...sorted and filtered...], "rows": [{id, price, change, cap}], "tiles": {...}} with the
            seed's English formats: "$" + abbreviation (T/B/M/K, '%.2f'), prices with 2–6 decimals ('%.6f' with
            trailing zeros dropped down to 2, grouped), percentages '%.2f%'.
  portfolio {"lines": [{"id", "amount": "12.5", "price": x|null, "change": pct|null}]} → the portfolio's value, 24h
            change (the corrected formula of market-and-ux.md §2: previous = value / (1 + pct/100), a missing pct as
            0, change = (Σvalue − Σprevious) / Σprevious × 100; lines without a price left out; null when Σprevious
            is 0) and allocation per line (value / Σvalue × 100), with pandas; plus the English texts.
  age       {"database": PATH, "seconds": N} → makes every cached market answer N seconds older (the offline tests).
"""
import json
import random
from decimal import Decimal
import sqlite3
import sys

import pandas as pd


def abbreviate(x):
    magnitude = abs(x)
    sign = "-" if x < 0 else ""
    for limit, suffix in ((1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")):
        if magnitude >= limit:
            return sign + "%.2f" % (magnitude / limit) + suffix
    return sign + "%.2f" % magnitude


def price(x):
    text = "%.6f" % abs(x)
    whole, fraction = text.split(".")
    fraction = fraction.rstrip("0")
    fraction = fraction + "0" * (2 - len(fraction)) if len(fraction) < 2 else fraction
    grouped = "{:,}".format(int(whole))
    return ("-" if x < 0 and float(text) != 0 else "") + "$" + grouped + "." + fraction


def money(x):
    return ("-" if x < 0 else "") + "$" + "{:,.2f}".format(abs(x))


def percent(x):
    return "%.2f%%" % x


# The places at which a market cap is rounded on screen: "$202.95", and 2 decimals of K, M, B and T.
CAP_PLACES = [2, -1, -4, -7, -10]


def untie(value, places, unit):
    """value, moved up by `unit` while it sits exactly on a rounding tie at any of `places` decimals."""
    exact = Decimal(repr(value))
    while any((exact.scaleb(p)) % 1 == Decimal("0.5") for p in places):
        exact += Decimal(repr(unit))
    return float(exact)


def generate(request):
    rng = random.Random(request["seed"])
    names = ["Bitcoin", "Ethereum", "Solana", "Ελληνικό", "Türk Lirası Coin", "Dogecoin", "USD Coin", "Jupiter",
             "Bonk", "Render", "Pyth Network", "Raydium", "Orca", "Marinade", "Helium", "Ethena"]
    coins = []
    ranks = list(range(1, request["count"] + 1))
    rng.shuffle(ranks)
    for index in range(request["count"]):
        base = rng.choice(names)
        magnitude = 10 ** rng.uniform(-8, 5)
        digits = rng.choice([2, 4, 6, 8, 10])
        # No value sits exactly on a rounding tie (…5 then zeros) at a precision the screen shows: Swift rounds the
        # shortest decimal form half-even, "%.2f" and friends the binary value; a tie is a formatting convention,
        # not what this test checks.
        price_value = untie(round(magnitude, digits), range(2, 7), 10.0 ** -max(digits, 7))
        if price_value == 0:
            price_value = 1e-8
        coin = {
            "id": "%s-%d" % (base.lower().replace(" ", "-"), index),
            "symbol": "%s%d" % (base[:3].lower(), index),
            "name": "%s %d" % (base, index),
            "image": "https://coin-images.coingecko.com/coins/images/%d/large/x.png" % index,
            "current_price": price_value,
            "market_cap": None if rng.random() < 0.1 else untie(round(10 ** rng.uniform(2, 13), 2), CAP_PLACES, 0.01),
            "market_cap_rank": None if rng.random() < 0.1 else ranks[index],
            "total_volume": round(10 ** rng.uniform(0, 11), 2),
            "price_change_percentage_24h": None if rng.random() < 0.1 else untie(round(rng.uniform(-40, 40), 5), [2], 1e-5),
            "max_supply": None,
            "roi": None,
            "last_updated": "2026-11-23T10:00:00.000Z",
            "sparkline_in_7d": {"price": [round(price_value * (1 + rng.uniform(-0.1, 0.1)), 8)
                                          for _ in range(rng.choice([0, 2, 168]))]},
        }
        if rng.random() < 0.8 and coin["price_change_percentage_24h"] is not None:
            coin["price_change_percentage_24h_in_currency"] = coin["price_change_percentage_24h"]
        coins.append(coin)
    # Equal prices and equal ranks exercise the tie order (CoinGecko's order).
    if len(coins) > 3:
        coins[1]["current_price"] = coins[2]["current_price"]
    return coins


def screen(request):
    with open(request["markets"]) as f:
        coins = json.load(f)
    frame = pd.DataFrame({
        "id": [c["id"] for c in coins],
        "symbol": [c["symbol"] for c in coins],
        "name": [c["name"] for c in coins],
        "price": [float(c["current_price"]) for c in coins],
        "rank": pd.array([c.get("market_cap_rank") for c in coins], dtype="Int64"),
        "cap": pd.array([c.get("market_cap") for c in coins], dtype="Float64"),
        "change": pd.array([c.get("price_change_percentage_24h_in_currency", c.get("price_change_percentage_24h"))
                            if c.get("price_change_percentage_24h_in_currency") is not None
                            else c.get("price_change_percentage_24h") for c in coins], dtype="Float64"),
    })
    text = request.get("search")
    if text:
        needle = text.lower()
        mask = (frame["name"].str.lower().str.contains(needle, regex=False)
                | frame["symbol"].str.lower().str.contains(needle, regex=False)
                | frame["id"].str.lower().str.contains(needle, regex=False))
        frame = frame[mask]
    order = request["sort"]
    column = "price" if order.startswith("price") else "rank"
    ascending = not order.endswith("-desc")
    frame = frame.sort_values(column, ascending=ascending, kind="stable", na_position="last")
    rows = []
    for _, row in frame.iterrows():
        change = row["change"]
        rows.append({
            "id": row["id"], "price": price(row["price"]),
            "change": "n/a" if pd.isna(change) else percent(float(change)),
            "cap": "n/a" if pd.isna(row["cap"]) else "$" + abbreviate(float(row["cap"])),
            "rank": "—" if pd.isna(row["rank"]) else str(int(row["rank"])),
        })
    tiles = None
    if request.get("global"):
        with open(request["global"]) as f:
            data = json.load(f)["data"]
        currency = request["currency"]
        tiles = {
            "marketCap": "$" + abbreviate(data["total_market_cap"][currency]),
            "marketCapChange": percent(data["market_cap_change_percentage_24h_usd"]),
            "volume24h": "$" + abbreviate(data["total_volume"][currency]),
            "btcDominance": percent(data["market_cap_percentage"]["btc"]),
            "portfolioValue": money(0.0),
        }
    return {"ids": list(frame["id"]), "rows": rows, "tiles": tiles}


def portfolio(request):
    lines = request["lines"]
    frame = pd.DataFrame({
        "id": [l["id"] for l in lines],
        "amount": [float(Decimal(l["amount"])) for l in lines],
        "price": pd.array([l.get("price") for l in lines], dtype="Float64"),
        "change": pd.array([l.get("change") for l in lines], dtype="Float64"),
    })
    frame["value"] = frame["amount"] * frame["price"]
    priced = frame[frame["price"].notna()].copy()
    pct = priced["change"].fillna(0.0)
    priced["previous"] = priced["value"] / (1 + pct / 100)
    total = float(priced["value"].sum()) if len(priced) else 0.0
    previous = float(priced["previous"].sum()) if len(priced) else 0.0
    change = (total - previous) / previous * 100 if previous > 0 else None
    allocation = []
    for _, row in frame.iterrows():
        allocation.append(None if pd.isna(row["price"]) or total <= 0 else float(row["value"]) / total * 100)
    return {
        "value": total, "previous": previous, "change": change,
        "changeValue": None if change is None else total - previous,
        "allocation": allocation,
        "values": [None if pd.isna(v) else float(v) for v in frame["value"]],
        "texts": {
            # Nothing priced: the value is unknown ("no price"), never $0.00.
            "value": ("no price" if len(priced) == 0 else money(total)) if lines else "—",
            "change": "—" if change is None else percent(change),
            "allocation": ["—" if a is None else percent(a) for a in allocation],
            "values": ["no price" if pd.isna(v) else money(float(v)) for v in frame["value"]],
            "prices": ["no price" if pd.isna(p) else price(float(p)) for p in frame["price"]],
        },
    }


def main():
    request = json.load(sys.stdin)
    command = sys.argv[1]
    if command == "generate":
        result = generate(request)
    elif command == "screen":
        result = screen(request)
    elif command == "screens":
        # Many screens in one process (pandas takes most of a second to import): {"screens": [request…]}.
        result = [screen(one) for one in request["screens"]]
    elif command == "portfolio":
        result = portfolio(request)
    elif command == "age":
        with sqlite3.connect(request["database"]) as db:
            changed = db.execute("UPDATE marketCache SET fetchedAt = fetchedAt - ?", (request["seconds"],)).rowcount
        result = {"changed": changed}
    else:
        raise SystemExit("unknown command " + command)
    json.dump(result, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
