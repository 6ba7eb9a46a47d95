"""``p4reduce emu --train MODEL``: DDP training on the emulated hosts, through the switch
and then with Gloo on the same links, compared step by step.

For each worker count: start the topology (``runner.emu_network``: the rack, or leaves
under a spine), serve the controller service on a Unix socket that every host can
reach (a management network beside the emulated links, as in a real cluster: the
service's traffic does not take the links' bandwidth), then launch the ranks, one per
host in its namespace, torchrun-style (``mininet_topos.train_worker``), once per mode:
the ``p4reduce`` backend, DDP on Gloo with the p4reduce hook, plain Gloo.  Each rank
joins the switch job through the service as a user's would (``P4REDUCE_CONTROLLER``,
``P4REDUCE_TOKEN_FILE``, ``P4REDUCE_JOB_NAME``).

Per run and mode: steps/s and samples/s over the steps after the warm-up (the slowest
rank's), the loss of every step (the mean of the ranks' losses: their batches are the
same size), the step's compute alone and a bare all-reduce of the gradients' size,
the share of the step that is not compute, and what the step would take with the
gradients at the link limit (in-network: each worker sends its gradients once; ring:
2(N-1)/N of them).  ``results.json`` and ``train.png`` (loss against step and against
wall time, steps/s against workers) go to the output folder.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, TextIO

from p4rproto.agreement import Wire

from .emu import ROOT, EmuError, EmuNetwork
from .train_results import FINAL_LOSS_RTOL, LOSS_RTOL, ModeResult, TrainConfig, TrainResult
from .train_worker import SWITCH_MODES, TrainMode, TrainSpec

__all__ = [
    "FINAL_LOSS_RTOL",
    "LOSS_RTOL",
    "TrainConfig",
    "TrainResult",
    "run_training",
    "summarize",
]

#: The rendezvous port of torchrun's store (on the first rank's host); one per launch.
MASTER_PORT = 29500


def run_training(cfg: TrainConfig, out: TextIO | None = None) -> list[TrainResult]:
    """Train at every worker count of ``cfg.emu``; write ``results.json`` and
    ``train.png`` to ``cfg.emu.out``."""
    from .runner import check_can_emulate

    out = sys.stdout if out is None else out
    check_can_emulate(cfg.emu, out)
    cfg.emu.out.mkdir(parents=True, exist_ok=True)
    print(f"training {cfg.model.describe()}, {cfg.steps} steps", file=out, flush=True)
    results = [_train_at(cfg, n, out) for n in cfg.emu.workers]
    write_report(cfg, results)
    print(f"results: {cfg.emu.out / 'results.json'}, plot: {cfg.emu.out / 'train.png'}", file=out)
    return results


def write_report(cfg: TrainConfig, results: list[TrainResult]) -> None:
    config = {name: str(v) if isinstance(v, Path) else v for name, v in asdict(cfg.emu).items()}
    report = {
        "emu": config,
        "model": {**asdict(cfg.model), "describe": cfg.model.describe()},
        "train": {
            name: v
            for name, v in asdict(cfg).items()
            if name not in ("emu", "model") and v is not None
        },
        "loss_rtol": LOSS_RTOL,
        "final_loss_rtol": FINAL_LOSS_RTOL,
        "runs": [r.as_dict() for r in results],
    }
    (cfg.emu.out / "results.json").write_text(json.dumps(report, indent=2))
    from .train_plot import plot_training

    plot_training(cfg, results, cfg.emu.out / "train.png")


def _train_at(cfg: TrainConfig, n: int, out: TextIO) -> TrainResult:
    from .runner import emu_network

    run_dir = cfg.emu.out / f"train-{n}"
    run_dir.mkdir(parents=True, exist_ok=True)
    reports: dict[str, list[dict[str, Any]]] = {}
    with emu_network(cfg.emu, n, run_dir) as network, unix_service(network) as service:
        for i, mode in enumerate(cfg.modes):
            t0 = time.monotonic()
            reports[mode] = launch(cfg, network, service, mode, run_dir, MASTER_PORT + i)
            print(
                f"  {n} workers, {mode}: done in {time.monotonic() - t0:.0f} s",
                file=out,
                flush=True,
            )
    result = summarize(cfg, n, reports)
    for line in summary_lines(cfg, result):
        print(line, file=out, flush=True)
    return result


@dataclass(frozen=True)
class Service:
    """The controller service as the ranks reach it."""

    address: str  #: ``unix:PATH``
    token_file: Path


@contextmanager
def unix_service(network: EmuNetwork) -> Iterator[Service]:
    """The controller service for ``network``'s switches, on a Unix socket: the hosts'
    namespaces share the file system, not the runner's loopback.  Its token in a file
    only root reads."""
    from jobservice.server import JobsService, ServiceServer

    folder = Path(tempfile.mkdtemp(prefix="p4r-svc-"))  # short: a socket path has 107 bytes
    try:
        token = secrets.token_hex(16)
        token_file = folder / "token"
        token_file.write_text(token + "\n")
        token_file.chmod(0o600)
        address = f"unix:{folder / 'jobs.sock'}"
        server = ServiceServer(
            JobsService(network.service_clients, network.fabric, token), address
        ).start()
        try:
            yield Service(address, token_file)
        finally:
            server.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def launch(
    cfg: TrainConfig,
    network: EmuNetwork,
    service: Service,
    mode: str,
    run_dir: Path,
    port: int,
) -> list[dict[str, Any]]:
    """Run one mode's training, a rank per host, as torchrun would; every rank's report."""
    hosts = network.hosts
    m = cfg.model
    spec = TrainSpec(
        kind=m.kind.value,
        size=m.size,
        batch=m.batch,
        seq=m.seq,
        impl=m.impl,
        mode=mode,
        steps=cfg.steps,
        lr=cfg.lr,
        seed=cfg.emu.seed,
        bucket_mb=cfg.bucket_mb,
        compute_steps=cfg.compute_steps,
        comm_repeat=cfg.comm_repeat,
        timeout=max(60.0, 3 * cfg.emu.timeout),
        trace=cfg.trace,
    )
    job_name = f"train-{mode}-{len(hosts)}-{secrets.token_hex(4)}"
    specs = [spec.write(run_dir / f"{mode}{rank}.json") for rank in range(len(hosts))]
    settings = {
        "P4REDUCE_TIMEOUT": str(cfg.emu.timeout),
        "P4REDUCE_FALLBACK": cfg.fallback,
        "P4REDUCE_WIRE": cfg.emu.wire.name.lower(),
        "P4REDUCE_IO": cfg.emu.io,
        # narrow lanes: the backend feeds each bucket's rounding error into its next step
        # (the hook does so by itself), DDP's buckets being the same memory every step
        "P4REDUCE_ERROR_FEEDBACK": str(int(cfg.emu.wire != Wire.INT32)),
    }
    with started_ranks(
        network, service, "mininet_topos.train_worker", specs, port, job_name, settings
    ) as procs:
        wait_all(procs, _deadline(cfg), f"training ({mode})")
    return [json.loads(path.with_suffix(".out.json").read_text()) for path in specs]


@contextmanager
def started_ranks(
    network: EmuNetwork,
    service: Service,
    module: str,
    specs: list[Path],
    port: int,
    job_name: str,
    settings: dict[str, str],
) -> Iterator[list[tuple[subprocess.Popen[bytes], Path]]]:
    """``python -m module SPEC``, rank r with ``specs[r]`` on host r, launched as torchrun
    launches a rank (``env://`` on the first host's ``port``), with the switch's job
    settings a user sets and ``settings`` besides; each rank's log beside its spec.  The
    ranks still running when the block ends are killed."""
    hosts = network.hosts
    procs: list[tuple[subprocess.Popen[bytes], Path]] = []
    try:
        for rank, (h, path) in enumerate(zip(hosts, specs, strict=True)):
            env = {
                **os.environ,
                "MASTER_ADDR": hosts[0].ip,
                "MASTER_PORT": str(port),
                "RANK": str(rank),
                "WORLD_SIZE": str(len(hosts)),
                "LOCAL_RANK": "0",
                "LOCAL_WORLD_SIZE": "1",
                "GLOO_SOCKET_IFNAME": network.net.get(h.name).defaultIntf().name,
                "OMP_NUM_THREADS": "1",
                "P4REDUCE_CONTROLLER": service.address,
                "P4REDUCE_TOKEN_FILE": str(service.token_file),
                "P4REDUCE_JOB_NAME": job_name,
                **settings,
            }
            log = path.with_suffix(".log")
            with log.open("wb") as f:
                proc = network.net.get(h.name).popen(
                    [sys.executable, "-m", module, str(path.resolve())],
                    cwd=str(ROOT),
                    env=env,
                    stdout=f,
                    stderr=subprocess.STDOUT,
                )
            procs.append((proc, log))
        yield procs
    finally:
        for proc, _ in procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait()


def _deadline(cfg: TrainConfig) -> float:
    """Seconds a launch may take before it counts as hung: generous (the ranks' own
    timeouts name a dead peer or switch long before)."""
    return 300.0 + 60.0 * (cfg.steps + cfg.compute_steps + cfg.comm_repeat)


#: Seconds a rank may take to end once its report is written: past them it hung on its
#: way out, and the launch fails then rather than at the deadline.
EXIT_GRACE_S = 30.0


def wait_all(procs: list[tuple[subprocess.Popen[bytes], Path]], timeout: float, what: str) -> None:
    """Wait for every rank (its report beside its log, ``.out.json``); raise ``EmuError``
    with the log of a rank that failed, or of every rank still running ``timeout`` s on or
    ``EXIT_GRACE_S`` after writing its report."""
    deadline = time.monotonic() + timeout
    reported: dict[int, float] = {}  # pid: when its report was first seen
    pending = list(procs)
    while pending:
        now = time.monotonic()
        for item in list(pending):
            proc, log = item
            if proc.poll() is None:
                if log.with_suffix(".out.json").exists():
                    reported.setdefault(proc.pid, now)
                continue
            pending.remove(item)
            if proc.returncode != 0:
                tail = log.read_text(errors="replace")[-3000:]
                raise EmuError(f"{what}: a rank failed ({proc.returncode}), its log {log}:\n{tail}")
        stuck = [p for p, _ in pending if now - reported.get(p.pid, now) > EXIT_GRACE_S]
        if pending and (stuck or now > deadline):
            why = (
                f"{len(stuck)} did not end {EXIT_GRACE_S:.0f} s after its report"
                if stuck
                else (f"the ranks did not finish in {timeout:.0f} s")
            )
            raise EmuError(
                f"{what}: {why}:\n" + "\n".join(_hung(proc, log) for proc, log in pending)
            )
        time.sleep(0.2)


def _hung(proc: subprocess.Popen[bytes], log: Path) -> str:
    """What a rank that did not end had done: whether it wrote its report (then it hung
    on its way out) and its log's end."""
    wrote = log.with_suffix(".out.json").exists()
    where = "after writing its report" if wrote else "before writing its report"
    tail = log.read_text(errors="replace")[-1500:] if log.exists() else ""
    return f"pid {proc.pid} still running {where}; its log {log}:\n{tail}"


def summarize(cfg: TrainConfig, n: int, reports: dict[str, list[dict[str, Any]]]) -> TrainResult:
    """The figures of each mode from its ranks' reports."""
    first = next(iter(reports.values()))[0]
    params = int(first["params"])
    in_network, ring = cfg.emu.link_limits(n)
    limits = {
        TrainMode.GLOO: ring,
        TrainMode.GLOO_FP16: cfg.emu.link_limits(n, ring_bytes=2)[1],
    }
    modes = {}
    for mode, ranks in reports.items():
        if any(int(r["params"]) != params for r in ranks):
            raise EmuError(f"{mode}: the ranks report different parameter counts")
        limit = limits.get(mode, in_network)
        timed = [r["steps"][cfg.warmup :] for r in ranks]
        # the slowest rank's time from the first timed step's start to the last one's end
        span = max(s[-1][0] + s[-1][1] - s[0][0] for s in timed)
        steps_per_s = len(timed[0]) / span
        losses = [statistics.fmean(r["steps"][i][2] for r in ranks) for i in range(cfg.steps)]
        wall = [max(r["steps"][i][0] + r["steps"][i][1] for r in ranks) for i in range(cfg.steps)]
        modes[mode] = ModeResult(
            mode=mode,
            steps_per_s=steps_per_s,
            samples_per_s=steps_per_s * cfg.model.samples_per_step * n,
            step_s=1.0 / steps_per_s,
            median_step_s=statistics.median(
                max(s[i][1] for s in timed) for i in range(len(timed[0]))
            ),
            compute_s=max(statistics.fmean(c[0] for c in r["compute_s"]) for r in ranks),
            backward_s=max(statistics.fmean(c[2] for c in r["compute_s"]) for r in ranks),
            train_backward_s=max(statistics.fmean(s[4] for s in t) for t in timed),
            allreduce_s=max(statistics.fmean(r["allreduce_s"]) for r in ranks),
            link_s=params / limit if n > 1 else 0.0,
            losses=losses,
            wall=wall,
            counters=ranks[0]["counters"],
        )
    lossy = lossy_modes(cfg, tuple(modes))
    return TrainResult(n, params, str(first["impl"]), modes, in_network, ring, lossy)


def lossy_modes(cfg: TrainConfig, modes: tuple[str, ...]) -> tuple[str, ...]:
    """The modes whose gradients are rounded below float32 on the way: the switch's on
    narrow lanes, and Gloo's float16 (their losses are held to the final loss's bound)."""
    narrow = cfg.emu.wire != Wire.INT32
    return tuple(m for m in modes if m == TrainMode.GLOO_FP16 or (narrow and m in SWITCH_MODES))


def summary_lines(cfg: TrainConfig, r: TrainResult) -> list[str]:
    """What a run prints: per mode the rates, the step's parts and the limit; the ratio
    to Gloo and the losses' agreement."""
    e = cfg.emu
    lines = [
        f"{r.workers} workers, {e.bw:g} Mbit/s, MTU {e.mtu}, {e.switch} K={e.elems}: "
        f"{r.params:,} gradient elements per step ({r.impl}), {r.bound}-bound"
    ]
    for mode, m in r.modes.items():
        line = (
            f"  {mode:7s} {m.steps_per_s:6.3f} steps/s {m.samples_per_s:7.1f} samples/s; "
            f"step {m.step_s:.3f} s (median {m.median_step_s:.3f} s) = compute "
            f"{m.compute_s:.3f} s + {m.comm_share:.0%} not "
            f"compute; bare all-reduce {m.allreduce_s:.3f} s (link limit {m.link_s:.3f} s), "
            f"{m.hidden_s:.3f} s of it hidden (backward {m.backward_s:.3f} s alone, "
            f"{m.train_backward_s:.3f} s in training); "
            f"{m.of_limit:.0%} of the link limit's {m.limit_step_s:.3f} s/step"
        )
        speedup, fp16 = r.speedup(mode), r.speedup(mode, TrainMode.GLOO_FP16)
        if speedup is not None and mode != TrainMode.GLOO:
            line += f"; {speedup:.2f}x Gloo"
        if fp16 is not None and mode in SWITCH_MODES:
            line += f", {fp16:.2f}x Gloo-fp16"
        diff = r.loss_rel_diff(mode)
        if diff is not None:
            bound, what = r.loss_bound(mode)
            verdict = "within" if diff <= bound else "BEYOND"
            line += f"; {what} rel. diff {diff:.1e} ({verdict} {bound:g})"
        if m.counters is not None:
            c = m.counters
            line += f"; switch calls {c['switch']}, fallbacks {c['fallbacks']}"
        lines.append(line)
        lines.append(f"          loss {m.losses[0]:.4f} -> {m.losses[-1]:.4f}")
    return lines
