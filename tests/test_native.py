"""The native pipeline against the numpy reference model: byte for byte, state for state.

Seeded random streams (every message type, faults, other sessions, poison, JOINs and
NACKs, resets, loss from the drop simulator, batches of mixed size, table changes
between batches) run through both pipelines; every batch's output must be identical
(rows, lengths, destinations, order), and so must the counters, per-worker and per-job
counters, registers and per-worker session state.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from p4rproto.netio import Address, ip_to_int
from p4rproto.wire import NO_SESSION, MsgType, Packet, as_u8, packet_len
from softswitch import native
from softswitch.dropsim import DropRates, DropSimulator, draws, threshold
from softswitch.pipeline import Pipeline, SwitchConfig
from softswitch.tables import JobEntry
from tests import vectors
from tests.targets import _uplink, needs_native
from tests.test_differential import random_packet

K = 64
ADDR = {w: Address(f"10.0.0.{i + 1}", 4000 + i) for i, w in enumerate(vectors.ENDPOINTS)}
REGISTERS = ("bitmap", "count", "seq", "exponent", "overflow", "poison", "final", "values")
STATE = ("worker_packets", "worker_retransmits", "job_packets", "joined_session", "joined_nonce")


class Clock:
    """A clock both pipelines read: it moves only when the test says."""

    def __init__(self) -> None:
        self.now = 10_000

    def __call__(self) -> int:
        return self.now


def pair(
    seed: int, rates: DropRates, clock: Clock, elems: int = K, nack_us: int = 40
) -> tuple[Pipeline, native.NativePipeline]:
    config = SwitchConfig(
        num_slots=vectors.NUM_SLOTS, elems_per_packet=elems, nack_interval_us=nack_us
    )
    a = Pipeline(config, rates, seed, ADDR["ctl"], clock)
    b = native.NativePipeline(config, rates, seed, ADDR["ctl"], clock)
    return a, b


def install(p: Pipeline | native.NativePipeline, sessions: dict[int, int]) -> None:
    for job_id in vectors.JOBS:
        p.add_job(entry(job_id, sessions[job_id]))


def entry(job_id: int, session: int) -> JobEntry:
    """The vectors' job ``job_id``; job 13 is a leaf job (its uplink to "spine")."""
    j = vectors.JOBS[job_id]
    workers = tuple(ADDR[w] for w in j["workers"])  # type: ignore[attr-defined]
    return JobEntry(
        job_id, j["slot_base"], j["slot_count"], workers, session, _uplink(ADDR, job_id)
    )  # type: ignore[arg-type]


def batch(
    packets: list[tuple[str, bytes]], stride: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    buf = np.zeros((len(packets), stride), dtype=np.uint8)
    for i, (_, d) in enumerate(packets):
        buf[i, : min(len(d), stride)] = np.frombuffer(d[:stride], dtype=np.uint8)
    return (
        buf,
        np.array([len(d) for _, d in packets], dtype=np.int64),
        np.array([ip_to_int(ADDR[w].ip) for w, _ in packets], dtype=np.uint32),
        np.array([ADDR[w].port for w, _ in packets], dtype=np.uint16),
    )


def check_same_state(a: Pipeline, b: native.NativePipeline, where: str) -> None:
    assert a.counters.as_dict() == b.counters.as_dict(), where
    for name in REGISTERS:
        np.testing.assert_array_equal(
            getattr(a.registers, name), getattr(b.registers, name), err_msg=f"{where}: {name}"
        )
    for name in STATE:
        np.testing.assert_array_equal(
            getattr(a, name), getattr(b, name), err_msg=f"{where}: {name}"
        )
    np.testing.assert_array_equal(a.nack_at, b.nack_at, err_msg=f"{where}: nack_at")
    assert a.dropsim.counter == b.drop_draws, where


def run_both(
    a: Pipeline, b: native.NativePipeline, packets: list[tuple[str, bytes]], where: str
) -> int:
    args = batch(packets, packet_len(a.elems) + 1)
    want, got = a.process(*args), b.process(*args)
    assert len(want) == len(got), f"{where}: {len(want)} packets from numpy, {len(got)} native"
    np.testing.assert_array_equal(as_u8(want.packets), as_u8(got.packets), err_msg=where)
    np.testing.assert_array_equal(want.length, got.length, err_msg=where)
    np.testing.assert_array_equal(want.dst_ip, got.dst_ip, err_msg=where)
    np.testing.assert_array_equal(want.dst_port, got.dst_port, err_msg=where)
    return len(want)


def control_step(
    rng: random.Random, pipes: tuple[Pipeline, native.NativePipeline], sessions: dict[int, int]
) -> None:
    """A control-plane change, the same on both pipelines."""
    roll = rng.random()
    job_id = rng.choice(list(vectors.JOBS))
    if roll < 0.3:
        sessions[job_id] = rng.randrange(1, 1 << 32)
        for p in pipes:
            p.start_session(job_id, sessions[job_id])
    elif roll < 0.4:  # locked: a session start under way (or failed)
        sessions[job_id] = NO_SESSION
        for p in pipes:
            p.lock_job(job_id)
    elif roll < 0.6:
        lo = rng.randrange(vectors.NUM_SLOTS)
        slots = range(lo, rng.randrange(lo, vectors.NUM_SLOTS + 1))
        for p in pipes:
            p.reset_slots(slots)
    elif roll < 0.8:
        for p in pipes:
            p.remove_job(job_id)
            p.add_job(entry(job_id, sessions[job_id]))
            if sessions[job_id] == NO_SESSION:  # added with a random tag: lock it again
                p.lock_job(job_id)
    else:
        interval = rng.choice([0, 25, 1000])
        for p in pipes:
            p.nack_interval_us = interval


@needs_native
@pytest.mark.parametrize("seed", range(6))
def test_random_streams_match_the_numpy_pipeline(seed: int) -> None:
    rng = random.Random(seed)
    clock = Clock()
    loss = DropRates(0.1, 0.1) if seed % 2 else DropRates()
    a, b = pair(seed, loss, clock)
    sessions = {job: rng.randrange(1, 1 << 32) for job in vectors.JOBS}
    for p in (a, b):
        install(p, sessions)
    # One job starts locked (session 0): its CONTRIBs and JOINs, with tag 0 or another,
    # are refused; a control step may open it again, or lock another.
    locked = rng.choice(list(vectors.JOBS))
    sessions[locked] = NO_SESSION
    for p in (a, b):
        p.lock_job(locked)
    outputs = 0
    for step in range(60):
        size = rng.choice([1, 2, 7, 33, 120, 256])
        packets = [random_packet(rng, sessions) for _ in range(size)]
        if rng.random() < 0.5:  # rounds of whole slots: every worker of a job, waves of sets
            packets += complete_rounds(rng, sessions)
            rng.shuffle(packets)
        if rng.random() < 0.3:  # the leaf job's rounds, with the spine's answers
            packets += leaf_rounds(rng, sessions)
        outputs += run_both(a, b, packets, f"seed {seed} batch {step}")
        check_same_state(a, b, f"seed {seed} batch {step}")
        clock.now += rng.choice([0, 10, 30, 2000])
        if rng.random() < 0.2:
            control_step(rng, (a, b), sessions)
        if rng.random() < 0.1:
            rates = DropRates(rng.choice([0.0, 0.05, 0.5]), rng.choice([0.0, 0.05, 0.5]))
            a.set_drop_rates(rates)
            b.set_drop_rates(rates)
    counters = a.counters.as_dict()
    assert outputs and counters["completed"] and counters["nacks"] and counters["joins"]
    assert counters["resets"] and counters["dup_answered"] and counters["stale"]
    if seed % 2:
        assert counters["dropped_ingress"] and counters["dropped_egress"]


def complete_rounds(rng: random.Random, sessions: dict[int, int]) -> list[tuple[str, bytes]]:
    """Every worker of a job on a few slots and rounds: completions, multicast, POISON."""
    job_id = rng.choice(list(vectors.JOBS))
    j = vectors.JOBS[job_id]
    out = []
    for slot in range(int(j["slot_count"])):  # type: ignore[call-overload]
        seq = rng.randrange(1, 6)
        for rank, who in enumerate(j["workers"]):  # type: ignore[arg-type]
            out.append(
                (
                    who,
                    Packet(
                        MsgType.CONTRIB,
                        job_id,
                        rank,
                        slot,
                        seq,
                        session=sessions[job_id],
                        set_bit=seq & 1,
                        exponent=rng.randrange(120, 140),
                        poison=rng.random() < 0.1,
                        payload=tuple(rng.randrange(-(2**31), 2**31) for _ in range(K)),
                    ).encode(),
                )
            )
    return out


def leaf_rounds(rng: random.Random, sessions: dict[int, int]) -> list[tuple[str, bytes]]:
    """Job 13 (a leaf job of the spine job): its workers' contributions, retransmitted
    before and after the spine answers, and the spine's RESULTs and STATUS for the same
    rounds, some stale, duplicated, from the wrong rank or session, or malformed."""
    job, up = 13, vectors.UPLINKS[13]
    out: list[tuple[str, bytes]] = []
    for slot in range(2):
        seq = rng.randrange(1, 5)
        contribs = [
            (
                who,
                Packet(
                    MsgType.CONTRIB,
                    job,
                    rank,
                    slot,
                    seq,
                    session=sessions[job],
                    set_bit=seq & 1,
                    exponent=rng.randrange(120, 140),
                    poison=rng.random() < 0.1,
                    payload=tuple(rng.randrange(-(2**31), 2**31) for _ in range(K)),
                ).encode(),
            )
            for rank, who in enumerate(["d0", "d1"])
        ]
        for _ in range(rng.randrange(1, 4)):
            mtype = MsgType.RESULT if rng.random() < 0.8 else MsgType.STATUS
            rank = up["rank"] if rng.random() < 0.9 else 0
            session = up["session"] if rng.random() < 0.9 else 7
            answer = Packet(
                mtype,
                up["job"],  # type: ignore[arg-type]
                rank,  # type: ignore[arg-type]
                slot if rng.random() < 0.95 else 5,
                seq if rng.random() < 0.85 else seq - 1,
                session=session,  # type: ignore[arg-type]
                set_bit=seq & 1,
                exponent=rng.randrange(120, 140),
                overflow=rng.random() < 0.1,
                poison=rng.random() < 0.1,
                contributors=4,
                payload=tuple(rng.randrange(-(2**31), 2**31) for _ in range(K))
                if mtype == MsgType.RESULT
                else (0, rng.randrange(16)),
            ).encode()
            if rng.random() < 0.05:
                answer = answer[:-4]
            contribs.append(("spine", answer))
        contribs += [rng.choice(contribs[:2]) for _ in range(rng.randrange(3))]  # resent
        rng.shuffle(contribs)
        out += contribs
    return out


@needs_native
@pytest.mark.parametrize("seed", range(4))
def test_two_level_streams_match_the_numpy_pipeline(seed: int) -> None:
    """The leaf role: partials up, the spine's finals down, waiting retransmissions."""
    rng = random.Random(100 + seed)
    clock = Clock()
    a, b = pair(seed, DropRates(0.05, 0.05) if seed % 2 else DropRates(), clock)
    sessions = {job: rng.randrange(1, 1 << 32) for job in vectors.JOBS}
    for p in (a, b):
        install(p, sessions)
    for step in range(80):
        packets = leaf_rounds(rng, sessions)
        size = rng.choice([1, 3, 100])  # batches of any size
        for start in range(0, len(packets), size):
            run_both(a, b, packets[start : start + size], f"seed {seed} step {step}")
        check_same_state(a, b, f"seed {seed} step {step}")
        clock.now += rng.choice([0, 2000])
    c = a.counters.as_dict()
    assert c["partials_sent"] and c["finals_received"] and c["uplink_ignored"]
    assert c["dup_answered"] and c["dup_pending"] and c["rejected_session"]


@needs_native
@pytest.mark.parametrize("elems", [3, 32, 256])
def test_other_packet_sizes(elems: int) -> None:
    rng = random.Random(elems)
    clock = Clock()
    a, b = pair(elems, DropRates(0.05, 0.05), clock, elems=elems, nack_us=0)
    sessions = {job: rng.randrange(1, 1 << 32) for job in vectors.JOBS}
    for p in (a, b):
        install(p, sessions)
    for step in range(20):
        packets = []
        for _ in range(rng.randrange(1, 40)):
            job_id = rng.choice(list(vectors.JOBS))
            j = vectors.JOBS[job_id]
            rank = rng.randrange(len(j["workers"]))  # type: ignore[arg-type]
            seq = rng.randrange(3)
            data = Packet(
                MsgType.CONTRIB,
                job_id,
                rank,
                rng.randrange(int(j["slot_count"])),  # type: ignore[call-overload]
                seq,
                session=sessions[job_id],
                set_bit=seq & 1,
                payload=tuple(rng.randrange(-1000, 1000) for _ in range(elems)),
            ).encode()
            packets.append((j["workers"][rank], data))  # type: ignore[index]
        run_both(a, b, packets, f"K={elems} batch {step}")
        check_same_state(a, b, f"K={elems} batch {step}")


def _stream(datagrams: list[tuple[int, bytes]]) -> list[tuple[str, bytes]]:
    senders = [*vectors.ENDPOINTS]
    return [(senders[s % len(senders)], d) for s, d in datagrams]


@needs_native
@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(0, 7), st.binary(max_size=packet_len(K) + 8)), min_size=1, max_size=30
    )
)
def test_random_bytes_agree_and_never_crash(datagrams: list[tuple[int, bytes]]) -> None:
    clock = Clock()
    a, b = pair(0, DropRates(), clock, nack_us=0)
    sessions = {job: 0x5EED0000 + job for job in vectors.JOBS}
    for p in (a, b):
        install(p, sessions)
    run_both(a, b, _stream(datagrams), "random bytes")
    check_same_state(a, b, "random bytes")


@needs_native
@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["a0", "a1", "a2", "b0", "ctl", "x"]),
            st.sampled_from(list(MsgType)),
            st.integers(0, 9),
            st.integers(0, 3),
            st.integers(0, 7),
            st.sampled_from([0, 1, 2, 8, 64, 65, 300]),
            st.integers(-2, 2),
        ),
        min_size=1,
        max_size=40,
    )
)
def test_header_fields_agree(spec: list[tuple[str, MsgType, int, int, int, int, int]]) -> None:
    """Headers built field by field: every type, odd flags, counts and lengths."""
    clock = Clock()
    a, b = pair(1, DropRates(), clock, nack_us=0)
    sessions = {job: 0x5EED0000 + job for job in vectors.JOBS}
    for p in (a, b):
        install(p, sessions)
    packets = []
    for who, mtype, slot, seq, flags, count, extra in spec:
        job = 7 if who.startswith("a") else 9
        rank = int(who[1]) if who[1:].isdigit() else 0
        head = Packet(mtype, job, rank, slot, seq, session=sessions[job]).encode()[:20]
        data = head[:14] + bytes([flags]) + head[15:] + count.to_bytes(2, "big") + bytes(2)
        data += bytes(4 * count)
        packets.append(
            (who, data[: max(0, len(data) + extra)] if extra < 0 else data + bytes(extra))
        )
    run_both(a, b, packets, "header fields")
    check_same_state(a, b, "header fields")


def test_drop_generator_is_splitmix64() -> None:
    """Draws are SplitMix64's outputs: key 0 gives the published first values."""
    first = draws(0, 0, 3)
    assert [int(x) for x in first] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    assert int(draws(0, 2, 1)[0]) == int(first[2])
    sim = DropSimulator(DropRates(0.5, 0.0), seed=0)
    assert sim.keep(3, 0.5).tolist() == [x >= threshold(0.5) for x in first]
    assert sim.counter == 3
    assert sim.keep(5, 0.0).all() and sim.counter == 3  # a zero rate takes no draws


@needs_native
def test_same_seed_same_drops() -> None:
    clock = Clock()
    a, b = pair(42, DropRates(0.3, 0.0), clock, nack_us=0)
    for p in (a, b):
        install(p, {job: 1000 + job for job in vectors.JOBS})
    packets = [("x", bytes(24))] * 500
    run_both(a, b, packets, "drops")
    dropped = a.counters.as_dict()["dropped_ingress"]
    assert dropped == b.counters.as_dict()["dropped_ingress"]
    assert 100 < dropped < 200


def test_factory_picks_what_is_asked() -> None:
    assert isinstance(native.make_pipeline(native=False), Pipeline)
    if native.available():
        assert isinstance(native.make_pipeline(), native.NativePipeline)
        assert native.pipeline_kind(native.make_pipeline()) == "native"
    else:
        with pytest.raises(native.NativeUnavailable, match="not built"):
            native.make_pipeline(native=True)


@needs_native
def test_tables_written_directly_reach_the_core() -> None:
    """The P4Runtime server writes the dicts and calls changed(): the core sees it."""
    clock = Clock()
    a, b = pair(0, DropRates(), clock, nack_us=0)
    for p in (a, b):
        install(p, {job: 77 for job in vectors.JOBS})
    join = Packet(MsgType.JOIN, 7, 0, 0, 5, session=0).encode()
    assert run_both(a, b, [("a0", join)], "before") == 1
    for p in (a, b):
        t: Any = p.tables
        t.jobs.pop(7)
        t.changed()
    assert run_both(a, b, [("a0", join)], "after") == 0
    check_same_state(a, b, "after")


@needs_native
def test_native_loop_hands_cpu_port_packets_to_python() -> None:
    """A result copy for 0.0.0.0:0 (the CPU port) leaves the native loop through to_cpu."""
    import socket
    import time

    from softswitch.udp import UdpSwitch

    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind(("127.0.0.1", 0))
    sock.settimeout(2.0)
    me = Address("127.0.0.1", sock.getsockname()[1])
    pipeline = native.NativePipeline(SwitchConfig(num_slots=4, elems_per_packet=K))
    session = pipeline.add_job(JobEntry(1, 0, 2, (me, Address("0.0.0.0", 0))))
    switch = UdpSwitch(Address("127.0.0.1", 0), pipeline)
    assert switch.native_io
    got: list[bytes] = []
    switch.to_cpu = got.append
    switch.start_thread()
    try:
        contrib = [
            Packet(MsgType.CONTRIB, 1, r, 0, 1, session=session, set_bit=1, payload=(r + 1,) * K)
            for r in range(2)
        ]
        switch.inject(contrib[1].encode())  # rank 1 is the CPU port
        sock.sendto(contrib[0].encode(), (switch.address.ip, switch.address.port))
        mine = Packet.decode(sock.recv(65536))
        deadline = time.monotonic() + 2.0
        while not got and time.monotonic() < deadline:
            time.sleep(0.01)
    finally:
        switch.close()
        sock.close()
    assert (mine.msg_type, mine.rank, mine.payload) == (MsgType.RESULT, 0, (3,) * K)
    assert len(got) == 1
    theirs = Packet.decode(got[0])
    assert (theirs.msg_type, theirs.rank, theirs.payload) == (MsgType.RESULT, 1, (3,) * K)


@needs_native
def test_resets_count_from_the_cpu_port_or_the_controller_address_only() -> None:
    """Decision D: a RESET counts from the configured controller address or as a
    packet-out (``from_cpu``); without a controller address (a switch programmed over
    P4Runtime) one from any address, 0.0.0.0:0 included, is ``rejected_reset``."""
    clock = Clock()
    for controller in (ADDR["ctl"], None):
        config = SwitchConfig(num_slots=vectors.NUM_SLOTS, elems_per_packet=K)
        a = Pipeline(config, clock_us=clock, controller=controller)
        b = native.NativePipeline(config, clock_us=clock, controller=controller)
        reset = Packet(MsgType.RESET, 0, 0, 3, 42).encode()
        for who in ("ctl", "a0"):
            args = batch([(who, reset)], packet_len(K) + 1)
            for p in (a, b):
                p.process(*args)
        zero = np.zeros(1, dtype=np.uint32), np.zeros(1, dtype=np.uint16)
        row, length = batch([("ctl", reset)], packet_len(K) + 1)[:2]
        outs = [p.process(row, length, *zero) for p in (a, b)]  # from 0.0.0.0:0, on the wire
        assert all(len(o) == 0 for o in outs)
        acks = [p.process(row, length, *zero, from_cpu=True) for p in (a, b)]  # a packet-out
        for o in acks:
            assert len(o) == 1 and Packet.decode(as_u8(o.packets)[0, :24].tobytes()).slot == 3
        check_same_state(a, b, f"controller {controller}")
        want = {"resets": 2 if controller else 1, "rejected_reset": 2 if controller else 3}
        assert {name: a.counters.as_dict()[name] for name in want} == want
