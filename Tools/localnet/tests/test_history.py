"""getSignaturesForAddress paging (before/until/limit) and commitment filtering; ledger restart."""
import os

from solders.keypair import Keypair
from solders.system_program import TransferParams, transfer

from helpers import Rpc, airdrop, blockhash, send, sign, wait_status


def test_paging_before_until_limit(start_localnet):
    ln = start_localnet("--paused")
    rpc = Rpc(ln.http)
    addr = str(Keypair().pubkey())
    sigs = []
    for i in range(7):
        sigs.append(rpc.call("requestAirdrop", addr, 1_000_000_000 + i))
        if i % 3 == 2:
            rpc.admin("/admin/advance", {"slots": 1})
    rpc.admin("/admin/advance", {"slots": 1})
    newest_first = list(reversed(sigs))

    def page(**cfg):
        cfg.setdefault("commitment", "confirmed")
        return [e["signature"] for e in rpc.call("getSignaturesForAddress", addr, cfg)]

    assert page() == newest_first
    # finalized (the default) only sees rooted slots
    assert rpc.call("getSignaturesForAddress", addr) == []
    p1 = page(limit=3)
    p2 = page(limit=3, before=p1[-1])
    p3 = page(limit=3, before=p2[-1])
    assert p1 + p2 + p3 == newest_first and len(p3) == 1
    assert page(until=sigs[2]) == newest_first[:4]
    assert page(before=sigs[5], until=sigs[1]) == [sigs[4], sigs[3], sigs[2]]
    assert page(before=str(Keypair().pubkey()) * 0 + sigs[0]) == []
    assert page(before="5" * 87) == []  # unknown `before` signature
    entries = rpc.call("getSignaturesForAddress", addr, {"commitment": "confirmed"})
    slots = [e["slot"] for e in entries]
    assert slots == sorted(slots, reverse=True) and len(set(slots)) == 3
    assert all(e["confirmationStatus"] == "confirmed" for e in entries)
    assert all(set(e) == {"blockTime", "confirmationStatus", "err", "memo", "signature", "slot"} for e in entries)

    rpc.admin("/admin/advance", {"slots": 32})
    entries = rpc.call("getSignaturesForAddress", addr, {"limit": 2})
    assert [e["signature"] for e in entries] == newest_first[:2]
    assert all(e["confirmationStatus"] == "finalized" for e in entries)
    st = rpc.call("getSignatureStatuses", sigs[:2] + [sigs[0][:-2] + "11"])
    assert st["value"][0]["confirmations"] is None and st["value"][2] is None
    # old statuses fall out of the status cache unless searchTransactionHistory is set
    rpc.admin("/admin/advance", {"slots": 301})
    assert rpc.call("getSignatureStatuses", [sigs[0]])["value"] == [None]
    assert rpc.call("getSignatureStatuses", [sigs[0]], {"searchTransactionHistory": True})["value"][0][
        "confirmationStatus"] == "finalized"
    rpc.close()


def test_ledger_restart_resumes(start_localnet, tmp_path):
    ledger = str(tmp_path / "ledger")
    ln = start_localnet("--ledger", ledger, "--slot-ms", "50")
    rpc = Rpc(ln.http)
    payer, dest = Keypair(), Keypair()
    airdrop(rpc, payer.pubkey(), 1_000_000_000, "confirmed")
    sig = send(rpc, sign([transfer(TransferParams(from_pubkey=payer.pubkey(), to_pubkey=dest.pubkey(),
                                                  lamports=2_000_000))], payer, [payer],
                         blockhash(rpc, "confirmed")), preflightCommitment="confirmed")
    wait_status(rpc, sig, "confirmed")
    genesis = rpc.call("getGenesisHash")
    slot = rpc.call("getSlot", {"commitment": "processed"})
    rpc.close()
    assert ln.stop() == 0
    assert os.path.exists(os.path.join(ledger, "localnet-ledger.json"))

    ln2 = start_localnet("--ledger", ledger, "--slot-ms", "50")
    rpc = Rpc(ln2.http)
    assert rpc.call("getGenesisHash") == genesis
    assert rpc.call("getSlot", {"commitment": "processed"}) > slot
    assert rpc.call("getBalance", str(dest.pubkey()), {"commitment": "processed"})["value"] == 2_000_000
    assert rpc.call("getBalance", str(payer.pubkey()), {"commitment": "processed"})["value"] == 1_000_000_000 - 2_005_000
    got = rpc.call("getTransaction", sig, {"commitment": "confirmed"})
    assert got["meta"]["postBalances"][1] == 2_000_000
    assert [e["signature"] for e in rpc.call("getSignaturesForAddress", str(dest.pubkey()),
                                             {"commitment": "confirmed"})] == [sig]
    sig2 = send(rpc, sign([transfer(TransferParams(from_pubkey=payer.pubkey(), to_pubkey=dest.pubkey(),
                                                   lamports=1))], payer, [payer], blockhash(rpc, "processed")),
                preflightCommitment="processed")
    wait_status(rpc, sig2, "confirmed")
    rpc.close()
