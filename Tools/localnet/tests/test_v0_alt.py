"""Versioned (v0) transactions through an address lookup table created on-chain."""
import base64
import json
import time

from solders.address_lookup_table_account import (AddressLookupTableAccount,
                                                  derive_lookup_table_address)
from solders.keypair import Keypair
from solders.message import MessageV0, to_bytes_versioned
from solders.pubkey import Pubkey
from solders.rpc.responses import GetTransactionResp
from solders.system_program import TransferParams, transfer
from solders.transaction import VersionedTransaction

from helpers import Rpc, airdrop, alt_create, alt_extend, b64tx, blockhash, send, sign, wait_status


def test_v0_transaction_with_lookup_table(node):
    rpc = Rpc(node.http)
    payer = Keypair()
    airdrop(rpc, payer.pubkey(), 5_000_000_000, "confirmed")
    recent = rpc.call("getSlot", {"commitment": "confirmed"})
    table, bump = derive_lookup_table_address(payer.pubkey(), recent)
    targets = [Keypair().pubkey() for _ in range(4)]
    create = sign([alt_create(table, payer.pubkey(), payer.pubkey(), recent, bump),
                   alt_extend(table, payer.pubkey(), payer.pubkey(), targets)],
                  payer, [payer], blockhash(rpc, "confirmed"))
    sig = send(rpc, create, preflightCommitment="confirmed")
    ext_slot = wait_status(rpc, sig, "confirmed")["slot"]
    # lookup-table entries become usable one slot after the extension
    while rpc.call("getSlot", {"commitment": "confirmed"}) <= ext_slot:
        time.sleep(0.02)

    info = rpc.call("getAccountInfo", str(table), {"encoding": "base64", "commitment": "confirmed"})
    raw = base64.b64decode(info["value"]["data"][0])
    addresses = [Pubkey.from_bytes(raw[i:i + 32]) for i in range(56, len(raw), 32)]
    assert addresses == targets
    parsed = rpc.call("getAccountInfo", str(table), {"encoding": "jsonParsed", "commitment": "confirmed"})
    pinfo = parsed["value"]["data"]["parsed"]
    assert parsed["value"]["data"]["program"] == "address-lookup-table"
    assert pinfo["type"] == "lookupTable" and pinfo["info"]["addresses"] == [str(t) for t in targets]
    assert pinfo["info"]["authority"] == str(payer.pubkey())

    lut = AddressLookupTableAccount(table, addresses)
    ixs = [transfer(TransferParams(from_pubkey=payer.pubkey(), to_pubkey=t, lamports=1_000_000 + i))
           for i, t in enumerate(targets[:3])]
    bh = blockhash(rpc, "confirmed")
    msg = MessageV0.try_compile(payer.pubkey(), ixs, [lut], bh)
    assert len(msg.address_table_lookups) == 1
    tx = VersionedTransaction(msg, [payer])
    fee = rpc.call("getFeeForMessage", base64.b64encode(to_bytes_versioned(msg)).decode(),
                   {"commitment": "confirmed"})
    assert fee["value"] == 5000
    sig = send(rpc, tx, preflightCommitment="confirmed")
    st = wait_status(rpc, sig, "confirmed")
    assert st["err"] is None
    for i, t in enumerate(targets[:3]):
        assert rpc.call("getBalance", str(t), {"commitment": "confirmed"})["value"] == 1_000_000 + i

    err = rpc.error("getTransaction", sig, {"commitment": "confirmed"})
    assert err == {"code": -32015, "message": "Transaction version (0) is not supported by the requesting "
                   "client. Please try the request again with the following configuration parameter: "
                   "\"maxSupportedTransactionVersion\": 0"}

    got = rpc.call_full("getTransaction", [sig, {"commitment": "confirmed", "maxSupportedTransactionVersion": 0}])
    GetTransactionResp.from_json(json.dumps(got))
    res = got["result"]
    assert res["version"] == 0
    m = res["transaction"]["message"]
    assert m["addressTableLookups"] == [{"accountKey": str(table), "readonlyIndexes": [],
                                         "writableIndexes": list(bytes(msg.address_table_lookups[0].writable_indexes))}]
    loaded = res["meta"]["loadedAddresses"]
    assert sorted(loaded["writable"]) == sorted(str(t) for t in targets[:3]) and loaded["readonly"] == []
    n_static = len(m["accountKeys"])
    assert len(res["meta"]["preBalances"]) == n_static + 3
    for i, w in enumerate(loaded["writable"]):
        assert res["meta"]["postBalances"][n_static + i] - res["meta"]["preBalances"][n_static + i] >= 1_000_000

    jp = rpc.call("getTransaction", sig, {"commitment": "confirmed", "maxSupportedTransactionVersion": 0,
                                          "encoding": "jsonParsed"})
    keys = jp["transaction"]["message"]["accountKeys"]
    assert [k["source"] for k in keys].count("lookupTable") == 3
    assert all(k["writable"] for k in keys if k["source"] == "lookupTable")
    assert "loadedAddresses" not in jp["meta"]
    assert jp["transaction"]["message"]["instructions"][0]["parsed"]["type"] == "transfer"

    b64 = rpc.call("getTransaction", sig, {"commitment": "confirmed", "maxSupportedTransactionVersion": 0,
                                           "encoding": "base64"})
    assert b64["transaction"] == [b64tx(tx), "base64"]

    # a lookup table that does not exist is a sanitize error (-32602), as in Agave
    bogus = AddressLookupTableAccount(Keypair().pubkey(), [Keypair().pubkey()])
    m2 = MessageV0.try_compile(payer.pubkey(), [transfer(TransferParams(
        from_pubkey=payer.pubkey(), to_pubkey=bogus.addresses[0], lamports=1))], [bogus], bh)
    err = rpc.error("sendTransaction", b64tx(VersionedTransaction(m2, [payer])), {"encoding": "base64"})
    assert err == {"code": -32602, "message": "invalid transaction: Transaction loads an address table "
                   "account that doesn't exist"}
    rpc.close()
