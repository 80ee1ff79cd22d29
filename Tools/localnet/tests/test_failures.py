"""Failed and rejected transactions: preflight, skipPreflight, signatures, sizes, expiry, fees."""
import base64
import json

import base58
from solders.keypair import Keypair
from solders.message import Message
from solders.rpc.responses import GetTransactionResp, SimulateTransactionResp
from solders.system_program import TransferParams, transfer
from solders.transaction import VersionedTransaction

from helpers import (Rpc, airdrop, b64tx, blockhash, cu_limit, cu_price, memo, send, sign,
                     wait_status)


def _transfer(frm, to, lamports):
    return transfer(TransferParams(from_pubkey=frm, to_pubkey=to, lamports=lamports))


def test_insufficient_funds_preflight_and_skip(node):
    rpc = Rpc(node.http)
    payer, dest = Keypair(), Keypair()
    airdrop(rpc, payer.pubkey(), 1_000_000, "confirmed")
    tx = sign([_transfer(payer.pubkey(), dest.pubkey(), 5_000_000)], payer, [payer],
              blockhash(rpc, "confirmed"))

    err = rpc.error("sendTransaction", b64tx(tx), {"encoding": "base64", "preflightCommitment": "confirmed"})
    assert err["code"] == -32002
    assert err["message"] == ("Transaction simulation failed: Error processing Instruction 0: "
                              "custom program error: 0x1")
    data = err["data"]
    assert data["err"] == {"InstructionError": [0, {"Custom": 1}]}
    assert data["accounts"] is None and data["returnData"] is None
    assert data["logs"] == ["Program 11111111111111111111111111111111 invoke [1]",
                            "Transfer: insufficient lamports 995000, need 5000000",
                            "Program 11111111111111111111111111111111 failed: custom program error: 0x1"]
    assert isinstance(data["unitsConsumed"], int)
    assert rpc.call("getSignatureStatuses", [str(tx.signatures[0])])["value"] == [None]

    # simulateTransaction returns the same result as a value (not an error)
    sim = rpc.call_full("simulateTransaction", [b64tx(tx), {"encoding": "base64", "commitment": "confirmed"}])
    SimulateTransactionResp.from_json(json.dumps(sim))
    assert sim["result"]["value"]["err"] == {"InstructionError": [0, {"Custom": 1}]}

    # with skipPreflight it lands as a failed transaction and the fee is charged
    sig = send(rpc, tx, skipPreflight=True)
    st = wait_status(rpc, sig, "confirmed")
    assert st["err"] == {"InstructionError": [0, {"Custom": 1}]}
    assert st["status"] == {"Err": {"InstructionError": [0, {"Custom": 1}]}}
    assert rpc.call("getBalance", str(payer.pubkey()), {"commitment": "confirmed"})["value"] == 995_000
    got = rpc.call_full("getTransaction", [sig, {"commitment": "confirmed"}])
    GetTransactionResp.from_json(json.dumps(got))
    meta = got["result"]["meta"]
    assert meta["fee"] == 5000 and meta["err"] == {"InstructionError": [0, {"Custom": 1}]}
    assert meta["preBalances"][0] == 1_000_000 and meta["postBalances"][0] == 995_000
    assert meta["postBalances"][1] == 0
    assert "Transfer: insufficient lamports 995000, need 5000000" in meta["logMessages"]
    hist = rpc.call("getSignaturesForAddress", str(payer.pubkey()), {"commitment": "confirmed"})
    assert hist[0]["signature"] == sig and hist[0]["err"] == {"InstructionError": [0, {"Custom": 1}]}

    # re-sending the same bytes: AlreadyProcessed in preflight
    err = rpc.error("sendTransaction", b64tx(tx), {"encoding": "base64", "preflightCommitment": "processed"})
    assert err["code"] == -32002 and err["data"]["err"] == "AlreadyProcessed"
    assert err["message"] == "Transaction simulation failed: This transaction has already been processed"
    rpc.close()


def test_preflight_uses_commitment_bank(node):
    """Agave simulates preflight against the preflightCommitment bank (default finalized)."""
    rpc = Rpc(node.http)
    payer = Keypair()
    rpc.admin("/admin/pause", {"paused": True})
    try:
        airdrop(rpc, payer.pubkey(), 1_000_000_000, "processed")
        tx = sign([_transfer(payer.pubkey(), Keypair().pubkey(), 1_000_000)], payer, [payer],
                  blockhash(rpc, "finalized"))
        err = rpc.error("sendTransaction", b64tx(tx), {"encoding": "base64"})
        assert err["code"] == -32002 and err["data"]["err"] == "AccountNotFound"
        assert err["message"] == ("Transaction simulation failed: Attempt to debit an account but "
                                  "found no record of a prior credit.")
        assert rpc.call("getBalance", str(payer.pubkey()))["value"] == 0
        assert rpc.call("getBalance", str(payer.pubkey()), {"commitment": "processed"})["value"] == 1_000_000_000
        sig = send(rpc, tx, preflightCommitment="processed")
        assert sig == str(tx.signatures[0])
    finally:
        rpc.admin("/admin/resume")
    rpc.close()


def test_signature_and_size_checks(node):
    rpc = Rpc(node.http)
    payer = Keypair()
    airdrop(rpc, payer.pubkey(), 1_000_000_000, "confirmed")
    tx = sign([_transfer(payer.pubkey(), Keypair().pubkey(), 1_000_000)], payer, [payer],
              blockhash(rpc, "confirmed"))
    raw = bytearray(bytes(tx))
    raw[1] ^= 0xFF  # corrupt the signature
    bad = base64.b64encode(bytes(raw)).decode()
    err = rpc.error("sendTransaction", bad, {"encoding": "base64", "preflightCommitment": "confirmed"})
    assert err == {"code": -32003, "message": "Transaction signature verification failure"}
    err = rpc.error("simulateTransaction", bad, {"encoding": "base64", "sigVerify": True})
    assert err["code"] == -32003
    # skipPreflight: accepted, but it never lands
    sig = rpc.call("sendTransaction", bad, {"encoding": "base64", "skipPreflight": True})
    assert rpc.call("getSignatureStatuses", [sig])["value"] == [None]

    # default encoding is base58
    sig = rpc.call("sendTransaction", base58.b58encode(bytes(tx)).decode(), {"preflightCommitment": "confirmed"})
    assert sig == str(tx.signatures[0])
    err = rpc.error("sendTransaction", b64tx(tx), {"preflightCommitment": "confirmed"})
    assert err["code"] == -32602 and err["message"].startswith("invalid base58 encoding")

    err = rpc.error("sendTransaction", "A" * 1648, {"encoding": "base64"})
    assert err == {"code": -32602, "message": "base64 encoded solana_transaction::versioned::"
                   "VersionedTransaction too large: 1648 bytes (max: encoded/raw 1644/1232)"}
    err = rpc.error("sendTransaction", "1" * 1700)
    assert err["code"] == -32602 and "base58 encoded" in err["message"] and "1683/1232" in err["message"]
    # a transaction over 1232 bytes (a big memo) is rejected after decoding
    big = sign([memo("x" * 1100, payer.pubkey())], payer, [payer], blockhash(rpc, "confirmed"))
    err = rpc.error("sendTransaction", base64.b64encode(bytes(big)[:1233]).decode(), {"encoding": "base64"})
    assert err == {"code": -32602, "message": "decoded solana_transaction::versioned::VersionedTransaction "
                   "too large: 1233 bytes (max: 1232 bytes)"}
    err = rpc.error("sendTransaction", base64.b64encode(b"\x01\x02").decode(), {"encoding": "base64"})
    assert err["code"] == -32602 and err["message"].startswith(
        "failed to deserialize solana_transaction::versioned::VersionedTransaction")
    err = rpc.error("sendTransaction", b64tx(tx), {"encoding": "json"})
    assert err == {"code": -32602, "message": "unsupported encoding: json. Supported encodings: base58, base64"}
    rpc.close()


def test_blockhash_expiry(start_localnet):
    ln = start_localnet("--paused")
    rpc = Rpc(ln.http)
    payer = Keypair()
    airdrop(rpc, payer.pubkey(), 1_000_000_000, "processed")
    rpc.admin("/admin/advance", {"slots": 1})
    lb = rpc.call("getLatestBlockhash", {"commitment": "processed"})
    bh, lvbh = lb["value"]["blockhash"], lb["value"]["lastValidBlockHeight"]
    assert lvbh == rpc.call("getBlockHeight", {"commitment": "processed"}) + 150
    tx = sign([_transfer(payer.pubkey(), Keypair().pubkey(), 1_000_000)], payer, [payer],
              blockhash(rpc, "processed"))
    msg_b64 = base64.b64encode(bytes(tx.message)).decode()
    assert rpc.call("getFeeForMessage", msg_b64, {"commitment": "processed"})["value"] == 5000

    status = rpc.admin("/admin/advance", {"slots": 150})
    assert status["blockHeight"] == lvbh
    assert rpc.call("isBlockhashValid", bh, {"commitment": "processed"})["value"] is True
    rpc.admin("/admin/advance", {"slots": 1})
    assert rpc.call("isBlockhashValid", bh, {"commitment": "processed"})["value"] is False
    assert rpc.call("getFeeForMessage", msg_b64, {"commitment": "processed"})["value"] is None

    err = rpc.error("sendTransaction", b64tx(tx), {"encoding": "base64", "preflightCommitment": "processed"})
    assert err["code"] == -32002 and err["message"] == "Transaction simulation failed: Blockhash not found"
    assert err["data"]["err"] == "BlockhashNotFound"
    sig = send(rpc, tx, skipPreflight=True)
    assert rpc.call("getSignatureStatuses", [sig], {"searchTransactionHistory": True})["value"] == [None]
    sim = rpc.call("simulateTransaction", b64tx(tx), {"encoding": "base64", "commitment": "processed"})
    assert sim["value"]["err"] == "BlockhashNotFound"
    # replaceRecentBlockhash fixes it for simulation and reports the replacement
    sim = rpc.call("simulateTransaction", b64tx(tx), {"encoding": "base64", "commitment": "processed",
                                                       "replaceRecentBlockhash": True})
    assert sim["value"]["err"] is None
    assert sim["value"]["replacementBlockhash"]["blockhash"] == rpc.call(
        "getLatestBlockhash", {"commitment": "processed"})["value"]["blockhash"]
    assert rpc.error("isBlockhashValid", "abc")["code"] == -32602
    rpc.close()


def test_fees_priority_and_min_context_slot(node):
    rpc = Rpc(node.http)
    payer = Keypair()
    airdrop(rpc, payer.pubkey(), 1_000_000_000, "confirmed")
    ixs = [cu_limit(10_000), cu_price(250_000), _transfer(payer.pubkey(), Keypair().pubkey(), 1_000_000)]
    tx = sign(ixs, payer, [payer], blockhash(rpc, "confirmed"))
    fee = rpc.call("getFeeForMessage", base64.b64encode(bytes(tx.message)).decode(),
                   {"commitment": "confirmed"})["value"]
    assert fee == 5000 + (250_000 * 10_000 + 999_999) // 1_000_000
    sig = send(rpc, tx, preflightCommitment="confirmed")
    wait_status(rpc, sig, "confirmed")
    meta = rpc.call("getTransaction", sig, {"commitment": "confirmed"})["meta"]
    assert meta["fee"] == fee
    assert meta["preBalances"][0] - meta["postBalances"][0] == fee + 1_000_000
    fees = rpc.call("getRecentPrioritizationFees", [str(payer.pubkey())])
    assert any(f["prioritizationFee"] == 250_000 for f in fees)
    assert all(set(f) == {"prioritizationFee", "slot"} for f in fees)

    slot = rpc.call("getSlot", {"commitment": "processed"})
    err = rpc.error("getBalance", str(payer.pubkey()), {"commitment": "processed", "minContextSlot": slot + 10_000})
    assert err["code"] == -32016 and err["message"] == "Minimum context slot has not been reached"
    assert err["data"]["contextSlot"] >= slot
    rpc.close()
