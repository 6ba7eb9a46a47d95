"""The transfer loop in C (``hostlib/_native_loop.c``) driving a call: its agreement
round, then its data rounds (:class:`~hostlib.transfer_state.TransferState`).

A job keeps one loop (:class:`~hostlib.fastpath.TransferLoop`, in its
:class:`~hostlib.transfer_state.SlotState`) for its lifetime: socket buffers are allocated
once, and each call only writes its settings and array pointers into the loop's
arrays.  :func:`drive` runs the loop in calls of :data:`NATIVE_BUDGET_MS` without the
GIL, and between calls reports progress, moves the loop's counts into the job's
statistics and raises what the loop ran into, as the numpy loop (``exchange`` and
``Transfer._drive``, the reference) does.
"""

from __future__ import annotations

import logging
import os
import time
from typing import Any

import numpy as np
import numpy.typing as npt

from p4rproto.agreement import Wire
from p4rproto.netio import BatchSocket
from p4rproto.wire import HEADER_LEN

from . import fastpath, lane, packing
from .config import JobConfig
from .errors import AggregationRefused, AggregationTimeout
from .smallcall import SmallPlan
from .transfer_state import GAP_SLACK, Control, JobStats, Round, SlotState, TransferState
from .xdp import XdpSocket

log = logging.getLogger(__name__)

#: How long one call of the native loop runs before it returns to Python (ms).
NATIVE_BUDGET_MS = 50

#: What a call without data rounds points the data arrays at (never read).
_NO_DATA: dict[str, npt.NDArray[Any]] = {
    name: np.zeros(1, dtype=np.uint8)
    for name in fastpath.XFER_ARRAYS
    if name not in ("stats", "rtt", "ctl_row", "ctl_mine", "ctl_sums", "shift_table", "lane")
}
fastpath.pin(_NO_DATA.values())  # every call's end points the loop back at them
_COUNTED = (
    "packets_sent", "retransmissions", "results", "duplicates", "foreign", "status",
    "lane_packets", "early_primes",
)  # fmt: skip


def available() -> bool:
    """Whether the C loop is built (Linux, with the C kernels)."""
    return fastpath.transfer_available()


class _JobLoop:
    """A job's C loop and the arrays it keeps across calls (its counts, round-trip
    estimate, a round's sums, the shift table)."""

    def __init__(self, state: SlotState, sock: BatchSocket, k: int, shared: bool) -> None:
        self.capacity = max(len(state.uses), 1)  #: the most slots a call may use
        #: the job's shared-memory lane to the switch (``JobConfig.lane``), if it took one
        self.lane = _attach_lane(sock, k, self.capacity) if shared else None
        self.loop = fastpath.TransferLoop(
            {
                "fd": sock.fileno(),
                "offload": int(sock.offload),
                "batch": min(sock.batch, 64) if sock.offload else sock.batch,
                "k": k,
                "capacity": self.capacity,  # (read once, here)
                "lane_bytes": self.lane.nbytes if self.lane is not None else 0,
                "xsk": sock.handle if isinstance(sock, XdpSocket) else 0,
            },
            {},
        )
        self.counts = np.zeros(len(fastpath.XFER_STATS), dtype=np.int64)
        #: what of ``counts`` is in the job's statistics already (this call's loop runs)
        self.counted = _NO_COUNTS
        self.rtt = np.zeros(2, dtype=np.float64)
        self.sums = np.zeros(k, dtype=np.int32)
        self.arrays = dict(_NO_DATA)
        self.arrays.update(stats=self.counts, rtt=self.rtt, ctl_sums=self.sums)
        self.arrays.update(ctl_row=self.sums, ctl_mine=self.sums)
        self.arrays["shift_table"] = packing.shift_table(1, Wire.INT32)  # (each call's own)
        self.arrays["lane"] = self.lane.array if self.lane is not None else self.sums
        #: the job's configuration when the last call was a :func:`small_call` (the loop
        #: points at the arrays of an agreement round alone, with that call's settings);
        #: None after any other call
        self.small_config: JobConfig | None = None

    def close(self) -> None:
        self.loop.close()
        self.arrays.clear()
        if self.lane is not None:
            self.lane.close()


def _attach_lane(sock: BatchSocket, k: int, capacity: int) -> lane.Lane | None:
    """A lane to the switch for this job's packets (a header and k words, ``capacity``
    in flight and the agreement's), or None where the switch gives none (then UDP)."""
    try:
        got = lane.attach(
            sock.sock,
            slots=lane.slots_for(capacity),
            slot_bytes=lane.slot_bytes_for(HEADER_LEN + 4 * k),
        )
    except (lane.LaneRefused, OSError) as exc:
        log.warning("p4reduce: no shared-memory lane to the switch (%s): the job uses UDP", exc)
        return None
    if got is None:
        log.info("p4reduce: the switch answered no lane request: the job uses UDP")
    return got


_I = {name: i for i, name in enumerate(fastpath.XFER_INTS)}
_S = {name: i for i, name in enumerate(fastpath.XFER_STATS)}
#: The settings each call writes, a run of XFER_INTS written with one slice.
_CALL_NAMES = (
    "width", "chunks", "full", "prime", "is_float", "keep_sums", "lanes", "seed", "residual",
    "job", "rank", "session",
    "flags", "capacity", "ctl", "ctl_slot", "ctl_round", "ranks", "desc_words", "early",
    "exp_word", "exp_chunks", "exp_bits", "exp_per_word", "exp_words",
)  # fmt: skip
_CALL_INTS = slice(_I[_CALL_NAMES[0]], _I[_CALL_NAMES[-1]] + 1)
_CTL_ROUND = _I["ctl_round"]
assert fastpath.XFER_INTS[_CALL_INTS.start : _CALL_INTS.stop] == _CALL_NAMES
_NO_COUNTS = [0] * len(fastpath.XFER_STATS)
#: The data settings of a call without data rounds (width, chunks, full, prime, is_float,
#: keep_sums, lanes, seed, residual).
_NO_DATA_INTS = (0, 0, 0, 0, 0, 0, 1, 0, 0)


def _job_loop(state: SlotState, sock: BatchSocket, cfg: JobConfig) -> _JobLoop:
    """The job's loop, made at its first call."""
    if state.native is None:
        state.native = _JobLoop(state, sock, cfg.elems_per_packet, cfg.lane)
    job = state.native
    assert isinstance(job, _JobLoop)
    return job


def drive(
    t: TransferState | None,
    rtt_slack: float,
    control: Control | None,
    *,
    cfg: JobConfig,
    sock: BatchSocket,
    state: SlotState,
    stats: JobStats,
    local_workers: int = 0,
) -> None:
    """Run ``control`` (the call's agreement round, if any) and then ``t``'s data rounds
    (if any, and only if every rank made this call) in C; ``control.result`` holds the
    round's outcome once it completed."""
    # Each numpy write costs microseconds in a process that just woke (a small call is
    # all overhead): the call's settings go in with one write per array.
    job = _job_loop(state, sock, cfg)
    data: tuple[int, ...] = _NO_DATA_INTS
    flags = 0
    if t is not None:
        seed = t.seed - (1 << 64) if t.seed >= 1 << 63 else t.seed  # (an int64 setting)
        data = (t.width, t.num_chunks, t.chunks.full, t.prime, t.is_float, t.keep_sums)
        data += (t.wire.lanes, seed, t.residual is not None)
        flags = t.flags
        job.arrays.update(_data_arrays(t))
    ctl: tuple[int, ...] = _NO_CTL
    if control is not None:
        ctl = (1, control.slot, control.round & 0xFFFFFFFF, control.ranks, control.words)
        ctl += _early_settings(t)
        job.arrays["ctl_row"], job.arrays["ctl_mine"] = control.row, control.mine
    _settings(job, cfg, rtt_slack, data, flags, ctl)
    job.counts[:] = 0
    job.rtt[:] = (t.srtt, t.rttvar) if t is not None else (stats.srtt, stats.srtt / 2)
    job.loop.begin(job.arrays)
    job.small_config = None
    try:
        _run(job, t, control, cfg, stats, local_workers)
    finally:
        if t is not None:  # the next call's arrays are new: drop this one's, here and
            job.arrays.update(_NO_DATA)  # in the loop (no tensor outlives its call)
            job.loop.point_to(job.arrays)


def _settings(
    job: _JobLoop,
    cfg: JobConfig,
    rtt_slack: float,
    data: tuple[int, ...],
    flags: int,
    ctl: tuple[int, ...],
) -> None:
    """Write a call's settings: ``data`` (width, chunks, full, prime, is_float,
    keep_sums, lanes, seed, residual) and ``ctl`` (ctl, ctl_slot, ctl_round, ranks,
    desc_words, and :func:`_early_settings`)."""
    job.loop.ints[_CALL_INTS] = (
        *data,
        cfg.job_id,
        cfg.rank,
        cfg.session,
        flags,
        job.capacity,
        *ctl,
    )
    job.loop.reals[:] = (
        cfg.initial_rto,
        cfg.min_rto,
        cfg.max_rto,
        cfg.timeout,
        rtt_slack,
        GAP_SLACK,
    )
    job.counted = _NO_COUNTS


def small_call(
    plan: SmallPlan,
    number: int,
    x: npt.NDArray[Any],
    out: npt.NDArray[Any],
    control: Control,
    rtt_slack: float,
    *,
    cfg: JobConfig,
    sock: BatchSocket,
    state: SlotState,
    stats: JobStats,
) -> fastpath.Outcome:
    """Call ``number`` of ``plan``'s calls on ``x`` (C-contiguous, finite float32 or int32
    values) in one C call: this rank's words and packet (``control``'s row and words),
    its agreement round (``control.round``), and the sum into ``out``.  Returns DONE (the
    sum is in ``out``, ``stats`` counted it), NONFINITE (nothing was sent), or how the
    loop stopped, for :func:`resume` to go on from."""
    job = _job_loop(state, sock, cfg)
    if job.small_config is cfg:  # as the last call, but for its round
        job.loop.ints[_CTL_ROUND] = control.round & 0xFFFFFFFF
        job.counted = _NO_COUNTS
    else:  # the arrays of an agreement round alone, and its settings
        job.arrays["ctl_row"], job.arrays["ctl_mine"] = control.row, control.mine
        job.loop.begin(job.arrays)
        ctl = (1, control.slot, control.round & 0xFFFFFFFF, control.ranks, control.words)
        _settings(job, cfg, rtt_slack, _NO_DATA_INTS, 0, ctl + _NO_EARLY)
        job.rtt[:] = (stats.srtt, stats.srtt / 2)
        job.small_config = cfg
    outcome, _ = job.loop.small_call(
        *plan.addresses,
        number,
        plan.fingerprint(number),
        x.ctypes.data,
        out.ctypes.data,
        NATIVE_BUDGET_MS,
    )
    if outcome == fastpath.Outcome.DONE:
        counts = _add_stats(stats, None, job)
        stats.agreement_wait += counts[_S["ctl_ns"]] * 1e-9
        control.result = _round_of(job, counts)
        control.mine_agreed = True
    return outcome


def resume(
    outcome: fastpath.Outcome,
    control: Control,
    *,
    cfg: JobConfig,
    sock: BatchSocket,
    state: SlotState,
    stats: JobStats,
    local_workers: int = 0,
) -> None:
    """Go on with the agreement round of a :func:`small_call` that stopped with
    ``outcome`` (not DONE or NONFINITE), as :func:`drive` runs one: ``control.result``
    holds the round's outcome once it completed; raises what the loop ran into."""
    _run(_job_loop(state, sock, cfg), None, control, cfg, stats, local_workers, outcome)


def _run(
    job: _JobLoop,
    t: TransferState | None,
    control: Control | None,
    cfg: JobConfig,
    stats: JobStats,
    local_workers: int,
    outcome: fastpath.Outcome | None = None,
) -> None:
    """Run the loop until the call is done, raising what it ran into (``outcome``: how
    a run of it that has not been counted yet stopped)."""
    while True:
        results = 0
        if outcome is None:
            outcome, results = job.loop.run(NATIVE_BUDGET_MS)
        counts = _add_stats(stats, t, job)
        if control is not None and control.result is None and counts[_S["agreements"]]:
            control.result = _round_of(job, counts)
            stats.agreement_wait += counts[_S["ctl_ns"]] * 1e-9
            control.mine_agreed = outcome != fastpath.Outcome.VERDICT
        if results and t is not None and t.on_progress is not None:
            t.on_progress(results)
        if outcome in (fastpath.Outcome.DONE, fastpath.Outcome.VERDICT):
            return
        if outcome != fastpath.Outcome.RUNNING:
            got = dict(zip(fastpath.XFER_STATS, counts, strict=True))
            _raise(t, outcome, got, cfg, control, local_workers)
        outcome = None


#: What a call without data rounds sets of :func:`_early_settings`.
_NO_EARLY = (0, 0, 0, 0, 0, 0)
_NO_CTL = (0, 0, 0, 0, 0, *_NO_EARLY)


def _early_settings(t: TransferState | None) -> tuple[int, ...]:
    """The settings of what a call's agreement round starts besides itself: whether the
    priming packets leave with it (early), and where its exponent fields are (exp_word,
    exp_chunks, exp_bits, exp_per_word, exp_words)."""
    if t is None:
        return _NO_EARLY
    f = t.fields
    if f is None:
        return (int(t.early), *_NO_EARLY[1:])
    return (int(t.early), f.first, f.chunks, f.bits, f.per_word, f.words)


def _round_of(job: _JobLoop, counts: list[int]) -> Round:
    """The agreement round's outcome, from the loop's counts and sums."""
    return Round(
        bool(counts[_S["ctl_waited"]]),
        job.sums.copy(),
        counts[_S["ctl_exponent"]],
        bool(counts[_S["ctl_overflow"]]),
    )


def _data_arrays(t: TransferState) -> dict[str, npt.NDArray[Any]]:
    empty = np.zeros(0, dtype=t.chunks.tail.dtype)
    return {
        "data": t.chunks.rows if t.chunks.full else empty,
        "tail": t.chunks.tail,
        "exponents": t.exponents,
        "send": t.send_rows,
        "uses": t.state.uses,
        "pos": t.pos,
        "total": t.total,
        "agreed": t.agreed,
        "status_bitmap": t.status_bitmap,
        "status_known": t.status_known,
        "sent_at": t.sent_at,
        "progress_at": t.progress_at,
        "rto": t.rto,
        "retried": t.retried,
        "inflight": t.inflight,
        "out": t.out_rows,
        "out_tail": t.out_tail,
        "shift": t.shift,
        "overflow": t.overflow,
        "residual": t.residual if t.residual is not None else _NO_DATA["residual"],
        "shift_table": t.shift_table,
    }


def _add_stats(stats: JobStats, t: TransferState | None, job: _JobLoop) -> list[int]:
    """Move what the native loop counted since the last call into the job's stats;
    return its counts."""
    counts: list[int] = job.counts.tolist()
    before, job.counted = job.counted, counts
    for name in _COUNTED:
        i = _S[name]
        setattr(stats, name, getattr(stats, name) + counts[i] - before[i])
    stats.agreements += counts[_S["agreements"]] - before[_S["agreements"]]
    if t is not None:
        t.poisoned |= bool(counts[_S["poisoned"]])
        t.srtt, t.rttvar = job.rtt.tolist()
    return counts


def _raise(
    t: TransferState | None,
    outcome: fastpath.Outcome,
    got: dict[str, int],
    cfg: JobConfig,
    control: Control | None,
    local_workers: int,
) -> None:
    if outcome == fastpath.Outcome.CTL_TIMEOUT:
        assert control is not None
        missing = None
        if got["ctl_known"]:
            bitmap = got["ctl_bitmap"] & 0xFFFFFFFFFFFFFFFF
            missing = [r for r in range(local_workers or cfg.num_workers) if not bitmap >> r & 1]
        raise AggregationTimeout(
            cfg.job_id,
            int(got["slot"]),
            int(got["seq"]),
            time.monotonic() - control.started,
            missing,
            local_workers,
            what="agreement round",
        )
    if outcome == fastpath.Outcome.TIMEOUT:
        assert t is not None
        t._raise_timeout(int(got["slot"]), time.monotonic())
    if outcome == fastpath.Outcome.REFUSED:
        slot = int(got["slot"])
        what = f"its packet for slot {slot} (seq {got['seq']})"
        if control is not None and slot == control.slot and control.result is None:
            what = f"its packet of the agreement round (control slot {slot}, round {got['seq']})"
        raise AggregationRefused(cfg.job_id, cfg.rank, int(got["word0"]), int(got["word1"]), what)
    if outcome == fastpath.Outcome.OSERROR:
        raise OSError(got["errno"], os.strerror(got["errno"]))
    raise MemoryError("the native transfer loop ran out of memory")
