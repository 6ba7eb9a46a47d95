"""A worker's side of call agreement (``p4rproto.agreement``, ``docs/protocol.md``).

:class:`CallSequence` is what a job keeps across its calls: the control round the next
call agrees in, and the call this worker withdrew when its agreement round timed out
(its contribution stays in the switch's round, so the worker answers for it when the
round completes later).  :func:`exchange` runs one agreement round on the control slot.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from p4rproto.agreement import CallDescriptor, Verdict
from p4rproto.netio import BatchSocket
from p4rproto.wire import (
    HEADER_DTYPE,
    HEADER_LEN,
    MAGIC,
    NACK_WORDS,
    PROTOCOL_VERSION,
    STATUS_WORDS,
    Flag,
    MsgType,
)
from p4rproto.wire import packet_len as wire_len

from .config import JobConfig
from .errors import AggregationRefused, AggregationTimeout, HostlibError
from .transfer import JobStats


@dataclass(frozen=True)
class Withdrawn:
    """A call whose agreement round timed out here: what this worker contributed."""

    round: int
    descriptor: CallDescriptor
    words: npt.NDArray[np.int32]  #: what it sent (a refusal among them, if it refused)


class CallSequence:
    """Where a job's calls stand: the same on every rank of the job, except while a rank
    has withdrawn a call (``withdrawn``) that the others may still complete."""

    def __init__(self) -> None:
        self.round = 0  #: the control round of the next agreement
        self.withdrawn: Withdrawn | None = None
        self.session = 0  #: the session these rounds belong to (a new one starts at 0)

    def restart(self, session: int) -> None:
        """A new session: its slots are clear, every rank starts again at round 0."""
        if session != self.session:
            self.session = session
            self.round = 0
            self.withdrawn = None


class CallMismatch(HostlibError, ValueError):
    """The ranks' calls differ (dtype, length, op, collective or window): every rank
    raises this for the same call, and no data was sent; the next call is unaffected."""

    def __init__(self, job_id: int, rank: int, mine: CallDescriptor, verdict: Verdict) -> None:
        n = verdict.ranks
        parts = []
        for name in verdict.differing:
            own = mine.describe(name)
            others = verdict.totals[name] - getattr(mine, name)
            if n == 2:
                theirs = CallDescriptor(**{**mine.__dict__, name: others}).describe(name)
                parts.append(f"{name}: {own} here, {theirs} on the other rank")
            else:
                parts.append(f"{name}: {own} here, the others' mean {others / (n - 1):g}")
        who = ""
        if verdict.fingerprints:
            groups: dict[int, list[int]] = {}
            for r, fp in enumerate(verdict.fingerprints):
                groups.setdefault(fp, []).append(r)
            who = "; ranks by call: " + " | ".join(str(g) for g in groups.values())
        super().__init__(
            f"job {job_id} rank {rank}: the ranks' calls differ ({'; '.join(parts)}{who}); "
            "no data was sent, and the next call is unaffected"
        )
        self.job_id = job_id
        self.differing = verdict.differing


class WithdrawnCallError(HostlibError, RuntimeError):
    """Another rank had withdrawn this call (its agreement timed out there) before this
    rank arrived: it took part with void data, so the sum lacks its data."""

    def __init__(self, job_id: int, rank: int) -> None:
        super().__init__(
            f"job {job_id} rank {rank}: another rank had given this call up (it timed out "
            "waiting for the others) and took part with void data: the result was discarded; "
            "the ranks are in step again for the next call"
        )
        self.job_id = job_id


@dataclass(frozen=True)
class Round:
    """An agreement round's outcome as one rank saw it."""

    #: the switch answered STATUS before the RESULT: the round completed while this rank
    #: waited (the others are running the call now), not before it asked
    waited: bool
    sums: npt.NDArray[np.int32]  #: the K summed words


def exchange(
    cfg: JobConfig,
    sock: BatchSocket,
    row: npt.NDArray[np.void],
    control_round: int,
    stats: JobStats,
    local_workers: int = 0,
) -> Round:
    """Send the agreement packet ``row`` (a one-row packet array, its slot the control
    slot) for ``control_round`` until the round's RESULT arrives.

    Retransmits like a data slot (doubling from the initial timeout); raises
    :class:`AggregationTimeout` (naming the ranks the switch's STATUS says are missing)
    when no RESULT came within ``cfg.timeout``, :class:`AggregationRefused` on a NACK."""
    k = cfg.elems_per_packet
    slot = int(row["slot"][0])
    set_bit = control_round & Flag.SET
    row["seq"] = control_round
    row["flags"] = set_bit
    row["exponent"] = 0
    start = time.monotonic()
    # Twice the data slots' smoothed round trip, within [min_rto, initial_rto].
    rto = cfg.initial_rto
    if stats.srtt > 0.0:
        rto = min(max(2 * stats.srtt, cfg.min_rto), cfg.initial_rto)
    bitmap: int | None = None
    while True:
        sock.send(row)
        stats.packets_sent += 1
        sent = time.monotonic()
        while (now := time.monotonic()) < sent + rto:
            n = sock.recv(sent + rto - now)
            if n == 0:
                continue
            head = np.ascontiguousarray(sock.data[:n, :HEADER_LEN]).view(HEADER_DTYPE).ravel()
            mine = (head["magic"] == MAGIC) & (head["version"] == PROTOCOL_VERSION)
            mine &= (head["job_id"] == cfg.job_id) & (head["rank"] == cfg.rank)
            mine &= head["session"] == cfg.session
            ours = mine & (head["slot"] == slot) & (head["seq"] == control_round)
            ours &= (head["flags"] & Flag.SET) == set_bit
            length = sock.length[:n]
            kinds = head["msg_type"]
            result = ours & (kinds == MsgType.RESULT) & (length == wire_len(k))
            status = ours & (kinds == MsgType.STATUS) & (length == wire_len(STATUS_WORDS))
            nack = ours & (kinds == MsgType.NACK) & (length == wire_len(NACK_WORDS))
            # As the data loop counts them: this job's results and STATUS that are not
            # this round's are late (a result: a duplicate); anything else is foreign.
            late = mine & ((kinds == MsgType.RESULT) | (kinds == MsgType.STATUS))
            stats.duplicates += int(np.count_nonzero(late & ~result & (kinds == MsgType.RESULT)))
            stats.foreign += int(np.count_nonzero(~(late | nack)))
            if nack.any():
                at = int(np.flatnonzero(nack)[0])
                reason = sock.data[at, HEADER_LEN : HEADER_LEN + 8].copy().view(">u4")
                raise AggregationRefused(
                    cfg.job_id,
                    cfg.rank,
                    int(reason[0]),
                    int(reason[1]),
                    f"its agreement packet (control slot {slot}, round {control_round})",
                )
            for st in np.flatnonzero(status):
                held = sock.data[st, HEADER_LEN : HEADER_LEN + 8].copy().view(">u4")
                bitmap = int(held[0]) << 32 | int(held[1])
                stats.status += 1
            if result.any():
                i = int(np.flatnonzero(result)[0])
                stats.results += 1
                return Round(
                    bitmap is not None,
                    sock.data[i, HEADER_LEN : HEADER_LEN + 4 * k]
                    .copy()
                    .view(">i4")
                    .astype(np.int32),
                )
        if time.monotonic() - start > cfg.timeout:
            missing = None
            if bitmap is not None:
                ranks = local_workers or cfg.num_workers
                missing = [r for r in range(ranks) if not bitmap >> r & 1]
            raise AggregationTimeout(
                cfg.job_id,
                slot,
                control_round,
                time.monotonic() - start,
                missing,
                local_workers,
                what="agreement round",
            )
        rto = min(rto * 2, cfg.max_rto)
        stats.retransmissions += 1
