#!/usr/bin/env python3
"""A Solana Actions server for the `solwallet action` tests, written from the spec (solana-developers/solana-actions
packages/actions-spec): an HTTPS server (a self-signed certificate made with the openssl command, trusted by the
wallet through SOLWALLET_CA_FILE) whose transactions are built by solders, independently of the SDK.

Usage: actions_server.py --rpc URL --ready-file PATH
The ready file gets {"url": "https://127.0.0.1:PORT", "ca": PEM, "treasury": PUBKEY}; every POST is appended to
PATH.posts as a JSON line {path, body}. Runs until its standard input closes.

Site:      /actions.json  rules /donate/* → /api/donate/* (query kept), /site/** → /api/**
Honest:    /api/donate[/AMOUNT]  GET: a number parameter `amount` (SOL, 0.001–1, pattern); POST ?amount=SOL: unsigned
                                 System transfer account → treasury (zero blockhash; the wallet pays and refreshes)
           /api/memo             GET: a text parameter `text` (pattern ^[a-z ]{1,40}$); POST: a Memo of it
           /api/message          POST: a message to sign (SignMessageData), next post /api/message/done, which
                                 checks the signature (solders) and answers `completed`; 400 when it does not verify
           /api/token?mint=MINT  GET: a number parameter `amount` (whole base units); POST ?mint=MINT&amount=N: the
                                 treasury's associated token account created idempotently (the account pays) and an
                                 SPL Token TransferChecked of N from the account's associated token account (the
                                 mint's decimals read from the cluster), built with solana-py's spl.token
           /api/program?program=ID  POST: one instruction to program ID, no accounts, data the UTF-8 note
                                 "note from the action" (the test deploys the Memo program's code at ID and registers
                                 an IDL that names it: the review names the instruction)
           /api/cosigned         GET: an action; POST: a transfer of 1,000 lamports to the treasury, which pays the fee
                                 and signs first with a fresh blockhash (partially signed: the wallet keeps the
                                 treasury's signature and blockhash and adds the account's)
           /api/link             GET: an action; POST: an `external-link` answer (https://127.0.0.1/receipt/42 with a
                                 message): nothing to sign, the link shown and not opened
           /api/chain            step 1: a transfer of 1,000 lamports, next post /api/chain/next (checks the
                                 signature is on chain), which answers an action whose button POSTs
                                 /api/chain/step2: a transfer of 2,000 lamports with an inline `completed` next
Icon:      /icon.png             a 48×48 PNG (every action's icon)
Hostile:   /api/big              GET: a 100 KiB answer
           /api/slow             GET: answers after 30 s
           /api/redirect-http    GET/POST: 302 to http://
           /api/hops/N           GET: N redirects (same origin) before /api/donate
           /api/next-other       POST: an honest transfer whose links.next leaves the origin
           /api/other-signer     POST: unsigned, also needs a key the server made up
           /api/cosigned-bad     POST: as /api/cosigned with the treasury's signature corrupted
           /api/stake-authorize  POST ?stake=KEY: Stake Authorize (the treasury becomes withdrawer) + a transfer
"""
import argparse
import base64
import datetime
import json
import os
import secrets
import ssl
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request
from decimal import Decimal
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from solders.hash import Hash
from solders.instruction import Instruction
from solders.keypair import Keypair
from solders.message import Message
from solders.pubkey import Pubkey
from solders.signature import Signature
from solders.system_program import TransferParams, transfer
from solders.transaction import Transaction
from spl.token.constants import TOKEN_PROGRAM_ID
from spl.token.instructions import (create_idempotent_associated_token_account, get_associated_token_address,
                                    transfer_checked)
from spl.token.models import TransferCheckedParams

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from image_server import png  # noqa: E402  (a real PNG made with zlib, the image host's)
from pay_merchant import hostile  # noqa: E402  (the hostile builders, shared)
import signal

# Foundation's Process on Linux starts us with SIGTERM blocked (the spawning thread's mask, inherited): unblocked,
# the tests' SIGTERM ends the server at once, not after the 3 s their stop() waits before SIGKILL.
signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})

MEMO = Pubkey.from_string("MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr")


def rpc_call(rpc, method, params):
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": method, "params": params}).encode()
    request = urllib.request.Request(rpc, body, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.load(answer)["result"]


def unsigned(ixs, account):
    """The spec's unsigned transaction: the server's fee payer and blockhash do not matter (zero blockhash here)."""
    return base64.b64encode(bytes(Transaction.new_unsigned(Message.new_with_blockhash(ixs, account, Hash.default())))
                            ).decode()


def lamports_of(sol):
    value = Decimal(sol) * 10**9
    if value != value.to_integral_value() or value <= 0:
        raise ValueError("not a whole number of lamports")
    return int(value)


# The actions' icon: this server's /icon.png once its port is known.
ICON = {"url": "https://127.0.0.1/icon.png"}


def action(title, buttons, kind="action"):
    return {"type": kind, "icon": ICON["url"], "title": title,
            "description": f"{title} \x1b[31m (test)", "label": title, "links": {"actions": buttons}}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rpc", required=True)
    parser.add_argument("--ready-file", required=True)
    args = parser.parse_args()
    directory = tempfile.mkdtemp(prefix="actions-server-")
    cert, key = os.path.join(directory, "cert.pem"), os.path.join(directory, "key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                    "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-addext", "basicConstraints=critical,CA:TRUE"],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    treasury_key = Keypair()
    treasury = treasury_key.pubkey()
    lock = threading.Lock()
    nonces = {}

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *a):
            pass

        def reply(self, status, body, headers=(), raw=None):
            data = raw if raw is not None else (json.dumps(body).encode() if body is not None else b"")
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Access-Control-Allow-Origin", "*")
            self.send_header("Content-Length", str(len(data)))
            for name, value in headers:
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)

        def route(self):
            parsed = urllib.parse.urlsplit(self.path)
            return parsed.path, urllib.parse.parse_qs(parsed.query)

        def do_GET(self):
            path, query = self.route()
            if path == "/actions.json":
                return self.reply(200, {"rules": [{"pathPattern": "/donate/*", "apiPath": "/api/donate/*"},
                                                  {"pathPattern": "/site/**", "apiPath": "/api/**"}]})
            if path == "/icon.png":
                return self.reply(200, None, raw=png(48, 48))
            if path == "/api/big":
                return self.reply(200, None, raw=b'{"padding": "' + b"x" * (100 << 10) + b'"}')
            if path == "/api/slow":
                time.sleep(30)
                return self.reply(200, action("Slow", []))
            if path == "/api/redirect-http":
                return self.reply(302, None, [("Location", "http://127.0.0.1:9/api/donate")])
            if path.startswith("/api/hops/"):
                left = int(path.rsplit("/", 1)[1])
                target = f"/api/hops/{left - 1}" if left > 0 else "/api/donate"
                return self.reply(302, None, [("Location", target)])
            if path.startswith("/api/donate"):
                return self.reply(200, action("Donate", [{
                    "label": "Donate", "href": "/api/donate?amount={amount}",
                    "parameters": [{"type": "number", "name": "amount", "label": "SOL", "required": True,
                                    "min": 0.001, "max": 1, "pattern": "[0-9]+(\\.[0-9]{1,9})?",
                                    "patternDescription": "a SOL amount"}]}]))
            if path == "/api/memo":
                return self.reply(200, action("Memo", [{
                    "label": "Write", "href": "/api/memo?text={text}",
                    "parameters": [{"name": "text", "required": True, "pattern": "[a-z ]{1,40}"}]}]))
            if path == "/api/message":
                return self.reply(200, action("Sign", [{"type": "message", "label": "Sign", "href": "/api/message"}]))
            if path in ("/api/cosigned", "/api/link"):
                return self.reply(200, action("Sponsored" if path == "/api/cosigned" else "Receipt", []))
            if path == "/api/token":
                mint = query.get("mint", [""])[0]
                return self.reply(200, action("Send tokens", [{
                    "label": "Send", "href": f"/api/token?mint={mint}&amount={{amount}}",
                    "parameters": [{"type": "number", "name": "amount", "label": "Tokens", "required": True,
                                    "min": 1, "pattern": "[0-9]{1,18}"}]}]))
            # /api/chain, and every hostile POST target: one button POSTing to the same path and query.
            return self.reply(200, action("Run", [{"label": "Run", "href": self.path}]))

        def do_POST(self):
            path, query = self.route()
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            with lock, open(args.ready_file + ".posts", "a") as log:
                log.write(json.dumps({"path": path, "body": body.decode("utf-8", "replace")}) + "\n")
            if path == "/api/redirect-http":
                return self.reply(302, None, [("Location", "http://127.0.0.1:9/api/donate")])
            try:
                posted = json.loads(body)
                account = Pubkey.from_string(posted["account"])
            except Exception:
                return self.reply(400, {"message": "bad account"})
            pay = lambda n: transfer(TransferParams(from_pubkey=account, to_pubkey=treasury, lamports=n))  # noqa
            if path == "/api/donate":
                try:
                    lamports = lamports_of(query["amount"][0])
                except Exception:
                    return self.reply(400, {"message": "bad amount"})
                return self.reply(200, {"type": "transaction", "transaction": unsigned([pay(lamports)], account),
                                        "message": "Thanks for the donation"})
            if path == "/api/memo":
                text = query["text"][0]
                return self.reply(200, {"type": "transaction",
                                        "transaction": unsigned([Instruction(MEMO, text.encode(), [])], account)})
            if path == "/api/message":
                nonce = secrets.token_hex(8)
                issued = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
                data = {"domain": "127.0.0.1", "address": str(account), "statement": "Prove you hold the account",
                        "nonce": nonce, "issuedAt": issued}
                nonces[nonce] = data
                return self.reply(200, {"type": "message", "data": data, "state": "state-" + nonce,
                                        "links": {"next": {"type": "post", "href": "/api/message/done"}}})
            if path == "/api/message/done":
                data = posted.get("data") or {}
                expected = nonces.pop(data.get("nonce", ""), None)
                if expected is None or data != expected or posted.get("state") != "state-" + data["nonce"]:
                    return self.reply(400, {"message": "unknown message"})
                text = (f"{data['domain']} wants you to sign a message with your account:\n{data['address']}\n\n"
                        f"{data['statement']}\n\nNonce: {data['nonce']}\nIssued At: {data['issuedAt']}")
                if not Signature.from_string(posted["signature"]).verify(account, text.encode()):
                    return self.reply(400, {"message": "the signature does not verify"})
                return self.reply(200, action("Signed in", [], kind="completed"))
            if path == "/api/token":
                try:
                    mint = Pubkey.from_string(query["mint"][0])
                    amount = int(query["amount"][0])
                    info = rpc_call(args.rpc, "getAccountInfo", [str(mint), {"encoding": "base64",
                                                                              "commitment": "confirmed"}])["value"]
                    decimals = base64.b64decode(info["data"][0])[44]
                except Exception:
                    return self.reply(400, {"message": "bad mint or amount"})
                source = get_associated_token_address(account, mint)
                destination = get_associated_token_address(treasury, mint)
                ixs = [create_idempotent_associated_token_account(account, treasury, mint),
                       transfer_checked(TransferCheckedParams(
                           program_id=TOKEN_PROGRAM_ID, source=source, mint=mint, dest=destination, owner=account,
                           amount=amount, decimals=decimals))]
                return self.reply(200, {"type": "transaction", "transaction": unsigned(ixs, account),
                                        "message": "Thanks for the tokens"})
            if path in ("/api/cosigned", "/api/cosigned-bad"):
                latest = rpc_call(args.rpc, "getLatestBlockhash", [{"commitment": "confirmed"}])["value"]
                blockhash = Hash.from_string(latest["blockhash"])
                tx = Transaction.new_unsigned(Message.new_with_blockhash([pay(1_000)], treasury, blockhash))
                tx.partial_sign([treasury_key], blockhash)
                raw = bytearray(bytes(tx))
                if path == "/api/cosigned-bad":
                    raw[1 + 10] ^= 0x01  # a byte of the treasury's signature (slot 0)
                return self.reply(200, {"type": "transaction", "transaction": base64.b64encode(raw).decode(),
                                        "message": "The treasury pays the fee"})
            if path == "/api/link":
                return self.reply(200, {"type": "external-link", "externalLink": "https://127.0.0.1/receipt/42",
                                        "message": "Your receipt is ready"})
            if path == "/api/chain":
                return self.reply(200, {"type": "transaction", "transaction": unsigned([pay(1_000)], account),
                                        "links": {"next": {"type": "post", "href": "/api/chain/next"}}})
            if path == "/api/chain/next":
                status = rpc_call(args.rpc, "getSignatureStatuses", [[posted.get("signature", "")]])["value"][0]
                if status is None:
                    return self.reply(400, {"message": "step 1 is not on chain"})
                return self.reply(200, action("Step 2", [{"label": "Finish", "href": "/api/chain/step2"}]))
            if path == "/api/chain/step2":
                return self.reply(200, {"type": "transaction", "transaction": unsigned([pay(2_000)], account),
                                        "links": {"next": {"type": "inline",
                                                           "action": action("All done", [], kind="completed")}}})
            if path == "/api/program":
                try:
                    program = Pubkey.from_string(query["program"][0])
                except Exception:
                    return self.reply(400, {"message": "bad program"})
                ix = Instruction(program, "note from the action".encode(), [])
                return self.reply(200, {"type": "transaction", "transaction": unsigned([ix], account)})
            if path == "/api/next-other":
                return self.reply(200, {"type": "transaction", "transaction": unsigned([pay(1_000)], account),
                                        "links": {"next": {"type": "post", "href": "https://evil.example/next"}}})
            if path == "/api/other-signer":
                stranger = Keypair().pubkey()
                ixs = [pay(1_000), transfer(TransferParams(from_pubkey=stranger, to_pubkey=account, lamports=1))]
                return self.reply(200, {"type": "transaction", "transaction": unsigned(ixs, account)})
            if path == "/api/stake-authorize":
                ixs = hostile("/stake-authorize", account, treasury, query) + [pay(1_000)]
                return self.reply(200, {"type": "transaction", "transaction": unsigned(ixs, account)})
            return self.reply(404, {"message": "unknown path"})

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    server.daemon_threads = True
    port = server.server_address[1]
    ICON["url"] = f"https://127.0.0.1:{port}/icon.png"
    temporary = args.ready_file + ".tmp"
    with open(temporary, "w") as out:
        json.dump({"url": f"https://127.0.0.1:{port}", "ca": cert, "treasury": str(treasury)}, out)
    os.rename(temporary, args.ready_file)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    sys.stdin.read()
    server.shutdown()


if __name__ == "__main__":
    main()
