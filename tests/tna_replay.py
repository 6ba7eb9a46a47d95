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

Masked, each by name (``DIFFERENCES``, ``tests/tna_rules.py``), exactly what
docs/tofino.md names as forced by the hardware; a bit P4Testgen cannot predict fails
the test unless a difference names it.  ``P4REDUCE_TNA_WITHOUT=check,...`` replays
without the named checks (``CHECKS``): the mutation harness shows with it which mutants
only a check kills.  The reference model's side is ``tests/tna_soft.py``, the TNA's and
the comparisons ``tests/tna_checks.py``; this module walks a test's passes.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from p4rproto.counters import REJECTIONS, Counter
from p4rproto.netio import Address, int_to_ip
from p4rproto.wire import HEADER_DTYPE, HEADER_LEN, STATUS_WORDS, Flag, MsgType
from softswitch.pipeline import Pipeline
from softswitch.tables import Dest
from tests.tna_checks import (
    Lookups,
    TnaOut,
    check_checksum,
    check_counters,
    check_egress,
    check_frame,
    check_reads_only,
    check_state,
    expect_drop,
    expect_port,
    job_entry,
    l2_entry,
    parsed_length,
    reply_to_sender,
    sender_worker,
    set_lengths,
    tna_output,
)
from tests.tna_checksum import IPV4_AT
from tests.tna_constants import (
    CPU_PORT,
    PASS_MULTICAST,
    PASS_RESET,
    PASS_STATUS,
    PASS_UNICAST,
    RECIRC_PORT,
    SECOND_PASS,
)
from tests.tna_ptf import PtfTest
from tests.tna_readback import NO_PORT, ReadBack, Reply, Wrote
from tests.tna_rules import USED, checking
from tests.tna_soft import (
    Datagram,
    Setup,
    Snapshot,
    be,
    counted,
    emitted_rows,
    field,
    parse_input,
    put,
    setup,
    soft_outputs,
)

SECOND_PASSES = (PASS_MULTICAST, PASS_UNICAST, PASS_STATUS, PASS_RESET)
assert all(p & SECOND_PASS for p in SECOND_PASSES)

#: The checks this replay adds to the state, the decision and the frame; each can be
#: left out (P4REDUCE_TNA_WITHOUT) to show which mutants it alone kills.
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


def _lookups(t: PtfTest, d: Datagram, frame: bytes, worker: int | None, drawn: bool) -> Lookups:
    """What the TNA's tables find: the header as the parser read it from the frame (the
    reference model reads the datagram the UDP length gives, which may be shorter);
    ``drawn``: the ingress drop simulator drew the packet (after the checks)."""
    tna_head = frame[42 : 42 + HEADER_LEN]
    kind = field(tna_head, "msg_type")
    job_id = field(tna_head, "job_id")
    model_kind = field(d.data, "msg_type") if len(d.data) >= HEADER_LEN else None
    examined = model_kind is not None and model_kind not in (MsgType.RESULT, MsgType.STATUS)
    return Lookups(
        worker,
        job_id if job_entry(t, job_id) is not None else None,
        kind not in (MsgType.RESET, PASS_RESET),  # admission.p4: a RESET's slot is absolute
        examined and not drawn,
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
    # the TNA draws after the checks: what the reference model refuses (NACKed or not:
    # the rate limit) or takes as a RESET is counted so, never drawn
    refused_or_reset = any(
        Counter(c) in REJECTIONS or c == Counter.RESETS for c in counted(p.counters.values)
    )
    drawn = s.ingress.drops and not refused_or_reset
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
    job = job_entry(t, field(head, "job_id"))
    b = field(head, "flags") & Flag.SET
    sets: list[tuple[int, int]] = []
    if kind == MsgType.RESET:  # set 0 on this pass, whatever its SET flag; set 1 on the next
        slot = field(head, "slot")
        sets = [(slot, 0), (slot, 1)]
    elif job is not None:
        slot = (job.params["slot_base"] + field(head, "slot")) & 0xFFFF
        sets = [(slot, b)] if slot < slots else []  # past the switch's slots: refused
    nack_next = s.clock + s.pipeline.nack_interval_us
    nacked = any(o.data[3] == MsgType.NACK for o in soft)
    worker = sender_worker(t, d)
    check_state(
        t,
        rb,
        k,
        slots,
        before,
        p,
        sets,
        worker,
        nack_next,
        nacked,
        _ored_again(before, sets, head),
    )
    check_counters(t, rb, before, p, _lookups(t, d, frame, worker, drawn), drawn)
    if answers:
        [a] = answers
        assert (a.dst_ip, a.dst_port) == (d.src_ip, d.src_port), t.name
        expect_port(t, rb, t.in_port, Reply.UNICAST)
        want = bytearray(frame[:42])
        reply_to_sender(want)
        set_lengths(want, len(a.data))
        if len(frame) > parsed:
            USED["nack_tail"] += 1
        if check_egress(t, rb, a.data[3], s.egress):
            check_checksum(t, rb.frame, bytes(want[IPV4_AT:]), frame[IPV4_AT:], Reply.UNICAST)
        check_frame(t, rb, bytes(want) + a.data + frame[parsed:])
        return
    if not later:
        expect_drop(t, rb, sent)
        return
    USED["two_pass"] += 1
    expect_port(t, rb, RECIRC_PORT, Reply.NONE)
    check_egress(t, rb, None, s.egress)
    want = bytearray(frame)
    h = bytearray(frame[42:66])
    if kind == MsgType.RESET:
        [ack] = later
        assert ack.data[3] == MsgType.RESET_ACK, (t.name, sent)
        put(h, "msg_type", PASS_RESET)
        put(h, "flags", Flag.SET)
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
    put(h, "msg_type", pass_type)
    put(h, "flags", field(head, "flags") & Flag.SET)
    put(h, "contributors", field(ack.data, "contributors"))
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
    job = job_entry(t, job_id)
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
    [answer] = emitted_rows(out)
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
        l2 = l2_entry(t, frame[0:6])
        if l2 is not None and l2.action == "forward":
            expect_port(t, rb, l2.params["port"], Reply.UNICAST)
        elif l2 is not None and l2.action == "flood":
            assert rb.tg["mcast_grp"] == l2.params["group"], t.name
        else:
            expect_drop(t, rb, ["an answer to an unknown MAC"])
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
    if check_egress(t, rb, answer.data[3], s.egress):
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
    for counter in ("stats", "completed", "retransmits"):
        assert rb.counted(counter) is None, (
            f"{t.name}: a second pass counted {counter} {rb.counted(counter)}"
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
    # the TNA's egress adds it unless it drops the frame first (check_egress: whether it should)
    packet_in = not tna.egress.drop_ctl
    rb = tna.read_back(k, parsed_length(frame, k) - 42 - HEADER_LEN, packet_in=packet_in)
    _expect_no_ingress_count(t, rb)
    p.reset_slots(range(slot, slot + 1))  # the set the pass names (its first: SET)
    check_state(t, rb, k, slots, before, p, [(slot, b), (slot, 1 - b)], None, 0)
    assert rb.wrote(Wrote.BITMAP_SEQ), f"{t.name}: the RESET's second pass cleared nothing"
    expect_port(t, rb, CPU_PORT, Reply.TO_CPU)
    got = rb.frame
    if packet_in:  # packet_in_header's default (the CPU port) unless the test sets one
        defaults = {e.table: e for e in t.defaults}
        entry = defaults.get("packet_in_header")
        want_port = CPU_PORT if entry is None else entry.params["port"]
        port = be(got[0:2]) >> 7
        assert not checking("egress") or (port == want_port and got[1] & 0x7F == 0), (
            f"{t.name}: packet-in header {got[0:2].hex()}, not the port {want_port}"
        )
        rb = dataclasses.replace(rb, frame=got[2:], care=rb.care[2:])
    want = bytearray(frame)
    want[42 + 3], want[42 + 14] = MsgType.RESET_ACK, 0
    if check_egress(t, rb, MsgType.RESET_ACK, s.egress):
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
            expect_drop(t, rb, ["nothing (a recirculated packet that is no pass)"])
            return "replayed"
        replay_second_pass(t, frame, tna, k, slots)
        return "replayed"
    replay_first_pass(t, d, frame, tna, k, slots)
    return "replayed"
