"""Staking RPC methods: getVoteAccounts, getInflationReward, getInflationRate, getInflationGovernor,
getStakeMinimumDelegation (the epoch-boundary work behind them lives in epochs.py)."""
from __future__ import annotations

import struct
from typing import Any, Dict

from solders.instruction import Instruction
from solders.message import Message
from solders.transaction import Transaction

from . import epochs, rpc_methods as rm
from .errors import RpcError, invalid_params, invalid_type

BLOCK_NOT_AVAILABLE = -32004
MAX_INFLATION_REWARD_ADDRESSES = 100
MAX_RPC_VOTE_ACCOUNT_INFO_EPOCH_CREDITS_HISTORY = 5


def _engine(ctx) -> "epochs.Epochs":
    eng = getattr(ctx.chain, "staking", None)
    if eng is None:
        raise RpcError(-32603, "Internal error: this localnet runs without epochs")
    return eng


def _bool(cfg: dict, key: str) -> bool:
    v = cfg.get(key, False)
    if v is None:
        return False
    if not isinstance(v, bool):
        raise invalid_type(v, "a boolean")
    return v


def get_vote_accounts(ctx, params):
    p = rm._args(params, 0)
    cfg = rm._config(p, 0)
    slot = rm._ctx_slot(ctx, cfg)
    only = rm.verify_pubkey(cfg["votePubkey"]) if cfg.get("votePubkey") is not None else None
    keep = _bool(cfg, "keepUnstakedDelinquents")
    distance = cfg.get("delinquentSlotDistance")
    distance = epochs.DELINQUENT_SLOT_DISTANCE if distance is None else rm._u64(distance)
    eng = _engine(ctx)
    epoch = ctx.chain.epoch_schedule.get_epoch(slot)
    stakes = eng.effective_by_vote(epoch)
    current, delinquent = [], []
    for pk, _, vs in sorted(eng.vote_accounts(), key=lambda t: str(t[0])):
        if only is not None and pk != only:
            continue
        stake = stakes.get(str(pk), 0)
        info = {
            "votePubkey": str(pk), "nodePubkey": str(vs.node), "activatedStake": stake,
            "epochVoteAccount": stake > 0, "commission": min(255, -(-vs.commission_bps // 100)),
            "lastVote": vs.last_vote, "rootSlot": vs.root or 0,
            "epochCredits": [list(e) for e in vs.epoch_credits[-MAX_RPC_VOTE_ACCOUNT_INFO_EPOCH_CREDITS_HISTORY:]],
        }
        if vs.last_vote > max(0, slot - distance):
            current.append(info)
        elif stake > 0 or keep:
            delinquent.append(info)
    return {"current": current, "delinquent": delinquent}


def get_inflation_reward(ctx, params):
    p = rm._args(params, 1)
    addrs = p[0]
    if not isinstance(addrs, list):
        raise invalid_type(addrs, "a sequence")
    if len(addrs) > MAX_INFLATION_REWARD_ADDRESSES:
        raise invalid_params(f"Too many inputs provided; max {MAX_INFLATION_REWARD_ADDRESSES}")
    keys = [str(rm.verify_pubkey(a)) for a in addrs]
    cfg = rm._config(p, 1)
    slot = rm._ctx_slot(ctx, cfg)
    es = ctx.chain.epoch_schedule
    current = es.get_epoch(slot)
    epoch = cfg.get("epoch")
    if epoch is None:
        epoch = current - 1 if current > 0 else 0
    else:
        epoch = rm._u64(epoch)
    if epoch >= current:
        first = es.get_first_slot_in_epoch(epoch + 1)
        raise RpcError(BLOCK_NOT_AVAILABLE, f"Block not available for slot {first}")
    record = _engine(ctx).rewards.get(epoch, {})
    return [record.get(k) for k in keys]


def get_inflation_governor(ctx, params):
    p = rm._args(params, 0)
    rm._bare_commitment(rm._opt(p, 0))
    return dict(epochs.INFLATION)


def get_inflation_rate(ctx, params):
    es = ctx.chain.epoch_schedule
    epoch = es.get_epoch(ctx.chain.slot)
    year = es.get_first_slot_in_epoch(epoch) / epochs.SLOTS_PER_YEAR
    return {"epoch": epoch, "foundation": epochs.inflation_foundation(year),
            "total": epochs.inflation_total(year), "validator": epochs.inflation_validator(year)}


def minimum_delegation(chain) -> int:
    """What the deployed Stake program answers to GetMinimumDelegation (its return data)."""
    cached = getattr(chain, "_minimum_delegation", None)
    if cached is not None:
        return cached
    payer = chain.faucet
    ix = Instruction(epochs.STAKE_PROGRAM, struct.pack("<I", 13), [])
    tx = Transaction([payer], Message([ix], payer.pubkey()), chain.svm.latest_blockhash())
    res = chain.svm.simulate_transaction(tx)
    data = bytes(res.meta().return_data().data)
    if len(data) != 8:
        raise RpcError(-32603, "Internal error: GetMinimumDelegation returned no data")
    value = struct.unpack("<Q", data)[0]
    chain._minimum_delegation = value
    return value


def get_stake_minimum_delegation(ctx, params):
    p = rm._args(params, 0)
    slot = rm._ctx_slot(ctx, rm._config(p, 0))
    return rm._resp(slot, minimum_delegation(ctx.chain))


METHODS: Dict[str, Any] = {
    "getVoteAccounts": get_vote_accounts,
    "getInflationReward": get_inflation_reward,
    "getInflationGovernor": get_inflation_governor,
    "getInflationRate": get_inflation_rate,
    "getStakeMinimumDelegation": get_stake_minimum_delegation,
}
