"""The TNA's side of the replay and the comparisons: what a test-generation build sent
(``TnaOut``: the egress's read-back, the frame, the ingress's read-back), the TNA's set
after the packet, and each check against the reference model (tests/tna_replay.py says
which, when).
"""

from __future__ import annotations

import collections
import dataclasses
from dataclasses import dataclass

from p4rproto.counters import Counter
from p4rproto.wire import HEADER_LEN, UDP_PORT, Flag
from softswitch.pipeline import Pipeline
from tests.tna_checksum import CHECKSUM_AT, IPV4_AT, IPV4_LEN, checksum_over, deparser, rfc791
from tests.tna_constants import SEQ_EMPTY
from tests.tna_ptf import PtfTest, TableEntry
from tests.tna_readback import (
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
from tests.tna_rules import USED, checking
from tests.tna_soft import (
    WORKER_REGISTERS as PER_WORKER,
)
from tests.tna_soft import (
    Datagram,
    Draw,
    SetState,
    Snapshot,
    be,
    counted,
    field,
    model_egress,
    signed32,
    soft_set,
)


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


# -- the state ------------------------------------------------------------------------------

SET_REGISTERS = ("bitmap_seq", "rounds", "count_exp", "set_flags")
WORKER_REGISTERS = {"joined": Wrote.JOINED, "nack_at": Wrote.NACK_AT}
assert tuple(WORKER_REGISTERS) == PER_WORKER
_SET_WROTE = {
    "bitmap_seq": Wrote.BITMAP_SEQ,
    "rounds": Wrote.ROUNDS,
    "count_exp": Wrote.COUNT_EXP,
    "set_flags": Wrote.FLAGS,
}


def initial_value(t: PtfTest, name: str, index: int) -> object:
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
    bs = initial_value(t, "bitmap_seq", idx) or {"bitmap": 0, "seq": SEQ_EMPTY}
    assert isinstance(bs, dict)
    bitmap, seq = (
        (tg["bitmap"], tg["seq"]) if rb.wrote(Wrote.BITMAP_SEQ) else (bs["bitmap"], bs["seq"])
    )
    r = initial_value(t, "rounds", idx)
    rounds = tg["rounds"] if rb.wrote(Wrote.ROUNDS) else (SEQ_EMPTY if r is None else r)
    ce = initial_value(t, "count_exp", idx) or {"count": 0, "exponent": 0}
    assert isinstance(ce, dict)
    count, exponent = (
        (tg["count"], tg["exponent"])
        if rb.wrote(Wrote.COUNT_EXP)
        else (ce["count"], ce["exponent"])
    )
    f = initial_value(t, "set_flags", idx)
    flags = (tg["flags"] if rb.wrote(Wrote.FLAGS) else (f or 0)) & (Flag.OVERFLOW | Flag.POISON)
    values = []
    for i in range(k // 2):
        if rb.pair_ran(i):
            values += [int(rb.values[2 * i]), int(rb.values[2 * i + 1])]
        else:
            v = initial_value(t, pair_name(i, k), idx) or {"lo": 0, "hi": 0}
            assert isinstance(v, dict)
            values += [signed32(v["lo"]), signed32(v["hi"])]
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


def check_state(
    t: PtfTest,
    rb: ReadBack,
    k: int,
    slots: int,
    before: Snapshot,
    p: Pipeline,
    sets: list[tuple[int, int]],
    worker: int | None,
    nack_next: int,
    nacked: bool = False,
    ored_again: int = 0,
) -> None:
    """The TNA's entries after the packet against the reference model's.

    ``sets``: the (slot, set) this pass may change (first the one its index names);
    ``worker``: the worker entry it may change; ``nacked``: the reference model NACKed;
    ``nack_next``: the worker's next deadline after a NACK now (the clock plus the interval);
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
    j0 = initial_value(t, "joined", worker) or {"session": 0, "nonce": 0}
    assert isinstance(j0, dict)
    tna_joined = (
        (rb.tg["join_session"], rb.tg["join_nonce"])
        if rb.wrote(Wrote.JOINED)
        else (j0["session"], j0["nonce"])
    )
    soft_joined = (int(p.joined_session[worker]), int(p.joined_nonce[worker]))
    if soft_joined != before.workers.get(worker, (0, 0, 0))[:2] or rb.wrote(Wrote.JOINED):
        assert tna_joined == soft_joined, f"{t.name}: joined tna {tna_joined} soft {soft_joined}"
    if nacked:  # a NACK now: the next is due after the interval
        assert rb.wrote(Wrote.NACK_AT), f"{t.name}: NACKed, nack_at not set"
        assert rb.tg["nack_at"] == nack_next & 0xFFFFFFFF, (
            f"{t.name}: nack_at {rb.tg['nack_at']:#x}, not {nack_next & 0xFFFFFFFF:#x} "
            "(the clock plus the interval)"
        )
    elif rb.wrote(Wrote.NACK_AT):
        n0 = initial_value(t, "nack_at", worker)
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
    jobs_looked_up: bool  #: a RESET (either pass, by msg_type) skips the jobs table
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
    moved = counted(p.counters.values)
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
    retransmits = counted(p.worker_retransmits)
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
    workers = counted(p.worker_packets)
    tna_worker = {} if look.worker is None else {look.worker: 1}
    if look.examined:
        assert workers == tna_worker, (
            f"{t.name}: the workers table counted {tna_worker}, the reference model {workers}"
        )
    elif tna_worker:
        assert not workers, f"{t.name}: the reference model counted {workers}"
        USED["lookups_counted"] += 1
    jobs = counted(p.job_packets)
    tna_job = {} if look.job is None or not look.jobs_looked_up else {look.job: 1}
    if jobs:
        assert jobs == tna_job, f"{t.name}: the jobs table counted {tna_job}, the model {jobs}"
    elif tna_job:
        USED["lookups_counted"] += 1


def _counter(index: int | None) -> str:
    if index is None:
        return "nothing"
    return Counter(index).name if index < len(Counter) else str(index)


def check_egress(t: PtfTest, rb: ReadBack, msg_type: int | None, drop: Draw) -> bool:
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
    dropped, counter = model_egress(msg_type, drop)
    if checking("egress"):
        assert bool(eg.drop_ctl) == dropped, (
            f"{t.name}: the egress {'dropped' if eg.drop_ctl else 'sent'} it, the reference "
            f"model {'drops' if dropped else 'sends'} (egress {drop})"
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
    tna = be(input_ipv4[10:12])
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


def expect_port(t: PtfTest, rb: ReadBack, port: int, reply: Reply) -> None:
    tg = rb.tg
    assert tg["drop_ctl"] == 0, f"{t.name}: dropped, the reference model sends"
    assert tg["mcast_grp"] == 0, f"{t.name}: multicast to {tg['mcast_grp']}, not port {port}"
    assert tg["port"] == port, f"{t.name}: out of port {tg['port']}, not {port}"
    assert tg["reply"] == reply, f"{t.name}: reply {tg['reply']}, not {reply!r}"


def expect_drop(t: PtfTest, rb: ReadBack, sent: list[str]) -> None:
    assert rb.tg["drop_ctl"] != 0, (
        f"{t.name}: the TNA sends (port {rb.tg['port']}, group {rb.tg['mcast_grp']}), "
        f"the reference model {sent or 'nothing'}"
    )


def l2_entry(t: PtfTest, mac: bytes) -> TableEntry | None:
    for e in t.entries:
        if e.table == "l2_forward" and e.keys.get("dst_addr") == be(mac):
            return e
    return None


def job_entry(t: PtfTest, job_id: int) -> TableEntry | None:
    for e in t.entries:
        if e.table == "jobs" and e.action == "set_job" and e.keys["job_id"] == job_id:
            return e
    return None


def sender_worker(t: PtfTest, d: Datagram) -> int | None:
    sender = (t.in_port, d.src_ip, d.src_port)
    for e in t.entries:
        key = (e.keys.get("ingress_port"), e.keys.get("src_addr"), e.keys.get("src_port"))
        if e.table == "workers" and e.action == "set_worker" and key == sender:
            return int(e.params["worker_index"])
    return None
