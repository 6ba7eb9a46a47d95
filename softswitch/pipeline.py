"""The aggregation pipeline of ``docs/protocol.md``, vectorized over packet batches.

This is the reference model of the P4 programs: the same tables, registers,
counters and state machine, bit for bit.  A batch is processed as if its packets
arrived one at a time: packets that touch different (slot, set) pairs are
independent, so each "wave" takes at most one packet per pair, in arrival order,
and updates the registers with array operations.

A job with an uplink is a leaf job of a two-level job (docs/protocol.md, "Two levels"):
its completed sets go to the spine as one partial CONTRIB, and the spine's RESULT,
stored as the set's final result, is what its workers receive.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from p4rproto.netio import Address
from p4rproto.wire import (
    DEFAULT_NACK_INTERVAL_US,
    FLAGS_RESERVED_MASK,
    HEADER_DTYPE,
    HEADER_LEN,
    JOIN_ACK_WORDS,
    MAGIC,
    NACK_WORDS,
    NO_SESSION,
    PROTOCOL_VERSION,
    STATUS_WORDS,
    Flag,
    MsgType,
    new_session,
    packet_dtype,
    packet_len,
)

from .counters import NACKED, Counter, Counters
from .dropsim import DropRates, DropSimulator
from .tables import JobEntry, Tables, Uplink

I64 = npt.NDArray[np.int64]
Mask = npt.NDArray[np.bool_]
INT32_MIN, INT32_MAX = -(1 << 31), (1 << 31) - 1


@dataclass(frozen=True)
class SwitchConfig:
    """Sizing of a software switch (the P4 program's compile-time constants)."""

    num_slots: int = 4096
    elems_per_packet: int = 64
    max_jobs: int = 256
    #: Minimum microseconds between two NACKs to one worker (the nack_limit table).
    nack_interval_us: int = DEFAULT_NACK_INTERVAL_US


#: Per-worker state is indexed by the worker table's worker_index (16 bits).
WORKER_ENTRIES = 1 << 16
_NEVER = np.iinfo(np.int64).min // 2


def monotonic_us() -> int:
    return time.monotonic_ns() // 1000


class Registers:
    """Per (slot, set) state: contributor bitmap, count, round seq, max exponent, values."""

    def __init__(self, num_slots: int, elems: int) -> None:
        shape = (num_slots, 2)
        self.bitmap = np.zeros(shape, dtype=np.uint64)
        self.count = np.zeros(shape, dtype=np.int64)
        self.seq = np.zeros(shape, dtype=np.uint32)
        self.exponent = np.zeros(shape, dtype=np.uint8)
        self.overflow = np.zeros(shape, dtype=bool)
        self.poison = np.zeros(shape, dtype=bool)
        self.final = np.zeros(shape, dtype=bool)  #: a leaf's set holds the spine's result
        self.values = np.zeros((*shape, elems), dtype=np.int32)

    def reset(self, slots: I64) -> None:
        self.bitmap[slots] = 0
        self.count[slots] = 0
        self.final[slots] = False


@dataclass
class Emitted:
    """Packets the pipeline sends: rows as on the wire, their lengths and destinations."""

    packets: npt.NDArray[np.void]
    length: I64
    dst_ip: npt.NDArray[np.uint32]
    dst_port: npt.NDArray[np.uint16]

    def __len__(self) -> int:
        return len(self.packets)


class JobControl:
    """The control-plane operations both pipelines share (the Python API of a job's life):
    a subclass has ``tables`` and clears slots in ``reset_slots``."""

    supports_uplinks = True  #: the leaf role of two-level aggregation (both pipelines)

    tables: Tables

    def reset_slots(self, slots: range) -> None:
        raise NotImplementedError

    def add_job(self, job: JobEntry) -> int:
        """Install a job and clear its slots (what the controller's job add does);
        returns the job's session tag."""
        session = self.tables.add_job(job)
        self.reset_slots(job.slots)
        return session

    def start_session(self, job_id: int, session: int = NO_SESSION) -> int:
        """A new run of an installed job, in the controller's order: the job locked, its
        slots cleared, then a new session tag (random unless given); returns the tag."""
        job = self.tables.jobs.get(job_id)
        if job is None:
            raise KeyError(f"no job {job_id}")
        session = session or new_session(job.session)
        self.lock_job(job_id)
        self.reset_slots(range(job.slot_base, job.slot_base + job.slot_count))
        self.tables.set_session(job_id, session)
        return session

    def lock_job(self, job_id: int) -> None:
        """Lock an installed job: session NO_SESSION, so that every CONTRIB and JOIN of
        it is refused (``rejected_session``) until a session starts."""
        if job_id not in self.tables.jobs:
            raise KeyError(f"no job {job_id}")
        self.tables.set_session(job_id, NO_SESSION)

    def set_uplink(self, job_id: int, uplink: Uplink | None) -> None:
        """Make an installed job a leaf job of ``uplink``'s spine job (None: an ordinary
        job again); also how a new session of the spine job reaches the leaf."""
        self.tables.set_uplink(job_id, uplink)

    def remove_job(self, job_id: int) -> None:
        job = self.tables.remove_job(job_id)
        self.reset_slots(range(job.slot_base, job.slot_base + job.slot_count))


class Pipeline(JobControl):
    """Tables + registers + state machine; turns received datagrams into sent ones."""

    def __init__(
        self,
        config: SwitchConfig = SwitchConfig(),
        drop: DropRates = DropRates(),
        seed: int | None = None,
        controller: Address | None = None,
        clock_us: Callable[[], int] = monotonic_us,
    ) -> None:
        self.config = config
        self.elems = config.elems_per_packet
        self.tables = Tables(config.num_slots, config.max_jobs)
        self.registers = Registers(config.num_slots, self.elems)
        self.counters = Counters()
        # Per-worker (by worker_index) and per-job counters, as the P4 program has.
        self.worker_packets = np.zeros(WORKER_ENTRIES, dtype=np.uint64)
        self.worker_retransmits = np.zeros(WORKER_ENTRIES, dtype=np.uint64)
        self.job_packets = np.zeros(1 << 16, dtype=np.uint64)
        # Per-worker session state: what each worker joined, and its last NACK's time.
        self.joined_session = np.zeros(WORKER_ENTRIES, dtype=np.uint32)
        self.joined_nonce = np.zeros(WORKER_ENTRIES, dtype=np.uint32)
        self.nack_at = np.full(WORKER_ENTRIES, _NEVER, dtype=np.int64)
        self.nack_interval_us = config.nack_interval_us
        self.clock_us = clock_us
        self.dropsim = DropSimulator(drop, seed)
        self.controller_key = None if controller is None else controller.key
        self._dtype = packet_dtype(self.elems)
        self._contrib_len = packet_len(self.elems)

    # -- control plane ------------------------------------------------------------------
    def reset_slots(self, slots: range) -> None:
        self.registers.reset(np.arange(slots.start, slots.stop))

    def set_drop_rates(self, rates: DropRates) -> None:
        self.dropsim.rates = rates

    # -- data plane ---------------------------------------------------------------------
    def process(
        self,
        data: npt.NDArray[np.uint8],
        length: I64,
        src_ip: npt.NDArray[np.uint32],
        src_port: npt.NDArray[np.uint16],
        from_cpu: bool = False,
    ) -> Emitted:
        """Run a batch of datagrams (``data`` rows, first ``length`` bytes valid);
        ``from_cpu``: the batch came from the CPU port (a packet-out), whose RESETs count."""
        n = len(length)
        self.counters.add(Counter.RECEIVED, n)
        out: list[Emitted] = []
        alive = self.dropsim.keep(n, self.dropsim.rates.ingress)
        self.counters.count(Counter.DROPPED_INGRESS, ~alive)
        length = np.asarray(length, dtype=np.int64)
        # The counter index of each packet's refusal (admission order: the first wins).
        refused = np.full(n, -1, dtype=np.int64)

        def reject(bad: Mask, counter: Counter) -> None:
            bad &= alive
            self.counters.count(counter, bad)
            refused[bad] = counter
            alive[bad] = False

        reject(length < HEADER_LEN, Counter.REJECTED_TRUNCATED)
        head = np.zeros(n, dtype=HEADER_DTYPE)
        if n:
            raw = np.ascontiguousarray(data[:n, :HEADER_LEN])
            head[alive] = raw.view(HEADER_DTYPE).ravel()[alive]
        mtype = head["msg_type"]
        # What reaches the worker table (and its per-worker counter), as in the P4 program:
        # all but RESULT and STATUS, which the spines table examines.
        examined = alive & (mtype != MsgType.RESULT) & (mtype != MsgType.STATUS)
        count = head["elem_count"].astype(np.int64)
        reject(head["magic"] != MAGIC, Counter.REJECTED_MAGIC)
        reject(head["version"] != PROTOCOL_VERSION, Counter.REJECTED_VERSION)
        is_contrib = mtype == MsgType.CONTRIB
        is_join = mtype == MsgType.JOIN
        is_reset = mtype == MsgType.RESET
        is_result = mtype == MsgType.RESULT
        is_status = mtype == MsgType.STATUS
        # RESULT and STATUS only from a leaf job's spine (the spines table), for its job.
        spine, local_job = self.tables.lookup_spines(src_ip[:n], src_port[:n], head["job_id"])
        uplink = spine & (is_result | is_status)
        reject(~(is_contrib | is_join | is_reset | uplink), Counter.REJECTED_TYPE)
        reject((head["flags"] & FLAGS_RESERVED_MASK) != 0, Counter.REJECTED_FLAGS)
        full = is_contrib | is_result
        good_len = np.where(
            full,
            (count == self.elems) & (length == self._contrib_len),
            np.where(
                is_status,
                (count == STATUS_WORDS) & (length == HEADER_LEN + 4 * STATUS_WORDS),
                (count == 0) & (length == HEADER_LEN),
            ),
        )
        reject(~good_len, Counter.REJECTED_LENGTH)

        resets = np.flatnonzero(alive & is_reset)
        if len(resets):
            out.append(self._resets(head, resets, src_ip, src_port, from_cpu))
        alive &= ~is_reset

        # The worker table: who sent it.  Looked up for every packet, since a refusal
        # is NACKed only to a registered sender.
        found, job_id, rank, widx = self.tables.lookup_workers(src_ip[:n], src_port[:n])
        found &= ~uplink  # a spine is answered by the uplink path, never NACKed
        np.add.at(self.worker_packets, widx[found & examined], 1)
        reject(~found & ~uplink, Counter.REJECTED_UNREGISTERED)
        t = self.tables
        # From the spine: the leaf job's row; the rank and session must be the uplink's.
        job = np.where(uplink, local_job, head["job_id"])
        row = t.job_row[job]
        spoofed = np.where(
            uplink,
            head["rank"] != t.up_rank[row],
            (head["job_id"] != job_id) | (head["rank"] != rank),
        )
        reject(spoofed, Counter.REJECTED_SPOOFED)
        reject(row == 0, Counter.REJECTED_UNREGISTERED)  # a worker without a job
        np.add.at(self.job_packets, job[alive], 1)
        session = t.session[row]
        # A locked job (session NO_SESSION) refuses every CONTRIB and JOIN.
        locked = ~uplink & (session == NO_SESSION)
        wrong_session = locked | np.where(
            is_join,
            (head["session"] != NO_SESSION) & (head["session"] != session),
            head["session"] != np.where(uplink, t.up_session[row], session),
        )
        reject(wrong_session, Counter.REJECTED_SESSION)
        slot = head["slot"].astype(np.int64)
        reject((is_contrib | uplink) & (slot >= t.slot_count[row]), Counter.REJECTED_SLOT)
        # A STATUS from the spine says the spine waits: nothing to do.
        self.counters.count(Counter.UPLINK_IGNORED, alive & uplink & is_status)
        # What the leaf sends its workers from the spine's RESULT names the local job.
        finals = alive & uplink & is_result
        head["job_id"][finals] = job[finals]
        head["session"][finals] = session[finals]

        joins = np.flatnonzero(alive & is_join)
        if len(joins):
            rejoin = self._rejoins(joins, widx, session[joins], head["seq"][joins])
            reject(np.isin(np.arange(n), joins[rejoin]), Counter.REJECTED_REJOIN)
            ok = joins[~rejoin]
            if len(ok):
                out.append(self._join_acks(head[ok], row[ok], src_ip[ok], src_port[ok]))

        live = np.flatnonzero(alive & (is_contrib | finals))
        if len(live):
            payload = data[live, HEADER_LEN : self._contrib_len].view(">i4")
            out.extend(
                self._aggregate(
                    head[live], row[live], payload, widx[live], src_ip[live], src_port[live]
                )
            )

        nacks = self._nacks(head, refused, found, job_id, rank, row, widx, src_ip, src_port)
        if nacks is not None:
            out.append(nacks)

        emitted = _concat(out, self._dtype)
        keep = self.dropsim.keep(len(emitted), self.dropsim.rates.egress)
        self.counters.count(Counter.DROPPED_EGRESS, ~keep)
        if not keep.all():
            emitted = Emitted(
                emitted.packets[keep],
                emitted.length[keep],
                emitted.dst_ip[keep],
                emitted.dst_port[keep],
            )
        self.counters.count(Counter.RESULTS_SENT, emitted.packets["msg_type"] == MsgType.RESULT)
        self.counters.count(Counter.PARTIALS_SENT, emitted.packets["msg_type"] == MsgType.CONTRIB)
        return emitted

    def _rejoins(
        self, idx: I64, widx: I64, session: npt.NDArray[np.uint32], nonce: npt.NDArray[np.uint32]
    ) -> Mask:
        """The JOIN state machine over ``idx`` (in arrival order); True where refused."""
        refused = np.zeros(len(idx), dtype=bool)
        for j, (w, s, q) in enumerate(zip(widx[idx], session, nonce, strict=True)):
            if self.joined_session[w] == s and self.joined_nonce[w] != q:
                refused[j] = True
            else:
                self.joined_session[w] = s
                self.joined_nonce[w] = q
        self.counters.add(Counter.JOINS, int(np.count_nonzero(~refused)))
        return refused

    def _join_acks(
        self,
        head: npt.NDArray[np.void],
        row: npt.NDArray[np.int32],
        ip: npt.NDArray[np.uint32],
        port: npt.NDArray[np.uint16],
    ) -> Emitted:
        t = self.tables
        rows = self._reply(head, MsgType.JOIN_ACK)
        rows["session"] = t.session[row]
        rows["elem_count"] = JOIN_ACK_WORDS
        rows["payload"][:, 0] = self.elems
        rows["payload"][:, 1] = t.slot_count[row]
        rows["payload"][:, 2] = t.world_size[row]  # a leaf job: all ranks on all leaves
        # A leaf says how many of them it aggregates itself: its STATUS bitmaps hold those.
        rows["contributors"] = np.where(t.has_uplink[row], t.num_workers[row], 0)
        lens = np.full(len(rows), packet_len(JOIN_ACK_WORDS), dtype=np.int64)
        return Emitted(rows, lens, ip, port)

    def _nacks(
        self,
        head: npt.NDArray[np.void],
        refused: I64,
        found: Mask,
        job_id: I64,
        rank: I64,
        row: npt.NDArray[np.int32],
        widx: I64,
        src_ip: npt.NDArray[np.uint32],
        src_port: npt.NDArray[np.uint16],
    ) -> Emitted | None:
        """NACKs for fixable refusals of registered senders, rate-limited per worker."""
        idx = np.flatnonzero(found & np.isin(refused, NACKED))
        if len(idx) == 0:
            return None
        if self.nack_interval_us > 0:
            now = self.clock_us()
            _, first = np.unique(widx[idx], return_index=True)
            idx = idx[np.sort(first)]
            idx = idx[now - self.nack_at[widx[idx]] >= self.nack_interval_us]
            self.nack_at[widx[idx]] = now
        if len(idx) == 0:
            return None
        reason = refused[idx]
        detail = np.zeros(len(idx), dtype=np.int64)
        detail[reason == Counter.REJECTED_LENGTH] = self.elems
        is_slot = reason == Counter.REJECTED_SLOT
        detail[is_slot] = self.tables.slot_count[row[idx][is_slot]]
        is_spoof = reason == Counter.REJECTED_SPOOFED
        detail[is_spoof] = job_id[idx][is_spoof] << 16 | rank[idx][is_spoof]
        rows = self._reply(head[idx], MsgType.NACK)
        # The refused packet's session, so that a worker knows the NACK answers its own.
        rows["session"] = head["session"][idx]
        rows["flags"] = head["flags"][idx] & Flag.SET
        rows["elem_count"] = NACK_WORDS
        rows["payload"][:, 0] = reason
        rows["payload"][:, 1] = detail.astype(np.uint32).view(np.int32)
        self.counters.add(Counter.NACKS, len(idx))
        lens = np.full(len(rows), packet_len(NACK_WORDS), dtype=np.int64)
        return Emitted(rows, lens, src_ip[idx], src_port[idx])

    def _reply(self, head: npt.NDArray[np.void], mtype: MsgType) -> npt.NDArray[np.void]:
        """Answer rows that echo job, rank, slot and seq of ``head``; the rest zero."""
        rows = np.zeros(len(head), dtype=self._dtype)
        rows["magic"] = MAGIC
        rows["version"] = PROTOCOL_VERSION
        rows["msg_type"] = mtype
        for name in ("job_id", "rank", "slot", "seq"):
            rows[name] = head[name]
        return rows

    def _resets(
        self,
        head: npt.NDArray[np.void],
        idx: I64,
        src_ip: npt.NDArray[np.uint32],
        src_port: npt.NDArray[np.uint16],
        from_cpu: bool,
    ) -> Emitted:
        """RESETs count from the CPU port (a packet-out) or the controller's address."""
        key = src_ip[idx].astype(np.uint64) << np.uint64(16) | src_port[idx].astype(np.uint64)
        allowed = np.full(len(idx), from_cpu, dtype=bool)
        if self.controller_key is not None and not from_cpu:
            allowed = key == np.uint64(self.controller_key)
        self.counters.count(Counter.REJECTED_RESET, ~allowed)
        slot = head["slot"][idx].astype(np.int64)
        in_range = slot < self.config.num_slots
        self.counters.count(Counter.REJECTED_SLOT, allowed & ~in_range)
        ok = allowed & in_range
        self.registers.reset(slot[ok])
        self.counters.count(Counter.RESETS, ok)
        acks = np.zeros(int(ok.sum()), dtype=self._dtype)
        for name in ("magic", "version", "job_id", "rank", "session", "slot", "seq"):
            acks[name] = head[name][idx[ok]]
        acks["msg_type"] = MsgType.RESET_ACK
        lens = np.full(len(acks), HEADER_LEN, dtype=np.int64)
        return Emitted(acks, lens, src_ip[idx[ok]], src_port[idx[ok]])

    def _aggregate(
        self,
        head: npt.NDArray[np.void],
        row: npt.NDArray[np.int32],
        payload: npt.NDArray[np.int32],
        widx: I64,
        src_ip: npt.NDArray[np.uint32],
        src_port: npt.NDArray[np.uint16],
    ) -> list[Emitted]:
        """The state machine; ``head`` etc. are the valid contributions and spine RESULTs
        in arrival order."""
        slot = self.tables.slot_base[row] + head["slot"].astype(np.int64)
        set_bit = (head["flags"] & Flag.SET).astype(np.int64)
        key = slot * 2 + set_bit
        # Occurrence number of each packet among those with the same key: its wave.
        order = np.argsort(key, kind="stable")
        sorted_key = key[order]
        starts = np.flatnonzero(np.r_[True, sorted_key[1:] != sorted_key[:-1]])
        run = np.repeat(starts, np.diff(np.r_[starts, len(key)]))
        wave = np.empty(len(key), dtype=np.int64)
        wave[order] = np.arange(len(key)) - run
        out: list[Emitted] = []
        for w in range(int(wave.max()) + 1):
            sel = np.flatnonzero(wave == w)
            out.extend(
                self._wave(
                    slot[sel],
                    set_bit[sel],
                    head[sel],
                    row[sel],
                    payload[sel],
                    widx[sel],
                    src_ip[sel],
                    src_port[sel],
                )
            )
        return out

    def _wave(
        self,
        i: I64,
        b: I64,
        head: npt.NDArray[np.void],
        row: npt.NDArray[np.int32],
        payload: npt.NDArray[np.int32],
        widx: I64,
        src_ip: npt.NDArray[np.uint32],
        src_port: npt.NDArray[np.uint16],
    ) -> list[Emitted]:
        reg, t = self.registers, self.tables
        final_in = head["msg_type"] == MsgType.RESULT  # from the spine (admitted as such)
        contrib = ~final_in
        rank = np.where(contrib, head["rank"], 0).astype(np.uint64)
        bit = np.uint64(1) << rank
        seq = head["seq"].astype(np.uint32)
        exp = head["exponent"]
        poison = (head["flags"] & Flag.POISON) != 0
        overflow = (head["flags"] & Flag.OVERFLOW) != 0  # set in a leaf's partial only
        workers = t.num_workers[row]
        leaf = t.has_uplink[row]
        held = reg.bitmap[i, b]
        held_seq = reg.seq[i, b]
        busy = held != 0
        same = busy & (seq == held_seq)
        older = contrib & busy & ~same & ((seq - held_seq) >= np.uint32(1 << 31))
        newer = contrib & ~same & ~older
        dup = contrib & same & ((held & bit) != 0)
        add = contrib & same & ~dup
        self.counters.count(Counter.STALE, older)
        np.add.at(self.worker_retransmits, widx[dup | older], 1)

        # First contribution of a round: the set starts over with this packet.
        ni, nb = i[newer], b[newer]
        reg.bitmap[ni, nb] = bit[newer]
        reg.count[ni, nb] = 1
        reg.seq[ni, nb] = seq[newer]
        reg.exponent[ni, nb] = exp[newer]
        reg.overflow[ni, nb] = overflow[newer]
        reg.poison[ni, nb] = poison[newer]
        reg.final[ni, nb] = False
        reg.values[ni, nb] = payload[newer]

        # Later contributions: saturating add, max exponent, count and bitmap.
        ai, ab = i[add], b[add]
        reg.bitmap[ai, ab] |= bit[add]
        reg.count[ai, ab] += 1
        reg.exponent[ai, ab] = np.maximum(reg.exponent[ai, ab], exp[add])
        wide = reg.values[ai, ab].astype(np.int64) + payload[add]
        clipped = np.clip(wide, INT32_MIN, INT32_MAX)
        reg.overflow[ai, ab] |= (clipped != wide).any(axis=1) | overflow[add]
        reg.poison[ai, ab] |= poison[add]
        reg.values[ai, ab] = clipped
        self.counters.count(Counter.AGGREGATED, newer | add)

        # A leaf: the spine's result of a round this set completed and forwarded.
        complete = busy & (reg.count[i, b] == workers)
        final = reg.final[i, b]
        stored = final_in & complete & (seq == held_seq) & ~final
        si, sb = i[stored], b[stored]
        reg.values[si, sb] = payload[stored]
        reg.exponent[si, sb] = exp[stored]
        reg.overflow[si, sb] = overflow[stored]
        reg.poison[si, sb] = poison[stored]
        reg.final[si, sb] = True
        self.counters.count(Counter.FINALS_RECEIVED, stored)
        self.counters.count(Counter.UPLINK_IGNORED, final_in & ~stored)

        done = (newer | add) & (reg.count[i, b] == workers)
        self.counters.count(Counter.COMPLETED, done)
        # A duplicate of a complete set: answered from the cache, unless a leaf still
        # waits for the spine (then its partial goes up again and the worker gets STATUS).
        waiting = dup & (reg.count[i, b] == workers) & leaf & ~final
        answered = dup & (reg.count[i, b] == workers) & ~waiting
        pending = dup & ~answered
        self.counters.count(Counter.DUP_ANSWERED, answered)
        self.counters.count(Counter.DUP_PENDING, pending)

        out = []
        multicast = (done & ~leaf) | stored
        if multicast.any():
            # Multicast: one copy per worker of the job, rewritten for each rank.
            d = np.flatnonzero(multicast)
            fan = t.fanout[row[d]]
            rep = np.repeat(d, fan)
            copy = np.arange(len(rep)) - np.repeat(np.cumsum(fan) - fan, fan)
            at = (row[rep], copy)
            out.append(
                self._results(
                    i[rep], b[rep], head[rep], t.dest_rank[at], t.dest_ip[at], t.dest_port[at]
                )
            )
        upward = (done & leaf) | waiting
        if upward.any():
            u = np.flatnonzero(upward)
            out.append(self._partials(i[u], b[u], head[u], row[u]))
        if answered.any():
            a = np.flatnonzero(answered)
            out.append(
                self._results(
                    i[a], b[a], head[a], head["rank"][a].astype(np.int64), src_ip[a], src_port[a]
                )
            )
        if pending.any():
            p = np.flatnonzero(pending)
            out.append(self._status(i[p], b[p], head[p], src_ip[p], src_port[p]))
        return out

    def _partials(
        self, i: I64, b: I64, head: npt.NDArray[np.void], row: npt.NDArray[np.int32]
    ) -> Emitted:
        """A leaf's partial aggregates: CONTRIBs of the spine job, to the spine."""
        t = self.tables
        rows = self._header(i, b, head, MsgType.CONTRIB)
        rows["job_id"] = t.up_job[row]
        rows["rank"] = t.up_rank[row]
        rows["session"] = t.up_session[row]
        rows["elem_count"] = self.elems
        rows["payload"] = self.registers.values[i, b]
        lens = np.full(len(rows), self._contrib_len, dtype=np.int64)
        return Emitted(rows, lens, t.up_ip[row], t.up_port[row])

    def _header(
        self, i: I64, b: I64, head: npt.NDArray[np.void], mtype: MsgType
    ) -> npt.NDArray[np.void]:
        reg = self.registers
        rows = np.empty(len(i), dtype=self._dtype)
        rows["magic"] = MAGIC
        rows["version"] = PROTOCOL_VERSION
        rows["msg_type"] = mtype
        rows["job_id"] = head["job_id"]
        rows["session"] = head["session"]
        rows["slot"] = head["slot"]
        rows["flags"] = (
            b
            | np.where(reg.overflow[i, b], int(Flag.OVERFLOW), 0)
            | np.where(reg.poison[i, b], int(Flag.POISON), 0)
        )
        rows["exponent"] = reg.exponent[i, b]
        rows["seq"] = reg.seq[i, b]
        rows["contributors"] = reg.count[i, b]
        return rows

    def _results(
        self,
        i: I64,
        b: I64,
        head: npt.NDArray[np.void],
        dest_rank: I64,
        ip: npt.NDArray[np.uint32],
        port: npt.NDArray[np.uint16],
    ) -> Emitted:
        rows = self._header(i, b, head, MsgType.RESULT)
        rows["rank"] = dest_rank
        rows["elem_count"] = self.elems
        rows["payload"] = self.registers.values[i, b]
        return Emitted(rows, np.full(len(rows), self._contrib_len, dtype=np.int64), ip, port)

    def _status(
        self,
        i: I64,
        b: I64,
        head: npt.NDArray[np.void],
        ip: npt.NDArray[np.uint32],
        port: npt.NDArray[np.uint16],
    ) -> Emitted:
        rows = self._header(i, b, head, MsgType.STATUS)
        rows["rank"] = head["rank"]
        rows["elem_count"] = STATUS_WORDS
        rows["payload"] = 0
        bitmap = self.registers.bitmap[i, b]
        rows["payload"][:, 0] = (bitmap >> np.uint64(32)).astype(np.uint32).view(np.int32)
        rows["payload"][:, 1] = (bitmap & np.uint64(0xFFFFFFFF)).astype(np.uint32).view(np.int32)
        lens = np.full(len(rows), HEADER_LEN + 4 * STATUS_WORDS, dtype=np.int64)
        return Emitted(rows, lens, ip, port)


def _concat(parts: list[Emitted], dtype: np.dtype[np.void]) -> Emitted:
    if not parts:
        return Emitted(
            np.zeros(0, dtype=dtype),
            np.zeros(0, dtype=np.int64),
            np.zeros(0, dtype=np.uint32),
            np.zeros(0, dtype=np.uint16),
        )
    if len(parts) == 1:
        return parts[0]
    # Not np.concatenate: structured-dtype promotion would make the fields native-endian.
    packets = np.empty(sum(len(p) for p in parts), dtype=dtype)
    np.concatenate([p.packets for p in parts], out=packets, casting="no")
    return Emitted(
        packets,
        np.concatenate([p.length for p in parts]),
        np.concatenate([np.asarray(p.dst_ip, dtype=np.uint32) for p in parts]),
        np.concatenate([np.asarray(p.dst_port, dtype=np.uint16) for p in parts]),
    )
