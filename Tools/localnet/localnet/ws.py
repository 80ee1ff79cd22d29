"""PubSub WebSocket server: account/program/signature/slot/slotsUpdates/root/logs/block/vote
subscriptions, Agave envelopes."""
from __future__ import annotations

import asyncio
import json
import logging
import time
from types import SimpleNamespace
from typing import Any, Dict, List, Optional

from solders.account import Account
from solders.pubkey import Pubkey

from . import encoding, errors, rpc_cluster
from .errors import RpcError
from .rpc_methods import _decode_filters, _filter_allows, verify_pubkey
from .state import SYSTEM_PROGRAM_ID, Chain, normalize_commitment

log = logging.getLogger("localnet.ws")


def _dumps(obj: Any) -> str:
    return json.dumps(obj, separators=(",", ":"), sort_keys=True)


class Sub:
    __slots__ = ("id", "kind", "conn", "key", "commitment", "encoding", "data_slice",
                 "received", "mentions", "extra")

    def __init__(self, sid, kind, conn, key=None, commitment="finalized", enc=None,
                 data_slice=None, received=False, mentions=None, extra=None):
        self.id = sid
        self.kind = kind
        self.conn = conn
        self.key = key
        self.commitment = commitment
        self.encoding = enc
        self.data_slice = data_slice
        self.received = received
        self.mentions = mentions
        self.extra = extra or {}


# Bounds per connection (a client that subscribes and never reads must not make the server buffer
# without limit). Overridable per SubscriptionManager (see __main__: --ws-max-queue).
MAX_QUEUED_MESSAGES = 1000
MAX_QUEUED_BYTES = 4 * 1024 * 1024
MAX_SUBS_PER_CONN = 1000
MAX_SUBS_TOTAL = 100_000
OVERFLOW_CLOSE_CODE = 1008
OVERFLOW_REASON = "send queue overflow: client is not reading"


class Conn:
    def __init__(self, ws, manager: "SubscriptionManager"):
        self.ws = ws
        self.manager = manager
        self.out: asyncio.Queue = asyncio.Queue()
        self.queued_bytes = 0
        self.overflowed = False
        self.subs: Dict[int, Sub] = {}

    def send(self, text: str) -> None:
        if self.overflowed or not text:
            return
        m = self.manager
        if self.out.qsize() >= m.max_queued_messages \
                or self.queued_bytes + len(text) > m.max_queued_bytes:
            self.overflow()
            return
        self.queued_bytes += len(text)
        self.out.put_nowait(text)

    def overflow(self) -> None:
        """The outgoing queue is full: drop what is queued, forget the subscriptions and close the
        connection with 1008; abort it if the closing handshake cannot finish (the peer does not
        read)."""
        self.overflowed = True
        m = self.manager
        m.overflows += 1
        log.warning("closing WebSocket %s: %d messages / %d bytes queued (%s)",
                    getattr(self.ws, "remote_address", "?"), self.out.qsize(), self.queued_bytes,
                    OVERFLOW_REASON)
        while not self.out.empty():
            self.out.get_nowait()
        self.queued_bytes = 0
        for sub in list(self.subs.values()):
            m._remove(sub)
        asyncio.ensure_future(self._close())

    async def _close(self) -> None:
        try:
            await asyncio.wait_for(self.ws.close(OVERFLOW_CLOSE_CODE, OVERFLOW_REASON), 2.0)
        except Exception:  # noqa: BLE001 - includes the timeout
            pass
        try:
            self.ws.transport.abort()
        except Exception:  # noqa: BLE001
            pass


_SUBSCRIBE_METHODS = ("accountSubscribe", "signatureSubscribe", "slotSubscribe", "rootSubscribe",
                      "logsSubscribe", "programSubscribe", "slotsUpdatesSubscribe",
                      "blockSubscribe", "voteSubscribe")
_BLOCK_DETAILS = ("full", "accounts", "signatures", "none")


def _param_error(thing: str) -> RpcError:
    return errors.invalid_params(f"Invalid Request: Invalid {thing} provided")


class SubscriptionManager:
    def __init__(self, chain: Chain, max_queued_messages: int = MAX_QUEUED_MESSAGES,
                 max_queued_bytes: int = MAX_QUEUED_BYTES,
                 max_subs_per_conn: int = MAX_SUBS_PER_CONN,
                 max_subs_total: int = MAX_SUBS_TOTAL, enable_block: bool = False,
                 enable_vote: bool = False):
        self.chain = chain
        self.enable_block = enable_block
        self.enable_vote = enable_vote
        self.max_queued_messages = max_queued_messages
        self.max_queued_bytes = max_queued_bytes
        self.max_subs_per_conn = max_subs_per_conn
        self.max_subs_total = max_subs_total
        self.overflows = 0
        self.next_id = 0
        self.conns: set = set()
        self.subs: Dict[int, Sub] = {}
        self.last_confirmed = chain.confirmed_slot()
        self.last_finalized = chain.finalized_slot()
        chain.tx_listeners.append(self.on_tx)
        chain.slot_listeners.append(self.on_slot)
        chain.received_listeners.append(self.on_received)

    def connection_count(self) -> int:
        return len(self.conns)

    def stats(self) -> dict:
        return {"connections": len(self.conns), "subscriptions": len(self.subs),
                "queuedMessagesMax": max((c.out.qsize() for c in self.conns), default=0),
                "queuedBytesMax": max((c.queued_bytes for c in self.conns), default=0),
                "overflowCloses": self.overflows}

    # -------------------------------------------------------------- notifications
    def _notify(self, sub: Sub, method: str, result: Any) -> None:
        sub.conn.send('{"jsonrpc":"2.0","method":"' + method + '","params":{"result":'
                      + _dumps(result) + ',"subscription":' + str(sub.id) + "}}")

    def _account_value(self, sub: Sub, slot_commitment: str):
        pk = Pubkey.from_string(sub.key)
        a = self.chain.account_at(pk, slot_commitment)
        if a is None:
            a = Account(0, b"", SYSTEM_PROGRAM_ID)
        try:
            return encoding.encode_account(self.chain, pk, a, sub.encoding, sub.data_slice,
                                           slot_commitment)
        except RpcError:
            return encoding.encode_account(self.chain, pk, a, "base64", sub.data_slice,
                                           slot_commitment)

    def _signature_done(self, sub: Sub, rec: dict) -> None:
        self._notify(sub, "signatureNotification",
                     {"context": {"slot": rec["slot"]}, "value": {"err": rec["err"]}})
        self._remove(sub)

    def _logs(self, sub: Sub, rec: dict) -> None:
        if sub.mentions is not None and sub.mentions not in rec["keys"]:
            return
        self._notify(sub, "logsNotification", {"context": {"slot": rec["slot"]}, "value": {
            "err": rec["err"], "logs": rec["logMessages"], "signature": rec["signature"]}})

    def on_received(self, sig: str) -> None:
        for sub in list(self.subs.values()):
            if sub.kind == "signature" and sub.key == sig and sub.received:
                self._notify(sub, "signatureNotification",
                             {"context": {"slot": self.chain.slot}, "value": "receivedSignature"})

    def on_tx(self, rec: dict, changed: List[str]) -> None:
        if not self.subs:
            return
        changed_set = set(changed)
        for sub in list(self.subs.values()):
            if sub.commitment != "processed":
                continue
            if sub.kind == "signature" and sub.key == rec["signature"]:
                self._signature_done(sub, rec)
            elif sub.kind == "account" and sub.key in changed_set:
                self._notify(sub, "accountNotification", {
                    "context": {"slot": self.chain.slot},
                    "value": self._account_value(sub, "processed")})
            elif sub.kind == "logs":
                self._logs(sub, rec)
            elif sub.kind == "program":
                for key in changed:
                    self._program(sub, key, "processed", self.chain.slot)

    def _program(self, sub: Sub, key: str, level: str, slot: int) -> None:
        pk = Pubkey.from_string(key)
        a = self.chain.account_at(pk, level)
        if a is None or str(a.owner) != sub.key:
            return
        data = bytes(a.data)
        if not all(_filter_allows(f, sub.key, data) for f in sub.extra.get("filters", [])):
            return
        try:
            acct = encoding.encode_account(self.chain, pk, a, sub.encoding, sub.data_slice, level)
        except RpcError:
            acct = encoding.encode_account(self.chain, pk, a, "base64", sub.data_slice, level)
        self._notify(sub, "programNotification", {"context": {"slot": slot},
                                                  "value": {"account": acct, "pubkey": key}})

    def _slot_updates(self, slot: int, conf: int, fin: int) -> None:
        subs = [s for s in self.subs.values() if s.kind == "slotsUpdates"]
        if not subs:
            return
        ts = int(time.time() * 1000)
        updates = [{"slot": slot - 1, "timestamp": ts, "type": "completed"},
                   {"parent": slot - 1, "slot": slot, "timestamp": ts, "type": "createdBank"}]
        if conf > self.last_confirmed:
            updates.append({"slot": conf, "timestamp": ts, "type": "optimisticConfirmation"})
        if fin > self.last_finalized:
            updates.append({"slot": fin, "timestamp": ts, "type": "root"})
        for sub in subs:
            for u in updates:
                self._notify(sub, "slotsUpdatesNotification", u)

    def _block(self, sub: Sub, slot: int) -> None:
        log = rpc_cluster.attach(self.chain)
        if not log.has_block(slot):
            return
        x = sub.extra
        ctx = SimpleNamespace(chain=self.chain)
        try:
            block = rpc_cluster.encode_block(ctx, slot, x["encoding"], x["details"], x["rewards"],
                                             x["max_version"])
            err = None
        except RpcError as e:
            block, err = None, {"code": e.code, "message": e.message}
        if sub.mentions is not None:
            sigs = [s for s in self.chain.slot_txs.get(slot, [])
                    if sub.mentions in self.chain.txs[s]["keys"]]
            if not sigs:
                return
            if block is not None and "transactions" in block:
                keep = set(sigs)
                block["transactions"] = [t for t, s in zip(block["transactions"],
                                                           self.chain.slot_txs.get(slot, []))
                                         if s in keep]
            if block is not None and "signatures" in block:
                block["signatures"] = sigs
        self._notify(sub, "blockNotification", {"context": {"slot": slot},
                                                "value": {"block": block, "err": err,
                                                          "slot": slot}})

    def on_slot(self, slot: int) -> None:
        ch = self.chain
        conf, fin = ch.confirmed_slot(), ch.finalized_slot()
        self._slot_updates(slot, conf, fin)
        for sub in list(self.subs.values()):
            if sub.kind == "slot":
                self._notify(sub, "slotNotification", {"parent": slot - 1, "root": fin,
                                                       "slot": slot})
            elif sub.kind == "root" and fin > self.last_finalized:
                self._notify(sub, "rootNotification", fin)
        for level, old, new in (("confirmed", self.last_confirmed, conf),
                                ("finalized", self.last_finalized, fin)):
            if new <= old:
                continue
            subs = [s for s in self.subs.values() if s.commitment == level]
            if not subs:
                continue
            changed: set = set()
            for s in range(old + 1, new + 1):
                changed |= ch.changed_by_slot.get(s, set())
                for sig in ch.slot_txs.get(s, []):
                    rec = ch.txs[sig]
                    for sub in subs:
                        if sub.id not in self.subs:
                            continue
                        if sub.kind == "signature" and sub.key == sig:
                            self._signature_done(sub, rec)
                        elif sub.kind == "logs":
                            self._logs(sub, rec)
            for sub in subs:
                if sub.kind == "account" and sub.key in changed and sub.id in self.subs:
                    self._notify(sub, "accountNotification", {
                        "context": {"slot": new}, "value": self._account_value(sub, level)})
                elif sub.kind == "program" and sub.id in self.subs:
                    for key in sorted(changed):
                        self._program(sub, key, level, new)
                elif sub.kind == "block" and sub.id in self.subs:
                    for s in range(old + 1, new + 1):
                        self._block(sub, s)
        self.last_confirmed, self.last_finalized = conf, fin

    # -------------------------------------------------------------- subscribe / unsubscribe
    def _check_room(self, conn: Conn) -> None:
        if len(conn.subs) >= self.max_subs_per_conn or len(self.subs) >= self.max_subs_total:
            # Agave's answer when its max_active_subscriptions is reached
            raise RpcError(-32603, "Internal Error: Subscription refused. Node subscription "
                                   "limit reached")

    def _add(self, sub: Sub) -> int:
        self.subs[sub.id] = sub
        sub.conn.subs[sub.id] = sub
        return sub.id

    def _remove(self, sub: Sub) -> None:
        self.subs.pop(sub.id, None)
        sub.conn.subs.pop(sub.id, None)

    def _new_id(self) -> int:
        sid = self.next_id
        self.next_id += 1
        return sid

    @staticmethod
    def _cfg(params: list, idx: int) -> dict:
        c = params[idx] if len(params) > idx else None
        if c is None:
            return {}
        if not isinstance(c, dict):
            raise errors.invalid_type(c, "struct config")
        return c

    @staticmethod
    def _commitment(cfg: dict) -> str:
        c = normalize_commitment(cfg.get("commitment"))
        if c is None:
            raise encoding._variant_error(cfg.get("commitment"),
                                          ("processed", "confirmed", "finalized"))
        return c

    def call(self, conn: Conn, method: str, params: Any) -> Any:
        if params is None:
            params = []
        if not isinstance(params, list):
            raise errors.invalid_params("Invalid params: invalid type: map, expected a tuple.")
        ch = self.chain
        if method in _SUBSCRIBE_METHODS:
            self._check_room(conn)
        if method == "accountSubscribe":
            if not params:
                raise errors.invalid_params("`params` should have at least 1 argument(s)")
            if not isinstance(params[0], str):
                raise errors.invalid_type(params[0], "a string")
            try:
                pk = verify_pubkey(params[0])
            except RpcError:
                raise _param_error("pubkey")
            cfg = self._cfg(params, 1)
            enc = encoding.check_account_encoding(cfg.get("encoding"), "binary")
            ds = encoding.check_data_slice(cfg.get("dataSlice"))
            return self._add(Sub(self._new_id(), "account", conn, str(pk), self._commitment(cfg),
                                 enc, ds))
        if method == "signatureSubscribe":
            if not params:
                raise errors.invalid_params("`params` should have at least 1 argument(s)")
            sig = params[0]
            if not isinstance(sig, str):
                raise errors.invalid_type(sig, "a string")
            from .rpc_methods import verify_signature
            try:
                verify_signature(sig)
            except RpcError:
                raise _param_error("signature")
            cfg = self._cfg(params, 1)
            sub = Sub(self._new_id(), "signature", conn, sig, self._commitment(cfg),
                      received=bool(cfg.get("enableReceivedNotification", False)))
            sid = self._add(sub)
            rec = ch.txs.get(sig)
            if rec is not None and rec["slot"] <= ch.slot_for(sub.commitment):
                # already reached: notify right after the subscription ack
                asyncio.get_running_loop().call_soon(self._signature_done, sub, rec)
            return sid
        if method == "programSubscribe":
            if not params:
                raise errors.invalid_params("`params` should have at least 1 argument(s)")
            if not isinstance(params[0], str):
                raise errors.invalid_type(params[0], "a string")
            try:
                pk = verify_pubkey(params[0])
            except RpcError:
                raise _param_error("pubkey")
            cfg = self._cfg(params, 1)
            enc = encoding.check_account_encoding(cfg.get("encoding"), "binary")
            ds = encoding.check_data_slice(cfg.get("dataSlice"))
            filters = _decode_filters(cfg.get("filters"))
            return self._add(Sub(self._new_id(), "program", conn, str(pk), self._commitment(cfg),
                                 enc, ds, extra={"filters": filters}))
        if method == "slotsUpdatesSubscribe":
            return self._add(Sub(self._new_id(), "slotsUpdates", conn))
        if method == "voteSubscribe":
            if not self.enable_vote:
                raise errors.method_not_found()
            return self._add(Sub(self._new_id(), "vote", conn))
        if method == "blockSubscribe":
            if not self.enable_block:
                raise errors.method_not_found()
            if not params:
                raise errors.invalid_params("`params` should have at least 1 argument(s)")
            flt = params[0]
            mentions = None
            if isinstance(flt, dict) and "mentionsAccountOrProgram" in flt:
                try:
                    mentions = str(verify_pubkey(flt["mentionsAccountOrProgram"]))
                except RpcError:
                    raise _param_error("mentions")
            elif flt != "all":
                raise errors.invalid_params("Invalid params: unknown variant, expected one of "
                                            "`all`, `mentionsAccountOrProgram`.")
            cfg = self._cfg(params, 1)
            commitment = self._commitment(cfg)
            if commitment == "processed":
                raise errors.invalid_params("Method does not support commitment below `confirmed`")
            enc = cfg.get("encoding") or "json"
            if enc not in encoding.TX_ENCODINGS:
                raise encoding._variant_error(enc, encoding.TX_ENCODINGS)
            details = cfg.get("transactionDetails") or "full"
            if details not in _BLOCK_DETAILS:
                raise encoding._variant_error(details, _BLOCK_DETAILS)
            rewards = cfg.get("showRewards")
            rewards = True if rewards is None else rewards
            if not isinstance(rewards, bool):
                raise errors.invalid_type(rewards, "a boolean")
            mv = cfg.get("maxSupportedTransactionVersion")
            if mv is not None and (not isinstance(mv, int) or isinstance(mv, bool)
                                   or not 0 <= mv <= 255):
                raise errors.invalid_type(mv, "u8")
            return self._add(Sub(self._new_id(), "block", conn, commitment=commitment,
                                 mentions=mentions,
                                 extra={"encoding": enc, "details": details, "rewards": rewards,
                                        "max_version": mv}))
        if method == "slotSubscribe":
            return self._add(Sub(self._new_id(), "slot", conn))
        if method == "rootSubscribe":
            return self._add(Sub(self._new_id(), "root", conn))
        if method == "logsSubscribe":
            if not params:
                raise errors.invalid_params("`params` should have at least 1 argument(s)")
            flt = params[0]
            mentions = None
            if isinstance(flt, dict) and "mentions" in flt:
                m = flt["mentions"]
                if not isinstance(m, list) or len(m) != 1:
                    raise errors.invalid_params("Invalid Request: Only 1 address supported")
                try:
                    mentions = str(verify_pubkey(m[0]))
                except RpcError:
                    raise _param_error("mentions")
            elif flt not in ("all", "allWithVotes"):
                raise errors.invalid_params("Invalid params: unknown variant, expected one of "
                                            "`all`, `allWithVotes`, `mentions`.")
            cfg = self._cfg(params, 1)
            return self._add(Sub(self._new_id(), "logs", conn, commitment=self._commitment(cfg),
                                 mentions=mentions))
        kinds = {"accountUnsubscribe": "account", "signatureUnsubscribe": "signature",
                 "slotUnsubscribe": "slot", "rootUnsubscribe": "root",
                 "logsUnsubscribe": "logs", "programUnsubscribe": "program",
                 "slotsUpdatesUnsubscribe": "slotsUpdates", "blockUnsubscribe": "block",
                 "voteUnsubscribe": "vote"}
        if method in kinds:
            if not params or not isinstance(params[0], int) or isinstance(params[0], bool):
                raise errors.invalid_params("Invalid params: invalid type, expected u64.")
            sub = self.subs.get(params[0])
            if sub is None or sub.kind != kinds[method] or sub.conn is not conn:
                raise errors.invalid_params("Invalid subscription id.")
            self._remove(sub)
            return True
        raise errors.method_not_found()

    # -------------------------------------------------------------- connections
    async def handler(self, ws) -> None:
        conn = Conn(ws, self)
        self.conns.add(conn)
        writer = asyncio.ensure_future(self._writer(conn))
        try:
            async for message in ws:
                conn.send(self._handle_text(conn, message))
        except Exception:  # noqa: BLE001 - connection errors end the session
            pass
        finally:
            writer.cancel()
            for sub in list(conn.subs.values()):
                self._remove(sub)
            self.conns.discard(conn)

    async def _writer(self, conn: Conn) -> None:
        try:
            while True:
                text = await conn.out.get()
                conn.queued_bytes -= len(text)
                if text:
                    await conn.ws.send(text)
        except asyncio.CancelledError:
            pass
        except Exception:  # noqa: BLE001
            pass

    def _reply(self, rid, result=None, error: Optional[RpcError] = None) -> str:
        if error is not None:
            return '{"jsonrpc":"2.0","error":' + _dumps(error.to_obj()) + ',"id":' + _dumps(rid) + "}"
        return '{"jsonrpc":"2.0","result":' + _dumps(result) + ',"id":' + _dumps(rid) + "}"

    def _one(self, conn: Conn, req: Any) -> Optional[str]:
        if not isinstance(req, dict) or req.get("jsonrpc") != "2.0" \
                or not isinstance(req.get("method"), str):
            return self._reply(None, error=errors.invalid_request())
        rid = req.get("id")
        try:
            return self._reply(rid, self.call(conn, req["method"], req.get("params")))
        except RpcError as e:
            return self._reply(rid, error=e)
        except Exception:  # noqa: BLE001
            log.exception("pubsub error")
            return self._reply(rid, error=errors.internal_error())

    def _handle_text(self, conn: Conn, message) -> str:
        try:
            req = json.loads(message)
        except (ValueError, TypeError):
            return self._reply(None, error=errors.parse_error())
        if isinstance(req, list):
            if not req:
                return self._reply(None, error=errors.invalid_request())
            return "[" + ",".join(o for o in (self._one(conn, r) for r in req) if o) + "]"
        return self._one(conn, req) or ""

    async def drop_all(self, mode: str = "abort") -> int:
        conns = list(self.conns)
        for conn in conns:
            try:
                if mode == "close":
                    # don't wait for the client's half of the closing handshake
                    asyncio.ensure_future(conn.ws.close(1001, "going away"))
                else:
                    conn.ws.transport.abort()
            except Exception:  # noqa: BLE001
                pass
        return len(conns)
