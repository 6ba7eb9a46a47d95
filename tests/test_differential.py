"""Random packet sequences: BMv2 and the software switch answer byte for byte alike.

The vectors pin down named cases; this plays seeded random streams (valid, duplicate,
stale, spoofed, saturating, poisoned, malformed, resets, JOINs, other sessions) through
both and compares every answer and, at the end, every counter.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from p4rproto.wire import DEFAULT_ELEMS_PER_PACKET, MsgType, Packet
from tests import vectors
from tests.targets import Bmv2Target, PipelineTarget, describe

K = DEFAULT_ELEMS_PER_PACKET
#: The single-level jobs' workers (the BMv2 fabric of the vectors installs no uplinks).
WORKERS = {
    w: (job, rank)
    for job, j in vectors.JOBS.items()
    if job not in vectors.UPLINKS
    for rank, w in enumerate(j["workers"])
}


def random_packet(rng: random.Random, sessions: dict[int, int]) -> tuple[str, bytes]:
    roll = rng.random()
    if roll < 0.04:  # a reset, from the controller or (refused) from a worker
        who = "ctl" if rng.random() < 0.7 else rng.choice(list(WORKERS))
        return who, Packet(
            MsgType.RESET, 0, 0, rng.randrange(vectors.NUM_SLOTS), rng.randrange(9)
        ).encode()
    who = rng.choice([*WORKERS, "x"]) if roll < 0.97 else "x"
    job, rank = WORKERS.get(who, (7, 0))
    if rng.random() < 0.05:  # claims another job or rank
        job, rank = rng.choice([(7, 1), (9, 0), (11, 0), (7, 5)])
    session = sessions.get(job, 0)
    if rng.random() < 0.05:  # an earlier session, or none
        session = rng.choice([0, session ^ 1])
    if roll < 0.10:  # a JOIN: nonces from a small set, so that some repeat
        data = Packet(
            MsgType.JOIN, job, rank, 0, rng.randrange(3), session=rng.choice([0, session])
        ).encode()
        return who, data
    slots = vectors.JOBS.get(job, {"slot_count": 1})["slot_count"]
    slot = rng.randrange(int(slots) + (1 if rng.random() < 0.05 else 0))  # type: ignore[call-overload]
    seq = rng.randrange(4)
    set_bit = seq & 1 if rng.random() < 0.95 else 1 - (seq & 1)
    big = rng.random() < 0.1
    payload = tuple(
        rng.randrange(2**31 - 50, 2**31) if big else rng.randrange(-1000, 1000) for _ in range(K)
    )
    data = Packet(
        MsgType.CONTRIB,
        job,
        rank,
        slot,
        seq,
        session=session,
        set_bit=set_bit,
        exponent=rng.randrange(256),
        poison=rng.random() < 0.05,
        payload=payload,
    ).encode()
    if rng.random() < 0.06:  # a malformed variant
        kind = rng.randrange(4)
        if kind == 0:
            data = data[:-4]
        elif kind == 1:
            data = data[:2] + bytes([1]) + data[3:]
        elif kind == 2:
            data = data[:14] + bytes([data[14] | 0x40]) + data[15:]
        else:
            data = data[:9]
    return who, data


@pytest.mark.bmv2
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_streams_agree(bmv2_fabric: Any, seed: int) -> None:
    rng = random.Random(seed)
    sessions = {job: rng.randrange(1, 1 << 32) for job in vectors.JOBS}
    hardware = Bmv2Target(bmv2_fabric, K, settle=0.05, sessions=sessions)
    model = PipelineTarget(K, sessions=sessions)
    for step in range(150):
        who, data = random_packet(rng, sessions)
        want = sorted(model.exchange(who, data))
        got = sorted(hardware.exchange(who, data, len(want)))
        assert got == want, "\n".join(
            [f"seed {seed} step {step}: {describe(who, data)}", "  software switch:"]
            + [f"    {describe(w, d)}" for w, d in want]
            + ["  BMv2:"]
            + [f"    {describe(w, d)}" for w, d in got]
        )
    counters = model.counters()
    assert hardware.counters() == counters
    # The streams exercise the v2 rules: sessions, JOINs and NACKs.
    assert counters["joins"] and counters["rejected_session"] and counters["nacks"]
