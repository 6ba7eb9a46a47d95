"""The public entry point: a worker's handle on one aggregation job."""

from __future__ import annotations

import contextlib
import secrets
import socket
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from typing import Protocol, TypeVar

import numpy as np
import numpy.typing as npt

from p4rproto import agreement
from p4rproto.agreement import CallDescriptor, Collective, ReduceOp, dtype_code
from p4rproto.counters import Counter
from p4rproto.netio import BatchSocket, open_udp
from p4rproto.wire import (
    MAGIC,
    NO_SESSION,
    PROTOCOL_VERSION,
    Flag,
    MsgType,
    packet_dtype,
    packet_len,
)

from . import quantize
from .agreement import (
    CallMismatch,
    CallSequence,
    Round,
    Withdrawn,
    WithdrawnCallError,
    exchange,
)
from .config import JobConfig
from .congestion import CongestionWindow
from .engine import Transfer
from .errors import (
    AggregationRefused,
    AggregationTimeout,
    HostlibError,
    JobLost,
    JobMismatch,
    PeerInputError,
    RunReplaced,
)
from .session import Membership, join
from .transfer import JobStats, RawResult, SlotState

T = TypeVar("T")


class ServiceLink(Protocol):
    """What a job needs of its controller-service membership (``hostlib.service``)."""

    lost: str | None

    def check(self) -> bool: ...

    def rejoin(self) -> JobConfig: ...


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
        self._control = np.zeros(1, dtype=packet_dtype(config.elems_per_packet))
        self._slots = SlotState(0)
        self._calls = CallSequence()
        #: the controller service's membership, when the job came from the service
        self._service: ServiceLink | None = None
        self._service_timeout: float | None = None
        self._lost: str | None = None  # the service dropped the job: join it again
        self._stale_session = False  # the switch refused the session: rejoin first
        #: ``config`` with ``slots`` the data slots (the pool's last slot is the control slot)
        self._data_config = config
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
        self._calls.restart(member.session)  # a new session's rounds start at 0
        if self.membership is not None:  # a rejoin: the same slots, another session
            self.config = replace(self.config, session=member.session)
            self._data_config = replace(self._data_config, session=member.session)
            self._send["session"] = member.session
            self._control["session"] = member.session
            self.membership = member
            return member
        if member.slot_count < 2:
            raise JobMismatch(
                "slots",
                f"job {self.config.job_id}'s slot pool on the switch has {member.slot_count} "
                "slot; a job needs 2 or more (one agrees on each call, the others carry data)",
            )
        if member.elems_per_packet < agreement.MIN_WORDS:
            raise JobMismatch(
                "elems_per_packet",
                f"the switch aggregates {member.elems_per_packet} words per packet; call "
                f"agreement needs {agreement.MIN_WORDS} or more",
            )
        config = replace(
            self.config, session=member.session, slots=self.config.slots or member.slot_count
        )
        # The pool's last slot is the control slot; the data use the others.
        data = replace(config, slots=min(config.slots, member.slot_count - 1))
        # One preallocated packet per slot: what is in flight there, ready to resend.
        send = np.zeros(data.slots, dtype=packet_dtype(config.elems_per_packet))
        for rows in (send, self._control):
            rows["magic"] = MAGIC
            rows["version"] = PROTOCOL_VERSION
            rows["msg_type"] = MsgType.CONTRIB
            rows["job_id"] = config.job_id
            rows["rank"] = config.rank
            rows["session"] = config.session
            rows["elem_count"] = config.elems_per_packet
        send["slot"] = np.arange(data.slots)
        self._control["slot"] = member.slot_count - 1
        window = None
        if config.congestion_control:
            start = config.initial_window or data.slots
            window = CongestionWindow(float(min(start, data.slots)))
        self.config, self._data_config, self._send = config, data, send
        self._slots = SlotState(data.slots, window)
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
        until ``config.timeout`` has passed.  Raises what :meth:`join` raises.  A call
        that the switch refused ``rejected_session`` makes the next call rejoin by itself.
        """
        with self._lock:
            return self._rejoin()

    def _rejoin(self) -> Membership:
        self._stale_session = False
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
        self,
        x: npt.ArrayLike,
        on_progress: Callable[[int], None] | None = None,
        *,
        out: npt.NDArray[np.generic] | None = None,
    ) -> npt.NDArray[np.generic]:
        """The element-wise sum of ``x`` over all workers, in ``x``'s dtype and shape.

        float32/float16/bfloat16 are quantized (see :mod:`hostlib.quantize` for the
        error bound); int32 and int64 within int32 range are exact.  Every call is first
        agreed by all ranks through the switch (``docs/protocol.md``, "Call agreement"):
        :class:`~hostlib.agreement.CallMismatch` when the ranks' calls differ (dtype,
        length, window), on every rank.  Raises
        :class:`~hostlib.errors.AggregationTimeout` when the switch stops completing
        slots, :class:`~hostlib.errors.AggregationRefused` when it refuses the packets,
        :class:`~hostlib.quantize.NonFiniteError` for NaN/Inf input, ``TypeError`` for a
        dtype it cannot carry (the call still takes part in the agreement, so that the
        job stays in step) and :class:`~hostlib.errors.PeerInputError` when another
        rank's input was refused.  ``on_progress(n)`` is called as results for ``n``
        more packets arrive.

        ``out``: a writable, C-contiguous array of ``x``'s size that receives the sum and
        is returned (reshaped to ``x``'s shape): float32 for float input, int32 for
        integers.  A caller that reuses it across calls saves what a new result costs
        the first time it is written (the kernel zeroes every page: as much again as
        dequantizing, ``docs/performance.md``).  It must not overlap ``x``: a call that
        fails part-way leaves ``out`` partly written, and ``x`` must stay whole for a
        retry.  A bad ``out`` raises ``ValueError`` on this rank and
        :class:`~hostlib.errors.PeerInputError` on the others.
        """
        arr = np.asarray(x)
        with self._lock:
            result = self._call(arr, on_progress, Transfer.run, out)
        if out is not None:
            return result.reshape(arr.shape)
        if result.dtype != arr.dtype:
            result = result.astype(arr.dtype)
        return result.reshape(arr.shape)

    def all_reduce_raw(
        self, x: npt.ArrayLike, on_progress: Callable[[int], None] | None = None
    ) -> RawResult:
        """Like :meth:`all_reduce`, but return the switch's integer sums undecoded."""
        with self._lock:
            return self._call(np.asarray(x), on_progress, Transfer.run_raw, None)

    def attach_service(self, service: ServiceLink, timeout: float | None = None) -> None:
        """The job came from the controller service through ``service`` (``open_job``):
        when the switch stops answering because the service dropped the job, calls raise
        :class:`~hostlib.errors.JobLost`, and the next one joins it again there
        (``timeout``: this job's ``JobConfig.timeout`` over the service's)."""
        self._service, self._service_timeout = service, timeout

    def reopen(self) -> None:
        """Join the job again through the controller service, after it dropped it: waits
        for every rank (the service forms the job again), then takes its new job id,
        session and slots (counted in ``stats.rejoins``)."""
        if self._service is None:
            raise HostlibError("this job did not come from the controller service")
        config = self._service.rejoin()
        if self._service_timeout is not None:
            config = replace(config, timeout=self._service_timeout)
        self._sock.sock.connect((config.switch.ip, config.switch.port))
        self.config = self._data_config = config
        self.membership = None
        self._calls = CallSequence()
        self._lost = None
        self.stats.rejoins += 1

    def mark_lost(self, reason: str) -> None:
        """Join the job again through the service before the next call (the ranks agreed
        on it: the PyTorch integration, when some rank found the job dropped)."""
        if self._service is not None:
            self._lost = reason

    def _lost_job(self, exc: AggregationTimeout) -> JobLost | None:
        """A switch that does not answer at all: the service dropped the job?"""
        if self._service is None or exc.missing is not None:
            return None
        try:
            held = self._service.check()
        except RunReplaced:
            raise  # another run of the job replaced this one: it ends here
        except HostlibError:
            return None  # the service cannot say: a plain timeout
        if held:
            return None
        self._lost = self._service.lost or "the controller service dropped the job"
        return JobLost(self.config.job_id, self._lost)

    def _call(
        self,
        arr: npt.NDArray[np.generic],
        on_progress: Callable[[int], None] | None,
        run: Callable[[Transfer], T],
        out: npt.NDArray[np.generic] | None,
    ) -> T:
        """One call: prepare the data, agree on the call with the other ranks, then run
        the data rounds (``run``) in the agreed call's block of sequence numbers, the
        result into ``out`` where given.  Under the controller service a job it dropped
        is joined again first."""
        if self._lost is not None:
            self.reopen()
        if self._stale_session:
            self._rejoin()
        try:
            return self._agreed_call(arr, on_progress, run, out)
        except AggregationTimeout as exc:
            lost = self._lost_job(exc)
            if lost is not None:
                raise lost from exc
            raise
        except AggregationRefused as exc:
            # The switch restarted or the job got a new session: every rank's packets are
            # refused so; the next call joins the current session first.
            self._stale_session = exc.reason == Counter.REJECTED_SESSION
            raise

    def _agreed_call(
        self,
        arr: npt.NDArray[np.generic],
        on_progress: Callable[[int], None] | None,
        run: Callable[[Transfer], T],
        out: npt.NDArray[np.generic] | None,
    ) -> T:
        member = self._join()
        calls = self._calls
        desc = CallDescriptor(
            Collective.ALL_REDUCE,
            ReduceOp.SUM,
            dtype_code(arr.dtype.name),
            arr.size,
            self._data_config.slots,
        )
        transfer: Transfer | None = None
        error: Exception | None = None
        try:
            quantize.check_dtype(arr.dtype)
            flat = np.ascontiguousarray(arr).reshape(-1)
            transfer = self._transfer(flat, on_progress, _result_buffer(flat, out))
            error = transfer.refused
        except (TypeError, ValueError) as exc:
            error = exc  # refused here (dtype, out): still take part, so all fail together
        if calls.withdrawn is not None:
            done = self._answer_withdrawn(desc, error, transfer, run)
            if done:
                return done[0]
        one_level = member.local_workers == 0
        words = agreement.encode(
            desc,
            self.config.elems_per_packet,
            refused=error is not None,
            rank=self.config.rank if one_level else None,
        )
        at = calls.round
        try:
            got = self._exchange(words, at)
        except AggregationTimeout:
            # Withdrawn: the contribution stays in the round; answer for it later.
            calls.withdrawn = Withdrawn(at, desc, words)
            raise
        verdict = self._verdict(got.sums, at)
        if not verdict.agreed:
            raise CallMismatch(self.config.job_id, self.config.rank, desc, verdict)
        if verdict.refusals:
            if error is not None:
                raise error
            raise PeerInputError(self.config.job_id, self.config.rank)
        assert transfer is not None  # no rank refused, this one included
        return self._run_block(transfer, at, run)

    def _exchange(self, words: npt.NDArray[np.int32], at: int) -> Round:
        self._control["payload"][0] = words
        local = self.membership.local_workers if self.membership else 0
        return exchange(self.config, self._sock, self._control, at, self.stats, local)

    def _verdict(self, sums: npt.NDArray[np.int32], at: int) -> agreement.Verdict:
        """Decode round ``at``; the next call agrees in the next round unless the call runs."""
        self._calls.round = at + 1
        return agreement.decode(sums, self.config.num_workers)

    def _run_block(self, transfer: Transfer, at: int, run: Callable[[Transfer], T]) -> T:
        """Run an agreed call's data rounds in the block of control round ``at``."""
        self._calls.round = at + agreement.span(_rounds(transfer))  # finished or not
        transfer.state.uses[: transfer.width] = agreement.block_base(at)
        result = run(transfer)
        self.stats.all_reduces += 1
        self.stats.elements += transfer.length
        return result

    def _answer_withdrawn(
        self,
        desc: CallDescriptor,
        error: Exception | None,
        transfer: Transfer | None,
        run: Callable[[Transfer], T],
    ) -> tuple[T] | tuple[()]:
        """This worker withdrew an earlier call whose agreement round still holds its
        contribution: wait for that round (the other ranks' late arrival).  If they agreed
        on that call, they run it: this worker runs it too when this call is the same
        call (a retry), else, if the round completed while it waited (the others are in
        that call now), with void data, so that their call fails at once as a whole
        instead of waiting for it.  Returns ``(result,)`` when this call ran, ``()`` when
        it still needs a round of its own."""
        calls = self._calls
        w = calls.withdrawn
        assert w is not None
        got = self._exchange(w.words, w.round)  # a timeout keeps the call withdrawn
        calls.withdrawn = None
        verdict = self._verdict(got.sums, w.round)
        if not verdict.agreed or verdict.refusals:
            return ()  # the others raised; no data rounds
        if transfer is not None and error is None and desc == w.descriptor:
            return (self._run_block(transfer, w.round, run),)
        void = self._void(w.descriptor)
        self._calls.round = w.round + agreement.span(_rounds(void))
        if got.waited:
            # Bounded: the others are in that call now, and progress within round trips.
            void.cfg = replace(void.cfg, timeout=min(void.cfg.timeout, 4 * void.cfg.max_rto))
            with contextlib.suppress(HostlibError, OSError):  # its own marker, or a timeout
                self._run_block(void, w.round, Transfer.run)
        return ()

    def _void(self, desc: CallDescriptor) -> Transfer:
        """A transfer of the agreed call ``desc`` with void data: zeros flagged POISON,
        which every other rank receives as :class:`PeerInputError`."""
        is_float = desc.dtype in agreement.FLOAT_DTYPE_CODES
        zeros = np.zeros(desc.length, dtype=np.float32 if is_float else np.int32)
        void = self._transfer(zeros, None)
        void.flags = int(Flag.POISON)
        void.refused = WithdrawnCallError(self.config.job_id, self.config.rank)
        return void

    def _transfer(
        self,
        flat: npt.NDArray[np.generic],
        on_progress: Callable[[int], None] | None,
        out: npt.NDArray[np.generic] | None = None,
    ) -> Transfer:
        member = self._join()
        return Transfer(
            self._data_config,
            self._sock,
            self._send,
            self._slots,
            self.stats,
            flat,
            on_progress,
            member.local_workers,
            out,
        )

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


def _result_buffer(
    flat: npt.NDArray[np.generic], out: npt.NDArray[np.generic] | None
) -> npt.NDArray[np.generic] | None:
    """``out`` as the 1-D result array of ``flat``'s call, or ``ValueError`` saying why
    it cannot be."""
    if out is None:
        return None
    want = np.float32 if flat.dtype in quantize.FLOAT_DTYPES else np.int32
    if not isinstance(out, np.ndarray):
        raise ValueError(f"out must be a numpy array, not {type(out).__name__}")
    if out.dtype != want or out.size != flat.size:
        raise ValueError(
            f"out must hold {flat.size} {np.dtype(want).name} for {flat.dtype.name} input; "
            f"it holds {out.size} {out.dtype.name}"
        )
    if not (out.flags.c_contiguous and out.flags.writeable):
        raise ValueError("out must be C-contiguous and writable")
    if np.shares_memory(out, flat):
        raise ValueError("out overlaps the input: a call that fails part-way would spoil it")
    return out.reshape(-1)


def _rounds(transfer: Transfer) -> int:
    """The most data rounds the transfer runs on one slot."""
    return int(transfer.total.max()) if len(transfer.total) else 0
