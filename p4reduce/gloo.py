"""The baseline: the same all-reduce with torch.distributed's Gloo ring on loopback."""

from __future__ import annotations

import multiprocessing as mp
import time
from multiprocessing.connection import Connection

from hostlib.datagen import demo_data
from p4rproto.netio import free_tcp_port


def _gloo_worker(
    rank: int, n: int, port: int, size: int, rounds: int, seed: int, conn: Connection
) -> None:
    import torch
    import torch.distributed as dist

    torch.set_num_threads(1)
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=n)
    try:
        times = []
        for r in range(rounds):
            x = torch.from_numpy(demo_data(seed, r, rank, size))
            dist.barrier()
            t0 = time.perf_counter()
            dist.all_reduce(x)
            times.append(time.perf_counter() - t0)
        conn.send(times)
    finally:
        dist.destroy_process_group()


def gloo_available() -> bool:
    try:
        import torch.distributed as dist
    except ImportError:
        return False
    return bool(dist.is_available() and dist.is_gloo_available())


def gloo_times(n: int, size: int, rounds: int, seed: int, timeout: float = 600.0) -> list[float]:
    """Seconds per round (slowest rank) of a Gloo all-reduce of ``size`` float32."""
    ctx = mp.get_context("spawn")
    port = free_tcp_port()
    pipes = [ctx.Pipe(duplex=False) for _ in range(n)]
    procs = [
        ctx.Process(target=_gloo_worker, args=(r, n, port, size, rounds, seed, pipes[r][1]))
        for r in range(n)
    ]
    for p in procs:
        p.start()
    try:
        per_rank = []
        for recv, _ in pipes:
            if not recv.poll(timeout):
                raise TimeoutError("a Gloo worker did not finish")
            per_rank.append(recv.recv())
    finally:
        for p in procs:
            p.join(10)
            if p.is_alive():
                p.kill()
    return [max(ts[r] for ts in per_rank) for r in range(rounds)]
