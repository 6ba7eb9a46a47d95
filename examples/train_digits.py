"""Train a small classifier on scikit-learn's digits with DDP across N processes.

The gradients go through the switch, by one of two routes, or through Gloo to compare::

    python examples/train_digits.py --workers 4 --mode backend   # init_process_group("p4reduce")
    python examples/train_digits.py --workers 4 --mode hook      # Gloo + p4reduce_hook
    python examples/train_digits.py --workers 4 --mode gloo      # plain Gloo, the baseline
    python examples/train_digits.py --workers 4 --mode all       # the three, compared
    python examples/train_digits.py --workers 4 --mode all --wire int16  # int16 lanes

By default it starts a software switch and the controller service here (``p4reduce
switch`` and ``p4reduce controller``), and the workers join their jobs through the
service, knowing nothing but its address and token; ``--controller HOST:PORT
--token-file F`` uses a running service (for BMv2 or Tofino); ``--switch HOST:PORT`` uses
a switch where the job is already set up by hand, described by ``P4REDUCE_JOB_ID`` and
``P4REDUCE_WORKERS`` (or ``P4REDUCE_LOCAL_PORT_BASE``, or ``P4REDUCE_CONFIG``).
``--mode all`` trains the same model three times in the same processes; the backend and
the hook then get a switch job each.

The digits (1797 8x8 images) ship with scikit-learn: nothing is downloaded.  Every
random choice is seeded, so that runs in different modes can be compared (the tests do).
The functions here double as a library for those tests.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np
import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel

import hostlib.torchdist as p4t
from hostlib.errors import HostlibError
from hostlib.torchdist.settings import FALLBACKS, Fallback
from p4reduce.localrun import local_controller, run_workers
from p4rproto.agreement import Wire

MODES = ("gloo", "backend", "hook")


@dataclass(frozen=True)
class TrainConfig:
    """One training run; the same config gives the same run in every mode (up to the
    switch's quantization)."""

    workers: int = 2  #: DDP processes
    epochs: int = 5
    batch_size: int = 32  #: per worker
    lr: float = 0.2  #: SGD learning rate
    momentum: float = 0.9
    hidden: int = 64  #: hidden units of the two-layer network
    seed: int = 0
    test_fraction: float = 0.2  #: share of the digits held out for the test accuracy

    def __post_init__(self) -> None:
        if self.workers < 1 or self.epochs < 1 or self.batch_size < 1:
            raise ValueError("workers, epochs and batch_size must be positive")


@dataclass(frozen=True)
class WorkerReport:
    """What one rank ends with."""

    rank: int
    losses: tuple[float, ...]  #: mean training loss of each epoch, on this rank's shard
    accuracy: float  #: test accuracy, 0..1
    params: np.ndarray  #: all parameters, flattened (float32)
    counters: p4t.ReducerCounters | None  #: the switch reducer's counters (not for gloo)
    seconds: float  #: training time


@dataclass
class RunReport:
    """One mode's training, over all ranks."""

    config: TrainConfig
    mode: str
    workers: list[WorkerReport]
    switch_counters: dict[str, int] = field(default_factory=dict)
    switch: str = ""  #: where the switch was, for the printout

    @property
    def losses(self) -> list[float]:
        """Per epoch, the mean of the ranks' losses."""
        return [float(np.mean(e)) for e in zip(*(w.losses for w in self.workers), strict=True)]

    @property
    def accuracy(self) -> float:
        return self.workers[0].accuracy

    @property
    def rank_spread(self) -> float:
        """Largest parameter difference between ranks (0 when DDP kept them in step)."""
        first = self.workers[0].params
        return max(float(np.abs(w.params - first).max()) for w in self.workers)


# -- the training itself, in each worker ----------------------------------------------------
def load_digits(seed: int, test_fraction: float) -> tuple[torch.Tensor, ...]:
    """``(x_train, y_train, x_test, y_test)``: pixels scaled to 0..1, a seeded split."""
    from sklearn.datasets import load_digits as sklearn_digits

    digits = sklearn_digits()
    x = torch.tensor(digits.data, dtype=torch.float32) / 16.0
    y = torch.tensor(digits.target, dtype=torch.int64)
    order = torch.randperm(len(x), generator=torch.Generator().manual_seed(seed))
    n_test = int(len(x) * test_fraction)
    test, train = order[:n_test], order[n_test:]
    return x[train], y[train], x[test], y[test]


def build_model(cfg: TrainConfig) -> nn.Module:
    torch.manual_seed(cfg.seed)
    return nn.Sequential(nn.Linear(64, cfg.hidden), nn.ReLU(), nn.Linear(cfg.hidden, 10))


def train(
    model: nn.Module, x: torch.Tensor, y: torch.Tensor, cfg: TrainConfig, rank: int
) -> list[float]:
    """SGD over this rank's shard; every rank takes the same number of steps (DDP needs
    that), so the shards are cut equal and the last partial batch is dropped."""
    shard = len(x) // cfg.workers
    xs, ys = x[rank * shard : (rank + 1) * shard], y[rank * shard : (rank + 1) * shard]
    steps = shard // cfg.batch_size
    opt = torch.optim.SGD(model.parameters(), lr=cfg.lr, momentum=cfg.momentum)
    loss_fn = nn.CrossEntropyLoss()
    losses = []
    for epoch in range(cfg.epochs):
        gen = torch.Generator().manual_seed(cfg.seed * 1000 + epoch * cfg.workers + rank)
        order = torch.randperm(shard, generator=gen)
        total = 0.0
        for step in range(steps):
            idx = order[step * cfg.batch_size : (step + 1) * cfg.batch_size]
            opt.zero_grad()
            loss = loss_fn(model(xs[idx]), ys[idx])
            loss.backward()
            opt.step()
            total += loss.item()
        losses.append(total / steps)
    return losses


def accuracy(model: nn.Module, x: torch.Tensor, y: torch.Tensor) -> float:
    with torch.no_grad():
        return float((model(x).argmax(dim=1) == y).float().mean())


def worker(
    rank: int,
    init_method: str,
    cfg: TrainConfig,
    modes: tuple[str, ...],
    env: dict[str, str],
    hook_settings: p4t.TorchSwitchSettings | None,
) -> dict[str, WorkerReport]:
    """One DDP process: train once per mode.  The default group is ``p4reduce`` when
    the backend is among the modes (its switch job from ``env``), Gloo otherwise; the
    hook's job comes from ``hook_settings``, or from ``env`` when the backend is not
    using it."""
    os.environ.update(env)
    torch.set_num_threads(1)
    backend = p4t.BACKEND_NAME if "backend" in modes else "gloo"
    dist.init_process_group(
        backend,
        init_method=init_method,
        rank=rank,
        world_size=cfg.workers,
        timeout=timedelta(seconds=60),
    )
    try:
        world = dist.group.WORLD
        assert world is not None
        gloo = world if backend == "gloo" else dist.new_group(backend="gloo")
        data = load_digits(cfg.seed, cfg.test_fraction)
        return {m: _train_mode(rank, cfg, m, world, gloo, hook_settings, data) for m in modes}
    finally:
        dist.destroy_process_group()


def _train_mode(
    rank: int,
    cfg: TrainConfig,
    mode: str,
    world: dist.ProcessGroup,
    gloo: dist.ProcessGroup,
    hook_settings: p4t.TorchSwitchSettings | None,
    data: tuple[torch.Tensor, ...],
) -> WorkerReport:
    x_train, y_train, x_test, y_test = data
    model = DistributedDataParallel(
        build_model(cfg), process_group=world if mode == "backend" else gloo
    )
    state = None
    if mode == "hook":
        state = p4t.P4ReduceHookState.from_settings(hook_settings)
        model.register_comm_hook(state, p4t.p4reduce_hook)
    try:
        t0 = time.perf_counter()
        losses = train(model, x_train, y_train, cfg, rank)
        seconds = time.perf_counter() - t0
    finally:
        if state is not None:
            state.close()
    counters = None
    if state is not None:
        counters = state.counters
    elif mode == "backend" and isinstance(world, p4t.P4ReduceProcessGroup):
        counters = world.counters
    params = torch.cat([p.detach().reshape(-1) for p in model.parameters()])
    return WorkerReport(
        rank,
        tuple(losses),
        accuracy(model.module, x_test, y_test),
        params.numpy().copy(),
        counters,
        seconds,
    )


# -- the launcher ---------------------------------------------------------------------------
def run(
    cfg: TrainConfig,
    modes: Sequence[str] = ("backend",),
    env: dict[str, str] | None = None,
    hook_settings: p4t.TorchSwitchSettings | None = None,
    timeout: float = 300.0,
) -> dict[str, RunReport]:
    """Train in ``cfg.workers`` spawned processes, once per mode; ``env`` (the backend's
    switch job as ``P4REDUCE_*`` variables) is set in each.  Raises if a worker fails."""
    modes = tuple(modes)
    unknown = set(modes) - set(MODES)
    if unknown:
        raise ValueError(f"unknown mode(s) {sorted(unknown)}; modes are {', '.join(MODES)}")
    args = (cfg, modes, env or {}, hook_settings)
    per_rank = run_workers(worker, cfg.workers, args, timeout=timeout)
    return {mode: RunReport(cfg, mode, [r[mode] for r in per_rank]) for mode in modes}


def run_with_soft_switch(
    cfg: TrainConfig,
    modes: Sequence[str] = ("backend",),
    *,
    timeout: float = 10.0,
    fallback: Fallback = "gloo",
    wire: Wire = Wire.INT32,
) -> dict[str, RunReport]:
    """:func:`run` against a software switch and a controller service started here
    (``p4reduce switch`` and ``p4reduce controller``): the workers get nothing but the
    service's address and token, and join a job each for the backend and the hook
    (``wire``: what their gradients' words carry)."""
    users = [m for m in modes if m in ("backend", "hook")]
    if not users:
        return run(cfg, modes)
    with (
        tempfile.TemporaryDirectory(prefix="p4r-digits-") as tmp,
        local_controller(Path(tmp)) as local,
    ):
        reports = run_with_controller(
            cfg,
            modes,
            local.address,
            local.token_file,
            timeout=timeout,
            fallback=fallback,
            wire=wire,
        )
    return reports


def run_with_controller(
    cfg: TrainConfig,
    modes: Sequence[str],
    controller: str,
    token_file: Path,
    *,
    timeout: float = 10.0,
    fallback: Fallback = "gloo",
    wire: Wire = Wire.INT32,
) -> dict[str, RunReport]:
    """:func:`run` through a controller service: each switch user (the backend, the hook)
    joins a job of its own, named for this run."""
    run_id = uuid.uuid4().hex[:8]
    settings = {
        mode: p4t.TorchSwitchSettings(
            controller=controller,
            token_file=str(token_file),
            job_name=f"digits-{mode}-{run_id}",
            timeout=timeout,
            fallback=fallback,
            wire=wire,
        )
        for mode in modes
        if mode in ("backend", "hook")
    }
    env = settings["backend"].to_env() if "backend" in settings else {}
    reports = run(cfg, modes, env, settings.get("hook"))
    from hostlib.service import ServiceMembership, ServiceOptions

    with ServiceMembership(ServiceOptions.from_files(controller, token_file)) as service:
        counters = dict(service.list_jobs().switch_counters)
    for mode in settings:
        reports[mode].switch = f"the controller service at {controller}"
        reports[mode].switch_counters = counters
    return reports


def print_report(report: RunReport, out: Any = sys.stdout) -> None:
    cfg = report.config
    print(
        f"train_digits: {cfg.workers} workers, mode {report.mode}, {cfg.epochs} epochs"
        + (f", {report.switch}" if report.switch else ""),
        file=out,
    )
    for epoch, loss in enumerate(report.losses, 1):
        print(f"  epoch {epoch}  loss {loss:.4f}", file=out)
    print(
        f"  test accuracy {report.accuracy:.1%}; parameter spread between ranks "
        f"{report.rank_spread:.1e}; training {max(w.seconds for w in report.workers):.2f} s",
        file=out,
    )
    counters = report.workers[0].counters
    if counters is not None:
        print(
            f"  p4reduce (rank 0): {counters.switch} all-reduces through the switch "
            f"({counters.switch_elements:,} elements), {counters.fallbacks} fallbacks, "
            f"{counters.skipped} sent straight to Gloo, {counters.gloo} other ops on Gloo"
            + (f"; last error: {counters.last_error}" if counters.last_error else ""),
            file=out,
        )
    if report.switch_counters:
        busy = {k: v for k, v in report.switch_counters.items() if v}
        print(f"  switch counters (all jobs): {busy}", file=out)


def print_comparison(reports: dict[str, RunReport], out: Any = sys.stdout) -> None:
    """Each mode's final parameters and accuracy against the Gloo run's."""
    base = reports.get("gloo")
    if base is None:
        return
    for mode, report in reports.items():
        if mode != "gloo":
            diff = float(np.abs(report.workers[0].params - base.workers[0].params).max())
            print(
                f"{mode} vs gloo: max parameter difference {diff:.2e}, "
                f"test accuracy {100 * (report.accuracy - base.accuracy):+.1f} points",
                file=out,
            )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    defaults = TrainConfig()
    parser.add_argument("--workers", type=int, default=defaults.workers)
    parser.add_argument("--mode", choices=(*MODES, "all"), default="backend")
    parser.add_argument("--epochs", type=int, default=defaults.epochs)
    parser.add_argument("--seed", type=int, default=defaults.seed)
    parser.add_argument(
        "--switch",
        default="soft",
        help="'soft' (start a software switch here) or HOST:PORT of a switch whose job "
        "the P4REDUCE_* variables describe (default soft)",
    )
    parser.add_argument(
        "--controller",
        metavar="HOST:PORT",
        help="a running controller service (p4reduce controller) to join jobs through",
    )
    parser.add_argument("--token-file", type=Path, help="with --controller: its token file")
    parser.add_argument("--timeout", type=float, default=10.0, help="soft switch: job timeout")
    parser.add_argument("--fallback", choices=FALLBACKS, default="gloo", help="soft switch")
    parser.add_argument(
        "--wire",
        type=Wire.parse,
        default=Wire.INT32,
        help="what the gradients' words carry: int32 (default), int16 or int8 lanes "
        "(with --switch: P4REDUCE_WIRE)",
    )
    args = parser.parse_args(argv)
    cfg = TrainConfig(workers=args.workers, epochs=args.epochs, seed=args.seed)
    modes = MODES if args.mode == "all" else (args.mode,)
    try:
        if args.controller:
            if args.token_file is None:
                raise ValueError("--controller needs --token-file")
            reports = run_with_controller(
                cfg,
                modes,
                args.controller,
                args.token_file,
                timeout=args.timeout,
                fallback=args.fallback,
                wire=args.wire,
            )
        elif args.switch == "soft":
            reports = run_with_soft_switch(
                cfg, modes, timeout=args.timeout, fallback=args.fallback, wire=args.wire
            )
        else:
            reports = _run_on_switch(cfg, modes, args.switch)
    except (
        p4t.SettingsError,
        ValueError,
        RuntimeError,
        TimeoutError,
        OSError,
        HostlibError,
    ) as exc:
        print(f"train_digits: error: {exc}", file=sys.stderr)
        return 2
    for report in reports.values():
        print_report(report)
    print_comparison(reports)
    return 0


def _run_on_switch(cfg: TrainConfig, modes: Sequence[str], switch: str) -> dict[str, RunReport]:
    """Against a switch where the job already is: its settings from P4REDUCE_*."""
    if "backend" in modes and "hook" in modes:
        raise ValueError("the backend and the hook need a switch job each: run them apart")
    env = {**os.environ, "P4REDUCE_SWITCH": switch}
    settings = p4t.TorchSwitchSettings.from_env(env)  # fail here, with the reason
    reports = run(cfg, modes, settings.to_env())
    for mode in set(modes) - {"gloo"}:
        reports[mode].switch = f"switch at {settings.switch}, job {settings.job_id}"
    return reports


if __name__ == "__main__":
    sys.exit(main())
