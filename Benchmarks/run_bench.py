#!/usr/bin/env python3
"""`make bench`: runs our release build and the peers in one run, prints a table, writes bench/results.json.

Rows: name, ours_ns, peer_ns, ratio = ours/peer (below 1 is faster than the peer), goal, met.
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PY = os.path.join(ROOT, ".venv", "bin", "python")

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
}
ABSOLUTE_NS = {"base58_encode_32": 150, "base58_decode_32": 150}

SUITES = [  # (our command, peer command)
    ([os.path.join(ROOT, ".build", "release", "SolBench")], [PY, os.path.join(ROOT, "Benchmarks", "peer_bench.py")]),
]


def run_json(cmd):
    out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main():
    ours, peer = {}, {}
    for our_cmd, peer_cmd in SUITES:
        ours.update(run_json(our_cmd + sys.argv[1:]))
        peer.update(run_json(peer_cmd + sys.argv[1:]))
    rows = []
    for name in sorted(set(ours) | set(peer)):
        o, p = ours.get(name), peer.get(name)
        ratio = (o / p) if (o and p) else None
        peer_name, goal, what = GOALS.get(name, ("peer", None, name))
        if name in ABSOLUTE_NS:
            met = o is not None and o < ABSOLUTE_NS[name]
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
    os.makedirs(os.path.join(ROOT, "bench"), exist_ok=True)
    with open(os.path.join(ROOT, "bench", "results.json"), "w") as f:
        json.dump({"rows": rows}, f, indent=2)
    print("wrote bench/results.json")


if __name__ == "__main__":
    main()
