"""``p4reduce demo``: N workers all-reduce through a software switch on loopback.

The switch runs in its own process, each worker in its own process.  After every
round the result is checked against the numpy reference: the integer sums bit for
bit, the float result within the documented bound of a float64 sum.  Then the same
all-reduce runs over torch.distributed's Gloo ring on the same loopback.
"""

from __future__ import annotations

import hashlib
import multiprocessing as mp
import sys
import time
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from multiprocessing.shared_memory import SharedMemory
from multiprocessing.sharedctypes import Synchronized
from typing import TextIO

import numpy as np
from tqdm import tqdm

from hostlib import AggregationJob, JobConfig, quantize
from hostlib.datagen import demo_data
from hostlib.reference import float_reference
from p4rproto.netio import Address
from p4rproto.units import si
from softswitch.dropsim import DropRates
from softswitch.native import native_choice
from softswitch.pipeline import SwitchConfig
from softswitch.process import SwitchProcess
from softswitch.tables import JobEntry

from .demo_config import DemoConfig, DemoError
from .gloo import gloo_available, gloo_times


@dataclass
class RoundResult:
    seconds: float
    exact: bool | None = None  #: integer sums equal numpy's (None: not checked)
    within_bound: bool | None = None
    max_error: float = 0.0
    retransmissions: int = 0


@dataclass
class DemoReport:
    config: DemoConfig
    rounds: list[RoundResult] = field(default_factory=list)
    gloo_seconds: list[float] = field(default_factory=list)
    switch_counters: dict[str, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return all(r.exact is not False and r.within_bound is not False for r in self.rounds)


def _worker(
    rank: int,
    cfg: DemoConfig,
    switch: Address,
    conn: Connection,
    progress: Synchronized,  # type: ignore[type-arg]
) -> None:
    try:
        job_cfg = JobConfig(
            switch=switch,
            local=Address("127.0.0.1", 0),
            job_id=1,
            rank=rank,
            num_workers=cfg.workers,
            slots=cfg.slots,
            elems_per_packet=cfg.elems_per_packet,
            timeout=cfg.timeout,
            lane=cfg.lane,
        )
        with AggregationJob(job_cfg) as job:
            conn.send(("port", job.config.local.port))
            for r in range(cfg.rounds):
                x = demo_data(cfg.seed, r, rank, cfg.size)
                shm_name = conn.recv()  # "go": rank 0 gets where to put its sums
                before = job.stats.retransmissions

                def tick(n: int) -> None:
                    progress.value += n

                t0 = time.perf_counter()
                raw = job.all_reduce_raw(x, tick if rank == 0 else None)
                seconds = time.perf_counter() - t0
                out = np.empty(raw.sums.shape, dtype=np.float32)
                quantize.dequantize_into(raw.sums, raw.shift, out)
                digest = hashlib.sha256(out.reshape(-1)[: cfg.size].tobytes()).hexdigest()
                if shm_name:
                    shm = SharedMemory(shm_name)
                    np.ndarray(raw.sums.shape, np.int32, shm.buf)[...] = raw.sums
                    shm.close()
                conn.send(("done", seconds, digest, job.stats.retransmissions - before))
    except Exception as exc:
        conn.send(("error", f"rank {rank}: {type(exc).__name__}: {exc}"))


def _recv(
    conn: Connection,
    proc: BaseProcess,
    timeout: float,
    bar: tqdm | None,
    progress: Synchronized,  # type: ignore[type-arg]
) -> tuple:  # type: ignore[type-arg]
    deadline = time.monotonic() + timeout
    while not conn.poll(0.1):
        if bar is not None:
            bar.update(progress.value - bar.n)
        if not proc.is_alive() and not conn.poll(0):
            raise DemoError(f"{proc.name} exited with status {proc.exitcode}")
        if time.monotonic() > deadline:
            raise DemoError(f"{proc.name} did not answer in {timeout:.0f} s")
    msg: tuple = conn.recv()  # type: ignore[type-arg]
    if msg[0] == "error":
        raise DemoError(msg[1])
    return msg


def run_demo(cfg: DemoConfig, out: TextIO | None = None) -> DemoReport:
    out = sys.stdout if out is None else out  # bound per call, not at import
    report = DemoReport(cfg)
    ctx = mp.get_context("spawn")
    k = cfg.elems_per_packet
    chunks = quantize.num_blocks(cfg.size, k)
    packets_per_round = chunks + min(cfg.slots, chunks)
    print(
        f"p4reduce demo: {cfg.workers} workers x {cfg.size:,} float32, {cfg.rounds} rounds, "
        f"{k} elements/packet, {cfg.slots} slots, loss {cfg.loss:.1%}",
        file=out,
    )
    with SwitchProcess(
        SwitchConfig(num_slots=max(cfg.slots, 1024), elems_per_packet=k),
        seed=cfg.seed,
        native=native_choice(cfg.pipeline),
    ) as sw:
        lanes = cfg.lane and sw.pipeline_kind == "native"
        print(
            f"switch: {sw.pipeline_kind} pipeline, "
            f"{'shared-memory lanes' if lanes else 'UDP loopback'} to the workers",
            file=out,
        )
        progress = ctx.Value("q", 0, lock=False)
        pipes = [ctx.Pipe() for _ in range(cfg.workers)]
        procs = [
            ctx.Process(
                target=_worker,
                args=(r, cfg, sw.address, pipes[r][1], progress),
                name=f"worker {r}",
                daemon=True,
            )
            for r in range(cfg.workers)
        ]
        for p in procs:
            p.start()
        shm = SharedMemory(create=True, size=chunks * k * 4)
        bar = None
        try:
            ports = [
                _recv(conn, p, 60, None, progress)[1]
                for (conn, _), p in zip(pipes, procs, strict=True)
            ]
            sw.add_job(JobEntry(1, 0, cfg.slots, tuple(Address("127.0.0.1", p) for p in ports)))
            sw.set_drop_rates(DropRates(cfg.loss, cfg.loss))
            if cfg.progress:
                bar = tqdm(total=packets_per_round * cfg.rounds, unit="pkt", file=out, leave=False)
            for r in range(cfg.rounds):
                for rank, (conn, _) in enumerate(pipes):
                    conn.send(shm.name if rank == 0 else "")
                msgs = [
                    _recv(conn, p, cfg.timeout * 4 + 60, bar, progress)
                    for (conn, _), p in zip(pipes, procs, strict=True)
                ]
                result = RoundResult(
                    seconds=max(m[1] for m in msgs),
                    retransmissions=sum(m[3] for m in msgs),
                )
                digests = {m[2] for m in msgs}
                if cfg.verify:
                    sums = np.ndarray((chunks, k), np.int32, shm.buf)
                    _verify(cfg, r, sums, digests, result)
                report.rounds.append(result)
                if bar is not None:
                    bar.write(_round_line(cfg, r, result))
                else:
                    print(_round_line(cfg, r, result), file=out)
        finally:
            if bar is not None:
                bar.close()
            for p in procs:
                p.join(10)
                if p.is_alive():
                    p.kill()
            shm.close()
            shm.unlink()
        report.switch_counters = sw.stop()
    if cfg.gloo and gloo_available():
        report.gloo_seconds = gloo_times(cfg.workers, cfg.size, cfg.rounds, cfg.seed)
    _summary(report, out)
    return report


def _verify(
    cfg: DemoConfig, r: int, sums: np.ndarray, digests: set[str], result: RoundResult
) -> None:
    inputs = [demo_data(cfg.seed, r, rank, cfg.size) for rank in range(cfg.workers)]
    ref = float_reference(inputs, cfg.elems_per_packet)
    result.exact = bool(np.array_equal(sums, ref.sums)) and len(digests) == 1
    expected = ref.floats(cfg.size)
    result.exact &= hashlib.sha256(expected.tobytes()).hexdigest() in digests
    exact64 = np.sum([x.astype(np.float64) for x in inputs], axis=0)
    err = np.abs(expected.astype(np.float64) - exact64)
    allowed = ref.bound(cfg.size) + quantize.output_eps(np.dtype(np.float32)) * np.abs(exact64)
    result.within_bound = bool((err <= allowed).all())
    result.max_error = float(err.max())


def _round_line(cfg: DemoConfig, r: int, res: RoundResult) -> str:
    ate = cfg.size / res.seconds
    check = {None: "not checked", True: "exact", False: "MISMATCH"}[res.exact]
    bound = {None: "", True: ", within bound", False: ", OUT OF BOUND"}[res.within_bound]
    return (
        f"  round {r}: {res.seconds:.3f} s  {si(ate, 'ATE/s')}  "
        f"{cfg.size * 32 / res.seconds / 1e9:.2f} Gbit/s  retransmissions {res.retransmissions}  "
        f"[{check}{bound}, max |err| {res.max_error:.3g}]"
    )


def _summary(report: DemoReport, out: TextIO) -> None:
    cfg = report.config
    best = min(r.seconds for r in report.rounds)
    c = report.switch_counters
    print(
        f"switch: {c.get('aggregated', 0):,} contributions, {c.get('completed', 0):,} slots "
        f"completed, {c.get('dropped_ingress', 0) + c.get('dropped_egress', 0):,} dropped by "
        f"the simulator, {sum(v for k_, v in c.items() if k_.startswith('rejected')):,} rejected",
        file=out,
    )
    print(f"p4reduce: best {best:.3f} s = {si(cfg.size / best, 'ATE/s')}", file=out)
    if report.gloo_seconds:
        g = min(report.gloo_seconds)
        print(
            f"gloo ring: best {g:.3f} s = {si(cfg.size / g, 'ATE/s')}; "
            f"p4reduce/gloo = {g / best:.2f}x",
            file=out,
        )
    elif cfg.gloo:
        print("gloo ring: skipped (torch.distributed with Gloo is not installed)", file=out)
    print("result: " + ("all rounds exact" if report.ok else "MISMATCH"), file=out)
