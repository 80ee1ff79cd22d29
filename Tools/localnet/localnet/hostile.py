"""A hostile JSON-RPC node: lies and misbehaves on purpose, for testing a client's defences.

`python -m localnet.hostile --port 0 --ready-file PATH` (or `Tools/localnet/run --hostile ...`).
The behaviour is chosen per request by the URL path: point a client at
`http://127.0.0.1:PORT/<scenario>` (HTTP) or `ws://127.0.0.1:PORT/ws/<scenario>` (WebSocket).
Scenario knobs come from the query string (`/huge?mib=2`). See the table in the README.

It needs no LiteSVM (stdlib only). The server itself stays safe: large answers are streamed with
back-pressure (never held in memory), stalls end when the client disconnects, every connection
lives at most --max-conn-seconds (default 600), and requests over 1 MiB are refused.
"""
from __future__ import annotations

import argparse
import asyncio
import base64
import email.utils
import hashlib
import json
import logging
import os
import random
import signal
import struct
import sys
import time
from typing import Any, Callable, Dict, List, Optional, Tuple
from urllib.parse import parse_qs, urlsplit

log = logging.getLogger("localnet.hostile")

API_VERSION = "2.2.20"
MAX_HEAD = 64 * 1024
MAX_BODY = 1024 * 1024
MAX_WS_FRAME = 1024 * 1024
STREAM_CHUNK = 64 * 1024
WS_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

CONTEXT = {"apiVersion": API_VERSION, "slot": 1}
BLOCKHASH = "EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N"
SYSTEM_PROGRAM = "11111111111111111111111111111111"
U64_MAX = 18446744073709551615
ACCOUNT_BYTES = b"\x01\x02\x03\x04"


def dumps(obj: Any) -> str:
    return json.dumps(obj, separators=(",", ":"), sort_keys=True)


def _b58(data: bytes) -> str:
    alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = alphabet[r] + out
    return "1" * (len(data) - len(data.lstrip(b"\0"))) + out


def _zstd_raw_frame(data: bytes) -> bytes:
    """A valid zstd frame with one raw block (data < 256 bytes)."""
    assert len(data) < 256
    return (b"\x28\xb5\x2f\xfd" + bytes([0x20, len(data)])
            + (1 | (len(data) << 3)).to_bytes(3, "little") + data)


def account(data: List[str], space: int, lamports: int = 42) -> dict:
    return {"data": data, "executable": False, "lamports": lamports, "owner": SYSTEM_PROGRAM,
            "rentEpoch": U64_MAX, "space": space}


OK_RESULTS: Dict[str, Any] = {
    "getBalance": {"context": CONTEXT, "value": 42},
    "getSlot": 1,
    "getBlockHeight": 1,
    "getHealth": "ok",
    "getVersion": {"feature-set": 3294202862, "solana-core": API_VERSION},
    "getLatestBlockhash": {"context": CONTEXT, "value": {"blockhash": BLOCKHASH,
                                                         "lastValidBlockHeight": 151}},
    "getAccountInfo": {"context": CONTEXT, "value": account(
        [base64.b64encode(ACCOUNT_BYTES).decode(), "base64"], len(ACCOUNT_BYTES))},
}


def ok_answer(req: Any) -> Optional[dict]:
    """A correct answer for the few methods the /ok scenario knows (None for a notification)."""
    if not isinstance(req, dict) or req.get("jsonrpc") != "2.0" or not isinstance(req.get("method"), str):
        return {"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid request"}, "id": None}
    if "id" not in req:
        return None
    method = req["method"]
    if method in OK_RESULTS:
        return {"jsonrpc": "2.0", "result": OK_RESULTS[method], "id": req["id"]}
    return {"jsonrpc": "2.0", "error": {"code": -32601, "message": "Method not found"},
            "id": req["id"]}


def _id_of(req: Any) -> Any:
    return req.get("id") if isinstance(req, dict) else None


def envelope(result_json: str, rid: Any) -> bytes:
    return ('{"jsonrpc":"2.0","result":' + result_json + ',"id":' + dumps(rid) + "}").encode()


class Request:
    def __init__(self, method: str, target: str, headers: Dict[str, str], body: bytes):
        self.method = method
        self.target = target
        u = urlsplit(target)
        self.path = u.path
        self.query = {k: v[-1] for k, v in parse_qs(u.query).items()}
        self.headers = headers
        self.body = body
        try:
            self.json = json.loads(body) if body else None
            self.parse_error = False
        except (ValueError, UnicodeDecodeError):
            self.json = None
            self.parse_error = True

    @property
    def rid(self) -> Any:
        return _id_of(self.json)

    def num(self, key: str, default: float, lo: float, hi: float) -> float:
        try:
            v = float(self.query.get(key, default))
        except ValueError:
            v = default
        if v != v:
            v = default
        return min(max(v, lo), hi)

    def int(self, key: str, default: int, lo: int, hi: int) -> int:
        return int(self.num(key, default, lo, hi))


class BadRequest(Exception):
    pass


class Conn:
    """One client connection: HTTP/1.1 keep-alive loop, or a WebSocket after an upgrade."""

    def __init__(self, server: "Hostile", reader: asyncio.StreamReader,
                 writer: asyncio.StreamWriter):
        self.server = server
        self.reader = reader
        self.writer = writer

    # -------------------------------------------------------------- plumbing
    async def write(self, data: bytes) -> None:
        self.writer.write(data)
        await self.writer.drain()         # back-pressure: never buffer more than the transport's limit

    async def head(self, status: int, reason: str, headers: List[Tuple[str, str]],
                   close: bool = False) -> None:
        lines = [f"HTTP/1.1 {status} {reason}"] + [f"{k}: {v}" for k, v in headers]
        if close:
            lines.append("Connection: close")
        await self.write(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))

    async def respond(self, status: int, body: bytes, ctype: str = "application/json",
                      headers: Optional[List[Tuple[str, str]]] = None, reason: str = "OK",
                      close: bool = False) -> None:
        hs = [("Content-Type", ctype), ("Content-Length", str(len(body)))] + (headers or [])
        await self.head(status, reason, hs, close)
        await self.write(body)

    async def wait_for_eof(self, timeout: Optional[float] = None) -> bool:
        """Reads and discards until the client closes (True) or `timeout` passes (False)."""
        loop = asyncio.get_running_loop()
        deadline = None if timeout is None else loop.time() + timeout
        while True:
            left = None if deadline is None else deadline - loop.time()
            if left is not None and left <= 0:
                return False
            try:
                data = await asyncio.wait_for(self.reader.read(65536), left)
            except asyncio.TimeoutError:
                return False
            except (ConnectionError, OSError):
                return True
            if not data:
                return True

    async def read_request(self) -> Optional[Request]:
        try:
            head = await self.reader.readuntil(b"\r\n\r\n")
        except asyncio.IncompleteReadError:
            return None
        except asyncio.LimitOverrunError:
            raise BadRequest("header too large")
        lines = head[:-4].decode("latin-1").split("\r\n")
        parts = lines[0].split(" ")
        if len(parts) != 3:
            raise BadRequest("bad request line")
        headers: Dict[str, str] = {}
        for line in lines[1:]:
            k, sep, v = line.partition(":")
            if not sep:
                raise BadRequest("bad header")
            headers[k.strip().lower()] = v.strip()
        body = b""
        if "chunked" in headers.get("transfer-encoding", "").lower():
            out = bytearray()
            while True:
                line = await self.reader.readuntil(b"\r\n")
                try:
                    size = int(line.split(b";")[0].strip(), 16)
                except ValueError:
                    raise BadRequest("bad chunk")
                if size < 0 or len(out) + size > MAX_BODY:
                    raise BadRequest("bad chunk size")
                if size == 0:
                    while (await self.reader.readuntil(b"\r\n")) != b"\r\n":
                        pass
                    break
                out += await self.reader.readexactly(size + 2)
                del out[-2:]
            body = bytes(out)
        elif "content-length" in headers:
            cl = headers["content-length"]
            if not cl.isdigit() or int(cl) > MAX_BODY:
                raise BadRequest("bad content-length")
            body = await self.reader.readexactly(int(cl))
        return Request(parts[0], parts[1], headers, body)

    # -------------------------------------------------------------- main loop
    async def run(self) -> None:
        while True:
            try:
                req = await self.read_request()
            except (BadRequest, asyncio.IncompleteReadError, asyncio.LimitOverrunError) as e:
                await self.respond(400, str(e).encode(), "text/plain", reason="Bad Request",
                                   close=True)
                return
            if req is None:
                return
            if req.headers.get("upgrade", "").lower() == "websocket":
                await WsConn(self, req).run()
                return
            name = req.path.strip("/") or "index"
            self.server.count(name)
            handler = HTTP_SCENARIOS.get(name)
            if handler is None:
                body = dumps({"error": f"unknown scenario {name!r}",
                              "scenarios": sorted(HTTP_SCENARIOS),
                              "websocket": sorted("/ws/" + k for k in WS_SCENARIOS)}).encode()
                await self.respond(404, body, reason="Not Found")
                keep = True
            else:
                keep = await handler(self, req)
            if not keep or req.headers.get("connection", "").lower() == "close":
                return


# ------------------------------------------------------------------ HTTP scenarios
Scenario = Callable[[Conn, Request], Any]
HTTP_SCENARIOS: Dict[str, Scenario] = {}


def scenario(*names: str):
    def deco(fn):
        for n in names:
            HTTP_SCENARIOS[n] = fn
        return fn
    return deco


def _answers(req: Request, fn: Callable[[Any], Optional[dict]]) -> bytes:
    if req.parse_error:
        return dumps({"jsonrpc": "2.0", "error": {"code": -32700, "message": "Parse error"},
                      "id": None}).encode()
    if isinstance(req.json, list):
        return dumps([a for a in (fn(r) for r in req.json) if a is not None]).encode()
    a = fn(req.json)
    return b"" if a is None else dumps(a).encode()


@scenario("ok", "index")
async def s_ok(c: Conn, req: Request) -> bool:
    if req.method == "GET":
        return await s_list(c, req)
    await c.respond(200, _answers(req, ok_answer))
    return True


async def s_list(c: Conn, req: Request) -> bool:
    await c.respond(200, dumps({"scenarios": sorted(HTTP_SCENARIOS),
                                "websocket": sorted("/ws/" + k for k in WS_SCENARIOS)}).encode())
    return True


@scenario("stats")
async def s_stats(c: Conn, req: Request) -> bool:
    await c.respond(200, dumps(c.server.stats()).encode())
    return True


def _huge_parts(rid: Any, total: int) -> Tuple[bytes, bytes, int]:
    """prefix + middle (`0,0,…0` then spaces, `n` bytes) + suffix = exactly `total` bytes."""
    prefix = ('{"jsonrpc":"2.0","result":{"context":' + dumps(CONTEXT) + ',"value":[').encode()
    suffix = (']},"id":' + dumps(rid) + "}").encode()
    n = max(1, total - len(prefix) - len(suffix))
    return prefix, suffix, n


async def _stream_middle(c: Conn, n: int, chunked: bool) -> None:
    block = b"0," * (STREAM_CHUNK // 2)
    sent = 0
    # "0,0,...,0" ending with "0", padded with spaces so the length is exact
    pairs = (n - 1) // 2
    pad = n - 1 - 2 * pairs
    remaining_pairs_bytes = pairs * 2
    while sent < remaining_pairs_bytes:
        piece = block[:min(len(block), remaining_pairs_bytes - sent)]
        await _emit(c, piece, chunked)
        sent += len(piece)
    await _emit(c, b"0" + b" " * pad, chunked)


async def _emit(c: Conn, data: bytes, chunked: bool) -> None:
    if chunked:
        await c.write(b"%x\r\n" % len(data) + data + b"\r\n")
    else:
        await c.write(data)


@scenario("huge", "huge-chunked")
async def s_huge(c: Conn, req: Request) -> bool:
    total = int(req.num("mib", 64, 0.001, 4096) * 1024 * 1024)
    chunked = req.path.strip("/") == "huge-chunked"
    prefix, suffix, n = _huge_parts(req.rid, total)
    if chunked:
        await c.head(200, "OK", [("Content-Type", "application/json"),
                                 ("Transfer-Encoding", "chunked")])
    else:
        await c.head(200, "OK", [("Content-Type", "application/json"),
                                 ("Content-Length", str(len(prefix) + n + len(suffix)))])
    await _emit(c, prefix, chunked)
    await _stream_middle(c, n, chunked)
    await _emit(c, suffix, chunked)
    if chunked:
        await c.write(b"0\r\n\r\n")
    return True


@scenario("deep")
async def s_deep(c: Conn, req: Request) -> bool:
    depth = req.int("depth", 100_000, 1, 10_000_000)
    body = (b'{"jsonrpc":"2.0","result":' + b"[" * depth + b"]" * depth + b',"id":'
            + dumps(req.rid).encode() + b"}")
    await c.respond(200, body)
    return True


def _value_scenario(text: str) -> Scenario:
    async def handler(c: Conn, req: Request) -> bool:
        await c.respond(200, envelope('{"context":' + dumps(CONTEXT) + ',"value":' + text + "}",
                                      req.rid))
        return True
    return handler


BIGINT = ("1234567890" * 500)
HTTP_SCENARIOS["bignum"] = _value_scenario("1e400")
HTTP_SCENARIOS["bigint"] = _value_scenario(BIGINT)
HTTP_SCENARIOS["negzero"] = _value_scenario("-0")
HTTP_SCENARIOS["float"] = _value_scenario("42.5")


@scenario("base58-bomb")
async def s_base58_bomb(c: Conn, req: Request) -> bool:
    n = req.int("kib", 1024, 1, 1024 * 1024) * 1024
    # '2' in base58 is digit 1; n digits decode to about n * log256(58) bytes
    prefix = ('{"jsonrpc":"2.0","result":{"context":' + dumps(CONTEXT)
              + ',"value":{"data":["').encode()
    rest = ('","base58"],"executable":false,"lamports":42,"owner":"' + SYSTEM_PROGRAM
            + '","rentEpoch":' + str(U64_MAX) + ',"space":' + str(n * 732 // 1000)
            + '}},"id":' + dumps(req.rid) + "}").encode()
    await c.head(200, "OK", [("Content-Type", "application/json"),
                             ("Content-Length", str(len(prefix) + n + len(rest)))])
    await c.write(prefix)
    block = b"2" * STREAM_CHUNK
    sent = 0
    while sent < n:
        piece = block[:min(STREAM_CHUNK, n - sent)]
        await c.write(piece)
        sent += len(piece)
    await c.write(rest)
    return True


@scenario("wrong-encoding")
async def s_wrong_encoding(c: Conn, req: Request) -> bool:
    acct = account([_b58(ACCOUNT_BYTES), "base58"], len(ACCOUNT_BYTES))
    await c.respond(200, envelope(dumps({"context": CONTEXT, "value": acct}), req.rid))
    return True


@scenario("wrong-encoding-zstd")
async def s_wrong_encoding_zstd(c: Conn, req: Request) -> bool:
    data = base64.b64encode(_zstd_raw_frame(ACCOUNT_BYTES)).decode()
    acct = account([data, "base64+zstd"], len(ACCOUNT_BYTES))
    await c.respond(200, envelope(dumps({"context": CONTEXT, "value": acct}), req.rid))
    return True


def _other_id(rid: Any) -> Any:
    if isinstance(rid, int) and not isinstance(rid, bool):
        return rid + 1000
    return f"not-{rid}"


@scenario("wrong-id")
async def s_wrong_id(c: Conn, req: Request) -> bool:
    def fn(r):
        a = ok_answer(r)
        if a is not None:
            a["id"] = _other_id(_id_of(r))
        return a
    await c.respond(200, _answers(req, fn))
    return True


@scenario("no-id")
async def s_no_id(c: Conn, req: Request) -> bool:
    def fn(r):
        a = ok_answer(r)
        if a is not None:
            a.pop("id", None)
        return a
    await c.respond(200, _answers(req, fn))
    return True


@scenario("batch-short")
async def s_batch_short(c: Conn, req: Request) -> bool:
    if isinstance(req.json, list) and req.json:
        outs = [a for a in (ok_answer(r) for r in req.json[:-1]) if a is not None]
        await c.respond(200, dumps(outs).encode())
    else:
        await c.respond(200, _answers(req, ok_answer))
    return True


@scenario("batch-dup-ids")
async def s_batch_dup_ids(c: Conn, req: Request) -> bool:
    if isinstance(req.json, list) and req.json:
        first = _id_of(req.json[0])
        outs = []
        for r in req.json:
            a = ok_answer(r)
            if a is not None:
                a["id"] = first
                outs.append(a)
        await c.respond(200, dumps(outs).encode())
    else:
        await c.respond(200, _answers(req, ok_answer))
    return True


@scenario("drip")
async def s_drip(c: Conn, req: Request) -> bool:
    interval = req.num("interval_ms", 1000, 1, 60_000) / 1000.0
    body = _answers(req, ok_answer)
    await c.head(200, "OK", [("Content-Type", "application/json"),
                             ("Content-Length", str(len(body)))])
    for i in range(len(body)):
        await c.write(body[i:i + 1])
        if i + 1 < len(body) and await c.wait_for_eof(interval):
            return False
    return True


@scenario("stall")
async def s_stall(c: Conn, req: Request) -> bool:
    await c.wait_for_eof()
    return False


@scenario("stall-headers")
async def s_stall_headers(c: Conn, req: Request) -> bool:
    await c.write(b"HTTP/1.1 20")
    await c.wait_for_eof()
    return False


@scenario("close")
async def s_close(c: Conn, req: Request) -> bool:
    return False


@scenario("garbage")
async def s_garbage(c: Conn, req: Request) -> bool:
    n = req.int("bytes", 1024, 1, 64 * 1024 * 1024)
    body = b"\xff" + os.urandom(n - 1)     # never valid JSON (0xff is not UTF-8)
    await c.respond(200, body)
    return True


@scenario("html")
async def s_html(c: Conn, req: Request) -> bool:
    await c.respond(502, b"<html><head><title>502 Bad Gateway</title></head><body>"
                         b"<center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center>"
                         b"</body></html>\n", "text/html", reason="Bad Gateway")
    return True


def _429(value_fn: Callable[[], str]) -> Scenario:
    async def handler(c: Conn, req: Request) -> bool:
        body = dumps({"jsonrpc": "2.0", "error": {
            "code": 429, "message": "Too many requests for a specific RPC call"},
            "id": req.rid}).encode()
        await c.respond(429, body, headers=[("Retry-After", value_fn())],
                        reason="Too Many Requests")
        return True
    return handler


HTTP_SCENARIOS["429-huge"] = _429(lambda: "10000000000000000")
HTTP_SCENARIOS["429-neg"] = _429(lambda: "-5")
HTTP_SCENARIOS["429-nan"] = _429(lambda: "nan")
HTTP_SCENARIOS["429-date"] = _429(
    lambda: email.utils.formatdate(time.time() + 365 * 86400, usegmt=True))


@scenario("mismatch")
async def s_mismatch(c: Conn, req: Request) -> bool:
    def fn(r):
        a = ok_answer(r)
        if a is not None and "result" in a:
            a["result"] = "this is not the shape you asked for"
        return a
    await c.respond(200, _answers(req, fn))
    return True


# ------------------------------------------------------------------ WebSocket scenarios
class WsClosed(Exception):
    pass


class WsConn:
    def __init__(self, conn: Conn, req: Request):
        self.c = conn
        self.req = req
        self.closed = asyncio.Event()
        self.requests: asyncio.Queue = asyncio.Queue(maxsize=64)

    async def run(self) -> None:
        path = self.req.path
        name = path[len("/ws/"):] if path.startswith("/ws/") else ""
        self.c.server.count("ws/" + name)
        handler = WS_SCENARIOS.get(name)
        key = self.req.headers.get("sec-websocket-key")
        if handler is None or not key:
            await self.c.respond(404, dumps({"error": f"unknown WebSocket scenario {name!r}",
                                             "websocket": sorted(WS_SCENARIOS)}).encode(),
                                 reason="Not Found", close=True)
            return
        accept = base64.b64encode(hashlib.sha1((key + WS_GUID).encode()).digest()).decode()
        await self.c.head(101, "Switching Protocols", [
            ("Upgrade", "websocket"), ("Connection", "Upgrade"),
            ("Sec-WebSocket-Accept", accept)])
        if name == "accept-close":
            return
        reader = asyncio.ensure_future(self._read_loop())
        try:
            await handler(self)
            await self.closed.wait()
        except (WsClosed, ConnectionError, OSError):
            pass
        finally:
            reader.cancel()

    # frames from the client (masked); ping → pong, close → close
    async def _read_loop(self) -> None:
        r = self.c.reader
        try:
            while True:
                b0, b1 = await r.readexactly(2)
                n = b1 & 0x7F
                if n == 126:
                    n = struct.unpack("!H", await r.readexactly(2))[0]
                elif n == 127:
                    n = struct.unpack("!Q", await r.readexactly(8))[0]
                if n > MAX_WS_FRAME:
                    await self.send_close(1009, "frame too large")
                    break
                mask = await r.readexactly(4) if b1 & 0x80 else b"\0\0\0\0"
                raw = await r.readexactly(n)
                data = bytes(b ^ mask[i % 4] for i, b in enumerate(raw))
                op = b0 & 0x0F
                if op == 8:
                    try:
                        await self.send_close(1000, "")
                    except (ConnectionError, OSError):
                        pass
                    break
                if op == 9:
                    await self.send_frame(10, data)
                elif op == 1:
                    try:
                        self.requests.put_nowait(json.loads(data))
                    except (ValueError, asyncio.QueueFull):
                        pass
        except (asyncio.IncompleteReadError, ConnectionError, OSError):
            pass
        finally:
            self.closed.set()

    async def send_frame(self, opcode: int, data: bytes, fin: bool = True) -> None:
        if self.closed.is_set():
            raise WsClosed()
        n = len(data)
        b0 = (0x80 if fin else 0) | opcode
        if n < 126:
            head = struct.pack("!BB", b0, n)
        elif n < 65536:
            head = struct.pack("!BBH", b0, 126, n)
        else:
            head = struct.pack("!BBQ", b0, 127, n)
        await self.c.write(head + data)

    async def send_text(self, obj: Any) -> None:
        await self.send_frame(1, dumps(obj).encode())

    async def send_close(self, code: int, reason: str) -> None:
        await self.c.write(struct.pack("!BBH", 0x88, 2 + len(reason.encode()), code)
                           + reason.encode())

    async def next_request(self) -> Any:
        get = asyncio.ensure_future(self.requests.get())
        closed = asyncio.ensure_future(self.closed.wait())
        done, _ = await asyncio.wait({get, closed}, return_when=asyncio.FIRST_COMPLETED)
        if get in done:
            closed.cancel()
            return get.result()
        get.cancel()
        raise WsClosed()

    async def pause(self, seconds: float) -> None:
        try:
            await asyncio.wait_for(self.closed.wait(), seconds)
        except asyncio.TimeoutError:
            return
        raise WsClosed()

    def interval(self, default_ms: float) -> float:
        return self.req.num("interval_ms", default_ms, 1, 60_000) / 1000.0


WS_SCENARIOS: Dict[str, Callable[[WsConn], Any]] = {}


def ws_scenario(name: str):
    def deco(fn):
        WS_SCENARIOS[name] = fn
        return fn
    return deco


SUB_ID = 7


def _ack(req: Any) -> dict:
    return {"jsonrpc": "2.0", "result": SUB_ID, "id": _id_of(req)}


@ws_scenario("ok")
async def w_ok(ws: WsConn) -> None:
    req = await ws.next_request()
    await ws.send_text(_ack(req))
    slot = 1
    while True:
        await ws.send_text({"jsonrpc": "2.0", "method": "slotNotification", "params": {
            "result": {"parent": slot - 1, "root": 0, "slot": slot}, "subscription": SUB_ID}})
        slot += 1
        await ws.pause(ws.interval(100))


@ws_scenario("garbage-frames")
async def w_garbage(ws: WsConn) -> None:
    await ws.next_request()
    rng = random.Random()
    count = ws.req.int("count", 1_000_000, 1, 1_000_000)
    for i in range(count):
        if i % 2 == 0:
            await ws.send_frame(2, bytes(rng.getrandbits(8) for _ in range(64)))
        else:
            await ws.send_frame(1, b'{"jsonrpc":"2.0","result":\xff\xfe\xc3\x28}')
        await ws.pause(ws.interval(100))


@ws_scenario("huge-frame")
async def w_huge_frame(ws: WsConn) -> None:
    await ws.next_request()
    await ws.c.write(struct.pack("!BBQ", 0x81, 127, 2 ** 40))
    payload = b'{"jsonrpc":"2.0","method":"slotNotification","params":{"result":'
    i = 0
    while True:
        await ws.c.write(payload[i % len(payload):i % len(payload) + 1])
        i += 1
        await ws.pause(ws.interval(1000))


# notifications of the wrong shape, as JSON texts (the last one holds a number no double can hold)
BAD_NOTIFICATIONS = [
    '{"jsonrpc":"2.0","method":"slotNotification","params":{"result":"not-an-object","subscription":7}}',
    '{"jsonrpc":"2.0","method":"slotNotification","params":{"result":{"slot":"one"},"subscription":7}}',
    '{"jsonrpc":"2.0","method":"slotNotification","params":{"subscription":"seven"}}',
    '{"jsonrpc":"2.0","method":"slotNotification","params":{"result":{"parent":0,"root":0,"slot":1},'
    '"subscription":999}}',
    '{"jsonrpc":"2.0","method":"slotNotification"}',
    '{"jsonrpc":"2.0","method":"accountNotification","params":{"result":{"context":{"slot":1},'
    '"value":[1,2]},"subscription":7}}',
    '[]',
    'null',
    '"a string"',
    '{"jsonrpc":"2.0","method":"slotNotification","params":{"result":{"parent":0,"root":0,'
    '"slot":1e400},"subscription":7}}',
]


@ws_scenario("bad-notification")
async def w_bad_notification(ws: WsConn) -> None:
    req = await ws.next_request()
    await ws.send_text(_ack(req))
    count = ws.req.int("count", 1_000_000, 1, 1_000_000)
    for i in range(count):
        await ws.send_frame(1, BAD_NOTIFICATIONS[i % len(BAD_NOTIFICATIONS)].encode())
        await ws.pause(ws.interval(100))


@ws_scenario("never-ack")
async def w_never_ack(ws: WsConn) -> None:
    await ws.closed.wait()


WS_SCENARIOS["accept-close"] = w_never_ack     # handled in WsConn.run: closes after the handshake


# ------------------------------------------------------------------ server
class Hostile:
    def __init__(self, max_conn_seconds: float = 600.0):
        self.max_conn_seconds = max_conn_seconds
        self.counts: Dict[str, int] = {}
        self.open = 0
        self.capped = 0

    def count(self, name: str) -> None:
        self.counts[name] = self.counts.get(name, 0) + 1

    def stats(self) -> dict:
        return {"requests": dict(self.counts), "openConnections": self.open,
                "lifetimeCapped": self.capped}

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.open += 1
        writer.transport.set_write_buffer_limits(high=256 * 1024)
        try:
            await asyncio.wait_for(Conn(self, reader, writer).run(), self.max_conn_seconds)
        except asyncio.TimeoutError:
            self.capped += 1
            log.warning("connection from %s reached the %.0f s lifetime cap",
                        writer.get_extra_info("peername"), self.max_conn_seconds)
        except (ConnectionError, OSError, asyncio.IncompleteReadError):
            pass
        except Exception:  # noqa: BLE001
            log.exception("hostile handler crashed")
        finally:
            self.open -= 1
            try:
                writer.close()
            except Exception:  # noqa: BLE001
                pass


def parse_args(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="localnet.hostile", description=__doc__.split("\n")[0])
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8999, help="port (0 = pick a free one)")
    p.add_argument("--ready-file", default=None,
                   help='write {"http": URL, "ws": URL, "pid": N} to this file once listening')
    p.add_argument("--max-conn-seconds", type=float, default=600.0,
                   help="hard cap on how long any connection lives")
    p.add_argument("--log-level", default="WARNING")
    return p.parse_args(argv)


async def amain(args: argparse.Namespace) -> int:
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    hostile = Hostile(args.max_conn_seconds)
    server = await asyncio.start_server(hostile.handle, args.host, args.port, limit=MAX_HEAD,
                                        reuse_address=True, backlog=1024)
    port = server.sockets[0].getsockname()[1]
    host = args.host if ":" not in args.host else f"[{args.host}]"
    http_url, ws_url = f"http://{host}:{port}", f"ws://{host}:{port}"
    sys.stdout.write(f"localnet-hostile: {http_url}/<scenario>  {ws_url}/ws/<scenario>\n")
    sys.stdout.flush()
    if args.ready_file:
        tmp = args.ready_file + ".tmp"
        with open(tmp, "w") as fh:
            json.dump({"http": http_url, "ws": ws_url, "pid": os.getpid()}, fh)
        os.replace(tmp, args.ready_file)
    await stop.wait()
    server.close()
    return 0


def main(argv=None) -> int:
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    args = parse_args(argv)
    logging.basicConfig(level=getattr(logging, args.log_level.upper(), logging.WARNING),
                        format="%(asctime)s %(name)s %(levelname)s %(message)s", stream=sys.stderr)
    try:
        return asyncio.run(amain(args))
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    sys.exit(main())
