"""A worker's side of call agreement (``p4rproto.agreement``, ``docs/protocol.md``).

:class:`CallSequence` is what a job keeps across its calls: the control round the next
call agrees in, the number the next call takes, and the call this worker *withdrew*
(its agreement round timed out: its contribution stays in the switch's round, so the
worker answers for it when the round completes later).  :func:`exchange` runs one
agreement round on the control slot (the numpy reference of what the C transfer loop
does before a call's data, ``hostlib/_native_loop.c``).

The rule, in full in the protocol's "Call agreement": the n-th call of every rank
pairs with the n-th call of every other rank, or with nothing.  A call number is the
caller's (``all_reduce(x, call=n)``) or the job's count of calls; a call that gives the
number of a call this rank withdrew is its retry.
"""

from __future__ import annotations

import hashlib
import operator
import time
from dataclasses import dataclass
from typing import Protocol

import numpy as np
import numpy.typing as npt

from p4rproto.agreement import CALL_MODULUS, CallDescriptor, Verdict
from p4rproto.netio import BatchSocket
from p4rproto.wire import (
    HEADER_DTYPE,
    HEADER_LEN,
    MAGIC,
    NACK_WORDS,
    NO_SESSION,
    PROTOCOL_VERSION,
    STATUS_WORDS,
    Flag,
    MsgType,
)
from p4rproto.wire import packet_len as wire_len

from .config import JobConfig
from .errors import AggregationRefused, AggregationTimeout, HostlibError, WithdrawnCallError
from .transfer_state import GAP_SLACK, JobStats, Round

__all__ = [
    "CallMismatch",
    "CallSequence",
    "RetryMismatch",
    "WithdrawnCallError",
    "check_call_number",
    "data_digest",
    "exchange",
]


@dataclass(frozen=True)
class Withdrawn:
    """A call whose agreement round did not complete here: what this worker sent."""

    round: int
    descriptor: CallDescriptor
    row: npt.NDArray[np.void]  #: the agreement packet it sent (a copy)
    #: a digest of the data the call carried (``data_digest``): a retry must carry the same
    data: bytes = b""


def data_digest(*parts: npt.NDArray[np.generic]) -> bytes:
    """A digest of a call's data, to tell a retry that carries other data from the try it
    repeats (BLAKE2b: a collision is as unlikely as a cosmic-ray bit flip)."""
    h = hashlib.blake2b(digest_size=16)
    for part in parts:
        h.update(np.ascontiguousarray(part).view(np.uint8).reshape(-1).data)
    return h.digest()


class CallSequence:
    """Where a job's calls stand: the same on every rank of the job, except while a rank
    has withdrawn a call (``withdrawn``) that the others may still complete."""

    def __init__(self) -> None:
        self.round = 0  #: the control round of the next agreement
        self.next_call = 0  #: the number of the next call that gives none
        self.withdrawn: Withdrawn | None = None
        self.session = 0  #: the session these rounds belong to (a new one starts at 0)

    def restart(self, session: int) -> None:
        """A new session (``NO_SESSION``: a new job, its session still to learn): its
        slots are clear, every rank starts again at round 0.  Call numbers go on: a rank
        that rejoined at another call than the others must not pair with them."""
        if session != self.session or session == NO_SESSION:
            self.session = session
            self.round = 0
            self.withdrawn = None

    def number(self, call: object) -> int:
        """The number of a call that gives ``call`` (None: the next in the job's count);
        raises what :func:`check_call_number` raises for a bad one, counting nothing."""
        number = self.next_call if call is None else check_call_number(call)
        self.next_call = number + 1
        return number % CALL_MODULUS

    def resync(self, round: int) -> None:
        """Continue at control round ``round``, forgetting any withdrawn call: every rank
        agreed on it out of band (the PyTorch layer, after a failure)."""
        self.round = round
        self.withdrawn = None


def check_call_number(call: object) -> int:
    """``call`` as a call number: an int (a numpy integer too) in [0, 2**24), the numbers
    an agreement carries (``docs/protocol.md``, "Call agreement"); ``TypeError`` or
    ``ValueError`` naming the value otherwise (a number beyond would alias a smaller one)."""
    if isinstance(call, bool | np.bool_):
        raise TypeError(f"call must be an int call number, not a bool ({call!r})")
    try:
        number = operator.index(call)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(
            f"call must be an int call number (0 <= call < 2**24), not "
            f"{type(call).__name__} {call!r}"
        ) from None
    if not 0 <= number < CALL_MODULUS:
        raise ValueError(
            f"call must be a call number 0 <= call < 2**24 ({CALL_MODULUS}), not {number}"
        )
    return int(number)


class CallMismatch(HostlibError, ValueError):
    """The ranks' calls differ (dtype, length, op, collective, window, tensor list, or
    their call numbers: they are at different calls): every rank in the round raises this
    for the same round, and no data was sent.  ``differing`` names the fields; ``values``
    has each field's value per rank, where the round tells it (with two ranks, or from a
    Gloo round of the PyTorch layer)."""

    def __init__(
        self,
        message: str,
        differing: tuple[str, ...],
        values: dict[str, tuple[str, ...]] | None = None,
    ) -> None:
        super().__init__(message)
        self.differing = differing
        self.values = values or {}

    @property
    def field(self) -> str:
        """The first field on which the calls differ."""
        return self.differing[0]

    @classmethod
    def from_verdict(
        cls, job_id: int, rank: int, mine: CallDescriptor, verdict: Verdict
    ) -> CallMismatch:
        """The mismatch an agreement round's sums show, as rank ``rank`` (which made
        ``mine``) reads it."""
        n = verdict.ranks
        parts = []
        values: dict[str, tuple[str, ...]] = {}
        for name in verdict.differing:
            own = mine.describe(name)
            others = verdict.totals[name] - getattr(mine, name)
            if n == 2:
                theirs = mine.describe(name, others)
                parts.append(f"{name}: {own} here, {theirs} on the other rank")
                values[name] = (own, theirs) if rank == 0 else (theirs, own)
            else:
                parts.append(f"{name}: {own} here, the others' mean {others / (n - 1):g}")
        who = ""
        if verdict.fingerprints:
            groups: dict[int, list[int]] = {}
            for r, fp in enumerate(verdict.fingerprints):
                groups.setdefault(fp, []).append(r)
            who = "; ranks by call: " + " | ".join(str(g) for g in groups.values())
        hint = ""
        if "call" in verdict.differing:
            hint = (
                " (the ranks are at different calls: a rank gave up calls the others did not "
                "make, or skipped one; calls pair only with the same number)"
            )
        return cls(
            f"job {job_id} rank {rank}: the ranks' calls differ ({'; '.join(parts)}{who})"
            f"{hint}; no data was sent",
            verdict.differing,
            values,
        )


class RetryMismatch(HostlibError, ValueError):
    """A call gave the number of a withdrawn call (a retry) but is another call: the
    withdrawn one was answered with void data, and this one did not run."""

    def __init__(self, job_id: int, rank: int, call: int, what: str) -> None:
        super().__init__(
            f"job {job_id} rank {rank}: call {call} retries the call this rank withdrew, "
            f"but {what}; a retry must be the same call: the withdrawn one was given up"
        )


class EarlyPriming(Protocol):
    """A transfer whose priming packets leave with its agreement packet
    (:class:`hostlib.engine.Transfer` with ``early``)."""

    def send_early(self) -> None:
        """Send the priming packets (right after the agreement packet's first send)."""

    def take(self, at: npt.NDArray[np.int64]) -> None:
        """Act on the socket batch's rows ``at``: packets of the data slots."""

    def hold(self, at: npt.NDArray[np.int64]) -> None:
        """Keep rows ``at`` of the batch that completed the round, to :meth:`take` once
        the round has shown that every rank made the call (else they count for nothing,
        as in the C loop)."""


def exchange(
    cfg: JobConfig,
    sock: BatchSocket,
    row: npt.NDArray[np.void],
    control_round: int,
    stats: JobStats,
    local_workers: int = 0,
    what: str = "agreement round",
    early: EarlyPriming | None = None,
) -> Round:
    """Send the agreement packet ``row`` (a one-row packet array, its slot the control
    slot) for ``control_round`` until the round's RESULT arrives; with ``early``, that
    transfer's priming packets go right behind its first send, and the packets of data
    slots that arrive meanwhile go to it (those of the batch that completes the round
    held for it to take once the call is agreed; a NACK of the agreement packet first).

    Retransmits like a data slot (doubling from the initial timeout); raises
    :class:`AggregationTimeout` (naming the ranks the switch's STATUS says are missing)
    when no RESULT came within ``cfg.timeout``, :class:`AggregationRefused` on a NACK."""
    replies = _Replies(cfg, sock, stats, int(row["slot"][0]), control_round, what, early)
    row["seq"] = control_round
    row["flags"] = control_round & Flag.SET
    start = time.monotonic()
    deadline = start + cfg.timeout
    rto = _first_rto(cfg, stats)
    first = True
    while True:
        sock.send(row)
        stats.packets_sent += 1
        if first and early is not None:
            early.send_early()
        first = False
        sent = time.monotonic()
        until = min(sent + rto, deadline) if deadline > sent else sent + rto
        while (now := time.monotonic()) < until:
            count = sock.recv(until - now)
            if count and (done := replies.read(count)) is not None:
                stats.agreement_wait += time.monotonic() - start
                return done
        now = time.monotonic()
        if now - until > max(rto, GAP_SLACK):
            # A wake-up well past its time is a gap in this process's run (it was stopped,
            # or not scheduled), not a silent switch: the resend gets a round trip first.
            deadline = max(deadline, now + rto)
        elif now >= deadline:
            raise replies.timed_out(time.monotonic() - start, local_workers)
        rto = min(rto * 2, cfg.max_rto)
        stats.retransmissions += 1


def _first_rto(cfg: JobConfig, stats: JobStats) -> float:
    """The first resend timeout: twice the data slots' smoothed round trip, within
    [min_rto, initial_rto] (the initial one until a data round has measured it)."""
    if stats.srtt > 0.0:
        return min(max(2 * stats.srtt, cfg.min_rto), cfg.initial_rto)
    return cfg.initial_rto


_Mask = npt.NDArray[np.bool_]


@dataclass
class _Replies:
    """What one agreement round (``control_round`` on control slot ``slot``) hears from
    the switch: its RESULT ends it, a NACK refuses it, and its STATUS packets tell which
    ranks the switch holds (``bitmap``, the latest), to name the missing on a timeout."""

    cfg: JobConfig
    sock: BatchSocket
    stats: JobStats
    slot: int
    control_round: int
    what: str  #: the round as the errors name it
    early: EarlyPriming | None = None  #: the transfer that takes the data slots' packets
    bitmap: int | None = None

    def read(self, count: int) -> Round | None:
        """Act on the ``count`` packets just received: raise on this round's NACK, hand
        the data slots' packets to ``early`` (if any), keep the round's STATUS, and
        return its RESULT (None while it has not come)."""
        head, result, status, nack = self._classify(count)
        data = self.sock.data
        if nack.any():
            raise self._refused(int(np.flatnonzero(nack)[0]))
        if self.early is not None:
            rows = np.flatnonzero(head["slot"] != self.slot)
            (self.early.hold if result.any() else self.early.take)(rows)
        for index in np.flatnonzero(status):
            held = data[index, HEADER_LEN : HEADER_LEN + 8].copy().view(">u4")
            self.bitmap = int(held[0]) << 32 | int(held[1])
            self.stats.status += 1
        if not result.any():
            return None
        at = int(np.flatnonzero(result)[0])
        self.stats.results += 1
        self.stats.agreements += 1
        words = data[at, HEADER_LEN : HEADER_LEN + 4 * self.cfg.elems_per_packet]
        return Round(
            self.bitmap is not None,
            words.copy().view(">i4").astype(np.int32),
            int(head["exponent"][at]),
            bool(head["flags"][at] & Flag.OVERFLOW),
        )

    def _classify(self, count: int) -> tuple[npt.NDArray[np.void], _Mask, _Mask, _Mask]:
        """The received packets' headers and which of them are this round's RESULT,
        STATUS and NACK; counts the others in ``stats`` as the data loop does: this job's
        results and STATUS that are not this round's are late (a result: a duplicate),
        anything else is foreign."""
        cfg, sock, round_ = self.cfg, self.sock, self.control_round
        head = np.ascontiguousarray(sock.data[:count, :HEADER_LEN]).view(HEADER_DTYPE).ravel()
        mine = (head["magic"] == MAGIC) & (head["version"] == PROTOCOL_VERSION)
        mine &= (head["job_id"] == cfg.job_id) & (head["rank"] == cfg.rank)
        mine &= head["session"] == cfg.session
        ours = mine & (head["slot"] == self.slot) & (head["seq"] == round_)
        ours &= (head["flags"] & Flag.SET) == round_ & Flag.SET
        length = sock.length[:count]
        kinds = head["msg_type"]
        result = ours & (kinds == MsgType.RESULT) & (length == wire_len(cfg.elems_per_packet))
        status = ours & (kinds == MsgType.STATUS) & (length == wire_len(STATUS_WORDS))
        nack = ours & (kinds == MsgType.NACK) & (length == wire_len(NACK_WORDS))
        late = mine & ((kinds == MsgType.RESULT) | (kinds == MsgType.STATUS))
        # (with an early transfer, the data slots' packets are its to count)
        here = head["slot"] == self.slot if self.early is not None else True
        late_results = late & ~result & (kinds == MsgType.RESULT) & here
        self.stats.duplicates += int(np.count_nonzero(late_results))
        self.stats.foreign += int(np.count_nonzero(~(late | nack) & here))
        return head, result, status, nack

    def _refused(self, at: int) -> AggregationRefused:
        """The error for the NACK in received packet ``at``: its reason words."""
        reason = self.sock.data[at, HEADER_LEN : HEADER_LEN + 8].copy().view(">u4")
        return AggregationRefused(
            self.cfg.job_id,
            self.cfg.rank,
            int(reason[0]),
            int(reason[1]),
            f"its packet of the {self.what} (control slot {self.slot}, round {self.control_round})",
        )

    def timed_out(self, elapsed: float, local_workers: int) -> AggregationTimeout:
        """The error when no RESULT came in time: it names the ranks missing from the
        latest STATUS, if one came (behind a leaf switch: of its ``local_workers``)."""
        missing = None
        if self.bitmap is not None:
            ranks = local_workers or self.cfg.num_workers
            missing = [r for r in range(ranks) if not self.bitmap >> r & 1]
        return AggregationTimeout(
            self.cfg.job_id,
            self.slot,
            self.control_round,
            elapsed,
            missing,
            local_workers,
            what=self.what,
        )
