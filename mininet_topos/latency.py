"""``p4reduce emu --latency SIZES``: how long a small all_reduce takes over the emulated
links, through the switch and with Gloo, call after call.

For each worker count: start the topology (``runner.emu_network``) with the links'
delay (``--delay``), serve the controller service as the training mode does, then launch
a rank per host twice, torchrun-style (``mininet_topos.latency_worker``): once on the
``p4reduce`` backend (``P4REDUCE_FALLBACK=fail``: a call never leaves the switch
unnoticed), once on Gloo.  Each rank times every call of every size and checks its
result bit for bit; p50 and p99 pool the ranks' calls.  ``results.json`` (key
``latency``) and ``latency.png`` go to the output folder.
"""

from __future__ import annotations

import json
import secrets
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, TextIO

import numpy as np

from .emu import EmuConfig
from .latency_worker import LatencySpec
from .training import MASTER_PORT, started_ranks, unix_service, wait_all

#: The backends a latency run times, in order.
BACKENDS = ("p4reduce", "gloo")


@dataclass(frozen=True)
class LatencyConfig:
    emu: EmuConfig
    sizes: tuple[int, ...]  #: float32 elements per call
    calls: int = 1000  #: timed calls per size, backend and worker count
    warmup: int = 20  #: untimed calls before them

    def __post_init__(self) -> None:
        if not self.sizes or min(self.sizes) < 1:
            raise ValueError(f"emu latency: sizes of at least one element, got {self.sizes}")
        if self.calls < 1 or self.warmup < 0:
            raise ValueError(
                f"emu latency: calls >= 1 and warmup >= 0, got {self.calls}, {self.warmup}"
            )


@dataclass(frozen=True)
class LatencyRecord:
    """One worker count and size: each backend's p50 and p99 (microseconds, every rank's
    calls pooled) and whether every result was exact."""

    workers: int
    elements: int
    p4reduce_p50_us: float
    p4reduce_p99_us: float
    gloo_p50_us: float | None
    gloo_p99_us: float | None
    exact: bool  #: every call of both backends summed bit for bit
    calls: int  #: timed calls per rank and backend
    p4reduce_wrong: int  #: calls with a wrong sum, over all ranks
    gloo_wrong: int | None
    #: CPU a call took on a rank (its process, every thread), the ranks' mean: where the
    #: ranks share the machine's cores, what a call waits for besides the links
    p4reduce_cpu_us: float
    gloo_cpu_us: float | None


def run_latency(cfg: LatencyConfig, out: TextIO | None = None) -> list[LatencyRecord]:
    """Time every size at every worker count of ``cfg.emu``; write ``results.json`` and
    ``latency.png`` to ``cfg.emu.out``."""
    from .runner import check_can_emulate

    out = sys.stdout if out is None else out
    check_can_emulate(cfg.emu, out)
    cfg.emu.out.mkdir(parents=True, exist_ok=True)
    records = [r for n in cfg.emu.workers for r in _latency_at(cfg, n, out)]
    write_report(cfg, records)
    print(f"results: {cfg.emu.out / 'results.json'}, plot: {cfg.emu.out / 'latency.png'}", file=out)
    return records


def _latency_at(cfg: LatencyConfig, n: int, out: TextIO) -> list[LatencyRecord]:
    from .runner import emu_network

    run_dir = cfg.emu.out / f"latency-{n}"
    run_dir.mkdir(parents=True, exist_ok=True)
    backends = BACKENDS if cfg.emu.gloo else BACKENDS[:1]
    reports: dict[str, list[dict[str, Any]]] = {}
    with emu_network(cfg.emu, n, run_dir) as network, unix_service(network) as service:
        for i, backend in enumerate(backends):
            spec = LatencySpec(
                backend, cfg.sizes, cfg.calls, cfg.warmup, cfg.emu.seed, 3 * cfg.emu.timeout
            )
            specs = [spec.write(run_dir / f"{backend}{r}.json") for r in range(n)]
            settings = {
                "P4REDUCE_TIMEOUT": str(cfg.emu.timeout),
                "P4REDUCE_FALLBACK": "fail",
                "P4REDUCE_IO": cfg.emu.io,
            }
            job = f"latency-{n}-{secrets.token_hex(4)}"
            t0 = time.monotonic()
            module = "mininet_topos.latency_worker"
            with started_ranks(
                network, service, module, specs, MASTER_PORT + i, job, settings
            ) as procs:
                wait_all(procs, _deadline(cfg), f"latency ({backend})")
            reports[backend] = [json.loads(p.with_suffix(".out.json").read_text()) for p in specs]
            print(
                f"  {n} workers, {backend}: done in {time.monotonic() - t0:.0f} s",
                file=out,
                flush=True,
            )
    records = summarize(cfg, n, reports)
    for r in records:
        print(summary_line(r), file=out, flush=True)
    return records


def _deadline(cfg: LatencyConfig) -> float:
    """Seconds a launch may take before it counts as hung: generous (a rank's own timeout
    names a dead peer or switch long before)."""
    return 120.0 + len(cfg.sizes) * (cfg.calls + cfg.warmup) * 0.05 + 3 * cfg.emu.timeout


def summarize(
    cfg: LatencyConfig, n: int, reports: dict[str, list[dict[str, Any]]]
) -> list[LatencyRecord]:
    """Each size's record from the ranks' reports (p50, p99 over every rank's calls)."""
    records = []
    for j, size in enumerate(cfg.sizes):
        figures: dict[str, tuple[float, float, int, float]] = {}
        for backend, ranks in reports.items():
            us = np.concatenate([r["sizes"][j]["us"] for r in ranks])
            wrong = sum(len(r["sizes"][j]["wrong"]) for r in ranks)
            cpu = float(np.mean([r["sizes"][j]["cpu_us"] for r in ranks]))
            p50, p99 = np.percentile(us, [50, 99])
            figures[backend] = (float(p50), float(p99), wrong, cpu)
        p50, p99, wrong, cpu = figures["p4reduce"]
        gloo = figures.get("gloo")
        records.append(
            LatencyRecord(
                workers=n,
                elements=size,
                p4reduce_p50_us=p50,
                p4reduce_p99_us=p99,
                gloo_p50_us=gloo[0] if gloo else None,
                gloo_p99_us=gloo[1] if gloo else None,
                exact=wrong == 0 and (gloo is None or gloo[2] == 0),
                calls=cfg.calls,
                p4reduce_wrong=wrong,
                gloo_wrong=gloo[2] if gloo else None,
                p4reduce_cpu_us=cpu,
                gloo_cpu_us=gloo[3] if gloo else None,
            )
        )
    return records


def summary_line(r: LatencyRecord) -> str:
    line = (
        f"{r.workers} workers, {r.elements:,} float32: p4reduce p50 {r.p4reduce_p50_us:,.0f} us, "
        f"p99 {r.p4reduce_p99_us:,.0f} us"
    )
    if r.gloo_p50_us is not None and r.gloo_p99_us is not None:
        line += (
            f"; Gloo p50 {r.gloo_p50_us:,.0f} us, p99 {r.gloo_p99_us:,.0f} us; "
            f"p4reduce/Gloo p50 {r.p4reduce_p50_us / r.gloo_p50_us:.2f}x, "
            f"p99 {r.p4reduce_p99_us / r.gloo_p99_us:.2f}x"
        )
    line += f"; CPU a call: p4reduce {r.p4reduce_cpu_us:,.0f} us" + (
        f", Gloo {r.gloo_cpu_us:,.0f} us" if r.gloo_cpu_us is not None else ""
    )
    wrong = r.p4reduce_wrong + (r.gloo_wrong or 0)
    return line + ("; every sum exact" if r.exact else f"; {wrong} WRONG sums")


def write_report(cfg: LatencyConfig, records: list[LatencyRecord]) -> None:
    config = {name: str(v) if isinstance(v, Path) else v for name, v in asdict(cfg.emu).items()}
    report = {
        "config": {**config, "sizes": list(cfg.sizes), "calls": cfg.calls, "warmup": cfg.warmup},
        "latency": [asdict(r) for r in records],
    }
    (cfg.emu.out / "results.json").write_text(json.dumps(report, indent=2))
    plot_latency(cfg, records, cfg.emu.out / "latency.png")


def plot_latency(cfg: LatencyConfig, records: list[LatencyRecord], path: Path) -> None:
    """p50 (solid) and p99 (dashed) against the call's size, per worker count and backend."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.5))
    for i, n in enumerate(cfg.emu.workers):
        mine = [r for r in records if r.workers == n]
        x = [r.elements for r in mine]
        for backend, marker in (("p4reduce", "o"), ("gloo", "s")):
            p50 = [getattr(r, f"{backend}_p50_us") for r in mine]
            if any(v is None for v in p50):
                continue
            p99 = [getattr(r, f"{backend}_p99_us") for r in mine]
            color = f"C{2 * i + (backend == 'gloo')}"
            name = "p4reduce" if backend == "p4reduce" else "Gloo"
            ax.plot(x, p50, marker + "-", color=color, label=f"{name}, {n} workers, p50")
            ax.plot(
                x, p99, marker + "--", color=color, alpha=0.6, label=f"{name}, {n} workers, p99"
            )
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("float32 elements per all_reduce")
    ax.set_ylabel("microseconds per call")
    e = cfg.emu
    ax.set_title(f"all_reduce latency: {e.bw:g} Mbit/s, {e.delay:g} us per link, {e.switch} switch")
    ax.grid(alpha=0.3, which="both")
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
