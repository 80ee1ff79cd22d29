#!/usr/bin/env python3
"""segno (an independent QR encoder, pure Python) checks the codes QREncoder makes with libqrencode.

Usage: qr_encode_oracle.py < request.json > response.json
request: {"codes": [{"hex": UTF-8 bytes in hex, "error": "l"|"m"|"q"|"h", "rows": ["0110…", …] (ours, 1 = dark),
                     "png": path where segno draws its own code of the same text, "scale": int}],
          "capacity": [{"error": …, "length": int, "utf8": bool (é…: with the ECI) or absent (a…)}]}
reply:   {"codes": [{"version": segno's smallest version for these bytes in 8-bit mode at that level,
                     "mask": the mask (0-7) with which segno's symbol equals ours module for module, or null,
                     "segnoMask": the mask segno itself picks}],
          "capacity": [{"fits": bool, "version": int or null}]}
"""
import json
import sys

import segno
from segno import DataOverflowError


def symbol(data, error, version=None, mask=None):
    """Byte mode; non-ASCII data (UTF-8) with the UTF-8 ECI designator, as QREncoder does."""
    if any(byte >= 0x80 for byte in data):
        return segno.make(data.decode("utf-8"), error=error, version=version, mode="byte", mask=mask, micro=False,
                          boost_error=False, encoding="utf-8", eci=True)
    return segno.make(data, error=error, version=version, mode="byte", mask=mask, micro=False, boost_error=False)


def rows_of(code):
    return ["".join("1" if module else "0" for module in row) for row in code.matrix]


def main():
    req = json.load(sys.stdin)
    codes = []
    for item in req.get("codes", []):
        data = bytes.fromhex(item["hex"])
        ours = item["rows"]
        smallest = symbol(data, item["error"])
        mask = None
        version = (len(ours) - 17) // 4
        for candidate in range(8) if 1 <= version <= 40 and len(ours) == 17 + 4 * version else []:
            if rows_of(symbol(data, item["error"], version=version, mask=candidate)) == ours:
                mask = candidate
                break
        if "png" in item:
            # segno's own choices for the text (mode, version, mask; UTF-8 as ours), drawn for zbar to read.
            text = data.decode("utf-8")
            segno.make(text, error=item["error"], encoding="utf-8", eci=not text.isascii(), micro=False).save(
                item["png"], kind="png", scale=item.get("scale", 4), border=4)
        codes.append({"version": smallest.version, "mask": mask, "segnoMask": smallest.mask})
    capacity = []
    for item in req.get("capacity", []):
        try:
            length = item["length"]
            data = ("é" * (length // 2) + "a" * (length % 2)).encode() if item.get("utf8") else b"a" * length
            code = symbol(data, item["error"])
            capacity.append({"fits": True, "version": code.version})
        except DataOverflowError:
            capacity.append({"fits": False, "version": None})
    json.dump({"codes": codes, "capacity": capacity}, sys.stdout)


main()
