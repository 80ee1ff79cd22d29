"""JSON-RPC envelope: batches, error codes and messages, HTTP details."""
import json
import socket
from urllib.parse import urlparse

from solders.keypair import Keypair
from solders.rpc.responses import GetAccountInfoResp, GetBalanceResp, GetSlotResp, batch_from_json

from helpers import Rpc


def test_batch_mixed(node):
    rpc = Rpc(node.http)
    pk = str(Keypair().pubkey())
    batch = [
        {"jsonrpc": "2.0", "id": 1, "method": "getSlot"},
        {"jsonrpc": "2.0", "id": "two", "method": "getFoo", "params": []},
        {"jsonrpc": "2.0", "id": 3, "method": "getBalance", "params": ["not-a-pubkey!"]},
        {"jsonrpc": "2.0", "id": 4, "method": "getBalance", "params": [pk]},
        {"jsonrpc": "2.0", "method": "getSlot"},             # notification: no response
        {"id": 6, "method": "getSlot"},                      # not JSON-RPC 2.0
        {"jsonrpc": "2.0", "id": 7, "method": "getBalance", "params": [5]},
        {"jsonrpc": "2.0", "id": 8, "method": "getBalance", "params": []},
        {"jsonrpc": "2.0", "id": 9, "method": "getSignaturesForAddress", "params": [pk, {"limit": 1001}]},
        {"jsonrpc": "2.0", "id": 10, "method": "getSignaturesForAddress", "params": [pk, {"limit": 0}]},
        {"jsonrpc": "2.0", "id": 11, "method": "getTransaction", "params": ["0OIl"]},
        {"jsonrpc": "2.0", "id": 12, "method": "getAccountInfo", "params": [pk, {"encoding": "hex"}]},
        {"jsonrpc": "2.0", "id": 13, "method": "getTransaction", "params": ["1" * 64, {"commitment": "processed"}]},
    ]
    status, headers, body = rpc.raw(json.dumps(batch).encode())
    assert status == 200 and headers["content-type"].startswith("application/json")
    out = json.loads(body)
    assert [o["id"] for o in out] == [1, "two", 3, 4, 6, 7, 8, 9, 10, 11, 12, 13]
    assert isinstance(out[0]["result"], int)
    assert out[1]["error"] == {"code": -32601, "message": "Method not found"}
    assert out[2]["error"] == {"code": -32602, "message": "Invalid param: Invalid"}
    assert out[3]["result"]["value"] == 0 and out[3]["result"]["context"]["apiVersion"].startswith("2.")
    assert out[4]["error"] == {"code": -32600, "message": "Invalid request"}
    assert out[5]["error"] == {"code": -32602,
                               "message": "Invalid params: invalid type: integer `5`, expected a string."}
    assert out[6]["error"] == {"code": -32602, "message": "`params` should have at least 1 argument(s)"}
    assert out[7]["error"] == {"code": -32602, "message": "Invalid limit; max 1000"}
    assert out[8]["error"] == {"code": -32602, "message": "Invalid limit; max 1000"}
    assert out[9]["error"] == {"code": -32602, "message": "Invalid param: Invalid"}
    assert out[10]["error"]["code"] == -32602 and "unknown variant `hex`" in out[10]["error"]["message"]
    assert out[11]["error"] == {"code": -32602,
                                "message": "Method does not support commitment below `confirmed`"}
    # solders parses the successful members
    parsed = batch_from_json(json.dumps([out[0], out[3]]), [GetSlotResp, GetBalanceResp])
    assert parsed[1].value == 0
    rpc.close()


def test_parse_and_invalid_request(node):
    rpc = Rpc(node.http)
    status, _, body = rpc.raw(b'{"jsonrpc":"2.0","id":1,"method":"getSlot"')
    assert status == 200
    assert json.loads(body) == {"jsonrpc": "2.0", "error": {"code": -32700, "message": "Parse error"}, "id": None}
    _, _, body = rpc.raw(b"[]")
    assert json.loads(body)["error"] == {"code": -32600, "message": "Invalid request"}
    _, _, body = rpc.raw(b'{"jsonrpc":"2.0","method":"getSlot"}')
    assert body == b""  # a lone notification gets no response body
    status, _, body = rpc.raw(b'{"jsonrpc":"2.0","id":1,"method":"getSlot"}', headers={"Content-Type": "text/plain"})
    assert status == 415
    status, _, body = rpc.raw(b"", method="GET")
    assert status == 405
    status, _, body = rpc.raw(b"", path="/health", method="GET")
    assert (status, body) == (200, b"ok")
    status, _, _ = rpc.raw(b" " * (51 * 1024))
    assert status == 413
    rpc.close()


def test_account_info_shapes(node):
    rpc = Rpc(node.http)
    pk = str(Keypair().pubkey())
    out = rpc.call_full("getAccountInfo", [pk])
    assert out["result"]["value"] is None
    GetAccountInfoResp.from_json(json.dumps(out))
    faucet = rpc.admin("/admin/status", method="GET")["faucet"]
    for enc, expect in (("base64", ["", "base64"]), ("base58", ["", "base58"]), ("jsonParsed", ["", "base64"])):
        v = rpc.call("getAccountInfo", faucet, {"encoding": enc, "commitment": "processed"})["value"]
        assert v["data"] == expect and v["owner"] == "11111111111111111111111111111111"
        assert set(v) == {"data", "executable", "lamports", "owner", "rentEpoch", "space"}
        assert v["rentEpoch"] == 18446744073709551615 and v["space"] == 0
    v = rpc.call("getAccountInfo", faucet, {"commitment": "processed"})["value"]
    assert v["data"] == ""  # legacy "binary" default: a bare base58 string
    v = rpc.call("getAccountInfo", faucet, {"encoding": "base64+zstd", "commitment": "processed"})["value"]
    assert v["data"][1] == "base64+zstd"
    rpc.close()


def test_keep_alive_and_pipelining(node):
    u = urlparse(node.http)
    s = socket.create_connection((u.hostname, u.port))
    body = b'{"jsonrpc":"2.0","id":1,"method":"getHealth"}'
    req = (b"POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: "
           + str(len(body)).encode() + b"\r\n\r\n" + body)
    s.sendall(req * 3)
    data = b""
    while data.count(b'"result":"ok"') < 3:
        chunk = s.recv(65536)
        assert chunk
        data += chunk
    assert data.count(b"HTTP/1.1 200 OK") == 3
    # chunked request body
    chunked = (b"POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked"
               b"\r\n\r\n" + hex(len(body))[2:].encode() + b"\r\n" + body + b"\r\n0\r\n\r\n")
    s.sendall(chunked)
    data = b""
    while b'"result":"ok"' not in data:
        data += s.recv(65536)
    s.close()
