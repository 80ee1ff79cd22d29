#!/usr/bin/env python3
"""Fails when a public symbol of a library product has no documentation comment.

Usage: doc-coverage.py [TARGET ...]

Reads the symbol graphs `make docs` extracted (.build/docs/symbol-graphs/<Target>/*.symbols.json: public and open
symbols only, extensions included, inherited and synthesized members left out) and prints each
undocumented symbol as `path:line: warning: …`, the form editors and CI logs link to. Exit 1 if any, 2 if a target
has no symbol graph (run `make docs` first).
"""
import glob
import json
import os
import sys
import urllib.parse

TARGETS = [
    "Base58", "SolanaCrypto", "SolanaCore", "SolanaKeys", "SolanaTransactions", "SolanaRPC", "SolanaWallet",
    "MarketData", "WalletAdapter", "WalletPresentation", "Portfolio",
]


def graphs(target: str) -> list:
    return sorted(glob.glob(os.path.join(".build", "docs", "symbol-graphs", target, "*.symbols.json")))


def main() -> int:
    targets = sys.argv[1:] or TARGETS
    missing = []
    total = 0
    for target in targets:
        files = graphs(target)
        if not files:
            print(f"doc-coverage: no symbol graph for {target}; run `make docs` first", file=sys.stderr)
            return 2
        for path in files:
            with open(path, encoding="utf-8") as f:
                graph = json.load(f)
            for symbol in graph.get("symbols", []):
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                # No location: synthesized by the compiler (hashValue, hash(into:)) or a protocol's default
                # implementation from another module (Collection.filter); an extension block is not a declaration.
                if "location" not in symbol or symbol.get("kind", {}).get("identifier") == "swift.extension":
                    continue
                location = symbol.get("location", {})
                file = urllib.parse.unquote(urllib.parse.urlparse(location.get("uri", "")).path)
                # Declared in a dependency's checkout: a default implementation another package gives a protocol
                # one of ours conforms to (AsyncSequence.flatMapLatest on an AsyncSequence), not ours to document.
                if file and os.path.relpath(file).split(os.sep)[0] in (".build", ".."):
                    continue
                total += 1
                comment = symbol.get("docComment", {}).get("lines", [])
                if any(line.get("text", "").strip() for line in comment):
                    continue
                line = location.get("position", {}).get("line", 0) + 1
                name = ".".join(symbol.get("pathComponents", [])) or symbol["identifier"]["precise"]
                missing.append((os.path.relpath(file) if file else target, line, target, name))
    for file, line, target, name in sorted(set(missing)):
        print(f"{file}:{line}: warning: {target}.{name} is public and has no documentation comment")
    print(f"doc-coverage: {total - len(set(missing))} of {total} public symbols documented in {len(targets)} targets")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
