"""The engine of the PyTorch integration: every collective in issue order, each agreed
once, all-reduces through the switch, Gloo as net.

Both the ``p4reduce`` process group and the DDP comm hook hand their operations to a
:class:`SwitchReducer`.  It owns the worker's :class:`~hostlib.AggregationJob` and an
internal Gloo group, and runs every operation on one thread of its own, in the order
issued, numbering them (every rank issues the same operations in the same order).

**One agreement per call.**  A switch all-reduce is agreed in the switch's own
agreement round, which carries the call's number and its description (collective, op,
dtype, elements, the tensor list, the route): the host library's ``all_reduce``; a
small one rides in that round and costs one round trip.  A collective that Gloo serves
is agreed in the same round (``AggregationJob.agree``: one packet per rank), then run on
Gloo.  Nothing else crosses Gloo while every call succeeds.  Without a switch in use
(no job, or a cool-down) the agreement is one Gloo round instead (:mod:`.agreement`).

One all-reduce, with ``fallback="gloo"``:

1. the tensors become one flat buffer (no copy for a single contiguous float32, int32 or
   int64 tensor; float16 and bfloat16 are widened to float32, as the switch path would
   anyway, so that an average is rounded to the output dtype only once); a small one
   of a lone contiguous CPU tensor skips even that, on the issuing thread, its
   description made once per kind of call (:meth:`SwitchReducer._plain_call`);
2. the switch sums the buffer into a new array, leaving the buffer untouched;
3. on success (every rank agreed, every result arrived) the sum, divided by the world
   size for AVG, is copied into the tensors.  A verdict every rank read in the agreement
   round raises on every rank: calls that differ (``CallMismatch``), a rank that refused
   the call (its own error, ``PeerRefusedError`` elsewhere);
4. any other failure on a rank (a timeout, input the switch cannot carry, a saturated
   sum, a lost session, void data from a rank that gave the call up) sends that rank to
   the **recovery round** (:func:`.agreement.recover`), one Gloo round that every rank
   whose call failed joins, and a rank whose call succeeded joins at its next switch
   call, which cannot complete without the others.  The ranks' reports decide, the same
   on every rank: redo the call through Gloo on the untouched buffer (logging a warning
   and counting a fallback; after a switch failure the next ``retry_after`` switchable
   all-reduces go straight to Gloo, and the cool-down doubles while retries keep
   failing; input the switch cannot carry costs only that call); or, when the switch
   refused some rank's *session* (it restarted, or the job got a new session), every
   rank rejoins the switch's current session (:meth:`~hostlib.AggregationJob.rejoin`)
   and the call is redone through the switch (once); or raise, when the switch refused
   some rank's job as configured (a NACK: wrong K, job, rank order; a JOIN that found
   another pool or world size): Gloo would hide a misconfiguration.  The jobs continue
   in step (``AggregationJob.resync``).

With ``fallback="fail"`` there is no recovery round: a switch error is raised on the
rank that saw it, and the other ranks raise :class:`~hostlib.AggregationTimeout` within
the job's timeout (their slots stop completing), or the error of the agreement round.

CUDA tensors take the same way with one difference at step 2: the flat buffer (on the
GPU, float16/bfloat16 widened there) is staged through pinned host memory in chunks of
``staging_chunk`` elements that overlap with the network (:mod:`.staging`), and each
chunk is one switch call with steps 2 to 4 of its own; the average is divided on the GPU.
A chunk that raises leaves the whole buffer as it was.  The operation runs on the CUDA
streams current where it was issued (:class:`.devices.CallerStreams`), so its future is
done only once those streams wait for the result; nothing synchronizes the device.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from functools import partial
from typing import Any, Generic, TypeVar

import numpy as np
import numpy.typing as npt
import torch
import torch.distributed as dist

from p4rproto.agreement import Collective, Dtype, ReduceOp, Wire
from p4rproto.counters import Counter

from .. import flightrecord
from ..agreement import CallMismatch
from ..callrecord import CallRecord
from ..errors import (
    AggregationOverflow,
    AggregationRefused,
    BroadcastRootError,
    ConfigError,
    HostlibError,
    JobLost,
    PeerInputError,
    PeerRefusedError,
    RunReplaced,
)
from ..job import AggregationJob
from ..quantize import NonFiniteError
from .agreement import Failure, PeerLostError, agree_on_gloo, recover
from .broadcast import CarriedBroadcast
from .buffers import (
    by_device_and_dtype,
    check_average,
    check_writable,
    divide,
    first_error,
    flat_buffer,
    unflatten_into,
    work_dtype,
    write_result,
)
from .calls import TorchCall, detail, dtype_code, op_code
from .devices import CallerStreams, switch_route
from .feedback import ErrorFeedback, storage_key
from .futures import Outcome, settle, unwrapped
from .groups import AllReduceGroup, ReduceOpLike, allreduce_options
from .inplace import complete_on_gloo
from .ordered import OrderedRunner, Task
from .service_job import join_service, service_job_name
from .settings import Fallback, TorchSwitchSettings
from .staging import DEFAULT_CHUNK, StagingPool, staged_all_reduce

log = logging.getLogger(__name__)
T = TypeVar("T")

#: What a failed switch call raises: the host library's errors (timeout, overflow, bad
#: configuration), input it cannot carry (NaN/Inf, int64 beyond int32), socket errors.
SWITCH_ERRORS: tuple[type[Exception], ...] = (HostlibError, NonFiniteError, OverflowError, OSError)


@dataclass(frozen=True)
class ReducerCounters:
    """What a reducer did so far (a snapshot)."""

    switch: int = 0  #: all-reduces whose result came from the switch
    switch_elements: int = 0  #: elements those all-reduces carried
    fallbacks: int = 0  #: switch all-reduces that failed on some rank, redone through Gloo
    #: times every rank joined the switch's session again after it refused theirs (the
    #: switch restarted, or the job got a new session), then redid the call there
    rejoins: int = 0
    skipped: int = 0  #: switchable all-reduces sent straight to Gloo (no slots, or cool-down)
    #: broadcasts the switch carried in their agreement round (:mod:`.broadcast`)
    broadcasts: int = 0
    gloo: int = 0  #: other operations on Gloo: all-reduces the switch cannot do, collectives
    #: Gloo rounds the reducer made itself: agreements without a switch in use, recovery
    #: rounds after a failed switch call (none while every switch call succeeds)
    gloo_rounds: int = 0
    last_error: str = ""  #: why the last fallback happened, as logged


def _is_sum_or_avg(op: ReduceOpLike) -> bool:
    return bool(op == dist.ReduceOp.SUM or op == dist.ReduceOp.AVG)


class SwitchReducer:
    """All-reduce tensors through a switch job, in issue order, with a Gloo fallback.

    ``job`` is ``None`` for a job without switch slots (everything goes to Gloo).
    ``group`` is a Gloo group over the same ranks that nothing else uses from another
    thread while this reducer lives: the reducer's thread issues operations on it.
    CUDA tensors are staged through host memory in chunks of ``staging_chunk`` elements
    (:mod:`.staging`), each chunk one switch call.
    """

    def __init__(
        self,
        job: AggregationJob | None,
        group: AllReduceGroup,
        *,
        fallback: Fallback = "gloo",
        retry_after: int = 16,
        staging_chunk: int = DEFAULT_CHUNK,
        error_feedback: bool = False,
    ) -> None:
        if job is None and fallback != "gloo":
            raise ValueError("a reducer without a switch job needs fallback='gloo'")
        self.staging_chunk = staging_chunk
        #: the host buffers of CUDA buckets, reused by every call (on the reducer's thread)
        self._staging = StagingPool()
        self._job = job
        self._group = group
        self._rank = group.rank()
        self._size = group.size()
        self._fallback = fallback
        self._retry_after = retry_after
        # Touched by the reducer's thread only, and only after an agreement round, so
        # they are the same on every rank: all-reduces left to send straight to Gloo,
        # and the next cool-down's length (doubles while retries fail).
        self._skip = 0
        self._cooldown = retry_after
        #: every rank rejoins the switch's session before the next call, a decision of the
        #: ranks together (a Gloo round), where the job's standing is one rank's
        #: (hostlib/standing.py)
        self._rejoin_pending = False
        self._seq = 0  #: operations issued on the reducer's thread (the same on every rank)
        #: where the switch writes its sums: reused by every call (a new array's pages cost
        #: as much again as the call's dequantizing, docs/performance.md)
        self._results = _ResultBuffers()
        #: the switch calls of plain small all-reduces, by kind (:meth:`_plain_call`)
        self._plain_calls: dict[tuple[object, ...], _SwitchCall | None] = {}
        self._broken: BaseException | None = None  #: why the group cannot go on
        #: the rounding error owed to each buffer's next call (narrow lanes); keyed by
        #: the tensors' memory for every call where ``error_feedback``, else only for
        #: calls that give a key (the DDP hook's buckets)
        self._feedback = ErrorFeedback()
        self._feedback_all = error_feedback
        #: what :attr:`counters` reads (the reducer's thread updates it, under the lock)
        self._tally = asdict(ReducerCounters())
        self._tally_lock = threading.Lock()
        self._runner = OrderedRunner("p4reduce")
        #: the job's name at the controller service (None: no service)
        self.service_job_name: str | None = None
        #: the last operations, one per collective (:mod:`hostlib.flightrecord` dumps them
        #: with the job's switch calls)
        self.op_record = CallRecord()
        self._fr_group: tuple[str, str, tuple[int, ...], int] | None = None
        if job is not None:
            job.call_record.adopted = True  # dumped with this group's operations
        flightrecord.register(self)
        if job is None:
            log.warning("p4reduce: the job has no switch slots; every all-reduce goes to Gloo")

    @classmethod
    def from_settings(
        cls, settings: TorchSwitchSettings, group: AllReduceGroup, job_suffix: str = ""
    ) -> SwitchReducer:
        """Open this rank's switch job (rank and world size from ``group``): through the
        controller service when the settings name one, else as the settings describe it.
        ``job_suffix`` tells this job's name at the service from the run's other groups'
        (the DDP hook beside the backend: ``/hook-GROUP``)."""
        name = None
        if settings.controller is not None:
            name = service_job_name(settings, group) + job_suffix
            job = join_service(settings, group, name)
        elif settings.slot_pool > 0:
            config = settings.job_config(group.rank(), group.size())
            try:
                job = AggregationJob(config)
            except OSError as exc:
                raise OSError(
                    exc.errno,
                    f"p4reduce: cannot bind {config.local} for rank {config.rank} "
                    f"(another p4reduce group or process on it?): {exc.strerror}",
                ) from exc
        else:
            job = None
        reducer = cls(
            job,
            group,
            fallback=settings.fallback,
            retry_after=settings.retry_after,
            staging_chunk=settings.staging_chunk,
            error_feedback=settings.error_feedback,
        )
        reducer.service_job_name = name
        return reducer

    # -- public ----------------------------------------------------------------------------
    @property
    def counters(self) -> ReducerCounters:
        with self._tally_lock:
            return ReducerCounters(**self._tally)

    @property
    def job(self) -> AggregationJob | None:
        """The switch job (its ``stats`` count packets and retransmissions), if any."""
        return self._job

    @property
    def staging_chunk(self) -> int:
        """Elements per chunk of a CUDA bucket staged through host memory (every rank
        must use the same: each chunk is one switch call)."""
        return self._staging_chunk

    @staging_chunk.setter
    def staging_chunk(self, chunk: int) -> None:
        if chunk < 1:
            raise ValueError(f"the staging chunk must be 1 element or more, got {chunk}")
        self._staging_chunk = chunk

    @property
    def staging_pool(self) -> StagingPool:
        """The host buffers CUDA buckets are staged through (``allocations`` counts them)."""
        return self._staging

    @staticmethod
    def switchable(tensors: Sequence[torch.Tensor], op: ReduceOpLike) -> bool:
        """Whether the switch can do this all-reduce: SUM or AVG of dense tensors of the
        dtypes it supports, on the CPU or on CUDA devices (:func:`.devices.switch_route`)."""
        return _is_sum_or_avg(op) and all(
            switch_route(t.device.type, t.dtype, t.layout) is not None for t in tensors
        )

    def all_reduce(
        self, tensors: Sequence[torch.Tensor], op: ReduceOpLike = dist.ReduceOp.SUM
    ) -> torch.futures.Future[list[torch.Tensor]]:
        """Reduce ``tensors`` in place over the ranks; the future resolves to them.

        SUM and AVG of the :data:`SWITCH_DTYPES` go through the switch (AVG divides the
        sum by the world size; AVG of integers or bools raises torch's RuntimeError on
        every rank, as Gloo's does, the tensors untouched); other ops and dtypes through
        Gloo.  Several tensors are reduced as one flat buffer per dtype.
        """
        return unwrapped(self.all_reduce_outcome(tensors, op))

    def all_reduce_outcome(
        self, tensors: Sequence[torch.Tensor], op: ReduceOpLike = dist.ReduceOp.SUM
    ) -> torch.futures.Future[Outcome[list[torch.Tensor]]]:
        """Like :meth:`all_reduce`, but the future holds the :class:`~.futures.Outcome`."""
        return self.all_reduce_issue(tensors, op).future

    def all_reduce_issue(
        self,
        tensors: Sequence[torch.Tensor],
        op: ReduceOpLike = dist.ReduceOp.SUM,
        *,
        replicas: bool = False,
        lazy: bool = False,
        feedback: Hashable | None = None,
    ) -> Issued[list[torch.Tensor]]:
        """Like :meth:`all_reduce_outcome`, with the queued task (see :meth:`issue`).
        ``replicas``: the tensors are replicas of one tensor, reduced together (the list
        and the ranks), each getting the result, as ``ProcessGroupGloo.allreduce`` takes a
        list; else each tensor is reduced over the ranks on its own.  ``feedback``: the
        key of the buffer whose rounding error on narrow lanes this call carries to the
        next call with the same key (:mod:`.feedback`; e.g. a DDP bucket's index)."""
        tensors = list(tensors)
        together = replicas and len(tensors) > 1 and _local_op(op) is not None

        def reduce(seq: int) -> list[torch.Tensor]:
            if not together:
                return self._all_reduce(seq, tensors, op, tensors, feedback)
            local = _local_op(op)
            assert local is not None
            with torch.no_grad():
                one = local(torch.stack([t.detach() for t in tensors]))
            self._all_reduce(seq, [one], op, tensors)
            for t in tensors:
                write_result(t, one)
            return tensors

        def run() -> list[torch.Tensor]:
            seq = self._next_op()
            with self._recorded(seq, Collective.ALL_REDUCE, op, *_described(tensors)):
                return reduce(seq)

        return self.issue(run, tensors, lazy=lazy)

    def all_reduce_now(
        self, tensors: list[torch.Tensor], op: ReduceOpLike
    ) -> Outcome[list[torch.Tensor]] | None:
        """The outcome of a small all-reduce of one CPU tensor, run at once on the calling
        thread where no operation is queued or running (the order is the same: it is the
        next); None where it must be issued (:meth:`all_reduce_issue`).  A small call
        that waits in the queue costs more than its round trip."""
        if len(tensors) != 1:
            return None
        return self.run_now(partial(self._all_reduce_now, tensors, op), tensors)

    def _all_reduce_now(self, tensors: list[torch.Tensor], op: ReduceOpLike) -> list[torch.Tensor]:
        seq = self._next_op()
        t = tensors[0]
        with self._recorded(seq, Collective.ALL_REDUCE, op, *_described(tensors)):
            call = self._plain_call(t, op)
            if call is None:
                return self._all_reduce(seq, tensors, op, tensors)
            total = self._sum(t.detach() if t.requires_grad else t, call)
            if op == dist.ReduceOp.AVG:
                divide(total, self._size)
            unflatten_into(total, tensors)
        return tensors

    def run_now(self, fn: Callable[[], T], tensors: Sequence[torch.Tensor]) -> Outcome[T] | None:
        """The outcome of ``fn``, an operation on small CPU ``tensors``, run at once on the
        calling thread where no operation is queued or running (the order is the same:
        it is the next); None where it must be issued (:meth:`issue`).  A small call that
        waits in the queue costs more than its round trip."""
        if not _runs_now(tensors) or not self._runner.claim():
            return None
        try:
            return Outcome(value=fn())
        except BaseException as exc:  # raised by whoever waits, as for a queued one
            return Outcome(error=exc)
        finally:
            self._runner.release()

    def _plain_call(self, t: torch.Tensor, op: ReduceOpLike) -> _SwitchCall | None:
        """How the switch call of an all-reduce of ``t`` alone describes itself, where
        :meth:`_all_reduce` would make just that call on ``t``'s own memory: a
        contiguous CPU tensor on the direct route, of a dtype the switch sums as it is,
        SUM or AVG, a switch job in use (None: the general path).  Made once per kind of
        call."""
        if (
            self._job is None
            or self._skip > 0
            or (self._feedback_all and self._job.config.wire != Wire.INT32)  # (keyed calls)
            or t.layout != torch.strided  # (a sparse CSR tensor has no is_contiguous)
            or not t.is_contiguous()
            or switch_route(t.device.type, t.dtype, t.layout) != "direct"
        ):
            return None
        key = (t.dtype, t.numel(), op)
        try:
            return self._plain_calls[key]
        except KeyError:
            pass
        call = None
        if t.dtype == work_dtype(t.dtype) and (
            op == dist.ReduceOp.SUM or (op == dist.ReduceOp.AVG and t.is_floating_point())
        ):  # (no widening copy; an integer AVG is refused on the general path)
            call = _SwitchCall(op_code(op), dtype_code(t.dtype), detail([t]))
        if len(self._plain_calls) >= _PLAIN_KINDS:
            self._plain_calls.clear()  # a loop's calls repeat a few kinds
        self._plain_calls[key] = call
        return call

    def _all_reduce(
        self,
        seq: int,
        tensors: list[torch.Tensor],
        op: ReduceOpLike,
        described: list[torch.Tensor],
        feedback: Hashable | None = None,
    ) -> list[torch.Tensor]:
        """All-reduce operation ``seq`` (agreed as a call over ``described``)."""
        switch = self.switchable(tensors, op)
        refused = first_error(check_writable, [t for t in described if t.layout == torch.strided])
        if refused is None and op == dist.ReduceOp.AVG:
            refused = first_error(check_average, described)
        on_switch = self._job is not None and self._skip == 0
        if switch and on_switch:
            return self._switch_all_reduce(tensors, op, refused, described, feedback)
        self._agree(seq, TorchCall.of(Collective.ALL_REDUCE, described, op), refused)
        if not switch:
            return self._gloo_all_reduce(tensors, op)
        self._skip = max(self._skip - 1, 0)  # no job, or a cool-down: Gloo takes it
        self._bump(skipped=1)
        return self._gloo_switchable(tensors, op)

    def gloo_collective(
        self,
        call: TorchCall,
        refused: BaseException | None,
        start: Callable[[], dist.Work | None] | None,
        carried: CarriedBroadcast | None = None,
    ) -> None:
        """On the reducer's thread: agree on ``call`` (in the switch's agreement round, or
        a Gloo round without a switch in use), then start and finish it on Gloo (``start``
        returns the work to wait for, or None when it waited itself).  ``start`` None:
        the agreement is the whole collective (a barrier: no rank's round ends before
        every rank's packet is in it, nor does a Gloo round).  ``carried``: a broadcast
        whose data may ride in the agreement round (:mod:`.broadcast`): where the switch
        carried them, Gloo does nothing."""
        seq = self._next_op()
        with self._recorded(seq, call.collective, call.op, call.dtype, call.length):
            if self._agree(seq, call, refused, carried):
                self._bump(broadcasts=1)
                return
            if start is not None:
                self._bump(gloo=1)
                work = start()
                if work is not None:
                    work.wait()

    # -- the record of operations (hostlib.flightrecord) -------------------------------------
    def name_group(self, name: str, desc: str, ranks: Sequence[int], rank: int) -> None:
        """How dumps name this group: its process group's name and description, its
        global ranks and this process's global rank (by default the job's name, and the
        group's ranks as global ranks: right for the default group)."""
        self._fr_group = (name, desc, tuple(ranks), rank)

    def flight_record(self) -> flightrecord.GroupDump:
        """This group's operations and its job's switch calls, for a dump."""
        job = self._job
        name, desc, ranks, rank = self._fr_group or (
            self.service_job_name
            or (f"p4reduce-job-{job.config.job_id}" if job is not None else "p4reduce"),
            "p4reduce group",
            tuple(range(self._size)),
            self._rank,
        )
        return flightrecord.GroupDump(
            rank=rank,
            name=name,
            desc=desc,
            ranks=ranks,
            entries=self.op_record.entries(),
            timeout_s=job.config.timeout if job is not None else 0.0,
            calls=job.call_record.entries() if job is not None else [],
            numbering="seq",
        )

    @contextmanager
    def _recorded(
        self, seq: int, collective: Collective, op: object, dtype: object, sizes: object
    ) -> Iterator[None]:
        """Record operation ``seq`` as started, then as completed or failed as the block
        ends; a failure dumps every rank's record where ``P4REDUCE_FR_DUMP_DIR`` asks for
        it.  ``dtype`` and ``sizes``: the tensors' (:func:`_described`), or a call's."""
        entry = self.op_record.begin(
            seq, collective, op, dtype, sizes, None, calls_from=self._job_calls()
        )
        try:
            yield
        except BaseException as exc:
            self.op_record.failed(entry, exc, self._job_calls())
            flightrecord.dump_on_failure()
            raise
        self.op_record.completed(entry, self._job_calls())

    def _job_calls(self) -> int:
        """Where the job's record of switch calls stands (an operation's made those from
        its start to its end)."""
        return self._job.call_record.next_id if self._job is not None else 0

    def _next_op(self) -> int:
        if self._broken is not None:
            raise self._broken
        self._seq += 1
        return self._seq

    def run(
        self, fn: Callable[[], T], tensors: Sequence[torch.Tensor] = ()
    ) -> torch.futures.Future[T]:
        """Run ``fn`` on the reducer's thread after everything issued before it; the
        future fails with a real error if ``fn`` raises (see :mod:`.futures`).

        ``fn`` runs on the CUDA streams that are current here, now, for the devices of
        ``tensors`` (:class:`.devices.CallerStreams`): device work it queues is ordered
        after what the caller queued before, and before what the caller queues after
        the future is done."""
        return unwrapped(self.run_outcome(fn, tensors))

    def run_outcome(
        self, fn: Callable[[], T], tensors: Sequence[torch.Tensor] = ()
    ) -> torch.futures.Future[Outcome[T]]:
        """Like :meth:`run`, but the future holds the :class:`~.futures.Outcome`."""
        return self.issue(fn, tensors).future

    def issue(
        self, fn: Callable[[], T], tensors: Sequence[torch.Tensor] = (), *, lazy: bool = False
    ) -> Issued[T]:
        """Like :meth:`run_outcome`, with the queued task: a caller that waits for the
        operation at once runs it on its own thread when it is next; ``lazy``: the
        reducer's thread is not woken for it (see :mod:`.ordered`)."""
        streams = CallerStreams.of(tensors)
        fut: torch.futures.Future[Outcome[T]] = torch.futures.Future()
        run = partial(settle, fut, streams.run, fn) if streams.streams else partial(settle, fut, fn)
        task = self._runner.submit(run, lazy=lazy)
        return Issued(fut, task, streams)

    def count_gloo(self) -> None:
        """Count one operation served by Gloo (called on the reducer's thread)."""
        self._bump(gloo=1)

    def close(self) -> None:
        """Finish what is queued, then close the switch job (the group stays open)."""
        flightrecord.unregister(self)
        self._runner.shutdown()
        if self._job is not None:
            self._job.close()

    # -- on the reducer's thread -------------------------------------------------------------
    def _bump(self, *, last_error: str | None = None, **deltas: int) -> None:
        tally = self._tally
        with self._tally_lock:
            for name, v in deltas.items():
                tally[name] += v
            if last_error is not None:
                tally["last_error"] = last_error

    def _gloo_all_reduce(self, tensors: list[torch.Tensor], op: ReduceOpLike) -> list[torch.Tensor]:
        """Reduce each tensor over the ranks through Gloo, one call per tensor: Gloo's
        ``allreduce`` takes a list as replicas of *one* tensor, which it would sum into
        each other."""
        self._bump(gloo=1)
        average = bool(op == dist.ReduceOp.AVG)  # Gloo has no AVG: sum, then divide
        opts = allreduce_options(dist.ReduceOp.SUM if average else op)
        for t in tensors:
            if t.layout != torch.strided:  # sparse: Gloo's sparse all-reduce sets t itself
                self._group.allreduce([t], opts).wait()
                if average:
                    divide(t, self._size)
                continue
            # Gloo reads and writes a tensor's storage as if it were contiguous (an expanded
            # float64 tensor crashes the process): it gets a contiguous copy, whose result
            # is then written back (or refused clearly, as the switch path does).
            w = t if t.is_contiguous() else t.contiguous()
            self._group.allreduce([w], opts).wait()
            if average:
                divide(w, self._size)
            if w is not t:
                write_result(t, w)
        return tensors

    def _agree(
        self,
        seq: int,
        call: TorchCall,
        refused: BaseException | None,
        carried: CarriedBroadcast | None = None,
    ) -> bool:
        """Every rank makes operation ``seq`` = ``call`` (routed to Gloo), or every rank
        raises: in the switch's agreement round where the switch is in use, else in a
        Gloo round.  A failed switch round recovers (as a failed all-reduce does), then
        agrees on Gloo.  True where the round carried ``carried``'s data too (the switch
        is in use and the tensor fits: the same on every rank)."""
        job = self._job
        if job is None or self._skip > 0:
            self._bump(gloo_rounds=1)
            agree_on_gloo(self._group, self._rank, self._size, seq, call, refused)
            return False
        error = refused if isinstance(refused, Exception) else None
        if refused is not None and error is None:
            raise refused
        try:
            if carried is not None and carried.fits(job):
                carried.run(job, call, error)
                return True
            job.agree(
                call.collective,
                dtype=call.dtype,
                op=call.op,
                length=call.length,
                detail=call.detail,
                refused=error,
            )
            return False
        except (CallMismatch, PeerRefusedError, BroadcastRootError):
            raise  # every rank read it in the same round
        except SWITCH_ERRORS as exc:
            if exc is error:
                raise
            # The switch is only this call's agreement channel: agree on Gloo instead,
            # under either fallback (no result of the switch is replaced).
            self._recover(job, exc)
            if self._fallback == "gloo":
                self._skip = max(self._skip, 1)  # the switch failed: Gloo, then retry it
        self._bump(gloo_rounds=1)
        agree_on_gloo(self._group, self._rank, self._size, seq, call, refused)
        return False

    def _switch_all_reduce(
        self,
        tensors: list[torch.Tensor],
        op: ReduceOpLike,
        refused: BaseException | None,
        described: list[torch.Tensor],
        feedback: Hashable | None = None,
    ) -> list[torch.Tensor]:
        average = bool(op == dist.ReduceOp.AVG)
        code = op_code(op)
        digest = detail(described)
        groups = (tensors,) if len(tensors) == 1 else by_device_and_dtype(tensors)
        for i, group in enumerate(groups):
            call = _SwitchCall(code, dtype_code(group[0].dtype), digest, refused)
            buf = flat_buffer(group)
            if switch_route(buf.device.type, buf.dtype, buf.layout) == "staged":
                total = self._staged_sum(buf, call)
            else:
                total = self._sum(buf, call, self._owed(group, buf, feedback, i))
            if average:
                divide(total, self._size)
            unflatten_into(total, group)
        return tensors

    def _owed(
        self, group: list[torch.Tensor], buf: torch.Tensor, key: Hashable | None, i: int
    ) -> npt.NDArray[np.float32] | None:
        """The rounding error owed to ``buf`` (group ``i`` of a call keyed ``key``), where
        its call goes on narrow lanes with error feedback; else None."""
        job = self._job
        if job is None or job.config.wire == Wire.INT32 or buf.dtype != torch.float32:
            return None
        if key is None:
            if not self._feedback_all:
                return None
            key = storage_key(group)
        return self._feedback.owed((key, i), buf.numel())

    def _staged_sum(self, buf: torch.Tensor, call: _SwitchCall) -> torch.Tensor:
        """Sum the 1-D device buffer ``buf`` in place through host memory: chunk by
        chunk, each one switch call (:meth:`_sum`, with its agreement and fallback), the
        copies overlapping the network (:mod:`.staging`).  All or nothing: if a chunk
        raises, ``buf`` keeps its values."""
        staged_all_reduce(
            buf, lambda chunk: self._sum(chunk, call), self._staging, self._staging_chunk
        )
        return buf

    def _sum(
        self,
        buf: torch.Tensor,
        call: _SwitchCall,
        owed: npt.NDArray[np.float32] | None = None,
    ) -> torch.Tensor:
        """The sum of the contiguous ``buf`` over the ranks (``call``: how it is described); ``buf``
        keeps its values unless the result comes from Gloo, which works in place, or is
        small (:data:`_IN_PLACE_MAX`), which the switch's sum is written into once the
        call has succeeded."""
        job = self._job
        assert job is not None
        if self._skip > 0:  # a cool-down began in an earlier chunk of this operation
            self._skip = max(self._skip - 1, 0)
            self._bump(skipped=1)
            return self._gloo_sum(buf)
        if self._fallback == "fail":
            total = self._switch_sum(job, buf, call, owed)  # a switch error raised as it is
        else:
            agreed = self._recovered_sum(job, buf, call, owed)
            if agreed is None:
                return self._gloo_sum(buf)
            if agreed is _COMPLETED_ON_GLOO:
                return buf
            total = agreed
        self._bump(switch=1, switch_elements=buf.numel())
        return total

    def _recovered_sum(
        self,
        job: AggregationJob,
        buf: torch.Tensor,
        call: _SwitchCall,
        owed: npt.NDArray[np.float32] | None = None,
    ) -> torch.Tensor | None:
        """The switch's sum of ``buf``, or None when every rank must redo it through Gloo
        (``fallback="gloo"``).  A failure goes through the recovery round, so every rank
        takes the same next step: redo it through Gloo, rejoin the switch's session and
        redo it there (once), or raise."""
        rejoined = False
        if self._rejoin_pending:
            flags, error = self._rejoin_all(job)
            if any(flags):
                self._fall_back(flags, error, buf.numel(), "rejoining the switch's session")
                return None
            rejoined = True
        while True:
            try:
                total = self._switch_sum(job, buf, call, owed)
                self._cooldown = self._retry_after
                return total
            except (CallMismatch, PeerRefusedError):
                raise  # every rank read it in the agreement round
            except SWITCH_ERRORS as exc:
                if exc is call.refused:
                    raise
                failed: BaseException = exc
            failures = self._recover(job, failed)
            if _sums_in_place(buf.numpy()) and self._completed_on_gloo(job, buf, failures, failed):
                return _COMPLETED_ON_GLOO
            worst = max(failures)
            if worst == Failure.SESSION_LOST and not rejoined:
                rejoined = True
                flags, error = self._rejoin_all(job)
                if not any(flags):
                    continue  # every rank is in the switch's session now: redo the call
                self._fall_back(flags, error, buf.numel(), "rejoining the switch's session")
                return None
            if worst == Failure.JOB_LOST and not rejoined:
                rejoined = True  # the service dropped the job: every rank joins it again
                flags, error = self._reopen_all(job)
                if not any(flags):
                    continue
                self._fall_back(flags, error, buf.numel(), "joining the job through the service")
                return None
            self._fall_back([int(f) for f in failures], failed, buf.numel(), "switch all-reduce")
            return None

    def _completed_on_gloo(
        self, job: AggregationJob, buf: torch.Tensor, failures: list[Failure], error: BaseException
    ) -> bool:
        """After a failed call that summed ``buf`` in place (every rank in it, after the
        recovery round): whether some rank holds some chunks' sums already, and if so,
        finish the call on Gloo from what each rank holds (:func:`.inplace.complete_on_gloo`)
        and fall back as for any failure (a lost job is joined again before the next
        switch call).  False: no rank wrote a sum, ``buf`` is every rank's input."""
        self._bump(gloo_rounds=1)
        chunk = job.config.elems_per_packet * job.config.wire.lanes  # (the call's chunks)
        done = complete_on_gloo(self._group, buf, job.in_place_progress(), chunk)
        if not done:
            return False
        self._bump(gloo=1)
        self._fall_back([int(f) for f in failures], error, buf.numel(), "switch all-reduce")
        if max(failures) == Failure.JOB_LOST:
            job.mark_lost("the controller service dropped the job")
        return True

    def _recover(self, job: AggregationJob, error: BaseException) -> list[Failure]:
        """The recovery round after ``error`` (:func:`.agreement.recover`): every rank's
        failure; the jobs continue in step.  Raises, on every rank, when the switch
        refused some rank's job as configured; :class:`.agreement.GroupOutOfStep` (and
        every later operation too) when the ranks are at different operations."""
        self._bump(gloo_rounds=1)
        try:
            got = recover(
                self._group,
                self._rank,
                self._size,
                self._seq,
                _failure(error),
                job.control_round,
                job.next_call,
            )
        except HostlibError as exc:
            if not isinstance(exc, PeerLostError):
                self._broken = exc
            raise
        job.resync(got.round, got.next_call)
        failures = list(got.outcomes)
        if max(failures) == Failure.MISCONFIGURED:
            raise _misconfigured([int(f) for f in failures], error, self._rank)
        return failures

    def _rejoin_all(self, job: AggregationJob) -> tuple[list[int], BaseException | None]:
        """Every rank joins the switch's current session again (:meth:`AggregationJob.rejoin`);
        the agreed flags (non-zero: that rank failed) and this rank's error, if any."""
        try:
            member, error = job.rejoin(), None
        except SWITCH_ERRORS as exc:
            member, error = None, exc
        flags = self._flags(0 if error is None else int(Failure.SWITCH_FAILED))
        self._rejoin_pending = any(flags)
        if not self._rejoin_pending:
            assert member is not None
            self._bump(rejoins=1)
            log.warning(
                "p4reduce: the switch refused the job's session (the switch restarted or the "
                "job got a new session); every rank rejoined it (session 0x%08x) and sends "
                "this call through the switch again",
                member.session,
            )
        return flags, error

    def _reopen_all(self, job: AggregationJob) -> tuple[list[int], BaseException | None]:
        """Every rank joins the job again through the controller service, which dropped
        it (:meth:`AggregationJob.reopen`); the agreed flags and this rank's error.  A
        rank that fails leaves every rank's job marked lost, so that all join again
        before their next switch call."""
        try:
            job.reopen()
            error = None
        except SWITCH_ERRORS as exc:
            error = exc
        flags = self._flags(0 if error is None else int(Failure.SWITCH_FAILED))
        if any(flags):
            job.mark_lost("joining it again through the service failed on some rank")
        else:
            self._bump(rejoins=1)
            log.warning(
                "p4reduce: the controller service had dropped the job; every rank joined it "
                "again (job %d, session 0x%08x) and sends this call through the switch again",
                job.config.job_id,
                job.config.session,
            )
        return flags, error

    def _switch_sum(
        self,
        job: AggregationJob,
        buf: torch.Tensor,
        call: _SwitchCall,
        owed: npt.NDArray[np.float32] | None = None,
    ) -> torch.Tensor:
        """The switch's sum of ``buf``.  ``owed``: the error feedback of ``buf`` (sent
        with its values; the call writes the new error into it once it succeeded): the
        call reads a copy, so that ``buf`` stays the caller's input if it fails."""
        refuse = call.refused if isinstance(call.refused, Exception) else None
        x = buf.numpy()
        if owed is not None:
            out = self._results.take(x.size, np.float32)
            total = job.all_reduce(
                x + owed,
                op=call.op,
                detail=call.detail,
                dtype=call.dtype,
                refuse=refuse,
                out=out,
                residual=owed,
            )
            x[...] = total
            return buf
        if _sums_in_place(x):
            job.all_reduce(
                x, op=call.op, detail=call.detail, dtype=call.dtype, refuse=refuse, out=x
            )
            return buf
        out = self._results.take(x.size, np.float32 if x.dtype.kind == "f" else np.int32)
        total = job.all_reduce(
            x, op=call.op, detail=call.detail, dtype=call.dtype, refuse=refuse, out=out
        )
        if x.size <= _IN_PLACE_MAX and total.dtype == x.dtype:
            # A small sum goes into ``buf`` by numpy, once the call has succeeded: the
            # torch operations of a new tensor and its copy cost more than the call's
            # round trip in a process that just woke.
            x[...] = total
            return buf
        return torch.from_numpy(total.reshape(-1))

    def _flags(self, flag: int) -> list[int]:
        """Every rank's ``flag``, the same list on every rank (a Gloo round, after a
        recovery round: every rank is in it)."""
        self._bump(gloo_rounds=1)
        flags = torch.zeros(self._size, dtype=torch.int32)
        flags[self._rank] = flag
        self._group.allreduce([flags], allreduce_options(dist.ReduceOp.MAX)).wait()
        return [int(v) for v in flags.tolist()]

    def _fall_back(
        self, failures: list[int], error: BaseException | None, elements: int, what: str
    ) -> None:
        failed = [r for r, v in enumerate(failures) if v]
        here = f"{type(error).__name__}: {error}" if error is not None else "ok"
        reason = f"{what} failed on rank(s) {failed} (rank {self._rank}: {here})"
        then = "the switch is used again for the next one"
        if max(failures) >= Failure.SWITCH_FAILED:
            # Back off while the switch stays down: each failed retry doubles the wait.
            self._skip = self._cooldown
            self._cooldown = min(2 * self._cooldown, _MAX_BACKOFF * self._retry_after)
            then = f"the next {self._skip} all-reduces go through Gloo, then the switch again"
        if max(failures) == Failure.SESSION_LOST:
            self._rejoin_pending = True  # the ranks' session is gone: rejoin before the next
        self._bump(fallbacks=1, last_error=reason)
        log.warning(
            "p4reduce: %s; redoing these %d elements through Gloo on every rank; %s",
            reason,
            elements,
            then,
        )

    def _gloo_sum(self, buf: torch.Tensor) -> torch.Tensor:
        self._group.allreduce([buf], allreduce_options(dist.ReduceOp.SUM)).wait()
        return buf

    def _gloo_switchable(self, tensors: list[torch.Tensor], op: ReduceOpLike) -> list[torch.Tensor]:
        """A switchable all-reduce that Gloo serves (no job, or a cool-down): summed as
        one flat buffer per device and dtype, as the switch would have."""
        average = bool(op == dist.ReduceOp.AVG)
        for group in by_device_and_dtype(tensors):
            total = self._gloo_sum(flat_buffer(group))
            if average:
                divide(total, self._size)
            unflatten_into(total, group)
        return tensors


class _ResultBuffers:
    """One growing array per result dtype, up to :data:`_KEPT_RESULT` elements, lent to
    one switch call at a time (the reducer's operations run one at a time; a call's
    result is copied out before the next call).  A larger call gets an array of its own,
    freed with it: no memory the size of the largest call stays after it."""

    def __init__(self) -> None:
        self._arrays: dict[np.dtype[Any], npt.NDArray[Any]] = {}

    def take(self, size: int, dtype: type[np.generic]) -> npt.NDArray[Any]:
        kind = np.dtype(dtype)
        if size > _KEPT_RESULT:
            return np.empty(size, dtype=kind)
        have = self._arrays.get(kind)
        if have is None or have.size < size:
            have = np.empty(size, dtype=kind)
            self._arrays[kind] = have
        return have[:size]


#: The largest result array a reducer keeps between calls (16 MiB of int32): calls up
#: to that size reuse it, saving the kernel's zeroing of new pages on every call.
_KEPT_RESULT = 1 << 22


@dataclass(frozen=True)
class Issued(Generic[T]):
    """A queued operation: its outcome's future, and its task."""

    future: torch.futures.Future[Outcome[T]]
    task: Task
    streams: CallerStreams  #: the caller's CUDA streams, made current while it runs


@dataclass(frozen=True)
class _SwitchCall:
    """How a switch call describes itself beyond its buffer, and why the caller refuses
    it (if it does)."""

    op: ReduceOp
    dtype: Dtype
    detail: int
    refused: BaseException | None = None


def _local_op(op: ReduceOpLike) -> Callable[[torch.Tensor], torch.Tensor] | None:
    """How a rank reduces its replicas of one tensor (stacked on dimension 0) before the
    ranks reduce theirs, for the ops where that is the same reduction."""
    if op == dist.ReduceOp.SUM or op == dist.ReduceOp.AVG:  # (``in`` misses a ReduceOp)
        return lambda s: s.sum(dim=0, dtype=s.dtype)
    if op == dist.ReduceOp.MAX:
        return lambda s: s.amax(dim=0)
    if op == dist.ReduceOp.MIN:
        return lambda s: s.amin(dim=0)
    if op == dist.ReduceOp.PRODUCT:
        return lambda s: s.prod(dim=0, dtype=s.dtype)
    return None


#: A switch sum of at most this many elements is written into the call's own buffer (by
#: numpy), not returned as a new tensor to copy from.
_IN_PLACE_MAX = 4096

#: What :meth:`SwitchReducer._recovered_sum` returns for a call it finished on Gloo itself.
_COMPLETED_ON_GLOO = torch.empty(0)


def _described(tensors: Sequence[torch.Tensor]) -> tuple[torch.dtype | None, object]:
    """How an operation's record describes ``tensors``: the first one's dtype, and
    every one's shape."""
    return (tensors[0].dtype if tensors else None), tuple(t.shape for t in tensors)


def _sums_in_place(x: npt.NDArray[Any]) -> bool:
    """Whether a switch call sums ``x`` in place (``out=x``): float32 beyond a small
    call, whose quantized sums cannot overflow, so that a sum the call writes is final.
    No result buffer the size of the tensor, as Gloo needs none (``p4reduce bench
    memory``); integer sums keep one, since a saturated sum is found only at the end."""
    return x.dtype == np.float32 and x.size > _IN_PLACE_MAX and x.flags.c_contiguous


#: The kinds of plain call whose description a reducer keeps.
_PLAIN_KINDS = 256


def _runs_now(tensors: Sequence[torch.Tensor]) -> bool:
    """Whether an operation on ``tensors`` runs when issued (:meth:`SwitchReducer.run_now`):
    small CPU tensors, whose call takes less than a hand-over to the reducer's thread."""
    total = 0
    for t in tensors:
        if t.device.type != "cpu":
            return False
        total += t.numel()
    return total <= _IN_PLACE_MAX


#: A cool-down grows to at most this many times ``retry_after``.
_MAX_BACKOFF = 64


def _failure(error: BaseException) -> Failure:
    """How a switch call failed: input it cannot carry (NaN/Inf, an integer beyond int32,
    a saturated sum: Gloo takes the call, the switch the next one), the switch failed
    (Gloo, with a cool-down), the switch refused the rank's session (``rejected_session``:
    it restarted or the job got a new session; every rank rejoins), or the switch refused
    the job as configured (every rank raises)."""
    if isinstance(error, (NonFiniteError, OverflowError, PeerInputError, AggregationOverflow)):
        return Failure.BAD_INPUT
    if isinstance(error, AggregationRefused) and error.reason == Counter.REJECTED_SESSION:
        return Failure.SESSION_LOST
    if isinstance(error, JobLost):
        return Failure.JOB_LOST  # the service dropped the job: every rank joins it again
    if isinstance(error, (AggregationRefused, ConfigError, RunReplaced)):
        return Failure.MISCONFIGURED  # Gloo would hide it (or this run has ended)
    return Failure.SWITCH_FAILED


def _misconfigured(outcomes: list[int], error: BaseException | None, rank: int) -> BaseException:
    """The error every rank raises when the switch refused some rank's job as configured."""
    bad = [r for r, v in enumerate(outcomes) if v == Failure.MISCONFIGURED]
    if error is not None and _failure(error) == Failure.MISCONFIGURED:
        return error
    return MisconfiguredError(
        f"p4reduce: rank {rank}: the switch refused the job of rank(s) {bad} as configured "
        "(their errors say why); not falling back to Gloo, which would hide it"
    )


class MisconfiguredError(HostlibError, RuntimeError):
    """Another rank's switch job is misconfigured (see that rank's error)."""
