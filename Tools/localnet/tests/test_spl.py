"""SPL Token flow: mint, ATA CreateIdempotent, MintTo, TransferChecked + Memo, then token RPCs."""
import json
from pathlib import Path

from solders.keypair import Keypair
from solders.rpc.responses import (GetSignaturesForAddressResp, GetTokenAccountBalanceResp,
                                   GetTokenAccountsByOwnerJsonParsedResp, GetTokenSupplyResp,
                                   GetTransactionResp)

from helpers import (TOKEN_PROGRAM, Rpc, airdrop, ata_create_idempotent, blockhash,
                     create_mint_ixs, memo, mint_to, send, sign, transfer_checked, wait_status)


def test_spl_flow(node):
    rpc = Rpc(node.http)
    payer, mint, alice, bob = Keypair(), Keypair(), Keypair(), Keypair()
    airdrop(rpc, payer.pubkey(), 10_000_000_000, "finalized")
    airdrop(rpc, alice.pubkey(), 1_000_000_000, "finalized")
    rent = rpc.call("getMinimumBalanceForRentExemption", 82)
    assert rent == 1_461_600

    bh = blockhash(rpc)
    s1 = send(rpc, sign(create_mint_ixs(payer.pubkey(), mint.pubkey(), payer.pubkey(), 6, rent),
                        payer, [payer, mint], bh))
    ix_a, ata_a = ata_create_idempotent(payer.pubkey(), alice.pubkey(), mint.pubkey())
    ix_b, ata_b = ata_create_idempotent(payer.pubkey(), bob.pubkey(), mint.pubkey())
    wait_status(rpc, s1, "finalized")
    bh = blockhash(rpc)
    s2 = send(rpc, sign([ix_a, ix_b, mint_to(mint.pubkey(), ata_a, payer.pubkey(), 1_000_000_000)],
                        payer, [payer], bh))
    wait_status(rpc, s2, "finalized")
    # idempotent create again is fine
    s2b = send(rpc, sign([ix_a], payer, [payer], blockhash(rpc, "confirmed")),
               preflightCommitment="confirmed")
    bh = blockhash(rpc)
    s3 = send(rpc, sign([transfer_checked(ata_a, mint.pubkey(), ata_b, alice.pubkey(), 250_000_000, 6),
                         memo("hello localnet", alice.pubkey())], alice, [alice], bh))
    wait_status(rpc, s3, "confirmed")
    wait_status(rpc, s2b, "confirmed")

    # getTokenAccountsByOwner jsonParsed, by mint and by program id
    res = rpc.call_full("getTokenAccountsByOwner", [str(bob.pubkey()), {"mint": str(mint.pubkey())},
                                                    {"encoding": "jsonParsed", "commitment": "confirmed"}])
    parsed = GetTokenAccountsByOwnerJsonParsedResp.from_json(json.dumps(res))
    assert len(parsed.value) == 1 and parsed.value[0].pubkey == ata_b
    acc = res["result"]["value"][0]["account"]
    assert acc["data"]["program"] == "spl-token" and acc["data"]["space"] == 165
    info = acc["data"]["parsed"]["info"]
    assert acc["data"]["parsed"]["type"] == "account"
    assert info == {"isNative": False, "mint": str(mint.pubkey()), "owner": str(bob.pubkey()),
                    "state": "initialized",
                    "tokenAmount": {"amount": "250000000", "decimals": 6, "uiAmount": 250.0,
                                    "uiAmountString": "250"}}
    by_prog = rpc.call("getTokenAccountsByOwner", str(alice.pubkey()), {"programId": str(TOKEN_PROGRAM)},
                       {"encoding": "base64", "commitment": "confirmed"})
    assert [a["pubkey"] for a in by_prog["value"]] == [str(ata_a)]
    assert by_prog["value"][0]["account"]["data"][1] == "base64"
    # default (legacy binary) encoding refuses >128 bytes like Agave
    err = rpc.error("getTokenAccountsByOwner", str(alice.pubkey()), {"programId": str(TOKEN_PROGRAM)})
    assert err["code"] == -32600 and "base 58" in err["message"]
    err = rpc.error("getTokenAccountsByOwner", str(alice.pubkey()), {"programId": str(alice.pubkey())})
    assert err == {"code": -32602, "message": "Invalid param: unrecognized Token program id"}

    # balance / supply
    bal = rpc.call_full("getTokenAccountBalance", [str(ata_a), {"commitment": "confirmed"}])
    assert GetTokenAccountBalanceResp.from_json(json.dumps(bal)).value.amount == "750000000"
    assert bal["result"]["value"] == {"amount": "750000000", "decimals": 6, "uiAmount": 750.0,
                                      "uiAmountString": "750"}
    sup = rpc.call_full("getTokenSupply", [str(mint.pubkey()), {"commitment": "confirmed"}])
    assert GetTokenSupplyResp.from_json(json.dumps(sup)).value.ui_amount_string == "1000"
    err = rpc.error("getTokenAccountBalance", str(payer.pubkey()))
    assert err == {"code": -32602, "message": "Invalid param: not a Token account"}

    # mint via getAccountInfo jsonParsed
    mi = rpc.call("getAccountInfo", str(mint.pubkey()), {"encoding": "jsonParsed", "commitment": "confirmed"})
    assert mi["value"]["data"]["parsed"] == {"type": "mint", "info": {
        "decimals": 6, "freezeAuthority": None, "isInitialized": True,
        "mintAuthority": str(payer.pubkey()), "supply": "1000000000"}}
    # jsonParsed falls back to base64 for non-token accounts (getMultipleAccounts)
    multi = rpc.call("getMultipleAccounts", [str(mint.pubkey()), str(payer.pubkey()), str(Keypair().pubkey())],
                     {"encoding": "jsonParsed", "commitment": "confirmed"})["value"]
    assert multi[0]["data"]["program"] == "spl-token"
    assert multi[1]["data"] == ["", "base64"] and multi[2] is None

    # getTransaction: token balances, memo log, json + jsonParsed
    tx = rpc.call_full("getTransaction", [s3, {"commitment": "confirmed", "maxSupportedTransactionVersion": 0}])
    GetTransactionResp.from_json(json.dumps(tx))
    meta = tx["result"]["meta"]
    keys = tx["result"]["transaction"]["message"]["accountKeys"]
    pre = {keys[b["accountIndex"]]: b["uiTokenAmount"]["amount"] for b in meta["preTokenBalances"]}
    post = {keys[b["accountIndex"]]: b["uiTokenAmount"]["amount"] for b in meta["postTokenBalances"]}
    assert pre == {str(ata_a): "1000000000", str(ata_b): "0"}
    assert post == {str(ata_a): "750000000", str(ata_b): "250000000"}
    for b in meta["postTokenBalances"]:
        assert b["mint"] == str(mint.pubkey()) and b["programId"] == str(TOKEN_PROGRAM)
    assert meta["fee"] == 5000 and meta["err"] is None and meta["status"] == {"Ok": None}
    assert "Program log: Memo (len 14)" in meta["logMessages"]
    assert tx["result"]["version"] == "legacy"

    jp = rpc.call_full("getTransaction", [s3, {"commitment": "confirmed", "encoding": "jsonParsed",
                                               "maxSupportedTransactionVersion": 0}])
    GetTransactionResp.from_json(json.dumps(jp))
    ixs = jp["result"]["transaction"]["message"]["instructions"]
    assert ixs[0]["program"] == "spl-token" and ixs[0]["parsed"]["type"] == "transferChecked"
    assert ixs[0]["parsed"]["info"]["tokenAmount"]["uiAmountString"] == "250"
    recorded = json.loads((Path(__file__).parent / "fixtures" /
                           "getTransaction-jsonParsed-spl-transferChecked-memo-mainnet.json").read_text())
    rec_ixs = recorded["result"]["transaction"]["message"]["instructions"]
    assert set(ixs[0]["parsed"]["info"]) == set(rec_ixs[1]["parsed"]["info"])
    assert set(ixs[1]) - {"stackHeight"} == set(rec_ixs[2])
    assert ixs[1] == {"parsed": "hello localnet", "program": "spl-memo",
                      "programId": "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr", "stackHeight": None}
    ak = jp["result"]["transaction"]["message"]["accountKeys"]
    assert ak[0] == {"pubkey": str(alice.pubkey()), "signer": True, "source": "transaction",
                     "writable": True}

    # ATA creation has inner instructions (CPI into system + token)
    t2 = rpc.call("getTransaction", s2, {"commitment": "confirmed", "encoding": "jsonParsed"})
    inner = t2["meta"]["innerInstructions"]
    assert inner and inner[0]["index"] == 0
    types = [i.get("parsed", {}).get("type") for i in inner[0]["instructions"]]
    assert "initializeAccount3" in types and all(i["stackHeight"] == 2 for i in inner[0]["instructions"])

    # getSignaturesForAddress memo field ("[len] text")
    sigs = rpc.call_full("getSignaturesForAddress", [str(ata_b), {"commitment": "confirmed"}])
    GetSignaturesForAddressResp.from_json(json.dumps(sigs))
    entries = sigs["result"]
    assert entries[0]["signature"] == s3 and entries[0]["memo"] == "[14] hello localnet"
    assert entries[1]["signature"] == s2 and entries[1]["memo"] is None
    # getProgramAccounts with dataSize + memcmp (base58 and base64 bytes), withContext
    import base64 as _b64
    flt = [{"dataSize": 165}, {"memcmp": {"offset": 32, "bytes": str(bob.pubkey())}}]
    pa = rpc.call("getProgramAccounts", str(TOKEN_PROGRAM),
                  {"filters": flt, "encoding": "base64", "commitment": "confirmed"})
    assert [a["pubkey"] for a in pa] == [str(ata_b)]
    flt64 = [{"memcmp": {"offset": 0, "bytes": _b64.b64encode(bytes(mint.pubkey())).decode(),
                         "encoding": "base64"}}, {"dataSize": 165}]
    pa = rpc.call("getProgramAccounts", str(TOKEN_PROGRAM),
                  {"filters": flt64, "encoding": "jsonParsed", "commitment": "confirmed", "withContext": True})
    assert sorted(a["pubkey"] for a in pa["value"]) == sorted([str(ata_a), str(ata_b)])
    assert pa["context"]["slot"] > 0 and pa["value"][0]["account"]["data"]["program"] == "spl-token"
    pa = rpc.call("getProgramAccounts", str(TOKEN_PROGRAM),
                  {"filters": [{"dataSize": 82}, {"memcmp": {"offset": 4, "bytes": str(payer.pubkey())}}],
                   "encoding": "base64", "dataSlice": {"offset": 36, "length": 8}, "commitment": "confirmed"})
    assert [a["pubkey"] for a in pa] == [str(mint.pubkey())]
    assert _b64.b64decode(pa[0]["account"]["data"][0]) == (1_000_000_000).to_bytes(8, "little")
    err = rpc.error("getProgramAccounts", str(TOKEN_PROGRAM), {"filters": [{"dataSize": 1}] * 5})
    assert err == {"code": -32602, "message": "Too many filters provided; max 4"}
    rpc.close()
