"""``p4reduce worker``: all-reduce through a running switch, via the controller service.

    p4reduce worker --controller HOST:PORT --token-file FILE --local 4      # 4 processes here
    p4reduce worker --controller HOST:PORT --token-file FILE --job NAME --world 8 --rank 3

Each rank joins the job by name through the service, all-reduces seeded random data
(``hostlib.datagen``: every rank can compute every rank's input) for a number of
rounds, and checks its result against the numpy reference bit for bit, as ``demo``
does.  The exit status is non-zero on any mismatch or error.

On SIGTERM or SIGINT (``p4reduce.stopping``) a rank leaves its job at the service (its
slots return to the pool once every rank left) and ends, whatever call it is in; with
``--local`` the parent sends SIGTERM to its ranks, waits a moment for them and kills
what is left.  Either way within seconds.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import queue
import sys
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from hostlib import AggregationJob
from hostlib.datagen import demo_data
from hostlib.reference import float_reference
from hostlib.service import ServiceOptions, open_job
from p4rproto.units import si

from .stopping import FORCED, Stopper


@dataclass(frozen=True)
class WorkerRun:
    """One rank's part: which job, which data."""

    controller: str
    token_file: Path
    job: str  #: the job's name at the service
    world: int
    rank: int
    size: int = 1 << 20  #: float32 elements per all-reduce
    rounds: int = 3
    seed: int = 1
    tls_ca: Path | None = None


def run_rank(run: WorkerRun, opened: list[AggregationJob] | None = None) -> tuple[bool, str]:
    """Join, all-reduce ``run.rounds`` times, verify; (all exact, a line to print).
    ``opened`` gets the job once it is open (for a stop from another thread)."""
    options = ServiceOptions.from_files(run.controller, run.token_file, run.tls_ca)
    job = open_job(options, run.job, run.world, run.rank)
    if opened is not None:
        opened.append(job)
    exact = True
    times = []
    try:
        k = job.config.elems_per_packet
        for round_ in range(run.rounds):
            x = demo_data(run.seed, round_, run.rank, run.size)
            t0 = time.perf_counter()
            out = job.all_reduce(x)
            times.append(time.perf_counter() - t0)
            inputs = [demo_data(run.seed, round_, r, run.size) for r in range(run.world)]
            exact &= bool(np.array_equal(out, float_reference(inputs, k).floats(run.size)))
        cfg = job.config
    finally:
        job.close()
    best = min(times)
    line = (
        f"rank {run.rank}: job {cfg.job_id} session 0x{cfg.session:08x}, {cfg.slots} slots, "
        f"best {best:.3f} s = {si(run.size / best)}elements/s, "
        f"{job.stats.retransmissions} retransmissions: " + ("exact" if exact else "MISMATCH")
    )
    return exact, line


def _child(run: WorkerRun, out: mp.Queue[tuple[int, bool, str]]) -> None:
    opened: list[AggregationJob] = []
    Stopper(f"worker rank {run.rank}").install(stop=lambda: _leave(opened))
    try:
        exact, line = run_rank(run, opened)
    except Exception as exc:  # reported by the parent
        out.put((run.rank, False, f"rank {run.rank}: error: {exc}"))
    else:
        out.put((run.rank, exact, line))


def _leave(opened: list[AggregationJob]) -> None:
    """Stop a rank from the signal watcher: leave the service's job and end the process
    (the call in progress runs in C and cannot be unwound; the kernel frees its socket)."""
    for job in opened:
        membership = job._service
        if membership is not None:
            membership.close()  # type: ignore[attr-defined]
            print(f"p4reduce worker: left job {job.config.job_id} at the service", file=sys.stderr)
    os._exit(FORCED)


def _stop_ranks(procs: Sequence[mp.process.BaseProcess], grace: float = 2.5) -> None:
    """Stop ``--local`` ranks from the signal watcher: SIGTERM (each leaves its job),
    a moment to do so, then SIGKILL for the rest; then end this process."""
    for p in procs:
        if p.is_alive():
            p.terminate()
    deadline = time.monotonic() + grace
    for p in procs:
        p.join(max(0.0, deadline - time.monotonic()))
        if p.is_alive():
            p.kill()
            p.join(1.0)
    print(f"p4reduce worker: stopped {len(procs)} local rank(s)", file=sys.stderr, flush=True)
    os._exit(FORCED)


def run_local(base: WorkerRun, timeout: float = 600.0) -> bool:
    """All ``base.world`` ranks as processes on this host; prints each rank's line."""
    ctx = mp.get_context("spawn")
    out: mp.Queue[tuple[int, bool, str]] = ctx.Queue()
    procs = [
        ctx.Process(target=_child, args=(_with_rank(base, r), out), name=f"p4r-worker{r}")
        for r in range(base.world)
    ]
    Stopper("worker").install(stop=lambda: _stop_ranks(procs))
    for p in procs:
        p.start()
    try:
        return _report(out, procs, timeout)
    finally:
        for p in procs:
            p.join(10)
            if p.is_alive():
                p.kill()


def _report(
    out: mp.Queue[tuple[int, bool, str]],
    procs: Sequence[mp.process.BaseProcess],
    timeout: float,
) -> bool:
    """Print each rank's line as it comes; a rank that died without one is reported as
    such (its peers fail their calls naming it) instead of being waited for.  Whether
    every rank reported an exact run."""
    ok = True
    waiting = set(range(len(procs)))
    deadline = time.monotonic() + timeout
    dead_since: dict[int, float] = {}
    while waiting:
        try:
            rank, exact, line = out.get(timeout=0.2)
        except queue.Empty:
            now = time.monotonic()
            if now > deadline:
                waited = f"ranks {sorted(waiting)} did not finish in {timeout:.0f} s"
                raise TimeoutError(waited) from None
            for r in sorted(waiting):
                code = procs[r].exitcode
                if code is not None and now - dead_since.setdefault(r, now) > _REPORT_GRACE:
                    print(f"rank {r}: died (exit code {code}) before reporting", flush=True)
                    waiting.discard(r)
                    ok = False
            continue
        print(line, flush=True)
        waiting.discard(rank)
        ok &= exact
    return ok


#: Seconds a dead rank's line may still be in the pipe before it counts as missing.
_REPORT_GRACE = 2.0


def _with_rank(run: WorkerRun, rank: int) -> WorkerRun:
    return WorkerRun(
        run.controller,
        run.token_file,
        run.job,
        run.world,
        rank,
        run.size,
        run.rounds,
        run.seed,
        run.tls_ca,
    )


def main(run: WorkerRun, local: bool) -> int:
    if local:
        ok = run_local(run)
    else:
        opened: list[AggregationJob] = []
        Stopper("worker").install(stop=lambda: _leave(opened))
        ok, line = run_rank(run, opened)
        print(line, flush=True)
    print("result: " + ("all rounds exact" if ok else "MISMATCH or error"), flush=True)
    return 0 if ok else 1


def job_name() -> str:
    """A fresh job name for a local run."""
    return f"worker-{uuid.uuid4().hex[:8]}"
