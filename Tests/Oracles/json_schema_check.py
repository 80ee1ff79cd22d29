#!/usr/bin/env python3
"""`solwallet --json` outputs against docs/json-schema/<name>.json, with the `jsonschema` package (PyPI, not our
code) as the validator (Draft 2020-12), plus the format's two global rules of docs/json-output.md that a schema
cannot state once for all: every key is camelCase, and no JSON integer is beyond ±2^53 (jq and JavaScript round it).

  check   {"outputs": [{"schema": NAME, "text": STDOUT}, …]}
          → {"results": [{"schema": NAME, "errors": [MESSAGE, …]}, …], "schemas": [every NAME in docs/json-schema]}
          An output that is not one JSON document is an error, as is a schema that does not exist or is not valid
          Draft 2020-12 itself.
  stale   {} → {"errors": [...]}: the schema files differ from what scripts/gen-json-schemas.py writes.
"""
import json
import os
import re
import subprocess
import sys

import jsonschema

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCHEMAS = os.path.join(ROOT, "docs", "json-schema")
CAMEL = re.compile(r"^[a-z][a-zA-Z0-9]*$")
SAFE = 2 ** 53


def global_rules(value, path="$"):
    """Keys camelCase (a free-form map's keys too: adapter-callback's, send's `extra`), integers within ±2^53."""
    errors = []
    if isinstance(value, dict):
        for key, item in value.items():
            if not CAMEL.match(key):
                errors.append(f"{path}: key {key!r} is not camelCase")
            errors += global_rules(item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            errors += global_rules(item, f"{path}[{index}]")
    elif isinstance(value, int) and not isinstance(value, bool) and abs(value) > SAFE:
        errors.append(f"{path}: the integer {value} is beyond 2^53 (write it as a string)")
    return errors


def check_one(name, text):
    path = os.path.join(SCHEMAS, name + ".json")
    if not os.path.exists(path):
        return [f"no schema {name}.json"]
    with open(path, encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    try:
        document = json.loads(text)
    except ValueError as error:
        return [f"not JSON ({error}): {text[:200]!r}"]
    validator = jsonschema.Draft202012Validator(schema)
    errors = [f"{'/'.join(map(str, e.absolute_path)) or '$'}: {e.message}"
              for e in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))]
    return errors + global_rules(document)


def main():
    command = sys.argv[1]
    request = json.load(sys.stdin)
    if command == "check":
        results = [{"schema": o["schema"], "errors": check_one(o["schema"], o["text"])} for o in request["outputs"]]
        names = sorted(n[:-5] for n in os.listdir(SCHEMAS) if n.endswith(".json"))
        json.dump({"results": results, "schemas": names}, sys.stdout)
    elif command == "stale":
        done = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen-json-schemas.py"), "--check"],
                              capture_output=True, text=True)
        json.dump({"errors": [done.stderr.strip()] if done.returncode else []}, sys.stdout)
    else:
        raise SystemExit(f"unknown command {command}")


if __name__ == "__main__":
    main()
