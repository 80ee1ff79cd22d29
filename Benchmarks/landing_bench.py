#!/usr/bin/env python3
"""The landing rows of `make bench`: transfers sent while localnet's leader drops a share of the sendTransaction
calls (`drop_sends`, seeded), ours (`SolBench land`: sendAndConfirm, the same bytes sent again every resend interval
until confirmed or expired) against solana-py (send_raw_transaction, then confirm_transaction until the last valid
block height has passed).

Rows per share S (as a percentage, e.g. drop50): `landing_dropS_land_rate` (landed / sent; higher is better) and
`landing_dropS_median_ns` (send to confirmed, over the landed ones). Localnet runs 100 ms slots, so a blockhash lives
15 s rather than mainnet's 60 s: our resend interval is scaled the same way (500 ms for the engine's default 2 s).
Localnet does not rebroadcast by itself: the peer's sends that the leader dropped stay dropped, as on a node whose
own retry queue lost them. The smoke run (BENCH_SMOKE) uses 20 ms slots and 5 sends.
"""
import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wallet_bench import start_localnet  # noqa: E402

SMOKE = bool(os.environ.get("BENCH_SMOKE"))
BUILD = os.path.join(ROOT, ".build", os.environ.get("BENCH_BUILD", "debug" if SMOKE else "release"))
SOLBENCH = os.path.join(BUILD, "SolBench")
SHARES = (0.5, 0.8)
COUNT = 5 if SMOKE else 50
SLOT_MS = 20 if SMOKE else 100
RESEND_MS = 2_000 * SLOT_MS // 400


def faults(url, knobs):
    request = urllib.request.Request(url.rstrip("/") + "/admin/faults", data=json.dumps(knobs).encode(),
                                     headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(request, timeout=10) as reply:
        return json.loads(reply.read())


def peer_land(url, count):
    """solana-py: `count` transfers sent at once, each confirmed with confirm_transaction(last_valid_block_height)."""
    from solana.rpc.async_api import AsyncClient
    from solana.rpc.commitment import Confirmed
    from solders.keypair import Keypair
    from solders.message import Message
    from solders.system_program import TransferParams, transfer
    from solders.transaction import Transaction

    async def run():
        payer = Keypair()
        async with AsyncClient(url, commitment=Confirmed, timeout=60) as client:
            airdrop = (await client.request_airdrop(payer.pubkey(), 100_000_000_000)).value
            await client.confirm_transaction(airdrop, commitment=Confirmed, sleep_seconds=0.02)
            latest = (await client.get_latest_blockhash(Confirmed)).value

            async def one(index):
                ix = transfer(TransferParams(from_pubkey=payer.pubkey(), to_pubkey=Keypair().pubkey(),
                                             lamports=1_000_000 + index))
                tx = Transaction([payer], Message.new_with_blockhash([ix], payer.pubkey(), latest.blockhash),
                                 latest.blockhash)
                start = time.perf_counter_ns()
                signature = (await client.send_raw_transaction(bytes(tx))).value
                try:
                    await client.confirm_transaction(signature, commitment=Confirmed, sleep_seconds=0.02,
                                                     last_valid_block_height=latest.last_valid_block_height)
                except Exception:  # TransactionExpiredBlockheightExceededError: it never landed
                    return None
                return time.perf_counter_ns() - start

            return await asyncio.gather(*(one(i) for i in range(count)))

    samples = sorted(s for s in asyncio.run(run()) if s is not None)
    return samples


def landing_rows():
    ours, peer = {}, {}
    localnet, url = start_localnet("--slot-ms", str(SLOT_MS))
    try:
        for share in SHARES:
            name = f"drop{round(share * 100)}"
            print(f"landing: {COUNT} sends at once, leader drops {share:.0%} of sendTransaction calls", file=sys.stderr)
            faults(url, {"reset": True, "drop_sends": share, "seed": 1})
            out = subprocess.run([SOLBENCH, "land", url, name, str(COUNT), str(RESEND_MS)], check=True,
                                 stdout=subprocess.PIPE, text=True).stdout
            ours.update(json.loads(out.strip().splitlines()[-1]))
            faults(url, {"reset": True, "drop_sends": share, "seed": 1})
            samples = peer_land(url, COUNT)
            peer[f"landing_{name}_land_rate"] = len(samples) / COUNT
            if samples:
                peer[f"landing_{name}_median_ns"] = statistics.median(samples)
            print(f"landing {name}: ours {ours[f'landing_{name}_land_rate']:.0%} landed, "
                  f"solana-py {peer[f'landing_{name}_land_rate']:.0%}", file=sys.stderr)
        faults(url, {"reset": True})
    finally:
        localnet.terminate()
        localnet.wait(timeout=10)
    return ours, peer


if __name__ == "__main__":
    print(json.dumps(landing_rows()))
