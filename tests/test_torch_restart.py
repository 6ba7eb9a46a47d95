"""torchrun's elastic restarts through the switch, and what PyTorch builds on collectives
beyond DDP (DTensor, FSDP2) on the ``p4reduce`` backend, against Gloo."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("torch")

import torch
import torch.distributed as dist

from p4reduce.localrun import LocalController, local_controller, local_switch_job, run_workers
from p4rproto.netio import free_tcp_port

pytestmark = [pytest.mark.torch, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def running(tmp_path: Path) -> Iterator[LocalController]:
    """`p4reduce switch` and `p4reduce controller` as processes, as a user runs them."""
    with local_controller(tmp_path / "service", slots=1024) as local:
        yield local


def test_a_torchrun_restart_trains_again_through_the_switch(
    running: LocalController, tmp_path: Path
) -> None:
    """Rank 1 dies (SIGKILL) mid-training on torchrun's first attempt; the restarted
    attempt joins the service as a new run and trains to the end through the switch,
    every gradient exact (its sum over the ranks, in closed form), within 60 s of its start."""
    torchrun = Path(sys.executable).with_name("torchrun")
    started = time.monotonic()
    done = subprocess.run(
        [
            str(torchrun),
            "--nproc-per-node=2",
            "--max-restarts=2",
            "--rdzv-backend=c10d",
            f"--rdzv-endpoint=127.0.0.1:{free_tcp_port()}",
            str(ROOT / "tests" / "torchrun_restart.py"),
        ],
        env={
            **{k: v for k, v in os.environ.items() if not k.startswith("P4REDUCE_")},
            **running.env(),
            "PYTHONPATH": str(ROOT),
            "OMP_NUM_THREADS": "1",
            "RESTART_STEPS": "12",
            "RESTART_DIE_AT": "4",
        },
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["attempt"] >= 1, report  # the first attempt died, a restart finished
    assert report["exact"] and report["fallbacks"] == 0, report
    assert report["switch_calls"] == 12, report  # every step's bucket through the switch
    assert report["seconds"] < 60, report
    assert time.monotonic() - started < 280


# -- DTensor and FSDP2 ------------------------------------------------------------------------
def _beyond_ddp(rank: int, init_method: str, env: dict[str, str], calls: int) -> dict[str, Any]:
    """DTensor's full_tensor and redistribution, and a short FSDP2 training with its state
    dict, on the p4reduce backend and on Gloo in the same ranks."""
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard
    from torch.distributed.tensor import Replicate, Shard, distribute_tensor

    import hostlib.torchdist as p4t

    os.environ.update(env)
    torch.set_num_threads(1)
    dist.init_process_group(
        "p4reduce", init_method=init_method, rank=rank, world_size=2, timeout=timedelta(seconds=60)
    )
    out: dict[str, Any] = {}
    try:
        world = dist.group.WORLD
        assert isinstance(world, p4t.P4ReduceProcessGroup)
        gloo_before = world.counters.gloo
        mesh = init_device_mesh("cpu", (2,))
        d = distribute_tensor(torch.arange(16.0), mesh, [Shard(0)])
        full = [d.full_tensor() for _ in range(calls)]
        out["full_tensor_ok"] = all(torch.equal(f, torch.arange(16.0)) for f in full)
        out["redistributed"] = d.redistribute(mesh, [Replicate()]).to_local().tolist()
        out["through_reducer"] = world.counters.gloo - gloo_before  # none around it

        def train() -> dict[str, list[float]]:
            """Five FSDP2 steps on the default group; the full state dict."""
            torch.manual_seed(0)
            model = torch.nn.Sequential(
                torch.nn.Linear(32, 64), torch.nn.ReLU(), torch.nn.Linear(64, 8)
            )
            fully_shard(model, mesh=init_device_mesh("cpu", (2,)))
            opt = torch.optim.SGD(model.parameters(), lr=0.1)
            g = torch.Generator().manual_seed(rank)
            for _ in range(5):
                x = torch.randn(16, 32, generator=g)
                opt.zero_grad()
                model(x).pow(2).mean().backward()
                opt.step()
            state = model.state_dict()
            return {k: v.full_tensor().reshape(-1).tolist() for k, v in state.items()}

        out["fsdp2"] = train()
        out["counters"] = (world.counters.switch, world.counters.fallbacks)
    finally:
        dist.destroy_process_group()
    dist.init_process_group(
        "gloo",
        init_method=env["GLOO_INIT"],
        rank=rank,
        world_size=2,
        timeout=timedelta(seconds=60),
    )
    try:
        out["fsdp2_gloo"] = train()
    finally:
        dist.destroy_process_group()
    return out


def test_dtensor_and_fsdp2_run_on_p4reduce_as_on_gloo() -> None:
    with local_switch_job(2, slots=128, fallback="fail") as local:
        env = {**local.settings.to_env(), "GLOO_INIT": f"tcp://127.0.0.1:{free_tcp_port()}"}
        results = run_workers(_beyond_ddp, 2, (env, 200), timeout=240)
    for r in results:
        assert r["full_tensor_ok"] and r["redistributed"] == list(range(16)), r
        assert r["through_reducer"] >= 200, r  # every all-gather agreed and run by the reducer
        assert r["counters"][1] == 0, r
        assert r["fsdp2"].keys() == r["fsdp2_gloo"].keys()
        for key, values in r["fsdp2"].items():
            assert values == pytest.approx(r["fsdp2_gloo"][key], abs=1e-6), key
