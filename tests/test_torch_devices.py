"""Which tensors the switch takes, by device (``hostlib/torchdist/devices.py``): the
routing decision as a pure function of device type, dtype and layout, and the staged
route itself run on CPU tensors (routed as CUDA tensors are), so that the CUDA way is
checked where no GPU is: widening, chunks each one switch call, a chunk falling back to
Gloo alone, the average, the copy back.  The CUDA runs: ``test_torch_cuda.py``."""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from p4rproto import agreement
from p4rproto.agreement import Collective, Dtype, ReduceOp

pytest.importorskip("torch")

import torch
import torch.distributed as dist

from hostlib.reference import float_reference
from hostlib.torchdist import SWITCH_DTYPES, P4ReduceProcessGroup, SwitchReducer
from hostlib.torchdist import reducer as reducer_module
from hostlib.torchdist.devices import CallerStreams, switch_route
from hostlib.torchdist.staging import DEFAULT_CHUNK, chunks
from p4rproto.netio import Address
from softswitch.pipeline import Pipeline, SwitchConfig
from softswitch.udp import UdpSwitch
from tests.test_torch_backend import (
    AVG,
    NP_DTYPE,
    SUM,
    K,
    N,
    ThreadWorld,
    as_numpy,
    inputs_for,
    install,
    opts,
    switch_world,
)

pytestmark = pytest.mark.torch

TORCHDIST = Path(__file__).resolve().parents[1] / "hostlib" / "torchdist"


@pytest.mark.parametrize("dtype", sorted(SWITCH_DTYPES, key=str), ids=str)
def test_cpu_tensors_go_to_the_switch_directly_and_cuda_tensors_staged(dtype: torch.dtype) -> None:
    assert switch_route("cpu", dtype, torch.strided) == "direct"
    assert switch_route("cuda", dtype, torch.strided) == "staged"


@pytest.mark.parametrize(
    ("device", "dtype", "layout"),
    [
        ("cuda", torch.float64, torch.strided),  # a dtype the switch does not carry
        ("cuda", torch.int8, torch.strided),
        ("cuda", torch.float32, torch.sparse_coo),  # sparse: Gloo's sparse all-reduce
        ("cpu", torch.complex64, torch.strided),
        ("mps", torch.float32, torch.strided),  # devices without a staging path
        ("xpu", torch.float32, torch.strided),
        ("meta", torch.float32, torch.strided),
    ],
)
def test_what_the_switch_does_not_take_goes_to_gloo(
    device: str, dtype: torch.dtype, layout: torch.layout
) -> None:
    assert switch_route(device, dtype, layout) is None


def test_switchable_asks_the_route_of_every_tensor() -> None:
    cpu = torch.ones(3)
    meta = torch.empty(3, device="meta")  # a device with no route: the call goes to Gloo
    assert SwitchReducer.switchable([cpu], dist.ReduceOp.AVG)
    assert not SwitchReducer.switchable([cpu, meta], dist.ReduceOp.SUM)
    assert not SwitchReducer.switchable([cpu], dist.ReduceOp.MAX)


def test_cpu_tensors_capture_no_stream_and_touch_no_cuda() -> None:
    """A CPU call captures nothing, so the CPU path runs where torch has no CUDA."""
    streams = CallerStreams.of([torch.ones(2), torch.zeros(3, dtype=torch.int32)])
    assert streams == CallerStreams(())
    with streams.current():
        pass


def test_nothing_in_the_integration_synchronizes_the_whole_device() -> None:
    """Stream rules as NCCL's: events and stream waits only, never
    ``torch.cuda.synchronize()`` (which would stall every stream of the GPU)."""
    calls = []
    for path in sorted(TORCHDIST.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                target = ast.unparse(node.func)
                if target.endswith("cuda.synchronize") or target.endswith("device_synchronize"):
                    calls.append(f"{path.name}:{node.lineno}: {target}()")
    assert calls == []


# -- the staged route, on CPU tensors ---------------------------------------------------------
def staged_reference(dtype: torch.dtype, xs: list[Any], average: bool, chunk: int) -> np.ndarray:
    """What the switch must return for a bucket staged in chunks of ``chunk``: each chunk
    is a call of its own, quantized packet by packet from its own start."""
    if not dtype.is_floating_point:
        assert not average  # (refused, as Gloo refuses it)
        return torch.stack(xs).sum(dim=0).numpy()
    flat = [x.float().reshape(-1).numpy() for x in xs]
    small = agreement.inline_capacity(
        agreement.Layout(K, len(xs)),
        agreement.CallDescriptor(Collective.ALL_REDUCE, ReduceOp.SUM, Dtype.FLOAT32, 0, 0),
    )
    parts = [  # a chunk that rides in its agreement packet is summed exactly
        np.sum([f[part] for f in flat], axis=0, dtype=np.float64).astype(np.float32)
        if part.stop - part.start <= small
        else float_reference([f[part] for f in flat], K).floats(part.stop - part.start)
        for part in chunks(len(flat[0]), chunk)
    ]
    out = np.concatenate(parts)
    if average:
        out = out / np.float32(len(xs))
    return out.astype(NP_DTYPE[dtype]).reshape(xs[0].shape)


@pytest.fixture
def cpu_staged(monkeypatch: pytest.MonkeyPatch) -> None:
    """CPU tensors take the CUDA tensors' route: staged through (ordinary) host buffers."""
    real = reducer_module.switch_route

    def staged(device: str, dtype: torch.dtype, layout: torch.layout) -> Any:
        return "staged" if real(device, dtype, layout) is not None else None

    monkeypatch.setattr(reducer_module, "switch_route", staged)


@pytest.fixture(scope="module")
def world() -> Iterator[ThreadWorld]:
    with switch_world(N, fallback="fail") as w:
        yield w


@pytest.mark.usefixtures("cpu_staged")
@pytest.mark.parametrize(
    ("dtype", "op", "chunk"),
    [
        (torch.float32, AVG, 333),  # chunks end inside a packet
        (torch.bfloat16, AVG, 64),  # widened, averaged, rounded once; one packet a chunk
        (torch.float16, SUM, DEFAULT_CHUNK),  # one chunk
        (torch.int64, SUM, 333),  # exact
    ],
    ids=str,
)
def test_the_staged_route_is_exact_chunk_by_chunk(
    world: ThreadWorld, dtype: torch.dtype, op: Any, chunk: int
) -> None:
    xs = [inputs_for(dtype, r) for r in range(N)]
    before = [pg.counters.switch for pg in world.pgs]

    def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
        pg.reducer.staging_chunk = chunk
        mine = xs[r].clone()
        try:
            pg.allreduce([mine], opts(op)).wait()
        finally:
            pg.reducer.staging_chunk = DEFAULT_CHUNK
        return mine

    expected = staged_reference(dtype, xs, op == AVG, chunk)
    calls = len(chunks(xs[0].numel(), chunk))
    for mine, pg, b in zip(world.run(rank), world.pgs, before, strict=True):
        assert mine.dtype == dtype and pg.counters.switch == b + calls
        np.testing.assert_array_equal(as_numpy(mine), expected)
        assert pg.reducer.staging_pool.allocations > 0  # it was staged


def check_chunk_fallback(device_of: Callable[[int], torch.device]) -> None:
    """NaN in the second of four chunks on rank 0, ``fallback = "gloo"``: that chunk is
    summed by Gloo (NaN included, as Gloo's sum has it), the others by the switch."""
    switch = UdpSwitch(Address("127.0.0.1", 0), Pipeline(SwitchConfig(num_slots=256)))
    switch.start_thread()
    w = ThreadWorld(install(switch, N, 2, fallback="gloo"), N)
    try:
        xs = [inputs_for(torch.float32, r, (1000,)) for r in range(N)]
        xs[0][400] = float("nan")

        def rank(r: int, pg: P4ReduceProcessGroup, gloo: Any) -> Any:
            pg.reducer.staging_chunk = 333
            mine = xs[r].to(device_of(r))
            pg.allreduce([mine], opts(SUM)).wait()
            return mine.cpu(), pg.counters

        clean = [x.clone() for x in xs]
        clean[0][400] = 0.0
        expected = staged_reference(torch.float32, clean, False, 333)
        by_gloo = sum(x[333:666] for x in xs).numpy()
        for mine, counters in w.run(rank):
            assert (counters.switch, counters.fallbacks) == (3, 1), counters
            got = mine.numpy()
            switched = np.r_[0:333, 666:1000]
            np.testing.assert_array_equal(got[switched], expected[switched])
            np.testing.assert_allclose(got[333:666], by_gloo, rtol=1e-6)
            assert np.isnan(got[400])
    finally:
        w.close()
        switch.close()


@pytest.mark.usefixtures("cpu_staged")
def test_a_staged_chunk_the_switch_cannot_take_goes_to_gloo_alone() -> None:
    check_chunk_fallback(lambda rank: torch.device("cpu"))
