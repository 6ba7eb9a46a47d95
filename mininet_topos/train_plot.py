"""The training comparison's plot: loss against step and against wall time (the
largest worker count, every mode), and steps/s against workers with each mode's link
limit."""

from __future__ import annotations

from pathlib import Path

from p4rproto.agreement import Wire

from .train_results import TrainConfig, TrainResult
from .train_worker import SWITCH_MODES, TrainMode

#: How each mode is drawn: label, colour, marker.
STYLE = {
    TrainMode.BACKEND: ("p4reduce backend", "C0", "o"),
    TrainMode.HOOK: ("p4reduce DDP hook", "C2", "^"),
    TrainMode.GLOO: ("Gloo ring", "C1", "s"),
    TrainMode.GLOO_FP16: ("Gloo ring, fp16 hook", "C3", "v"),
}


def plot_training(cfg: TrainConfig, results: list[TrainResult], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (by_step, by_time, rates) = plt.subplots(1, 3, figsize=(16, 4.2))
    last = results[-1]
    for mode, r in last.modes.items():
        label, colour, _ = STYLE[mode]
        by_step.plot(range(1, len(r.losses) + 1), r.losses, color=colour, label=label, lw=1.2)
        by_time.plot(r.wall, r.losses, color=colour, label=label, lw=1.2)
    by_step.set_xlabel("step")
    by_time.set_xlabel("wall time (s)")
    for ax in (by_step, by_time):
        ax.set_ylabel("training loss (mean over ranks)")
        ax.set_title(f"{last.workers} workers")
        ax.grid(alpha=0.3)
        ax.legend()
    n = [r.workers for r in results]
    wire = "" if cfg.emu.wire == Wire.INT32 else f", {cfg.emu.wire.name.lower()} lanes"
    for mode in last.modes:
        label, colour, marker = STYLE[mode]
        label += wire if mode in SWITCH_MODES else ""
        rates.plot(
            n, [r.modes[mode].steps_per_s for r in results], marker + "-", color=colour, label=label
        )
        limit = [1.0 / r.modes[mode].limit_step_s for r in results]
        kind = "in-network" if mode in SWITCH_MODES else "ring"
        if mode != TrainMode.HOOK or TrainMode.BACKEND not in last.modes:  # (the same)
            rates.plot(n, limit, "_--", color=colour, ms=14, label=f"{kind} link limit")
    rates.set_xticks(n)
    rates.set_xlabel("workers")
    rates.set_ylabel("training steps / s")
    rates.set_ylim(bottom=0)
    rates.grid(alpha=0.3)
    rates.legend(fontsize="small")
    e = cfg.emu
    fig.suptitle(
        f"{cfg.model.describe()}; {e.topo}, {e.bw:g} Mbit/s, MTU {e.mtu}, {e.switch} switch"
    )
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
