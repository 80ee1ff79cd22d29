#!/usr/bin/env python3
"""Calls RPC methods through solana-py's AsyncClient, which parses every answer with solders' strict types.

Usage: rpc_surface_oracle.py < {"url": URL, "slot": n, "calls": [method, ...]} > {"results": [...]}
Each result: {"method", "raw": the answer's text exactly as the node sent it, "solders": the parsed answer as
solders serializes it back (`Resp.to_json()`)}. A method solana-py has no call for goes through the same
provider with solders' request and response classes. An answer solders cannot parse fails the whole run.
"""
import asyncio
import json
import sys

from solana.rpc.async_api import AsyncClient
from solana.rpc.commitment import Confirmed
from solders.commitment_config import CommitmentLevel
from solders.rpc import requests as rq
from solders.rpc import responses as rs
from solders.rpc.config import RpcBlockProductionConfig, RpcBlockProductionConfigRange


async def run(req):
    client = AsyncClient(req["url"], commitment=Confirmed)
    provider = client._provider
    captured = []
    original = provider.make_request_unparsed

    async def capture(body):
        raw = await original(body)
        captured.append(raw)
        return raw

    provider.make_request_unparsed = capture
    slot = req["slot"]
    low = max(0, slot - 3)
    raw_calls = {
        "getBlocksWithLimit": (rq.GetBlocksWithLimit(slot, 4, CommitmentLevel.Confirmed), rs.GetBlocksWithLimitResp),
        "getBlockProduction": (rq.GetBlockProduction(RpcBlockProductionConfig(
            range=RpcBlockProductionConfigRange(low, slot), commitment=CommitmentLevel.Confirmed)),
            rs.GetBlockProductionResp),
        "getMaxRetransmitSlot": (rq.GetMaxRetransmitSlot(), rs.GetMaxRetransmitSlotResp),
        "getMaxShredInsertSlot": (rq.GetMaxShredInsertSlot(), rs.GetMaxShredInsertSlotResp),
    }
    calls = {
        "getBlock": lambda: client.get_block(slot, "base64", 0),
        "getBlocks": lambda: client.get_blocks(low, slot),
        "getBlockTime": lambda: client.get_block_time(slot),
        "getBlockCommitment": lambda: client.get_block_commitment(slot),
        "getClusterNodes": lambda: client.get_cluster_nodes(),
        "getFirstAvailableBlock": lambda: client.get_first_available_block(),
        "getIdentity": lambda: client.get_identity(),
        "getLargestAccounts": lambda: client.get_largest_accounts(),
        "getLeaderSchedule": lambda: client.get_leader_schedule(slot),
        "getRecentPerformanceSamples": lambda: client.get_recent_performance_samples(5),
        "getSlotLeader": lambda: client.get_slot_leader(),
        "getSlotLeaders": lambda: client.get_slot_leaders(slot, 5),
        "getSupply": lambda: client.get_supply(),
        "getTransactionCount": lambda: client.get_transaction_count(),
        "minimumLedgerSlot": lambda: client.get_minimum_ledger_slot(),
    }
    out = []
    try:
        for method in req["calls"]:
            captured.clear()
            if method in raw_calls:
                body, parser = raw_calls[method]
                resp = await provider.make_request(body, parser)
                if not isinstance(resp, parser):
                    raise SystemExit(f"{method}: solders parsed {type(resp).__name__}: {captured[-1][:300]}")
            else:
                resp = await calls[method]()
            out.append({"method": method, "raw": captured[-1], "solders": json.loads(resp.to_json())})
    finally:
        await client.close()
    return {"results": out}


def main():
    req = json.load(sys.stdin)
    json.dump(asyncio.run(run(req)), sys.stdout)


if __name__ == "__main__":
    main()
