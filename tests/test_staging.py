"""The chunked, overlapped staging of a bucket through host memory (``hostlib/torchdist/
staging.py``), on CPU tensors: the same code as GPU buckets take, with ordinary host
buffers.  Two ranks (threads) sum through the software switch; results exact at every
chunk boundary; a fault in the middle of a bucket leaves the tensor as it was."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

pytest.importorskip("torch")

import torch

from hostlib import AggregationJob, AggregationTimeout
from hostlib.torchdist.staging import StagingPool, chunks, staged_all_reduce
from softswitch.udp import UdpSwitch
from tests.workers import make_jobs, run_all

pytestmark = pytest.mark.torch


def switch_reduce(job: AggregationJob, calls: list[int] | None = None):  # type: ignore[no-untyped-def]
    def reduce(host: torch.Tensor) -> torch.Tensor:
        if calls is not None:
            calls.append(host.numel())
        return torch.from_numpy(np.asarray(job.all_reduce(host.numpy())))

    return reduce


@pytest.fixture
def pair(soft_switch: UdpSwitch) -> Iterator[list[AggregationJob]]:
    jobs = make_jobs(soft_switch, 2, timeout=2.0, initial_rto=0.02, min_rto=0.01)
    yield jobs
    for j in jobs:
        j.close()


def test_chunks_cover_every_element_once() -> None:
    for n in (0, 1, 63, 64, 65, 1000):
        for size in (1, 7, 64, 1 << 20):
            parts = chunks(n, size)
            covered = [i for p in parts for i in range(p.start, p.stop)]
            assert covered == list(range(n)) and all(p.stop - p.start <= size for p in parts)
    with pytest.raises(ValueError, match="positive"):
        chunks(10, 0)


@pytest.mark.parametrize(
    ("length", "chunk"),
    [(1, 64), (0, 64), (64 * 5, 64), (64 * 5 + 1, 64), (1000, 333), (4096, 1 << 20)],
)
def test_every_chunk_boundary_is_exact(pair: list[AggregationJob], length: int, chunk: int) -> None:
    g = torch.Generator().manual_seed(length)
    xs = [torch.randint(-(2**20), 2**20, (length,), generator=g, dtype=torch.int32) for _ in pair]
    want = xs[0] + xs[1]
    pools = [StagingPool() for _ in pair]
    calls: list[list[int]] = [[], []]
    out = run_all(
        [
            lambda r=r: staged_all_reduce(xs[r], switch_reduce(pair[r], calls[r]), pools[r], chunk)
            for r in range(2)
        ]
    )
    assert out == [None, None], out
    for x in xs:
        assert torch.equal(x, want)
    assert calls[0] == [p.stop - p.start for p in chunks(length, chunk)]


def test_buffers_are_allocated_once_for_the_largest_bucket(pair: list[AggregationJob]) -> None:
    pools = [StagingPool() for _ in pair]
    for length in (1000, 300, 1000, 50):
        xs = [torch.ones(length, dtype=torch.float32) for _ in pair]
        run_all(
            [
                lambda r=r, xs=xs: staged_all_reduce(xs[r], switch_reduce(pair[r]), pools[r], 256)
                for r in range(2)
            ]
        )
        assert all(torch.equal(x, torch.full((length,), 2.0)) for x in xs)
    assert [p.allocations for p in pools] == [2, 2]  # one src and one dst buffer each


def test_a_fault_in_the_middle_of_a_bucket_leaves_the_tensor_as_it_was(
    pair: list[AggregationJob],
) -> None:
    """Rank 1 stops after two of five chunks: rank 0 times out on the third, and both
    tensors hold their own input again (the two chunks summed were put back)."""
    xs = [torch.arange(640, dtype=torch.int32) * (r + 1) for r in range(2)]
    before = [x.clone() for x in xs]
    pools = [StagingPool() for _ in pair]

    def failing(r: int):  # type: ignore[no-untyped-def]
        inner = switch_reduce(pair[r])
        done = [0]

        def reduce(host: torch.Tensor) -> torch.Tensor:
            if r == 1 and done[0] == 2:
                raise RuntimeError("rank 1 stops")
            done[0] += 1
            return inner(host)

        return reduce

    out = run_all(
        [lambda r=r: staged_all_reduce(xs[r], failing(r), pools[r], 128) for r in range(2)]
    )
    assert isinstance(out[0], AggregationTimeout) and isinstance(out[1], RuntimeError), out
    for x, b in zip(xs, before, strict=True):
        assert torch.equal(x, b)
    # Rank 1 skipped the call rank 0 gave up, so their call numbers differ now: a layer
    # above agrees where to go on (the PyTorch layer's recovery round), and then a whole
    # bucket is exact.
    round_, call = max(j.control_round for j in pair) + 1, max(j.next_call for j in pair)
    for j in pair:
        j.resync(round_, call)
    ys = [torch.ones(640, dtype=torch.int32) for _ in pair]
    run_all(
        [
            lambda r=r: staged_all_reduce(ys[r], switch_reduce(pair[r]), pools[r], 128)
            for r in range(2)
        ]
    )
    assert all(torch.equal(y, torch.full((640,), 2, dtype=torch.int32)) for y in ys)


def test_a_non_flat_tensor_is_refused() -> None:
    with pytest.raises(ValueError, match="1-D"):
        staged_all_reduce(torch.ones(2, 2), lambda t: t, StagingPool())


class InPlaceThenFault:
    """A network step that sums in place, as Gloo does (here: doubles, as two equal ranks
    would), and raises on chunk ``fail_at``."""

    def __init__(self, fail_at: int | None) -> None:
        self.fail_at = fail_at
        self.calls = 0

    def __call__(self, host: torch.Tensor) -> torch.Tensor:
        if self.calls == self.fail_at:
            host.fill_(-1)  # a step may leave garbage behind before it raises
            raise RuntimeError("the network step failed")
        self.calls += 1
        return host.mul_(2)


def test_a_network_step_that_sums_in_place_gives_the_sum() -> None:
    x = torch.arange(1000, dtype=torch.float32)
    staged_all_reduce(x, InPlaceThenFault(None), StagingPool(), 128)
    assert torch.equal(x, torch.arange(1000, dtype=torch.float32) * 2)


@pytest.mark.parametrize("fail_at", [0, 1, 7])
def test_a_fault_after_chunks_summed_in_place_leaves_the_tensor_as_it_was(fail_at: int) -> None:
    """The Gloo fallback sums a chunk in place, over its input in ``src``: the input must
    still be restorable when a later chunk fails (the last of 8 chunks: fail_at=7)."""
    x = torch.arange(1000, dtype=torch.int64)
    pool = StagingPool()
    with pytest.raises(RuntimeError, match="network step failed"):
        staged_all_reduce(x, InPlaceThenFault(fail_at), pool, 128)
    assert torch.equal(x, torch.arange(1000, dtype=torch.int64))
    staged_all_reduce(x, InPlaceThenFault(None), pool, 128)  # the pool serves the next call
    assert torch.equal(x, torch.arange(1000, dtype=torch.int64) * 2)
