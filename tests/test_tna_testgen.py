"""P4Testgen's tests of the TNA program, replayed on the software switch's numpy pipeline.

``make -C p4src testgen`` runs P4Testgen (Tofino target, PTF back end) on
``p4src/tna/main.p4`` with the preconditions of ``p4src/tna/testgen.p4`` and commits the
tests in ``tests/testgen/k<K>/kind<N>.ptf.py``.  Each test says what the program does
with one packet: the table entries and register values it starts from, the packet and
its port, and the frame that leaves (or none).  This replays every test on
``softswitch.Pipeline``: the same entries through the controller's names (the jobs and
workers tables, the drop simulator and the NACK interval), the same state written into
its registers, the same datagram.

Test-generation builds (``-DP4R_TESTGEN``) put the read-back header in front of every
frame (docs/tofino.md, "The read-back header"): every register entry an action ran on,
as the action left it (both words of every value pair), and the forwarding decision
(drop, unicast port, multicast group, recirculation); then every packet leaves, so that
P4Testgen predicts all of it.  The replay compares:

- the state: the TNA's entries after the packet with the reference model's after the
  same packet (a register the TNA did not touch must be unchanged in the reference);
- the decision: what the reference model sends (nothing, an answer to the sender, a
  RESULT to the job's group or to the sender, a STATUS, a RESET_ACK) against the
  TNA's drop, port, group and recirculation;
- the whole frame: Ethernet, IPv4, UDP, the p4reduce header and payload, and the tail
  the parser left, byte for byte against the frame the reference front end builds.

A second pass (its input is the switch's own recirculated packet) is compared with the
reference model's answer from the same registers.  Masked, each by name
(``DIFFERENCES``, docs/tofino.md), exactly what docs/protocol.md and docs/tofino.md name
as forced by the hardware; a bit P4Testgen cannot predict fails the test unless a
difference names it.  Not replayed: the egress (it rewrites multicast replicas, counts
and draws) and packets that are not p4reduce's (forwarding and ARP are the front end's,
not the pipeline's).  Every K the Makefile compiles for a Tofino 1 has its tests (k32,
k64).  No P4Testgen needed: it runs in ``make test``.
"""

from __future__ import annotations

import collections
import dataclasses
import os
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

from p4rproto.wire import HEADER_DTYPE, HEADER_LEN, STATUS_WORDS, UDP_PORT, Flag, MsgType
from softswitch.pipeline import Emitted, Pipeline, SwitchConfig
from softswitch.tables import Dest, JobAction, WorkerAction, WorkerKey
from tests.tna_ptf import PtfTest, TableEntry, read_tests
from tests.tna_readback import NO_PORT, TG_PORT, ReadBack, Reply, Wrote, split

ROOT = Path(__file__).resolve().parents[1]
#: The committed tests; P4REDUCE_TESTGEN_DIR replays others (e.g. a mutant's, as in the
#: closing note of issue 20: the check must fail on them).
TESTGEN = Path(os.environ.get("P4REDUCE_TESTGEN_DIR", ROOT / "tests" / "testgen"))
SLOTS = 8192  # TG_SLOTS in p4src/Makefile
RECIRC_PORT = 68  # types.p4
CPU_PORT = 192
SECOND_PASS = 0x80
PASS_UNICAST_BIT = 0x40
SEQ_EMPTY = 0xFFFFFFFF
PASS_MULTICAST = SECOND_PASS | MsgType.RESULT
PASS_UNICAST = SECOND_PASS | 0x40 | MsgType.RESULT
PASS_STATUS = SECOND_PASS | MsgType.STATUS
PASS_RESET = SECOND_PASS | MsgType.RESET
SECOND_PASSES = (PASS_MULTICAST, PASS_UNICAST, PASS_STATUS, PASS_RESET)

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
    "multicast_replicas": "the egress rewrites each replica's destination and rank "
    "(result_dest): the ingress's RESULT and its group are compared, not the replicas",
    "ipv4_checksum": "P4Testgen cannot predict the deparser's IPv4 header checksum: "
    "frame bytes 24-25 of an answer are not compared (every other byte is)",
    "empty_set": "an empty set: the TNA holds bitmap 0 and round SEQ_EMPTY, the "
    "software switch bitmap 0 with the round, count and values it held; either starts "
    "afresh with the next contribution, so an empty set compares as empty",
    "retransmission_flags": "a retransmission's OVERFLOW and POISON are ORed into its set "
    "again (harmless: a retransmission carries its original's flags; P4Testgen's packets "
    "need not), so the set may hold them where the reference model's does not",
    "overflow_unflagged": "the TNA's adds saturate but do not set OVERFLOW (its value "
    "ALUs have no output left; docs/protocol.md): a set whose sums reached an int32 limit "
    "may differ in that flag alone",
}
USED: collections.Counter[str] = collections.Counter()


def _test_files() -> list[tuple[int, Path]]:
    out = []
    for d in sorted(TESTGEN.glob("k*")):
        for f in sorted(d.glob("kind*.ptf.py")):
            out.append((int(d.name[1:]), f))
    return out


def _cases() -> list[tuple[int, str, PtfTest]]:
    return [(k, f.stem, t) for k, f in _test_files() for t in read_tests(f)]


CASES = _cases()


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
    """The one frame a test-generation build sends, and the bits P4Testgen predicts."""

    packet: bytes
    care: bytes

    def read_back(self, k: int, payload: int) -> ReadBack:
        """Split at the read-back: behind Ethernet, IPv4, UDP, the p4reduce header and
        ``payload`` bytes of the header behind it (values, STATUS, JOIN_ACK or NACK)."""
        return split(self.packet, self.care, k, 42 + HEADER_LEN + payload)


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
    return TnaOut(e.packet, bytes(care))


@dataclass
class Setup:
    pipeline: Pipeline
    ingress_drop: bool


def _signed(v: int) -> int:
    return v - (1 << 32) if v & 0x80000000 else v


def setup(t: PtfTest, k: int) -> Setup:
    """The software switch with the test's table entries and register values."""
    defaults = {e.table: e for e in t.defaults}
    interval = defaults["nack_limit"].params["interval_us"] if "nack_limit" in defaults else 0
    drops = defaults["drop_sim"].params if "drop_sim" in defaults else {}
    config = SwitchConfig(num_slots=SLOTS, elems_per_packet=k, nack_interval_us=interval)
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
                tables.dests[(job_id, r)] = Dest(0, 0x0AFF0000 + r, 40000 + r)
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
        slot, s = index % SLOTS, index // SLOTS
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
    # The egress drop simulator never draws in the tests (p4src/tna/testgen.p4).
    return Setup(p, drops.get("ingress_threshold", 0) > 0)


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


def _field(h: bytes, name: str) -> int:
    a, b = _AT[name]
    return _be(h[a:b])


def _put(h: bytearray, name: str, value: int) -> None:
    a, b = _AT[name]
    h[a:b] = value.to_bytes(b - a, "big")


_AT = {
    "magic": (0, 2),
    "version": (2, 3),
    "msg_type": (3, 4),
    "job_id": (4, 6),
    "rank": (6, 8),
    "session": (8, 12),
    "slot": (12, 14),
    "flags": (14, 15),
    "exponent": (15, 16),
    "seq": (16, 20),
    "elem_count": (20, 22),
    "contributors": (22, 24),
}

# -- the state ------------------------------------------------------------------------------


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


def tna_set(t: PtfTest, rb: ReadBack, k: int) -> tuple[SetState, int]:
    """The TNA's set at the read-back's index after the packet: what the actions left,
    else what the test started from (P4Testgen names every entry the packet reads).
    Also the round in `rounds`, which must agree with bitmap_seq's."""
    idx, tg = rb.tg["idx"], rb.tg
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
            v = _initial(t, f"values_v{i:0{(k // 2).bit_length() - 1}b}", idx)
            v = v or {"lo": 0, "hi": 0}
            assert isinstance(v, dict)
            values += [_signed(v["lo"]), _signed(v["hi"])]
    return SetState(bitmap, seq, count, exponent, flags, tuple(values)), int(rounds)  # type: ignore[arg-type]


def check_predicted(t: PtfTest, rb: ReadBack) -> None:
    """P4Testgen predicts every bit of the read-back."""
    assert not rb.unpredictable, f"{t.name}: unpredictable {sorted(rb.unpredictable)}"
    assert rb.values_predicted, f"{t.name}: the read-back's values are unpredictable"


def check_reads_only(t: PtfTest, rb: ReadBack, k: int, idx: int) -> None:
    """A RESULT's or STATUS's second pass reads its set: every entry it ran an action on
    is as the test started it."""
    check_predicted(t, rb)
    tg = rb.tg
    assert not tg["wrote"] & (Wrote.JOINED | Wrote.NACK_AT), f"{t.name}: a pass wrote a worker"
    if not tg["wrote"] and not tg["pairs"]:
        return
    assert tg["idx"] == idx, f"{t.name}: register index {tg['idx']}, not {idx}"
    got, _ = tna_set(t, rb, k)
    nothing = ReadBack(
        {**tg, "wrote": 0, "pairs": 0},
        rb.unpredictable,
        rb.values,
        rb.values_predicted,
        rb.frame,
        rb.care,
    )
    start, _ = tna_set(t, nothing, k)
    assert got == start, _set_diff(t, got, start)


def check_tna_invariants(t: PtfTest, st: SetState, rounds: int) -> None:
    """docs/tofino.md: `rounds` holds bitmap_seq's round; an empty set holds SEQ_EMPTY."""
    assert rounds == st.seq, f"{t.name}: rounds {rounds:#x}, bitmap_seq's round {st.seq:#x}"
    if st.bitmap == 0:
        assert st.seq == SEQ_EMPTY, f"{t.name}: an empty set holds round {st.seq:#x}"


@dataclass(frozen=True)
class Snapshot:
    """The reference model's state, to find what a packet changed."""

    sets: dict[str, np.ndarray]
    joined: tuple[np.ndarray, np.ndarray]
    nack_at: np.ndarray

    @staticmethod
    def of(p: Pipeline) -> Snapshot:
        r = p.registers
        names = ("bitmap", "count", "seq", "exponent", "overflow", "poison", "values")
        return Snapshot(
            {n: getattr(r, n).copy() for n in names},
            (p.joined_session.copy(), p.joined_nonce.copy()),
            p.nack_at.copy(),
        )

    def changed_sets(self, other: Snapshot) -> set[tuple[int, int]]:
        out: set[tuple[int, int]] = set()
        for n, a in self.sets.items():
            diff = a != other.sets[n]
            if diff.ndim == 3:
                diff = diff.any(axis=2)
            out |= {(int(i), int(j)) for i, j in zip(*np.nonzero(diff), strict=True)}
        return out

    def changed_workers(self, other: Snapshot) -> set[int]:
        d = (self.joined[0] != other.joined[0]) | (self.joined[1] != other.joined[1])
        d |= self.nack_at != other.nack_at
        return {int(w) for w in np.flatnonzero(d)}


def check_state(
    t: PtfTest,
    rb: ReadBack,
    k: int,
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
    after = Snapshot.of(p)
    changed = before.changed_sets(after)
    assert changed <= set(sets), f"{t.name}: the reference model changed {changed}, not {sets}"
    touched = rb.tg["wrote"] & (Wrote.BITMAP_SEQ | Wrote.ROUNDS | Wrote.COUNT_EXP | Wrote.FLAGS)
    if touched or rb.tg["pairs"]:
        assert sets, f"{t.name}: the TNA ran an action on a set, the reference model has none"
        slot, s = sets[0]
        want_idx = s * SLOTS + slot
        assert rb.tg["idx"] == want_idx, f"{t.name}: register index {rb.tg['idx']}, not {want_idx}"
        got, rounds = tna_set(t, rb, k)
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
    changed_w = before.changed_workers(after)
    want_w = set() if worker is None else {worker}
    assert changed_w <= want_w, f"{t.name}: the reference model changed workers {changed_w}"
    if rb.wrote(Wrote.JOINED) or rb.wrote(Wrote.NACK_AT):
        assert worker is not None and rb.tg["worker_index"] == worker, (
            f"{t.name}: worker entry {rb.tg['worker_index']}, not {worker}"
        )
    if worker is None:
        return
    j0 = _initial(t, "joined", worker) or {"session": 0, "nonce": 0}
    assert isinstance(j0, dict)
    tna_joined = (
        (rb.tg["join_session"], rb.tg["join_nonce"])
        if rb.wrote(Wrote.JOINED)
        else (j0["session"], j0["nonce"])
    )
    soft_joined = (int(p.joined_session[worker]), int(p.joined_nonce[worker]))
    if (soft_joined != (int(before.joined[0][worker]), int(before.joined[1][worker]))) or (
        rb.wrote(Wrote.JOINED)
    ):
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


# -- the frame ------------------------------------------------------------------------------

CHECKSUM = range(24, 26)  #: the IPv4 header checksum's bytes in a frame


def parsed_length(frame: bytes, k: int) -> int:
    """What the TNA parser extracts of a p4reduce frame: Ethernet to the p4reduce header,
    and the values when elem_count says K."""
    n = 42 + HEADER_LEN
    if _field(frame[42:], "elem_count") == k:
        n += 4 * k
    return n


def reply_to_sender(f: bytearray) -> None:
    """ingress.p4's reply_to_sender: addresses swapped, from the p4reduce port."""
    f[0:6], f[6:12] = f[6:12], f[0:6]
    f[26:30], f[30:34] = f[30:34], f[26:30]
    f[36:38] = f[34:36]
    f[34:36] = UDP_PORT.to_bytes(2, "big")
    f[40:42] = b"\0\0"
    f[22] = 64


def set_lengths(f: bytearray, payload: int) -> None:
    f[38:40] = (8 + payload).to_bytes(2, "big")
    f[16:18] = (28 + payload).to_bytes(2, "big")


def check_frame(t: PtfTest, rb: ReadBack, want: bytes) -> None:
    """Byte for byte; P4Testgen must predict every bit but the IPv4 checksum."""
    got, care = rb.frame, rb.care
    assert len(got) == len(want), f"{t.name}: a frame of {len(got)} bytes, not {len(want)}"
    blind = [i for i, c in enumerate(care) if c != 0xFF]
    assert set(blind) <= set(CHECKSUM), f"{t.name}: P4Testgen cannot predict bytes {blind}"
    if blind:
        USED["ipv4_checksum"] += 1
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
    if not sets or _field(head, "msg_type") != MsgType.CONTRIB:
        return 0
    slot, s = sets[0]
    rank = _field(head, "rank")
    bitmap, seq = before.sets["bitmap"][slot, s], before.sets["seq"][slot, s]
    if rank >= 64 or not int(bitmap) >> rank & 1 or int(seq) != _field(head, "seq"):
        return 0
    return _field(head, "flags") & (Flag.OVERFLOW | Flag.POISON)


def replay_first_pass(t: PtfTest, d: Datagram, frame: bytes, tna: TnaOut, k: int) -> None:
    s = setup(t, k)
    p = s.pipeline
    if t.in_port == CPU_PORT:
        from p4rproto.netio import Address, int_to_ip

        p.controller_key = Address(int_to_ip(d.src_ip), d.src_port).key
    before = Snapshot.of(p)
    soft = soft_outputs(s, d, k)
    head = d.data[:HEADER_LEN]
    kind = _field(head, "msg_type")
    refused_or_reset = any(o.data[3] in (MsgType.NACK, MsgType.RESET_ACK) for o in soft)
    if s.ingress_drop and not refused_or_reset:  # drawn after the checks: nothing happens
        if soft:
            USED["ingress_drop_after_checks"] += 1
        soft = []
        p = setup(t, k).pipeline
    sent = [MsgType(o.data[3]).name for o in soft]
    parsed = parsed_length(frame, k)
    answers = [o for o in soft if o.data[3] in (MsgType.NACK, MsgType.JOIN_ACK)]
    later = [o for o in soft if o.data[3] not in (MsgType.NACK, MsgType.JOIN_ACK)]
    assert len(answers) <= 1 and not (answers and later), (t.name, sent)
    # behind the p4reduce header: an answer's payload, else the values if parsed
    rb = tna.read_back(
        k, len(answers[0].data) - HEADER_LEN if answers else parsed - 42 - HEADER_LEN
    )
    job = _job(t, _field(head, "job_id"))
    b = _field(head, "flags") & Flag.SET
    sets: list[tuple[int, int]] = []
    if kind == MsgType.RESET:
        slot = _field(head, "slot")
        sets = [(slot, b), (slot, 1 - b)]  # the other set: on the second pass
    elif job is not None:
        slot = (job.params["slot_base"] + _field(head, "slot")) & 0xFFFF
        sets = [(slot, b)] if slot < SLOTS else []  # past the switch's slots: refused
    interval = s.pipeline.nack_interval_us
    nacked = any(o.data[3] == MsgType.NACK for o in soft)
    check_state(
        t, rb, k, before, p, sets, _worker(t, d), interval, nacked, _ored_again(before, sets, head)
    )
    if answers:
        [a] = answers
        assert (a.dst_ip, a.dst_port) == (d.src_ip, d.src_port), t.name
        _expect_port(t, rb, t.in_port, Reply.UNICAST)
        want = bytearray(frame[:42])
        reply_to_sender(want)
        set_lengths(want, len(a.data))
        if len(frame) > parsed:
            USED["nack_tail"] += 1
        check_frame(t, rb, bytes(want) + a.data + frame[parsed:])
        return
    if not later:
        _expect_drop(t, rb, sent)
        return
    USED["two_pass"] += 1
    _expect_port(t, rb, RECIRC_PORT, Reply.NONE)
    want = bytearray(frame)
    h = bytearray(frame[42:66])
    if kind == MsgType.RESET:
        [ack] = later
        assert ack.data[3] == MsgType.RESET_ACK, (t.name, sent)
        _put(h, "msg_type", PASS_RESET)
        _put(h, "flags", Flag.SET)
        want[42:66] = h
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
    _put(h, "flags", _field(head, "flags") & Flag.SET)
    _put(h, "contributors", _field(ack.data, "contributors"))
    for name in ("job_id", "session", "slot", "seq"):
        assert _field(ack.data, name) == _field(head, name), (t.name, name)
    want[42:66] = h
    slot, s_ = sets[0]
    lows = p.registers.values[slot, s_, 0::2]
    for w in range(0, k, 2):  # the low word of each pair: the register's
        at = 66 + 4 * w
        want[at : at + 4] = int(lows[w // 2]).to_bytes(4, "big", signed=True)
    check_frame(t, rb, bytes(want))


# -- second passes --------------------------------------------------------------------------


def replay_second_pass(t: PtfTest, frame: bytes, tna: TnaOut, k: int) -> None:
    """A second pass: what the reference model answers from the same registers.

    The registers a second pass does not read hold what its first pass wrote into the
    packet (the round, the count, the low words): they are taken from the packet, then
    the reference model's own answer (`Pipeline._results`, `_status`) is compared byte
    for byte with what leaves.  A second pass changes nothing but a RESET's set 1."""
    USED["two_pass"] += 1
    s = setup(t, k)
    p, reg = s.pipeline, s.pipeline.registers
    data = frame[42:]
    pass_type = data[3]
    head = np.frombuffer(data[:HEADER_LEN], dtype=HEADER_DTYPE).copy()
    b = int(head["flags"][0]) & Flag.SET
    parsed = parsed_length(frame, k)
    before = Snapshot.of(p)
    payload = {PASS_RESET: parsed - 42 - HEADER_LEN, PASS_STATUS: 4 * STATUS_WORDS}
    rb = tna.read_back(k, payload.get(pass_type, 4 * k))
    if pass_type == PASS_RESET:
        slot = int(head["slot"][0])
        p.reset_slots(range(slot, slot + 1))  # the set the pass names (its first: SET)
        check_state(t, rb, k, before, p, [(slot, b), (slot, 1 - b)], None, 0)
        assert rb.wrote(Wrote.BITMAP_SEQ) and rb.tg["idx"] == b * SLOTS + slot, t.name
        _expect_port(t, rb, CPU_PORT, Reply.TO_CPU)
        want = bytearray(frame)
        want[42 + 3], want[42 + 14] = MsgType.RESET_ACK, 0
        check_frame(t, rb, bytes(want))
        return
    job = _job(t, int(head["job_id"][0]))
    assert job is not None, f"{t.name}: a second pass of no job"  # testgen.p4 assumes one
    slot = (job.params["slot_base"] + int(head["slot"][0])) & 0xFFFF
    reg.seq[slot, b] = head["seq"][0]
    reg.count[slot, b] = head["contributors"][0]
    i, bb = np.array([slot]), np.array([b])
    z = np.zeros(1, dtype=np.uint32)
    if pass_type in (PASS_UNICAST, PASS_MULTICAST):
        words = np.frombuffer(data[HEADER_LEN : HEADER_LEN + 4 * k], dtype=">i4")
        reg.values[slot, b, 0::2] = words[0::2]  # the low words: the first pass's
        rank = np.array([int(head["rank"][0])], dtype=np.int64)
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
    check_reads_only(t, rb, k, b * SLOTS + slot)
    want = bytearray(frame[:42])
    if pass_type == PASS_MULTICAST:
        USED["multicast_replicas"] += 1
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
    if pass_type == PASS_STATUS:
        set_lengths(want, len(answer.data))
    check_frame(t, rb, bytes(want) + answer.data + frame[parsed:])


def replay(k: int, t: PtfTest) -> str:
    d = parse_input(t)
    if d is None:
        return "skipped"
    frame = t.packet[2:] if t.in_port == CPU_PORT else t.packet
    tna = tna_output(t)
    if tna is None:  # the parser dropped it: a frame shorter than its headers say
        assert len(frame) < parsed_length(frame, k), (
            f"{t.name}: nothing leaves a packet that parses"
        )
        sent = [MsgType(o.data[3]).name for o in soft_outputs(setup(t, k), d, k)]
        assert not sent, f"{t.name}: the TNA parser drops it, the reference model sends {sent}"
        return "replayed"
    if t.in_port == RECIRC_PORT:  # the switch's own packet: its UDP length is not checked
        if frame[42 + 3] not in SECOND_PASSES:
            rb = tna.read_back(k, parsed_length(frame, k) - 42 - HEADER_LEN)
            _expect_drop(t, rb, ["nothing (a recirculated packet that is no pass)"])
            return "replayed"
        replay_second_pass(t, frame, tna, k)
        return "replayed"
    replay_first_pass(t, d, frame, tna, k)
    return "replayed"


@pytest.mark.parametrize(
    ("k", "kind", "test"), CASES, ids=[f"k{c[0]}-{c[1]}-{c[2].name}" for c in CASES]
)
def test_replay(k: int, kind: str, test: PtfTest) -> None:
    """The checks in ``replay`` assert; a test whose input is not the pipeline's (no
    p4reduce datagram) is reported as a skip, not a pass."""
    if replay(k, test) == "skipped":
        pytest.skip(f"{test.name}: its input is not a p4reduce datagram (forwarding, ARP)")


def test_enough_tests_are_committed() -> None:
    replayed = sum(replay(k, t) == "replayed" for k, _, t in CASES)
    assert replayed >= 100, f"only {replayed} P4Testgen tests replayed"


def union_coverage(d: Path) -> tuple[int, int, set[str]]:
    """P4Testgen's statement coverage of all kinds of one K together: (covered, total,
    the statements no kind reached).  Each run lists what it did not reach, by source
    line and statement: a line that a macro expands into several statements (the value
    pairs' register actions) counts as not reached while any of them is not, so the
    figure errs low, where all kinds come from one revision of the sources (a kind
    regenerated alone from sources whose lines moved makes it err high)."""
    totals = [
        int(m.group(1))
        for f in sorted(d.glob("kind*.coverage"))
        for m in re.finditer(r"\(\d+/(\d+)\)", f.read_text())
    ]
    missed: set[str] | None = None
    for f in sorted(d.glob("kind*.uncovered")):
        lines = {x.strip() for x in f.read_text().splitlines() if x.strip()}
        missed = lines if missed is None else missed & lines
    assert totals and missed is not None, d
    total = min(totals)  # the kinds with an admission precondition have one more
    return total - len(missed), total, missed


def test_coverage_is_recorded() -> None:
    for d in sorted(TESTGEN.glob("k*")):
        covered, total, missed = union_coverage(d)
        print(f"{d.name}: {covered}/{total} statements ({covered / total:.1%}); not reached:")
        for line in sorted(missed):
            print("   ", line)
        assert covered / total >= 0.90, (d.name, covered, total)


def test_differences_are_used() -> None:
    """Each mask is there because some test needs it (the replay above counts them)."""
    USED.clear()
    for k, _, t in CASES:
        replay(k, t)
    print(dict(USED))
    optional = {"nack_clock"}
    unused = set(DIFFERENCES) - set(USED) - optional
    assert not unused, unused


def _second_passes(kind: str) -> list[tuple[PtfTest, ReadBack]]:
    out = []
    for k, name, t in CASES:
        tna = tna_output(t) if name == kind and t.in_port == RECIRC_PORT else None
        if tna is not None:
            frame = t.packet
            payload = 4 * STATUS_WORDS if frame[42 + 3] == PASS_STATUS else 4 * k
            out.append((t, tna.read_back(k, payload)))
    return out


def test_second_passes_read_something_to_compare() -> None:
    """testgen.p4's preconditions: a RESULT's second pass reads non-zero high words and
    a non-zero exponent (kinds 11, 14), a STATUS's a bitmap with ranks below and above
    16 (kind 12); without them Z3 picks zeros, and a pass that reads nothing compares
    nothing."""
    for kind in ("kind11.ptf", "kind14.ptf"):
        passes = _second_passes(kind)
        assert len(passes) >= 40, (kind, len(passes))
        for t, rb in passes:
            assert rb.tg["exponent"] != 0, t.name
            assert all(rb.values[1::2] != 0), f"{t.name}: a high word read is 0"
    passes = _second_passes("kind12.ptf")
    assert len(passes) >= 40, len(passes)
    for t, rb in passes:
        assert rb.tg["bitmap"] >> 16 and rb.tg["bitmap"] & 0xFFFF, t.name


def test_refusals_spread_over_the_nack_reasons() -> None:
    """Kinds 13, 15, 16, 17 and 20 NACK one reason each (testgen.p4): every reason a
    registered sender can fix is answered, with its detail, in many tests per K."""
    from p4rproto.counters import Counter

    refusals = ("kind13.ptf", "kind15.ptf", "kind16.ptf", "kind17.ptf", "kind20.ptf")
    fixable = (
        Counter.REJECTED_SESSION,
        Counter.REJECTED_SLOT,
        Counter.REJECTED_SPOOFED,
        Counter.REJECTED_REJOIN,
        Counter.REJECTED_LENGTH,
    )
    reasons: collections.Counter[tuple[int, int]] = collections.Counter()
    for k, name, t in CASES:
        out = tna_output(t) if name in refusals else None
        if out is not None and out.packet[42 + 3] == MsgType.NACK:
            reasons[(k, _be(out.packet[42 + HEADER_LEN : 46 + HEADER_LEN]))] += 1
    for k in sorted({k for k, _, _ in CASES}):
        for reason in fixable:
            assert reasons[(k, reason)] >= 20, (k, reason.name, dict(reasons))
