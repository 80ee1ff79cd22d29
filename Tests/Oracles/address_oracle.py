#!/usr/bin/env python3
"""An oracle for `PublicAddress` (Tests/WalletWebTests/DashboardImageTests.swift): Python's own `ipaddress` module.

< ["203.0.113.7", "::ffff:10.0.0.1", ...]
> [{"packed": "hex", "global": bool, "multicast": bool, "mapped": "a.b.c.d" | null, "sixToFour": "a.b.c.d" | null}]

`global` is `ipaddress`'s `is_global` (the IANA special-purpose registries); the Swift side documents where its
rule is stricter (multicast, all of 192.0.0.0/24, the IPv4 embedded in NAT64 and 6to4 addresses).
"""
import ipaddress
import json
import sys


def describe(text):
    address = ipaddress.ip_address(text)
    mapped = getattr(address, "ipv4_mapped", None)
    six_to_four = getattr(address, "sixtofour", None)
    return {"packed": address.packed.hex(), "global": address.is_global, "multicast": address.is_multicast,
            "mapped": str(mapped) if mapped else None, "sixToFour": str(six_to_four) if six_to_four else None}


json.dump([describe(text) for text in json.load(sys.stdin)], sys.stdout)
