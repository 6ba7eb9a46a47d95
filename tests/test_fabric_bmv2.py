"""Two levels on BMv2 in namespaces: workers in network namespaces, two leaves and a spine
as ``simple_switch_grpc`` (the v1model program, leaf role included) on veth ports, the job
installed by the controller service across the three (one P4Runtime client each)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

from controller.bmv2 import Bmv2Options, Bmv2Switch
from controller.client import P4RuntimeClient, SwitchAddress
from controller.config import FabricConfig
from controller.fabric import switch_view
from controller.jobs import JobManager
from controller.placement import FabricPlacer
from hostlib import JobConfig
from hostlib.datagen import demo_data
from hostlib.reference import float_reference
from hostlib.service import ServiceMembership, ServiceOptions
from jobservice.server import JobsService, ServiceServer
from mininet_topos.worker import WorkerSpec
from p4rproto.netio import Address, free_tcp_port
from p4rproto.p4runtime.p4info import P4Schema
from tests.bmv2_fabric import compile_program
from tests.netns import NsHost, ns_hosts, veth_pairs
from tests.requires import VETH, require
from tests.test_fabric_netns import UPLINK, _address

ROOT = Path(__file__).resolve().parents[1]
K, SLOTS, SIZE, PER_LEAF = 64, 16, 64 * 40 + 5, 4  # hosts per leaf; a job takes 2 or 4
TOKEN = "bmv2-fabric-token-0123456789"

pytestmark = pytest.mark.bmv2


@dataclass
class Bmv2Racks:
    ns: list[NsHost]
    config: FabricConfig
    managers: dict[str, JobManager]
    options: ServiceOptions


@pytest.fixture(scope="module")
def racks(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Bmv2Racks]:
    """Spine s0 (ports 1, 2 to the leaves), leaves s1, s2 (host ports 1.., uplink 100),
    host i behind leaf 1 + i % 2; the pipeline pushed to each, forwarding installed and
    the controller service serving them."""
    require(*VETH)
    tmp = tmp_path_factory.mktemp("bmv2-racks")
    p4info_path, json_path = compile_program(tmp / "build")
    p4info = P4Schema.from_file(p4info_path).p4info
    n = 2 * PER_LEAF
    hosts = [(f"02:00:00:00:04:{i + 1:02x}", f"10.0.0.{i + 1}") for i in range(n)]
    with ExitStack() as stack:
        ns = stack.enter_context(ns_hosts("p4rb", hosts))
        links = stack.enter_context(veth_pairs([("p4rbu1", "p4rbd1"), ("p4rbu2", "p4rbd2")]))
        ports: dict[str, dict[int, str]] = {"s0": {1: links[0][1], 2: links[1][1]}}
        spec_hosts = []
        for i, h in enumerate(ns):
            leaf, port = f"s{1 + i % 2}", i // 2 + 1
            ports.setdefault(leaf, {UPLINK: links[i % 2][0]})[port] = h.switch_intf
            spec_hosts.append(
                {"name": f"h{i}", "mac": h.mac, "ip": h.ip, "port": port, "switch": leaf}
            )
        switches = []
        clients = {}
        for j, name in enumerate(("s0", "s1", "s2")):
            grpc_port = free_tcp_port()
            opts = Bmv2Options(ports[name], grpc_port=grpc_port, log_dir=tmp / "logs", name=name)
            stack.enter_context(Bmv2Switch(opts))
            spec = {"name": name, "grpc": f"127.0.0.1:{grpc_port}", "target": "bmv2"}
            spec.update(elems_per_packet=K, **_address(j))
            if j:
                spec.update(uplink="s0", uplink_port=UPLINK, spine_port=j)
            switches.append(spec)
            client = P4RuntimeClient(SwitchAddress(spec["grpc"]), timeout=20)
            clients[name] = stack.enter_context(client)
            client.connect()
            client.set_pipeline(p4info, json_path.read_bytes())
        config = FabricConfig.from_dict(
            {"switches": switches, "hosts": spec_hosts, "service": {"join_timeout": 30.0}}
        )
        FabricPlacer(clients, config).coordinator.install_fabric()
        managers = {s: JobManager(c, switch_view(config, s)) for s, c in clients.items()}
        server = ServiceServer(JobsService(clients, config, TOKEN), "127.0.0.1:0").start()
        stack.callback(server.stop)
        yield Bmv2Racks(ns, config, managers, ServiceOptions(server.address, TOKEN, timeout=60))


def _join(racks: Bmv2Racks, name: str, n: int) -> tuple[list[ServiceMembership], list[JobConfig]]:
    """Ranks 0..n-1 join ``name``, each from its namespace's address (hosts alternate
    between the leaves); the joins go from here."""
    members = [ServiceMembership(racks.options) for _ in range(n)]
    with ThreadPoolExecutor(n) as pool:
        joins = [
            pool.submit(m.join, name, n, r, Address(h.ip, 48000), SLOTS)
            for r, (m, h) in enumerate(zip(members, racks.ns, strict=False))
        ]
        return members, [f.result() for f in joins]


def _dropped(racks: Bmv2Racks) -> int:
    """Packets the three switches' drop simulators took so far."""
    with ServiceMembership(racks.options) as m:
        switches = m.list_jobs().switches
    return sum(c.counters["dropped_ingress"] + c.counters["dropped_egress"] for c in switches)


@pytest.mark.slow
@pytest.mark.parametrize(("per_leaf", "loss"), [(2, 0.0), (2, 0.05), (4, 0.0), (4, 0.05)])
def test_two_levels_on_bmv2_through_the_service_are_exact(
    racks: Bmv2Racks, tmp_path: Path, per_leaf: int, loss: float
) -> None:
    for m in racks.managers.values():
        m.set_drop_rates(loss, loss)
    dropped_before = _dropped(racks)
    members, configs = _join(racks, f"bmv2-racks-{per_leaf}-{loss}", 2 * per_leaf)
    try:
        n = len(configs)
        for r, c in enumerate(configs):  # each worker sends to its leaf, its rank there
            assert c.switch.ip == _address(1 + r % 2)["ip"]
            assert (c.rank, c.num_workers, c.slots) == (r // 2, n, SLOTS)
        procs = []
        for r, c in enumerate(configs):
            spec = WorkerSpec(
                switch_ip=c.switch.ip,
                switch_port=c.switch.port,
                ip=c.local.ip,
                udp_port=c.local.port,
                job_id=c.job_id,
                session=c.session,
                rank=c.rank,
                workers=n,
                slots=SLOTS,
                elems=K,
                timeout=30.0,
                seed=6,
                size=SIZE,
                data_rank=r,
            ).write(tmp_path / f"w{r}.json")
            cmd = (sys.executable, "-m", "tests.ns_worker", str(spec))
            procs.append(racks.ns[r].run(*cmd, cwd=ROOT, stderr=subprocess.PIPE))
        for p in procs:
            _, err = p.communicate(timeout=120)
            assert p.returncode == 0, err.decode()[-2000:]
        expected = float_reference([demo_data(6, 0, r, SIZE) for r in range(n)], K).floats(SIZE)
        for r in range(n):
            np.testing.assert_array_equal(np.load(tmp_path / f"w{r}.npy"), expected)
        with ServiceMembership(racks.options) as m:
            (info,) = m.list_jobs().jobs
        assert (_dropped(racks) > dropped_before) == (loss > 0)
        assert [(p.switch_name, p.role) for p in info.parts] == [
            ("s0", "spine"),
            ("s1", "leaf"),
            ("s2", "leaf"),
        ]
        assert all(p.packets > 0 for p in info.parts)
    finally:
        for m in members:
            m.close()
