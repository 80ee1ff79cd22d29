"""Fault injection knobs: latency, HTTP 429, -32005, dropped connections, malformed bodies."""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Dict, List, Optional

SHARE_KNOBS = ("rate_limit", "unhealthy", "drop", "malformed")


@dataclass
class Decision:
    latency_ms: float = 0.0
    drop: bool = False
    rate_limit: bool = False
    malformed: bool = False
    unhealthy: bool = False


class Faults:
    """Each share knob (0..1) picks requests deterministically: with no seed, request n (counted
    per knob from 1) is hit when floor(n*share) increases, so share=0.25 hits every 4th request;
    with a seed, a seeded PRNG per knob decides."""

    DEFAULTS: Dict[str, Any] = {
        "latency_ms": 0,
        "rate_limit": 0.0,
        "retry_after": 1,
        "unhealthy": 0.0,
        "slots_behind": 42,
        "drop": 0.0,
        "malformed": 0.0,
        "seed": None,
        "methods": None,
        "behind": None,
        "lose_sends": 0,
        "drop_sends": 0.0,
    }

    def __init__(self, **kw: Any):
        self.cfg: Dict[str, Any] = dict(self.DEFAULTS)
        self.update(kw)

    def reset_counters(self) -> None:
        self.counters = {k: 0 for k in SHARE_KNOBS + ("drop_sends",)}
        seed = self.cfg["seed"]
        self.rngs = ({k: random.Random(f"{seed}:{k}") for k in SHARE_KNOBS + ("drop_sends",)}
                     if seed is not None else None)
        # sendTransaction calls since the last change of the knobs: answered, dropped by lose_sends or drop_sends.
        self.sends = {"received": 0, "dropped": 0}

    def update(self, changes: Dict[str, Any]) -> None:
        changes = dict(changes)
        reset = changes.pop("reset", False)
        new = dict(self.DEFAULTS) if reset else dict(self.cfg)
        for k, v in changes.items():
            if k not in self.DEFAULTS:
                raise ValueError(f"unknown fault knob: {k}")
            if k in SHARE_KNOBS or k == "drop_sends":
                v = float(v)
                if not 0.0 <= v <= 1.0:
                    raise ValueError(f"{k} must be within 0..1")
            elif k in ("latency_ms",):
                v = float(v)
                if v < 0:
                    raise ValueError("latency_ms must be >= 0")
            elif k in ("retry_after", "slots_behind"):
                v = int(v)
            elif k == "lose_sends":
                v = int(v)
                if v < 0:
                    raise ValueError("lose_sends must be >= 0")
            elif k == "behind":
                v = None if v is None else int(v)
            elif k == "methods":
                if v is not None and (not isinstance(v, list) or not all(isinstance(m, str) for m in v)):
                    raise ValueError("methods must be null or a list of method names")
            new[k] = v
        self.cfg = new
        self.reset_counters()

    def note_send(self) -> None:
        """Counts a sendTransaction call (every one, preflight failures included) in `sends.received`."""
        self.sends["received"] += 1

    def to_dict(self) -> Dict[str, Any]:
        return dict(self.cfg, sends=dict(self.sends))

    def _hit(self, knob: str) -> bool:
        p = self.cfg[knob]
        if p <= 0:
            return False
        if self.rngs is not None:
            return self.rngs[knob].random() < p
        self.counters[knob] += 1
        n = self.counters[knob]
        return math.floor(n * p + 1e-9) > math.floor((n - 1) * p + 1e-9)

    def decide(self, methods: Optional[List[str]]) -> Decision:
        flt = self.cfg["methods"]
        if flt is not None and not (methods and any(m in flt for m in methods)):
            return Decision()
        return Decision(
            latency_ms=self.cfg["latency_ms"],
            drop=self._hit("drop"),
            rate_limit=self._hit("rate_limit"),
            malformed=self._hit("malformed"),
            unhealthy=self._hit("unhealthy"),
        )

    def take_lost_send(self) -> bool:
        """Whether this sendTransaction call (which passed preflight) is answered with the signature and never
        processed, as by a leader that drops it. lose_sends: the next N calls; drop_sends: a share (0..1) of them,
        picked like the other share knobs (seeded with `seed`). Counted in `sends`."""
        if self.cfg["lose_sends"] > 0:
            self.cfg["lose_sends"] -= 1
            self.sends["dropped"] += 1
            return True
        if self._hit("drop_sends"):
            self.sends["dropped"] += 1
            return True
        return False

    def active(self) -> bool:
        c = self.cfg
        return bool(c["latency_ms"] or any(c[k] for k in SHARE_KNOBS))
