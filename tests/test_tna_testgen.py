"""P4Testgen's tests of the TNA program, replayed on the software switch (``tna_replay``).

``make -C p4src testgen`` runs P4Testgen on ``p4src/tna/main.p4`` with the
preconditions and read-back of ``p4src/tna/testgen.p4`` and commits the tests in
``tests/testgen/k<K>/kind<N>.ptf.py``; ``tests/tna_replay.py`` replays each on
``softswitch.Pipeline`` and compares the state, the indices the register actions ran
at, the decision, the egress per replica, the counters, the IPv4 checksum and every
byte of every frame.  Every K the Makefile compiles for a Tofino 1 has its tests (k32,
k64).  No P4Testgen needed: it runs in ``make test``.
"""

from __future__ import annotations

import collections
import os
import re
from collections.abc import Callable
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from hostlib import packing
from p4rproto.agreement import Wire
from p4rproto.wire import HEADER_LEN, JOIN_ACK_WORDS, NACK_WORDS, STATUS_WORDS, MsgType
from tests.tna_checks import TnaOut, tna_output
from tests.tna_constants import (
    CPU_PORT,
    PASS_MULTICAST,
    PASS_RESET,
    PASS_STATUS,
    PASS_UNICAST,
    RECIRC_PORT,
    SECOND_PASS,
    WORKER_ENTRIES,
    WORKERS,
    makefile_defaults,
    read_params,
)
from tests.tna_pragmas import ANSWER_PAYLOADS, exclusion, shipped_pragmas
from tests.tna_ptf import PtfTest, read_tests
from tests.tna_readback import ReadBack
from tests.tna_replay import replay
from tests.tna_rules import CHECKS, DIFFERENCES, USED, WITHOUT
from tests.tna_soft import FIELD_SPAN, chosen, drop_draws, field

ROOT = Path(__file__).resolve().parents[1]
#: The committed tests; P4REDUCE_TESTGEN_DIR replays others (e.g. a mutant's: the checks
#: must fail on them).
TESTGEN = Path(os.environ.get("P4REDUCE_TESTGEN_DIR", ROOT / "tests" / "testgen"))


def _test_files() -> list[tuple[int, Path]]:
    out = []
    for d in sorted(TESTGEN.glob("k*")):
        for f in sorted(d.glob("kind*.ptf.py")):
            out.append((int(d.name[1:]), f))
    return out


def _slots(f: Path) -> int:
    """The slot count the kind was generated with (its .params, from the Makefile)."""
    return int(read_params(f.with_name(f.name.replace(".ptf.py", ".params")))["SLOTS"])


def _cases() -> list[tuple[int, int, str, PtfTest]]:
    return [(k, _slots(f), f.stem, t) for k, f in _test_files() for t in read_tests(f)]


CASES = _cases()
#: Each case's outcome and the differences it needed, replayed once (the tests below
#: that look at all cases reuse test_replay's work: the replay is most of CI's time here).
_OUTCOMES: dict[tuple[int, str, str], tuple[str, collections.Counter[str]]] = {}


def _replayed(k: int, slots: int, kind: str, t: PtfTest) -> tuple[str, collections.Counter[str]]:
    key = (k, kind, t.name)
    if key not in _OUTCOMES:
        before = USED.copy()
        status = replay(k, slots, t)
        _OUTCOMES[key] = (status, USED - before)
    return _OUTCOMES[key]


@pytest.mark.parametrize(
    ("k", "slots", "kind", "test"),
    CASES,
    ids=[f"k{c[0]}-{c[2]}-{c[3].name}" for c in CASES],
)
def test_replay(k: int, slots: int, kind: str, test: PtfTest) -> None:
    """The checks in ``replay`` assert; a test whose input is not the pipeline's (no
    p4reduce datagram) is reported as a skip, not a pass."""
    if _replayed(k, slots, kind, test)[0] == "skipped":
        pytest.skip(f"{test.name}: its input is not a p4reduce datagram (forwarding, ARP)")


def test_every_check_runs() -> None:
    """P4REDUCE_TNA_WITHOUT leaves checks out for the mutation harness's proofs only."""
    assert not WITHOUT, f"the replay runs without {sorted(WITHOUT)} ({sorted(CHECKS)})"


def test_enough_tests_are_committed() -> None:
    replayed = sum(_replayed(k, s, kind, t)[0] == "replayed" for k, s, kind, t in CASES)
    assert replayed >= 100, f"only {replayed} P4Testgen tests replayed"


def _kinds_defined() -> set[int]:
    text = (ROOT / "p4src" / "tna" / "testgen.p4").read_text()
    return {int(n) for n in re.findall(r"P4R_TG_KIND == (\d+)", text)}


def test_every_kind_is_generated_with_the_makefiles_parameters() -> None:
    """Every kind testgen.p4 defines is in the Makefile's TG_KINDS and committed for
    every K of TG_K, generated with the Makefile's slot count, ports and seed: a test
    generated with other parameters (a stale copy) fails here, not in the replay."""
    make = makefile_defaults()
    kinds = {int(n) for n in make["TG_KINDS"].split()}
    assert kinds == _kinds_defined(), (
        f"testgen.p4 defines kinds {sorted(_kinds_defined() - kinds)} TG_KINDS leaves out, "
        f"TG_KINDS names {sorted(kinds - _kinds_defined())} it does not define"
    )
    if "P4REDUCE_TESTGEN_DIR" in os.environ:
        pytest.skip("replaying other tests than the committed ones")
    for k in (int(x) for x in make["TG_K"].split()):
        for kind in sorted(kinds):
            path = TESTGEN / f"k{k}" / f"kind{kind}.params"
            assert path.is_file(), f"k{k}/kind{kind} is not committed (make -C p4src testgen)"
            params = read_params(path)
            want = {"K": str(k), "SLOTS": make["TG_SLOTS"], "SEED": make["TG_SEED"]}
            want["PORTS"] = make["TG_PORTS"]
            got = {name: params.get(name) for name in want}
            assert got == want, f"k{k}/kind{kind} generated with {got}, the Makefile says {want}"
    for f in TESTGEN.glob("k*/kind*.ptf.py"):
        kind = int(f.name[len("kind") : -len(".ptf.py")])
        assert kind in kinds, f"{f}: kind {kind} is no longer defined"


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
    """Each mask is there because some test needs it (the replay counts them)."""
    used: collections.Counter[str] = collections.Counter()
    for k, s, kind, t in CASES:
        used += _replayed(k, s, kind, t)[1]
    print(dict(used))
    optional = {"nack_clock"}
    unused = set(DIFFERENCES) - set(used) - optional
    assert not unused, unused


def _second_passes(kind: str) -> list[tuple[PtfTest, ReadBack]]:
    out = []
    for k, _, name, t in CASES:
        tna = tna_output(t) if name == kind and t.in_port == RECIRC_PORT else None
        if tna is not None:
            payload = 4 * STATUS_WORDS if t.packet[42 + 3] == PASS_STATUS else 4 * k
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


def test_multicast_replicas_spread_over_the_ranks() -> None:
    """The egress is replayed per replica: the completions' second passes (kinds 14 and
    33) follow many ranks, the first and the last of their group among them."""
    ranks: collections.Counter[int] = collections.Counter()
    last = 0
    for _, _, name, t in CASES:
        tna = tna_output(t) if name in ("kind14.ptf", "kind33.ptf") else None
        if tna is None or tna.egress.drop_ctl or t.in_port != RECIRC_PORT:
            continue
        ranks[tna.egress.rid] += 1
        last += tna.egress.rid == _entry(t, "jobs")["num_workers"] - 1
    assert len(ranks) >= 8 and ranks[0] and last, (dict(ranks), last)


def test_refusals_spread_over_the_nack_reasons() -> None:
    """Kinds 13, 15, 16, 17 and 20 NACK one reason each (testgen.p4): every reason a
    registered sender can fix is answered, with its detail, in several tests per K (K =
    64 generates half as many tests a kind: kind 17's 30 reach the rejoin's NACK in 7)."""
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
    for k, _, name, t in CASES:
        out = tna_output(t) if name in refusals else None
        if out is not None and out.packet[42 + 3] == MsgType.NACK:
            reasons[(k, int.from_bytes(out.packet[42 + HEADER_LEN : 46 + HEADER_LEN], "big"))] += 1
    for k in sorted({k for k, _, _, _ in CASES}):
        for reason in fixable:
            assert reasons[(k, reason)] >= 5, (k, reason.name, dict(reasons))


def _head(t: PtfTest, name: str) -> int:
    """A p4reduce header field of the test's input packet."""
    frame = t.packet[2:] if t.in_port == CPU_PORT else t.packet
    return field(frame[42:], name)


def _entry(t: PtfTest, table: str) -> dict[str, int]:
    return next(e.params for e in t.entries if e.table == table)


def _last_slot(t: PtfTest, slots: int) -> bool:
    """The job's last slot (slot == slot count - 1) is the switch's top one."""
    job = _entry(t, "jobs")
    slot = _head(t, "slot")
    return slot == job["slot_count"] - 1 and job["slot_base"] + slot == slots - 1


def _int16_lanes(words: npt.NDArray[np.integer], least: int, most: int) -> bool:
    """Every word holds two int16 lanes (hostlib.packing) of magnitude least..most."""
    lanes = np.abs(packing.unpack(np.asarray(words, dtype=np.int64).reshape(1, -1), Wire.INT16))
    return bool(((lanes >= least) & (lanes <= most)).all())


def test_packed_int16_lanes_reach_the_adds() -> None:
    """Kind 34 (testgen.p4, ``P4R_TG_LANES``): in every test whose CONTRIB adds to held
    values, its K words and every pair of words it adds to hold two int16 lanes near their
    limits (arriving 2^10..2^12 in magnitude, held up to 3·2^12: docs/protocol.md, "Narrow
    lanes"), so the replay checks the TNA's adds on packed payloads, carries and borrows
    between the lanes included; in several tests per K."""
    added: collections.Counter[int] = collections.Counter()
    for k, _, name, t in CASES:
        held = [v for reg, v, _ in t.registers if reg.startswith("values_")]
        if name.removesuffix(".ptf") != "kind34" or not held:
            continue
        pairs = [(v["lo"], v["hi"]) for v in held if isinstance(v, dict)]
        assert len(pairs) == k // 2, (k, t.name)
        start = 42 + HEADER_LEN
        words = np.frombuffer(t.packet[start : start + 4 * k], dtype=">i4")
        held_words = np.array(pairs, dtype=np.uint32).view(np.int32).reshape(-1)
        assert _int16_lanes(words, 0x400, 0x1000), (k, t.name)
        assert _int16_lanes(held_words, 0x400, 0x3000), (k, t.name)
        added[k] += 1
    for k in sorted({k for k, _, _, _ in CASES}):
        assert added[k] >= 10, (k, added[k])


def _boundaries(slots: int, k: int = 0) -> dict[str, Callable[[PtfTest, TnaOut], bool]]:
    """Per boundary kind (testgen.p4), what each of its tests must have reached."""
    last = WORKERS - 1
    return {
        "kind21": lambda t, o: (
            _head(t, "rank") == last and _entry(t, "jobs")["num_workers"] == WORKERS
        ),
        "kind22": lambda t, o: (
            _head(t, "rank") == last and _entry(t, "workers")["worker_index"] == WORKER_ENTRIES - 1
        ),
        "kind23": lambda t, o: _entry(t, "workers")["worker_index"] == WORKER_ENTRIES - 1,
        "kind24": lambda t, o: _last_slot(t, slots) and _head(t, "flags") & 1 == 0,
        "kind25": lambda t, o: _last_slot(t, slots) and _head(t, "flags") & 1 == 1,
        "kind26": lambda t, o: _head(t, "slot") == _entry(t, "jobs")["slot_count"],
        "kind27": lambda t, o: _head(t, "exponent") == 0xFF,
        "kind28": lambda t, o: (_head(t, "session") ^ _entry(t, "jobs")["session"]) & 0xFFFF == 0,
        "kind29": lambda t, o: (_head(t, "session") ^ _entry(t, "jobs")["session"]) >> 16 == 0,
        "kind30": lambda t, o: (
            t.in_port == RECIRC_PORT
            and t.packet[42 + 3] == PASS_RESET
            and _head(t, "flags") == 1
            and _head(t, "slot") == slots - 1
        ),
        "kind31": lambda t, o: t.in_port == CPU_PORT and _head(t, "slot") == slots - 1,
        "kind32": lambda t, o: t.in_port == CPU_PORT and _head(t, "slot") == slots,
        "kind33": lambda t, o: o.egress.rid == last and _entry(t, "jobs")["num_workers"] == WORKERS,
        "kind35": lambda t, o: _every_field_set(t),
        "kind36": lambda t, o: (
            _entry(t, "jobs")["session"] == _head(t, "session") == 0
            and t.packet[42 + 3] in (MsgType.CONTRIB, MsgType.JOIN)
        ),
        "kind37": lambda t, o: _head(t, "msg_type") == MsgType.CONTRIB and _at_a_length_edge(t, k),
        "kind38": lambda t, o: t.in_port != RECIRC_PORT and _head(t, "msg_type") in _PASSES,
        "kind39": lambda t, o: _head(t, "msg_type") == MsgType.JOIN and _at_a_length_edge(t, k),
        "kind40": lambda t, o: (
            t.in_port == CPU_PORT
            and _head(t, "msg_type") == MsgType.RESET
            and _at_a_length_edge(t, k)
        ),
        "kind41": lambda t, o: t.in_port == RECIRC_PORT and _head(t, "msg_type") & SECOND_PASS == 0,
        "kind42": lambda t, o: (
            t.in_port not in (RECIRC_PORT, CPU_PORT) and _head(t, "msg_type") == MsgType.RESET
        ),
        "kind43": lambda t, o: (
            t.in_port == CPU_PORT and _head(t, "msg_type") in (MsgType.CONTRIB, MsgType.JOIN)
        ),
        **{
            f"kind{kind}": _drawn_at(gress, edge)
            for gress, first in ((0, 44), (1, 47))
            for edge, kind in enumerate(range(first, first + 3), start=-1)
        },
        "kind50": lambda t, o: _nack_deadline(t, 0),
        "kind51": lambda t, o: _nack_deadline(t, 1),
        "kind52": lambda t, o: _nack_deadline(t, _interval(t) + 1),
    }


def _interval(t: PtfTest) -> int:
    """The NACK interval the test sets (P4Testgen overrides nack_limit's default)."""
    [interval] = [e.params["interval_us"] for e in t.defaults if e.table == "nack_limit"]
    return interval


def _nack_deadline(t: PtfTest, ahead: int) -> bool:
    """Kinds 50-52: the clock set in both halves, the refused worker's NACK deadline
    ``ahead`` of it (0: due now; 1: not yet; the interval and 1: past what a NACK now
    would set, due)."""
    clock = chosen(t, "read_clock", "tg_clock")
    [deadline] = [v for name, v, _ in t.registers if name == "nack_at"]
    return clock >> 16 != 0 and clock & 0xFFFF != 0 and deadline == (clock + ahead) & 0xFFFFFFFF


def _drawn_at(gress: int, edge: int) -> Callable[[PtfTest, TnaOut], bool]:
    """Kinds 44-49: the ingress's (gress 0) or the egress's (1) drop simulator drew one
    below its non-zero threshold (edge -1), at it (0) or above it (1); the ingress's on a
    CONTRIB, the egress's on a second pass."""

    def reached(t: PtfTest, o: TnaOut) -> bool:
        d = drop_draws(t)[gress]
        at = d.draw - d.threshold
        packet = _head(t, "msg_type") == MsgType.CONTRIB if gress == 0 else t.in_port == RECIRC_PORT
        return packet and d.threshold != 0 and (at == edge if edge < 1 else at > 0)

    return reached


_PASSES = (PASS_MULTICAST, PASS_UNICAST, PASS_STATUS, PASS_RESET)


def _frame(t: PtfTest) -> bytes:
    """The test's input frame (past a packet-out header)."""
    return t.packet[2:] if t.in_port == CPU_PORT else t.packet


def _at_a_length_edge(t: PtfTest, k: int) -> bool:
    """Kind 37: a header one byte short of the truncation check, or a CONTRIB, JOIN or
    RESET whose UDP length is a byte or a word off its type's, or whose count is one off
    (kinds 37, 39, 40)."""
    udp_length = int.from_bytes(_frame(t)[38:40], "big")
    msg, count = _head(t, "msg_type"), _head(t, "elem_count")
    if udp_length == 31:
        return True
    if msg == MsgType.CONTRIB:
        right, counts = 8 + HEADER_LEN + 4 * k, {k - 1, k + 1}
    elif msg in (MsgType.JOIN, MsgType.RESET):
        right, counts = 8 + HEADER_LEN, {1, 0xFFFF}
    else:
        return False
    off = udp_length - right
    return off in (-4, -1, 1, 4) or (off == 0 and count in counts)


#: Kind 35's fields set in both halves: the p4reduce header's, and the frame's by offset
#: (Ethernet destination and source, IPv4 identification, source and destination, UDP
#: source port), each (first byte, past the last).
_HALVED = ("job_id", "session", "slot", "seq")
_SET = ("exponent", "rank", "contributors")
_FRAME_HALVED = ((0, 6), (6, 12), (26, 30), (30, 34), (34, 36))
_FRAME_SET = ((18, 20),)


def _every_field_set(t: PtfTest) -> bool:
    """Kind 35: every field the program reads or echoes is non-zero (in both halves)."""

    def halves(b: bytes) -> bool:
        return any(b[: len(b) // 2]) and any(b[len(b) // 2 :])

    head = t.packet[42 : 42 + HEADER_LEN]
    return (
        all(halves(head[slice(*FIELD_SPAN[f])]) for f in _HALVED)
        and all(_head(t, f) != 0 for f in _SET)
        and all(halves(t.packet[a:b]) for a, b in _FRAME_HALVED)
        and all(any(t.packet[a:b]) for a, b in _FRAME_SET)
    )


def test_the_boundaries_are_reached() -> None:
    """Each boundary kind of testgen.p4 reaches its edge in every test that sends a frame
    (P4Testgen's solver prefers zeros and small values: without them no test had the
    highest rank, the last worker entry, a job's last slot at the top of a set, the slot
    count itself, the maximal exponent on a new round, sessions equal in one half, the
    RESET's top slot, the last replica, a packet whose every field is set: kind 35, a
    locked job: kind 36, the length checks' edges: kinds 37, 39, 40, a message from
    the wrong kind of port: kinds 38, 41-43, a drop simulator's draw other than 0:
    kinds 44-49, or a NACK clock other than 0 at a deadline's edge: kinds 50-52), in
    several tests per K."""
    reached: collections.Counter[tuple[int, str]] = collections.Counter()
    for k, slots, name, t in CASES:
        kind = name.removesuffix(".ptf")
        check = _boundaries(slots, k).get(kind)
        out = tna_output(t) if check is not None else None
        if check is None or out is None:
            continue
        assert check(t, out), f"k{k}/{kind} {t.name}: not at its boundary"
        reached[(k, kind)] += 1
    for k in sorted({k for k, _, _, _ in CASES}):
        for kind in _boundaries(0):
            assert reached[(k, kind)] >= 3, (k, kind, reached[(k, kind)])


#: The words of each answer payload that may share the values' containers.
_PAYLOAD_WORDS = {
    MsgType.NACK: NACK_WORDS,
    MsgType.JOIN_ACK: JOIN_ACK_WORDS,
    MsgType.STATUS: STATUS_WORDS,
}


def test_no_packet_holds_the_values_and_a_payload_sharing_their_containers() -> None:
    """The shipped program's ``@pa_mutually_exclusive`` pragmas let the values share PHV
    containers with answer payloads (tests/tna_pragmas.py); P4Testgen ignores pragmas, so
    this is their check on the packets' side: no test whose answer carries such a
    payload ran a value-pair action (the read-back's ``pairs``), in many tests of each."""
    shared = {ANSWER_PAYLOADS[h] for p in shipped_pragmas() if (h := exclusion(p)) is not None}
    assert shared, "no exclusion parsed from the shipped pragmas"
    seen: collections.Counter[MsgType] = collections.Counter()
    for k, _, _, t in CASES:
        out = tna_output(t)
        if out is None or len(out.packet) < 42 + HEADER_LEN or out.packet[42 + 3] not in shared:
            continue
        msg = MsgType(out.packet[42 + 3])
        rb = out.read_back(k, 4 * _PAYLOAD_WORDS[msg])
        assert rb.tg["pairs"] == 0, (
            f"{t.name}: its {msg.name} answer shares containers with the values, and value "
            f"pair actions ran ({rb.tg['pairs']:#x})"
        )
        seen[msg] += 1
    for msg in shared:
        assert seen[msg] >= 20, (msg.name, seen[msg])


def test_the_checksum_model_is_rfc_791s() -> None:
    """tna_checksum computes what a deparser's field list gives: with every field but the
    checksum, RFC 791's checksum on any header; without one, another (so the replay can
    tell a deparser that leaves a field out)."""
    import random

    from tests.tna_checksum import IPV4_FIELDS, checksum_over, rfc791

    rng = random.Random(1)
    every = tuple(name for name, _ in IPV4_FIELDS if name != "hdr_checksum")
    differs = 0
    for _ in range(200):
        header = bytes(rng.randrange(256) for _ in range(20))
        assert checksum_over(header, every) == rfc791(header)
        without_ttl = tuple(n for n in every if n != "ttl")
        differs += checksum_over(header, without_ttl) != rfc791(header)
    assert differs >= 190
    known = bytes.fromhex("450000730000400040110000c0a80001c0a800c7")
    assert rfc791(known) == 0xB861  # the textbook example
