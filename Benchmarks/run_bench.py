#!/usr/bin/env python3
"""`make bench`: runs our release build and the peers in one run, prints a table, writes bench/results.json.

Rows: name, ours_ns, peer_ns, ratio = ours/peer (below 1 is faster than the peer), goal, met.

This VM's speed drifts by ±30 % over seconds, so one pass of ours followed by one pass of the peer can
compare a fast phase with a slow one. The suites therefore run ROUNDS times (BENCH_ROUNDS, default 5),
ours and the peer alternating, and each side keeps its best (lowest) figure per row: noise only ever adds
time, so the minimum is the estimate least disturbed by it.
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PY = os.path.join(ROOT, ".venv", "bin", "python")
# BENCH_SMOKE=1 (make bench-smoke, inside make test): every row once, briefly, with the debug build, so the bench
# cannot rot unseen; its figures mean nothing and go to .build/bench-smoke/results.json, never bench/.
SMOKE = bool(os.environ.get("BENCH_SMOKE"))
BUILD = os.path.join(ROOT, ".build", os.environ.get("BENCH_BUILD", "debug" if SMOKE else "release"))

# name: (peer, goal ratio or None, what the row measures)
GOALS = {
    "base58_encode_32": ("solders", None, "base58 encode 32 B (goal: under 150 ns absolute)"),
    "base58_decode_32": ("solders", None, "base58 decode 32 B (goal: under 150 ns absolute)"),
    "ed25519_sign_200": ("solders", 0.6, "Ed25519 sign, 200-byte message"),
    "ed25519_verify_200": ("solders", 1.3, "Ed25519 verify, 200-byte message"),
    "keypair_from_seed": ("solders", 1.1, "keypair from 32-byte seed"),
    "find_program_address": ("solders", 1.0, "findProgramAddress, 2 seeds"),
    "phrase_to_keypair": ("solders", 1.0, "12-word phrase → keypair (BIP39 PBKDF2, seed[0..32])"),
    "grind_key_1core": ("solders", 1.0, "vanity grind, ns per key, one core (peer: Keypair() + str(pubkey))"),
    "grind_key_allcores": ("solders", 1.0, "vanity grind, ns per key, all cores (peer: one core)"),
    "tx_sol_transfer_build_sign_serialize": ("solders", 1.0, "SOL transfer: compile + sign + serialize"),
    "tx_token_5ix_build_sign_serialize": ("solders", 1.0, "5-instruction token tx: compile + sign + serialize"),
    "tx_v0_deserialize": ("solders", 1.0, "deserialize a v0 tx with 2 lookup tables"),
    "rpc_getbalance_sequential_responder": ("solana-py", 0.333, "sequential getBalance round trip vs a fast responder (goal ≥3× solana-py's rate)"),
    "rpc_getbalance_64concurrent_responder": ("solana-py", 0.333, "64 concurrent getBalance, ns per request vs a fast responder (goal ≥3×)"),
    "rpc_decode_gettransaction": ("solders", None, "decode a recorded getTransaction answer (v0, base64, token balances) — peer: GetTransactionResp.from_json"),
    "rpc_decode_tokenaccounts_jsonparsed": ("solders", None, "decode a recorded getTokenAccountsByOwner jsonParsed answer — peer: …JsonParsedResp.from_json"),
    "rpc_getbalance_sequential_localnet": ("solana-py", None, "sequential getBalance against localnet (reference)"),
    "rpc_getbalance_64concurrent_localnet": ("solana-py", None, "64 concurrent getBalance against localnet (reference)"),
    "wallet_cached_balance_start_to_screen": ("-", None, "solwallet balance offline: process start to the cached balance (goal < 50 ms)"),
    "wallet_history_10000_cached": ("-", None, "solwallet history --limit 10000 over 10,000 cached entries (goal < 300 ms)"),
    "wallet_history_10000_cached_peak_bytes": ("-", None, "peak memory of that run, bytes (goal < 80 MB)"),
    "wallet_history_sync": ("solana-py", None, "history sync of an address with 1,000 transactions on localnet (peer: getSignaturesForAddress + getTransaction each)"),
    "wallet_sol_send_end_to_end": ("solana-py", 1.0, "one SOL send on localnet: blockhash, build, sign, send, confirm (20 ms polls both sides)"),
    "wallet_history_sync_requests_per_50tx": ("-", None, "HTTP requests per 50 transactions fetched by that sync (goal ≤ 1; a count, not ns)"),
    "market_decode_screen_250": ("pycoingecko+pandas", None, "decode a 250-coin /coins/markets answer (168-point sparklines) and compute the market screen"),
    "market_decode_250": ("json.loads", None, "decode alone: the 250-coin answer into MarketCoin values (peer: a dict per coin)"),
    "landing_drop50_land_rate": ("solana-py", None, "share of 50 sends landed while the leader drops 50 % of sendTransaction calls (a share, not ns; higher is better)"),
    "landing_drop50_median_ns": ("solana-py", None, "median send-to-confirmed of the landed ones, leader dropping 50 % (localnet 100 ms slots)"),
    "landing_drop80_land_rate": ("solana-py", None, "share of 50 sends landed while the leader drops 80 % of sendTransaction calls (a share, not ns; higher is better)"),
    "landing_drop80_median_ns": ("solana-py", None, "median send-to-confirmed of the landed ones, leader dropping 80 %"),
    "market_start_to_table_warm": ("-", None, "solwallet market on a warm cache: process start to the printed table (goal < 60 ms)"),
}
ABSOLUTE_NS = {"base58_encode_32": 150, "base58_decode_32": 150, "wallet_cached_balance_start_to_screen": 50_000_000,
               "wallet_history_10000_cached": 300_000_000, "wallet_history_10000_cached_peak_bytes": 80_000_000,
               "wallet_history_sync_requests_per_50tx": 1.0001, "market_start_to_table_warm": 60_000_000}

SUITES = [  # (our command, peer command)
    ([os.path.join(BUILD, "SolBench")], [PY, os.path.join(ROOT, "Benchmarks", "peer_bench.py")]),
]


ROUNDS = 1 if SMOKE else max(1, int(os.environ.get("BENCH_ROUNDS", "5")))


def keep_best(best, results):
    for name, value in results.items():
        best[name] = min(value, best.get(name, value))


def run_json(cmd):
    out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def start(cmd, ready):
    """Starts a helper process and returns it with the first line it prints (after `ready` parses it)."""
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    line = proc.stdout.readline().strip()
    return proc, ready(line)


def rpc_rows():
    """getBalance round trips, ours and solana-py's, against a fast responder and against localnet."""
    ours, peer = {}, {}
    solbench = os.path.join(BUILD, "SolBench")
    responder, port = start([solbench, "responder"], int)
    from wallet_bench import start_localnet
    localnet, localnet_url = start_localnet()
    try:
        for round_index in range(ROUNDS):
            print(f"rpc round {round_index + 1}/{ROUNDS}", file=sys.stderr)
            for name, url in (("responder", f"http://127.0.0.1:{port}"), ("localnet", localnet_url)):
                keep_best(ours, run_json([solbench, "rpc", name, url]))
                keep_best(peer, run_json([PY, os.path.join(ROOT, "Benchmarks", "peer_rpc_bench.py"), name, url]))
    finally:
        responder.kill()
        localnet.terminate()
        localnet.wait(timeout=10)
    return ours, peer


def main():
    only = sys.argv[1:]
    ours, peer = {}, {}
    rpc_only = bool(only) and all("rpc" in o or "wallet" in o or "market" in o or "landing" in o for o in only)
    for round_index in range(0 if rpc_only else ROUNDS):
        print(f"round {round_index + 1}/{ROUNDS}", file=sys.stderr)
        for our_cmd, peer_cmd in SUITES:
            keep_best(ours, run_json(our_cmd + only))
            keep_best(peer, run_json(peer_cmd + only))
    if not only or any("rpc" in o for o in only):
        o, p = rpc_rows()
        ours.update(o)
        peer.update(p)
    if not only or any("wallet" in o for o in only):
        from wallet_bench import wallet_rows
        o, p = wallet_rows(min(ROUNDS, 3))
        ours.update(o)
        peer.update(p)
    if not only or any("market" in o for o in only):
        from market_bench import market_rows
        o, p = market_rows(min(ROUNDS, 3))
        ours.update(o)
        peer.update(p)
    if not only or any("landing" in o for o in only):
        from landing_bench import landing_rows
        o, p = landing_rows()
        ours.update(o)
        peer.update(p)
    rows = []
    for name in sorted(set(ours) | set(peer)):
        o, p = ours.get(name), peer.get(name)
        ratio = (o / p) if (o and p) else None
        peer_name, goal, what = GOALS.get(name, ("peer", None, name))
        if name in ABSOLUTE_NS:
            met = o is not None and o <= ABSOLUTE_NS[name]
        elif goal is not None and ratio is not None:
            met = ratio <= goal
        else:
            met = None
        rows.append({"name": name, "what": what, "peer": peer_name, "ours_ns": round(o, 1) if o else None,
                     "peer_ns": round(p, 1) if p else None, "ratio": round(ratio, 3) if ratio else None,
                     "goal": goal if goal is not None else (f"<{ABSOLUTE_NS[name]} ns" if name in ABSOLUTE_NS else None),
                     "met": met})
    print(f"{'benchmark':28} {'ours':>12} {'peer':>12} {'ratio':>7} {'goal':>9}  met")
    for r in rows:
        fmt = lambda v: f"{v:,.1f} ns" if v is not None else "-"
        print(f"{r['name']:28} {fmt(r['ours_ns']):>12} {fmt(r['peer_ns']):>12} "
              f"{(str(r['ratio']) if r['ratio'] is not None else '-'):>7} {str(r['goal'] or '-'):>9}  "
              f"{'yes' if r['met'] else ('no' if r['met'] is False else '-')}")
    directory = os.path.join(ROOT, ".build", "bench-smoke") if SMOKE else os.path.join(ROOT, "bench")
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "results.json"), "w") as f:
        json.dump({"rounds": ROUNDS, "estimator": "min over rounds of each side's median", "rows": rows}, f, indent=2)
    print(f"wrote {os.path.relpath(os.path.join(directory, 'results.json'), ROOT)}")
    if SMOKE:
        missing = [name for name in GOALS if name not in ours]
        if missing:
            sys.exit(f"bench smoke: rows that did not run: {', '.join(missing)}")
        print("bench smoke: every row ran (figures from a debug build; they mean nothing)")


if __name__ == "__main__":
    main()
