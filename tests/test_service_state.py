"""The controller service keeps its jobs: a replaced run stays replaced, and a service
killed with -9 and started again (on its default SQLite file, with no ``--state``), or a
primary killed beside a standby (etcd), takes the running jobs up where they were: the
job stays on the switch, no rank rejoins, no call goes to Gloo, every step is exact.

A state that cannot be trusted stops the start instead: a file that is empty, cut
short, damaged, not SQLite or of other tables, and a new file (the old one deleted)
while the switch holds the jobs it held; a SQLite write that fails stops the service
with a message that says so."""

# ruff: noqa: F811  (tests take the imported fixture as a parameter of the same name)
from __future__ import annotations

import os
import secrets
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from hostlib import RunReplaced
from hostlib.service import ServiceMembership, ServiceOptions, open_job
from p4rproto.netio import free_tcp_port, free_udp_ports
from tests.requires import require
from tests.test_service import (
    Service,
    check_exact,
    service,  # noqa: F401 (a fixture)
)
from tests.workers import run_all

CLI = [sys.executable, "-m", "p4reduce.cli"]


def test_a_replaced_run_raises_run_replaced_and_never_evicts_its_replacement(
    service: Service,
) -> None:
    old = service.jobs(2, "train", run_id="r1", timeout=1.0)
    check_exact(old, 1)
    new = service.jobs(2, "train", run_id="r2", timeout=1.0)  # replaces r1
    check_exact(new, 2)
    xs = [np.arange(3000, dtype=np.int32) for _ in range(2)]
    for _ in range(3):  # r1's workers try again and again: each call ends RunReplaced
        out = run_all([lambda j=j, x=x: j.all_reduce(x) for j, x in zip(old, xs, strict=True)])
        for r in out:
            assert isinstance(r, RunReplaced), r
            assert r.replaced_by == "r2" and r.run_id == "r1" and "'train'" in str(r)
        check_exact(new, 3)  # r2 goes on, exact
    with pytest.raises(RunReplaced):  # and a join of r1 under the name is refused
        open_job(service.options, "train", 2, 0, run_id="r1")
    with ServiceMembership(service.options) as m:
        (listed,) = m.list_jobs().jobs
    assert listed.run_id == "r2" and listed.session == new[0].config.session
    for j in (*old, *new):
        j.close()


# -- a service process killed and started again --------------------------------------------
class Fabric:
    """``p4reduce switch`` and ``p4reduce controller`` processes on loopback."""

    def __init__(self, workdir: Path, state: str | None = None, lease: float = 6.0) -> None:
        """``state``: ``[service] state`` (None: not given, the default file)."""
        self.workdir = workdir
        self.udp, self.p4rt = free_udp_ports(1)[0], free_tcp_port()
        self.token = workdir / "token"
        self.token.write_text(secrets.token_hex(16) + "\n")
        self.config = workdir / "fabric.toml"
        self.config.write_text(
            f"""[switch]
grpc = "127.0.0.1:{self.p4rt}"
target = "soft"
data_address = "127.0.0.1:{self.udp}"
slots = 256

[service]
lease_seconds = {lease}
switch_poll_seconds = 0.5
max_job_slots = 64
leader_ttl = 2
"""
            + ("" if state is None else f'state = "{state}"\n')
        )
        #: the default state file (``fabric.toml`` -> ``fabric.state.sqlite``)
        self.state = workdir / "fabric.state.sqlite"
        self.switch = subprocess.Popen(
            [
                *CLI,
                "switch",
                "--listen",
                f"127.0.0.1:{self.udp}",
                "--p4runtime",
                f"127.0.0.1:{self.p4rt}",
                "--slots",
                "256",
            ],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.switch.stdout is not None
        assert "P4Runtime on" in self.switch.stdout.readline()
        self.controllers: list[subprocess.Popen[str]] = []

    def controller(
        self, port: int, wait: bool = True, flags: tuple[str, ...] = ()
    ) -> subprocess.Popen[str]:
        """``p4reduce controller`` on ``port`` with ``flags`` (after the config's, token
        file's and port's); ``wait``: until it serves."""
        self.log = self.workdir / f"controller-{port}-{len(self.controllers)}.log"
        proc = subprocess.Popen(
            [
                *CLI,
                "controller",
                "--config",
                str(self.config),
                "--listen",
                f"127.0.0.1:{port}",
                "--token-file",
                str(self.token),
                *flags,
            ],
            stdout=subprocess.PIPE,
            stderr=self.log.open("w"),
            text=True,
        )
        self.controllers.append(proc)
        if wait:
            self.serving(proc)
        return proc

    def refused(self, flags: tuple[str, ...] = ()) -> str:
        """Start ``p4reduce controller`` with ``flags``; it must end with exit status 3
        (a state store's error) without serving: its stderr."""
        proc = self.controller(free_tcp_port(), False, flags)
        out, _ = proc.communicate(timeout=60)
        text = self.log.read_text()
        assert proc.returncode == 3 and "serving jobs" not in out, (proc.returncode, out, text)
        return text

    @staticmethod
    def serving(proc: subprocess.Popen[str]) -> str:
        """The line that says ``proc`` serves (read from its stdout)."""
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert "serving jobs" in line, line
        return line

    def options(self, *ports: int) -> ServiceOptions:
        address = ",".join(f"127.0.0.1:{p}" for p in ports)
        return ServiceOptions(address, self.token.read_text().strip(), timeout=20.0)

    def logs(self) -> str:
        return "".join(p.read_text() for p in sorted(self.workdir.glob("controller-*.log")))

    def close(self) -> None:
        for p in [*self.controllers, self.switch]:
            if p.poll() is None:
                p.kill()
            p.wait()


def listed_job(options: ServiceOptions) -> Any:
    with ServiceMembership(options) as m:
        (job,) = m.list_jobs(wait=True).jobs
    return job


def running_job(fabric: Fabric, port: int, name: str) -> list[Any]:
    """Two ranks of job ``name`` through the service on ``port``, summing exactly."""
    options = fabric.options(port)
    jobs = run_all([lambda r=r: open_job(options, name, 2, r) for r in range(2)])
    check_exact(jobs, 1)
    return jobs


def test_a_service_killed_and_started_again_with_no_state_flag_takes_its_jobs_up(
    tmp_path: Path,
) -> None:
    """Neither ``--state`` nor ``[service] state``: the service keeps its jobs in the
    default file beside the config (named at the start), so one killed with -9 and
    started again the same way takes its running job up: same job and session, the
    switch's counters move, no rank rejoins."""
    fabric = Fabric(tmp_path, state=None)
    port = free_tcp_port()
    try:
        first = fabric.controller(port, wait=False)
        assert f"state {fabric.state}" in fabric.serving(first)
        assert "there was none (a first start): created" in fabric.log.read_text()
        jobs = running_job(fabric, port, "kept")
        before = listed_job(fabric.options(port))
        first.kill()  # -9: nothing is cleaned up
        first.wait()
        check_exact(jobs, 2)  # the switch carries the job while no service runs
        second = fabric.controller(port)
        check_exact(jobs, 3)
        time.sleep(1.0)  # a heartbeat reaches the new service
        after = listed_job(fabric.options(port))
        assert (after.job_id, after.session) == (before.job_id, before.session)
        assert after.packets > before.packets
        assert [j.stats.rejoins for j in jobs] == [0, 0]
        assert all(j._service.lost is None for j in jobs)  # the new service knows them
        assert second.poll() is None and "taken up from the store" in fabric.logs()
        for j in jobs:
            j.close()
    finally:
        fabric.close()


def test_a_killed_service_restarted_on_its_state_takes_ddp_training_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """DDP through the p4reduce backend on two ranks; after two steps the controller is
    killed with -9 and started again on its SQLite state: every step stays exactly that
    of plain Gloo averaging, no rank rejoins, no step falls back to Gloo, and the switch
    carries the steps after the restart under the same job and session."""
    torch = pytest.importorskip("torch")
    from torch.nn.parallel import DistributedDataParallel

    from hostlib.torchdist import TorchSwitchSettings
    from tests.test_torch_backend import ThreadWorld

    fabric = Fabric(tmp_path, state=str(tmp_path / "state.sqlite"))
    port = free_tcp_port()
    first = fabric.controller(port)
    for key, value in [
        ("CONTROLLER", f"127.0.0.1:{port}"),
        ("TOKEN_FILE", str(fabric.token)),
        ("JOB_NAME", "ddp-restart"),
        ("TIMEOUT", "5"),
    ]:
        monkeypatch.setenv(f"P4REDUCE_{key}", value)
    w = None
    try:
        w = ThreadWorld(TorchSwitchSettings.from_env(), 2)

        def model() -> Any:
            torch.manual_seed(0)
            return torch.nn.Sequential(
                torch.nn.Linear(64, 32), torch.nn.Tanh(), torch.nn.Linear(32, 4)
            )

        mods, ref = [model() for _ in range(2)], [model() for _ in range(2)]
        ddp = w.run(lambda r, pg, gloo: DistributedDataParallel(mods[r], process_group=pg))
        step_no = [0]

        def step(r: int, pg: Any, gloo: Any) -> None:
            g = torch.Generator().manual_seed(100 * step_no[0] + r)
            x, y = torch.randn(16, 64, generator=g), torch.randn(16, 4, generator=g)
            for m in (ddp[r], ref[r]):
                m.zero_grad()
                torch.nn.functional.mse_loss(m(x), y).backward()
            for p in ref[r].parameters():
                gloo.allreduce([p.grad]).wait()
                p.grad /= 2
            with torch.no_grad():
                for m in (ddp[r], ref[r]):
                    for p in m.parameters():
                        p -= 0.1 * p.grad

        def exact() -> None:
            for r in range(2):
                for p, q in zip(ddp[r].parameters(), ref[r].parameters(), strict=True):
                    assert torch.allclose(p, q, atol=1e-6, rtol=0), (r, (p - q).abs().max())

        for step_no[0] in range(2):
            w.run(step)
            exact()
        before = listed_job(fabric.options(port))
        first.kill()  # -9: nothing is cleaned up
        first.wait()
        w.run(step)  # the switch carries a step while no service runs
        exact()
        second = fabric.controller(port)
        for step_no[0] in range(3, 6):
            w.run(step)
            exact()
        assert second.poll() is None, fabric.logs()
        after = listed_job(fabric.options(port))
        assert (after.job_id, after.session) == (before.job_id, before.session)
        assert after.packets > before.packets  # the switch's counters of the job moved
        for pg in w.pgs:
            c = pg.counters
            assert c.rejoins == 0 and c.fallbacks == 0 and c.switch >= 6, c
        assert "taken up from the store" in fabric.logs()
    finally:
        if w is not None:
            w.close()
        fabric.close()


# -- two instances on etcd --------------------------------------------------------------
@pytest.fixture
def etcd(tmp_path: Path) -> Iterator[str]:
    """An etcd server on free ports (its own data directory); its client address."""
    require("etcd")  # skips: needs etcd (apt-get install etcd-server)
    binary = shutil.which("etcd")
    assert binary is not None
    client, peer = free_tcp_port(), free_tcp_port()
    proc = subprocess.Popen(
        [
            binary,
            "--data-dir",
            str(tmp_path / "etcd"),
            "--listen-client-urls",
            f"http://127.0.0.1:{client}",
            "--advertise-client-urls",
            f"http://127.0.0.1:{client}",
            "--listen-peer-urls",
            f"http://127.0.0.1:{peer}",
            "--initial-advertise-peer-urls",
            f"http://127.0.0.1:{peer}",
            "--initial-cluster",
            f"default=http://127.0.0.1:{peer}",
        ],
        stdout=subprocess.DEVNULL,
        stderr=(tmp_path / "etcd.log").open("w"),
        env={**os.environ, "ETCD_UNSUPPORTED_ARCH": "amd64"},
    )
    try:
        from jobservice.etcd_store import EtcdStore

        probe = EtcdStore([f"127.0.0.1:{client}"], "/probe")
        deadline = time.monotonic() + 20
        while True:
            try:
                probe._call("/v3/kv/range", {"key": "AA=="})
                break
            except Exception:
                assert time.monotonic() < deadline, "etcd did not start"
                time.sleep(0.1)
        yield f"127.0.0.1:{client}"
    finally:
        proc.kill()
        proc.communicate()


def test_two_instances_on_etcd_the_standby_takes_the_jobs_up_when_the_primary_dies(
    tmp_path: Path, etcd: str
) -> None:
    fabric = Fabric(tmp_path, state=f"etcd://{etcd}/p4reduce-test")
    a, b = free_tcp_port(), free_tcp_port()
    try:
        primary = fabric.controller(a)
        standby = fabric.controller(b, wait=False)
        deadline = time.monotonic() + 20
        while "another instance is primary" not in fabric.logs():
            assert time.monotonic() < deadline and standby.poll() is None, fabric.logs()
            time.sleep(0.1)
        options = fabric.options(a, b)  # the workers know both instances
        jobs = run_all([lambda r=r: open_job(options, "fail-over", 2, r) for r in range(2)])
        check_exact(jobs, 1)
        before = listed_job(options)
        primary.kill()  # -9: its etcd lease expires after leader_ttl (2 s)
        primary.wait()
        check_exact(jobs, 2)  # the switch carries the job meanwhile
        fabric.serving(standby)
        check_exact(jobs, 3)
        time.sleep(1.0)  # a heartbeat reaches the new primary
        after = listed_job(fabric.options(b))
        assert (after.job_id, after.session) == (before.job_id, before.session)
        assert after.packets > before.packets
        assert [j.stats.rejoins for j in jobs] == [0, 0]
        assert all(j._service.lost is None for j in jobs)  # the new primary knows them
        for j in jobs:
            j.close()
    finally:
        fabric.close()
