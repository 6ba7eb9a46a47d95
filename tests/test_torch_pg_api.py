"""The ``p4reduce`` ProcessGroup as torch and direct callers use it, against Gloo's in the
same ranks: list semantics, ``work.result()``, argument errors at the call, and every
collective torch's C++ side calls (functional collectives, DTensor, FSDP2) going through
the reducer's ordered queue and its agreement, never around it to the internal Gloo
group."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import pytest

pytest.importorskip("torch")

import torch
import torch.distributed as dist
from torch.distributed.distributed_c10d import PrefixStore

from hostlib.torchdist import P4ReduceProcessGroup
from p4rproto.netio import Address
from softswitch.pipeline import Pipeline, SwitchConfig
from softswitch.udp import UdpSwitch
from tests.test_torch_backend import ThreadWorld, install, switch_world
from tests.workers import run_all

pytestmark = pytest.mark.torch


@pytest.fixture(scope="module")
def world() -> Iterator[ThreadWorld]:
    with switch_world(2, fallback="fail", timeout=5.0) as w:
        yield w


def both(w: ThreadWorld, fn: Callable[[int, Any], Any]) -> tuple[list[Any], list[Any]]:
    """``fn(rank, group)`` on every rank, on the p4reduce group then on the Gloo group."""
    p4 = run_all([lambda r=r: fn(r, w.pgs[r]) for r in range(w.n)])
    gl = run_all([lambda r=r: fn(r, w.gloo[r]) for r in range(w.n)])
    return p4, gl


def opts(op: Any) -> dist.AllreduceOptions:
    o = dist.AllreduceOptions()
    o.reduceOp = op
    return o


@pytest.mark.parametrize("op", [dist.ReduceOp.SUM, dist.ReduceOp.MAX])
@pytest.mark.parametrize("dtype", [torch.float32, torch.int32])
def test_a_list_is_replicas_of_one_tensor_as_on_gloo(
    world: ThreadWorld, op: Any, dtype: Any
) -> None:
    def call(r: int, g: Any) -> list[torch.Tensor]:
        ts = [torch.full((300,), 2 * r + i + 1, dtype=dtype) for i in range(2)]
        work = g.allreduce(ts, opts(op))
        work.wait()
        return [t.clone() for t in ts]

    p4, gl = both(world, call)
    for a, b in zip(p4, gl, strict=True):
        assert all(torch.equal(x, y) for x, y in zip(a, b, strict=True)), (a, b)
    if op == dist.ReduceOp.SUM:
        assert torch.equal(p4[0][0], torch.full((300,), 1 + 2 + 3 + 4, dtype=dtype))


def test_coalesced_reduces_each_tensor_and_result_gives_the_outputs(world: ThreadWorld) -> None:
    def call(r: int, g: Any) -> list[torch.Tensor]:
        ts = [torch.full((5,), float(r + 1)), torch.full((7,), float(10 * (r + 1)))]
        work = g.allreduce_coalesced(ts, dist.AllreduceCoalescedOptions())
        work.wait()
        return [t.clone() for t in work.result()]

    p4, gl = both(world, call)
    for a, b in zip(p4, gl, strict=True):
        assert [t.tolist() for t in a] == [t.tolist() for t in b]
        assert a[0].tolist() == [3.0] * 5 and a[1].tolist() == [30.0] * 7


def test_work_result_is_glooes_outputs(world: ThreadWorld) -> None:
    def call(r: int, g: Any) -> list[list[float]]:
        t = torch.ones(3) * (r + 1)
        work = g.allreduce([t])
        work.wait()
        return [x.tolist() for x in work.result()]

    p4, gl = both(world, call)
    assert p4 == gl == [[[3.0, 3.0, 3.0]]] * 2


def _raises_at_the_call(make: Callable[[Any, int], Any], g: Any, r: int) -> str:
    """The call itself raises (nothing to wait for): its exception's type name."""
    try:
        make(g, r)
    except Exception as exc:
        return type(exc).__name__
    return "no error at the call"


@pytest.mark.parametrize(
    "make",
    [
        lambda g, r: g.allreduce([]),
        lambda g, r: g.allreduce([torch.ones(2), torch.ones(2, dtype=torch.int32)]),
        lambda g, r: g.allreduce([torch.ones(2), torch.ones(3)]),
        lambda g, r: g.broadcast([torch.ones(2)], _root(5)),
        lambda g, r: g.broadcast([torch.ones(2)], _root(0, tensor=3)),
    ],
    ids=["empty", "mixed-dtypes", "mixed-sizes", "bad-root", "bad-root-tensor"],
)
def test_bad_arguments_raise_at_the_call_as_on_gloo(world: ThreadWorld, make: Any) -> None:
    p4, gl = both(world, lambda r, g: _raises_at_the_call(make, g, r))
    assert p4 == gl == ["RuntimeError"] * 2
    # Nothing was queued: the group goes on in step.
    p4, _ = both(world, lambda r, g: g.allreduce([torch.ones(4) * (r + 1)]).wait())
    assert p4 == [True, True]


def _root(rank: int, tensor: int = 0) -> dist.BroadcastOptions:
    o = dist.BroadcastOptions()
    o.rootRank, o.rootTensor = rank, tensor
    return o


def test_what_torch_calls_from_cpp_goes_through_the_reducer(world: ThreadWorld) -> None:
    """The collectives torch's C++ side (functional collectives, DTensor, FSDP2) calls on
    a process group: each agreed and run by the reducer (counted), results as Gloo's."""

    def call(r: int, g: Any) -> list[list[float]]:
        t = torch.arange(4.0) + 10 * r
        a = torch.empty(8)
        g._allgather_base(a, t).wait()
        outs = [torch.empty(8), torch.empty(8)]
        rs = [torch.empty(2)]
        if isinstance(g, P4ReduceProcessGroup):
            g.allgather_into_tensor_coalesced(outs, [t, t * 2]).wait()
            g.reduce_scatter_tensor_coalesced(rs, [t], dist.ReduceScatterOptions()).wait()
        else:  # Gloo's Python binding has no coalesced forms: one call per pair
            for out, inp in zip(outs, [t, t * 2], strict=True):
                g._allgather_base(out, inp).wait()
            g._reduce_scatter_base(rs[0], t).wait()
        b = torch.empty(2)
        g._reduce_scatter_base(b, t).wait()
        return [a.tolist(), outs[0].tolist(), outs[1].tolist(), rs[0].tolist(), b.tolist()]

    before = [pg.counters.gloo for pg in world.pgs]
    p4, gl = both(world, call)
    assert p4 == gl
    for pg, b in zip(world.pgs, before, strict=True):
        assert isinstance(pg, P4ReduceProcessGroup) and pg.counters.gloo == b + 4


def test_the_group_timeout_bounds_a_collective_as_on_gloo() -> None:
    """A rank alone in a barrier fails within its group's timeout (1 s), not only within
    the switch's own (60 s here), as on Gloo, where the group's timeout bounds every
    operation (torch's ``test_barrier_timeout_*`` expect it)."""
    switch = UdpSwitch(Address("127.0.0.1", 0), Pipeline(SwitchConfig(num_slots=64)))
    switch.start_thread()
    settings = install(switch, 2, 1, fallback="fail", timeout=60.0)
    store = dist.HashStore()
    pgs = run_all(
        [
            lambda r=r: P4ReduceProcessGroup(
                PrefixStore("p4r", store), r, 2, timedelta(seconds=1), settings
            )
            for r in range(2)
        ]
    )
    try:
        assert [pg.settings.timeout for pg in pgs] == [1.0, 1.0]
        started = time.monotonic()
        with pytest.raises(Exception) as raised:
            pgs[0].barrier().wait()
        assert time.monotonic() - started < 30, "the switch's 60 s, not the group's 1 s"
        assert re.search(r"(Timed out|closed|timeout)", str(raised.value)), raised.value
    finally:
        for pg in pgs:
            pg.shutdown()
        switch.close()
