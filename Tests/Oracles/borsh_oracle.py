#!/usr/bin/env python3
"""An independent Borsh encoder for the Swift tests, written from the specification at https://borsh.io
(integers little-endian two's complement, bool 0/1, f32/f64 IEEE-754 little-endian and no NaN, strings and Vec with a
u32 length prefix, fixed arrays without one, Option with a u8 tag 0/1, enums with a u8 variant index then the payload,
structs field by field, HashMap/HashSet with a u32 count then the entries sorted by key), plus the sizes Codama adds
(u8/u16/u32/u64 prefixes, shortU16, fixed sizes, the remainder) and Solana's COption (u32 tag, item bytes always there).

Usage: borsh_oracle.py encode < {"cases": [{"schema": S, "value": V}, ...]} > {"results": ["hex", ...]}
Schemas and values are JSON (see `schema_json`/`value_json` in Tests/BorshTests/BorshOracleTests.swift): integers as
decimal strings, floats as the decimal bit pattern of the double, strings and bytes as hex.
"""
import json
import struct
import sys

INT_BYTES = {"u8": 1, "u16": 2, "u32": 4, "u64": 8, "u128": 16, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "i128": 16}


def integer(kind, value):
    return int(value).to_bytes(INT_BYTES[kind], "little", signed=kind.startswith("i"))


def short_u16(n):
    assert 0 <= n <= 0xFFFF
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def count(size, n):
    """The count's prefix (or nothing) under a size description."""
    kind = size["kind"]
    if kind == "prefix":
        return integer(size["int"], n)
    if kind == "shortU16":
        return short_u16(n)
    if kind == "fixed":
        assert n == size["n"], (n, size)
        return b""
    assert kind == "remainder"
    return b""


def double(bits):
    return struct.unpack("<d", struct.pack("<Q", int(bits)))[0]


def fixed_size(schema):
    """Bytes every value of the schema takes (for COption's absent item)."""
    t = schema["t"]
    if t == "int":
        return INT_BYTES[schema["int"]]
    if t in ("bool",):
        return 1
    if t == "f32":
        return 4
    if t == "f64":
        return 8
    if t == "publicKey":
        return 32
    if t in ("string", "bytes") and schema["size"]["kind"] == "fixed":
        return schema["size"]["n"]
    if t == "array" and schema["size"]["kind"] == "fixed":
        return fixed_size(schema["item"]) * schema["size"]["n"]
    if t == "option" and schema["fixed"]:
        return INT_BYTES[schema["tag"]] + fixed_size(schema["item"])
    if t in ("struct", "tuple"):
        return sum(fixed_size(s) for s in schema["items"])
    raise ValueError("no fixed size: %r" % t)


def order_key(schema, value):
    """Rust's Ord for the value, as a Python key: what Borsh sorts map keys and set elements by."""
    t = schema["t"]
    if t == "int":
        return int(value)
    if t == "bool":
        return int(value)
    if t in ("f32", "f64"):
        return double(value)
    if t in ("publicKey", "string", "bytes"):
        return bytes.fromhex(value)
    if t == "option":
        return (0,) if value is None else (1, order_key(schema["item"], value["some"]))
    if t == "enum":
        payload = schema["variants"][value["index"]]
        if payload is None:
            return (value["index"],)
        return (value["index"], tuple(order_key(s, v) for s, v in zip(payload, value["payload"])))
    if t in ("struct", "tuple"):
        return tuple(order_key(s, v) for s, v in zip(schema["items"], value))
    if t in ("array", "set"):
        return tuple(order_key(schema["item"], v) for v in value)
    if t == "map":
        return tuple((order_key(schema["key"], k), order_key(schema["value"], v)) for k, v in value)
    raise ValueError(t)


def encode(schema, value):
    t = schema["t"]
    if t == "int":
        return integer(schema["int"], value)
    if t == "bool":
        return b"\x01" if value else b"\x00"
    if t == "f32":
        return struct.pack("<f", double(value))
    if t == "f64":
        return struct.pack("<d", double(value))
    if t == "publicKey":
        data = bytes.fromhex(value)
        assert len(data) == 32
        return data
    if t in ("string", "bytes"):
        data = bytes.fromhex(value)
        if t == "string":
            data.decode("utf-8")  # must be UTF-8
        size = schema["size"]
        if size["kind"] == "fixed":
            assert len(data) <= size["n"]
            return data + b"\x00" * (size["n"] - len(data))
        return count(size, len(data)) + data
    if t == "array":
        return count(schema["size"], len(value)) + b"".join(encode(schema["item"], v) for v in value)
    if t == "option":
        if value is None:
            tail = b"\x00" * fixed_size(schema["item"]) if schema["fixed"] else b""
            return integer(schema["tag"], 0) + tail
        return integer(schema["tag"], 1) + encode(schema["item"], value["some"])
    if t == "enum":
        index = value["index"]
        payload = schema["variants"][index]
        out = integer(schema["tag"], index)
        if payload is not None:
            out += b"".join(encode(s, v) for s, v in zip(payload, value["payload"], strict=True))
        return out
    if t in ("struct", "tuple"):
        return b"".join(encode(s, v) for s, v in zip(schema["items"], value, strict=True))
    if t == "set":
        items = sorted(value, key=lambda v: order_key(schema["item"], v))
        return count(schema["size"], len(items)) + b"".join(encode(schema["item"], v) for v in items)
    if t == "map":
        entries = sorted(value, key=lambda kv: order_key(schema["key"], kv[0]))
        return count(schema["size"], len(entries)) + b"".join(
            encode(schema["key"], k) + encode(schema["value"], v) for k, v in entries)
    raise ValueError(t)


def main():
    command = sys.argv[1]
    request = json.load(sys.stdin)
    if command == "encode":
        json.dump({"results": [encode(c["schema"], c["value"]).hex() for c in request["cases"]]}, sys.stdout)
    else:
        raise SystemExit("unknown command " + command)


if __name__ == "__main__":
    main()
