"""Fixtures: start Tools/localnet/run on free ports as a subprocess and stop it afterwards."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
RUN = HERE.parent / "run"
sys.path.insert(0, str(HERE))
# The localnet package itself (tests that check its pure functions import it), wherever pytest is started from:
# `make test` runs `pytest Tools/localnet/tests` from the repository's root.
sys.path.insert(0, str(HERE.parent))


class Localnet:
    def __init__(self, tmp_path: Path, *args: str):
        self.ready = tmp_path / f"ready-{time.monotonic_ns()}.json"
        self.args = list(args)
        t0 = time.monotonic()
        self.proc = subprocess.Popen(
            [str(RUN), "--port", "0", "--ws-port", "0", "--ready-file", str(self.ready), *args],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.first_line = self.proc.stdout.readline().strip()
        deadline = time.monotonic() + 10
        while not self.ready.exists():
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"localnet did not start: {self.proc.stderr.read()}")
            time.sleep(0.01)
        self.startup_seconds = time.monotonic() - t0
        info = json.loads(self.ready.read_text())
        self.http = info["http"]
        self.ws = info["ws"]

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        for f in (self.proc.stdout, self.proc.stderr):
            f.close()
        return self.proc.returncode


@pytest.fixture
def start_localnet(tmp_path):
    nodes = []

    def start(*args: str) -> Localnet:
        n = Localnet(tmp_path, *args)
        nodes.append(n)
        return n

    yield start
    for n in nodes:
        n.stop()


@pytest.fixture(scope="module")
def node(tmp_path_factory):
    """A shared node with fast slots for tests that don't need a fresh chain."""
    n = Localnet(tmp_path_factory.mktemp("ln"), "--slot-ms", "50")
    yield n
    n.stop()


@pytest.fixture
def rng(request):
    """The test's random draws: seeded by `SOLWALLET_TEST_SEED` (a fresh seed when unset) and the test's id, as the
    Swift tests' `TestRandom` is, so one seed replays every test of a run. The seed is printed (pytest shows it with
    a failing test's output) and the generator's `seed` attribute carries it for assertion messages."""
    import hashlib
    import random

    text = os.environ.get("SOLWALLET_TEST_SEED", "")
    seed = int(text) if text.isdigit() else random.SystemRandom().randrange(2**63)
    mixed = int.from_bytes(hashlib.sha256(f"{seed}:{request.node.nodeid}".encode()).digest()[:8], "big")
    print(f"{request.node.nodeid}: random draws from SOLWALLET_TEST_SEED={seed}")
    generator = random.Random(mixed)
    generator.seed_text = f"SOLWALLET_TEST_SEED={seed}"
    return generator
