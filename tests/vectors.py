"""The state-machine test vectors: one table, run against every target present.

Each case starts from a freshly configured switch (the jobs below), sends packets
one at a time from named endpoints, and lists exactly the packets the switch must
send back for each, plus the counters that must have moved.  Payloads are written
as functions of K (elements per packet) so that the same cases run on a switch
built for any K.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from p4rproto import agreement
from p4rproto.agreement import CallDescriptor, Collective, Dtype, Layout, ReduceOp
from p4rproto.counters import Counter
from p4rproto.wire import NO_SESSION, MsgType, Packet, status_payload

#: The fabric every case starts from: job 7 (3 workers, slots 0..3), job 9 (2 workers,
#: slots 4..5), job 11 (1 worker, slot 6).  "ctl" is the controller; "x" is unregistered.
#: Two levels (docs/protocol.md, "Two levels"): job 13 (slots 8..9) is a leaf job whose
#: workers d0, d1 are ranks 0, 1 of a 4-rank job; its uplink is endpoint "spine", spine
#: job 21, where this switch is rank 1.  Job 15 (slots 10..11) is a spine job whose
#: workers are the leaves l0, l1.
JOBS = {
    7: {"slot_base": 0, "slot_count": 4, "workers": ["a0", "a1", "a2"]},
    9: {"slot_base": 4, "slot_count": 2, "workers": ["b0", "b1"]},
    11: {"slot_base": 6, "slot_count": 1, "workers": ["c0"]},
    13: {"slot_base": 8, "slot_count": 2, "workers": ["d0", "d1"]},
    15: {"slot_base": 10, "slot_count": 2, "workers": ["l0", "l1"]},
}
ENDPOINTS = ["a0", "a1", "a2", "b0", "b1", "c0", "ctl", "x", "d0", "d1", "spine", "l0", "l1"]
NUM_SLOTS = 12
SPINE_JOB = 21
SPINE_SESSION = 0x5B1E0001
#: Leaf jobs: local job -> its uplink (the spine endpoint, spine job, rank, session,
#: world size).
UPLINKS = {
    13: {"spine": "spine", "job": SPINE_JOB, "rank": 1, "session": SPINE_SESSION, "world": 4},
}

Payload = Callable[[int], tuple[int, ...]]
#: A session: a number, a function of the job's current session, or None for the job's
#: current session (0 in a JOIN).
Session = int | Callable[[int], int] | None


def ramp(start: int, step: int = 1) -> Payload:
    """Payload ``start, start+step, ...`` for any K."""
    return lambda k: tuple(start + step * i for i in range(k))


def const(value: int) -> Payload:
    return lambda k: (value,) * k


@dataclass(frozen=True)
class Msg:
    """A packet from or to an endpoint; ``payload`` None means K zero words."""

    who: str
    msg_type: MsgType
    job_id: int
    rank: int
    slot: int
    seq: int = 0
    set_bit: int = 0
    exponent: int = 0
    overflow: bool = False
    poison: bool = False
    contributors: int = 0
    payload: Payload | tuple[int, ...] | None = None
    raw: Callable[[bytes], bytes] | None = None  #: mutate the encoded bytes (bad packets)
    session: Session = None

    def session_tag(self, sessions: dict[int, int]) -> int:
        current = sessions.get(self.job_id, NO_SESSION)
        if callable(self.session):
            return self.session(current)
        if self.session is not None:
            return self.session
        return NO_SESSION if self.msg_type == MsgType.JOIN else current

    def packet(self, k: int, sessions: dict[int, int]) -> Packet:
        if callable(self.payload):
            words = self.payload(k)
        elif self.payload is None:
            words = (0,) * (k if self.msg_type in (MsgType.CONTRIB, MsgType.RESULT) else 0)
        else:
            words = self.payload
        return Packet(
            msg_type=self.msg_type,
            job_id=self.job_id,
            rank=self.rank,
            slot=self.slot,
            seq=self.seq,
            session=self.session_tag(sessions),
            set_bit=self.set_bit,
            exponent=self.exponent,
            overflow=self.overflow,
            poison=self.poison,
            contributors=self.contributors,
            payload=words,
        )

    def encode(self, k: int, sessions: dict[int, int]) -> bytes:
        data = self.packet(k, sessions).encode()
        return self.raw(data) if self.raw else data


@dataclass(frozen=True)
class Step:
    send: Msg
    expect: tuple[Msg, ...] = ()


@dataclass(frozen=True)
class Case:
    name: str
    steps: tuple[Step, ...]
    counters: dict[str, int] = field(default_factory=dict)  #: totals after the last step
    #: jobs locked (their session NO_SESSION) before the first step, as the controller
    #: leaves a job while a session starts
    locked: tuple[int, ...] = ()


def contrib(who: str, job: int, rank: int, slot: int, seq: int = 0, **kw: object) -> Msg:
    return Msg(who, MsgType.CONTRIB, job, rank, slot, seq, **kw)  # type: ignore[arg-type]


def result(who: str, job: int, rank: int, slot: int, seq: int = 0, **kw: object) -> Msg:
    return Msg(who, MsgType.RESULT, job, rank, slot, seq, **kw)  # type: ignore[arg-type]


def join(who: str, job: int, rank: int, nonce: int, **kw: object) -> Msg:
    return Msg(who, MsgType.JOIN, job, rank, 0, nonce, **kw)  # type: ignore[arg-type]


def join_ack(who: str, job: int, rank: int, nonce: int) -> Msg:
    """The switch's answer: K, the job's slot count and worker count (a leaf job: the
    world size of the whole two-level job, and its own ranks as ``contributors``)."""
    j = JOBS[job]
    slots, workers = j["slot_count"], len(j["workers"])  # type: ignore[arg-type]
    local = 0
    if job in UPLINKS:
        local, workers = workers, UPLINKS[job]["world"]  # type: ignore[assignment]
    return Msg(
        who,
        MsgType.JOIN_ACK,
        job,
        rank,
        0,
        nonce,
        contributors=local,
        payload=lambda k: (k, slots, workers),
    )


def nack(who: str, refused: Msg, reason: Counter, detail: int = 0) -> Msg:
    """The NACK the switch sends ``who`` for the refused packet: its job, rank, slot,
    seq, set bit and session echoed; exponent, OVERFLOW, POISON and contributors zero."""
    return Msg(
        who,
        MsgType.NACK,
        refused.job_id,
        refused.rank,
        refused.slot,
        refused.seq,
        set_bit=refused.set_bit,
        payload=(lambda k: (int(reason), k)) if detail == LENGTH_DETAIL else (int(reason), detail),
        session=lambda current: refused.session_tag({refused.job_id: current}),
    )


def packed(values: tuple[int, ...], bits: int) -> int:
    """One word of narrow lanes (``hostlib.packing``; docs/protocol.md, "Narrow lanes"):
    lane ``j`` holds ``values[j]`` as the arithmetic sum of ``values[j]·2^(bits·j)``."""
    return sum(v << (bits * j) for j, v in enumerate(values))


def lanes_at_limit(bits: int, worker: int | None) -> Payload:
    """Job 7's words of ``bits``-bit lanes at the limit ``L = 2^(bits-2-ceil(log2 3))``
    that three workers may send: even words the same on every worker (lane sums +-3L,
    the extremes), odd words -L, 0, L from workers 0, 1, 2 (partial sums carry from
    lane to lane, the total cancels).  ``worker`` None: the three workers' sum."""
    limit = 1 << (bits - 2 - 2)
    lanes = 32 // bits

    def lane(w: int, j: int, r: int) -> int:
        if w % 2 == 0:
            return limit if (w // 2 + j) % 2 == 0 else -limit
        return (r - 1) * limit

    def word(w: int) -> int:
        who = range(3) if worker is None else (worker,)
        return packed(tuple(sum(lane(w, j, r) for r in who) for j in range(lanes)), bits)

    return lambda k: tuple(word(w) for w in range(k))


def other_session(session: int) -> int:
    return session ^ 0x00010000


def to_all(job: int, slot: int, **kw: object) -> tuple[Msg, ...]:
    """The multicast of a result: one copy per worker of ``job``, each with its rank."""
    return tuple(result(w, job, r, slot, **kw) for r, w in enumerate(JOBS[job]["workers"]))  # type: ignore[arg-type]


def three_way(slot: int = 1, seq: int = 0, set_bit: int = 0) -> tuple[Step, ...]:
    """Job 7's three workers complete (slot, set) with ramps 1.., 100.., 10000..."""
    return (
        Step(contrib("a0", 7, 0, slot, seq, set_bit=set_bit, exponent=120, payload=ramp(1))),
        Step(contrib("a1", 7, 1, slot, seq, set_bit=set_bit, exponent=125, payload=ramp(100, 2))),
        Step(
            contrib("a2", 7, 2, slot, seq, set_bit=set_bit, exponent=122, payload=ramp(10000, -3)),
            to_all(
                7,
                slot,
                seq=seq,
                set_bit=set_bit,
                exponent=125,
                contributors=3,
                payload=ramp(10101, 0),
            ),
        ),
    )


def _set_byte(offset: int, value: int) -> Callable[[bytes], bytes]:
    return lambda b: b[:offset] + bytes([value]) + b[offset + 1 :]


STATUS_A0 = status_payload(0b001)
#: The detail word of a rejected_length NACK is the switch's K: resolved per target.
LENGTH_DETAIL = -1
SPOOF_RANK = contrib("a0", 7, 1, 0, payload=const(1))
SPOOF_JOB = contrib("a0", 9, 0, 0, payload=const(1))
BAD_SLOT = contrib("b0", 9, 0, 2, payload=const(1))
OLD_SESSION = contrib("a1", 7, 1, 0, session=other_session, payload=const(1))
TRUNCATED = contrib("a0", 7, 0, 0, payload=const(1), raw=lambda b: b[:-4])
NO_TAG = contrib("a1", 7, 1, 0, session=NO_SESSION, payload=const(1))
#: A refused CONTRIB with every header field set: its NACK echoes job, rank, session,
#: slot, seq and the set bit; exponent, OVERFLOW, POISON and contributors are zero.
FULL_HEADER = contrib(
    "b1",
    9,
    1,
    5,
    7,
    set_bit=1,
    exponent=130,
    overflow=True,
    poison=True,
    contributors=3,
    payload=const(1),
)
#: A worker's RESET with a payload: refused for its length before its sender is checked.
LONG_RESET = Msg("a2", MsgType.RESET, 7, 2, 1, seq=9, raw=lambda b: b + b"\0\0\0\0")
OTHER_JOIN = join("b1", 9, 1, 9, session=other_session)
#: A locked job (job 9, session 0): its CONTRIBs and JOINs are refused, whatever tag.
LOCKED_CONTRIB = contrib("b0", 9, 0, 0, session=NO_SESSION, payload=const(1))
LOCKED_CONTRIB_TAG = contrib("b1", 9, 1, 1, 3, set_bit=1, session=0x5EED0009, payload=const(1))
LOCKED_JOIN = join("b1", 9, 1, 0x51)
LOCKED_JOIN_TAG = join("b0", 9, 0, 0x52, session=0x5EED0009)


def leaf_pair(slot: int = 0, seq: int = 0, set_bit: int = 0, **kw: object) -> tuple[Step, ...]:
    """Leaf job 13's two workers complete (slot, set): the leaf sends the spine its
    partial (ramps 1.. and 100.., max exponent 125) instead of a result."""
    return (
        Step(contrib("d0", 13, 0, slot, seq, set_bit=set_bit, exponent=120, payload=ramp(1))),
        Step(
            contrib("d1", 13, 1, slot, seq, set_bit=set_bit, exponent=125, payload=ramp(100, 2)),
            (partial(slot, seq, set_bit=set_bit, **kw),),
        ),
    )


def partial(slot: int, seq: int = 0, **kw: object) -> Msg:
    """Job 13's partial to the spine: a CONTRIB of spine job 21 from rank 1."""
    fields: dict[str, object] = {
        "exponent": 125,
        "contributors": 2,
        "payload": ramp(101, 3),
        "session": SPINE_SESSION,
    }
    fields.update(kw)
    return contrib("spine", SPINE_JOB, 1, slot, seq, **fields)


def from_spine(slot: int, seq: int = 0, **kw: object) -> Msg:
    """The spine's RESULT of spine job 21 to this leaf (rank 1)."""
    fields: dict[str, object] = {"session": SPINE_SESSION, "contributors": 2}
    fields.update(kw)
    return result("spine", SPINE_JOB, 1, slot, seq, **fields)


# -- call agreement ------------------------------------------------------------------------
CALL_A = CallDescriptor(Collective.ALL_REDUCE, ReduceOp.SUM, Dtype.FLOAT32, 20_000, 1, call=7)
CALL_B = CallDescriptor(Collective.ALL_REDUCE, ReduceOp.SUM, Dtype.INT32, 19_999, 1, call=8)


def agreement_words(call: CallDescriptor, rank: int) -> Payload:
    """A rank's agreement contribution for ``call``, for any K."""
    return lambda k: tuple(int(v) for v in agreement.encode(call, Layout(k, 2), rank=rank))


def agreement_sums(*calls: CallDescriptor) -> Payload:
    """The switch's sums of the ranks' agreement contributions (rank = position)."""
    return lambda k: tuple(
        int(v)
        for v in sum(
            agreement.encode(c, Layout(k, len(calls)), rank=r).astype("int64")
            for r, c in enumerate(calls)
        )
    )


def pair_round(slot: int, seq: int, set_bit: int) -> tuple[Step, ...]:
    """Job 9's two workers complete (slot, set) round ``seq`` with 1s and 2s."""
    return (
        Step(contrib("b0", 9, 0, slot, seq, set_bit=set_bit, payload=const(1))),
        Step(
            contrib("b1", 9, 1, slot, seq, set_bit=set_bit, payload=const(2)),
            tuple(
                result(w, 9, r, slot, seq, set_bit=set_bit, contributors=2, payload=const(3))
                for r, w in enumerate(("b0", "b1"))
            ),
        ),
    )


#: The spine's final sum for the leaf cases: the whole job's, as the spine would send.
FINAL = const(-7)
#: The leaf's answer to a retransmission while it waits for the spine (both ranks in).
STATUS_D = status_payload(0b11)


CASES: tuple[Case, ...] = (
    Case("first contribution is absorbed", three_way()[:1], {"aggregated": 1}),
    Case("middle contribution is absorbed", three_way()[:2], {"aggregated": 2}),
    Case(
        "last contribution multicasts the sum and max exponent",
        three_way(),
        {"aggregated": 3, "completed": 1, "results_sent": 3},
    ),
    Case(
        "duplicate before completion is answered with STATUS",
        (
            three_way()[0],
            Step(
                contrib("a0", 7, 0, 1, exponent=120, payload=ramp(1)),
                (
                    Msg(
                        "a0",
                        MsgType.STATUS,
                        7,
                        0,
                        1,
                        exponent=120,
                        contributors=1,
                        payload=STATUS_A0,
                    ),
                ),
            ),
        ),
        {"aggregated": 1, "dup_pending": 1},
    ),
    Case(
        "duplicate after completion is answered from the cache by unicast",
        (
            *three_way(),
            Step(
                contrib("a1", 7, 1, 1, exponent=125, payload=ramp(100, 2)),
                (result("a1", 7, 1, 1, exponent=125, contributors=3, payload=ramp(10101, 0)),),
            ),
        ),
        {"aggregated": 3, "completed": 1, "dup_answered": 1, "results_sent": 4},
    ),
    Case(
        "shadow set: the next round uses the other set, the cached one still answers",
        (
            *three_way(slot=2, seq=0, set_bit=0),
            *three_way(slot=2, seq=1, set_bit=1),
            Step(
                contrib("a2", 7, 2, 2, 0, exponent=122, payload=ramp(10000, -3)),
                (result("a2", 7, 2, 2, 0, exponent=125, contributors=3, payload=ramp(10101, 0)),),
            ),
            # Round 2 reuses set 0: it starts over instead of adding to round 0's sum.
            Step(contrib("a0", 7, 0, 2, 2, exponent=1, payload=const(5))),
            Step(contrib("a1", 7, 1, 2, 2, exponent=3, payload=const(6))),
            Step(
                contrib("a2", 7, 2, 2, 2, exponent=2, payload=const(7)),
                to_all(7, 2, seq=2, exponent=3, contributors=3, payload=const(18)),
            ),
        ),
        {"aggregated": 9, "completed": 3, "dup_answered": 1},
    ),
    Case(
        "stale set: a contribution older than the round a set holds is dropped",
        (
            *three_way(slot=3, seq=0, set_bit=0),
            *three_way(slot=3, seq=1, set_bit=1),
            Step(contrib("a0", 7, 0, 3, 2, payload=const(1))),
            Step(contrib("a1", 7, 1, 3, 0, exponent=125, payload=ramp(100, 2))),
        ),
        {"aggregated": 7, "completed": 2, "stale": 1},
    ),
    Case(
        "two jobs in disjoint slot ranges do not mix",
        (
            Step(contrib("a0", 7, 0, 0, payload=const(1))),
            Step(contrib("b0", 9, 0, 0, payload=const(1000))),
            Step(
                contrib("b1", 9, 1, 0, payload=const(2000)),
                to_all(9, 0, contributors=2, payload=const(3000)),
            ),
            Step(contrib("a1", 7, 1, 0, payload=const(2))),
            Step(
                contrib("a2", 7, 2, 0, payload=const(3)),
                to_all(7, 0, contributors=3, payload=const(6)),
            ),
        ),
        {"aggregated": 5, "completed": 2},
    ),
    Case(
        "a one-worker job completes on its only contribution",
        (
            Step(
                contrib("c0", 11, 0, 0, exponent=9, payload=ramp(-5)),
                to_all(11, 0, exponent=9, contributors=1, payload=ramp(-5)),
            ),
        ),
        {"aggregated": 1, "completed": 1},
    ),
    Case(
        "a saturated sum is clipped and flagged",
        (
            Step(contrib("b0", 9, 0, 1, payload=const(2**31 - 10))),
            Step(
                contrib("b1", 9, 1, 1, payload=const(100)),
                to_all(9, 1, contributors=2, overflow=True, payload=const(2**31 - 1)),
            ),
        ),
        {"aggregated": 2, "completed": 1},
    ),
    *(
        Case(
            f"{bits}-bit lanes at their limits sum lane by lane, never saturating",
            (
                Step(contrib("a0", 7, 0, 2, exponent=130, payload=lanes_at_limit(bits, 0))),
                Step(contrib("a1", 7, 1, 2, exponent=131, payload=lanes_at_limit(bits, 1))),
                Step(
                    contrib("a2", 7, 2, 2, exponent=129, payload=lanes_at_limit(bits, 2)),
                    to_all(7, 2, exponent=131, contributors=3, payload=lanes_at_limit(bits, None)),
                ),
            ),
            {"aggregated": 3, "completed": 1},
        )
        for bits in (16, 8)
    ),
    Case(
        "a void (POISON) contribution marks the round's result; the next round is clean",
        (
            Step(contrib("b0", 9, 0, 0, payload=const(1))),
            Step(
                contrib("b1", 9, 1, 0, poison=True),
                to_all(9, 0, contributors=2, poison=True, payload=const(1)),
            ),
            Step(contrib("b0", 9, 0, 0, 1, set_bit=1, payload=const(2))),
            Step(
                contrib("b1", 9, 1, 0, 1, set_bit=1, payload=const(3)),
                to_all(9, 0, seq=1, set_bit=1, contributors=2, payload=const(5)),
            ),
        ),
        {"aggregated": 4, "completed": 2},
    ),
    Case(
        "STATUS carries the exponent, OVERFLOW and POISON the set holds so far",
        (
            Step(contrib("a0", 7, 0, 2, exponent=99, poison=True, payload=const(2**31 - 1))),
            Step(contrib("a1", 7, 1, 2, exponent=98, payload=const(1))),
            Step(
                contrib("a1", 7, 1, 2, exponent=98, payload=const(1)),
                (
                    Msg(
                        "a1",
                        MsgType.STATUS,
                        7,
                        1,
                        2,
                        exponent=99,
                        overflow=True,
                        poison=True,
                        contributors=2,
                        payload=status_payload(0b011),
                    ),
                ),
            ),
        ),
        {"aggregated": 2, "dup_pending": 1},
    ),
    Case(
        "an unregistered sender is dropped",
        (Step(contrib("x", 7, 0, 0, payload=const(1))),),
        {"rejected_unregistered": 1, "aggregated": 0},
    ),
    Case(
        "a packet claiming another worker's rank is dropped and NACKed with the table's",
        (Step(SPOOF_RANK, (nack("a0", SPOOF_RANK, Counter.REJECTED_SPOOFED, 7 << 16 | 0),)),),
        {"rejected_spoofed": 1, "aggregated": 0, "nacks": 1},
    ),
    Case(
        "a packet claiming another job is dropped and NACKed",
        (Step(SPOOF_JOB, (nack("a0", SPOOF_JOB, Counter.REJECTED_SPOOFED, 7 << 16 | 0),)),),
        {"rejected_spoofed": 1, "aggregated": 0, "nacks": 1},
    ),
    Case(
        "a slot outside the job's pool is dropped and NACKed with the pool's size",
        (Step(BAD_SLOT, (nack("b0", BAD_SLOT, Counter.REJECTED_SLOT, 2),)),),
        {"rejected_slot": 1, "aggregated": 0, "nacks": 1},
    ),
    Case(
        "a NACK zeroes exponent, OVERFLOW, POISON and contributors, echoes the rest",
        (
            Step(FULL_HEADER, (nack("b1", FULL_HEADER, Counter.REJECTED_SLOT, 2),)),
            Step(SPOOF_RANK, (nack("a0", SPOOF_RANK, Counter.REJECTED_SPOOFED, 7 << 16 | 0),)),
        ),
        {"rejected_slot": 1, "rejected_spoofed": 1, "nacks": 2},
    ),
    Case(
        "a worker's RESET of the wrong length is NACKed like any malformed packet",
        (Step(LONG_RESET, (nack("a2", LONG_RESET, Counter.REJECTED_LENGTH, LENGTH_DETAIL),)),),
        {"rejected_length": 1, "rejected_reset": 0, "resets": 0, "nacks": 1},
    ),
    Case(
        "a contribution of another session is dropped and NACKed",
        (Step(OLD_SESSION, (nack("a1", OLD_SESSION, Counter.REJECTED_SESSION),)),),
        {"rejected_session": 1, "aggregated": 0, "nacks": 1},
    ),
    Case(
        "a contribution without a session is dropped",
        (Step(NO_TAG, (nack("a1", NO_TAG, Counter.REJECTED_SESSION),)),),
        {"rejected_session": 1, "aggregated": 0},
    ),
    Case(
        "a locked job (session 0) refuses every CONTRIB and JOIN as rejected_session",
        (
            Step(LOCKED_CONTRIB, (nack("b0", LOCKED_CONTRIB, Counter.REJECTED_SESSION),)),
            Step(LOCKED_CONTRIB_TAG, (nack("b1", LOCKED_CONTRIB_TAG, Counter.REJECTED_SESSION),)),
            Step(LOCKED_JOIN, (nack("b1", LOCKED_JOIN, Counter.REJECTED_SESSION),)),
            Step(LOCKED_JOIN_TAG, (nack("b0", LOCKED_JOIN_TAG, Counter.REJECTED_SESSION),)),
            # The other jobs are open: job 11's worker joins and completes its round.
            Step(join("c0", 11, 0, 0x53), (join_ack("c0", 11, 0, 0x53),)),
            Step(
                contrib("c0", 11, 0, 0, payload=const(4)),
                to_all(11, 0, contributors=1, payload=const(4)),
            ),
        ),
        {"rejected_session": 4, "nacks": 4, "joins": 1, "aggregated": 1, "completed": 1},
        locked=(9,),
    ),
    Case(
        "a JOIN is answered with the session, K, the slot count and the worker count",
        (
            Step(join("a1", 7, 1, 0x0BADCAFE), (join_ack("a1", 7, 1, 0x0BADCAFE),)),
            Step(join("b0", 9, 0, 5, session=None), (join_ack("b0", 9, 0, 5),)),
        ),
        {"joins": 2, "aggregated": 0},
    ),
    Case(
        "a JOIN naming the current session is answered; another session is refused",
        (
            Step(join("c0", 11, 0, 9, session=lambda s: s), (join_ack("c0", 11, 0, 9),)),
            Step(OTHER_JOIN, (nack("b1", OTHER_JOIN, Counter.REJECTED_SESSION),)),
        ),
        {"joins": 1, "rejected_session": 1, "nacks": 1},
    ),
    Case(
        "a JOIN resent with its nonce is answered again; another nonce is a second run",
        (
            Step(join("a2", 7, 2, 77), (join_ack("a2", 7, 2, 77),)),
            Step(join("a2", 7, 2, 77), (join_ack("a2", 7, 2, 77),)),
            Step(
                join("a2", 7, 2, 78), (nack("a2", join("a2", 7, 2, 78), Counter.REJECTED_REJOIN),)
            ),
        ),
        {"joins": 2, "rejected_rejoin": 1, "nacks": 1},
    ),
    Case(
        "a JOIN with a payload is refused as malformed",
        (
            Step(
                join("a0", 7, 0, 3, raw=lambda b: b[:21] + b"\x01" + b[22:] + b"\0\0\0\0"),
                (nack("a0", join("a0", 7, 0, 3), Counter.REJECTED_LENGTH, LENGTH_DETAIL),),
            ),
            # A JOIN naming its session, malformed: the NACK echoes that session.
            Step(
                join(
                    "a1",
                    7,
                    1,
                    4,
                    session=lambda s: s,
                    raw=lambda b: b[:21] + b"\x01" + b[22:] + b"\0\0\0\0",
                ),
                (
                    nack(
                        "a1",
                        join("a1", 7, 1, 4, session=lambda s: s),
                        Counter.REJECTED_LENGTH,
                        LENGTH_DETAIL,
                    ),
                ),
            ),
        ),
        {"rejected_length": 2, "joins": 0, "nacks": 2},
    ),
    Case(
        "a wrong protocol version is dropped",
        (Step(contrib("a0", 7, 0, 0, payload=const(1), raw=_set_byte(2, 1))),),
        {"rejected_version": 1, "aggregated": 0},
    ),
    Case(
        "a wrong magic is dropped",
        (Step(contrib("a0", 7, 0, 0, payload=const(1), raw=_set_byte(0, 0))),),
        {"rejected_magic": 1},
    ),
    Case(
        "a truncated packet is dropped and NACKed with the switch's K",
        (Step(TRUNCATED, (nack("a0", TRUNCATED, Counter.REJECTED_LENGTH, LENGTH_DETAIL),)),),
        {"rejected_length": 1, "aggregated": 0, "nacks": 1},
    ),
    Case(
        "an unregistered sender's malformed packet is not NACKed",
        (Step(contrib("x", 7, 0, 0, payload=const(1), raw=lambda b: b[:-4])),),
        {"rejected_length": 1, "nacks": 0},
    ),
    Case(
        "a runt shorter than the header is dropped",
        (Step(contrib("a0", 7, 0, 0, payload=const(1), raw=lambda b: b[:11])),),
        {"rejected_truncated": 1},
    ),
    Case(
        "a RESULT sent to the switch is dropped",
        (Step(result("a0", 7, 0, 0, payload=const(1))),),
        {"rejected_type": 1},
    ),
    Case(
        "reserved flag bits must be zero",
        (Step(contrib("a0", 7, 0, 0, payload=const(1), raw=_set_byte(14, 0x80))),),
        {"rejected_flags": 1},
    ),
    Case(
        "a RESET from the controller clears a slot and is acknowledged",
        (
            *three_way()[:2],
            Step(
                Msg("ctl", MsgType.RESET, 0, 0, 1, seq=42, session=0x1234),
                (Msg("ctl", MsgType.RESET_ACK, 0, 0, 1, seq=42, session=0x1234),),
            ),
            # The slot starts over: a0's contribution is new, not a duplicate.
            Step(contrib("a0", 7, 0, 1, exponent=120, payload=ramp(1))),
        ),
        {"aggregated": 3, "resets": 1, "dup_pending": 0},
    ),
    Case(
        "a RESET from a worker is rejected",
        (Step(Msg("a0", MsgType.RESET, 0, 0, 1)),),
        {"rejected_reset": 1, "resets": 0},
    ),
    # -- two levels: the leaf ---------------------------------------------------------
    Case(
        "leaf: the local sum goes to the spine as one partial, not to the workers",
        leaf_pair(),
        {"aggregated": 2, "completed": 1, "partials_sent": 1, "results_sent": 0},
    ),
    Case(
        "leaf: the spine's RESULT is the final result, multicast to the local workers",
        (
            *leaf_pair(slot=1),
            Step(
                from_spine(1, exponent=126, payload=FINAL),
                to_all(13, 1, exponent=126, contributors=2, payload=FINAL),
            ),
        ),
        {"finals_received": 1, "results_sent": 2, "partials_sent": 1, "uplink_ignored": 0},
    ),
    Case(
        "leaf: a retransmission before the final re-sends the partial and gets STATUS",
        (
            *leaf_pair(),
            Step(
                contrib("d0", 13, 0, 0, exponent=120, payload=ramp(1)),
                (
                    partial(0),
                    Msg(
                        "d0",
                        MsgType.STATUS,
                        13,
                        0,
                        0,
                        exponent=125,
                        contributors=2,
                        payload=STATUS_D,
                    ),
                ),
            ),
        ),
        {"aggregated": 2, "dup_pending": 1, "partials_sent": 2},
    ),
    Case(
        "leaf: a retransmission after the final is answered from the cached final",
        (
            *leaf_pair(),
            Step(
                from_spine(0, exponent=126, payload=FINAL),
                to_all(13, 0, exponent=126, contributors=2, payload=FINAL),
            ),
            Step(
                contrib("d1", 13, 1, 0, exponent=125, payload=ramp(100, 2)),
                (result("d1", 13, 1, 0, exponent=126, contributors=2, payload=FINAL),),
            ),
        ),
        {"aggregated": 2, "dup_answered": 1, "partials_sent": 1, "results_sent": 3},
    ),
    Case(
        "leaf: a repeated spine RESULT and a spine STATUS change nothing",
        (
            *leaf_pair(),
            Step(
                from_spine(0, payload=FINAL),
                to_all(13, 0, contributors=2, payload=FINAL),
            ),
            Step(from_spine(0, payload=const(99))),
            Step(
                Msg(
                    "spine",
                    MsgType.STATUS,
                    SPINE_JOB,
                    1,
                    0,
                    contributors=1,
                    payload=status_payload(0b10),
                    session=SPINE_SESSION,
                )
            ),
            Step(
                contrib("d0", 13, 0, 0, exponent=120, payload=ramp(1)),
                (result("d0", 13, 0, 0, contributors=2, payload=FINAL),),
            ),
        ),
        {"finals_received": 1, "uplink_ignored": 2, "dup_answered": 1},
    ),
    Case(
        "leaf: a spine RESULT for a round the leaf did not complete is ignored",
        (
            Step(contrib("d0", 13, 0, 0, exponent=120, payload=ramp(1))),
            Step(from_spine(0, payload=FINAL)),
            *leaf_pair(slot=1, seq=2),
            Step(from_spine(1, 1, payload=FINAL)),
            Step(from_spine(1, 3, payload=FINAL)),
        ),
        {"finals_received": 0, "uplink_ignored": 3, "results_sent": 0},
    ),
    Case(
        "leaf: a RESULT from the spine with another session or rank is dropped, never NACKed",
        (
            *leaf_pair(),
            Step(from_spine(0, payload=FINAL, session=SPINE_SESSION ^ 1)),
            Step(
                Msg(
                    "spine",
                    MsgType.RESULT,
                    SPINE_JOB,
                    0,
                    0,
                    contributors=2,
                    payload=FINAL,
                    session=SPINE_SESSION,
                )
            ),
            Step(result("spine", 13, 1, 0, payload=FINAL)),
            Step(from_spine(2, payload=FINAL)),
        ),
        {
            "rejected_session": 1,
            "rejected_spoofed": 1,
            "rejected_type": 1,
            "rejected_slot": 1,
            "nacks": 0,
            "finals_received": 0,
        },
    ),
    Case(
        "leaf: a RESULT of the spine job from a worker is a type error",
        (Step(result("d0", SPINE_JOB, 1, 0, payload=FINAL, session=SPINE_SESSION)),),
        {"rejected_type": 1},
    ),
    Case(
        "leaf: the next round uses the other set; a round in a reused set is not final",
        (
            *leaf_pair(),
            Step(from_spine(0, payload=FINAL), to_all(13, 0, contributors=2, payload=FINAL)),
            *leaf_pair(seq=1, set_bit=1),
            Step(
                from_spine(0, 1, set_bit=1, payload=const(3)),
                to_all(13, 0, seq=1, set_bit=1, contributors=2, payload=const(3)),
            ),
            *leaf_pair(seq=2),
            Step(
                contrib("d1", 13, 1, 0, 2, exponent=125, payload=ramp(100, 2)),
                (
                    partial(0, 2),
                    Msg(
                        "d1",
                        MsgType.STATUS,
                        13,
                        1,
                        0,
                        2,
                        exponent=125,
                        contributors=2,
                        payload=STATUS_D,
                    ),
                ),
            ),
        ),
        {"partials_sent": 4, "finals_received": 2, "dup_pending": 1},
    ),
    Case(
        "leaf: OVERFLOW and POISON of the local round travel in the partial",
        (
            Step(contrib("d0", 13, 0, 1, poison=True, payload=const(2**31 - 1))),
            Step(
                contrib("d1", 13, 1, 1, payload=const(5)),
                (partial(1, exponent=0, overflow=True, poison=True, payload=const(2**31 - 1)),),
            ),
        ),
        {"partials_sent": 1},
    ),
    Case(
        "leaf: a JOIN learns the world size of the whole two-level job and the leaf's ranks",
        (Step(join("d1", 13, 1, 0x77), (join_ack("d1", 13, 1, 0x77),)),),
        {"joins": 1},
    ),
    # -- two levels: the spine (an ordinary job whose workers are leaves) -------------
    Case(
        "spine: a leaf's OVERFLOW is ORed into the round, its retransmission answered",
        (
            Step(
                contrib(
                    "l0",
                    15,
                    0,
                    0,
                    exponent=125,
                    overflow=True,
                    contributors=2,
                    payload=const(2**31 - 1),
                )
            ),
            Step(
                contrib("l1", 15, 1, 0, exponent=126, contributors=2, payload=const(-1)),
                to_all(
                    15, 0, exponent=126, overflow=True, contributors=2, payload=const(2**31 - 2)
                ),
            ),
            Step(
                contrib(
                    "l0",
                    15,
                    0,
                    0,
                    exponent=125,
                    overflow=True,
                    contributors=2,
                    payload=const(2**31 - 1),
                ),
                (
                    result(
                        "l0",
                        15,
                        0,
                        0,
                        exponent=126,
                        overflow=True,
                        contributors=2,
                        payload=const(2**31 - 2),
                    ),
                ),
            ),
        ),
        {"aggregated": 2, "completed": 1, "dup_answered": 1, "results_sent": 3},
    ),
    # Call agreement (docs/protocol.md, "Call agreement"): job 9's pool is slots 0..1, its
    # control slot 1.  The switch only adds; the hosts read the verdict from the sums.
    Case(
        "agreement: two ranks' different calls are summed on the control slot, word by word",
        (
            Step(contrib("b0", 9, 0, 1, 0, payload=agreement_words(CALL_A, 0))),
            Step(
                contrib("b1", 9, 1, 1, 0, payload=agreement_words(CALL_B, 1)),
                tuple(
                    result(w, 9, r, 1, 0, contributors=2, payload=agreement_sums(CALL_A, CALL_B))
                    for r, w in enumerate(("b0", "b1"))
                ),
            ),
        ),
        {"aggregated": 2, "completed": 1, "results_sent": 2},
    ),
    Case(
        "agreement: the next call's block is newer than the last round of the previous",
        (
            *pair_round(0, (1 << 16) - 1, 1),  # the last round of call 0's block
            *pair_round(0, 1 << 16, 0),  # the first round of call 1's block: starts over
            # A late packet of call 0 on the set call 1 now holds: stale, dropped.
            Step(contrib("b0", 9, 0, 0, (1 << 16) - 2, payload=const(5))),
        ),
        {"aggregated": 4, "completed": 2, "stale": 1},
    ),
    Case(
        "agreement: blocks stay newer across the 32-bit wrap of the sequence numbers",
        (
            *pair_round(0, 0xFFFF0000, 0),
            *pair_round(0, 0, 0),  # block 2**16 wraps to 0: newer by 2**16
            Step(contrib("b1", 9, 1, 0, 0xFFFF0000, payload=const(5))),
        ),
        {"aggregated": 4, "completed": 2, "stale": 1},
    ),
)

#: The cases that need a switch with the two-level tables (uplinks, spines).
TWO_LEVEL = tuple(c for c in CASES if c.name.startswith(("leaf:", "spine:")))
#: The cases of the leaf role (the BMv2 vector fabric installs no uplinks: they skip there).
LEAF = tuple(c for c in CASES if c.name.startswith("leaf:"))
