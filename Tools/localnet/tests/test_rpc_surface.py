"""The block/leader/supply/node-info methods and the program/slotsUpdates/block/vote subscriptions:
called through solana-py's AsyncClient (which parses every answer with solders' strict types) or
raw and parsed with solders' response classes, checked against what the node did."""
import asyncio
import json
import struct
import time

import pytest
import websockets
from solana.rpc.async_api import AsyncClient
from solana.rpc.commitment import Confirmed, Finalized
from solana.rpc.models import TokenAccountOpts
from solders.instruction import AccountMeta, Instruction
from solders.keypair import Keypair
from solders.pubkey import Pubkey
from solders.signature import Signature
from solders.rpc.responses import (BlockNotification, GetBlockProductionResp, GetBlockResp,
                                   GetBlocksWithLimitResp, GetHighestSnapshotSlotResp,
                                   GetMaxRetransmitSlotResp, GetMaxShredInsertSlotResp,
                                   ProgramNotification, SlotUpdateNotification,
                                   parse_notification)
from solders.system_program import TransferParams, transfer

from conftest import Localnet
from helpers import (TOKEN_PROGRAM, Rpc, RpcFailure, airdrop, ata_create_idempotent, blockhash,
                     create_mint_ixs, memo, mint_to, send, sign, wait_status)

FLAGS = ("--slot-ms", "50", "--perf-sample-secs", "0.5", "--rpc-pubsub-enable-block-subscription",
         "--rpc-pubsub-enable-vote-subscription")


def approve(source: Pubkey, delegate: Pubkey, owner: Pubkey, amount: int) -> Instruction:
    return Instruction(TOKEN_PROGRAM, bytes([4]) + struct.pack("<Q", amount), [
        AccountMeta(source, False, True), AccountMeta(delegate, False, False),
        AccountMeta(owner, True, False)])


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    node = Localnet(tmp_path_factory.mktemp("surface"), *FLAGS)
    rpc = Rpc(node.http)
    payer, dest, mint, alice, bob, spender = (Keypair() for _ in range(6))
    airdrop(rpc, payer.pubkey(), 10_000_000_000, "finalized")
    rent = rpc.call("getMinimumBalanceForRentExemption", 82)
    s1 = send(rpc, sign(create_mint_ixs(payer.pubkey(), mint.pubkey(), payer.pubkey(), 6, rent),
                        payer, [payer, mint], blockhash(rpc)))
    wait_status(rpc, s1, "finalized")
    ix_a, ata_a = ata_create_idempotent(payer.pubkey(), alice.pubkey(), mint.pubkey())
    ix_b, ata_b = ata_create_idempotent(payer.pubkey(), bob.pubkey(), mint.pubkey())
    s2 = send(rpc, sign([ix_a, ix_b, mint_to(mint.pubkey(), ata_a, payer.pubkey(), 700_000_000),
                         mint_to(mint.pubkey(), ata_b, payer.pubkey(), 300_000_000)],
                        payer, [payer], blockhash(rpc)))
    wait_status(rpc, s2, "finalized")
    s3 = send(rpc, sign([approve(ata_a, spender.pubkey(), alice.pubkey(), 5_000_000),
                         transfer(TransferParams(from_pubkey=payer.pubkey(), to_pubkey=dest.pubkey(),
                                                 lamports=1_000_000)),
                         memo("surface", payer.pubkey())],
                        payer, [payer, alice], blockhash(rpc)))
    rec = wait_status(rpc, s3, "finalized")
    yield {"node": node, "rpc": rpc, "payer": payer, "dest": dest, "mint": mint.pubkey(),
           "ata_a": ata_a, "ata_b": ata_b, "spender": spender.pubkey(), "sig": s3,
           "slot": rec["slot"], "alice": alice}
    node.stop()


def test_async_client_parses_every_new_method(world, rng):
    """Each method through solana-py (solders' strict parsing), in random order."""
    w = world
    rpc = w["rpc"]
    identity = rpc.call("getIdentity")["identity"]

    async def flow():
        client = AsyncClient(w["node"].http, commitment=Finalized)
        try:
            async def block():
                b = (await client.get_block(w["slot"], "json", 0)).value
                sigs = [t.transaction.signatures[0] for t in b.transactions]
                assert any(str(s) == w["sig"] for s in sigs)
                assert b.parent_slot == w["slot"] - 1 and b.block_height == w["slot"]
                assert b.rewards == []
                prev = (await client.get_block(w["slot"] - 1, "base64", 0)).value
                assert b.previous_blockhash == prev.blockhash

            async def block_parsed():
                b = (await client.get_block(w["slot"], "jsonParsed", 0)).value
                assert b.transactions[0].meta.fee == 10_000

            async def blocks():
                got = (await client.get_blocks(w["slot"] - 3, w["slot"])).value
                assert got == list(range(w["slot"] - 3, w["slot"] + 1))

            async def block_time():
                t = (await client.get_block_time(w["slot"])).value
                tx = (await client.get_transaction(Signature.from_string(w["sig"]),
                                                  max_supported_transaction_version=0)).value
                assert t == tx.block_time

            async def block_commitment():
                c = (await client.get_block_commitment(w["slot"])).value
                assert c.commitment is None and c.total_stake == 0

            async def cluster_nodes():
                nodes = (await client.get_cluster_nodes()).value
                assert len(nodes) == 1 and str(nodes[0].pubkey) == identity
                assert nodes[0].rpc == w["node"].http.split("//")[1]

            async def first_available():
                assert (await client.get_first_available_block()).value == 0
                assert (await client.get_minimum_ledger_slot()).value == 0

            async def identity_():
                assert str((await client.get_identity()).value.identity) == identity

            async def largest():
                v = (await client.get_largest_accounts()).value
                assert str(v[0].address) == identity
                assert [a.lamports for a in v] == sorted((a.lamports for a in v), reverse=True)
                # (solders 0.29 sends the filter as a 2nd positional param, not in the config)
                none = rpc.call("getLargestAccounts", {"filter": "nonCirculating"})
                assert none["value"] == []

            async def leader_schedule():
                s = (await client.get_leader_schedule()).value
                assert list(map(str, s)) == [identity]
                assert (await client.get_leader_schedule(10**12)).value is None

            async def perf_samples():
                for _ in range(100):
                    v = (await client.get_recent_performance_samples(3)).value
                    if v:
                        break
                    await asyncio.sleep(0.05)
                assert 1 <= len(v) <= 3 and v[0].sample_period_secs in (0, 1)
                assert v[0].num_slots > 0

            async def slot_leader():
                assert str((await client.get_slot_leader()).value) == identity
                leaders = (await client.get_slot_leaders(w["slot"], 7)).value
                assert list(map(str, leaders)) == [identity] * 7

            async def supply():
                s = (await client.get_supply()).value
                assert s.total == s.circulating and s.non_circulating == 0
                assert s.total >= 10_000_000_000

            async def delegate():
                v = (await client.get_token_accounts_by_delegate_json_parsed(
                    w["spender"], TokenAccountOpts(mint=w["mint"]))).value
                assert [a.pubkey for a in v] == [w["ata_a"]]
                info = v[0].account.data.parsed["info"]
                assert info["delegate"] == str(w["spender"])
                assert info["delegatedAmount"]["amount"] == "5000000"
                v64 = (await client.get_token_accounts_by_delegate(
                    w["spender"], TokenAccountOpts(program_id=TOKEN_PROGRAM))).value
                assert len(v64) == 1 and len(v64[0].account.data) == 165

            async def token_largest():
                v = (await client.get_token_largest_accounts(w["mint"])).value
                assert [(a.address, a.amount.amount) for a in v] == [
                    (w["ata_a"], "700000000"), (w["ata_b"], "300000000")]
                assert v[0].amount.ui_amount_string == "700"

            async def tx_count():
                assert (await client.get_transaction_count()).value >= 4

            calls = [block, block_parsed, blocks, block_time, block_commitment, cluster_nodes,
                     first_available, identity_, largest, leader_schedule, perf_samples, slot_leader,
                     supply, delegate, token_largest, tx_count]
            rng.shuffle(calls)  # the order is drawn: seeded, replayed by SOLWALLET_TEST_SEED
            for c in calls:
                await c()
        finally:
            await client.close()

    asyncio.run(flow())


def test_raw_methods_parse_with_solders(world):
    """Methods solana-py has no call for: raw JSON parsed with solders' response classes."""
    rpc = world["rpc"]
    slot = world["slot"]
    prod = GetBlockProductionResp.from_json(json.dumps(rpc.call_full(
        "getBlockProduction", [{"range": {"firstSlot": slot - 9, "lastSlot": slot}}])))
    identity = rpc.call("getIdentity")["identity"]
    assert {str(k): v for k, v in prod.value.by_identity.items()} == {identity: (10, 10)}
    assert (prod.value.range.first_slot, prod.value.range.last_slot) == (slot - 9, slot)
    other = rpc.call("getBlockProduction", {"identity": str(Keypair().pubkey())})
    assert other["value"]["byIdentity"] == {}

    # getBlocksWithLimit reads finalized blocks: wait until the four after the transaction's are finalized too (on a
    # loaded machine the fixture's slot can be the newest finalized one).
    deadline = time.monotonic() + 60
    while rpc.call("getSlot", {"commitment": "finalized"}) < slot + 4:
        assert time.monotonic() < deadline, "the finalized slot did not reach slot + 4 within 60 s"
        time.sleep(0.05)
    lim = GetBlocksWithLimitResp.from_json(json.dumps(rpc.call_full("getBlocksWithLimit", [slot, 5])))
    assert lim.value == list(range(slot, slot + 5))
    current = rpc.call("getSlot", {"commitment": "processed"})
    assert GetMaxRetransmitSlotResp.from_json(json.dumps(rpc.call_full("getMaxRetransmitSlot"))).value >= current
    assert GetMaxShredInsertSlotResp.from_json(json.dumps(rpc.call_full("getMaxShredInsertSlot"))).value >= current
    snap = rpc.call_full("getHighestSnapshotSlot")
    assert snap["error"] == {"code": -32008, "message": "No snapshot"}
    assert GetHighestSnapshotSlotResp.from_json(json.dumps(snap)).__class__.__name__ != "GetHighestSnapshotSlotResp"

    for details in ("signatures", "accounts", "none"):
        for rewards in (True, False):
            raw = rpc.call_full("getBlock", [slot, {"transactionDetails": details, "rewards": rewards,
                                                    "maxSupportedTransactionVersion": 0}])
            parsed = GetBlockResp.from_json(json.dumps(raw))
            res = raw["result"]
            assert ("rewards" in res) == rewards
            if details == "signatures":
                assert world["sig"] in res["signatures"] and "transactions" not in res
                assert [str(s) for s in parsed.value.signatures] == res["signatures"]
            elif details == "accounts":
                keys = res["transactions"][0]["transaction"]["accountKeys"]
                assert {"pubkey", "signer", "source", "writable"} == set(keys[0])
                assert "logMessages" not in res["transactions"][0]["meta"]
            else:
                assert "transactions" not in res and "signatures" not in res


def test_errors_as_agave(world):
    rpc = world["rpc"]
    slot = rpc.call("getSlot", {"commitment": "processed"})
    e = rpc.error("getBlock", slot + 1000, {"commitment": "confirmed"})
    assert e == {"code": -32004, "message": f"Block not available for slot {slot + 1000}"}
    e = rpc.error("getBlock", 1, {"commitment": "processed"})
    assert e["code"] == -32602 and "commitment below `confirmed`" in e["message"]
    e = rpc.error("getBlockTime", slot + 1000)
    assert e == {"code": -32004, "message": f"Block not available for slot {slot + 1000}"}
    # the end is capped at the commitment's slot before the range is checked, as in Agave
    assert rpc.call("getBlocks", 0, 600_000, {"commitment": "confirmed"})[:2] == [0, 1]
    assert rpc.error("getBlocksWithLimit", 0, 500_001)["message"] == "Limit too large; max 500000"
    assert rpc.error("getSlotLeaders", 0, 5001)["message"] == "Invalid limit; max 5000"
    e = rpc.error("getSlotLeaders", 10**12, 1)
    assert e["code"] == -32602 and "leader schedule for epoch" in e["message"]
    e = rpc.error("getBlockProduction", {"range": {"firstSlot": 5, "lastSlot": 4}})
    assert e["message"] == "lastSlot, 4, cannot be less than firstSlot, 5"
    assert rpc.error("getRecentPerformanceSamples", 721)["message"] == "Invalid limit; max 720"
    e = rpc.error("getTokenLargestAccounts", str(world["payer"].pubkey()))
    assert e["message"] == "Invalid param: not a Token mint"
    e = rpc.error("getTokenLargestAccounts", str(Keypair().pubkey()))
    assert e["message"] == "Invalid param: could not find mint"
    with pytest.raises(RpcFailure):
        rpc.call("getBlock", "x")


async def _call(ws, rid, method, params=None):
    await ws.send(json.dumps({"jsonrpc": "2.0", "id": rid, "method": method, "params": params or []}))
    while True:
        msg = json.loads(await asyncio.wait_for(ws.recv(), 5))
        if msg.get("id") == rid:
            return msg


async def _next(ws, method, timeout=5.0, pred=lambda m: True):
    while True:
        msg = json.loads(await asyncio.wait_for(ws.recv(), timeout))
        if msg.get("method") == method and pred(msg):
            return msg


def test_new_subscriptions(world):
    w = world
    rpc = w["rpc"]
    payer = w["payer"]
    target = Keypair()

    async def flow():
        async with websockets.connect(w["node"].ws) as ws:
            upd = (await _call(ws, 1, "slotsUpdatesSubscribe"))["result"]
            kinds = set()
            while len(kinds) < 4:
                n = await _next(ws, "slotsUpdatesNotification")
                assert isinstance(parse_notification(json.dumps(n)), SlotUpdateNotification)
                kinds.add(n["params"]["result"]["type"])
                assert n["params"]["subscription"] == upd
            assert kinds == {"completed", "createdBank", "optimisticConfirmation", "root"}
            assert (await _call(ws, 2, "slotsUpdatesUnsubscribe", [upd]))["result"] is True

            vote = await _call(ws, 3, "voteSubscribe")
            assert isinstance(vote["result"], int)

            # program subscription with a memcmp filter on the owner field: alice's token
            # account changes (approve again), bob's does not match
            alice = w["alice"]
            prog = (await _call(ws, 4, "programSubscribe", [str(TOKEN_PROGRAM), {
                "commitment": "confirmed", "encoding": "base64",
                "filters": [{"dataSize": 165}, {"memcmp": {"offset": 32, "bytes": str(alice.pubkey())}}]}]))
            assert isinstance(prog["result"], int), prog
            blk = (await _call(ws, 5, "blockSubscribe", [
                {"mentionsAccountOrProgram": str(target.pubkey())},
                {"commitment": "confirmed", "maxSupportedTransactionVersion": 0,
                 "transactionDetails": "signatures"}]))["result"]
            tx = sign([approve(w["ata_a"], w["spender"], alice.pubkey(), 6_000_000),
                       transfer(TransferParams(from_pubkey=payer.pubkey(), to_pubkey=target.pubkey(),
                                               lamports=2_000_000))],
                      payer, [payer, alice], blockhash(rpc, "confirmed"))
            sig = send(rpc, tx, preflightCommitment="confirmed")
            pn = await _next(ws, "programNotification")
            parsed = parse_notification(json.dumps(pn))
            assert isinstance(parsed, ProgramNotification)
            assert parsed.result.value.pubkey == w["ata_a"]
            bn = await _next(ws, "blockNotification")
            bparsed = parse_notification(json.dumps(bn))
            assert isinstance(bparsed, BlockNotification)
            assert bn["params"]["subscription"] == blk
            assert bn["params"]["result"]["value"]["block"]["signatures"] == [sig]
            assert bparsed.result.value.slot == bn["params"]["result"]["context"]["slot"]

            e = await _call(ws, 6, "blockSubscribe", ["all", {"commitment": "processed"}])
            assert e["error"]["code"] == -32602

    asyncio.run(flow())


def test_block_and_vote_subscribe_disabled_by_default(node):
    async def flow():
        async with websockets.connect(node.ws) as ws:
            for i, m in enumerate(("blockSubscribe", "voteSubscribe")):
                e = await _call(ws, i, m, ["all"] if m == "blockSubscribe" else [])
                assert e["error"] == {"code": -32601, "message": "Method not found"}

    asyncio.run(flow())


def test_blocks_before_a_restart_are_cleaned_up(start_localnet, tmp_path):
    """After a ledger restart the node has no blocks before the restart slot: Agave's -32001 for them,
    getFirstAvailableBlock/minimumLedgerSlot move up, the transaction history stays."""
    ledger = str(tmp_path / "ledger")
    ln = start_localnet("--ledger", ledger, "--slot-ms", "50")
    rpc = Rpc(ln.http)
    who = Keypair()
    sig = airdrop(rpc, who.pubkey(), 1_000_000, "confirmed")
    slot = rpc.call("getSignatureStatuses", [sig])["value"][0]["slot"]
    assert sig in rpc.call("getBlock", slot, {"commitment": "confirmed", "transactionDetails": "signatures"})[
        "signatures"]
    assert ln.stop() == 0
    ln2 = start_localnet("--ledger", ledger, "--slot-ms", "50")
    rpc2 = Rpc(ln2.http)
    first = rpc2.call("getFirstAvailableBlock")
    assert first > slot and rpc2.call("minimumLedgerSlot") == first
    e = rpc2.error("getBlock", slot, {"commitment": "confirmed"})
    assert e == {"code": -32001, "message": f"Block {slot} cleaned up, does not exist on node. "
                                            f"First available block: {first}"}
    assert rpc2.error("getBlockTime", slot)["code"] == -32001
    assert rpc2.call("getTransaction", sig, {"commitment": "confirmed"}) is not None
    wait_status(rpc2, sig, "confirmed")
    # blocks after the restart are served (once the first of them is confirmed: up to 5 s, not 200 calls at once,
    # which a fast machine finished before a 50 ms slot was confirmed)
    for _ in range(200):
        got = rpc2.call("getBlocks", first, {"commitment": "confirmed"})
        if got:
            break
        time.sleep(0.025)
    assert got[0] == first
