"""The public entry point: a worker's handle on one aggregation job."""

from __future__ import annotations

import secrets
import socket
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace

import numpy as np
import numpy.typing as npt

from p4rproto.counters import Counter
from p4rproto.netio import BatchSocket, open_udp
from p4rproto.wire import (
    MAGIC,
    NO_SESSION,
    PROTOCOL_VERSION,
    MsgType,
    packet_dtype,
    packet_len,
)

from . import quantize
from .config import JobConfig
from .congestion import CongestionWindow
from .engine import Transfer
from .errors import AggregationRefused
from .session import Membership, join
from .transfer import JobStats, RawResult, SlotState

#: Seconds between JOINs to a locked job (its session start under way), doubling up to
#: the second figure, until the job's timeout.
_LOCKED_RETRY, _LOCKED_RETRY_MAX = 0.05, 0.5


class AggregationJob:
    """All-reduce (sum) arrays with the other workers of a job, through the switch.

    One instance per worker process and job; several jobs may live in one process.
    Calls run one at a time, in the order issued (the async form queues them).

    >>> job = AggregationJob(cfg)              # doctest: +SKIP
    >>> total = job.all_reduce(gradient)       # doctest: +SKIP
    """

    def __init__(self, config: JobConfig, sock: socket.socket | None = None) -> None:
        """Bind ``config.local`` (``config.local.port`` 0: an ephemeral port, recorded in
        :attr:`config`), or adopt ``sock``, bound there already.  The job's session is
        joined by :meth:`join`, or by the first all-reduce."""
        sock = sock if sock is not None else open_udp(config.local)
        sock.connect((config.switch.ip, config.switch.port))
        self._sock = BatchSocket(
            sock,
            batch=config.batch,
            stride=packet_len(config.elems_per_packet) + 1,
            offload=config.offload,
        )
        if config.local.port == 0:  # bound to an ephemeral port: record which
            config = replace(config, local=replace(config.local, port=sock.getsockname()[1]))
        self.config = config
        #: What the switch said of the job at JOIN: session, K, slot pool, worker count.
        self.membership: Membership | None = None
        #: The nonce of this worker's JOINs: one per job, so that a rejoin of the session
        #: it is in already is answered as a resent JOIN (not refused rejected_rejoin).
        self._nonce = secrets.randbits(32) | 1
        self._send = np.zeros(0, dtype=packet_dtype(config.elems_per_packet))
        self._slots = SlotState(0)
        self.stats = JobStats()
        self._lock = threading.Lock()
        self._executor: ThreadPoolExecutor | None = None
        self._on_close: list[Callable[[], None]] = []

    def join(self) -> Membership:
        """Join the job's current session on the switch (once; later calls return the
        same membership).  Raises :class:`~hostlib.errors.AggregationRefused` (e.g. the
        session was used by an earlier run), :class:`~hostlib.errors.JoinTimeout` or
        :class:`~hostlib.errors.JobMismatch` (K, pool or world size differ)."""
        with self._lock:
            return self._join()

    def _join(self) -> Membership:
        if self.membership is not None:
            return self.membership
        return self._adopt(join(self.config, self._sock, self._nonce, stats=self.stats))

    def _adopt(self, member: Membership) -> Membership:
        """Take part in the session ``member`` describes (set up at the first join)."""
        if self.membership is not None:  # a rejoin: the same slots, another session
            self.config = replace(self.config, session=member.session)
            self._send["session"] = member.session
            self.membership = member
            return member
        config = replace(
            self.config, session=member.session, slots=self.config.slots or member.slot_count
        )
        # One preallocated packet per slot: what is in flight there, ready to resend.
        send = np.zeros(config.slots, dtype=packet_dtype(config.elems_per_packet))
        send["magic"] = MAGIC
        send["version"] = PROTOCOL_VERSION
        send["msg_type"] = MsgType.CONTRIB
        send["job_id"] = config.job_id
        send["rank"] = config.rank
        send["session"] = config.session
        send["slot"] = np.arange(config.slots)
        send["elem_count"] = config.elems_per_packet
        window = None
        if config.congestion_control:
            start = config.initial_window or config.slots
            window = CongestionWindow(float(min(start, config.slots)))
        self.config, self._send = config, send
        self._slots = SlotState(config.slots, window)
        self.membership = member
        return member

    def rejoin(self) -> Membership:
        """Join the job's current session again, after the switch refused this worker's
        (``rejected_session``: the switch restarted, or the job got a new session).

        Sends JOIN with session 0 and this job's join nonce: a switch still in the session
        this worker joined answers it again (as it answers a lost JOIN_ACK's resend), one
        with a new session hands that out, which every later packet then carries.  The
        slots' round counters go on as they are (the same on every rank; a new session's
        slots are clear).  While the job is locked (a session start is under way: the
        JOIN is refused ``rejected_session``) the JOIN is retried, at growing intervals,
        until ``config.timeout`` has passed.  Raises what :meth:`join` raises.
        """
        with self._lock:
            deadline = time.monotonic() + self.config.timeout
            pause = _LOCKED_RETRY
            while True:
                left = max(deadline - time.monotonic(), 1e-3)
                try:
                    member = join(
                        replace(self.config, session=NO_SESSION, timeout=left),
                        self._sock,
                        self._nonce,
                        stats=self.stats,
                    )
                    break
                except AggregationRefused as exc:
                    locked = exc.reason == Counter.REJECTED_SESSION
                    if not locked or time.monotonic() + pause > deadline:
                        raise
                time.sleep(pause)
                pause = min(2 * pause, _LOCKED_RETRY_MAX)
            return self._adopt(member)

    def all_reduce(
        self, x: npt.ArrayLike, on_progress: Callable[[int], None] | None = None
    ) -> npt.NDArray[np.generic]:
        """The element-wise sum of ``x`` over all workers, in ``x``'s dtype and shape.

        float32/float16/bfloat16 are quantized (see :mod:`hostlib.quantize` for the
        error bound); int32 and int64 within int32 range are exact.  Raises
        :class:`~hostlib.errors.AggregationTimeout` when the switch stops completing
        slots, :class:`~hostlib.errors.AggregationRefused` when it refuses the packets,
        :class:`~hostlib.quantize.NonFiniteError` for NaN/Inf input (the call still takes
        part, with zeros, so that the job stays in step) and
        :class:`~hostlib.errors.PeerInputError` when another rank's input was refused.
        ``on_progress(n)`` is called as results for ``n`` more packets arrive.
        """
        arr = np.asarray(x)
        with self._lock:
            transfer = self._transfer(arr, on_progress)
            result = transfer.run()
            self._done(transfer)
        if result.dtype != arr.dtype:
            result = result.astype(arr.dtype)
        return result.reshape(arr.shape)

    def all_reduce_raw(
        self, x: npt.ArrayLike, on_progress: Callable[[int], None] | None = None
    ) -> RawResult:
        """Like :meth:`all_reduce`, but return the switch's integer sums undecoded."""
        with self._lock:
            transfer = self._transfer(np.asarray(x), on_progress)
            raw = transfer.run_raw()
            self._done(transfer)
        return raw

    def _transfer(
        self, arr: npt.NDArray[np.generic], on_progress: Callable[[int], None] | None
    ) -> Transfer:
        quantize.check_dtype(arr.dtype)
        member = self._join()
        flat = np.ascontiguousarray(arr).reshape(-1)
        return Transfer(
            self.config,
            self._sock,
            self._send,
            self._slots,
            self.stats,
            flat,
            on_progress,
            member.local_workers,
        )

    def _done(self, transfer: Transfer) -> None:
        self.stats.all_reduces += 1
        self.stats.elements += transfer.length

    def all_reduce_async(self, x: npt.ArrayLike) -> Future[npt.NDArray[np.generic]]:
        """Queue an all-reduce; the future resolves to what :meth:`all_reduce` returns."""
        if self._executor is None:
            self._executor = ThreadPoolExecutor(
                1, thread_name_prefix=f"p4r-job{self.config.job_id}"
            )
        return self._executor.submit(self.all_reduce, x)

    def on_close(self, fn: Callable[[], None]) -> None:
        """Call ``fn`` when the job closes (e.g. leave the controller service's job)."""
        self._on_close.append(fn)

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=True)
        self._sock.close()
        for fn in self._on_close:
            fn()
        self._on_close.clear()

    def __enter__(self) -> AggregationJob:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
