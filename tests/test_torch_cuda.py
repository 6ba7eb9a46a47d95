"""CUDA tensors through the switch, staged through pinned host memory
(``hostlib/torchdist/staging.py``): the backend against the numpy reference and Gloo's
CUDA path, per-tensor fallback to Gloo on the GPU, all or nothing on a fault, the stream
rules (a gradient written on a side stream; nothing synchronizes the device), DDP
training parity with Gloo through the backend and the hook, float16/bfloat16 buckets.

Marked ``cuda``: skipped, with the reason, where torch sees no GPU (tests/conftest.py).
Ranks share the GPUs round robin (one GPU serves them all: the switch path and Gloo's
CUDA path allow that, NCCL would not, so Gloo is the comparison).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import numpy as np
import pytest

pytest.importorskip("torch")

import torch
import torch.distributed as dist

from hostlib.quantize import output_eps
from hostlib.torchdist import P4ReduceProcessGroup
from hostlib.torchdist.buffers import divide
from hostlib.torchdist.staging import DEFAULT_CHUNK, StagingPool, chunks, staged_all_reduce
from p4reduce.cli import main as p4reduce_main
from p4reduce.localrun import local_switch_job, run_workers
from tests.test_staging import InPlaceThenFault
from tests.test_torch_backend import (
    AVG,
    DTYPES,
    MAX,
    NP_DTYPE,
    SUM,
    N,
    ThreadWorld,
    as_numpy,
    inputs_for,
    opts,
    switch_world,
)
from tests.test_torch_devices import check_chunk_fallback, staged_reference

pytestmark = [pytest.mark.torch, pytest.mark.cuda]

#: Elements per staged chunk in the chunked cases: not a multiple of K, so chunks end
#: inside a packet; the test tensors (7 x 143) take four chunks.
ODD_CHUNK = 333
#: GPU cycles a side stream spins before it writes the gradient (tens of milliseconds):
#: a copy-down that did not wait for that stream would read the old values.
SPIN_CYCLES = 50_000_000


def device_of(rank: int) -> torch.device:
    return torch.device("cuda", rank % torch.cuda.device_count())


@pytest.fixture(scope="module")
def world() -> Iterator[ThreadWorld]:
    with switch_world(N, fallback="fail") as w:
        yield w


# -- the backend on CUDA tensors ---------------------------------------------------------------
@pytest.mark.parametrize("chunk", [DEFAULT_CHUNK, ODD_CHUNK], ids=["one-chunk", "odd-chunks"])
@pytest.mark.parametrize("op", [SUM, AVG], ids=["sum", "avg"])
@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_all_reduce_on_cuda_matches_reference_and_gloo(
    world: ThreadWorld, dtype: torch.dtype, op: Any, chunk: int
) -> None:
    if op == AVG and not dtype.is_floating_point:
        pytest.skip("an integer AVG raises, as Gloo's (tests/test_torch_backend.py)")
    xs = [inputs_for(dtype, r) for r in range(N)]
    calls = len(chunks(xs[0].numel(), chunk))
    before = [pg.counters.switch for pg in world.pgs]

    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> tuple[Any, Any]:
        pg.reducer.staging_chunk = chunk
        mine, theirs = xs[r].to(device_of(r)), xs[r].to(device_of(r))
        try:
            pg.allreduce([mine], opts(op)).wait()
        finally:
            pg.reducer.staging_chunk = DEFAULT_CHUNK
        gloo.allreduce([theirs], opts(SUM)).wait()  # Gloo has no AVG
        if op == AVG and dtype.is_floating_point:
            theirs /= N
        return mine, theirs.cpu()

    results = world.run(rank)
    expected = staged_reference(dtype, xs, op == AVG, chunk)
    for (mine, theirs), pg, b in zip(results, world.pgs, before, strict=True):
        assert mine.is_cuda and mine.dtype == dtype and mine.shape == xs[0].shape
        assert pg.counters.switch == b + calls  # each chunk one switch call
        np.testing.assert_array_equal(as_numpy(mine.cpu()), expected)
        if dtype.is_floating_point:  # and within rounding of Gloo's CUDA path
            total = sum(x.float().abs() for x in xs).numpy() / (N if op == AVG else 1)
            tol = 2 * N * output_eps(NP_DTYPE[dtype]) * total + 2**-20 * total.max()
            err = np.abs(mine.float().cpu().numpy() - theirs.float().numpy())
            assert (err <= tol).all(), float((err - tol).max())
        elif op == SUM:
            assert torch.equal(mine.cpu(), theirs)
        work = torch.float32 if dtype.is_floating_point else dtype
        assert pg.reducer.staging_pool.src[work, True].is_pinned()


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16], ids=str)
def test_an_average_is_divided_correctly_rounded_on_the_gpu(dtype: torch.dtype) -> None:
    """The same average on the GPU as on the CPU: ``x / 3`` rounded once (PyTorch's CUDA
    kernel, given the Python number 3, multiplies by a rounded 1/3 and misses by an ulp
    in about a third of the elements)."""
    x = torch.randn(100_000, generator=torch.Generator().manual_seed(3)).to(dtype)
    on_gpu = x.to("cuda")
    divide(on_gpu, 3)
    assert torch.equal(on_gpu.cpu(), x / 3)


def test_several_cuda_tensors_and_non_contiguous(world: ThreadWorld) -> None:
    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> list[Any]:
        dev = device_of(r)
        a = torch.full((4, 6), float(r + 1), device=dev).t()  # non-contiguous
        b = torch.full((5,), r + 1, dtype=torch.int32, device=dev)
        c = torch.full((3,), float(10 * (r + 1)), dtype=torch.bfloat16, device=dev)
        pg.allreduce_coalesced([a, b, c], dist.AllreduceCoalescedOptions()).wait()
        return [t.cpu() for t in (a, b, c)]

    total = sum(range(1, N + 1))
    for a, b, c in world.run(rank):
        assert torch.equal(a, torch.full((6, 4), float(total)))
        assert torch.equal(b, torch.full((5,), total, dtype=torch.int32))
        assert torch.equal(c, torch.full((3,), float(10 * total), dtype=torch.bfloat16))


@pytest.mark.parametrize(("op", "dtype"), [(MAX, torch.float32), (SUM, torch.float64)])
def test_what_the_switch_does_not_take_goes_to_gloo_on_the_gpu(
    world: ThreadWorld, op: Any, dtype: torch.dtype
) -> None:
    before = [(pg.counters.switch, pg.counters.gloo) for pg in world.pgs]

    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> tuple[Any, Any]:
        mine = (torch.arange(1, 6, dtype=dtype) * (r + 1)).to(device_of(r))
        theirs = mine.clone()
        pg.allreduce([mine], opts(op)).wait()
        gloo.allreduce([theirs], opts(op)).wait()
        return mine, theirs

    for (mine, theirs), pg, (switch, gloo) in zip(world.run(rank), world.pgs, before, strict=True):
        assert mine.is_cuda and torch.equal(mine, theirs)
        assert (pg.counters.switch, pg.counters.gloo) == (switch, gloo + 1)


def test_a_chunk_the_switch_cannot_take_goes_to_gloo_alone() -> None:
    """NaN in one chunk of a staged bucket: that chunk is summed by Gloo in host memory,
    the others by the switch, and the bucket is whole (``fallback = "gloo"``)."""
    check_chunk_fallback(device_of)


# -- stream rules --------------------------------------------------------------------------------
def test_a_gradient_written_on_a_side_stream_is_waited_for(
    world: ThreadWorld, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The kernel that writes the tensor runs late on a side stream, and the all-reduce
    is issued on that stream: the copy-down waits for it, and work queued there after
    ``wait()`` sees the sum.  Nothing may synchronize the whole device meanwhile."""

    def no_device_sync(*args: Any) -> None:
        raise AssertionError("torch.cuda.synchronize() called on the all-reduce's path")

    monkeypatch.setattr(torch.cuda, "synchronize", no_device_sync)

    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
        dev = device_of(r)
        pg.reducer.staging_chunk = ODD_CHUNK  # several chunks, each waited for
        x = torch.zeros(4096, device=dev)
        side = torch.cuda.Stream(dev)
        try:
            with torch.cuda.stream(side):
                torch.cuda._sleep(SPIN_CYCLES)
                x.fill_(float(r + 1))  # the gradient, written late
                pg.allreduce([x]).wait()
                seen = x * 1  # queued on the side stream after the work is done
        finally:
            pg.reducer.staging_chunk = DEFAULT_CHUNK
        side.synchronize()
        return seen.cpu()

    for seen in world.run(rank):
        assert torch.equal(seen, torch.full((4096,), float(sum(range(1, N + 1)))))


def test_work_wait_on_another_stream_orders_that_stream(world: ThreadWorld) -> None:
    """Issued on a side stream, waited for on the default stream: ``wait()`` makes the
    waiting stream wait too (as NCCL's does), so reading the tensor there sees the sum."""

    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
        dev = device_of(r)
        x = torch.zeros(4096, device=dev)
        side = torch.cuda.Stream(dev)
        with torch.cuda.stream(side):
            torch.cuda._sleep(SPIN_CYCLES)
            x.fill_(float(r + 1))
            work = pg.allreduce([x])
        work.wait()  # on the default stream
        return x.cpu()

    for seen in world.run(rank):
        assert torch.equal(seen, torch.full((4096,), float(sum(range(1, N + 1)))))


@pytest.mark.parametrize("fail_at", [0, 3])
def test_a_fault_in_the_middle_of_a_cuda_bucket_leaves_it_as_it_was(fail_at: int) -> None:
    """All or nothing on the GPU: the chunks already copied up are put back (the network
    step here sums in place, as the Gloo fallback does)."""
    x = torch.arange(1000, dtype=torch.float32, device="cuda")
    pool = StagingPool()
    with pytest.raises(RuntimeError, match="network step failed"):
        staged_all_reduce(x, InPlaceThenFault(fail_at), pool, 128)
    assert torch.equal(x.cpu(), torch.arange(1000, dtype=torch.float32))
    staged_all_reduce(x, InPlaceThenFault(None), pool, 128)
    assert torch.equal(x.cpu(), torch.arange(1000, dtype=torch.float32) * 2)
    assert all(buf.is_pinned() for buf in pool.src.values())


# -- DDP on GPUs -----------------------------------------------------------------------------------
WORKERS = 2
STEPS = 3
#: Parity: the largest parameter difference allowed between a p4reduce and a Gloo run in
#: float32 (as for CPU training, tests/test_torch_training.py).
PARAM_TOLERANCE = 1e-4
#: Elements per staged chunk in the DDP runs: every bucket takes several chunks.
DDP_CHUNK = 4096


def _ddp(
    rank: int, init_method: str, env: dict[str, str], mode: str, dtype_name: str, device_type: str
) -> tuple[np.ndarray, np.ndarray, Any]:
    """Train a small MLP on this rank's GPU with DDP: over Gloo (``gloo``), the p4reduce
    backend (``backend``) or Gloo with the p4reduce hook (``hook``).  Returns the first
    step's averaged gradients, the parameters after ``STEPS`` steps, and the counters."""
    from torch import nn
    from torch.nn.parallel import DistributedDataParallel

    from hostlib.torchdist import P4ReduceHookState, p4reduce_hook

    os.environ.update(env)
    torch.set_num_threads(1)
    device = device_of(rank) if device_type == "cuda" else torch.device("cpu")
    if device.type == "cuda":
        torch.cuda.set_device(device)
    dtype = getattr(torch, dtype_name)
    dist.init_process_group(
        "p4reduce" if mode == "backend" else "gloo",
        init_method=init_method,
        rank=rank,
        world_size=WORKERS,
        timeout=timedelta(seconds=60),
    )
    try:
        torch.manual_seed(0)
        model = nn.Sequential(nn.Linear(64, 256), nn.ReLU(), nn.Linear(256, 10))
        model = model.to(device=device, dtype=dtype)
        ids = None if device.type == "cpu" else [device.index]
        ddp = DistributedDataParallel(model, device_ids=ids, bucket_cap_mb=0.05)
        state = None
        if mode == "hook":
            state = P4ReduceHookState.from_settings()
            ddp.register_comm_hook(state, p4reduce_hook)
        opt = torch.optim.SGD(ddp.parameters(), lr=0.05)
        gen = torch.Generator().manual_seed(rank)
        grads = np.empty(0, dtype=np.float32)
        for step in range(STEPS):
            x = torch.randn(32, 64, generator=gen).to(device=device, dtype=dtype)
            y = torch.randint(0, 10, (32,), generator=gen).to(device)
            opt.zero_grad()
            nn.functional.cross_entropy(ddp(x).float(), y).backward()
            if step == 0:
                grads = torch.cat([p.grad.float().reshape(-1) for p in ddp.parameters()])
                grads = grads.cpu().numpy()
            opt.step()
        params = torch.cat([p.detach().float().reshape(-1) for p in ddp.parameters()])
        world = dist.group.WORLD
        counters = None
        if state is not None:
            counters = state.counters
            state.close()
        elif isinstance(world, P4ReduceProcessGroup):
            counters = world.counters
        return grads, params.cpu().numpy(), counters
    finally:
        dist.destroy_process_group()


def ddp_runs(dtype_name: str, device: str = "cuda") -> dict[str, list[Any]]:
    """The same training over Gloo, the backend and the hook (a switch job each), on the
    GPUs (``device="cpu"`` runs the same on the CPU, to try the test itself)."""
    with local_switch_job(WORKERS, jobs=2, slots=128, fallback="fail") as local:
        jobs = {"gloo": local.jobs[0], "backend": local.jobs[0], "hook": local.jobs[1]}
        runs = {}
        for mode, job in jobs.items():  # (the Gloo run uses no switch job)
            env = {**job.to_env(), "P4REDUCE_STAGING_CHUNK": str(DDP_CHUNK)}
            runs[mode] = run_workers(_ddp, WORKERS, (env, mode, dtype_name, device), timeout=240)
        return runs


@pytest.fixture(scope="module")
def float32_runs() -> dict[str, list[Any]]:
    return ddp_runs("float32")


@pytest.mark.parametrize("mode", ["backend", "hook"])
def test_ddp_training_on_gpus_matches_gloo(float32_runs: dict[str, list[Any]], mode: str) -> None:
    gloo, p4 = float32_runs["gloo"], float32_runs[mode]
    for (_, gloo_params, _), (_, params, counters) in zip(gloo, p4, strict=True):
        assert np.abs(params - gloo_params).max() <= PARAM_TOLERANCE
        assert counters.switch >= STEPS and counters.fallbacks == 0
    np.testing.assert_array_equal(p4[0][1], p4[1][1])  # DDP kept the ranks in step


@pytest.mark.parametrize("dtype_name", ["float16", "bfloat16"])
def test_half_precision_buckets_on_gpus_match_gloo(dtype_name: str) -> None:
    """float16/bfloat16 buckets: widened to float32 on the GPU, summed by the switch,
    averaged and rounded once; Gloo sums in the bucket's dtype.  The first step's
    gradients agree within a rounding or two of the dtype."""
    check_half_parity(ddp_runs(dtype_name), dtype_name)


def check_half_parity(runs: dict[str, list[Any]], dtype_name: str) -> None:
    info = torch.finfo(getattr(torch, dtype_name))
    eps, tiny = info.eps, 2 * info.smallest_normal * info.eps  # tiny: 2 subnormal steps
    gloo_grads = runs["gloo"][0][0]
    for mode in ("backend", "hook"):
        for grads, params, counters in runs[mode]:
            tol = 2 * eps * np.abs(gloo_grads) + 2**-20 * np.abs(gloo_grads).max() + tiny
            assert (np.abs(grads - gloo_grads) <= tol).all(), mode
            assert np.isfinite(params).all()
            assert counters.switch >= STEPS and counters.fallbacks == 0


def test_bench_torch_on_gpus_says_how_much_of_the_copies_the_network_hides(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["bench", "torch", "--device", "cuda", "--hidden", "256", "--layers", "1"]
    # 68,362 parameters (256 x 256 + 256, 256 x 10 + 10): four chunks of 20,000
    argv += ["--staging-chunk", "20000", "--steps", "1", "--repeat", "2"]
    assert p4reduce_main(argv) == 0
    out = capsys.readouterr().out
    assert "workers on cuda" in out and "0 fallbacks" in out
    assert "the network hides" in out and "% of the copies" in out
    assert "in one call" in out and "in the 4 chunks of staging" in out
