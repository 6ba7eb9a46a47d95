"""A fault probe: one rank stopped (SIGSTOP) for longer than the job's timeout while the
other goes on, as a training loop that catches the error would.

Two worker processes make ``--calls`` exact-checked int32 all-reduces (call i of rank r
holds ``(i + 1) * (r + 1)``, so the sum of call i is ``3 (i + 1)``); the parent stops rank
1 after ``--after`` seconds for ``--stop`` seconds, then lets it go on.  Every call ends
exact, wrong, or with an error; the probe prints the counts per rank, the errors by
type, and how many calls after the stall were exact.  It never passes silently: any
wrong sum makes it exit 1.

    .venv/bin/python tools/stall_probe.py --api hostlib --job static --size 20000
    .venv/bin/python tools/stall_probe.py --api torch --job service --size 2000000

``--job static`` installs the job on a software switch by hand; ``service`` runs
``p4reduce switch`` and ``p4reduce controller`` and joins through the service.  ``--api
torch`` all-reduces through the ``p4reduce`` backend (``--fallback fail`` or ``gloo``).
A large ``--size`` makes the stop land in data rounds mostly, a small one in agreement
rounds (a call waits there for the other rank).
"""

from __future__ import annotations

import argparse
import collections
import multiprocessing as mp
import os
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np


def _hostlib_job(spec: dict[str, Any], rank: int) -> Any:
    from hostlib import AggregationJob, JobConfig
    from hostlib.service import ServiceOptions, open_job
    from p4rproto.netio import Address

    if spec["job"] == "service":
        options = ServiceOptions.from_files(spec["controller"], Path(spec["token"]), None)
        return open_job(options, "stall-probe", 2, rank, timeout=spec["timeout"])
    config = JobConfig(
        Address.parse(spec["switch"]),
        Address.parse(spec["workers"][rank]),
        1,
        rank,
        2,
        elems_per_packet=spec["k"],
        timeout=spec["timeout"],
    )
    return AggregationJob(config)


def _worker(rank: int, spec: dict[str, Any], ready: Any, out: Any) -> None:
    counts: collections.Counter[str] = collections.Counter()
    outcomes: list[str] = []
    if spec["api"] == "torch":
        import torch
        import torch.distributed as dist

        import hostlib.torchdist  # noqa: F401  (registers the backend)

        os.environ.update(spec["env"])
        dist.init_process_group("p4reduce", init_method=spec["init"], rank=rank, world_size=2)

        def call(i: int) -> Any:
            x = torch.full((spec["size"],), (i + 1) * (rank + 1), dtype=torch.int32)
            dist.all_reduce(x)
            return x.numpy()
    else:
        job = _hostlib_job(spec, rank)

        def call(i: int) -> Any:
            x = np.full(spec["size"], (i + 1) * (rank + 1), dtype=np.int32)
            return job.all_reduce(x)

    ready.put(rank)
    for i in range(spec["calls"]):
        try:
            got = call(i)
            ok = bool((got == 3 * (i + 1)).all())
            counts["exact" if ok else "WRONG"] += 1
            outcomes.append("exact" if ok else "WRONG")
        except Exception as exc:  # counted by type: the probe's whole point
            counts[type(exc).__name__] += 1
            outcomes.append(type(exc).__name__)
    out.put((rank, dict(counts), outcomes))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--api", choices=("hostlib", "torch"), default="hostlib")
    ap.add_argument("--job", choices=("static", "service"), default="static")
    ap.add_argument("--fallback", choices=("fail", "gloo"), default="fail")
    ap.add_argument("--size", type=int, default=20_000, help="int32 elements per call")
    ap.add_argument("--calls", type=int, default=800)
    ap.add_argument("--timeout", type=float, default=5.0, help="the job's timeout (s)")
    ap.add_argument("--after", type=float, default=3.0, help="seconds before the stop")
    ap.add_argument("--stop", type=float, default=7.5, help="seconds rank 1 is stopped")
    args = ap.parse_args(argv)

    from p4reduce.localrun import local_controller, local_switch_job
    from p4rproto.netio import free_tcp_port

    spec: dict[str, Any] = vars(args).copy()
    spec["k"] = 256
    with tempfile.TemporaryDirectory() as tmp:
        if args.job == "service":
            ctx: Any = local_controller(Path(tmp), elems_per_packet=256, slots=1024)
        else:
            ctx = local_switch_job(
                2, slots=128, elems_per_packet=256, timeout=args.timeout, fallback=args.fallback
            )
        with ctx as running:
            if args.job == "service":
                spec.update(controller=running.address, token=str(running.token_file))
                env = {**running.env(), "P4REDUCE_JOB_NAME": "stall-probe"}
            else:
                s = running.settings
                spec.update(switch=str(s.switch), workers=[str(w) for w in s.workers])
                env = s.to_env()
            env.update(P4REDUCE_TIMEOUT=str(args.timeout), P4REDUCE_FALLBACK=args.fallback)
            spec.update(env=env, init=f"tcp://127.0.0.1:{free_tcp_port()}")
            mp_ctx = mp.get_context("spawn")
            ready, out = mp_ctx.Queue(), mp_ctx.Queue()
            procs = [mp_ctx.Process(target=_worker, args=(r, spec, ready, out)) for r in range(2)]
            for p in procs:
                p.start()
            for _ in procs:
                ready.get(timeout=120)
            time.sleep(args.after)
            assert procs[1].pid is not None
            os.kill(procs[1].pid, signal.SIGSTOP)
            time.sleep(args.stop)
            os.kill(procs[1].pid, signal.SIGCONT)
            results = sorted(out.get(timeout=3600) for _ in procs)
            for p in procs:
                p.join(30)
    wrong = 0
    print(
        f"stall probe: {args.api} through a {args.job} job, fallback {args.fallback}, "
        f"{args.calls} int32 calls of {args.size:,}, timeout {args.timeout} s, rank 1 stopped "
        f"{args.stop} s after {args.after} s"
    )
    for rank, counts, outcomes in results:
        last_bad = max((i for i, o in enumerate(outcomes) if o != "exact"), default=-1)
        wrong += counts.get("WRONG", 0)
        print(
            f"  rank {rank}: {counts}; every call after call {last_bad} exact "
            f"({len(outcomes) - last_bad - 1} calls)"
        )
    print(f"  wrong sums: {wrong}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
