"""The controller service against the software switch: joins, jobs side by side, refusals,
leases, metrics, and PyTorch under torchrun with one variable."""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import numpy as np
import pytest

from controller.client import P4RuntimeClient, SwitchAddress
from controller.config import FabricConfig
from controller.jobs import JobManager
from hostlib.service import ServiceError, ServiceMembership, ServiceOptions, open_job
from jobservice.server import JobsService, Prepare, ServiceServer
from p4reduce.localrun import LocalController, local_controller
from p4rproto.netio import Address, free_tcp_port
from p4rproto.p4runtime.p4info import P4Schema
from softswitch.p4runtime import P4RuntimeServer
from softswitch.pipeline import Pipeline, SwitchConfig
from softswitch.udp import UdpSwitch
from tests.workers import run_all

ROOT = Path(__file__).resolve().parents[1]
P4INFO = ROOT / "p4src" / "p4info" / "p4reduce.v1model.p4info.txtpb"
TOKEN = "test-token-0123456789abcdef"


class Service:
    """A software switch with P4Runtime, and the controller service in front of it."""

    def __init__(
        self,
        slots: int = 256,
        prepare: Prepare | None = None,
        listen: str = "127.0.0.1:0",
        **service: Any,
    ) -> None:
        """``prepare``: the service restores a restarted switch with it (its switch watch
        runs); ``listen``: where the service serves; ``service``: keys of the config's
        ``[service]``."""
        self.switch = UdpSwitch(Address("127.0.0.1", 0), Pipeline(SwitchConfig(num_slots=slots)))
        self.switch.start_thread()
        self.p4rt = P4RuntimeServer(self.switch).start()
        self.fabric = FabricConfig.from_dict(
            {
                "switch": {
                    "target": "soft",
                    "slots": slots,
                    "grpc": self.p4rt.address,
                    "data_address": str(self.switch.address),
                },
                # 3 s: a busy machine can delay a heartbeat past a shorter lease
                "service": {"lease_seconds": 3.0, "join_timeout": 10.0, **service},
            }
        )
        self.client = P4RuntimeClient(SwitchAddress(self.p4rt.address), timeout=5).connect()
        self.client.set_pipeline(P4Schema.from_file(P4INFO).p4info, b"")
        JobManager(self.client, self.fabric).install_fabric()
        self.server = ServiceServer(
            JobsService(self.client, self.fabric, TOKEN, prepare=prepare), listen
        ).start()
        self.options = ServiceOptions(self.server.address, TOKEN, timeout=10.0)

    def jobs(self, world: int, name: str, **kw: Any) -> list[Any]:
        """``world`` workers join ``name`` at once; their jobs (or exceptions)."""
        return run_all(
            [lambda r=r: open_job(self.options, name, world, r, **kw) for r in range(world)]
        )

    def close(self) -> None:
        self.server.stop()
        self.client.close()
        self.p4rt.stop()
        self.switch.close()


@pytest.fixture
def service() -> Iterator[Service]:
    s = Service()
    try:
        yield s
    finally:
        s.close()


def check_exact(jobs: list[Any], scale: int) -> None:
    xs = [np.arange(3000, dtype=np.int32) * (r + scale) for r in range(len(jobs))]
    for out in run_all([lambda j=j, x=x: j.all_reduce(x) for j, x in zip(jobs, xs, strict=True)]):
        assert not isinstance(out, BaseException), out
        np.testing.assert_array_equal(out, sum(xs))


def test_the_service_serves_a_unix_socket_and_refuses_one_in_use(tmp_path: Path) -> None:
    """A Unix socket, as the emulation's hosts reach the service: jobs join and sum; a
    second server on the same path is refused (gRPC would replace the file)."""
    listen = f"unix:{tmp_path / 'jobs.sock'}"
    s = Service(listen=listen)
    jobs: list[Any] = []
    try:
        assert (s.server.address, s.server.port) == (listen, 0)
        jobs = s.jobs(2, "over-unix")
        check_exact(jobs, 3)
        with pytest.raises(OSError, match="the file exists") as refused:
            ServiceServer(JobsService(s.client, s.fabric, TOKEN), listen)
        assert refused.value.errno == errno.EADDRINUSE
        with ServiceMembership(s.options) as m:  # the first server still answers
            assert [j.job_name for j in m.list_jobs().jobs] == ["over-unix"]
        check_exact(jobs, 5)
    finally:
        for j in jobs:
            if not isinstance(j, BaseException):
                j.close()
        s.close()


def test_two_jobs_share_the_switch_without_touching_each_others_slots(service: Service) -> None:
    a = service.jobs(2, "job-a", slots=64)
    b = service.jobs(3, "job-b", slots=32)
    for j in (*a, *b):
        assert not isinstance(j, BaseException), j
    ca, cb = a[0].config, b[0].config
    assert ca.job_id != cb.job_id and ca.session != cb.session
    assert (ca.slots, cb.slots) == (64, 32)
    check_exact(a, 1)
    check_exact(b, 5)
    with ServiceMembership(service.options) as m:
        listed = {j.job_name: j for j in m.list_jobs().jobs}
    assert set(listed) == {"job-a", "job-b"}
    ja, jb = listed["job-a"], listed["job-b"]
    assert ja.slot_base + ja.slots <= jb.slot_base or jb.slot_base + jb.slots <= ja.slot_base
    assert ja.packets > 0 and jb.packets > 0 and len(jb.members) == 3
    for j in (*a, *b):
        j.close()
    with ServiceMembership(service.options) as m:
        assert not m.list_jobs().jobs  # every rank left: both removed


def test_a_rerun_gets_a_new_job_and_session(service: Service) -> None:
    first = service.jobs(2, "run")
    check_exact(first, 1)
    for j in first:
        j.close()
    second = service.jobs(2, "run")
    assert second[0].config.session != first[0].config.session
    check_exact(second, 7)
    for j in second:
        j.close()


def test_the_slot_pool_comes_from_the_bandwidth_delay_rule() -> None:
    s = Service(slots=1024, link_gbps=10.0, rtt_us=50.0)
    try:
        jobs = s.jobs(2, "rule")
        from p4rproto.window import slots_for_link

        assert jobs[0].config.slots == slots_for_link(10.0, 50.0, 64) == 389
        for j in jobs:
            j.close()
    finally:
        s.close()


def test_a_job_that_does_not_fit_is_refused_clearly(service: Service) -> None:
    big = service.jobs(2, "big", slots=200)
    refused = service.jobs(2, "too-big", slots=100)
    for exc in refused:
        assert isinstance(exc, ServiceError) and exc.code == grpc.StatusCode.RESOURCE_EXHAUSTED
        assert "does not fit: no room for 100 slots" in str(exc)
    for j in big:
        j.close()


def test_a_wrong_token_is_refused(service: Service) -> None:
    bad = ServiceOptions(service.server.address, "not-the-token-000000")
    with pytest.raises(ServiceError, match="wrong or missing token") as info:
        open_job(bad, "x", 1, 0)
    assert info.value.code == grpc.StatusCode.UNAUTHENTICATED and info.value.is_refusal


def test_bad_joins_are_refused_naming_the_field(service: Service) -> None:
    with ServiceMembership(service.options) as m:
        with pytest.raises(ServiceError, match=r"rank must be 0\.\.1"):
            m.join("x", 2, 5, Address("127.0.0.1", 4000))
        with pytest.raises(ServiceError, match=r"world_size must be 1\.\.64"):
            m.join("x", 65, 0, Address("127.0.0.1", 4000))


def _die(job: Any) -> None:
    """As if the worker's process were killed: no more heartbeats, no Leave."""
    membership = job._on_close[0].__self__  # the ServiceMembership whose close leaves
    membership._stop.set()
    membership.member_id = ""
    job.close()


def test_a_job_whose_ranks_die_expires_and_its_slots_are_reused(service: Service) -> None:
    for j in service.jobs(2, "dead", slots=200):
        _die(j)
    deadline = time.monotonic() + 20  # the lease is 3 s
    while time.monotonic() < deadline:
        with ServiceMembership(service.options) as m:
            if not m.list_jobs().jobs:
                break
        time.sleep(0.2)
    else:
        pytest.fail("the dead job did not expire")
    again = service.jobs(2, "after", slots=200)  # needs the dead job's slots
    check_exact(again, 3)
    for j in again:
        j.close()


def test_metrics(service: Service) -> None:
    from jobservice.metrics import serve_metrics

    port = free_tcp_port()
    stop = serve_metrics(service.server.service, f"127.0.0.1:{port}")
    try:
        jobs = service.jobs(2, "metered")
        check_exact(jobs, 1)
        text = urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics").read().decode()
        assert 'p4reduce_switch_packets_total{counter="aggregated"}' in text
        assert 'p4reduce_jobs{state="installed"} 1.0' in text
        assert 'p4reduce_job_slots{job="metered"' in text
        for j in jobs:
            j.close()
    finally:
        stop()


def test_the_committed_generated_code_is_current(tmp_path: Path) -> None:
    protoc = pytest.importorskip("grpc_tools.protoc")
    shutil.copytree(ROOT / "p4rproto" / "proto", tmp_path / "p4rproto" / "proto")
    for f in (tmp_path / "p4rproto" / "proto").glob("jobs_pb2*"):
        f.unlink()
    args = ["protoc", "-I", ".", "--python_out=.", "--pyi_out=.", "--grpc_python_out=."]
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        assert protoc.main([*args, "p4rproto/proto/jobs.proto"]) == 0
    finally:
        os.chdir(cwd)
    for name in ("jobs_pb2.py", "jobs_pb2.pyi", "jobs_pb2_grpc.py"):
        fresh = (tmp_path / "p4rproto" / "proto" / name).read_text()
        assert fresh == (ROOT / "p4rproto" / "proto" / name).read_text(), (
            f"{name} is stale: run make -C p4rproto/proto"
        )


# -- PyTorch under torchrun: one variable -----------------------------------------------------
@pytest.fixture
def running(tmp_path: Path) -> Iterator[LocalController]:
    """`p4reduce switch` and `p4reduce controller` as processes, as a user runs them."""
    pytest.importorskip("torch")
    with local_controller(tmp_path / "service") as local:
        yield local


def _torchrun(env: dict[str, str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    torchrun = Path(sys.executable).with_name("torchrun")
    return subprocess.run(
        [
            str(torchrun),
            "--standalone",
            "--nproc_per_node=2",
            str(ROOT / "tests" / "torchrun_worker.py"),
        ],
        env={
            **{k: v for k, v in os.environ.items() if not k.startswith("P4REDUCE_")},
            **env,
            "PYTHONPATH": str(ROOT),
            "OMP_NUM_THREADS": "1",
        },
        capture_output=True,
        text=True,
        timeout=240,
        cwd=tmp_path,
    )


@pytest.mark.torch
@pytest.mark.slow
def test_torchrun_twice_with_one_variable_then_a_wrong_token(
    running: LocalController, tmp_path: Path
) -> None:
    env = running.env()
    aggregated = []
    for _ in range(2):
        done = _torchrun(env, tmp_path)
        assert done.returncode == 0, done.stderr[-3000:]
        report = json.loads(done.stdout.strip().splitlines()[-1])
        assert report["equal_to_gloo"] and report["switch_calls"] > 0 and report["fallbacks"] == 0
        aggregated.append(report)
    assert aggregated[0]["job_id"] and aggregated[1]["session"] != aggregated[0]["session"]
    wrong = tmp_path / "wrong-token"
    wrong.write_text("this-is-not-the-token\n")
    done = _torchrun({**env, "P4REDUCE_TOKEN_FILE": str(wrong)}, tmp_path)
    assert done.returncode != 0
    assert "wrong or missing token" in done.stderr


def test_ctl_jobs_shows_members_leases_sessions(
    service: Service, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from p4reduce.cli import main

    token = tmp_path / "token"
    token.write_text(TOKEN + "\n")
    jobs = service.jobs(2, "shown", slots=40)
    check_exact(jobs, 2)
    assert (
        main(["ctl", "jobs", "--service", service.server.address, "--token-file", str(token)]) == 0
    )
    out = capsys.readouterr().out
    session = jobs[0].config.session
    assert f"shown: job {jobs[0].config.job_id}, 2 workers" in out
    assert f"session 0x{session:08x}" in out and "rank 1: 127.0.0.1:" in out and "lease age" in out
    for j in jobs:
        j.close()
    token.write_text("wrong-token-0000000000\n")
    assert (
        main(["ctl", "jobs", "--service", service.server.address, "--token-file", str(token)]) == 2
    )
    assert "wrong or missing token" in capsys.readouterr().err


@pytest.mark.slow
def test_p4reduce_worker_runs_local_ranks_through_the_service(tmp_path: Path) -> None:
    with local_controller(tmp_path / "service") as local:
        cli = [sys.executable, "-m", "p4reduce.cli", "worker", "--controller", local.address]
        cli += ["--token-file", str(local.token_file), "--size", "50K", "--rounds", "2"]
        done = subprocess.run([*cli, "--local", "3"], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr[-2000:]
        assert done.stdout.count(": exact") == 3 and "result: all rounds exact" in done.stdout
        bad = subprocess.run(cli, capture_output=True, text=True, timeout=60)
        assert bad.returncode == 2 and "give --local N, or --job" in bad.stderr


def test_the_service_over_tls(tmp_path: Path) -> None:
    if shutil.which("openssl") is None:
        pytest.skip("TLS test needs the openssl command to make a certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=localhost",
            "-addext",
            "subjectAltName=DNS:localhost,IP:127.0.0.1",
            "-keyout",
            str(key),
            "-out",
            str(cert),
        ],
        check=True,
        capture_output=True,
    )
    s = Service()
    tls = ServiceServer(
        JobsService(s.client, s.fabric, TOKEN), "127.0.0.1:0", (cert.read_bytes(), key.read_bytes())
    ).start()
    try:
        options = ServiceOptions(tls.address, TOKEN, tls_ca=cert.read_bytes(), timeout=10.0)
        jobs = run_all([lambda r=r: open_job(options, "secure", 2, r) for r in range(2)])
        check_exact(jobs, 4)
        for j in jobs:
            j.close()
        plain = ServiceOptions(tls.address, TOKEN, timeout=3.0)  # no TLS: no connection
        with pytest.raises(ServiceError) as info:
            open_job(plain, "plain", 1, 0)
        assert not info.value.is_refusal
    finally:
        tls.stop()
        s.close()
