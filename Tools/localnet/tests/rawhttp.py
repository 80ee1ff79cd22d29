"""Raw-socket helpers for tests that send what well-behaved clients never send."""
from __future__ import annotations

import base64
import os
import socket
import struct
import time
from typing import Tuple
from urllib.parse import urlparse


def hostport(url: str) -> Tuple[str, int]:
    u = urlparse(url)
    return u.hostname, u.port


def connect(url: str, timeout: float = 5.0, rcvbuf: int = 0) -> socket.socket:
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if rcvbuf:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    s.settimeout(timeout)
    s.connect(hostport(url))
    return s


def read_until_close(s: socket.socket, timeout: float = 5.0, limit: int = 1 << 24) -> bytes:
    """Everything the server sends until it closes; raises socket.timeout if it never does."""
    s.settimeout(timeout)
    out = bytearray()
    while len(out) < limit:
        chunk = s.recv(65536)
        if not chunk:
            break
        out += chunk
    return bytes(out)


def exchange(url: str, raw: bytes, timeout: float = 5.0) -> bytes:
    s = connect(url, timeout)
    try:
        s.sendall(raw)
        return read_until_close(s, timeout)
    finally:
        s.close()


def status_of(resp: bytes) -> int:
    return int(resp.split(b" ", 2)[1])


def post(path: str, body: bytes, extra: bytes = b"", ctype: bytes = b"application/json") -> bytes:
    return (b"POST " + path.encode() + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: " + ctype
            + b"\r\n" + extra + b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)


# ------------------------------------------------------------------ WebSocket by hand

def ws_handshake(s: socket.socket, path: str = "/") -> bytes:
    key = base64.b64encode(os.urandom(16)).decode()
    s.sendall((f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
               f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
               f"Sec-WebSocket-Version: 13\r\n\r\n").encode())
    head = bytearray()
    while b"\r\n\r\n" not in head:
        c = s.recv(1)
        if not c:
            raise ConnectionError("closed during handshake")
        head += c
    assert head.startswith(b"HTTP/1.1 101"), head
    return bytes(head)


def ws_frame(payload: bytes, opcode: int = 1, fin: bool = True, length: int = -1) -> bytes:
    """A masked client frame. `length` overrides the announced payload length."""
    n = len(payload) if length < 0 else length
    b0 = (0x80 if fin else 0) | opcode
    if n < 126:
        head = struct.pack("!BB", b0, 0x80 | n)
    elif n < 65536:
        head = struct.pack("!BBH", b0, 0x80 | 126, n)
    else:
        head = struct.pack("!BBQ", b0, 0x80 | 127, n)
    mask = os.urandom(4)
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def ws_read_frame(s: socket.socket, timeout: float = 5.0) -> Tuple[int, bytes]:
    """(opcode, payload) of one unmasked server frame."""
    s.settimeout(timeout)

    def need(n: int) -> bytes:
        out = bytearray()
        while len(out) < n:
            c = s.recv(n - len(out))
            if not c:
                raise ConnectionError("closed")
            out += c
        return bytes(out)

    b0, b1 = need(2)
    n = b1 & 0x7F
    if n == 126:
        n = struct.unpack("!H", need(2))[0]
    elif n == 127:
        n = struct.unpack("!Q", need(8))[0]
    return b0 & 0x0F, need(n)


def ws_close_code(s: socket.socket, timeout: float = 5.0) -> int:
    """Reads frames until a close frame; returns its code."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        op, data = ws_read_frame(s, max(0.1, deadline - time.monotonic()))
        if op == 8:
            return struct.unpack("!H", data[:2])[0] if len(data) >= 2 else 1005
    raise TimeoutError("no close frame")


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return -1
