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
