"""``p4reduce emu --fault KIND``: a fault injected under a running job, and what every
live rank says about it.

One rack (``runner.emu_network``), the job installed by the controller service, a
rank per host making checked all-reduces (``mininet_topos.fault_worker``) with a short
timeout; once every rank has completed a call, the fault:

* ``stop``: the victim rank is stopped (SIGSTOP: a process that hangs);
* ``kill``: the victim rank is killed (SIGKILL);
* ``blackhole``: the victim's switch port goes down (its frames vanish both ways);
* ``switch-restart``: the switch process is killed and started again, bare (no
  pipeline, no tables: what a switch that rebooted holds until its controller pushes
  them).

Every live rank must then raise within twice the timeout, naming the call, and the rank
that did not arrive where the switch can tell it (the switch itself is what is missing
after its restart).  Each failing rank dumps its calls in the flight recorder's format,
and torch's analyzer (``fr_trace``) reads the dumps: its verdict is part of the result.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TextIO

from hostlib.flightrecord import DUMP_DIR_VAR

from .emu import (
    EmuConfig,
    EmuError,
    ServedJob,
    job_service,
    kill_leftovers,
    rack_specs,
    spawn,
)
from .fault_worker import FaultSpec

FAULTS = ("stop", "kill", "blackhole", "switch-restart")

#: Calls a rank makes at most: far more than it makes before the fault.
MAX_CALLS = 100_000


@dataclass(frozen=True)
class FaultConfig:
    emu: EmuConfig
    fault: str
    victim: int = 1  #: the rank the fault hits (not the switch's)

    def __post_init__(self) -> None:
        if self.fault not in FAULTS:
            raise ValueError(f"emu fault: one of {', '.join(FAULTS)}, got {self.fault!r}")
        if self.emu.topo != "rack":
            raise ValueError(f"emu fault: injected on the rack topology, not {self.emu.topo!r}")
        n = min(self.emu.workers)
        if n < 2 or not 0 <= self.victim < n:
            raise ValueError(
                f"emu fault: a victim rank in 0..{n - 1} of at least 2 workers, got {self.victim}"
            )

    @property
    def timeout(self) -> float:
        """Seconds without progress before a rank gives up: the emulation's timeout."""
        return self.emu.timeout


@dataclass
class RankOutcome:
    rank: int
    calls: int  #: calls completed, each checked
    wrong: int  #: of which summed wrong
    error_type: str | None
    error: str | None
    seconds: float | None  #: from the fault to the error


@dataclass
class FaultResult:
    fault: str
    victim: int
    timeout: float
    live: list[RankOutcome]  #: the ranks the fault did not hit
    analyzer: str  #: what torch's flight recorder analyzer printed over the dumps
    dumps: list[str] = field(default_factory=list)

    def passed(self) -> bool:
        """Every live rank raised in time, naming the call, and summed nothing wrong."""
        return all(
            r.error is not None
            and r.seconds is not None
            and r.seconds <= 2 * self.timeout
            and "call " in r.error
            and r.wrong == 0
            for r in self.live
        )


def run_fault(cfg: FaultConfig, out: TextIO | None = None) -> list[FaultResult]:
    """Inject ``cfg.fault`` at every worker count of ``cfg.emu``; write ``results.json``."""
    from .runner import check_can_emulate

    out = sys.stdout if out is None else out
    check_can_emulate(cfg.emu, out)
    cfg.emu.out.mkdir(parents=True, exist_ok=True)
    results = [_fault_at(cfg, n, out) for n in cfg.emu.workers]
    report = {"fault": cfg.fault, "timeout": cfg.timeout, "runs": [_as_dict(r) for r in results]}
    (cfg.emu.out / "results.json").write_text(json.dumps(report, indent=2))
    print(f"results: {cfg.emu.out / 'results.json'}", file=out)
    return results


def _as_dict(r: FaultResult) -> dict[str, Any]:
    return {**asdict(r), "passed": r.passed()}


def _fault_at(cfg: FaultConfig, n: int, out: TextIO) -> FaultResult:
    from .runner import emu_network

    run_dir = cfg.emu.out / f"fault-{cfg.fault}-{n}"
    dumps = run_dir / "fr"
    dumps.mkdir(parents=True, exist_ok=True)
    for old in dumps.iterdir():
        old.unlink()
    procs: list[subprocess.Popen[bytes]] = []
    try:
        with emu_network(cfg.emu, n, run_dir) as network:
            hosts = network.hosts
            with job_service(network.service_clients, network.fabric, hosts, cfg.emu.slots) as job:
                specs = _start_ranks(cfg, network, job, run_dir, dumps, procs)
                _wait_ready(specs, procs, 60.0)
                time.sleep(0.2)  # a few calls more: the fault lands inside one
                injected = time.time()
                _inject(cfg, network, procs[cfg.victim], hosts[cfg.victim].port)
                print(
                    f"{n} workers: {cfg.fault} injected (rank {cfg.victim})", file=out, flush=True
                )
                live = [r for r in range(n) if r != cfg.victim]
                _wait_done([procs[r] for r in live], 2 * cfg.timeout + 30.0)
                if cfg.fault == "stop":  # it resumes in its call, times out and dumps too
                    os.kill(procs[cfg.victim].pid, signal.SIGCONT)
                    _wait_done([procs[cfg.victim]], 2 * cfg.timeout + 30.0)
    finally:
        kill_leftovers(procs)
    outcomes = [_outcome(specs[r], injected) for r in live]
    result = FaultResult(cfg.fault, cfg.victim, cfg.timeout, outcomes, _analyze(dumps))
    result.dumps = sorted(p.name for p in dumps.iterdir())
    for r in outcomes:
        print(
            f"  rank {r.rank}: {r.calls} calls exact, then after {r.seconds or 0:.2f} s "
            f"{r.error_type}: {r.error}",
            file=out,
            flush=True,
        )
    return result


def _start_ranks(
    cfg: FaultConfig,
    network: Any,
    job: ServedJob,
    run_dir: Path,
    dumps: Path,
    procs: list[subprocess.Popen[bytes]],
) -> list[Path]:
    """A fault worker per host, each dumping into ``dumps`` when it fails; their specs."""
    specs = []
    env = {**os.environ, DUMP_DIR_VAR: str(dumps.resolve())}
    hosts = network.hosts
    for rank, (h, spec) in enumerate(
        zip(hosts, rack_specs(cfg.emu, hosts, job.configs[0]), strict=True)
    ):
        path = FaultSpec(spec, MAX_CALLS).write(run_dir / f"rank{rank}.json")
        for old in (path.with_suffix(".ready"), path.with_suffix(".out.json")):
            old.unlink(missing_ok=True)  # an earlier run's, in the same folder
        specs.append(path)
        procs.append(spawn(network.net, h.name, "mininet_topos.fault_worker", path, env))
    return specs


def _wait_ready(specs: list[Path], procs: list[subprocess.Popen[bytes]], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while not all(p.with_suffix(".ready").exists() for p in specs):
        failed = [p for p in procs if p.poll() is not None]
        if failed or time.monotonic() > deadline:
            stderr = failed[0].stderr if failed else None
            err = stderr.read().decode(errors="replace")[-2000:] if stderr else ""
            raise EmuError(f"fault run: the ranks did not all complete a first call\n{err}")
        time.sleep(0.05)


def _wait_done(procs: list[subprocess.Popen[bytes]], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    for p in procs:
        try:
            p.wait(max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            raise EmuError(f"fault run: a live rank still runs {timeout:.0f} s after") from None


def _inject(cfg: FaultConfig, network: Any, victim: subprocess.Popen[bytes], port: int) -> None:
    switch = network.net.get("s1")
    if cfg.fault == "stop":
        os.kill(victim.pid, signal.SIGSTOP)
    elif cfg.fault == "kill":
        victim.kill()
    elif cfg.fault == "blackhole":
        switch.intfs[port].ifconfig("down")
    else:  # switch-restart: its process killed, then started bare on the same ports
        assert switch.proc is not None
        switch.proc.kill()
        switch.proc.wait()
        switch.start([])


def _outcome(spec: Path, injected: float) -> RankOutcome:
    report = json.loads(spec.with_suffix(".out.json").read_text())
    error = report["error"]
    return RankOutcome(
        rank=report["rank"],
        calls=report["calls"],
        wrong=report["wrong"],
        error_type=error["type"] if error else None,
        error=error["message"] if error else None,
        seconds=error["at"] - injected if error else None,
    )


def _analyze(dumps: Path) -> str:
    """torch's flight recorder analyzer over the ranks' dumps, as an operator runs it
    (``--allow-incomplete-ranks``: a killed rank leaves no dump), each line once."""
    if not any(dumps.iterdir()):
        return "(no dumps)"
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "torch.distributed.flight_recorder.fr_trace",
            "--allow-incomplete-ranks",
            str(dumps),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    lines = (run.stdout + run.stderr).splitlines()
    return "\n".join(dict.fromkeys(line for line in lines if "tabulate" not in line))[-4000:]
