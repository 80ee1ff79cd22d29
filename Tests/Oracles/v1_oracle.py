#!/usr/bin/env python3
"""solders 0.29 (the Rust SDK's v1 message, SIMD-0385) as the oracle for SolanaTransactions' transaction v1.

Usage: v1_oracle.py COMMAND < request.json > response.json. Bytes travel as hex, keys as base58.
Commands:
  compile  build each case with MessageV1.try_compile(payer, ixs, blockhash, TransactionConfig(...)), sign it with
           VersionedTransaction, and judge ours: does solders decode our bytes, re-serialize them identically, verify
           our signatures and sanitize the message?
  decode   for each wire transaction: does solders accept it (decodes, nothing left over, message sanitizes)?
"""
import json
import sys

from solders.hash import Hash
from solders.instruction import AccountMeta, Instruction
from solders.keypair import Keypair
from solders.message import MessageV1, TransactionConfig, to_bytes_versioned
from solders.pubkey import Pubkey
from solders.transaction import VersionedTransaction

h = bytes.fromhex
P = Pubkey.from_string


def instruction(spec):
    return Instruction(P(spec["programId"]), h(spec["data"]),
                       [AccountMeta(P(a["pubkey"]), a["isSigner"], a["isWritable"]) for a in spec["accounts"]])


def config_of(spec):
    def number(name):
        value = spec.get(name)
        return None if value is None else int(value)
    return TransactionConfig(priority_fee=number("priorityFee"), compute_unit_limit=number("computeUnitLimit"),
                             loaded_accounts_data_size_limit=number("loadedAccountsDataSizeLimit"),
                             heap_size=number("heapSize"))


def sanitizes(message):
    try:
        message.sanitize()
        return True
    except Exception:  # noqa: BLE001 - any refusal is a "no"
        return False


def compile_cmd(req):
    out = []
    for case in req["cases"]:
        try:
            msg = MessageV1.try_compile(P(case["payer"]), [instruction(i) for i in case["instructions"]],
                                        Hash.from_string(case["blockhash"]), config_of(case["config"]))
        except Exception as e:  # noqa: BLE001 - report the compile error to the test
            out.append({"error": str(e)})
            continue
        keypairs = [Keypair.from_seed(h(s)) for s in case["signerSeeds"]]
        tx = VersionedTransaction(msg, keypairs)
        result = {"message": bytes(to_bytes_versioned(msg)).hex(), "transaction": bytes(tx).hex(),
                  "sanitizes": sanitizes(msg)}
        ours = case.get("ours")
        if ours:
            try:
                parsed = VersionedTransaction.from_bytes(h(ours))
                result["oursDecodes"] = True
                result["oursRoundTrips"] = bytes(parsed).hex() == ours
                result["oursVerify"] = all(parsed.verify_with_results())
                result["oursSanitizes"] = sanitizes(parsed.message)
                result["oursIsV1"] = isinstance(parsed.message, MessageV1)
            except Exception as e:  # noqa: BLE001
                result["oursDecodes"] = False
                result["oursError"] = str(e)
        out.append(result)
    return {"results": out}


def decode_cmd(req):
    out = []
    for wire in req["cases"]:
        raw = h(wire)
        try:
            tx = VersionedTransaction.from_bytes(raw)
        except Exception as e:  # noqa: BLE001
            out.append({"accepted": False, "error": str(e)[:200]})
            continue
        # solders ignores bytes after the transaction; the runtime's packet parser does not.
        whole = bytes(tx) == raw
        ok = whole and sanitizes(tx.message)
        out.append({"accepted": ok, "error": None if ok else ("trailing bytes" if not whole else "sanitize")})
    return {"results": out}


COMMANDS = {"compile": compile_cmd, "decode": decode_cmd}

if __name__ == "__main__":
    request = json.load(sys.stdin)
    json.dump(COMMANDS[sys.argv[1]](request), sys.stdout)
