"""JSON-RPC method handlers with Agave's parameter handling, response shapes and errors."""
from __future__ import annotations

import base64
import binascii
from typing import Any, Callable, Dict, List, Optional

import base58
from solders.message import from_bytes_versioned
from solders.pubkey import Pubkey
from solders.transaction import VersionedTransaction

from . import API_VERSION, FEATURE_SET, encoding, errors, parse
from .errors import RpcError, invalid_params, invalid_type
from .state import (COMMITMENTS, MAX_PROCESSING_AGE, STATUS_CACHE_SLOTS, Chain, TxFailure,
                    fee_for, message_offsets, normalize_commitment, split_tx_bytes)

PACKET_DATA_SIZE = 1232
MAX_BASE58_SIZE = 1683
MAX_BASE64_SIZE = 1644
# Transaction v1 (SIMD-0385, first byte 0x81): up to 4,096 bytes.
V1_PACKET_DATA_SIZE = 4096
V1_MAX_BASE58_SIZE = 5589  # ceil(4096 * log(256) / log(58))
V1_MAX_BASE64_SIZE = 5464  # 4 * ceil(4096 / 3)
MAX_MULTIPLE_ACCOUNTS = 100
MAX_SIGNATURE_STATUSES = 256
MAX_SIGNATURES_LIMIT = 1000
MAX_PROGRAM_ACCOUNT_FILTERS = 4
MAX_TX_ACCOUNT_LOCKS = 128
MAX_PERMITTED_DATA_LENGTH = 10 * 1024 * 1024
TX_TYPE = "solana_transaction::versioned::VersionedTransaction"
MSG_TYPE = "solana_message::versioned::VersionedMessage"


class Context:
    """What handlers can see besides the chain: health state owned by the server."""

    def __init__(self, chain: Chain, health: Callable[[], Optional[int]],
                 lose_send: Callable[[], bool] = lambda: False, note_send: Callable[[], None] = lambda: None):
        self.chain = chain
        self.health = health  # returns None when healthy, else slots behind
        self.lose_send = lose_send  # True: answer this sendTransaction and drop it (lose_sends, drop_sends)
        self.note_send = note_send  # counts every sendTransaction call


# ------------------------------------------------------------------ param helpers

def _args(params: Any, required: int) -> list:
    if params is None:
        params = []
    if isinstance(params, dict):
        if required == 0 and not params:
            return []
        raise invalid_params("Invalid params: invalid type: map, expected a tuple.")
    if not isinstance(params, list):
        raise invalid_params("Invalid params: invalid type, expected a tuple.")
    if len(params) < required:
        raise invalid_params(f"`params` should have at least {required} argument(s)")
    return params


def _opt(params: list, idx: int) -> Any:
    return params[idx] if len(params) > idx else None


def _config(params: list, idx: int, name: str = "struct config") -> dict:
    c = _opt(params, idx)
    if c is None:
        return {}
    if not isinstance(c, dict):
        raise invalid_type(c, name)
    return c


def _str(v: Any) -> str:
    if not isinstance(v, str):
        raise invalid_type(v, "a string")
    return v


def _u64(v: Any, what: str = "u64") -> int:
    if not isinstance(v, int) or isinstance(v, bool) or v < 0 or v > parse.U64_MAX:
        raise invalid_type(v, what)
    return v


def verify_pubkey(s: Any) -> Pubkey:
    s = _str(s)
    if len(s) > 44:
        raise invalid_params("Invalid param: WrongSize")
    try:
        raw = base58.b58decode(s)
    except ValueError:
        raise invalid_params("Invalid param: Invalid")
    if len(raw) != 32:
        raise invalid_params("Invalid param: WrongSize")
    return Pubkey.from_bytes(raw)


def verify_signature(s: Any) -> str:
    s = _str(s)
    if len(s) > 88:
        raise invalid_params("Invalid param: WrongSize")
    try:
        raw = base58.b58decode(s)
    except ValueError:
        raise invalid_params("Invalid param: Invalid")
    if len(raw) != 64:
        raise invalid_params("Invalid param: WrongSize")
    return s


def _commitment(cfg: dict, key: str = "commitment") -> str:
    c = cfg.get(key)
    n = normalize_commitment(c)
    if n is None:
        raise encoding._variant_error(c, ("processed", "confirmed", "finalized"))
    return n


def _bare_commitment(v: Any) -> str:
    """Methods whose 2nd param is a bare CommitmentConfig ({commitment})."""
    if v is None:
        return "finalized"
    if not isinstance(v, dict):
        raise invalid_type(v, "struct CommitmentConfig")
    return _commitment(v)


def _ctx_slot(ctx: Context, cfg: dict, commitment: Optional[str] = None) -> int:
    c = commitment or _commitment(cfg)
    slot = ctx.chain.slot_for(c)
    mcs = cfg.get("minContextSlot")
    if mcs is not None:
        _u64(mcs)
        if slot < mcs:
            raise errors.min_context_slot_not_reached(slot)
    return slot


def _resp(slot: int, value: Any) -> dict:
    return {"context": {"apiVersion": API_VERSION, "slot": slot}, "value": value}


def _at_least_confirmed(c: str) -> None:
    if c == "processed":
        raise invalid_params("Method does not support commitment below `confirmed`")


# ------------------------------------------------------------------ cluster info

def get_version(ctx, params):
    return {"feature-set": FEATURE_SET, "solana-core": API_VERSION}


def get_health(ctx, params):
    behind = ctx.health()
    if behind is not None:
        raise errors.node_unhealthy(behind)
    return "ok"


def get_slot(ctx, params):
    p = _args(params, 0)
    return _ctx_slot(ctx, _config(p, 0))


def get_block_height(ctx, params):
    p = _args(params, 0)
    return ctx.chain.height_at(_ctx_slot(ctx, _config(p, 0)))


def get_epoch_info(ctx, params):
    p = _args(params, 0)
    ch = ctx.chain
    slot = _ctx_slot(ctx, _config(p, 0))
    epoch, index = ch.epoch_schedule.get_epoch_and_slot_index(slot)
    return {"absoluteSlot": slot, "blockHeight": ch.height_at(slot), "epoch": epoch,
            "slotIndex": index, "slotsInEpoch": ch.epoch_schedule.get_slots_in_epoch(epoch),
            "transactionCount": ch.transaction_count}


def get_epoch_schedule(ctx, params):
    es = ctx.chain.epoch_schedule
    return {"firstNormalEpoch": es.first_normal_epoch, "firstNormalSlot": es.first_normal_slot,
            "leaderScheduleSlotOffset": es.leader_schedule_slot_offset,
            "slotsPerEpoch": es.slots_per_epoch, "warmup": es.warmup}


def get_genesis_hash(ctx, params):
    return ctx.chain.genesis_hash


def get_identity(ctx, params):
    return {"identity": str(ctx.chain.faucet.pubkey())}


def get_transaction_count(ctx, params):
    p = _args(params, 0)
    _ctx_slot(ctx, _config(p, 0))
    return ctx.chain.transaction_count


def get_first_available_block(ctx, params):
    return 0


def minimum_ledger_slot(ctx, params):
    return 0


def get_block_time(ctx, params):
    p = _args(params, 1)
    slot = _u64(p[0])
    if slot > ctx.chain.slot:
        raise RpcError(-32004, f"Block not available for slot {slot}")
    return ctx.chain.block_time(slot)


# ------------------------------------------------------------------ accounts

def get_balance(ctx, params):
    p = _args(params, 1)
    pk = verify_pubkey(p[0])
    cfg = _config(p, 1)
    c = _commitment(cfg)
    slot = _ctx_slot(ctx, cfg, c)
    a = ctx.chain.account_at(pk, c)
    return _resp(slot, a.lamports if a is not None else 0)


def _account_value(ctx, pk, cfg, default_enc):
    c = _commitment(cfg)
    enc = encoding.check_account_encoding(cfg.get("encoding"), default_enc)
    ds = encoding.check_data_slice(cfg.get("dataSlice"))
    a = ctx.chain.account_at(pk, c)
    if a is None:
        return None
    return encoding.encode_account(ctx.chain, pk, a, enc, ds, c)


def get_account_info(ctx, params):
    p = _args(params, 1)
    pk = verify_pubkey(p[0])
    cfg = _config(p, 1)
    slot = _ctx_slot(ctx, cfg)
    return _resp(slot, _account_value(ctx, pk, cfg, "binary"))


def get_multiple_accounts(ctx, params):
    p = _args(params, 1)
    keys = p[0]
    if not isinstance(keys, list):
        raise invalid_type(keys, "a sequence")
    if len(keys) > MAX_MULTIPLE_ACCOUNTS:
        raise invalid_params(f"Too many inputs provided; max {MAX_MULTIPLE_ACCOUNTS}")
    pks = [verify_pubkey(k) for k in keys]
    cfg = _config(p, 1)
    slot = _ctx_slot(ctx, cfg)
    return _resp(slot, [_account_value(ctx, pk, cfg, "base64") for pk in pks])


def get_minimum_balance_for_rent_exemption(ctx, params):
    p = _args(params, 1)
    n = _u64(p[0], "usize")
    _bare_commitment(_opt(p, 1))
    if n > MAX_PERMITTED_DATA_LENGTH:
        raise errors.invalid_request()
    return ctx.chain.svm.minimum_balance_for_rent_exemption(n)


def _decode_filters(filters: Any) -> List[tuple]:
    if filters is None:
        return []
    if not isinstance(filters, list):
        raise invalid_type(filters, "a sequence")
    if len(filters) > MAX_PROGRAM_ACCOUNT_FILTERS:
        raise invalid_params(f"Too many filters provided; max {MAX_PROGRAM_ACCOUNT_FILTERS}")
    out = []
    for f in filters:
        if not isinstance(f, dict) or len(f) != 1:
            raise invalid_params("Invalid params: data did not match any variant of untagged "
                                 "enum RpcFilterType.")
        (k, v), = f.items()
        if k == "dataSize":
            out.append(("dataSize", _u64(v)))
        elif k == "memcmp":
            if not isinstance(v, dict) or "offset" not in v or "bytes" not in v:
                raise invalid_params("Invalid params: missing field `offset`.")
            off = _u64(v["offset"], "usize")
            data = _str(v["bytes"])
            enc = v.get("encoding", "base58")
            if enc == "base58":
                if len(data) > 175:
                    raise invalid_params("Invalid param: DataTooLarge")
                try:
                    raw = base58.b58decode(data)
                except ValueError as e:
                    raise invalid_params(f"Invalid param: Base58DecodeError({e})")
            elif enc == "base64":
                if len(data) > 172:
                    raise invalid_params("Invalid param: DataTooLarge")
                try:
                    raw = base64.b64decode(data, validate=True)
                except (binascii.Error, ValueError) as e:
                    raise invalid_params(f"Invalid param: Base64DecodeError({e})")
            else:
                raise encoding._variant_error(enc, ("base58", "base64", "bytes"))
            if len(raw) > 128:
                raise invalid_params("Invalid param: DataTooLarge")
            out.append(("memcmp", off, raw))
        elif k == "tokenAccountState":
            out.append(("tokenAccountState",))
        else:
            raise invalid_params(f"Invalid params: unknown variant `{k}`, expected one of "
                                 f"`dataSize`, `memcmp`, `tokenAccountState`.")
    return out


def _filter_allows(flt: tuple, owner: str, data: bytes) -> bool:
    if flt[0] == "dataSize":
        return len(data) == flt[1]
    if flt[0] == "memcmp":
        off, raw = flt[1], flt[2]
        return data[off:off + len(raw)] == raw
    return parse.unpack_token_account(data, owner) is not None


def _keyed(ctx, items, enc, ds, c):
    return [{"account": encoding.encode_account(ctx.chain, pk, a, enc, ds, c), "pubkey": str(pk)}
            for pk, a in items]


def get_program_accounts(ctx, params):
    p = _args(params, 1)
    program = verify_pubkey(p[0])
    cfg = _config(p, 1)
    filters = _decode_filters(cfg.get("filters"))
    c = _commitment(cfg)
    slot = _ctx_slot(ctx, cfg, c)
    enc = encoding.check_account_encoding(cfg.get("encoding"), "binary")
    ds = encoding.check_data_slice(cfg.get("dataSlice"))
    prog = str(program)
    items = []
    for pk, a in ctx.chain.program_accounts(program, c):
        data = bytes(a.data)
        if all(_filter_allows(f, prog, data) for f in filters):
            items.append((pk, a))
    items.sort(key=lambda x: bytes(x[0]))
    if enc == "jsonParsed" and prog not in parse.TOKEN_PROGRAMS:
        enc_used = "jsonParsed"
    else:
        enc_used = enc
    value = _keyed(ctx, items, enc_used, ds, c)
    if cfg.get("withContext"):
        return _resp(slot, value)
    return value


def _token_filter(ctx, flt: Any, c: str):
    if not isinstance(flt, dict) or len(flt) != 1 or not ({"mint", "programId"} & set(flt)):
        raise invalid_params("Invalid params: data did not match any variant of untagged enum "
                             "RpcTokenAccountsFilter.")
    if "mint" in flt:
        mint = verify_pubkey(flt["mint"])
        a = ctx.chain.account_at(mint, c)
        if a is None:
            raise invalid_params("Invalid param: could not find mint")
        if str(a.owner) not in parse.TOKEN_PROGRAMS:
            raise invalid_params("Invalid param: not a Token mint")
        return a.owner, str(mint)
    program = verify_pubkey(flt["programId"])
    if str(program) not in parse.TOKEN_PROGRAMS:
        raise invalid_params("Invalid param: unrecognized Token program id")
    return program, None


def _token_accounts(ctx, params, by: str):
    p = _args(params, 2)
    who = str(verify_pubkey(p[0]))
    cfg = _config(p, 2)
    c = _commitment(cfg)
    slot = _ctx_slot(ctx, cfg, c)
    program, mint = _token_filter(ctx, p[1], c)
    enc = encoding.check_account_encoding(cfg.get("encoding"), "binary")
    ds = encoding.check_data_slice(cfg.get("dataSlice"))
    items = []
    for pk, a in ctx.chain.program_accounts(program, c):
        ta = parse.unpack_token_account(bytes(a.data), str(program))
        if ta is None or (mint is not None and ta["mint"] != mint):
            continue
        if (ta["owner"] if by == "owner" else ta["delegate"]) != who:
            continue
        items.append((pk, a))
    items.sort(key=lambda x: bytes(x[0]))
    return _resp(slot, _keyed(ctx, items, enc, ds, c))


def get_token_accounts_by_owner(ctx, params):
    return _token_accounts(ctx, params, "owner")


def get_token_accounts_by_delegate(ctx, params):
    return _token_accounts(ctx, params, "delegate")


def _token_program_account(ctx, params, kind):
    """The (commitment, owner program, data) of a Token/Token-2022 account given as the first param."""
    p = _args(params, 1)
    pk = verify_pubkey(p[0])
    c = _bare_commitment(_opt(p, 1))
    a = ctx.chain.account_at(pk, c)
    if a is None:
        raise invalid_params("Invalid param: could not find account")
    owner = str(a.owner)
    if owner not in parse.TOKEN_PROGRAMS:
        raise invalid_params(f"Invalid param: not a Token {kind}")
    return c, owner, bytes(a.data)


def get_token_account_balance(ctx, params):
    c, owner, data = _token_program_account(ctx, params, "account")
    ta = parse.unpack_token_account(data, owner)
    if ta is None:
        raise invalid_params("Invalid param: not a Token account")
    dec = ctx.chain.mint_decimals(ta["mint"], c)
    if dec is None:
        raise invalid_params("Invalid param: could not find mint")
    return _resp(ctx.chain.slot_for(c), parse.ui_token_amount(ta["amount"], dec))


def get_token_supply(ctx, params):
    c, owner, data = _token_program_account(ctx, params, "mint")
    m = parse.unpack_mint(data, owner)
    if m is None:
        raise invalid_params("Invalid param: mint could not be unpacked")
    return _resp(ctx.chain.slot_for(c), parse.ui_token_amount(m["supply"], m["decimals"]))


# ------------------------------------------------------------------ blockhashes & fees

def get_latest_blockhash(ctx, params):
    p = _args(params, 0)
    cfg = _config(p, 0)
    c = _commitment(cfg)
    slot = _ctx_slot(ctx, cfg, c)
    h, lvbh = ctx.chain.latest_blockhash(c)
    return _resp(slot, {"blockhash": h, "lastValidBlockHeight": lvbh})


def is_blockhash_valid(ctx, params):
    p = _args(params, 1)
    h = _str(p[0])
    try:
        raw = base58.b58decode(h) if len(h) <= 44 else None
    except ValueError:
        raise invalid_params("Invalid")
    if raw is None or len(raw) != 32:
        raise invalid_params("WrongSize")
    cfg = _config(p, 1)
    c = _commitment(cfg)
    slot = _ctx_slot(ctx, cfg, c)
    return _resp(slot, ctx.chain.blockhash_valid(h, c))


def _decode_wire(data: Any, enc: str, type_name: str) -> bytes:
    data = _str(data)
    # Text up to v1's larger limit is decoded; a legacy or v0 transaction keeps Agave's 1,232-byte limits and
    # messages, a v1 one (first byte 0x81) has 4,096 bytes.
    b58 = enc == "base58"
    if len(data) > (V1_MAX_BASE58_SIZE if b58 else V1_MAX_BASE64_SIZE):
        raw = None
    elif b58:
        try:
            raw = base58.b58decode(data)
        except ValueError as e:
            raise invalid_params(f"invalid base58 encoding: {e}")
    else:
        try:
            raw = base64.b64decode(data, validate=True)
        except (binascii.Error, ValueError) as e:
            raise invalid_params(f"invalid base64 encoding: {e}")
    v1 = raw is not None and raw[:1] == b"\x81"
    packet = V1_PACKET_DATA_SIZE if v1 else PACKET_DATA_SIZE
    if b58:
        encoded = V1_MAX_BASE58_SIZE if v1 else MAX_BASE58_SIZE
    else:
        encoded = V1_MAX_BASE64_SIZE if v1 else MAX_BASE64_SIZE
    if raw is None or len(data) > encoded:
        raise invalid_params(f"{enc} encoded {type_name} too large: {len(data)} bytes "
                             f"(max: encoded/raw {encoded}/{packet})")
    if len(raw) > packet:
        raise invalid_params(f"decoded {type_name} too large: {len(raw)} bytes "
                             f"(max: {packet} bytes)")
    return raw


def get_fee_for_message(ctx, params):
    p = _args(params, 1)
    raw = _decode_wire(p[0], "base64", MSG_TYPE)
    try:
        msg = from_bytes_versioned(raw)
    except Exception as e:  # noqa: BLE001 - solders raises its own error types
        raise invalid_params(f"failed to deserialize {MSG_TYPE}: {e}")
    cfg = _config(p, 1)
    c = _commitment(cfg)
    slot = _ctx_slot(ctx, cfg, c)
    try:
        if hasattr(msg, "sanitize"):
            msg.sanitize()
        n_keys = len(msg.account_keys)
        if any(ix.program_id_index >= n_keys for ix in msg.instructions):
            raise ValueError("index out of bounds")
    except Exception:  # noqa: BLE001
        raise invalid_params("invalid transaction message: Transaction failed to sanitize "
                             "accounts offsets correctly")
    if not ctx.chain.blockhash_valid(str(msg.recent_blockhash), c):
        return _resp(slot, None)
    keys = [str(k) for k in msg.account_keys]
    pids = []
    for ix in msg.instructions:
        i = ix.program_id_index
        pids.append(keys[i] if i < len(keys) else "")
    fee = fee_for(msg.header.num_required_signatures, pids, [bytes(ix.data) for ix in msg.instructions])
    return _resp(slot, fee)


def get_recent_prioritization_fees(ctx, params):
    p = _args(params, 0)
    keys = _opt(p, 0) or []
    if not isinstance(keys, list):
        raise invalid_type(keys, "a sequence")
    if len(keys) > MAX_TX_ACCOUNT_LOCKS:
        raise invalid_params(f"Too many inputs provided; max {MAX_TX_ACCOUNT_LOCKS}")
    accts = [str(verify_pubkey(k)) for k in keys]
    ch = ctx.chain
    out = []
    for slot in range(max(0, ch.slot - MAX_PROCESSING_AGE), ch.slot):
        entries = ch.prio_fees.get(slot, [])
        fee = min((e[0] for e in entries), default=0)
        for acct in accts:
            rel = [e[0] for e in entries if acct in e[1]]
            if rel:
                fee = max(fee, min(rel))
        out.append({"prioritizationFee": fee, "slot": slot})
    return out


# ------------------------------------------------------------------ transactions

def _tx_encoding(cfg: dict) -> str:
    enc = cfg.get("encoding")
    if enc is None:
        return "base58"
    if enc not in encoding.TX_ENCODINGS:
        raise encoding._variant_error(enc, encoding.TX_ENCODINGS)
    if enc not in ("base58", "base64"):
        raise invalid_params(f"unsupported encoding: {enc}. Supported encodings: base58, base64")
    return enc


def _decode_tx(data: Any, enc: str):
    raw = _decode_wire(data, enc, TX_TYPE)
    try:
        tx = VersionedTransaction.from_bytes(raw)
    except Exception as e:  # noqa: BLE001
        raise invalid_params(f"failed to deserialize {TX_TYPE}: {e}")
    return raw, tx


def _sanitize(ctx, tx: VersionedTransaction) -> None:
    try:
        tx.sanitize()
        if len(tx.signatures) != tx.message.header.num_required_signatures:
            raise ValueError
    except Exception:  # noqa: BLE001
        raise invalid_params("invalid transaction: Transaction failed to sanitize accounts "
                             "offsets correctly")
    try:
        ctx.chain.resolve_lookups(tx)
    except TxFailure as e:
        raise invalid_params(f"invalid transaction: {errors.tx_error_display(e.err)}")


def _sim_value(ctx, sim: dict, accounts=None, replacement=None) -> dict:
    rd = sim["return_data"]
    return {
        "accounts": accounts,
        "err": sim["err"],
        "innerInstructions": None,
        "loadedAccountsDataSize": ctx.chain.loaded_accounts_data_size(sim["keys"], sim.get("tables", 0)),
        "logs": sim["logs"],
        "replacementBlockhash": replacement,
        "returnData": ({"data": [base64.b64encode(rd[1]).decode(), "base64"], "programId": rd[0]}
                       if rd else None),
        "unitsConsumed": sim["units"],
    }


def send_transaction(ctx, params):
    ctx.note_send()
    p = _args(params, 1)
    cfg = _config(p, 1)
    enc = _tx_encoding(cfg)
    raw, tx = _decode_tx(p[0], enc)
    skip = bool(cfg.get("skipPreflight", False))
    pc = "processed" if skip else _commitment(cfg, "preflightCommitment")
    _ctx_slot(ctx, cfg, pc)
    _sanitize(ctx, tx)
    sig = str(tx.signatures[0])
    if not skip:
        if not all(tx.verify_with_results()):
            raise errors.signature_verification_failure()
        behind = ctx.health()
        if behind is not None:
            raise errors.node_unhealthy(behind)
        sim = ctx.chain.simulate(tx, pc, sig_verify=True)
        if sim["err"] is not None:
            raise errors.preflight_failure(sim["err"], _sim_value(ctx, sim))
    if ctx.lose_send():
        return sig  # accepted, then dropped: it never lands
    try:
        ctx.chain.process(tx, raw)
    except TxFailure:
        pass  # accepted by RPC but never lands (as with a real leader dropping it)
    return sig


def simulate_transaction(ctx, params):
    p = _args(params, 1)
    cfg = _config(p, 1)
    enc = _tx_encoding(cfg)
    raw, tx = _decode_tx(p[0], enc)
    c = _commitment(cfg)
    slot = _ctx_slot(ctx, cfg, c)
    sig_verify = bool(cfg.get("sigVerify", False))
    replace = bool(cfg.get("replaceRecentBlockhash", False))
    replacement = None
    if replace:
        if sig_verify:
            raise invalid_params("sigVerify may not be used with replaceRecentBlockhash")
        h, lvbh = ctx.chain.latest_blockhash(c)
        if raw[:1] == b"\x81":  # v1: version, header (3), config mask (4), then the lifetime
            raw = raw[:8] + base58.b58decode(h) + raw[40:]
        else:
            sigs, msg = split_tx_bytes(raw)
            off, _ = message_offsets(msg)
            msg = msg[:off] + base58.b58decode(h) + msg[off + 32:]
            raw = sigs + msg
        tx = VersionedTransaction.from_bytes(raw)
        replacement = {"blockhash": h, "lastValidBlockHeight": lvbh}
    _sanitize(ctx, tx)
    if sig_verify and not all(tx.verify_with_results()):
        raise errors.signature_verification_failure()
    sim = ctx.chain.simulate(tx, c, sig_verify=sig_verify)
    accounts = None
    acfg = cfg.get("accounts")
    if acfg is not None:
        if not isinstance(acfg, dict) or not isinstance(acfg.get("addresses"), list):
            raise invalid_type(acfg, "struct RpcSimulateTransactionAccountsConfig")
        aenc = encoding.check_account_encoding(acfg.get("encoding"), "base64")
        if aenc in ("binary", "base58"):
            raise invalid_params("base58 encoding not supported")
        if len(acfg["addresses"]) > len(sim["keys"] or tx.message.account_keys):
            raise invalid_params(f"Too many accounts provided; max {len(sim['keys'])}")
        pks = [verify_pubkey(a) for a in acfg["addresses"]]
        if sim["err"] is not None:
            accounts = [None] * len(pks)
        else:
            post = {str(k): a for k, a in sim["post"]}
            accounts = []
            for pk in pks:
                a = post.get(str(pk))
                if a is None:
                    a = ctx.chain.account_at(pk, c)
                accounts.append(None if a is None or a.lamports == 0 else
                                encoding.encode_account(ctx.chain, pk, a, aenc, None, c))
    return _resp(slot, _sim_value(ctx, sim, accounts, replacement))


def request_airdrop(ctx, params):
    p = _args(params, 2)
    pk = verify_pubkey(p[0])
    lamports = _u64(p[1])
    _config(p, 2)
    tx, raw = ctx.chain.airdrop_tx(pk, lamports)
    sig = str(tx.signatures[0])
    if sig in ctx.chain.txs:
        return sig
    try:
        ctx.chain.process(tx, raw)
    except TxFailure:
        raise errors.internal_error()
    return sig


def _status_obj(ch: Chain, rec: dict) -> dict:
    status, conf = ch.confirmation_status(rec["slot"])
    err = rec["err"]
    return {"confirmationStatus": status, "confirmations": conf, "err": err,
            "slot": rec["slot"], "status": {"Ok": None} if err is None else {"Err": err}}


def get_signature_statuses(ctx, params):
    p = _args(params, 1)
    sigs = p[0]
    if not isinstance(sigs, list):
        raise invalid_type(sigs, "a sequence")
    if len(sigs) > MAX_SIGNATURE_STATUSES:
        raise invalid_params(f"Too many inputs provided; max {MAX_SIGNATURE_STATUSES}")
    sigs = [verify_signature(s) for s in sigs]
    cfg = _config(p, 1)
    search = bool(cfg.get("searchTransactionHistory", False))
    ch = ctx.chain
    out = []
    for s in sigs:
        rec = ch.txs.get(s)
        if rec is None or (not search and ch.slot - rec["slot"] > STATUS_CACHE_SLOTS):
            out.append(None)
        else:
            out.append(_status_obj(ch, rec))
    return _resp(ch.slot, out)


def get_signatures_for_address(ctx, params):
    p = _args(params, 1)
    addr = str(verify_pubkey(p[0]))
    cfg = _config(p, 1)
    before = cfg.get("before")
    until = cfg.get("until")
    before = verify_signature(before) if before is not None else None
    until = verify_signature(until) if until is not None else None
    limit = cfg.get("limit")
    limit = MAX_SIGNATURES_LIMIT if limit is None else _u64(limit, "usize")
    if limit == 0 or limit > MAX_SIGNATURES_LIMIT:
        raise invalid_params(f"Invalid limit; max {MAX_SIGNATURES_LIMIT}")
    c = _commitment(cfg)
    _at_least_confirmed(c)
    ch = ctx.chain
    highest = _ctx_slot(ctx, cfg, c)
    sigs = ch.addr_index.get(addr, [])
    start = len(sigs) - 1
    if before is not None:
        if before not in ch.txs:
            return []
        try:
            start = sigs.index(before) - 1
        except ValueError:
            bslot = ch.txs[before]["slot"]
            start = len(sigs) - 1
            while start >= 0 and ch.txs[sigs[start]]["slot"] >= bslot:
                start -= 1
    out = []
    i = start
    while i >= 0 and len(out) < limit:
        s = sigs[i]
        i -= 1
        if s == until:
            break
        rec = ch.txs[s]
        if rec["slot"] > highest:
            continue
        status, _ = ch.confirmation_status(rec["slot"])
        out.append({"blockTime": rec["blockTime"], "confirmationStatus": status,
                    "err": rec["err"], "memo": rec["memo"], "signature": s, "slot": rec["slot"]})
    return out


def get_transaction(ctx, params):
    p = _args(params, 1)
    sig = verify_signature(p[0])
    cfg_raw = _opt(p, 1)
    if isinstance(cfg_raw, str):
        cfg = {"encoding": cfg_raw}
    else:
        cfg = _config(p, 1)
    enc = cfg.get("encoding") or "json"
    if enc not in encoding.TX_ENCODINGS:
        raise encoding._variant_error(enc, encoding.TX_ENCODINGS)
    c = _commitment(cfg)
    _at_least_confirmed(c)
    mv = cfg.get("maxSupportedTransactionVersion")
    if mv is not None:
        if not isinstance(mv, int) or isinstance(mv, bool) or not 0 <= mv <= 255:
            raise invalid_type(mv, "u8")
    ch = ctx.chain
    rec = ch.txs.get(sig)
    if rec is None or rec["slot"] > ch.slot_for(c):
        return None
    return encoding.encode_transaction(ch, rec, enc, mv)


METHODS: Dict[str, Callable[[Context, Any], Any]] = {
    "getVersion": get_version,
    "getHealth": get_health,
    "getSlot": get_slot,
    "getBlockHeight": get_block_height,
    "getEpochInfo": get_epoch_info,
    "getEpochSchedule": get_epoch_schedule,
    "getGenesisHash": get_genesis_hash,
    "getIdentity": get_identity,
    "getTransactionCount": get_transaction_count,
    "getFirstAvailableBlock": get_first_available_block,
    "minimumLedgerSlot": minimum_ledger_slot,
    "getBlockTime": get_block_time,
    "getBalance": get_balance,
    "getAccountInfo": get_account_info,
    "getMultipleAccounts": get_multiple_accounts,
    "getMinimumBalanceForRentExemption": get_minimum_balance_for_rent_exemption,
    "getProgramAccounts": get_program_accounts,
    "getTokenAccountsByOwner": get_token_accounts_by_owner,
    "getTokenAccountsByDelegate": get_token_accounts_by_delegate,
    "getTokenAccountBalance": get_token_account_balance,
    "getTokenSupply": get_token_supply,
    "getLatestBlockhash": get_latest_blockhash,
    "isBlockhashValid": is_blockhash_valid,
    "getFeeForMessage": get_fee_for_message,
    "getRecentPrioritizationFees": get_recent_prioritization_fees,
    "sendTransaction": send_transaction,
    "simulateTransaction": simulate_transaction,
    "requestAirdrop": request_airdrop,
    "getSignatureStatuses": get_signature_statuses,
    "getSignaturesForAddress": get_signatures_for_address,
    "getTransaction": get_transaction,
}
METHODS.update(__import__("localnet.staking", fromlist=["METHODS"]).METHODS)  # staking.py: vote accounts, inflation

from . import rpc_cluster  # noqa: E402,F401 - adds blocks, leaders, supply, node info to METHODS

__all__ = ["METHODS", "Context", "COMMITMENTS"]
