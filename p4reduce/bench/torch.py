"""``p4reduce bench torch``: DDP training step and all-reduce time, p4reduce vs Gloo.

N spawned workers train an MLP of a few million parameters on random data, first with
plain Gloo, then through the switch (the DDP comm hook or the ``p4reduce`` backend), in
the same processes and on the same loopback; they also time a bare all-reduce of a
tensor as large as the model.  The figures are the slowest rank's means, and the ratio
compares the two from this one run.  The switch is the software switch, started here.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from typing import TextIO

import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel

import hostlib.torchdist as p4t
from p4reduce.localrun import local_switch_job, run_workers

MODES = ("hook", "backend")


@dataclass(frozen=True)
class TorchBenchConfig:
    workers: int = 2  #: DDP processes
    mode: str = "hook"  #: how gradients reach the switch: the comm hook or the backend
    hidden: int = 1024  #: width of the MLP (its input too)
    layers: int = 3  #: hidden layers; 3 x 1024 is 3.16 M parameters
    batch: int = 32  #: samples per worker and step
    steps: int = 5  #: timed training steps per side (after one warm-up step)
    repeat: int = 5  #: timed bare all-reduces per side (after one warm-up)
    elems_per_packet: int = 256  #: the software switch's K
    slots: int = 1024  #: the job's slot pool

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, got {self.mode!r}")
        if min(self.workers, self.hidden, self.layers, self.batch, self.steps, self.repeat) < 1:
            raise ValueError("workers, hidden, layers, batch, steps and repeat must be positive")

    def model(self) -> nn.Module:
        torch.manual_seed(0)
        body: list[nn.Module] = []
        for _ in range(self.layers):
            body += [nn.Linear(self.hidden, self.hidden), nn.ReLU()]
        return nn.Sequential(*body, nn.Linear(self.hidden, 10))


@dataclass(frozen=True)
class Timings:
    """Seconds, mean over the timed repetitions, for one side."""

    step: float
    all_reduce: float


@dataclass(frozen=True)
class WorkerTimings:
    params: int
    gloo: Timings
    p4reduce: Timings
    counters: p4t.ReducerCounters


def _mean_time(fn: Callable[[], object], repeat: int, sync: Callable[[], object]) -> float:
    """Mean of ``repeat`` timed calls after one warm-up; ``sync`` lines the ranks up first."""
    fn()
    total = 0.0
    for _ in range(repeat):
        sync()
        t0 = time.perf_counter()
        fn()
        total += time.perf_counter() - t0
    return total / repeat


def _side(
    cfg: TorchBenchConfig,
    ddp: DistributedDataParallel,
    all_reduce: Callable[[torch.Tensor], object],
    sync: Callable[[], object],
) -> Timings:
    gen = torch.Generator().manual_seed(dist.get_rank())
    x = torch.randn(cfg.batch, cfg.hidden, generator=gen)
    y = torch.randint(0, 10, (cfg.batch,), generator=gen)
    opt = torch.optim.SGD(ddp.parameters(), lr=0.01)
    loss_fn = nn.CrossEntropyLoss()

    def step() -> None:
        opt.zero_grad()
        loss_fn(ddp(x), y).backward()
        opt.step()

    flat = torch.randn(sum(p.numel() for p in ddp.parameters()), generator=gen)
    return Timings(
        step=_mean_time(step, cfg.steps, sync),
        all_reduce=_mean_time(lambda: all_reduce(flat), cfg.repeat, sync),
    )


def _worker(
    rank: int, init_method: str, cfg: TorchBenchConfig, env: dict[str, str]
) -> WorkerTimings:
    os.environ.update(env)
    torch.set_num_threads(1)
    backend = p4t.BACKEND_NAME if cfg.mode == "backend" else "gloo"
    dist.init_process_group(
        backend,
        init_method=init_method,
        rank=rank,
        world_size=cfg.workers,
        timeout=timedelta(seconds=120),
    )
    try:
        world = dist.group.WORLD
        gloo = world if backend == "gloo" else dist.new_group(backend="gloo")
        assert world is not None and gloo is not None

        def sync() -> None:
            dist.barrier(group=gloo)

        base = _side(
            cfg,
            DistributedDataParallel(cfg.model(), process_group=gloo),
            lambda t: dist.all_reduce(t, group=gloo),
            sync,
        )
        state = None
        if isinstance(world, p4t.P4ReduceProcessGroup):  # closed with the process group
            reducer = world.reducer
            ddp = DistributedDataParallel(cfg.model(), process_group=world)
        else:
            state = p4t.P4ReduceHookState.from_settings()
            reducer = state.reducer
            ddp = DistributedDataParallel(cfg.model(), process_group=gloo)
            ddp.register_comm_hook(state, p4t.p4reduce_hook)
        try:
            switch = _side(cfg, ddp, lambda t: reducer.all_reduce([t]).wait(), sync)
        finally:
            if state is not None:
                state.close()
        params = sum(p.numel() for p in ddp.parameters())
        return WorkerTimings(params, base, switch, reducer.counters)
    finally:
        dist.destroy_process_group()


def run(cfg: TorchBenchConfig, out: TextIO = sys.stdout) -> dict[str, float]:
    """Run the benchmark, print the figures; returns them (seconds and ratios)."""
    with local_switch_job(
        cfg.workers, slots=cfg.slots, elems_per_packet=cfg.elems_per_packet, fallback="fail"
    ) as local:
        per_rank: list[WorkerTimings] = run_workers(
            _worker, cfg.workers, (cfg, local.settings.to_env())
        )
    slowest = {
        f"{side}_{what}": max(getattr(getattr(w, side), what) for w in per_rank)
        for side in ("gloo", "p4reduce")
        for what in ("step", "all_reduce")
    }
    figures = {
        **slowest,
        "step_ratio": slowest["p4reduce_step"] / slowest["gloo_step"],
        "all_reduce_ratio": slowest["p4reduce_all_reduce"] / slowest["gloo_all_reduce"],
    }
    params = per_rank[0].params
    print(
        f"bench torch: {cfg.workers} workers, MLP {cfg.layers} x {cfg.hidden} "
        f"({params / 1e6:.2f} M parameters, {params * 4 / 2**20:.1f} MiB of gradients), "
        f"p4reduce via the {cfg.mode}, software switch K={cfg.elems_per_packet}, "
        f"{cfg.slots} slots; mean of {cfg.steps} steps / {cfg.repeat} all-reduces, slowest rank",
        file=out,
    )
    print(f"  {'':28s} {'gloo':>10s} {'p4reduce':>10s} {'p4reduce/gloo':>14s}", file=out)
    for label, key in (("DDP step (fwd+bwd+SGD)", "step"), ("all-reduce", "all_reduce")):
        g, p = figures[f"gloo_{key}"], figures[f"p4reduce_{key}"]
        print(f"  {label:28s} {g:9.3f}s {p:9.3f}s {figures[f'{key}_ratio']:13.2f}x", file=out)
    c = per_rank[0].counters
    print(
        f"  p4reduce (rank 0): {c.switch} all-reduces through the switch, "
        f"{c.fallbacks} fallbacks to Gloo",
        file=out,
    )
    return figures
