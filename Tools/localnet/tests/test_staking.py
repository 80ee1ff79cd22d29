"""Epochs and staking: genesis validators, StakeHistory, rewards, and a full delegate -> activate ->
reward -> deactivate -> cool down -> withdraw cycle through the real Stake program, read back with
solders' RPC response types and StakeHistory parser."""
import base64
import json
import struct

import pytest
from solders.instruction import AccountMeta, Instruction
from solders.keypair import Keypair
from solders.pubkey import Pubkey
from solders.rpc.responses import (GetInflationGovernorResp, GetInflationRateResp, GetInflationRewardResp,
                                   GetVoteAccountsResp)
from solders.stake_history import StakeHistory
from solders.system_program import CreateAccountWithSeedParams, create_account_with_seed
from solders.sysvar import CLOCK, RENT, STAKE_HISTORY

from helpers import Rpc, RpcFailure, airdrop, blockhash, send, sign, wait_status
from localnet.epochs import parse_stake, stake_status

STAKE = Pubkey.from_string("Stake11111111111111111111111111111111111111")
STAKE_CONFIG = Pubkey.from_string("StakeConfig11111111111111111111111111111111")
SOL = 1_000_000_000
EPOCH = 32


@pytest.fixture
def net(start_localnet):
    n = start_localnet("--paused", "--slots-per-epoch", str(EPOCH), "--slot-ms", "50")
    rpc = Rpc(n.http)
    rpc.admin("/admin/advance", {"slots": 3})   # the live validators vote
    yield rpc
    rpc.close()


def full(rpc, method, *params):
    return json.dumps(rpc.call_full(method, list(params)))


def account(rpc, pk):
    v = rpc.call("getAccountInfo", str(pk), {"encoding": "base64", "commitment": "processed"})["value"]
    return None if v is None else (v["lamports"], base64.b64decode(v["data"][0]))


def history(rpc):
    _, data = account(rpc, STAKE_HISTORY)
    sh = StakeHistory.from_bytes(data)
    out = {}
    (n,) = struct.unpack_from("<Q", data, 0)
    for i in range(n):
        e = struct.unpack_from("<Q", data, 8 + 32 * i)[0]
        entry = sh.get(e)
        out[e] = (entry.effective, entry.activating, entry.deactivating)
    return out


def next_epoch(rpc):
    """To the next epoch, and 2 slots into it so that `confirmed` is there too."""
    rpc.admin("/admin/advance", {"epochs": 1})
    rpc.admin("/admin/advance", {"slots": 2})


def epoch(rpc):
    return rpc.call("getEpochInfo", {"commitment": "processed"})["epoch"]


def land(rpc, ixs, payer, signers):
    sig = send(rpc, sign(ixs, payer, signers, blockhash(rpc, "processed")), preflightCommitment="processed")
    rpc.admin("/admin/advance", {"slots": 2})
    st = wait_status(rpc, sig, "confirmed")
    assert st["err"] is None, st
    return sig


def fails(rpc, ixs, payer, signers):
    tx = sign(ixs, payer, signers, blockhash(rpc, "processed"))
    with pytest.raises(RpcFailure) as e:
        send(rpc, tx, preflightCommitment="processed")
    return e.value.error


def initialize(stake, auth):
    return Instruction(STAKE, struct.pack("<I", 0) + bytes(auth) * 2 + struct.pack("<qQ", 0, 0) + bytes(32),
                       [AccountMeta(stake, False, True), AccountMeta(RENT, False, False)])


def delegate(stake, vote, staker):
    return Instruction(STAKE, struct.pack("<I", 2), [
        AccountMeta(stake, False, True), AccountMeta(vote, False, False), AccountMeta(CLOCK, False, False),
        AccountMeta(STAKE_HISTORY, False, False), AccountMeta(STAKE_CONFIG, False, False),
        AccountMeta(staker, True, False)])


def deactivate(stake, staker):
    return Instruction(STAKE, struct.pack("<I", 5), [
        AccountMeta(stake, False, True), AccountMeta(CLOCK, False, False), AccountMeta(staker, True, False)])


def withdraw(stake, to, withdrawer, lamports):
    return Instruction(STAKE, struct.pack("<IQ", 4, lamports), [
        AccountMeta(stake, False, True), AccountMeta(to, False, True), AccountMeta(CLOCK, False, False),
        AccountMeta(STAKE_HISTORY, False, False), AccountMeta(withdrawer, True, False)])


def create_seeded(wallet, seed, lamports):
    addr = Pubkey.create_with_seed(wallet, seed, STAKE)
    return addr, create_account_with_seed(CreateAccountWithSeedParams(
        from_pubkey=wallet, to_pubkey=addr, base=wallet, seed=seed, lamports=lamports, space=200, owner=STAKE))


def test_vote_accounts_parse_with_solders_and_show_a_delinquent_validator(net):
    body = full(net, "getVoteAccounts")
    resp = GetVoteAccountsResp.from_json(body)
    assert len(resp.value.current) == 2 and len(resp.value.delinquent) == 1
    for v in resp.value.current:
        assert v.activated_stake == 10_000 * SOL and v.last_vote > 0 and v.epoch_credits
    bad = resp.value.delinquent[0]
    assert bad.last_vote == 0 and bad.epoch_credits == []
    one = net.call("getVoteAccounts", {"votePubkey": str(resp.value.current[0].vote_pubkey)})
    assert len(one["current"]) == 1 and one["delinquent"] == []
    # credits grow while the validators vote, and the last 5 epochs are shown
    net.admin("/admin/advance", {"epochs": 6})
    cur = net.call("getVoteAccounts")["current"][0]
    assert len(cur["epochCredits"]) == 5
    e, credits, prev = cur["epochCredits"][-2]
    assert credits - prev == 16 * EPOCH


def test_inflation_methods(net):
    assert GetInflationGovernorResp.from_json(full(net, "getInflationGovernor")).value.initial == 0.08
    rate = GetInflationRateResp.from_json(full(net, "getInflationRate")).value
    assert abs(rate.total - rate.validator - rate.foundation) < 1e-12 and rate.epoch == epoch(net)
    assert net.call("getStakeMinimumDelegation")["value"] == SOL
    err = net.error("getInflationReward", [str(Keypair().pubkey())], {"epoch": epoch(net)})
    assert err["code"] == -32004
    err = net.error("getInflationReward", [str(Keypair().pubkey())] * 101)
    assert err["code"] == -32602
    err = net.error("getInflationReward", ["not-a-key"])
    assert err["code"] == -32602


def test_history_is_published_and_matches_the_python_port(net):
    net.admin("/admin/advance", {"epochs": 2})
    h = history(net)
    assert h[0] == (30_000 * SOL, 0, 0)
    assert 1 in h and h[1][0] > h[0][0]     # epoch 0 rewards compounded into delegated stake


def test_stake_cycle_activate_reward_deactivate_withdraw(net):
    wallet = Keypair()
    airdrop(net, wallet.pubkey(), 10 * SOL, "processed")
    net.admin("/admin/advance", {"slots": 2})
    validator = net.call("getVoteAccounts")["current"][0]
    vote = Pubkey.from_string(validator["votePubkey"])
    rent = net.call("getMinimumBalanceForRentExemption", 200)
    amount = 2 * SOL
    addr, create = create_seeded(wallet.pubkey(), "0", rent + amount)

    # below the minimum delegation: the real program refuses (Custom 12 InsufficientDelegation)
    low, create_low = create_seeded(wallet.pubkey(), "low", rent + SOL // 2)
    err = fails(net, [create_low, initialize(low, wallet.pubkey()), delegate(low, vote, wallet.pubkey())],
                wallet, [wallet])
    assert "custom program error: 0xc" in err["message"], err

    before = net.call("getBalance", str(wallet.pubkey()), {"commitment": "processed"})["value"]
    land(net, [create, initialize(addr, wallet.pubkey()), delegate(addr, vote, wallet.pubkey())], wallet, [wallet])
    after = net.call("getBalance", str(wallet.pubkey()), {"commitment": "processed"})["value"]
    assert before - after == rent + amount + 5000
    e0 = epoch(net)
    lamports, data = account(net, addr)
    s = parse_stake(data)
    assert s["stake"] == amount and s["activationEpoch"] == e0 and lamports == rent + amount
    assert stake_status(s["stake"], s["activationEpoch"], s["deactivationEpoch"], e0, history(net)) == (0, amount, 0)
    # finding it by withdrawer, as a wallet does
    found = net.call("getProgramAccounts", str(STAKE), {"encoding": "base64", "commitment": "processed", "filters": [
        {"dataSize": 200}, {"memcmp": {"offset": 44, "bytes": str(wallet.pubkey())}}]})
    assert [f["pubkey"] for f in found] == [str(addr)]

    # withdrawing activating stake is refused by the program
    err = fails(net, [withdraw(addr, wallet.pubkey(), wallet.pubkey(), lamports)], wallet, [wallet])
    assert "insufficient funds" in err["message"].lower() or "0x1" in err["message"], err

    next_epoch(net)
    h = history(net)
    assert h[e0][1] == amount                      # the cluster saw our stake activating in e0
    lamports1, data1 = account(net, addr)
    s1 = parse_stake(data1)
    assert stake_status(s1["stake"], s1["activationEpoch"], s1["deactivationEpoch"], e0 + 1, h)[0] == s1["stake"]
    # no reward for the epoch it was activated in
    assert net.call("getInflationReward", [str(addr)], {"epoch": e0, "commitment": "confirmed"}) == [None]
    assert lamports1 == lamports

    next_epoch(net)
    lamports2, data2 = account(net, addr)
    s2 = parse_stake(data2)
    body = json.dumps(net.call_full("getInflationReward", [[str(addr), str(wallet.pubkey())], {"epoch": e0 + 1, "commitment": "confirmed"}]))
    rewards = GetInflationRewardResp.from_json(body).value
    assert rewards[1] is None and rewards[0] is not None
    r = rewards[0]
    assert r.amount > 0 and r.amount == lamports2 - lamports1 == s2["stake"] - s1["stake"]
    assert r.post_balance == lamports2 and r.epoch == e0 + 1 and r.commission == validator["commission"]
    assert s2["creditsObserved"] > s1["creditsObserved"]
    # the default epoch is the previous one
    assert net.call("getInflationReward", [str(addr)], {"commitment": "confirmed"})[0]["amount"] == r.amount

    land(net, [deactivate(addr, wallet.pubkey())], wallet, [wallet])
    e2 = epoch(net)
    s3 = parse_stake(account(net, addr)[1])
    assert s3["deactivationEpoch"] == e2
    assert stake_status(s3["stake"], s3["activationEpoch"], e2, e2, history(net))[2] == s3["stake"]
    total = account(net, addr)[0]
    err = fails(net, [withdraw(addr, wallet.pubkey(), wallet.pubkey(), total)], wallet, [wallet])
    assert err["code"] == -32002

    next_epoch(net)
    h = history(net)
    assert h[e2][2] == s3["stake"]
    assert stake_status(s3["stake"], s3["activationEpoch"], e2, e2 + 1, h) == (0, 0, 0)
    total = account(net, addr)[0]
    # still effective (deactivating) during e2, so e2 is paid, as the runtime does
    paid = net.call("getInflationReward", [str(addr)], {"epoch": e2, "commitment": "confirmed"})[0]
    assert paid is not None and total == lamports2 + paid["amount"]
    before = net.call("getBalance", str(wallet.pubkey()), {"commitment": "processed"})["value"]
    land(net, [withdraw(addr, wallet.pubkey(), wallet.pubkey(), total)], wallet, [wallet])
    assert account(net, addr) is None
    after = net.call("getBalance", str(wallet.pubkey()), {"commitment": "processed"})["value"]
    assert after - before == total - 5000


def test_advance_epochs_is_bounded(net):
    status, _, body = net.raw(json.dumps({"epochs": 0}).encode(), path="/admin/advance")
    assert status == 400 and b"epochs" in body
    st = net.admin("/admin/advance", {"epochs": 2})
    assert st["epoch"] == 2 and st["slot"] == 2 * EPOCH
