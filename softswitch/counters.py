"""The switch's packet counters (the P4 program has a counter for each)."""

from __future__ import annotations

import enum

import numpy as np
import numpy.typing as npt


class Counter(enum.IntEnum):
    RECEIVED = 0  # datagrams that reached the pipeline
    AGGREGATED = enum.auto()  # contributions added to a slot
    COMPLETED = enum.auto()  # (slot, set) rounds completed and multicast
    RESULTS_SENT = enum.auto()  # RESULT packets sent (multicast copies and unicast answers)
    DUP_ANSWERED = enum.auto()  # duplicates of a completed round, answered from the cache
    DUP_PENDING = enum.auto()  # duplicates of an unfinished round, answered with STATUS
    STALE = enum.auto()  # contributions for a round older than the set holds
    DROPPED_INGRESS = enum.auto()  # dropped by the drop simulator on the way in
    DROPPED_EGRESS = enum.auto()  # dropped by the drop simulator on the way out
    REJECTED_TRUNCATED = enum.auto()
    REJECTED_MAGIC = enum.auto()
    REJECTED_VERSION = enum.auto()
    REJECTED_TYPE = enum.auto()
    REJECTED_LENGTH = enum.auto()
    REJECTED_FLAGS = enum.auto()
    REJECTED_UNREGISTERED = enum.auto()  # sender not in the worker table
    REJECTED_SPOOFED = enum.auto()  # job or rank in the packet differ from the worker table's
    REJECTED_SLOT = enum.auto()  # slot outside the job's pool
    RESETS = enum.auto()
    REJECTED_RESET = enum.auto()  # a RESET from anyone but the controller


REJECTIONS = tuple(c for c in Counter if c.name.startswith("REJECTED"))


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
