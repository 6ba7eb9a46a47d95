"""A DDP training under ``torchrun --max-restarts``, as a user writes one: it sets only
P4REDUCE_CONTROLLER and P4REDUCE_TOKEN_FILE.  On torchrun's first attempt rank 1 dies
(SIGKILL to itself) after a few steps; the next attempt trains to the end.  Rank 0 of
the attempt that finishes prints one JSON line: the attempt, whether every step's
gradients equal a Gloo all-reduce of the same gradients (exact: int-valued), and the
reducer's counters (tests/test_torch_restart.py runs it)."""

from __future__ import annotations

import json
import os
import signal
import time

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel

import hostlib.torchdist  # noqa: F401  # registers the backend

STEPS = int(os.environ.get("RESTART_STEPS", "30"))
DIE_AT = int(os.environ.get("RESTART_DIE_AT", "10"))


def main() -> None:
    started = time.monotonic()
    attempt = int(os.environ.get("TORCHELASTIC_RESTART_COUNT", "0"))
    dist.init_process_group("p4reduce")
    rank = dist.get_rank()
    gloo = dist.new_group(backend="gloo")
    torch.manual_seed(0)
    model = DistributedDataParallel(torch.nn.Linear(64, 64, bias=False))
    exact = True
    for step in range(STEPS):
        if attempt == 0 and rank == 1 and step == DIE_AT:
            os.kill(os.getpid(), signal.SIGKILL)
        x = torch.full((8, 64), float(rank + step + 1))
        model.zero_grad()
        model(x).sum().backward()
        grad = model.module.weight.grad
        assert grad is not None
        # The same gradient summed by Gloo: DDP averaged it over the ranks.
        mine = torch.full((8, 64), float(rank + step + 1)).sum(dim=0).expand(64, 64).clone()
        dist.all_reduce(mine, group=gloo)
        exact &= bool(torch.allclose(grad, mine / dist.get_world_size(), rtol=0, atol=0))
    pg = dist.distributed_c10d._get_default_group()
    counters = pg.reducer.counters  # type: ignore[attr-defined]
    if rank == 0:
        print(
            json.dumps(
                {
                    "attempt": attempt,
                    "exact": exact,
                    "switch_calls": counters.switch,
                    "fallbacks": counters.fallbacks,
                    "seconds": time.monotonic() - started,
                }
            ),
            flush=True,
        )
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
