#!/usr/bin/env python3
"""Oracles for the generated account types and complex types (Tests/ProgramIDLTests/IDLGeneratedTypesTests.swift).

token_state < {"mints": [...], "accounts": [...]} > {"mints": ["hex"], "accounts": ["hex"]}
    SPL Token Mint / Account bytes built by solders' token-state types from the given fields.
encode < {"idl": "path", "cases": [{"type": "definedTypeName" | null, "instruction": "name" | null, "value": V}]}
       > {"results": ["hex", ...]}
    An independent Borsh encoder that walks the Codama type nodes of the IDL file itself (not the Swift model).
    Values are positional JSON: structs and tuples lists, integers decimal strings, public keys base58, options null or
    the item, enums {"variant": i, "payload": list | null}, maps lists of [key, value], sets lists; instructions
    list the arguments the caller gives (omitted-default ones are taken from the IDL).
"""
import json
import struct
import sys

from solders.pubkey import Pubkey
from solders.token.state import Mint, TokenAccount, TokenAccountState

INT = {"u8": 1, "u16": 2, "u32": 4, "u64": 8, "u128": 16, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "i128": 16}


def opt_key(text):
    return None if text is None else Pubkey.from_string(text)


def token_state(request):
    mints = [bytes(Mint(mint_authority=opt_key(m.get("mintAuthority")), supply=int(m["supply"]), decimals=m["decimals"],
                        is_initialized=m["isInitialized"], freeze_authority=opt_key(m.get("freezeAuthority")))).hex()
             for m in request["mints"]]
    states = [TokenAccountState.Uninitialized, TokenAccountState.Initialized, TokenAccountState.Frozen]
    accounts = [bytes(TokenAccount(
        mint=Pubkey.from_string(a["mint"]), owner=Pubkey.from_string(a["owner"]), amount=int(a["amount"]),
        delegate=opt_key(a.get("delegate")), state=states[a["state"]],
        is_native=None if a.get("isNative") is None else int(a["isNative"]), delegated_amount=int(a["delegatedAmount"]),
        close_authority=opt_key(a.get("closeAuthority")))).hex() for a in request["accounts"]]
    return {"mints": mints, "accounts": accounts}


class Encoder:
    def __init__(self, program):
        self.types = {t["name"]: t["type"] for t in program["definedTypes"]}

    def count(self, node, n):
        kind = node["kind"]
        if kind == "prefixedCountNode":
            return self.number(node["prefix"]["format"], n)
        if kind == "fixedCountNode":
            assert n == node["value"]
            return b""
        assert kind == "remainderCountNode"
        return b""

    def number(self, fmt, value):
        if fmt == "f32":
            return struct.pack("<f", float(value))
        if fmt == "f64":
            return struct.pack("<d", float(value))
        return int(value).to_bytes(INT[fmt], "little", signed=fmt.startswith("i"))

    def sort_key(self, node, value):
        """Borsh's order (Rust's Ord) as a Python key: numbers by value, text by UTF-8, keys by bytes."""
        node = self.resolve(node)
        kind = node["kind"]
        if kind == "numberTypeNode":
            return int(value)
        if kind == "publicKeyTypeNode":
            return bytes(Pubkey.from_string(value))
        if kind in ("sizePrefixTypeNode", "fixedSizeTypeNode"):
            return value.encode()
        if kind == "tupleTypeNode":
            return tuple(self.sort_key(t, v) for t, v in zip(node["items"], value))
        return json.dumps(value)

    def resolve(self, node):
        while node["kind"] == "definedTypeLinkNode":
            node = self.types[node["name"]]
        return node

    def encode(self, node, value):
        kind = node["kind"]
        if kind == "definedTypeLinkNode":
            return self.encode(self.types[node["name"]], value)
        if kind == "numberTypeNode":
            return self.number(node["format"], value)
        if kind == "booleanTypeNode":
            return bytes([1 if value else 0])
        if kind == "publicKeyTypeNode":
            return bytes(Pubkey.from_string(value))
        if kind == "sizePrefixTypeNode":
            inner = node["type"]["kind"]
            data = value.encode() if inner == "stringTypeNode" else bytes.fromhex(value)
            return self.number(node["prefix"]["format"], len(data)) + data
        if kind == "fixedSizeTypeNode":
            inner = node["type"]["kind"]
            data = value.encode() if inner == "stringTypeNode" else bytes.fromhex(value)
            assert len(data) <= node["size"]
            return data + bytes(node["size"] - len(data))
        if kind == "optionTypeNode":
            prefix = node.get("prefix", {"format": "u8"})["format"]
            if value is None:
                return self.number(prefix, 0)
            return self.number(prefix, 1) + self.encode(node["item"], value)
        if kind == "arrayTypeNode":
            return self.count(node["count"], len(value)) + b"".join(self.encode(node["item"], v) for v in value)
        if kind == "setTypeNode":
            items = sorted(value, key=lambda v: self.sort_key(node["item"], v))
            return self.count(node["count"], len(items)) + b"".join(self.encode(node["item"], v) for v in items)
        if kind == "mapTypeNode":
            entries = sorted(value, key=lambda e: self.sort_key(node["key"], e[0]))
            return self.count(node["count"], len(entries)) + b"".join(
                self.encode(node["key"], k) + self.encode(node["value"], v) for k, v in entries)
        if kind == "structTypeNode":
            assert len(value) == len(node["fields"])
            return b"".join(self.encode(f["type"], v) for f, v in zip(node["fields"], value))
        if kind == "tupleTypeNode":
            assert len(value) == len(node["items"])
            return b"".join(self.encode(t, v) for t, v in zip(node["items"], value))
        if kind == "enumTypeNode":
            index = value["variant"]
            variant = node["variants"][index]
            out = self.number(node.get("size", {"format": "u8"})["format"], index)
            if variant["kind"] == "enumTupleVariantTypeNode":
                out += self.encode(variant["tuple"], value["payload"])
            elif variant["kind"] == "enumStructVariantTypeNode":
                out += self.encode(variant["struct"], value["payload"])
            return out
        raise ValueError(kind)

    def value_of(self, node, value_node):
        kind = value_node["kind"]
        if kind == "numberValueNode":
            return str(value_node["number"])
        if kind == "bytesValueNode":
            assert value_node["encoding"] == "base16"
            return value_node["data"]
        raise ValueError(kind)


def encode(request):
    with open(request["idl"]) as handle:
        program = json.load(handle)["program"]
    encoder = Encoder(program)
    results = []
    for case in request["cases"]:
        if case.get("instruction"):
            node = next(i for i in program["instructions"] if i["name"] == case["instruction"])
            given = iter(case["value"])
            out = b""
            for argument in node["arguments"]:
                if argument.get("defaultValueStrategy") == "omitted":
                    value = encoder.value_of(argument["type"], argument["defaultValue"])
                else:
                    value = next(given)
                out += encoder.encode(argument["type"], value)
            results.append(out.hex())
        else:
            results.append(encoder.encode(encoder.types[case["type"]], case["value"]).hex())
    return {"results": results}


if __name__ == "__main__":
    command = sys.argv[1]
    request = json.load(sys.stdin)
    json.dump({"token_state": token_state, "encode": encode}[command](request), sys.stdout)
