#!/usr/bin/env python3
"""solders (the Rust Solana SDK) as the test oracle for SolanaTransactions.

Usage: tx_oracle.py COMMAND < request.json > response.json. Bytes travel as hex, keys as base58.
Commands:
  compile   build each case with solders (legacy Message.new_with_blockhash or MessageV0.try_compile), sign it,
            and judge ours: does solders decode our bytes, re-serialize them identically and verify our signatures?
  builders  solders' own System / compute-budget / lookup-table builders for the given parameters.
  svm       replay signed transactions in a fresh LiteSVM (deterministic: the same genesis blockhash every run).
  decode    decode wire transactions with solders (for fixtures and fuzzed inputs).
  offline_transfer  solders builds and signs a SOL transfer from the inputs alone ([advance nonce] [compute budget]
            [memo] transfer), as `solwallet send --sign-only` does: its wire bytes in base64.
"""
import json
import struct
import sys

from solders.account import Account
from solders.address_lookup_table_account import AddressLookupTableAccount
from solders.compute_budget import set_compute_unit_limit, set_compute_unit_price
from solders.hash import Hash
from solders.instruction import AccountMeta, Instruction
from solders.keypair import Keypair
from solders.litesvm import LiteSVM
from solders.message import Message, MessageV0, to_bytes_versioned
from solders.pubkey import Pubkey
from solders.token.state import TokenAccount
from solders.transaction_metadata import TransactionMetadata
from solders.transaction import VersionedTransaction
import solders.system_program as sp

h = bytes.fromhex
P = Pubkey.from_string
ALT_PROGRAM = P("AddressLookupTab1e1111111111111111111111111")


def instruction(spec):
    return Instruction(P(spec["programId"]),
                       h(spec["data"]),
                       [AccountMeta(P(a["pubkey"]), a["isSigner"], a["isWritable"]) for a in spec["accounts"]])


def message_for(case):
    ixs = [instruction(i) for i in case["instructions"]]
    payer, blockhash = P(case["payer"]), Hash.from_string(case["blockhash"])
    if case["version"] == "legacy":
        return Message.new_with_blockhash(ixs, payer, blockhash)
    tables = [AddressLookupTableAccount(P(t["key"]), [P(a) for a in t["addresses"]]) for t in case.get("tables", [])]
    return MessageV0.try_compile(payer, ixs, tables, blockhash)


def compile_cmd(req):
    out = []
    for case in req["cases"]:
        try:
            msg = message_for(case)
        except Exception as e:  # noqa: BLE001 - report the compile error to the test
            out.append({"error": str(e)})
            continue
        keypairs = [Keypair.from_seed(h(s)) for s in case["signerSeeds"]]
        tx = VersionedTransaction(msg, keypairs)
        result = {"message": to_bytes_versioned(msg).hex() if case["version"] != "legacy" else bytes(msg).hex(),
                  "transaction": bytes(tx).hex()}
        ours = case.get("ours")
        if ours:
            try:
                parsed = VersionedTransaction.from_bytes(h(ours))
                result["oursDecodes"] = True
                result["oursRoundTrips"] = bytes(parsed).hex() == ours
                result["oursVerify"] = all(parsed.verify_with_results())
                result["oursSanitizes"] = _sanitizes(parsed)
            except Exception as e:  # noqa: BLE001
                result["oursDecodes"] = False
                result["oursError"] = str(e)
        out.append(result)
    return {"results": out}


def _sanitizes(tx):
    try:
        tx.sanitize()
        return True
    except Exception:  # noqa: BLE001
        return False


def builders_cmd(req):
    """solders' builders, for the instructions solders has (System, compute budget, lookup tables)."""
    out = []
    for c in req["cases"]:
        k, a = c["kind"], c.get("args", {})
        if k == "transfer":
            ix = sp.transfer({"from_pubkey": P(a["from"]), "to_pubkey": P(a["to"]), "lamports": a["lamports"]})
        elif k == "createAccount":
            ix = sp.create_account({"from_pubkey": P(a["from"]), "to_pubkey": P(a["to"]), "lamports": a["lamports"],
                                    "space": a["space"], "owner": P(a["owner"])})
        elif k == "assign":
            ix = sp.assign({"pubkey": P(a["account"]), "owner": P(a["owner"])})
        elif k == "allocate":
            ix = sp.allocate({"pubkey": P(a["account"]), "space": a["space"]})
        elif k == "createAccountWithSeed":
            ix = sp.create_account_with_seed({"from_pubkey": P(a["from"]), "to_pubkey": P(a["to"]), "base": P(a["base"]),
                                              "seed": a["seed"], "lamports": a["lamports"], "space": a["space"],
                                              "owner": P(a["owner"])})
        elif k == "transferWithSeed":
            ix = sp.transfer_with_seed({"from_pubkey": P(a["from"]), "from_base": P(a["base"]), "from_seed": a["seed"],
                                        "from_owner": P(a["owner"]), "to_pubkey": P(a["to"]), "lamports": a["lamports"]})
        elif k == "advanceNonce":
            ix = sp.advance_nonce_account({"nonce_pubkey": P(a["nonce"]), "authorized_pubkey": P(a["authority"])})
        elif k == "withdrawNonce":
            ix = sp.withdraw_nonce_account({"nonce_pubkey": P(a["nonce"]), "authorized_pubkey": P(a["authority"]),
                                            "to_pubkey": P(a["to"]), "lamports": a["lamports"]})
        elif k == "initializeNonce":
            ix = sp.initialize_nonce_account({"nonce_pubkey": P(a["nonce"]), "authority": P(a["authority"])})
        elif k == "authorizeNonce":
            ix = sp.authorize_nonce_account({"nonce_pubkey": P(a["nonce"]), "authorized_pubkey": P(a["authority"]),
                                             "new_authority": P(a["newAuthority"])})
        elif k == "computeUnitLimit":
            ix = set_compute_unit_limit(a["units"])
        elif k == "computeUnitPrice":
            ix = set_compute_unit_price(a["microLamports"])
        elif k == "createLookupTable":
            ix, table = sp.create_lookup_table({"authority_address": P(a["authority"]), "payer_address": P(a["payer"]),
                                                "recent_slot": a["recentSlot"]})
        elif k == "extendLookupTable":
            ix = sp.extend_lookup_table({"lookup_table_address": P(a["table"]), "authority_address": P(a["authority"]),
                                         "payer_address": P(a["payer"]) if a.get("payer") else None,
                                         "new_addresses": [P(x) for x in a["addresses"]]})
        elif k == "deactivateLookupTable":
            ix = sp.deactivate_lookup_table({"lookup_table_address": P(a["table"]), "authority_address": P(a["authority"])})
        elif k == "closeLookupTable":
            ix = sp.close_lookup_table({"lookup_table_address": P(a["table"]), "authority_address": P(a["authority"]),
                                        "recipient_address": P(a["recipient"])})
        else:
            raise ValueError(f"unknown builder {k}")
        out.append({"programId": str(ix.program_id), "data": bytes(ix.data).hex(),
                    "accounts": [{"pubkey": str(m.pubkey), "isSigner": m.is_signer, "isWritable": m.is_writable}
                                 for m in ix.accounts]})
    return {"results": out}


def lookup_table_data(addresses):
    """An active lookup table account: discriminator 1, LookupTableMeta (56 bytes with it), then the keys."""
    # last_extended_slot 0 with start index = len: every address is active at slot 0 (LiteSVM's first slot).
    meta = struct.pack("<IQQB", 1, 2**64 - 1, 0, len(addresses)) + bytes([0]) + bytes(32) + bytes(2)
    # authority None (tag 0; the rest stays zero) then u16 padding: 56 bytes of metadata.
    assert len(meta) == 56
    return meta + b"".join(bytes(P(a)) for a in addresses)


def svm_cmd(req):
    svm = LiteSVM()
    for drop in req.get("airdrops", []):
        svm.airdrop(P(drop["pubkey"]), drop["lamports"])
    for table in req.get("lookupTables", []):
        data = lookup_table_data(table["addresses"])
        svm.set_account(P(table["key"]), Account(lamports=svm.minimum_balance_for_rent_exemption(len(data)),
                                                  data=data, owner=ALT_PROGRAM, executable=False))
    results = []
    for step in req.get("steps", []):
        tx = VersionedTransaction.from_bytes(h(step["transaction"]))
        res = svm.send_transaction(tx)
        ok = isinstance(res, TransactionMetadata)
        results.append({"ok": ok, "error": None if ok else str(res.err()),
                        "logs": list(res.logs()) if ok else list(res.meta().logs())})
        if step.get("expireAfter"):
            svm.expire_blockhash()
    balances = {k: svm.get_balance(P(k)) for k in req.get("balances", [])}
    tokens = {}
    for k in req.get("tokenAccounts", []):
        acct = svm.get_account(P(k))
        tokens[k] = TokenAccount.from_bytes(bytes(acct.data)).amount if acct else None
    data = {}
    for k in req.get("accounts", []):
        acct = svm.get_account(P(k))
        data[k] = bytes(acct.data).hex() if acct else None
    return {"blockhash": str(svm.latest_blockhash()), "results": results, "balances": balances,
            "tokenAmounts": tokens, "accountData": data,
            "rentExempt165": svm.minimum_balance_for_rent_exemption(165),
            "rentExempt82": svm.minimum_balance_for_rent_exemption(82),
            "rentExempt80": svm.minimum_balance_for_rent_exemption(80)}


def decode_cmd(req):
    out = []
    for raw in req["transactions"]:
        try:
            tx = VersionedTransaction.from_bytes(h(raw))
            msg = tx.message
            out.append({"ok": True, "version": "legacy" if isinstance(msg, Message) else 0,
                        "roundTrips": bytes(tx).hex() == raw,
                        "verify": list(tx.verify_with_results()),
                        "accountKeys": [str(k) for k in msg.account_keys],
                        "header": [msg.header.num_required_signatures, msg.header.num_readonly_signed_accounts,
                                   msg.header.num_readonly_unsigned_accounts],
                        "blockhash": str(msg.recent_blockhash),
                        "instructions": [{"programIdIndex": i.program_id_index, "accounts": list(bytes(i.accounts)),
                                          "data": bytes(i.data).hex()} for i in msg.instructions]})
        except Exception as e:  # noqa: BLE001
            out.append({"ok": False, "error": str(e)})
    return {"results": out}


MEMO_PROGRAM = P("MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr")  # SPL Memo v2


def offline_transfer_cmd(req):
    import base64
    from solders.transaction import Transaction
    out = []
    for case in req["cases"]:
        kp = Keypair.from_seed(h(case["seed"]))
        ixs = []
        if case.get("nonce"):
            ixs.append(sp.advance_nonce_account(sp.AdvanceNonceAccountParams(
                nonce_pubkey=P(case["nonce"]), authorized_pubkey=kp.pubkey())))
        if case.get("computeUnitLimit") is not None:
            ixs.append(set_compute_unit_limit(case["computeUnitLimit"]))
            ixs.append(set_compute_unit_price(case["computeUnitPrice"]))
        if case.get("memo"):
            ixs.append(Instruction(MEMO_PROGRAM, case["memo"].encode("utf-8"), []))
        if case.get("mint"):
            # spl-token transfer --sign-only: solana-py's spl.token builders (an implementation apart from ours).
            from spl.token import instructions as spl
            from spl.token.models import TransferCheckedParams
            from spl.token.constants import TOKEN_PROGRAM_ID
            mint, to = P(case["mint"]), P(case["to"])
            program = P(case.get("tokenProgram") or str(TOKEN_PROGRAM_ID))
            if case.get("fundRecipient"):
                ixs.append(spl.create_idempotent_associated_token_account(kp.pubkey(), to, mint, program))
            ixs.append(spl.transfer_checked(TransferCheckedParams(
                program_id=program, source=spl.get_associated_token_address(kp.pubkey(), mint, program), mint=mint,
                dest=spl.get_associated_token_address(to, mint, program), owner=kp.pubkey(),
                amount=case["lamports"], decimals=case["decimals"])))
        else:
            ixs.append(sp.transfer(sp.TransferParams(from_pubkey=kp.pubkey(), to_pubkey=P(case["to"]),
                                                     lamports=case["lamports"])))
        blockhash = Hash.from_string(case["blockhash"])
        tx = Transaction([kp], Message.new_with_blockhash(ixs, kp.pubkey(), blockhash), blockhash)
        out.append({"from": str(kp.pubkey()), "base64": base64.b64encode(bytes(tx)).decode()})
    return {"results": out}


def program_elf_cmd(request):
    """Writes the ELF of a program LiteSVM ships (an SPL program) to request["path"], for localnet's --bpf-program:
    the same code deployed at another address is a program the wallet does not know."""
    account = LiteSVM().get_account(Pubkey.from_string(request["program"]))
    with open(request["path"], "wb") as f:
        f.write(bytes(account.data))
    return {"size": len(account.data)}


COMMANDS = {"program_elf": program_elf_cmd, "offline_transfer": offline_transfer_cmd, "compile": compile_cmd, "builders": builders_cmd, "svm": svm_cmd, "decode": decode_cmd}

if __name__ == "__main__":
    request = json.load(sys.stdin)
    json.dump(COMMANDS[sys.argv[1]](request), sys.stdout)
