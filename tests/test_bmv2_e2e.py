"""End to end through BMv2: host-library workers in network namespaces."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from controller.bmv2 import Bmv2Options, Bmv2Switch
from controller.client import P4RuntimeClient, SwitchAddress
from controller.config import FabricConfig
from controller.jobs import JobManager
from controller.stats import read_stats
from hostlib.datagen import demo_data
from hostlib.reference import float_reference
from mininet_topos.worker import BARRIER_ROUNDS, WorkerSpec
from p4rproto.agreement import ExponentFields, Layout
from p4rproto.netio import free_tcp_port
from p4rproto.p4runtime.p4info import P4Schema
from p4rproto.wire import UDP_PORT
from tests.bmv2_fabric import compile_program
from tests.netns import ns_hosts
from tests.requires import VETH, requires

ROOT = Path(__file__).resolve().parents[1]
SIZE = 64 * 150 + 7


@pytest.mark.bmv2
@pytest.mark.slow
@requires(*VETH)
@pytest.mark.parametrize(("n", "loss"), [(2, 0.0), (4, 0.0), (4, 0.05)])
def test_all_reduce_through_bmv2(tmp_path: Path, n: int, loss: float) -> None:
    p4info, json_path = compile_program(tmp_path / "build")
    hosts = [(f"02:00:00:00:02:{i + 1:02x}", f"10.0.0.{i + 1}") for i in range(n)]
    with ns_hosts("p4rw", hosts) as ns:
        cfg = FabricConfig.from_dict(
            {
                "switch": {"slots": 1024},
                "hosts": [
                    {"name": f"h{i}", "mac": h.mac, "ip": h.ip, "port": i + 1}
                    for i, h in enumerate(ns)
                ],
                "jobs": [{"id": 1, "slots": 32, "workers": [f"h{i}:48000" for i in range(n)]}],
                "drop": {"ingress": loss, "egress": loss},
            }
        )
        grpc_port = free_tcp_port()
        opts = Bmv2Options(
            {i + 1: h.switch_intf for i, h in enumerate(ns)},
            grpc_port=grpc_port,
            log_dir=tmp_path / "logs",
        )
        with (
            Bmv2Switch(opts) as switch,
            P4RuntimeClient(SwitchAddress(switch.grpc_address)) as client,
        ):
            client.connect()
            client.set_pipeline(P4Schema.from_file(p4info).p4info, json_path.read_bytes())
            manager = JobManager(client, cfg)
            manager.install_fabric()
            manager.add(cfg.jobs[0])
            run = _workers_runner(tmp_path, ns, cfg.switch.ip, n)
            for code, err in run(seed=5):
                assert code == 0, err[-2000:]
            if n == 2 and not loss:
                # A second run on the same session is refused on every rank at JOIN...
                for code, err in run(seed=6):
                    assert code != 0 and "rejected_rejoin" in err, err[-2000:]
                # ...and after a new session it is exact with its own data.
                manager.start_session(1)
                for code, err in run(seed=6, name="again"):
                    assert code == 0, err[-2000:]
                again = [demo_data(6, 0, r, SIZE) for r in range(n)]
                for rank in range(n):
                    np.testing.assert_array_equal(
                        np.load(tmp_path / f"again{rank}.npy"),
                        float_reference(again, 64).floats(SIZE),
                    )
            stats = read_stats(client, manager.installed())
        inputs = [demo_data(5, 0, r, SIZE) for r in range(n)]
        expected = float_reference(inputs, 64).floats(SIZE)
        for rank in range(n):
            np.testing.assert_array_equal(np.load(tmp_path / f"w{rank}.npy"), expected)
        chunks = -(-SIZE // 64)
        runs = 2 if n == 2 and not loss else 1
        # data, priming on the data slots but slot 0 and those whose exponents ride in the
        # agreement round, the agreement round, the start barrier
        priming = 30 - ExponentFields.of(Layout(64, n), 31).chunks  # (31 data slots)
        assert stats.counters["completed"] == runs * (chunks + priming + 1 + BARRIER_ROUNDS)
        if loss:
            assert stats.dropped > 0
            assert sum(w.retransmissions for w in stats.workers) > 0


def _workers_runner(
    tmp_path: Path, ns: list[Any], switch_ip: str, n: int, joined: Any = None
) -> Callable[..., list[tuple[int, str]]]:
    """A function that runs the job's workers in their namespaces with data of ``seed``
    and returns each one's exit code and standard error; results go to NAME<rank>.npy.
    The job is job 1 with 32 slots, or what the controller service said (``joined``)."""

    def run(seed: int, name: str = "w") -> list[tuple[int, str]]:
        procs = []
        for rank, h in enumerate(ns):
            spec = WorkerSpec(
                switch_ip=switch_ip,
                switch_port=UDP_PORT,
                ip=h.ip,
                udp_port=48000,
                job_id=joined.job_id if joined else 1,
                session=joined.session if joined else 0,
                rank=rank,
                workers=n,
                slots=joined.slots if joined else 32,
                elems=64,
                timeout=30.0,
                seed=seed,
                size=SIZE,
            ).write(tmp_path / f"{name}{rank}.json")
            procs.append(
                h.run(
                    sys.executable,
                    "-m",
                    "tests.ns_worker",
                    str(spec),
                    cwd=ROOT,
                    stderr=subprocess.PIPE,
                )
            )
        out = []
        for p in procs:
            _, err = p.communicate(timeout=120)
            out.append((p.returncode, err.decode()))
        return out

    return run


@pytest.mark.bmv2
@pytest.mark.slow
@requires(*VETH)
def test_the_controller_service_installs_jobs_on_bmv2(tmp_path: Path) -> None:
    """The service in front of BMv2: ranks in namespaces join (the calls go from here, the
    data from the namespaces), get a slot pool and a session, and all-reduce exactly;
    a second run of the same name gets a new job and session."""
    from hostlib.service import ServiceMembership, ServiceOptions
    from jobservice.server import JobsService, ServiceServer
    from p4rproto.netio import Address
    from tests.workers import run_all

    n = 2
    p4info, json_path = compile_program(tmp_path / "build")
    hosts = [(f"02:00:00:00:03:{i + 1:02x}", f"10.0.1.{i + 1}") for i in range(n)]
    with ns_hosts("p4rs", hosts) as ns:
        cfg = FabricConfig.from_dict(
            {
                "switch": {"slots": 1024, "ip": "10.0.1.254"},
                "hosts": [
                    {"name": f"h{i}", "mac": h.mac, "ip": h.ip, "port": i + 1}
                    for i, h in enumerate(ns)
                ],
                "service": {"first_job_id": 100, "max_job_slots": 64},
            }
        )
        opts = Bmv2Options(
            {i + 1: h.switch_intf for i, h in enumerate(ns)},
            grpc_port=free_tcp_port(),
            log_dir=tmp_path / "logs",
        )
        with (
            Bmv2Switch(opts) as switch,
            P4RuntimeClient(SwitchAddress(switch.grpc_address)) as client,
        ):
            client.connect()
            client.set_pipeline(P4Schema.from_file(p4info).p4info, json_path.read_bytes())
            JobManager(client, cfg).install_fabric()
            server = ServiceServer(JobsService(client, cfg, "bmv2-token-0123456789"), "127.0.0.1:0")
            server.start()
            options = ServiceOptions(server.address, "bmv2-token-0123456789", timeout=30.0)
            try:
                sessions = []
                for seed in (7, 8):
                    members = [ServiceMembership(options) for _ in range(n)]
                    configs = run_all(
                        [
                            lambda r=r, m=m: m.join("bmv2-run", n, r, Address(ns[r].ip, 48000))
                            for r, m in enumerate(members)
                        ]
                    )
                    assert configs[0].job_id >= 100 and configs[0].slots == 64
                    sessions.append(configs[0].session)
                    run = _workers_runner(tmp_path, ns, cfg.switch.ip, n, configs[0])
                    for code, err in run(seed=seed, name=f"svc{seed}-"):
                        assert code == 0, err[-2000:]
                    for m in members:
                        m.close()
                    inputs = [demo_data(seed, 0, r, SIZE) for r in range(n)]
                    for rank in range(n):
                        np.testing.assert_array_equal(
                            np.load(tmp_path / f"svc{seed}-{rank}.npy"),
                            float_reference(inputs, 64).floats(SIZE),
                        )
                assert sessions[0] != sessions[1]
            finally:
                server.stop()
