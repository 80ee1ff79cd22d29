"""jsonParsed support: SPL Token / Token-2022 accounts and mints, lookup tables, nonce accounts,
and instruction parsing (system, spl-token, associated-token-account, memo) for getTransaction."""
from __future__ import annotations

import struct
from typing import Any, Callable, Optional

import base58

TOKEN_PROGRAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"
TOKEN_2022_PROGRAM = "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb"
TOKEN_PROGRAMS = (TOKEN_PROGRAM, TOKEN_2022_PROGRAM)
SYSTEM_PROGRAM = "11111111111111111111111111111111"
ATA_PROGRAM = "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL"
MEMO_V1 = "Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo"
MEMO_V2 = "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr"
MEMO_PROGRAMS = (MEMO_V1, MEMO_V2)
ALT_PROGRAM = "AddressLookupTab1e1111111111111111111111111"
COMPUTE_BUDGET = "ComputeBudget111111111111111111111111111111"
U64_MAX = 18446744073709551615

TOKEN_ACCOUNT_LEN = 165
MINT_LEN = 82
MULTISIG_LEN = 355


def b58(b: bytes) -> str:
    return base58.b58encode(b).decode()


def _pk(b: bytes) -> str:
    return b58(bytes(b))


def _coption_pubkey(data: bytes, off: int) -> Optional[str]:
    tag = struct.unpack_from("<I", data, off)[0]
    return _pk(data[off + 4:off + 36]) if tag == 1 else None


def _opt_nonzero_pubkey(b: bytes) -> Optional[str]:
    return None if b == bytes(32) else _pk(b)


# ---------------------------------------------------------------- token amounts

def real_number_string_trimmed(amount: int, decimals: int) -> str:
    if decimals == 0:
        return str(amount)
    s = str(amount).rjust(decimals + 1, "0")
    out = s[:-decimals] + "." + s[-decimals:]
    out = out.rstrip("0").rstrip(".")
    return out


def ui_token_amount(amount: int, decimals: int) -> dict:
    return {
        "amount": str(amount),
        "decimals": decimals,
        "uiAmount": float(amount) / float(10 ** decimals),
        "uiAmountString": real_number_string_trimmed(amount, decimals),
    }


# ---------------------------------------------------------------- raw token layouts

def unpack_token_account(data: bytes, program: str) -> Optional[dict]:
    """Base state of an SPL token account, or None if data isn't one."""
    n = len(data)
    if n < TOKEN_ACCOUNT_LEN:
        return None
    if n != TOKEN_ACCOUNT_LEN:
        if program != TOKEN_2022_PROGRAM or n == MULTISIG_LEN or data[TOKEN_ACCOUNT_LEN] != 2:
            return None
    state = data[108]
    if state == 0:
        return None  # uninitialized
    native_tag = struct.unpack_from("<I", data, 109)[0]
    return {
        "mint": _pk(data[0:32]),
        "owner": _pk(data[32:64]),
        "amount": struct.unpack_from("<Q", data, 64)[0],
        "delegate": _coption_pubkey(data, 72),
        "state": state,
        "is_native": struct.unpack_from("<Q", data, 113)[0] if native_tag == 1 else None,
        "delegated_amount": struct.unpack_from("<Q", data, 121)[0],
        "close_authority": _coption_pubkey(data, 129),
    }


def unpack_mint(data: bytes, program: str) -> Optional[dict]:
    n = len(data)
    if n != MINT_LEN:
        if program != TOKEN_2022_PROGRAM or n <= TOKEN_ACCOUNT_LEN or n == MULTISIG_LEN \
                or data[TOKEN_ACCOUNT_LEN] != 1:
            return None
    if not data[45]:
        return None
    return {
        "mint_authority": _coption_pubkey(data, 0),
        "supply": struct.unpack_from("<Q", data, 36)[0],
        "decimals": data[44],
        "is_initialized": bool(data[45]),
        "freeze_authority": _coption_pubkey(data, 46),
    }


def token_account_mint(data: bytes) -> Optional[str]:
    if len(data) >= TOKEN_ACCOUNT_LEN:
        return _pk(data[0:32])
    return None


# ---------------------------------------------------------------- token-2022 extensions

_ACCOUNT_STATE = {0: "uninitialized", 1: "initialized", 2: "frozen"}

EXTENSION_NAMES = {
    0: "uninitialized", 1: "transferFeeConfig", 2: "transferFeeAmount", 3: "mintCloseAuthority",
    4: "confidentialTransferMint", 5: "confidentialTransferAccount", 6: "defaultAccountState",
    7: "immutableOwner", 8: "memoTransfer", 9: "nonTransferable", 10: "interestBearingConfig",
    11: "cpiGuard", 12: "permanentDelegate", 13: "nonTransferableAccount", 14: "transferHook",
    15: "transferHookAccount", 16: "confidentialTransferFeeConfig",
    17: "confidentialTransferFeeAmount", 18: "metadataPointer", 19: "tokenMetadata",
    20: "groupPointer", 21: "tokenGroup", 22: "groupMemberPointer", 23: "tokenGroupMember",
    25: "scaledUiAmountConfig", 26: "pausableConfig", 27: "pausableAccount",
}


def _fee(data: bytes, off: int) -> dict:
    epoch, maximum_fee, bps = struct.unpack_from("<QQH", data, off)
    return {"epoch": epoch, "maximumFee": maximum_fee, "transferFeeBasisPoints": bps}


def _borsh_str(data: bytes, off: int):
    n = struct.unpack_from("<I", data, off)[0]
    return data[off + 4:off + 4 + n].decode("utf-8", "replace"), off + 4 + n


def _parse_extension(etype: int, v: bytes) -> dict:
    try:
        if etype == 0:
            return {"extension": "uninitialized"}
        if etype == 1:
            return {"extension": "transferFeeConfig", "state": {
                "transferFeeConfigAuthority": _opt_nonzero_pubkey(v[0:32]),
                "withdrawWithheldAuthority": _opt_nonzero_pubkey(v[32:64]),
                "withheldAmount": struct.unpack_from("<Q", v, 64)[0],
                "olderTransferFee": _fee(v, 72),
                "newerTransferFee": _fee(v, 90)}}
        if etype == 2:
            return {"extension": "transferFeeAmount",
                    "state": {"withheldAmount": struct.unpack_from("<Q", v, 0)[0]}}
        if etype == 3:
            return {"extension": "mintCloseAuthority",
                    "state": {"closeAuthority": _opt_nonzero_pubkey(v[0:32])}}
        if etype == 6:
            return {"extension": "defaultAccountState",
                    "state": {"accountState": _ACCOUNT_STATE.get(v[0], "uninitialized")}}
        if etype == 7:
            return {"extension": "immutableOwner"}
        if etype == 8:
            return {"extension": "memoTransfer",
                    "state": {"requireIncomingTransferMemos": bool(v[0])}}
        if etype == 9:
            return {"extension": "nonTransferable"}
        if etype == 11:
            return {"extension": "cpiGuard", "state": {"lockCpi": bool(v[0])}}
        if etype == 12:
            return {"extension": "permanentDelegate",
                    "state": {"delegate": _opt_nonzero_pubkey(v[0:32])}}
        if etype == 13:
            return {"extension": "nonTransferableAccount"}
        if etype == 14:
            return {"extension": "transferHook", "state": {
                "authority": _opt_nonzero_pubkey(v[0:32]),
                "programId": _opt_nonzero_pubkey(v[32:64])}}
        if etype == 15:
            return {"extension": "transferHookAccount", "state": {"transferring": bool(v[0])}}
        if etype == 18:
            return {"extension": "metadataPointer", "state": {
                "authority": _opt_nonzero_pubkey(v[0:32]),
                "metadataAddress": _opt_nonzero_pubkey(v[32:64])}}
        if etype == 19:
            update_authority = _opt_nonzero_pubkey(v[0:32])
            mint = _pk(v[32:64])
            name, off = _borsh_str(v, 64)
            symbol, off = _borsh_str(v, off)
            uri, off = _borsh_str(v, off)
            count = struct.unpack_from("<I", v, off)[0]
            off += 4
            extra = []
            for _ in range(count):
                k, off = _borsh_str(v, off)
                val, off = _borsh_str(v, off)
                extra.append([k, val])
            return {"extension": "tokenMetadata", "state": {
                "updateAuthority": update_authority, "mint": mint, "name": name,
                "symbol": symbol, "uri": uri, "additionalMetadata": extra}}
        if etype == 20:
            return {"extension": "groupPointer", "state": {
                "authority": _opt_nonzero_pubkey(v[0:32]),
                "groupAddress": _opt_nonzero_pubkey(v[32:64])}}
        if etype == 22:
            return {"extension": "groupMemberPointer", "state": {
                "authority": _opt_nonzero_pubkey(v[0:32]),
                "memberAddress": _opt_nonzero_pubkey(v[32:64])}}
    except (struct.error, IndexError):
        pass
    return {"extension": "unparseableExtension"}


def parse_extensions(data: bytes) -> list:
    out = []
    off = TOKEN_ACCOUNT_LEN + 1
    while off + 4 <= len(data):
        etype, length = struct.unpack_from("<HH", data, off)
        if etype == 0 and length == 0:
            break
        value = data[off + 4:off + 4 + length]
        out.append(_parse_extension(etype, value))
        off += 4 + length
    return out


# ---------------------------------------------------------------- account parsers

def parse_token_data(data: bytes, program: str, mint_decimals: Optional[int]) -> Optional[dict]:
    """Agave's parse_token: {"type": ..., "info": ...} or None."""
    acct = unpack_token_account(data, program)
    if acct is not None:
        if mint_decimals is None:
            return None
        info = {
            "isNative": acct["is_native"] is not None,
            "mint": acct["mint"],
            "owner": acct["owner"],
            "state": _ACCOUNT_STATE[acct["state"]],
            "tokenAmount": ui_token_amount(acct["amount"], mint_decimals),
        }
        if acct["delegate"] is not None:
            info["delegate"] = acct["delegate"]
            info["delegatedAmount"] = ui_token_amount(acct["delegated_amount"], mint_decimals)
        if acct["is_native"] is not None:
            info["rentExemptReserve"] = ui_token_amount(acct["is_native"], mint_decimals)
        if acct["close_authority"] is not None:
            info["closeAuthority"] = acct["close_authority"]
        if program == TOKEN_2022_PROGRAM and len(data) > TOKEN_ACCOUNT_LEN:
            exts = parse_extensions(data)
            if exts:
                info["extensions"] = exts
        return {"type": "account", "info": info}
    mint = unpack_mint(data, program)
    if mint is not None:
        info = {
            "decimals": mint["decimals"],
            "freezeAuthority": mint["freeze_authority"],
            "isInitialized": mint["is_initialized"],
            "mintAuthority": mint["mint_authority"],
            "supply": str(mint["supply"]),
        }
        if program == TOKEN_2022_PROGRAM and len(data) > TOKEN_ACCOUNT_LEN:
            exts = parse_extensions(data)
            if exts:
                info["extensions"] = exts
        return {"type": "mint", "info": info}
    if len(data) == MULTISIG_LEN and data[2]:
        m, n = data[0], data[1]
        signers = [_pk(data[3 + 32 * i:35 + 32 * i]) for i in range(n)]
        return {"type": "multisig", "info": {
            "isInitialized": True, "numRequiredSigners": m, "numValidSigners": n,
            "signers": signers}}
    return None


def parse_lookup_table(data: bytes) -> Optional[dict]:
    if len(data) < 56:
        return None
    typ = struct.unpack_from("<I", data, 0)[0]
    if typ == 0:
        return {"type": "uninitialized"}
    if typ != 1:
        return None
    deact, last_ext = struct.unpack_from("<QQ", data, 4)
    start_index = data[20]
    has_auth = data[21]
    authority = _pk(data[22:54]) if has_auth else None
    addrs = [_pk(data[i:i + 32]) for i in range(56, len(data) - 31, 32)]
    info = {
        "deactivationSlot": str(deact),
        "lastExtendedSlot": str(last_ext),
        "lastExtendedSlotStartIndex": start_index,
        "addresses": addrs,
    }
    if authority is not None:
        info["authority"] = authority
    return {"type": "lookupTable", "info": info}


def parse_nonce(data: bytes) -> Optional[dict]:
    if len(data) != 80:
        return None
    _version, state = struct.unpack_from("<II", data, 0)
    if state == 0:
        return {"type": "uninitialized"}
    if state != 1:
        return None
    return {"type": "initialized", "info": {
        "authority": _pk(data[8:40]),
        "blockhash": _pk(data[40:72]),
        "feeCalculator": {"lamportsPerSignature": str(struct.unpack_from("<Q", data, 72)[0])},
    }}


def parse_account(owner: str, data: bytes, mint_decimals_lookup: Callable[[str], Optional[int]]):
    """Return {"program", "parsed", "space"} or None when jsonParsed must fall back to base64."""
    parsed = None
    program = None
    if owner in TOKEN_PROGRAMS:
        decimals = None
        if unpack_token_account(data, owner) is not None:
            decimals = mint_decimals_lookup(token_account_mint(data))
        parsed = parse_token_data(data, owner, decimals)
        program = "spl-token" if owner == TOKEN_PROGRAM else "spl-token-2022"
    elif owner == ALT_PROGRAM:
        parsed = parse_lookup_table(data)
        program = "address-lookup-table"
    elif owner == SYSTEM_PROGRAM and len(data) == 80:
        parsed = parse_nonce(data)
        program = "nonce"
    if parsed is None:
        return None
    return {"program": program, "parsed": parsed, "space": len(data)}


# ---------------------------------------------------------------- instruction parsers

def _u64(d: bytes, off: int) -> int:
    return struct.unpack_from("<Q", d, off)[0]


def _parse_system(d: bytes, a: list) -> Optional[dict]:
    tag = struct.unpack_from("<I", d, 0)[0]
    if tag == 0:
        return {"type": "createAccount", "info": {
            "source": a[0], "newAccount": a[1], "lamports": _u64(d, 4), "space": _u64(d, 12),
            "owner": _pk(d[20:52])}}
    if tag == 1:
        return {"type": "assign", "info": {"account": a[0], "owner": _pk(d[4:36])}}
    if tag == 2:
        return {"type": "transfer", "info": {
            "source": a[0], "destination": a[1], "lamports": _u64(d, 4)}}
    if tag == 3:
        base = _pk(d[4:36])
        n = _u64(d, 36)
        seed = d[44:44 + n].decode()
        off = 44 + n
        return {"type": "createAccountWithSeed", "info": {
            "source": a[0], "newAccount": a[1], "base": base, "seed": seed,
            "lamports": _u64(d, off), "space": _u64(d, off + 8), "owner": _pk(d[off + 16:off + 48])}}
    if tag == 4:
        return {"type": "advanceNonce", "info": {
            "nonceAccount": a[0], "recentBlockhashesSysvar": a[1], "nonceAuthority": a[2]}}
    if tag == 5:
        return {"type": "withdrawFromNonce", "info": {
            "nonceAccount": a[0], "destination": a[1], "recentBlockhashesSysvar": a[2],
            "rentSysvar": a[3], "nonceAuthority": a[4], "lamports": _u64(d, 4)}}
    if tag == 6:
        return {"type": "initializeNonce", "info": {
            "nonceAccount": a[0], "recentBlockhashesSysvar": a[1], "rentSysvar": a[2],
            "nonceAuthority": _pk(d[4:36])}}
    if tag == 7:
        return {"type": "authorizeNonce", "info": {
            "nonceAccount": a[0], "nonceAuthority": a[1], "newAuthorized": _pk(d[4:36])}}
    if tag == 8:
        return {"type": "allocate", "info": {"account": a[0], "space": _u64(d, 4)}}
    if tag == 11:
        lamports = _u64(d, 4)
        n = _u64(d, 12)
        seed = d[20:20 + n].decode()
        owner = _pk(d[20 + n:52 + n])
        return {"type": "transferWithSeed", "info": {
            "source": a[0], "sourceBase": a[1], "destination": a[2], "lamports": lamports,
            "sourceSeed": seed, "sourceOwner": owner}}
    return None


def _authority(info: dict, key: str, a: list, idx: int) -> None:
    if len(a) > idx + 1:
        info["multisig" + key[0].upper() + key[1:]] = a[idx]
        info["signers"] = a[idx + 1:]
    else:
        info[key] = a[idx]


def _parse_token(d: bytes, a: list, decimals_of: Callable[[str], Optional[int]]) -> Optional[dict]:
    tag = d[0]
    if tag in (0, 20):
        decimals = d[1]
        auth = _pk(d[2:34])
        has_freeze = d[34]
        info = {"mint": a[0], "decimals": decimals, "mintAuthority": auth}
        if has_freeze:
            info["freezeAuthority"] = _pk(d[35:67])
        if tag == 0:
            info["rentSysvar"] = a[1]
            return {"type": "initializeMint", "info": info}
        return {"type": "initializeMint2", "info": info}
    if tag == 1:
        return {"type": "initializeAccount", "info": {
            "account": a[0], "mint": a[1], "owner": a[2], "rentSysvar": a[3]}}
    if tag == 16:
        return {"type": "initializeAccount2", "info": {
            "account": a[0], "mint": a[1], "owner": _pk(d[1:33]), "rentSysvar": a[2]}}
    if tag == 18:
        return {"type": "initializeAccount3", "info": {
            "account": a[0], "mint": a[1], "owner": _pk(d[1:33])}}
    if tag == 3:
        info = {"source": a[0], "destination": a[1], "amount": str(_u64(d, 1))}
        _authority(info, "authority", a, 2)
        return {"type": "transfer", "info": info}
    if tag == 4:
        info = {"source": a[0], "delegate": a[1], "amount": str(_u64(d, 1))}
        _authority(info, "owner", a, 2)
        return {"type": "approve", "info": info}
    if tag == 5:
        info = {"source": a[0]}
        _authority(info, "owner", a, 1)
        return {"type": "revoke", "info": info}
    if tag == 7:
        info = {"mint": a[0], "account": a[1], "amount": str(_u64(d, 1))}
        _authority(info, "mintAuthority", a, 2)
        return {"type": "mintTo", "info": info}
    if tag == 8:
        info = {"account": a[0], "mint": a[1], "amount": str(_u64(d, 1))}
        _authority(info, "authority", a, 2)
        return {"type": "burn", "info": info}
    if tag == 9:
        info = {"account": a[0], "destination": a[1]}
        _authority(info, "owner", a, 2)
        return {"type": "closeAccount", "info": info}
    if tag in (10, 11):
        info = {"account": a[0], "mint": a[1]}
        _authority(info, "freezeAuthority", a, 2)
        return {"type": "freezeAccount" if tag == 10 else "thawAccount", "info": info}
    if tag == 12:
        info = {"source": a[0], "mint": a[1], "destination": a[2],
                "tokenAmount": ui_token_amount(_u64(d, 1), d[9])}
        _authority(info, "authority", a, 3)
        return {"type": "transferChecked", "info": info}
    if tag == 13:
        info = {"source": a[0], "mint": a[1], "delegate": a[2],
                "tokenAmount": ui_token_amount(_u64(d, 1), d[9])}
        _authority(info, "owner", a, 3)
        return {"type": "approveChecked", "info": info}
    if tag == 14:
        info = {"mint": a[0], "account": a[1], "tokenAmount": ui_token_amount(_u64(d, 1), d[9])}
        _authority(info, "mintAuthority", a, 2)
        return {"type": "mintToChecked", "info": info}
    if tag == 15:
        info = {"account": a[0], "mint": a[1], "tokenAmount": ui_token_amount(_u64(d, 1), d[9])}
        _authority(info, "authority", a, 2)
        return {"type": "burnChecked", "info": info}
    if tag == 17:
        return {"type": "syncNative", "info": {"account": a[0]}}
    if tag == 21:
        info = {"mint": a[0]}
        types = [EXTENSION_NAMES.get(struct.unpack_from("<H", d, i)[0], "unparseableExtension")
                 for i in range(1, len(d) - 1, 2)]
        if types:
            info["extensionTypes"] = types
        return {"type": "getAccountDataSize", "info": info}
    if tag == 22:
        return {"type": "initializeImmutableOwner", "info": {"account": a[0]}}
    return None


def _parse_ata(d: bytes, a: list) -> Optional[dict]:
    if len(d) == 0 or d[0] in (0, 1):
        typ = "createIdempotent" if len(d) and d[0] == 1 else "create"
        return {"type": typ, "info": {
            "source": a[0], "account": a[1], "wallet": a[2], "mint": a[3],
            "systemProgram": a[4], "tokenProgram": a[5]}}
    if d[0] == 2:
        return {"type": "recoverNested", "info": {
            "nestedSource": a[0], "nestedMint": a[1], "destination": a[2], "nestedOwner": a[3],
            "ownerMint": a[4], "wallet": a[5], "tokenProgram": a[6]}}
    return None


PROGRAM_NAMES = {
    SYSTEM_PROGRAM: "system",
    TOKEN_PROGRAM: "spl-token",
    TOKEN_2022_PROGRAM: "spl-token-2022",
    ATA_PROGRAM: "spl-associated-token-account",
    MEMO_V1: "spl-memo",
    MEMO_V2: "spl-memo",
}


def parse_instruction(program_id: str, data: bytes, accounts: list,
                      decimals_of: Callable[[str], Optional[int]],
                      stack_height: Optional[int]) -> dict:
    """Agave UiInstruction for jsonParsed: parsed form when a parser knows it, else partially decoded."""
    parsed: Any = None
    try:
        if program_id == SYSTEM_PROGRAM:
            parsed = _parse_system(data, accounts)
        elif program_id in TOKEN_PROGRAMS:
            parsed = _parse_token(data, accounts, decimals_of)
        elif program_id == ATA_PROGRAM:
            parsed = _parse_ata(data, accounts)
        elif program_id in MEMO_PROGRAMS:
            parsed = data.decode("utf-8")
    except (struct.error, IndexError, UnicodeDecodeError, ValueError):
        parsed = None
    if parsed is not None:
        return {"parsed": parsed, "program": PROGRAM_NAMES[program_id], "programId": program_id,
                "stackHeight": stack_height}
    return {"accounts": accounts, "data": b58(data), "programId": program_id,
            "stackHeight": stack_height}
