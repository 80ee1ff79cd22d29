#!/usr/bin/env python3
"""Oracles for the staking tests (JSON on stdin, JSON on stdout).

  parse     {"accounts": [hex]}              -> StakeStateV2 fields, read with struct offsets from
                                                solana-program/stake interface/src/state.rs (independent of the SDK)
  litesvm   {}                               -> stake account bytes written by the real Stake program in LiteSVM
                                                (initialized, delegated, deactivated) and a StakeHistory sysvar
                                                written through solders' StakeHistory
  status    {"cases": [...]}                 -> (effective, activating, deactivating), the runtime's integer maths
                                                as ported in Tools/localnet/localnet/epochs.py
  allowance {"cases": [[a, portion, eff]]}   -> min(a * eff * 900 // (portion * 10000), a), Python big integers
  schedule  {"schedules": [...], "slots"}    -> solders EpochSchedule: epoch of each slot, first slot of each epoch
"""
import json
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "Tools", "localnet"))

U64_MAX = 2 ** 64 - 1


def parse(d: bytes):
    if len(d) < 4:
        return {"error": "short"}
    tag, = struct.unpack_from("<I", d, 0)
    if tag > 3:
        return {"error": "tag"}
    out = {"tag": tag}
    if tag == 1 and len(d) < 124 or tag == 2 and len(d) < 197:
        return {"error": "short"}
    if tag in (1, 2):
        out["rentExemptReserve"], = struct.unpack_from("<Q", d, 4)
        out["staker"] = d[12:44].hex()
        out["withdrawer"] = d[44:76].hex()
        out["lockupTimestamp"], out["lockupEpoch"] = struct.unpack_from("<qQ", d, 76)
        out["custodian"] = d[92:124].hex()
    if tag == 2:
        out["voter"] = d[124:156].hex()
        out["stake"], out["activationEpoch"], out["deactivationEpoch"] = struct.unpack_from("<QQQ", d, 156)
        out["creditsObserved"], = struct.unpack_from("<Q", d, 188)
        out["flags"] = d[196]
    return out


def litesvm():
    from solders.account import Account
    from solders.instruction import AccountMeta, Instruction
    from solders.keypair import Keypair
    from solders.litesvm import LiteSVM
    from solders.message import Message
    from solders.pubkey import Pubkey
    from solders.stake_history import StakeHistory, StakeHistoryEntry
    from solders.system_program import CreateAccountParams, create_account
    from solders.sysvar import CLOCK, RENT, STAKE_HISTORY
    from solders.transaction import Transaction
    stake_p = Pubkey.from_string("Stake11111111111111111111111111111111111111")
    vote_p = Pubkey.from_string("Vote111111111111111111111111111111111111111")
    config = Pubkey.from_string("StakeConfig11111111111111111111111111111111")
    svm = LiteSVM()
    payer = Keypair()
    svm.airdrop(payer.pubkey(), 1000 * 10 ** 9)

    def send(ixs, signers):
        tx = Transaction([payer, *signers], Message(ixs, payer.pubkey()), svm.latest_blockhash())
        r = svm.send_transaction(tx)
        assert "Failed" not in type(r).__name__, r
        svm.expire_blockhash()

    node, vote = Keypair(), Keypair()
    send([create_account(CreateAccountParams(from_pubkey=payer.pubkey(), to_pubkey=vote.pubkey(),
                                             lamports=svm.minimum_balance_for_rent_exemption(3762), space=3762,
                                             owner=vote_p)),
          Instruction(vote_p, struct.pack("<I", 0) + bytes(node.pubkey()) * 2 + bytes(payer.pubkey()) + bytes([10]),
                      [AccountMeta(vote.pubkey(), False, True), AccountMeta(RENT, False, False),
                       AccountMeta(CLOCK, False, False), AccountMeta(node.pubkey(), True, False)])], [vote, node])
    rent = svm.minimum_balance_for_rent_exemption(200)
    out = []
    for kind in ("initialized", "delegated", "deactivated"):
        stake, staker, withdrawer = Keypair(), Keypair(), Keypair()
        ixs = [create_account(CreateAccountParams(from_pubkey=payer.pubkey(), to_pubkey=stake.pubkey(),
                                                  lamports=rent + 3 * 10 ** 9, space=200, owner=stake_p)),
               Instruction(stake_p, struct.pack("<I", 0) + bytes(staker.pubkey()) + bytes(withdrawer.pubkey())
                           + struct.pack("<qQ", -5, 7) + bytes(payer.pubkey()),
                           [AccountMeta(stake.pubkey(), False, True), AccountMeta(RENT, False, False)])]
        signers = [stake]
        if kind != "initialized":
            ixs.append(Instruction(stake_p, struct.pack("<I", 2), [
                AccountMeta(stake.pubkey(), False, True), AccountMeta(vote.pubkey(), False, False),
                AccountMeta(CLOCK, False, False), AccountMeta(STAKE_HISTORY, False, False),
                AccountMeta(config, False, False), AccountMeta(staker.pubkey(), True, False)]))
            signers.append(staker)
        if kind == "deactivated":
            ixs.append(Instruction(stake_p, struct.pack("<I", 5), [
                AccountMeta(stake.pubkey(), False, True), AccountMeta(CLOCK, False, False),
                AccountMeta(staker.pubkey(), True, False)]))
        send(ixs, signers)
        data = bytes(svm.get_account(stake.pubkey()).data)
        out.append({"kind": kind, "hex": data.hex(), "lamports": svm.get_account(stake.pubkey()).lamports,
                    "parsed": parse(data), "staker": bytes(staker.pubkey()).hex(),
                    "withdrawer": bytes(withdrawer.pubkey()).hex(), "voter": bytes(vote.pubkey()).hex()})
    sh = StakeHistory()
    for e in (3, 2, 1):
        sh.add(e, StakeHistoryEntry(10 ** 12 * e, 10 ** 9 * e, 7 * e))
    svm.set_stake_history(sh)
    sysvar = bytes(svm.get_account(STAKE_HISTORY).data)
    return {"accounts": out, "rent": rent, "history": sysvar.hex(),
            "historyEntries": [[e, sh.get(e).effective, sh.get(e).activating, sh.get(e).deactivating]
                               for e in (3, 2, 1)]}


def main():
    cmd = sys.argv[1]
    req = json.load(sys.stdin)
    if cmd == "parse":
        reply = [parse(bytes.fromhex(h)) for h in req["accounts"]]
    elif cmd == "litesvm":
        reply = litesvm()
    elif cmd == "status":
        from localnet.epochs import stake_status
        reply = []
        for c in req["cases"]:
            hist = {e: (eff, act, de) for e, eff, act, de in c["history"]}
            reply.append(list(stake_status(c["stake"], c["activation"], c["deactivation"], c["target"], hist)))
    elif cmd == "allowance":
        reply = [0 if 0 in (a, p, e) else min(a * e * 900 // (p * 10000), a) for a, p, e in req["cases"]]
    elif cmd == "schedule":
        from solders.epoch_schedule import EpochSchedule
        reply = []
        for s in req["schedules"]:
            es = EpochSchedule(s["slotsPerEpoch"]) if s["warmup"] else EpochSchedule.custom(
                s["slotsPerEpoch"], s["slotsPerEpoch"], False)
            reply.append({"slotsPerEpoch": es.slots_per_epoch, "offset": es.leader_schedule_slot_offset,
                          "warmup": es.warmup, "firstNormalEpoch": es.first_normal_epoch,
                          "firstNormalSlot": es.first_normal_slot,
                          "epochs": [es.get_epoch(x) for x in req["slots"]],
                          "firstSlots": [es.get_first_slot_in_epoch(e) for e in req["epochs"]],
                          "slotsIn": [es.get_slots_in_epoch(e) for e in req["epochs"]]})
    else:
        raise SystemExit(f"unknown command {cmd}")
    json.dump(reply, sys.stdout)


if __name__ == "__main__":
    main()
