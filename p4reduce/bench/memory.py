"""``p4reduce bench memory``: the memory an all-reduce needs beyond its tensor, beside Gloo.

N spawned ranks with the ``p4reduce`` backend against a software switch on loopback,
and a Gloo group over the same ranks, all-reduce a float32 tensor (64M elements by
default) in turn, Gloo first.  For each call each rank reads, from ``/proc/self/status``,
its resident memory just before the call (the tensor made and touched already) and its
peak during it (``VmHWM``, reset before the call by writing 5 to
``/proc/self/clear_refs``): the **extra peak** is their difference, what the call needed
beyond the tensor; the **kept** memory is what is still resident after it.  The first
call of each side also builds its buffers (the job's packet rows, Gloo's pairs); the
later calls show the steady state.  Every result is checked against the exact sum.
"""

from __future__ import annotations

import statistics
import sys
from dataclasses import dataclass
from typing import TextIO

from p4reduce.bench import LOOPBACK_SLOTS, check_slot_pool, start_rank

_MiB = 1 << 20


@dataclass(frozen=True)
class MemoryBenchConfig:
    workers: int = 2
    size: int = 64 << 20  #: float32 elements per call
    repeat: int = 3  #: calls of each side, the first included
    elems_per_packet: int = 256
    slots: int = LOOPBACK_SLOTS

    def __post_init__(self) -> None:
        if self.workers < 2 or self.repeat < 2 or self.size < 1:
            raise ValueError("workers >= 2, repeat >= 2 and size >= 1 element")
        check_slot_pool(self.slots)


@dataclass(frozen=True)
class CallMemory:
    peak: float  #: bytes resident at the call's peak beyond those before it
    kept: float  #: bytes still resident after it beyond those before it


def _status() -> dict[str, int]:
    """VmRSS and VmHWM of this process, in bytes."""
    out = {}
    with open("/proc/self/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                out[key] = int(value.split()[0]) * 1024
    return out


def _reset_peak() -> None:
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")


def _worker(
    rank: int, init_method: str, cfg: MemoryBenchConfig, env: dict[str, str]
) -> dict[str, list[CallMemory]]:
    import torch
    import torch.distributed as dist

    start_rank(rank, init_method, cfg.workers, env, timeout_s=300)
    try:
        gloo = dist.new_group(backend="gloo")
        want = float(sum(range(1, cfg.workers + 1)))
        calls: dict[str, list[CallMemory]] = {"gloo": [], "p4reduce": []}
        for _ in range(cfg.repeat):
            for side, group in (("gloo", gloo), ("p4reduce", None)):
                x = torch.full((cfg.size,), float(rank + 1))  # small integers: exact
                dist.barrier(group=gloo)
                _reset_peak()
                before = _status()["VmRSS"]
                dist.all_reduce(x, group=group)
                after = _status()
                if not bool((x == want).all()):
                    raise AssertionError(f"rank {rank}: the {side} all-reduce is not exact")
                calls[side].append(CallMemory(after["VmHWM"] - before, after["VmRSS"] - before))
                del x
        return calls
    finally:
        dist.destroy_process_group()


def run(
    cfg: MemoryBenchConfig = MemoryBenchConfig(), out: TextIO | None = None
) -> dict[str, float]:
    """Print the figures; return them (MiB, and the steady ratio of extra peaks)."""
    from p4reduce.localrun import local_switch_job, run_workers

    out = sys.stdout if out is None else out
    with local_switch_job(
        cfg.workers, slots=cfg.slots, elems_per_packet=cfg.elems_per_packet, fallback="fail"
    ) as local:
        ranks: list[dict[str, list[CallMemory]]] = run_workers(
            _worker, cfg.workers, (cfg, local.settings.to_env()), timeout=1800
        )
    print(
        f"p4reduce bench memory: {cfg.workers} ranks (processes), torch all_reduce of "
        f"{cfg.size:,} float32 ({cfg.size * 4 / _MiB:.0f} MiB), p4reduce backend through the "
        f"software switch on this host (K = {cfg.elems_per_packet}, {cfg.slots} slots) and "
        f"Gloo in the same run, {cfg.repeat} calls each in turn; per rank, memory resident "
        "beyond the tensor: at the call's peak (extra peak) and after it (kept)",
        file=out,
    )
    print(f"  {'side':<9} {'call':<8} {'extra peak MiB, per rank':<30} {'kept MiB'}", file=out)
    figures: dict[str, float] = {}
    for side in ("gloo", "p4reduce"):
        for label, pick in (("first", slice(0, 1)), ("later", slice(1, None))):
            peaks = [c.peak / _MiB for r in ranks for c in r[side][pick]]
            kept = [c.kept / _MiB for r in ranks for c in r[side][pick]]
            figures[f"{side}_{label}_peak"] = max(peaks)
            figures[f"{side}_{label}_kept"] = max(kept)
            print(
                f"  {side:<9} {label:<8} {' '.join(f'{p:.1f}' for p in peaks):<30} "
                f"{max(kept):.1f} at most",
                file=out,
            )
    worst = {
        side: statistics.median(max(c.peak for c in r[side][1:]) for r in ranks) / _MiB
        for side in ("gloo", "p4reduce")
    }
    ratio = worst["p4reduce"] / worst["gloo"] if worst["gloo"] > 0 else float("inf")
    figures["ratio"] = ratio
    print(
        f"p4reduce/gloo extra peak, later calls (each rank's largest, median over ranks): "
        f"{worst['p4reduce']:.1f} / {worst['gloo']:.1f} MiB = {ratio:.2f}x",
        file=out,
    )
    return figures
