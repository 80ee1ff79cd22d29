#!/usr/bin/env python3
"""Python's "%.{digits}f" of doubles (a JSON list of [bits, digits] on stdin, bits the IEEE 754 pattern as an
unsigned integer): the oracle for WalletPresentation's fixed-point formatting (CPython rounds the exact binary value
with David Gay's dtoa, independently of the C library)."""
import json
import struct
import sys

pairs = json.load(sys.stdin)
print(json.dumps(["%.*f" % (digits, struct.unpack("<d", struct.pack("<Q", bits))[0]) for bits, digits in pairs]))
