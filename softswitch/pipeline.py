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
from dataclasses import dataclass, fields
from functools import cached_property

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


@dataclass
class _Admission:
    """A batch's admission so far: which packets are still in, and why each refused one
    was refused (its counter; admission order: the first refusal wins)."""

    alive: Mask
    refused: I64
    counters: Counters

    def reject(self, bad: Mask, counter: Counter) -> None:
        """Refuse, and count, the packets of ``bad`` that are still in."""
        bad = bad & self.alive
        self.counters.count(counter, bad)
        self.refused[bad] = counter
        self.alive[bad] = False


@dataclass(frozen=True)
class _Kinds:
    """What each packet of a batch is, by its header."""

    contrib: Mask
    join: Mask
    reset: Mask
    result: Mask
    status: Mask
    uplink: Mask  #: a RESULT or STATUS from a leaf job's spine (the spines table)
    local_job: I64  #: the spines table's leaf job, where ``uplink``
    examined: Mask  #: reaches the worker table: every kind but RESULT and STATUS


@dataclass(frozen=True)
class _Sender:
    """Who sent each packet of a batch, by the worker table, and the job it is for."""

    found: Mask  #: a registered worker (never a spine: it is not NACKed)
    job_id: I64  #: the worker table's job and rank of the sender
    rank: I64
    widx: I64  #: the worker's index (per-worker counters and state)
    row: npt.NDArray[np.int32]  #: the job's row in the tables (a spine's: the leaf job's)
    session: npt.NDArray[np.uint32]  #: the job's current session
    finals: Mask  #: admitted spine RESULTs: the final results of a leaf's sets


@dataclass(frozen=True)
class _Arrivals:
    """Admitted contributions and spine RESULTs, in arrival order, with what the state
    machine reads of each; a wave is one whose (slot, set) pairs differ."""

    slot: I64  #: the absolute slot: the job's slot_base + the packet's slot
    set_bit: I64
    head: npt.NDArray[np.void]
    row: npt.NDArray[np.int32]
    payload: npt.NDArray[np.int32]
    widx: I64
    src_ip: npt.NDArray[np.uint32]
    src_port: npt.NDArray[np.uint16]

    def take(self, sel: I64) -> _Arrivals:
        return _Arrivals(*(getattr(self, f.name)[sel] for f in fields(self)))

    @cached_property
    def from_spine(self) -> Mask:
        """A spine's RESULT (admitted as such); every other packet is a contribution."""
        return np.asarray(self.head["msg_type"] == MsgType.RESULT)

    @cached_property
    def contrib(self) -> Mask:
        return ~self.from_spine

    @cached_property
    def bit(self) -> npt.NDArray[np.uint64]:
        """The contributor's bit in the set's bitmap (none for a spine's RESULT: rank 0)."""
        rank = np.where(self.contrib, self.head["rank"], 0).astype(np.uint64)
        return np.uint64(1) << rank

    @cached_property
    def seq(self) -> npt.NDArray[np.uint32]:
        return self.head["seq"].astype(np.uint32)

    @cached_property
    def exponent(self) -> npt.NDArray[np.uint8]:
        return np.asarray(self.head["exponent"])

    @cached_property
    def poison(self) -> Mask:
        return np.asarray((self.head["flags"] & Flag.POISON) != 0)

    @cached_property
    def overflow(self) -> Mask:
        """Set in a leaf's partial only (a worker's contribution never overflowed)."""
        return np.asarray((self.head["flags"] & Flag.OVERFLOW) != 0)


@dataclass(frozen=True)
class _Fate:
    """What each packet of a wave does to its set (stale ones do nothing)."""

    same: Mask  #: the packet is of the set's round (the set holds one)
    newer: Mask  #: the first contribution of a new round: the set starts over
    add: Mask  #: a further contribution to the set's round
    dup: Mask  #: a contribution the set holds already


def _parse_headers(data: npt.NDArray[np.uint8], n: int, alive: Mask) -> npt.NDArray[np.void]:
    """The headers of a batch's first ``n`` rows; zeros where a packet is not ``alive``
    (dropped or truncated)."""
    head = np.zeros(n, dtype=HEADER_DTYPE)
    if n:
        raw = np.ascontiguousarray(data[:n, :HEADER_LEN])
        head[alive] = raw.view(HEADER_DTYPE).ravel()[alive]
    return head


def _occurrence(key: I64) -> I64:
    """Each element's occurrence number among the elements with the same key before it
    (0 for the first): a packet's wave."""
    order = np.argsort(key, kind="stable")
    sorted_key = key[order]
    starts = np.flatnonzero(np.r_[True, sorted_key[1:] != sorted_key[:-1]])
    run = np.repeat(starts, np.diff(np.r_[starts, len(key)]))
    wave = np.empty(len(key), dtype=np.int64)
    wave[order] = np.arange(len(key)) - run
    return wave


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
        ``from_cpu``: the batch came from the CPU port (a packet-out), whose RESETs count.

        The steps are the P4 program's, in its order: the ingress drop, the header
        checks, RESETs, the sender's checks (worker table, job, session, slot), JOINs,
        aggregation, NACKs for the fixable refusals, the egress drop."""
        n = len(length)
        self.counters.add(Counter.RECEIVED, n)
        alive = self.dropsim.keep(n, self.dropsim.rates.ingress)
        self.counters.count(Counter.DROPPED_INGRESS, ~alive)
        adm = _Admission(alive, np.full(n, -1, dtype=np.int64), self.counters)
        length = np.asarray(length, dtype=np.int64)
        adm.reject(length < HEADER_LEN, Counter.REJECTED_TRUNCATED)
        head = _parse_headers(data, n, adm.alive)
        ip, port = src_ip[:n], src_port[:n]
        kind = self._check_header(head, length, ip, port, adm)
        out: list[Emitted] = []
        resets = np.flatnonzero(adm.alive & kind.reset)
        if len(resets):
            out.append(self._resets(head, resets, ip, port, from_cpu))
        adm.alive &= ~kind.reset  # a RESET is done with: it clears slots before anything adds
        sender = self._check_sender(head, kind, ip, port, adm)
        out.extend(self._joins(head, kind, sender, ip, port, adm))
        live = np.flatnonzero(adm.alive & (kind.contrib | sender.finals))
        if len(live):
            out.extend(self._aggregate(self._arrivals(data, live, head, sender, ip, port)))
        nacks = self._nacks(head, adm.refused, sender, ip, port)
        if nacks is not None:
            out.append(nacks)
        return self._egress(_concat(out, self._dtype))

    def _check_header(
        self,
        head: npt.NDArray[np.void],
        length: I64,
        ip: npt.NDArray[np.uint32],
        port: npt.NDArray[np.uint16],
        adm: _Admission,
    ) -> _Kinds:
        """The header checks of admission, in order: magic, version, type (a RESULT or
        STATUS only from a leaf job's spine, the spines table), flags, length."""
        mtype = head["msg_type"]
        is_result = mtype == MsgType.RESULT
        is_status = mtype == MsgType.STATUS
        # What reaches the worker table (and its per-worker counter), as in the P4 program:
        # all but RESULT and STATUS, which the spines table examines.
        examined = adm.alive & ~is_result & ~is_status
        adm.reject(head["magic"] != MAGIC, Counter.REJECTED_MAGIC)
        adm.reject(head["version"] != PROTOCOL_VERSION, Counter.REJECTED_VERSION)
        spine, local_job = self.tables.lookup_spines(ip, port, head["job_id"])
        kind = _Kinds(
            contrib=mtype == MsgType.CONTRIB,
            join=mtype == MsgType.JOIN,
            reset=mtype == MsgType.RESET,
            result=is_result,
            status=is_status,
            uplink=spine & (is_result | is_status),
            local_job=local_job,
            examined=examined,
        )
        adm.reject(~(kind.contrib | kind.join | kind.reset | kind.uplink), Counter.REJECTED_TYPE)
        adm.reject((head["flags"] & FLAGS_RESERVED_MASK) != 0, Counter.REJECTED_FLAGS)
        adm.reject(~self._good_length(head, kind, length), Counter.REJECTED_LENGTH)
        return kind

    def _good_length(self, head: npt.NDArray[np.void], kind: _Kinds, length: I64) -> Mask:
        """Whether ``elem_count`` and the datagram's length are those of its type: K words
        for a CONTRIB or RESULT, the bitmap for a STATUS, none for the others."""
        count = head["elem_count"].astype(np.int64)
        good: Mask = np.where(
            kind.contrib | kind.result,
            (count == self.elems) & (length == self._contrib_len),
            np.where(
                kind.status,
                (count == STATUS_WORDS) & (length == HEADER_LEN + 4 * STATUS_WORDS),
                (count == 0) & (length == HEADER_LEN),
            ),
        )
        return good

    def _check_sender(
        self,
        head: npt.NDArray[np.void],
        kind: _Kinds,
        ip: npt.NDArray[np.uint32],
        port: npt.NDArray[np.uint16],
        adm: _Admission,
    ) -> _Sender:
        """The checks that need the tables, in order: the worker table (who sent it; looked
        up for every packet, since a refusal is NACKed only to a registered sender), the
        sender's job and rank, the job's session, the slot."""
        t = self.tables
        found, job_id, rank, widx = t.lookup_workers(ip, port)
        found &= ~kind.uplink  # a spine is answered by the uplink path, never NACKed
        np.add.at(self.worker_packets, widx[found & kind.examined], 1)
        adm.reject(~found & ~kind.uplink, Counter.REJECTED_UNREGISTERED)
        # From the spine: the leaf job's row; the rank and session must be the uplink's.
        job = np.where(kind.uplink, kind.local_job, head["job_id"])
        row = t.job_row[job]
        spoofed = np.where(
            kind.uplink,
            head["rank"] != t.up_rank[row],
            (head["job_id"] != job_id) | (head["rank"] != rank),
        )
        adm.reject(spoofed, Counter.REJECTED_SPOOFED)
        adm.reject(row == 0, Counter.REJECTED_UNREGISTERED)  # a worker without a job
        np.add.at(self.job_packets, job[adm.alive], 1)
        session = t.session[row]
        adm.reject(self._wrong_session(head, kind, row, session), Counter.REJECTED_SESSION)
        slot = head["slot"].astype(np.int64)
        outside = (kind.contrib | kind.uplink) & (slot >= t.slot_count[row])
        adm.reject(outside, Counter.REJECTED_SLOT)
        finals = self._from_spine(head, kind, job, session, adm)
        return _Sender(found, job_id, rank, widx, row, session, finals)

    def _wrong_session(
        self,
        head: npt.NDArray[np.void],
        kind: _Kinds,
        row: npt.NDArray[np.int32],
        session: npt.NDArray[np.uint32],
    ) -> Mask:
        """A session tag that is not the job's: a JOIN may ask (NO_SESSION); a packet from
        the spine carries the uplink's session."""
        # A locked job (session NO_SESSION) refuses every CONTRIB and JOIN.
        locked = ~kind.uplink & (session == NO_SESSION)
        wrong: Mask = locked | np.where(
            kind.join,
            (head["session"] != NO_SESSION) & (head["session"] != session),
            head["session"] != np.where(kind.uplink, self.tables.up_session[row], session),
        )
        return wrong

    def _from_spine(
        self,
        head: npt.NDArray[np.void],
        kind: _Kinds,
        job: I64,
        session: npt.NDArray[np.uint32],
        adm: _Admission,
    ) -> Mask:
        """The admitted packets of a leaf job's spine: a STATUS (the spine waits) is
        ignored; a RESULT is the set's final result, renamed for the leaf job (its job id
        and session) as the leaf sends it to its workers.  Returns the RESULTs."""
        self.counters.count(Counter.UPLINK_IGNORED, adm.alive & kind.uplink & kind.status)
        finals = adm.alive & kind.uplink & kind.result
        head["job_id"][finals] = job[finals]
        head["session"][finals] = session[finals]
        return finals

    def _joins(
        self,
        head: npt.NDArray[np.void],
        kind: _Kinds,
        sender: _Sender,
        ip: npt.NDArray[np.uint32],
        port: npt.NDArray[np.uint16],
        adm: _Admission,
    ) -> list[Emitted]:
        """The admitted JOINs through the JOIN state machine: a JOIN_ACK for each, but
        a rejoin with another nonce, which is refused."""
        joins = np.flatnonzero(adm.alive & kind.join)
        if len(joins) == 0:
            return []
        rejoin = self._rejoins(joins, sender.widx, sender.session[joins], head["seq"][joins])
        adm.reject(np.isin(np.arange(len(head)), joins[rejoin]), Counter.REJECTED_REJOIN)
        ok = joins[~rejoin]
        if len(ok) == 0:
            return []
        return [self._join_acks(head[ok], sender.row[ok], ip[ok], port[ok])]

    def _egress(self, emitted: Emitted) -> Emitted:
        """The egress drop, then the counters of what leaves."""
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
        sender: _Sender,
        src_ip: npt.NDArray[np.uint32],
        src_port: npt.NDArray[np.uint16],
    ) -> Emitted | None:
        """NACKs for fixable refusals of registered senders, rate-limited per worker."""
        widx, row = sender.widx, sender.row
        idx = np.flatnonzero(sender.found & np.isin(refused, NACKED))
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
        detail[is_spoof] = sender.job_id[idx][is_spoof] << 16 | sender.rank[idx][is_spoof]
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

    def _arrivals(
        self,
        data: npt.NDArray[np.uint8],
        live: I64,
        head: npt.NDArray[np.void],
        sender: _Sender,
        ip: npt.NDArray[np.uint32],
        port: npt.NDArray[np.uint16],
    ) -> _Arrivals:
        """The packets ``live`` of a batch as the state machine takes them."""
        row = sender.row[live]
        return _Arrivals(
            slot=self.tables.slot_base[row] + head["slot"][live].astype(np.int64),
            set_bit=(head["flags"][live] & Flag.SET).astype(np.int64),
            head=head[live],
            row=row,
            payload=data[live, HEADER_LEN : self._contrib_len].view(">i4"),
            widx=sender.widx[live],
            src_ip=ip[live],
            src_port=port[live],
        )

    def _aggregate(self, arrivals: _Arrivals) -> list[Emitted]:
        """The state machine over a batch's admitted contributions and spine RESULTs, as
        if they came one at a time: wave by wave, a wave taking at most one packet per
        (slot, set) pair, in arrival order."""
        wave = _occurrence(arrivals.slot * 2 + arrivals.set_bit)
        out: list[Emitted] = []
        for w in range(int(wave.max()) + 1):
            out.extend(self._wave(arrivals.take(np.flatnonzero(wave == w))))
        return out

    def _wave(self, w: _Arrivals) -> list[Emitted]:
        """One wave: what each packet does to its set (:meth:`_fate`), the register
        updates, then what the switch sends for it (:meth:`_answers`)."""
        reg, t = self.registers, self.tables
        fate = self._fate(w)
        self._start_rounds(w, fate.newer)
        self._add_contributions(w, fate.add)
        self.counters.count(Counter.AGGREGATED, fate.newer | fate.add)
        full = reg.count[w.slot, w.set_bit] == t.num_workers[w.row]
        final = reg.final[w.slot, w.set_bit]
        # A leaf: the spine's result of a round this set completed and forwarded.
        stored = w.from_spine & full & fate.same & ~final
        self._store_finals(w, stored)
        done = (fate.newer | fate.add) & full
        self.counters.count(Counter.COMPLETED, done)
        # A duplicate of a complete set: answered from the cache, unless a leaf still
        # waits for the spine (then its partial goes up again and the worker gets STATUS).
        leaf = t.has_uplink[w.row]
        waiting = fate.dup & full & leaf & ~final
        answered = fate.dup & full & ~waiting
        pending = fate.dup & ~answered
        self.counters.count(Counter.DUP_ANSWERED, answered)
        self.counters.count(Counter.DUP_PENDING, pending)
        return self._answers(
            w,
            multicast=(done & ~leaf) | stored,
            upward=(done & leaf) | waiting,
            answered=answered,
            pending=pending,
        )

    def _fate(self, w: _Arrivals) -> _Fate:
        """Each contribution against its set's round and contributors before the wave;
        stale ones and duplicates count as retransmissions of their worker."""
        reg = self.registers
        held = reg.bitmap[w.slot, w.set_bit]
        held_seq = reg.seq[w.slot, w.set_bit]
        busy = held != 0
        same = busy & (w.seq == held_seq)
        # Sequence numbers wrap: a round less than 2^31 behind the set's is older.
        older = w.contrib & busy & ~same & ((w.seq - held_seq) >= np.uint32(1 << 31))
        newer = w.contrib & ~same & ~older
        dup = w.contrib & same & ((held & w.bit) != 0)
        add = w.contrib & same & ~dup
        self.counters.count(Counter.STALE, older)
        np.add.at(self.worker_retransmits, w.widx[dup | older], 1)
        return _Fate(same=same, newer=newer, add=add, dup=dup)

    def _start_rounds(self, w: _Arrivals, newer: Mask) -> None:
        """The first contribution of a round: the set starts over with this packet."""
        reg = self.registers
        i, b = w.slot[newer], w.set_bit[newer]
        reg.bitmap[i, b] = w.bit[newer]
        reg.count[i, b] = 1
        reg.seq[i, b] = w.seq[newer]
        reg.exponent[i, b] = w.exponent[newer]
        reg.overflow[i, b] = w.overflow[newer]
        reg.poison[i, b] = w.poison[newer]
        reg.final[i, b] = False
        reg.values[i, b] = w.payload[newer]

    def _add_contributions(self, w: _Arrivals, add: Mask) -> None:
        """A further contribution to the set's round: saturating add, max exponent, count
        and bitmap; a sum beyond int32 saturates and marks the set overflowed."""
        reg = self.registers
        i, b = w.slot[add], w.set_bit[add]
        reg.bitmap[i, b] |= w.bit[add]
        reg.count[i, b] += 1
        reg.exponent[i, b] = np.maximum(reg.exponent[i, b], w.exponent[add])
        wide = reg.values[i, b].astype(np.int64) + w.payload[add]
        clipped = np.clip(wide, INT32_MIN, INT32_MAX)
        reg.overflow[i, b] |= (clipped != wide).any(axis=1) | w.overflow[add]
        reg.poison[i, b] |= w.poison[add]
        reg.values[i, b] = clipped

    def _store_finals(self, w: _Arrivals, stored: Mask) -> None:
        """A leaf keeps the spine's RESULT as its set's final result; any other spine
        RESULT (for no round it forwarded, or one it holds already) is ignored."""
        reg = self.registers
        i, b = w.slot[stored], w.set_bit[stored]
        reg.values[i, b] = w.payload[stored]
        reg.exponent[i, b] = w.exponent[stored]
        reg.overflow[i, b] = w.overflow[stored]
        reg.poison[i, b] = w.poison[stored]
        reg.final[i, b] = True
        self.counters.count(Counter.FINALS_RECEIVED, stored)
        self.counters.count(Counter.UPLINK_IGNORED, w.from_spine & ~stored)

    def _answers(
        self, w: _Arrivals, multicast: Mask, upward: Mask, answered: Mask, pending: Mask
    ) -> list[Emitted]:
        """A wave's outputs, in the P4 program's order: RESULTs multicast to the job (a
        completed set; a leaf's final result), a leaf's partials to the spine, cached
        RESULTs for duplicates of a complete set, STATUS for duplicates of one still open."""
        out = []
        if multicast.any():
            out.append(self._multicast(w, np.flatnonzero(multicast)))
        if upward.any():
            u = np.flatnonzero(upward)
            out.append(self._partials(w.slot[u], w.set_bit[u], w.head[u], w.row[u]))
        if answered.any():
            a = np.flatnonzero(answered)
            rank = w.head["rank"][a].astype(np.int64)
            out.append(
                self._results(w.slot[a], w.set_bit[a], w.head[a], rank, w.src_ip[a], w.src_port[a])
            )
        if pending.any():
            p = np.flatnonzero(pending)
            out.append(self._status(w.slot[p], w.set_bit[p], w.head[p], w.src_ip[p], w.src_port[p]))
        return out

    def _multicast(self, w: _Arrivals, d: I64) -> Emitted:
        """The RESULTs of the sets of packets ``d``: one copy per worker of the job (its
        multicast group), rewritten for each rank."""
        t = self.tables
        fan = t.fanout[w.row[d]]
        rep = np.repeat(d, fan)
        copy = np.arange(len(rep)) - np.repeat(np.cumsum(fan) - fan, fan)
        at = (w.row[rep], copy)
        rank, ip, port = t.dest_rank[at], t.dest_ip[at], t.dest_port[at]
        return self._results(w.slot[rep], w.set_bit[rep], w.head[rep], rank, ip, port)

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
