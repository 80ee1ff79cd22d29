#!/usr/bin/env python3
"""Anchor events (`emit!`, `emit_cpi!`) for Tests/ProgramIDLTests/IDLEventTests.swift: the event's bytes built by
borsh-construct with the layouts of anchor_borsh_oracle.py (walking the IDL JSON itself), and the discriminators
computed the way Anchor does (sha256("event:<Name>")[..8]), independently of the IDL's `discriminator` field.

encode < {"idl": "path", "cases": [{"event": "Name", "value": V}]}
       > {"results": ["hex", ...]}
    The event's 8-byte discriminator (the IDL's) then its defined type (the type of the same name) under Borsh.
decode < {"idl": "path", "cases": [{"event": "Name", "hex": "..."}]}
       > {"results": [V, ...]}
    The reverse (the whole input used); values are anchor_borsh_oracle.py's positional JSON.
discriminators < {"idl": "path"}
       > {"results": {"Name": {"idl": "hex", "anchor": "hex"}}}
    Each event's discriminator as the IDL gives it and as Anchor computes it from the name.
"""
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import anchor_borsh_oracle as base  # noqa: E402
import construct  # noqa: E402


def target(layouts, name):
    node = next(e for e in layouts.idl["events"] if e["name"] == name)
    sub, shape = layouts.defined(name, [], {})
    return bytes(node["discriminator"]), sub, shape


def encode(request, layouts):
    results = []
    for case in request["cases"]:
        prefix, sub, shape = target(layouts, case["event"])
        results.append((prefix + sub.build(layouts.to_python(shape, case["value"]))).hex())
    return {"results": results}


def decode(request, layouts):
    results = []
    for case in request["cases"]:
        prefix, sub, shape = target(layouts, case["event"])
        data = bytes.fromhex(case["hex"])
        assert data[:len(prefix)] == prefix, "discriminator"
        parsed = construct.Struct("value" / sub, construct.Terminated).parse(data[len(prefix):])["value"]
        results.append(layouts.to_json(shape, parsed))
    return {"results": results}


def discriminators(request, layouts):
    results = {}
    for event in layouts.idl.get("events", []):
        anchor = hashlib.sha256(f"event:{event['name']}".encode()).digest()[:8]
        results[event["name"]] = {"idl": bytes(event["discriminator"]).hex(), "anchor": anchor.hex()}
    return {"results": results}


def main():
    command = sys.argv[1]
    request = json.load(sys.stdin)
    with open(request["idl"]) as handle:
        layouts = base.Layouts(json.load(handle))
    reply = {"encode": encode, "decode": decode, "discriminators": discriminators}[command](request, layouts)
    json.dump(reply, sys.stdout)


if __name__ == "__main__":
    main()
