#!/usr/bin/env python3
"""An HTTPS image host for the image proxy tests (`RemoteImageFetcher`, the dashboard's /img/ID): a self-signed
certificate made with the openssl command (trusted by the tests), and answers honest and hostile.

Usage: image_server.py --rpc URL --ready-file PATH   (--rpc is accepted and ignored: HTTPSPeer passes it)
The ready file gets {"url": "https://127.0.0.1:PORT", "ca": PEM, "key": "-"}. Runs until its standard input closes.

/logo.png        a real 2×2 PNG (made here with zlib), Content-Type image/png
/logo.gif        a 1×1 GIF89a
/svg-as-png      an SVG with a script, labelled image/png (the bytes decide, not the label)
/html            an HTML page labelled image/png
/big.png         a PNG header and 300 KiB after it (over a 256 KiB cap), Content-Length declared
/big-chunked.png the same without Content-Length (chunked)
/slow.png        the PNG after 30 s
/redirect        302 → /logo.png
/redirect-http   302 → http://127.0.0.1:PORT/logo.png
/redirect-localhost  302 → https://localhost:PORT/logo.png (a name that resolves to loopback)
/redirect-private    302 → https://10.0.0.1/logo.png (a private network)
/loop            302 → /loop
/missing         404

Off-chain token metadata (Metaplex JSON; Tests/Fixtures/token-metadata), labelled text/plain (the bytes decide):
/meta/bonk.json          the recorded Bonk document, its image → /logo.png on this server
/meta/nft.json           the recorded Candy Machine NFT document without `image`, properties.files[0] → /logo.gif
/meta/redirect.json      image → /redirect (a redirect on the second hop)
/meta/json-to-json.json  image → /meta/bonk.json (a second document: never followed)
/meta/loopback.json      image → https://localhost:PORT/logo.png (a name resolving to loopback)
/meta/private.json       image → https://10.0.0.1/logo.png
/meta/http-image.json    image → http://127.0.0.1:PORT/logo.png
/meta/html-image.json    image → /html
/meta/slow-image.json    image → /slow.png
/meta/delayed.json       the document after 2 s, its image → /slow.png (one deadline for both hops)
/meta/data-png.json      image: a data:image/png;base64 URI of the PNG
/meta/data-svg.json      image: a data:image/svg+xml;base64 URI of the scripted SVG
/meta/data-plain.json    image: a data: URI that is not base64
/meta/no-image.json      no image, a video file only
/meta/huge.json          300 KiB of JSON (over the 256 KiB read cap)
/meta/big.json           100 KiB of JSON (under the read cap, over the 64 KiB metadata cap)
/meta/deep.json          an array nested 30,000 levels (60,000 bytes: under every size cap)
/meta/malformed.json     a document cut off in the middle of a string
/meta/image-number.json  "image": 42
/meta/array.json         a JSON array, not an object
"""
import base64
import argparse
import json
import os
import ssl
import struct
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
import signal

# Foundation's Process on Linux starts us with SIGTERM blocked (the spawning thread's mask, inherited): unblocked,
# the tests' SIGTERM ends the server at once, not after the 3 s their stop() waits before SIGKILL.
signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})


def png(width, height):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + bytes([255, 0, 0, 255] * width) for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


LOGO = png(2, 2)
GIF = (b"GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\x00\x00\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00"
       b",\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")
SVG = b'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
BIG = LOGO[:33] + b"\x00" * (300 * 1024)
FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "token-metadata")


def fixture(name):
    with open(os.path.join(FIXTURES, name)) as handle:
        return json.load(handle)


def metadata_documents(base):
    """The /meta/ answers: path → (bytes, delay in seconds)."""
    bonk = fixture("bonk.json")
    bonk["image"] = base + "/logo.png"
    nft = fixture("candy-machine-nft.json")
    del nft["image"]
    nft["properties"]["files"][0]["uri"] = base + "/logo.gif"
    nft["properties"]["files"][0]["type"] = "image/gif"
    host_port = base.split("//")[1].split(":")[1]

    def image(uri):
        return json.dumps({"name": "Hostile", "symbol": "HOST", "image": uri}).encode()
    docs = {
        "bonk.json": json.dumps(bonk, indent=2).encode(),
        "nft.json": json.dumps(nft).encode(),
        "redirect.json": image(base + "/redirect"),
        "json-to-json.json": image(base + "/meta/bonk.json"),
        "loopback.json": image(f"https://localhost:{host_port}/logo.png"),
        "private.json": image("https://10.0.0.1/logo.png"),
        "http-image.json": image(f"http://127.0.0.1:{host_port}/logo.png"),
        "html-image.json": image(base + "/html"),
        "slow-image.json": image(base + "/slow.png"),
        "delayed.json": image(base + "/slow.png"),
        "data-png.json": image("data:image/png;base64," + base64.b64encode(LOGO).decode()),
        "data-svg.json": image("data:image/svg+xml;base64," + base64.b64encode(SVG).decode()),
        "data-plain.json": image("data:image/png,%89PNG%0D%0A"),
        "no-image.json": json.dumps({"name": "Clip", "properties": {"files": [
            {"uri": base + "/clip.mp4", "type": "video/mp4"}]}}).encode(),
        "huge.json": json.dumps({"name": "Huge", "description": "A" * (300 * 1024)}).encode(),
        "big.json": json.dumps({"name": "Big", "description": "B" * (100 * 1024)}).encode(),
        "deep.json": b"[" * 30_000 + b"]" * 30_000,
        "malformed.json": b'{"name": "Broken", "image": "https://127.0.0.1/lo',
        "image-number.json": b'{"name": "Number", "image": 42}',
        "array.json": b'[{"image": "https://127.0.0.1/logo.png"}]',
    }
    return {"/meta/" + name: (body, 2 if name == "delayed.json" else 0) for name, body in docs.items()}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rpc")
    parser.add_argument("--ready-file", required=True)
    args = parser.parse_args()
    directory = tempfile.mkdtemp(prefix="image-server-")
    cert, key = os.path.join(directory, "cert.pem"), os.path.join(directory, "key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                    "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-addext", "basicConstraints=critical,CA:TRUE"],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    port_box = {}

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *a):
            pass

        def send(self, status, body=b"", kind="image/png", headers=(), chunked=False):
            self.send_response(status)
            self.send_header("Content-Type", kind)
            for name, value in headers:
                self.send_header(name, value)
            if chunked:
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                try:
                    for start in range(0, len(body), 16384):
                        part = body[start:start + 16384]
                        self.wfile.write(b"%x\r\n" % len(part) + part + b"\r\n")
                    self.wfile.write(b"0\r\n\r\n")
                except (BrokenPipeError, ConnectionResetError):
                    pass
                return
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            try:
                self.wfile.write(body)
            except (BrokenPipeError, ConnectionResetError):
                pass

        def do_GET(self):
            path = self.path.split("?")[0]
            if path.startswith("/meta/"):
                if path not in port_box["meta"]:
                    return self.send(404, b"not found", kind="text/plain")
                body, delay = port_box["meta"][path]
                time.sleep(delay)
                return self.send(200, body, kind="text/plain")
            if path == "/logo.png":
                return self.send(200, LOGO)
            if path == "/logo.gif":
                return self.send(200, GIF, kind="image/gif")
            if path == "/svg-as-png":
                return self.send(200, SVG)
            if path == "/html":
                return self.send(200, b"<!DOCTYPE html><html><body>hi</body></html>")
            if path == "/big.png":
                return self.send(200, BIG)
            if path == "/big-chunked.png":
                return self.send(200, BIG, chunked=True)
            if path == "/slow.png":
                time.sleep(30)
                return self.send(200, LOGO)
            if path == "/redirect":
                return self.send(302, headers=[("Location", "/logo.png")], kind="text/plain")
            if path == "/redirect-http":
                location = f"http://127.0.0.1:{port_box['port']}/logo.png"
                return self.send(302, headers=[("Location", location)], kind="text/plain")
            if path == "/redirect-localhost":
                location = f"https://localhost:{port_box['port']}/logo.png"
                return self.send(302, headers=[("Location", location)], kind="text/plain")
            if path == "/redirect-private":
                return self.send(302, headers=[("Location", "https://10.0.0.1/logo.png")], kind="text/plain")
            if path == "/loop":
                return self.send(302, headers=[("Location", "/loop")], kind="text/plain")
            return self.send(404, b"not found", kind="text/plain")

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    server.daemon_threads = True
    port = server.server_address[1]
    port_box["port"] = port
    port_box["meta"] = metadata_documents(f"https://127.0.0.1:{port}")
    temporary = args.ready_file + ".tmp"
    with open(temporary, "w") as out:
        json.dump({"url": f"https://127.0.0.1:{port}", "ca": cert, "key": "-"}, out)
    os.rename(temporary, args.ready_file)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    sys.stdin.read()
    server.shutdown()


if __name__ == "__main__":
    main()
