"""Shared-memory lanes between workers and the software switch on one host
(``docs/protocol.md``, "Lanes"): exact sums through them, UDP where a switch gives none,
refusals of what the switch cannot trust, and loss."""

from __future__ import annotations

import os
import socket
import struct
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest

from hostlib import lane
from p4rproto.lane import (
    CTL_BYTES,
    DIRECTORY,
    MAGIC,
    MIN_SLOTS,
    PREFIX,
    TAG,
    VERSION,
    Kind,
    Refusal,
    message,
)
from p4rproto.netio import Address
from p4rproto.wire import MsgType, Packet
from softswitch.dropsim import DropRates
from softswitch.native import make_pipeline
from softswitch.pipeline import SwitchConfig
from softswitch.tables import JobEntry
from softswitch.udp import UdpSwitch
from tests.targets import needs_native
from tests.workers import all_reduce, make_jobs


@pytest.fixture
def native_switch() -> Iterator[UdpSwitch]:
    needs_native()
    switch = UdpSwitch(Address("127.0.0.1", 0), make_pipeline(SwitchConfig(num_slots=256)))
    assert switch.native_io, "the native pipeline serves with the native loop here"
    switch.start_thread()
    try:
        yield switch
    finally:
        switch.close()


def _eventually(check: Callable[[], bool], within: float = 2.0) -> bool:
    """Whether ``check()`` holds within ``within`` seconds (the switch's thread acts on
    a DETACH when it reads it)."""
    deadline = time.monotonic() + within
    while not check():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.005)
    return True


def _inputs(n: int, length: int, seed: int) -> tuple[list[np.ndarray], list[np.ndarray]]:
    rng = np.random.default_rng(seed)
    ints = [rng.integers(-(1 << 20), 1 << 20, length, dtype=np.int32) for _ in range(n)]
    floats = [rng.standard_normal(length).astype(np.float32) for _ in range(n)]
    return ints, floats


@pytest.mark.parametrize("length", [1, 1000, 20_000])
def test_sums_through_lanes_are_exact_and_equal_udp_s(
    native_switch: UdpSwitch, length: int
) -> None:
    """Three workers on lanes and three on UDP, on one switch: the lanes' integer sums
    match numpy bit for bit, their float sums match UDP's bit for bit, and every packet
    of theirs went through the lane."""
    shared = make_jobs(native_switch, 3, job_id=1, slots=64, elems_per_packet=64, lane=True)
    plain = make_jobs(native_switch, 3, job_id=2, slot_base=64, slots=64, elems_per_packet=64)
    try:
        ints, floats = _inputs(3, length, seed=length)
        want = np.sum(ints, axis=0, dtype=np.int32)
        for got in all_reduce(shared, ints):
            np.testing.assert_array_equal(got, want)
        over_lanes, over_udp = all_reduce(shared, floats), all_reduce(plain, floats)
        for a, b in zip(over_lanes, over_udp, strict=True):
            assert a.tobytes() == b.tobytes()
        for j in shared:
            assert j.stats.packets_sent > 0
            assert j.stats.lane_packets == j.stats.packets_sent
        assert all(j.stats.lane_packets == 0 for j in plain)
        stats = native_switch.lane_stats()
        assert stats["lanes"] == 3 and stats["attached"] == 3
        assert stats["received"] == sum(j.stats.lane_packets for j in shared)
        assert stats["sent"] > 0
    finally:
        for j in shared + plain:
            j.close()
    assert _eventually(lambda: native_switch.lane_stats()["lanes"] == 0), "closed: detached"
    # Both ends unmapped their lanes (the switch runs in this process: one map file).
    assert PREFIX not in Path("/proc/self/maps").read_text()


def test_lanes_stay_exact_when_the_switch_drops_packets(native_switch: UdpSwitch) -> None:
    native_switch.pipeline.set_drop_rates(DropRates(ingress=0.03, egress=0.03))
    jobs = make_jobs(native_switch, 2, slots=64, elems_per_packet=64, lane=True, min_rto=0.005)
    try:
        ints, _ = _inputs(2, 30_000, seed=7)
        for got in all_reduce(jobs, ints):
            np.testing.assert_array_equal(got, ints[0] + ints[1])
        assert sum(j.stats.retransmissions for j in jobs) > 0
        assert all(j.stats.lane_packets > 0 for j in jobs)
    finally:
        for j in jobs:
            j.close()


def test_a_switch_that_gives_no_lane_leaves_the_job_on_udp() -> None:
    """The numpy pipeline answers no ATTACH (it counts it as malformed): the jobs wait
    for the answer, then sum over UDP."""
    switch = UdpSwitch(Address("127.0.0.1", 0), make_pipeline(SwitchConfig(), native=False))
    switch.start_thread()
    jobs = make_jobs(switch, 2, slots=16, elems_per_packet=64, lane=True)
    try:
        ints, _ = _inputs(2, 500, seed=1)
        for got in all_reduce(jobs, ints):
            np.testing.assert_array_equal(got, ints[0] + ints[1])
        assert all(j.stats.lane_packets == 0 and j.stats.packets_sent > 0 for j in jobs)
    finally:
        for j in jobs:
            j.close()
        switch.close()


def _ask(sock: socket.socket, payload: bytes) -> tuple[int, int]:
    sock.send(message(Kind.ATTACH, payload))
    sock.settimeout(2.0)
    answer = sock.recv(64)
    assert answer[:8] == TAG and answer[8] == VERSION
    return answer[9], answer[10]


def _lane_file(tmp: str, mode: int = 0o600, magic: int = MAGIC) -> str:
    slots, slot_bytes = MIN_SLOTS, 128
    path = os.path.join(DIRECTORY, f"{PREFIX}test-{os.getpid()}-{tmp}")
    with open(path, "wb") as f:
        f.write(struct.pack("<4I", magic, VERSION, slots, slot_bytes))
        f.truncate(CTL_BYTES + 2 * slots * slot_bytes)
    os.chmod(path, mode)
    return path


def test_the_switch_refuses_lanes_it_cannot_trust_and_keeps_serving(
    native_switch: UdpSwitch,
) -> None:
    worker = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    stranger = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    for s in (worker, stranger):
        s.bind(("127.0.0.1", 0))
        s.connect((native_switch.address.ip, native_switch.address.port))
    me = Address("127.0.0.1", worker.getsockname()[1])
    native_switch.pipeline.add_job(JobEntry(9, 200, 8, (me,)))
    made = [_lane_file("open", mode=0o644), _lane_file("magic", magic=0x1234), _lane_file("ok")]
    try:
        refusals = {
            "outside the directory": (worker, b"/tmp/p4r-lane-x"),
            "a sub-directory": (worker, f"{DIRECTORY}/{PREFIX}a/b".encode()),
            "no such file": (worker, f"{DIRECTORY}/{PREFIX}none".encode()),
            "open to others": (worker, made[0].encode()),
            "not a lane": (worker, made[1].encode()),
            "not a worker": (stranger, made[2].encode()),
        }
        reasons = {what: _ask(s, path) for what, (s, path) in refusals.items()}
        assert reasons == {
            "outside the directory": (Kind.REFUSED, Refusal.BAD_REQUEST),
            "a sub-directory": (Kind.REFUSED, Refusal.BAD_REQUEST),
            "no such file": (Kind.REFUSED, Refusal.CANNOT_OPEN),
            "open to others": (Kind.REFUSED, Refusal.NOT_PRIVATE),
            "not a lane": (Kind.REFUSED, Refusal.BAD_LAYOUT),
            "not a worker": (Kind.REFUSED, Refusal.NOT_A_WORKER),
        }
        assert _ask(worker, made[2].encode()) == (Kind.ACCEPTED, 0)
        stats = native_switch.lane_stats()
        assert (stats["refused"], stats["attached"], stats["lanes"]) == (6, 1, 1)
        worker.send(message(Kind.DETACH))
        jobs = make_jobs(native_switch, 2, slots=16, elems_per_packet=64, lane=True)
        try:
            ints, _ = _inputs(2, 2000, seed=3)
            for got in all_reduce(jobs, ints):
                np.testing.assert_array_equal(got, ints[0] + ints[1])
        finally:
            for j in jobs:
                j.close()
        assert _eventually(lambda: native_switch.lane_stats()["lanes"] == 0)
    finally:
        for path in made:
            os.unlink(path)
        worker.close()
        stranger.close()


def test_a_full_table_drops_the_lanes_of_removed_workers_first(
    native_switch: UdpSwitch,
) -> None:
    """The switch holds 64 lanes; one more is refused (TOO_MANY) while all 64 are
    workers', and taken once a job's removal left lanes of addresses that are none."""
    socks = [socket.socket(socket.AF_INET, socket.SOCK_DGRAM) for _ in range(65)]
    paths: list[str] = []
    try:
        for s in socks:
            s.bind(("127.0.0.1", 0))
            s.connect((native_switch.address.ip, native_switch.address.port))
        addrs = [Address("127.0.0.1", s.getsockname()[1]) for s in socks]
        native_switch.pipeline.add_job(JobEntry(7, 0, 4, tuple(addrs[:32])))
        native_switch.pipeline.add_job(JobEntry(8, 4, 4, tuple(addrs[32:])))
        paths = [_lane_file(f"full{i}") for i in range(65)]
        for s, path in zip(socks[:64], paths, strict=False):
            assert _ask(s, path.encode()) == (Kind.ACCEPTED, 0)
        assert _ask(socks[64], paths[64].encode()) == (Kind.REFUSED, Refusal.TOO_MANY)
        native_switch.pipeline.remove_job(7)
        assert _ask(socks[64], paths[64].encode()) == (Kind.ACCEPTED, 0)
        assert native_switch.lane_stats()["lanes"] == 33, "job 7's 32 lanes were dropped"
    finally:
        for path in paths:
            os.unlink(path)
        for s in socks:
            s.close()


def test_a_join_by_udp_drops_the_workers_stale_lane(native_switch: UdpSwitch) -> None:
    """A process that starts over at a worker's address (or rejoins) joins by UDP: the
    lane of the one before is dropped, so the switch answers the new one by UDP until
    it attaches a lane of its own."""
    worker = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    worker.bind(("127.0.0.1", 0))
    worker.connect((native_switch.address.ip, native_switch.address.port))
    me = Address("127.0.0.1", worker.getsockname()[1])
    native_switch.pipeline.add_job(JobEntry(9, 200, 8, (me,)))
    path = _lane_file("stale")
    try:
        assert _ask(worker, path.encode()) == (Kind.ACCEPTED, 0)
        assert native_switch.lane_stats()["lanes"] == 1
        worker.send(Packet(MsgType.JOIN, job_id=9, rank=0, slot=0, seq=0).encode())
        assert _eventually(lambda: native_switch.lane_stats()["lanes"] == 0)
        answer = Packet.decode(worker.recv(2048))
        assert answer.msg_type == MsgType.JOIN_ACK, "answered by UDP, not into the old lane"
    finally:
        os.unlink(path)
        worker.close()


def test_a_refused_attach_says_why_and_leaves_no_file(native_switch: UdpSwitch) -> None:
    """A worker that is not in the switch's tables asks for a lane: refused, saying why,
    and the file it made is gone."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind(("127.0.0.1", 0))
    sock.connect((native_switch.address.ip, native_switch.address.port))
    before = set(os.listdir(DIRECTORY))
    try:
        with pytest.raises(lane.LaneRefused, match="not in the switch's tables"):
            lane.attach(sock, slots=MIN_SLOTS, slot_bytes=128)
    finally:
        sock.close()
    assert {f for f in os.listdir(DIRECTORY) if f.startswith(PREFIX)} <= before
