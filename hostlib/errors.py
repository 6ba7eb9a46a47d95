"""Errors of the host library.  Libraries raise; only the CLI turns them into exit codes."""

from __future__ import annotations


class HostlibError(Exception):
    """Base class of the host library's errors."""


class ConfigError(HostlibError, ValueError):
    """A job configuration with a bad field; ``field`` names it."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")
        self.field = field


class AggregationTimeout(HostlibError, TimeoutError):
    """The switch did not complete a slot in time.

    ``missing`` lists the ranks the switch reported as not having contributed (from
    its STATUS answers); ``None`` when the switch did not answer at all.
    """

    def __init__(
        self, job_id: int, slot: int, seq: int, waited: float, missing: list[int] | None
    ) -> None:
        if missing is None:
            who = "the switch did not answer (is it running, is the job installed?)"
        else:
            who = f"workers {missing} did not contribute"
        super().__init__(
            f"job {job_id}: slot {slot} (seq {seq}) made no progress for {waited:.1f} s: {who}"
        )
        self.job_id = job_id
        self.slot = slot
        self.seq = seq
        self.missing = missing


class AggregationOverflow(HostlibError, OverflowError):
    """The switch saturated an integer sum; ``chunks`` are the affected packet chunks."""

    def __init__(self, job_id: int, chunks: list[int], elems: int) -> None:
        first = chunks[0] * elems
        super().__init__(
            f"job {job_id}: the int32 sum saturated in {len(chunks)} chunk(s), first at "
            f"elements {first}..{first + elems - 1}"
        )
        self.chunks = chunks
