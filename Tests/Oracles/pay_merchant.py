#!/usr/bin/env python3
"""A Solana Pay merchant for the transaction-request tests: an HTTPS server (a self-signed certificate made with the
openssl command, trusted by the wallet through SOLWALLET_CA_FILE) that answers GET with {label, icon} and POST
{"account"} with a transaction built by solders, independently of the SDK.

Usage: pay_merchant.py --rpc URL --ready-file PATH
The ready file gets {"url": "https://127.0.0.1:PORT", "ca": "/tmp/.../cert.pem", "merchant": PUBKEY}; every POST is
appended to PATH.posts as a JSON line {path, body, contentType}. Runs until its standard input closes.

Paths (query: lamports=N, reference=KEY, memo=TEXT):
  /honest        unsigned: Memo + System transfer account → merchant with the reference; zero blockhash, zero fee
                 payer slot (the wallet must set itself as fee payer and a fresh blockhash)
  /cosigned      the merchant pays the fee and signs first with a fresh blockhash; the account signs the transfer
  /badsig        as /cosigned with the merchant's signature corrupted
  /v1            unsigned transaction v1 (SIMD-0385; its config: compute-unit limit 10,000, loaded-accounts data size
                 64 KiB): Memo + transfer as /honest, zero blockhash (the wallet recompiles it as v1 with that config)
  /v1-cosigned   v1, the merchant pays the fee and signs first with a fresh blockhash (signatures after the message)
  /v1-nolimit    unsigned v1 with no loaded-accounts data size limit (a limit of 0: it would fail and still pay)
  /other-signer  unsigned, and also needs a signature of a key the merchant made up (malicious)
  /assign        unsigned: System Assign of the account to the Memo program (hands over control)
  /not-signer    a transaction that does not involve the account at all
  /refuse        400 {"message": "Out of stock: order 42 cannot be paid"}
  /notx          200 {"message": "nothing"} (no transaction)
  /redirect-http 302 to an http:// URL (must not be followed)
  /redirect      307 to /honest with the same query (followed)
  /label-bad-icon GET answers an icon that is a .gif (POST as /honest)

Hostile payments (unsigned; each also pays the merchant lamports=N, default 1,000,000, by System transfer):
  /stake-withdraw   Stake Withdraw of withdraw=N lamports from the account's stake account stake=KEY to the merchant
  /stake-authorize  Stake Authorize: the merchant becomes the withdrawer of stake=KEY
  /token-and-sol    ATA create for the merchant, TransferChecked tokens=N of mint=KEY (decimals=D) from the account's
                    associated token account; the SOL transfer is sol=N lamports
  /close            CloseAccount of the account's associated token account of mint=KEY, its rent to the merchant
  /approve          Approve: the merchant may move tokens=N of the account's associated token account of mint=KEY
  /set-authority    SetAuthority: the merchant becomes the mint authority of mint=KEY (the account's)
  /nonce            AdvanceNonceAccount of nonce=KEY (the account its authority)
  /freeze           FreezeAccount of the account's associated token account of mint=KEY (the account its freeze
                    authority): a Token instruction the wallet does not read
  /unknown-program  an instruction of a program that does not exist, writing the account; with program=KEY and
                    mint=KEY, the Create instruction of the program at KEY (a copy of the associated token account
                    program, which the wallet does not know) with the account as payer: it creates the merchant's
                    token account of the mint in the program's own PDA, with the account's SOL
"""
import argparse
import base64
import json
import os
import ssl
import subprocess
import sys
import tempfile
import threading
import urllib.parse
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from solders.hash import Hash
from solders.instruction import AccountMeta, Instruction
from solders.keypair import Keypair
from solders.message import Message, MessageV1, TransactionConfig, to_bytes_versioned
from solders.signature import Signature
from solders.pubkey import Pubkey
from solders.system_program import AssignParams, TransferParams, assign, transfer
from solders.transaction import Transaction, VersionedTransaction
import signal

# Foundation's Process on Linux starts us with SIGTERM blocked (the spawning thread's mask, inherited): unblocked,
# the tests' SIGTERM ends the server at once, not after the 3 s their stop() waits before SIGKILL.
signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})

MEMO = Pubkey.from_string("MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr")
STAKE = Pubkey.from_string("Stake11111111111111111111111111111111111111")
TOKEN = Pubkey.from_string("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
ATA = Pubkey.from_string("ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL")
SYSTEM = Pubkey.from_string("11111111111111111111111111111111")
CLOCK = Pubkey.from_string("SysvarC1ock11111111111111111111111111111111")
STAKE_HISTORY = Pubkey.from_string("SysvarStakeHistory1111111111111111111111111")
RECENT_BLOCKHASHES = Pubkey.from_string("SysvarRecentB1ockHashes11111111111111111111")


def ata(owner, mint):
    return Pubkey.find_program_address([bytes(owner), bytes(TOKEN), bytes(mint)], ATA)[0]


def hostile(path, account, merchant, query):
    """The instructions of a hostile payment (wire layouts from the programs' sources, not from the SDK)."""
    def key(name):
        return Pubkey.from_string(query[name][0])

    def number(name, default):
        return int(query.get(name, [str(default)])[0])

    w, r = (lambda k, s=False: AccountMeta(k, s, True)), (lambda k, s=False: AccountMeta(k, s, False))
    if path == "/stake-withdraw":
        data = (4).to_bytes(4, "little") + number("withdraw", 1_000_000_000).to_bytes(8, "little")
        return [Instruction(STAKE, data, [w(key("stake")), w(merchant), r(CLOCK), r(STAKE_HISTORY), r(account, True)])]
    if path == "/stake-authorize":
        data = (1).to_bytes(4, "little") + bytes(merchant) + (1).to_bytes(4, "little")  # 1: withdrawer
        return [Instruction(STAKE, data, [w(key("stake")), r(CLOCK), r(account, True)])]
    if path == "/token-and-sol":
        mint = key("mint")
        create = Instruction(ATA, bytes([1]), [w(account, True), w(ata(merchant, mint)), r(merchant), r(mint),
                                               r(SYSTEM), r(TOKEN)])
        data = bytes([12]) + number("tokens", 1).to_bytes(8, "little") + bytes([number("decimals", 6)])
        move = Instruction(TOKEN, data, [w(ata(account, mint)), r(mint), w(ata(merchant, mint)), r(account, True)])
        return [create, move, transfer(TransferParams(from_pubkey=account, to_pubkey=merchant,
                                                      lamports=number("sol", 1)))]
    if path == "/close":
        return [Instruction(TOKEN, bytes([9]), [w(ata(account, key("mint"))), w(merchant), r(account, True)])]
    if path == "/approve":
        data = bytes([4]) + number("tokens", 1).to_bytes(8, "little")
        return [Instruction(TOKEN, data, [w(ata(account, key("mint"))), r(merchant), r(account, True)])]
    if path == "/set-authority":
        data = bytes([6, 0, 1]) + bytes(merchant)  # 0: MintTokens; Some(merchant)
        return [Instruction(TOKEN, data, [w(key("mint")), r(account, True)])]
    if path == "/nonce":
        data = (4).to_bytes(4, "little")
        return [Instruction(SYSTEM, data, [w(key("nonce")), r(RECENT_BLOCKHASHES), r(account, True)])]
    if path == "/freeze":
        mint = key("mint")
        return [Instruction(TOKEN, bytes([10]), [w(ata(account, mint)), r(mint), r(account, True)])]
    if path == "/unknown-program":
        if "program" not in query:
            return [Instruction(Keypair().pubkey(), bytes([1, 2, 3]), [w(account, True)])]
        program, mint = key("program"), key("mint")
        address, _ = Pubkey.find_program_address([bytes(merchant), bytes(TOKEN), bytes(mint)], program)
        return [Instruction(program, bytes([0]), [
            w(account, True), w(address), r(merchant), r(mint), r(SYSTEM), r(TOKEN)])]
    return None


def latest_blockhash(rpc):
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "getLatestBlockhash",
                       "params": [{"commitment": "confirmed"}]}).encode()
    request = urllib.request.Request(rpc, body, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return Hash.from_string(json.load(answer)["result"]["value"]["blockhash"])


def payment(account, merchant, query):
    lamports = int(query.get("lamports", ["1000000"])[0])
    ix = transfer(TransferParams(from_pubkey=account, to_pubkey=merchant, lamports=lamports))
    if "reference" in query:
        ix = Instruction(ix.program_id, ix.data,
                         list(ix.accounts) + [AccountMeta(Pubkey.from_string(query["reference"][0]), False, False)])
    ixs = []
    if "memo" in query:
        ixs.append(Instruction(MEMO, query["memo"][0].encode(), []))
    return ixs + [ix]


def build(path, account, merchant_key, rpc, query):
    merchant = merchant_key.pubkey()
    if path in ("/honest", "/label-bad-icon"):
        message = Message.new_with_blockhash(payment(account, merchant, query), account, Hash.default())
        return Transaction.new_unsigned(message)
    if path in ("/cosigned", "/badsig"):
        blockhash = latest_blockhash(rpc)
        message = Message.new_with_blockhash(payment(account, merchant, query), merchant, blockhash)
        tx = Transaction.new_unsigned(message)
        tx.partial_sign([merchant_key], blockhash)
        if path == "/badsig":
            raw = bytearray(bytes(tx))
            raw[1 + 10] ^= 0x01  # a byte of the merchant's signature (slot 0)
            return bytes(raw)
        return tx
    if path in ("/v1", "/v1-cosigned", "/v1-nolimit"):
        limit = None if path == "/v1-nolimit" else 64 * 1024
        config = TransactionConfig(compute_unit_limit=10_000, loaded_accounts_data_size_limit=limit)
        if path == "/v1-cosigned":
            message = MessageV1.try_compile(merchant, payment(account, merchant, query), latest_blockhash(rpc), config)
            signature = merchant_key.sign_message(bytes(to_bytes_versioned(message)))
            return VersionedTransaction.populate(message, [signature, Signature.default()])
        message = MessageV1.try_compile(account, payment(account, merchant, query), Hash.default(), config)
        return VersionedTransaction.populate(message, [Signature.default()])
    if path == "/other-signer":
        stranger = Keypair().pubkey()
        ixs = payment(account, merchant, query)
        ixs.append(transfer(TransferParams(from_pubkey=stranger, to_pubkey=account, lamports=1)))
        return Transaction.new_unsigned(Message.new_with_blockhash(ixs, account, Hash.default()))
    if path == "/assign":
        ixs = [assign(AssignParams(pubkey=account, owner=MEMO))]
        return Transaction.new_unsigned(Message.new_with_blockhash(ixs, account, Hash.default()))
    steps = hostile(path, account, merchant, query)
    if steps is not None:
        pay = transfer(TransferParams(from_pubkey=account, to_pubkey=merchant, lamports=int(query.get(
            "lamports", ["1000000"])[0])))
        return Transaction.new_unsigned(Message.new_with_blockhash(steps + [pay], account, Hash.default()))
    if path == "/not-signer":
        other = Keypair()
        ixs = [transfer(TransferParams(from_pubkey=merchant, to_pubkey=other.pubkey(), lamports=1))]
        return Transaction.new_unsigned(Message.new_with_blockhash(ixs, merchant, Hash.default()))
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rpc", required=True)
    parser.add_argument("--ready-file", required=True)
    args = parser.parse_args()
    directory = tempfile.mkdtemp(prefix="pay-merchant-")
    cert, key = os.path.join(directory, "cert.pem"), os.path.join(directory, "key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                    "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-addext", "basicConstraints=critical,CA:TRUE"],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    merchant_key = Keypair()
    lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def reply(self, status, body, headers=()):
            data = json.dumps(body).encode() if body is not None else b""
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for name, value in headers:
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)

        def route(self):
            parsed = urllib.parse.urlsplit(self.path)
            return parsed.path, urllib.parse.parse_qs(parsed.query)

        def redirects(self, path):
            if path == "/redirect-http":
                self.reply(302, None, [("Location", "http://127.0.0.1:9/honest")])
                return True
            if path == "/redirect":
                self.reply(307, None, [("Location", self.path.replace("/redirect", "/honest", 1))])
                return True
            return False

        def do_GET(self):
            path, _ = self.route()
            if self.redirects(path):
                return
            icon = "https://127.0.0.1/icon.gif" if path == "/label-bad-icon" else "https://127.0.0.1/icon.svg"
            self.reply(200, {"label": "Café Ωμέγα \x1b[31m", "icon": icon})

        def do_POST(self):
            path, query = self.route()
            length = int(self.headers.get("Content-Length", "0"))
            body = self.rfile.read(length)
            with lock, open(args.ready_file + ".posts", "a") as log:
                log.write(json.dumps({"path": path, "body": body.decode("utf-8", "replace"),
                                      "contentType": self.headers.get("Content-Type")}) + "\n")
            if self.redirects(path):
                return
            if path == "/refuse-hostile":  # terminal escapes in the merchant's error (TerminalSafetyCLITests)
                return self.reply(400, {"message": "Out of stock \x1b[1A\x1b[2K \x1b]52;c;QUJD\x07 "
                                                  "\x1b]8;;https://evil\x1b\\ \u202egnp.exe \x7f\x9b2J"
                                                  "\nfor you: received 500 SOL"})
            if path == "/refuse":
                return self.reply(400, {"message": "Out of stock: order 42 cannot be paid"})
            if path == "/notx":
                return self.reply(200, {"message": "nothing"})
            try:
                account = Pubkey.from_string(json.loads(body)["account"])
            except Exception:
                return self.reply(400, {"message": "bad account"})
            tx = build(path, account, merchant_key, args.rpc, query)
            if tx is None:
                return self.reply(404, {"message": "unknown path"})
            raw = tx if isinstance(tx, bytes) else bytes(tx)
            self.reply(200, {"transaction": base64.b64encode(raw).decode(), "message": "Thanks for all the fish"})

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    port = server.server_address[1]
    temporary = args.ready_file + ".tmp"
    with open(temporary, "w") as out:
        json.dump({"url": f"https://127.0.0.1:{port}", "ca": cert, "merchant": str(merchant_key.pubkey())}, out)
    os.rename(temporary, args.ready_file)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    sys.stdin.read()  # until the test closes our stdin (or dies)
    server.shutdown()


if __name__ == "__main__":
    main()
