"""A training script's view of p4reduce under torchrun: it sets nothing but
P4REDUCE_CONTROLLER and P4REDUCE_TOKEN_FILE (tests/test_service.py runs it).

Each rank all-reduces a few tensors through the p4reduce backend and through a Gloo
group; rank 0 prints one JSON line: whether the results are equal, and the reducer's
counters (calls through the switch, fallbacks) and the job it got.
"""

from __future__ import annotations

import json

import torch
import torch.distributed as dist

import hostlib.torchdist  # noqa: F401  # registers the backend


def main() -> None:
    dist.init_process_group("p4reduce")
    rank, world = dist.get_rank(), dist.get_world_size()
    gloo = dist.new_group(backend="gloo")
    torch.manual_seed(rank)
    equal = True
    for size in (10, 5000, 70_000):
        x = torch.randint(-1000, 1000, (size,), dtype=torch.int32)
        y = x.clone()
        dist.all_reduce(x)
        dist.all_reduce(y, group=gloo)
        equal &= bool(torch.equal(x, y))
    pg = dist.distributed_c10d._get_default_group()
    reducer = pg.reducer  # type: ignore[attr-defined]
    job = reducer.job
    if rank == 0:
        print(
            json.dumps(
                {
                    "equal_to_gloo": equal,
                    "switch_calls": reducer.counters.switch,
                    "fallbacks": reducer.counters.fallbacks,
                    "job_name": reducer.service_job_name,
                    "job_id": job.config.job_id if job else None,
                    "session": job.config.session if job else None,
                    "world": world,
                }
            ),
            flush=True,
        )
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
