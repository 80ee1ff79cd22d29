#!/usr/bin/env python3
"""PyNaCl (libsodium) as the oracle for the keystore: Argon2id, XChaCha20-Poly1305 and an independent SWKS v1
reader/writer (docs/keystore-and-payments.md §1.5), written from the spec, not from the Swift code.

Usage: keystore_oracle.py COMMAND < request.json > response.json; bytes travel as hex.
"""
import json
import os
import struct
import sys
import unicodedata

import nacl.bindings as b
import nacl.pwhash

h = bytes.fromhex


def argon2id_cmd(req):
    return {"keys": [nacl.pwhash.argon2id.kdf(c["length"], h(c["password"]), h(c["salt"]),
                                             opslimit=c["ops"], memlimit=c["mem"]).hex() for c in req["cases"]]}


def xchacha_cmd(req):
    out = []
    for c in req["cases"]:
        key, nonce, ad = h(c["key"]), h(c["nonce"]), h(c["ad"])
        theirs = b.crypto_aead_xchacha20poly1305_ietf_encrypt(h(c["message"]), ad, nonce, key)
        try:
            opened = b.crypto_aead_xchacha20poly1305_ietf_decrypt(h(c["ours"]), ad, nonce, key).hex()
        except Exception:
            opened = None
        out.append({"theirs": theirs.hex(), "openedOurs": opened})
    return {"results": out}


def password_bytes(text):
    return unicodedata.normalize("NFC", text).encode("utf-8")


def swks_encrypt(secret_type, secret, password, ops, kib):
    salt, nonce = os.urandom(16), os.urandom(24)
    header = b"SWKS" + bytes([1, 1, 1, 0]) + struct.pack("<II", ops, kib) + salt + nonce + struct.pack("<I", 112)
    key = nacl.pwhash.argon2id.kdf(32, password, salt, opslimit=ops, memlimit=kib * 1024)
    plaintext = bytes([secret_type, len(secret)]) + secret
    plaintext += bytes(96 - len(plaintext))
    return header + b.crypto_aead_xchacha20poly1305_ietf_encrypt(plaintext, header, nonce, key)


def swks_decrypt(data, password):
    assert len(data) == 172 and data[:4] == b"SWKS" and data[4:8] == bytes([1, 1, 1, 0])
    ops, kib = struct.unpack("<II", data[8:16])
    assert 2 <= ops <= 16 and 65536 <= kib <= 1048576 and struct.unpack("<I", data[56:60])[0] == 112
    key = nacl.pwhash.argon2id.kdf(32, password, data[16:32], opslimit=ops, memlimit=kib * 1024)
    pt = b.crypto_aead_xchacha20poly1305_ietf_decrypt(data[60:], data[:60], data[32:56], key)
    n = pt[1]
    assert not any(pt[2 + n:])
    return pt[0], pt[2:2 + n]


def swks_cmd(req):
    """Opens the Swift files and writes new ones for Swift to open."""
    out = []
    for c in req["cases"]:
        pw = password_bytes(c["password"])
        try:
            kind, secret = swks_decrypt(h(c["ours"]), pw)
            opened = {"type": kind, "secret": secret.hex()}
        except Exception:
            opened = None
        theirs = swks_encrypt(c["type"], h(c["secret"]), pw, c["ops"], c["kib"])
        out.append({"openedOurs": opened, "theirs": theirs.hex()})
    return {"results": out}


COMMANDS = {"argon2id": argon2id_cmd, "xchacha": xchacha_cmd, "swks": swks_cmd}

if __name__ == "__main__":
    json.dump(COMMANDS[sys.argv[1]](json.load(sys.stdin)), sys.stdout)
