#!/usr/bin/env python3
"""The peer side of `make bench`: the same operations through solders (the Rust Solana SDK).

Prints {"name": ns_per_op, ...}. Each figure is the median of several timed runs after a warm-up,
with the iteration count calibrated to ~60 ms a run, as the Swift harness does.
"""
import json
import sys
import time

from solders.keypair import Keypair
from solders.pubkey import Pubkey

BENCHES = {}


def bench(name):
    def register(fn):
        BENCHES[name] = fn
        return fn
    return register


def measure(make_loop, runs=9, target=0.06):
    loop = make_loop()
    iterations = 1
    while True:
        start = time.perf_counter()
        loop(iterations)
        elapsed = time.perf_counter() - start
        if elapsed > target / 4:
            iterations = max(1, int(iterations * target / max(elapsed, 1e-9)))
            break
        iterations *= 4
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        loop(iterations)
        samples.append((time.perf_counter() - start) * 1e9 / iterations)
    samples.sort()
    return samples[len(samples) // 2]


KEY = Pubkey.from_string("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
TEXT = str(KEY)
KP = Keypair.from_seed(bytes([7] * 32))
MSG = bytes([0xAB] * 200)
SIG = KP.sign_message(MSG)
PROGRAM = Pubkey.from_string("BPFLoader1111111111111111111111111111111111")
SEEDS = [b"Talking", b"Squirrels"]


@bench("base58_encode_32")
def _():
    def loop(n, k=KEY):
        for _ in range(n):
            str(k)
    return loop


@bench("base58_decode_32")
def _():
    def loop(n, f=Pubkey.from_string, t=TEXT):
        for _ in range(n):
            f(t)
    return loop


@bench("ed25519_sign_200")
def _():
    def loop(n, s=KP.sign_message, m=MSG):
        for _ in range(n):
            s(m)
    return loop


@bench("ed25519_verify_200")
def _():
    def loop(n, v=SIG.verify, p=KP.pubkey(), m=MSG):
        for _ in range(n):
            v(p, m)
    return loop


@bench("keypair_from_seed")
def _():
    def loop(n, f=Keypair.from_seed, s=bytes([9] * 32)):
        for _ in range(n):
            f(s)
    return loop


@bench("find_program_address")
def _():
    def loop(n, f=Pubkey.find_program_address, s=SEEDS, p=PROGRAM):
        for _ in range(n):
            f(s, p)
    return loop


PHRASE = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"


@bench("phrase_to_keypair")
def _():
    def loop(n, f=Keypair.from_seed_phrase_and_passphrase, p=PHRASE):
        for _ in range(n):
            f(p, "")
    return loop


def grind_loop(n, new=Keypair):
    # What a Python vanity grinder does per key: a fresh random keypair and its base58 address.
    for _ in range(n):
        str(new().pubkey())


@bench("grind_key_1core")
def _():
    return grind_loop


@bench("grind_key_allcores")
def _():
    # The same single loop: the peer's per-core rate is the bar each of our cores must clear.
    return grind_loop


if __name__ == "__main__":
    only = sys.argv[1] if len(sys.argv) > 1 else None
    results = {}
    for name, make in BENCHES.items():
        if only and only not in name:
            continue
        results[name] = measure(make)
        print(f"peer {name}: {results[name]:.1f} ns", file=sys.stderr)
    print(json.dumps(results, sort_keys=True))
