"""The public entry point: a worker's handle on one aggregation job."""

from __future__ import annotations

import contextlib
import functools
import secrets
import socket
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import NoReturn, Protocol, TypeVar, cast

import numpy as np
import numpy.typing as npt

from p4rproto import agreement
from p4rproto.agreement import (
    MAX_LENGTH,
    CallDescriptor,
    Collective,
    Dtype,
    ReduceOp,
    Route,
    Wire,
)
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

from . import fastpath, flightrecord, native_loop, packing, quantize
from .agreement import (
    CallMismatch,
    CallSequence,
    RetryMismatch,
    Withdrawn,
    data_digest,
    exchange,
)
from .callrecord import CallRecord
from .config import JobConfig
from .congestion import CongestionWindow
from .engine import Transfer, agree_only, small_call
from .errors import (
    AggregationOverflow,
    AggregationRefused,
    AggregationTimeout,
    BroadcastRootError,
    HostlibError,
    JobLost,
    JobMismatch,
    PeerInputError,
    PeerRefusedError,
    RunReplaced,
    WithdrawnCallError,
)
from .session import Membership, join
from .smallcall import SmallCall, SmallPlan
from .standing import FirstStep, SessionState
from .transfer_state import Control, JobStats, RawResult, SlotState
from .xdp import XdpSocket

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
        stride = packet_len(config.elems_per_packet) + 1
        self._sock = (
            XdpSocket(sock, batch=config.batch, stride=stride)
            if config.io == "xdp"
            else BatchSocket(sock, batch=config.batch, stride=stride, offload=config.offload)
        )
        if config.local.port == 0:  # bound to an ephemeral port: record which
            config = replace(config, local=replace(config.local, port=sock.getsockname()[1]))
        self.config = config
        #: Joined, refused, lost: what the next call must do first, and the membership.
        self._session = SessionState()
        #: The nonce of this worker's JOINs: one per job, so that a rejoin of the session
        #: it is in already is answered as a resent JOIN (not refused rejected_rejoin).
        self._nonce = secrets.randbits(32) | 1
        self._send = np.zeros(0, dtype=packet_dtype(config.elems_per_packet))
        self._control = np.zeros(1, dtype=packet_dtype(config.elems_per_packet))
        self._control_payload = self._control["payload"][0]  # views: written every call
        self._control_exponent = self._control["exponent"]
        self._words = np.zeros(config.elems_per_packet, dtype=np.int32)
        self._control_slot = 0  #: the last slot of the job's pool (set at the first join)
        self._slots = SlotState(0)
        self._calls = CallSequence()
        #: the plans of the plain small calls made so far (:meth:`_plain_small_call`), by
        #: kind of call; made again after each join (they hold the job's layout)
        self._plans: dict[tuple[object, ...], SmallPlan | None] = {}
        #: the controller service's membership, when the job came from the service
        self._service: ServiceLink | None = None
        self._service_timeout: float | None = None
        #: ``config`` with ``slots`` the data slots (the pool's last slot is the control slot)
        self._data_config = config
        self.stats = JobStats()
        self._lock = threading.Lock()
        self._executor: ThreadPoolExecutor | None = None
        self._on_close: list[Callable[[], None]] = []
        #: the transfer of the last call that summed its input in place (``out=x``)
        self._in_place: Transfer | None = None
        #: the last calls, for when the job hangs (:mod:`hostlib.flightrecord` dumps it)
        self.call_record = CallRecord()
        flightrecord.register(self)

    @property
    def membership(self) -> Membership | None:
        """What the switch said of the job at the last JOIN: session, K, slot pool,
        worker count (None before the first, and after the service handed it out again)."""
        return self._session.membership

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
        self._plans.clear()
        self._calls.restart(member.session)  # a new session's rounds start at 0
        if self.membership is not None:  # a rejoin: the same slots, another session
            self.config = replace(self.config, session=member.session)
            self._data_config = replace(self._data_config, session=member.session)
            self._send["session"] = member.session
            self._control["session"] = member.session
            self._session.joined(member)
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
        # The pool's last slot is the control slot; the data use the others (a window
        # of at most MAX_SLOTS: the agreement carries it in 16 bits).
        data_slots = min(config.slots, member.slot_count - 1, agreement.MAX_SLOTS)
        data = replace(config, slots=data_slots)
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
        self._control_slot = member.slot_count - 1
        self._control["slot"] = self._control_slot
        window = None
        if config.congestion_control:
            start = config.initial_window or data.slots
            window = CongestionWindow(float(min(start, data.slots)))
        self.config, self._data_config, self._send = config, data, send
        old, self._slots = self._slots, SlotState(data.slots, window)
        old.close()
        self._session.joined(member)
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
        call: int | None = None,
        op: ReduceOp = ReduceOp.SUM,
        detail: int = 0,
        refuse: Exception | None = None,
        dtype: Dtype | None = None,
        wire: Wire | str | None = None,
        residual: npt.NDArray[np.float32] | None = None,
    ) -> npt.NDArray[np.generic]:
        """The element-wise sum of ``x`` over all workers, in ``x``'s dtype and shape.

        float32/float16/bfloat16 are quantized (see :mod:`hostlib.quantize` for the
        error bound; a call small enough to ride in its agreement packet is summed
        exactly, :mod:`hostlib.smallcall`); int32 and int64 within int32 range are exact.
        Every call is first agreed by all ranks through the switch (``docs/protocol.md``,
        "Call agreement"): :class:`~hostlib.agreement.CallMismatch` when the ranks'
        calls differ (dtype, length, window, or their call numbers), on every rank.

        ``call`` is the call's number: the n-th call of every rank pairs only with the
        n-th call of the others (None: the job counts calls, from 0).  A call that gives
        the number of a call this rank withdrew (it raised
        :class:`~hostlib.errors.AggregationTimeout` in its agreement round) is that call's
        retry, and must be the same call; any other call first answers the withdrawn one
        (the ranks still in it raise :class:`~hostlib.agreement.WithdrawnCallError`).
        ``op`` and ``detail`` only describe the call to the other ranks (the PyTorch
        layer's op and tensor list: every rank must pass the same); the sum is the same.
        ``dtype`` describes the caller's element type where it is not ``x``'s (the
        PyTorch layer widens float16 to float32 before the call).
        ``refuse``: the caller refuses this call (its reason): it still takes part in the
        agreement, as refusing it, and raises ``refuse``; the others raise
        :class:`~hostlib.errors.PeerRefusedError`, and no data moves.

        Raises :class:`~hostlib.errors.AggregationTimeout` when the switch stops
        completing slots, :class:`~hostlib.errors.AggregationRefused` when it refuses
        the packets, :class:`~hostlib.quantize.NonFiniteError` for NaN/Inf input,
        ``TypeError`` for a dtype it cannot carry (the call still takes part in the
        agreement, so that the job stays in step) and
        :class:`~hostlib.errors.PeerInputError` when another rank's input was refused.
        ``on_progress(n)`` is called as results for ``n`` more packets arrive.

        ``out``: a writable, C-contiguous array of ``x``'s size that receives the sum and
        is returned (reshaped to ``x``'s shape): float32 for float input, int32 for
        integers.  A caller that reuses it across calls saves what a new result costs
        the first time it is written (the kernel zeroes every page: as much again as
        dequantizing, ``docs/performance.md``).  It must not overlap ``x``: a call that
        fails part-way leaves ``out`` partly written, and ``x`` must stay whole for a
        retry; except ``out=x`` itself, which sums in place (after a failure in the
        data rounds :meth:`in_place_progress` says which chunks hold their sum).
        A bad ``out`` raises ``ValueError`` on this rank and
        :class:`~hostlib.errors.PeerInputError` on the others.

        ``wire``: what a float call's data rounds carry per 32-bit word (None: the job's
        ``JobConfig.wire``): int32, or two int16 / four int8 lanes, stochastically
        rounded (:mod:`hostlib.packing`: the bound per wire and world size); every rank
        must pass the same.  Integer calls, and calls that ride in their agreement
        packet (exact), ignore it.  ``residual``: a float32 array of ``x``'s size that
        receives what rounding dropped from this rank's values (``x - sent``) once the
        call succeeded, for error feedback (add it to the next step's input); zeros
        where nothing was dropped.
        """
        arr = np.asarray(x)
        chosen = self.config.wire if wire is None else wire
        with self._lock:
            number = self._calls.number(call)
            request = _Request(
                arr,
                number,
                op,
                detail,
                on_progress,
                out,
                refuse=refuse,
                dtype=dtype,
                wire=Wire.of(chosen),
                residual=None if residual is None else residual.reshape(-1),
            )
            result = self._call(request, Transfer.run)
        if out is not None:
            return result.reshape(arr.shape)
        if result.dtype != arr.dtype:
            result = result.astype(arr.dtype)
        return result.reshape(arr.shape)

    def all_reduce_raw(
        self,
        x: npt.ArrayLike,
        on_progress: Callable[[int], None] | None = None,
        *,
        call: int | None = None,
    ) -> RawResult:
        """Like :meth:`all_reduce`, but return the switch's integer sums undecoded (the
        call always runs in data rounds, never inside its agreement packet)."""
        with self._lock:
            number = self._calls.number(call)
            request = _Request(np.asarray(x), number, small=False)
            return self._call(request, Transfer.run_raw)

    @property
    def broadcast_capacity(self) -> int:
        """The most int32 words a :meth:`broadcast_words` carries: the agreement packet's
        words after the description and fingerprints, less the count of roots."""
        return _layout(self.config.elems_per_packet, self.config.num_workers).data_words - 1

    def broadcast_words(
        self,
        words: npt.NDArray[np.int32],
        is_root: bool,
        *,
        dtype: Dtype = Dtype.INT32,
        detail: int = 0,
        call: int | None = None,
        refuse: Exception | None = None,
    ) -> npt.NDArray[np.int32]:
        """The root's ``words`` on every rank, in the call's agreement round: one round
        trip, no data rounds.  The root writes a 1 and its words into its agreement
        packet, every other rank zeros, and the switch's sum is the root's words bit for
        bit (a word plus zeros cannot saturate), so any bytes travel: a caller's tensor
        as int32 words.  A sum that counts other than one root raises
        :class:`~hostlib.errors.BroadcastRootError` on every rank (no rank or two ranks
        called themselves the root), as does an int32 sum that saturated.

        Every rank passes as many words (at most :attr:`broadcast_capacity`; only the
        root's values are sent), and the same ``dtype`` (the caller's element type) and
        ``detail`` (the PyTorch layer's tensor list, the root's rank in it): the call is
        agreed as every call is (:class:`~hostlib.agreement.CallMismatch` where they
        differ, on every rank) and numbered as :meth:`all_reduce` numbers it.
        ``refuse``: this rank refuses the call (its reason), as in :meth:`all_reduce`."""
        if words.dtype != np.int32 or words.ndim != 1:
            raise TypeError(
                f"broadcast_words takes 1-D int32 words, not {words.dtype} of shape {words.shape}"
            )
        if len(words) > self.broadcast_capacity:
            raise ValueError(
                f"a broadcast in the agreement packet carries at most {self.broadcast_capacity} "
                f"words (K = {self.config.elems_per_packet}, {self.config.num_workers} ranks), "
                f"not {len(words)}"
            )
        sent = np.zeros(len(words) + 1, dtype=np.int32)
        if is_root:
            sent[0], sent[1:] = 1, words
        with self._lock:
            number = self._calls.number(call)
            request = _Request(
                sent,
                number,
                ReduceOp.NONE,
                detail,
                refuse=refuse,
                dtype=dtype,
                collective=Collective.BROADCAST,
            )
            try:
                result = self._call(request, Transfer.run)
            except AggregationOverflow as exc:
                raise BroadcastRootError(self.config.job_id, number, None) from exc
        roots = int(result[0])
        if roots != 1:
            raise BroadcastRootError(self.config.job_id, number, roots)
        return np.asarray(result[1:], dtype=np.int32)

    def agree(
        self,
        collective: Collective,
        *,
        dtype: Dtype = Dtype.NONE,
        op: ReduceOp = ReduceOp.NONE,
        length: int = 0,
        detail: int = 0,
        call: int | None = None,
        refused: Exception | None = None,
    ) -> None:
        """Agree with the other ranks on a call whose data another transport moves (the
        PyTorch layer's collectives on Gloo): one round trip on the control slot, as
        every call makes.  Raises :class:`~hostlib.agreement.CallMismatch` when the ranks'
        calls differ, ``refused`` (why this rank refuses its call) or
        :class:`~hostlib.errors.PeerRefusedError` when a rank refused; ``call`` numbers the
        call as :meth:`all_reduce` does."""
        with self._lock:
            number = self._calls.number(call)
            desc = CallDescriptor(
                collective, op, dtype, length % (MAX_LENGTH + 1), 0, number, Route.GLOO, detail
            )
            self._call(_Request(None, number, descriptor=desc, refuse=refused), Transfer.run)

    def in_place_progress(self) -> InPlaceProgress | None:
        """How far the last call that summed its input in place (``out=x``) got: after
        it failed, which of its chunks hold their sum (the others still hold the input);
        None where the last call was not in place or wrote nothing (it failed before its
        data rounds: the input is whole)."""
        t = self._in_place
        if t is None:
            return None
        summed = t.summed_chunks()
        if not summed.any():
            return None
        return InPlaceProgress(summed, t.values, t.poisoned)

    @property
    def next_call(self) -> int:
        """The number the next call takes when it gives none."""
        return self._calls.next_call

    def resync(self, control_round: int, next_call: int) -> None:
        """Continue at ``control_round`` with call number ``next_call``, forgetting a
        withdrawn call: for a layer above that agreed with every rank, out of band, where
        to go on (``control_round``: more than any rank's :attr:`control_round`)."""
        with self._lock:
            self._calls.resync(control_round)
            self._calls.next_call = next_call

    @property
    def control_round(self) -> int:
        """The control round the next agreement takes place in (see :meth:`resync`)."""
        return self._calls.round

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
        mine = self.config
        config = replace(self._service.rejoin(), lane=mine.lane, wire=mine.wire, io=mine.io)
        if self._service_timeout is not None:
            config = replace(config, timeout=self._service_timeout)
        self._sock.sock.connect((config.switch.ip, config.switch.port))
        if isinstance(self._sock, XdpSocket):
            self._sock.retarget()  # frames to the switch's new address
        self.config = self._data_config = config
        self._plans.clear()
        self._session.reopened()
        self._calls.restart(NO_SESSION)  # a new job's rounds start at 0; call numbers go on
        self.stats.rejoins += 1

    def mark_lost(self, reason: str) -> None:
        """Join the job again through the service before the next call (the ranks agreed
        on it: the PyTorch integration, when some rank found the job dropped)."""
        if self._service is not None:
            self._session.job_lost(reason)

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
        reason = self._service.lost or "the controller service dropped the job"
        self._session.job_lost(reason)
        return JobLost(self.config.job_id, reason)

    def _call(self, request: _Request, run: Callable[[Transfer, Control], T]) -> T:
        """:meth:`_run_call`, recorded in :attr:`call_record`; a timeout names the call,
        and dumps every rank's record where ``P4REDUCE_FR_DUMP_DIR`` asks for it."""
        desc = request.descriptor
        array = request.array
        entry = self.call_record.begin(
            request.number,
            desc.collective if desc is not None else request.collective,
            desc.op if desc is not None else request.op,
            desc.dtype if desc is not None else (request.dtype or getattr(array, "dtype", None)),
            desc.length if desc is not None else getattr(array, "size", 0),
            desc.route if desc is not None else Route.SWITCH,
            (self._calls.round, self.config.session),
        )
        try:
            result = self._run_call(request, run)
        except BaseException as exc:
            self.call_record.failed(entry, exc)
            if isinstance(exc, AggregationTimeout):
                entry.agreed = exc.slot != self._control_slot if exc.slot >= 0 else None
                exc.name_call(request.number, entry.collective.name.lower())
                entry.error = str(exc)
                flightrecord.dump_on_failure()
            raise
        self.call_record.completed(entry)
        return result

    def flight_record(self) -> flightrecord.GroupDump | None:
        """This job's calls, for a dump (None where a PyTorch group dumps them with its
        own operations)."""
        if self.call_record.adopted:
            return None
        cfg = self.config
        return flightrecord.GroupDump(
            rank=cfg.rank,
            name=f"p4reduce-job-{cfg.job_id}",
            desc=f"p4reduce job {cfg.job_id}",
            ranks=tuple(range(cfg.num_workers)),
            entries=self.call_record.entries(),
            timeout_s=cfg.timeout,
        )

    def _run_call(self, request: _Request, run: Callable[[Transfer, Control], T]) -> T:
        """One call: prepare the data, agree on the call with the other ranks, then run
        the data rounds (``run``) in the agreed call's block of sequence numbers (or read
        a small call's sum from its agreement round).  Under the controller service a job
        it dropped is joined again first."""
        step = self._session.first_step()
        if step is FirstStep.REOPEN:
            self.reopen()
        elif step is FirstStep.REJOIN:
            self._rejoin()
        try:
            return self._agreed_call(request, run)
        except AggregationTimeout as exc:
            lost = self._lost_job(exc)
            if lost is not None:
                raise lost from exc
            raise
        except AggregationRefused as exc:
            # The switch restarted or the job got a new session: every rank's packets are
            # refused so; the next call joins the current session first.
            if exc.reason == Counter.REJECTED_SESSION:
                self._session.session_refused()
            raise

    def _agreed_call(self, request: _Request, run: Callable[[Transfer, Control], T]) -> T:
        """The call's agreement round, after the round of a call this rank withdrew (when
        this is another call), then its data rounds where every rank made it; raises why
        not where they did not."""
        self._in_place = None
        if (
            request.small
            and request.refuse is None
            and request.array is not None
            and request.residual is None
        ):
            plain = self._plain_small_call(request)
            if plain is not None:
                return cast(T, plain)
        elif (
            request.refuse is None
            and request.descriptor is not None
            and self._plain_agreement(request.descriptor)
        ):
            return cast(T, None)
        member = self._join()
        layout = self._layout(member)
        work, desc, error = self._prepare(request, layout)
        calls = self._calls
        while (held := calls.withdrawn) is not None and held.descriptor.call != desc.call:
            self._settle(held, layout)  # an earlier call of ours holds the round
        if held is not None:  # a retry: the round holds the withdrawn try's packet
            self._check_retry(held, desc, work, layout)
            row = held.row
        else:
            row = self._control_row(desc, layout, work, error, request.refuse)
        mine = self._words if held is None else row["payload"][0].astype(np.int32)
        control = Control(
            row, calls.round, mine, layout.ranks, agreement.RANK_WORDS, self._control_slot
        )
        ran = self._round(control, desc, work, run)
        result = self._concluded(control, desc, work, ran, layout, error, request.out)
        self._in_place = None  # it succeeded: nothing to tell of
        return result

    def _concluded(
        self,
        control: Control,
        desc: CallDescriptor,
        work: SmallCall | Transfer | None,
        ran: T | None,
        layout: agreement.Layout,
        error: Exception | None,
        out: npt.NDArray[np.generic] | None,
    ) -> T:
        """The call's result once its round (and data rounds) ran: ``ran``, or a small
        call's sum read from the round; raises where the round agreed on no call of every
        rank."""
        calls = self._calls
        calls.withdrawn = None
        if not control.mine_agreed:
            self._raise_disagreement(control, desc, layout, error)
        if isinstance(work, SmallCall):
            got = control.result
            assert got is not None  # the round completed, or _round raised
            calls.round = control.round + 1
            self.stats.all_reduces += 1
            self.stats.elements += work.length
            return cast(T, work.result(got.sums, got.overflow, self.config.job_id, out))
        if work is None:  # an agreement of a call that other transports carry
            calls.round = control.round + 1
        return cast(T, ran)

    def _plain_small_call(self, request: _Request) -> npt.NDArray[np.generic] | None:
        """A small call in one C call (:func:`~hostlib.engine.small_call`, the same
        packets as the general path), or None where the call is not plain: a joined job
        with no withdrawn call to answer first, finite float32 or int32 values in a
        C-contiguous array that ride in the agreement packet, an ``out`` of their dtype
        (or none).  The general path takes every other call, and every error (naming
        the cause as it does)."""
        arr, out = request.array, request.out
        assert arr is not None
        member = self.membership
        if (
            member is None
            or self._calls.withdrawn is not None
            or arr.dtype not in _PLAIN_DTYPES
            or not arr.flags.c_contiguous
        ):
            return None
        if out is not None and not _plain_out(arr, out):
            return None
        plan = self._plan(request, arr, member)
        if plan is None:
            return None
        result = out.reshape(-1) if out is not None else np.empty(arr.size, dtype=arr.dtype)
        outcome, control = self._native_small(plan, request.number, arr, result)
        if outcome is None or outcome == fastpath.Outcome.NONFINITE:
            return None  # nothing was sent: the general path runs the call
        layout = self._layout(member)
        if outcome != fastpath.Outcome.DONE:  # the Python loop goes on from where C stopped
            desc = plan.descriptor.numbered(request.number)
            work = SmallCall(arr.reshape(-1), layout)
            self._round(control, desc, work, Transfer.run, resumed=outcome)
            return self._concluded(control, desc, work, None, layout, None, out)
        self._calls.round = control.round + 1
        self.stats.all_reduces += 1
        self.stats.elements += arr.size
        assert control.result is not None
        if control.result.overflow and not plan.is_float:
            raise AggregationOverflow(self.config.job_id, [0], arr.size)
        return result

    def _plain_agreement(self, desc: CallDescriptor) -> bool:
        """An agreement alone (:meth:`agree`) in one C call, as a small call without
        data (the same packet as the general path); False where it must take the
        general path: the job is not joined, a withdrawn call is to be answered first,
        or the C loop does not run.  Raises what the round says, as the general path."""
        member = self.membership
        if member is None or self._calls.withdrawn is not None:
            return False
        key = (desc.collective, desc.op, desc.dtype, desc.length, desc.route, desc.detail)
        plan = self._plans.get(key)
        if plan is None:
            plan = SmallPlan.agreement(desc.numbered(0), self._layout(member), self.config.rank)
            self._keep_plan(key, plan)
        outcome, control = self._native_small(plan, desc.call, _NO_DATA, _NO_DATA)
        if outcome is None:
            return False  # nothing was sent
        if outcome != fastpath.Outcome.DONE:  # the Python loop goes on from where C stopped
            layout = self._layout(member)
            self._round(control, desc, None, Transfer.run, resumed=outcome)
            self._concluded(control, desc, None, None, layout, None, None)
            return True
        self._calls.round = control.round + 1
        return True

    def _native_small(
        self,
        plan: SmallPlan,
        number: int,
        data: npt.NDArray[np.generic],
        result: npt.NDArray[np.generic],
    ) -> tuple[fastpath.Outcome | None, Control]:
        """Call ``number`` of ``plan``'s calls in one C call (:func:`~hostlib.engine.small_call`)
        in the next agreement round: its outcome (None: the C loop does not run, nothing
        was sent) and the round."""
        control = Control(
            self._control,
            self._calls.round,
            self._words,
            self.config.num_workers,
            agreement.RANK_WORDS,
            self._control_slot,
        )
        outcome = small_call(
            plan,
            number,
            data,
            result,
            control,
            cfg=self.config,
            sock=self._sock,
            state=self._slots,
            stats=self.stats,
        )
        return outcome, control

    def _plan(
        self, request: _Request, arr: npt.NDArray[np.generic], member: Membership
    ) -> SmallPlan | None:
        """The plan of ``request``'s kind of small call (None: it needs data rounds)."""
        key = (
            request.collective,
            request.dtype,
            arr.dtype.char,
            request.op,
            request.detail,
            arr.size,
            request.wire,
        )
        try:
            return self._plans[key]
        except KeyError:
            pass
        desc = self._descriptor(request, arr).numbered(0)
        plan = SmallPlan.of(desc, self._layout(member), self.config.rank, arr.dtype == np.float32)
        self._keep_plan(key, plan)
        return plan

    def _keep_plan(self, key: tuple[object, ...], plan: SmallPlan | None) -> None:
        if len(self._plans) >= _PLANS_KEPT:
            self._plans.clear()  # a training loop's calls repeat a few kinds
        self._plans[key] = plan

    def _raise_disagreement(
        self,
        control: Control,
        desc: CallDescriptor,
        layout: agreement.Layout,
        error: Exception | None,
    ) -> NoReturn:
        """The completed round ``control`` did not agree on this rank's call ``desc``:
        raise why, as every rank in it does (``error``: why this rank refused its own
        input), and move past the round."""
        got = control.result
        assert got is not None  # the round completed, or _round raised
        at = control.round
        verdict = agreement.decode(got.sums, layout)
        if verdict.agreed and not verdict.holds(desc):
            raise agreement.AgreementError(
                f"job {self.config.job_id}: control round {at} agreed on another call "
                f"({verdict.call()}) than this rank's ({desc})"
            )
        self._calls.round = at + 1
        if not verdict.agreed:
            raise CallMismatch.from_verdict(self.config.job_id, self.config.rank, desc, verdict)
        if error is not None:
            raise error
        if verdict.refused_calls:
            raise PeerRefusedError(self.config.rank, self.config.job_id)
        if verdict.refusals:
            raise PeerInputError(self.config.job_id, self.config.rank)
        raise agreement.AgreementError(  # every rank made this call, and nobody refused
            f"job {self.config.job_id}: control round {at}'s sums decode as agreed, but "
            "not as this rank's call"
        )

    def _round(
        self,
        control: Control,
        desc: CallDescriptor,
        work: SmallCall | Transfer | None,
        run: Callable[[Transfer, Control], T],
        resumed: fastpath.Outcome | None = None,
    ) -> T | None:
        """The agreement round ``control`` and, where every rank made this call, the
        transfer's data rounds in the round's block (one C loop where it is built).  A
        timeout or socket error before the round completed withdraws the call (its packet
        may be in the round: answered later).  ``resumed``: the round of a
        :meth:`_plain_small_call` is under way, and its loop stopped so."""
        at = control.round
        local = self.membership.local_workers if self.membership else 0
        try:
            if isinstance(work, Transfer):
                self._calls.round = at + agreement.span(_rounds(work))  # finished or not
                work.start(agreement.block_base(at))  # the exponents: from the round
                result = run(work, control)
                if control.mine_agreed:
                    self.stats.all_reduces += 1
                    self.stats.elements += work.length
                return result
            if resumed is not None:
                native_loop.resume(
                    resumed,
                    control,
                    cfg=self.config,
                    sock=self._sock,
                    state=self._slots,
                    stats=self.stats,
                    local_workers=local,
                )
            else:
                agree_only(self.config, self._sock, self._slots, self.stats, control, local)
            return None
        except (AggregationTimeout, OSError):
            if control.result is None:
                self._calls.round = at
                self._calls.withdrawn = Withdrawn(at, desc, control.row.copy(), _digest(work))
            raise

    def _layout(self, member: Membership) -> agreement.Layout:
        return _layout(
            self.config.elems_per_packet, self.config.num_workers, member.local_workers == 0
        )

    def _prepare(
        self, request: _Request, layout: agreement.Layout
    ) -> tuple[SmallCall | Transfer | None, CallDescriptor, Exception | None]:
        """What this rank sends for ``request``: its descriptor, the small call or the
        transfer that carries its data, and why it refuses its input (it still takes
        part in the agreement, so that every rank fails the call together)."""
        if request.descriptor is not None:
            return None, request.descriptor, request.refuse
        arr = request.array
        assert arr is not None
        desc = self._descriptor(request, arr)
        work: SmallCall | Transfer | None = None
        error: Exception | None = None
        try:
            if arr.size > MAX_LENGTH:
                raise ValueError(f"a call carries at most {MAX_LENGTH} elements, not {arr.size}")
            quantize.check_dtype(arr.dtype)
            wire = Wire(desc.wire)
            if wire != Wire.INT32:
                packing.check_workers(wire, self.config.num_workers)
            flat = np.ascontiguousarray(arr).reshape(-1)
            out = _result_buffer(arr, flat, request.out)
            if request.small and agreement.rides_inline(layout, desc):
                work = SmallCall(flat, layout, request.residual)
            else:
                work = self._transfer(
                    flat,
                    request.on_progress,
                    out,
                    wire=wire,
                    seed=packing.call_seed(request.number) if wire != Wire.INT32 else 0,
                    residual=request.residual,
                )
                if out is not None and in_place(flat, out):
                    self._in_place = work
            error = work.refused
        except (TypeError, ValueError) as exc:
            error = exc  # refused here (dtype, out): still take part, so all fail together
        if request.refuse is not None:
            error = request.refuse
        return work, desc, error

    def _descriptor(self, request: _Request, arr: npt.NDArray[np.generic]) -> CallDescriptor:
        """The all-reduce ``request`` of ``arr`` as the agreement describes it (its wire
        format only for floats: integers always go as int32)."""
        dtype = request.dtype if request.dtype is not None else Dtype.of_numpy(arr.dtype)
        return CallDescriptor(
            request.collective,
            request.op,
            dtype,
            arr.size % (MAX_LENGTH + 1),
            self._data_config.slots,
            request.number,
            Route.SWITCH,
            request.detail,
            request.wire if Dtype(dtype).is_float else Wire.INT32,
        )

    def _control_row(
        self,
        desc: CallDescriptor,
        layout: agreement.Layout,
        work: SmallCall | Transfer | None,
        error: Exception | None,
        request_refuse: Exception | None,
    ) -> npt.NDArray[np.void]:
        """The agreement packet of ``desc``: its description, a small call's data, and
        a float call's chunk-0 exponent and its next slots' first exponents (those slots
        need no priming round then)."""
        row = self._control
        refused = 0
        if error is not None:
            whole_call = error is request_refuse or desc.route == Route.GLOO
            refused = agreement.REFUSED_CALL if whole_call else agreement.REFUSED_INPUT
        words = agreement.encode(
            desc, layout, refused=refused, rank=self.config.rank, out=self._words
        )
        exponent = 0
        if error is None and isinstance(work, SmallCall):
            work.write(words)
        elif error is None and isinstance(work, Transfer) and work.is_float and work.num_chunks:
            exponent = int(work.exponents[0])
            if work.fields is not None:
                work.fields.write(work.exponents[1:], words)
        self._control_payload[:] = words
        self._control_exponent[0] = exponent
        return row

    def _check_retry(
        self,
        held: Withdrawn,
        desc: CallDescriptor,
        work: SmallCall | Transfer | None,
        layout: agreement.Layout,
    ) -> None:
        """A retry must be the same call as the withdrawn try, data included (the round
        holds that try's packet, a small call's data with it, and a float call's chunk-0
        exponent): else the try is answered as given up, and the retry raises."""
        what = ""
        if held.descriptor != desc:
            what = f"it is {desc}, the withdrawn call was {held.descriptor}"
        elif _digest(work) != held.data:
            what = (
                "its data differ from the withdrawn try's (a small call's ride in the "
                "round's packet: ranks that completed the round hold the sum with the "
                "first try's data)"
                if isinstance(work, SmallCall)
                else "its data differ from the withdrawn try's"
            )
        if what:
            self._settle(held, layout)
            raise RetryMismatch(self.config.job_id, self.config.rank, desc.call, what)

    def _settle(self, held: Withdrawn, layout: agreement.Layout) -> None:
        """This worker withdrew call ``held`` and makes another call now: wait for the
        round that holds its packet (the others' late arrival).  If they agreed on that
        call and the round completed while this worker waited (they are in its data
        rounds now), take part with void data, so that they fail the call at once instead
        of timing out.  Either way, move past that call."""
        calls = self._calls
        try:
            got = exchange(
                self.config,
                self._sock,
                held.row,
                held.round,
                self.stats,
                self.membership.local_workers if self.membership else 0,
                what=f"agreement round of call {held.descriptor.call}, given up earlier",
            )
        except AggregationTimeout:
            raise  # still withdrawn: the next call waits for that round again
        calls.withdrawn = None
        verdict = agreement.decode(got.sums, layout)
        inline = agreement.rides_inline(layout, held.descriptor)
        refused = verdict.refusals or verdict.refused_calls
        if not verdict.agreed or refused or inline or held.descriptor.route != Route.SWITCH:
            calls.round = held.round + 1  # nothing runs after the round (or not here)
            return
        void = self._void(held.descriptor)
        calls.round = held.round + agreement.span(_rounds(void))
        if got.waited:
            # Bounded: the others are in that call now, and progress within round trips.
            void.cfg = replace(void.cfg, timeout=min(void.cfg.timeout, 4 * void.cfg.max_rto))
            void.start(agreement.block_base(held.round), got)
            with contextlib.suppress(HostlibError, OSError):  # its own marker, or a timeout
                void.run()

    def _void(self, desc: CallDescriptor) -> Transfer:
        """A transfer of the agreed call ``desc`` with void data: zeros flagged POISON,
        which every other rank receives as :class:`WithdrawnCallError`."""
        is_float = (agreement.member(Dtype, desc.dtype) or Dtype.OTHER).is_float
        zeros = np.zeros(desc.length, dtype=np.float32 if is_float else np.int32)
        void = self._transfer(zeros, None, wire=agreement.member(Wire, desc.wire) or Wire.INT32)
        void.flags = int(Flag.POISON)
        void.refused = WithdrawnCallError(self.config.job_id, self.config.rank)
        return void

    def _transfer(
        self,
        flat: npt.NDArray[np.generic],
        on_progress: Callable[[int], None] | None,
        out: npt.NDArray[np.generic] | None = None,
        *,
        wire: Wire = Wire.INT32,
        seed: int = 0,
        residual: npt.NDArray[np.float32] | None = None,
    ) -> Transfer:
        member = self._join()
        t = Transfer(
            self._data_config,
            self._sock,
            self._send,
            self._slots,
            self.stats,
            flat,
            on_progress,
            member.local_workers,
            out,
            wire,
            seed,
            residual,
        )
        if t.is_float:  # the agreement packet carries its first slots' exponents
            fields = agreement.ExponentFields.of(self._layout(member), t.width)
            t.fields = fields if fields.chunks else None
        return t

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
        flightrecord.unregister(self)
        if self._executor is not None:
            self._executor.shutdown(wait=True)
        self._slots.close()  # (its lane says goodbye through the socket)
        self._sock.close()
        for fn in self._on_close:
            fn()
        self._on_close.clear()

    def __enter__(self) -> AggregationJob:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _result_buffer(
    x: npt.NDArray[np.generic], flat: npt.NDArray[np.generic], out: npt.NDArray[np.generic] | None
) -> npt.NDArray[np.generic] | None:
    """``out`` as the 1-D result array of the call of ``x`` (``flat``: its contiguous
    copy or itself), or ``ValueError`` saying why it cannot be."""
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
    if in_place(x, out):
        return out.reshape(-1)  # each chunk's sum replaces it once it is no longer sent
    # The caller's array itself, not only its contiguous copy: a strided input that
    # shares memory with out would be spoilt for a retry by a call that fails part-way.
    if np.shares_memory(out, x) or np.shares_memory(out, flat):
        raise ValueError(
            "out overlaps the input (only out=x itself sums in place): a call that fails "
            "part-way would spoil it"
        )
    return out.reshape(-1)


def in_place(x: npt.NDArray[np.generic], out: npt.NDArray[np.generic]) -> bool:
    """Whether ``out`` is ``x`` itself as a call sums it in place: the same C-contiguous
    memory, of the result's dtype (float32, or int32)."""
    return (
        isinstance(out, np.ndarray)
        and out.dtype == x.dtype
        and out.dtype in (np.float32, np.int32)
        and out.size == x.size
        and x.flags.c_contiguous
        and out.flags.c_contiguous
        and out.size > 0
        and out.__array_interface__["data"][0] == x.__array_interface__["data"][0]
    )


#: The dtypes of a plain small call (:meth:`AggregationJob._plain_small_call`).
_PLAIN_DTYPES = (np.dtype(np.float32), np.dtype(np.int32))
#: The kinds of small call and agreement whose plans a job keeps.
_PLANS_KEPT = 1024
#: What an agreement's native call reads and writes instead of data (it has none).
_NO_DATA = np.zeros(1, dtype=np.int32)


def _plain_out(x: npt.NDArray[np.generic], out: npt.NDArray[np.generic]) -> bool:
    """Whether ``out`` takes the sum of ``x`` as it is (else :func:`_result_buffer` says
    why not, or makes it so)."""
    return (
        isinstance(out, np.ndarray)
        and out.dtype == x.dtype
        and out.size == x.size
        and out.flags.c_contiguous
        and out.flags.writeable
        and not np.may_share_memory(out, x)
    )


@dataclass(frozen=True)
class InPlaceProgress:
    """Where a call that summed its input in place stopped
    (:meth:`AggregationJob.in_place_progress`)."""

    summed: npt.NDArray[np.bool_]  #: per chunk: it holds the sum (else still the input)
    chunk: int  #: elements per chunk (the job's K, times the lanes of a word)
    #: a rank gave the call up (void data): sums it delivered are not the ranks' sums
    poisoned: bool


@dataclass(frozen=True)
class _Request:
    """One call as the caller made it."""

    array: npt.NDArray[np.generic] | None  #: None: an agreement only (``descriptor``)
    number: int
    op: ReduceOp = ReduceOp.SUM
    detail: int = 0
    on_progress: Callable[[int], None] | None = None
    out: npt.NDArray[np.generic] | None = None
    small: bool = True  #: may ride in its agreement packet
    descriptor: CallDescriptor | None = None
    refuse: Exception | None = None  #: the caller refuses the call itself
    dtype: Dtype | None = None  #: the caller's element type, where it is not the array's
    wire: Wire = Wire.INT32  #: what a float call's words carry
    #: this rank's rounding error goes here (error feedback), once the call succeeded
    residual: npt.NDArray[np.float32] | None = None
    #: ALL_REDUCE, or BROADCAST: the root's words ride in the agreement packet, zeros
    #: from every other rank (:meth:`AggregationJob.broadcast_words`)
    collective: Collective = Collective.ALL_REDUCE


#: A job's packet layout, made once (every call reads it).
_layout = functools.lru_cache(maxsize=64)(agreement.Layout)


def _digest(work: SmallCall | Transfer | None) -> bytes:
    """The digest of the data ``work`` sends (empty for an agreement alone): what a
    retry is checked against (:meth:`AggregationJob._check_retry`)."""
    if isinstance(work, SmallCall):
        return data_digest(np.asarray(work.data, dtype=np.int32))
    if isinstance(work, Transfer):
        return data_digest(work.chunks.rows, work.chunks.tail)
    return b""


def _rounds(transfer: Transfer) -> int:
    """The most data rounds the transfer runs on one slot."""
    return int(transfer.total.max()) if len(transfer.total) else 0
