"""End to end: host library workers all-reduce through the software switch."""

from __future__ import annotations

import time

import ml_dtypes
import numpy as np
import pytest

from hostlib import (
    AggregationJob,
    AggregationOverflow,
    AggregationRefused,
    AggregationTimeout,
    JobConfig,
)
from hostlib.datagen import demo_data
from hostlib.engine import Transfer
from hostlib.errors import PeerInputError
from hostlib.quantize import NonFiniteError
from hostlib.reference import float_reference
from p4rproto.agreement import AGREEMENT_MAGIC
from p4rproto.netio import Address
from softswitch.counters import Counter
from softswitch.dropsim import DropRates
from softswitch.udp import UdpSwitch
from tests.workers import all_reduce, make_jobs, run_all


def check_float(results: list[np.ndarray], inputs: list[np.ndarray], k: int = 64) -> None:
    """Every worker got the reference's float32 result, bit for bit."""
    ref = float_reference(inputs, k)
    expected = ref.floats(len(inputs[0]))
    for r in results:
        np.testing.assert_array_equal(r, expected)


@pytest.mark.parametrize("n", [2, 3, 5, 8])
def test_float_all_reduce_is_exact_against_numpy(soft_switch: UdpSwitch, n: int) -> None:
    jobs = make_jobs(soft_switch, n)
    inputs = [demo_data(3, 0, r, 10_007) for r in range(n)]
    check_float(all_reduce(jobs, inputs), inputs)


@pytest.mark.parametrize("length", [1, 63, 64, 65, 64 * 32, 64 * 32 + 1, 99_991])
def test_odd_lengths(soft_switch: UdpSwitch, length: int) -> None:
    jobs = make_jobs(soft_switch, 3)
    inputs = [demo_data(4, 1, r, length) for r in range(3)]
    check_float(all_reduce(jobs, inputs), inputs)


def test_int32_is_exact_and_keeps_shape(soft_switch: UdpSwitch) -> None:
    jobs = make_jobs(soft_switch, 4)
    rng = np.random.default_rng(5)
    inputs = [rng.integers(-(2**28), 2**28, size=(37, 101), dtype=np.int32) for _ in range(4)]
    for r in all_reduce(jobs, inputs):
        assert r.dtype == np.int32 and r.shape == (37, 101)
        np.testing.assert_array_equal(r, np.sum(inputs, axis=0, dtype=np.int64))


def test_int64_within_range_is_exact(soft_switch: UdpSwitch) -> None:
    jobs = make_jobs(soft_switch, 2)
    inputs = [np.arange(1000, dtype=np.int64) * (r + 1) for r in range(2)]
    out = all_reduce(jobs, inputs)
    assert out[0].dtype == np.int64
    np.testing.assert_array_equal(out[0], inputs[0] + inputs[1])


def test_int32_overflow_raises_naming_the_chunk(soft_switch: UdpSwitch) -> None:
    jobs = make_jobs(soft_switch, 2)
    inputs = [np.zeros(640, dtype=np.int32) for _ in range(2)]
    inputs[0][200] = inputs[1][200] = 2**31 - 1
    results = run_all([lambda j=j, x=x: j.all_reduce(x) for j, x in zip(jobs, inputs, strict=True)])
    for r in results:
        assert isinstance(r, AggregationOverflow)
        assert r.chunks == [3] and "elements 192..255" in str(r)


@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16])
def test_half_precision_inputs(soft_switch: UdpSwitch, dtype: type) -> None:
    jobs = make_jobs(soft_switch, 3)
    inputs = [demo_data(6, 0, r, 5000).astype(dtype) for r in range(3)]
    out = all_reduce(jobs, inputs)
    as32 = [x.astype(np.float32) for x in inputs]
    expected = float_reference(as32, 64).floats(5000).astype(dtype)
    for r in out:
        assert r.dtype == np.dtype(dtype)
        np.testing.assert_array_equal(r.view(np.uint16), expected.view(np.uint16))


@pytest.mark.parametrize("loss", [0.01, 0.05])
def test_exact_under_loss(soft_switch: UdpSwitch, loss: float) -> None:
    soft_switch.pipeline.set_drop_rates(DropRates(loss, loss))
    jobs = make_jobs(soft_switch, 4, min_rto=0.005, initial_rto=0.01)
    inputs = [demo_data(7, 0, r, 64 * 600 + 3) for r in range(4)]
    check_float(all_reduce(jobs, inputs), inputs)
    c = soft_switch.pipeline.counters.as_dict()
    assert c["dropped_ingress"] > 0 and c["dropped_egress"] > 0
    assert sum(j.stats.retransmissions for j in jobs) > 0


def test_back_to_back_and_async(soft_switch: UdpSwitch) -> None:
    jobs = make_jobs(soft_switch, 3, slots=8)
    rounds = [[demo_data(8, i, r, 64 * 20 + i) for r in range(3)] for i in range(5)]
    futures = [
        [j.all_reduce_async(x) for j, x in zip(jobs, inputs, strict=True)] for inputs in rounds
    ]
    for inputs, futs in zip(rounds, futures, strict=True):
        check_float([f.result(timeout=30) for f in futs], inputs)
    for j in jobs:
        assert j.stats.all_reduces == 5
        j.close()


def test_two_concurrent_jobs_share_the_switch(soft_switch: UdpSwitch) -> None:
    a = make_jobs(soft_switch, 3, job_id=1, slot_base=0, slots=16)
    b = make_jobs(soft_switch, 2, job_id=2, slot_base=16, slots=16)
    xa = [demo_data(9, 0, r, 20_000) for r in range(3)]
    xb = [np.full(7_777, r + 1, dtype=np.int32) for r in range(2)]
    out = run_all(
        [lambda j=j, x=x: j.all_reduce(x) for j, x in zip(a, xa, strict=True)]
        + [lambda j=j, x=x: j.all_reduce(x) for j, x in zip(b, xb, strict=True)]
    )
    check_float(out[:3], xa)
    for r in out[3:]:
        np.testing.assert_array_equal(r, np.full(7_777, 3))


def test_a_dead_worker_makes_the_others_time_out_naming_it(soft_switch: UdpSwitch) -> None:
    jobs = make_jobs(soft_switch, 3, timeout=1.0, min_rto=0.01, initial_rto=0.02)
    alive = jobs[:2]  # rank 2 never sends: it died
    t0 = time.monotonic()
    out = run_all([lambda j=j: j.all_reduce(np.ones(1000, np.float32)) for j in alive])
    elapsed = time.monotonic() - t0
    for err in out:
        assert isinstance(err, AggregationTimeout), err
        assert err.missing == [2]
        assert "workers [2] did not contribute" in str(err)
    assert 1.0 <= elapsed < 4.0


def test_no_switch_times_out_saying_so() -> None:
    cfg = JobConfig(Address("127.0.0.1", 9), Address("127.0.0.1", 0), 1, 0, 2, timeout=0.5)
    with AggregationJob(cfg) as job, pytest.raises(AggregationTimeout, match="did not answer"):
        job.all_reduce(np.ones(10, np.float32))


def test_a_job_recovers_after_a_timeout(soft_switch: UdpSwitch) -> None:
    jobs = make_jobs(soft_switch, 2, timeout=0.5, min_rto=0.01, initial_rto=0.02)
    with pytest.raises(AggregationTimeout):
        jobs[0].all_reduce(np.ones(640, np.float32))  # rank 1 is late: rank 0 gives up
    inputs = [demo_data(10, 0, r, 3000) for r in range(2)]
    # Both ranks skip the aborted call's slot rounds the same way: rank 1 runs it too.
    with pytest.raises(AggregationTimeout):
        jobs[1].all_reduce(np.ones(640, np.float32))
    check_float(all_reduce(jobs, inputs), inputs)


def test_refused_input_costs_one_call_on_every_rank(soft_switch: UdpSwitch) -> None:
    """NaN, Inf or an int beyond int32 on each rank in turn: that rank raises naming the
    element, every other rank raises PeerInputError (never an incomplete sum), and the
    next call is exact everywhere."""
    n = 3
    jobs = make_jobs(soft_switch, n, timeout=5.0)
    for bad_rank, (dtype, bad_value, error) in enumerate(
        [
            (np.float32, np.nan, NonFiniteError),
            (np.float32, np.inf, NonFiniteError),
            (np.int64, 2**40, OverflowError),
        ]
    ):
        inputs = [np.ones(1000, dtype) for _ in range(n)]
        inputs[bad_rank][17] = bad_value
        out = run_all([lambda j=j, x=x: j.all_reduce(x) for j, x in zip(jobs, inputs, strict=True)])
        assert isinstance(out[bad_rank], error) and "element 17" in str(out[bad_rank])
        for r in range(n):
            if r != bad_rank:
                assert isinstance(out[r], PeerInputError), out[r]
        assert jobs[0]._calls.round == jobs[bad_rank]._calls.round
        good = [demo_data(12, bad_rank, r, 3000) for r in range(n)]
        check_float(all_reduce(jobs, good), good)


def test_foreign_stale_and_duplicate_results_are_filtered() -> None:
    """A switch that answers with another job's result, a stale seq and a copy first."""
    import socket
    import threading

    from p4rproto.wire import MsgType, Packet

    fake = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    fake.bind(("127.0.0.1", 0))
    cfg = JobConfig(Address("127.0.0.1", fake.getsockname()[1]), Address("127.0.0.1", 0), 5, 0, 1)

    session = 0x600DF00D

    def serve() -> None:
        data, peer = fake.recvfrom(4096)
        hello = Packet.decode(data)
        assert hello.msg_type == MsgType.JOIN
        ack = Packet(MsgType.JOIN_ACK, 5, 0, 0, hello.seq, session=session, payload=(64, 2, 1))
        fake.sendto(ack.encode(), peer)
        # The call's agreement round, on the pool's last slot (one worker: its own words).
        data, peer = fake.recvfrom(4096)
        p = Packet.decode(data)
        assert (p.slot, p.seq, p.payload[1]) == (1, 0, AGREEMENT_MAGIC)
        agreed = Packet(MsgType.RESULT, 5, 0, 1, 0, session=session, payload=p.payload)
        fake.sendto(agreed.encode(), peer)
        data, peer = fake.recvfrom(4096)
        p = Packet.decode(data)
        assert p.session == session and p.slot == 0
        good = Packet(
            MsgType.RESULT,
            5,
            0,
            p.slot,
            p.seq,
            session=session,
            set_bit=p.set_bit,
            payload=p.payload,
        )
        other = Packet(MsgType.RESULT, 5, 0, p.slot, p.seq, session=session + 1, payload=p.payload)
        for bad in (
            Packet(MsgType.RESULT, 99, 0, p.slot, p.seq, session=session, payload=(7,) * 64),
            Packet(MsgType.RESULT, 5, 0, p.slot, p.seq + 1, session=session, payload=(7,) * 64),
            Packet(MsgType.RESULT, 5, 3, p.slot, p.seq, session=session, payload=(7,) * 64),
            other,  # another session: an earlier run's result
            good,
            good,  # a duplicate
        ):
            fake.sendto(bad.encode(), peer)

    t = threading.Thread(target=serve)
    t.start()
    with AggregationJob(cfg) as job:
        out = job.all_reduce(np.arange(64, dtype=np.int32))
        t.join()
        np.testing.assert_array_equal(out, np.arange(64))
        assert job.stats.foreign == 3 and job.stats.results == 2  # the agreement's and the data's
        assert job.config.session == session and job.config.slots == 2
    fake.close()


def test_a_join_to_a_locked_job_says_no_session_is_open(soft_switch: UdpSwitch) -> None:
    """A job locked by a session start that did not finish (docs/protocol.md, "Sessions"):
    every rank's JOIN is refused, saying so, and the job works once a session starts."""
    jobs = make_jobs(soft_switch, 2, timeout=5.0)
    with soft_switch.lock:
        soft_switch.pipeline.lock_job(1)
    try:
        out = run_all([j.join for j in jobs])
        for r in out:
            assert isinstance(r, AggregationRefused), r
            assert r.counter == Counter.REJECTED_SESSION
            assert "no open session" in str(r) and "session 1" in str(r)
        with soft_switch.lock:
            soft_switch.pipeline.start_session(1)
        x = [np.arange(200, dtype=np.int32) * (r + 1) for r in range(2)]
        for r in all_reduce(jobs, x):
            np.testing.assert_array_equal(r, x[0] + x[1])
    finally:
        for j in jobs:
            j.close()
    assert soft_switch.pipeline.counters[Counter.REJECTED_SESSION] >= 2


def _forged_udp(src: Address, dst: Address, payload: bytes) -> bytes:
    """An IPv4/UDP datagram from ``src`` to ``dst`` (UDP checksum 0: none)."""
    import socket
    import struct

    udp = struct.pack("!HHHH", src.port, dst.port, 8 + len(payload), 0) + payload
    ip = struct.pack(
        "!BBHHHBBH4s4s",
        0x45,
        0,
        20 + len(udp),
        0,
        0,
        64,
        socket.IPPROTO_UDP,
        0,
        socket.inet_aton(src.ip),
        socket.inet_aton(dst.ip),
    )
    return ip + udp


def test_a_blind_forger_from_a_workers_address_does_not_stop_the_job(
    soft_switch: UdpSwitch,
) -> None:
    """A blind forger: hundreds of CONTRIBs with a wrong tag, sent with a raw socket
    from rank 0's own address and port, for the slots and rounds rank 0 has in flight
    (a forger can guess those, not the tag).  The switch NACKs each refusal to rank 0,
    echoing the forger's tag; rank 0 ignores those NACKs (foreign), every call stays
    exact on both ranks, and only ``rejected_session`` moves."""
    import os
    import socket
    import threading

    from p4rproto.wire import Flag, MsgType, Packet

    if os.geteuid() != 0:
        pytest.skip("needs root: the forger sends from a worker's address with a raw socket")
    jobs = make_jobs(soft_switch, 2, slots=8, timeout=5.0)
    soft_switch.pipeline.nack_interval_us = 0  # every refusal NACKed: the worst case
    for j in jobs:
        j.join()
    victim = jobs[0]
    session = victim.config.session
    raw = socket.socket(socket.AF_INET, socket.SOCK_RAW, socket.IPPROTO_RAW)
    stop = threading.Event()
    forged = [0]

    def forge() -> None:
        rng = np.random.default_rng(9)
        while not stop.is_set() or forged[0] < 800:
            # The rounds in flight, which a forger can guess: the data slots' and the
            # agreement round's on the control slot (the pool's last).
            uses = [*victim._slots.uses.tolist(), victim._calls.round]
            for slot in range(8):
                seq = int(uses[slot])
                pkt = Packet(
                    MsgType.CONTRIB,
                    1,
                    0,
                    slot,
                    seq,
                    session=session ^ int(rng.integers(1, 1 << 32)),
                    set_bit=seq & Flag.SET,
                    payload=(1 << 20,) * 64,
                ).encode()
                datagram = _forged_udp(victim.config.local, soft_switch.address, pkt)
                raw.sendto(datagram, (soft_switch.address.ip, 0))
                forged[0] += 1
            time.sleep(0.0005)

    before = soft_switch.pipeline.counters.as_dict()
    forger = threading.Thread(target=forge)
    forger.start()
    try:
        rng = np.random.default_rng(3)
        for _ in range(40):
            x = [rng.integers(-(2**20), 2**20, 64 * 16).astype(np.int32) for _ in range(2)]
            for r in all_reduce(jobs, x):  # raises if any call fails
                np.testing.assert_array_equal(r, x[0] + x[1])
    finally:
        stop.set()
        forger.join()
        raw.close()
    time.sleep(0.1)
    after = soft_switch.pipeline.counters.as_dict()
    moved = {name: after[name] - before[name] for name in after if after[name] != before[name]}
    assert forged[0] >= 800
    assert moved["rejected_session"] == forged[0], moved
    refusals = {name for name in moved if name.startswith("rejected_")}
    assert refusals == {"rejected_session"}, moved
    assert moved["nacks"] == forged[0]  # each answered to rank 0's address ...
    assert victim.stats.foreign > 0  # ... and ignored there
    for j in jobs:
        j.close()


@pytest.mark.parametrize("native", [True, False])
@pytest.mark.parametrize("length", [1, 64 * 40, 64 * 40 + 17])
def test_out_receives_the_same_sum_bit_for_bit(
    soft_switch: UdpSwitch, monkeypatch: pytest.MonkeyPatch, native: bool, length: int
) -> None:
    """A caller's ``out`` (reused across calls) gets what a new result holds, float and
    int32, whole chunks and a partial last one, in the C loop and in numpy's."""
    monkeypatch.setattr(Transfer, "native_loop", native)
    jobs = make_jobs(soft_switch, 3)
    floats = [demo_data(21, 0, r, length).reshape(1, -1) for r in range(3)]
    outs = [np.full((1, length), np.nan, np.float32) for _ in range(3)]
    for _ in range(2):  # the same buffers again: nothing of the last call stays
        got = run_all(
            [
                lambda j=j, x=x, o=o: j.all_reduce(x, out=o)
                for j, x, o in zip(jobs, floats, outs, strict=True)
            ]
        )
        for g, o in zip(got, outs, strict=True):
            assert g.base is o or g is o
        check_float([o.ravel() for o in outs], [x.ravel() for x in floats])
        floats = [x * 2 for x in floats]
    ints = [np.arange(length, dtype=np.int64) * (r + 1) for r in range(3)]
    int_outs = [np.zeros(length, np.int32) for _ in range(3)]
    run_all(
        [
            lambda j=j, x=x, o=o: j.all_reduce(x, out=o)
            for j, x, o in zip(jobs, ints, int_outs, strict=True)
        ]
    )
    for o in int_outs:
        np.testing.assert_array_equal(o, ints[0] * 6)


def test_a_bad_out_raises_on_its_rank_and_peer_input_error_on_the_others(
    soft_switch: UdpSwitch,
) -> None:
    """Wrong dtype, wrong size, read-only, overlapping the input (but not the input
    itself, which sums in place): that rank raises ValueError naming the problem, the
    others PeerInputError (no one waits for it), the input stays whole, and the next call
    is exact."""
    jobs = make_jobs(soft_switch, 2, timeout=5.0)
    x = [demo_data(22, 0, r, 1000) for r in range(2)]
    readonly = np.zeros(1000, np.float32)
    readonly.flags.writeable = False
    shifted = np.concatenate([x[0], np.zeros(64, np.float32)])
    for mine, bad, why in [
        (x[0], np.zeros(1000, np.float64), "1000 float32"),
        (x[0], np.zeros(999, np.float32), "it holds 999"),
        (x[0], readonly, "writable"),
        (shifted[:1000], shifted[64:], "overlaps the input"),
    ]:
        got = run_all(
            [
                lambda i=mine, o=bad: jobs[0].all_reduce(i, out=o),
                lambda: jobs[1].all_reduce(x[1]),
            ]
        )
        np.testing.assert_array_equal(mine, x[0])
        assert isinstance(got[0], ValueError) and why in str(got[0]), got[0]
        assert isinstance(got[1], PeerInputError), got[1]
    check_float(all_reduce(jobs, x), x)


def test_out_that_overlaps_a_strided_input_is_refused_and_the_input_kept(
    soft_switch: UdpSwitch,
) -> None:
    """A strided input's contiguous copy does not overlap ``out``, but the caller's array
    does (out is its every other element): refused naming the overlap, the input left
    whole, so a retry with the same input sums it exactly."""
    jobs = make_jobs(soft_switch, 2, timeout=5.0)
    base = [np.arange(10_000, dtype=np.int32) * (r + 1) for r in range(2)]
    x = [b[::2] for b in base]  # 5,000 elements, every other one of base
    keep = [b.copy() for b in base]
    shared = base[0][:5000]  # contiguous, and interleaved with x[0]'s elements
    got = run_all([lambda: jobs[0].all_reduce(x[0], out=shared), lambda: jobs[1].all_reduce(x[1])])
    assert isinstance(got[0], ValueError) and "overlaps the input" in str(got[0]), got[0]
    assert isinstance(got[1], PeerInputError), got[1]
    for b, before in zip(base, keep, strict=True):
        np.testing.assert_array_equal(b, before)  # nothing written into the input
    fine = np.empty(len(x[0]), np.int32)
    got = run_all([lambda: jobs[0].all_reduce(x[0], out=fine), lambda: jobs[1].all_reduce(x[1])])
    for g in got:
        np.testing.assert_array_equal(g, x[0] + x[1])


def test_the_overlap_check_looks_at_the_callers_array() -> None:
    """The check can fail: with only the contiguous copy compared (the old check), the
    strided input's overlap would pass."""
    from hostlib.job import _result_buffer

    base = np.arange(10_000, dtype=np.int32)
    x = base[::2]
    flat = np.ascontiguousarray(x)
    shared = base[:5000]
    assert not np.shares_memory(shared, flat)  # what the old check compared
    with pytest.raises(ValueError, match="overlaps the input"):
        _result_buffer(x, flat, shared)
    assert _result_buffer(x, flat, np.empty(5000, np.int32)) is not None
