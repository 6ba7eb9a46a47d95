"""One all-reduce worker, run inside an emulated host: ``python -m mininet_topos.worker SPEC``.

SPEC is a JSON file (written by the runner or a test); the result goes next to it as
``.npy`` (the float32 output) and ``.json`` (seconds, job statistics).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import numpy as np

from hostlib import AggregationJob, JobConfig
from p4reduce.datagen import demo_data
from p4reduce.netio import Address


def run(spec_path: Path) -> dict[str, object]:
    spec = json.loads(spec_path.read_text())
    cfg = JobConfig(
        switch=Address(spec["switch_ip"], spec["switch_port"]),
        local=Address(spec["ip"], spec["udp_port"]),
        job_id=spec["job_id"],
        rank=spec["rank"],
        num_workers=spec["workers"],
        slots=spec["slots"],
        elems_per_packet=spec["elems"],
        timeout=spec["timeout"],
        min_rto=spec.get("min_rto", 0.02),
        initial_rto=spec.get("initial_rto", 0.2),
        session=spec.get("session", 0),  # as the controller service handed it out
        offload=False,  # emulated links: the switch reads raw frames
    )
    x = demo_data(spec["seed"], 0, spec["rank"], spec["size"])
    with AggregationJob(cfg) as job:
        t0 = time.perf_counter()
        out = job.all_reduce(x)
        seconds = time.perf_counter() - t0
        np.save(spec_path.with_suffix(".npy"), out)
        report = {"seconds": seconds, "stats": vars(job.stats)}
    spec_path.with_suffix(".result.json").write_text(json.dumps(report))
    return report


if __name__ == "__main__":
    run(Path(sys.argv[1]))
    sys.exit(0)
