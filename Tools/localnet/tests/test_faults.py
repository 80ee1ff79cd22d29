"""Fault knobs, set through the admin endpoint at runtime and through CLI flags."""
import http.client
import json
import threading
import time

import pytest

from helpers import Rpc

GET_SLOT = b'{"jsonrpc":"2.0","id":1,"method":"getSlot"}'
GET_HEALTH = b'{"jsonrpc":"2.0","id":1,"method":"getHealth"}'


def test_rate_limit_429_and_method_filter(start_localnet):
    ln = start_localnet()
    rpc = Rpc(ln.http)
    cfg = rpc.admin("/admin/faults", {"rate_limit": 0.5, "retry_after": 2})
    assert cfg["rate_limit"] == 0.5
    statuses = []
    for _ in range(10):
        status, headers, body = rpc.raw(GET_SLOT)
        statuses.append(status)
        if status == 429:
            assert headers["retry-after"] == "2"
            assert json.loads(body)["error"]["code"] == 429
    assert statuses == [200, 429] * 5
    rpc.admin("/admin/faults", {"reset": True, "rate_limit": 1.0, "methods": ["getBalance"]})
    assert rpc.raw(GET_SLOT)[0] == 200
    assert rpc.raw(b'{"jsonrpc":"2.0","id":1,"method":"getBalance","params":["11111111111111111111111111111111"]}')[0] == 429
    assert rpc.admin("/admin/faults", {"reset": True})["rate_limit"] == 0.0
    assert rpc.raw(GET_SLOT)[0] == 200


def test_cli_flags(start_localnet):
    ln = start_localnet("--rate-limit", "1", "--retry-after", "3")
    rpc = Rpc(ln.http)
    status, headers, _ = rpc.raw(GET_SLOT)
    assert status == 429 and headers["retry-after"] == "3"
    faults = rpc.admin("/admin/faults", method="GET")
    assert faults["rate_limit"] == 1.0 and faults["retry_after"] == 3


def test_unhealthy_dropped_malformed_latency(start_localnet):
    ln = start_localnet()
    rpc = Rpc(ln.http)
    rpc.admin("/admin/faults", {"unhealthy": 1.0, "slots_behind": 7})
    status, _, body = rpc.raw(GET_SLOT)
    assert status == 200
    assert json.loads(body) == {"jsonrpc": "2.0", "id": 1, "error": {
        "code": -32005, "message": "Node is behind by 7 slots", "data": {"numSlotsBehind": 7}}}
    _, _, body = rpc.raw(b'[' + GET_SLOT + b',' + GET_SLOT.replace(b'"id":1', b'"id":2') + b']')
    assert [o["error"]["code"] for o in json.loads(body)] == [-32005, -32005]

    rpc.admin("/admin/faults", {"reset": True, "drop": 1.0})
    with pytest.raises((http.client.RemoteDisconnected, ConnectionError, http.client.BadStatusLine)):
        rpc.raw(GET_SLOT)

    rpc.admin("/admin/faults", {"reset": True, "malformed": 1.0})
    status, _, body = rpc.raw(GET_SLOT)
    assert status == 200
    with pytest.raises(ValueError):
        json.loads(body)

    rpc.admin("/admin/faults", {"reset": True, "latency_ms": 250})
    t = time.monotonic()
    status, _, body = rpc.raw(GET_SLOT)
    assert status == 200 and time.monotonic() - t >= 0.25
    assert rpc.admin("/admin/faults", {"reset": True})["latency_ms"] == 0
    assert rpc.raw(GET_SLOT)[0] == 200


def test_the_requests_held_by_latency_are_counted(start_localnet):
    ln = start_localnet()
    rpc = Rpc(ln.http)
    assert rpc.admin("/admin/faults", {"latency_ms": 1500, "methods": ["getSlot"]})["delaying"] == 0
    held = threading.Thread(target=Rpc(ln.http).raw, args=(GET_SLOT,))  # its own connection
    held.start()
    deadline = time.monotonic() + 5
    while rpc.admin("/admin/faults", method="GET")["delaying"] != 1:
        assert time.monotonic() < deadline, "the held request was never counted"
    held.join()
    assert rpc.admin("/admin/faults", method="GET")["delaying"] == 0


def test_seeded_and_behind(start_localnet):
    ln = start_localnet("--fault-seed", "42")
    rpc = Rpc(ln.http)

    def pattern():
        rpc.admin("/admin/faults", {"reset": True, "seed": "42", "unhealthy": 0.3})
        return ["error" in json.loads(rpc.raw(GET_SLOT)[2]) for _ in range(30)]

    p1, p2 = pattern(), pattern()
    assert p1 == p2 and 0 < sum(p1) < 30

    rpc.admin("/admin/faults", {"reset": True, "behind": 12})
    _, _, body = rpc.raw(GET_HEALTH)
    assert json.loads(body)["error"] == {"code": -32005, "message": "Node is behind by 12 slots",
                                         "data": {"numSlotsBehind": 12}}
    assert rpc.raw(b"", path="/health", method="GET")[2] == b"behind"
    rpc.admin("/admin/faults", {"behind": None})
    assert json.loads(rpc.raw(GET_HEALTH)[2])["result"] == "ok"
    status, _, body = rpc.raw(b'{"bad":', path="/admin/faults")
    assert status == 400
    status, _, body = rpc.raw(b'{"nope": 1}', path="/admin/faults")
    assert status == 400 and b"unknown fault knob" in body


def test_lose_sends_answers_then_drops(start_localnet):
    from solders.keypair import Keypair
    from solders.system_program import TransferParams, transfer

    from helpers import airdrop, blockhash, send, sign

    ln = start_localnet()
    rpc = Rpc(ln.http)
    payer, dest = Keypair(), Keypair()
    airdrop(rpc, payer.pubkey(), 10_000_000, "confirmed")
    assert rpc.admin("/admin/faults", {"lose_sends": 1})["lose_sends"] == 1
    ix = transfer(TransferParams(from_pubkey=payer.pubkey(), to_pubkey=dest.pubkey(), lamports=1_000_000))
    lost = sign([ix], payer, [payer], blockhash(rpc, "confirmed"))
    assert send(rpc, lost, preflightCommitment="confirmed") == str(lost.signatures[0])  # answered…
    assert rpc.admin("/admin/faults", method="GET")["lose_sends"] == 0
    time.sleep(0.5)
    assert rpc.call("getSignatureStatuses", [str(lost.signatures[0])],
                    {"searchTransactionHistory": True})["value"] == [None]  # …and never processed
    assert rpc.call("getBalance", str(dest.pubkey()))["value"] == 0
    landed = sign([ix], payer, [payer], blockhash(rpc, "confirmed"))  # the next send is processed again
    send(rpc, landed, preflightCommitment="confirmed")
    deadline = time.time() + 10
    while rpc.call("getBalance", str(dest.pubkey()), {"commitment": "processed"})["value"] == 0:
        assert time.time() < deadline
        time.sleep(0.05)
    with pytest.raises(Exception):
        rpc.admin("/admin/faults", {"lose_sends": -1})


def test_drop_sends_drops_a_seeded_share_and_counts_every_send(start_localnet):
    from solders.keypair import Keypair
    from solders.system_program import TransferParams, transfer

    from helpers import airdrop, blockhash, send, sign

    ln = start_localnet()
    rpc = Rpc(ln.http)
    payer = Keypair()
    airdrop(rpc, payer.pubkey(), 1_000_000_000, "confirmed")
    knobs = rpc.admin("/admin/faults", {"drop_sends": 0.5, "seed": 7})
    assert knobs["drop_sends"] == 0.5 and knobs["sends"] == {"received": 0, "dropped": 0}
    recent = blockhash(rpc, "confirmed")
    sent = []
    for lamports in range(1_000_000, 1_000_040):
        dest = Keypair().pubkey()
        tx = sign([transfer(TransferParams(from_pubkey=payer.pubkey(), to_pubkey=dest, lamports=lamports))],
                  payer, [payer], recent)
        assert send(rpc, tx, skipPreflight=True) == str(tx.signatures[0])  # every call is answered
        sent.append(str(tx.signatures[0]))
    sends = rpc.admin("/admin/faults", method="GET")["sends"]
    assert sends["received"] == 40 and 8 <= sends["dropped"] <= 32, sends
    time.sleep(0.3)
    statuses = rpc.call("getSignatureStatuses", sent, {"searchTransactionHistory": True})["value"]
    assert sum(s is None for s in statuses) == sends["dropped"]  # what was dropped is nowhere, the rest landed
    # The same seed drops the same calls again (the counters restart with the knobs).
    again = rpc.admin("/admin/faults", {"drop_sends": 0.5, "seed": 7})
    assert again["sends"] == {"received": 0, "dropped": 0}
    # A preflight failure is counted as received, not dropped.
    poor = Keypair()
    tx = sign([transfer(TransferParams(from_pubkey=poor.pubkey(), to_pubkey=payer.pubkey(), lamports=1))],
              poor, [poor], blockhash(rpc, "confirmed"))
    with pytest.raises(Exception):
        send(rpc, tx, preflightCommitment="confirmed")
    assert rpc.admin("/admin/faults", method="GET")["sends"] == {"received": 1, "dropped": 0}
    with pytest.raises(Exception):
        rpc.admin("/admin/faults", {"drop_sends": 1.5})
