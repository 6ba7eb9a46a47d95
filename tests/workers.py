"""Helpers that run several workers of a job against a switch, each in a thread."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Any

from hostlib import AggregationJob, JobConfig
from p4rproto.netio import Address
from softswitch.tables import JobEntry
from softswitch.udp import UdpSwitch


def make_jobs(
    switch: UdpSwitch,
    n: int,
    *,
    job_id: int = 1,
    slot_base: int = 0,
    slots: int = 32,
    **cfg: Any,
) -> list[AggregationJob]:
    """Open ``n`` workers on ephemeral ports and install their job in the switch."""
    jobs = [
        AggregationJob(
            JobConfig(switch.address, Address("127.0.0.1", 0), job_id, r, n, slots=slots, **cfg)
        )
        for r in range(n)
    ]
    addrs = tuple(j.config.local for j in jobs)
    switch.pipeline.add_job(JobEntry(job_id, slot_base, slots, addrs))
    return jobs


def run_all(fns: Sequence[Callable[[], Any]]) -> list[Any]:
    """Run the callables concurrently; return results or the exceptions they raised."""
    results: list[Any] = [None] * len(fns)

    def call(i: int) -> None:
        try:
            results[i] = fns[i]()
        except BaseException as exc:  # reported to the caller
            results[i] = exc

    threads = [threading.Thread(target=call, args=(i,)) for i in range(len(fns))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def all_reduce(jobs: Sequence[AggregationJob], inputs: Sequence[Any]) -> list[Any]:
    out = run_all([lambda j=j, x=x: j.all_reduce(x) for j, x in zip(jobs, inputs, strict=True)])
    for r in out:
        if isinstance(r, BaseException):
            raise r
    return out
