#!/usr/bin/env python3
"""Seconds since 1970 of ISO 8601 timestamps (a JSON list of strings on stdin), by Python's datetime: the oracle for
MarketData's hand-written ISO8601Milliseconds parser. null for what datetime refuses."""
import json
import sys
from datetime import datetime


def seconds(text):
    try:
        value = datetime.fromisoformat(text.replace("Z", "+00:00").replace("z", "+00:00"))
    except ValueError:
        return None
    if value.tzinfo is None:
        return None
    return value.timestamp()


print(json.dumps([seconds(t) for t in json.load(sys.stdin)]))
