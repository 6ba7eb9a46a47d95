"""The controller service with a fabric of two leaves under a spine (software switches on
loopback): jobs join by name and are installed in two levels; each worker gets its leaf,
its rank there and the leaf part's session."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import grpc
import numpy as np
import pytest

from controller.client import P4RuntimeClient, SwitchAddress
from controller.config import FabricConfig
from controller.placement import FabricPlacer
from hostlib import AggregationJob
from hostlib.datagen import demo_data
from hostlib.reference import float_reference
from hostlib.service import ServiceError, ServiceMembership, ServiceOptions, open_job
from jobservice.server import JobsService, ServiceServer, jobs_table
from p4reduce.service_cli import _install_static
from p4rproto.netio import Address, free_tcp_port
from p4rproto.p4runtime.p4info import P4Schema
from tests.test_fabric import P4INFO, SoftFabric, _toml, two_racks
from tests.workers import all_reduce, run_all

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "fabric-token-0123456789abcdef"


class FabricService:
    """Spine s0, leaves s1 and s2 (hosts 127.0.0.I behind leaf 1 + (I-1) % 2) and the
    controller service in front of them, one P4Runtime client per switch."""

    def __init__(self, loss: float = 0.0, watch: bool = False) -> None:
        """``watch``: the service checks the switches every 0.3 s and restores a
        restarted one, with the service command's own ``prepare``."""
        self.fab = SoftFabric()
        data = two_racks([], drop=loss, data=self.fab.data())
        del data["jobs"]
        data["service"] = {"lease_seconds": 3.0, "join_timeout": 10.0, "switch_poll_seconds": 0.3}
        self.config = FabricConfig.from_dict(data)
        schema = P4Schema.from_file(P4INFO)
        clients = {}
        for name, server in self.fab.servers.items():
            client = P4RuntimeClient(SwitchAddress(server.address, 0, 1), timeout=5).connect()
            self.fab.clients.append(client)
            client.set_pipeline(schema.p4info, b"")
            clients[name] = client
        FabricPlacer(clients, self.config).coordinator.install_fabric()

        def prepare(name: str, client: P4RuntimeClient) -> None:
            if client.get_pipeline() is None:
                client.set_pipeline(schema.p4info, b"")
            _install_static(self.config, clients, only=name)

        service = JobsService(clients, self.config, TOKEN, prepare=prepare if watch else None)
        self.server = ServiceServer(service, "127.0.0.1:0").start()
        self.options = ServiceOptions(self.server.address, TOKEN, timeout=10.0)

    def restart(self, name: str) -> None:
        """Switch ``name`` restarts: a new one on the same ports, with nothing in it (no
        pipeline, tables or registers)."""
        old, server = self.fab.switches[name], self.fab.servers[name]
        server.stop()
        old.close()
        self.fab.start(name, old.address.port, server.port)

    def jobs(self, name: str, hosts: list[int], **kw: Any) -> list[Any]:
        """Host hI (127.0.0.I) of each rank joins ``name`` at once; jobs or exceptions."""
        n = len(hosts)
        return run_all(
            [
                lambda r=r, h=h: open_job(self.options, name, n, r, local_ip=f"127.0.0.{h}", **kw)
                for r, h in enumerate(hosts)
            ]
        )

    def tables(self) -> dict[str, Any]:
        return {n: s.pipeline.tables for n, s in self.fab.switches.items()}

    def wait_empty(self) -> None:
        """Until every switch holds no job and no uplink (removal runs in the back)."""
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if not any(t.jobs or t.uplinks for t in self.tables().values()):
                return
            time.sleep(0.05)
        pytest.fail(f"jobs left on the switches: { {n: t.jobs for n, t in self.tables().items()} }")

    def close(self) -> None:
        self.server.stop()
        self.fab.close()


@pytest.fixture
def served() -> Iterator[FabricService]:
    s = FabricService()
    try:
        yield s
    finally:
        s.close()


def _ok(jobs: list[Any]) -> list[AggregationJob]:
    for j in jobs:
        assert not isinstance(j, BaseException), j
    return jobs


def _exact(jobs: list[AggregationJob], seed: int) -> None:
    """Integers summed bit for bit, and floats equal to the quantized reference."""
    n = len(jobs)
    rng = np.random.default_rng(seed)
    ints = [rng.integers(-(2**24), 2**24, size=5_000, dtype=np.int32) for _ in range(n)]
    for r in all_reduce(jobs, ints):
        np.testing.assert_array_equal(r, np.sum(ints, axis=0, dtype=np.int64))
    floats = [demo_data(seed, 0, r, 3_001) for r in range(n)]
    expected = float_reference(floats, 64).floats(3_001)
    for r in all_reduce(jobs, floats):
        np.testing.assert_array_equal(r, expected)


@pytest.mark.parametrize("loss", [0.0, 0.05])
def test_a_two_level_job_through_the_service_is_exact(loss: float) -> None:
    served = FabricService(loss)
    try:
        jobs = _ok(served.jobs("racks", [1, 2, 3, 4], slots=16))
        data = served.fab.data()
        leaf_of = [f"s{1 + r % 2}" for r in range(4)]
        for r, j in enumerate(jobs):  # each worker sends to its leaf, as its rank there
            assert str(j.config.switch) == data[leaf_of[r]]
            assert (j.config.rank, j.config.num_workers) == (r // 2, 4)
        t = served.tables()
        job_id = jobs[0].config.job_id
        assert {j.config.job_id for j in jobs} == {job_id} and job_id >= 1000
        assert t["s0"].jobs[job_id].num_workers == 2  # the spine's workers: the leaves
        for r, j in enumerate(jobs):
            leaf = t[leaf_of[r]]
            assert j.config.session == leaf.jobs[job_id].session
            assert leaf.uplinks[job_id].session == t["s0"].jobs[job_id].session
        _exact(jobs, 5)
        counters = {n: served.fab.counters(n) for n in ("s0", "s1", "s2")}
        rounds = counters["s1"]["completed"]
        assert counters["s2"]["completed"] == rounds > 0
        assert (counters["s0"]["aggregated"], counters["s0"]["completed"]) == (2 * rounds, rounds)
        with ServiceMembership(served.options) as m:
            reply = m.list_jobs()
        (info,) = reply.jobs
        switches = [s.switch_name for s in reply.switches]
        assert [(p.switch_name, p.role, p.workers) for p in info.parts] == [
            ("s0", "spine", 2),
            ("s1", "leaf", 2),
            ("s2", "leaf", 2),
        ]
        assert switches == ["s0", "s1", "s2"] and info.packets > 0
        assert "  leaf s2: 2 workers" in "\n".join(jobs_table(reply))
        for j in jobs:
            j.close()
        served.wait_empty()  # every rank left: every part removed
    finally:
        served.close()


def test_a_rerun_gets_new_sessions_on_every_switch(served: FabricService) -> None:
    sessions = []
    for run in range(2):
        jobs = _ok(served.jobs("again", [1, 2, 3, 4], slots=16))
        t = served.tables()
        job_id = jobs[0].config.job_id
        sessions.append([t[s].jobs[job_id].session for s in ("s0", "s1", "s2")])
        ints = [np.arange(300, dtype=np.int32) * (r + run) for r in range(4)]
        for out in all_reduce(jobs, ints):
            np.testing.assert_array_equal(out, sum(ints))
        for j in jobs:
            j.close()
    assert all(a != b for a, b in zip(*sessions, strict=True))
    served.wait_empty()


@pytest.mark.parametrize("restarted", ["s1", "s0"])
def test_the_service_restores_a_restarted_switch_of_a_two_level_job(restarted: str) -> None:
    """A leaf (or the spine) restarts under a running two-level job: the service puts
    back its pipeline and forwarding, removes what is left of the job on the other
    switches and installs every part again with new sessions (FabricPlacer.reinstall);
    the workers rejoin, each at its leaf, and sum exactly."""
    served = FabricService(watch=True)
    try:
        jobs = _ok(served.jobs("survivor", [1, 2, 3, 4], slots=16))
        _exact(jobs, 7)
        job_id = jobs[0].config.job_id
        old = {s: served.tables()[s].jobs[job_id].session for s in ("s0", "s1", "s2")}
        served.restart(restarted)
        deadline = time.monotonic() + 20
        sessions = dict(old)
        while time.monotonic() < deadline and any(sessions[s] == old[s] for s in old):
            time.sleep(0.2)
            with ServiceMembership(served.options) as m:
                (info,) = m.list_jobs().jobs
            sessions = {p.switch_name: p.session for p in info.parts}
        assert all(sessions[s] != old[s] for s in old), (old, sessions)
        t = served.tables()
        assert {s: t[s].jobs[job_id].session for s in old} == sessions
        for leaf in ("s1", "s2"):  # each leaf's partials go up under the spine's new tag
            assert t[leaf].uplinks[job_id].session == sessions["s0"]
        leaf_of = [f"s{1 + r % 2}" for r in range(4)]
        again = [AggregationJob(replace(j.config, session=0), sock=j._sock.sock) for j in jobs]
        members = run_all([j.join for j in again])
        assert [m.session for m in members] == [sessions[leaf_of[r]] for r in range(4)]
        _exact(again, 8)
        for j in jobs:
            j.close()
        served.wait_empty()
    finally:
        served.close()


def test_a_listing_says_which_switch_could_not_be_read(served: FabricService) -> None:
    """A switch that does not answer (restarting) does not fail ListJobs: the reply
    says which one, and why, and lists the jobs and the other switches' counters."""
    jobs = _ok(served.jobs("listed", [1, 2, 3, 4], slots=16))
    served.fab.servers["s2"].stop()
    with ServiceMembership(served.options) as m:
        reply = m.list_jobs()
    by_name = {s.switch_name: s for s in reply.switches}
    assert "unreachable" in by_name["s2"].unreachable and not by_name["s2"].counters
    assert not by_name["s1"].unreachable and by_name["s1"].counters["aggregated"] == 0
    (info,) = reply.jobs
    assert info.installed and info.job_name == "listed"
    lines = list(jobs_table(reply))
    assert any(line.startswith("switch s2: not read (") for line in lines), lines
    for j in jobs:
        j.close()


def test_misconfigured_joins_are_refused_clearly(served: FabricService) -> None:
    with ServiceMembership(served.options) as m:  # a worker at no host of the fabric
        with pytest.raises(ServiceError, match=r"unknown host '127\.0\.0\.9'") as info:
            m.join("stray", 1, 0, _address("127.0.0.9"))
        assert info.value.code == grpc.StatusCode.INVALID_ARGUMENT
        assert "finds a worker's switch by its address" in str(info.value)
    first = _ok(served.jobs("first", [1, 2], slots=8))
    # A second job across the same leaves: the spine knows a leaf by its address.
    refused = served.jobs("second", [3, 4], slots=8)
    for exc in refused:
        assert isinstance(exc, ServiceError), exc
        assert exc.code == grpc.StatusCode.RESOURCE_EXHAUSTED
        assert "leaf s1 carries two-level job" in str(exc)
    # A job whose workers sit behind one leaf is an ordinary job there, beside it.
    rack = _ok(served.jobs("one-rack", [5, 7], slots=8))
    assert [str(j.config.switch) for j in rack] == [served.fab.data()["s1"]] * 2
    assert [(j.config.rank, j.config.num_workers) for j in rack] == [(0, 2), (1, 2)]
    assert rack[0].config.job_id not in served.tables()["s0"].jobs
    for group in (first, rack):
        ints = [np.arange(200, dtype=np.int32) + r for r in range(2)]
        for out in all_reduce(group, ints):
            np.testing.assert_array_equal(out, ints[0] + ints[1])
    for j in (*first, *rack):
        j.close()
    served.wait_empty()


def _address(ip: str) -> Address:
    return Address(ip, 4000)


def test_p4reduce_controller_serves_a_fabric_config(tmp_path: Path) -> None:
    """``p4reduce controller`` with a ``[[switches]]`` config: one client per switch,
    the pipeline pushed to each, a two-level job joined through it."""
    fab = SoftFabric()
    proc = None
    try:
        data = two_racks([], data=fab.data())
        del data["jobs"]
        for sw in data["switches"]:
            sw["grpc"] = fab.servers[sw["name"]].address
        config, token = tmp_path / "racks.toml", tmp_path / "token"
        config.write_text(_toml(data))
        token.write_text(TOKEN + "\n")
        listen = f"127.0.0.1:{free_tcp_port()}"
        cmd = [sys.executable, "-m", "p4reduce.cli", "controller", "--config", str(config)]
        cmd += ["--listen", listen, "--token-file", str(token)]
        log = (tmp_path / "controller.log").open("w")
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=log, text=True, env=env)
        assert proc.stdout is not None
        line = proc.stdout.readline()
        log.close()
        text = (tmp_path / "controller.log").read_text()
        assert "for switch(es) s0 at" in line and "s2 at" in line, text
        options = ServiceOptions(listen, TOKEN, timeout=10.0)
        jobs = _ok(
            run_all(
                [
                    lambda r=r: open_job(options, "cli", 2, r, local_ip=f"127.0.0.{r + 1}")
                    for r in range(2)
                ]
            )
        )
        ints = [np.arange(500, dtype=np.int32) * (r + 2) for r in range(2)]
        for out in all_reduce(jobs, ints):
            np.testing.assert_array_equal(out, ints[0] + ints[1])
        assert {str(j.config.switch) for j in jobs} == {fab.data()["s1"], fab.data()["s2"]}
        for j in jobs:
            j.close()
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(10)
        fab.close()
