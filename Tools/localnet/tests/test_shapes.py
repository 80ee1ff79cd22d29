"""Response shapes against real recorded Agave responses (tests/fixtures, see its README)."""
import asyncio
import json
from pathlib import Path

import websockets
from solders.keypair import Keypair
from solders.rpc.responses import (GetEpochInfoResp, GetLatestBlockhashResp,
                                   GetSignatureStatusesResp, GetTransactionResp, GetVersionResp,
                                   SimulateTransactionResp)
from solders.system_program import TransferParams, transfer

from helpers import Rpc, airdrop, b64tx, blockhash, memo, send, sign, wait_status

FIXTURES = Path(__file__).resolve().parent / "fixtures"
# fields newer Agave versions add; the recorded fixtures are partly from older versions
NEWER_FIELDS = {"space", "loadedAccountsDataSize", "innerInstructions", "replacementBlockhash",
                "returnData", "computeUnitsConsumed", "version", "loadedAddresses", "stackHeight",
                "apiVersion"}

# skipped by Agave when absent (e.g. meta.returnData when no program set return data)
OPTIONAL_FIELDS = {"returnData"}


def fixture(name):
    return json.loads((FIXTURES / name).read_text())


def same_shape(ours, recorded, path="$"):
    """Same keys everywhere (ours may add NEWER_FIELDS), same container kinds."""
    if isinstance(recorded, dict):
        assert isinstance(ours, dict), f"{path}: expected object, got {ours!r}"
        missing = set(recorded) - set(ours) - OPTIONAL_FIELDS
        extra = set(ours) - set(recorded) - NEWER_FIELDS
        assert not missing and not extra, f"{path}: missing {missing}, extra {extra}"
        for k in recorded:
            if recorded[k] is not None and ours.get(k) is not None:
                same_shape(ours[k], recorded[k], f"{path}.{k}")
    elif isinstance(recorded, list):
        assert isinstance(ours, list), f"{path}: expected array, got {ours!r}"
        if recorded and ours and not isinstance(recorded[0], (str, int, float)):
            same_shape(ours[0], recorded[0], f"{path}[0]")
    else:
        assert not isinstance(ours, (dict, list)), f"{path}: expected scalar, got {ours!r}"


def test_http_shapes(node):
    rpc = Rpc(node.http)
    payer, dest = Keypair(), Keypair()
    airdrop(rpc, payer.pubkey(), 1_000_000_000, "finalized")
    for name, method, params in [
        ("getVersion.json", "getVersion", []),
        ("getBalance-apiVersion.json", "getBalance", [str(payer.pubkey())]),
        ("getAccountInfo-null-mainnet.json", "getAccountInfo", [str(dest.pubkey())]),
        ("getEpochInfo-mainnet.json", "getEpochInfo", []),
        ("getLatestBlockhash-finalized.json", "getLatestBlockhash", [{"commitment": "finalized"}]),
    ]:
        ours = rpc.call_full(method, params)
        same_shape(ours, fixture(name))
    GetVersionResp.from_json(json.dumps(rpc.call_full("getVersion")))
    GetEpochInfoResp.from_json(json.dumps(rpc.call_full("getEpochInfo")))
    GetLatestBlockhashResp.from_json(json.dumps(rpc.call_full("getLatestBlockhash")))

    # the SlotHashes sysvar is > 128 bytes: base58 is refused exactly as recorded
    rec = fixture("getAccountInfo-error-base58-too-large.json")
    out = rpc.call_full("getAccountInfo", ["SysvarS1otHashes111111111111111111111111111", {"encoding": "base58"}])
    assert out["error"] == rec["error"]

    bh = blockhash(rpc)
    tx = sign([transfer(TransferParams(from_pubkey=payer.pubkey(), to_pubkey=dest.pubkey(), lamports=5_000_000)),
               memo("shape", payer.pubkey())], payer, [payer], bh)
    sig = send(rpc, tx)
    wait_status(rpc, sig, "finalized")

    st = rpc.call_full("getSignatureStatuses", [[sig]])
    same_shape(st, fixture("getSignatureStatuses-finalized-and-confirmed.json"))
    GetSignatureStatusesResp.from_json(json.dumps(st))
    hist = rpc.call_full("getSignaturesForAddress", [str(dest.pubkey())])
    same_shape(hist, fixture("getSignaturesForAddress-memo-mainnet.json"))
    assert hist["result"][0]["memo"] == "[5] shape"

    got = rpc.call_full("getTransaction", [sig, {"encoding": "base64", "maxSupportedTransactionVersion": 0}])
    same_shape(got, fixture("getTransaction-base64-returnData-devnet.json"))
    got = rpc.call_full("getTransaction", [sig, {"encoding": "json"}])
    same_shape(got, fixture("getTransaction-json-legacy-vote-mainnet.json"))
    assert "version" not in got["result"]  # only with maxSupportedTransactionVersion
    got = rpc.call_full("getTransaction", [sig, {"encoding": "jsonParsed", "maxSupportedTransactionVersion": 0}])
    same_shape(got, fixture("getTransaction-jsonParsed-v0-lookupTable-devnet.json"))
    GetTransactionResp.from_json(json.dumps(got))
    assert got["result"]["transaction"]["message"]["addressTableLookups"] is None

    # preflight failure envelope
    poor = Keypair()
    airdrop(rpc, poor.pubkey(), 1_000_000, "finalized")
    bad = sign([transfer(TransferParams(from_pubkey=poor.pubkey(), to_pubkey=dest.pubkey(), lamports=2_000_000))],
               poor, [poor], blockhash(rpc))
    out = rpc.call_full("sendTransaction", [b64tx(bad), {"encoding": "base64"}])
    rec = fixture("sendTransaction-preflight-insufficient-lamports.json")
    same_shape(out, rec)
    assert out["error"]["message"] == rec["error"]["message"]
    assert out["error"]["data"]["err"] == rec["error"]["data"]["err"]
    sim = rpc.call_full("simulateTransaction", [b64tx(tx), {"encoding": "base64", "replaceRecentBlockhash": True}])
    same_shape(sim, fixture("simulateTransaction-returnData-unitsConsumed.json"))
    SimulateTransactionResp.from_json(json.dumps(sim))

    rpc.admin("/admin/faults", {"unhealthy": 1.0, "slots_behind": 42})
    try:
        out = rpc.call_full("sendTransaction", [b64tx(tx), {"encoding": "base64"}])
    finally:
        rpc.admin("/admin/faults", {"reset": True})
    out["id"] = 1
    assert out == fixture("sendTransaction-error-node-behind.json")
    rpc.close()


def test_ws_shapes(node):
    rpc = Rpc(node.http)
    payer, dest = Keypair(), Keypair()
    airdrop(rpc, payer.pubkey(), 1_000_000_000, "confirmed")
    tx = sign([transfer(TransferParams(from_pubkey=payer.pubkey(), to_pubkey=dest.pubkey(), lamports=1_000_000))],
              payer, [payer], blockhash(rpc, "confirmed"))

    async def flow():
        async with websockets.connect(node.ws) as ws:
            await ws.send(json.dumps({"jsonrpc": "2.0", "id": "ADFB8971", "method": "signatureSubscribe",
                                      "params": [str(tx.signatures[0]), {"commitment": "confirmed"}]}))
            ack = json.loads(await ws.recv())
            same_shape(ack, fixture("subscribe-response.json"))
            assert ack["id"] == "ADFB8971"
            await ws.send(json.dumps({"jsonrpc": "2.0", "id": 2, "method": "accountSubscribe",
                                      "params": [str(dest.pubkey()), {"encoding": "base64", "commitment": "confirmed"}]}))
            json.loads(await ws.recv())
            send(rpc, tx, preflightCommitment="confirmed")
            seen = {}
            while len(seen) < 2:
                msg = json.loads(await asyncio.wait_for(ws.recv(), 5))
                seen[msg["method"]] = msg
            same_shape(seen["signatureNotification"], fixture("signatureNotification-ok.json"))
            same_shape(seen["accountNotification"], fixture("accountNotification-base64-system.json"))

    asyncio.run(flow())
    rpc.close()
