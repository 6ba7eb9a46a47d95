"""Two levels on veth ports: workers in network namespaces, two leaves and a spine as
software switches on raw ports (in this process), installed by ``controller.fabric``."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from controller.client import P4RuntimeClient, SwitchAddress
from controller.config import FabricConfig
from controller.fabric import FabricCoordinator, placements, switch_view
from controller.jobs import JobManager
from hostlib.datagen import demo_data
from hostlib.reference import float_reference
from mininet_topos.worker import BARRIER_ROUNDS, WorkerSpec
from p4rproto.agreement import ExponentFields, Layout
from p4rproto.p4runtime.p4info import P4Schema
from p4rproto.wire import UDP_PORT
from softswitch.native import make_pipeline
from softswitch.p4runtime import P4RuntimeServer
from softswitch.pipeline import SwitchConfig
from softswitch.ports import PortSwitch, SwitchAddressing
from tests.netns import NsHost, ns_hosts, veth_pairs
from tests.requires import VETH, requires

ROOT = Path(__file__).resolve().parents[1]
P4INFO = ROOT / "p4src" / "p4info" / "p4reduce.v1model.p4info.txtpb"
K, SLOTS, SIZE = 64, 16, 64 * 60 + 5
UPLINK = 100

pytestmark = requires(*VETH)


def _address(j: int) -> dict[str, str]:
    return {"mac": f"02:00:00:00:00:f{j}", "ip": f"10.0.0.{250 + j}"}


@contextmanager
def _fabric(ns: list[NsHost], loss: float) -> Iterator[tuple[FabricConfig, dict[str, Any]]]:
    """Spine s0 (ports 1, 2 to the leaves), leaves s1, s2 (host ports 1.., uplink 100);
    host i behind leaf 1 + i % 2.  Yields the config and each switch's front end."""
    with ExitStack() as stack:
        links = stack.enter_context(veth_pairs([("p4rfu1", "p4rfd1"), ("p4rfu2", "p4rfd2")]))
        ports: dict[str, dict[int, str]] = {"s0": {1: links[0][1], 2: links[1][1]}}
        hosts = []
        for i, h in enumerate(ns):
            leaf = f"s{1 + i % 2}"
            port = i // 2 + 1
            ports.setdefault(leaf, {UPLINK: links[i % 2][0]})[port] = h.switch_intf
            hosts.append({"name": f"h{i}", "mac": h.mac, "ip": h.ip, "port": port, "switch": leaf})
        switches, fronts = [], {}
        for j, name in enumerate(("s0", "s1", "s2")):
            config = SwitchConfig(num_slots=64, elems_per_packet=K)
            pipeline = make_pipeline(config)
            front = PortSwitch(ports[name], pipeline, SwitchAddressing(**_address(j)))
            stack.callback(front.close)
            front.start_thread()
            server = P4RuntimeServer(front, **_address(j)).start()
            stack.callback(server.stop)
            spec = {"name": name, "grpc": server.address, "target": "soft", "slots": 64}
            spec.update(elems_per_packet=K, **_address(j))
            if j:
                spec.update(uplink="s0", uplink_port=UPLINK, spine_port=j)
            switches.append(spec)
            fronts[name] = front
        workers = [f"h{i}:48000" for i in range(len(ns))]
        cfg = FabricConfig.from_dict(
            {
                "switches": switches,
                "hosts": hosts,
                "jobs": [{"id": 3, "slots": SLOTS, "workers": workers}],
                "drop": {"ingress": loss, "egress": loss},
            }
        )
        yield cfg, fronts


@pytest.mark.slow
@pytest.mark.parametrize(("per_leaf", "loss"), [(2, 0.0), (2, 0.05), (4, 0.0), (4, 0.05)])
def test_two_levels_on_veth_ports_are_exact(tmp_path: Path, per_leaf: int, loss: float) -> None:
    n = 2 * per_leaf
    hosts = [(f"02:00:00:00:03:{i + 1:02x}", f"10.0.0.{i + 1}") for i in range(n)]
    with ns_hosts("p4rf", hosts) as ns, _fabric(ns, loss) as (cfg, fronts):
        schema = P4Schema.from_file(P4INFO)
        managers = {}
        with ExitStack() as clients:
            for sw in cfg.switches:
                client = clients.enter_context(P4RuntimeClient(SwitchAddress(sw.grpc)))
                client.connect()
                client.set_pipeline(schema.p4info, b"")
                managers[sw.name] = JobManager(client, switch_view(cfg, sw.name))
            parts = FabricCoordinator(cfg, managers).apply()
        session = {p.switch: p.session for p in parts}
        procs = []
        where = placements(cfg, cfg.jobs[0])
        for r, place in enumerate(where):
            spec = WorkerSpec(
                switch_ip=_address(int(place.switch[1]))["ip"],
                switch_port=UDP_PORT,
                ip=ns[r].ip,
                udp_port=48000,
                job_id=3,
                session=session[place.switch],
                rank=place.rank,
                workers=n,
                slots=SLOTS,
                elems=K,
                timeout=30.0,
                seed=4,
                size=SIZE,
                data_rank=r,
            ).write(tmp_path / f"w{r}.json")
            cmd = (sys.executable, "-m", "tests.ns_worker", str(spec))
            procs.append(ns[r].run(*cmd, cwd=ROOT, stderr=subprocess.PIPE))
        for p in procs:
            _, err = p.communicate(timeout=120)
            assert p.returncode == 0, err.decode()[-2000:]
        counters = {name: f.pipeline.counters.as_dict() for name, f in fronts.items()}
    expected = float_reference([demo_data(4, 0, r, SIZE) for r in range(n)], K).floats(SIZE)
    for r in range(n):
        np.testing.assert_array_equal(np.load(tmp_path / f"w{r}.npy"), expected)
    # the data, priming on the data slots but 0 and those the agreement carries exponents
    # for (SLOTS - 1 data slots: the pool's last is the control slot), the agreement
    priming = SLOTS - 2 - ExponentFields.of(Layout(K, n, one_level=False), SLOTS - 1).chunks
    rounds = -(-SIZE // K) + priming + 1 + BARRIER_ROUNDS
    assert (counters["s0"]["aggregated"], counters["s0"]["completed"]) == (2 * rounds, rounds)
    for leaf in ("s1", "s2"):
        c = counters[leaf]
        assert c["completed"] == rounds
        if loss:
            assert c["partials_sent"] >= rounds
        else:
            # A partial goes up once per round, and again only when a worker's timer
            # fired first (the leaf re-sends for a late result; the spine counts it once).
            resent = sum(
                json.loads((tmp_path / f"w{r}.result.json").read_text())["stats"]["retransmissions"]
                for r, place in enumerate(where)
                if place.switch == leaf
            )
            assert rounds <= c["partials_sent"] <= rounds + resent
            assert c["finals_received"] == rounds
