"""The ``p4reduce`` process group, rank per thread, against Gloo and the numpy reference.

Each rank is a thread of this process with its own :class:`P4ReduceProcessGroup` and a
plain ``ProcessGroupGloo`` for comparison, over one in-process store; the software switch
serves from another thread.  (Real processes and ``init_process_group`` are in
``test_torch_training.py``.)
"""

from __future__ import annotations

import logging
import os
import re
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import Any

import ml_dtypes
import numpy as np
import pytest

pytest.importorskip("torch")

import torch
import torch.distributed as dist
from torch.distributed.distributed_c10d import PrefixStore

from hostlib import AggregationRefused, AggregationTimeout, JobMismatch
from hostlib.quantize import output_eps
from hostlib.reference import float_reference
from hostlib.service import ServiceMembership
from hostlib.torchdist import (
    NoSwitchJobError,
    P4ReduceProcessGroup,
    TorchSwitchSettings,
    free_udp_ports,
    register,
)
from hostlib.torchdist.groups import allreduce_options
from hostlib.torchdist.reducer import SwitchReducer
from hostlib.torchdist.staging import DEFAULT_CHUNK
from p4rproto.netio import Address
from softswitch.pipeline import Pipeline, SwitchConfig
from softswitch.tables import JobEntry
from softswitch.udp import UdpSwitch
from tests.workers import run_all

pytestmark = pytest.mark.torch

N = 3
K = 64
PG_TIMEOUT = timedelta(seconds=30)
SUM, AVG, MAX = dist.ReduceOp.SUM, dist.ReduceOp.AVG, dist.ReduceOp.MAX
#: numpy's view of each torch dtype, for the reference.
NP_DTYPE = {
    torch.float32: np.dtype(np.float32),
    torch.float16: np.dtype(np.float16),
    torch.bfloat16: np.dtype(ml_dtypes.bfloat16),
    torch.int32: np.dtype(np.int32),
    torch.int64: np.dtype(np.int64),
}


class ThreadWorld:
    """``n`` ranks as threads: a p4reduce group and a plain Gloo group each."""

    def __init__(self, settings: TorchSwitchSettings, n: int) -> None:
        store = dist.HashStore()
        self.n = n
        self.pgs: list[P4ReduceProcessGroup] = self._each(
            lambda r: P4ReduceProcessGroup(PrefixStore("p4r", store), r, n, PG_TIMEOUT, settings)
        )
        self.gloo: list[Any] = self._each(
            lambda r: dist.ProcessGroupGloo(PrefixStore("ref", store), r, n, PG_TIMEOUT)
        )

    def _each(self, fn: Callable[[int], Any]) -> list[Any]:
        results = run_all([lambda r=r: fn(r) for r in range(self.n)])
        for r in results:
            if isinstance(r, BaseException):
                raise r
        return results

    def run(self, fn: Callable[[int, P4ReduceProcessGroup, Any], Any]) -> list[Any]:
        """``fn(rank, p4reduce_group, gloo_group)`` on every rank at once; raises the first
        rank's exception, if any."""
        return self._each(lambda r: fn(r, self.pgs[r], self.gloo[r]))

    def close(self) -> None:
        for pg in self.pgs:
            pg.shutdown()


def install(switch: UdpSwitch, n: int, job_id: int, **settings: Any) -> TorchSwitchSettings:
    workers = tuple(Address("127.0.0.1", p) for p in free_udp_ports(n))
    slots = settings.pop("slots", 32)
    if slots:
        switch.pipeline.add_job(JobEntry(job_id, (job_id - 1) * 32, slots, workers))
    return TorchSwitchSettings(switch.address, job_id, workers=workers, slots=slots, **settings)


@contextmanager
def switch_world(n: int, **settings: Any) -> Iterator[ThreadWorld]:
    """``n`` ranks of job 1 on a software switch serving from a thread; closed at the end."""
    switch = UdpSwitch(Address("127.0.0.1", 0), Pipeline(SwitchConfig(num_slots=256)))
    switch.start_thread()
    w = ThreadWorld(install(switch, n, 1, **settings), n)
    try:
        yield w
    finally:
        w.close()
        switch.close()


@pytest.fixture(scope="module")
def world() -> Iterator[ThreadWorld]:
    with switch_world(N, fallback="fail") as w:
        yield w


def opts(op: Any) -> Any:
    o = dist.AllreduceOptions()
    o.reduceOp = op
    return o


def inputs_for(dtype: Any, rank: int, shape: tuple[int, ...] = (7, 143)) -> Any:
    """Seeded data per rank: floats of mixed magnitude, integers safely within int32."""
    rng = np.random.default_rng(100 + rank)
    if dtype.is_floating_point:
        x = rng.standard_normal(shape) * np.exp2(rng.integers(-8, 8, size=shape))
        return torch.tensor(x, dtype=torch.float32).to(dtype)
    return torch.tensor(rng.integers(-(2**28), 2**28, size=shape), dtype=dtype)


def reference(dtype: Any, xs: list[Any], average: bool) -> np.ndarray:
    """What the switch must return, bit for bit: the quantized sum in float32, divided by
    the world size for AVG, rounded once to the dtype (integers: exact)."""
    if not dtype.is_floating_point:
        assert not average  # (refused, as Gloo refuses it)
        return torch.stack(xs).sum(dim=0).numpy()
    flat = [x.float().reshape(-1).numpy() for x in xs]
    out = float_reference(flat, K).floats(len(flat[0]))
    if average:
        out = out / np.float32(len(xs))
    return out.astype(NP_DTYPE[dtype]).reshape(xs[0].shape)


def as_numpy(t: Any) -> np.ndarray:
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy().view(ml_dtypes.bfloat16)
    return t.numpy()


DTYPES = [torch.float32, torch.float16, torch.bfloat16, torch.int32, torch.int64]


@pytest.mark.parametrize("op", [SUM, AVG], ids=["sum", "avg"])
@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_all_reduce_matches_reference_and_gloo(world: ThreadWorld, dtype: Any, op: Any) -> None:
    if op == AVG and not dtype.is_floating_point:
        pytest.skip("an integer AVG raises, as Gloo's: test_integer_and_bool_avg_raise_as_gloo")
    xs = [inputs_for(dtype, r) for r in range(N)]
    before = [pg.counters.switch for pg in world.pgs]

    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> tuple[Any, Any]:
        mine, theirs = xs[r].clone(), xs[r].clone()
        pg.allreduce([mine], opts(op)).wait()
        gloo.allreduce([theirs], opts(SUM)).wait()  # Gloo has no AVG
        return mine, theirs / N if op == AVG and dtype.is_floating_point else theirs

    results = world.run(rank)
    expected = reference(dtype, xs, op == AVG)
    for (mine, theirs), pg, b in zip(results, world.pgs, before, strict=True):
        assert mine.dtype == dtype and mine.shape == xs[0].shape
        assert pg.counters.switch == b + 1  # it went through the switch
        # Bit for bit what the switch must return (integers: the exact sum).
        np.testing.assert_array_equal(as_numpy(mine), expected)
        if dtype.is_floating_point:
            # And within the quantization bound (plus rounding to the dtype) of Gloo's.
            ref = float_reference([x.float().reshape(-1).numpy() for x in xs], K)
            bound = ref.bound(xs[0].numel()).reshape(xs[0].shape) / (N if op == AVG else 1)
            total = sum(x.float().abs() for x in xs).numpy() / (N if op == AVG else 1)
            tol = bound + 2 * N * output_eps(NP_DTYPE[dtype]) * total
            err = np.abs(mine.float().numpy() - theirs.float().numpy())
            assert (err <= tol).all(), float((err - tol).max())
        elif op == SUM:
            assert torch.equal(mine, theirs)


AVG_REFUSED = [torch.int8, torch.uint8, torch.int32, torch.int64, torch.bool]  # (Gloo has no int16)


@pytest.mark.parametrize("shape", [(3,), (5000,)], ids=["small", "large"])
def test_integer_and_bool_avg_raise_as_gloo(world: ThreadWorld, shape: tuple[int]) -> None:
    """AVG of an integer or bool tensor raises on every rank what Gloo raises (torch's
    RuntimeError for the in-place division of its sum), through the switch and through
    Gloo's route alike; the tensors keep their values, and the next call is exact."""

    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> list[Any]:
        got: list[Any] = []
        for dtype in AVG_REFUSED:
            mine = (torch.arange(shape[0]) % 3 + r).to(dtype)
            theirs = mine.clone()
            errors = []
            for group, t in ((pg, mine), (gloo, theirs)):
                try:
                    group.allreduce([t], opts(AVG)).wait()
                    errors.append(None)
                except RuntimeError as exc:
                    errors.append(str(exc))
            got.append(
                (dtype, errors, torch.equal(mine, (torch.arange(shape[0]) % 3 + r).to(dtype)))
            )
        x = torch.ones(shape) * (r + 1)
        pg.allreduce([x], opts(AVG)).wait()
        got.append(x)
        return got

    for results in world.run(rank):
        *refused, x = results
        for dtype, (ours, gloos), untouched in refused:
            assert gloos is not None and ours is not None, dtype
            assert ours.startswith(gloos.splitlines()[0]), (dtype, ours, gloos)
            assert untouched, dtype
        assert torch.equal(x, torch.full(shape, (N + 1) / 2))


@pytest.mark.parametrize("dtype", [torch.float32, torch.int32, torch.float64], ids=str)
def test_max_and_unsupported_dtypes_go_to_gloo(world: ThreadWorld, dtype: Any) -> None:
    before = [(pg.counters.switch, pg.counters.gloo) for pg in world.pgs]

    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> tuple[Any, Any]:
        x = torch.arange(10, dtype=dtype) * (r + 1)
        y = torch.arange(10, dtype=dtype) * (r + 1)
        pg.allreduce([x], opts(MAX)).wait()
        pg.allreduce([y], opts(SUM)).wait()
        return x, y

    for (x, y), pg, (switch, gloo) in zip(world.run(rank), world.pgs, before, strict=True):
        assert torch.equal(x, torch.arange(10, dtype=dtype) * N)
        assert torch.equal(y, torch.arange(10, dtype=dtype) * sum(range(1, N + 1)))
        via_switch = dtype != torch.float64
        assert pg.counters.switch == switch + via_switch
        assert pg.counters.gloo == gloo + 2 - via_switch


def test_several_tensors_and_non_contiguous(world: ThreadWorld) -> None:
    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> list[Any]:
        a = torch.full((4, 6), float(r + 1)).t()  # non-contiguous
        b = torch.full((5,), r + 1, dtype=torch.int32)
        c = torch.full((3,), float(10 * (r + 1)), dtype=torch.bfloat16)
        pg.allreduce_coalesced([a, b, c], dist.AllreduceCoalescedOptions()).wait()
        return [a, b, c]

    total = sum(range(1, N + 1))
    for a, b, c in world.run(rank):
        assert torch.equal(a, torch.full((6, 4), float(total)))
        assert torch.equal(b, torch.full((5,), total, dtype=torch.int32))
        assert torch.equal(c, torch.full((3,), float(10 * total), dtype=torch.bfloat16))


def test_other_collectives_through_gloo(world: ThreadWorld) -> None:
    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> dict[str, Any]:
        got: dict[str, Any] = {}
        b = torch.full((3,), float(r))
        bo = dist.BroadcastOptions()
        bo.rootRank = 2
        pg.broadcast([b], bo)  # not waited: the all-reduce after it must see its result
        pg.allreduce([b]).wait()
        got["broadcast_then_sum"] = b
        outs = [[torch.zeros(2) for _ in range(N)]]
        pg.allgather(outs, [torch.full((2,), float(r))]).wait()
        got["allgather"] = torch.stack(outs[0])
        flat = torch.zeros(2 * N)
        pg.all_gather_single(flat, torch.full((2,), float(r))).wait()
        got["all_gather_single"] = flat
        rs = torch.zeros(2)
        pg.reduce_scatter([rs], [[torch.full((2,), float(r + 10 * i)) for i in range(N)]]).wait()
        got["reduce_scatter"] = rs
        rss = torch.zeros(1)
        pg.reduce_scatter_single(rss, torch.arange(float(N)) + r).wait()
        got["reduce_scatter_single"] = rss
        pg.barrier().wait()
        return got

    total = sum(range(N))
    for r, got in enumerate(world.run(rank)):
        assert torch.equal(got["broadcast_then_sum"], torch.full((3,), 2.0 * N))
        assert torch.equal(got["allgather"], torch.arange(float(N))[:, None].expand(N, 2))
        assert torch.equal(got["all_gather_single"], torch.arange(float(N)).repeat_interleave(2))
        assert torch.equal(got["reduce_scatter"], torch.full((2,), float(total + 10 * r * N)))
        assert torch.equal(got["reduce_scatter_single"], torch.tensor([float(N * r + total)]))


def test_send_recv_exchange_does_not_deadlock(world: ThreadWorld) -> None:
    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
        right, left = (r + 1) % N, (r - 1) % N
        got = torch.zeros(4)
        sent = pg.send([torch.full((4,), float(r))], right, 5)
        received = pg.recv([got], left, 5)
        sent.wait()
        received.wait()
        return got

    for r, got in enumerate(world.run(rank)):
        assert torch.equal(got, torch.full((4,), float((r - 1) % N)))


#: All-reduces the switch does not take: they go to Gloo, tensor by tensor.
VIA_GLOO = [
    (dist.ReduceOp.MIN, torch.float32),
    (MAX, torch.int32),
    (dist.ReduceOp.PRODUCT, torch.float32),
    (SUM, torch.float64),
]


@pytest.mark.parametrize(("op", "dtype"), VIA_GLOO, ids=["min", "max", "product", "sum-float64"])
def test_all_reduce_coalesced_the_switch_does_not_take_matches_gloo(
    world: ThreadWorld, op: Any, dtype: Any
) -> None:
    """Each tensor reduced on its own, as Gloo does: handed whole to Gloo's ``allreduce``,
    a list would be taken as replicas of one tensor and summed into each other."""

    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> tuple[list[Any], list[Any]]:
        mine = [torch.arange(1, 6).to(dtype) * (r + 1) + 10 * i for i in range(3)]
        theirs = [t.clone() for t in mine]
        o = dist.AllreduceCoalescedOptions()
        o.reduceOp = op
        pg.allreduce_coalesced(mine, o).wait()
        for t in theirs:
            gloo.allreduce([t], opts(op)).wait()
        return mine, theirs

    for mine, theirs in world.run(rank):
        for a, b in zip(mine, theirs, strict=True):
            assert a.dtype == dtype and torch.equal(a, b)
    if op == MAX:
        assert torch.equal(mine[2], torch.arange(1, 6, dtype=dtype) * N + 20)


def test_sparse_all_reduce_goes_to_gloo(world: ThreadWorld) -> None:
    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> tuple[Any, Any]:
        mine = torch.sparse_coo_tensor(
            torch.tensor([[r, 3]]), torch.tensor([1.0 + r, 2.0]), (5,), check_invariants=True
        )
        theirs = mine.clone()
        pg.allreduce([mine]).wait()
        gloo.allreduce([theirs], opts(SUM)).wait()
        return mine, theirs

    expected = torch.tensor([1.0, 2.0, 3.0, 2.0 * N, 0.0])
    for mine, theirs in world.run(rank):
        assert mine.is_sparse and torch.equal(mine.to_dense(), theirs.to_dense())
        assert torch.equal(mine.to_dense(), expected)


def test_a_receive_from_any_source_says_who_sent(world: ThreadWorld) -> None:
    """``dist.recv`` without a source asks the work for the sender (``_source_rank``)."""

    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> list[tuple[int, Any]]:
        if r != 0:
            pg.send([torch.full((2,), float(r))], 0, 9).wait()
            return []
        got = []
        for _ in range(N - 1):
            t = torch.zeros(2)
            work = pg.recv_anysource([t], 9)
            got.append((work._source_rank(), t))
        return got

    got = world.run(rank)[0]
    assert sorted(src for src, _ in got) == list(range(1, N))
    for src, t in got:
        assert torch.equal(t, torch.full((2,), float(src)))


def test_backend_is_registered_once(world: ThreadWorld) -> None:
    register()  # again: idempotent
    assert dist.Backend.backend_list.count("p4reduce") == 1
    assert world.pgs[0].getBackendName() == "p4reduce"


def test_the_backend_serves_cpu_and_cuda_and_changes_no_device_default() -> None:
    """Registered for CUDA too, CPU first (torch builds a Python group for the first
    device listed); a group made without naming p4reduce still gets Gloo or NCCL."""
    assert dist.Backend.backend_capability["p4reduce"] == ["cpu", "cuda"]
    assert dist.Backend.default_device_backend_map["cpu"] == "gloo"
    assert dist.Backend.default_device_backend_map["cuda"] == "nccl"


def test_a_cpu_bucket_is_one_switch_call_read_in_place_whatever_the_staging_chunk(
    world: ThreadWorld,
) -> None:
    """CPU tensors keep their path: one switch call for the whole buffer, a lone
    contiguous float32 tensor handed to the switch as it is, nothing staged."""
    before = [pg.counters.switch for pg in world.pgs]
    seen: list[list[int]] = [[] for _ in range(N)]

    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
        pg.reducer.staging_chunk = 7
        x = torch.full((1000,), float(r + 1))
        inner = pg.reducer._switch_sum

        def spy(job: Any, buf: Any, call: Any, *rest: Any) -> Any:
            seen[r].append(buf.data_ptr() - x.data_ptr())
            return inner(job, buf, call, *rest)

        pg.reducer._switch_sum = spy  # type: ignore[method-assign]
        try:
            pg.allreduce([x]).wait()
        finally:
            del pg.reducer._switch_sum
            pg.reducer.staging_chunk = DEFAULT_CHUNK
        return x

    for x, pg, b, offsets in zip(world.run(rank), world.pgs, before, seen, strict=True):
        assert torch.equal(x, torch.full((1000,), float(sum(range(1, N + 1)))))
        assert pg.counters.switch == b + 1 and offsets == [0]  # one call, on x's own memory
        assert pg.reducer.staging_pool.allocations == 0


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for name in list(os.environ):
        if name.startswith("P4REDUCE_"):
            monkeypatch.delenv(name)
    return monkeypatch


def test_init_process_group_with_settings_from_the_environment(
    soft_switch: UdpSwitch, clean_env: pytest.MonkeyPatch
) -> None:
    settings = install(soft_switch, 1, 1)
    for name, value in settings.to_env().items():
        clean_env.setenv(name, value)
    dist.init_process_group("p4reduce", store=dist.HashStore(), rank=0, world_size=1)
    try:
        assert dist.get_backend() == "p4reduce"
        pg = dist.group.WORLD
        assert isinstance(pg, P4ReduceProcessGroup) and pg.settings == settings
        x = torch.arange(100.0)
        dist.all_reduce(x, op=dist.ReduceOp.AVG)
        dist.barrier()
        assert torch.equal(x, torch.arange(100.0)) and pg.counters.switch == 1
    finally:
        dist.destroy_process_group()


def test_init_process_group_without_a_job_raises(clean_env: pytest.MonkeyPatch) -> None:
    with pytest.raises(NoSwitchJobError, match="no p4reduce switch job is configured"):
        dist.init_process_group("p4reduce", store=dist.HashStore(), rank=0, world_size=1)
    assert not dist.is_initialized()


def test_a_subgroup_without_a_service_goes_through_gloo(
    soft_switch: UdpSwitch, clean_env: pytest.MonkeyPatch
) -> None:
    """The configured job (its ports, its slots) is the default group's: a subgroup has
    none, works through Gloo, has a name and a CPU backend, and can be destroyed."""
    for name, value in install(soft_switch, 1, 1).to_env().items():
        clean_env.setenv(name, value)
    dist.init_process_group("p4reduce", store=dist.HashStore(), rank=0, world_size=1)
    try:
        sub = dist.new_group([0])
        assert isinstance(sub, P4ReduceProcessGroup) and sub.reducer.job is None
        assert sub.group_name != dist.group.WORLD.group_name  # type: ignore[union-attr]
        assert isinstance(sub._get_backend(torch.device("cpu")), dist.ProcessGroupGloo)
        x = torch.arange(10.0)
        dist.all_reduce(x, group=sub)
        assert torch.equal(x, torch.arange(10.0)) and sub.counters.skipped == 1
        dist.destroy_process_group(sub)
        dist.all_reduce(x)  # the default group's job is untouched
        assert torch.equal(x, torch.arange(10.0))
        assert cast_pg(dist.group.WORLD).counters.switch == 1
    finally:
        dist.destroy_process_group()


def cast_pg(pg: Any) -> P4ReduceProcessGroup:
    assert isinstance(pg, P4ReduceProcessGroup)
    return pg


# -- failures ---------------------------------------------------------------------------------
@pytest.fixture
def switch() -> Iterator[UdpSwitch]:
    sw = UdpSwitch(Address("127.0.0.1", 0), Pipeline(SwitchConfig(num_slots=256)))
    sw.start_thread()
    try:
        yield sw
    finally:
        sw.close()


def test_fallback_gloo_when_the_switch_stops(
    switch: UdpSwitch, caplog: pytest.LogCaptureFixture
) -> None:
    w = ThreadWorld(install(switch, 2, 1, timeout=0.5, retry_after=2), 2)
    try:

        def calls(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> list[Any]:
            out = []
            for i in range(6):
                x = torch.arange(300.0) * (r + 1) + i
                pg.allreduce([x]).wait()
                out.append(x)
                if i == 0 and r == 0:
                    switch.close()  # the switch stops answering after the first call
            return out

        with caplog.at_level(logging.WARNING, logger="hostlib.torchdist.reducer"):
            results = w.run(calls)
        for out in results:
            for i, x in enumerate(out):  # every result is right, however it was made
                assert torch.allclose(x, torch.arange(300.0) * 3 + 2 * i, rtol=1e-6)
        for pg in w.pgs:
            c = pg.counters
            # call 0 switch; 1 fails -> Gloo, 2-3 cool down; 4 fails again -> Gloo, 5 cools
            # down (for 4 calls now: the cool-down doubles while the switch stays down).
            assert (c.switch, c.fallbacks, c.skipped) == (1, 2, 3)
            assert "AggregationTimeout" in c.last_error and "rank(s) [0, 1]" in c.last_error
        warnings = [r for r in caplog.records if "redoing" in r.getMessage()]
        assert len(warnings) == 4  # two fallbacks, logged by each rank
    finally:
        w.close()


@pytest.mark.parametrize("bad_rank", [0, 1])
def test_fallback_gloo_for_input_the_switch_cannot_carry(switch: UdpSwitch, bad_rank: int) -> None:
    w = ThreadWorld(install(switch, 2, 1, timeout=5.0), 2)
    try:

        def calls(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> list[Any]:
            nan = torch.ones(100)
            nan[7] = float("nan") if r == bad_rank else 1.0
            big = torch.tensor([2**40, 1, -5], dtype=torch.int64) * (r + 1)
            after = torch.ones(100) * (r + 1)
            t0 = time.monotonic()
            for x in (nan, big, after):
                pg.allreduce([x]).wait()
            return [nan, big, after, time.monotonic() - t0]

        for nan, big, after, seconds in w.run(calls):
            assert torch.isnan(nan[7]) and torch.equal(nan[:7], torch.full((7,), 2.0))
            assert torch.equal(big, torch.tensor([3 * 2**40, 3, -15]))  # exact, via Gloo
            assert torch.equal(after, torch.full((100,), 3.0))
            assert seconds < 4.0  # no 5 s timeout: the switch stayed in step
        for pg in w.pgs:
            c = pg.counters
            assert (c.switch, c.fallbacks, c.skipped) == (1, 2, 0)  # no cool-down either
    finally:
        w.close()


def test_misconfiguration_raises_on_every_rank_instead_of_falling_back(
    switch: UdpSwitch,
) -> None:
    """Workers built for K = 128 against a K = 64 switch: Gloo would hide it; raise."""
    w = ThreadWorld(install(switch, 2, 1, elems_per_packet=128), 2)
    try:

        def call(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
            try:
                pg.allreduce([torch.ones(10)]).wait()
            except JobMismatch as exc:
                return [exc]  # a list: ThreadWorld raises exceptions that are returned
            return [None]

        for (exc,) in w.run(call):
            assert isinstance(exc, JobMismatch) and exc.field == "elems_per_packet"
            assert "aggregates 64 words per packet" in str(exc)
        assert all(pg.counters.fallbacks == 0 for pg in w.pgs)
    finally:
        w.close()


def test_a_rerun_gets_its_own_session_or_a_clear_refusal(switch: UdpSwitch) -> None:
    """Two runs of one job: the second on the same session is refused on every rank
    (never the first run's sums); after a new session it is exact."""
    settings = install(switch, 2, 1, fallback="fail")

    def run(scale: float) -> list[Any]:
        w = ThreadWorld(settings, 2)
        try:

            def call(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
                x = torch.ones(5000) * scale * (r + 1)
                try:
                    pg.allreduce([x]).wait()
                except AggregationRefused as exc:
                    return [exc]  # a list: ThreadWorld raises exceptions that are returned
                return x

            return w.run(call)
        finally:
            w.close()

    for x in run(1.0):
        assert torch.equal(x, torch.full((5000,), 3.0))
    for (exc,) in run(2.0):
        assert isinstance(exc, AggregationRefused) and "rejected_rejoin" in str(exc)
    switch.pipeline.start_session(settings.job_id)
    for x in run(5.0):
        assert torch.equal(x, torch.full((5000,), 15.0))


def test_fail_mode_raises_within_the_timeout(switch: UdpSwitch) -> None:
    w = ThreadWorld(install(switch, 2, 1, timeout=0.5, fallback="fail"), 2)
    switch.close()
    try:

        def call(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
            t0 = time.monotonic()
            try:
                pg.allreduce([torch.ones(10)]).wait()
            except AggregationTimeout as exc:
                return exc, time.monotonic() - t0
            return None, time.monotonic() - t0

        for exc, seconds in w.run(call):
            assert isinstance(exc, AggregationTimeout) and exc.missing is None
            assert 0.5 <= seconds < 3.0
    finally:
        w.close()


def test_a_small_cpu_all_reduce_runs_when_issued_and_its_error_waits_for_the_caller(
    switch: UdpSwitch,
) -> None:
    """A small all-reduce of a CPU tensor runs on the issuing thread, with nothing queued:
    its work is done when ``allreduce`` returns, and an error is not raised there but by
    ``wait()`` (the original exception) and by its future (a real error torch's C++ side
    reads), as for a queued operation."""
    w = ThreadWorld(install(switch, 2, 1, timeout=0.5, fallback="fail"), 2)
    try:

        def exact(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
            x = torch.full((7,), float(r + 1))
            work = pg.allreduce([x])
            done = work.is_completed()
            work.wait()
            return done, x, work.get_future().wait()

        for done, x, (fut,) in w.run(exact):
            assert done and torch.equal(x, torch.full((7,), 3.0)) and fut is x
        switch.close()

        def failed(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
            work = pg.allreduce([torch.ones(10)])  # raises nothing here
            with pytest.raises(AggregationTimeout):
                work.wait()
            with pytest.raises(RuntimeError, match="AggregationTimeout"):
                work.get_future().wait()
            return work.is_completed()

        assert w.run(failed) == [True, True]
    finally:
        w.close()


def test_a_plain_small_all_reduce_takes_the_short_way_and_sums_as_the_general_path(
    switch: UdpSwitch, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A small contiguous CPU tensor of a dtype the switch sums as it is, SUM or AVG, goes
    straight to the switch call (no flat buffer, no per-call description): every shape,
    dtype and op gives the exact sum (float32: rounded once, as torch's own sum of two),
    written into the caller's tensor; other tensors (strided, float16) take the general
    path, also exact."""
    general: list[int] = []
    through = SwitchReducer._all_reduce

    def counted(self: SwitchReducer, *args: Any, **kwargs: Any) -> Any:
        general.append(1)
        return through(self, *args, **kwargs)

    monkeypatch.setattr(SwitchReducer, "_all_reduce", counted)
    w = ThreadWorld(install(switch, 2, 1, fallback="fail"), 2)
    rng = np.random.default_rng(5)
    cases: list[tuple[torch.dtype, tuple[int, ...], Any, bool]] = [
        (dtype, shape, op, grad)
        for dtype in (torch.float32, torch.int32, torch.int64)
        for shape in ((), (1,), (7,), (3, 5))
        for op in (
            (dist.ReduceOp.SUM, dist.ReduceOp.AVG)
            if dtype == torch.float32
            else (dist.ReduceOp.SUM,)
        )
        for grad in ((False, True) if dtype == torch.float32 else (False,))
    ]
    inputs = [
        [
            torch.from_numpy(
                rng.normal(size=shape).astype(np.float32)
                if dtype == torch.float32
                else rng.integers(-(1 << 20), 1 << 20, size=shape).astype(
                    str(dtype).removeprefix("torch.")
                )
            )
            for _ in range(2)
        ]
        for dtype, shape, _, _ in cases
    ]
    try:

        def plain(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
            out = []
            for (_, _, op, grad), xs in zip(cases, inputs, strict=True):
                x = xs[r].clone().requires_grad_(grad)
                pg.allreduce([x], opts=allreduce_options(op)).wait()
                out.append(x)
            return out

        for got in w.run(plain):
            for (dtype, shape, op, _), xs, x in zip(cases, inputs, got, strict=True):
                want = xs[0] + xs[1]
                if op == dist.ReduceOp.AVG:
                    want = want / 2
                assert x.dtype == dtype and x.shape == shape
                assert torch.equal(x.detach(), want), (dtype, shape, op)
        assert general == []

        def strided(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
            x = torch.arange(12, dtype=torch.float32).reshape(3, 4).t() * (r + 1)
            h = torch.full((5,), 0.5 * (r + 1), dtype=torch.float16)
            pg.allreduce([x]).wait()
            pg.allreduce([h]).wait()
            return x, h

        for x, h in w.run(strided):
            assert torch.equal(x, torch.arange(12, dtype=torch.float32).reshape(3, 4).t() * 3)
            assert torch.equal(h, torch.full((5,), 1.5, dtype=torch.float16))
        assert len(general) == 4  # two calls on each rank
    finally:
        w.close()


def test_a_small_gloo_collective_runs_when_issued_and_gather_waits_for_its_wait(
    switch: UdpSwitch,
) -> None:
    """A collective Gloo serves on small CPU tensors runs on the issuing thread where
    nothing is queued: ``broadcast`` returns once every rank made it (the late rank's
    0.3 s), its work done and exact; ``gather`` (whose inputs the group does not size)
    is queued and returns at once, running when waited for."""
    w = ThreadWorld(install(switch, 2, 1), 2)
    try:

        def call(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
            time.sleep(0.3 if r == 1 else 0.0)
            x = torch.full((3,), float(r + 5))
            t0 = time.monotonic()
            work = pg.broadcast([x], _broadcast_from(1))
            issued, done = time.monotonic() - t0, work.is_completed()
            work.wait()
            time.sleep(0.3 if r == 1 else 0.0)
            outs = [[torch.zeros(2), torch.zeros(2)]] if r == 0 else []
            gather_opts = dist.GatherOptions()
            gather_opts.rootRank = 0
            t0 = time.monotonic()
            work = pg.gather(outs, [torch.full((2,), float(r))], gather_opts)
            gather_issued = time.monotonic() - t0
            work.wait()
            return issued, done, x, gather_issued, outs

        (issued, done, x, gathered, outs), (_, done1, x1, _, _) = w.run(call)
        assert issued >= 0.2 and done and done1  # rank 0 waited in broadcast() itself
        assert torch.equal(x, torch.full((3,), 6.0)) and torch.equal(x1, x)
        assert gathered < 0.2  # queued: gather() returned before rank 1 made it
        assert [o.tolist() for o in outs[0]] == [[0.0, 0.0], [1.0, 1.0]]
    finally:
        w.close()


def _broadcast_from(root: int) -> dist.BroadcastOptions:
    opts = dist.BroadcastOptions()
    opts.rootRank = root
    return opts


@pytest.mark.parametrize("slots", [32, 0])
def test_a_barrier_is_its_agreement_and_waits_for_every_rank(switch: UdpSwitch, slots: int) -> None:
    """A barrier is its call's agreement alone, through the switch (or a Gloo round
    without a switch job): no Gloo barrier after it, and no rank leaves it before the
    last rank has entered it."""
    w = ThreadWorld(install(switch, 2, 1, slots=slots), 2)
    try:

        def late(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
            job = pg.reducer.job
            agreed = job.stats.agreements if job is not None else 0
            before = pg.counters
            times = []
            for _ in range(3):
                time.sleep(0.2 if r == 1 else 0.0)
                entered = time.monotonic()
                pg.barrier().wait()
                times.append((entered, time.monotonic()))
            rounds = (job.stats.agreements - agreed) if job is not None else None
            return times, rounds, pg.counters.gloo - before.gloo

        (first, rounds0, gloo0), (last, rounds1, gloo1) = w.run(late)
        for (_, left), (entered, _) in zip(first, last, strict=True):
            assert left >= entered  # rank 0 left each barrier after rank 1 entered it
        assert gloo0 == gloo1 == 0  # no Gloo collective
        if slots:
            assert rounds0 == rounds1 == 3  # one agreement round through the switch each
        assert [pg.counters.gloo_rounds > 0 for pg in w.pgs] == [not slots] * 2
    finally:
        w.close()


def test_job_without_slots_uses_gloo(switch: UdpSwitch) -> None:
    w = ThreadWorld(install(switch, 2, 1, slots=0), 2)
    try:

        def call(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
            x = torch.ones(10) * (r + 1)
            pg.allreduce([x]).wait()
            return x

        for x in w.run(call):
            assert torch.equal(x, torch.full((10,), 3.0))
        assert all(pg.counters.skipped == 1 and pg.reducer.job is None for pg in w.pgs)
    finally:
        w.close()


# -- the switch's session changes under a running job ----------------------------------------
def _restart(switch: UdpSwitch, job: JobEntry | None) -> UdpSwitch:
    """Stop ``switch`` and start a new one on its port: registers cleared, ``job`` (if
    any) installed with a new session, as a restarted switch programmed again."""
    address = switch.address
    switch.close()
    new = UdpSwitch(address, Pipeline(SwitchConfig(num_slots=256)))
    if job is not None:
        new.pipeline.add_job(job)
    new.start_thread()
    return new


def _int_call(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
    x = torch.arange(20_000, dtype=torch.int32) * (r + 1) - 7
    pg.allreduce([x]).wait()
    return x


def _float_call(xs: list[Any]) -> Callable[[int, P4ReduceProcessGroup, Any], Any]:
    def call(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
        x = xs[r].clone()
        pg.allreduce([x]).wait()
        return x

    return call


@pytest.mark.parametrize("how", ["new session", "restart"])
def test_a_new_session_or_a_switch_restart_mid_run_rejoins_every_rank(
    how: str, caplog: pytest.LogCaptureFixture
) -> None:
    """fallback=gloo: the switch refuses the ranks' session (rejected_session) after a new
    session or a restart; every rank rejoins and redoes the call: exact, no fallback."""
    switch = UdpSwitch(Address("127.0.0.1", 0), Pipeline(SwitchConfig(num_slots=256)))
    switch.start_thread()
    settings = install(switch, 2, 1, timeout=2.0)
    entry = JobEntry(1, 0, 32, settings.workers)  # as install() made it
    w = ThreadWorld(settings, 2)
    xs = [inputs_for(torch.float32, r) for r in range(2)]
    expected_int = sum(torch.arange(20_000, dtype=torch.int32) * (r + 1) - 7 for r in range(2))
    try:
        for x in w.run(_int_call):
            assert torch.equal(x, expected_int)
        before = {pg.reducer.job.config.session for pg in w.pgs if pg.reducer.job}
        if how == "new session":
            with switch.lock:
                switch.pipeline.start_session(1)
        else:
            switch = _restart(switch, entry)
        session = switch.pipeline.tables.jobs[1].session
        assert {session} != before
        with caplog.at_level(logging.WARNING, logger="hostlib.torchdist.reducer"):
            for x in w.run(_float_call(xs)):
                np.testing.assert_array_equal(x.numpy(), reference(torch.float32, xs, False))
            for x in w.run(_int_call):
                assert torch.equal(x, expected_int)
        for pg in w.pgs:
            c = pg.counters
            assert (c.switch, c.rejoins, c.fallbacks, c.skipped) == (3, 1, 0, 0)
            assert pg.reducer.job is not None and pg.reducer.job.config.session == session
        assert sum("every rank rejoined" in r.getMessage() for r in caplog.records) == 2
    finally:
        w.close()
        switch.close()


def test_fail_mode_raises_on_every_rank_after_a_switch_restart(switch: UdpSwitch) -> None:
    settings = install(switch, 2, 1, timeout=5.0, fallback="fail")
    entry = JobEntry(1, 0, 32, settings.workers)  # as install() made it
    w = ThreadWorld(settings, 2)
    try:
        w.run(_int_call)
        switch = _restart(switch, entry)

        def call(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
            t0 = time.monotonic()
            try:
                _int_call(r, pg, gloo)
            except AggregationRefused as exc:
                return exc, time.monotonic() - t0
            return None, time.monotonic() - t0

        for exc, seconds in w.run(call):
            assert isinstance(exc, AggregationRefused) and "rejected_session" in str(exc)
            assert seconds < 2.0  # refused at once (a NACK), not a timeout
        assert all(pg.counters.rejoins == 0 for pg in w.pgs)
        # The next call joins the new session first (each rank, by itself): exact.
        expected = sum(torch.arange(20_000, dtype=torch.int32) * (r + 1) - 7 for r in range(2))
        for x in w.run(_int_call):
            assert torch.equal(x, expected)
    finally:
        w.close()
        switch.close()


def test_a_rank_that_cannot_rejoin_sends_all_to_gloo_until_the_job_is_back() -> None:
    """After a restart the switch has the job with rank 1's address wrong: rank 0 is
    refused (rejected_session), rank 1 times out, then cannot rejoin; every rank goes to
    Gloo and cools down.  Once the job is right again every rank rejoins first."""
    switch = UdpSwitch(Address("127.0.0.1", 0), Pipeline(SwitchConfig(num_slots=256)))
    switch.start_thread()
    settings = install(switch, 2, 1, timeout=0.5, retry_after=1)
    entry = JobEntry(1, 0, 32, settings.workers)  # as install() made it
    wrong = (entry.workers[0], Address("127.0.0.1", free_udp_ports(1)[0]))
    w = ThreadWorld(settings, 2)
    expected = sum(torch.arange(20_000, dtype=torch.int32) * (r + 1) - 7 for r in range(2))
    try:
        results = [w.run(_int_call)]
        switch = _restart(switch, JobEntry(1, 0, 32, wrong))
        results.append(w.run(_int_call))  # refused / timed out, rejoin fails: Gloo
        results.append(w.run(_int_call))  # the cool-down: Gloo
        c = w.pgs[0].counters
        assert (c.switch, c.fallbacks, c.skipped, c.rejoins) == (1, 1, 1, 0)
        assert "rejoining the switch's session failed on rank(s) [1]" in c.last_error
        with switch.lock:  # the job right again, with a new session
            switch.pipeline.remove_job(1)
            switch.pipeline.add_job(entry)
        results.append(w.run(_int_call))  # every rank rejoins first, then the switch
        for xs in results:
            for x in xs:
                assert torch.equal(x, expected)
        for pg in w.pgs:
            c = pg.counters
            assert (c.switch, c.fallbacks, c.skipped, c.rejoins) == (2, 1, 1, 1)
    finally:
        w.close()
        switch.close()


# -- through the controller service ------------------------------------------------------------
@pytest.fixture
def service(tmp_path: Any, clean_env: pytest.MonkeyPatch) -> Iterator[Any]:
    """The controller service on a software switch; the environment names it (and only
    it), as a user's does: P4REDUCE_CONTROLLER and P4REDUCE_TOKEN_FILE."""
    from tests.test_service import TOKEN, Service

    s = Service()
    token = tmp_path / "token"
    token.write_text(TOKEN + "\n")
    clean_env.setenv("P4REDUCE_CONTROLLER", s.server.address)
    clean_env.setenv("P4REDUCE_TOKEN_FILE", str(token))
    try:
        yield s
    finally:
        s.close()


def test_p4reduce_timeout_holds_under_the_service(
    service: Any, clean_env: pytest.MonkeyPatch
) -> None:
    """P4REDUCE_TIMEOUT=1: a call through the service's job fails after 1 s, not the
    default 10 s."""
    for name, value in [("JOB_NAME", "timeouts"), ("TIMEOUT", "1"), ("FALLBACK", "fail")]:
        clean_env.setenv(f"P4REDUCE_{name}", value)
    w = ThreadWorld(TorchSwitchSettings.from_env(), 2)
    expected = sum(torch.arange(20_000, dtype=torch.int32) * (r + 1) - 7 for r in range(2))
    try:
        for x in w.run(_int_call):
            assert torch.equal(x, expected)
        assert all(pg.reducer.job and pg.reducer.job.config.timeout == 1.0 for pg in w.pgs)
        service.switch.close()  # the switch stops answering

        def call(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
            t0 = time.monotonic()
            try:
                _int_call(r, pg, gloo)
            except AggregationTimeout as exc:
                return exc, time.monotonic() - t0
            return None, time.monotonic() - t0

        for exc, seconds in w.run(call):
            assert isinstance(exc, AggregationTimeout), exc
            assert 1.0 <= seconds < 3.0
    finally:
        w.close()


def test_a_subgroup_gets_its_own_service_job_closed_when_it_is_destroyed(
    service: Any, clean_env: pytest.MonkeyPatch
) -> None:
    clean_env.setenv("P4REDUCE_JOB_NAME", "groups")
    clean_env.setenv("P4REDUCE_SLOTS", "32")

    def listed() -> set[str]:
        with ServiceMembership(service.options) as m:
            return {j.job_name for j in m.list_jobs().jobs}

    dist.init_process_group("p4reduce", store=dist.HashStore(), rank=0, world_size=1)
    try:
        world = cast_pg(dist.group.WORLD)
        sub = cast_pg(dist.new_group([0]))
        name = f"groups/{sub.group_name}"
        assert (world.reducer.service_job_name, sub.reducer.service_job_name) == ("groups", name)
        assert listed() == {"groups", name}
        x = torch.arange(10.0)
        dist.all_reduce(x, group=sub)
        assert torch.equal(x, torch.arange(10.0)) and sub.counters.switch == 1
        # Dumps name the subgroup as torch does, with its global ranks; the world as its job.
        mine = sub.reducer.flight_record()
        assert (mine.name, mine.desc, mine.ranks, mine.rank) == (
            sub.group_name,
            "p4reduce subgroup",
            (0,),
            0,
        )
        assert [(e.collective.name, e.state) for e in mine.entries] == [("ALL_REDUCE", "completed")]
        assert world.reducer.flight_record().name == "groups"
        dist.destroy_process_group(sub)
        assert listed() == {"groups"}
    finally:
        dist.destroy_process_group()
    assert listed() == set()


def test_static_rendezvous_runs_get_job_names_they_cannot_share(
    service: Any, clean_env: pytest.MonkeyPatch
) -> None:
    """Two torchruns with static rendezvous at once (run id "none" for both): each draws
    its own job name on rank 0, so both run side by side, exact."""
    clean_env.setenv("TORCHELASTIC_RUN_ID", "none")
    clean_env.setenv("TORCHELASTIC_RESTART_COUNT", "0")
    clean_env.setenv("P4REDUCE_SLOTS", "32")  # room for both on the 256-slot switch
    settings = TorchSwitchSettings.from_env()
    worlds = run_all([lambda: ThreadWorld(settings, 2) for _ in range(2)])
    assert not any(isinstance(w, BaseException) for w in worlds), worlds
    expected = sum(torch.arange(20_000, dtype=torch.int32) * (r + 1) - 7 for r in range(2))
    try:
        from hostlib.service import ServiceMembership

        with ServiceMembership(service.options) as member:
            jobs = member.list_jobs().jobs
        names = sorted(j.job_name for j in jobs)
        assert len(names) == 2 and names[0] != names[1], names
        assert all(re.fullmatch(r"torchrun-[0-9a-f]{16}", n) for n in names), names
        assert all(j.installed and len(j.members) == 2 for j in jobs)
        for out in run_all([lambda w=w: w.run(_int_call) for w in worlds]):
            for x in out:
                assert torch.equal(x, expected)
        assert all(pg.counters.switch == 1 for w in worlds for pg in w.pgs)
    finally:
        for w in worlds:
            w.close()


# -- tensors Gloo cannot take as they are ------------------------------------------------------
_EXPANDED_SCRIPT = r"""
import json, os, threading
from datetime import timedelta
import torch, torch.distributed as dist
from torch.distributed.distributed_c10d import PrefixStore
from hostlib.torchdist import P4ReduceProcessGroup, TorchSwitchSettings
from p4rproto.netio import Address

# slots=0: no switch; float32 takes the switch path's buffers, float64 the Gloo group.
settings = TorchSwitchSettings(Address("127.0.0.1", 9), 1, local_port_base=40000, slots=0)
store = dist.HashStore()
out = {}

def rank(r):
    pg = P4ReduceProcessGroup(PrefixStore("p4r", store), r, 2, timedelta(seconds=30), settings)
    got = {}
    max_opts = dist.AllreduceOptions()
    max_opts.reduceOp = dist.ReduceOp.MAX
    calls = {
        "float64": lambda: pg.allreduce([torch.ones(1, dtype=torch.float64).expand(1000)]),
        "float32": lambda: pg.allreduce([torch.ones(1).expand(1000)]),
        "int64 max": lambda: pg.allreduce([torch.ones(1, dtype=torch.int64).expand(50)], max_opts),
        "broadcast": lambda: pg.broadcast([torch.ones(1, dtype=torch.float64).expand(9)]),
    }
    for name, call in calls.items():
        try:
            call().wait()
            got[name] = "no error"
        except ValueError as exc:
            got[name] = str(exc)
    t = (torch.arange(12, dtype=torch.float64).reshape(3, 4) * (r + 1)).t()
    pg.allreduce([t]).wait()
    got["transposed"] = t.tolist()
    pg.shutdown()
    out[r] = got

threads = [threading.Thread(target=rank, args=(r,)) for r in range(2)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(json.dumps(out), flush=True)
# Skip interpreter teardown: a Gloo worker thread still dropping its last tensor then
# would need the GIL as the interpreter finalizes (torch aborts; not what this tests).
os._exit(0)
"""


def test_expanded_tensors_are_refused_clearly_and_non_contiguous_ones_work() -> None:
    """An expand()-ed tensor handed to Gloo crashed the process (SIGSEGV): now every
    path raises a clear error, on every rank.  In a subprocess, so a crash fails here."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    done = subprocess.run(
        [sys.executable, "-c", _EXPANDED_SCRIPT],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root), "OMP_NUM_THREADS": "1"},
    )
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    out = json.loads(done.stdout.strip().splitlines()[-1])
    transposed = (torch.arange(12, dtype=torch.float64).reshape(3, 4) * 3).t().tolist()
    for r in ("0", "1"):
        got = out[r]
        for name in ("float64", "float32", "int64 max", "broadcast"):
            assert "has elements that share memory" in got[name], (name, got[name])
            assert "t.contiguous() or t.clone()" in got[name]
        assert got["transposed"] == transposed


def test_a_switch_restart_at_any_moment_of_a_stream_of_calls_stays_exact() -> None:
    """The switch restarts while the ranks all-reduce back to back (mid-call, most
    likely): whatever each rank saw, they agree, rejoin once and every result is exact."""
    import threading

    switch = UdpSwitch(Address("127.0.0.1", 0), Pipeline(SwitchConfig(num_slots=256)))
    switch.start_thread()
    settings = install(switch, 2, 1, timeout=3.0)
    entry = JobEntry(1, 0, 32, settings.workers)
    w = ThreadWorld(settings, 2)
    restarted: list[UdpSwitch] = []
    started = threading.Barrier(3)

    def calls(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> list[bool]:
        started.wait()
        exact = []
        for i in range(40):
            x = torch.arange(60_000, dtype=torch.int32) * (r + 1) + i
            pg.allreduce([x]).wait()
            exact.append(bool(torch.equal(x, torch.arange(60_000, dtype=torch.int32) * 3 + 2 * i)))
        return exact

    def restart() -> None:
        started.wait()
        time.sleep(0.3)
        restarted.append(_restart(switch, entry))

    t = threading.Thread(target=restart)
    t.start()
    try:
        results = w.run(calls)
        t.join()
        assert all(all(exact) for exact in results)
        for pg in w.pgs:
            c = pg.counters
            assert (c.switch, c.rejoins, c.fallbacks) == (40, 1, 0), c
    finally:
        t.join()
        w.close()
        for sw in restarted or [switch]:
            sw.close()


def test_training_goes_on_when_the_service_restores_a_restarted_switch(
    tmp_path: Any, clean_env: pytest.MonkeyPatch
) -> None:
    """`p4reduce switch` restarts under a job of the controller service, which installs
    the pipeline and the job again with a new session.  Ranks that call once it is back
    rejoin at once; ranks that call before it is back rejoin when it is (within the
    call's timeout; else through Gloo first): exact throughout."""
    from hostlib.service import ServiceMembership
    from tests.test_service_faults import Processes

    procs = Processes(tmp_path)
    settings = TorchSwitchSettings(
        controller=procs.options.address,
        token_file=str(procs.token),
        job_name="survivor-torch",
        slots=32,
        timeout=2.0,
        retry_after=1,
    )
    expected = sum(torch.arange(20_000, dtype=torch.int32) * (r + 1) - 7 for r in range(2))

    def session() -> int:
        with ServiceMembership(procs.options) as m:
            (job,) = m.list_jobs().jobs
        return int(job.session)

    def restored(old: int) -> int:
        deadline = time.monotonic() + 20
        while (now := session()) in (old, 0) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert now not in (old, 0), "the service did not install the job again"
        return now

    w = ThreadWorld(settings, 2)
    try:
        assert all(torch.equal(x, expected) for x in w.run(_int_call))
        old = session()
        procs.restart_switch()
        new = restored(old)
        assert all(torch.equal(x, expected) for x in w.run(_int_call))
        c = w.pgs[0].counters
        assert (c.switch, c.rejoins, c.fallbacks) == (2, 1, 0), c
        assert all(pg.reducer.job and pg.reducer.job.config.session == new for pg in w.pgs)

        procs.restart_switch()  # and call at once, before the service restored it
        calls = 2
        while w.pgs[0].counters.rejoins < 2 and calls < 14:
            # (a call that times out goes to Gloo; after the cool-down the ranks rejoin)
            assert all(torch.equal(x, expected) for x in w.run(_int_call))
            calls += 1
        restored(new)
        for pg in w.pgs:
            c = pg.counters
            assert c.rejoins == 2 and c.switch + c.fallbacks + c.skipped == calls, c
            assert pg.reducer.job and pg.reducer.job.config.session == session()
        before = [pg.counters.switch for pg in w.pgs]
        assert all(torch.equal(x, expected) for x in w.run(_int_call))
        assert [pg.counters.switch for pg in w.pgs] == [b + 1 for b in before]
    finally:
        w.close()
        procs.close()
