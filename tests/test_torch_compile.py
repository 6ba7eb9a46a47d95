"""``torch.compile`` over DDP on the ``p4reduce`` backend, and over DDP on Gloo with the
p4reduce hook, trains as the same compiled model on Gloo does.

Gloo's collectives are C++, so a compiled model's DDP calls them without a Python frame;
the backend's and the hook's are Python, which Dynamo must not trace
(``hostlib/torchdist/compiling.py``).  The model has a BatchNorm, so DDP's compiled
forward broadcasts its buffers on every step, and rebuilds its buckets (a broadcast)
on the second."""

from __future__ import annotations

import copy
import os
import time
from datetime import timedelta
from typing import Any

import pytest

pytest.importorskip("torch")

import torch
import torch.distributed as dist

from p4reduce.localrun import local_switch_job, run_workers

pytestmark = pytest.mark.torch

STEPS = 4
#: The largest parameter difference allowed against Gloo's training (as in
#: tests/test_torch_training.py: quantization errs by about n**2 * 2**-31 of a packet's
#: largest gradient per step).
PARAM_TOLERANCE = 1e-4
#: Dynamo and AOTAutograd, without Inductor's C++ code generation: the part of
#: torch.compile that traces the model and meets the process group.  Inductor takes the
#: four cases from about 27 s to 43-68 s on two shared cores; set
#: P4REDUCE_TEST_COMPILER=inductor to run them with it.
COMPILER = os.environ.get("P4REDUCE_TEST_COMPILER", "aot_eager")


def _net() -> torch.nn.Module:
    return torch.nn.Sequential(
        torch.nn.Linear(20, 32), torch.nn.BatchNorm1d(32), torch.nn.Tanh(), torch.nn.Linear(32, 4)
    )


def _train_compiled(
    rank: int, init_method: str, env: dict[str, str], mode: str, whole_step: bool
) -> dict[str, Any]:
    """The same compiled model trained with DDP through p4reduce (``mode``: the backend,
    or Gloo with the hook) and with DDP on a Gloo group; reports how far apart they end."""
    from torch._dynamo.utils import counters
    from torch.nn.parallel import DistributedDataParallel

    from hostlib.torchdist import P4ReduceHookState, p4reduce_hook

    os.environ.update(env)
    torch.set_num_threads(1)
    backend = "p4reduce" if mode == "backend" else "gloo"
    dist.init_process_group(
        backend, init_method=init_method, rank=rank, world_size=2, timeout=timedelta(seconds=60)
    )
    gloo = dist.new_group(backend="gloo")
    torch.manual_seed(0)
    net = _net()
    model = DistributedDataParallel(net)
    ref = DistributedDataParallel(copy.deepcopy(net), process_group=gloo)
    state = None
    if mode == "hook":
        state = P4ReduceHookState.from_settings()
        model.register_comm_hook(state, p4reduce_hook)
    reducer = state.reducer if state else dist.distributed_c10d._get_default_group().reducer  # type: ignore[attr-defined]

    def step(m: torch.nn.Module, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        loss = ((m(x) - y) ** 2).mean()
        loss.backward()
        return loss

    # Gloo's model first: Dynamo compiles DDP's own Python (its graph breaks) for it, and
    # meets only what is new when p4reduce's runs: none of p4reduce's Python, if it is
    # kept out of Dynamo.
    if whole_step:  # forward and backward in one compiled function
        steps = [torch.compile(step, backend=COMPILER) for _ in range(2)]
        models: list[torch.nn.Module] = [ref, model]
    else:
        steps = [step, step]
        models = [torch.compile(m, backend=COMPILER) for m in (ref, model)]
    optimizers = [torch.optim.SGD(m.parameters(), lr=0.1) for m in (ref, model)]
    data = torch.Generator().manual_seed(rank)
    graph_breaks = [0, 0]  # Dynamo's, compiling each model's calls (Gloo's, p4reduce's)
    started = time.monotonic()
    for _ in range(STEPS):
        x, y = torch.randn(16, 20, generator=data), torch.randn(16, 4, generator=data)
        for i, (fn, m, opt) in enumerate(zip(steps, models, optimizers, strict=True)):
            opt.zero_grad()
            counters.clear()
            fn(m, x, y)
            graph_breaks[i] += counters["graph_break"].total()
            opt.step()
    return {
        "seconds": time.monotonic() - started,
        "graph_breaks": graph_breaks,
        "param_diff": max(
            float((a - b).abs().max())
            for a, b in zip(model.state_dict().values(), ref.state_dict().values(), strict=True)
            if a.is_floating_point()
        ),
        "counters": reducer.counters,
    }


@pytest.mark.parametrize("whole_step", [False, True], ids=["model", "step"])
@pytest.mark.parametrize("mode", ["backend", "hook"])
def test_compiled_ddp_trains_as_on_gloo(mode: str, whole_step: bool) -> None:
    with local_switch_job(2) as local:
        results = run_workers(
            _train_compiled, 2, (local.settings.to_env(), mode, whole_step), timeout=300
        )
    for report in results:
        assert report["param_diff"] <= PARAM_TOLERANCE, report
        # Dynamo met none of p4reduce's Python: no graph break beyond DDP's own
        gloo, mine = report["graph_breaks"]
        assert gloo > 0 and mine == 0, report
        c = report["counters"]
        # every step's gradients through the switch, none on Gloo
        assert (c.switch, c.fallbacks, c.skipped) == (STEPS, 0, 0), c
