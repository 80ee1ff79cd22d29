#!/usr/bin/env python3
"""The peer side of the RPC rows of `make bench`: solana-py's AsyncClient (httpx + solders' strict parsing).

Usage: peer_rpc_bench.py NAME URL → {"rpc_getbalance_sequential_NAME": ns, "rpc_getbalance_64concurrent_NAME": ns}
Each figure is ns per request (1 / throughput): the median of 5 timed runs of 1 s after a warm-up, as SolBench does.
"""
import asyncio
import json
import os
import statistics
import sys
import time

from solana.rpc.async_api import AsyncClient
from solders.pubkey import Pubkey

ACCOUNT = Pubkey.from_string("HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk")


async def sequential(client, seconds):
    start = time.perf_counter()
    end = start + seconds
    count = 0
    while time.perf_counter() < end:
        await client.get_balance(ACCOUNT)
        count += 1
    return (time.perf_counter() - start) * 1e9 / count


async def concurrent(client, seconds, width=64):
    start = time.perf_counter()
    end = start + seconds

    async def worker():
        count = 0
        while time.perf_counter() < end:
            await client.get_balance(ACCOUNT)
            count += 1
        return count

    counts = await asyncio.gather(*(worker() for _ in range(width)))
    return (time.perf_counter() - start) * 1e9 / sum(counts)


async def median(fn, *args):
    await fn(*args)  # warm-up
    return statistics.median([await fn(*args) for _ in range(5)])


async def main(name, url):
    seconds = 0.05 if os.environ.get("BENCH_SMOKE") else 1.0  # the smoke run: that the rows run, not their figures
    async with AsyncClient(url) as client:
        seq = await median(sequential, client, seconds)
        conc = await median(concurrent, client, seconds)
    results = {f"rpc_getbalance_sequential_{name}": seq, f"rpc_getbalance_64concurrent_{name}": conc}
    for key, value in sorted(results.items()):
        print(f"peer {key}: {value:.1f} ns", file=sys.stderr)
    print(json.dumps(results, sort_keys=True))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
