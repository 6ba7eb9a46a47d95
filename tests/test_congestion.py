"""The congestion window: AIMD, the delay guard, and no deadlock whatever the windows."""

from __future__ import annotations

import pytest

from hostlib.congestion import CongestionWindow
from hostlib.datagen import demo_data
from softswitch.dropsim import DropRates
from softswitch.udp import UdpSwitch
from tests.test_allreduce import check_float
from tests.workers import all_reduce, make_jobs


def test_slow_start_then_additive_increase_then_halving() -> None:
    w = CongestionWindow(4.0)
    w.on_results(4, srtt=0.001, rtt_sample=0.001, cap=1000)
    assert w.cwnd == 8.0  # slow start: +1 per result, doubling per round trip
    w.on_loss(now=10.0, srtt=0.001)
    assert (w.cwnd, w.ssthresh, w.cuts) == (4.0, 4.0, 1)
    w.on_loss(now=10.0005, srtt=0.001)  # the same burst of drops: no second cut
    assert w.cwnd == 4.0 and w.cuts == 1
    w.on_results(4, srtt=0.001, rtt_sample=0.001, cap=1000)
    assert w.cwnd == pytest.approx(5.0)  # avoidance: +1 per window of results
    w.on_results(10_000, srtt=0.001, rtt_sample=0.001, cap=64)
    assert w.cwnd == 64.0 and w.allowed(32) == 32  # capped by the pool and the call


def test_a_growing_queue_holds_the_window() -> None:
    w = CongestionWindow(30.0)
    w.on_results(1, srtt=0.001, rtt_sample=0.001, cap=1000)
    assert w.cwnd == 31.0
    # 20x the base RTT: 95% of the window sits in queues: hold.
    w.on_results(5, srtt=0.020, rtt_sample=0.020, cap=1000)
    assert w.cwnd == 31.0
    assert w.allowed(100) == 31 and CongestionWindow(0.2).allowed(100) == 1


def test_a_small_window_on_a_jittery_path_still_grows() -> None:
    w = CongestionWindow(4.0, ssthresh=4.0)
    w.on_results(1, srtt=0.0001, rtt_sample=0.0001, cap=1000)  # one lucky sample
    w.on_results(4, srtt=0.005, rtt_sample=0.005, cap=1000)  # 50x it, but only 4 in flight
    assert w.cwnd > 5.0


@pytest.mark.parametrize("loss", [0.0, 0.05])
def test_workers_with_different_windows_never_deadlock(soft_switch: UdpSwitch, loss: float) -> None:
    """Windows of 1, 2, 8 and 64 slots on one job, with loss: exact, no timeout."""
    soft_switch.pipeline.set_drop_rates(DropRates(loss, loss))
    jobs = make_jobs(
        soft_switch,
        4,
        slots=64,
        min_rto=0.005,
        initial_rto=0.01,
        timeout=20,
        congestion_control=True,
    )
    for job, window in zip(jobs, (1, 2, 8, 64), strict=True):
        job.join()
        assert job._slots.window is not None
        job._slots.window.cwnd = float(window)
        job._slots.window.ssthresh = float(window)  # grow slowly from there
    for seed in range(2):
        inputs = [demo_data(seed, 1, r, 64 * 700 + 9) for r in range(4)]
        check_float(all_reduce(jobs, inputs), inputs)
