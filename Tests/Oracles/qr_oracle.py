#!/usr/bin/env python3
"""segno (an independent QR encoder, pure Python) draws the QR images that QRImageDecoder must read back.

Usage: qr_oracle.py < request.json > response.json
request: {"images": [{"text": str, "path": str, "format": "png"|"pgm"|"ppm", "scale": int, "invert": bool,
                      "error": "l"|"m"|"q"|"h"}]}, plus "hostile": path prefix for malformed PNGs.
"""
import json
import struct
import sys
import zlib

import segno


def modules(text, error):
    code = segno.make(text, error=error, micro=False)
    return [list(row) for row in code.matrix], code


def grey_rows(matrix, scale, border, invert):
    size = len(matrix) + 2 * border
    dark, light = (255, 0) if invert else (0, 255)
    rows = []
    for y in range(size * scale):
        my = y // scale - border
        row = bytearray()
        for x in range(size * scale):
            mx = x // scale - border
            on = 0 <= my < len(matrix) and 0 <= mx < len(matrix) and matrix[my][mx]
            row.append(dark if on else light)
        rows.append(bytes(row))
    return rows


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png_header(width, height):
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))


def main():
    req = json.load(sys.stdin)
    for image in req.get("images", []):
        matrix, code = modules(image["text"], image.get("error", "m"))
        scale, invert = image.get("scale", 4), image.get("invert", False)
        fmt = image["format"]
        if fmt == "png" and not invert:
            code.save(image["path"], kind="png", scale=scale, border=4)
            continue
        rows = grey_rows(matrix, scale, 4, invert)
        size = len(rows)
        with open(image["path"], "wb") as f:
            if fmt == "pgm":
                f.write(b"P5\n# drawn by qr_oracle.py\n%d %d\n255\n" % (size, size) + b"".join(rows))
            elif fmt == "ppm":
                f.write(b"P6 %d %d 255\n" % (size, size) + b"".join(bytes(v for p in r for v in (p, p, p)) for r in rows))
            else:  # an inverted PNG, written by hand (grey, 8 bits)
                raw = b"".join(b"\x00" + r for r in rows)
                f.write(png_header(size, size) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
    prefix = req.get("hostile")
    written = []
    if prefix:
        # A PNG that claims 100000 x 100000 pixels (a decompression bomb's header) and a tiny IDAT.
        bomb = png_header(100000, 100000) + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b"")
        # A valid header with a damaged IDAT, and one cut after the header.
        damaged = png_header(8, 8) + chunk(b"IDAT", b"not zlib at all") + chunk(b"IEND", b"")
        cut = png_header(8, 8)
        for name, data in (("bomb.png", bomb), ("damaged.png", damaged), ("cut.png", cut)):
            with open(prefix + name, "wb") as f:
                f.write(data)
            written.append(prefix + name)
    json.dump({"hostile": written}, sys.stdout)


main()
