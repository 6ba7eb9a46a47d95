"""How the emulation scales with workers and with size: ``p4reduce emu --size 1M,4M,16M``.

Runs :func:`~mininet_topos.runner.run_emu` once per size (each into ``OUT/size-S``, with
its own results and plot), then writes ``OUT/scaling.json`` (every run) and
``OUT/scaling.png``: one panel per size, elements per second against workers, p4reduce
and the Gloo ring each against its link limit.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import asdict, replace
from typing import Any, TextIO

from .emu import EmuConfig, EmuResult

#: (size, that size's runs), in the order of ``--size``
Sweep = list[tuple[int, list[EmuResult]]]


def run_sizes(
    cfg: EmuConfig,
    sizes: Sequence[int],
    out: TextIO | None = None,
    run: Callable[[EmuConfig, TextIO], list[EmuResult]] | None = None,
) -> Sweep:
    """Every worker count of ``cfg`` at every size; ``run`` is the emulation
    (:func:`~mininet_topos.runner.run_emu`; a test passes its own)."""
    out = sys.stdout if out is None else out
    if run is None:
        from .runner import run_emu

        run = run_emu
    sweep: Sweep = []
    for i, size in enumerate(sizes):
        print(f"size {size:,} ({i + 1} of {len(sizes)})", file=out, flush=True)
        sweep.append((size, run(replace(cfg, size=size, out=cfg.out / f"size-{size}"), out)))
    write_sweep(cfg, sweep)
    print(f"scaling: {cfg.out / 'scaling.json'}, plot: {cfg.out / 'scaling.png'}", file=out)
    return sweep


def write_sweep(cfg: EmuConfig, sweep: Sweep) -> None:
    """``scaling.json`` and ``scaling.png`` in ``cfg.out``."""
    cfg.out.mkdir(parents=True, exist_ok=True)
    config = {
        name: str(v) if name == "out" else v for name, v in asdict(cfg).items() if name != "size"
    }
    report = {
        "config": config,
        "sizes": [{"size": size, "runs": [_row(size, r) for r in runs]} for size, runs in sweep],
    }
    (cfg.out / "scaling.json").write_text(json.dumps(report, indent=2))
    _plot(cfg, sweep)


def _row(size: int, r: EmuResult) -> dict[str, Any]:
    """One run's rates and their fractions of the link limits."""
    ate = size / r.p4reduce_seconds
    gloo = size / r.gloo_seconds if r.gloo_seconds else None
    return {
        "workers": r.workers,
        "exact": r.exact,
        "p4reduce_elems_per_s": ate,
        "p4reduce_of_limit": ate / r.p4reduce_limit,
        "gloo_elems_per_s": gloo,
        "gloo_of_limit": gloo / r.ring_limit if gloo else None,
        "p4reduce_over_gloo": ate / gloo if gloo else None,
        "p4reduce_limit": r.p4reduce_limit,
        "ring_limit": r.ring_limit,
    }


def _plot(cfg: EmuConfig, sweep: Sweep) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from .runner import draw_rates

    fig, axes = plt.subplots(1, len(sweep), figsize=(4.5 * len(sweep), 4), sharey=True)
    axes = [axes] if len(sweep) == 1 else list(axes)
    for ax, (size, runs) in zip(axes, sweep, strict=True):
        draw_rates(ax, size, runs)
        ax.set_title(f"{size:,} float32 per worker")
        ax.set_xlabel("workers")
        ax.set_ylim(bottom=0)
    axes[0].set_ylabel("aggregated elements / s (millions)")
    axes[0].legend(fontsize="small")
    fig.suptitle(
        f"{cfg.bw:g} Mbit/s links, MTU {cfg.mtu}, {cfg.switch} switch K = {cfg.elems}, "
        f"topology {cfg.topo}"
    )
    fig.tight_layout()
    fig.savefig(cfg.out / "scaling.png", dpi=120)
    plt.close(fig)
