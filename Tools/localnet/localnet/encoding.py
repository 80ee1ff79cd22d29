"""Agave-shaped encodings: accounts (UiAccount) and confirmed transactions."""
from __future__ import annotations

import base64
import struct
from typing import Any, Optional

from solders.message import Message, MessageV1
from solders.pubkey import Pubkey
from solders.transaction import VersionedTransaction

from . import errors, parse
from .parse import b58

MAX_BASE58_BYTES = 128
U64_MAX = parse.U64_MAX
ACCOUNT_ENCODINGS = ("binary", "base58", "base64", "jsonParsed", "base64+zstd")
TX_ENCODINGS = ("binary", "base64", "base58", "json", "jsonParsed")


def _variant_error(value: Any, variants) -> errors.RpcError:
    if not isinstance(value, str):
        return errors.invalid_type(value, "a string")
    listed = ", ".join(f"`{v}`" for v in variants)
    return errors.invalid_params(
        f"Invalid params: unknown variant `{value}`, expected one of {listed}.")


def check_account_encoding(enc: Any, default: str) -> str:
    if enc is None:
        return default
    if enc not in ACCOUNT_ENCODINGS:
        raise _variant_error(enc, ACCOUNT_ENCODINGS)
    return enc


def check_data_slice(ds: Any) -> Optional[tuple]:
    if ds is None:
        return None
    if not isinstance(ds, dict):
        raise errors.invalid_type(ds, "struct UiDataSliceConfig")
    for f in ("offset", "length"):
        if f not in ds:
            raise errors.invalid_params(f"Invalid params: missing field `{f}`.")
        if not isinstance(ds[f], int) or isinstance(ds[f], bool) or ds[f] < 0:
            raise errors.invalid_type(ds[f], "usize")
    return ds["offset"], ds["length"]


def zstd_raw_frame(data: bytes) -> bytes:
    """A valid zstd frame holding `data` in raw (uncompressed) blocks; any zstd decoder reads it."""
    n = len(data)
    if n < 256:
        desc, fcs = 0x20, struct.pack("<B", n)
    elif n < 65536 + 256:
        desc, fcs = 0x60, struct.pack("<H", n - 256)
    else:
        desc, fcs = 0xA0, struct.pack("<I", n)
    out = bytearray(b"\x28\xb5\x2f\xfd" + bytes([desc]) + fcs)
    chunks = [data[i:i + 131072] for i in range(0, n, 131072)] or [b""]
    for i, c in enumerate(chunks):
        last = 1 if i == len(chunks) - 1 else 0
        hdr = last | (0 << 1) | (len(c) << 3)
        out += struct.pack("<I", hdr)[:3] + c
    return bytes(out)


def encode_account(chain, pk: Pubkey, acct, encoding: str, data_slice: Optional[tuple],
                   commitment: str = "processed") -> dict:
    data = bytes(acct.data)
    owner = str(acct.owner)
    data_field: Any = None
    if encoding == "jsonParsed":
        parsed = parse.parse_account(owner, data, lambda m: chain.mint_decimals(m, commitment))
        if parsed is not None:
            data_field = parsed
        else:
            encoding = "base64"
    if data_field is None:
        sliced = data
        if data_slice is not None:
            off, ln = data_slice
            sliced = data[off:off + ln]
        if encoding in ("binary", "base58"):
            if len(sliced) > MAX_BASE58_BYTES:
                raise errors.invalid_request(
                    f"Encoded binary (base 58) data should be less than {MAX_BASE58_BYTES} bytes, "
                    f"please use Base64 encoding.")
            s = b58(sliced)
            data_field = s if encoding == "binary" else [s, "base58"]
        elif encoding == "base64+zstd":
            data_field = [base64.b64encode(zstd_raw_frame(sliced)).decode(), "base64+zstd"]
        else:
            data_field = [base64.b64encode(sliced).decode(), "base64"]
    rent_epoch = acct.rent_epoch
    if rent_epoch == 0:
        rent_epoch = U64_MAX  # Agave 2.x: rent-exempt accounts report u64::MAX
    return {"data": data_field, "executable": acct.executable, "lamports": acct.lamports,
            "owner": owner, "rentEpoch": rent_epoch, "space": len(data)}


# ------------------------------------------------------------------ transactions

def _header(msg) -> dict:
    h = msg.header
    return {"numReadonlySignedAccounts": h.num_readonly_signed_accounts,
            "numReadonlyUnsignedAccounts": h.num_readonly_unsigned_accounts,
            "numRequiredSignatures": h.num_required_signatures}


def _lookups(msg) -> Optional[list]:
    if isinstance(msg, (Message, MessageV1)):  # v1 has no lookup tables
        return None
    return [{"accountKey": str(lk.account_key),
             "readonlyIndexes": list(bytes(lk.readonly_indexes)),
             "writableIndexes": list(bytes(lk.writable_indexes))}
            for lk in msg.address_table_lookups]


def _json_tx(tx: VersionedTransaction) -> dict:
    msg = tx.message
    m = {
        "accountKeys": [str(k) for k in msg.account_keys],
        "header": _header(msg),
        "instructions": [{"accounts": list(bytes(ix.accounts)), "data": b58(bytes(ix.data)),
                          "programIdIndex": ix.program_id_index, "stackHeight": None}
                         for ix in msg.instructions],
        "recentBlockhash": str(msg.recent_blockhash),
    }
    lk = _lookups(msg)
    if lk is not None:
        m["addressTableLookups"] = lk
    return {"message": m, "signatures": [str(s) for s in tx.signatures]}


def _parsed_tx(chain, tx: VersionedTransaction, rec: dict) -> dict:
    msg = tx.message
    keys = rec["keys"]
    n_static = len(msg.account_keys)
    n_w = len(rec["loadedAddresses"]["writable"])
    nsig = msg.header.num_required_signatures
    invoked = {keys[ix.program_id_index] for ix in msg.instructions}
    account_keys = []
    reserved = _reserved()
    upgradeable_loader = "BPFLoaderUpgradeab1e11111111111111111111111" in keys
    for i, k in enumerate(keys):
        writable = (chain._is_writable(msg, i, n_static, n_w) and k not in reserved
                    and not (k in invoked and not upgradeable_loader))
        account_keys.append({"pubkey": k, "signer": i < nsig, "source":
                             "transaction" if i < n_static else "lookupTable",
                             "writable": writable})
    decimals_of = chain.mint_decimals
    instructions = [parse.parse_instruction(keys[ix.program_id_index], bytes(ix.data),
                                            [keys[a] for a in bytes(ix.accounts)], decimals_of,
                                            None)
                    for ix in msg.instructions]
    return {"message": {"accountKeys": account_keys,
                        "addressTableLookups": _lookups(msg),
                        "instructions": instructions,
                        "recentBlockhash": str(msg.recent_blockhash)},
            "signatures": [str(s) for s in tx.signatures]}


def _reserved():
    from .state import RESERVED_KEYS
    return RESERVED_KEYS


def encode_transaction(chain, rec: dict, encoding: str,
                       max_version: Optional[int]) -> dict:
    version = rec["version"]
    if version != "legacy" and (max_version is None or max_version < version):
        raise errors.unsupported_tx_version(version)
    raw = base64.b64decode(rec["tx"])
    if encoding == "base64":
        tx_field: Any = [rec["tx"], "base64"]
    elif encoding == "base58":
        tx_field = [b58(raw), "base58"]
    elif encoding == "binary":
        tx_field = b58(raw)
    else:
        tx = VersionedTransaction.from_bytes(raw)
        tx_field = _parsed_tx(chain, tx, rec) if encoding == "jsonParsed" else _json_tx(tx)
    err = rec["err"]
    meta = {
        "computeUnitsConsumed": rec["computeUnitsConsumed"],
        "err": err,
        "fee": rec["fee"],
        "innerInstructions": rec["innerInstructions"],
        "logMessages": rec["logMessages"],
        "postBalances": rec["postBalances"],
        "postTokenBalances": rec["postTokenBalances"],
        "preBalances": rec["preBalances"],
        "preTokenBalances": rec["preTokenBalances"],
        "rewards": [],
        "status": {"Ok": None} if err is None else {"Err": err},
    }
    if encoding == "jsonParsed":
        keys = rec["keys"]
        meta["innerInstructions"] = [
            {"index": grp["index"], "instructions": [
                parse.parse_instruction(keys[ii["programIdIndex"]],
                                        parse_b58(ii["data"]),
                                        [keys[a] for a in ii["accounts"]], chain.mint_decimals,
                                        ii["stackHeight"])
                for ii in grp["instructions"]]}
            for grp in rec["innerInstructions"]]
    else:
        meta["loadedAddresses"] = rec["loadedAddresses"]
    if rec.get("returnData") is not None:
        meta["returnData"] = rec["returnData"]
    out = {"blockTime": rec["blockTime"], "meta": meta, "slot": rec["slot"],
           "transaction": tx_field}
    if max_version is not None:
        out["version"] = version
    return out


def parse_b58(s: str) -> bytes:
    import base58
    return base58.b58decode(s)
