"""HTTP request parsing under hostile input: chunked bodies, Content-Length, pipelining."""
import threading
import time

import pytest

from helpers import Rpc
from rawhttp import connect, exchange, post, status_of

GET_SLOT = b'{"jsonrpc":"2.0","id":1,"method":"getSlot"}'


def chunked(chunks: bytes, extra: bytes = b"") -> bytes:
    return (b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" + extra
            + b"Transfer-Encoding: chunked\r\n\r\n" + chunks)


def still_serving(node):
    rpc = Rpc(node.http)
    assert isinstance(rpc.call("getSlot"), int)
    rpc.close()


@pytest.mark.parametrize("size", [b"-6", b"-1", b"xyz", b"0x5", b"+5", b"", b" ", b"5 5", b"\xff"])
def test_bad_chunk_size_is_400_and_closes(node, size):
    resp = exchange(node.http, chunked(size + b"\r\n" + GET_SLOT + b"\r\n0\r\n\r\n"))
    assert status_of(resp) == 400, resp
    assert b"connection: close" in resp.lower()
    still_serving(node)


@pytest.mark.parametrize("size", [b"ffffffffffffffff", b"1" + b"0" * 40, b"c801"])
def test_huge_chunk_size_is_413(node, size):
    resp = exchange(node.http, chunked(size + b"\r\nxx"))
    assert status_of(resp) == 413, resp
    still_serving(node)


def test_chunks_adding_up_over_the_limit_are_413(node):
    part = b"a000\r\n" + b" " * 0xA000 + b"\r\n"      # 40 KiB each
    resp = exchange(node.http, chunked(part + part))
    assert status_of(resp) == 413


def test_chunk_extensions_trailers_and_framing(node):
    body = GET_SLOT
    ok = chunked(b"%x;name=value;x=\"q\"\r\n" % 5 + body[:5] + b"\r\n"
                 + b"%x\r\n" % (len(body) - 5) + body[5:] + b"\r\n0;last\r\nX-Trailer: 1\r\n\r\n",
                 extra=b"Connection: close\r\n")
    resp = exchange(node.http, ok)
    assert status_of(resp) == 200 and b'"result"' in resp
    # the data is not followed by CRLF
    resp = exchange(node.http, chunked(b"%x\r\n" % len(body) + body + b"XX0\r\n\r\n"))
    assert status_of(resp) == 400
    # a size line that never ends is bounded
    resp = exchange(node.http, chunked(b"1" * 8000))
    assert status_of(resp) == 400
    # endless trailers are bounded
    resp = exchange(node.http, chunked(b"0\r\n" + b"X-T: aaaaaaaaaaaaaaaa\r\n" * 2000))
    assert status_of(resp) == 431
    still_serving(node)


@pytest.mark.parametrize("headers", [
    b"Content-Length: -5\r\n",
    b"Content-Length: abc\r\n",
    b"Content-Length: +43\r\n",
    b"Content-Length: 4_3\r\n",
    b"Content-Length: 0x2b\r\n",
    b"Content-Length: 43\r\nContent-Length: 44\r\n",
    b"Content-Length: 43, 44\r\n",
    b"Content-Length: 43\r\nTransfer-Encoding: chunked\r\n",
    b"Transfer-Encoding: chunked\r\nContent-Length: 43\r\n",
    b"Transfer-Encoding: gzip, chunked\r\n",
    b"Transfer-Encoding: identity\r\n",
    b"Content-Length : 43\r\n",
    b" Content-Length: 43\r\n",
    b"Content-Length 43\r\n",
])
def test_bad_framing_headers_are_400(node, headers):
    raw = (b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" + headers
           + b"\r\n" + GET_SLOT)
    resp = exchange(node.http, raw)
    assert status_of(resp) == 400, (headers, resp)
    still_serving(node)


def test_repeated_equal_content_length_is_accepted(node):
    raw = (b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
           b"Content-Length: 43\r\nContent-Length: 43, 43\r\nConnection: close\r\n\r\n" + GET_SLOT)
    assert len(GET_SLOT) == 43
    assert status_of(exchange(node.http, raw)) == 200


def test_pipelined_flood_without_reading_is_bounded(node):
    """20,000 pipelined requests sent before reading any answer: all answered, in order, while
    another client is served meanwhile."""
    s = connect(node.http, timeout=10)
    req = post("/", GET_SLOT)
    n = 20_000
    sender = threading.Thread(target=lambda: s.sendall(req * n))
    sender.start()
    time.sleep(0.3)
    still_serving(node)
    buf = bytearray()
    s.settimeout(10)
    while buf.count(b"HTTP/1.1 200") < n or not buf.endswith(b"}"):
        c = s.recv(1 << 20)
        assert c
        buf += c
    sender.join(5)
    assert buf.count(b"HTTP/1.1 200") == n
    s.close()


