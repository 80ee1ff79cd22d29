"""getGenesisHash: like solana-test-validator, a fresh random hash per start (the wallet keys its caches by it);
`--genesis-hash` fixes it; a ledger keeps its hash across restarts."""
from solders.hash import Hash

from helpers import Rpc

MAINNET = "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d"


def test_each_start_has_its_own_genesis_hash(start_localnet):
    first, second = start_localnet("--slot-ms", "50"), start_localnet("--slot-ms", "50")
    a, b = Rpc(first.http), Rpc(second.http)
    hash_a, hash_b = a.call("getGenesisHash"), b.call("getGenesisHash")
    assert len(bytes(Hash.from_string(hash_a))) == 32
    assert hash_a != hash_b
    assert a.call("getGenesisHash") == hash_a  # stable while the node runs
    a.close()
    b.close()


def test_genesis_hash_option_fixes_it(start_localnet, tmp_path):
    ledger = str(tmp_path / "ledger")
    node = start_localnet("--slot-ms", "50", "--genesis-hash", MAINNET, "--ledger", ledger)
    rpc = Rpc(node.http)
    assert rpc.call("getGenesisHash") == MAINNET
    rpc.close()
    assert node.stop() == 0
    again = start_localnet("--slot-ms", "50", "--ledger", ledger)
    rpc = Rpc(again.http)
    assert rpc.call("getGenesisHash") == MAINNET
    rpc.close()


def test_genesis_hash_option_rejects_a_non_hash(tmp_path):
    import subprocess
    from conftest import RUN
    done = subprocess.run([str(RUN), "--port", "0", "--genesis-hash", "not-a-hash"], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode != 0
    assert "--genesis-hash" in done.stderr
