"""One rank of a fault run, inside its host: ``python -m mininet_topos.fault_worker SPEC``.

The rank makes all-reduces through the switch one after another (one element, then
1,000: a call riding in its agreement round, then one with data rounds), each checked
bit for bit, until ``calls`` are done or a call raises.  After its first call it writes
``SPEC.ready``; at the end ``SPEC.out.json``: the calls it completed, and the error that
stopped it (its type, its words, when it was raised), or none.  Its calls' record is
dumped in the flight recorder's format where ``P4REDUCE_FR_DUMP_DIR`` says (as a timeout
dumps it).
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from hostlib import AggregationJob
from hostlib.errors import HostlibError

from .latency_worker import expected_sums, inputs
from .worker import WorkerSpec

#: The sizes a rank's calls take in turn.
SIZES = (1, 1000)


@dataclass(frozen=True)
class FaultSpec:
    worker: WorkerSpec
    calls: int  #: calls to make at most (the run injects its fault well before)

    def write(self, path: Path) -> Path:
        path.write_text(json.dumps(asdict(self)))
        return path

    @classmethod
    def read(cls, path: Path) -> FaultSpec:
        raw = json.loads(path.read_text())
        return cls(WorkerSpec(**raw["worker"]), raw["calls"])


def run(spec_path: Path) -> dict[str, Any]:
    spec = FaultSpec.read(spec_path)
    w = spec.worker
    data = {n: inputs(w.seed, n, w.workers) for n in SIZES}
    want = {n: expected_sums(d) for n, d in data.items()}
    done, wrong, error = 0, 0, None
    with AggregationJob(w.job_config()) as job:
        while done < spec.calls:
            n, d = SIZES[done % len(SIZES)], (done // len(SIZES)) % len(data[SIZES[0]])
            try:
                out = job.all_reduce(data[n][d, w.rank])
            except HostlibError as exc:
                error = {"type": type(exc).__name__, "message": str(exc), "at": time.time()}
                break
            wrong += not np.array_equal(out.view(np.uint32), want[n][d].view(np.uint32))
            done += 1
            if done == 1:
                spec_path.with_suffix(".ready").touch()
    report = {"rank": w.rank, "calls": done, "wrong": wrong, "error": error}
    spec_path.with_suffix(".out.json").write_text(json.dumps(report))
    return report


if __name__ == "__main__":
    run(Path(sys.argv[1]))
    sys.exit(0)
