"""Blocks, leaders, supply and node-info methods (Agave's shapes and errors).

What a single-node LiteSVM cluster has, it answers with: blocks and block times from its own slot
history, itself as the one cluster node and the leader of every slot, its own performance samples.
What it does not have (snapshots, vote-based block commitment, non-circulating accounts) it answers
as an Agave node without that data does. `attach(chain)` must run once after genesis/restore so the
block log sees every new slot; `rpc_methods.METHODS` is updated with `METHODS` below.
"""
from __future__ import annotations

import time
from collections import deque
from typing import Any, Callable, Dict, List, Optional

from solders.pubkey import Pubkey

from . import API_VERSION, FEATURE_SET, encoding, errors, parse
from . import rpc_methods as _rpc_methods
from .errors import RpcError, invalid_params, invalid_type
from .rpc_methods import (_args, _at_least_confirmed, _bare_commitment, _commitment, _config,
                          _ctx_slot, _opt, _resp, _u64, verify_pubkey)
from .state import Chain

MAX_GET_CONFIRMED_BLOCKS_RANGE = 500_000
MAX_GET_SLOT_LEADERS = 5000
PERFORMANCE_SAMPLES_LIMIT = 720
NUM_LARGEST_ACCOUNTS = 20
SLOT_HISTORY_ENTRIES = 1024 * 1024
MAX_BLOCK_LOG = 200_000           # slots whose block header (hash, time, height) is kept
TX_DETAILS = ("full", "accounts", "signatures", "none")

BLOCK_CLEANED_UP = -32001
BLOCK_NOT_AVAILABLE = -32004
NO_SNAPSHOT = -32008


def block_cleaned_up(slot: int, first: int) -> RpcError:
    return RpcError(BLOCK_CLEANED_UP, f"Block {slot} cleaned up, does not exist on node. "
                                      f"First available block: {first}")


def block_not_available(slot: int) -> RpcError:
    return RpcError(BLOCK_NOT_AVAILABLE, f"Block not available for slot {slot}")


def no_snapshot() -> RpcError:
    return RpcError(NO_SNAPSHOT, "No snapshot")


class BlockLog:
    """The node's blockstore: for each slot since genesis (or since a restart) the hash the slot
    started with, its time and height; performance samples every `sample_secs`."""

    def __init__(self, chain: Chain, sample_secs: float = 60.0):
        self.chain = chain
        self.hashes: Dict[int, str] = {}
        self.times: Dict[int, int] = {}
        self.heights: Dict[int, int] = {}
        self.order: deque = deque()
        self.rpc_addr: Optional[str] = None
        self.pubsub_addr: Optional[str] = None
        self.sample_secs = sample_secs
        self.samples: deque = deque(maxlen=PERFORMANCE_SAMPLES_LIMIT)
        self._sample_t = time.monotonic()
        self._sample_slot = chain.slot
        self._sample_txs = chain.transaction_count
        self.listeners: List[Callable[[int], None]] = []
        for s in sorted(chain.slot_blockhash):
            self._record(s)
        chain.slot_listeners.append(self.on_slot)

    def _record(self, slot: int) -> None:
        ch = self.chain
        h = ch.slot_blockhash.get(slot)
        if h is None or slot in self.hashes:
            return
        self.hashes[slot] = h
        self.times[slot] = ch.block_time(slot)
        self.heights[slot] = ch.height_at(slot)
        self.order.append(slot)
        while len(self.order) > MAX_BLOCK_LOG:
            old = self.order.popleft()
            self.hashes.pop(old, None)
            self.times.pop(old, None)
            self.heights.pop(old, None)

    def on_slot(self, slot: int) -> None:
        self._record(slot)
        now = time.monotonic()
        if now - self._sample_t >= self.sample_secs:
            ch = self.chain
            n = ch.transaction_count - self._sample_txs
            self.samples.appendleft({"numNonVoteTransactions": n, "numSlots": slot - self._sample_slot,
                                     "numTransactions": n,
                                     "samplePeriodSecs": int(round(now - self._sample_t)),
                                     "slot": slot})
            self._sample_t, self._sample_slot, self._sample_txs = now, slot, ch.transaction_count
        for cb in self.listeners:
            cb(slot)

    # A block `s` is complete once slot s+1 started: its blockhash is the hash slot s+1 started
    # with, its previous blockhash the one slot s started with (so a transaction in block s used a
    # blockhash of an earlier block, as on Agave).
    def first_available(self) -> int:
        for s in self.order:
            if s + 1 in self.hashes:
                return s
        return self.chain.slot

    def has_block(self, slot: int) -> bool:
        return slot in self.hashes and slot + 1 in self.hashes

    def slots(self, start: int, end: int) -> List[int]:
        lo = max(start, self.first_available())
        return [s for s in range(lo, end + 1) if self.has_block(s)]

    def header(self, slot: int) -> dict:
        parent = slot - 1 if slot > 0 else 0
        return {"blockHeight": self.heights[slot], "blockTime": self.times[slot],
                "blockhash": self.hashes[slot + 1], "parentSlot": parent,
                "previousBlockhash": self.hashes[slot]}


def attach(chain: Chain, sample_secs: float = 60.0) -> BlockLog:
    log = getattr(chain, "block_log", None)
    if log is None:
        log = BlockLog(chain, sample_secs)
        chain.block_log = log
    return log


def set_addresses(chain: Chain, rpc: str, pubsub: str) -> None:
    log = attach(chain)
    log.rpc_addr, log.pubsub_addr = rpc, pubsub


def _log(ctx) -> BlockLog:
    return attach(ctx.chain)


def _identity(ctx) -> str:
    return str(ctx.chain.faucet.pubkey())


def _usize(v: Any) -> int:
    return _u64(v, "usize")


# ------------------------------------------------------------------ blocks

def _block_config(p: list) -> dict:
    raw = _opt(p, 1)
    if isinstance(raw, str):
        return {"encoding": raw}
    return _config(p, 1, "struct RpcBlockConfig")


def encode_block(ctx, slot: int, enc: str, details: str, rewards: bool,
                 max_version: Optional[int]) -> dict:
    ch = ctx.chain
    out = _log(ctx).header(slot)
    if rewards:
        out["rewards"] = []
    recs = [ch.txs[s] for s in ch.slot_txs.get(slot, [])]
    if details == "signatures":
        out["signatures"] = [r["signature"] for r in recs]
    elif details == "full":
        txs = []
        for rec in recs:
            t = encoding.encode_transaction(ch, rec, enc, max_version)
            t.pop("slot", None)
            t.pop("blockTime", None)
            if not rewards:
                t["meta"].pop("rewards", None)
            txs.append(t)
        out["transactions"] = txs
    elif details == "accounts":
        txs = []
        for rec in recs:
            full = encoding.encode_transaction(ch, rec, "jsonParsed", max_version)
            msg = full["transaction"]["message"]
            meta = {k: full["meta"][k] for k in ("err", "fee", "postBalances", "postTokenBalances",
                                                  "preBalances", "preTokenBalances", "status")}
            if rewards:
                meta["rewards"] = []
            t = {"meta": meta, "transaction": {"accountKeys": msg["accountKeys"],
                                               "signatures": full["transaction"]["signatures"]}}
            if "version" in full:
                t["version"] = full["version"]
            txs.append(t)
        out["transactions"] = txs
    return out


def get_block(ctx, params):
    p = _args(params, 1)
    slot = _u64(p[0])
    cfg = _block_config(p)
    enc = cfg.get("encoding") or "json"
    if enc not in encoding.TX_ENCODINGS:
        raise encoding._variant_error(enc, encoding.TX_ENCODINGS)
    details = cfg.get("transactionDetails") or "full"
    if details not in TX_DETAILS:
        raise encoding._variant_error(details, TX_DETAILS)
    rewards = cfg.get("rewards")
    rewards = True if rewards is None else rewards
    if not isinstance(rewards, bool):
        raise invalid_type(rewards, "a boolean")
    mv = cfg.get("maxSupportedTransactionVersion")
    if mv is not None and (not isinstance(mv, int) or isinstance(mv, bool) or not 0 <= mv <= 255):
        raise invalid_type(mv, "u8")
    c = _commitment(cfg)
    _at_least_confirmed(c)
    log = _log(ctx)
    first = log.first_available()
    if slot < first:
        raise block_cleaned_up(slot, first)
    if slot > ctx.chain.slot_for(c) or not log.has_block(slot):
        raise block_not_available(slot)
    return encode_block(ctx, slot, enc, details, rewards, mv)


def _blocks_end(ctx, cfg: dict) -> int:
    c = _commitment(cfg)
    _at_least_confirmed(c)
    return _ctx_slot(ctx, cfg, c)


def get_blocks(ctx, params):
    p = _args(params, 1)
    start = _u64(p[0])
    second = _opt(p, 1)
    end: Optional[int] = None
    if isinstance(second, dict):
        cfg = second
    else:
        if second is not None:
            end = _u64(second)
        cfg = _config(p, 2, "struct RpcContextConfig")
    top = _blocks_end(ctx, cfg)
    end = min(end if end is not None else start + MAX_GET_CONFIRMED_BLOCKS_RANGE, top)
    if end < start:
        return []
    if end - start > MAX_GET_CONFIRMED_BLOCKS_RANGE:
        raise invalid_params(f"Slot range too large; max {MAX_GET_CONFIRMED_BLOCKS_RANGE}")
    return _log(ctx).slots(start, end)


def get_blocks_with_limit(ctx, params):
    p = _args(params, 2)
    start = _u64(p[0])
    limit = _usize(p[1])
    cfg = _config(p, 2, "struct RpcContextConfig")
    if limit > MAX_GET_CONFIRMED_BLOCKS_RANGE:
        raise invalid_params(f"Limit too large; max {MAX_GET_CONFIRMED_BLOCKS_RANGE}")
    top = _blocks_end(ctx, cfg)
    if limit == 0:
        return []
    log = _log(ctx)
    lo = max(start, log.first_available())
    return log.slots(lo, min(top, lo + limit - 1))


def get_block_time(ctx, params):
    p = _args(params, 1)
    slot = _u64(p[0])
    log = _log(ctx)
    if slot == 0:
        return ctx.chain.genesis_time
    first = log.first_available()
    if slot < first:
        raise block_cleaned_up(slot, first)
    if slot > ctx.chain.slot or slot not in log.times:
        raise block_not_available(slot)
    return log.times[slot]


def get_block_commitment(ctx, params):
    p = _args(params, 1)
    _u64(p[0])
    # No vote accounts vote on localnet's blocks: Agave's BlockCommitmentCache then holds no entry
    # for any slot, and the answer is a null commitment with the total active stake.
    return {"commitment": None, "totalStake": 0}


def _epoch_first_slot(ch: Chain, epoch: int) -> int:
    return ch.epoch_schedule.get_first_slot_in_epoch(epoch)


def get_block_production(ctx, params):
    p = _args(params, 0)
    cfg = _config(p, 0, "struct RpcBlockProductionConfig")
    ch = ctx.chain
    c = _commitment(cfg)
    bank = _ctx_slot(ctx, cfg, c)
    identity = cfg.get("identity")
    if identity is not None:
        identity = str(verify_pubkey(identity))
    rng = cfg.get("range")
    if rng is None:
        epoch, _ = ch.epoch_schedule.get_epoch_and_slot_index(bank)
        first, last = _epoch_first_slot(ch, epoch), bank
    else:
        if not isinstance(rng, dict):
            raise invalid_type(rng, "struct RpcBlockProductionConfigRange")
        if "firstSlot" not in rng:
            raise invalid_params("Invalid params: missing field `firstSlot`.")
        first = _u64(rng["firstSlot"])
        last = bank if rng.get("lastSlot") is None else _u64(rng["lastSlot"])
        if last < first:
            raise invalid_params(f"lastSlot, {last}, cannot be less than firstSlot, {first}")
    oldest = max(0, bank - SLOT_HISTORY_ENTRIES + 1)
    if first < oldest:
        raise invalid_params(f"firstSlot, {first}, is too small; min {oldest}")
    if last > bank:
        raise invalid_params(f"lastSlot, {last}, is too large; max {bank}")
    me = _identity(ctx)
    n = last - first + 1
    by_identity = {}
    if identity is None or identity == me:
        by_identity[me] = [n, n]
    return _resp(bank, {"byIdentity": by_identity, "range": {"firstSlot": first, "lastSlot": last}})


# ------------------------------------------------------------------ leaders & node

def get_cluster_nodes(ctx, params):
    log = _log(ctx)
    return [{"featureSet": FEATURE_SET, "gossip": None, "pubkey": _identity(ctx),
             "pubsub": log.pubsub_addr, "rpc": log.rpc_addr, "serveRepair": None,
             "shredVersion": 0, "tpu": None, "tpuForwards": None, "tpuForwardsQuic": None,
             "tpuQuic": None, "tpuVote": None, "tvu": None, "version": API_VERSION}]


def get_slot_leader(ctx, params):
    p = _args(params, 0)
    _ctx_slot(ctx, _config(p, 0))
    return _identity(ctx)


def _check_schedule(ch: Chain, slot: int) -> int:
    es = ch.epoch_schedule
    epoch, _ = es.get_epoch_and_slot_index(slot)
    if epoch > es.get_leader_schedule_epoch(ch.slot):
        raise invalid_params(f"Invalid slot range: leader schedule for epoch {epoch} is unavailable")
    return epoch


def get_slot_leaders(ctx, params):
    p = _args(params, 2)
    start = _u64(p[0])
    limit = _u64(p[1])
    if limit > MAX_GET_SLOT_LEADERS:
        raise invalid_params(f"Invalid limit; max {MAX_GET_SLOT_LEADERS}")
    ch = ctx.chain
    _check_schedule(ch, start)
    if limit:
        _check_schedule(ch, start + limit - 1)
    return [_identity(ctx)] * limit


def get_leader_schedule(ctx, params):
    p = _args(params, 0)
    first = _opt(p, 0)
    if isinstance(first, dict):
        slot, cfg = None, first
    else:
        slot = None if first is None else _u64(first)
        cfg = _config(p, 1, "struct RpcLeaderScheduleConfig")
    ch = ctx.chain
    c = _commitment(cfg)
    bank = _ctx_slot(ctx, cfg, c)
    identity = cfg.get("identity")
    if identity is not None:
        identity = str(verify_pubkey(identity))
    es = ch.epoch_schedule
    epoch, _ = es.get_epoch_and_slot_index(bank if slot is None else slot)
    if epoch > es.get_leader_schedule_epoch(bank):
        return None
    me = _identity(ctx)
    if identity is not None and identity != me:
        return {}
    return {me: list(range(es.get_slots_in_epoch(epoch)))}


def get_max_retransmit_slot(ctx, params):
    return ctx.chain.slot


def get_max_shred_insert_slot(ctx, params):
    return ctx.chain.slot


def get_highest_snapshot_slot(ctx, params):
    raise no_snapshot()


def get_first_available_block(ctx, params):
    return _log(ctx).first_available()


def minimum_ledger_slot(ctx, params):
    return _log(ctx).first_available()


def get_recent_performance_samples(ctx, params):
    p = _args(params, 0)
    limit = _opt(p, 0)
    limit = PERFORMANCE_SAMPLES_LIMIT if limit is None else _usize(limit)
    if limit > PERFORMANCE_SAMPLES_LIMIT:
        raise invalid_params(f"Invalid limit; max {PERFORMANCE_SAMPLES_LIMIT}")
    return list(_log(ctx).samples)[:limit]


# ------------------------------------------------------------------ supply & largest accounts

def _known_balances(ctx, c: str) -> List[tuple]:
    ch = ctx.chain
    keys = set(ch.touched) | {_identity(ctx)}
    out = []
    for k in keys:
        a = ch.account_at(Pubkey.from_string(k), c)
        if a is not None and a.lamports > 0:
            out.append((k, a.lamports))
    return out


def get_supply(ctx, params):
    p = _args(params, 0)
    cfg = _config(p, 0, "struct RpcSupplyConfig")
    c = _commitment(cfg)
    slot = _ctx_slot(ctx, cfg, c)
    exclude = cfg.get("excludeNonCirculatingAccountsList", False)
    if not isinstance(exclude, bool):
        raise invalid_type(exclude, "a boolean")
    total = sum(l for _, l in _known_balances(ctx, c))
    return _resp(slot, {"circulating": total, "nonCirculating": 0,
                        "nonCirculatingAccounts": [], "total": total})


def get_largest_accounts(ctx, params):
    p = _args(params, 0)
    cfg = _config(p, 0, "struct RpcLargestAccountsConfig")
    c = _commitment(cfg)
    slot = _ctx_slot(ctx, cfg, c)
    flt = cfg.get("filter")
    if flt is not None and flt not in ("circulating", "nonCirculating"):
        raise encoding._variant_error(flt, ("circulating", "nonCirculating"))
    items = [] if flt == "nonCirculating" else _known_balances(ctx, c)
    items.sort(key=lambda x: (-x[1], x[0]))
    return _resp(slot, [{"address": k, "lamports": l} for k, l in items[:NUM_LARGEST_ACCOUNTS]])


def get_token_largest_accounts(ctx, params):
    p = _args(params, 1)
    mint = verify_pubkey(p[0])
    c = _bare_commitment(_opt(p, 1))
    ch = ctx.chain
    a = ch.account_at(mint, c)
    if a is None:
        raise invalid_params("Invalid param: could not find mint")
    owner = str(a.owner)
    if owner not in parse.TOKEN_PROGRAMS:
        raise invalid_params("Invalid param: not a Token mint")
    m = parse.unpack_mint(bytes(a.data), owner)
    if m is None:
        raise invalid_params("Invalid param: mint could not be unpacked")
    dec = m["decimals"]
    items = []
    for pk, acct in ch.program_accounts(a.owner, c):
        ta = parse.unpack_token_account(bytes(acct.data), owner)
        if ta is None or ta["mint"] != str(mint):
            continue
        items.append((str(pk), ta["amount"]))
    items.sort(key=lambda x: (-x[1], x[0]))
    value = []
    for k, amount in items[:NUM_LARGEST_ACCOUNTS]:
        ui = parse.ui_token_amount(amount, dec)
        ui["address"] = k
        value.append(ui)
    return _resp(ch.slot_for(c), value)


METHODS: Dict[str, Callable[[Any, Any], Any]] = {
    "getBlock": get_block,
    "getBlocks": get_blocks,
    "getBlocksWithLimit": get_blocks_with_limit,
    "getBlockTime": get_block_time,
    "getBlockCommitment": get_block_commitment,
    "getBlockProduction": get_block_production,
    "getClusterNodes": get_cluster_nodes,
    "getFirstAvailableBlock": get_first_available_block,
    "minimumLedgerSlot": minimum_ledger_slot,
    "getHighestSnapshotSlot": get_highest_snapshot_slot,
    "getLargestAccounts": get_largest_accounts,
    "getLeaderSchedule": get_leader_schedule,
    "getMaxRetransmitSlot": get_max_retransmit_slot,
    "getMaxShredInsertSlot": get_max_shred_insert_slot,
    "getRecentPerformanceSamples": get_recent_performance_samples,
    "getSlotLeader": get_slot_leader,
    "getSlotLeaders": get_slot_leaders,
    "getSupply": get_supply,
    "getTokenLargestAccounts": get_token_largest_accounts,
}

_rpc_methods.METHODS.update(METHODS)

__all__ = ["METHODS", "attach", "set_addresses", "encode_block", "BlockLog"]
