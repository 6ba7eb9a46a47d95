"""Drop simulator: random loss per direction, as SwitchML's and the P4 program's.

The random numbers come from a counter-based generator that the numpy pipeline and the
native one (``softswitch/_native.c``) implement identically, so that one seed drops
the same packets on both:

* the key is the seed modulo 2**64 (a random 64-bit key without a seed);
* draw ``j`` (counting from 0 over the switch's life) is SplitMix64's output
  ``mix(key + (j + 1) * 0x9E3779B97F4A7C15)`` (all arithmetic modulo 2**64);
* a packet is dropped when its draw is below ``threshold = floor(rate * 2**64)``,
  compared as unsigned 64-bit integers: no floating point after the threshold.

Each direction with a non-zero threshold takes one draw per packet, in the order the
pipeline handles them: a batch's datagrams in arrival order on the way in, then its
output packets in output order on the way out.  A zero threshold takes no draws.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

#: SplitMix64's increment (2**64 / the golden ratio) and its two multipliers.
GOLDEN = 0x9E3779B97F4A7C15
_MUL1, _MUL2 = 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
_MASK = (1 << 64) - 1


@dataclass(frozen=True)
class DropRates:
    """Probabilities that a packet is dropped on the way in and on the way out."""

    ingress: float = 0.0
    egress: float = 0.0

    def __post_init__(self) -> None:
        for name in ("ingress", "egress"):
            p = getattr(self, name)
            if not 0.0 <= p < 1.0:
                raise ValueError(f"drop rate {name} must be in [0, 1), got {p}")


def threshold(rate: float) -> int:
    """``floor(rate * 2**64)``: exact, since scaling by a power of two is."""
    return int(rate * 2.0**64)


def mix64(z: npt.NDArray[np.uint64]) -> npt.NDArray[np.uint64]:
    """SplitMix64's output function, elementwise (uint64 arithmetic wraps)."""
    z = (z ^ (z >> np.uint64(30))) * np.uint64(_MUL1)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(_MUL2)
    return z ^ (z >> np.uint64(31))


def draws(key: int, first: int, n: int) -> npt.NDArray[np.uint64]:
    """Draws ``first .. first + n - 1`` of the generator with ``key``."""
    steps = np.arange(first + 1, first + 1 + n, dtype=np.uint64)
    return mix64(np.uint64(key) + steps * np.uint64(GOLDEN))


class DropSimulator:
    def __init__(self, rates: DropRates = DropRates(), seed: int | None = None) -> None:
        self.rates = rates
        self.key = secrets.randbits(64) if seed is None else seed & _MASK
        self.counter = 0  #: draws taken so far

    def next_draws(self, n: int) -> npt.NDArray[np.uint64]:
        """The generator's next ``n`` draws (the TNA replay's subclass draws what a
        P4Testgen test chose, tests/tna_soft.py)."""
        x = draws(self.key, self.counter, n)
        self.counter += n
        return x

    def keep(self, n: int, rate: float) -> npt.NDArray[np.bool_]:
        limit = threshold(rate)
        if limit == 0:
            return np.ones(n, dtype=bool)
        return self.next_draws(n) >= np.uint64(limit)
