"""Epochs for localnet: genesis validators, their votes and credits, the StakeHistory sysvar and
inflation rewards at each epoch boundary.

LiteSVM runs the real Stake and Vote programs but does no epoch-boundary work, so this module does
what the Agave bank does when it enters a new epoch (a simplified model, see the README section
"Epochs, validators and staking rewards"):

* genesis: N validators, each a real vote account (created by the Vote program's Initialize) and a
  bootstrap stake account (activation epoch u64::MAX, fully active from genesis);
* every slot: live validators "vote": their VoteState gets a landed vote on the previous slot, a
  root 32 slots back and epoch credits (a fixed number per slot); a delinquent validator never votes;
* entering epoch E+1: StakeHistory[E] = the cluster's effective/activating/deactivating stake at E
  (the runtime's integer warmup/cooldown maths, 9% per epoch), then inflation rewards for E:
  points = effective stake x credits earned, reward = points x validator_rewards / total points,
  split by the vote account's commission; the staker part is added to the stake account's lamports
  *and* delegated stake and credits_observed is advanced (as the runtime does), the commission goes
  to the vote account. Rewards are credited at the boundary, not partitioned over later blocks.
"""
from __future__ import annotations

import struct
from typing import Dict, List, Optional, Tuple

from solders.account import Account
from solders.instruction import AccountMeta, Instruction
from solders.keypair import Keypair
from solders.message import Message
from solders.pubkey import Pubkey
from solders.stake_history import StakeHistory, StakeHistoryEntry
from solders.system_program import CreateAccountParams, create_account
from solders.sysvar import CLOCK, RENT
from solders.transaction import Transaction

U64_MAX = 2 ** 64 - 1
STAKE_PROGRAM = Pubkey.from_string("Stake11111111111111111111111111111111111111")
VOTE_PROGRAM = Pubkey.from_string("Vote111111111111111111111111111111111111111")
STAKE_ACCOUNT_SIZE = 200
VOTE_ACCOUNT_SIZE = 3762
PSEUDO_RENT_EXEMPT_RESERVE = 2_282_880
MAX_EPOCH_CREDITS = 64
STAKE_HISTORY_MAX = 512
RATE_BPS = 900                       # the 9% warmup/cooldown rate (PERPETUAL_NEW_WARMUP_COOLDOWN_RATE_EPOCH = 0)
FLUSH_SLOTS = 8
CREDITS_PER_SLOT = 16                # timely vote credits: at most 16 per voted slot
DELINQUENT_SLOT_DISTANCE = 128
# Inflation::default() (anza-xyz/solana-sdk inflation/src/lib.rs); mainnet answers the same governor
INFLATION = {"initial": 0.08, "terminal": 0.015, "taper": 0.15, "foundation": 0.05, "foundationTerm": 7.0}
SLOTS_PER_YEAR = 365.242_199 * 24.0 * 60.0 * 60.0 * 160.0 / 64.0   # 400 ms slots


# ---------------------------------------------------------------------------- inflation

def inflation_total(year: float) -> float:
    return max(INFLATION["initial"] * (1.0 - INFLATION["taper"]) ** year, INFLATION["terminal"])


def inflation_foundation(year: float) -> float:
    return inflation_total(year) * INFLATION["foundation"] if year < INFLATION["foundationTerm"] else 0.0


def inflation_validator(year: float) -> float:
    return inflation_total(year) - inflation_foundation(year)


# ---------------------------------------------------------------------------- stake maths

def _allowance(account_portion: int, cluster_portion: int, cluster_effective: int) -> int:
    if account_portion == 0 or cluster_portion == 0 or cluster_effective == 0:
        return 0
    return min(account_portion * cluster_effective * RATE_BPS // (cluster_portion * 10_000), account_portion)


def stake_status(stake: int, activation: int, deactivation: int, target: int,
                 history: Dict[int, Tuple[int, int, int]]) -> Tuple[int, int, int]:
    """(effective, activating, deactivating) of a delegation at `target` (the runtime's integer
    maths, solana-program/stake interface/src/state.rs + warmup_cooldown_allowance.rs)."""
    if activation == U64_MAX:
        eff, act = stake, 0
    elif activation == deactivation:
        eff, act = 0, 0
    elif target == activation:
        eff, act = 0, stake
    elif target < activation:
        eff, act = 0, 0
    elif activation in history:
        done, prev_e, prev = 0, activation, history[activation]
        while True:
            cur = prev_e + 1
            if prev[1] == 0:
                break
            done += max(1, _allowance(stake - done, prev[1], prev[0]))
            if done >= stake:
                done = stake
                break
            if cur >= target or cur >= deactivation:
                break
            if cur not in history:
                break
            prev_e, prev = cur, history[cur]
        eff, act = done, stake - done
    else:
        eff, act = stake, 0
    if target < deactivation:
        return eff, act, 0
    if target == deactivation:
        return eff, 0, eff
    if deactivation in history:
        rem, prev_e, prev = eff, deactivation, history[deactivation]
        while True:
            cur = prev_e + 1
            if prev[2] == 0:
                break
            rem = max(0, rem - max(1, _allowance(rem, prev[2], prev[0])))
            if rem == 0:
                break
            if cur >= target:
                break
            if cur not in history:
                break
            prev_e, prev = cur, history[cur]
        return rem, 0, rem
    return 0, 0, 0


# ---------------------------------------------------------------------------- account bytes

def parse_stake(data: bytes) -> Optional[dict]:
    """StakeStateV2 (bincode, 200 bytes). None for anything that is not Initialized/Stake."""
    if len(data) < 200:
        return None
    tag = struct.unpack_from("<I", data, 0)[0]
    if tag not in (1, 2):
        return None
    out = {"tag": tag, "rentExemptReserve": struct.unpack_from("<Q", data, 4)[0],
           "staker": Pubkey.from_bytes(data[12:44]), "withdrawer": Pubkey.from_bytes(data[44:76]),
           "lockupTimestamp": struct.unpack_from("<q", data, 76)[0],
           "lockupEpoch": struct.unpack_from("<Q", data, 84)[0],
           "custodian": Pubkey.from_bytes(data[92:124])}
    if tag == 2:
        out["voter"] = Pubkey.from_bytes(data[124:156])
        out["stake"], out["activationEpoch"], out["deactivationEpoch"] = struct.unpack_from("<QQQ", data, 156)
        out["creditsObserved"] = struct.unpack_from("<Q", data, 188)[0]
        out["flags"] = data[196]
    return out


def stake_bytes(staker: Pubkey, withdrawer: Pubkey, voter: Pubkey, stake: int, activation: int,
                deactivation: int, credits_observed: int) -> bytes:
    d = bytearray(200)
    struct.pack_into("<IQ", d, 0, 2, PSEUDO_RENT_EXEMPT_RESERVE)
    d[12:44] = bytes(staker)
    d[44:76] = bytes(withdrawer)
    d[124:156] = bytes(voter)
    struct.pack_into("<QQQ", d, 156, stake, activation, deactivation)
    struct.pack_into("<Q", d, 188, credits_observed)
    return bytes(d)


def with_reward(data: bytes, stake: int, credits_observed: int) -> bytes:
    d = bytearray(data)
    struct.pack_into("<Q", d, 156, stake)
    struct.pack_into("<Q", d, 188, credits_observed)
    return bytes(d)


class VoteState:
    """The VoteStateV4 fields we read and rewrite (bincode; VoteStateVersions tag 3, as LiteSVM's
    Vote program writes them). Unknown versions raise ValueError."""

    def __init__(self, data: bytes):
        if len(data) < 4 or struct.unpack_from("<I", data, 0)[0] != 3:
            raise ValueError("not a VoteStateV4 account")
        o = 4
        self.node = Pubkey.from_bytes(data[o:o + 32])
        self.withdrawer = Pubkey.from_bytes(data[o + 32:o + 64])
        o += 128
        self.commission_bps, self.block_bps = struct.unpack_from("<HH", data, o)
        o += 4 + 8
        has_bls = data[o]
        o += 1 + (48 if has_bls else 0)
        self.prefix = bytes(data[:o])
        n = struct.unpack_from("<Q", data, o)[0]
        o += 8
        if n > 64:
            raise ValueError("too many votes")
        self.votes: List[Tuple[int, int, int]] = []
        for _ in range(n):
            lat, slot, conf = struct.unpack_from("<BQI", data, o)
            self.votes.append((lat, slot, conf))
            o += 13
        self.root: Optional[int] = None
        if data[o]:
            self.root = struct.unpack_from("<Q", data, o + 1)[0]
            o += 9
        else:
            o += 1
        n = struct.unpack_from("<Q", data, o)[0]
        o += 8
        if n > 64:
            raise ValueError("too many authorized voters")
        self.voters = []
        for _ in range(n):
            self.voters.append((struct.unpack_from("<Q", data, o)[0], bytes(data[o + 8:o + 40])))
            o += 40
        n = struct.unpack_from("<Q", data, o)[0]
        o += 8
        if n > MAX_EPOCH_CREDITS:
            raise ValueError("too many epoch credits")
        self.epoch_credits: List[Tuple[int, int, int]] = []
        for _ in range(n):
            self.epoch_credits.append(struct.unpack_from("<QQQ", data, o))
            o += 24
        self.last_timestamp = struct.unpack_from("<Qq", data, o)
        self.size = len(data)

    @property
    def credits(self) -> int:
        return self.epoch_credits[-1][1] if self.epoch_credits else 0

    @property
    def last_vote(self) -> int:
        return self.votes[-1][1] if self.votes else 0

    def to_bytes(self) -> bytes:
        out = bytearray(self.prefix)
        out += struct.pack("<Q", len(self.votes))
        for lat, slot, conf in self.votes:
            out += struct.pack("<BQI", lat, slot, conf)
        out += b"\x01" + struct.pack("<Q", self.root) if self.root is not None else b"\x00"
        out += struct.pack("<Q", len(self.voters))
        for epoch, key in self.voters:
            out += struct.pack("<Q", epoch) + key
        out += struct.pack("<Q", len(self.epoch_credits))
        for e in self.epoch_credits:
            out += struct.pack("<QQQ", *e)
        out += struct.pack("<Qq", *self.last_timestamp)
        if len(out) > self.size:
            raise ValueError("vote state does not fit its account")
        return bytes(out) + bytes(self.size - len(out))

    def vote(self, slot: int, timestamp: int, epoch: int, credits: int) -> None:
        if slot <= self.last_vote and self.votes:
            return
        self.votes = [(0, slot, 1)]
        if slot >= 32:
            self.root = slot - 32
        if self.epoch_credits and self.epoch_credits[-1][0] == epoch:
            e, c, p = self.epoch_credits[-1]
            self.epoch_credits[-1] = (e, c + credits, p)
        else:
            c = self.credits
            self.epoch_credits.append((epoch, c + credits, c))
            del self.epoch_credits[:-MAX_EPOCH_CREDITS]
        self.last_timestamp = (slot, timestamp)


# ---------------------------------------------------------------------------- the engine

class Validator:
    def __init__(self, identity: Keypair, vote: Keypair, commission: int, live: bool):
        self.identity, self.vote, self.commission, self.live = identity, vote, commission, live
        self.vote_pk = vote.pubkey()
        self.state: Optional[VoteState] = None
        self.dirty = False


class Epochs:
    """Epoch-boundary work for a Chain (attach with `Epochs.attach`)."""

    def __init__(self, chain, validators: int, stake_sol: int):
        self.chain = chain
        self.svm = chain.svm
        self.validators: List[Validator] = []
        self.history: Dict[int, Tuple[int, int, int]] = {}
        self.rewards: Dict[int, Dict[str, dict]] = {}     # epoch -> address -> RpcInflationReward
        self.capitalization = 0
        self.epoch = chain.epoch_schedule.get_epoch(chain.slot)
        self.authority = Keypair()
        self.n_validators = validators
        self.stake_lamports = stake_sol * 1_000_000_000

    @classmethod
    def attach(cls, chain, validators: int = 3, stake_sol: int = 10_000, genesis: bool = True) -> "Epochs":
        eng = cls(chain, validators, stake_sol)
        if genesis:
            eng.genesis()
        eng.capitalization = eng._total_lamports()
        chain.staking = eng
        chain.slot_listeners.insert(0, eng.on_slot)
        return eng

    # ------------------------------------------------------------------ genesis
    def genesis(self) -> None:
        ch, svm = self.chain, self.svm
        payer = ch.faucet
        commissions = [5, 10, 0, 7, 3, 8]
        for i in range(self.n_validators):
            v = Validator(Keypair(), Keypair(), commissions[i % len(commissions)],
                          live=(i < self.n_validators - 1 or self.n_validators == 1))
            rent = svm.minimum_balance_for_rent_exemption(VOTE_ACCOUNT_SIZE)
            svm.airdrop(v.identity.pubkey(), 10 * 1_000_000_000)
            init = Instruction(
                VOTE_PROGRAM,
                struct.pack("<I", 0) + bytes(v.identity.pubkey()) * 2 + bytes(v.identity.pubkey())
                + bytes([v.commission]),
                [AccountMeta(v.vote.pubkey(), False, True), AccountMeta(RENT, False, False),
                 AccountMeta(CLOCK, False, False), AccountMeta(v.identity.pubkey(), True, False)])
            tx = Transaction([payer, v.vote, v.identity], Message([
                create_account(CreateAccountParams(from_pubkey=payer.pubkey(), to_pubkey=v.vote.pubkey(),
                                                   lamports=rent, space=VOTE_ACCOUNT_SIZE, owner=VOTE_PROGRAM)),
                init], payer.pubkey()), svm.latest_blockhash())
            res = svm.send_transaction(tx)
            if "Failed" in type(res).__name__:
                raise RuntimeError(f"genesis vote account failed: {res}")
            stake_rent = svm.minimum_balance_for_rent_exemption(STAKE_ACCOUNT_SIZE)
            stake_key = Keypair().pubkey()
            data = stake_bytes(self.authority.pubkey(), self.authority.pubkey(), v.vote.pubkey(),
                               self.stake_lamports, U64_MAX, U64_MAX, 0)
            svm.set_account(stake_key, Account(stake_rent + self.stake_lamports, data, STAKE_PROGRAM, False, U64_MAX))
            for k in (v.vote.pubkey(), v.identity.pubkey(), stake_key):
                ch.touched.add(str(k))
            v.state = self.vote_state(v.vote_pk)
            self.validators.append(v)
        self._publish_history()

    def _total_lamports(self) -> int:
        total = 0
        for pk in [self.chain.faucet.pubkey()] + [v.identity.pubkey() for v in self.validators]:
            a = self.svm.get_account(pk)
            total += a.lamports if a else 0
        for owner in (STAKE_PROGRAM, VOTE_PROGRAM):
            total += sum(a.lamports for _, a in self.svm.get_program_accounts(owner))
        return total

    # ------------------------------------------------------------------ accounts
    def vote_state(self, pk: Pubkey) -> Optional[VoteState]:
        a = self.svm.get_account(pk)
        if a is None or a.owner != VOTE_PROGRAM or a.lamports == 0:
            return None
        try:
            return VoteState(bytes(a.data))
        except (ValueError, struct.error, IndexError):
            return None

    def vote_accounts(self) -> List[Tuple[Pubkey, Account, VoteState]]:
        self.flush()
        out = []
        for pk, a in self.svm.get_program_accounts(VOTE_PROGRAM):
            if a.lamports == 0:
                continue
            try:
                out.append((pk, a, VoteState(bytes(a.data))))
            except (ValueError, struct.error, IndexError):
                continue
        return out

    def delegations(self) -> List[Tuple[Pubkey, Account, dict]]:
        out = []
        for pk, a in self.svm.get_program_accounts(STAKE_PROGRAM):
            if a.lamports == 0:
                continue
            s = parse_stake(bytes(a.data))
            if s is not None and s["tag"] == 2:
                out.append((pk, a, s))
        return out

    def effective_by_vote(self, epoch: int) -> Dict[str, int]:
        out: Dict[str, int] = {}
        for _, _, s in self.delegations():
            eff = stake_status(s["stake"], s["activationEpoch"], s["deactivationEpoch"], epoch, self.history)[0]
            out[str(s["voter"])] = out.get(str(s["voter"]), 0) + eff
        return out

    def _write(self, pk: Pubkey, acct: Account) -> None:
        """Write an account as the bank would (kept in the commitment views and the snapshot)."""
        ch = self.chain
        k = str(pk)
        old = self.svm.get_account(pk)
        hist = ch.acct_hist.setdefault(k, [])
        if not hist or hist[-1][0] != ch.slot:
            hist.append((ch.slot, old))
        ch.changed_by_slot.setdefault(ch.slot, set()).add(k)
        ch.touched.add(k)
        ch.dirty = True
        self.svm.set_account(pk, acct)

    # ------------------------------------------------------------------ slots
    def on_slot(self, slot: int) -> None:
        epoch = self.chain.epoch_schedule.get_epoch(slot)
        while self.epoch < epoch:
            self.flush()
            self.boundary(self.epoch)
            self.epoch += 1
        ts = self.chain.block_time(slot)
        for v in self.validators:
            if v.live and v.state is not None:
                v.state.vote(slot - 1 if slot > 0 else 0, ts, epoch, CREDITS_PER_SLOT)
                v.dirty = True
        if slot % FLUSH_SLOTS == 0:
            self.flush()

    def flush(self) -> None:
        """Write the validators' in-memory vote states to their accounts (every FLUSH_SLOTS slots,
        at each boundary and before any read of vote accounts)."""
        for v in self.validators:
            if not v.dirty or v.state is None:
                continue
            a = self.svm.get_account(v.vote_pk)
            if a is None or a.owner != VOTE_PROGRAM:
                v.state = None
                continue
            self.svm.set_account(v.vote_pk, Account(a.lamports, v.state.to_bytes(), a.owner, a.executable,
                                                    a.rent_epoch))
            v.dirty = False

    def _publish_history(self) -> None:
        sh = StakeHistory()
        for e in sorted(self.history, reverse=True)[:STAKE_HISTORY_MAX]:
            eff, act, deact = self.history[e]
            sh.add(e, StakeHistoryEntry(eff, act, deact))
        self.svm.set_stake_history(sh)

    def boundary(self, epoch: int) -> None:
        """The bank enters epoch+1: record StakeHistory[epoch], then pay the rewards for epoch."""
        dels = self.delegations()
        eff = act = deact = 0
        for _, _, s in dels:
            e, a, d = stake_status(s["stake"], s["activationEpoch"], s["deactivationEpoch"], epoch, self.history)
            eff, act, deact = eff + e, act + a, deact + d
        self.history[epoch] = (eff, act, deact)
        for old in sorted(self.history)[:-STAKE_HISTORY_MAX]:
            del self.history[old]
        self._publish_history()
        self._pay_rewards(epoch, dels)
        for vote, stake in self.effective_by_vote(epoch + 1).items():
            self.svm.set_epoch_stake(Pubkey.from_string(vote), stake)

    def _pay_rewards(self, epoch: int, dels) -> None:
        es = self.chain.epoch_schedule
        year = es.get_first_slot_in_epoch(epoch) / SLOTS_PER_YEAR
        duration = es.get_slots_in_epoch(epoch) / SLOTS_PER_YEAR
        pool = int(inflation_validator(year) * self.capitalization * duration)
        votes: Dict[str, Optional[VoteState]] = {}
        entries = []
        total_points = 0
        for pk, a, s in dels:
            vk = str(s["voter"])
            if vk not in votes:
                votes[vk] = self.vote_state(s["voter"])
            vs = votes[vk]
            if vs is None or s["activationEpoch"] == epoch:
                continue
            observed = s["creditsObserved"]
            if vs.credits <= observed:
                continue
            points = 0
            for e, final, initial in vs.epoch_credits:
                if e > epoch:
                    continue
                stake = stake_status(s["stake"], s["activationEpoch"], s["deactivationEpoch"], e, self.history)[0]
                if observed < initial:
                    earned = final - initial
                elif observed < final:
                    earned = final - observed
                else:
                    earned = 0
                points += stake * earned
            if points > 0:
                entries.append((pk, a, s, vs, points))
                total_points += points
        if total_points == 0 or pool == 0:
            return
        effective_slot = es.get_first_slot_in_epoch(epoch + 1)
        paid = 0
        vote_rewards: Dict[str, int] = {}
        record: Dict[str, dict] = {}
        for pk, a, s, vs, points in entries:
            reward = points * pool // total_points
            bps = vs.commission_bps
            voter = reward * bps // 10_000
            staker = reward * (10_000 - bps) // 10_000
            if bps not in (0, 10_000) and (voter == 0 or staker == 0):
                continue
            if staker == 0 and voter == 0:
                continue
            data = with_reward(bytes(a.data), s["stake"] + staker, vs.credits)
            self._write(pk, Account(a.lamports + staker, data, a.owner, a.executable, a.rent_epoch))
            paid += staker + voter
            vk = str(s["voter"])
            vote_rewards[vk] = vote_rewards.get(vk, 0) + voter
            if staker > 0:
                record[str(pk)] = {"epoch": epoch, "effectiveSlot": effective_slot, "amount": staker,
                                   "postBalance": a.lamports + staker, "commission": bps // 100}
        for vk, amount in vote_rewards.items():
            if amount == 0:
                continue
            pk = Pubkey.from_string(vk)
            a = self.svm.get_account(pk)
            vs = votes[vk]
            self._write(pk, Account(a.lamports + amount, bytes(a.data), a.owner, a.executable, a.rent_epoch))
            record[vk] = {"epoch": epoch, "effectiveSlot": effective_slot, "amount": amount,
                          "postBalance": a.lamports + amount, "commission": vs.commission_bps // 100 if vs else None}
        self.capitalization += paid
        self.rewards[epoch] = record
