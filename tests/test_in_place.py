"""Calls that sum their input in place (``AggregationJob.all_reduce(x, out=x)``, the
PyTorch layer's large float32 all-reduces): the same bits as a call with its own result
buffer; after a failure part-way, each chunk holds its sum or its input, as the job's
``in_place_progress`` says; and the PyTorch layer's Gloo fallback finishes such a call
from what each rank holds (``hostlib/torchdist/inplace.py``), exact, on every rank."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
import torch
import torch.distributed as dist

from hostlib import AggregationTimeout
from hostlib.engine import Transfer
from hostlib.errors import PeerInputError
from hostlib.job import InPlaceProgress
from hostlib.torchdist import P4ReduceProcessGroup
from hostlib.torchdist import reducer as reducer_module
from hostlib.torchdist.groups import allreduce_options
from hostlib.torchdist.inplace import InPlaceCallLost, complete_on_gloo
from softswitch.udp import UdpSwitch
from tests.test_torch_backend import ThreadWorld, switch_world
from tests.workers import make_jobs, run_all

K = 64


@pytest.mark.parametrize("dtype", [np.float32, np.int32])
def test_an_in_place_sum_is_the_same_as_into_a_buffer(soft_switch: UdpSwitch, dtype: type) -> None:
    jobs = make_jobs(soft_switch, 2, timeout=5.0)
    rng = np.random.default_rng(1)
    n = 64 * 300 + 17  # whole chunks and a partial one
    xs = [(rng.standard_normal(n) * 100).astype(dtype) for _ in jobs]
    into = run_all([lambda j=j, x=x: j.all_reduce(x) for j, x in zip(jobs, xs, strict=True)])
    copies = [x.copy() for x in xs]
    placed = run_all(
        [lambda j=j, x=x: j.all_reduce(x, out=x) for j, x in zip(jobs, copies, strict=True)]
    )
    for got, x, want in zip(placed, copies, into, strict=True):
        assert np.shares_memory(got, x)
        np.testing.assert_array_equal(x, want)
    assert all(j.in_place_progress() is None for j in jobs)  # no failed call to tell of


def test_only_out_being_x_itself_sums_in_place(soft_switch: UdpSwitch) -> None:
    """A partial overlap is still refused: only the whole array is summed in place."""
    jobs = make_jobs(soft_switch, 2, timeout=5.0)
    x = np.ones(64 * 40, np.float32)
    y = np.ones(64 * 39, np.float32)
    out = run_all([lambda: jobs[0].all_reduce(x[:-64], out=x[64:]), lambda: jobs[1].all_reduce(y)])
    assert isinstance(out[0], ValueError) and "overlaps the input" in str(out[0]), out
    assert isinstance(out[1], PeerInputError), out
    assert (x == 1).all()


def test_a_failed_in_place_call_holds_a_sum_or_the_input_in_each_chunk(
    soft_switch: UdpSwitch, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Rank 1 stalls part-way through an in-place call: rank 0 times out.  Each rank's
    chunks that ``in_place_progress`` counts as summed hold the exact sum, the others the
    rank's own input, untouched.  (The numpy loop reports progress per batch of
    results, where the stall is placed; the C loop reports less often.)"""
    monkeypatch.setattr(Transfer, "native_loop", False)
    jobs = make_jobs(soft_switch, 2, timeout=0.5, initial_rto=0.02, min_rto=0.01, slots=8)
    n = K * 400 + 5
    inputs = [(np.arange(n) % 97 + 100 * r).astype(np.float32) for r in range(2)]
    xs = [x.copy() for x in inputs]
    stalled = threading.Event()

    def stall(results: int) -> None:
        if not stalled.is_set():
            stalled.set()
            time.sleep(1.2)

    out = run_all(
        [
            lambda: jobs[0].all_reduce(xs[0], out=xs[0]),
            lambda: jobs[1].all_reduce(xs[1], on_progress=stall, out=xs[1]),
        ]
    )
    assert all(isinstance(r, AggregationTimeout) for r in out), out
    total = inputs[0] + inputs[1]  # small integers: the quantized sum is exact
    seen = []
    for j, x, mine in zip(jobs, xs, inputs, strict=True):
        progress = j.in_place_progress()
        assert progress is not None and progress.chunk == K and not progress.poisoned
        summed = np.repeat(progress.summed, K)[:n]
        np.testing.assert_array_equal(x[summed], total[summed])
        np.testing.assert_array_equal(x[~summed], mine[~summed])
        seen.append(progress.summed)
    assert 0 < seen[0].sum() < len(seen[0])  # part-way: some chunks summed, not all


@pytest.fixture(scope="module")
def world() -> Iterator[ThreadWorld]:
    with switch_world(3, fallback="fail") as w:
        yield w


def progress(chunks: int, summed: list[int], poisoned: bool = False) -> InPlaceProgress:
    mask = np.zeros(chunks, dtype=bool)
    mask[summed] = True
    return InPlaceProgress(mask, K, poisoned)


def test_gloo_completes_a_call_from_what_each_rank_holds(world: ThreadWorld) -> None:
    """Five chunks (the last partial): 0 summed by no rank, 1 by rank 0, 2 by ranks 0
    and 2, 3 by every rank, 4 by rank 1; every rank ends with the exact sum."""
    n, chunks = 4 * K + 9, 5
    inputs = [torch.arange(n, dtype=torch.float32) * (r + 1) - 7 for r in range(3)]
    total = sum(inputs)
    held = {0: [1, 2, 3], 1: [3, 4], 2: [2, 3]}

    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
        buf = inputs[r].clone()
        for c in held[r]:
            buf[c * K : (c + 1) * K] = total[c * K : (c + 1) * K]
        done = complete_on_gloo(gloo, buf, progress(chunks, held[r]), K)
        return done, buf

    for done, buf in world.run(rank):
        assert done and torch.equal(buf, total)


def test_nothing_summed_is_left_to_the_caller_and_void_data_raise(world: ThreadWorld) -> None:
    n, chunks = 3 * K, 3

    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
        buf = torch.full((n,), float(r))
        untouched = complete_on_gloo(gloo, buf, None, K)
        try:
            mark = progress(chunks, [0], poisoned=r == 2) if r else None
            complete_on_gloo(gloo, buf, mark, K)
        except InPlaceCallLost as exc:
            return untouched, torch.equal(buf, torch.full((n,), float(r))), str(exc)
        return untouched, None, None

    for untouched, whole, error in world.run(rank):
        assert untouched is False and whole is True
        assert error is not None and "1 rank(s) received its void data" in error


def test_the_gloo_fallback_finishes_a_call_that_failed_after_summing_in_place(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Under ``fallback="gloo"`` rank 1 stalls part-way through a large float32
    all-reduce, summed in place: the ranks finish it on Gloo from the chunks each holds,
    and every rank has the exact sum (redoing it from the tensors would have summed
    sums); the next call, in the cool-down, exact on Gloo."""
    finished: list[bool] = []
    through = reducer_module.complete_on_gloo

    def spy(*args: Any) -> bool:
        finished.append(through(*args))
        return finished[-1]

    monkeypatch.setattr(reducer_module, "complete_on_gloo", spy)
    monkeypatch.setattr(Transfer, "native_loop", False)  # progress per batch: the stall
    n = 64 * 600 + 3
    with switch_world(2, fallback="gloo", timeout=0.6, slots=8) as w:
        stalled = threading.Event()
        job1 = w.pgs[1].reducer.job
        assert job1 is not None
        plain = job1.all_reduce

        def stalling(x: Any, *args: Any, **kwargs: Any) -> Any:
            def stall(results: int) -> None:
                if not stalled.is_set():
                    stalled.set()
                    time.sleep(1.5)

            return plain(x, *args, on_progress=stall, **kwargs)

        job1.all_reduce = stalling  # type: ignore[method-assign]
        inputs = [(torch.arange(n) % 101 + 1000 * r).float() for r in range(2)]

        def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
            x = inputs[r].clone()
            pg.allreduce([x], allreduce_options(dist.ReduceOp.SUM)).wait()
            before = pg.counters.switch
            y = inputs[r].clone()
            pg.allreduce([y], allreduce_options(dist.ReduceOp.SUM)).wait()
            return x, y, pg.counters.fallbacks, pg.counters.switch - before

        total = inputs[0] + inputs[1]
        for x, y, fallbacks, switched in w.run(rank):
            assert torch.equal(x, total) and torch.equal(y, total)
            assert fallbacks == 1 and switched == 0  # the cool-down: Gloo takes the next
    assert finished == [True, True]
