"""``p4reduce bench torch``: DDP training step and all-reduce time, p4reduce vs Gloo.

N spawned workers train an MLP of a few million parameters on random data, with plain
Gloo and through the switch (the DDP comm hook or the ``p4reduce`` backend), in the same
processes, one step of each in turn (so that what else the machine does falls on both
alike); they also time a bare all-reduce of a tensor as large as the model, the same
way.  The figures are the slowest rank's medians, and the ratio compares the two from
this one run.  The switch is the software switch, started here; the ranks reach it
through shared-memory lanes (``--udp``: over UDP loopback).

With ``--device cuda`` the model, its gradients and the bare all-reduce's tensor live on
the GPUs (rank r on GPU r modulo their number; Gloo's CUDA path on the Gloo side), and
more figures say how well staging through host memory overlaps: the copies alone (the
tensor down to pinned host memory and back up, without the network), the switch
all-reduce of the same number of elements in host memory (the network alone), once in
one call and once in the chunks staging cuts (one call each, as staging makes them), and
the staged all-reduce of the GPU tensor.  Had nothing overlapped, the staged all-reduce
would take the copies plus the chunked network; the share of the copies' time it saves
is the share of the copies the network hides.  What the chunks cost over one call (each
call's agreement round, and a float call's priming packet per slot) is printed beside.

With ``--references`` two more DDP models on the Gloo group train in the same turn:
one with torch's own ``allreduce_hook`` (DDP without a hook divides each gradient as it
copies it into the bucket, a hook divides the bucket once: a hook is cheaper for any
transport, so this is the step to compare the p4reduce hook's transport with), and one
with torch's ``noop_hook``, which returns the bucket unreduced: the step without
communication.  A step's time over that floor is the communication it waits for.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from functools import partial
from typing import TextIO

import torch
import torch.distributed as dist
from torch import nn
from torch.distributed.algorithms.ddp_comm_hooks import debugging_hooks, default_hooks
from torch.nn.parallel import DistributedDataParallel

import hostlib.torchdist as p4t
from hostlib.torchdist.staging import DEFAULT_CHUNK, chunks
from p4reduce.bench import LOOPBACK_SLOTS, check_slot_pool
from p4reduce.localrun import local_switch_job, run_workers

MODES = ("hook", "backend")
DEVICES = ("cpu", "cuda")


class NoDeviceError(ValueError):
    """The benchmark was asked for a device this machine does not have."""


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
    slots: int = LOOPBACK_SLOTS  #: the job's slot pool: packets in flight per rank
    device: str = "cpu"  #: where the model and its gradients live: cpu or cuda
    #: elements per chunk of a GPU bucket staged through host memory (one switch call each)
    staging_chunk: int = DEFAULT_CHUNK
    lane: bool = True  #: the ranks reach the switch through shared-memory lanes, else UDP
    #: also time Gloo with torch's ``allreduce_hook`` and the step without communication
    references: bool = False

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, got {self.mode!r}")
        if self.device not in DEVICES:
            raise ValueError(f"device must be one of {', '.join(DEVICES)}, got {self.device!r}")
        if min(self.workers, self.hidden, self.layers, self.batch, self.steps, self.repeat) < 1:
            raise ValueError("workers, hidden, layers, batch, steps and repeat must be positive")
        check_slot_pool(self.slots)
        if self.staging_chunk < 1:
            raise ValueError(f"staging_chunk must be 1 element or more, got {self.staging_chunk}")

    def model(self) -> nn.Module:
        torch.manual_seed(0)
        body: list[nn.Module] = []
        for _ in range(self.layers):
            body += [nn.Linear(self.hidden, self.hidden), nn.ReLU()]
        return nn.Sequential(*body, nn.Linear(self.hidden, 10))


@dataclass(frozen=True)
class Timings:
    """Seconds, median over the timed repetitions, for one side."""

    step: float
    all_reduce: float


@dataclass(frozen=True)
class StagingTimings:
    """Seconds, median over the timed repetitions, of a GPU tensor as large as the model."""

    copies: float  #: down to pinned host memory and back up, without the network
    network: float  #: the switch all-reduce of as many elements in host memory, one call
    chunked: float  #: the same in the staging's chunks, one call each
    chunks: int  #: how many chunks staging cuts the tensor into
    staged: float  #: the staged all-reduce of the GPU tensor (copies and network)

    @property
    def hidden(self) -> float:
        """The share of the copies' time that the network hides (0: none, 1: all)."""
        if self.copies <= 0:
            return 1.0
        saved = self.copies + self.chunked - self.staged
        return min(max(saved / self.copies, 0.0), 1.0)


@dataclass(frozen=True)
class WorkerTimings:
    params: int
    gloo: Timings
    p4reduce: Timings
    counters: p4t.ReducerCounters
    lane_share: float  #: of the packets this rank sent through the switch, the lane's share
    staging: StagingTimings | None = None  #: with --device cuda
    #: with --references: the step's median with Gloo and torch's ``allreduce_hook``, and
    #: without communication
    references: tuple[float, float] | None = None


def require_device(device: str) -> None:
    """Raise :class:`NoDeviceError`, saying why, if ``device`` cannot be used here."""
    if device != "cuda" or torch.cuda.is_available():
        return
    why = (
        f"this torch ({torch.__version__}) is built without CUDA"
        if torch.version.cuda is None
        else "torch sees no GPU (torch.cuda.is_available() is False)"
    )
    raise NoDeviceError(f"--device cuda: {why}; run on a machine with a GPU, or --device cpu")


def _rank_device(cfg: TorchBenchConfig, rank: int) -> torch.device:
    if cfg.device == "cuda":
        return torch.device("cuda", rank % torch.cuda.device_count())
    return torch.device("cpu")


def _finisher(device: torch.device) -> Callable[[], None]:
    """What makes a timed call's GPU work count: waiting for this thread's stream (not
    the whole device); nothing on the CPU."""
    if device.type != "cuda":
        return lambda: None
    stream = torch.cuda.current_stream(device)
    return stream.synchronize


def _median_times(
    fns: list[Callable[[], object]],
    repeat: int,
    sync: Callable[[], object],
    finish: Callable[[], None] = lambda: None,
) -> list[float]:
    """Each of ``fns``' median time over ``repeat`` rounds, after one warm-up call each.
    A round calls every one in turn, so that whatever else the machine does meanwhile
    falls on all of them alike, and the median leaves out the rounds a stall of the VM
    hit; ``sync`` lines the ranks up before each call, ``finish`` waits for the device
    work a call queued."""
    for fn in fns:
        fn()
        finish()
    times: list[list[float]] = [[] for _ in fns]
    for _ in range(repeat):
        for i, fn in enumerate(fns):
            sync()
            t0 = time.perf_counter()
            fn()
            finish()
            times[i].append(time.perf_counter() - t0)
    return [statistics.median(t) for t in times]


def _median_time(
    fn: Callable[[], object],
    repeat: int,
    sync: Callable[[], object],
    finish: Callable[[], None] = lambda: None,
) -> float:
    return _median_times([fn], repeat, sync, finish)[0]


def _side(
    cfg: TorchBenchConfig,
    ddp: DistributedDataParallel,
    all_reduce: Callable[[torch.Tensor], object],
    device: torch.device,
) -> tuple[Callable[[], None], Callable[[], object]]:
    """One side's training step and its all-reduce of a tensor as large as the model."""
    gen = torch.Generator().manual_seed(dist.get_rank())
    x = torch.randn(cfg.batch, cfg.hidden, generator=gen).to(device)
    y = torch.randint(0, 10, (cfg.batch,), generator=gen).to(device)
    opt = torch.optim.SGD(ddp.parameters(), lr=0.01)
    loss_fn = nn.CrossEntropyLoss()

    def step() -> None:
        opt.zero_grad()
        loss_fn(ddp(x), y).backward()
        opt.step()

    flat = torch.randn(sum(p.numel() for p in ddp.parameters()), generator=gen).to(device)
    return step, partial(all_reduce, flat)


def _reference_steps(
    cfg: TorchBenchConfig,
    ddp_of: Callable[[dist.ProcessGroup | None], DistributedDataParallel],
    gloo: dist.ProcessGroup,
    device: torch.device,
) -> list[Callable[[], None]]:
    """The steps of ``--references``: Gloo with torch's ``allreduce_hook``, then the
    step without communication."""
    hooked, unreduced = ddp_of(gloo), ddp_of(gloo)
    hooked.register_comm_hook(gloo, default_hooks.allreduce_hook)
    unreduced.register_comm_hook(None, debugging_hooks.noop_hook)
    return [_side(cfg, ddp, lambda _: None, device)[0] for ddp in (hooked, unreduced)]


def _staging(
    cfg: TorchBenchConfig,
    reducer: p4t.SwitchReducer,
    elements: int,
    sync: Callable[[], object],
    device: torch.device,
) -> StagingTimings:
    """The copies alone, the network alone and the two staged together (see the module)."""
    gen = torch.Generator().manual_seed(dist.get_rank())
    host = torch.randn(elements, generator=gen)
    flat = host.to(device)
    pinned = torch.empty(elements, pin_memory=True)
    finish = _finisher(device)
    parts = chunks(elements, reducer.staging_chunk)

    def copies() -> None:
        pinned.copy_(flat, non_blocking=True)
        flat.copy_(pinned, non_blocking=True)

    def chunked() -> None:
        for part in parts:
            reducer.all_reduce([host[part]]).wait()

    return StagingTimings(
        copies=_median_time(copies, cfg.repeat, sync, finish),
        network=_median_time(lambda: reducer.all_reduce([host]).wait(), cfg.repeat, sync),
        chunked=_median_time(chunked, cfg.repeat, sync),
        chunks=len(parts),
        staged=_median_time(lambda: reducer.all_reduce([flat]).wait(), cfg.repeat, sync, finish),
    )


def _worker(
    rank: int, init_method: str, cfg: TorchBenchConfig, env: dict[str, str]
) -> WorkerTimings:
    os.environ.update(env)
    torch.set_num_threads(1)
    device = _rank_device(cfg, rank)
    if device.type == "cuda":
        torch.cuda.set_device(device)
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

        def ddp_of(group: dist.ProcessGroup | None) -> DistributedDataParallel:
            ids = None if device.type == "cpu" else [device.index]
            return DistributedDataParallel(
                cfg.model().to(device), device_ids=ids, process_group=group
            )

        base = _side(cfg, ddp_of(gloo), lambda t: dist.all_reduce(t, group=gloo), device)
        state = None
        if isinstance(world, p4t.P4ReduceProcessGroup):  # closed with the process group
            reducer = world.reducer
            ddp = ddp_of(world)
        else:
            state = p4t.P4ReduceHookState.from_settings()
            reducer = state.reducer
            ddp = ddp_of(gloo)
            ddp.register_comm_hook(state, p4t.p4reduce_hook)
        reducer.staging_chunk = cfg.staging_chunk
        params = sum(p.numel() for p in ddp.parameters())
        staging = None
        try:
            switch = _side(cfg, ddp, lambda t: reducer.all_reduce([t]).wait(), device)
            finish = _finisher(device)
            refs = _reference_steps(cfg, ddp_of, gloo, device) if cfg.references else []
            steps = _median_times([base[0], switch[0], *refs], cfg.steps, sync, finish)
            reduces = _median_times([base[1], switch[1]], cfg.repeat, sync, finish)
            if device.type == "cuda":
                staging = _staging(cfg, reducer, params, sync, device)
            job = reducer.job
            stats = job.stats if job is not None else None
            lane_share = stats.lane_packets / max(stats.packets_sent, 1) if stats else 0.0
        finally:
            if state is not None:
                state.close()
        return WorkerTimings(
            params,
            Timings(steps[0], reduces[0]),
            Timings(steps[1], reduces[1]),
            reducer.counters,
            lane_share,
            staging,
            (steps[2], steps[3]) if refs else None,
        )
    finally:
        dist.destroy_process_group()


def run(cfg: TorchBenchConfig, out: TextIO | None = None) -> dict[str, float]:
    """Run the benchmark, print the figures; returns them (seconds and ratios).

    Raises :class:`NoDeviceError` before starting anything when ``cfg.device`` is not
    usable here."""
    out = sys.stdout if out is None else out  # bound per call, not at import
    require_device(cfg.device)
    with local_switch_job(
        cfg.workers,
        slots=cfg.slots,
        elems_per_packet=cfg.elems_per_packet,
        fallback="fail",
        lane=cfg.lane,
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
        f"bench torch: {cfg.workers} workers on {cfg.device}, MLP {cfg.layers} x {cfg.hidden} "
        f"({params / 1e6:.2f} M parameters, {params * 4 / 2**20:.1f} MiB of gradients), "
        f"p4reduce via the {cfg.mode}, software switch K={cfg.elems_per_packet} "
        f"({'shared-memory lanes' if cfg.lane else 'UDP loopback'}), "
        f"{cfg.slots} slots; median of {cfg.steps} steps / {cfg.repeat} all-reduces, one of "
        "each side in turn, slowest rank",
        file=out,
    )
    print(f"  {'':28s} {'gloo':>10s} {'p4reduce':>10s} {'p4reduce/gloo':>14s}", file=out)
    for label, key in (("DDP step (fwd+bwd+SGD)", "step"), ("all-reduce", "all_reduce")):
        g, p = figures[f"gloo_{key}"], figures[f"p4reduce_{key}"]
        print(f"  {label:28s} {g:9.3f}s {p:9.3f}s {figures[f'{key}_ratio']:13.2f}x", file=out)
    c = per_rank[0].counters
    figures["lane_share"] = per_rank[0].lane_share
    print(
        f"  p4reduce (rank 0): {c.switch} all-reduces through the switch, "
        f"{c.fallbacks} fallbacks to Gloo; {per_rank[0].lane_share:.0%} of its packets through "
        f"its shared-memory lane{'' if cfg.lane else ' (--udp: none)'}",
        file=out,
    )
    if cfg.references:
        figures.update(_print_references(per_rank, figures, out))
    staged = [w.staging for w in per_rank if w.staging is not None]
    if staged:
        figures.update(_staging_figures(staged))
        print(
            f"  staging through host memory (slowest rank): copies alone "
            f"{figures['copies']:.4f}s; the switch on host memory {figures['network']:.4f}s "
            f"in one call, {figures['chunked']:.4f}s in the {staged[0].chunks} chunks of "
            f"staging (+{figures['chunk_cost']:.0%}); staged {figures['staged']:.4f}s: "
            f"the network hides {figures['hidden']:.0%} of the copies",
            file=out,
        )
    return figures


def _print_references(
    per_rank: list[WorkerTimings], figures: dict[str, float], out: TextIO
) -> dict[str, float]:
    """The ``--references`` rows (slowest rank), and the communication each side's step
    waits for: its time over the step without communication."""
    hooked = max(w.references[0] for w in per_rank if w.references)
    floor = max(w.references[1] for w in per_rank if w.references)
    gloo, switch = figures["gloo_step"], figures["p4reduce_step"]
    for label, t in (("Gloo, torch's allreduce_hook", hooked), ("no communication", floor)):
        print(f"  {label:28s} {t:9.3f}s {'':10s} {t / gloo:13.2f}x of Gloo's step", file=out)
    waits = {"gloo_exposed": gloo - floor, "p4reduce_exposed": switch - floor}
    print(
        f"  communication a step waits for: Gloo {1e3 * waits['gloo_exposed']:.1f} ms, "
        f"Gloo with the hook {1e3 * (hooked - floor):.1f} ms, "
        f"p4reduce {1e3 * waits['p4reduce_exposed']:.1f} ms",
        file=out,
    )
    return {"gloo_hook_step": hooked, "no_communication_step": floor, **waits}


def _staging_figures(per_rank: list[StagingTimings]) -> dict[str, float]:
    slowest = StagingTimings(
        copies=max(s.copies for s in per_rank),
        network=max(s.network for s in per_rank),
        chunked=max(s.chunked for s in per_rank),
        chunks=per_rank[0].chunks,
        staged=max(s.staged for s in per_rank),
    )
    return {
        "copies": slowest.copies,
        "network": slowest.network,
        "chunked": slowest.chunked,
        "chunk_cost": slowest.chunked / slowest.network - 1,
        "staged": slowest.staged,
        "hidden": slowest.hidden,
    }
