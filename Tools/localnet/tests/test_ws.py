"""PubSub over WebSocket: signature, account, slot, logs subscriptions; dropping connections."""
import asyncio
import json

import pytest
import websockets
from solders.keypair import Keypair
from solders.system_program import TransferParams, transfer

from helpers import Rpc, airdrop, b64tx, blockhash, sign


async def _call(ws, rid, method, params=None):
    await ws.send(json.dumps({"jsonrpc": "2.0", "id": rid, "method": method, "params": params or []}))
    while True:
        msg = json.loads(await asyncio.wait_for(ws.recv(), 5))
        if msg.get("id") == rid:
            return msg


async def _next(ws, method, timeout=5.0):
    while True:
        msg = json.loads(await asyncio.wait_for(ws.recv(), timeout))
        if msg.get("method") == method:
            return msg


def test_subscriptions(node):
    rpc = Rpc(node.http)
    payer, dest = Keypair(), Keypair()
    airdrop(rpc, payer.pubkey(), 1_000_000_000, "confirmed")
    tx = sign([transfer(TransferParams(from_pubkey=payer.pubkey(), to_pubkey=dest.pubkey(),
                                       lamports=3_000_000))], payer, [payer], blockhash(rpc, "confirmed"))
    sig = str(tx.signatures[0])

    async def flow():
        async with websockets.connect(node.ws) as ws:
            ack = await _call(ws, 1, "slotSubscribe")
            assert set(ack) == {"jsonrpc", "result", "id"} and isinstance(ack["result"], int)
            n1 = await _next(ws, "slotNotification")
            n2 = await _next(ws, "slotNotification")
            r1, r2 = n1["params"]["result"], n2["params"]["result"]
            assert set(r1) == {"parent", "root", "slot"} and r2["slot"] > r1["slot"]
            assert r1["parent"] == r1["slot"] - 1 and r1["root"] == max(0, r1["slot"] - 32)
            assert n1["params"]["subscription"] == ack["result"]
            assert (await _call(ws, 2, "slotUnsubscribe", [ack["result"]]))["result"] is True

            sig_sub = (await _call(ws, 3, "signatureSubscribe",
                                   [sig, {"commitment": "confirmed", "enableReceivedNotification": True}]))["result"]
            acct_sub = (await _call(ws, 4, "accountSubscribe",
                                    [str(dest.pubkey()), {"commitment": "confirmed", "encoding": "base64"}]))["result"]
            acct_sub_p = (await _call(ws, 5, "accountSubscribe",
                                      [str(dest.pubkey()), {"commitment": "processed", "encoding": "jsonParsed"}]))["result"]
            logs_sub = (await _call(ws, 6, "logsSubscribe",
                                    [{"mentions": [str(dest.pubkey())]}, {"commitment": "confirmed"}]))["result"]
            assert len({sig_sub, acct_sub, acct_sub_p, logs_sub}) == 4

            assert rpc.call("sendTransaction", b64tx(tx), {"encoding": "base64",
                                                           "preflightCommitment": "confirmed"}) == sig
            got = {}
            while len(got) < 5:
                msg = json.loads(await asyncio.wait_for(ws.recv(), 5))
                key = (msg["method"], msg["params"]["subscription"],
                       json.dumps(msg["params"]["result"].get("value") if isinstance(msg["params"]["result"], dict) else None) == '"receivedSignature"')
                got[key] = msg
            received = got[("signatureNotification", sig_sub, True)]
            assert received["params"]["result"]["value"] == "receivedSignature"
            done = got[("signatureNotification", sig_sub, False)]
            assert done == {"jsonrpc": "2.0", "method": "signatureNotification", "params": {
                "result": {"context": {"slot": done["params"]["result"]["context"]["slot"]},
                           "value": {"err": None}}, "subscription": sig_sub}}
            acct = got[("accountNotification", acct_sub, False)]["params"]["result"]
            assert set(acct["context"]) == {"slot"}
            assert acct["value"]["lamports"] == 3_000_000 and acct["value"]["data"] == ["", "base64"]
            assert acct["value"]["owner"] == "11111111111111111111111111111111"
            acct_p = got[("accountNotification", acct_sub_p, False)]["params"]["result"]
            assert acct_p["value"]["lamports"] == 3_000_000
            logs = got[("logsNotification", logs_sub, False)]["params"]["result"]["value"]
            assert logs["signature"] == sig and logs["err"] is None and logs["logs"]

            # signature subscriptions are one-shot: the server already removed it
            err = await _call(ws, 7, "signatureUnsubscribe", [sig_sub])
            assert err["error"] == {"code": -32602, "message": "Invalid subscription id."}
            for rid, (m, s) in enumerate((("accountUnsubscribe", acct_sub), ("accountUnsubscribe", acct_sub_p),
                                          ("logsUnsubscribe", logs_sub)), start=8):
                assert (await _call(ws, rid, m, [s]))["result"] is True

            # subscribing to an already-confirmed signature notifies immediately
            late = (await _call(ws, 20, "signatureSubscribe", [sig, {"commitment": "processed"}]))["result"]
            msg = await _next(ws, "signatureNotification")
            assert msg["params"]["subscription"] == late
            bad = await _call(ws, 21, "accountSubscribe", ["nope"])
            assert bad["error"] == {"code": -32602, "message": "Invalid Request: Invalid pubkey provided"}
            assert (await _call(ws, 22, "fooSubscribe"))["error"]["code"] == -32601

    asyncio.run(flow())
    rpc.close()


def test_drop_websockets(start_localnet):
    ln = start_localnet("--slot-ms", "50")
    rpc = Rpc(ln.http)

    async def flow():
        async with websockets.connect(ln.ws) as a, websockets.connect(ln.ws) as b:
            await _call(a, 1, "slotSubscribe")
            await _call(b, 1, "rootSubscribe")
            assert rpc.admin("/admin/status", method="GET")["wsConnections"] == 2
            assert rpc.admin("/admin/drop-websockets")["dropped"] == 2
            for ws in (a, b):
                with pytest.raises(websockets.ConnectionClosed):
                    for _ in range(1000):
                        await asyncio.wait_for(ws.recv(), 5)
        async with websockets.connect(ln.ws) as c:   # reconnecting works
            await _call(c, 1, "slotSubscribe")
            await _next(c, "slotNotification")
            assert rpc.admin("/admin/drop-websockets", {"mode": "close"})["dropped"] == 1
            with pytest.raises(websockets.ConnectionClosed):
                for _ in range(1000):
                    await asyncio.wait_for(c.recv(), 5)

    asyncio.run(flow())
    rpc.close()
