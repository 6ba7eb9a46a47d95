"""``p4reduce bench agreement``: what agreeing on every call costs.

Every all-reduce starts with one agreement round (``docs/protocol.md``, "Call
agreement"): one packet per rank on the control slot, one round trip.  This runs N
workers (threads) against the software switch on loopback and times, per call, an
empty all-reduce (the agreement round alone, as a call of 0 elements is) and all-reduces
of several sizes; the agreement's share of a call is the first over the second.
"""

from __future__ import annotations

import statistics
import sys
import threading
import time
from collections.abc import Sequence
from typing import TextIO

import numpy as np

from hostlib import AggregationJob, JobConfig
from p4rproto.netio import Address
from softswitch.native import make_pipeline
from softswitch.pipeline import SwitchConfig
from softswitch.tables import JobEntry
from softswitch.udp import UdpSwitch

SIZES = (0, 64, 64 * 1024, 1024 * 1024)


def _time_calls(jobs: Sequence[AggregationJob], length: int, repeat: int) -> list[float]:
    """Per call, the slowest rank's time (the ranks start each call together)."""
    inputs = [np.ones(length, dtype=np.float32) for _ in jobs]
    times: list[list[float]] = [[] for _ in jobs]
    barrier = threading.Barrier(len(jobs))

    def rank(r: int) -> None:
        for _ in range(repeat):
            barrier.wait()
            t0 = time.perf_counter()
            jobs[r].all_reduce(inputs[r])
            times[r].append(time.perf_counter() - t0)

    threads = [threading.Thread(target=rank, args=(r,)) for r in range(len(jobs))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return [max(per_rank) for per_rank in zip(*times, strict=True)]


def run(
    workers: int = 2,
    repeat: int = 200,
    elems: int = 256,
    sizes: Sequence[int] = SIZES,
    out: TextIO | None = None,
) -> dict[int, float]:
    """Print the median time per call for each size; return it (seconds, by size)."""
    out = sys.stdout if out is None else out  # bound per call, not at import
    switch = UdpSwitch(
        Address("127.0.0.1", 0), make_pipeline(SwitchConfig(num_slots=1024, elems_per_packet=elems))
    )
    switch.start_thread()
    jobs = [
        AggregationJob(
            JobConfig(
                switch.address, Address("127.0.0.1", 0), 1, r, workers, elems_per_packet=elems
            )
        )
        for r in range(workers)
    ]
    switch.pipeline.add_job(JobEntry(1, 0, 256, tuple(j.config.local for j in jobs)))
    try:
        _time_calls(jobs, 64, 5)  # join, warm up
        medians = {n: statistics.median(_time_calls(jobs, n, repeat)) for n in sizes}
    finally:
        for j in jobs:
            j.close()
        switch.close()
    agree = medians.get(0)
    print(
        f"p4reduce bench agreement: {workers} workers (threads), software switch on loopback, "
        f"K = {elems}, median of {repeat} calls",
        file=out,
    )
    for n, t in medians.items():
        share = "" if not agree or n == 0 else f"  agreement round {agree / t:6.1%} of the call"
        what = "agreement round alone (0 elements)" if n == 0 else f"{n:>9,} float32"
        print(f"  {what:<36} {t * 1e6:10.0f} us{share}", file=out)
    return medians
