#!/usr/bin/env python3
"""Runs one SQL statement on a SQLite database with Python's sqlite3, as another program writing the wallet's
database would (tests: a keystore written by an older version or by hand).

< {"database": "PATH", "sql": "UPDATE ...", "arguments": [...]}   > {"changes": N}
"""
import json
import sqlite3
import sys

request = json.load(sys.stdin)
connection = sqlite3.connect(request["database"])
cursor = connection.execute(request["sql"], request.get("arguments", []))
connection.commit()
json.dump({"changes": cursor.rowcount}, sys.stdout)
