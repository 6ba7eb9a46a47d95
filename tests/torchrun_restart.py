"""A DDP training under ``torchrun --max-restarts``, as a user writes one: it sets only
P4REDUCE_CONTROLLER and P4REDUCE_TOKEN_FILE.  On torchrun's first attempt rank 1 dies
(SIGKILL to itself) after a few steps; the next attempt trains to the end.  Rank 0 of
the attempt that finishes prints one JSON line: the attempt, whether every step's
gradients equal their sum over the ranks, known in closed form (exact: int-valued), and
the reducer's counters (tests/test_torch_restart.py runs it).

The reference is computed, not all-reduced over a Gloo group of the script's own: torch
names such a group's rendezvous keys by a counter that restarts with the process, in a
store that torchrun keeps across attempts, so a restarted rank can read the address
that the killed attempt's rank left there before its peer overwrites it, and fail to
connect (p4reduce's internal Gloo group keys its own by attempt)."""

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
    torch.manual_seed(0)
    model = DistributedDataParallel(torch.nn.Linear(64, 64, bias=False))
    exact = True
    for step in range(STEPS):
        if attempt == 0 and rank == 1 and step == DIE_AT:
            os.kill(os.getpid(), signal.SIGKILL)
        x = torch.full((8, 64), float(rank + step + 1))
        world = dist.get_world_size()
        model.zero_grad()
        model(x).sum().backward()
        grad = model.module.weight.grad
        assert grad is not None
        # Rank r's gradient of sum(W x) is 8 (r + step + 1) in every element; DDP averages
        # it over the ranks.
        total = sum(8.0 * (r + step + 1) for r in range(world))
        exact &= bool(torch.equal(grad, torch.full((64, 64), total / world)))
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
