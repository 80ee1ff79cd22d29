#!/usr/bin/env python3
"""The peer side of `make bench`: the same operations through solders (the Rust Solana SDK).

Prints {"name": ns_per_op, ...}. Each figure is the median of several timed runs after a warm-up,
with the iteration count calibrated to ~60 ms a run, as the Swift harness does.
"""
import json
import os
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
    if os.environ.get("BENCH_SMOKE"):  # one short run each: that the rows still run
        runs, target = 1, 0.002
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


# Issue 4: transactions. solders has no SPL builders, so token instructions are packed by hand (as a Python
# caller of solders would); System and compute-budget instructions use solders' builders.
import struct  # noqa: E402

from solders.compute_budget import set_compute_unit_limit, set_compute_unit_price  # noqa: E402
from solders.hash import Hash  # noqa: E402
from solders.instruction import AccountMeta, Instruction  # noqa: E402
from solders.message import Message, MessageV0  # noqa: E402
from solders.address_lookup_table_account import AddressLookupTableAccount  # noqa: E402
from solders.system_program import transfer, TransferParams  # noqa: E402
from solders.transaction import VersionedTransaction  # noqa: E402

TX_PAYER = Keypair.from_seed(bytes([7] * 32))
TX_HASH = Hash(bytes([0x55] * 32))
TOKEN = Pubkey.from_string("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
MEMO = Pubkey.from_string("MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr")


def _key(b):
    return Pubkey(bytes([b] * 32))


@bench("tx_sol_transfer_build_sign_serialize")
def _():
    payer, to = TX_PAYER.pubkey(), _key(1)

    def loop(n, kp=TX_PAYER, h=TX_HASH):
        for _ in range(n):
            ix = transfer(TransferParams(from_pubkey=payer, to_pubkey=to, lamports=1_000_000))
            msg = Message.new_with_blockhash([ix], payer, h)
            bytes(VersionedTransaction(msg, [kp]))
    return loop


@bench("tx_token_5ix_build_sign_serialize")
def _():
    payer = TX_PAYER.pubkey()
    source, destination, mint = _key(2), _key(3), _key(4)

    def loop(n, kp=TX_PAYER, h=TX_HASH):
        for _ in range(n):
            ixs = [
                set_compute_unit_limit(50_000),
                set_compute_unit_price(1_000),
                Instruction(TOKEN, struct.pack("<BQB", 12, 250_000_000, 6),
                            [AccountMeta(source, False, True), AccountMeta(mint, False, False),
                             AccountMeta(destination, False, True), AccountMeta(payer, True, False)]),
                Instruction(MEMO, "invoice 42".encode(), [AccountMeta(payer, True, False)]),
                Instruction(TOKEN, bytes([9]), [AccountMeta(source, False, True), AccountMeta(payer, False, True),
                                                AccountMeta(payer, True, False)]),
            ]
            msg = Message.new_with_blockhash(ixs, payer, h)
            bytes(VersionedTransaction(msg, [kp]))
    return loop


@bench("tx_v0_deserialize")
def _():
    payer = TX_PAYER.pubkey()
    tables = [AddressLookupTableAccount(_key(0xA1), [_key(b) for b in range(1, 5)]),
              AddressLookupTableAccount(_key(0xA2), [_key(b) for b in range(5, 9)])]
    wide = Instruction(_key(0xEE), bytes([0x11] * 16), [AccountMeta(_key(b), False, b <= 4) for b in range(1, 9)])
    ixs = [set_compute_unit_price(1_000), wide, transfer(TransferParams(from_pubkey=payer, to_pubkey=_key(1), lamports=1_000))]
    raw = bytes(VersionedTransaction(MessageV0.try_compile(payer, ixs, tables, TX_HASH), [TX_PAYER]))

    def loop(n, f=VersionedTransaction.from_bytes, b=raw):
        for _ in range(n):
            f(b)
    return loop

RPC_FIXTURES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Tests", "Fixtures", "solana", "rpc")


def _decode_loop(fixture, response_type):
    with open(os.path.join(RPC_FIXTURES, fixture)) as f:
        text = f.read()

    def loop(n, f=response_type.from_json, t=text):
        for _ in range(n):
            f(t)
    return loop


@bench("rpc_decode_gettransaction")
def _():
    from solders.rpc.responses import GetTransactionResp
    return _decode_loop("getTransaction-base64-v0-loadedAddresses-tokenBalances-devnet.json", GetTransactionResp)


@bench("rpc_decode_tokenaccounts_jsonparsed")
def _():
    from solders.rpc.responses import GetTokenAccountsByOwnerJsonParsedResp
    return _decode_loop("getTokenAccountsByOwner-jsonParsed-testnet.json", GetTokenAccountsByOwnerJsonParsedResp)


if __name__ == "__main__":
    only = sys.argv[1] if len(sys.argv) > 1 else None
    results = {}
    for name, make in BENCHES.items():
        if only and only not in name:
            continue
        results[name] = measure(make)
        print(f"peer {name}: {results[name]:.1f} ns", file=sys.stderr)
    print(json.dumps(results, sort_keys=True))
