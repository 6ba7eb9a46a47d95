"""Bitwise reproducibility, a guarantee (``docs/protocol.md``, "Reproducible sums"): for a
given input the result is the same bits on every rank, run after run, whatever the
switch (the native pipeline or the numpy reference), the order in which the ranks'
packets arrive, lost packets and their retransmission, and one or two levels of
switches.  Integer sums do not depend on order, and block floating point fixes each
chunk's scale (the max exponent over the ranks) before any add, so the float sum of a
chunk is an integer sum too.

10,000 randomized calls: 3,000 trials (random sizes across the inline, one-packet and
many-packet paths, int32 and float32 with mixed magnitudes, floats on int32 words and on
int16 and int8 lanes, stochastically rounded) through one native switch
and, again, 1,000 of them; then the 3,000 through a numpy switch dropping packets with
the ranks' arrivals shuffled, and through two levels (two leaves under a spine).  Each
call's bits must equal the first run's, and integer and float sums their references.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from controller.config import FabricConfig
from hostlib import AggregationJob
from hostlib.reference import float_reference
from p4rproto.agreement import Wire
from p4rproto.netio import Address
from softswitch.dropsim import DropRates
from softswitch.native import available, make_pipeline
from softswitch.pipeline import SwitchConfig
from softswitch.udp import UdpSwitch
from tests.test_fabric import SoftFabric, _workers, two_racks
from tests.workers import make_jobs, run_all

pytestmark = pytest.mark.slow

K = 64  #: the switches' elements per packet (SwitchConfig's default)
RANKS = 4
TRIALS = 3000
REPEATED = 1000  #: of the trials, run a second time on the first setup
#: Floats up to this many elements may ride inline (exact digits, rounded once): their
#: reference is not block floating point's; they are checked across setups only.
INLINE_FLOATS = 8
#: Retransmission settings fast enough for thousands of calls with loss.
FAST = {"timeout": 30.0, "initial_rto": 0.01, "min_rto": 0.002, "max_rto": 0.05}


def trial_inputs(t: int) -> tuple[list[npt.NDArray[Any]], Wire]:
    """Trial ``t``'s data, one array per rank: int32 or float32, 1 to 3,000 elements, and
    the wire format of its words (floats: int32, int16 or int8 lanes)."""
    rng = np.random.default_rng([7, t])
    low, high = [(1, 17), (17, 600), (600, 3001)][int(np.searchsorted([0.2, 0.7], rng.random()))]
    size = int(rng.integers(low, high))
    if rng.random() < 0.4:
        ints = [rng.integers(-(2**28), 2**28, size, dtype=np.int32) for _ in range(RANKS)]
        return ints, Wire.INT32
    out = []
    for _ in range(RANKS):
        x = rng.standard_normal(size) * np.exp2(rng.integers(-20, 21, size))
        x[rng.random(size) < 0.05] = 0.0
        out.append(x.astype(np.float32))
    return out, Wire(int(np.searchsorted([0.5, 0.8], rng.random(), side="right")))


def check_reference(t: int, inputs: list[npt.NDArray[Any]], wire: Wire, out: Any) -> None:
    if inputs[0].dtype == np.int32:
        np.testing.assert_array_equal(out, np.sum(inputs, axis=0, dtype=np.int64))
    elif len(out) > INLINE_FLOATS:
        want = float_reference(inputs, K, wire, call=t).floats(len(out))
        np.testing.assert_array_equal(out, want)


@dataclass
class Setup:
    """Jobs of RANKS workers in data order (worker i holds rank i's data), and a pause
    before each rank's call (the arrival order)."""

    jobs: list[AggregationJob]
    close: Callable[[], None]
    jitter: Callable[[], float] = lambda: 0.0


def digests(setup: Setup, trials: range) -> dict[int, bytes]:
    """Each trial's result bits (the same on every rank, checked), and each checked
    against its reference."""
    got = {}
    for t in trials:
        inputs, wire = trial_inputs(t)

        def call(
            job: AggregationJob, x: npt.NDArray[Any], pause: float, t: int = t, wire: Wire = wire
        ) -> Any:
            if pause:
                time.sleep(pause)
            return job.all_reduce(x, call=t, wire=wire)  # (the number seeds the rounding)

        pauses = [setup.jitter() for _ in setup.jobs]
        outs = run_all(
            [
                lambda j=j, x=x, p=p: call(j, x, p)
                for j, x, p in zip(setup.jobs, inputs, pauses, strict=True)
            ]
        )
        for out in outs:
            assert not isinstance(out, BaseException), (t, out)
        bits = {hashlib.blake2b(out.tobytes()).digest() for out in outs}
        assert len(bits) == 1, f"trial {t}: the ranks' results differ"
        check_reference(t, inputs, wire, outs[0])
        got[t] = bits.pop()
    return got


def one_switch(native: bool, drop: float = 0.0, shuffle: bool = False) -> Setup:
    drops = DropRates(drop, drop)
    pipeline = make_pipeline(SwitchConfig(num_slots=64), drops, seed=5, native=native)
    switch = UdpSwitch(Address("127.0.0.1", 0), pipeline)
    switch.start_thread()
    jobs = make_jobs(switch, RANKS, slots=16, **FAST)
    rng = random.Random(11)

    def close() -> None:
        for j in jobs:
            j.close()
        switch.close()

    jitter = (lambda: rng.choice((0.0, 0.0002, 0.0005, 0.001))) if shuffle else (lambda: 0.0)
    return Setup(jobs, close, jitter)


def two_levels() -> Setup:
    fabric = SoftFabric()
    hosts, jobs = _workers(fabric, RANKS // 2, **FAST)
    workers = [(h, j.config.local.port) for h, j in zip(hosts, jobs, strict=True)]
    cfg = FabricConfig.from_dict(two_racks(workers, data=fabric.data()))
    fabric.coordinator(cfg).apply()

    def close() -> None:
        for j in jobs:
            j.close()
        fabric.close()

    return Setup(jobs, close)


@pytest.fixture(scope="module")
def first_run() -> Iterator[dict[int, bytes]]:
    setup = one_switch(native=available())
    try:
        first = digests(setup, range(TRIALS))
        again = digests(setup, range(REPEATED))  # the same switch and jobs, run again
    finally:
        setup.close()
    assert all(again[t] == first[t] for t in again)
    yield first


def test_the_trials_cover_every_path(first_run: dict[int, bytes]) -> None:
    kinds = [trial_inputs(t) for t in range(TRIALS)]
    sizes = [len(x[0]) for x, _ in kinds]
    floats = [x[0].dtype == np.float32 for x, _ in kinds]
    assert min(sizes) == 1 and max(sizes) > 40 * K  # inline, one packet, many slots' worth
    assert 0.5 < np.mean(floats) < 0.7
    wires = [w for (x, w) in kinds if x[0].dtype == np.float32 and len(x[0]) > 40 * K]
    assert set(wires) == set(Wire)  # every wire format at many slots' worth
    assert len(set(first_run.values())) == TRIALS  # every trial's sum is its own


def test_numpy_switch_with_loss_and_shuffled_arrivals_gives_the_same_bits(
    first_run: dict[int, bytes],
) -> None:
    setup = one_switch(native=False, drop=0.02, shuffle=True)
    try:
        got = digests(setup, range(TRIALS))
        retransmitted = sum(j.stats.retransmissions for j in setup.jobs)
    finally:
        setup.close()
    assert retransmitted > 100  # the loss was real, and recovered from
    assert [t for t in got if got[t] != first_run[t]] == []


def test_two_levels_give_the_same_bits(first_run: dict[int, bytes]) -> None:
    setup = two_levels()
    try:
        got = digests(setup, range(TRIALS))
    finally:
        setup.close()
    assert [t for t in got if got[t] != first_run[t]] == []
