#!/usr/bin/env python3
"""An independent Borsh for Anchor (>= 0.30) IDLs: borsh-construct layouts built by walking the IDL JSON itself (not
the Swift model, not idl_types_oracle.py). Used by Tests/ProgramIDLTests/IDLAnchorOracleTests.swift.

encode < {"idl": "path", "cases": [{"instruction": "name", "value": [args...]} | {"account": "Name", "value": V}
                                   | {"type": "Name", "value": V}]}
       > {"results": ["hex", ...]}
    An instruction: its 8-byte discriminator then the arguments (a struct of the `args`); an account: its discriminator
    then its type (the defined type of the same name); a type: the defined type alone.
decode < {"idl": "path", "cases": [{"instruction" | "account" | "type": "name", "hex": "..."}]}
       > {"results": [V, ...]}
    The reverse: the bytes parsed by the same layouts (the whole input must be used), the value as below.

Values are positional JSON: structs and tuples are lists, integers decimal strings, floats numbers, public keys
base58, bytes hex, options null or the item, enums {"variant": i, "payload": list | null} (a struct variant's payload
lists its fields in order).

borsh-construct needs construct-typing<0.6 while the pinned solana needs >=0.8.1: scripts/bootstrap installs it apart,
into .venv/borsh (requirements-borsh.txt); that directory goes first on sys.path here.
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(sys.prefix, "borsh"))

import attr  # noqa: E402
import base58  # noqa: E402
import borsh_construct as borsh  # noqa: E402
import construct  # noqa: E402

assert construct.version == (2, 10, 68), f"borsh-construct's construct expected, found {construct.version}"

PRIMITIVES = {
    "u8": borsh.U8, "u16": borsh.U16, "u32": borsh.U32, "u64": borsh.U64, "u128": borsh.U128,
    "i8": borsh.I8, "i16": borsh.I16, "i32": borsh.I32, "i64": borsh.I64, "i128": borsh.I128,
    "f32": borsh.F32, "f64": borsh.F64, "bool": borsh.Bool, "string": borsh.String, "bytes": borsh.Bytes,
}
INTEGERS = {"u8", "u16", "u32", "u64", "u128", "i8", "i16", "i32", "i64", "i128"}
PUBKEY = construct.Bytes(32)


class Enum(borsh.Enum):
    """borsh-construct's Enum, a variant's fields handed on as they are: its own `_encode` takes them with a recursive
    `attr.asdict`, which turns an enum value nested in a payload into a dict it cannot encode."""

    def _encode(self, obj, context, path):
        fields = attr.asdict(obj, recurse=False)
        value = fields.get("tuple_data", fields) if fields else None
        return {"index": obj.index, "value": value}


def field_name(index):
    """CStruct field names: positional (`f0`, `f1`…), as IDL names may start with an underscore (padding fields),
    which borsh-construct refuses."""
    return f"f{index}"


class Layouts:
    """borsh-construct layouts, and the value conversions, for the types of one Anchor IDL."""

    def __init__(self, idl):
        self.idl = idl
        self.types = {t["name"]: t for t in idl.get("types", [])}

    # Layouts ---------------------------------------------------------------------------------------------------

    def layout(self, node, bindings):
        """(construct, shape) for an IDL type; shape is what the value converters walk."""
        if isinstance(node, str):
            if node in ("pubkey", "publicKey"):
                return PUBKEY, ("pubkey",)
            return PRIMITIVES[node], (node,)
        (key, inner), = node.items()
        if key == "vec":
            sub, shape = self.layout(inner, bindings)
            return borsh.Vec(sub), ("list", shape)
        if key == "option":
            sub, shape = self.layout(inner, bindings)
            return borsh.Option(sub), ("option", shape)
        if key == "array":
            item, count = inner
            if isinstance(count, dict):
                count = bindings[count["generic"]]
            sub, shape = self.layout(item, bindings)
            return construct.Array(int(count), sub), ("list", shape)
        if key == "generic":
            return self.layout(bindings[inner], bindings)
        if key == "defined":
            if isinstance(inner, str):
                return self.defined(inner, [], bindings)
            return self.defined(inner["name"], inner.get("generics", []), bindings)
        raise ValueError(f"unknown type {node}")

    def defined(self, name, arguments, bindings):
        definition = self.types[name]
        bound = {}
        for parameter, argument in zip(definition.get("generics", []), arguments):
            if argument["kind"] == "type":
                # A type argument is read where it is written (under the enclosing bindings).
                bound[parameter["name"]] = self.substitute(argument["type"], bindings)
            else:
                bound[parameter["name"]] = int(argument["value"])
        serialization = definition.get("serialization", "borsh")
        if serialization not in ("borsh", "bytemuck"):
            raise ValueError(f"{name}: serialization {serialization}")
        return self.definition(definition["type"], bound, name)

    def substitute(self, node, bindings):
        """A type with the enclosing generic parameters replaced by what they are bound to."""
        if isinstance(node, dict):
            (key, inner), = node.items()
            if key == "generic":
                return bindings[inner]
            if key == "array":
                count = inner[1]
                if isinstance(count, dict):
                    count = bindings[count["generic"]]
                return {"array": [self.substitute(inner[0], bindings), count]}
            if key in ("vec", "option"):
                return {key: self.substitute(inner, bindings)}
            if key == "defined" and isinstance(inner, dict):
                generics = []
                for argument in inner.get("generics", []):
                    if argument["kind"] == "type":
                        generics.append({"kind": "type", "type": self.substitute(argument["type"], bindings)})
                    else:
                        generics.append(argument)
                return {"defined": {"name": inner["name"], "generics": generics}}
        return node

    def fields(self, fields, bindings):
        """(construct, shape) of a struct's fields: named or positional, both encoded in order."""
        subs, shapes = [], []
        for index, item in enumerate(fields or []):
            node = item["type"] if isinstance(item, dict) and "name" in item else item
            sub, shape = self.layout(node, bindings)
            subs.append(field_name(index) / sub)
            shapes.append(shape)
        return borsh.CStruct(*subs), ("struct", shapes)

    def definition(self, node, bindings, name):
        kind = node["kind"]
        if kind == "struct":
            return self.fields(node.get("fields"), bindings)
        if kind == "type":
            return self.layout(node["alias"], bindings)
        if kind == "enum":
            variants, shapes = [], []
            for variant in node["variants"]:
                fields = variant.get("fields")
                if not fields:
                    variants.append(variant["name"])
                    shapes.append(None)
                    continue
                named = isinstance(fields[0], dict) and "name" in fields[0]
                if named:
                    sub, shape = self.fields(fields, bindings)
                    variants.append(variant["name"] / sub)
                    shapes.append(("named", shape[1]))
                else:
                    pairs = [self.layout(item, bindings) for item in fields]
                    variants.append(variant["name"] / borsh.TupleStruct(*[p[0] for p in pairs]))
                    shapes.append(("tuple", [p[1] for p in pairs]))
            enum = Enum(*variants, enum_name=name)
            return enum, ("enum", enum, shapes)
        raise ValueError(f"unknown definition kind {kind}")

    def instruction(self, name):
        node = next(i for i in self.idl["instructions"] if i["name"] == name)
        sub, shape = self.fields(node["args"], {})
        return bytes(node["discriminator"]), sub, shape

    def account(self, name):
        node = next(a for a in self.idl["accounts"] if a["name"] == name)
        sub, shape = self.defined(name, [], {})
        return bytes(node["discriminator"]), sub, shape

    def target(self, case):
        if "instruction" in case:
            return self.instruction(case["instruction"])
        if "account" in case:
            return self.account(case["account"])
        sub, shape = self.defined(case["type"], [], {})
        return b"", sub, shape

    # Values ----------------------------------------------------------------------------------------------------

    def to_python(self, shape, value):
        kind = shape[0]
        if kind in INTEGERS:
            return int(value)
        if kind in ("f32", "f64"):
            return float(value)
        if kind == "bool":
            assert isinstance(value, bool)
            return value
        if kind == "string":
            return value
        if kind == "bytes":
            return bytes.fromhex(value)
        if kind == "pubkey":
            data = base58.b58decode(value)
            assert len(data) == 32
            return data
        if kind == "list":
            return [self.to_python(shape[1], v) for v in value]
        if kind == "option":
            return None if value is None else self.to_python(shape[1], value)
        if kind == "struct":
            assert len(value) == len(shape[1]), f"{len(value)} values for {len(shape[1])} fields"
            return {field_name(i): self.to_python(s, v) for i, (s, v) in enumerate(zip(shape[1], value))}
        if kind == "enum":
            enum, shapes = shape[1], shape[2]
            index = value["variant"]
            variant = enum.enum.getitem(index)
            payload = shapes[index]
            if payload is None:
                assert value["payload"] is None
                return variant()
            items = value["payload"]
            assert len(items) == len(payload[1])
            converted = [self.to_python(s, v) for s, v in zip(payload[1], items)]
            if payload[0] == "tuple":
                return variant(tuple(converted))
            return variant(**{field_name(i): v for i, v in enumerate(converted)})
        raise ValueError(kind)

    def to_json(self, shape, value):
        kind = shape[0]
        if kind in INTEGERS:
            return str(value)
        if kind in ("f32", "f64"):
            return float(value)
        if kind in ("bool", "string"):
            return value
        if kind == "bytes":
            return bytes(value).hex()
        if kind == "pubkey":
            return base58.b58encode(bytes(value)).decode()
        if kind == "list":
            return [self.to_json(shape[1], v) for v in value]
        if kind == "option":
            return None if value is None else self.to_json(shape[1], value)
        if kind == "struct":
            return [self.to_json(s, value[field_name(i)]) for i, s in enumerate(shape[1])]
        if kind == "enum":
            index = type(value).index
            payload = shape[2][index]
            if payload is None:
                return {"variant": index, "payload": None}
            if payload[0] == "tuple":
                items = value.tuple_data
            else:
                items = [getattr(value, field_name(i)) for i in range(len(payload[1]))]
            return {"variant": index, "payload": [self.to_json(s, v) for s, v in zip(payload[1], items)]}
        raise ValueError(kind)


def encode(request, layouts):
    results = []
    for case in request["cases"]:
        prefix, sub, shape = layouts.target(case)
        results.append((prefix + sub.build(layouts.to_python(shape, case["value"]))).hex())
    return {"results": results}


def decode(request, layouts):
    results = []
    for case in request["cases"]:
        prefix, sub, shape = layouts.target(case)
        data = bytes.fromhex(case["hex"])
        assert data[:len(prefix)] == prefix, "discriminator"
        # The whole input is the value: a byte left over is a mismatch.
        parsed = construct.Struct("value" / sub, construct.Terminated).parse(data[len(prefix):])["value"]
        results.append(layouts.to_json(shape, parsed))
    return {"results": results}


def main():
    command = sys.argv[1]
    request = json.load(sys.stdin)
    with open(request["idl"]) as handle:
        layouts = Layouts(json.load(handle))
    reply = {"encode": encode, "decode": decode}[command](request, layouts)
    json.dump(reply, sys.stdout)


if __name__ == "__main__":
    main()
