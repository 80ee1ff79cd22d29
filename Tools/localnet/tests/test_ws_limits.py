"""WebSocket bounds: a client that never reads, a 2^63-byte frame, an endless fragmented message,
too many subscriptions."""
import asyncio
import json
import time

import websockets

from helpers import Rpc
from rawhttp import connect, rss_kib, ws_close_code, ws_frame, ws_handshake, ws_read_frame

SLOT_SUB = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "slotSubscribe"}).encode()


def test_non_reading_client_is_closed_and_memory_stays_bounded(start_localnet):
    ln = start_localnet("--paused", "--ws-max-queue", "1000")
    rpc = Rpc(ln.http)
    rss0 = rss_kib(ln.proc.pid)
    s = connect(ln.ws, rcvbuf=4096)
    ws_handshake(s)
    s.sendall(ws_frame(SLOT_SUB))
    op, ack = ws_read_frame(s)
    assert json.loads(ack)["result"] >= 0
    # from here on the client reads nothing

    async def reader_flow():
        async with websockets.connect(ln.ws) as good:
            await good.send(SLOT_SUB.decode())
            json.loads(await asyncio.wait_for(good.recv(), 5))
            got = 0

            async def count():
                nonlocal got
                while True:
                    msg = json.loads(await good.recv())
                    if msg.get("method") == "slotNotification":
                        got += 1

            counter = asyncio.ensure_future(count())
            # the kernel's socket buffers take a few MiB first (~30,000 notifications on loopback)
            t = time.monotonic()
            advanced = 0
            for _ in range(6):
                await asyncio.to_thread(rpc.admin, "/admin/advance", {"slots": 10_000})
                advanced += 10_000
                st = (await asyncio.to_thread(rpc.admin, "/admin/status", method="GET"))["ws"]
                assert st["queuedMessagesMax"] <= 1000, st
                if st["overflowCloses"]:
                    break
            seconds = time.monotonic() - t
            # the reading client got every notification
            deadline = time.monotonic() + 10
            while got < advanced and time.monotonic() < deadline:
                await asyncio.sleep(0.05)
            counter.cancel()
            assert got == advanced
            return st, advanced, seconds

    st, advanced, seconds = asyncio.run(reader_flow())
    assert st["overflowCloses"] == 1, st
    rss1 = rss_kib(ln.proc.pid)
    print(f"advance {advanced} slots with a non-reading WS client: {seconds:.2f} s; "
          f"server RSS {rss0} KiB -> {rss1} KiB")
    assert rss1 - rss0 < 64 * 1024
    # the stuck client now reads: it gets what was in flight, then a 1008 close (or an abort)
    try:
        code = ws_close_code(s, timeout=5)
        assert code == 1008
    except ConnectionError:
        pass
    s.close()
    assert isinstance(rpc.call("getSlot"), int)
    rpc.close()


def test_frame_of_2_pow_63_bytes_is_refused(node):
    s = connect(node.ws)
    ws_handshake(s)
    s.sendall(ws_frame(b"", length=2 ** 63 - 1)[:14] + b"x" * 100)
    assert ws_close_code(s) == 1009
    s.close()
    _still_serving_ws(node)


def test_endless_fragmented_message_is_bounded(node):
    s = connect(node.ws)
    ws_handshake(s)
    s.sendall(ws_frame(b"[" + b" " * 65535, opcode=1, fin=False))
    code = None
    try:
        for _ in range(40):             # 2.5 MiB of continuation frames, never FIN
            s.sendall(ws_frame(b" " * 65536, opcode=0, fin=False))
    except (BrokenPipeError, ConnectionResetError):
        pass
    try:
        code = ws_close_code(s)
    except ConnectionError:
        code = "reset"
    assert code in (1009, "reset")
    s.close()
    _still_serving_ws(node)


def test_subscriptions_per_connection_are_capped(start_localnet):
    ln = start_localnet("--ws-max-subscriptions", "5")

    async def flow():
        async with websockets.connect(ln.ws) as ws:
            batch = [{"jsonrpc": "2.0", "id": i, "method": "slotSubscribe"} for i in range(8)]
            await ws.send(json.dumps(batch))
            out = json.loads(await asyncio.wait_for(ws.recv(), 5))
            while not isinstance(out, list):
                out = json.loads(await asyncio.wait_for(ws.recv(), 5))
            ok = [o for o in out if "result" in o]
            refused = [o for o in out if "error" in o]
            assert len(ok) == 5 and len(refused) == 3
            assert refused[0]["error"] == {"code": -32603, "message": "Internal Error: Subscription "
                                           "refused. Node subscription limit reached"}
            # unsubscribing makes room again
            await ws.send(json.dumps({"jsonrpc": "2.0", "id": 99, "method": "slotUnsubscribe",
                                      "params": [ok[0]["result"]]}))
            await ws.send(SLOT_SUB.decode())
            seen = {}
            while 1 not in seen or 99 not in seen:
                m = json.loads(await asyncio.wait_for(ws.recv(), 5))
                if "id" in m:
                    seen[m["id"]] = m
            assert seen[99]["result"] is True and "result" in seen[1]

    asyncio.run(flow())


def _still_serving_ws(node):
    async def flow():
        async with websockets.connect(node.ws) as ws:
            await ws.send(SLOT_SUB.decode())
            assert "result" in json.loads(await asyncio.wait_for(ws.recv(), 5))
    asyncio.run(flow())
