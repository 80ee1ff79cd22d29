"""Chain state around LiteSVM: slots/blocks, blockhash window, commitment views of accounts,
transaction execution + history, and the faucet."""
from __future__ import annotations

import base64
import json
import os
import struct
import time
from bisect import bisect_right
from typing import Any, Callable, Dict, List, Optional, Tuple

from solders.account import Account
from solders.clock import Clock
from solders.hash import Hash
from solders.instruction import AccountMeta, Instruction
from solders.keypair import Keypair
from solders.litesvm import LiteSVM
from solders.message import Message, MessageV1
from solders.pubkey import Pubkey
from solders.transaction import VersionedTransaction
from solders.transaction_metadata import FailedTransactionMetadata

from . import parse
from .parse import b58

MAX_PROCESSING_AGE = 150          # blocks a blockhash stays valid
BLOCKHASH_QUEUE_SLOTS = 300       # how long we remember a blockhash at all
STATUS_CACHE_SLOTS = 300          # getSignatureStatuses without searchTransactionHistory
FINALIZATION_DEPTH = 32           # finalized = processed - 32
CONFIRMATION_DEPTH = 1            # confirmed = processed - 1
SLOT_HASHES_MAX = 512
LAMPORTS_PER_SIGNATURE = 5000
SYSTEM_PROGRAM_ID = Pubkey.from_string(parse.SYSTEM_PROGRAM)
ALT_PROGRAM_ID = Pubkey.from_string(parse.ALT_PROGRAM)
U64_MAX = parse.U64_MAX
_EMPTY = Account(0, b"", SYSTEM_PROGRAM_ID)
MAX_ACCOUNT_DATA = 10 * 1024 * 1024  # MAX_PERMITTED_DATA_LENGTH

COMMITMENTS = ("processed", "confirmed", "finalized")
_COMMITMENT_ALIASES = {
    "processed": "processed", "recent": "processed",
    "confirmed": "confirmed", "single": "confirmed", "singleGossip": "confirmed",
    "finalized": "finalized", "root": "finalized", "max": "finalized",
}

# Programs/sysvars that a fresh LiteSVM already has: never persisted in the ledger snapshot.
_BUILTIN_OWNERS = {
    "NativeLoader1111111111111111111111111111111",
    "Sysvar1111111111111111111111111111111111111",
    "BPFLoader1111111111111111111111111111111111",
    "BPFLoader2111111111111111111111111111111111",
}

# Builtins count 3 000 default CUs per instruction instead of 200 000 (fee estimation only).
_BUILTIN_PROGRAMS = {
    parse.SYSTEM_PROGRAM, parse.COMPUTE_BUDGET, parse.ALT_PROGRAM,
    "Vote111111111111111111111111111111111111111", "Stake11111111111111111111111111111111111111",
    "Config1111111111111111111111111111111111111", "BPFLoaderUpgradeab1e11111111111111111111111",
    "BPFLoader2111111111111111111111111111111111", "BPFLoader1111111111111111111111111111111111",
    "LoaderV411111111111111111111111111111111111", "Ed25519SigVerify111111111111111111111111111",
    "KeccakSecp256k11111111111111111111111111111",
}

RESERVED_KEYS = _BUILTIN_PROGRAMS | {
    "SysvarC1ock11111111111111111111111111111111", "SysvarRent111111111111111111111111111111111",
    "SysvarRecentB1ockHashes11111111111111111111", "SysvarS1otHashes111111111111111111111111111",
    "SysvarEpochSchedu1e111111111111111111111111", "SysvarFees111111111111111111111111111111111",
    "SysvarStakeHistory1111111111111111111111111", "Sysvar1nstructions1111111111111111111111111",
    "SysvarS1otHistory11111111111111111111111111", "SysvarEpochRewards1111111111111111111111111",
    "SysvarLastRestartS1ot1111111111111111111111", "NativeLoader1111111111111111111111111111111",
}


def normalize_commitment(c: Optional[str]) -> Optional[str]:
    if c is None:
        return "finalized"
    return _COMMITMENT_ALIASES.get(c)


def _live(acct: Optional[Account]) -> Optional[Account]:
    """Agave treats zero-lamport accounts as non-existent."""
    if acct is None or acct.lamports == 0:
        return None
    return acct


class TxFailure(Exception):
    """A transaction that never lands (rejected before execution): carries the Agave error JSON."""

    def __init__(self, err: Any, logs: Optional[list] = None, units: int = 0):
        super().__init__(str(err))
        self.err = err
        self.logs = logs or []
        self.units = units


def message_offsets(msg_bytes: bytes) -> Tuple[int, int]:
    """(offset of the recent blockhash inside the message, number of static keys)."""
    off = 1 if msg_bytes[0] & 0x80 else 0
    off += 3
    n, shift, i = 0, 0, 0
    while True:
        b = msg_bytes[off + i]
        n |= (b & 0x7F) << shift
        i += 1
        if not b & 0x80:
            break
        shift += 7
    return off + i + 32 * n, n


def split_tx_bytes(raw: bytes) -> Tuple[bytes, bytes]:
    n, shift, i = 0, 0, 0
    while True:
        b = raw[i]
        n |= (b & 0x7F) << shift
        i += 1
        if not b & 0x80:
            break
        shift += 7
    sig_end = i + 64 * n
    return raw[:sig_end], raw[sig_end:]


def compute_budget_of(program_ids: List[str], datas: List[bytes]) -> Tuple[Optional[int], int, int]:
    """(explicit CU limit or None, CU price in micro-lamports, default CU limit)."""
    limit = None
    price = 0
    default = 0
    for pid, data in zip(program_ids, datas):
        if pid == parse.COMPUTE_BUDGET and data:
            if data[0] == 2 and len(data) >= 5:
                limit = struct.unpack_from("<I", data, 1)[0]
            elif data[0] == 3 and len(data) >= 9:
                price = struct.unpack_from("<Q", data, 1)[0]
        if pid in _BUILTIN_PROGRAMS:
            default += 3_000
        else:
            default += 200_000
    return limit, price, min(default, 1_400_000)


def fee_for(num_signatures: int, program_ids: List[str], datas: List[bytes]) -> int:
    limit, price, default = compute_budget_of(program_ids, datas)
    units = min(limit if limit is not None else default, 1_400_000)
    priority = (price * units + 999_999) // 1_000_000
    return LAMPORTS_PER_SIGNATURE * num_signatures + priority


class Chain:
    def __init__(self, slot_ms: int = 400):
        self.slot_ms = slot_ms
        self.svm = LiteSVM()
        self.epoch_schedule = self.svm.get_epoch_schedule()
        self.slot = 0
        self.height = 0
        self.genesis_time = int(time.time())
        self.genesis_hash = b58(os.urandom(32))
        self.faucet = Keypair()
        self.paused = False
        self.transaction_count = 0
        # blockhash window
        self.blockhashes: Dict[str, Tuple[int, int]] = {}   # hash -> (slot, height)
        self.slot_blockhash: Dict[int, str] = {}
        self.slot_times: Dict[int, int] = {}
        self.slot_hashes: List[Tuple[int, Hash]] = []
        # history
        self.txs: Dict[str, dict] = {}
        self.addr_index: Dict[str, List[str]] = {}
        self.slot_txs: Dict[int, List[str]] = {}
        self.prio_fees: Dict[int, List[Tuple[int, List[str]]]] = {}
        # commitment views: pubkey -> [(slot, account state at start of that slot)]
        self.acct_hist: Dict[str, List[Tuple[int, Optional[Account]]]] = {}
        self.changed_by_slot: Dict[int, set] = {}
        self.touched: set = set()
        self.dirty = False
        # listeners (websocket layer)
        self.tx_listeners: List[Callable[[dict, List[str]], None]] = []
        self.slot_listeners: List[Callable[[int], None]] = []
        self.received_listeners: List[Callable[[str], None]] = []

    # ------------------------------------------------------------------ genesis / restore
    def genesis(self, faucet_lamports: int) -> None:
        self.svm.set_account(self.faucet.pubkey(),
                             Account(faucet_lamports, b"", SYSTEM_PROGRAM_ID, False, U64_MAX))
        self.touched.add(str(self.faucet.pubkey()))
        self._apply_clock()
        self._register_blockhash()
        # slot 0 is the genesis block; transactions start landing in slot 1 (so nothing is
        # "finalized" before 32 slots have passed, as on a fresh validator)
        self.advance(1)
        self.dirty = True

    def _register_blockhash(self) -> None:
        h = str(self.svm.latest_blockhash())
        self.blockhashes[h] = (self.slot, self.height)
        self.slot_blockhash[self.slot] = h
        self.slot_times[self.slot] = int(time.time())

    def _apply_clock(self) -> None:
        epoch, _ = self.epoch_schedule.get_epoch_and_slot_index(self.slot)
        lse = self.epoch_schedule.get_leader_schedule_epoch(self.slot)
        self.svm.set_clock(Clock(self.slot, self.genesis_time, epoch, lse, int(time.time())))

    # ------------------------------------------------------------------ slots
    def advance(self, n: int = 1) -> None:
        for _ in range(n):
            prev = self.slot
            self.slot += 1
            self.height += 1
            self.slot_hashes.insert(0, (prev, Hash.from_string(self.slot_blockhash[prev])))
            self.svm.expire_blockhash()
            self._register_blockhash()
            self._prune()
            for cb in self.slot_listeners:
                cb(self.slot)
        del self.slot_hashes[SLOT_HASHES_MAX:]
        self.svm.set_slot_hashes(self.slot_hashes)
        self._apply_clock()

    def _prune(self) -> None:
        old = self.slot - BLOCKHASH_QUEUE_SLOTS
        if old >= 0:
            h = self.slot_blockhash.pop(old, None)
            if h is not None:
                self.blockhashes.pop(h, None)
            self.prio_fees.pop(old, None)
        self.slot_times.pop(self.slot - 5000, None)
        fin = self.finalized_slot()
        # account history entries at or below the finalized slot are never needed again
        self.changed_by_slot.pop(fin - 2, None)
        if self.slot % 16 == 0:
            for pk in list(self.acct_hist):
                entries = [e for e in self.acct_hist[pk] if e[0] > fin]
                if entries:
                    self.acct_hist[pk] = entries
                else:
                    del self.acct_hist[pk]

    def confirmed_slot(self) -> int:
        return max(0, self.slot - CONFIRMATION_DEPTH)

    def finalized_slot(self) -> int:
        return max(0, self.slot - FINALIZATION_DEPTH)

    def slot_for(self, commitment: str) -> int:
        if commitment == "processed":
            return self.slot
        if commitment == "confirmed":
            return self.confirmed_slot()
        return self.finalized_slot()

    def height_at(self, slot: int) -> int:
        return self.height - (self.slot - slot)

    def block_time(self, slot: int) -> int:
        return self.slot_times.get(slot, self.genesis_time + slot * self.slot_ms // 1000)

    def confirmation_status(self, slot: int) -> Tuple[str, Optional[int]]:
        if slot <= self.finalized_slot():
            return "finalized", None
        if slot <= self.confirmed_slot():
            return "confirmed", self.slot - slot
        return "processed", self.slot - slot

    # ------------------------------------------------------------------ blockhashes
    def latest_blockhash(self, commitment: str) -> Tuple[str, int]:
        s = self.slot_for(commitment)
        h = self.slot_blockhash[s]
        return h, self.blockhashes[h][1] + MAX_PROCESSING_AGE

    def blockhash_valid(self, h: str, commitment: str = "processed") -> bool:
        info = self.blockhashes.get(h)
        if info is None:
            return False
        s = self.slot_for(commitment)
        if info[0] > s:
            return False
        return self.height_at(s) - info[1] <= MAX_PROCESSING_AGE

    # ------------------------------------------------------------------ accounts
    def account_at(self, pk: Pubkey, commitment: str = "processed") -> Optional[Account]:
        if commitment != "processed":
            hist = self.acct_hist.get(str(pk))
            if hist:
                s = self.slot_for(commitment)
                i = bisect_right(hist, s, key=lambda e: e[0])
                if i < len(hist):
                    return _live(hist[i][1])
        return _live(self.svm.get_account(pk))

    def program_accounts(self, owner: Pubkey, commitment: str) -> List[Tuple[Pubkey, Account]]:
        if commitment == "processed":
            return [(pk, a) for pk, a in self.svm.get_program_accounts(owner) if a.lamports > 0]
        keys = {str(pk) for pk, _ in self.svm.get_program_accounts(owner)}
        keys.update(self.acct_hist.keys())
        out = []
        for k in sorted(keys):
            pk = Pubkey.from_string(k)
            a = self.account_at(pk, commitment)
            if a is not None and a.owner == owner:
                out.append((pk, a))
        return out

    def mint_decimals(self, mint: Optional[str], commitment: str = "processed") -> Optional[int]:
        if mint is None:
            return None
        a = self.account_at(Pubkey.from_string(mint), commitment)
        if a is None or str(a.owner) not in parse.TOKEN_PROGRAMS:
            return None
        m = parse.unpack_mint(bytes(a.data), str(a.owner))
        return None if m is None else m["decimals"]

    # ------------------------------------------------------------------ lookup tables
    def resolve_lookups(self, tx: VersionedTransaction) -> Tuple[List[str], List[str]]:
        msg = tx.message
        lookups = getattr(msg, "address_table_lookups", None) or []
        writable: List[str] = []
        readonly: List[str] = []
        for lk in lookups:
            acct = self.svm.get_account(lk.account_key)
            if acct is None or acct.lamports == 0:
                raise TxFailure("AddressLookupTableNotFound")
            if acct.owner != ALT_PROGRAM_ID:
                raise TxFailure("InvalidAddressLookupTableOwner")
            data = bytes(acct.data)
            if len(data) < 56 or struct.unpack_from("<I", data, 0)[0] != 1:
                raise TxFailure("InvalidAddressLookupTableData")
            deact, last_ext = struct.unpack_from("<QQ", data, 4)
            start_idx = data[20]
            addrs = [data[i:i + 32] for i in range(56, len(data) - 31, 32)]
            if deact != U64_MAX and self.slot - deact > SLOT_HASHES_MAX:
                raise TxFailure("AddressLookupTableNotFound")
            active = start_idx if last_ext >= self.slot else len(addrs)
            for idxs, out in ((lk.writable_indexes, writable), (lk.readonly_indexes, readonly)):
                for i in idxs:
                    if i >= active:
                        raise TxFailure("InvalidAddressLookupTableIndex")
                    out.append(b58(addrs[i]))
        return writable, readonly

    # ------------------------------------------------------------------ execution
    def _blockhash_gate(self, tx: VersionedTransaction, commitment: str) -> None:
        """Let LiteSVM accept any blockhash still inside the 150-block window; anything else goes
        through LiteSVM's own check (so it rejects with BlockhashNotFound unless it is a nonce)."""
        bh = str(tx.message.recent_blockhash)
        ok = self.blockhash_valid(bh, commitment)
        self.svm.with_blockhash_check(not ok)

    def simulate(self, tx: VersionedTransaction, commitment: str = "processed",
                 sig_verify: bool = False) -> dict:
        sig = str(tx.signatures[0])
        if sig in self.txs:
            return {"err": "AlreadyProcessed", "logs": [], "units": 0, "return_data": None,
                    "post": [], "landed": False, "keys": []}
        try:
            w, r = self.resolve_lookups(tx)
        except TxFailure as e:
            return {"err": e.err, "logs": [], "units": 0, "return_data": None, "post": [],
                    "landed": False, "keys": []}
        keys = [str(k) for k in tx.message.account_keys] + w + r
        swapped = self._swap_in_view(keys, commitment)
        self._blockhash_gate(tx, commitment)
        if not sig_verify:
            self.svm.with_sigverify(False)
        try:
            res = self.svm.simulate_transaction(tx)
        finally:
            self.svm.with_blockhash_check(True)
            self.svm.with_sigverify(True)
            for pk, cur in swapped:
                self.svm.set_account(pk, cur if cur is not None else _EMPTY)
        if isinstance(res, FailedTransactionMetadata):
            meta = res.meta()
            err = json.loads(res.to_json())["err"]
            post = []
        else:
            meta = res.meta()
            err = None
            post = res.post_accounts()
        rd = meta.return_data()
        rd_bytes = bytes(rd.data)
        return {"err": err, "logs": list(meta.logs()), "units": meta.compute_units_consumed(),
                "return_data": (str(rd.program_id), rd_bytes) if rd_bytes else None,
                "post": post, "keys": keys,
                "tables": len(getattr(tx.message, "address_table_lookups", None) or [])}

    def _swap_in_view(self, keys: List[str], commitment: str) -> list:
        """Make LiteSVM see the accounts as of the commitment's bank (as Agave's preflight and
        simulateTransaction do); returns what to put back."""
        swapped = []
        if commitment == "processed":
            return swapped
        for k in set(keys):
            if k not in self.acct_hist:
                continue
            pk = Pubkey.from_string(k)
            view = self.account_at(pk, commitment)
            cur = self.svm.get_account(pk)
            if view != _live(cur):
                swapped.append((pk, cur))
                self.svm.set_account(pk, view if view is not None else _EMPTY)
        return swapped

    def loaded_accounts_data_size(self, keys: List[str], tables: int = 0) -> int:
        """SIMD-0186: every account key of the transaction (those loaded through lookup tables too) counts its data
        plus 64 bytes (0 for an account that does not exist); an upgradeable program (owned by LoaderV3) also counts
        its programdata account, once; each lookup table used counts a flat 8,248 bytes."""
        total = 8248 * tables
        counted = set()
        for k in dict.fromkeys(keys):
            counted.add(k)
            a = self.svm.get_account(Pubkey.from_string(k))
            if a is None:
                continue
            total += 64 + len(a.data)
            if str(a.owner) == "BPFLoaderUpgradeab1e11111111111111111111111" and len(a.data) >= 36 \
                    and int.from_bytes(bytes(a.data[:4]), "little") == 2:
                programdata = b58(bytes(a.data[4:36]))
                if programdata not in counted and programdata not in keys:
                    counted.add(programdata)
                    pd = self.svm.get_account(Pubkey.from_string(programdata))
                    total += 64 + len(pd.data) if pd is not None else 0
        return total

    def process(self, tx: VersionedTransaction, raw: bytes) -> dict:
        """Execute for real. Returns the history record; raises TxFailure if it never lands."""
        sig = str(tx.signatures[0])
        if sig in self.txs:
            raise TxFailure("AlreadyProcessed")
        for cb in self.received_listeners:
            cb(sig)
        w, r = self.resolve_lookups(tx)
        msg = tx.message
        static = [str(k) for k in msg.account_keys]
        keys = static + w + r
        pks = [Pubkey.from_string(k) for k in keys]
        pre = [self.svm.get_account(pk) for pk in pks]
        self._blockhash_gate(tx, "processed")
        try:
            res = self.svm.send_transaction(tx)
        finally:
            self.svm.with_blockhash_check(True)
        post = [self.svm.get_account(pk) for pk in pks]
        pre_bal = [a.lamports if a is not None else 0 for a in pre]
        post_bal = [a.lamports if a is not None else 0 for a in post]
        if isinstance(res, FailedTransactionMetadata):
            err = json.loads(res.to_json())["err"]
            meta = res.meta()
            if pre_bal[0] == post_bal[0]:
                # rejected before execution (no fee charged): dropped, never lands
                raise TxFailure(err, list(meta.logs()), meta.compute_units_consumed())
        else:
            err = None
            meta = res
        record = self._build_record(tx, raw, sig, keys, static, w, r, pre, post, pre_bal,
                                    post_bal, err, meta)
        self._commit(record, keys, pks, pre, post)
        return record

    def _token_balances(self, accts: List[Optional[Account]], keys: List[str],
                        mint_state: Dict[str, Optional[Account]]) -> List[dict]:
        out = []
        for i, a in enumerate(accts):
            if a is None:
                continue
            owner = str(a.owner)
            if owner not in parse.TOKEN_PROGRAMS:
                continue
            ta = parse.unpack_token_account(bytes(a.data), owner)
            if ta is None:
                continue
            mint_acct = mint_state.get(ta["mint"])
            if ta["mint"] not in mint_state:
                mint_acct = self.svm.get_account(Pubkey.from_string(ta["mint"]))
            if mint_acct is None:
                continue
            m = parse.unpack_mint(bytes(mint_acct.data), str(mint_acct.owner))
            if m is None:
                continue
            out.append({"accountIndex": i, "mint": ta["mint"], "owner": ta["owner"],
                        "programId": owner,
                        "uiTokenAmount": parse.ui_token_amount(ta["amount"], m["decimals"])})
        return out

    def _build_record(self, tx, raw, sig, keys, static, w, r, pre, post, pre_bal, post_bal,
                      err, meta) -> dict:
        msg = tx.message
        ixs = msg.instructions
        prog_ids = [keys[ix.program_id_index] for ix in ixs]
        datas = [bytes(ix.data) for ix in ixs]
        _, cu_price, _ = compute_budget_of(prog_ids, datas)
        memos = []
        for pid, d in zip(prog_ids, datas):
            if pid in parse.MEMO_PROGRAMS:
                text = d.decode("utf-8", "replace")
                memos.append(f"[{len(text)}] {text}")
        inner = []
        for idx, lst in enumerate(meta.inner_instructions()):
            if not lst:
                continue
            items = []
            for ii in lst:
                ci = ii.instruction()
                items.append({"programIdIndex": ci.program_id_index,
                              "accounts": list(bytes(ci.accounts)),
                              "data": b58(bytes(ci.data)),
                              "stackHeight": ii.stack_height()})
            inner.append({"index": idx, "instructions": items})
        rd = meta.return_data()
        rd_bytes = bytes(rd.data)
        pre_mints = {k: a for k, a in zip(keys, pre)}
        post_mints = {k: a for k, a in zip(keys, post)}
        writable = [keys[i] for i in range(len(keys)) if self._is_writable(msg, i, len(static), len(w))]
        return {
            "signature": sig,
            "slot": self.slot,
            "blockTime": self.block_time(self.slot),
            "tx": base64.b64encode(raw).decode(),
            "version": "legacy" if isinstance(msg, Message) else (1 if isinstance(msg, MessageV1) else 0),
            "err": err,
            "fee": meta.fee(),
            "preBalances": pre_bal,
            "postBalances": post_bal,
            "preTokenBalances": self._token_balances(pre, keys, pre_mints),
            "postTokenBalances": self._token_balances(post, keys, post_mints),
            "innerInstructions": inner,
            "logMessages": list(meta.logs()),
            "loadedAddresses": {"writable": w, "readonly": r},
            "computeUnitsConsumed": meta.compute_units_consumed(),
            "returnData": ({"programId": str(rd.program_id),
                            "data": [base64.b64encode(rd_bytes).decode(), "base64"]}
                           if rd_bytes else None),
            "memo": "; ".join(memos) if memos else None,
            "cuPrice": cu_price,
            "writable": writable,
            "keys": keys,
        }

    @staticmethod
    def _is_writable(msg, i: int, n_static: int, n_loaded_w: int) -> bool:
        h = msg.header
        if i >= n_static:
            return i < n_static + n_loaded_w
        nsig = h.num_required_signatures
        if i < nsig:
            return i < nsig - h.num_readonly_signed_accounts
        return i < n_static - h.num_readonly_unsigned_accounts

    def _commit(self, record: dict, keys: List[str], pks, pre, post) -> None:
        slot = self.slot
        sig = record["signature"]
        self.txs[sig] = record
        self.transaction_count += 1
        self.slot_txs.setdefault(slot, []).append(sig)
        seen = set()
        for k in keys:
            if k in seen:
                continue
            seen.add(k)
            self.addr_index.setdefault(k, []).append(sig)
        self.prio_fees.setdefault(slot, []).append((record["cuPrice"], record["writable"]))
        changed = []
        for k, a, b in zip(keys, pre, post):
            if a == b:
                continue
            changed.append(k)
            hist = self.acct_hist.setdefault(k, [])
            if not hist or hist[-1][0] != slot:
                hist.append((slot, a))
            self.changed_by_slot.setdefault(slot, set()).add(k)
            self.touched.add(k)
        self.dirty = True
        for cb in self.tx_listeners:
            cb(record, changed)

    def set_account_from(self, payload: dict) -> dict:
        """Writes an account as `solana-test-validator --account` loads one: `{"pubkey", "lamports", "owner",
        "data": base64, "executable"}`. Views at older commitments keep the previous state until this slot is
        confirmed/finalized, as after a transaction."""
        pubkey = payload.get("pubkey")
        lamports = payload.get("lamports")
        owner = payload.get("owner")
        data = payload.get("data", "")
        executable = payload.get("executable", False)
        if not isinstance(pubkey, str) or not isinstance(owner, str):
            raise ValueError("pubkey and owner must be base58 strings")
        if not isinstance(lamports, int) or isinstance(lamports, bool) or not 0 <= lamports < 2**64:
            raise ValueError("lamports must be an integer within 0..2^64-1")
        if not isinstance(data, str) or not isinstance(executable, bool):
            raise ValueError("data must be base64 text and executable a boolean")
        try:
            pk, owner_pk = Pubkey.from_string(pubkey), Pubkey.from_string(owner)
            raw = base64.b64decode(data, validate=True)
        except Exception as e:  # noqa: BLE001 - any decoding failure is the caller's input
            raise ValueError(f"cannot read the account: {e}") from None
        if len(raw) > MAX_ACCOUNT_DATA:
            raise ValueError(f"data is {len(raw)} bytes; at most {MAX_ACCOUNT_DATA}")
        before = self.svm.get_account(pk)
        self.svm.set_account(pk, Account(lamports, raw, owner_pk, executable))
        k = str(pk)
        hist = self.acct_hist.setdefault(k, [])
        if not hist or hist[-1][0] != self.slot:
            hist.append((self.slot, before))
        self.changed_by_slot.setdefault(self.slot, set()).add(k)
        self.touched.add(k)
        self.dirty = True
        return {"pubkey": k, "slot": self.slot}

    # ------------------------------------------------------------------ faucet
    def airdrop_tx(self, to: Pubkey, lamports: int) -> Tuple[VersionedTransaction, bytes]:
        bh, _ = self.latest_blockhash("confirmed")
        data = struct.pack("<IQ", 2, lamports)
        ix = Instruction(SYSTEM_PROGRAM_ID, data, [AccountMeta(self.faucet.pubkey(), True, True),
                                                   AccountMeta(to, False, True)])
        msg = Message.new_with_blockhash([ix], self.faucet.pubkey(), Hash.from_string(bh))
        tx = VersionedTransaction(msg, [self.faucet])
        return tx, bytes(tx)

    # ------------------------------------------------------------------ persistence
    def snapshot(self) -> dict:
        accounts = {}
        for k in sorted(self.touched):
            a = self.svm.get_account(Pubkey.from_string(k))
            if a is None or str(a.owner) in _BUILTIN_OWNERS:
                continue
            accounts[k] = {"lamports": a.lamports, "data": base64.b64encode(bytes(a.data)).decode(),
                           "owner": str(a.owner), "executable": a.executable,
                           "rentEpoch": a.rent_epoch}
        return {
            "version": 1,
            "slot": self.slot,
            "height": self.height,
            "genesisTime": self.genesis_time,
            "genesisHash": self.genesis_hash,
            "faucet": list(bytes(self.faucet)),
            "transactionCount": self.transaction_count,
            "accounts": accounts,
            "transactions": [self.txs[s] for s in self._ordered_sigs()],
            "slotTimes": {str(k): v for k, v in self.slot_times.items()},
        }

    def _ordered_sigs(self) -> List[str]:
        out = []
        for slot in sorted(self.slot_txs):
            out.extend(self.slot_txs[slot])
        return out

    def restore(self, snap: dict) -> None:
        self.slot = snap["slot"]
        self.height = snap["height"]
        self.genesis_time = snap["genesisTime"]
        self.genesis_hash = snap["genesisHash"]
        self.faucet = Keypair.from_bytes(bytes(snap["faucet"]))
        self.transaction_count = snap.get("transactionCount", 0)
        for k, a in snap["accounts"].items():
            self.svm.set_account(Pubkey.from_string(k), Account(
                a["lamports"], base64.b64decode(a["data"]), Pubkey.from_string(a["owner"]),
                a["executable"], a["rentEpoch"]))
            self.touched.add(k)
        for rec in snap["transactions"]:
            sig = rec["signature"]
            self.txs[sig] = rec
            self.slot_txs.setdefault(rec["slot"], []).append(sig)
            seen = set()
            for k in rec["keys"]:
                if k not in seen:
                    seen.add(k)
                    self.addr_index.setdefault(k, []).append(sig)
        self.slot_times.update({int(k): v for k, v in snap.get("slotTimes", {}).items()})
        # the restarted node continues one slot later with a fresh blockhash
        self.slot += 1
        self.height += 1
        self.svm.expire_blockhash()
        self._apply_clock()
        self._register_blockhash()
        self.dirty = False


def save_snapshot(chain: Chain, directory: str) -> None:
    os.makedirs(directory, exist_ok=True)
    path = os.path.join(directory, "localnet-ledger.json")
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(chain.snapshot(), f, separators=(",", ":"))
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    chain.dirty = False


def load_snapshot(directory: str) -> Optional[dict]:
    path = os.path.join(directory, "localnet-ledger.json")
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return json.load(f)
