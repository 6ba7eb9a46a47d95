"""The software switch's counter vector."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from p4rproto.counters import NACKED, REJECTIONS, Counter

__all__ = ["NACKED", "REJECTIONS", "Counter", "Counters"]


class Counters:
    """A vector of counters, updated a batch at a time."""

    def __init__(self) -> None:
        self.values: npt.NDArray[np.uint64] = np.zeros(len(Counter), dtype=np.uint64)

    def add(self, counter: Counter, amount: int | np.integer) -> None:
        self.values[counter] += np.uint64(amount)

    def count(self, counter: Counter, mask: npt.NDArray[np.bool_]) -> None:
        self.values[counter] += np.uint64(np.count_nonzero(mask))

    def __getitem__(self, counter: Counter) -> int:
        return int(self.values[counter])

    @property
    def rejected(self) -> int:
        return sum(self[c] for c in REJECTIONS)

    def as_dict(self) -> dict[str, int]:
        return {c.name.lower(): int(self.values[c]) for c in Counter}
