"""The wallet rows of `make bench` (imported by run_bench.py).

- wallet_cached_balance_start_to_screen: `solwallet balance ADDR` offline (the node refuses the connection), from
  process start to the cached balance printed; absolute goal under 50 ms.
- wallet_history_10000_cached: `solwallet history ADDR --limit 10000 --json` offline over 10,000 stored entries;
  goals under 300 ms and under 80 MB peak memory (reported as its own row, in bytes).
- wallet_history_sync: a full history sync of an address with 1,000 transactions on localnet (ours: HistorySync,
  batched; peer: solana-py's getSignaturesForAddress + one getTransaction per signature). Also reported:
  HTTP requests per 50 transactions fetched (goal at most 1).
- wallet_sol_send_end_to_end: one SOL transfer end to end on localnet (getLatestBlockhash, build, sign,
  sendTransaction, getSignatureStatuses every 20 ms until confirmed), median of SEND_COUNT; peer: solana-py's
  AsyncClient with solders doing the same steps at the same poll interval.
"""
import asyncio
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PY = os.path.join(ROOT, ".venv", "bin", "python")
SMOKE = bool(os.environ.get("BENCH_SMOKE"))
BUILD = os.path.join(ROOT, ".build", os.environ.get("BENCH_BUILD", "debug" if SMOKE else "release"))
SOLBENCH = os.path.join(BUILD, "SolBench")
SOLWALLET = os.path.join(BUILD, "solwallet")
OFFLINE = "http://127.0.0.1:1"
HISTORY_TRANSACTIONS = 20 if SMOKE else int(os.environ.get("BENCH_HISTORY_TRANSACTIONS", "1000"))
SEND_COUNT = 2 if SMOKE else int(os.environ.get("BENCH_SEND_COUNT", "30"))
STORED_ENTRIES = 200 if SMOKE else 10_000
TIMED_RUNS = (2, 1) if SMOKE else (15, 5)


def timed_run(cmd, env=None):
    """Wall time (ns) and peak RSS (bytes) of one run of cmd, measured in a fresh child of a fresh Python."""
    probe = ("import resource,subprocess,sys,time,json;t=time.perf_counter_ns();"
             "r=subprocess.run(sys.argv[1:],stdout=subprocess.DEVNULL,stderr=subprocess.DEVNULL);"
             "e=time.perf_counter_ns()-t;"
             "print(json.dumps([e,resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss*1024,r.returncode]))")
    out = subprocess.run([sys.executable, "-c", probe] + cmd, check=True, stdout=subprocess.PIPE, text=True, env=env)
    elapsed, rss, status = json.loads(out.stdout)
    if status != 0:
        raise RuntimeError(f"{cmd} exited {status}")
    return elapsed, rss


def peer_sync(url, address):
    """solana-py: getSignaturesForAddress pages, then getTransaction per signature (sequential)."""
    from solana.rpc.async_api import AsyncClient
    from solders.pubkey import Pubkey
    from solders.signature import Signature

    async def run():
        requests = 0
        async with AsyncClient(url) as client:
            start = time.perf_counter_ns()
            signatures, before = [], None
            while True:
                page = (await client.get_signatures_for_address(Pubkey.from_string(address), before=before,
                                                                limit=1000)).value
                requests += 1
                signatures += page
                if len(page) < 1000:
                    break
                before = page[-1].signature
            for info in signatures:
                await client.get_transaction(info.signature, encoding="base64", max_supported_transaction_version=0)
                requests += 1
            return time.perf_counter_ns() - start, requests, len(signatures)
    return asyncio.run(run())


def peer_send(url, count):
    """solana-py + solders: the same end-to-end SOL send as SolBench wallet-send; median ns of one send."""
    from solana.rpc.async_api import AsyncClient
    from solana.rpc.commitment import Confirmed
    from solders.keypair import Keypair
    from solders.message import Message
    from solders.system_program import TransferParams, transfer
    from solders.transaction import Transaction

    async def run():
        payer, recipient = Keypair(), Keypair().pubkey()
        async with AsyncClient(url, commitment=Confirmed) as client:
            airdrop = (await client.request_airdrop(payer.pubkey(), 10_000_000_000)).value
            await client.confirm_transaction(airdrop, commitment=Confirmed, sleep_seconds=0.02)
            samples = []
            for index in range(count):
                start = time.perf_counter_ns()
                blockhash = (await client.get_latest_blockhash(Confirmed)).value.blockhash
                ix = transfer(TransferParams(from_pubkey=payer.pubkey(), to_pubkey=recipient,
                                             lamports=1_000_000 + index))
                tx = Transaction([payer], Message.new_with_blockhash([ix], payer.pubkey(), blockhash), blockhash)
                signature = (await client.send_raw_transaction(bytes(tx))).value
                while True:
                    status = (await client.get_signature_statuses([signature])).value[0]
                    if status is not None and status.confirmation_status is not None and \
                            str(status.confirmation_status) in ("TransactionConfirmationStatus.Confirmed",
                                                                "TransactionConfirmationStatus.Finalized"):
                        if status.err is not None:
                            raise RuntimeError(f"send {index} failed: {status.err}")
                        break
                    await asyncio.sleep(0.02)
                samples.append(time.perf_counter_ns() - start)
            return statistics.median(samples)
    return asyncio.run(run())


def start_localnet(*extra):
    """Starts localnet on free ports; returns the process and its HTTP URL once it listens."""
    ready = os.path.join(tempfile.mkdtemp(prefix="bench-localnet-"), "ready.json")
    localnet = subprocess.Popen([os.path.join(ROOT, "Tools", "localnet", "run"), "--port", "0", "--ws-port", "0",
                                 "--ready-file", ready, *extra], stdout=subprocess.DEVNULL)
    for _ in range(400):
        if os.path.exists(ready):
            break
        time.sleep(0.05)
    with open(ready) as f:
        return localnet, json.load(f)["http"]


def wallet_rows(rounds):
    ours, peer, notes = {}, {}, {}
    work = tempfile.mkdtemp(prefix="wallet-bench-")
    localnet, url = start_localnet("--slot-ms", "100")
    try:
        print(f"wallet: making {HISTORY_TRANSACTIONS} transactions on localnet", file=sys.stderr)
        address = subprocess.run([SOLBENCH, "wallet-make-history", url, str(HISTORY_TRANSACTIONS)], check=True,
                                 stdout=subprocess.PIPE, text=True).stdout.strip().splitlines()[-1]
        home = os.path.join(work, "home")
        # A cached balance: one online read fills the cache.
        subprocess.run([SOLWALLET, "balance", address, "-u", url, "--home", home], check=True, stdout=subprocess.DEVNULL)
        # 10,000 stored history entries for another address.
        stored = subprocess.run([SOLWALLET, "keygen", "new", "--no-outfile", "--json"], check=True, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, text=True).stdout
        history_address = json.loads(stored)["publicKey"]
        # The cached reads below go through OFFLINE, remembered as localnet's cluster (caches are kept per cluster).
        subprocess.run([SOLBENCH, "wallet-seed-history", home, history_address, str(STORED_ENTRIES), url, OFFLINE],
                       check=True)
        for round_index in range(rounds):
            print(f"wallet round {round_index + 1}/{rounds}", file=sys.stderr)
            samples = [timed_run([SOLWALLET, "balance", address, "-u", OFFLINE, "--home", home])[0]
                       for _ in range(TIMED_RUNS[0])]
            ours["wallet_cached_balance_start_to_screen"] = min(ours.get("wallet_cached_balance_start_to_screen", 1e18),
                                                                statistics.median(samples))
            runs = [timed_run([SOLWALLET, "history", history_address, "--limit", "10000", "--json", "-u", OFFLINE,
                               "--home", home]) for _ in range(TIMED_RUNS[1])]
            ours["wallet_history_10000_cached"] = min(ours.get("wallet_history_10000_cached", 1e18),
                                                      statistics.median(r[0] for r in runs))
            ours["wallet_history_10000_cached_peak_bytes"] = max(r[1] for r in runs)
            result = json.loads(subprocess.run([SOLBENCH, "wallet-sync", url, address], check=True,
                                               stdout=subprocess.PIPE, text=True).stdout.strip().splitlines()[-1])
            ours["wallet_history_sync"] = min(ours.get("wallet_history_sync", 1e18), result["wallet_history_sync"])
            notes["requests_per_50_transactions"] = result["requests"] / max(1.0, result["transactions"] / 50)
            notes["transactions"] = result["transactions"]
            result = json.loads(subprocess.run([SOLBENCH, "wallet-send", url, str(SEND_COUNT)], check=True,
                                               stdout=subprocess.PIPE, text=True).stdout.strip().splitlines()[-1])
            ours["wallet_sol_send_end_to_end"] = min(ours.get("wallet_sol_send_end_to_end", 1e18),
                                                     result["wallet_sol_send_end_to_end"])
            peer["wallet_sol_send_end_to_end"] = min(peer.get("wallet_sol_send_end_to_end", 1e18),
                                                     peer_send(url, SEND_COUNT))
            elapsed, requests, count = peer_sync(url, address)
            peer["wallet_history_sync"] = min(peer.get("wallet_history_sync", 1e18), elapsed)
            notes["peer_requests_per_50_transactions"] = requests / max(1.0, count / 50)
    finally:
        localnet.terminate()
        localnet.wait(timeout=10)
    print(f"wallet: history sync of {notes.get('transactions')} transactions: "
          f"{notes.get('requests_per_50_transactions', 0):.2f} HTTP requests per 50 transactions "
          f"(solana-py: {notes.get('peer_requests_per_50_transactions', 0):.1f})", file=sys.stderr)
    ours["wallet_history_sync_requests_per_50tx"] = notes.get("requests_per_50_transactions")
    return ours, peer
