#!/usr/bin/env python3
"""Independent implementations as test oracles for the Swift tests.

Usage: oracle.py COMMAND < request.json > response.json
Each command reads one JSON object on stdin and writes one JSON object on stdout. Bytes travel as hex.
The oracles are solders (the Rust Solana SDK), PyNaCl (libsodium), the `base58` package and hashlib (OpenSSL).
"""
import hashlib
import json
import sys

import base58
import nacl.bindings
import nacl.public
import nacl.secret
import nacl.signing
from solders.keypair import Keypair
from solders.pubkey import Pubkey
from solders.signature import Signature
from solders.token.associated import get_associated_token_address

TOKEN_2022 = Pubkey.from_string("TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb")
h = bytes.fromhex


def base58_cmd(req):
    out = []
    for case in req["cases"]:
        raw = h(case["bytes"])
        theirs = base58.b58encode(raw).decode()
        decoded_ours = base58.b58decode(case["ours"]).hex()
        out.append({"encoded": theirs, "decodedOurs": decoded_ours})
    return {"results": out}


def ed25519_cmd(req):
    out = []
    for case in req["cases"]:
        kp = Keypair.from_seed(h(case["seed"]))
        msg = h(case["message"])
        sig = kp.sign_message(msg)
        ours_ok = Signature.from_bytes(h(case["ourSignature"])).verify(kp.pubkey(), msg)
        # PyNaCl (libsodium) as a second, independent verifier of our signature.
        try:
            nacl.signing.VerifyKey(bytes(kp.pubkey())).verify(msg, h(case["ourSignature"]))
            nacl_ok = True
        except Exception:
            nacl_ok = False
        out.append({"publicKey": str(kp.pubkey()), "signature": bytes(sig).hex(),
                    "secretKey": bytes(kp).hex(), "oursVerifies": ours_ok and nacl_ok})
    return {"results": out}


def box_cmd(req):
    """Opens our boxes/secretboxes and seals new ones for us to open."""
    out = []
    for case in req["cases"]:
        msg = h(case["message"])
        if case["kind"] == "box":
            my_sk = nacl.public.PrivateKey(h(case["peerSecret"]))   # the oracle plays the peer
            their_pk = nacl.public.PublicKey(h(case["swiftPublic"]))
            box = nacl.public.Box(my_sk, their_pk)
            shared = box.shared_key().hex()
        else:
            box = nacl.secret.SecretBox(h(case["key"]))
            shared = None
        try:
            opened = box.decrypt(h(case["ourCiphertext"]), h(case["ourNonce"])).hex()
        except Exception:
            opened = None
        sealed = box.encrypt(msg)  # nonce ‖ ciphertext
        out.append({"openedOurs": opened, "theirNonce": sealed.nonce.hex(),
                    "theirCiphertext": sealed.ciphertext.hex(), "sharedKey": shared,
                    "peerPublic": bytes(nacl.public.PrivateKey(h(case["peerSecret"])).public_key).hex()
                    if case["kind"] == "box" else None})
    return {"results": out}


def on_curve_cmd(req):
    return {"results": [Pubkey.from_bytes(h(x)).is_on_curve() for x in req["points"]]}


def pda_cmd(req):
    out = []
    for case in req["cases"]:
        program = Pubkey.from_string(case["program"])
        seeds = [h(s) for s in case["seeds"]]
        try:
            addr, bump = Pubkey.find_program_address(seeds, program)
            out.append({"address": str(addr), "bump": bump})
        except BaseException as e:  # solders panics (PanicException) when no bump is viable
            out.append({"error": type(e).__name__})
    return {"results": out}


def create_pda_cmd(req):
    out = []
    for case in req["cases"]:
        try:
            addr = Pubkey.create_program_address([h(s) for s in case["seeds"]], Pubkey.from_string(case["program"]))
            out.append({"address": str(addr)})
        except BaseException as e:
            out.append({"error": str(e)})
    return {"results": out}


def ata_cmd(req):
    out = []
    for case in req["cases"]:
        owner, mint = Pubkey.from_string(case["owner"]), Pubkey.from_string(case["mint"])
        out.append({"token": str(get_associated_token_address(owner, mint)),
                    "token2022": str(get_associated_token_address(owner, mint, TOKEN_2022))})
    return {"results": out}


def sha512_cmd(req):
    """SHA-512 digests and PBKDF2-HMAC-SHA512 keys through hashlib (OpenSSL)."""
    hashes = [hashlib.sha512(h(m)).hexdigest() for m in req["messages"]]
    keys = [hashlib.pbkdf2_hmac("sha512", h(c["password"]), h(c["salt"]), c["rounds"], c["length"]).hex()
            for c in req["pbkdf2"]]
    return {"hashes": hashes, "keys": keys}


def phantom_secret_cmd(req):
    """A fresh keypair as Phantom exports it: base58 of the 64-byte secret, and its address (solders)."""
    from solders.keypair import Keypair
    keypair = Keypair()
    return {"secret": str(keypair), "address": str(keypair.pubkey())}


COMMANDS = {"base58": base58_cmd, "ed25519": ed25519_cmd, "box": box_cmd, "onCurve": on_curve_cmd,
            "pda": pda_cmd, "createPda": create_pda_cmd, "ata": ata_cmd,
            "sha512": sha512_cmd, "phantomSecret": phantom_secret_cmd}

if __name__ == "__main__":
    request = json.load(sys.stdin)
    json.dump(COMMANDS[sys.argv[1]](request), sys.stdout)
