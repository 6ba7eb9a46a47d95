"""Benchmarks behind ``p4reduce bench``: they print figures, they assert nothing."""

import os
from datetime import timedelta

from p4rproto.wire import MAX_SLOTS

#: The slot pool of the benches whose ranks share the software switch's host (lanes or
#: UDP loopback): 512 keeps the switch busy, and every slot costs a priming packet per
#: call, so a pool of 1024 slows DDP-sized calls (1-2 MB) by a sixth to a third
#: (docs/performance.md, "The window on loopback").
LOOPBACK_SLOTS = 512


def check_slot_pool(slots: int) -> None:
    """Raise ``ValueError`` naming the range unless a job may have ``slots`` slots."""
    if not 1 <= slots <= MAX_SLOTS:
        raise ValueError(f"slots must be 1..{MAX_SLOTS}, got {slots}")


def start_rank(
    rank: int, init_method: str, workers: int, env: dict[str, str], timeout_s: float
) -> None:
    """In a spawned rank of a loopback bench: take the switch job's settings (``env``),
    one torch thread (the ranks share the cores), and join the ``p4reduce`` default
    group.  (torch is imported here: the CLI does not load it to start.)"""
    import torch
    import torch.distributed as dist

    import hostlib.torchdist as p4t

    os.environ.update(env)
    torch.set_num_threads(1)
    dist.init_process_group(
        p4t.BACKEND_NAME,
        init_method=init_method,
        rank=rank,
        world_size=workers,
        timeout=timedelta(seconds=timeout_s),
    )
