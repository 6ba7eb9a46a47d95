"""A transfer's state, and what a job keeps across its transfers.

A *transfer* is one call's exchange of packets with the switch (its chunks, slot arrays
and result: :class:`TransferState`), driven by one of two loops: the numpy reference
(:class:`hostlib.engine.Transfer`) or the C loop (``hostlib/_native_loop.c``, driven by
``hostlib/native_loop.py``).  What persists across a job's transfers is
:class:`SlotState` (the slots' sequence state and the C loop) and :class:`JobStats`."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from p4rproto.agreement import AgreementError, ExponentFields, Wire
from p4rproto.netio import BatchSocket
from p4rproto.wire import Flag

from . import packing, quantize
from .config import JobConfig
from .congestion import CongestionWindow
from .errors import AggregationTimeout


class NativeLoop(Protocol):
    """A job's C loop (``hostlib.native_loop``), as the slot state keeps it."""

    def close(self) -> None: ...


I64 = npt.NDArray[np.int64]

#: Seconds a timer may fire late before the delay counts as a gap in this process's run
#: (it was stopped, or not scheduled): the resend goes out first, and only a silence
#: after it counts towards a timeout, so that a process that resumes after a stall
#: fetches what the switch holds for it instead of giving up at once.
GAP_SLACK = 0.05


@dataclass
class JobStats:
    """What a worker saw of its job, over every all-reduce so far."""

    all_reduces: int = 0
    elements: int = 0
    packets_sent: int = 0
    lane_packets: int = 0  #: of packets_sent, those that went through the shared-memory lane
    #: of packets_sent, priming packets that left with their call's agreement packet
    #: (:meth:`TransferState.start`)
    early_primes: int = 0
    retransmissions: int = 0
    results: int = 0
    duplicates: int = 0  #: results for a slot/seq no longer in flight
    foreign: int = 0  #: packets of another job or rank, or malformed
    status: int = 0  #: STATUS answers (the switch still waits for someone)
    agreements: int = 0  #: agreement rounds completed (one per call, more after a give-up)
    #: seconds the calls waited for their agreement rounds (first send to RESULT): what
    #: agreeing cost them, besides the description's words (docs/performance.md)
    agreement_wait: float = 0.0
    srtt: float = 0.0  #: smoothed round-trip time, seconds
    rejoins: int = 0  #: times the job was joined again through the controller service


@dataclass(frozen=True)
class RawResult:
    """What the switch returned, before dequantization.

    ``sums[c]`` is chunk ``c``'s int32 sum, ``shift[c]`` its scale (the value is
    ``sums * 2**-shift``), ``local_exponents[c]`` this worker's own block exponent.
    """

    sums: npt.NDArray[np.int32]
    shift: npt.NDArray[np.int32]
    local_exponents: npt.NDArray[np.uint8]


class _Chunks:
    """Rows of a 1-D array cut into ``elems``-long chunks, the last one zero-padded."""

    def __init__(self, x: npt.NDArray[Any], elems: int) -> None:
        self.full = len(x) // elems
        self.rows = x[: self.full * elems].reshape(self.full, elems)
        self.tail = np.zeros(elems, dtype=x.dtype)
        self.tail[: len(x) - self.full * elems] = x[self.full * elems :]

    def gather(self, chunks: I64) -> npt.NDArray[Any]:
        if self.full == 0:
            return np.broadcast_to(self.tail, (len(chunks), len(self.tail))).copy()
        rows = self.rows[np.minimum(chunks, self.full - 1)]
        partial = chunks >= self.full
        if partial.any():
            rows[partial] = self.tail
        return rows


class SlotState:
    """Per-slot counters, the congestion window and the C loop: what persists across a
    job's calls."""

    def __init__(self, slots: int, window: CongestionWindow | None = None) -> None:
        #: each slot's sequence number: the call's block base, plus the rounds done
        self.uses = np.zeros(slots, dtype=np.uint32)
        #: None: no congestion control, every slot of a call in flight at once
        self.window = window
        #: the job's C loop (``hostlib.native_loop``), made at its first call
        self.native: NativeLoop | None = None
        #: the last transfer that began here completed all its rounds (a new session's
        #: slots are clear: as good as settled)
        self.settled = True
        #: per slot: the last completed transfer's last round on it used set 0
        self.ends_on_set0 = np.zeros(slots, dtype=bool)

    def may_prime_early(self, width: int) -> bool:
        """Whether a transfer over ``width`` slots may send its priming packets (slots
        1.. that the agreement carries no exponent for) with its agreement packet, before
        the round has shown that every rank finished the previous call
        (docs/protocol.md, "Priming with the agreement").  Set 0 of those
        slots, which the priming round overwrites, must hold no round a rank may still
        fetch: every rank has finished the calls before the previous one (it sent that
        call's agreement, which this rank's completed round counted), so only the
        previous call's rounds can be wanted, and only their last on each slot (a rank
        that sent round j holds round j - 1).  So: the last transfer completed here, and
        none of its slots in 1.. ended on set 0 (a slot it did not use is as good; a call
        between them without data rounds leaves the flags as they were, erring on the
        safe side)."""
        return self.settled and not self.ends_on_set0[1:width].any()

    def begin(self) -> None:
        """A transfer's rounds begin: unsettled until :meth:`settle`."""
        self.settled = False

    def settle(self, width: int) -> None:
        """A transfer over ``width`` slots completed all its rounds here: each slot's last
        round was ``uses - 1`` (its set the parity: ``uses`` odd is set 0)."""
        self.ends_on_set0[:] = False
        self.ends_on_set0[:width] = (self.uses[:width] & 1) == 1
        self.settled = True

    def close(self) -> None:
        if self.native is not None:
            self.native.close()
            self.native = None


@dataclass(frozen=True)
class Round:
    """An agreement round's outcome as one rank saw it."""

    #: the switch answered STATUS before the RESULT: the round completed while this rank
    #: waited (the others are running the call now), not before it asked
    waited: bool
    sums: npt.NDArray[np.int32]  #: the K summed words
    exponent: int  #: the round's exponent byte: the max of the ranks' (a call's chunk 0)
    overflow: bool  #: a word saturated (only a small call's integer data can)


@dataclass
class Control:
    """A call's agreement round, run before its data rounds (or alone): this rank's
    packet ``row`` for control round ``round``.  ``result`` is filled in when the round
    completes, and ``mine_agreed`` says whether every rank made this rank's call (the
    first ``words`` summed words are ``ranks`` times this rank's ``mine``, and nobody
    refused): only then do the data rounds run."""

    row: npt.NDArray[np.void]
    round: int
    mine: npt.NDArray[np.int32]  #: this rank's words (host order)
    ranks: int
    words: int
    slot: int  #: the control slot (``row``'s)
    started: float = field(default_factory=time.monotonic)
    result: Round | None = None
    mine_agreed: bool = False

    def check(self, got: Round) -> bool:
        """Whether ``got`` is the round of this rank's call, made by every rank."""
        sums = got.sums[: self.words].astype(np.int64)
        mine = self.mine[: self.words].astype(np.int64)
        return bool(sums[2] == 0 and np.array_equal(sums, self.ranks * mine))


def plan(chunks: int, slots: int, is_float: bool) -> tuple[int, I64]:
    """Slots a call uses and packets per slot: a priming packet (float), then one per
    chunk; the same on every worker for the same length."""
    width = min(slots, chunks)
    s = np.arange(width, dtype=np.int64)
    total: I64 = -(-(chunks - s) // max(width, 1)) + (1 if is_float else 0)
    return width, total


class TransferState:
    """One all-reduce of a 1-D array: what both loops read and write."""

    def __init__(
        self,
        cfg: JobConfig,
        sock: BatchSocket,
        send: npt.NDArray[np.void],
        state: SlotState,
        stats: JobStats,
        x: npt.NDArray[np.generic],
        on_progress: Callable[[int], None] | None = None,
        local_workers: int = 0,
        out: npt.NDArray[np.generic] | None = None,
        wire: Wire = Wire.INT32,
        seed: int = 0,
        residual: npt.NDArray[np.float32] | None = None,
    ) -> None:
        self.cfg = cfg
        #: > 0: the switch is a leaf aggregating this many ranks (its STATUS bitmap holds
        #: ranks on the leaf); 0: it aggregates all ``cfg.num_workers``
        self.local_workers = local_workers
        self.on_progress = on_progress
        self.sock = sock
        self.send_rows = send
        self.state = state
        self.stats = stats
        self.length = len(x)
        self.is_float = x.dtype in quantize.FLOAT_DTYPES
        #: what each word carries (``hostlib.packing``): integers always go as int32
        self.wire = wire if self.is_float else Wire.INT32
        self.seed = seed  #: the stochastic rounding's seed (narrow lanes)
        #: values per chunk: K words of ``wire.lanes`` lanes
        self.values = cfg.elems_per_packet * self.wire.lanes
        #: the shift of each agreed exponent (read-only, shared)
        self.shift_table = packing.shift_table(cfg.num_workers, self.wire)
        self.num_chunks = quantize.num_blocks(len(x), self.values)
        self.width, self.total = plan(self.num_chunks, cfg.slots, self.is_float)
        self.prime = 1 if self.is_float else 0
        #: a result of this call held a POISON contribution: a rank gave the call up
        self.poisoned = False
        self.early = False  #: (:meth:`start`)
        #: where the agreement packet carries the first-chunk exponents of slots 1.. (a
        #: float call: set by the job before :meth:`start`); those slots need no priming
        self.fields: ExponentFields | None = None
        self.finished = False  #: the whole result is in ``out``
        self.chunks = _Chunks(self._take_input(x), self.values)
        self.flags = int(Flag.POISON) if self.refused is not None else 0
        self._init_slots(self.width)
        if out is not None and self.refused is not None and np.shares_memory(out, x):
            out = None  # refused input summed in place would spoil it: the sums go elsewhere
        self._init_result(out)
        self._init_residual(residual)
        self.srtt = stats.srtt
        self.rttvar = stats.srtt / 2

    def _take_input(self, values: npt.NDArray[np.generic]) -> npt.NDArray[Any]:
        """The data this worker sends for ``values`` (float32, or int32) and its chunks'
        exponents; zeros where it refuses its own input (not finite, beyond int32)."""
        k = self.values
        #: Why this worker refused its own input: it then takes part with zeros flagged
        #: POISON, so that every rank finishes the call in step, and raises this at the end.
        self.refused: Exception | None = None
        data: npt.NDArray[Any]
        try:
            if self.is_float:
                data = np.asarray(values, dtype=np.float32)
                self.exponents = quantize.block_exponents(data, k)
            else:
                data = as_int32(values)
                self.exponents = np.zeros(self.num_chunks, dtype=np.uint8)
        except (quantize.NonFiniteError, OverflowError) as exc:
            self.refused = exc
            data = np.zeros(len(values), dtype=np.float32 if self.is_float else np.int32)
            self.exponents = np.zeros(self.num_chunks, dtype=np.uint8)
        return data

    def _init_slots(self, width: int) -> None:
        """Each of the call's ``width`` slots' state, one array per field (both loops
        work on all slots at once)."""
        self.pos = np.zeros(width, dtype=np.int64)
        self.agreed = np.zeros(width, dtype=np.uint8)
        self.status_bitmap = np.zeros(width, dtype=np.uint64)  # from the switch's last STATUS
        self.status_known = np.zeros(width, dtype=bool)
        self.sent_at = np.zeros(width)
        self.progress_at = np.zeros(width)
        self.rto = np.zeros(width)
        self.retried = np.zeros(width, dtype=bool)
        self.inflight = np.zeros(width, dtype=bool)  # a packet sent and not answered
        self.ready = np.zeros(width, dtype=bool)  # the next packet waits for the window

    def _init_result(self, out: npt.NDArray[np.generic] | None) -> None:
        """Where the result goes.  Float results are dequantized as they arrive, straight
        from the packets; raw mode (and integer data) keeps the int32 sums in the same
        memory.  Full chunks land in their rows of ``out``, the last, partial one in
        ``out_tail`` (copied into ``out`` at the end).  Without a caller's ``out``, a new
        array padded to whole chunks holds both, and is what raw mode returns."""
        k = self.values
        self.keep_sums = not self.is_float
        full = self.chunks.full
        if out is None:
            padded = np.empty(self.num_chunks * k, dtype=self.result_dtype)
            self.out: npt.NDArray[Any] = padded[: self.length]
            self.sums: npt.NDArray[np.int32] | None = padded.view(np.int32).reshape(-1, k)
            self.out_tail = padded[full * k :]
        else:
            self.out, self.sums = out, None
            self.out_tail = np.empty(k if self.num_chunks > full else 0, self.result_dtype)
        self.out_rows = self.out[: full * k].reshape(full, k)
        self.shift = np.zeros(self.num_chunks, dtype=np.int32)
        self.overflow = np.zeros(self.num_chunks, dtype=bool)

    def _init_residual(self, residual: npt.NDArray[np.float32] | None) -> None:
        """Where narrow lanes' rounding error goes for error feedback: the caller's
        ``residual`` (float32, the input's length) receives ``x - q·2^-s`` per value once
        the call ends; int32 words write zeros (their rounding drops below 2**-30 of a
        block's largest value)."""
        self.residual_out = residual
        self.residual: npt.NDArray[np.float32] | None = None
        if residual is None:
            return
        if residual.dtype != np.float32 or residual.shape != (self.length,):
            raise ValueError(
                f"residual must be float32 of the input's {self.length} elements, "
                f"got {residual.dtype} {residual.shape}"
            )
        if self.wire != Wire.INT32 and self.refused is None:
            self.residual = np.zeros(self.num_chunks * self.values, dtype=np.float32)

    @property
    def primed(self) -> int:
        """Slots whose priming round is the agreement round (float data): slot 0 (its
        exponent in the header) and those of :attr:`fields`; they start at their data."""
        if not self.is_float or not self.width:
            return 0
        return 1 + (self.fields.chunks if self.fields is not None else 0)

    def start(self, base: int, got: Round | None = None) -> None:
        """Begin the data rounds at sequence number ``base`` on every slot (the agreed
        call's block), after the agreement round ``got`` where it already completed.
        For float data the :attr:`primed` slots start at their first chunk's data, with
        the exponents the round agreed (:meth:`take_exponents`); the other slots'
        priming packets leave with the agreement packet where that is safe
        (:attr:`early`, :meth:`SlotState.may_prime_early`)."""
        state = self.state
        state.uses[: self.width] = base
        primed = self.primed
        self.pos[:primed] = 1
        state.uses[:primed] = (base + 1) & 0xFFFFFFFF
        #: the priming packets of the other slots leave right behind the agreement
        #: packet (a round trip less); no congestion window: every slot in flight
        self.early = (
            self.is_float
            and self.refused is None  # (a refused call ends in its agreement round)
            and primed < self.width
            and state.window is None
            and state.may_prime_early(self.width)
        )
        state.begin()
        if got is not None:
            self.take_exponents(got)

    def exponents_agreed(self, got: Round) -> npt.NDArray[np.uint8] | None:
        """The exponents the agreement round ``got`` agreed for the :attr:`primed`
        slots (None where its fields count no rank: no agreement of this protocol)."""
        if self.primed == 0:
            return np.zeros(0, dtype=np.uint8)
        head = np.array([got.exponent], dtype=np.uint8)
        if self.fields is None:
            return head
        rest = self.fields.read(got.sums)
        return None if rest is None else np.concatenate([head, rest])

    def take_exponents(self, got: Round) -> None:
        """Start the :attr:`primed` slots with the exponents the round ``got`` agreed."""
        agreed = self.exponents_agreed(got)
        if agreed is None:
            raise AgreementError(
                f"job {self.cfg.job_id}: the agreement round's exponent fields count no rank"
            )
        self.agreed[: len(agreed)] = agreed

    @property
    def result_dtype(self) -> np.dtype[Any]:
        """float32 for float data, int32 for integers (the switch's sums)."""
        return np.dtype(np.float32 if self.is_float else np.int32)

    def put_results(self, chunks: I64, rows: npt.NDArray[Any]) -> None:
        """Store the results ``rows`` (float32, or int32 sums) of ``chunks``."""
        dst, tail = self.out_rows, self.out_tail
        if self.keep_sums:  # raw sums of float data go into the float array's memory
            dst, tail = dst.view(np.int32), tail.view(np.int32)
        last = chunks >= self.chunks.full
        if last.any():
            tail[:] = rows[last][-1]
        dst[chunks[~last]] = rows[~last]

    def finish_result(self) -> None:
        """Copy the last, partial chunk's result from ``out_tail`` into ``out``."""
        start = self.chunks.full * self.values
        if self.sums is None and start < self.length:
            self.out[start:] = self.out_tail[: self.length - start]
        if self.residual_out is not None:
            kept = self.residual[: self.length] if self.residual is not None else 0.0
            self.residual_out[:] = kept
        self.finished = True

    def summed_chunks(self) -> npt.NDArray[np.bool_]:
        """Which chunks of ``out`` hold their sum (a call that failed part-way wrote
        some): each slot's results arrived in order, so its first ``pos - prime``
        chunks; the last, partial chunk once :meth:`finish_result` copied it."""
        summed = np.zeros(self.num_chunks, dtype=bool)
        for slot in range(self.width):
            done = int(min(self.pos[slot], self.total[slot])) - self.prime
            summed[slot : slot + max(done, 0) * self.width : self.width] = True
        if self.chunks.full < self.num_chunks:
            summed[self.chunks.full] = self.finished
        return summed

    def _raise_timeout(self, slot: int, now: float) -> None:
        missing = None
        if self.status_known[slot]:
            # The bitmap of the switch this worker sends to: a leaf's holds its own ranks.
            bitmap = int(self.status_bitmap[slot])
            ranks = self.local_workers or self.cfg.num_workers
            missing = [r for r in range(ranks) if not bitmap >> r & 1]
        raise AggregationTimeout(
            self.cfg.job_id,
            slot,
            int(self.state.uses[slot]),
            now - self.progress_at[slot],
            missing,
            self.local_workers,
        )


def as_int32(x: npt.NDArray[Any]) -> npt.NDArray[np.int32]:
    """``x`` as int32, or ``OverflowError`` naming the first element beyond int32."""
    if x.dtype == np.int32:
        return x
    info = np.iinfo(np.int32)
    if len(x) and (x.min() < info.min or x.max() > info.max):
        bad = int(np.flatnonzero((x < info.min) | (x > info.max))[0])
        raise OverflowError(f"element {bad} ({x[bad]}) does not fit the switch's int32")
    return x.astype(np.int32)
