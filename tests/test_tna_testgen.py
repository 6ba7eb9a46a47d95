"""P4Testgen's tests of the TNA program, replayed on the software switch's numpy pipeline.

``make -C p4src testgen`` runs P4Testgen (Tofino target, PTF back end) on
``p4src/tna/main.p4`` with the preconditions of ``p4src/tna/testgen.p4`` and commits the
tests in ``tests/testgen/k<K>/kind<N>.ptf.py``.  Each test says what the program does
with one packet: the table entries and register values it starts from, the packet and
its port, and the packets that leave (or none).  This replays every test on
``softswitch.Pipeline``: the same entries through the controller's names (the jobs and
workers tables, the drop simulator and the NACK interval), the same state written into
its registers, the same datagram; and compares what leaves byte for byte.

A second pass (its input is the switch's own recirculated packet) is compared with the
reference model's answer from the same registers.  Masked, each by name
(``DIFFERENCES``), exactly what docs/protocol.md and docs/tofino.md name as forced by
the hardware, and the bits P4Testgen marks as unpredictable.  Not replayed: the egress
(P4Testgen's Tofino model misreads the bridged header there: testgen.p4), multicast
replication (P4Testgen does not replicate), and packets that are not p4reduce's
(forwarding and ARP are the front end's, not the pipeline's).  Every K the Makefile
compiles for a Tofino 1 has its tests (k32, k64).  No P4Testgen needed: it runs in
``make test``.
"""

from __future__ import annotations

import collections
import os
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

from p4rproto.wire import HEADER_DTYPE, HEADER_LEN, UDP_PORT, Flag, MsgType
from softswitch.pipeline import Pipeline, SwitchConfig
from softswitch.tables import Dest, JobAction, WorkerAction, WorkerKey
from tests.tna_ptf import PtfTest, read_tests

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
    "IP and UDP lengths (Tofino 1 cannot cut a packet in ingress): compared up to the "
    "UDP length",
    "ingress_drop_after_checks": "the ingress drop simulator draws after the checks: a "
    "refusal (and its NACK) and a RESET are not drawn",
    "nack_clock": "the NACK rate limit runs on a 32-bit clock of 1024 ns; a deadline "
    "further ahead than a NACK now would set counts as expired (the clock's wrap)",
    "status_bitmap_32": "a STATUS carries the low 32 bits of the bitmap (32 workers)",
    "multicast_not_modelled": "P4Testgen does not replicate a multicast: a second pass "
    "to the job's group leaves nothing to compare",
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
class Out:
    port: int
    frame: bytes  #: as it leaves
    care: bytes  #: per byte of frame: the bits to compare


def tna_outputs(t: PtfTest) -> list[Out]:
    outs = []
    for e in t.expected:
        care = bytearray(b"\xff" * len(e.packet))
        for off, width in e.dont_care:  # what P4Testgen cannot predict (checksums)
            for bit in range(off, off + width):
                if bit // 8 < len(care):
                    care[bit // 8] &= ~(0x80 >> (bit % 8)) & 0xFF
        outs.append(Out(e.port, e.packet, bytes(care)))
    return outs


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
    if not len(out):
        return []
    rows = out.packets.view(np.uint8).reshape(len(out), -1)
    return [
        SoftOut(int(out.dst_ip[i]), int(out.dst_port[i]), bytes(rows[i][: out.length[i]]))
        for i in range(len(out))
    ]


def _masked_equal(got: bytes, care: bytes, want: bytes) -> bool:
    if len(got) != len(want):
        return False
    return all((g ^ w) & c == 0 for g, w, c in zip(got, want, care, strict=True))


def _field(h: bytes, name: str) -> int:
    at = {
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
    }[name]
    return _be(h[at[0] : at[1]])


def check_answer(t: PtfTest, d: Datagram, o: Out, want: SoftOut) -> None:
    """An answer on the first pass (NACK, JOIN_ACK): to the sender, byte for byte."""
    f, care = o.frame, o.care
    assert o.port == t.in_port, f"{t.name}: answer out of port {o.port}, not {t.in_port}"
    assert _be(f[30:34]) == want.dst_ip and _be(f[36:38]) == want.dst_port, t.name
    assert _be(f[34:36]) == UDP_PORT and f[23] == 17, t.name
    udp_len = _be(f[38:40])
    got, got_care = f[42 : 34 + udp_len], care[42 : 34 + udp_len]
    if len(f) > 34 + udp_len:
        USED["nack_tail"] += 1
    assert _masked_equal(got, got_care, want.data), (
        f"{t.name}: answer differs\n tna  {got.hex()}\n soft {want.data.hex()}"
    )


def check_recirculated(t: PtfTest, o: Out, soft: list[SoftOut], k: int) -> None:
    """A first pass to the recirculation port: its header and low words are the answer's."""
    USED["two_pass"] += 1
    h = o.frame[42 : 42 + HEADER_LEN]
    pass_type = _field(h, "msg_type")
    assert pass_type & SECOND_PASS, f"{t.name}: to port {RECIRC_PORT} without the pass bit"
    base = pass_type & 0x3F
    sent = [MsgType(o.data[3]).name for o in soft]
    if base == MsgType.RESET:  # set 1 is cleared on the second pass (flags: SET)
        acks = [s for s in soft if s.data[3] == MsgType.RESET_ACK]
        assert len(acks) == 1, (
            f"{t.name}: TNA's pass is a RESET's, the software switch sends {sent}"
        )
        [ack] = acks
        names = ["magic", "version", "job_id", "rank", "session", "slot", "seq"]
        for name in names:
            assert _field(h, name) == _field(ack.data, name), (t.name, name)
        return
    elif base == MsgType.STATUS:
        acks = [s for s in soft if s.data[3] == MsgType.STATUS]
        assert len(acks) == 1, f"{t.name}: TNA's pass is a STATUS, the software switch sends {sent}"
        [ack] = acks
        names = ["magic", "version", "job_id", "rank", "session", "slot", "seq", "contributors"]
    else:
        assert base == MsgType.RESULT, t.name
        results = [s for s in soft if s.data[3] == MsgType.RESULT]
        assert results, f"{t.name}: TNA completes, the software switch sends no RESULT"
        ack = results[0]
        names = ["magic", "version", "job_id", "session", "slot", "seq", "elem_count"]
        names.append("contributors")
        if pass_type & PASS_UNICAST_BIT:
            assert len(results) == 1, t.name
            names.append("rank")
        else:
            assert len(results) >= 1, t.name
        got = o.frame[42 + HEADER_LEN : 42 + HEADER_LEN + 4 * k]
        want = ack.data[HEADER_LEN : HEADER_LEN + 4 * k]
        for w in range(0, k, 2):  # the low word of each pair
            assert got[4 * w : 4 * w + 4] == want[4 * w : 4 * w + 4], (
                f"{t.name}: word {w}: tna {got[4 * w : 4 * w + 4].hex()} "
                f"soft {want[4 * w : 4 * w + 4].hex()}"
            )
    for name in names:
        assert _field(h, name) == _field(ack.data, name), (
            f"{t.name}: {name}: tna {_field(h, name):#x} soft {_field(ack.data, name):#x}"
        )
    assert (_field(h, "flags") ^ _field(ack.data, "flags")) & Flag.SET == 0, t.name


def check_second_pass(t: PtfTest, d: Datagram, s: Setup, k: int) -> None:
    """A second pass: what the software switch answers from the same registers.

    The registers a second pass does not read hold what its first pass wrote into the
    packet (the round, the count, the low words): they are taken from the packet, then
    the reference model's own answer (`Pipeline._results`, `_status`) is compared byte
    for byte with what leaves."""
    USED["two_pass"] += 1
    p, reg = s.pipeline, s.pipeline.registers
    pass_type = d.data[3]
    head = np.frombuffer(d.data[:HEADER_LEN], dtype=HEADER_DTYPE).copy()
    b = int(head["flags"][0]) & Flag.SET
    slot = None
    if pass_type != PASS_RESET:
        job = [e for e in t.entries if e.table == "jobs" and e.action == "set_job"]
        if not job:
            assert not t.expected, f"{t.name}: a second pass of no job answered"
            return
        slot = (job[0].params["slot_base"] + int(head["slot"][0])) & 0xFFFF
        i, bb = np.array([slot]), np.array([b])
        reg.seq[slot, b] = head["seq"][0]
        reg.count[slot, b] = head["contributors"][0]
    leaving = [o for o in tna_outputs(t)]
    if pass_type == PASS_RESET:
        [o] = leaving
        assert o.port == CPU_PORT, f"{t.name}: RESET_ACK out of port {o.port}"
        want = bytearray(d.data[:HEADER_LEN])
        want[3], want[14] = MsgType.RESET_ACK, 0
        got = o.frame[42 : 42 + HEADER_LEN]
        assert got == bytes(want), f"{t.name}: RESET_ACK\n tna  {got.hex()}\n want {want.hex()}"
        return
    if pass_type in (PASS_UNICAST, PASS_MULTICAST):
        words = np.frombuffer(d.data[HEADER_LEN : HEADER_LEN + 4 * k], dtype=">i4")
        reg.values[slot, b, 0::2] = words[0::2]  # the low words: the first pass's
        rank = np.array([int(head["rank"][0])], dtype=np.int64)
        z = np.zeros(1, dtype=np.uint32)
        out = p._results(i, bb, head, rank, z, z.astype(np.uint16))
        length = HEADER_LEN + 4 * k
    else:
        assert pass_type == PASS_STATUS, t.name
        z = np.zeros(1, dtype=np.uint32)
        out = p._status(i, bb, head, z, z.astype(np.uint16))
        USED["status_bitmap_32"] += 1
        length = HEADER_LEN + 8
    want_b = out.packets.view(np.uint8).reshape(1, -1)[0][:length].tobytes()
    if pass_type == PASS_MULTICAST:
        assert not leaving, f"{t.name}: P4Testgen replicated a multicast"  # not modelled
        USED["multicast_not_modelled"] += 1
        return
    if not leaving:
        # Not checked (issue 26): the pass sends nothing, which the reference front end
        # does not explain yet; counted, so that no assertion pretends to check it.
        USED["second_pass_sends_nothing_unchecked"] += 1
        return
    [o] = leaving
    got = o.frame[42 : 42 + length]
    care = o.care[42 : 42 + length]
    assert _masked_equal(got, care, want_b), (
        f"{t.name}: second pass differs\n tna  {got.hex()}\n soft {want_b.hex()}"
    )


def replay(k: int, t: PtfTest) -> str:
    d = parse_input(t)
    if d is None:
        return "skipped"
    if t.in_port == RECIRC_PORT:  # the switch's own packet: its UDP length is not checked
        d = Datagram(d.src_ip, d.src_port, t.packet[42:])
        if d.data[3] not in SECOND_PASSES:
            assert not t.expected, f"{t.name}: a recirculated non-pass answered"
            return "replayed"
        check_second_pass(t, d, setup(t, k), k)
        return "replayed"
    s = setup(t, k)
    if t.in_port == CPU_PORT:
        from p4rproto.netio import Address, int_to_ip

        s.pipeline.controller_key = Address(int_to_ip(d.src_ip), d.src_port).key
    soft = soft_outputs(s, d, k)
    tna = tna_outputs(t)
    if s.ingress_drop:  # admitted packets are drawn; refusals and RESETs are not
        kept = [o for o in soft if o.data[3] in (MsgType.NACK, MsgType.RESET_ACK)]
        if len(kept) != len(soft):
            USED["ingress_drop_after_checks"] += 1
        soft = kept
    answers = [o for o in tna if o.port != RECIRC_PORT]
    recirc = [o for o in tna if o.port == RECIRC_PORT]
    unicast = [o for o in soft if o.data[3] in (MsgType.NACK, MsgType.JOIN_ACK)]
    assert len(answers) == len(unicast), (
        f"{t.name}: TNA sends {len(answers)} answers, the software switch "
        f"{[MsgType(o.data[3]).name for o in soft]}"
    )
    for o, want in zip(answers, unicast, strict=True):
        check_answer(t, d, o, want)
    later = [o for o in soft if o.data[3] not in (MsgType.NACK, MsgType.JOIN_ACK)]
    assert len(recirc) == (1 if later else 0), (
        f"{t.name}: TNA recirculates {len(recirc)}, the software switch sends "
        f"{[MsgType(o.data[3]).name for o in later]}"
    )
    if recirc:
        check_recirculated(t, recirc[0], later, k)
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
    figure errs low."""
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
    optional = {"multicast_not_modelled", "nack_clock"}
    unused = set(DIFFERENCES) - set(USED) - optional
    assert not unused, unused
