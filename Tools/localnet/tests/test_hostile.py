"""The hostile node (localnet/hostile.py): each scenario does what the README says it does."""
import base64
import http.client
import json
import signal
import socket
import subprocess
import time

import pytest

from conftest import RUN
from rawhttp import (connect, hostport, rss_kib, ws_frame, ws_handshake, ws_read_frame)

BALANCE = {"jsonrpc": "2.0", "id": 7, "method": "getBalance",
           "params": ["11111111111111111111111111111111"]}
ACCOUNT = {"jsonrpc": "2.0", "id": 8, "method": "getAccountInfo",
           "params": ["11111111111111111111111111111111", {"encoding": "base64"}]}
SUBSCRIBE = json.dumps({"jsonrpc": "2.0", "id": 3, "method": "slotSubscribe"}).encode()


class Hostile:
    def __init__(self, tmp_path, *args):
        ready = tmp_path / f"hostile-{time.monotonic_ns()}.json"
        self.proc = subprocess.Popen([str(RUN), "--hostile", "--port", "0", "--ready-file",
                                      str(ready), *args],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.first_line = self.proc.stdout.readline().strip()
        deadline = time.monotonic() + 10
        while not ready.exists():
            assert self.proc.poll() is None and time.monotonic() < deadline, self.proc.stderr.read()
            time.sleep(0.01)
        info = json.loads(ready.read_text())
        self.http, self.ws, self.pid = info["http"], info["ws"], info["pid"]
        self.host, self.port = hostport(self.http)

    def conn(self, timeout=5.0):
        return http.client.HTTPConnection(self.host, self.port, timeout=timeout)

    def post(self, path, payload, timeout=5.0, conn=None):
        c = conn or self.conn(timeout)
        body = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
        c.request("POST", path, body=body, headers={"Content-Type": "application/json"})
        r = c.getresponse()
        data = r.read()
        if conn is None:
            c.close()
        return r, data

    def stats(self):
        c = self.conn()
        c.request("GET", "/stats")
        out = json.loads(c.getresponse().read())
        c.close()
        return out

    def stop(self):
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.proc.stdout.close()
        self.proc.stderr.close()


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    h = Hostile(tmp_path_factory.mktemp("hostile"))
    yield h
    h.stop()


def test_startup_conventions(hostile):
    assert hostile.first_line == (f"localnet-hostile: {hostile.http}/<scenario>  "
                                  f"{hostile.ws}/ws/<scenario>")
    assert hostile.http.startswith("http://127.0.0.1:") and hostile.ws.startswith("ws://127.0.0.1:")
    assert hostile.pid == hostile.proc.pid
    c = hostile.conn()
    c.request("GET", "/")
    listing = json.loads(c.getresponse().read())
    assert "huge" in listing["scenarios"] and "/ws/never-ack" in listing["websocket"]
    r, body = hostile.post("/no-such-scenario", BALANCE, conn=c)
    assert r.status == 404 and "deep" in json.loads(body)["scenarios"]
    c.close()


def test_ok(hostile):
    c = hostile.conn()                    # one keep-alive connection for all of them
    r, body = hostile.post("/ok", BALANCE, conn=c)
    assert r.status == 200 and json.loads(body) == {
        "jsonrpc": "2.0", "result": {"context": {"apiVersion": "2.2.20", "slot": 1}, "value": 42},
        "id": 7}
    assert json.loads(hostile.post("/ok", {"jsonrpc": "2.0", "id": "s", "method": "getSlot"},
                                   conn=c)[1]) == {"jsonrpc": "2.0", "result": 1, "id": "s"}
    bh = json.loads(hostile.post("/ok", {"jsonrpc": "2.0", "id": 1, "method": "getLatestBlockhash"},
                                 conn=c)[1])["result"]["value"]
    assert len(bh["blockhash"]) >= 32 and bh["lastValidBlockHeight"] == 151
    acct = json.loads(hostile.post("/ok", ACCOUNT, conn=c)[1])["result"]["value"]
    assert base64.b64decode(acct["data"][0]) == b"\x01\x02\x03\x04" and acct["data"][1] == "base64"
    assert acct["space"] == 4 and acct["owner"] == "11111111111111111111111111111111"
    out = json.loads(hostile.post("/ok", [BALANCE, ACCOUNT], conn=c)[1])
    assert [o["id"] for o in out] == [7, 8]
    c.close()


def test_huge_is_streamed(hostile):
    r, body = hostile.post("/huge?mib=2", BALANCE)
    assert r.status == 200 and r.getheader("Content-Length") == str(2 * 1024 * 1024)
    assert len(body) == 2 * 1024 * 1024
    out = json.loads(body)
    assert out["id"] == 7 and len(out["result"]["value"]) > 1_000_000
    # 64 MiB go through without the server holding them
    rss0 = rss_kib(hostile.pid)
    c = hostile.conn(10)
    c.request("POST", "/huge", body=json.dumps(BALANCE).encode(),
              headers={"Content-Type": "application/json"})
    resp = c.getresponse()
    assert resp.getheader("Content-Length") == str(64 * 1024 * 1024)
    n = 0
    while True:
        piece = resp.read(1 << 20)
        if not piece:
            break
        n += len(piece)
    assert n == 64 * 1024 * 1024
    assert rss_kib(hostile.pid) - rss0 < 16 * 1024
    c.close()


def test_huge_chunked(hostile):
    r, body = hostile.post("/huge-chunked?mib=2", BALANCE)
    assert r.getheader("Transfer-Encoding") == "chunked" and r.getheader("Content-Length") is None
    assert len(body) == 2 * 1024 * 1024 and json.loads(body)["id"] == 7


def test_deep(hostile):
    _, body = hostile.post("/deep", BALANCE)
    prefix = b'{"jsonrpc":"2.0","result":'
    assert body.startswith(prefix + b"[" * 100_000 + b"]" * 100_000 + b',"id":7}')
    _, body = hostile.post("/deep?depth=50", BALANCE)
    assert json.loads(body)["result"] == json.loads("[" * 50 + "]" * 50)


@pytest.mark.parametrize("path,text", [("/bignum", b"1e400"), ("/bigint", b"1234567890" * 500),
                                       ("/negzero", b"-0"), ("/float", b"42.5")],
                         ids=["bignum", "bigint", "negzero", "float"])
def test_numbers(hostile, path, text):
    _, body = hostile.post(path, BALANCE)
    assert b'"value":' + text + b"}" in body and body.endswith(b',"id":7}')
    out = json.loads(body, parse_int=str, parse_float=str)     # well-formed JSON
    assert out["result"]["value"] == text.decode() and out["id"] == "7"


def test_base58_bomb_and_wrong_encodings(hostile):
    _, body = hostile.post("/base58-bomb?kib=4", ACCOUNT)
    v = json.loads(body)["result"]["value"]
    assert v["data"] == ["2" * 4096, "base58"]
    _, body = hostile.post("/base58-bomb", ACCOUNT)
    assert len(json.loads(body)["result"]["value"]["data"][0]) == 1024 * 1024
    v = json.loads(hostile.post("/wrong-encoding", ACCOUNT)[1])["result"]["value"]
    assert v["data"][1] == "base58" and v["data"][0] == "2VfUX"      # base58 of 01 02 03 04
    v = json.loads(hostile.post("/wrong-encoding-zstd", ACCOUNT)[1])["result"]["value"]
    assert v["data"][1] == "base64+zstd"
    frame = base64.b64decode(v["data"][0])
    assert frame.startswith(b"\x28\xb5\x2f\xfd") and frame.endswith(b"\x01\x02\x03\x04")


def test_ids_and_batches(hostile):
    assert json.loads(hostile.post("/wrong-id", BALANCE)[1])["id"] == 1007
    assert json.loads(hostile.post("/wrong-id", dict(BALANCE, id="a"))[1])["id"] == "not-a"
    out = json.loads(hostile.post("/no-id", BALANCE)[1])
    assert "id" not in out and out["result"]["value"] == 42
    batch = [dict(BALANCE, id=i) for i in range(1, 4)]
    assert [o["id"] for o in json.loads(hostile.post("/batch-short", batch)[1])] == [1, 2]
    assert [o["id"] for o in json.loads(hostile.post("/batch-dup-ids", batch)[1])] == [1, 1, 1]


def test_drip(hostile):
    t = time.monotonic()
    r, body = hostile.post("/drip?interval_ms=20", BALANCE)
    elapsed = time.monotonic() - t
    assert json.loads(body)["id"] == 7
    assert elapsed >= (len(body) - 1) * 0.02 * 0.9


def _raw_post(hostile, path, timeout=0.5):
    s = connect(hostile.http, timeout)
    body = json.dumps(BALANCE).encode()
    s.sendall(f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
              f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
    return s


def test_stall_close_and_stall_headers(hostile):
    open0 = hostile.stats()["openConnections"]
    s = _raw_post(hostile, "/stall")
    with pytest.raises(socket.timeout):
        s.recv(1)
    assert hostile.stats()["openConnections"] == open0 + 1
    s.close()                                # the stall ends when the client goes away
    deadline = time.monotonic() + 3
    while hostile.stats()["openConnections"] != open0 and time.monotonic() < deadline:
        time.sleep(0.02)
    assert hostile.stats()["openConnections"] == open0

    s = _raw_post(hostile, "/stall-headers")
    got = b""
    with pytest.raises(socket.timeout):
        while True:
            got += s.recv(100)
    assert got == b"HTTP/1.1 20"
    s.close()

    s = _raw_post(hostile, "/close", timeout=3)
    assert s.recv(100) == b""
    s.close()


def test_garbage_html_mismatch(hostile):
    r, body = hostile.post("/garbage?bytes=300", BALANCE)
    assert r.status == 200 and len(body) == 300
    with pytest.raises(ValueError):
        json.loads(body)
    r, body = hostile.post("/html", BALANCE)
    assert r.status == 502 and r.getheader("Content-Type") == "text/html" and b"<html>" in body
    out = json.loads(hostile.post("/mismatch", BALANCE)[1])
    assert out["id"] == 7 and isinstance(out["result"], str)


@pytest.mark.parametrize("path,check", [
    ("/429-huge", lambda v: v == "10000000000000000"),
    ("/429-neg", lambda v: v == "-5"),
    ("/429-nan", lambda v: v == "nan"),
    ("/429-date", lambda v: 360 * 86400 < time.mktime(__import__("email.utils").utils.parsedate(v))
     - time.time() < 370 * 86400),
])
def test_429(hostile, path, check):
    r, body = hostile.post(path, BALANCE)
    assert r.status == 429 and check(r.getheader("Retry-After")), r.getheader("Retry-After")
    assert json.loads(body)["error"]["code"] == 429


# ------------------------------------------------------------------ WebSocket

def _ws(hostile, name, timeout=2.0):
    s = connect(hostile.ws.replace("ws://", "http://"), timeout)
    ws_handshake(s, f"/ws/{name}")
    return s


def test_ws_ok(hostile):
    s = _ws(hostile, "ok?interval_ms=10")
    s.sendall(ws_frame(SUBSCRIBE))
    assert json.loads(ws_read_frame(s)[1]) == {"jsonrpc": "2.0", "result": 7, "id": 3}
    for slot in (1, 2):
        msg = json.loads(ws_read_frame(s)[1])
        assert msg["method"] == "slotNotification" and msg["params"]["result"]["slot"] == slot
    s.close()


def test_ws_garbage_frames(hostile):
    s = _ws(hostile, "garbage-frames?interval_ms=10&count=4")
    s.sendall(ws_frame(SUBSCRIBE))
    frames = [ws_read_frame(s) for _ in range(4)]
    assert [op for op, _ in frames] == [2, 1, 2, 1]
    with pytest.raises(UnicodeDecodeError):
        frames[1][1].decode("utf-8")
    s.close()


def test_ws_huge_frame(hostile):
    s = _ws(hostile, "huge-frame?interval_ms=10")
    s.sendall(ws_frame(SUBSCRIBE))
    head = b""
    while len(head) < 12:
        head += s.recv(12 - len(head))
    assert head[:2] == b"\x81\x7f" and int.from_bytes(head[2:10], "big") == 2 ** 40
    assert head[10:12] == b'{"'          # then one byte per interval
    s.close()


def test_ws_accept_close(hostile):
    before = hostile.stats()["requests"].get("ws/accept-close", 0)
    for _ in range(3):
        s = _ws(hostile, "accept-close")
        assert s.recv(10) == b""
        s.close()
    assert hostile.stats()["requests"]["ws/accept-close"] == before + 3


def test_ws_bad_notification(hostile):
    s = _ws(hostile, "bad-notification?interval_ms=5&count=10")
    s.sendall(ws_frame(SUBSCRIBE))
    assert json.loads(ws_read_frame(s)[1])["result"] == 7
    texts = [ws_read_frame(s)[1] for _ in range(10)]
    assert json.loads(texts[0])["params"]["result"] == "not-an-object"
    assert texts[6:9] == [b"[]", b"null", b'"a string"'] and b"1e400" in texts[9]
    s.close()


def test_ws_never_ack(hostile):
    s = _ws(hostile, "never-ack", timeout=0.5)
    s.sendall(ws_frame(SUBSCRIBE))
    with pytest.raises(socket.timeout):
        s.recv(1)
    s.sendall(ws_frame(b"\x03\xe8", opcode=8))        # a close is still answered
    s.settimeout(2)
    op, data = ws_read_frame(s)
    assert op == 8 and data[:2] == b"\x03\xe8"
    s.close()


def test_connection_lifetime_cap(tmp_path):
    h = Hostile(tmp_path, "--max-conn-seconds", "1")
    try:
        s = _raw_post(h, "/stall", timeout=5)
        t = time.monotonic()
        assert s.recv(1) == b""
        assert 0.8 < time.monotonic() - t < 3
        s.close()
        assert h.stats()["lifetimeCapped"] == 1
    finally:
        h.stop()
