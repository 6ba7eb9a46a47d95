"""``AggregationJob.rejoin``: joining the switch's session again after it refused the
worker's (a switch restart, a new session), retrying while the job is locked."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator

import numpy as np
import pytest

from hostlib import AggregationJob, AggregationRefused, JobConfig
from p4rproto.counters import Counter
from p4rproto.netio import Address, free_udp_ports
from p4rproto.wire import MsgType, Packet
from softswitch.pipeline import Pipeline, SwitchConfig
from softswitch.tables import JobEntry
from softswitch.udp import UdpSwitch
from tests.workers import all_reduce, run_all

K, SLOTS = 64, 8


class LockingSwitch:
    """Answers JOINs only: JOIN_ACK with ``session``, or, while ``locked`` > 0 (counting
    down per JOIN), a NACK ``rejected_session`` as a switch refuses the JOIN of a job
    whose session start is under way.  Records every JOIN it got."""

    def __init__(self) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.settimeout(0.05)
        self.address = Address(*self.sock.getsockname())
        self.session = 0x1111_2222
        self.locked = 0
        self.joins: list[Packet] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while not self._stop.is_set():
            try:
                data, src = self.sock.recvfrom(2048)
            except TimeoutError:
                continue
            p = Packet.decode(data)
            if p.msg_type != MsgType.JOIN:
                continue
            self.joins.append(p)
            if self.locked > 0:
                self.locked -= 1
                answer = Packet(
                    MsgType.NACK,
                    p.job_id,
                    p.rank,
                    p.slot,
                    p.seq,
                    session=p.session,
                    payload=(int(Counter.REJECTED_SESSION), 0),
                )
            else:
                answer = Packet(
                    MsgType.JOIN_ACK,
                    p.job_id,
                    p.rank,
                    p.slot,
                    p.seq,
                    session=self.session,
                    payload=(K, SLOTS, 1),
                )
            self.sock.sendto(answer.encode(), src)

    def close(self) -> None:
        self._stop.set()
        self._thread.join()
        self.sock.close()


@pytest.fixture
def locking() -> Iterator[LockingSwitch]:
    sw = LockingSwitch()
    try:
        yield sw
    finally:
        sw.close()


def _job(switch: Address, timeout: float = 2.0) -> AggregationJob:
    local = Address("127.0.0.1", 0)
    return AggregationJob(JobConfig(switch, local, 3, 0, 1, timeout=timeout, initial_rto=0.05))


def test_a_rejoin_retries_while_the_job_is_locked_then_takes_the_new_session(
    locking: LockingSwitch,
) -> None:
    with _job(locking.address) as job:
        assert job.join().session == 0x1111_2222
        locking.session, locking.locked = 0x3333_4444, 3  # a session start under way
        t0 = time.monotonic()
        member = job.rejoin()
        waited = time.monotonic() - t0
        assert member.session == 0x3333_4444 == job.config.session
        assert job.membership == member
        assert len(locking.joins) == 1 + 4  # the join, three refused, the one answered
        # Every JOIN of the job carries one nonce and, on a rejoin, session 0 (learn it).
        assert {p.seq for p in locking.joins} == {locking.joins[0].seq}
        assert [p.session for p in locking.joins[1:]] == [0] * 4
        assert 0.05 + 0.1 + 0.2 <= waited < 1.5  # growing pauses between the tries


def test_a_rejoin_gives_up_within_the_timeout_while_the_job_stays_locked(
    locking: LockingSwitch,
) -> None:
    with _job(locking.address, timeout=0.6) as job:
        job.join()
        locking.locked = 10**6
        t0 = time.monotonic()
        with pytest.raises(AggregationRefused, match="rejected_session") as err:
            job.rejoin()
        assert err.value.reason == Counter.REJECTED_SESSION
        assert 0.3 <= time.monotonic() - t0 < 1.5
        assert job.config.session == 0x1111_2222  # unchanged: still the last one joined


def test_rejoin_after_a_new_session_on_the_software_switch_is_exact() -> None:
    """Two workers: a new session refuses their CONTRIBs; after a rejoin (and a second,
    harmless one in the same session) they are exact again."""
    sw = UdpSwitch(Address("127.0.0.1", 0), Pipeline(SwitchConfig(num_slots=64)))
    sw.start_thread()
    workers = tuple(Address("127.0.0.1", p) for p in free_udp_ports(2))
    sw.pipeline.add_job(JobEntry(5, 0, 16, workers))
    jobs = [
        AggregationJob(JobConfig(sw.address, workers[r], 5, r, 2, timeout=2.0)) for r in range(2)
    ]
    try:
        x = [np.arange(5000, dtype=np.int32) * (r + 1) for r in range(2)]
        for out in all_reduce(jobs, x):
            np.testing.assert_array_equal(out, x[0] * 3)
        with sw.lock:
            session = sw.pipeline.start_session(5)
        refused = run_all([lambda j=j, v=v: j.all_reduce(v) for j, v in zip(jobs, x, strict=True)])
        assert all(isinstance(e, AggregationRefused) for e in refused), refused
        assert all(e.reason == Counter.REJECTED_SESSION for e in refused)
        for _ in range(2):  # the second: the switch answers the same session again
            members = [j.rejoin() for j in jobs]
            assert [m.session for m in members] == [session, session]
        for out in all_reduce(jobs, x):
            np.testing.assert_array_equal(out, x[0] * 3)
    finally:
        for j in jobs:
            j.close()
        sw.close()


def test_workers_refused_by_a_locked_job_rejoin_once_its_session_opens() -> None:
    """The software switch's locked job (session 0 while a session start clears its
    slots): the workers' CONTRIBs and JOINs are refused; a rejoin retries until the new
    session opens, then the sum is exact."""
    sw = UdpSwitch(Address("127.0.0.1", 0), Pipeline(SwitchConfig(num_slots=64)))
    sw.start_thread()
    workers = tuple(Address("127.0.0.1", p) for p in free_udp_ports(2))
    sw.pipeline.add_job(JobEntry(5, 0, 16, workers))
    jobs = [
        AggregationJob(JobConfig(sw.address, workers[r], 5, r, 2, timeout=3.0)) for r in range(2)
    ]
    try:
        x = [np.arange(5000, dtype=np.int32) * (r + 1) for r in range(2)]
        all_reduce(jobs, x)
        with sw.lock:
            sw.pipeline.lock_job(5)
        refused = run_all([lambda j=j, v=v: j.all_reduce(v) for j, v in zip(jobs, x, strict=True)])
        assert all(isinstance(e, AggregationRefused) for e in refused), refused
        opened: list[int] = []

        def open_session() -> None:
            time.sleep(0.4)
            with sw.lock:
                opened.append(sw.pipeline.start_session(5))

        opener = threading.Thread(target=open_session)
        opener.start()
        t0 = time.monotonic()
        members = run_all([j.rejoin for j in jobs])
        opener.join()
        assert [m.session for m in members] == opened * 2, members
        assert 0.4 <= time.monotonic() - t0 < 2.5
        for out in all_reduce(jobs, x):
            np.testing.assert_array_equal(out, x[0] * 3)
    finally:
        for j in jobs:
            j.close()
        sw.close()
