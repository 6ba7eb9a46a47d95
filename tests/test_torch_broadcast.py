"""A small broadcast through the ``p4reduce`` process group rides in its agreement
packet (``hostlib/torchdist/broadcast.py``): the root's bytes reach every rank bit for
bit, whatever the dtype; a larger one, or a list of tensors, goes to Gloo as before; a
rank that refuses its call or names another root fails the call on every rank."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("torch")

import torch

from hostlib.errors import PeerRefusedError
from hostlib.torchdist.agreement import CollectiveMismatch
from tests.test_torch_backend import ThreadWorld, _broadcast_from, switch_world
from tests.workers import run_all

pytestmark = pytest.mark.torch

N = 3
DTYPES = [
    torch.float32,
    torch.float64,
    torch.float16,
    torch.bfloat16,
    torch.int8,
    torch.uint8,
    torch.int16,
    torch.int32,
    torch.int64,
    torch.bool,
    torch.complex64,
]


@pytest.fixture(scope="module")
def world() -> Iterator[ThreadWorld]:
    with switch_world(N, fallback="fail", timeout=5.0) as w:
        yield w


def random_bits(dtype: torch.dtype, shape: tuple[int, ...], seed: int) -> torch.Tensor:
    """A tensor of ``dtype`` whose bytes are random (NaN payloads, negative zeros and
    subnormals among the floats; bool's bytes kept 0 or 1)."""
    g = torch.Generator().manual_seed(seed)
    t = torch.empty(shape, dtype=dtype)
    raw = t.view(-1).view(torch.uint8) if t.dim() else t.reshape(1).view(torch.uint8)
    raw.copy_(torch.randint(0, 2 if dtype == torch.bool else 256, raw.shape, generator=g))
    return t


def same_bytes(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool(torch.equal(a.reshape(-1).view(torch.uint8), b.reshape(-1).view(torch.uint8)))


def broadcast(w: ThreadWorld, ts: list[torch.Tensor], root: int) -> list[Any]:
    return run_all(
        [lambda r=r: w.pgs[r].broadcast([ts[r]], _broadcast_from(root)).wait() for r in range(N)]
    )


def test_small_broadcasts_of_every_dtype_arrive_bit_for_bit_in_one_round(
    world: ThreadWorld,
) -> None:
    """Every dtype, a scalar, an empty tensor, odd byte counts, each root: what fits
    the agreement packet rides there (15 float64s do not, at K = 64 and 3 ranks: Gloo
    takes them), and every rank ends with the root's bytes."""
    capacity = world.pgs[0].reducer.job.broadcast_capacity  # type: ignore[union-attr]
    before = [pg.counters for pg in world.pgs]
    rode = went_to_gloo = 0
    for i, dtype in enumerate(DTYPES):
        for shape in ((), (0,), (7,), (3, 5)):
            root = (i + len(shape)) % N
            ts = [random_bits(dtype, shape, 100 * i + r) for r in range(N)]
            want = ts[root].clone()
            assert broadcast(world, ts, root) == [True] * N
            if want.numel() * want.element_size() <= 4 * capacity:
                rode += 1
            else:
                went_to_gloo += 1
            for t in ts:
                assert t.dtype == dtype and t.shape == shape
                assert same_bytes(t, want), (dtype, shape, root)
    assert rode > 30 and went_to_gloo > 0
    for pg, b in zip(world.pgs, before, strict=True):
        c = pg.counters
        assert (c.broadcasts - b.broadcasts, c.gloo - b.gloo) == (rode, went_to_gloo), (c, b)


def test_the_largest_broadcast_that_fits_rides_and_one_byte_more_goes_to_gloo(
    world: ThreadWorld,
) -> None:
    capacity = world.pgs[0].reducer.job.broadcast_capacity  # type: ignore[union-attr]
    for nbytes, rides in ((4 * capacity, True), (4 * capacity + 1, False)):
        before = [pg.counters for pg in world.pgs]
        ts = [random_bits(torch.uint8, (nbytes,), 7 + r) for r in range(N)]
        want = ts[2].clone()
        assert broadcast(world, ts, 2) == [True] * N
        for t in ts:
            assert same_bytes(t, want)
        for pg, b in zip(world.pgs, before, strict=True):
            c = pg.counters
            assert (c.broadcasts - b.broadcasts, c.gloo - b.gloo) == (
                (1, 0) if rides else (0, 1)
            ), nbytes


def test_a_rank_that_refuses_or_names_another_root_fails_the_broadcast_everywhere(
    world: ThreadWorld,
) -> None:
    ts = [torch.zeros(5) for _ in range(N)]
    ts[1] = torch.zeros(1).expand(5)  # its elements share memory: no broadcast can write it
    out = broadcast(world, ts, 0)
    assert isinstance(out[1], ValueError) and "share memory" in str(out[1]), out[1]
    assert all(isinstance(out[r], PeerRefusedError) for r in (0, 2)), out
    ts = [torch.full((5,), float(r)) for r in range(N)]
    out = run_all(
        [lambda r=r: world.pgs[r].broadcast([ts[r]], _broadcast_from(r)).wait() for r in range(N)]
    )
    assert all(isinstance(r, CollectiveMismatch) for r in out), out
    assert all(torch.equal(t, torch.full((5,), float(r))) for r, t in enumerate(ts))
    assert broadcast(world, ts, 1) == [True] * N
    assert all(torch.equal(t, torch.ones(5)) for t in ts)
