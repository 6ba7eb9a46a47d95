"""Mismatched calls through the ``p4reduce`` process group: each dtype pair, lengths off
by one element and by one packet, an all-reduce against another collective, a rank that
refuses its call locally; then agreeing calls.  Under both fallbacks, every call raises
on every rank or returns the exact sum: no wrong result, and nothing spoils a later
call.  The switch's agreement round finds every one of them (one round per call)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Any

import pytest

pytest.importorskip("torch")

import torch
import torch.distributed as dist

from hostlib.errors import PeerRefusedError
from hostlib.torchdist import P4ReduceProcessGroup
from hostlib.torchdist.agreement import CollectiveMismatch
from tests.test_torch_backend import ThreadWorld, switch_world

pytestmark = pytest.mark.torch

K = 64
DTYPES = [torch.float32, torch.float16, torch.bfloat16, torch.int32, torch.int64, torch.float64]


@pytest.fixture(scope="module", params=["gloo", "fail"])
def world(request: pytest.FixtureRequest) -> Iterator[ThreadWorld]:
    with switch_world(2, fallback=request.param, timeout=5.0) as w:
        yield w


def outcomes(w: ThreadWorld, fn: Callable[[int, P4ReduceProcessGroup], Any]) -> list[Any]:
    """``fn`` on both ranks at once; each rank's result or exception."""
    from tests.workers import run_all

    return run_all([lambda r=r: fn(r, w.pgs[r]) for r in range(w.n)])


def exact_after(w: ThreadWorld, seed: int) -> None:
    """An agreeing int32 all-reduce: exact on both ranks."""
    g = torch.Generator().manual_seed(seed)
    xs = [torch.randint(-(2**20), 2**20, (5000,), generator=g, dtype=torch.int32) for _ in range(2)]
    ts = [x.clone() for x in xs]
    assert outcomes(w, lambda r, pg: pg.allreduce([ts[r]]).wait()) == [True, True]
    for t in ts:
        assert torch.equal(t, xs[0] + xs[1])


def all_mismatch(results: list[Any], field: str) -> None:
    for r in results:
        assert isinstance(r, CollectiveMismatch) and field in r.differing, r


def test_every_dtype_pair_raises_on_both_ranks(world: ThreadWorld) -> None:
    for i, (a, b) in enumerate(itertools.permutations(DTYPES, 2)):
        ts = [torch.ones(3000, dtype=a), torch.ones(3000, dtype=b)]
        out = outcomes(world, lambda r, pg, ts=ts: pg.allreduce([ts[r]]).wait())
        all_mismatch(out, "element")
        assert all((t == 1).all() for t in ts)  # nothing ran: inputs untouched
        if i % 6 == 0:
            exact_after(world, i)
    exact_after(world, 99)


@pytest.mark.parametrize("delta", [1, K])
def test_lengths_off_raise_naming_both(world: ThreadWorld, delta: int) -> None:
    ts = [torch.ones(20_000, dtype=torch.float32), torch.ones(20_000 - delta)]
    out = outcomes(world, lambda r, pg: pg.allreduce([ts[r]]).wait())
    all_mismatch(out, "length")
    assert f"length: 20000 here, {20_000 - delta} on the other rank" in str(out[0])
    exact_after(world, delta)


def test_an_op_or_tensor_count_mismatch_raises(world: ThreadWorld) -> None:
    ops = [dist.ReduceOp.SUM, dist.ReduceOp.MAX]
    ts = [torch.ones(100), torch.ones(100)]
    opts = [dist.AllreduceOptions() for _ in ops]
    for o, op in zip(opts, ops, strict=True):
        o.reduceOp = op
    all_mismatch(outcomes(world, lambda r, pg: pg.allreduce([ts[r]], opts[r]).wait()), "op")
    lists = [[torch.ones(50), torch.ones(50)], [torch.ones(100)]]
    out = outcomes(world, lambda r, pg: pg.allreduce_coalesced(lists[r]).wait())
    all_mismatch(out, "detail")  # the tensor lists differ: two tensors against one
    exact_after(world, 7)


def test_an_all_reduce_against_a_broadcast_raises(world: ThreadWorld) -> None:
    t = [torch.ones(100), torch.ones(100)]

    def call(r: int, pg: P4ReduceProcessGroup) -> Any:
        if r == 0:
            return pg.allreduce([t[r]]).wait()
        opts = dist.BroadcastOptions()
        opts.rootRank = 0
        return pg.broadcast([t[r]], opts).wait()

    all_mismatch(outcomes(world, call), "kind")
    exact_after(world, 8)


def _opts(kind: type, **fields: Any) -> Any:
    o = kind()
    for name, value in fields.items():
        setattr(o, name, value)
    return o


def test_roots_or_reduce_ops_that_differ_raise_at_once(world: ThreadWorld) -> None:
    """A rooted collective's root and a reducing one's op are part of the call: ranks
    that name different ones raise at the agreement, on both ranks, their tensors
    untouched (Gloo itself would wait for the group's timeout, or mix the ops)."""
    ts = [torch.full((6,), float(r + 1)) for r in range(2)]
    calls: list[tuple[str, Callable[[int, P4ReduceProcessGroup], Any]]] = [
        (
            "broadcast",
            lambda r, pg: pg.broadcast([ts[r]], _opts(dist.BroadcastOptions, rootRank=r)),
        ),
        ("reduce root", lambda r, pg: pg.reduce([ts[r]], _opts(dist.ReduceOptions, rootRank=r))),
        (
            "reduce op",
            lambda r, pg: pg.reduce(
                [ts[r]],
                _opts(dist.ReduceOptions, reduceOp=[dist.ReduceOp.SUM, dist.ReduceOp.MAX][r]),
            ),
        ),
        (
            "reduce_scatter op",
            lambda r, pg: pg.reduce_scatter_single(
                torch.zeros(3),
                ts[r],
                _opts(
                    dist.ReduceScatterOptions, reduceOp=[dist.ReduceOp.SUM, dist.ReduceOp.MIN][r]
                ),
            ),
        ),
        (
            "gather root",
            lambda r, pg: pg.gather(
                [[torch.zeros(6), torch.zeros(6)]], [ts[r]], _opts(dist.GatherOptions, rootRank=r)
            ),
        ),
    ]
    for name, call in calls:
        out = outcomes(world, lambda r, pg, call=call: call(r, pg).wait())
        all_mismatch(out, "op" if name.endswith(" op") else "detail")
        assert [t[0].item() for t in ts] == [1.0, 2.0], name
    exact_after(world, 9)


def test_a_rank_that_refuses_its_call_fails_it_everywhere(world: ThreadWorld) -> None:
    """Rank 1 passes an expanded view (its elements share memory: no result can be
    written into it): it raises ValueError, rank 0 PeerRefusedError, before either sends."""
    ts = [torch.ones(64 * 4), torch.ones(1).expand(64 * 4)]
    out = outcomes(world, lambda r, pg: pg.allreduce([ts[r]]).wait())
    assert isinstance(out[1], ValueError) and "share memory" in str(out[1])
    assert isinstance(out[0], PeerRefusedError)
    exact_after(world, 9)


@pytest.mark.parametrize("fallback", ["fail", "gloo"])
def test_a_stalled_rank_never_pairs_two_steps(fallback: str) -> None:
    """Rank 1 stops for 1.5 timeouts before its third call of eight, as a stopped process
    would; rank 0 goes on.  No call returns a wrong sum: under "fail" the late calls
    raise and the calls after them are exact; under "gloo" the recovery round redoes them
    through Gloo, and every call is exact."""
    import time

    from p4rproto.netio import Address
    from softswitch.pipeline import Pipeline, SwitchConfig
    from softswitch.udp import UdpSwitch
    from tests.test_torch_backend import install

    timeout = 0.8
    switch = UdpSwitch(Address("127.0.0.1", 0), Pipeline(SwitchConfig(num_slots=256)))
    switch.start_thread()
    w = ThreadWorld(install(switch, 2, 1, timeout=timeout, fallback=fallback), 2)
    try:

        def calls(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> list[Any]:
            out: list[Any] = []
            for i in range(8):
                if (r, i) == (1, 2):
                    time.sleep(1.5 * timeout)
                x = torch.full((5000,), (i + 1) * (r + 1), dtype=torch.int32)
                try:
                    pg.allreduce([x]).wait()
                    out.append(x)
                except Exception as exc:  # a named error, counted below
                    out.append(exc)
            return out

        results = w.run(calls)
    finally:
        w.close()
        switch.close()
    for per_rank in results:
        for i, got in enumerate(per_rank):
            if isinstance(got, torch.Tensor):
                assert torch.equal(got, torch.full((5000,), 3 * (i + 1), dtype=torch.int32))
        failed = [i for i, g in enumerate(per_rank) if not isinstance(g, torch.Tensor)]
        if fallback == "gloo":
            assert failed == [], per_rank
        else:
            assert failed and max(failed) <= 4, per_rank
            assert all(isinstance(g, torch.Tensor) for g in per_rank[max(failed) + 1 :])
