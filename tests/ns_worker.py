"""A worker run inside a network namespace by the BMv2 end-to-end tests.

Usage: python -m tests.ns_worker SPEC.json; writes the result next to the spec.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

from hostlib import AggregationJob, JobConfig
from p4reduce.datagen import demo_data
from p4reduce.netio import Address


def main(spec_path: str) -> int:
    spec = json.loads(Path(spec_path).read_text())
    cfg = JobConfig(
        switch=Address(spec["switch_ip"], spec["switch_port"]),
        local=Address(spec["ip"], spec["udp_port"]),
        job_id=spec["job_id"],
        rank=spec["rank"],
        num_workers=spec["workers"],
        slots=spec["slots"],
        elems_per_packet=spec["elems"],
        timeout=spec["timeout"],
        min_rto=0.02,
        initial_rto=0.1,
        offload=False,
    )
    with AggregationJob(cfg) as job:
        x = demo_data(spec["seed"], 0, spec["rank"], spec["size"])
        out = job.all_reduce(x)
        np.save(Path(spec_path).with_suffix(".npy"), out)
        Path(spec_path).with_suffix(".stats").write_text(json.dumps(vars(job.stats)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
