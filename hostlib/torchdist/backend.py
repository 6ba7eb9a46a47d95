"""The ``p4reduce`` backend of ``torch.distributed``: all-reduce through the switch.

``import hostlib.torchdist`` registers it; then, under ``torchrun`` or any launcher::

    dist.init_process_group("p4reduce")   # the switch job from P4REDUCE_* or P4REDUCE_CONFIG

What goes where:

* ``all_reduce`` and ``all_reduce_coalesced`` with SUM or AVG on float32, float16, bfloat16
  (quantized), int32 and int64 within int32's range (exact) go through the **switch**,
  with the Gloo fallback of :mod:`.reducer` (``fallback = "gloo" | "fail"``);
* every other operation is served by an **internal Gloo group** over the same store
  (keys under ``p4reduce/gloo``): all-reduce with MAX, MIN, PRODUCT, of other dtypes
  or of sparse tensors (tensor by tensor, as Gloo reduces them), ``broadcast``,
  ``all_gather`` (and ``all_gather_into_tensor``, coalesced), ``gather``, ``scatter``,
  ``reduce``, ``reduce_scatter`` (and ``reduce_scatter_tensor``), ``all_to_all_single``
  and ``all_to_all`` (splits and tensors of any sizes, checked to fit across the ranks:
  :mod:`.alltoall`), ``barrier``, ``send``/``recv`` (also from any source).

All of them run on the reducer's one thread in the order issued, so a ``broadcast``
issued after an ``all_reduce`` sees its result, on every rank.  Collectives wait there
until they complete; point-to-point operations are only *issued* there (in order) and
complete on their own, so that an exchange of ``isend``/``irecv`` cannot deadlock.

A subgroup (``new_group``) is a group of its own, with its own switch job under the
controller service (:func:`subgroup_settings`); ``destroy_process_group`` closes it.

This is a Python ``ProcessGroup`` subclass (torch's C++ ``Backend`` class cannot be
subclassed from Python); its operations return :class:`FutureWork`.  Every method torch
calls, on the group and on its works, runs outside ``torch.compile``, as Gloo's C++ does
(:mod:`.compiling`).  torch keeps a group's name and timeout in its backend for the
device, so the internal Gloo group is registered as the group's CPU backend; every
collective torch calls still comes here.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from datetime import timedelta
from typing import Any, Protocol, TypeVar, cast

import torch
import torch.distributed as dist

# Not in torch.distributed's exported names, so imported from where they are defined.
from torch._C._distributed_c10d import AllgatherOptions, _DistributedBackendOptions
from torch.distributed.distributed_c10d import PrefixStore, Store

from p4rproto.agreement import Collective

from . import alltoall, arguments
from .broadcast import CarriedBroadcast
from .buffers import check_writable, write_result
from .calls import TorchCall
from .compiling import outside_compile
from .devices import NO_STREAMS, CallerStreams
from .futures import Outcome, original_error, settle, unwrapped
from .groups import cast_group
from .ordered import Task
from .reducer import ReducerCounters, SwitchReducer
from .settings import RESTART_COUNT_VAR, TorchSwitchSettings

BACKEND_NAME = "p4reduce"
#: Where the internal Gloo group keeps its rendezvous keys in the job's store.
GLOO_STORE_PREFIX = "p4reduce/gloo"


def gloo_store_prefix() -> str:
    """The internal Gloo group's keys, for this attempt of the run: torchrun keeps one
    store across a job's restarts, and a restarted rank that read the addresses an
    earlier attempt's ranks left there would connect to processes that are gone."""
    attempt = os.environ.get(RESTART_COUNT_VAR, "").strip() or "0"
    return f"{GLOO_STORE_PREFIX}/attempt-{attempt}"


T = TypeVar("T")
Tensors = list[torch.Tensor]
_NO_LIMIT = timedelta(0)  #: a ``wait()`` without a timeout


class FutureWork(dist.Work):
    """A ``Work`` that completes with an operation's :class:`~.futures.Outcome`.

    ``wait()`` raises the operation's own exception; ``get_future()`` (what DDP waits on
    in C++) fails with a real error instead of crashing the process.  (torch's
    ``_create_work_from_future`` drops a failed future's exception: its ``wait()``
    returns ``True``.)  On CUDA tensors the result is ordered before what is queued
    afterwards on the stream the operation was issued on (``streams``) and, after
    ``wait()``, on the waiting thread's current stream, as with NCCL.
    """

    def __init__(
        self,
        outcome: torch.futures.Future[Outcome[Any]],
        streams: CallerStreams = NO_STREAMS,
        task: Task | None = None,
    ) -> None:
        super().__init__()
        self._task = task  #: run on the waiting thread when it is next (hostlib.torchdist.ordered)
        self._outcome = outcome
        self._fut: torch.futures.Future[Any] | None = None  # made when asked for
        self._streams = streams

    @outside_compile
    def wait(self, timeout: timedelta = _NO_LIMIT) -> bool:
        """Wait for the operation (at most ``timeout``; 0: no limit); raise its error."""
        if self._task is not None and not self._outcome.done():
            self._task.run_here()  # no hop to the reducer's thread and back
        if timeout > _NO_LIMIT and not self._outcome.done():
            done = threading.Event()
            self._outcome.add_done_callback(lambda _: done.set())
            if not done.wait(timeout.total_seconds()):
                raise TimeoutError(f"p4reduce: operation not done after {timeout}")
        self._outcome.wait()
        error = original_error(self._outcome)
        if error is not None:
            raise error
        self._streams.join()
        return True

    @outside_compile
    def result(self) -> list[torch.Tensor]:
        """The operation's output tensors, once it is done (as Gloo's work has them)."""
        self.wait()
        value = self._outcome.value().value
        return list(value) if isinstance(value, list | tuple) else []

    @outside_compile
    def get_future(self) -> torch.futures.Future[Any]:
        if self._task is not None:
            self._task.start()  # whoever asks for the future does not run it here
        if self._fut is None:
            self._fut = unwrapped(self._outcome)
        return self._fut

    @outside_compile
    def is_completed(self) -> bool:
        if self._task is not None:
            self._task.start()  # a poller waits for the reducer's thread to run it
        return self._outcome.done()


class RecvWork(FutureWork):
    """The ``Work`` of a receive: ``_source_rank()`` (what ``dist.recv`` without ``src``
    calls) waits for it and says which rank sent, as Gloo's work does."""

    def __init__(self, outcome: torch.futures.Future[Outcome[Any]]) -> None:
        super().__init__(outcome)
        self.gloo_work: dist.Work | None = None  #: Gloo's work, once issued

    @outside_compile
    def _source_rank(self) -> int:
        self.wait()
        assert self.gloo_work is not None  # issued before the outcome resolved
        return self.gloo_work._source_rank()


class _GlooBackend(Protocol):
    """The collectives of torch's ``ProcessGroupGloo`` that this backend uses (torch's
    type stubs do not list them)."""

    def broadcast(self, tensors: Tensors, opts: dist.BroadcastOptions) -> dist.Work: ...
    def allgather(
        self, outputs: list[Tensors], inputs: Tensors, opts: AllgatherOptions
    ) -> dist.Work: ...
    def _allgather_base(
        self, output: torch.Tensor, input: torch.Tensor, opts: AllgatherOptions
    ) -> dist.Work: ...
    def allgather_coalesced(
        self, outputs: list[Tensors], inputs: Tensors, opts: AllgatherOptions
    ) -> dist.Work: ...
    def gather(
        self, outputs: list[Tensors], inputs: Tensors, opts: dist.GatherOptions
    ) -> dist.Work: ...
    def scatter(
        self, outputs: Tensors, inputs: list[Tensors], opts: dist.ScatterOptions
    ) -> dist.Work: ...
    def reduce(self, tensors: Tensors, opts: dist.ReduceOptions) -> dist.Work: ...
    def reduce_scatter(
        self, outputs: Tensors, inputs: list[Tensors], opts: dist.ReduceScatterOptions
    ) -> dist.Work: ...
    def _reduce_scatter_base(
        self, output: torch.Tensor, input: torch.Tensor, opts: dist.ReduceScatterOptions
    ) -> dist.Work: ...
    def alltoall_base(
        self,
        output: torch.Tensor,
        input: torch.Tensor,
        output_split_sizes: list[int],
        input_split_sizes: list[int],
        opts: dist.AllToAllOptions,
    ) -> dist.Work: ...
    def send(self, tensors: Tensors, dst: int, tag: int) -> dist.Work: ...
    def recv(self, tensors: Tensors, src: int, tag: int) -> dist.Work: ...
    def recv_anysource(self, tensors: Tensors, tag: int) -> dist.Work: ...
    def shutdown(self) -> None: ...


class P4ReduceProcessGroup(dist.ProcessGroup):
    """A process group whose all-reduces go through a switch job (see the module doc).

    ``settings`` default to :meth:`TorchSwitchSettings.from_env`; the world size and
    rank come from ``init_process_group``.  ``counters`` tells how many all-reduces the
    switch did and how many fell back to Gloo.
    """

    def __init__(
        self,
        store: Store,
        rank: int,
        size: int,
        timeout: timedelta,
        settings: TorchSwitchSettings | None = None,
        *,
        group_name: str | None = None,
    ) -> None:
        # (rank, size): the constructor with a store cannot build a Python subclass.
        super().__init__(rank, size)  # type: ignore[call-arg]  # stub lists the other one
        settings = TorchSwitchSettings.from_env() if settings is None else settings
        if group_name is not None:
            settings = subgroup_settings(settings, group_name)
        elif settings.controller is None:
            settings.local_address(rank, size)  # a bad worker list fails before connecting
        if timedelta(0) < timeout < timedelta(seconds=settings.timeout):
            # The group's timeout bounds its operations, as on Gloo: a rank left alone in
            # a collective fails within it, not only within the switch's own.
            settings = replace(settings, timeout=timeout.total_seconds())
        gloo = dist.ProcessGroupGloo(PrefixStore(gloo_store_prefix(), store), rank, size, timeout)
        self._gloo = cast(_GlooBackend, gloo)
        self._group = cast_group(gloo)
        try:
            self._reducer = SwitchReducer.from_settings(settings, self._group)
        except BaseException:  # e.g. the port is taken: do not leave the Gloo group open
            self._gloo.shutdown()
            raise
        # torch keeps a group's name (and its timeout, set_timeout) in the group's backend
        # for the device: the internal Gloo group is this group's CPU backend.  Every
        # collective torch calls (from Python or C++: DDP) is still served here, through
        # the reducer, in issue order.
        self._register_backend(torch.device("cpu"), dist.ProcessGroup.BackendType.CUSTOM, gloo)
        self.settings = settings
        self._closed = False

    # -- introspection -----------------------------------------------------------------------
    @outside_compile
    def getBackendName(self) -> str:  # the name torch's C++ side calls
        return BACKEND_NAME

    @property
    def counters(self) -> ReducerCounters:
        return self._reducer.counters

    @property
    def reducer(self) -> SwitchReducer:
        return self._reducer

    @outside_compile
    def shutdown(self) -> None:
        """Finish queued operations, close the switch job and the internal Gloo group
        (``destroy_process_group`` calls this; once is enough)."""
        if self._closed:
            return
        self._closed = True
        self._reducer.close()
        self._gloo.shutdown()

    # -- through the switch ------------------------------------------------------------------
    @outside_compile
    def allreduce(  # type: ignore[override]
        self, tensors: Tensors, opts: dist.AllreduceOptions | None = None
    ) -> dist.Work:
        """As Gloo's: the tensors are replicas of one tensor (the same type and size);
        all are reduced together, over the list and the ranks, and each gets the result."""
        arguments.identical("allreduce", tensors)
        op = (opts or dist.AllreduceOptions()).reduceOp
        done = self._reducer.all_reduce_now(tensors, op)
        if done is not None:
            return _done_work(done)
        issued = self._reducer.all_reduce_issue(tensors, op, replicas=True, lazy=True)
        return FutureWork(issued.future, issued.streams, issued.task)

    @outside_compile
    def allreduce_coalesced(
        self, tensors: Tensors, opts: dist.AllreduceCoalescedOptions | None = None
    ) -> dist.Work:
        """Each tensor reduced over the ranks on its own (in one call of the switch per
        device and dtype)."""
        arguments.non_empty("allreduce_coalesced", tensors)
        op = (opts or dist.AllreduceCoalescedOptions()).reduceOp
        issued = self._reducer.all_reduce_issue(tensors, op, lazy=True)
        return FutureWork(issued.future, issued.streams, issued.task)

    # -- through the internal Gloo group, in issue order --------------------------------------
    def _gloo_collective(
        self,
        kind: Collective,
        start: Callable[[], dist.Work | None] | None,
        result: Sequence[Any],
        root: int = 0,
        op: object = None,
        *,
        sizes: bool = True,
        refused: BaseException | None = None,
        carried: CarriedBroadcast | None = None,
    ) -> FutureWork:
        """Agree on the call (in the switch's agreement round, :mod:`.reducer`), then start
        and finish a Gloo collective in issue order (at once, on the issuing thread, for
        small CPU tensors where nothing is queued; ``start`` None: the agreement is the
        whole collective); resolve to ``result``.  The tensors of ``result`` are compared
        where every rank passes the same sizes (not for gather and scatter, whose root
        passes lists the others do not, nor where ``sizes`` is False: an all-to-all's);
        their dtype wherever every rank passes tensors; a rooted collective's ``root``
        and a reducing one's ``op`` too.  ``refused``: why this rank refuses the call (it
        raises that, the others :class:`~hostlib.errors.PeerRefusedError`).
        ``carried``: a small broadcast's data, which ride in the agreement round where
        they fit (:mod:`.broadcast`)."""
        symmetric = kind not in (Collective.GATHER, Collective.SCATTER)
        tensors = result if symmetric else ()
        call = TorchCall.of(kind, tensors, op, sizes=symmetric and sizes, root=root)

        def run() -> list[Any]:
            why = refused
            try:
                for t in result:  # Gloo would write through shared memory (and may crash)
                    check_writable(t)
            except ValueError as exc:
                why = why or exc
            self._reducer.gloo_collective(call, why, start, carried)
            return list(result)

        # (gather's and scatter's inputs are not in ``result``: their size is not known)
        done = self._reducer.run_now(run, result) if symmetric else None
        if done is not None:
            return _done_work(done)
        issued = self._reducer.issue(run, result, lazy=True)
        return FutureWork(issued.future, issued.streams, issued.task)

    @outside_compile
    def broadcast(  # type: ignore[override]
        self, tensors: Tensors, opts: dist.BroadcastOptions | None = None
    ) -> dist.Work:
        o = opts or dist.BroadcastOptions()
        arguments.identical("broadcast", tensors)
        arguments.root_rank("broadcast", o.rootRank, self.size())
        arguments.root_tensor("broadcast", o.rootTensor, tensors)
        return self._gloo_collective(
            Collective.BROADCAST,
            lambda: self._gloo.broadcast(tensors, o),
            tensors,
            o.rootRank,
            carried=CarriedBroadcast.of(tensors, o.rootRank, self.rank()),
        )

    @outside_compile
    def allgather(  # type: ignore[override]
        self, output_tensors: list[Tensors], input_tensors: Tensors, opts: Any = None
    ) -> dist.Work:
        o = opts or AllgatherOptions()
        return self._gloo_collective(
            Collective.ALL_GATHER,
            lambda: self._gloo.allgather(output_tensors, input_tensors, o),
            _flat(output_tensors),
        )

    @outside_compile
    def _allgather_base(
        self, output: torch.Tensor, input: torch.Tensor, opts: Any = None
    ) -> dist.Work:
        """What torch's C++ side calls for ``all_gather_into_tensor`` (functional
        collectives, DTensor): the same as :meth:`all_gather_single`."""
        return self.all_gather_single(output, input, opts)

    @outside_compile
    def allgather_into_tensor_coalesced(
        self, outputs: Tensors, inputs: Tensors, opts: Any = None
    ) -> dist.Work:
        """Several ``all_gather_into_tensor`` at once (functional collectives, FSDP2):
        one agreement, then each pair on Gloo in order."""
        o = opts or AllgatherOptions()
        pairs = list(zip(outputs, inputs, strict=True))
        return self._gloo_collective(
            Collective.ALL_GATHER_TENSOR_COALESCED,
            lambda: _each(self._gloo._allgather_base(out, inp, o) for out, inp in pairs),
            list(outputs),
        )

    all_gather_single_coalesced = allgather_into_tensor_coalesced  # type: ignore[assignment]

    @outside_compile
    def all_gather_single(
        self, output: torch.Tensor, input: torch.Tensor, opts: Any = None
    ) -> dist.Work:
        """``all_gather_into_tensor``."""
        o = opts or AllgatherOptions()
        return self._gloo_collective(
            Collective.ALL_GATHER_INTO_TENSOR,
            lambda: self._gloo._allgather_base(output, input, o),
            [output],
        )

    @outside_compile
    def allgather_coalesced(
        self, output_lists: list[Tensors], input_list: Tensors, opts: Any = None
    ) -> dist.Work:
        o = opts or AllgatherOptions()
        return self._gloo_collective(
            Collective.ALL_GATHER_COALESCED,
            lambda: self._gloo.allgather_coalesced(output_lists, input_list, o),
            _flat(output_lists),
        )

    @outside_compile
    def gather(  # type: ignore[override]
        self, output_tensors: list[Tensors], input_tensors: Tensors, opts: Any = None
    ) -> dist.Work:
        o = opts or dist.GatherOptions()
        arguments.root_rank("gather", o.rootRank, self.size())
        return self._gloo_collective(
            Collective.GATHER,
            lambda: self._gloo.gather(output_tensors, input_tensors, o),
            _flat(output_tensors),
            o.rootRank,
        )

    @outside_compile
    def scatter(  # type: ignore[override]
        self, output_tensors: Tensors, input_tensors: list[Tensors], opts: Any = None
    ) -> dist.Work:
        o = opts or dist.ScatterOptions()
        arguments.root_rank("scatter", o.rootRank, self.size())
        return self._gloo_collective(
            Collective.SCATTER,
            lambda: self._gloo.scatter(output_tensors, input_tensors, o),
            output_tensors,
            o.rootRank,
        )

    @outside_compile
    def reduce(  # type: ignore[override]
        self, tensors: Tensors, opts: Any = None
    ) -> dist.Work:
        o = opts or dist.ReduceOptions()
        arguments.root_rank("reduce", o.rootRank, self.size())
        return self._gloo_collective(
            Collective.REDUCE,
            lambda: self._gloo.reduce(tensors, o),
            tensors,
            o.rootRank,
            o.reduceOp,
        )

    @outside_compile
    def reduce_scatter(  # type: ignore[override]
        self, output_tensors: Tensors, input_tensors: list[Tensors], opts: Any = None
    ) -> dist.Work:
        o = opts or dist.ReduceScatterOptions()
        return self._gloo_collective(
            Collective.REDUCE_SCATTER,
            lambda: self._gloo.reduce_scatter(output_tensors, input_tensors, o),
            output_tensors,
            op=o.reduceOp,
        )

    @outside_compile
    def _reduce_scatter_base(
        self, outputTensor: torch.Tensor, inputTensor: torch.Tensor, opts: Any = None
    ) -> dist.Work:
        """What torch's C++ side calls for ``reduce_scatter_tensor``: the same as
        :meth:`reduce_scatter_single`."""
        return self.reduce_scatter_single(outputTensor, inputTensor, opts)

    @outside_compile
    def reduce_scatter_tensor_coalesced(
        self, outputs: Tensors, inputs: Tensors, opts: Any = None
    ) -> dist.Work:
        """Several ``reduce_scatter_tensor`` at once (functional collectives, FSDP2): one
        agreement, then each pair on Gloo in order."""
        o = opts or dist.ReduceScatterOptions()
        pairs = list(zip(outputs, inputs, strict=True))
        return self._gloo_collective(
            Collective.REDUCE_SCATTER_TENSOR_COALESCED,
            lambda: _each(self._gloo._reduce_scatter_base(out, inp, o) for out, inp in pairs),
            list(outputs),
            op=o.reduceOp,
        )

    reduce_scatter_single_coalesced = reduce_scatter_tensor_coalesced  # type: ignore[assignment]

    @outside_compile
    def reduce_scatter_single(
        self, outputTensor: torch.Tensor, inputTensor: torch.Tensor, opts: Any = None
    ) -> dist.Work:
        """``reduce_scatter_tensor``."""
        o = opts or dist.ReduceScatterOptions()
        return self._gloo_collective(
            Collective.REDUCE_SCATTER_TENSOR,
            lambda: self._gloo._reduce_scatter_base(outputTensor, inputTensor, o),
            [outputTensor],
            op=o.reduceOp,
        )

    @outside_compile
    def all_to_all_single(
        self,
        output: torch.Tensor,
        input: torch.Tensor,
        output_split_sizes: list[int],
        input_split_sizes: list[int],
        opts: Any = None,
    ) -> dist.Work:
        """Splits of any sizes, as Gloo's: agreed on the collective and dtype, then the
        ranks' splits checked against each other (:mod:`.alltoall`), then run on Gloo."""
        o = opts or dist.AllToAllOptions()
        arguments.same_kind("alltoall_base", [input, output])
        refused = None
        try:
            counts = alltoall.single_counts(
                output, input, output_split_sizes, input_split_sizes, self.size()
            )
        except RuntimeError as exc:  # this rank's splits do not fit its own tensors
            refused, counts = exc, None

        def start() -> dist.Work:
            assert counts is not None  # (a rank that refused never starts)
            alltoall.agree_on_counts(self._group, self.rank(), self.size(), counts)
            return self._gloo.alltoall_base(output, input, output_split_sizes, input_split_sizes, o)

        return self._gloo_collective(
            Collective.ALL_TO_ALL, start, [output], sizes=False, refused=refused
        )

    @outside_compile
    def alltoall(
        self, output_tensors: Tensors, input_tensors: Tensors, opts: Any = None
    ) -> dist.Work:
        """Tensor ``j`` of ``input_tensors`` to rank ``j``, tensor ``j`` of
        ``output_tensors`` from it, of any sizes (Gloo's ``alltoall`` takes equal sizes
        only; MPI's and NCCL's any): the lists' elements go as one flat all-to-all with
        splits, checked as :meth:`all_to_all_single`'s."""
        o = opts or dist.AllToAllOptions()
        size = self.size()
        arguments.one_per_rank("alltoall", input_tensors, size, "input")
        arguments.one_per_rank("alltoall", output_tensors, size, "output")
        arguments.same_kind("alltoall", [*input_tensors, *output_tensors])
        counts = alltoall.list_counts(output_tensors, input_tensors)

        def start() -> None:
            alltoall.agree_on_counts(self._group, self.rank(), size, counts)
            received = torch.empty(
                sum(counts.recv), dtype=output_tensors[0].dtype, device=output_tensors[0].device
            )
            sent = alltoall.flat(input_tensors)
            self._gloo.alltoall_base(received, sent, list(counts.recv), list(counts.send), o).wait()
            for t, part in zip(
                output_tensors, torch.split(received, list(counts.recv)), strict=True
            ):
                write_result(t, part)

        return self._gloo_collective(Collective.ALL_TO_ALL_LIST, start, output_tensors, sizes=False)

    @outside_compile
    def barrier(  # type: ignore[override]
        self, opts: dist.BarrierOptions | None = None
    ) -> dist.Work:
        """Every rank's call waits for every rank's: its agreement round does (no Gloo
        barrier after it).  ``opts`` is not read: the group's timeout bounds it, as it
        bounds every call."""
        return self._gloo_collective(Collective.BARRIER, None, [])

    # -- point to point: issued in order, completing on their own -----------------------------
    def _gloo_p2p(
        self, start: Callable[[], dist.Work], tensors: Tensors, receive: bool = False
    ) -> FutureWork:
        """Issue a Gloo send/receive on the reducer's thread; it completes on a thread of
        its own (Gloo's point-to-point works have no future to chain on).  A receive's
        work also tells the sender's rank."""
        done: torch.futures.Future[Outcome[Tensors]] = torch.futures.Future()
        work = RecvWork(done) if receive else FutureWork(done)

        def issue() -> None:
            self._reducer.count_gloo()
            gloo_work = start()
            if isinstance(work, RecvWork):
                work.gloo_work = gloo_work

            def complete() -> Tensors:
                gloo_work.wait()
                return tensors

            threading.Thread(target=settle, args=(done, complete), daemon=True).start()

        self._reducer.run_outcome(issue).add_done_callback(lambda f: _forward_error(f, done))
        return work

    @outside_compile
    def send(self, tensors: Tensors, dstRank: int, tag: int) -> dist.Work:
        return self._gloo_p2p(lambda: self._gloo.send(tensors, dstRank, tag), tensors)

    @outside_compile
    def recv(self, tensors: Tensors, srcRank: int, tag: int) -> dist.Work:
        return self._gloo_p2p(lambda: self._gloo.recv(tensors, srcRank, tag), tensors, True)

    @outside_compile
    def recv_anysource(self, tensors: Tensors, tag: int) -> dist.Work:
        return self._gloo_p2p(lambda: self._gloo.recv_anysource(tensors, tag), tensors, True)


def _done_work(outcome: Outcome[T]) -> FutureWork:
    """The work of an operation that ran when issued: done, and failing as a queued one's."""
    finished: torch.futures.Future[Outcome[T]] = torch.futures.Future()
    finished.set_result(outcome)
    return FutureWork(finished)


def _forward_error(
    src: torch.futures.Future[Outcome[Any]], dst: torch.futures.Future[Outcome[Any]]
) -> None:
    """If ``src`` failed, fail ``dst`` with the same error."""
    error = original_error(src)
    if error is not None:
        dst.set_result(Outcome(error=error))


def _each(works: Iterable[dist.Work]) -> None:
    """Start and finish Gloo works one after the other (a coalesced call's parts)."""
    for work in works:
        work.wait()


def _flat(lists: list[Tensors]) -> Tensors:
    return [t for inner in lists for t in inner]


def subgroup_settings(settings: TorchSwitchSettings, group_name: str) -> TorchSwitchSettings:
    """The switch job of the subgroup ``group_name`` (``new_group``), next to the default
    group's: with the controller service a job of its own, named after the run's job and
    the group (``JOB/GROUP``); without one none (its all-reduces go through Gloo), since
    the configured job, its ports and slots are the default group's."""
    if settings.controller is None:
        return replace(settings, slots=0, fallback="gloo")
    name = settings.service_job_name()
    if name is None:  # static rendezvous: the subgroup's ranks draw a name of their own
        return settings
    return replace(settings, job_name=f"{name}/{group_name}")


def _create(
    options: _DistributedBackendOptions, _backend_options: object = None
) -> P4ReduceProcessGroup:
    """What ``init_process_group("p4reduce")`` and ``new_group`` call (torch's extended
    API: ``options`` is a ``_DistributedBackendOptions``); settings from the environment."""
    subgroup = len(options.global_ranks_in_group) > 0  # the default group has none listed
    group = P4ReduceProcessGroup(
        options.store,
        options.group_rank,
        options.group_size,
        options.timeout,
        group_name=str(options.group_id) if subgroup else None,
    )
    if subgroup:  # dumps name it as torch does, with its ranks as global ranks
        ranks = list(options.global_ranks_in_group)
        group.reducer.name_group(
            str(options.group_id), "p4reduce subgroup", ranks, ranks[options.group_rank]
        )
    return group


#: The devices the backend serves: CPU tensors, and CUDA tensors staged through host
#: memory.  CPU first: torch builds a Python process group once, for the first device
#: (with that device's store prefix), and takes it for all of them.  Registering does
#: not change which backend a device defaults to (Gloo for CPU, NCCL for CUDA).
DEVICES = ("cpu", "cuda")


def register() -> None:
    """Register the ``p4reduce`` backend with ``torch.distributed`` (idempotent)."""
    if BACKEND_NAME not in dist.Backend.backend_list:
        dist.Backend.register_backend(
            BACKEND_NAME, _create, extended_api=True, devices=list(DEVICES)
        )
