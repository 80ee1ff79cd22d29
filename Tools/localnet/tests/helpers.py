"""Test helpers: raw JSON-RPC over HTTP (stdlib), SPL / lookup-table instruction builders."""
from __future__ import annotations

import base64
import http.client
import json
import struct
import time
from typing import Any, Optional, Tuple
from urllib.parse import urlparse

from solders.hash import Hash
from solders.instruction import AccountMeta, Instruction
from solders.keypair import Keypair
from solders.message import Message
from solders.pubkey import Pubkey
from solders.system_program import ID as SYSTEM_PROGRAM
from solders.system_program import CreateAccountParams, TransferParams, create_account, transfer
from solders.token.associated import get_associated_token_address
from solders.transaction import VersionedTransaction

TOKEN_PROGRAM = Pubkey.from_string("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
TOKEN_2022_PROGRAM = Pubkey.from_string("TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb")
ATA_PROGRAM = Pubkey.from_string("ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL")
MEMO_PROGRAM = Pubkey.from_string("MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr")
ALT_PROGRAM = Pubkey.from_string("AddressLookupTab1e1111111111111111111111111")
COMPUTE_BUDGET = Pubkey.from_string("ComputeBudget111111111111111111111111111111")


class Rpc:
    """Minimal keep-alive JSON-RPC client on http.client."""

    def __init__(self, url: str):
        u = urlparse(url)
        self.host, self.port = u.hostname, u.port
        self.conn = http.client.HTTPConnection(self.host, self.port, timeout=10)
        self.next_id = 1

    def raw(self, body: bytes, headers: Optional[dict] = None, path: str = "/",
            method: str = "POST") -> Tuple[int, dict, bytes]:
        h = {"Content-Type": "application/json"}
        h.update(headers or {})
        try:
            self.conn.request(method, path, body=body, headers=h)
            r = self.conn.getresponse()
        except (http.client.HTTPException, ConnectionError, OSError):
            self.conn.close()
            self.conn = http.client.HTTPConnection(self.host, self.port, timeout=10)
            raise
        data = r.read()
        return r.status, {k.lower(): v for k, v in r.getheaders()}, data

    def call_full(self, method: str, params: Any = None) -> dict:
        rid = self.next_id
        self.next_id += 1
        req = {"jsonrpc": "2.0", "id": rid, "method": method}
        if params is not None:
            req["params"] = params
        status, _, body = self.raw(json.dumps(req).encode())
        assert status == 200, (status, body)
        out = json.loads(body)
        assert out["id"] == rid
        return out

    def call(self, method: str, *params: Any) -> Any:
        out = self.call_full(method, list(params))
        if "error" in out:
            raise RpcFailure(out["error"])
        return out["result"]

    def error(self, method: str, *params: Any) -> dict:
        out = self.call_full(method, list(params))
        assert "error" in out, out
        return out["error"]

    def admin(self, path: str, payload: Optional[dict] = None, method: str = "POST") -> dict:
        status, _, body = self.raw(json.dumps(payload or {}).encode(), path=path, method=method)
        assert status == 200, body
        return json.loads(body)

    def close(self):
        self.conn.close()


class RpcFailure(Exception):
    def __init__(self, error: dict):
        super().__init__(json.dumps(error))
        self.error = error


def b64tx(tx: VersionedTransaction) -> str:
    return base64.b64encode(bytes(tx)).decode()


def blockhash(rpc: Rpc, commitment: str = "finalized") -> Hash:
    return Hash.from_string(rpc.call("getLatestBlockhash", {"commitment": commitment})["value"]["blockhash"])


def sign(ixs, payer: Keypair, signers, bh: Hash) -> VersionedTransaction:
    return VersionedTransaction(Message.new_with_blockhash(ixs, payer.pubkey(), bh), signers)


def send(rpc: Rpc, tx: VersionedTransaction, **cfg) -> str:
    conf = {"encoding": "base64"}
    conf.update(cfg)
    return rpc.call("sendTransaction", b64tx(tx), conf)


def wait_status(rpc: Rpc, sig: str, level: str = "confirmed", timeout: float = 15.0) -> dict:
    order = {"processed": 0, "confirmed": 1, "finalized": 2}
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        st = rpc.call("getSignatureStatuses", [sig])["value"][0]
        if st is not None and order[st["confirmationStatus"]] >= order[level]:
            return st
        time.sleep(0.02)
    raise AssertionError(f"{sig} did not reach {level}")


def airdrop(rpc: Rpc, pk: Pubkey, lamports: int, level: str = "confirmed") -> str:
    sig = rpc.call("requestAirdrop", str(pk), lamports)
    wait_status(rpc, sig, level)
    return sig


# ------------------------------------------------------------------ SPL builders (hand-packed)

def create_mint_ixs(payer: Pubkey, mint: Pubkey, authority: Pubkey, decimals: int, rent: int,
                    program: Pubkey = TOKEN_PROGRAM):
    return [
        create_account(CreateAccountParams(from_pubkey=payer, to_pubkey=mint, lamports=rent,
                                           space=82, owner=program)),
        Instruction(program, bytes([20, decimals]) + bytes(authority) + b"\x00",
                    [AccountMeta(mint, False, True)]),
    ]


def ata_create_idempotent(payer: Pubkey, owner: Pubkey, mint: Pubkey,
                          program: Pubkey = TOKEN_PROGRAM) -> Tuple[Instruction, Pubkey]:
    ata = get_associated_token_address(owner, mint, program)
    ix = Instruction(ATA_PROGRAM, bytes([1]), [
        AccountMeta(payer, True, True), AccountMeta(ata, False, True),
        AccountMeta(owner, False, False), AccountMeta(mint, False, False),
        AccountMeta(SYSTEM_PROGRAM, False, False), AccountMeta(program, False, False)])
    return ix, ata


def mint_to(mint: Pubkey, dest: Pubkey, authority: Pubkey, amount: int,
            program: Pubkey = TOKEN_PROGRAM) -> Instruction:
    return Instruction(program, bytes([7]) + struct.pack("<Q", amount), [
        AccountMeta(mint, False, True), AccountMeta(dest, False, True),
        AccountMeta(authority, True, False)])


def transfer_checked(src: Pubkey, mint: Pubkey, dst: Pubkey, owner: Pubkey, amount: int,
                     decimals: int, program: Pubkey = TOKEN_PROGRAM) -> Instruction:
    return Instruction(program, bytes([12]) + struct.pack("<QB", amount, decimals), [
        AccountMeta(src, False, True), AccountMeta(mint, False, False),
        AccountMeta(dst, False, True), AccountMeta(owner, True, False)])


def memo(text: str, signer: Pubkey) -> Instruction:
    return Instruction(MEMO_PROGRAM, text.encode(), [AccountMeta(signer, True, False)])


def cu_price(micro_lamports: int) -> Instruction:
    return Instruction(COMPUTE_BUDGET, bytes([3]) + struct.pack("<Q", micro_lamports), [])


def cu_limit(units: int) -> Instruction:
    return Instruction(COMPUTE_BUDGET, bytes([2]) + struct.pack("<I", units), [])


def alt_create(table: Pubkey, authority: Pubkey, payer: Pubkey, recent_slot: int, bump: int):
    return Instruction(ALT_PROGRAM, struct.pack("<IQB", 0, recent_slot, bump), [
        AccountMeta(table, False, True), AccountMeta(authority, True, False),
        AccountMeta(payer, True, True), AccountMeta(SYSTEM_PROGRAM, False, False)])


def alt_extend(table: Pubkey, authority: Pubkey, payer: Pubkey, addresses):
    data = struct.pack("<IQ", 2, len(addresses)) + b"".join(bytes(a) for a in addresses)
    return Instruction(ALT_PROGRAM, data, [
        AccountMeta(table, False, True), AccountMeta(authority, True, False),
        AccountMeta(payer, True, True), AccountMeta(SYSTEM_PROGRAM, False, False)])


__all__ = ["Rpc", "RpcFailure", "transfer", "TransferParams", "SYSTEM_PROGRAM"]
