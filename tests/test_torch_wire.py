"""Narrow lanes in the PyTorch layer: ``P4REDUCE_WIRE`` and error feedback, in the
backend (rank per thread, against the numpy reference) and through the reducer's keyed
buffers as the DDP hook uses them (real DDP training: ``test_torch_training.py``)."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("torch")

import torch
import torch.distributed as dist

from hostlib import packing
from hostlib.reference import float_reference
from hostlib.torchdist import TorchSwitchSettings
from hostlib.torchdist.settings import SettingsError
from p4rproto.agreement import Wire
from tests.test_torch_backend import K, ThreadWorld, opts, switch_world

pytestmark = pytest.mark.torch
SUM = dist.ReduceOp.SUM


def test_the_wire_is_read_from_the_environment_and_written_back() -> None:
    env = {"P4REDUCE_SWITCH": "127.0.0.1:9", "P4REDUCE_JOB_ID": "1",
           "P4REDUCE_LOCAL_PORT_BASE": "4000", "P4REDUCE_WIRE": "int16"}  # fmt: skip
    settings = TorchSwitchSettings.from_env(env)
    assert settings.wire == Wire.INT16 and settings.job_config(0, 2).wire == Wire.INT16
    assert settings.to_env()["P4REDUCE_WIRE"] == "int16"
    with pytest.raises(SettingsError, match=r"^P4REDUCE_WIRE: unknown wire format 'int4'"):
        TorchSwitchSettings.from_env({**env, "P4REDUCE_WIRE": "int4"})


@pytest.mark.parametrize("wire", [Wire.INT16, Wire.INT8], ids=str)
def test_float_all_reduce_on_narrow_lanes_is_the_reference_bit_for_bit(wire: Wire) -> None:
    n = 3
    with switch_world(n, fallback="fail", wire=wire) as world:
        xs = [torch.randn(7, 1430, generator=torch.Generator().manual_seed(r)) for r in range(n)]
        flat = [x.reshape(-1).numpy().copy() for x in xs]
        number = world.pgs[0].reducer.job.next_call  # (seeds the rounding)
        world.run(lambda r, pg, _: pg.allreduce([xs[r]], opts(SUM)).wait())
        want = float_reference(flat, K, wire, call=number).floats(len(flat[0]))
        for x in xs:
            np.testing.assert_array_equal(x.reshape(-1).numpy(), want)
        ints = [torch.full((5000,), 100_000 * (r + 1), dtype=torch.int32) for r in range(n)]
        world.run(lambda r, pg, _: pg.allreduce([ints[r]], opts(SUM)).wait())
        assert all((t == 600_000).all() for t in ints)  # integers stay exact int32 words


def running_sum_drift(world: ThreadWorld, grads: list[torch.Tensor], steps: int,
                      key: object) -> float:  # fmt: skip
    """How far T all-reduces of the same gradients (each rank's buffer: the same memory
    every step) add up from T times their exact sum.  ``key``: the reducer's feedback key
    (the hook's), or None (the backend's own: by memory, where it is on)."""
    bufs = [torch.empty_like(g) for g in grads]
    total = torch.zeros(grads[0].shape, dtype=torch.float64)
    for _ in range(steps):
        for b, g in zip(bufs, grads, strict=True):
            b.copy_(g)
        world.run(
            lambda r, pg, _: pg.reducer.all_reduce_issue([bufs[r]], SUM, feedback=key).future.wait()
        )
        assert all(torch.equal(b, bufs[0]) for b in bufs)  # every rank the same
        total += bufs[0].double()
    exact = torch.stack(grads).double().sum(0)
    return float((total - steps * exact).abs().max())


@pytest.mark.parametrize("keyed_by", ["hook", "memory"])
def test_error_feedback_carries_the_rounding_error_instead_of_accumulating_it(
    keyed_by: str,
) -> None:
    """The same gradient summed T times on int8 lanes: with error feedback the running
    sum stays within one rounding step per rank of T times the exact sum; without, the
    errors add up as a random walk.  Keyed as the DDP hook keys its buckets, or (the
    backend, ``P4REDUCE_ERROR_FEEDBACK=1``) by the buffer's memory."""
    n, steps, size = 3, 48, 3000
    grads = [torch.randn(size, generator=torch.Generator().manual_seed(r)) for r in range(n)]
    assert max(float(g.abs().max()) for g in grads) < 2**3  # blocks of biased exponent 130
    step = float(np.exp2(-packing.shifts(np.array([130], np.uint8), n, Wire.INT8)[0]))
    drift = {}
    for fed in (True, False):
        memory = fed and keyed_by == "memory"
        with switch_world(n, fallback="fail", wire=Wire.INT8, error_feedback=memory) as world:
            key = ("bucket", 0) if fed and keyed_by == "hook" else None
            drift[fed] = running_sum_drift(world, grads, steps, key)
    assert drift[True] <= n * step  # what is carried: under one step per rank
    assert drift[False] > 3 * drift[True]
