"""The controller service under the faults a user meets: two runs under one job name,
a wrong world size, addresses that cannot be a host, hundreds of pending joins beside a
running job, and a switch that restarts under a running job."""

# ruff: noqa: F811  (tests take the imported fixture as a parameter of the same name)
from __future__ import annotations

import secrets
import subprocess
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import grpc
import pytest

from hostlib import AggregationJob
from hostlib.service import ServiceError, ServiceMembership, ServiceOptions, open_job
from p4rproto.netio import Address, free_tcp_port, free_udp_ports
from p4rproto.p4runtime.vocab import UpdateKind
from p4rproto.proto import jobs_pb2 as pb
from p4rproto.proto import jobs_pb2_grpc as pb_grpc
from tests.test_service import (
    TOKEN,
    Service,
    check_exact,
    service,  # noqa: F401 (a fixture: the same switch as there)
)
from tests.workers import run_all


def join_later(service: Service, name: str, world: int, rank: int, **kw: Any) -> Any:
    """Start one rank's join in a thread; ``.result()`` waits for it."""
    out: list[Any] = []

    def run() -> None:
        try:
            out.append(open_job(service.options, name, world, rank, **kw))
        except BaseException as exc:  # returned to the test
            out.append(exc)

    t = threading.Thread(target=run)
    t.start()

    class Pending:
        def result(self) -> Any:
            t.join(30)
            return out[0]

    time.sleep(0.5)  # the join is at the service now
    return Pending()


def test_a_second_join_of_a_pending_rank_is_refused_and_the_first_kept(service: Service) -> None:
    a0 = join_later(service, "same", 2, 0)
    with pytest.raises(ServiceError, match="rank 0 joined already") as info:
        open_job(service.options, "same", 2, 0)  # run B's rank 0, 0.5 s after A's
    assert info.value.code == grpc.StatusCode.ALREADY_EXISTS and "'same'" in str(info.value)
    a1 = open_job(service.options, "same", 2, 1)
    jobs = [a0.result(), a1]
    check_exact(jobs, 1)  # the job formed from A0 + A1, not B0
    for j in jobs:
        j.close()


def test_a_join_of_another_run_is_refused_while_one_forms(service: Service) -> None:
    a0 = join_later(service, "runs", 2, 0, run_id="a")
    with pytest.raises(ServiceError, match="forming as run 'a'") as info:
        open_job(service.options, "runs", 2, 1, run_id="b")
    assert info.value.code == grpc.StatusCode.ALREADY_EXISTS
    a1 = open_job(service.options, "runs", 2, 1, run_id="a")
    jobs = [a0.result(), a1]
    check_exact(jobs, 2)
    for j in jobs:
        j.close()


def test_a_running_job_is_kept_unless_a_new_run_id_joins(service: Service) -> None:
    a = service.jobs(2, "train", run_id="r1")
    check_exact(a, 1)
    for run_id in ("r1", ""):  # the same run again, or no id: refused, A goes on
        with pytest.raises(ServiceError, match="'train' is running") as info:
            open_job(service.options, "train", 2, 0, run_id=run_id)
        assert info.value.code == grpc.StatusCode.ALREADY_EXISTS
    check_exact(a, 3)
    b = service.jobs(2, "train", run_id="r2")  # a new run replaces it
    check_exact(b, 5)
    with ServiceMembership(service.options) as m:
        (listed,) = m.list_jobs().jobs
    assert listed.run_id == "r2" and listed.session == b[0].config.session
    for j in (*a, *b):
        j.close()


def test_a_wrong_world_size_is_refused_and_the_waiting_rank_kept(service: Service) -> None:
    r0 = join_later(service, "world", 2, 0)
    with pytest.raises(ServiceError, match=r"forming with world size 2.*this join says 3") as info:
        open_job(service.options, "world", 3, 1)
    assert info.value.code == grpc.StatusCode.FAILED_PRECONDITION
    r1 = open_job(service.options, "world", 2, 1)
    jobs = [r0.result(), r1]
    check_exact(jobs, 4)
    for j in jobs:
        j.close()


@pytest.mark.parametrize("ip", ["0.0.0.0", "255.255.255.255", "224.0.0.1"])
def test_addresses_that_cannot_be_a_host_are_refused(service: Service, ip: str) -> None:
    with ServiceMembership(service.options) as m, pytest.raises(ServiceError) as info:
        m.join("addr", 1, 0, Address(ip, 4000))
    assert info.value.code == grpc.StatusCode.INVALID_ARGUMENT
    assert f"ip: {ip} cannot be a worker's address" in str(info.value)


def test_500_pending_joins_do_not_starve_a_running_job() -> None:
    s = Service(max_pending_joins=256, lease_seconds=3.0, join_timeout=60.0)
    channel = grpc.insecure_channel(s.server.address)
    try:
        running = s.jobs(2, "running")
        check_exact(running, 1)
        stub = pb_grpc.JobsStub(channel)
        meta = (("authorization", f"Bearer {TOKEN}"),)
        pending = [
            stub.Join.future(
                pb.JoinRequest(
                    job_name=f"pending-{i}", world_size=2, rank=0, ip="127.0.0.9", udp_port=1 + i
                ),
                metadata=meta,
                timeout=60.0,
            )
            for i in range(500)
        ]
        # Three leases long: the running job's heartbeats and all-reduces go on.
        end = time.monotonic() + 9.0
        while time.monotonic() < end:
            check_exact(running, 2)
        with ServiceMembership(s.options) as m:
            start = time.monotonic()
            jobs = {j.job_name: j for j in m.list_jobs().jobs}
            listed_in = time.monotonic() - start
        assert jobs["running"].installed
        assert sum(1 for n in jobs if n.startswith("pending-")) == 256
        refused = [f for f in pending if f.done() and f.code() is not grpc.StatusCode.OK]
        assert len(refused) == 500 - 256
        assert all(f.code() == grpc.StatusCode.RESOURCE_EXHAUSTED for f in refused)
        assert "max_pending_joins" in refused[0].details()
        print(f"ListJobs with 256 pending joins answered in {listed_in:.2f} s")
        for f in pending:
            f.cancel()
        check_exact(running, 3)
        for j in running:
            j.close()
    finally:
        channel.close()
        s.close()


# -- a switch that restarts under a running job --------------------------------------------
class Processes:
    """``p4reduce switch`` (restartable on the same ports) and ``p4reduce controller``."""

    def __init__(self, workdir: Path) -> None:
        self.udp, self.p4rt, self.service = free_udp_ports(1)[0], free_tcp_port(), free_tcp_port()
        self.token = workdir / "token"
        self.token.write_text(secrets.token_hex(16) + "\n")
        config = workdir / "fabric.toml"
        config.write_text(
            f"""[switch]
grpc = "127.0.0.1:{self.p4rt}"
target = "soft"
data_address = "127.0.0.1:{self.udp}"
slots = 256

[service]
lease_seconds = 3.0
switch_poll_seconds = 0.5
"""
        )
        self.cli = [sys.executable, "-m", "p4reduce.cli"]
        self.log = (workdir / "controller.log").open("w")
        self.switch = self._start_switch()
        self.controller = subprocess.Popen(
            [
                *self.cli,
                "controller",
                "--config",
                str(config),
                "--listen",
                f"127.0.0.1:{self.service}",
                "--token-file",
                str(self.token),
            ],
            stdout=subprocess.PIPE,
            stderr=self.log,
            text=True,
        )
        assert self.controller.stdout is not None
        assert "serving jobs" in self.controller.stdout.readline()
        self.options = ServiceOptions(f"127.0.0.1:{self.service}", self.token.read_text().strip())

    def _start_switch(self) -> subprocess.Popen[str]:
        cmd = [*self.cli, "switch", "--listen", f"127.0.0.1:{self.udp}", "--p4runtime"]
        proc = subprocess.Popen(
            [*cmd, f"127.0.0.1:{self.p4rt}", "--slots", "256"], stdout=subprocess.PIPE, text=True
        )
        assert proc.stdout is not None
        assert "P4Runtime on" in proc.stdout.readline()
        return proc

    def restart_switch(self) -> None:
        self.switch.kill()
        self.switch.communicate()
        self.switch = self._start_switch()

    def close(self) -> None:
        for p in (self.controller, self.switch):
            p.terminate()
            try:
                p.communicate(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()
                p.communicate()
        self.log.close()


def test_the_service_restores_a_restarted_switch(tmp_path: Path) -> None:
    procs = Processes(tmp_path)
    try:
        jobs = run_all([lambda r=r: open_job(procs.options, "survivor", 2, r) for r in range(2)])
        check_exact(jobs, 1)
        old = jobs[0].config.session
        procs.restart_switch()  # registers, tables and pipeline gone
        deadline = time.monotonic() + 20
        session = old
        while time.monotonic() < deadline and session == old:
            time.sleep(0.25)
            with ServiceMembership(procs.options) as m:
                (listed,) = m.list_jobs().jobs
            session = listed.session
        assert session != old, "the service did not install the job again"
        # The workers rejoin (JOIN with session 0 learns the new tag) and sum exactly.
        again = [AggregationJob(replace(j.config, session=0), sock=j._sock.sock) for j in jobs]
        members = run_all([j.join for j in again])
        assert [m.session for m in members] == [session, session]
        check_exact(again, 2)
        for j in jobs:
            j.close()
    finally:
        procs.close()
    assert (
        "restarted (no pipeline or jobs missing): restoring"
        in (tmp_path / "controller.log").read_text()
    )


# -- the switch watch: entries of other clients, and errors nobody foresaw -------------------
def test_the_switch_watch_survives_any_error_and_still_restores_the_switch() -> None:
    from controller.client import P4RuntimeClient
    from controller.jobs import JobManager
    from jobservice.metrics import ServiceCollector
    from jobservice.watch import SWITCH, UNEXPECTED
    from p4rproto.p4runtime.entities import TableEntry
    from p4rproto.p4runtime.p4info import P4Schema
    from tests.test_service import P4INFO

    def prepare(name: str, client: P4RuntimeClient) -> None:
        if client.get_pipeline() is None:
            client.set_pipeline(P4Schema.from_file(P4INFO).p4info, b"")
        JobManager(client, s.fabric).install_fabric()

    s = Service(prepare=prepare, switch_poll_seconds=0.1)
    service = s.server.service
    try:
        # Another client's entry, as p4runtime-shell writes one: a worker, unregistered.
        foreign = {"ingress_port": 1, "src_addr": 0x0A000009, "src_port": 5000}
        s.client.write([(UpdateKind.INSERT, TableEntry("workers", foreign, "unregistered"))])
        # And once, an error nobody foresaw inside the watch's check.
        lost, injected = service._placer.lost, []

        def lost_once(name: str, placed: Any) -> bool:
            if not injected:
                injected.append(name)
                raise RuntimeError("injected into the switch watch")
            return lost(name, placed)

        service._placer.lost = lost_once  # type: ignore[method-assign]
        jobs = s.jobs(2, "watched")
        check_exact(jobs, 1)
        _wait(lambda: service.watch.errors[UNEXPECTED] == 1, "the injected error was not met")
        assert service.watch.alive and service.watch.errors[SWITCH] == 0
        metrics = {m.name: m for m in ServiceCollector(service).collect()}
        samples = {
            s.labels["kind"]: s.value for s in metrics["p4reduce_switch_watch_errors"].samples
        }
        assert samples[UNEXPECTED] == 1
        # The switch loses its tables (a pipeline push clears them, as a restart does):
        # the watch, still alive, installs the job again with a new session.
        (before,) = s.server.service.list_jobs().jobs
        s.client.set_pipeline(P4Schema.from_file(P4INFO).p4info, b"")
        _wait(
            lambda: s.server.service.list_jobs().jobs[0].session not in (before.session, 0),
            "the watch did not restore the job",
        )
        for j in jobs:
            j.close()
    finally:
        s.close()


def _wait(condition: Any, why: str, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(why)
        time.sleep(0.05)
