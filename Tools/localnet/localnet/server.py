"""asyncio HTTP/1.1 JSON-RPC server (keep-alive, pipelining, TCP_NODELAY) + admin endpoints."""
from __future__ import annotations

import asyncio
import json
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
    __slots__ = ("status", "body", "ctype", "headers")

    def __init__(self, status: int, body: bytes, ctype: str = "application/json; charset=utf-8",
                 headers: Optional[list] = None):
        self.status = status
        self.body = body
        self.ctype = ctype
        self.headers = headers or []


def _json_response(obj: Any, status: int = 200) -> Response:
    return Response(status, json.dumps(obj).encode(), "application/json")


class App:
    """Request routing, JSON-RPC dispatch, fault injection and admin API."""

    def __init__(self, chain, faults: Faults, ws_manager=None, save_cb=None):
        self.chain = chain
        self.faults = faults
        self.ws = ws_manager
        self.save_cb = save_cb
        self.ctx = Context(chain, self.health_behind)
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
        if method == "OPTIONS":
            return Response(200, b"", "text/plain", [
                ("Access-Control-Allow-Methods", "POST, GET, OPTIONS"),
                ("Access-Control-Allow-Headers", "content-type, solana-client"),
                ("Access-Control-Max-Age", "86400")])
        if path.startswith("/admin/") or path == "/admin":
            return await self.admin(method, path, body)
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
                await asyncio.sleep(d.latency_ms / 1000.0)
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
                return _json_response(self.faults.to_dict())
            if path == "/admin/status" and method == "GET":
                return _json_response(self.status())
            if method != "POST":
                return _json_response({"error": "not found"}, 404)
            if path == "/admin/advance":
                n = int(payload.get("slots", 1))
                if not 0 <= n <= 100_000:
                    raise ValueError("slots must be within 0..100000")
                ch.advance(n) if n else None
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
        return {"slot": ch.slot, "blockHeight": ch.height, "confirmedSlot": ch.confirmed_slot(),
                "finalizedSlot": ch.finalized_slot(), "paused": ch.paused, "slotMs": ch.slot_ms,
                "transactions": len(ch.txs), "faucet": str(ch.faucet.pubkey()),
                "wsConnections": self.ws.connection_count() if self.ws else 0,
                "httpConnections": len(self.connections), "faults": self.faults.to_dict()}


class HttpProtocol(asyncio.Protocol):
    def __init__(self, app: App):
        self.app = app
        self.buf = bytearray()
        self.transport = None
        self.pending = None            # (method, path, version, headers, content_length | -1)
        self.queue: deque = deque()
        self.wake: Optional[asyncio.Event] = None
        self.worker: Optional[asyncio.Task] = None
        self.closing = False

    # -------------------------------------------------------------- connection
    def connection_made(self, transport):
        self.transport = transport
        sock = transport.get_extra_info("socket")
        if sock is not None:
            try:
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            except OSError:
                pass
        self.app.connections.add(self)
        self.wake = asyncio.Event()
        self.worker = asyncio.ensure_future(self._work())

    def connection_lost(self, exc):
        self.closing = True
        self.app.connections.discard(self)
        if self.worker is not None:
            self.worker.cancel()

    def data_received(self, data: bytes):
        if self.closing:
            return
        self.buf += data
        try:
            self._parse()
        except _BadRequest as e:
            self._write(Response(e.status, e.msg.encode(), "text/plain"), close=True)

    # -------------------------------------------------------------- parsing
    def _parse(self):
        while not self.closing:
            if self.pending is None:
                idx = self.buf.find(b"\r\n\r\n")
                if idx < 0:
                    if len(self.buf) > MAX_HEADER_SIZE:
                        raise _BadRequest(431, "Request header too large")
                    return
                head = bytes(self.buf[:idx]).decode("latin-1")
                del self.buf[:idx + 4]
                lines = head.split("\r\n")
                parts = lines[0].split(" ")
                if len(parts) != 3:
                    raise _BadRequest(400, "Bad request line")
                method, path, version = parts
                headers = {}
                for line in lines[1:]:
                    k, _, v = line.partition(":")
                    headers[k.strip().lower()] = v.strip()
                if "chunked" in headers.get("transfer-encoding", "").lower():
                    clen = -1
                else:
                    try:
                        clen = int(headers.get("content-length", "0"))
                    except ValueError:
                        raise _BadRequest(400, "Bad Content-Length")
                    if clen > MAX_REQUEST_BODY_SIZE:
                        raise _BadRequest(413, "Payload Too Large")
                if headers.get("expect", "").lower() == "100-continue":
                    self.transport.write(b"HTTP/1.1 100 Continue\r\n\r\n")
                self.pending = (method, path, version, headers, clen)
            method, path, version, headers, clen = self.pending
            if clen >= 0:
                if len(self.buf) < clen:
                    return
                body = bytes(self.buf[:clen])
                del self.buf[:clen]
            else:
                body = self._dechunk()
                if body is None:
                    return
            self.pending = None
            self.queue.append((method, path, version, headers, body))
            self.wake.set()

    def _dechunk(self) -> Optional[bytes]:
        out = bytearray()
        pos = 0
        buf = self.buf
        while True:
            nl = buf.find(b"\r\n", pos)
            if nl < 0:
                return None
            try:
                size = int(bytes(buf[pos:nl]).split(b";")[0], 16)
            except ValueError:
                raise _BadRequest(400, "Bad chunk")
            if size == 0:
                end = buf.find(b"\r\n\r\n", nl)
                if end < 0:
                    if buf[nl:nl + 4] == b"\r\n\r\n":
                        end = nl
                    else:
                        return None
                del buf[:end + 4]
                return bytes(out)
            if len(buf) < nl + 2 + size + 2:
                return None
            out += buf[nl + 2:nl + 2 + size]
            if len(out) > MAX_REQUEST_BODY_SIZE:
                raise _BadRequest(413, "Payload Too Large")
            pos = nl + 2 + size + 2

    # -------------------------------------------------------------- processing
    async def _work(self):
        try:
            while True:
                while not self.queue:
                    self.wake.clear()
                    await self.wake.wait()
                method, path, version, headers, body = self.queue.popleft()
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
                f"Content-Length: {len(resp.body)}",
                "Access-Control-Allow-Origin: *"]
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


class _BadRequest(Exception):
    def __init__(self, status: int, msg: str):
        super().__init__(msg)
        self.status = status
        self.msg = msg
