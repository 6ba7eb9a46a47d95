"""P4Testgen's tests of the TNA program, replayed on the software switch's numpy pipeline.

``make -C p4src testgen`` runs P4Testgen (Tofino target, PTF back end) on
``p4src/tna/main.p4`` with the preconditions and read-back of ``p4src/tna/testgen.p4``
and commits the tests in ``tests/testgen/k<K>/kind<N>.ptf.py``.  Each test says what the
program does with one packet: the table entries and register values it starts from,
the packet and its port, and the frame that leaves (or none).  This replays a test on
``softswitch.Pipeline`` (the reference model): the same entries through the
controller's names, the same state in its registers, the same datagram; then compares
(docs/tofino.md, "Checked packet by packet"):

- the state: every register entry an action ran on, after the packet, with the
  reference model's; a register the TNA did not touch must be unchanged there;
- the index each register action ran at (``register_index``): P4Testgen names the entry
  every RegisterAction executed at (the test's register values); each must be the one
  the reference model's packet addresses (the set's, the sender's worker entry);
- the decision: drop, port, multicast group, recirculation;
- the egress (``egress``), run as it ships: per replica of a multicast (the test follows
  one) the rewritten destination and rank, a RESET_ACK's packet-in header, its drop
  simulator and its count;
- the counters (``counters``): the index each counter counted, ingress and egress,
  against what the reference model's counters moved;
- the IPv4 checksum (``ipv4_checksum``): the one the deparsers compute, from their
  field lists in the source (P4Testgen cannot compute it), against RFC 791's;
- the whole frame, byte for byte.

Masked, each by name (``DIFFERENCES``), exactly what docs/tofino.md names as forced by
the hardware; a bit P4Testgen cannot predict fails the test unless a difference names
it.  ``P4REDUCE_TNA_WITHOUT=check,...`` replays without the named checks (``CHECKS``):
the mutation harness shows with it which mutants only a check kills.
"""

from __future__ import annotations

import collections
import dataclasses
import os
from dataclasses import dataclass

import numpy as np

from p4rproto.counters import Counter
from p4rproto.netio import Address, int_to_ip
from p4rproto.wire import HEADER_DTYPE, HEADER_LEN, STATUS_WORDS, UDP_PORT, Flag, MsgType
from softswitch.pipeline import Emitted, Pipeline, SwitchConfig
from softswitch.tables import Dest, JobAction, WorkerAction, WorkerKey
from tests.tna_checksum import CHECKSUM_AT, IPV4_AT, IPV4_LEN, checksum_over, deparser, rfc791
from tests.tna_constants import (
    CPU_PORT,
    PASS_MULTICAST,
    PASS_RESET,
    PASS_STATUS,
    PASS_UNICAST,
    RECIRC_PORT,
    SECOND_PASS,
    SEQ_EMPTY,
)
from tests.tna_ptf import PtfTest, TableEntry
from tests.tna_readback import (
    NO_PORT,
    NOT_COUNTED,
    TG_PORT,
    Direct,
    Egress,
    ReadBack,
    Reply,
    Wrote,
    split,
    split_egress,
)

SECOND_PASSES = (PASS_MULTICAST, PASS_UNICAST, PASS_STATUS, PASS_RESET)
assert all(p & SECOND_PASS for p in SECOND_PASSES)

#: The checks this replay adds to the state, the decision and the frame; each can be
#: left out (P4REDUCE_TNA_WITHOUT) to show which mutants it alone kills.
CHECKS = {
    "egress": "the egress as it ships: each replica's destination and rank, a RESET_ACK's "
    "packet-in, the egress drop simulator and what leaves",
    "counters": "the index each counter counted (p4r_stats, p4r_completed, "
    "worker_retransmits, the workers and jobs tables' direct counters, p4r_egress_stats) "
    "against the reference model's counters",
    "register_index": "the entry each RegisterAction executed at (P4Testgen's register "
    "values) against the set and worker entry the reference model's packet addresses",
    "ipv4_checksum": "the IPv4 checksum the deparsers' field lists compute against RFC 791",
}


def _without() -> frozenset[str]:
    names = frozenset(n for n in os.environ.get("P4REDUCE_TNA_WITHOUT", "").split(",") if n)
    unknown = names - set(CHECKS)
    if unknown:
        raise ValueError(f"P4REDUCE_TNA_WITHOUT: no check {sorted(unknown)} ({sorted(CHECKS)})")
    return names


WITHOUT = _without()


def checking(name: str) -> bool:
    assert name in CHECKS, name
    return name not in WITHOUT


#: What the replay masks, and why (counted per run in `test_differences_are_used`).
DIFFERENCES = {
    "two_pass": "a packet that must carry a whole result (completion, answered "
    "retransmission), a STATUS and a RESET are recirculated once (docs/tofino.md): the "
    "first pass carries the low word of each pair and the header; msg_type marks the "
    "pass, exponent and flags are read on the second",
    "nack_tail": "a NACK answering a malformed packet keeps the unparsed tail past its "
    "IP and UDP lengths (Tofino 1 cannot cut a packet in ingress)",
    "ingress_drop_after_checks": "the ingress drop simulator draws after the checks: a "
    "refusal (and its NACK) and a RESET are not drawn",
    "nack_clock": "the NACK rate limit runs on a 32-bit clock of 1024 ns; a deadline "
    "further ahead than a NACK now would set counts as expired (the clock's wrap)",
    "status_bitmap_32": "a STATUS carries the low 32 bits of the bitmap (32 workers)",
    "empty_set": "an empty set: the TNA holds bitmap 0 and round SEQ_EMPTY, the "
    "software switch bitmap 0 with the round, count and values it held; either starts "
    "afresh with the next contribution, so an empty set compares as empty",
    "retransmission_flags": "a retransmission's OVERFLOW and POISON are ORed into its set "
    "again (harmless: a retransmission carries its original's flags; P4Testgen's packets "
    "need not), so the set may hold them where the reference model's does not",
    "overflow_unflagged": "the TNA's adds saturate but do not set OVERFLOW (its value "
    "ALUs have no output left; docs/protocol.md): a set whose sums reached an int32 limit "
    "may differ in that flag alone",
    "nack_not_drawn": "the egress drop simulator never draws a NACK (counted in the "
    "egress, one count per packet and gress); the software switch draws every packet",
    "lookups_counted": "the workers and jobs tables' direct counters count every lookup "
    "(a truncated packet, a RESULT or STATUS from a worker, a second pass); the software "
    "switch counts the packets it examines",
}
USED: collections.Counter[str] = collections.Counter()


def _be(b: bytes) -> int:
    return int.from_bytes(b, "big")


@dataclass(frozen=True)
class Datagram:
    src_ip: int
    src_port: int
    data: bytes  #: the UDP payload (UDP length - 8, or what the frame holds)


def parse_input(t: PtfTest) -> Datagram | None:
    """The TNA parser's view: a p4reduce datagram, or None (not the pipeline's)."""
    frame = t.packet[2:] if t.in_port == CPU_PORT else t.packet  # packet_out header
    if len(frame) < 42 or _be(frame[12:14]) != 0x0800:
        return None
    ip = frame[14:34]
    if ip[0] & 0xF != 5 or _be(ip[6:8]) & 0x1FFF != 0 or ip[9] != 17:
        return None
    if _be(frame[36:38]) != UDP_PORT or len(frame) < 42 + HEADER_LEN:
        return None
    udp_len = _be(frame[38:40])
    size = max(0, min(udp_len - 8, len(frame) - 42))
    return Datagram(_be(ip[12:16]), _be(frame[34:36]), frame[42 : 42 + size])


@dataclass(frozen=True)
class TnaOut:
    """The one frame a test-generation build sends: the egress's read-back, then the
    frame (and the bits P4Testgen predicts)."""

    egress: Egress
    packet: bytes
    care: bytes

    def read_back(self, k: int, payload: int, packet_in: bool = False) -> ReadBack:
        """Split at the read-back: behind a packet-in header if any, Ethernet, IPv4,
        UDP, the p4reduce header and ``payload`` bytes of the header behind it (values,
        STATUS, JOIN_ACK or NACK)."""
        at = (2 if packet_in else 0) + 42 + HEADER_LEN + payload
        return split(self.packet, self.care, k, at, self.egress)


def tna_output(t: PtfTest) -> TnaOut | None:
    """What leaves (None: the parser dropped the packet)."""
    assert len(t.expected) <= 1, f"{t.name}: {len(t.expected)} frames leave"
    if not t.expected:
        return None
    [e] = t.expected
    assert e.port == TG_PORT, f"{t.name}: out of port {e.port}, not the read-back's {TG_PORT}"
    care = bytearray(b"\xff" * len(e.packet))
    for off, width in e.dont_care:  # what P4Testgen cannot predict
        for bit in range(off, off + width):
            if bit // 8 < len(care):
                care[bit // 8] &= ~(0x80 >> (bit % 8)) & 0xFF
    egress, packet, rest = split_egress(e.packet, bytes(care))
    return TnaOut(egress, packet, rest)


@dataclass
class Setup:
    pipeline: Pipeline
    ingress_drop: bool  #: the ingress drop simulator draws (a non-zero threshold)
    egress_threshold: int  #: the egress drop simulator's threshold (drawn when non-zero)


def _signed(v: int) -> int:
    return v - (1 << 32) if v & 0x80000000 else v


def setup(t: PtfTest, k: int, slots: int) -> Setup:
    """The software switch with the test's table entries and register values."""
    defaults = {e.table: e for e in t.defaults}
    interval = defaults["nack_limit"].params["interval_us"] if "nack_limit" in defaults else 0
    drops = defaults["drop_sim"].params if "drop_sim" in defaults else {}
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
            reg.values[slot, s, w] = _signed(value["lo"])
            reg.values[slot, s, w + 1] = _signed(value["hi"])
        elif name == "joined":
            assert isinstance(value, dict)
            p.joined_session[index] = value["session"]
            p.joined_nonce[index] = value["nonce"]
        elif name == "nack_at":
            assert isinstance(value, int)
            nack_at[index] = value
        else:
            raise AssertionError(f"{t.name}: register {name} has no counterpart")
    for index, deadline in nack_at.items():
        # TNA: due when the deadline has come (clock 0) or lies further ahead than a NACK
        # now would set it; the software switch: when `interval` has passed since the last.
        due_now = _signed(deadline) <= 0
        wrapped = _signed((deadline - interval) & 0xFFFFFFFF) > 0
        last = _signed(deadline) - interval
        if wrapped and not due_now:
            USED["nack_clock"] += 1
            last = -interval
        p.nack_at[index] = last
    # The drop simulators draw 0 in the tests (p4src/tna/testgen.p4): they drop whenever
    # their threshold is non-zero.
    return Setup(p, drops.get("ingress_threshold", 0) > 0, drops.get("egress_threshold", 0))


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
    return _rows(out)


def _rows(out: Emitted) -> list[SoftOut]:
    if not len(out):
        return []
    rows = out.packets.view(np.uint8).reshape(len(out), -1)
    return [
        SoftOut(int(out.dst_ip[i]), int(out.dst_port[i]), bytes(rows[i][: out.length[i]]))
        for i in range(len(out))
    ]


def field(h: bytes, name: str) -> int:
    """A p4reduce header field of ``h`` (the header's bytes)."""
    a, b = _AT[name]
    return _be(h[a:b])


def _put(h: bytearray, name: str, value: int) -> None:
    a, b = _AT[name]
    h[a:b] = value.to_bytes(b - a, "big")


#: The p4reduce header's fields: (first byte, past the last), from p4rproto.wire.
_AT = {name: (at, at + dt.itemsize) for name, (dt, at) in HEADER_DTYPE.fields.items()}

# -- the state ------------------------------------------------------------------------------

SET_REGISTERS = ("bitmap_seq", "rounds", "count_exp", "set_flags")
WORKER_REGISTERS = {"joined": Wrote.JOINED, "nack_at": Wrote.NACK_AT}
_SET_WROTE = {
    "bitmap_seq": Wrote.BITMAP_SEQ,
    "rounds": Wrote.ROUNDS,
    "count_exp": Wrote.COUNT_EXP,
    "set_flags": Wrote.FLAGS,
}


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


def _initial(t: PtfTest, name: str, index: int) -> object:
    for n, value, i in t.registers:
        if n == name and i == index:
            return value
    return None


def pair_name(i: int, k: int) -> str:
    return f"values_v{i:0{(k // 2).bit_length() - 1}b}"


def tna_set(t: PtfTest, rb: ReadBack, k: int, idx: int) -> tuple[SetState, int]:
    """The TNA's set at register index ``idx`` after the packet: what the actions left,
    else what the test started from (P4Testgen names every entry the packet reads).
    Also the round in `rounds`, which must agree with bitmap_seq's."""
    tg = rb.tg
    bs = _initial(t, "bitmap_seq", idx) or {"bitmap": 0, "seq": SEQ_EMPTY}
    assert isinstance(bs, dict)
    bitmap, seq = (
        (tg["bitmap"], tg["seq"]) if rb.wrote(Wrote.BITMAP_SEQ) else (bs["bitmap"], bs["seq"])
    )
    r = _initial(t, "rounds", idx)
    rounds = tg["rounds"] if rb.wrote(Wrote.ROUNDS) else (SEQ_EMPTY if r is None else r)
    ce = _initial(t, "count_exp", idx) or {"count": 0, "exponent": 0}
    assert isinstance(ce, dict)
    count, exponent = (
        (tg["count"], tg["exponent"])
        if rb.wrote(Wrote.COUNT_EXP)
        else (ce["count"], ce["exponent"])
    )
    f = _initial(t, "set_flags", idx)
    flags = (tg["flags"] if rb.wrote(Wrote.FLAGS) else (f or 0)) & (Flag.OVERFLOW | Flag.POISON)
    values = []
    for i in range(k // 2):
        if rb.pair_ran(i):
            values += [int(rb.values[2 * i]), int(rb.values[2 * i + 1])]
        else:
            v = _initial(t, pair_name(i, k), idx) or {"lo": 0, "hi": 0}
            assert isinstance(v, dict)
            values += [_signed(v["lo"]), _signed(v["hi"])]
    return SetState(bitmap, seq, count, exponent, flags, tuple(values)), int(rounds)  # type: ignore[arg-type]


def check_predicted(t: PtfTest, rb: ReadBack) -> None:
    """P4Testgen predicts every bit of the read-backs."""
    assert not rb.unpredictable, f"{t.name}: unpredictable {sorted(rb.unpredictable)}"
    assert rb.values_predicted, f"{t.name}: the read-back's values are unpredictable"
    assert not rb.egress.unpredictable, (
        f"{t.name}: the egress read-back's {sorted(rb.egress.unpredictable)} are unpredictable"
    )


def ran_on(rb: ReadBack, k: int) -> set[str]:
    """The registers the read-back says an action ran on."""
    out = {name for name, bit in _SET_WROTE.items() if rb.wrote(bit)}
    out |= {name for name, bit in WORKER_REGISTERS.items() if rb.wrote(bit)}
    out |= {pair_name(i, k) for i in range(k // 2) if rb.pair_ran(i)}
    return out


def check_register_indices(
    t: PtfTest, rb: ReadBack, k: int, set_idx: int | None, worker: int | None
) -> None:
    """Each RegisterAction ran at the entry the reference model's packet addresses.

    P4Testgen gives every register an action executes a value at the index that action
    executed at (the index expression the action itself evaluated), and no other: so
    the test's register values name, per register, where its action ran."""
    if not checking("register_index"):
        return
    named: dict[str, set[int]] = collections.defaultdict(set)
    for name, _, index in t.registers:
        named[name].add(index)
    ran = ran_on(rb, k)
    assert set(named) == ran, (
        f"{t.name}: P4Testgen's register values name {sorted(set(named) - ran)} the read-back "
        f"does not, and the read-back {sorted(ran - set(named))} they do not"
    )
    for name, indices in sorted(named.items()):
        want = worker if name in WORKER_REGISTERS else set_idx
        assert want is not None and indices == {want}, (
            f"{t.name}: {name} executed at {sorted(indices)}, not {want}"
        )


def check_reads_only(t: PtfTest, rb: ReadBack, k: int, idx: int) -> None:
    """A RESULT's or STATUS's second pass reads its set: every entry it ran an action on
    is as the test started it."""
    check_predicted(t, rb)
    tg = rb.tg
    assert not tg["wrote"] & (Wrote.JOINED | Wrote.NACK_AT), f"{t.name}: a pass wrote a worker"
    check_register_indices(t, rb, k, idx, None)
    if not tg["wrote"] and not tg["pairs"]:
        return
    got, _ = tna_set(t, rb, k, idx)
    nothing = dataclasses.replace(rb, tg={**tg, "wrote": 0, "pairs": 0})
    start, _ = tna_set(t, nothing, k, idx)
    assert got == start, _set_diff(t, got, start)


def check_tna_invariants(t: PtfTest, st: SetState, rounds: int) -> None:
    """docs/tofino.md: `rounds` holds bitmap_seq's round; an empty set holds SEQ_EMPTY."""
    assert rounds == st.seq, f"{t.name}: rounds {rounds:#x}, bitmap_seq's round {st.seq:#x}"
    if st.bitmap == 0:
        assert st.seq == SEQ_EMPTY, f"{t.name}: an empty set holds round {st.seq:#x}"


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


def _counted(a: np.ndarray) -> dict[int, int]:
    """A fresh pipeline's counts after the packet (it started from none)."""
    return {int(i): int(a[i]) for i in np.flatnonzero(a)}


def check_state(
    t: PtfTest,
    rb: ReadBack,
    k: int,
    slots: int,
    before: Snapshot,
    p: Pipeline,
    sets: list[tuple[int, int]],
    worker: int | None,
    interval: int,
    nacked: bool = False,
    ored_again: int = 0,
) -> None:
    """The TNA's entries after the packet against the reference model's.

    ``sets``: the (slot, set) this pass may change (first the one its index names);
    ``worker``: the worker entry it may change; ``nacked``: the reference model NACKed;
    ``ored_again``: a retransmission's flags (the TNA ORs them into the set again).
    The reference model must change nothing else; the TNA's entry must say what the
    reference model's does."""
    check_predicted(t, rb)
    changed = before.changed_sets(p)
    assert changed <= set(sets), f"{t.name}: the reference model changed {changed}, not {sets}"
    want_idx = sets[0][1] * slots + sets[0][0] if sets else None
    check_register_indices(t, rb, k, want_idx, worker)
    touched = rb.tg["wrote"] & (Wrote.BITMAP_SEQ | Wrote.ROUNDS | Wrote.COUNT_EXP | Wrote.FLAGS)
    if touched or rb.tg["pairs"]:
        assert sets and want_idx is not None, (
            f"{t.name}: the TNA ran an action on a set, the reference model has none"
        )
        slot, s = sets[0]
        got, rounds = tna_set(t, rb, k, want_idx)
        check_tna_invariants(t, got, rounds)
        want = soft_set(p, slot, s)
        if got.bitmap == 0 or want.bitmap == 0:
            USED["empty_set"] += 1
        if got.flags != want.flags and got.flags == want.flags | ored_again:
            USED["retransmission_flags"] += 1
            want = dataclasses.replace(want, flags=got.flags)
        limits = (-(1 << 31), (1 << 31) - 1)
        if want.flags & ~got.flags & Flag.OVERFLOW and any(v in limits for v in want.values):
            USED["overflow_unflagged"] += 1  # a saturated add: its sum is compared
            want = dataclasses.replace(want, flags=want.flags & ~Flag.OVERFLOW)
        assert got.observable() == want.observable(), _set_diff(t, got, want)
    else:
        for slot, s in sets[:1]:
            assert (slot, s) not in changed, (
                f"{t.name}: the reference model changed set {s} of slot {slot}, the TNA "
                "ran no action on it"
            )
    changed_w = before.changed_workers(p)
    want_w = set() if worker is None else {worker}
    assert changed_w <= want_w, f"{t.name}: the reference model changed workers {changed_w}"
    if worker is None:
        assert not rb.wrote(Wrote.JOINED) and not rb.wrote(Wrote.NACK_AT), (
            f"{t.name}: a worker entry written, the sender has none"
        )
        return
    j0 = _initial(t, "joined", worker) or {"session": 0, "nonce": 0}
    assert isinstance(j0, dict)
    tna_joined = (
        (rb.tg["join_session"], rb.tg["join_nonce"])
        if rb.wrote(Wrote.JOINED)
        else (j0["session"], j0["nonce"])
    )
    soft_joined = (int(p.joined_session[worker]), int(p.joined_nonce[worker]))
    if soft_joined != before.workers.get(worker, (0, 0, 0))[:2] or rb.wrote(Wrote.JOINED):
        assert tna_joined == soft_joined, f"{t.name}: joined tna {tna_joined} soft {soft_joined}"
    if nacked:  # a NACK now: the next is due after the interval (the clock reads 0)
        assert rb.wrote(Wrote.NACK_AT), f"{t.name}: NACKed, nack_at not set"
        assert rb.tg["nack_at"] == interval & 0xFFFFFFFF, (
            f"{t.name}: nack_at {rb.tg['nack_at']:#x}, not {interval:#x} (clock 0)"
        )
    elif rb.wrote(Wrote.NACK_AT):
        n0 = _initial(t, "nack_at", worker)
        assert rb.tg["nack_at"] == (n0 or 0), f"{t.name}: no NACK, nack_at changed"


def _set_diff(t: PtfTest, got: SetState, want: SetState) -> str:
    lines = [f"{t.name}: the set differs (tna / soft)"]
    for name in ("bitmap", "seq", "count", "exponent", "flags"):
        a, b = getattr(got, name), getattr(want, name)
        if a != b:
            lines.append(f"  {name}: {a:#x} / {b:#x}")
    words = [i for i, (a, b) in enumerate(zip(got.values, want.values, strict=True)) if a != b]
    for w in words[:4]:
        lane = "hi" if w % 2 else "lo"
        lines.append(f"  word {w} ({lane}): {got.values[w]:#x} / {want.values[w]:#x}")
    if len(words) > 4:
        lines.append(f"  ... {len(words)} words differ")
    return "\n".join(lines)


# -- the counters ---------------------------------------------------------------------------

#: Counters the ingress's p4r_stats never counts: RECEIVED (the sum of the others on TNA),
#: COMPLETED (p4r_completed), what the egress counts, and what two levels count (no
#: two levels on TNA).
NOT_P4R_STATS = {
    Counter.RECEIVED,
    Counter.COMPLETED,
    Counter.NACKS,
    Counter.RESULTS_SENT,
    Counter.DROPPED_EGRESS,
    Counter.PARTIALS_SENT,
    Counter.FINALS_RECEIVED,
    Counter.UPLINK_IGNORED,
}


@dataclass(frozen=True)
class Lookups:
    """What the TNA's tables find for a first pass, for their direct counters."""

    worker: int | None  #: the sender's worker entry (its worker_index), if any
    job: int | None  #: the packet's job_id, if the jobs table holds it
    jobs_looked_up: bool  #: a RESET skips the jobs table
    examined: bool  #: the software switch examines it (counts it per worker and job)


def check_counters(
    t: PtfTest, rb: ReadBack, before: Snapshot, p: Pipeline, lookups: Lookups, drawn: bool
) -> None:
    """A first pass's counts (p4r_stats, p4r_completed, worker_retransmits and the
    workers and jobs tables' direct counters) against what the reference model counted
    for the same packet; ``drawn``: the TNA's ingress drop simulator drew it (after the
    checks: the reference model then counts nothing but the drop)."""
    if not checking("counters"):
        return
    moved = _counted(p.counters.values)
    stats = {c: n for c, n in moved.items() if Counter(c) not in NOT_P4R_STATS}
    if drawn:
        stats = {Counter.DROPPED_INGRESS: 1}
    assert list(stats.values()) == [1], f"{t.name}: the reference model counted {stats}"
    [want] = stats
    got = rb.counted("stats")
    assert got == want, f"{t.name}: p4r_stats counted {_counter(got)}, not {_counter(want)}"
    completed = moved.get(Counter.COMPLETED, 0) and not drawn
    assert rb.counted("completed") == (0 if completed else None), (
        f"{t.name}: p4r_completed counted {rb.counted('completed')}, the reference model "
        f"{'completed' if completed else 'did not complete'} the round"
    )
    retransmits = _counted(p.worker_retransmits)
    got_r = rb.counted("retransmits")
    assert (retransmits == {} and got_r is None) or retransmits == {got_r: 1}, (
        f"{t.name}: worker_retransmits counted {got_r}, the reference model {retransmits}"
    )
    check_direct(t, rb, p, lookups)


def check_direct(t: PtfTest, rb: ReadBack, p: Pipeline, look: Lookups) -> None:
    """The workers and jobs tables' direct counters: an action counts the entry it ran
    for (or the table's miss).  The reference model counts a worker's packets where it
    examines them, and a job's where it admits them that far; the TNA counts every
    lookup, which must include those."""
    direct = rb.tg["direct"]
    assert direct & Direct.WORKER_PACKETS, f"{t.name}: the workers table's lookup not counted"
    assert bool(direct & Direct.JOB_PACKETS) == look.jobs_looked_up, (
        f"{t.name}: the jobs table's counter {'counted' if direct & Direct.JOB_PACKETS else 'not'}"
    )
    workers = _counted(p.worker_packets)
    tna_worker = {} if look.worker is None else {look.worker: 1}
    if look.examined:
        assert workers == tna_worker, (
            f"{t.name}: the workers table counted {tna_worker}, the reference model {workers}"
        )
    elif tna_worker:
        assert not workers, f"{t.name}: the reference model counted {workers}"
        USED["lookups_counted"] += 1
    jobs = _counted(p.job_packets)
    tna_job = {} if look.job is None or not look.jobs_looked_up else {look.job: 1}
    if jobs:
        assert jobs == tna_job, f"{t.name}: the jobs table counted {tna_job}, the model {jobs}"
    elif tna_job:
        USED["lookups_counted"] += 1


def _counter(index: int | None) -> str:
    if index is None:
        return "nothing"
    return Counter(index).name if index < len(Counter) else str(index)


# -- the egress -----------------------------------------------------------------------------


def model_egress(msg_type: int, threshold: int) -> tuple[bool, Counter | None]:
    """What the reference model's egress does with an answer it sends (dropped, and
    the counter it moves), its drop simulator drawing 0 as the TNA's does in the tests:
    every answer dropped where the threshold is non-zero.  The TNA never draws a NACK."""
    if msg_type == MsgType.NACK:
        if threshold:
            USED["nack_not_drawn"] += 1
        return False, Counter.NACKS
    if threshold:
        return True, Counter.DROPPED_EGRESS
    return False, Counter.RESULTS_SENT if msg_type == MsgType.RESULT else None


def check_egress(t: PtfTest, rb: ReadBack, msg_type: int | None, threshold: int) -> bool:
    """The egress's drop decision and count for a frame the ingress sent on with
    ``bridge.reply`` (``msg_type``: the answer's; None: not an answer, e.g. a
    recirculated first pass, which the egress leaves alone).  True if the frame leaves."""
    eg = rb.egress
    if msg_type is None or rb.tg["reply"] == Reply.NONE:
        if checking("egress"):
            assert eg.drop_ctl == 0, f"{t.name}: the egress dropped a frame it should pass on"
        if checking("counters"):
            assert eg.stats == NOT_COUNTED, (
                f"{t.name}: the egress counted {_counter(eg.stats)} for a frame it passes on"
            )
        return True
    dropped, counter = model_egress(msg_type, threshold)
    if checking("egress"):
        assert bool(eg.drop_ctl) == dropped, (
            f"{t.name}: the egress {'dropped' if eg.drop_ctl else 'sent'} it, the reference "
            f"model {'drops' if dropped else 'sends'} (egress threshold {threshold})"
        )
    if checking("counters"):
        want = NOT_COUNTED if counter is None else int(counter)
        assert eg.stats == want, (
            f"{t.name}: p4r_egress_stats counted {_counter(eg.stats)}, not {_counter(counter)}"
        )
    return not eg.drop_ctl


# -- the frame ------------------------------------------------------------------------------


def parsed_length(frame: bytes, k: int) -> int:
    """What the TNA parser extracts of a p4reduce frame: Ethernet to the p4reduce header,
    and the values when elem_count says K."""
    n = 42 + HEADER_LEN
    if field(frame[42:], "elem_count") == k:
        n += 4 * k
    return n


def reply_to_sender(f: bytearray) -> None:
    """answers.p4's reply_to_sender: addresses swapped, from the p4reduce port."""
    f[0:6], f[6:12] = f[6:12], f[0:6]
    f[26:30], f[30:34] = f[30:34], f[26:30]
    f[36:38] = f[34:36]
    f[34:36] = UDP_PORT.to_bytes(2, "big")
    f[40:42] = b"\0\0"
    f[22] = 64


def set_lengths(f: bytearray, payload: int) -> None:
    f[38:40] = (8 + payload).to_bytes(2, "big")
    f[16:18] = (28 + payload).to_bytes(2, "big")


_INGRESS_CSUM = deparser("P4rIngressDeparser")
_EGRESS_CSUM = deparser("P4rEgressDeparser")


def check_checksum(
    t: PtfTest, got: bytes, ingress_ipv4: bytes, input_ipv4: bytes, reply: int
) -> None:
    """The IPv4 checksum the frame leaves with (the last deparser that computes one: the
    egress's where it parses the answer's headers, bridge.reply not NONE, else the
    ingress's over the header as the ingress left it; else the packet's own) against
    RFC 791's over the header that leaves."""
    if not checking("ipv4_checksum"):
        return
    final = got[IPV4_AT : IPV4_AT + IPV4_LEN]
    tna = _be(input_ipv4[10:12])
    if _INGRESS_CSUM.fields is not None:
        tna = checksum_over(ingress_ipv4, _INGRESS_CSUM.fields)
    if reply != Reply.NONE and _EGRESS_CSUM.fields is not None:
        tna = checksum_over(final, _EGRESS_CSUM.fields)
    want = rfc791(final)
    assert tna == want, f"{t.name}: IPv4 checksum {tna:#06x}, not RFC 791's {want:#06x}"


def check_frame(t: PtfTest, rb: ReadBack, want: bytes) -> None:
    """Byte for byte; P4Testgen must predict every bit but the IPv4 checksum's (which
    check_checksum computes)."""
    got, care = rb.frame, rb.care
    assert len(got) == len(want), f"{t.name}: a frame of {len(got)} bytes, not {len(want)}"
    blind = [i for i, c in enumerate(care) if c != 0xFF]
    checksum = {CHECKSUM_AT, CHECKSUM_AT + 1}
    assert set(blind) <= checksum, f"{t.name}: P4Testgen cannot predict bytes {blind}"
    bad = [i for i in range(len(got)) if (got[i] ^ want[i]) & care[i]]
    assert not bad, (
        f"{t.name}: the frame differs at bytes {bad[:8]}\n tna  {got.hex()}\n want {want.hex()}"
    )


def _expect_port(t: PtfTest, rb: ReadBack, port: int, reply: Reply) -> None:
    tg = rb.tg
    assert tg["drop_ctl"] == 0, f"{t.name}: dropped, the reference model sends"
    assert tg["mcast_grp"] == 0, f"{t.name}: multicast to {tg['mcast_grp']}, not port {port}"
    assert tg["port"] == port, f"{t.name}: out of port {tg['port']}, not {port}"
    assert tg["reply"] == reply, f"{t.name}: reply {tg['reply']}, not {reply!r}"


def _expect_drop(t: PtfTest, rb: ReadBack, sent: list[str]) -> None:
    assert rb.tg["drop_ctl"] != 0, (
        f"{t.name}: the TNA sends (port {rb.tg['port']}, group {rb.tg['mcast_grp']}), "
        f"the reference model {sent or 'nothing'}"
    )


def _l2(t: PtfTest, mac: bytes) -> TableEntry | None:
    for e in t.entries:
        if e.table == "l2_forward" and e.keys.get("dst_addr") == _be(mac):
            return e
    return None


def _job(t: PtfTest, job_id: int) -> TableEntry | None:
    for e in t.entries:
        if e.table == "jobs" and e.action == "set_job" and e.keys["job_id"] == job_id:
            return e
    return None


def _worker(t: PtfTest, d: Datagram) -> int | None:
    sender = (t.in_port, d.src_ip, d.src_port)
    for e in t.entries:
        key = (e.keys.get("ingress_port"), e.keys.get("src_addr"), e.keys.get("src_port"))
        if e.table == "workers" and e.action == "set_worker" and key == sender:
            return int(e.params["worker_index"])
    return None


# -- first passes ---------------------------------------------------------------------------


def _ored_again(before: Snapshot, sets: list[tuple[int, int]], head: bytes) -> int:
    """A retransmission's OVERFLOW and POISON (its bit already in its set's round)."""
    if not sets or field(head, "msg_type") != MsgType.CONTRIB:
        return 0
    slot, s = sets[0]
    rank = field(head, "rank")
    bitmap, seq = before.set_value("bitmap", slot, s), before.set_value("seq", slot, s)
    if rank >= 64 or not bitmap >> rank & 1 or seq != field(head, "seq"):
        return 0
    return field(head, "flags") & (Flag.OVERFLOW | Flag.POISON)


def _lookups(t: PtfTest, d: Datagram, worker: int | None, soft: Setup) -> Lookups:
    head = d.data[:HEADER_LEN]
    kind = field(head, "msg_type")
    job_id = field(head, "job_id")
    examined = len(d.data) >= HEADER_LEN and kind not in (MsgType.RESULT, MsgType.STATUS)
    return Lookups(
        worker,
        job_id if _job(t, job_id) is not None else None,
        kind != MsgType.RESET,
        examined and not soft.ingress_drop,
    )


def replay_first_pass(
    t: PtfTest, d: Datagram, frame: bytes, tna: TnaOut, k: int, slots: int
) -> None:
    s = setup(t, k, slots)
    p = s.pipeline
    if t.in_port == CPU_PORT:
        p.controller_key = Address(int_to_ip(d.src_ip), d.src_port).key
    before = Snapshot.of(p, t, slots)
    soft = soft_outputs(s, d, k)
    head = d.data[:HEADER_LEN]
    kind = field(head, "msg_type")
    refused_or_reset = any(o.data[3] in (MsgType.NACK, MsgType.RESET_ACK) for o in soft)
    drawn = s.ingress_drop and not refused_or_reset
    if drawn:  # drawn after the checks: nothing happens
        if soft:
            USED["ingress_drop_after_checks"] += 1
        soft = []
        p = setup(t, k, slots).pipeline
    sent = [MsgType(o.data[3]).name for o in soft]
    parsed = parsed_length(frame, k)
    answers = [o for o in soft if o.data[3] in (MsgType.NACK, MsgType.JOIN_ACK)]
    later = [o for o in soft if o.data[3] not in (MsgType.NACK, MsgType.JOIN_ACK)]
    assert len(answers) <= 1 and not (answers and later), (t.name, sent)
    # behind the p4reduce header: an answer's payload, else the values if parsed
    rb = tna.read_back(
        k, len(answers[0].data) - HEADER_LEN if answers else parsed - 42 - HEADER_LEN
    )
    job = _job(t, field(head, "job_id"))
    b = field(head, "flags") & Flag.SET
    sets: list[tuple[int, int]] = []
    if kind == MsgType.RESET:  # set 0 on this pass, whatever its SET flag; set 1 on the next
        slot = field(head, "slot")
        sets = [(slot, 0), (slot, 1)]
    elif job is not None:
        slot = (job.params["slot_base"] + field(head, "slot")) & 0xFFFF
        sets = [(slot, b)] if slot < slots else []  # past the switch's slots: refused
    interval = s.pipeline.nack_interval_us
    nacked = any(o.data[3] == MsgType.NACK for o in soft)
    worker = _worker(t, d)
    check_state(
        t,
        rb,
        k,
        slots,
        before,
        p,
        sets,
        worker,
        interval,
        nacked,
        _ored_again(before, sets, head),
    )
    check_counters(t, rb, before, p, _lookups(t, d, worker, s), drawn)
    if answers:
        [a] = answers
        assert (a.dst_ip, a.dst_port) == (d.src_ip, d.src_port), t.name
        _expect_port(t, rb, t.in_port, Reply.UNICAST)
        want = bytearray(frame[:42])
        reply_to_sender(want)
        set_lengths(want, len(a.data))
        if len(frame) > parsed:
            USED["nack_tail"] += 1
        if check_egress(t, rb, a.data[3], s.egress_threshold):
            check_checksum(t, rb.frame, bytes(want[IPV4_AT:]), frame[IPV4_AT:], Reply.UNICAST)
        check_frame(t, rb, bytes(want) + a.data + frame[parsed:])
        return
    if not later:
        _expect_drop(t, rb, sent)
        return
    USED["two_pass"] += 1
    _expect_port(t, rb, RECIRC_PORT, Reply.NONE)
    check_egress(t, rb, None, s.egress_threshold)
    want = bytearray(frame)
    h = bytearray(frame[42:66])
    if kind == MsgType.RESET:
        [ack] = later
        assert ack.data[3] == MsgType.RESET_ACK, (t.name, sent)
        _put(h, "msg_type", PASS_RESET)
        _put(h, "flags", Flag.SET)
        want[42:66] = h
        check_checksum(t, rb.frame, bytes(want[IPV4_AT:]), frame[IPV4_AT:], Reply.NONE)
        check_frame(t, rb, bytes(want))
        return
    # a contribution that leaves with an answer: its pass says which
    dests = {(o.dst_ip, o.dst_port) for o in later}
    to_sender = dests == {(d.src_ip, d.src_port)}
    kinds = {o.data[3] for o in later}
    if kinds == {MsgType.STATUS}:
        assert to_sender, t.name
        pass_type = PASS_STATUS
    elif kinds == {MsgType.RESULT} and to_sender:  # an answered retransmission
        pass_type = PASS_UNICAST
    elif kinds == {MsgType.RESULT}:  # a completion: to the job's group
        pass_type = PASS_MULTICAST
    else:
        raise AssertionError(f"{t.name}: the reference model sends {sent}")
    ack = later[0]
    reply_to_sender(want)
    _put(h, "msg_type", pass_type)
    _put(h, "flags", field(head, "flags") & Flag.SET)
    _put(h, "contributors", field(ack.data, "contributors"))
    for name in ("job_id", "session", "slot", "seq"):
        assert field(ack.data, name) == field(head, name), (t.name, name)
    want[42:66] = h
    slot, s_ = sets[0]
    lows = p.registers.values[slot, s_, 0::2]
    for w in range(0, k, 2):  # the low word of each pair: the register's
        at = 66 + 4 * w
        want[at : at + 4] = int(lows[w // 2]).to_bytes(4, "big", signed=True)
    check_checksum(t, rb.frame, bytes(want[IPV4_AT:]), frame[IPV4_AT:], Reply.NONE)
    check_frame(t, rb, bytes(want))


# -- second passes --------------------------------------------------------------------------


def _replica(t: PtfTest, p: Pipeline, job_id: int, rid: int) -> Dest:
    """The reference model's copy of a job's multicast for rank ``rid``: its group's
    member with that rank, and where it goes."""
    t_ = p.tables
    members = {rank for _, rank in t_.groups.get(t_.jobs[job_id].mcast_grp, ())}
    assert rid in members and (job_id, rid) in t_.dests, (
        f"{t.name}: the egress followed replica {rid}, the reference model's group has "
        f"{sorted(r for r in members if (job_id, r) in t_.dests)}"
    )
    return t_.dests[(job_id, rid)]


def replay_second_pass(t: PtfTest, frame: bytes, tna: TnaOut, k: int, slots: int) -> None:
    """A second pass: what the reference model answers from the same registers.

    The registers a second pass does not read hold what its first pass wrote into the
    packet (the round, the count, the low words): they are taken from the packet, then
    the reference model's own answer (`Pipeline._results`, `_status`) is compared byte
    for byte with what leaves the egress (for a multicast, the replica the test follows).
    A second pass changes nothing but a RESET's set 1, and counts nothing in ingress."""
    USED["two_pass"] += 1
    s = setup(t, k, slots)
    p, reg = s.pipeline, s.pipeline.registers
    data = frame[42:]
    pass_type = data[3]
    head = np.frombuffer(data[:HEADER_LEN], dtype=HEADER_DTYPE).copy()
    b = int(head["flags"][0]) & Flag.SET
    parsed = parsed_length(frame, k)
    before = Snapshot.of(p, t, slots)
    if pass_type == PASS_RESET:
        replay_reset_pass(t, frame, tna, k, slots, s, before)
        return
    payload = {PASS_STATUS: 4 * STATUS_WORDS}
    rb = tna.read_back(k, payload.get(pass_type, 4 * k))
    _expect_no_ingress_count(t, rb)
    job_id = int(head["job_id"][0])
    job = _job(t, job_id)
    assert job is not None, f"{t.name}: a second pass of no job"  # testgen.p4 assumes one
    slot = (job.params["slot_base"] + int(head["slot"][0])) & 0xFFFF
    reg.seq[slot, b] = head["seq"][0]
    reg.count[slot, b] = head["contributors"][0]
    i, bb = np.array([slot]), np.array([b])
    z = np.zeros(1, dtype=np.uint32)
    rank = np.array([int(head["rank"][0])], dtype=np.int64)
    dest: Dest | None = None
    if pass_type in (PASS_UNICAST, PASS_MULTICAST):
        words = np.frombuffer(data[HEADER_LEN : HEADER_LEN + 4 * k], dtype=">i4")
        reg.values[slot, b, 0::2] = words[0::2]  # the low words: the first pass's
        replica = pass_type == PASS_MULTICAST and not rb.egress.drop_ctl and checking("egress")
        if replica:  # the egress rewrote the copy the test follows
            dest = _replica(t, p, job_id, rb.egress.rid)
            rank[0] = rb.egress.rid
        out = p._results(i, bb, head, rank, z, z.astype(np.uint16))
    else:
        assert pass_type == PASS_STATUS, t.name
        out = p._status(i, bb, head, z, z.astype(np.uint16))
        USED["status_bitmap_32"] += 1
    [answer] = _rows(out)
    # what the answer is made of: a RESULT reads the exponent, the flags and every pair's
    # high word, a STATUS the bitmap, the exponent and the flags
    reads = Wrote.COUNT_EXP | Wrote.FLAGS
    if pass_type == PASS_STATUS:
        reads |= Wrote.BITMAP_SEQ
    else:
        assert rb.tg["pairs"] == (1 << (k // 2)) - 1, f"{t.name}: pairs read {rb.tg['pairs']:#x}"
    assert rb.tg["wrote"] & reads == reads, f"{t.name}: read {Wrote(rb.tg['wrote'])!r}"
    check_reads_only(t, rb, k, b * slots + slot)
    want = bytearray(frame[:42])
    if pass_type == PASS_MULTICAST:
        tg = rb.tg
        assert tg["drop_ctl"] == 0 and tg["reply"] == Reply.MULTICAST, t.name
        assert tg["mcast_grp"] == job.params["mcast_grp"], (
            f"{t.name}: to group {tg['mcast_grp']}, not the job's {job.params['mcast_grp']}"
        )
        assert tg["rid"] == 0xFFFF, f"{t.name}: rid {tg['rid']:#x}"
        assert tg["port"] == NO_PORT, f"{t.name}: multicast and unicast to {tg['port']}"
    else:
        l2 = _l2(t, frame[0:6])
        if l2 is not None and l2.action == "forward":
            _expect_port(t, rb, l2.params["port"], Reply.UNICAST)
        elif l2 is not None and l2.action == "flood":
            assert rb.tg["mcast_grp"] == l2.params["group"], t.name
        else:
            _expect_drop(t, rb, ["an answer to an unknown MAC"])
            return
    if pass_type == PASS_STATUS:
        set_lengths(want, len(answer.data))
    ingress_ipv4 = bytes(want[IPV4_AT:])
    if dest is not None:
        want[0:6] = dest.mac.to_bytes(6, "big")
        want[30:34] = dest.ip.to_bytes(4, "big")
        want[36:38] = dest.udp_port.to_bytes(2, "big")
    data_out = bytearray(answer.data)
    if pass_type == PASS_MULTICAST and dest is None and not checking("egress"):
        _mask_replica(rb, want, data_out)
    if check_egress(t, rb, answer.data[3], s.egress_threshold):
        check_checksum(t, rb.frame, ingress_ipv4, frame[IPV4_AT:], rb.tg["reply"])
    check_frame(t, rb, bytes(want) + bytes(data_out) + frame[parsed:])


def _mask_replica(rb: ReadBack, want: bytearray, data: bytearray) -> None:
    """Without the egress check: a replica's rewritten destination and rank taken as
    they are (the ingress's RESULT, its group and rid are still compared)."""
    for a, b in ((0, 6), (30, 34), (36, 38)):
        want[a:b] = rb.frame[a:b]
    data[6:8] = rb.frame[42 + 6 : 42 + 8]


def _expect_no_ingress_count(t: PtfTest, rb: ReadBack) -> None:
    """A second pass was counted on its first: p4r_stats, p4r_completed and
    worker_retransmits count nothing (its table lookups are counted again)."""
    if not checking("counters"):
        return
    for field in ("stats", "completed", "retransmits"):
        assert rb.counted(field) is None, (
            f"{t.name}: a second pass counted {field} {rb.counted(field)}"
        )
    if rb.tg["direct"]:
        USED["lookups_counted"] += 1


def replay_reset_pass(
    t: PtfTest, frame: bytes, tna: TnaOut, k: int, slots: int, s: Setup, before: Snapshot
) -> None:
    """A RESET's second pass: set 1 of the slot cleared, the RESET_ACK to the controller
    (the egress adds the packet-in header: the CPU port, where the RESET came from)."""
    p = s.pipeline
    head = frame[42 : 42 + HEADER_LEN]
    b = field(head, "flags") & Flag.SET
    slot = field(head, "slot")
    packet_in = s.egress_threshold == 0  # the egress drops it otherwise, first
    rb = tna.read_back(k, parsed_length(frame, k) - 42 - HEADER_LEN, packet_in=packet_in)
    _expect_no_ingress_count(t, rb)
    p.reset_slots(range(slot, slot + 1))  # the set the pass names (its first: SET)
    check_state(t, rb, k, slots, before, p, [(slot, b), (slot, 1 - b)], None, 0)
    assert rb.wrote(Wrote.BITMAP_SEQ), f"{t.name}: the RESET's second pass cleared nothing"
    _expect_port(t, rb, CPU_PORT, Reply.TO_CPU)
    got = rb.frame
    if packet_in:  # packet_in_header's default (the CPU port) unless the test sets one
        defaults = {e.table: e for e in t.defaults}
        entry = defaults.get("packet_in_header")
        want_port = CPU_PORT if entry is None else entry.params["port"]
        port = _be(got[0:2]) >> 7
        assert not checking("egress") or (port == want_port and got[1] & 0x7F == 0), (
            f"{t.name}: packet-in header {got[0:2].hex()}, not the port {want_port}"
        )
        rb = dataclasses.replace(rb, frame=got[2:], care=rb.care[2:])
    want = bytearray(frame)
    want[42 + 3], want[42 + 14] = MsgType.RESET_ACK, 0
    if check_egress(t, rb, MsgType.RESET_ACK, s.egress_threshold):
        check_checksum(t, rb.frame, bytes(want[IPV4_AT:]), frame[IPV4_AT:], Reply.TO_CPU)
    check_frame(t, rb, bytes(want))


def replay(k: int, slots: int, t: PtfTest) -> str:
    d = parse_input(t)
    if d is None:
        return "skipped"
    frame = t.packet[2:] if t.in_port == CPU_PORT else t.packet
    tna = tna_output(t)
    if tna is None:  # the parser dropped it: a frame shorter than its headers say
        assert len(frame) < parsed_length(frame, k), (
            f"{t.name}: nothing leaves a packet that parses"
        )
        sent = [MsgType(o.data[3]).name for o in soft_outputs(setup(t, k, slots), d, k)]
        assert not sent, f"{t.name}: the TNA parser drops it, the reference model sends {sent}"
        return "replayed"
    if t.in_port == RECIRC_PORT:  # the switch's own packet: its UDP length is not checked
        if frame[42 + 3] not in SECOND_PASSES:
            rb = tna.read_back(k, parsed_length(frame, k) - 42 - HEADER_LEN)
            _expect_drop(t, rb, ["nothing (a recirculated packet that is no pass)"])
            return "replayed"
        replay_second_pass(t, frame, tna, k, slots)
        return "replayed"
    replay_first_pass(t, d, frame, tna, k, slots)
    return "replayed"
