"""The reference model's side of the TNA replay: the software switch set up as a
P4Testgen test says, the datagram it sees, what it sends and what it changed.

``setup`` writes a test's table entries (the controller's names: jobs, workers,
result_dest, the drop simulator and the NACK interval) and register values into a fresh
``softswitch.Pipeline``; ``Snapshot`` keeps what setup wrote, to find what the packet
changed; ``model_egress`` is the reference model's egress for one answer; ``Draw`` the
reference model's drop simulator at the threshold and draw the test chose.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from p4rproto.counters import Counter
from p4rproto.wire import HEADER_DTYPE, HEADER_LEN, UDP_PORT, Flag, MsgType
from softswitch.dropsim import DropSimulator
from softswitch.pipeline import Emitted, Pipeline, SwitchConfig
from softswitch.tables import Dest, JobAction, WorkerAction, WorkerKey
from tests.tna_constants import CPU_PORT
from tests.tna_ptf import PtfTest
from tests.tna_rules import USED

#: The TNA's per-worker registers (indexed by the worker table's worker_index).
WORKER_REGISTERS = ("joined", "nack_at")


def be(b: bytes) -> int:
    return int.from_bytes(b, "big")


@dataclass(frozen=True)
class Datagram:
    src_ip: int
    src_port: int
    data: bytes  #: the UDP payload (UDP length - 8, or what the frame holds)


def parse_input(t: PtfTest) -> Datagram | None:
    """The TNA parser's view: a p4reduce datagram, or None (not the pipeline's)."""
    frame = t.packet[2:] if t.in_port == CPU_PORT else t.packet  # packet_out header
    if len(frame) < 42 or be(frame[12:14]) != 0x0800:
        return None
    ip = frame[14:34]
    if ip[0] & 0xF != 5 or be(ip[6:8]) & 0x1FFF != 0 or ip[9] != 17:
        return None
    if be(frame[36:38]) != UDP_PORT or len(frame) < 42 + HEADER_LEN:
        return None
    udp_len = be(frame[38:40])
    size = max(0, min(udp_len - 8, len(frame) - 42))
    return Datagram(be(ip[12:16]), be(frame[34:36]), frame[42 : 42 + size])


class _TestsDraw(DropSimulator):
    """The reference model's drop simulator drawing a test's 16-bit draw ``d`` as
    ``d * 2**48``.  Its threshold for the TNA's ``t`` out of 65536 (``rate = t / 65536``)
    is ``t * 2**48``, so it drops exactly when ``d < t``, for every one of the 64-bit
    draws ``d * 2**48 .. (d + 1) * 2**48 - 1`` the 16-bit one stands for."""

    def __init__(self, draw: int) -> None:
        super().__init__(seed=0)
        self.draw = draw

    def next_draws(self, n: int) -> npt.NDArray[np.uint64]:
        return np.full(n, self.draw << 48, dtype=np.uint64)


@dataclass(frozen=True)
class Draw:
    """A drop simulator's threshold (out of 65536: the drop_sim entry's) and the draw
    the test chose for it (the `draw` action's parameter; 0 where it chose none)."""

    threshold: int
    draw: int

    @property
    def drops(self) -> bool:
        """Whether the reference model's drop simulator drops at this draw."""
        return not _TestsDraw(self.draw).keep(1, self.threshold / 65536)[0]

    def __str__(self) -> str:
        return f"threshold {self.threshold}, draw {self.draw}"


@dataclass
class Setup:
    pipeline: Pipeline
    ingress: Draw  #: the ingress drop simulator's
    egress: Draw  #: the egress drop simulator's
    clock: int  #: the NACK clock the test chose


def signed32(v: int) -> int:
    return v - (1 << 32) if v & 0x80000000 else v


def setup(t: PtfTest, k: int, slots: int) -> Setup:
    """The software switch with the test's table entries and register values."""
    defaults = {e.table: e for e in t.defaults}
    interval = defaults["nack_limit"].params["interval_us"] if "nack_limit" in defaults else 0
    config = SwitchConfig(num_slots=slots, elems_per_packet=k, nack_interval_us=interval)
    p = Pipeline(config, clock_us=lambda: 0)
    tables = p.tables
    for e in t.entries:
        if e.table == "jobs" and e.action == "set_job":
            a = e.params
            tables.jobs[e.keys["job_id"]] = JobAction(
                a["slot_base"], a["slot_count"], a["num_workers"], a["mcast_grp"], a["session"]
            )
            job_id = e.keys["job_id"]
            tables.groups[a["mcast_grp"]] = tuple((0, r) for r in range(a["num_workers"]))
            for r in range(a["num_workers"]):
                tables.dests.setdefault((job_id, r), Dest(0, 0x0AFF0000 + r, 40000 + r))
        elif e.table == "result_dest" and e.action == "set_dest":
            a = e.params
            dest = Dest(a["dst_mac"], a["dst_ip"], a["dst_port"])
            tables.dests[(e.keys["job_id"], e.keys["rank"])] = dest
        elif e.table == "workers" and e.action == "set_worker":
            if e.keys["ingress_port"] != t.in_port:
                continue  # an entry of another port never matches this packet
            a = e.params
            key = WorkerKey(0, e.keys["src_addr"], e.keys["src_port"])
            tables.workers[key] = WorkerAction(a["job_id"], a["rank"], a["worker_index"])
    tables.changed()
    reg = p.registers
    nack_at: dict[int, int] = {}
    for name, value, index in t.registers:
        slot, s = index % slots, index // slots
        if name == "bitmap_seq":
            assert isinstance(value, dict)
            reg.bitmap[slot, s] = value["bitmap"]
            reg.seq[slot, s] = value["seq"]
        elif name == "rounds":
            assert isinstance(value, int)
            assert value == reg.seq[slot, s] or index not in _indices(t, "bitmap_seq"), t.name
        elif name == "count_exp":  # the count and the maximum exponent, one register
            assert isinstance(value, dict)
            reg.count[slot, s] = value["count"]
            reg.exponent[slot, s] = value["exponent"]
        elif name == "set_flags":
            assert isinstance(value, int)
            reg.overflow[slot, s] = bool(value & Flag.OVERFLOW)
            reg.poison[slot, s] = bool(value & Flag.POISON)
        elif name.startswith("values_v"):
            assert isinstance(value, dict)
            w = 2 * int(name[len("values_v") :], 2)
            reg.values[slot, s, w] = signed32(value["lo"])
            reg.values[slot, s, w + 1] = signed32(value["hi"])
        elif name == "joined":
            assert isinstance(value, dict)
            p.joined_session[index] = value["session"]
            p.joined_nonce[index] = value["nonce"]
        elif name == "nack_at":
            assert isinstance(value, int)
            nack_at[index] = value
        else:
            raise AssertionError(f"{t.name}: register {name} has no counterpart")
    clock = chosen(t, "read_clock", "tg_clock")
    for index, at in nack_at.items():
        # TNA: due when the deadline has come or lies further ahead than a NACK now would
        # set it, each test on the deadline less the clock (sessions.p4), so it decides
        # at (clock, at) as at (0, at - clock): the reference model's clock reads 0; the
        # software switch: due when `interval` has passed since the last.
        deadline = (at - clock) & 0xFFFFFFFF
        due_now = signed32(deadline) <= 0
        wrapped = signed32((deadline - interval) & 0xFFFFFFFF) > 0
        last = signed32(deadline) - interval
        if wrapped and not due_now:
            USED["nack_clock"] += 1
            last = -interval
        p.nack_at[index] = last
    return Setup(p, *drop_draws(t), clock)


def chosen(t: PtfTest, table: str, param: str) -> int:
    """What the test build reads in place of what P4Testgen cannot predict (a draw, the
    clock: p4src/tna/testgen.p4, P4R_TG_CHOSEN): the test's, 0 where it sets none."""
    for e in t.defaults:
        if e.table == table:
            return e.params[param]
    return 0


def drop_draws(t: PtfTest) -> tuple[Draw, Draw]:
    """The ingress's and the egress's drop simulator: the thresholds the test's drop_sim
    entry sets (0 where it sets none) and the draws it chose."""
    drops = next((e.params for e in t.defaults if e.table == "drop_sim"), {})

    def draw(gress: str) -> Draw:
        return Draw(drops.get(f"{gress}_threshold", 0), chosen(t, f"{gress}_random", "tg_draw"))

    return draw("ingress"), draw("egress")


def _indices(t: PtfTest, name: str) -> set[int]:
    return {i for n, _, i in t.registers if n == name}


@dataclass(frozen=True)
class SoftOut:
    dst_ip: int
    dst_port: int
    data: bytes


def soft_outputs(s: Setup, d: Datagram, k: int) -> list[SoftOut]:
    width = max(len(d.data), HEADER_LEN + 4 * k) + 1
    buf = np.zeros((1, width), dtype=np.uint8)
    buf[0, : len(d.data)] = np.frombuffer(d.data, dtype=np.uint8)
    out = s.pipeline.process(
        buf,
        np.array([len(d.data)], dtype=np.int64),
        np.array([d.src_ip], dtype=np.uint32),
        np.array([d.src_port], dtype=np.uint16),
    )
    return emitted_rows(out)


def emitted_rows(out: Emitted) -> list[SoftOut]:
    if not len(out):
        return []
    rows = out.packets.view(np.uint8).reshape(len(out), -1)
    return [
        SoftOut(int(out.dst_ip[i]), int(out.dst_port[i]), bytes(rows[i][: out.length[i]]))
        for i in range(len(out))
    ]


def field(h: bytes, name: str) -> int:
    """A p4reduce header field of ``h`` (the header's bytes)."""
    a, b = FIELD_SPAN[name]
    return be(h[a:b])


def put(h: bytearray, name: str, value: int) -> None:
    a, b = FIELD_SPAN[name]
    h[a:b] = value.to_bytes(b - a, "big")


#: The p4reduce header's fields: (first byte, past the last), from p4rproto.wire.
FIELD_SPAN = {name: (at, at + dt.itemsize) for name, (dt, at) in HEADER_DTYPE.fields.items()}


@dataclass(frozen=True)
class SetState:
    """One set of one slot, as either target can state it."""

    bitmap: int
    seq: int
    count: int
    exponent: int
    flags: int  #: OVERFLOW, POISON (the TNA's register also holds SET: its set's)
    values: tuple[int, ...]

    def observable(self) -> tuple[object, ...]:
        """What the protocol can tell apart: an empty set starts afresh, whatever it held."""
        if self.bitmap == 0:
            return ("empty",)
        return (self.bitmap, self.seq, self.count, self.exponent, self.flags, self.values)


def soft_set(p: Pipeline, slot: int, s: int) -> SetState:
    reg = p.registers
    flags = Flag.OVERFLOW if reg.overflow[slot, s] else 0
    flags |= Flag.POISON if reg.poison[slot, s] else 0
    return SetState(
        int(reg.bitmap[slot, s]),
        int(reg.seq[slot, s]),
        int(reg.count[slot, s]),
        int(reg.exponent[slot, s]),
        int(flags),
        tuple(int(v) for v in reg.values[slot, s]),
    )


_SET_ARRAYS = ("bitmap", "count", "seq", "exponent", "overflow", "poison", "values")


@dataclass(frozen=True)
class Snapshot:
    """The reference model's state right after setup, to find what a packet changed: a
    fresh pipeline holds zeros (and no count) everywhere but the entries the test
    wrote, which this keeps (copying the whole state took most of the replay's time)."""

    sets: dict[tuple[int, int], tuple[object, ...]]  #: (slot, set): each array's value
    workers: dict[int, tuple[int, int, int]]  #: worker entry: session, nonce, nack_at
    never: int  #: a fresh pipeline's nack_at (never NACKed)

    @staticmethod
    def of(p: Pipeline, t: PtfTest, slots: int) -> Snapshot:
        assert not p.counters.values.any(), "a fresh pipeline has counted"
        sets = {
            (index % slots, index // slots): _set_row(p, index % slots, index // slots)
            for name, _, index in t.registers
            if name not in WORKER_REGISTERS
        }
        workers = {
            index: _worker_row(p, index)
            for name, _, index in t.registers
            if name in WORKER_REGISTERS
        }
        # the last worker entry is past the TNA's (1024): a fresh pipeline's "never"
        return Snapshot(sets, workers, int(p.nack_at[-1]))

    def set_value(self, name: str, slot: int, s: int) -> int:
        """One of a set's scalar fields as setup left it."""
        row = self.sets.get((slot, s))
        value = 0 if row is None else row[_SET_ARRAYS.index(name)]
        assert isinstance(value, int), name
        return value

    def changed_sets(self, p: Pipeline) -> set[tuple[int, int]]:
        r = p.registers
        candidates = set(self.sets)
        for n in _SET_ARRAYS:
            a = getattr(r, n)
            nonzero = a.any(axis=2) if a.ndim == 3 else a != 0
            candidates |= {(int(i), int(j)) for i, j in zip(*np.nonzero(nonzero), strict=True)}
        zero = _set_row_zero(p)
        return {c for c in candidates if _set_row(p, *c) != self.sets.get(c, zero)}

    def changed_workers(self, p: Pipeline) -> set[int]:
        nonzero = (p.joined_session != 0) | (p.joined_nonce != 0) | (p.nack_at != self.never)
        candidates = set(self.workers) | {int(w) for w in np.flatnonzero(nonzero)}
        zero = (0, 0, self.never)
        return {w for w in candidates if _worker_row(p, w) != self.workers.get(w, zero)}


def _set_row(p: Pipeline, slot: int, s: int) -> tuple[object, ...]:
    r = p.registers
    return tuple(
        tuple(int(v) for v in getattr(r, n)[slot, s])
        if n == "values"
        else int(getattr(r, n)[slot, s])
        for n in _SET_ARRAYS
    )


def _set_row_zero(p: Pipeline) -> tuple[object, ...]:
    return tuple((0,) * p.registers.values.shape[2] if n == "values" else 0 for n in _SET_ARRAYS)


def _worker_row(p: Pipeline, w: int) -> tuple[int, int, int]:
    return (int(p.joined_session[w]), int(p.joined_nonce[w]), int(p.nack_at[w]))


def counted(a: np.ndarray) -> dict[int, int]:
    """A fresh pipeline's counts after the packet (it started from none)."""
    return {int(i): int(a[i]) for i in np.flatnonzero(a)}


# -- the egress -----------------------------------------------------------------------------


def model_egress(msg_type: int, egress: Draw) -> tuple[bool, Counter | None]:
    """What the reference model's egress does with an answer it sends (dropped, and
    the counter it moves), its drop simulator drawing what the TNA's drew in the test.
    The TNA never draws a NACK."""
    if msg_type == MsgType.NACK:
        if egress.drops:
            USED["nack_not_drawn"] += 1
        return False, Counter.NACKS
    if egress.drops:
        return True, Counter.DROPPED_EGRESS
    return False, Counter.RESULTS_SENT if msg_type == MsgType.RESULT else None
