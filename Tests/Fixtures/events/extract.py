#!/usr/bin/env python3
"""Rebuilds the recorded transactions and IDLs of this directory from their sources (see PROVENANCE.md).

Run with the three repositories checked out (git clones or mirrors), their paths as arguments:
    extract.py PUMP_PUBLIC_DOCS SOLANA_REAL_TIME_INDEXER SOL_TX_PARSER_CAPI
It writes the files beside itself; the answers are the sources' text, only re-serialized (json.dumps, sorted keys).
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def show(repo, commit, path):
    return subprocess.run(["git", "-C", repo, "show", f"{commit}:{path}"], check=True, capture_output=True,
                          text=True).stdout


def write(name, value):
    with open(os.path.join(HERE, name), "w") as handle:
        json.dump(value, handle, indent=1, sort_keys=True)
        handle.write("\n")


def main():
    docs, indexer, capi = sys.argv[1:4]
    # The IDLs the programs had when the transactions ran.
    write("anchor-pump-amm-2025-11-16.json",
          json.loads(show(docs, "7d7abd77403f0646ea17468d7cb6e66b33dbc3ed", "idl/pump_amm.json")))
    write("anchor-pump-2025-04-04.json",
          json.loads(show(docs, "df5013e0f9253aa8039300964f1e0076da90c83d", "idl/pump.json")))

    # PumpSwap sell then buy (v0, base64): the indexer's README prints a Yellowstone transaction update as the
    # getTransaction result's fields (meta, transaction, version) with its slot and signature on separate lines.
    readme = show(indexer, "97ed2c8f4a32197369a8b3d050278389193ceb39", "README.md")
    block = readme[readme.index("📦 Update Type: TRANSACTION"):]
    fields = {}
    for line in block.splitlines():
        line = line.strip()
        for key in ("signature: ", "slot: ", "tx: "):
            if line.startswith(key) and key not in fields:
                fields[key] = line[len(key):]
        if "tx: " in fields:
            break
    result = json.loads(fields["tx: "])
    result["slot"] = int(fields["slot: "])
    result["blockTime"] = None  # not in the update
    write("getTransaction-base64-v0-pump-amm-sell-buy-mainnet.json",
          {"jsonrpc": "2.0", "id": 1, "result": result, "signature": fields["signature: "]})

    # pump.fun buy (legacy-shaped v0, json encoding): a complete JSON-RPC answer in the parser's example.
    source = show(capi, "1e437753d23dd4b7e382792da2b33dcf20134148", "python/src/solana_tx_parser/parser.py")
    start = source.index('content = """') + len('content = """')
    answer = json.loads(source[start:source.index('"""', start)])
    answer["signature"] = answer["result"]["transaction"]["signatures"][0]
    write("getTransaction-json-pump-buy-mainnet.json", answer)


if __name__ == "__main__":
    main()
