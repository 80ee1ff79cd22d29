#!/usr/bin/env python3
"""solders and solana-py's spl-token builders as the oracle for instructions built through program IDLs.

Usage: idl_oracle.py build < request.json > response.json. Each case names an IDL instruction ("program" and "name"),
its accounts and arguments as the Swift test gave them to the IDL interpreter (keys base58, numbers as JSON numbers,
"signers" the remaining accounts); the reply is the instruction the independent builder makes (data in hex).
(No memo: solana-py's create_memo marks the signer writable, where spl-memo's build_memo makes it read-only.)
"""
import json
import sys

from solders.compute_budget import set_compute_unit_limit, set_compute_unit_price
from solders.pubkey import Pubkey
import solders.system_program as sp
from spl.token import instructions as tk
from spl.token import models as tm
from spl.token.constants import TOKEN_PROGRAM_ID

P = Pubkey.from_string


def build(c):
    n, a, g, s = c["name"], c["accounts"], c["args"], [P(x) for x in c.get("signers", [])]
    if c["program"] == "system":
        if n == "transferSol":
            return sp.transfer({"from_pubkey": P(a["source"]), "to_pubkey": P(a["destination"]), "lamports": g["amount"]})
        if n == "createAccount":
            return sp.create_account({"from_pubkey": P(a["payer"]), "to_pubkey": P(a["newAccount"]),
                                      "lamports": g["lamports"], "space": g["space"], "owner": P(g["programAddress"])})
        if n == "assign":
            return sp.assign({"pubkey": P(a["account"]), "owner": P(g["programAddress"])})
        if n == "allocate":
            return sp.allocate({"pubkey": P(a["newAccount"]), "space": g["space"]})
        if n == "advanceNonceAccount":
            return sp.advance_nonce_account({"nonce_pubkey": P(a["nonceAccount"]),
                                             "authorized_pubkey": P(a["nonceAuthority"])})
        if n == "withdrawNonceAccount":
            return sp.withdraw_nonce_account({"nonce_pubkey": P(a["nonceAccount"]),
                                              "authorized_pubkey": P(a["nonceAuthority"]),
                                              "to_pubkey": P(a["recipientAccount"]), "lamports": g["withdrawAmount"]})
        if n == "authorizeNonceAccount":
            return sp.authorize_nonce_account({"nonce_pubkey": P(a["nonceAccount"]),
                                               "authorized_pubkey": P(a["nonceAuthority"]),
                                               "new_authority": P(g["newNonceAuthority"])})
        if n == "createAccountWithSeed":
            return sp.create_account_with_seed({"from_pubkey": P(a["payer"]), "to_pubkey": P(a["newAccount"]),
                                                "base": P(g["base"]), "seed": g["seed"], "lamports": g["amount"],
                                                "space": g["space"], "owner": P(g["programAddress"])})
    if c["program"] == "compute-budget":
        if n == "setComputeUnitLimit":
            return set_compute_unit_limit(g["units"])
        if n == "setComputeUnitPrice":
            return set_compute_unit_price(g["microLamports"])
    if c["program"] == "token":
        p = TOKEN_PROGRAM_ID
        if n == "transfer":
            return tk.transfer(tm.TransferParams(program_id=p, source=P(a["source"]), dest=P(a["destination"]),
                                                 owner=P(a["authority"]), amount=g["amount"], signers=s))
        if n == "transferChecked":
            return tk.transfer_checked(tm.TransferCheckedParams(
                program_id=p, source=P(a["source"]), mint=P(a["mint"]), dest=P(a["destination"]),
                owner=P(a["authority"]), amount=g["amount"], decimals=g["decimals"], signers=s))
        if n == "mintTo":
            return tk.mint_to(tm.MintToParams(program_id=p, mint=P(a["mint"]), dest=P(a["token"]),
                                              mint_authority=P(a["mintAuthority"]), amount=g["amount"], signers=s))
        if n == "approve":
            return tk.approve(tm.ApproveParams(program_id=p, source=P(a["source"]), delegate=P(a["delegate"]),
                                               owner=P(a["owner"]), amount=g["amount"], signers=s))
        if n == "closeAccount":
            return tk.close_account(tm.CloseAccountParams(program_id=p, account=P(a["account"]),
                                                          dest=P(a["destination"]), owner=P(a["owner"]), signers=s))
        if n == "burn":
            return tk.burn(tm.BurnParams(program_id=p, account=P(a["account"]), mint=P(a["mint"]),
                                         owner=P(a["authority"]), amount=g["amount"], signers=s))
    raise ValueError(f"no oracle builder for {c['program']} {n}")


def main():
    request = json.load(sys.stdin)
    out = []
    for case in request["cases"]:
        ix = build(case)
        out.append({"programId": str(ix.program_id), "data": bytes(ix.data).hex(),
                    "accounts": [{"pubkey": str(m.pubkey), "isSigner": m.is_signer, "isWritable": m.is_writable}
                                 for m in ix.accounts]})
    json.dump({"results": out}, sys.stdout)


if __name__ == "__main__":
    assert sys.argv[1:] == ["build"], __doc__
    main()
