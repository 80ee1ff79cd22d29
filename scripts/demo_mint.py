#!/usr/bin/env python3
"""For `make demo` only: a token issuer (not the wallet) creates a mint on localnet and mints tokens to an owner.

Usage: demo_mint.py RPC_URL OWNER AMOUNT_BASE_UNITS DECIMALS  → prints the mint address.
solders and solana-py's SPL instruction builders make the transaction, sent over plain JSON-RPC; the wallet under
demonstration has no part in it.
"""
import base64
import json
import sys
import time
import urllib.request

from solders.keypair import Keypair
from solders.message import Message
from solders.hash import Hash
from solders.pubkey import Pubkey
from solders.system_program import CreateAccountParams, create_account
from solders.transaction import Transaction
from spl.token.constants import TOKEN_PROGRAM_ID
from spl.token.instructions import (create_idempotent_associated_token_account, get_associated_token_address,
                                    initialize_mint2, mint_to)
from spl.token.models import InitializeMint2Params, MintToParams


def rpc(url, method, *params):
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": method, "params": list(params)}).encode()
    request = urllib.request.Request(url, body, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        reply = json.load(response)
    if "error" in reply:
        raise SystemExit(f"{method}: {reply['error']}")
    return reply["result"]


def wait(url, signature):
    for _ in range(300):
        status = rpc(url, "getSignatureStatuses", [signature])["value"][0]
        if status and status.get("confirmationStatus") in ("confirmed", "finalized"):
            if status.get("err"):
                raise SystemExit(f"{signature} failed: {status['err']}")
            return
        time.sleep(0.1)
    raise SystemExit(f"{signature} not confirmed")


def main():
    url, owner, amount, decimals = sys.argv[1], Pubkey.from_string(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    issuer, mint = Keypair(), Keypair()
    wait(url, rpc(url, "requestAirdrop", str(issuer.pubkey()), 1_000_000_000))
    rent = rpc(url, "getMinimumBalanceForRentExemption", 82)
    ata = get_associated_token_address(owner, mint.pubkey())
    instructions = [
        create_account(CreateAccountParams(from_pubkey=issuer.pubkey(), to_pubkey=mint.pubkey(), lamports=rent,
                                           space=82, owner=TOKEN_PROGRAM_ID)),
        initialize_mint2(InitializeMint2Params(program_id=TOKEN_PROGRAM_ID, mint=mint.pubkey(), decimals=decimals,
                                               mint_authority=issuer.pubkey())),
        create_idempotent_associated_token_account(issuer.pubkey(), owner, mint.pubkey()),
        mint_to(MintToParams(program_id=TOKEN_PROGRAM_ID, mint=mint.pubkey(), dest=ata,
                             mint_authority=issuer.pubkey(), amount=amount)),
    ]
    blockhash = Hash.from_string(rpc(url, "getLatestBlockhash", {"commitment": "confirmed"})["value"]["blockhash"])
    tx = Transaction([issuer, mint], Message.new_with_blockhash(instructions, issuer.pubkey(), blockhash), blockhash)
    wait(url, rpc(url, "sendTransaction", base64.b64encode(bytes(tx)).decode(), {"encoding": "base64", "preflightCommitment": "confirmed"}))
    print(mint.pubkey())


main()
