"""One rank of the latency mode, run inside its host's namespace:
``python -m mininet_topos.latency_worker SPEC``.

Launched as the training ranks are (torchrun's environment, the switch's settings:
``mininet_topos.training.start_ranks``); SPEC (JSON) says the backend, the sizes and the
calls.  For each size: ``warmup`` untimed calls, then ``calls`` timed
``dist.all_reduce`` calls one after another, each on fresh data and each checked bit for
bit; the report goes next to SPEC as ``.out.json``: each call's microseconds, the CPU a
call took (the process's, every thread's, on average) and the calls whose sum was wrong.

The data are integer-valued float32 of magnitude below 2**16: their sum is exact in any
order and in block floating point at every worker count the emulation runs, so every
result of either backend must equal numpy's int64 sum, bit for bit.
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import asdict, dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

#: Distinct inputs a size's calls cycle through (each call's differ from the last's).
DATASETS = 4

#: The data's magnitude bound: sums of up to 2**7 ranks stay below float32's 2**24.
DATA_BOUND = 1 << 16


@dataclass(frozen=True)
class LatencySpec:
    """What one rank runs (the same on every rank of a launch)."""

    backend: str  #: "p4reduce" or "gloo"
    sizes: tuple[int, ...]  #: float32 elements per call
    calls: int  #: timed calls per size
    warmup: int  #: untimed calls per size before them
    seed: int
    timeout: float  #: the process group's timeout, seconds

    def write(self, path: Path) -> Path:
        path.write_text(json.dumps(asdict(self)))
        return path

    @classmethod
    def read(cls, path: Path) -> LatencySpec:
        raw = json.loads(path.read_text())
        return cls(**{**raw, "sizes": tuple(raw["sizes"])})


def inputs(seed: int, size: int, world: int) -> npt.NDArray[np.float32]:
    """Every rank's data for each dataset: (DATASETS, world, size) integer-valued float32."""
    rng = np.random.default_rng([seed, size, world])
    return rng.integers(-DATA_BOUND, DATA_BOUND, (DATASETS, world, size)).astype(np.float32)


def expected_sums(data: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """The exact sum of each dataset over the ranks (int64, then float32: exact)."""
    sums: npt.NDArray[np.float32] = data.astype(np.int64).sum(axis=1).astype(np.float32)
    return sums


def time_size(spec: LatencySpec, size: int, rank: int, world: int) -> dict[str, Any]:
    """``warmup`` then ``calls`` all-reduces of ``size`` elements: each timed call's
    microseconds and the indices of the calls whose result was wrong."""
    import torch
    import torch.distributed as dist

    data = inputs(spec.seed, size, world)
    want = expected_sums(data)
    micros: list[float] = []
    cpu = 0  # ns of this process's CPU (every thread's) inside the timed calls
    wrong: list[int] = []
    for i in range(spec.warmup + spec.calls):
        d = i % DATASETS
        x = torch.from_numpy(data[d, rank].copy())
        c0 = time.process_time_ns()
        t0 = time.perf_counter_ns()
        dist.all_reduce(x)
        elapsed = time.perf_counter_ns() - t0
        used = time.process_time_ns() - c0
        if i < spec.warmup:
            continue
        micros.append(elapsed / 1000)
        cpu += used
        if not np.array_equal(x.numpy().view(np.uint32), want[d].view(np.uint32)):
            wrong.append(i - spec.warmup)
    return {"elements": size, "us": micros, "cpu_us": cpu / 1000 / spec.calls, "wrong": wrong}


def run(spec_path: Path) -> dict[str, Any]:
    import torch
    import torch.distributed as dist

    import hostlib.torchdist as p4t

    spec = LatencySpec.read(spec_path)
    torch.set_num_threads(1)
    backend = p4t.BACKEND_NAME if spec.backend == "p4reduce" else "gloo"
    dist.init_process_group(backend, timeout=timedelta(seconds=spec.timeout))
    rank, world = dist.get_rank(), dist.get_world_size()
    try:
        dist.barrier()
        sizes = [time_size(spec, size, rank, world) for size in spec.sizes]
        report = {"rank": rank, "world": world, "backend": spec.backend, "sizes": sizes}
    finally:
        dist.destroy_process_group()
    spec_path.with_suffix(".out.json").write_text(json.dumps(report))
    return report


if __name__ == "__main__":
    run(Path(sys.argv[1]))
    sys.exit(0)
