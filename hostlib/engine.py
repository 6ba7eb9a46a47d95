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
window is in use) the same loop runs in C (``hostlib/_native_loop.c``) on the same
arrays, without the GIL (``hostlib/native_loop.py``).
"""

from __future__ import annotations

import time
from typing import Any

import numpy as np
import numpy.typing as npt

from p4rproto.agreement import Wire
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
    packet_len,
)

from . import fastpath, native_loop, packing, quantize
from .agreement import exchange
from .config import JobConfig
from .errors import AggregationOverflow, AggregationRefused, WithdrawnCallError
from .smallcall import SmallPlan
from .transfer_state import GAP_SLACK, I64, Control, JobStats, RawResult, SlotState, TransferState

#: The retransmission timeout's variance term is at least this share of srtt.
RTT_SLACK = 0.5


class Transfer(TransferState):
    """One all-reduce of a 1-D array through the switch; call :meth:`run`."""

    #: Run the loop in C where it can (None: where built); False: the numpy reference.
    native_loop: bool | None = None
    #: the call's agreement round is under way: results release no packets
    _holding = False
    #: rows of the socket's batch that completed the agreement round, to take (:meth:`hold`)
    _held: I64 | None = None

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
            if self.is_float and self.wire != Wire.INT32:
                shift = self.shift_table[self.agreed[data_slots]]
                words = np.empty((len(data_slots), cfg.elems_per_packet), dtype=">i4")
                residual = None if self.residual is None else np.empty_like(values)
                packing.quantize_into(values, shift, chunk, self.seed, self.wire, words, residual)
                rows["payload"][data_slots] = words
                if self.residual is not None:
                    self.residual.reshape(-1, self.values)[chunk] = residual
            elif self.is_float:
                shift = self.shift_table[self.agreed[data_slots]]
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
        # A timer that fired late by more than its own length marks a gap in this
        # process's run (GAP_SLACK), not a silent switch: resend before timing out.
        on_time = now - (self.sent_at[due] + self.rto[due]) <= np.maximum(self.rto[due], GAP_SLACK)
        stalled = due[on_time & (now - self.progress_at[due] > self.cfg.timeout)]
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

    def send_early(self) -> None:
        """The priming packets of the slots still to prime (past :attr:`primed`), right
        behind the agreement packet (:attr:`early`): held until the round completes (no
        resends, and a priming round that completes first releases no data), and no
        round-trip sample (their timers restart with the first window)."""
        slots = np.flatnonzero(self.pos[1:] < self.prime) + 1
        if len(slots):
            self._emit(slots, self.cfg.initial_rto)
            self.retried[slots] = True
            self.stats.early_primes += len(slots)

    def hold(self, at: I64) -> None:
        """Rows ``at`` of the batch that completed the agreement round: taken once it
        agreed (:meth:`_drive`), before the socket receives again."""
        self._held = at

    # -- receiving --------------------------------------------------------------------
    def _receive(self, timeout: float) -> None:
        n = self.sock.recv(timeout)
        if n:
            self.take(np.arange(n))

    def take(self, at: I64) -> None:
        """Act on the socket batch's rows ``at``: this call's RESULT, STATUS and NACK
        packets; anything else is counted."""
        cfg, k = self.cfg, self.cfg.elems_per_packet
        length = self.sock.length[at]
        ok = length >= HEADER_LEN
        head = np.ascontiguousarray(self.sock.data[at, :HEADER_LEN]).view(HEADER_DTYPE).ravel()
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
            words = self.sock.data[at[i], HEADER_LEN : HEADER_LEN + 8].copy().view(">u4")
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
            words = self.sock.data[at[st], HEADER_LEN : HEADER_LEN + 8].copy().view(">u4")
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
            self._accept(at[fresh], slot[fresh], head[fresh])

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
                self.shift[chunk] = self.shift_table[self.agreed[d]]
            if self.wire != Wire.INT32:
                values = np.empty((len(chunk), self.values), dtype=np.float32)
                packing.dequantize_into(payload, self.shift[chunk], self.wire, values)
                self.put_results(chunk, values)
            elif self.keep_sums:
                self.put_results(chunk, payload)
            else:
                values = np.empty(payload.shape, dtype=np.float32)
                quantize.dequantize_payload_into(payload, self.shift[chunk], values)
                self.put_results(chunk, values)
        self.poisoned |= bool((head["flags"] & Flag.POISON).any())
        self.agreed[slots] = head["exponent"]
        self.state.uses[slots] += np.uint32(1)
        self.pos[slots] += 1
        self.stats.results += len(slots)
        if self.on_progress is not None:
            self.on_progress(len(slots))
        if self.state.window is not None:
            self.state.window.on_results(len(slots), self.srtt, sample, self.width)
        if not self._holding:  # (an early priming round may complete before the call is
            self._release(slots[self.pos[slots] < self.total[slots]])  # agreed: no data)

    # -- driver -----------------------------------------------------------------------
    def run(self, control: Control | None = None) -> npt.NDArray[np.generic]:
        """Run ``control`` (the call's agreement round) first, if given; then, if every
        rank made this call, aggregate and return the 1-D result (float32 or int32): the
        caller's ``out`` where it gave one."""
        if self._run(control):
            self.finish_result()
        return self.out

    def run_raw(self, control: Control | None = None) -> RawResult:
        """Like :meth:`run`; return the switch's int32 sums per chunk and their shifts."""
        if self.sums is None:
            raise ValueError("raw results need the transfer's own result array (no out)")
        if self.wire != Wire.INT32:
            raise ValueError("raw results are int32 words: narrow lanes decode in the call")
        self.keep_sums = True
        self._run(control)
        return RawResult(self.sums, self.shift, self.exponents)

    def _run(self, control: Control | None) -> bool:
        """Whether the data rounds ran (they do unless ``control``'s verdict stopped them)."""
        if self.num_chunks == 0 and control is None:
            return True
        # The slots' sequence numbers start at the agreed call's block (set by the job,
        # hostlib.job: docs/protocol.md, "Call agreement"), so a failed call leaves
        # nothing for the next one to agree on.
        self._drive(control)
        self.stats.srtt = self.srtt
        if control is not None and not control.mine_agreed:
            return False
        self.state.settle(self.width)  # every round done, whatever they carried
        if self.refused is not None:
            raise self.refused
        if self.poisoned:  # refused input is caught in the agreement: void data mean a
            raise WithdrawnCallError(self.cfg.job_id, self.cfg.rank)  # rank gave it up
        if self.overflow.any():
            chunks = [int(c) for c in np.flatnonzero(self.overflow)]
            raise AggregationOverflow(self.cfg.job_id, chunks, self.values)
        return True

    def _drive(self, control: Control | None) -> None:
        if self.native_loop is not False and self._native():
            native_loop.drive(
                self,
                RTT_SLACK,
                control,
                cfg=self.cfg,
                sock=self.sock,
                state=self.state,
                stats=self.stats,
                local_workers=self.local_workers,
            )
            return
        if control is not None:
            self._holding = self.early
            try:
                got = exchange(
                    self.cfg,
                    self.sock,
                    control.row,
                    control.round,
                    self.stats,
                    self.local_workers,
                    early=self if self.early else None,
                )
            finally:
                self._holding = False
            # The primed slots' exponents come from the round (slot 0's header byte, the
            # others' fields): a round without them agreed on no call of this protocol.
            agreed = self.exponents_agreed(got) if control.check(got) else None
            control.result, control.mine_agreed = got, agreed is not None
            if agreed is None:
                return
            self.agreed[: len(agreed)] = agreed
        # The first window leaves as one burst that queues behind itself at the switch:
        # its timers start at the initial timeout, as SwitchML's first batch does (and
        # so do those of early priming packets still in flight).
        rto = max(self._base_rto(), self.cfg.initial_rto)
        todo = self.pos < self.total
        flying = todo & self.inflight
        self.sent_at[flying] = self.progress_at[flying] = time.monotonic()
        self.rto[flying] = rto
        self._release(np.flatnonzero(todo & ~self.inflight), rto)
        if self._held is not None:  # the data slots' packets that came with the RESULT
            held, self._held = self._held, None
            self.take(held)
        while True:
            if not (self.pos < self.total).any():
                break
            now = time.monotonic()
            wait = float((self.sent_at + self.rto)[self.inflight].min() - now)
            self._receive(min(max(wait, 0.0), 0.05))
            self._retransmit(time.monotonic())

    def _native(self) -> bool:
        return self.state.window is None and self.sock.batched and native_loop.available()


def small_call(
    plan: SmallPlan,
    number: int,
    x: npt.NDArray[Any],
    out: npt.NDArray[Any],
    control: Control,
    *,
    cfg: JobConfig,
    sock: BatchSocket,
    state: SlotState,
    stats: JobStats,
) -> fastpath.Outcome | None:
    """A small call in one C call (:func:`native_loop.small_call`), or None where the C
    loop does not run (then the call takes :func:`agree_only`)."""
    if Transfer.native_loop is False or not sock.batched or not native_loop.available():
        return None
    return native_loop.small_call(
        plan, number, x, out, control, RTT_SLACK, cfg=cfg, sock=sock, state=state, stats=stats
    )


def agree_only(
    cfg: JobConfig,
    sock: BatchSocket,
    state: SlotState,
    stats: JobStats,
    control: Control,
    local_workers: int = 0,
) -> None:
    """Run the agreement round ``control`` of a call without data rounds (a small call,
    whose data ride in the agreement packet, or a call another transport carries)."""
    if Transfer.native_loop is not False and sock.batched and native_loop.available():
        native_loop.drive(
            None,
            RTT_SLACK,
            control,
            cfg=cfg,
            sock=sock,
            state=state,
            stats=stats,
            local_workers=local_workers,
        )
        return
    got = exchange(cfg, sock, control.row, control.round, stats, local_workers)
    control.result, control.mine_agreed = got, control.check(got)
