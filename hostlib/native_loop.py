"""The engine's transfer loop in C (``hostlib/_transfer.c``) driving a transfer
(:class:`~hostlib.transfer.TransferState`).

:func:`drive` hands the C loop the transfer's own arrays (slot state, packet rows, the
result), runs it in calls of :data:`NATIVE_BUDGET_MS` without the GIL, and between calls
reports progress, moves the loop's counts into the job's statistics and raises what the
loop ran into, as the numpy loop (``Transfer._drive``, the reference) does.
"""

from __future__ import annotations

import os
import time

import numpy as np
import numpy.typing as npt

from p4rproto.wire import MAGIC, NACK_WORDS, PROTOCOL_VERSION, STATUS_WORDS, Flag, MsgType

from . import fastpath, quantize
from .errors import AggregationRefused
from .transfer import TransferState

#: How long one call of the native loop runs before it returns to Python (ms).
NATIVE_BUDGET_MS = 50


def available() -> bool:
    """Whether the C loop is built (Linux, with the C kernels)."""
    return fastpath.transfer_available()


def drive(t: TransferState, rtt_slack: float) -> None:
    """``t._drive`` in C (``hostlib/_transfer.c``): the same state, in the same arrays."""
    cfg, sock = t.cfg, t.sock
    stats = np.zeros(len(fastpath.XFER_STATS), dtype=np.int64)
    rtt = np.array([t.srtt, t.rttvar], dtype=np.float64)
    empty = np.zeros(0, dtype=t.chunks.tail.dtype)
    loop = fastpath.TransferLoop(
        {
            "fd": sock.fileno(),
            "offload": int(sock.offload),
            "batch": min(sock.batch, 64) if sock.offload else sock.batch,
            "k": cfg.elems_per_packet,
            "width": t.width,
            "chunks": t.num_chunks,
            "full": t.chunks.full,
            "prime": t.prime,
            "is_float": int(t.is_float),
            "keep_sums": int(t.keep_sums),
            "job": cfg.job_id,
            "rank": cfg.rank,
            "session": cfg.session,
            "flags": t.flags,
            "magic": MAGIC,
            "version": PROTOCOL_VERSION,
            "t_result": MsgType.RESULT,
            "t_status": MsgType.STATUS,
            "t_nack": MsgType.NACK,
            "f_set": Flag.SET,
            "f_overflow": Flag.OVERFLOW,
            "f_poison": Flag.POISON,
            "status_words": STATUS_WORDS,
            "nack_words": NACK_WORDS,
        },
        {
            "initial_rto": cfg.initial_rto,
            "min_rto": cfg.min_rto,
            "max_rto": cfg.max_rto,
            "timeout": cfg.timeout,
            "rtt_slack": rtt_slack,
        },
        {
            "shift_table": quantize.shifts(np.arange(256, dtype=np.uint8), cfg.num_workers),
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
            "stats": stats,
            "rtt": rtt,
        },
    )
    counted = np.zeros_like(stats)
    try:
        while True:
            outcome, results = loop.run(NATIVE_BUDGET_MS)
            _add_stats(t, stats, counted, rtt)
            if results and t.on_progress is not None:
                t.on_progress(results)
            if outcome == fastpath.Outcome.DONE:
                return
            if outcome != fastpath.Outcome.RUNNING:
                _raise(t, outcome, stats)
    finally:
        loop.close()


def _add_stats(
    t: TransferState,
    stats: npt.NDArray[np.int64],
    counted: npt.NDArray[np.int64],
    rtt: npt.NDArray[np.float64],
) -> None:
    """Move what the native loop counted since the last call into the job's stats."""
    new = dict(zip(fastpath.XFER_STATS, (stats - counted).tolist(), strict=True))
    counted[:] = stats
    for name in ("packets_sent", "retransmissions", "results", "duplicates", "foreign", "status"):
        setattr(t.stats, name, getattr(t.stats, name) + new[name])
    t.poisoned |= bool(stats[fastpath.XFER_STATS.index("poisoned")])
    t.srtt, t.rttvar = float(rtt[0]), float(rtt[1])


def _raise(t: TransferState, outcome: fastpath.Outcome, stats: npt.NDArray[np.int64]) -> None:
    got = dict(zip(fastpath.XFER_STATS, stats.tolist(), strict=True))
    if outcome == fastpath.Outcome.TIMEOUT:
        t._raise_timeout(int(got["slot"]), time.monotonic())
    if outcome == fastpath.Outcome.REFUSED:
        raise AggregationRefused(
            t.cfg.job_id,
            t.cfg.rank,
            int(got["word0"]),
            int(got["word1"]),
            f"its packet for slot {got['slot']} (seq {got['seq']})",
        )
    if outcome == fastpath.Outcome.OSERROR:
        raise OSError(got["errno"], os.strerror(got["errno"]))
    raise MemoryError("the native transfer loop ran out of memory")
