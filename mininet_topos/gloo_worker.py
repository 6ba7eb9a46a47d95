"""The baseline inside an emulated host: the same all-reduce with Gloo's ring over TCP.

``python -m mininet_topos.gloo_worker SPEC``; writes ``SPEC.gloo.json`` with the seconds.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from hostlib.datagen import demo_data


def run(spec_path: Path) -> float:
    import torch
    import torch.distributed as dist

    spec = json.loads(spec_path.read_text())
    os.environ["GLOO_SOCKET_IFNAME"] = spec["iface"]
    torch.set_num_threads(1)
    dist.init_process_group(
        "gloo",
        init_method=f"tcp://{spec['master']}:{spec['master_port']}",
        rank=spec["rank"],
        world_size=spec["workers"],
    )
    try:
        x = torch.from_numpy(demo_data(spec["seed"], 0, spec["rank"], spec["size"]))
        dist.barrier()
        t0 = time.perf_counter()
        dist.all_reduce(x)
        seconds = time.perf_counter() - t0
    finally:
        dist.destroy_process_group()
    spec_path.with_suffix(".gloo.json").write_text(json.dumps({"seconds": seconds}))
    return seconds


if __name__ == "__main__":
    run(Path(sys.argv[1]))
    sys.exit(0)
