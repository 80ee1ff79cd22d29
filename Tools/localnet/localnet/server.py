"""asyncio HTTP/1.1 JSON-RPC server (keep-alive, pipelining, TCP_NODELAY) + admin endpoints."""
from __future__ import annotations

import asyncio
import json
import re
import logging
import socket
import traceback
from collections import deque
from typing import Any, Optional, Tuple

from . import errors
from .errors import RpcError
from .faults import Faults
from .rpc_methods import METHODS, Context

log = logging.getLogger("localnet")

MAX_REQUEST_BODY_SIZE = 50 * 1024          # Agave's MAX_REQUEST_BODY_SIZE
MAX_HEADER_SIZE = 64 * 1024
MAX_ADVANCE = 10_000                       # slots per /admin/advance call
ADVANCE_STEP = 64                           # slots between two yields to the event loop
MAX_PIPELINED = 64                          # parsed requests waiting; then reading pauses
MAX_WRITE_BUFFER = 1024 * 1024              # unread response bytes; then answering pauses
DROP = object()

_REASONS = {200: "OK", 100: "Continue", 400: "Bad Request", 404: "Not Found",
            405: "Method Not Allowed", 413: "Payload Too Large", 415: "Unsupported Media Type",
            429: "Too Many Requests", 431: "Request Header Fields Too Large",
            500: "Internal Server Error"}


def dumps(obj: Any) -> str:
    return json.dumps(obj, separators=(",", ":"), sort_keys=True)


def _ok(result: Any, rid: Any) -> str:
    return '{"jsonrpc":"2.0","result":' + dumps(result) + ',"id":' + dumps(rid) + "}"


def _err(e: RpcError, rid: Any) -> str:
    return '{"jsonrpc":"2.0","error":' + dumps(e.to_obj()) + ',"id":' + dumps(rid) + "}"


class Response:
    __slots__ = ("status", "body", "ctype", "headers", "cors")

    def __init__(self, status: int, body: bytes, ctype: str = "application/json; charset=utf-8",
                 headers: Optional[list] = None, cors: bool = True):
        self.status = status
        self.body = body
        self.ctype = ctype
        self.headers = headers or []
        self.cors = cors        # Access-Control-Allow-Origin: * (never on /admin)


def _json_response(obj: Any, status: int = 200) -> Response:
    return Response(status, json.dumps(obj).encode(), "application/json", cors=False)


_LOOPBACK_NAMES = ("localhost", "localhost.")


def _host_is_literal(host: str) -> bool:
    """True when the Host header names an IP literal or localhost (not a DNS name that a web page
    could rebind to 127.0.0.1)."""
    import ipaddress
    h = host.strip()
    if h.startswith("["):
        h = h[1:h.find("]")] if "]" in h else h
    elif h.count(":") == 1:
        h = h.split(":", 1)[0]
    if h.lower() in _LOOPBACK_NAMES:
        return True
    try:
        ipaddress.ip_address(h)
        return True
    except ValueError:
        return False


def admin_refusal(method: str, headers: dict) -> Optional[Response]:
    """/admin is for local tools, never for web pages: no CORS, and a request that a browser made
    on behalf of a page is refused (see README, "Admin protection")."""
    if "origin" in headers:
        return _json_response({"error": "admin endpoints refuse requests with an Origin header"},
                              403)
    site = headers.get("sec-fetch-site")
    if site is not None and site.lower() not in ("same-origin", "none"):
        return _json_response({"error": "admin endpoints refuse cross-site requests"}, 403)
    host = headers.get("host")
    if host is not None and not _host_is_literal(host):
        return _json_response({"error": "admin endpoints need Host to be an IP address or "
                                        "localhost"}, 403)
    if method == "POST":
        ctype = headers.get("content-type", "").split(";")[0].strip().lower()
        if ctype != "application/json":
            return _json_response({"error": "admin POSTs need Content-Type: application/json"},
                                  415)
    elif method != "GET":
        return _json_response({"error": "method not allowed"}, 405)
    return None


class App:
    """Request routing, JSON-RPC dispatch, fault injection and admin API."""

    def __init__(self, chain, faults: Faults, ws_manager=None, save_cb=None):
        self.chain = chain
        self.faults = faults
        self.delaying = 0
        self.ws = ws_manager
        self.save_cb = save_cb
        self.ctx = Context(chain, self.health_behind, faults.take_lost_send, faults.note_send)
        self.connections: set = set()

    def health_behind(self) -> Optional[int]:
        return self.faults.cfg["behind"]

    # -------------------------------------------------------------- JSON-RPC
    def call(self, req: Any) -> Optional[str]:
        if not isinstance(req, dict):
            return _err(errors.invalid_request(), None)
        rid = req.get("id")
        if (req.get("jsonrpc") != "2.0" or not isinstance(req.get("method"), str)
                or ("id" in req and not isinstance(rid, (str, int, type(None))))
                or isinstance(rid, bool)
                or ("params" in req and not isinstance(req["params"], (list, dict, type(None))))):
            return _err(errors.invalid_request(), rid if isinstance(rid, (str, int)) else None)
        handler = METHODS.get(req["method"])
        notification = "id" not in req
        if handler is None:
            out = _err(errors.method_not_found(), rid)
        else:
            try:
                out = _ok(handler(self.ctx, req.get("params")), rid)
            except RpcError as e:
                out = _err(e, rid)
            except Exception:  # noqa: BLE001
                log.error("internal error in %s:\n%s", req["method"], traceback.format_exc())
                out = _err(errors.internal_error(), rid)
        return None if notification else out

    @staticmethod
    def _methods_of(obj: Any) -> list:
        if isinstance(obj, dict):
            return [obj.get("method")]
        if isinstance(obj, list):
            return [r.get("method") for r in obj if isinstance(r, dict)]
        return []

    async def handle(self, method: str, path: str, headers: dict, body: bytes):
        path = path.split("?", 1)[0]
        if path.startswith("/admin/") or path == "/admin":
            refused = admin_refusal(method, headers)
            if refused is not None:
                return refused
            return await self.admin(method, path, body)
        if method == "OPTIONS":
            return Response(200, b"", "text/plain", [
                ("Access-Control-Allow-Methods", "POST, GET, OPTIONS"),
                ("Access-Control-Allow-Headers", "content-type, solana-client"),
                ("Access-Control-Max-Age", "86400")])
        if method == "GET" and path == "/health":
            behind = self.health_behind()
            return Response(200, b"ok" if behind is None else b"behind", "text/plain")
        if method != "POST":
            return Response(405, b"Used HTTP Method is not allowed. POST or OPTIONS is required",
                            "text/plain")
        ctype = headers.get("content-type", "")
        if not ctype.split(";")[0].strip().lower() == "application/json":
            return Response(415, b"Supplied content type is not allowed. Content-Type: "
                                 b"application/json is required", "text/plain")
        try:
            pre = json.loads(body)
        except (ValueError, UnicodeDecodeError):
            pre = None
        d = self.faults.decide(self._methods_of(pre)) if self.faults.active() else None
        if d is not None:
            if d.latency_ms:
                self.delaying += 1
                try:
                    await asyncio.sleep(d.latency_ms / 1000.0)
                finally:
                    self.delaying -= 1
            if d.drop:
                return DROP
            if d.rate_limit:
                retry = self.faults.cfg["retry_after"]
                body429 = dumps({"jsonrpc": "2.0", "error": {
                    "code": 429, "message": "Too many requests for a specific RPC call"},
                    "id": pre.get("id") if isinstance(pre, dict) else None})
                return Response(429, body429.encode(), headers=[("Retry-After", str(retry))])
            if d.unhealthy:
                e = errors.node_unhealthy(self.faults.cfg["slots_behind"])
                if isinstance(pre, list) and pre:
                    text = "[" + ",".join(_err(e, r.get("id") if isinstance(r, dict) else None)
                                          for r in pre) + "]"
                else:
                    text = _err(e, pre.get("id") if isinstance(pre, dict) else None)
                return Response(200, text.encode())
        if pre is None:
            text = _err(errors.parse_error(), None)
        elif isinstance(pre, list):
            if not pre:
                text = _err(errors.invalid_request(), None)
            else:
                outs = [o for o in (self.call(r) for r in pre) if o is not None]
                text = ("[" + ",".join(outs) + "]") if outs else ""
        else:
            text = self.call(pre) or ""
        data = text.encode()
        if d is not None and d.malformed:
            data = data[: max(1, len(data) // 2)] + b'"\x00}'
        return Response(200, data)

    # -------------------------------------------------------------- admin API
    async def admin(self, method: str, path: str, body: bytes):
        try:
            payload = json.loads(body) if body.strip() else {}
        except ValueError:
            return _json_response({"error": "invalid JSON"}, 400)
        if not isinstance(payload, dict):
            return _json_response({"error": "expected a JSON object"}, 400)
        ch = self.chain
        try:
            if path == "/admin/faults":
                if method == "POST":
                    self.faults.update(payload)
                # "delaying": requests held by latency_ms right now (a test waits for its call to be in flight).
                return _json_response({**self.faults.to_dict(), "delaying": self.delaying})
            if path == "/admin/status" and method == "GET":
                return _json_response(self.status())
            if method != "POST":
                return _json_response({"error": "not found"}, 404)
            if path == "/admin/advance":
                n = payload.get("slots", 1)
                if "epochs" in payload:  # to the first slot of the epoch `epochs` after the current one
                    e = payload["epochs"]
                    if not isinstance(e, int) or isinstance(e, bool) or not 1 <= e <= 100:
                        raise ValueError("epochs must be an integer within 1..100")
                    es = ch.epoch_schedule
                    n = es.get_first_slot_in_epoch(es.get_epoch(ch.slot) + e) - ch.slot
                    if n > MAX_ADVANCE:
                        raise ValueError(f"that is {n} slots; at most {MAX_ADVANCE} per call")
                if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= MAX_ADVANCE:
                    raise ValueError(f"slots must be an integer within 0..{MAX_ADVANCE}")
                # in steps, yielding between them, so other clients are served meanwhile
                done = 0
                while done < n:
                    step = min(ADVANCE_STEP, n - done)
                    ch.advance(step)
                    done += step
                    if done < n:
                        await asyncio.sleep(0)
                return _json_response(self.status())
            if path == "/admin/pause":
                ch.paused = bool(payload.get("paused", True))
                return _json_response(self.status())
            if path == "/admin/resume":
                ch.paused = False
                return _json_response(self.status())
            if path == "/admin/drop-websockets":
                n = await self.ws.drop_all(payload.get("mode", "abort")) if self.ws else 0
                return _json_response({"dropped": n})
            if path == "/admin/set-account":
                return _json_response(ch.set_account_from(payload))
            if path == "/admin/snapshot":
                if self.save_cb is None:
                    return _json_response({"error": "no --ledger directory configured"}, 400)
                self.save_cb()
                return _json_response({"saved": True, "slot": ch.slot})
        except (ValueError, TypeError) as e:
            return _json_response({"error": str(e)}, 400)
        return _json_response({"error": "not found"}, 404)

    def status(self) -> dict:
        ch = self.chain
        return {"slot": ch.slot, "epoch": ch.epoch_schedule.get_epoch(ch.slot), "blockHeight": ch.height,
                "confirmedSlot": ch.confirmed_slot(),
                "finalizedSlot": ch.finalized_slot(), "paused": ch.paused, "slotMs": ch.slot_ms,
                "transactions": len(ch.txs), "faucet": str(ch.faucet.pubkey()),
                "wsConnections": self.ws.connection_count() if self.ws else 0,
                "httpConnections": len(self.connections), "faults": self.faults.to_dict(),
                "ws": self.ws.stats() if self.ws else None}


class HttpProtocol(asyncio.Protocol):
    def __init__(self, app: App):
        self.app = app
        self.buf = bytearray()
        self.transport = None
        self.pending = None            # (method, path, version, headers, content_length | -1)
        self.chunk = None              # incremental chunked-body state while pending is chunked
        self.queue: deque = deque()
        self.wake: Optional[asyncio.Event] = None
        self.worker: Optional[asyncio.Task] = None
        self.closing = False
        self.failed = False            # a bad request was queued: read nothing more
        self.reading_paused = False
        self.can_write: Optional[asyncio.Event] = None

    # -------------------------------------------------------------- connection
    def connection_made(self, transport):
        self.transport = transport
        sock = transport.get_extra_info("socket")
        if sock is not None:
            try:
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            except OSError:
                pass
        transport.set_write_buffer_limits(high=MAX_WRITE_BUFFER)
        self.app.connections.add(self)
        self.wake = asyncio.Event()
        self.can_write = asyncio.Event()
        self.can_write.set()
        self.worker = asyncio.ensure_future(self._work())

    def connection_lost(self, exc):
        self.closing = True
        self.app.connections.discard(self)
        if self.worker is not None:
            self.worker.cancel()

    # the peer stopped reading: answer no further pipelined request until its buffer drains
    def pause_writing(self):
        self.can_write.clear()

    def resume_writing(self):
        self.can_write.set()

    def data_received(self, data: bytes):
        if self.closing or self.failed:
            return
        self.buf += data
        try:
            self._parse()
        except _BadRequest as e:
            # answered in order, after the requests already queued; then the connection closes
            self.failed = True
            self.buf.clear()
            self._pause_reading()
            self.queue.append(Response(e.status, e.msg.encode(), "text/plain"))
            self.wake.set()
            return
        if len(self.queue) >= MAX_PIPELINED:
            self._pause_reading()

    def _pause_reading(self):
        if not self.reading_paused and self.transport is not None:
            self.reading_paused = True
            self.transport.pause_reading()

    # -------------------------------------------------------------- parsing
    def _parse(self):
        while not self.closing and len(self.queue) < MAX_PIPELINED:
            if self.pending is None:
                idx = self.buf.find(b"\r\n\r\n")
                if idx < 0:
                    if len(self.buf) > MAX_HEADER_SIZE:
                        raise _BadRequest(431, "Request header too large")
                    return
                if idx > MAX_HEADER_SIZE:
                    raise _BadRequest(431, "Request header too large")
                head = bytes(self.buf[:idx]).decode("latin-1")
                del self.buf[:idx + 4]
                self.pending = _parse_head(head)
                clen = self.pending[4]
                if clen > MAX_REQUEST_BODY_SIZE:
                    raise _BadRequest(413, "Payload Too Large")
                if self.pending[3].get("expect", "").lower() == "100-continue":
                    self.transport.write(b"HTTP/1.1 100 Continue\r\n\r\n")
                self.chunk = None if clen >= 0 else _Chunked()
            method, path, version, headers, clen = self.pending
            if clen >= 0:
                if len(self.buf) < clen:
                    return
                body = bytes(self.buf[:clen])
                del self.buf[:clen]
            else:
                body = self.chunk.feed(self.buf)
                if body is None:
                    return
                self.chunk = None
            self.pending = None
            self.queue.append((method, path, version, headers, body))
            self.wake.set()

    # -------------------------------------------------------------- processing
    async def _work(self):
        try:
            while True:
                while not self.queue:
                    self.wake.clear()
                    await self.wake.wait()
                if not self.can_write.is_set():
                    await self.can_write.wait()
                item = self.queue.popleft()
                if self.reading_paused and not self.failed and len(self.queue) < MAX_PIPELINED // 2:
                    self.reading_paused = False
                    self.transport.resume_reading()
                    if self.buf:
                        self.data_received(b"")
                if isinstance(item, Response):     # a request that could not be parsed
                    self._write(item, True)
                    return
                method, path, version, headers, body = item
                try:
                    resp = await self.app.handle(method, path, headers, body)
                except Exception:  # noqa: BLE001
                    log.error("handler crashed:\n%s", traceback.format_exc())
                    resp = Response(500, b"Internal Server Error", "text/plain")
                if resp is DROP:
                    self.closing = True
                    self.transport.abort()
                    return
                conn = headers.get("connection", "").lower()
                close = conn == "close" or (version == "HTTP/1.0" and conn != "keep-alive")
                self._write(resp, close, version)
                if close:
                    return
        except asyncio.CancelledError:
            pass

    def _write(self, resp: Response, close: bool = False, version: str = "HTTP/1.1"):
        if self.transport is None or self.transport.is_closing():
            return
        head = [f"HTTP/1.1 {resp.status} {_REASONS.get(resp.status, 'Unknown')}",
                f"Content-Type: {resp.ctype}",
                f"Content-Length: {len(resp.body)}"]
        if resp.cors:
            head.append("Access-Control-Allow-Origin: *")
        for k, v in resp.headers:
            head.append(f"{k}: {v}")
        if close:
            head.append("Connection: close")
        elif version == "HTTP/1.0":
            head.append("Connection: keep-alive")
        self.transport.write(("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + resp.body)
        if close:
            self.closing = True
            self.transport.close()


_TOKEN = re.compile(r"^[!#$%&'*+.^_`|~0-9A-Za-z-]+$")
_DIGITS = re.compile(r"^[0-9]{1,20}$")
_HEX = re.compile(rb"^[0-9A-Fa-f]{1,16}$")


def _parse_head(head: str) -> Tuple[str, str, str, dict, int]:
    """Request line + headers. Content-Length / Transfer-Encoding are checked strictly (request
    smuggling defence): a conflict, a negative or non-numeric length, or both at once is a 400."""
    lines = head.split("\r\n")
    parts = lines[0].split(" ")
    if len(parts) != 3 or not parts[2].startswith("HTTP/1.") or not _TOKEN.match(parts[0]):
        raise _BadRequest(400, "Bad request line")
    method, path, version = parts
    headers: dict = {}
    lengths = []
    encodings = []
    for line in lines[1:]:
        k, sep, v = line.partition(":")
        if not sep or not _TOKEN.match(k):        # also rejects obs-fold and "Name :"
            raise _BadRequest(400, "Bad header line")
        k = k.lower()
        v = v.strip(" \t")
        if k == "content-length":
            lengths += [x.strip(" \t") for x in v.split(",")]
        elif k == "transfer-encoding":
            encodings += [x.strip(" \t").lower() for x in v.split(",")]
        headers[k] = v if k not in headers else headers[k] + ", " + v
    if encodings:
        if lengths:
            raise _BadRequest(400, "Content-Length with Transfer-Encoding")
        if encodings != ["chunked"]:
            raise _BadRequest(400, "Unsupported Transfer-Encoding")
        return method, path, version, headers, -1
    if lengths:
        if not all(_DIGITS.match(x) for x in lengths):
            raise _BadRequest(400, "Bad Content-Length")
        if len(set(int(x) for x in lengths)) != 1:
            raise _BadRequest(400, "Conflicting Content-Length")
        return method, path, version, headers, int(lengths[0])
    return method, path, version, headers, 0


class _Chunked:
    """Incremental chunked-body decoder: consumes what it has parsed from the buffer, so at most
    one chunk (≤ the body limit) plus one size line is ever buffered."""
    MAX_LINE = 4096        # a chunk-size line with extensions, or one trailer line
    MAX_TRAILERS = 16 * 1024

    def __init__(self):
        self.out = bytearray()
        self.size = None        # bytes of the current chunk still to read; None = expect a size line
        self.trailers = -1      # >= 0 once the last chunk was seen: trailer bytes so far

    def _line(self, buf: bytearray) -> Optional[bytes]:
        nl = buf.find(b"\r\n", 0, self.MAX_LINE + 2)
        if nl < 0:
            if len(buf) > self.MAX_LINE:
                raise _BadRequest(400, "Bad chunk: line too long")
            return None
        line = bytes(buf[:nl])
        del buf[:nl + 2]
        return line

    def feed(self, buf: bytearray) -> Optional[bytes]:
        while True:
            if self.trailers >= 0:
                line = self._line(buf)
                if line is None:
                    return None
                if not line:
                    return bytes(self.out)
                self.trailers += len(line) + 2
                if self.trailers > self.MAX_TRAILERS:
                    raise _BadRequest(431, "Chunked trailers too large")
                continue
            if self.size is None:
                line = self._line(buf)
                if line is None:
                    return None
                token = line.split(b";", 1)[0].strip(b" \t")
                if not _HEX.match(token):
                    if re.match(rb"^[0-9A-Fa-f]+$", token):
                        raise _BadRequest(413, "Payload Too Large")
                    raise _BadRequest(400, "Bad chunk size")
                size = int(token, 16)
                if len(self.out) + size > MAX_REQUEST_BODY_SIZE:
                    raise _BadRequest(413, "Payload Too Large")
                if size == 0:
                    self.trailers = 0
                    continue
                self.size = size
            if len(buf) < self.size + 2:
                return None
            if buf[self.size:self.size + 2] != b"\r\n":
                raise _BadRequest(400, "Bad chunk: missing CRLF after data")
            self.out += buf[:self.size]
            del buf[:self.size + 2]
            self.size = None


class _BadRequest(Exception):
    def __init__(self, status: int, msg: str):
        super().__init__(msg)
        self.status = status
        self.msg = msg
