"""Random packet sequences: BMv2 and the software switch answer byte for byte alike.

The vectors pin down named cases; this plays seeded random streams (valid, duplicate,
stale, spoofed, saturating, malformed, resets) through both and compares every answer
and, at the end, every counter.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from p4reduce.wire import DEFAULT_ELEMS_PER_PACKET, MsgType, Packet
from tests import vectors
from tests.targets import Bmv2Target, PipelineTarget, describe

K = DEFAULT_ELEMS_PER_PACKET
WORKERS = {w: (job, rank) for job, j in vectors.JOBS.items() for rank, w in enumerate(j["workers"])}


def random_packet(rng: random.Random) -> tuple[str, bytes]:
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
        set_bit=set_bit,
        exponent=rng.randrange(256),
        payload=payload,
    ).encode()
    if rng.random() < 0.06:  # a malformed variant
        kind = rng.randrange(4)
        if kind == 0:
            data = data[:-4]
        elif kind == 1:
            data = data[:2] + bytes([2]) + data[3:]
        elif kind == 2:
            data = data[:10] + bytes([data[10] | 0x40]) + data[11:]
        else:
            data = data[:9]
    return who, data


@pytest.mark.bmv2
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_streams_agree(bmv2_fabric: Any, seed: int) -> None:
    rng = random.Random(seed)
    hardware = Bmv2Target(bmv2_fabric, K, settle=0.05)
    model = PipelineTarget(K)
    for step in range(120):
        who, data = random_packet(rng)
        want, got = sorted(model.exchange(who, data)), sorted(hardware.exchange(who, data))
        assert got == want, "\n".join(
            [f"seed {seed} step {step}: {describe(who, data)}", "  software switch:"]
            + [f"    {describe(w, d)}" for w, d in want]
            + ["  BMv2:"]
            + [f"    {describe(w, d)}" for w, d in got]
        )
    assert hardware.counters() == model.counters()
