"""Training on one machine: a switch job on the software switch, and spawned DDP workers.

A harness for the example, the benchmark and the tests, which play the controller's part
on one host (it starts a software switch: it is not part of the host library, which
depends only on the wire protocol and the service API).

:func:`local_controller` runs ``p4reduce switch`` and ``p4reduce controller`` as a user
would, so that workers need nothing but ``P4REDUCE_CONTROLLER`` and the token.
:func:`local_switch_job` installs jobs by hand instead: the workers' ports are chosen up
front (the switch must know them before the workers start), so launchers hand
:attr:`LocalSwitchJob.settings` to their workers, e.g. as environment variables
(:meth:`TorchSwitchSettings.to_env`).
:func:`run_workers` runs a function in N spawned processes and returns what each returned.
"""

from __future__ import annotations

import multiprocessing as mp
import queue
import secrets
import subprocess
import sys
import time
import traceback
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hostlib.torchdist.settings import Fallback, TorchSwitchSettings
from p4rproto.netio import Address, free_tcp_port, free_udp_ports
from softswitch.pipeline import SwitchConfig
from softswitch.process import SwitchProcess
from softswitch.tables import JobEntry

LOOPBACK = "127.0.0.1"


@dataclass(frozen=True)
class LocalSwitchJob:
    """A running software switch with its jobs installed, and each job's settings."""

    switch: SwitchProcess
    jobs: tuple[TorchSwitchSettings, ...]

    @property
    def settings(self) -> TorchSwitchSettings:
        """The first job's settings (the only job's, usually)."""
        return self.jobs[0]


@contextmanager
def local_switch_job(
    num_workers: int,
    *,
    jobs: int = 1,
    slots: int = 128,
    elems_per_packet: int = 64,
    timeout: float = 10.0,
    fallback: Fallback = "gloo",
    retry_after: int = 16,
    lane: bool = True,
) -> Iterator[LocalSwitchJob]:
    """Start a software switch and install ``jobs`` jobs of ``num_workers`` loopback
    workers each (job ids 1, 2, ...; ``slots`` slots each; workers on distinct ports).
    ``lane``: the workers take shared-memory lanes to the switch (they share its host).

    ``slots=0`` installs nothing: the settings then describe jobs without switch slots.
    The switch stops when the block ends.
    """
    ports = free_udp_ports(num_workers * jobs)
    config = SwitchConfig(num_slots=max(slots * jobs, 1), elems_per_packet=elems_per_packet)
    with SwitchProcess(config) as switch:
        installed = []
        for j in range(jobs):
            workers = tuple(Address(LOOPBACK, p) for p in ports[j::jobs])
            settings = TorchSwitchSettings(
                switch=switch.address,
                job_id=j + 1,
                workers=workers,
                slots=slots,
                elems_per_packet=elems_per_packet,
                timeout=timeout,
                fallback=fallback,
                retry_after=retry_after,
                lane=lane,
            )
            if slots > 0:
                switch.add_job(JobEntry(j + 1, j * slots, slots, workers))
            installed.append(settings)
        yield LocalSwitchJob(switch, tuple(installed))


@dataclass(frozen=True)
class LocalController:
    """A running software switch and controller service, and how workers reach it."""

    address: str  #: the service, HOST:PORT
    token_file: Path
    p4runtime: str  #: the switch's P4Runtime server, HOST:PORT
    data: Address  #: the switch's aggregation endpoint

    def env(self) -> dict[str, str]:
        """What a worker sets: the service and its token, nothing else."""
        return {"P4REDUCE_CONTROLLER": self.address, "P4REDUCE_TOKEN_FILE": str(self.token_file)}


@contextmanager
def local_controller(
    workdir: Path, *, elems_per_packet: int = 64, slots: int = 4096, max_job_slots: int = 4096
) -> Iterator[LocalController]:
    """``p4reduce switch`` (software, on loopback, with P4Runtime) and ``p4reduce
    controller`` in front of it, as processes on free ports; stopped when the block
    ends (the controller's log is in ``workdir``).  ``max_job_slots`` caps each job's
    pool: a job's start and end reset its slots with a packet each (about 1 ms a slot
    here), which a run of many short jobs feels."""
    udp, p4rt, service = free_udp_ports(1)[0], free_tcp_port(), free_tcp_port()
    workdir.mkdir(parents=True, exist_ok=True)
    token = workdir / "token"
    token.write_text(secrets.token_hex(16) + "\n")
    token.chmod(0o600)
    config = workdir / "fabric.toml"
    config.write_text(
        f"""[switch]
grpc = "{LOOPBACK}:{p4rt}"
target = "soft"
data_address = "{LOOPBACK}:{udp}"
slots = {slots}
elems_per_packet = {elems_per_packet}

[service]
link_gbps = 1.0
rtt_us = 500.0
max_job_slots = {max_job_slots}
"""
    )
    cli = [sys.executable, "-m", "p4reduce.cli"]
    switch_cmd = [*cli, "switch", "--listen", f"{LOOPBACK}:{udp}", "--p4runtime"]
    switch_cmd += [f"{LOOPBACK}:{p4rt}", "--slots", str(slots), "--elems", str(elems_per_packet)]
    log = (workdir / "controller.log").open("w")
    procs: list[subprocess.Popen[str]] = []
    try:
        procs.append(subprocess.Popen(switch_cmd, stdout=subprocess.PIPE, text=True))
        _wait_for_line(procs[-1], "P4Runtime on")
        procs.append(
            subprocess.Popen(
                [
                    *cli,
                    "controller",
                    "--config",
                    str(config),
                    "--listen",
                    f"{LOOPBACK}:{service}",
                    "--token-file",
                    str(token),
                ],
                stdout=subprocess.PIPE,
                stderr=log,
                text=True,
            )
        )
        _wait_for_line(procs[-1], "serving jobs")
        yield LocalController(
            f"{LOOPBACK}:{service}", token, f"{LOOPBACK}:{p4rt}", Address(LOOPBACK, udp)
        )
    finally:
        for p in reversed(procs):
            p.terminate()
            try:
                p.communicate(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()
                p.communicate()
        log.close()


def _wait_for_line(proc: subprocess.Popen[str], text: str) -> None:
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if text not in line:
        raise RuntimeError(f"{proc.args!r} did not start (printed {line!r}, exit {proc.poll()})")


class WorkerError(RuntimeError):
    """A spawned worker raised (``detail`` has its traceback) or died."""

    def __init__(self, rank: int, detail: str) -> None:
        super().__init__(f"worker {rank}: {detail}")
        self.rank = rank
        self.detail = detail


#: Seconds a dead worker's report may still be in the pipe before it counts as missing.
_REPORT_GRACE = 2.0


def _trampoline(
    target: Callable[..., Any], rank: int, init_method: str, args: tuple[Any, ...], out: Any
) -> None:
    try:
        value = target(rank, init_method, *args)
    except BaseException:  # reported to the parent, which raises WorkerError
        out.put((rank, False, traceback.format_exc()))
    else:
        out.put((rank, True, value))


def run_workers(
    target: Callable[..., Any],
    world_size: int,
    args: tuple[Any, ...] = (),
    *,
    timeout: float = 300.0,
    may_exit: Collection[int] = (),
) -> list[Any]:
    """Call ``target(rank, init_method, *args)`` in ``world_size`` spawned processes.

    ``init_method`` is a free ``tcp://127.0.0.1:PORT`` for ``init_process_group``.
    Returns each rank's return value, in rank order (``None`` for a rank in ``may_exit``
    that exited without one).  Raises :class:`WorkerError` when a worker raises or dies,
    :class:`TimeoutError` after ``timeout`` seconds.  ``target`` and ``args`` must pickle.
    """
    ctx = mp.get_context("spawn")
    out = ctx.Queue()
    init_method = f"tcp://{LOOPBACK}:{free_tcp_port()}"
    procs = [
        ctx.Process(
            target=_trampoline, args=(target, r, init_method, args, out), name=f"p4r-worker{r}"
        )
        for r in range(world_size)
    ]
    for p in procs:
        p.start()
    try:
        return _collect(out, procs, timeout, set(may_exit))
    finally:
        for p in procs:
            p.join(5)
            if p.is_alive():
                p.kill()
                p.join()


def _collect(out: Any, procs: list[Any], timeout: float, may_exit: set[int]) -> list[Any]:
    results: dict[int, Any] = {}
    deadline = time.monotonic() + timeout
    dead_since: dict[int, float] = {}
    while True:
        pending = [r for r in range(len(procs)) if r not in results]
        if all(r in may_exit and r in dead_since for r in pending):
            return [results.get(r) for r in range(len(procs))]
        try:
            rank, ok, value = out.get(timeout=0.2)
        except queue.Empty:  # from None below: an empty queue is how a wait ends, not a fault
            now = time.monotonic()
            if now > deadline:
                raise TimeoutError(f"workers {pending} did not finish in {timeout:.0f} s") from None
            for r in pending:
                if procs[r].exitcode is not None:
                    since = dead_since.setdefault(r, now)
                    if r not in may_exit and now - since > _REPORT_GRACE:
                        raise WorkerError(r, f"died with exit code {procs[r].exitcode}") from None
            continue
        if not ok:
            raise WorkerError(rank, f"raised:\n{value}")
        results[rank] = value
