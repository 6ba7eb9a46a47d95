"""The windowed, retransmitting protocol engine: one all-reduce over a job's slots.

Slot ``s`` of the ``w = min(slots, chunks)`` slots in use carries chunks
``s, s+w, s+2w, ...``.  For float data it first sends a *priming* packet holding only
the exponent of chunk ``s``; every later packet carries the data of one chunk,
quantized with the exponent the switch agreed for it (the max over workers, returned
in the previous result on that slot), plus the exponent of the slot's next chunk.  A
result on slot ``s`` releases the next packet on ``s`` with the other set bit.  Integer
data needs no exponents and sends no priming packets.

Each slot has a retransmission timer: an adaptive timeout from RTT samples (Karn's
rule: only unretransmitted packets are sampled), doubled on every retry.  A slot that
makes no progress for ``timeout`` seconds raises :class:`AggregationTimeout`.
Everything is vectorized over the slots that a batch of packets touches.

This numpy loop is the reference.  Where the C kernels are built (and no congestion
window is in use) the same loop runs in C (``hostlib/_transfer.c``) on the same
arrays, without the GIL (``hostlib/native_loop.py``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from p4reduce.netio import BatchSocket
from p4reduce.wire import (
    HEADER_DTYPE,
    HEADER_LEN,
    MAGIC,
    NACK_WORDS,
    PROTOCOL_VERSION,
    STATUS_WORDS,
    Flag,
    MsgType,
    packet_len,
)

from . import native_loop, quantize
from .config import JobConfig
from .congestion import CongestionWindow
from .errors import AggregationOverflow, AggregationRefused, AggregationTimeout, PeerInputError

I64 = npt.NDArray[np.int64]
#: The retransmission timeout's variance term is at least this share of srtt.
RTT_SLACK = 0.5


@dataclass
class JobStats:
    """What a worker saw of its job, over every all-reduce so far."""

    all_reduces: int = 0
    elements: int = 0
    packets_sent: int = 0
    retransmissions: int = 0
    results: int = 0
    duplicates: int = 0  #: results for a slot/seq no longer in flight
    foreign: int = 0  #: packets of another job or rank, or malformed
    status: int = 0  #: STATUS answers (the switch still waits for someone)
    srtt: float = 0.0  #: smoothed round-trip time, seconds


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
    """Per-slot counters and the congestion window: what persists across a job's calls."""

    def __init__(self, slots: int, window: CongestionWindow | None = None) -> None:
        self.uses = np.zeros(slots, dtype=np.uint32)  # packets sent so far on each slot
        #: None: no congestion control, every slot of a call in flight at once
        self.window = window

    def advance(self, width: int, total: I64) -> None:
        """Move the first ``width`` slots on by a call's planned packet counts."""
        self.uses[:width] += total.astype(np.uint32)


def plan(chunks: int, slots: int, is_float: bool) -> tuple[int, I64]:
    """Slots a call uses and packets per slot: a priming packet (float), then one per
    chunk; the same on every worker for the same length."""
    width = min(slots, chunks)
    s = np.arange(width, dtype=np.int64)
    total: I64 = -(-(chunks - s) // max(width, 1)) + (1 if is_float else 0)
    return width, total


class Transfer:
    """One all-reduce of a 1-D array through the switch; call :meth:`run`."""

    #: Run the loop in C where it can (None: where built); False: the numpy reference.
    native_loop: bool | None = None

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
        k = cfg.elems_per_packet
        self.length = len(x)
        self.is_float = x.dtype in quantize.FLOAT_DTYPES
        self.num_chunks = quantize.num_blocks(len(x), k)
        self.width, self.total = plan(self.num_chunks, cfg.slots, self.is_float)
        self.prime = 1 if self.is_float else 0
        data: npt.NDArray[Any]
        #: Why this worker refused its own input: it then takes part with zeros flagged
        #: POISON, so that every rank finishes the call in step, and raises this at the end.
        self.refused: Exception | None = None
        self.poisoned = False  #: a result of this call held a POISON contribution
        try:
            if self.is_float:
                data = np.asarray(x, dtype=np.float32)
                self.exponents = quantize.block_exponents(data, k)
            else:
                data = _as_int32(x)
                self.exponents = np.zeros(self.num_chunks, dtype=np.uint8)
        except (quantize.NonFiniteError, OverflowError) as exc:
            self.refused = exc
            data = np.zeros(len(x), dtype=np.float32 if self.is_float else np.int32)
            self.exponents = np.zeros(self.num_chunks, dtype=np.uint8)
        self.flags = int(Flag.POISON) if self.refused is not None else 0
        self.chunks = _Chunks(data, k)
        w = self.width
        self.pos = np.zeros(w, dtype=np.int64)
        self.agreed = np.zeros(w, dtype=np.uint8)
        self.status_bitmap = np.zeros(w, dtype=np.uint64)  # from the switch's last STATUS
        self.status_known = np.zeros(w, dtype=bool)
        self.sent_at = np.zeros(w)
        self.progress_at = np.zeros(w)
        self.rto = np.zeros(w)
        self.retried = np.zeros(w, dtype=bool)
        self.inflight = np.zeros(w, dtype=bool)  # a packet sent and not answered
        self.ready = np.zeros(w, dtype=bool)  # the next packet waits for the window
        # The result.  Float results are dequantized as they arrive, straight from the
        # packets; raw mode (and integer data) keeps the int32 sums in the same memory.
        self.keep_sums = not self.is_float
        self.out: npt.NDArray[Any] = np.empty(
            self.num_chunks * k, dtype=np.float32 if self.is_float else np.int32
        )
        self.sums = self.out.view(np.int32).reshape(self.num_chunks, k)
        self.shift = np.zeros(self.num_chunks, dtype=np.int32)
        self.overflow = np.zeros(self.num_chunks, dtype=bool)
        self.srtt = stats.srtt
        self.rttvar = stats.srtt / 2

    # -- sending ----------------------------------------------------------------------
    def _base_rto(self) -> float:
        """srtt + 4 rttvar, the variance term at least srtt/2 (RTT_SLACK): a round trip
        that is mostly queueing (a paced link, a busy switch) jitters by more than its
        smoothed variance says, and a spurious retransmission costs the switch a pass."""
        if self.srtt == 0.0:
            return self.cfg.initial_rto
        rto = self.srtt + max(4 * self.rttvar, RTT_SLACK * self.srtt)
        return float(np.clip(rto, self.cfg.min_rto, self.cfg.max_rto))

    def _emit(self, slots: I64, rto: float | None = None) -> None:
        """Build the packet at each slot's current position and send them."""
        cfg, rows, w = self.cfg, self.send_rows, self.width
        p = self.pos[slots]
        uses = self.state.uses[slots]
        nxt = slots + (p - self.prime + 1) * w  # the chunk whose exponent rides along
        exp = np.where(
            nxt < self.num_chunks, self.exponents[np.minimum(nxt, self.num_chunks - 1)], 0
        )
        rows["seq"][slots] = uses
        rows["flags"][slots] = (uses & Flag.SET) | self.flags
        rows["exponent"][slots] = exp if self.is_float else 0
        is_data = p >= self.prime
        data_slots = slots[is_data]
        if len(data_slots) != len(slots):
            rows["payload"][slots[~is_data]] = 0
        if len(data_slots):
            chunk = data_slots + (p[is_data] - self.prime) * w
            values = self.chunks.gather(chunk)
            if self.is_float:
                shift = quantize.shifts(self.agreed[data_slots], cfg.num_workers)
                lo, hi = int(data_slots[0]), int(data_slots[-1]) + 1
                if hi - lo == len(data_slots) and (np.diff(data_slots) == 1).all():
                    # A run of slots: quantize straight into the packets (big-endian).
                    quantize.quantize_into(values, shift, rows["payload"][lo:hi])
                else:
                    q = np.empty(values.shape, dtype=">i4")  # the fast path's layout
                    quantize.quantize_into(values, shift, q)
                    rows["payload"][data_slots] = q
            else:
                rows["payload"][data_slots] = values
        self.sock.send(rows, slots)
        now = time.monotonic()
        self.inflight[slots] = True
        self.ready[slots] = False
        self.sent_at[slots] = now
        self.progress_at[slots] = now
        self.rto[slots] = self._base_rto() if rto is None else rto
        self.retried[slots] = False
        self.status_known[slots] = False
        self.stats.packets_sent += len(slots)

    def _release(self, slots: I64, rto: float | None = None) -> None:
        """The next packets of ``slots`` are ready: send what the window allows, the
        earliest chunks first (the same order on every worker).

        A ready chunk earlier than one already in flight is always sent, window or not:
        otherwise a worker whose window is full of later chunks would wait for workers
        that wait for its earlier chunk.  With that rule the earliest unfinished chunk
        always gets every worker's contribution, so the job cannot deadlock."""
        self.ready[slots] = True
        waiting = np.flatnonzero(self.ready)
        window = self.state.window
        if window is None or len(waiting) == 0:
            if len(waiting):
                self._emit(waiting, rto)
            return
        order = self.pos * self.width + np.arange(self.width)  # chunk order
        flying = np.flatnonzero(self.inflight)
        behind = waiting[order[waiting] < order[flying].max()] if len(flying) else waiting[:0]
        room = window.allowed(self.width) - len(flying) - len(behind)
        ahead = np.setdiff1d(waiting, behind, assume_unique=True)
        if room > 0 and len(ahead) > room:
            ahead = ahead[np.argpartition(order[ahead], room - 1)[:room]]
        send = np.concatenate([behind, ahead if room > 0 else ahead[:0]])
        if len(send):
            self._emit(send, rto)

    def _retransmit(self, now: float) -> None:
        due = np.flatnonzero(self.inflight & (self.sent_at + self.rto <= now))
        if len(due) == 0:
            return
        stalled = due[now - self.progress_at[due] > self.cfg.timeout]
        if len(stalled):
            self._raise_timeout(int(stalled[0]), now)
        if self.state.window is not None:
            self.state.window.on_loss(now, self.srtt)
        self.sock.send(self.send_rows, due)
        self.sent_at[due] = now
        self.rto[due] = np.minimum(self.rto[due] * 2, self.cfg.max_rto)
        self.retried[due] = True
        self.stats.packets_sent += len(due)
        self.stats.retransmissions += len(due)

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

    # -- receiving --------------------------------------------------------------------
    def _receive(self, timeout: float) -> None:
        n = self.sock.recv(timeout)
        if n == 0:
            return
        cfg, k = self.cfg, self.cfg.elems_per_packet
        length = self.sock.length[:n]
        ok = length >= HEADER_LEN
        head = np.ascontiguousarray(self.sock.data[:n, :HEADER_LEN]).view(HEADER_DTYPE).ravel()
        slot = head["slot"].astype(np.int64)
        ok &= (head["magic"] == MAGIC) & (head["version"] == PROTOCOL_VERSION)
        ok &= (head["job_id"] == cfg.job_id) & (head["rank"] == cfg.rank) & (slot < self.width)
        ok &= head["session"] == cfg.session
        is_result = ok & (head["msg_type"] == MsgType.RESULT)
        is_result &= (head["elem_count"] == k) & (length == packet_len(k))
        is_status = ok & (head["msg_type"] == MsgType.STATUS)
        is_status &= (head["elem_count"] == STATUS_WORDS) & (length == HEADER_LEN + 8)
        slot_c = np.minimum(slot, self.width - 1)
        current = (head["seq"] == self.state.uses[slot_c]) & (self.pos[slot_c] < self.total[slot_c])
        same_set = (head["flags"] & Flag.SET) == (self.state.uses[slot_c] & Flag.SET)
        # A NACK counts only if it answers the packet in flight: its session (echoed from
        # the refused packet), job, rank, slot, seq and set; any other (e.g. the answer to
        # a forger's packet from this worker's address) is foreign.
        is_nack = ok & current & same_set & (head["msg_type"] == MsgType.NACK)
        is_nack &= length == packet_len(NACK_WORDS)
        self.stats.foreign += int(np.count_nonzero(~(is_result | is_status | is_nack)))
        nacked = np.flatnonzero(is_nack)
        if len(nacked):
            i = int(nacked[0])
            words = self.sock.data[i, HEADER_LEN : HEADER_LEN + 8].copy().view(">u4")
            raise AggregationRefused(
                cfg.job_id,
                cfg.rank,
                int(words[0]),
                int(words[1]),
                f"its packet for slot {int(slot[i])} (seq {int(head['seq'][i])})",
            )
        current &= same_set
        st = np.flatnonzero(is_status & current)
        if len(st):
            words = self.sock.data[st, HEADER_LEN : HEADER_LEN + 8].copy().view(">u4")
            hi, lo = words[:, 0].astype(np.uint64), words[:, 1].astype(np.uint64)
            self.status_bitmap[slot[st]] = hi << np.uint64(32) | lo
            self.status_known[slot[st]] = True
            self.stats.status += len(st)
        fresh = np.flatnonzero(is_result & current)
        self.stats.duplicates += int(np.count_nonzero(is_result)) - len(fresh)
        if len(fresh):
            # The same result can arrive twice in a batch (multicast + unicast answer).
            _, first = np.unique(slot[fresh], return_index=True)
            self.stats.duplicates += len(fresh) - len(first)
            fresh = fresh[first]
            self._accept(fresh, slot[fresh], head[fresh])

    def _accept(self, idx: I64, slots: I64, head: npt.NDArray[np.void]) -> None:
        now = time.monotonic()
        clean = ~self.retried[slots]
        self.inflight[slots] = False
        sample = 0.0
        if clean.any():
            # Jacobson/Karels over the batch's samples: the mean error moves srtt, the
            # mean deviation moves rttvar, so the queue's tail keeps rto above it.
            samples = now - self.sent_at[slots[clean]]
            sample = float(samples.min())
            if self.srtt == 0.0:
                self.srtt = float(samples.mean())
                self.rttvar = max(float(samples.std()), self.srtt / 2)
            else:
                err = samples - self.srtt
                self.srtt += 0.125 * float(err.mean())
                self.rttvar += 0.25 * (float(np.abs(err).mean()) - self.rttvar)
        p = self.pos[slots]
        is_data = p >= self.prime
        if is_data.any():
            d = slots[is_data]
            chunk = d + (p[is_data] - self.prime) * self.width
            k = self.cfg.elems_per_packet
            payload = self.sock.data[idx[is_data], HEADER_LEN : HEADER_LEN + 4 * k].view(">i4")
            self.overflow[chunk] = (head["flags"][is_data] & Flag.OVERFLOW) != 0
            if self.is_float:
                self.shift[chunk] = quantize.shifts(self.agreed[d], self.cfg.num_workers)
            if self.keep_sums:
                self.sums[chunk] = payload
            else:
                values = np.empty(payload.shape, dtype=np.float32)
                quantize.dequantize_payload_into(payload, self.shift[chunk], values)
                self.out.reshape(self.sums.shape)[chunk] = values
        self.poisoned |= bool((head["flags"] & Flag.POISON).any())
        self.agreed[slots] = head["exponent"]
        self.state.uses[slots] += np.uint32(1)
        self.pos[slots] += 1
        self.stats.results += len(slots)
        if self.on_progress is not None:
            self.on_progress(len(slots))
        if self.state.window is not None:
            self.state.window.on_results(len(slots), self.srtt, sample, self.width)
        self._release(slots[self.pos[slots] < self.total[slots]])

    # -- driver -----------------------------------------------------------------------
    def run(self) -> npt.NDArray[np.generic]:
        """Aggregate and return the 1-D result (float32 or int32)."""
        self._run()
        return self.out[: self.length]

    def run_raw(self) -> RawResult:
        """Aggregate; return the switch's int32 sums per chunk and their shifts."""
        self.keep_sums = True
        return self._run()

    def _run(self) -> RawResult:
        if self.num_chunks == 0:
            return RawResult(self.sums, self.shift, self.exponents)
        start = self.state.uses[: self.width].copy()
        try:
            self._drive()
        finally:
            # Every worker advances each slot by the planned packet count, finished or
            # not, so that the next call agrees on seq and set even after a timeout.
            self.state.uses[: self.width] = start
            self.state.advance(self.width, self.total)
        self.stats.srtt = self.srtt
        if self.refused is not None:
            raise self.refused
        if self.poisoned:
            raise PeerInputError(self.cfg.job_id, self.cfg.rank)
        if self.overflow.any():
            chunks = [int(c) for c in np.flatnonzero(self.overflow)]
            raise AggregationOverflow(self.cfg.job_id, chunks, self.cfg.elems_per_packet)
        return RawResult(self.sums, self.shift, self.exponents)

    def _drive(self) -> None:
        native = self.state.window is None and self.sock.batched and native_loop.available()
        if self.native_loop is not False and native:
            native_loop.drive(self, RTT_SLACK)
            return
        # The first window leaves as one burst that queues behind itself at the switch:
        # its timers start at the initial timeout, as SwitchML's first batch does.
        first = np.arange(self.width, dtype=np.int64)
        self._release(first, max(self._base_rto(), self.cfg.initial_rto))
        while True:
            if not (self.pos < self.total).any():
                break
            now = time.monotonic()
            wait = float((self.sent_at + self.rto)[self.inflight].min() - now)
            self._receive(min(max(wait, 0.0), 0.05))
            self._retransmit(time.monotonic())


def _as_int32(x: npt.NDArray[Any]) -> npt.NDArray[np.int32]:
    if x.dtype == np.int32:
        return x
    info = np.iinfo(np.int32)
    if len(x) and (x.min() < info.min or x.max() > info.max):
        bad = int(np.flatnonzero((x < info.min) | (x > info.max))[0])
        raise OverflowError(f"element {bad} ({x[bad]}) does not fit the switch's int32")
    return x.astype(np.int32)
