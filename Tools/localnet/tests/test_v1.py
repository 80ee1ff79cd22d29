"""Transaction v1 (SIMD-0385) through localnet: accepted in both wire encodings, executed, and returned in every
encoding getTransaction / getBlock offer, with "version": 1 (and refused, naming version 1, to clients that ask for
at most 0)."""
import base64
import json

import base58
from solders.keypair import Keypair
from solders.message import MessageV1, TransactionConfig, to_bytes_versioned
from solders.rpc.responses import GetTransactionResp
from solders.system_program import TransferParams, transfer
from solders.transaction import VersionedTransaction

from helpers import Rpc, airdrop, b64tx, blockhash, memo, wait_status


def _v1(rpc, payer, to, lamports, config, extra=()):
    ixs = [transfer(TransferParams(from_pubkey=payer.pubkey(), to_pubkey=to, lamports=lamports)), *extra]
    msg = MessageV1.try_compile(payer.pubkey(), ixs, blockhash(rpc, "confirmed"), config)
    return msg, VersionedTransaction(msg, [payer])


def test_v1_transfer_lands_and_reads_back(node):
    rpc = Rpc(node.http)
    payer, to = Keypair(), Keypair().pubkey()
    airdrop(rpc, payer.pubkey(), 2_000_000_000, "confirmed")
    config = TransactionConfig(priority_fee=1_000, compute_unit_limit=10_000,
                               loaded_accounts_data_size_limit=1_000_000)
    msg, tx = _v1(rpc, payer, to, 1_234_567, config, [memo("v1 on localnet", payer.pubkey())])
    fee = rpc.call("getFeeForMessage", base64.b64encode(to_bytes_versioned(msg)).decode(),
                   {"commitment": "confirmed"})
    sim = rpc.call("simulateTransaction", b64tx(tx), {"encoding": "base64", "commitment": "confirmed",
                                                      "replaceRecentBlockhash": True})
    assert sim["value"]["err"] is None and sim["value"]["replacementBlockhash"] is not None
    before = rpc.call("getBalance", str(payer.pubkey()), {"commitment": "confirmed"})["value"]
    sig = rpc.call("sendTransaction", base58.b58encode(bytes(tx)).decode(), {"preflightCommitment": "confirmed"})
    assert sig == str(tx.signatures[0])
    st = wait_status(rpc, sig, "confirmed")
    assert st["err"] is None
    after = rpc.call("getBalance", str(payer.pubkey()), {"commitment": "confirmed"})["value"]
    assert rpc.call("getBalance", str(to), {"commitment": "confirmed"})["value"] == 1_234_567
    # The fee the cluster charged is the one getFeeForMessage quoted and the one the record states.
    assert before - after - 1_234_567 == fee["value"]

    err = rpc.error("getTransaction", sig, {"commitment": "confirmed", "maxSupportedTransactionVersion": 0})
    assert err["code"] == -32015 and "Transaction version (1)" in err["message"]
    for encoding in ("json", "jsonParsed", "base64", "base58"):
        got = rpc.call_full("getTransaction", [sig, {"commitment": "confirmed", "encoding": encoding,
                                                     "maxSupportedTransactionVersion": 1}])
        res = got["result"]
        assert res["version"] == 1, encoding
        assert res["meta"]["err"] is None and res["meta"]["fee"] == fee["value"]
        if encoding == "base64":
            assert res["transaction"] == [b64tx(tx), "base64"]
        elif encoding == "base58":
            assert res["transaction"] == [base58.b58encode(bytes(tx)).decode(), "base58"]
        elif encoding == "json":
            m = res["transaction"]["message"]
            assert m["accountKeys"] == [str(k) for k in msg.account_keys]
            assert "addressTableLookups" not in m
            assert m["recentBlockhash"] == str(msg.recent_blockhash)
            assert res["transaction"]["signatures"] == [sig]
        else:
            m = res["transaction"]["message"]
            assert m["instructions"][0]["parsed"]["type"] == "transfer"
            assert m["instructions"][1]["parsed"] == "v1 on localnet"
            assert all(k["source"] == "transaction" for k in m["accountKeys"])
    # solders' own response type reads the json answer.
    got = rpc.call_full("getTransaction", [sig, {"commitment": "confirmed", "maxSupportedTransactionVersion": 1}])
    GetTransactionResp.from_json(json.dumps(got))

    slot = st["slot"]
    block = rpc.call("getBlock", slot, {"commitment": "confirmed", "maxSupportedTransactionVersion": 1,
                                        "encoding": "base64"})
    assert any(t["transaction"] == [b64tx(tx), "base64"] and t["version"] == 1 for t in block["transactions"])
    rpc.close()


def test_v1_larger_than_a_packet_is_accepted_and_bad_v1_is_refused(node):
    rpc = Rpc(node.http)
    payer = Keypair()
    airdrop(rpc, payer.pubkey(), 1_000_000_000, "confirmed")
    config = TransactionConfig(compute_unit_limit=200_000, loaded_accounts_data_size_limit=1_000_000)
    # Three memos of 600 bytes: about 2 KB, over legacy's 1,232 bytes, within v1's 4,096.
    memos = [memo("m" * 600, payer.pubkey()) for _ in range(3)]
    _, tx = _v1(rpc, payer, Keypair().pubkey(), 1_000_000, config, memos)
    assert 1232 < len(bytes(tx)) <= 4096
    sig = rpc.call("sendTransaction", b64tx(tx), {"encoding": "base64", "preflightCommitment": "confirmed"})
    assert wait_status(rpc, sig, "confirmed")["err"] is None

    # Over 4,096 bytes: refused before it is decoded.
    big = [memo("m" * 1000, payer.pubkey()) for _ in range(4)]
    _, huge = _v1(rpc, payer, Keypair().pubkey(), 1, config, big)
    err = rpc.error("sendTransaction", b64tx(huge), {"encoding": "base64"})
    assert err["code"] == -32602 and "too large" in err["message"]
    # A malformed config mask (one priority-fee bit alone) is a deserialize error.
    raw = bytearray(bytes(tx))
    raw[4] = (raw[4] & ~0b11) | 0b01
    err = rpc.error("sendTransaction", base64.b64encode(bytes(raw)).decode(), {"encoding": "base64"})
    assert err["code"] == -32602 and "failed to deserialize" in err["message"]
    rpc.close()


def test_simulation_reports_the_loaded_accounts_data_size_of_simd_0186(node):
    """loadedAccountsDataSize: each account key's data plus 64 bytes (0 for one that does not exist), computed here
    from getAccountInfo of every key, independently of the server's sum."""
    rpc = Rpc(node.http)
    payer, to = Keypair(), Keypair().pubkey()
    airdrop(rpc, payer.pubkey(), 1_000_000_000, "confirmed")
    config = TransactionConfig(compute_unit_limit=1_400_000, loaded_accounts_data_size_limit=64 * 1024 * 1024)
    msg, tx = _v1(rpc, payer, to, 5_000_000, config, [memo("size", payer.pubkey())])
    sim = rpc.call("simulateTransaction", b64tx(tx), {"encoding": "base64", "commitment": "confirmed",
                                                      "replaceRecentBlockhash": True, "sigVerify": False})
    expected = 0
    for key in msg.account_keys:
        info = rpc.call("getAccountInfo", str(key), {"commitment": "confirmed", "encoding": "base64"})["value"]
        if info is not None:
            expected += 64 + len(base64.b64decode(info["data"][0]))
    assert sim["value"]["err"] is None
    assert sim["value"]["loadedAccountsDataSize"] == expected
    assert expected > 64  # the payer, the System and Memo programs at least
    rpc.close()
