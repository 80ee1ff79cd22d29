#!/usr/bin/env python3
"""A simulated mobile wallet (Phantom, Solflare, Backpack) speaking the published deeplink protocol
(docs.phantom.com/phantom-deeplinks, docs.solflare.com deeplinks, docs.backpack.app/deeplinks), written
independently of the Swift SDK with PyNaCl (NaCl box) and solders (keys, transactions, signatures).

It is a long-running process: one JSON command per line on stdin, one JSON reply per line on stdout.
  {"open": URL}            the dapp opened URL in the wallet: the reply is {"redirect": URL} (the wallet opens the
                           dapp's redirect_link with its answer appended) or {"silent": true} (no answer).
  {"mode": NAME}           the user / a fault for the next request only:
                           approve (default), reject (4001), tamper (a ciphertext bit flipped), wrong-nonce (another
                           nonce than the one used), forget-sessions (the wallet drops every session first),
                           silent (never answers), other-key (signs with another key), wrong-key-param (connect
                           answers under another wallet's key parameter)
  {"info": true}           {"publicKey": base58, "sessions": n, "log": [methods seen]}
  {"keypair": true}        the wallet account's 64-byte secret as base58 (so a test can fund it on localnet)
Optional argument: --secret BASE58 to start with a given account keypair.
"""
import json
import os
import sys
import time
from urllib.parse import parse_qs, quote, urlsplit

import base58
from nacl.public import Box, PrivateKey, PublicKey
from nacl.exceptions import CryptoError
from solders.keypair import Keypair
from solders.message import to_bytes_versioned
from solders.signature import Signature
from solders.transaction import VersionedTransaction

WALLETS = {
    "phantom.app": "phantom_encryption_public_key",
    "solflare.com": "solflare_encryption_public_key",
    "backpack.app": "wallet_encryption_public_key",
}


class Wallet:
    def __init__(self, secret=None):
        self.account = Keypair.from_base58_string(secret) if secret else Keypair()
        self.x25519 = PrivateKey.generate()
        self.sessions = {}  # session -> dapp public key bytes
        self.mode = "approve"
        self.log = []

    def handle(self, url):
        mode, self.mode = self.mode, "approve"
        parts = urlsplit(url)
        if parts.scheme != "https" or parts.netloc not in WALLETS or not parts.path.startswith("/ul/v1/"):
            raise ValueError(f"not a wallet link: {url[:80]}")
        key_param = WALLETS[parts.netloc]
        method = parts.path[len("/ul/v1/"):]
        params = {k: v[0] for k, v in parse_qs(parts.query, keep_blank_values=True, strict_parsing=True).items()}
        self.log.append(method)
        redirect = params["redirect_link"]
        if mode == "silent":
            return None
        if mode == "forget-sessions":
            self.sessions.clear()
        if mode == "reject":
            return self.answer(redirect, [("errorCode", "4001"), ("errorMessage", "User rejected the request.")])
        dapp_key = base58.b58decode(params["dapp_encryption_public_key"])
        box = Box(self.x25519, PublicKey(dapp_key))
        if method == "connect":
            cluster = params.get("cluster", "mainnet-beta")
            # Like Phantom: base58(signature ‖ JSON{app_url, timestamp, chain, cluster}), opaque to the dapp.
            body = json.dumps({"app_url": params["app_url"], "timestamp": int(time.time()), "chain": "solana",
                               "cluster": cluster}).encode()
            session = base58.b58encode(bytes(self.account.sign_message(body)) + body).decode()
            self.sessions[session] = dapp_key
            data = {"public_key": str(self.account.pubkey()), "session": session}
            name = key_param
            if mode == "wrong-key-param":
                name = next(other for other in WALLETS.values() if other != key_param)
            extra = [(name, base58.b58encode(bytes(self.x25519.public_key)).decode())]
            return self.sealed(redirect, box, data, mode, extra)
        try:
            payload = json.loads(box.decrypt(base58.b58decode(params["payload"]),
                                             base58.b58decode(params["nonce"])))
        except CryptoError:
            return self.answer(redirect, [("errorCode", "-32000"), ("errorMessage", "Invalid payload")])
        session = payload.get("session")
        if self.sessions.get(session) != dapp_key:
            return self.answer(redirect, [("errorCode", "4100"), ("errorMessage", "Unknown session")])
        signer = Keypair() if mode == "other-key" else self.account
        if method == "disconnect":
            del self.sessions[session]
            return self.answer(redirect, [])
        if method == "signTransaction":
            return self.sealed(redirect, box, {"transaction": self.sign_tx(payload["transaction"], signer)}, mode)
        if method == "signAllTransactions":
            signed = [self.sign_tx(t, signer) for t in payload["transactions"]]
            return self.sealed(redirect, box, {"transactions": signed}, mode)
        if method == "signMessage":
            signature = signer.sign_message(base58.b58decode(payload["message"]))
            return self.sealed(redirect, box, {"signature": str(signature)}, mode)
        if method == "signAndSendTransaction":
            signed = VersionedTransaction.from_bytes(base58.b58decode(self.sign_tx(payload["transaction"], signer)))
            return self.sealed(redirect, box, {"signature": str(signed.signatures[0])}, mode)
        return self.answer(redirect, [("errorCode", "-32601"), ("errorMessage", "Method not found")])

    def sign_tx(self, text, signer):
        tx = VersionedTransaction.from_bytes(base58.b58decode(text))
        message = tx.message
        signature = signer.sign_message(to_bytes_versioned(message))
        keys = list(message.account_keys)[: message.header.num_required_signatures]
        signatures = list(tx.signatures)
        if self.account.pubkey() in keys:
            signatures[keys.index(self.account.pubkey())] = signature
        signed = VersionedTransaction.populate(message, signatures)
        return base58.b58encode(bytes(signed)).decode()

    def sealed(self, redirect, box, data, mode, extra=()):
        nonce = os.urandom(24)
        ciphertext = bytearray(box.encrypt(json.dumps(data).encode(), nonce).ciphertext)
        if mode == "tamper":
            ciphertext[len(ciphertext) // 2] ^= 0x01
        if mode == "wrong-nonce":
            nonce = os.urandom(24)
        return self.answer(redirect, list(extra) + [("nonce", base58.b58encode(nonce).decode()),
                                                    ("data", base58.b58encode(bytes(ciphertext)).decode())])

    @staticmethod
    def answer(redirect, params):
        if not params:
            return redirect
        query = "&".join(f"{k}={quote(v, safe='')}" for k, v in params)
        return redirect + ("&" if "?" in redirect else "?") + query


def main():
    secret = sys.argv[sys.argv.index("--secret") + 1] if "--secret" in sys.argv else None
    wallet = Wallet(secret)
    for line in sys.stdin:
        command = json.loads(line)
        try:
            if "open" in command:
                redirect = wallet.handle(command["open"])
                reply = {"silent": True} if redirect is None else {"redirect": redirect}
            elif "mode" in command:
                wallet.mode = command["mode"]
                reply = {"ok": True}
            elif "info" in command:
                reply = {"publicKey": str(wallet.account.pubkey()), "sessions": len(wallet.sessions),
                         "log": wallet.log}
            elif "keypair" in command:
                reply = {"secret": str(wallet.account)}
            else:
                reply = {"error": f"unknown command {sorted(command)}"}
        except Exception as error:  # reported to the test, which fails with it
            reply = {"error": f"{type(error).__name__}: {error}"}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
