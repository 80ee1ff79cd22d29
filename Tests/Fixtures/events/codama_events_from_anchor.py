#!/usr/bin/env python3
"""Writes a Codama `rootNode` holding an Anchor (>= 0.30) IDL's events, as Codama's own converter writes them
(codama-idl/codama `packages/nodes-from-anchor/src/v01/EventNode.ts` and `typeNodes/`, commit dabfe42): each event
an `eventNode` named in camelCase whose `data` is a `hiddenPrefixTypeNode` of the 8-byte discriminator (a
`constantValueNode` of `fixedSizeTypeNode(bytesTypeNode, 8)` and a base16 `bytesValueNode`) around the event's struct
(field names camelCase), with a `constantDiscriminatorNode` of the same constant; the defined types the events link
to become `definedTypeNode`s. Only what events use is converted (structs, enums, options, vectors, arrays, leaves).

    codama_events_from_anchor.py ANCHOR_IDL.json > CODAMA_IDL.json
"""
import json
import re
import sys


def camel(name):
    # Codama's camelCase: words split on _, -, spaces and case changes, the first lower-cased.
    words = [w for w in re.split(r"[_\-\s]+", name) if w]
    if not words:
        return name
    head = words[0][0].lower() + words[0][1:]
    return head + "".join(w[0].upper() + w[1:] for w in words[1:])


def number(fmt):
    return {"kind": "numberTypeNode", "format": fmt, "endian": "le"}


def type_node(t):
    if isinstance(t, str):
        if t == "bool":
            return {"kind": "booleanTypeNode", "size": number("u8")}
        if t == "pubkey":
            return {"kind": "publicKeyTypeNode"}
        if t == "string":
            return {"kind": "sizePrefixTypeNode", "type": {"kind": "stringTypeNode", "encoding": "utf8"},
                    "prefix": number("u32")}
        if t == "bytes":
            return {"kind": "sizePrefixTypeNode", "type": {"kind": "bytesTypeNode"}, "prefix": number("u32")}
        return number(t)
    if "vec" in t:
        return {"kind": "arrayTypeNode", "item": type_node(t["vec"]),
                "count": {"kind": "prefixedCountNode", "prefix": number("u32")}}
    if "array" in t:
        return {"kind": "arrayTypeNode", "item": type_node(t["array"][0]),
                "count": {"kind": "fixedCountNode", "value": t["array"][1]}}
    if "option" in t:
        return {"kind": "optionTypeNode", "fixed": False, "item": type_node(t["option"]), "prefix": number("u8")}
    if "defined" in t:
        return {"kind": "definedTypeLinkNode", "name": camel(t["defined"]["name"])}
    if t.get("kind") == "struct":
        fields = t.get("fields", [])
        if fields and isinstance(fields[0], dict):
            return {"kind": "structTypeNode", "fields": [
                {"kind": "structFieldTypeNode", "name": camel(f["name"]), "type": type_node(f["type"]),
                 "docs": f.get("docs", [])} for f in fields]}
        return {"kind": "tupleTypeNode", "items": [type_node(f) for f in fields]}
    if t.get("kind") == "enum":
        variants = []
        for v in t["variants"]:
            fields = v.get("fields")
            if not fields:
                variants.append({"kind": "enumEmptyVariantTypeNode", "name": camel(v["name"])})
            elif isinstance(fields[0], dict):
                variants.append({"kind": "enumStructVariantTypeNode", "name": camel(v["name"]),
                                 "struct": type_node({"kind": "struct", "fields": fields})})
            else:
                variants.append({"kind": "enumTupleVariantTypeNode", "name": camel(v["name"]),
                                 "tuple": type_node({"kind": "struct", "fields": fields})})
        return {"kind": "enumTypeNode", "variants": variants, "size": number("u8")}
    raise SystemExit(f"unsupported Anchor type {t!r}")


def linked(t, out):
    if isinstance(t, dict):
        if "defined" in t:
            out.add(t["defined"]["name"])
        for value in t.values():
            linked(value, out)
    elif isinstance(t, list):
        for value in t:
            linked(value, out)


def main():
    with open(sys.argv[1]) as handle:
        idl = json.load(handle)
    types = {t["name"]: t for t in idl.get("types", [])}
    events, needed = [], set()
    for event in idl.get("events", []):
        data = types[event["name"]]["type"]
        linked(data, needed)
        constant = {"kind": "constantValueNode",
                    "type": {"kind": "fixedSizeTypeNode", "type": {"kind": "bytesTypeNode"},
                             "size": len(event["discriminator"])},
                    "value": {"kind": "bytesValueNode", "encoding": "base16",
                              "data": bytes(event["discriminator"]).hex()}}
        events.append({"kind": "eventNode", "name": camel(event["name"]),
                       "docs": types[event["name"]].get("docs", []),
                       "data": {"kind": "hiddenPrefixTypeNode", "type": type_node(data), "prefix": [constant]},
                       "discriminators": [{"kind": "constantDiscriminatorNode", "offset": 0, "constant": constant}]})
    # The types the events link to, and those they link to in turn, in the IDL's order.
    while True:
        more = set(needed)
        for name in needed:
            linked(types[name]["type"], more)
        if more == needed:
            break
        needed = more
    defined = [{"kind": "definedTypeNode", "name": camel(t["name"]), "docs": t.get("docs", []),
                "type": type_node(t["type"])} for t in idl.get("types", []) if t["name"] in needed]
    metadata = idl.get("metadata", {})
    root = {"kind": "rootNode", "standard": "codama", "version": "1.0.0",
            "program": {"kind": "programNode", "name": camel(metadata.get("name", "program")),
                        "publicKey": idl["address"], "version": metadata.get("version", "0.0.0"),
                        "origin": "anchor", "docs": [], "accounts": [], "instructions": [],
                        "definedTypes": defined, "pdas": [], "events": events, "errors": []},
            "additionalPrograms": []}
    json.dump(root, sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
