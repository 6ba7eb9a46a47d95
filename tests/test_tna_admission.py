"""The TNA program's admission decision tables against the software switch.

`p4src/tna/admission.p4` decides admission with two ternary tables whose `const entries`
encode docs/protocol.md's order (first matching entry wins; bf-p4c gives them
priorities in that order).  This reads those entries from the source (through the C
preprocessor, as the compiler does), evaluates them for many packets, and checks that
each packet gets the software switch's verdict: the same refusal counter, or admitted
as the same kind, and a NACK exactly where the software switch NACKs.  No Tofino
compiler is needed: it runs everywhere.
"""

from __future__ import annotations

import random
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

from p4rproto.netio import Address, ip_to_int
from p4rproto.wire import HEADER_LEN, MAGIC, PROTOCOL_VERSION, MsgType
from softswitch.counters import Counter
from softswitch.pipeline import Pipeline, SwitchConfig
from softswitch.tables import JobEntry

ROOT = Path(__file__).resolve().parents[1]
TNA = ROOT / "p4src" / "tna"
K = 32
SLOT_BITS = 13
SLOTS = 1 << SLOT_BITS

pytestmark = pytest.mark.skipif(shutil.which("cpp") is None, reason="needs the C preprocessor")

Match = tuple[int, int] | None  # (value, mask); None: don't care


@dataclass(frozen=True)
class Entry:
    match: tuple[Match, ...]
    action: str
    args: tuple[int, ...]


def _preprocessed(tmp: Path) -> str:
    """The TNA program as the compiler reads it: its macros expanded (core.p4 and tna.p4
    stubbed)."""
    stubs = tmp / "include"
    stubs.mkdir(exist_ok=True)
    for name in ("core.p4", "tna.p4"):
        (stubs / name).write_text("")
    return subprocess.run(
        ["cpp", "-P", "-undef", "-nostdinc", "-I", str(stubs), "-D__TARGET_TOFINO__=1",
         f"-DP4R_ELEMS={K}", f"-DP4R_SLOTS={SLOTS}", str(TNA / "main.p4")],
        check=True, capture_output=True, text=True,
    ).stdout  # fmt: skip


def _p4_consts(text: str) -> dict[str, int]:
    consts: dict[str, int] = {}
    for name, expr in re.findall(r"const bit<\d+> (\w+) = ([^;]+);", text):
        consts[name] = _eval(expr, consts, 32)
    return consts


def _eval(expr: str, consts: dict[str, int], width: int) -> int:
    """A P4 constant expression: literals like 16w1, names, + - << | ~ and parentheses."""
    py = re.sub(r"\b\d+w(0x[0-9a-fA-F]+|\d+)", r"\1", expr.strip())
    py = re.sub(r"\btrue\b", "1", re.sub(r"\bfalse\b", "0", py))
    value = eval(py, {"__builtins__": {}}, consts)  # our own source, no builtins
    assert isinstance(value, int), expr
    return value & ((1 << width) - 1)


def _table(text: str, name: str, widths: list[int], consts: dict[str, int]) -> list[Entry]:
    body = text[text.index(f"table {name} {{") :]
    body = body[body.index("const entries = {") + len("const entries = {") :]
    body = body[: body.index("default_action")]
    entries = []
    for keys, action, args in re.findall(r"\(([^:]*?)\)\s*:\s*(\w+)\(([^)]*)\);", body):
        parts = [k.strip() for k in keys.split(",")]
        assert len(parts) == len(widths), (name, keys)
        match: list[Match] = []
        for part, width in zip(parts, widths, strict=True):
            if part == "_":
                match.append(None)
            elif "&&&" in part:
                value, mask = part.split("&&&")
                match.append((_eval(value, consts, width), _eval(mask, consts, width)))
            else:
                match.append((_eval(part, consts, width), (1 << width) - 1))
        values = tuple(_eval(a, consts, 32) for a in args.split(",") if a.strip())
        entries.append(Entry(tuple(match), action, values))
    return entries


def _lookup(entries: list[Entry], key: tuple[int, ...]) -> Entry | None:
    for e in entries:
        if all(m is None or k & m[1] == m[0] & m[1] for m, k in zip(e.match, key, strict=True)):
            return e
    return None


@dataclass(frozen=True)
class Tables:
    consts: dict[str, int]
    packet_kind: list[Entry]
    admission: list[Entry]


@pytest.fixture(scope="module")
def tables(tmp_path_factory: pytest.TempPathFactory) -> Tables:
    text = _preprocessed(tmp_path_factory.mktemp("tna"))
    consts = _p4_consts(text)
    # key widths, in the tables' key order
    kind = _table(text, "packet_kind", [1, 8, 16, 8, 8, 16, 16, 1, 1], consts)
    admission = _table(text, "verdict", [8, 1, 16, 16, 1, 1, 32, 32, 16, 16, 32], consts)
    return Tables(consts, kind, admission)


# -- the switch both sides see -------------------------------------------------------------
CONTROLLER = Address("10.0.0.254", 1)
JOB3 = JobEntry(3, 100, 4, (Address("10.0.0.1", 5000), Address("10.0.0.2", 5000)), 0x5EED0003)
JOB5 = JobEntry(5, 200, 2, (Address("10.0.0.5", 5000),), 0x5EED0005)
#: A locked job: its jobs-table session is 0 (NO_SESSION) while a session start clears
#: its slots; it takes no CONTRIB and no JOIN (`rejected_session`).
JOB7 = JobEntry(7, 300, 2, (Address("10.0.0.7", 5000),), 0)
OTHER = Address("10.9.9.9", 7)
SENDERS = [*JOB3.workers, *JOB5.workers, *JOB7.workers, OTHER, CONTROLLER]
JOBS = (JOB3, JOB5, JOB7)


@dataclass(frozen=True)
class Verdict:
    cnt: int  #: the refusal's counter, or the counter of what an admitted packet is
    nack: bool


def tna_verdict(t: Tables, sender: Address, datagram: bytes) -> Verdict:
    """What packet_kind and admission decide (the fields the tables' actions compute)."""
    c = t.consts
    h = datagram[:HEADER_LEN]
    msg_type, magic, version = h[3], int.from_bytes(h[0:2], "big"), h[2]
    job_id, rank = int.from_bytes(h[4:6], "big"), int.from_bytes(h[6:8], "big")
    session, slot = int.from_bytes(h[8:12], "big"), int.from_bytes(h[12:14], "big")
    flags, elem_count = h[14], int.from_bytes(h[20:22], "big")
    udp_length = 8 + len(datagram)
    values = int(elem_count == K and len(datagram) >= HEADER_LEN + 4 * K)
    from_cpu = int(sender == CONTROLLER)
    kind_key = (0, msg_type, magic, version, flags, elem_count, udp_length, values, from_cpu)
    e = _lookup(t.packet_kind, kind_key)
    assert e is not None
    if e.action == "refuse":
        kind, cnt = c["KIND_REFUSED"], e.args[0]
    elif e.action == "bad_length":
        kind, cnt = c["KIND_BAD_LENGTH"], Counter.REJECTED_LENGTH
    else:
        kind, cnt = e.args[0], -1
    workers = {w: (j.job_id, r) for j in JOBS for r, w in enumerate(j.workers)}
    jobs = {j.job_id: j for j in JOBS}
    registered = int(sender in workers)
    w_job, w_rank = workers.get(sender, (0, 0))
    job_diff, rank_diff = (job_id ^ w_job, rank ^ w_rank) if registered else (0, 0)
    job = jobs.get(job_id)
    job_hit = int(job is not None)
    session_diff = session ^ job.session if job else 0
    slot_left = (job.slot_count - slot) & 0xFFFF if job else 0
    rank_ok = int(rank < 32)
    key = (
        kind,
        registered,
        job_diff,
        rank_diff,
        rank_ok,
        job_hit,
        session_diff,
        session,
        slot_left,
        slot,
        job.session if job else 0,
    )
    a = _lookup(t.admission, key)
    assert a is not None
    if a.action == "admit":
        return Verdict(a.args[1], False)
    if a.action == "refuse":
        return Verdict(a.args[0], False)
    if a.action == "refuse_nack":
        return Verdict(a.args[0], True)
    if a.action == "nack_length":
        return Verdict(cnt, True)
    assert a.action == "NoAction", a
    return Verdict(cnt, False)


#: What the software switch counts for an admitted packet, as TNA's admission names it.
ADMITTED = {
    Counter.JOINS: Counter.JOINS,
    Counter.REJECTED_REJOIN: Counter.JOINS,  # decided after admission (`joined`)
    Counter.AGGREGATED: Counter.AGGREGATED,
    Counter.DUP_ANSWERED: Counter.AGGREGATED,
    Counter.DUP_PENDING: Counter.AGGREGATED,
    Counter.STALE: Counter.AGGREGATED,
    Counter.RESETS: Counter.RESETS,
}


def soft_verdict(p: Pipeline, sender: Address, datagram: bytes) -> Verdict:
    counts = [p.counters[c] for c in Counter]
    buf = np.zeros((1, len(datagram) + 1), dtype=np.uint8)
    buf[0, : len(datagram)] = np.frombuffer(datagram, dtype=np.uint8)
    p.process(
        buf,
        np.array([len(datagram)], dtype=np.int64),
        np.array([ip_to_int(sender.ip)], dtype=np.uint32),
        np.array([sender.port], dtype=np.uint16),
    )
    moved = {c for c in Counter if p.counters[c] != counts[c]}
    nack = Counter.NACKS in moved
    terminal = moved - {Counter.RECEIVED, Counter.NACKS, Counter.COMPLETED, Counter.RESULTS_SENT}
    assert len(terminal) == 1, moved
    [cnt] = terminal
    cnt = ADMITTED.get(cnt, cnt)
    if cnt == Counter.JOINS:
        nack = False  # a rejoin's NACK is decided after admission
    return Verdict(int(cnt), nack)


def make_pipeline() -> Pipeline:
    config = SwitchConfig(num_slots=SLOTS, elems_per_packet=K, nack_interval_us=0)
    p = Pipeline(config, controller=CONTROLLER)
    p.add_job(JOB3)
    p.add_job(JOB5)
    p.add_job(JOB7)
    p.lock_job(JOB7.job_id)  # session 0: locked, as in the TNA model's table
    return p


def header(
    msg_type: int,
    job_id: int,
    rank: int,
    session: int,
    slot: int,
    flags: int,
    elem_count: int,
    magic: int = MAGIC,
    version: int = PROTOCOL_VERSION,
    seq: int = 0,
) -> bytes:
    return (
        magic.to_bytes(2, "big")
        + bytes([version, msg_type])
        + job_id.to_bytes(2, "big")
        + rank.to_bytes(2, "big")
        + session.to_bytes(4, "big")
        + slot.to_bytes(2, "big")
        + bytes([flags, 0])
        + seq.to_bytes(4, "big")
        + elem_count.to_bytes(2, "big")
        + bytes(2)
    )


def random_packet(rng: random.Random) -> tuple[Address, bytes]:
    """A well-formed CONTRIB, JOIN or RESET from anyone, each field often changed."""

    def often(usual: int, *others: int) -> int:
        return usual if rng.random() < 0.8 else rng.choice(others)

    sender = rng.choice(SENDERS)
    msg_type = rng.choice([MsgType.CONTRIB, MsgType.JOIN, MsgType.RESET])
    words = K if msg_type == MsgType.CONTRIB else 0
    job_id = often(rng.choice([3, 3, 7]), 5, 7, 8)
    job = {3: JOB3, 5: JOB5}.get(job_id)
    rank = often(rng.choice([0, 1]), 0, 1, 2, 40)
    if job_id == 7 and rng.random() < 0.5:
        sender, rank = JOB7.workers[0], 0  # often a registered sender of the locked job
    session = rng.choice([job.session if job else 1, 0, 0x1234])
    slot = often(rng.choice([0, 1, 3]), 4, 9, SLOTS - 1, SLOTS, 40000, 0xFFFF)
    flags = often(rng.choice([0, 1, 4, 5]), 2, 8, 0x80)
    elem_count = often(words, 0, 2, K, K + 1)
    payload_words = often(elem_count, 0, 2, K - 1, K)
    head = header(
        often(msg_type, *MsgType, 0, 9),
        job_id,
        rank,
        session,
        slot,
        flags,
        elem_count,
        often(MAGIC, 0x1234),
        often(PROTOCOL_VERSION, 1, 3),
    )
    return sender, head + bytes(4 * payload_words)


def test_entries_are_read(tables: Tables) -> None:
    assert len(tables.packet_kind) > 10
    assert len(tables.admission) > 15
    # the last entries of both tables catch everything
    assert all(m is None for m in tables.packet_kind[-1].match)
    assert all(m is None for m in tables.admission[-1].match)


def test_truncated_is_udp_length_below_the_header(tables: Tables) -> None:
    """A header parsed out of padding, the UDP length saying less than 24 bytes."""
    for udp_length, want in ((8 + HEADER_LEN - 1, True), (8 + HEADER_LEN, False), (0, True)):
        key = (0, MsgType.JOIN, MAGIC, PROTOCOL_VERSION, 0, 0, udp_length, 0, 0)
        e = _lookup(tables.packet_kind, key)
        assert e is not None
        got = e.action == "refuse" and e.args[0] == Counter.REJECTED_TRUNCATED
        assert got == want, udp_length


@pytest.mark.parametrize("seed", range(4))
def test_admission_agrees_with_the_software_switch(tables: Tables, seed: int) -> None:
    rng = random.Random(seed)
    p = make_pipeline()
    for _ in range(1500):
        sender, datagram = random_packet(rng)
        want = soft_verdict(p, sender, datagram)
        got = tna_verdict(tables, sender, datagram)
        assert got == want, (sender, datagram.hex(), Counter(got.cnt), Counter(want.cnt))


def test_every_refusal_is_reached(tables: Tables) -> None:
    """The random packets above reach every counter admission can give."""
    rng = random.Random(99)
    seen = set()
    for _ in range(6000):
        sender, datagram = random_packet(rng)
        v = tna_verdict(tables, sender, datagram)
        seen.add((v.cnt, v.nack))
    for c in (
        Counter.REJECTED_MAGIC,
        Counter.REJECTED_VERSION,
        Counter.REJECTED_TYPE,
        Counter.REJECTED_FLAGS,
        Counter.REJECTED_RESET,
        Counter.REJECTED_UNREGISTERED,
        Counter.JOINS,
        Counter.AGGREGATED,
        Counter.RESETS,
    ):
        assert (c, False) in seen, c.name
    for c in (
        Counter.REJECTED_LENGTH,
        Counter.REJECTED_SPOOFED,
        Counter.REJECTED_SESSION,
        Counter.REJECTED_SLOT,
    ):
        assert (c, True) in seen, c.name


def test_a_locked_job_takes_no_contrib_and_no_join(tables: Tables) -> None:
    """A job is locked while its session starts: session 0 in the jobs table refuses
    CONTRIB and JOIN `rejected_session` (NACKed), whatever the packet's session and slot."""
    [worker] = JOB7.workers
    for msg_type, words in ((MsgType.CONTRIB, K), (MsgType.JOIN, 0)):
        for session in (0, 1, 0x5EED0003):
            for slot in (0, 1, 5000):
                datagram = header(msg_type, 7, 0, session, slot, 0, words) + bytes(4 * words)
                got = tna_verdict(tables, worker, datagram)
                assert got == Verdict(Counter.REJECTED_SESSION, True), (msg_type, session, slot)
    # an open job admits the same packets
    w0 = JOB3.workers[0]
    join = header(MsgType.JOIN, 3, 0, 0, 0, 0, 0)
    assert tna_verdict(tables, w0, join) == Verdict(Counter.JOINS, False)
    contrib = header(MsgType.CONTRIB, 3, 0, JOB3.session, 0, 0, K) + bytes(4 * K)
    assert tna_verdict(tables, w0, contrib) == Verdict(Counter.AGGREGATED, False)
