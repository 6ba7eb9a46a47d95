"""Starting a session is atomic (issue: a half-started session mixed two runs' sums).

A run of a static job is cut off after rank 0 contributed; the next ``ctl session`` runs
under heavy loss and cannot clear every slot.  Before the fix the new tag was in the job
table already, so run 2 joined and got run 1's rank-0 data in its sums, silently.  Now
the job stays locked (session 0: the switch refuses its JOINs and CONTRIBs), run 2 is
refused on every rank naming the cause, and a retry of the session start finishes it;
at 20% loss each way the session start completes.
"""

# ruff: noqa: F811  (tests take the imported fixture as a parameter of the same name)
from __future__ import annotations

import numpy as np
import pytest

from controller.errors import SessionLocked
from controller.jobs import JobManager
from hostlib import AggregationJob, AggregationRefused, AggregationTimeout, JobConfig, JobMismatch
from p4rproto.counters import Counter
from p4rproto.netio import Address, open_udp
from p4rproto.wire import MsgType, Packet
from tests.test_controller_soft import (
    Soft,
    fabric,
    pushed,
    soft,  # noqa: F401 (a fixture: the same switch as there)
)
from tests.workers import run_all

N = 16384  # int32 elements, 256 packets of K = 64 over 16 slots


def workers(
    soft: Soft, timeout: float = 5.0, ports: tuple[int, int] = (0, 0)
) -> list[AggregationJob]:
    """Job 5's two workers on 127.0.0.1 and 127.0.0.2 (ephemeral ports unless given)."""
    socks = [open_udp(Address(f"127.0.0.{r + 1}", ports[r])) for r in range(2)]
    return [
        AggregationJob(
            JobConfig(
                soft.switch.address,
                Address(*s.getsockname()),
                5,
                r,
                2,
                slots=16,
                timeout=timeout,
            ),
            sock=s,
        )
        for r, s in enumerate(socks)
    ]


def install(soft: Soft, jobs: list[AggregationJob]) -> JobManager:
    cfg = fabric(
        jobs=[
            {
                "id": 5,
                "slots": 16,
                "workers": [f"h{r + 1}:{j.config.local.port}" for r, j in enumerate(jobs)],
            }
        ]
    )
    manager = JobManager(pushed(soft), cfg)
    manager.install_fabric()
    manager.add(cfg.jobs[0])
    return manager


def test_a_session_start_that_cannot_clear_every_slot_leaves_the_job_locked(soft: Soft) -> None:
    run1 = workers(soft, timeout=1.0)
    manager = install(soft, run1)
    # Run 1: only rank 0 contributes, then the run is stopped.
    rng = np.random.default_rng(1)
    with pytest.raises(AggregationTimeout):
        run1[0].all_reduce(rng.integers(-1000, 1000, N, dtype=np.int32))
    for j in run1:
        j.close()

    # The next session start under 99.9% loss: the clears fail and the job stays locked.
    manager.set_drop_rates(0.999, 0.0)
    with pytest.raises(SessionLocked, match=r"job 5 is locked.*session 5"):
        manager.start_session(5)
    assert manager.installed()[5].locked
    manager.set_drop_rates(0.0, 0.0)

    # Run 2 cannot join the half-started session: refused on every rank, naming it.
    run2 = workers(soft, ports=(run1[0].config.local.port, run1[1].config.local.port))
    xs = [rng.integers(-1000, 1000, N, dtype=np.int32) for _ in run2]
    for out in run_all([j.join for j in run2]):
        assert isinstance(out, AggregationRefused), out
        assert out.counter == Counter.REJECTED_SESSION and "session" in str(out)
    # A retry of the session start finishes it; run 2 is then exact.
    session = manager.start_session(5)
    assert manager.installed()[5].session == session != 0
    outs = run_all([lambda j=j, x=x: j.all_reduce(x) for j, x in zip(run2, xs, strict=True)])
    for out in outs:
        assert not isinstance(out, BaseException), out
        np.testing.assert_array_equal(out, xs[0] + xs[1])
    for j in run2:
        j.close()


def test_a_session_starts_under_twenty_percent_loss_each_way(soft: Soft) -> None:
    jobs = workers(soft)
    manager = install(soft, jobs)
    manager.set_drop_rates(0.2, 0.2)
    session = manager.start_session(5)
    assert manager.installed()[5].session == session != 0
    manager.set_drop_rates(0.0, 0.0)
    xs = [np.arange(N, dtype=np.int32) * (r + 3) for r in range(2)]
    for out in run_all([lambda j=j, x=x: j.all_reduce(x) for j, x in zip(jobs, xs, strict=True)]):
        assert not isinstance(out, BaseException), out
        np.testing.assert_array_equal(out, xs[0] + xs[1])
    for j in jobs:
        j.close()


def test_a_worker_refuses_a_join_ack_of_session_0() -> None:
    """A switch whose program predates the locked-job rule answers a locked job's JOIN
    with session 0: the worker refuses to run on slots that may hold another run's data."""
    fake = open_udp(Address("127.0.0.1", 0))
    job = AggregationJob(
        JobConfig(Address(*fake.getsockname()), Address("127.0.0.1", 0), 5, 1, 2, timeout=3.0)
    )

    def answer() -> None:
        data, sender = fake.recvfrom(2048)
        join = Packet.decode(data)
        ack = Packet(MsgType.JOIN_ACK, 5, 1, 0, join.seq, session=0, payload=(64, 16, 2))
        fake.sendto(ack.encode(), sender)

    try:
        (out, _) = run_all([job.join, answer])
        assert isinstance(out, JobMismatch) and out.field == "session", out
        assert "session 0" in str(out) and "ctl ... session" in str(out)
    finally:
        job.close()
        fake.close()
