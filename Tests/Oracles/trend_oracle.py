#!/usr/bin/env python3
"""Independent computation of the trend line (docs/trend-line.md) with pandas, for MarketDataTests.

stdin: {"prices": [float], "span": int, "window": int, "k": float}, or {"cases": [that…]} for a list of answers in one
process (pandas takes most of a second to import)
stdout: {"ema": [float], "deviation": [float|null], "upper": [...], "lower": [...],
         "zones": [str|null], "position": str, "lastCrossing": {"index", "from", "to", "direction"} | null,
         "margins": [float|null]}
The EMA is pandas' ewm(span=N, adjust=False).mean(); the deviation is rolling(window).std(ddof=0) of the price.
"margins" is each point's distance to the nearer band edge, so a test can skip points on an edge, where the
last bit of rounding decides the zone.
"""
import json
import math
import sys

import pandas as pd


def zone(price, lower, upper):
    if price > upper:
        return "above"
    if price < lower:
        return "below"
    return "inside"


RANK = {"below": 0, "inside": 1, "above": 2}


def trend(request):
    prices = pd.Series(request["prices"], dtype="float64")
    ema = prices.ewm(span=request["span"], adjust=False).mean()
    deviation = prices.rolling(request["window"]).std(ddof=0)
    upper = ema + request["k"] * deviation
    lower = ema - request["k"] * deviation

    def listed(series):
        return [None if math.isnan(v) else float(v) for v in series]

    zones, margins = [], []
    for p, lo, hi in zip(prices, lower, upper):
        if math.isnan(hi):
            zones.append(None)
            margins.append(None)
        else:
            zones.append(zone(p, lo, hi))
            margins.append(min(abs(p - lo), abs(p - hi)))
    crossing, previous = None, None
    for index, z in enumerate(zones):
        if z is None:
            continue
        if previous is not None and previous != z:
            crossing = {"index": index, "from": previous, "to": z,
                        "direction": "up" if RANK[z] > RANK[previous] else "down"}
        previous = z
    return {
        "ema": listed(ema), "deviation": listed(deviation), "upper": listed(upper), "lower": listed(lower),
        "zones": zones, "position": zones[-1], "lastCrossing": crossing, "margins": margins,
    }


def main():
    request = json.load(sys.stdin)
    if "cases" in request:
        json.dump([trend(case) for case in request["cases"]], sys.stdout)
    else:
        json.dump(trend(request), sys.stdout)


if __name__ == "__main__":
    main()
