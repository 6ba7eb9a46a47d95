"""Jobs across switches: the multi-switch config, its plan, and two-level all-reduce
through software switches programmed over P4Runtime by the coordinator."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from controller.client import P4RuntimeClient, SwitchAddress
from controller.config import FabricConfig
from controller.errors import ConfigError
from controller.fabric import FabricCoordinator, l2_routes, placements, plan, switch_view
from controller.jobs import JobManager
from hostlib import AggregationJob, AggregationTimeout, JobConfig
from hostlib.datagen import demo_data
from hostlib.reference import float_reference
from p4reduce.cli import main
from p4rproto.netio import Address
from p4rproto.p4runtime.p4info import P4Schema
from softswitch.native import make_pipeline
from softswitch.p4runtime import P4RuntimeServer
from softswitch.pipeline import SwitchConfig
from softswitch.udp import UdpSwitch
from tests.workers import all_reduce, run_all

P4INFO = Path(__file__).resolve().parents[1] / "p4src" / "p4info" / "p4reduce.v1model.p4info.txtpb"


def two_racks(
    workers: list[tuple[str, int]], *, drop: float = 0.0, data: dict[str, str] | None = None
) -> dict[str, Any]:
    """A spine s0 and leaves s1, s2; host hI at 127.0.0.I, behind leaf 1 + (I-1) % 2;
    one job 7 of ``workers`` (host, UDP port)."""
    data = data or {}
    switches = [
        {"name": s, "target": "soft", "slots": 64, "data_address": data.get(s, f"127.0.0.1:700{i}")}
        for i, s in enumerate(("s0", "s1", "s2"))
    ]
    for leaf in switches[1:]:
        leaf["uplink"] = "s0"
    hosts = [
        {
            "name": f"h{i}",
            "mac": f"02:00:00:00:01:{i:02x}",
            "ip": f"127.0.0.{i}",
            "port": i,
            "switch": f"s{1 + (i - 1) % 2}",
        }
        for i in range(1, 9)
    ]
    return {
        "switches": switches,
        "hosts": hosts,
        "jobs": [{"id": 7, "slots": 16, "workers": [f"{h}:{p}" for h, p in workers]}],
        "drop": {"ingress": drop, "egress": drop},
    }


def test_a_job_behind_two_leaves_becomes_a_spine_part_and_two_leaf_parts() -> None:
    cfg = FabricConfig.from_dict(
        two_racks([("h1", 5001), ("h2", 5002), ("h3", 5003), ("h4", 5004)])
    )
    job = cfg.jobs[0]
    assert [(p.switch, p.rank) for p in placements(cfg, job)] == [
        ("s1", 0),
        ("s2", 0),
        ("s1", 1),
        ("s2", 1),
    ]
    spine, leaf1, leaf2 = plan(cfg, job)
    assert spine.switch == "s0" and spine.uplink is None
    assert [str(w) for w in spine.job.workers] == ["127.0.0.1:7001", "127.0.0.1:7002"]
    assert [str(w) for w in leaf1.job.workers] == ["h1:5001", "h3:5003"]
    assert leaf1.uplink is not None and leaf2.uplink is not None
    assert (leaf1.uplink.rank, leaf2.uplink.rank) == (0, 1)
    assert (leaf1.uplink.ip, leaf1.uplink.udp_port, leaf1.uplink.world_size) == (
        "127.0.0.1",
        7000,
        4,
    )
    assert [h.name for h in switch_view(cfg, "s2").hosts] == ["h2", "h4", "h6", "h8"]


def test_on_ports_every_switch_reaches_the_other_racks() -> None:
    """With the ports between the switches (the emulation's software switches and P4
    targets), the spine gets its leaves as hosts and every switch L2 routes to the hosts
    behind the others; on loopback (no ports) there are none."""
    data = two_racks([("h1", 5001), ("h2", 5002)])
    assert l2_routes(FabricConfig.from_dict(data), "s1") == []
    for j, sw in enumerate(data["switches"]):
        sw.update(mac=f"02:00:00:00:00:f{j}", ip=f"10.0.0.{250 + j}")
        del sw["data_address"]  # on ports: the switch's IPv4 address, UDP port 48879
        if j:
            sw.update(uplink_port=100, spine_port=j)
    cfg = FabricConfig.from_dict(data)
    spine = switch_view(cfg, "s0")
    assert [(h.name, h.port) for h in spine.hosts] == [("s1", 1), ("s2", 2)]
    down = dict(l2_routes(cfg, "s0"))
    assert (down["02:00:00:00:01:01"], down["02:00:00:00:01:02"]) == (1, 2)
    up = dict(l2_routes(cfg, "s1"))
    assert "02:00:00:00:01:01" not in up  # h1 is local to s1
    assert up["02:00:00:00:01:02"] == up["02:00:00:00:00:f0"] == 100
    # The spine part's workers resolve to the leaves' hosts (MAC and port for results).
    spine_part = plan(cfg, cfg.jobs[0])[0]
    assert [spine.resolve_host(w.host).name for w in spine_part.job.workers] == ["s1", "s2"]


def test_a_job_behind_one_leaf_stays_on_it() -> None:
    cfg = FabricConfig.from_dict(two_racks([("h1", 5001), ("h3", 5003)]))
    (part,) = plan(cfg, cfg.jobs[0])
    assert part.switch == "s1" and part.uplink is None


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["hosts"][0].update(switch="s9"), r"hosts\[0\].switch: must name one"),
        (lambda d: d["switches"][1].update(uplink="s1"), r"switches\[1\].uplink: no other"),
        (lambda d: d["switches"][2].update(uplink=""), r"jobs\[0\]: job 7: .*different spines"),
        (lambda d: d.update(switch={}), "give \\[switch\\] or \\[\\[switches\\]\\]"),
    ],
)
def test_multi_switch_config_errors_name_the_key(change: Any, message: str) -> None:
    data = two_racks([("h1", 5001), ("h2", 5002)])
    change(data)
    with pytest.raises(ConfigError, match=message):
        FabricConfig.from_dict(data, "racks.toml")


class SoftFabric:
    """Three software switches, each with its P4Runtime server, on loopback."""

    def __init__(self) -> None:
        self.switches: dict[str, UdpSwitch] = {}
        self.servers: dict[str, P4RuntimeServer] = {}
        self.clients: list[P4RuntimeClient] = []
        for name in ("s0", "s1", "s2"):
            self.start(name)

    def start(self, name: str, udp_port: int = 0, grpc_port: int = 0) -> None:
        """Switch ``name``, empty, with its P4Runtime server (port 0: free ones)."""
        # The spine runs the native pipeline where built; leaves need the numpy one.
        sw = UdpSwitch(Address("127.0.0.1", udp_port), make_pipeline(SwitchConfig(num_slots=64)))
        sw.start_thread()
        self.switches[name] = sw
        self.servers[name] = P4RuntimeServer(sw, f"127.0.0.1:{grpc_port}").start()

    def data(self) -> dict[str, str]:
        return {n: f"127.0.0.1:{s.address.port}" for n, s in self.switches.items()}

    def coordinator(self, cfg: FabricConfig) -> FabricCoordinator:
        schema = P4Schema.from_file(P4INFO)
        managers = {}
        for name, server in self.servers.items():
            client = P4RuntimeClient(SwitchAddress(server.address, 0, 1), timeout=5).connect()
            self.clients.append(client)
            client.set_pipeline(schema.p4info, b"")
            managers[name] = JobManager(client, switch_view(cfg, name))
        return FabricCoordinator(cfg, managers)

    def counters(self, name: str) -> dict[str, int]:
        return self.switches[name].pipeline.counters.as_dict()

    def close(self) -> None:
        for c in self.clients:
            c.close()
        for s in self.servers.values():
            s.stop()
        for sw in self.switches.values():
            sw.close()


@pytest.fixture
def soft_fabric() -> Iterator[SoftFabric]:
    f = SoftFabric()
    try:
        yield f
    finally:
        f.close()


def _workers(fab: SoftFabric, per_leaf: int, **kw: Any) -> tuple[list[str], list[AggregationJob]]:
    """Workers alternating between the leaves (host hI on leaf 1 + (I-1) % 2); ``kw``
    overrides their JobConfig's timeouts."""
    n = 2 * per_leaf
    hosts = [f"h{i}" for i in range(1, n + 1)]
    jobs = []
    for i in range(n):
        leaf = fab.switches[f"s{1 + i % 2}"]
        cfg = JobConfig(
            leaf.address,
            Address(f"127.0.0.{i + 1}", 0),
            7,
            i // 2,  # the rank on its leaf
            n,  # the world size: quantization scales for all ranks
            **{"timeout": 20.0, "min_rto": 0.005, "max_rto": 0.1, **kw},
        )
        jobs.append(AggregationJob(cfg))
    return hosts, jobs


@pytest.mark.parametrize("per_leaf", [2, 4])
@pytest.mark.parametrize("loss", [0.0, 0.05])
def test_two_level_all_reduce_is_exact(soft_fabric: SoftFabric, per_leaf: int, loss: float) -> None:
    hosts, jobs = _workers(soft_fabric, per_leaf)
    try:
        workers = [(h, j.config.local.port) for h, j in zip(hosts, jobs, strict=True)]
        cfg = FabricConfig.from_dict(two_racks(workers, drop=loss, data=soft_fabric.data()))
        parts = soft_fabric.coordinator(cfg).apply()
        assert [p.switch for p in parts] == ["s0", "s1", "s2"]
        n = len(jobs)
        rng = np.random.default_rng(per_leaf)
        ints = [rng.integers(-(2**24), 2**24, size=5_000, dtype=np.int32) for _ in range(n)]
        for r in all_reduce(jobs, ints):
            np.testing.assert_array_equal(r, np.sum(ints, axis=0, dtype=np.int64))
        floats = [demo_data(9, 0, r, 3_001) for r in range(n)]
        expected = float_reference(floats, 64).floats(3_001)
        for r in all_reduce(jobs, floats):
            np.testing.assert_array_equal(r, expected)
        # The spine links carry one partial per leaf per slot round, whatever the rack.
        leaves = [soft_fabric.counters(s) for s in ("s1", "s2")]
        spine = soft_fabric.counters("s0")
        # Every leaf completes every slot round once; the spine aggregates one partial
        # per leaf per round and completes each round once, lost packets or not.
        rounds = leaves[0]["completed"]
        assert leaves[1]["completed"] == rounds
        assert (spine["aggregated"], spine["completed"]) == (2 * rounds, rounds)
        for c in leaves:
            assert c["partials_sent"] >= c["completed"] > 0
            assert c["finals_received"] > 0
        if loss == 0:  # again only when a worker's timer fired first (e.g. a busy machine)
            resent = sum(c["partials_sent"] - c["completed"] for c in leaves)
            assert resent <= sum(j.stats.retransmissions for j in jobs)
    finally:
        for j in jobs:
            j.close()


def test_a_timeout_behind_a_leaf_names_the_leafs_missing_ranks_or_the_spine(
    soft_fabric: SoftFabric,
) -> None:
    """Rank 1 of leaf s2 is dead.  Its neighbour on s2 learns from the leaf's STATUS
    that rank 1 there did not contribute; the ranks on s1 learn that all of theirs did
    and that s1 waits for the spine, not that ranks 2 and 3 of the world are missing."""
    hosts, jobs = _workers(soft_fabric, 2, timeout=1.0, initial_rto=0.02)
    try:
        workers = [(h, j.config.local.port) for h, j in zip(hosts, jobs, strict=True)]
        cfg = FabricConfig.from_dict(two_racks(workers, data=soft_fabric.data()))
        soft_fabric.coordinator(cfg).apply()
        alive = jobs[:3]  # h1, h3 on s1 (ranks 0, 1 there); h2 on s2 (rank 0); h4 is dead
        out = run_all([lambda j=j: j.all_reduce(np.ones(500, np.float32)) for j in alive])
        for err in out:
            assert isinstance(err, AggregationTimeout), err
            assert err.local_workers == 2  # from the leaf's JOIN_ACK
        on_s1, on_s2 = [out[0], out[2]], out[1]
        for err in on_s1:
            assert err.missing == [] and err.waiting_for_spine
            assert "the leaf waits for the spine" in str(err)
        assert on_s2.missing == [1] and not on_s2.waiting_for_spine
        assert "ranks [1] behind this worker's leaf switch did not contribute" in str(on_s2)
    finally:
        for j in jobs:
            j.close()


def test_a_new_session_and_removal_go_through_every_switch(soft_fabric: SoftFabric) -> None:
    hosts, jobs = _workers(soft_fabric, 1)
    try:
        workers = [(h, j.config.local.port) for h, j in zip(hosts, jobs, strict=True)]
        cfg = FabricConfig.from_dict(two_racks(workers, data=soft_fabric.data()))
        coord = soft_fabric.coordinator(cfg)
        first = coord.apply()
        again = coord.start_session(cfg.jobs[0])
        assert all(a.session != b.session for a, b in zip(first, again, strict=True))
        leaf = soft_fabric.switches["s1"].pipeline.tables
        assert leaf.uplinks[7].session == again[0].session  # the spine's new session
        ints = [np.arange(100, dtype=np.int32) * (r + 1) for r in range(2)]
        for r in all_reduce(jobs, ints):
            np.testing.assert_array_equal(r, ints[0] + ints[1])
        coord.remove(cfg.jobs[0])
        for sw in soft_fabric.switches.values():
            assert not sw.pipeline.tables.jobs and not sw.pipeline.tables.uplinks
    finally:
        for j in jobs:
            j.close()


def _toml(data: dict[str, Any]) -> str:
    """The few TOML forms a fabric config uses: tables, arrays of tables, scalars."""

    def value(v: Any) -> str:
        if isinstance(v, str):
            return f'"{v}"'
        if isinstance(v, list):
            return "[" + ", ".join(value(x) for x in v) + "]"
        return str(v)

    lines = []
    for key, item in data.items():
        for table in item if isinstance(item, list) else [item]:
            lines.append(f"[[{key}]]" if isinstance(item, list) else f"[{key}]")
            lines += [f"{key} = {value(v)}" for key, v in table.items()]
    return "\n".join(lines) + "\n"


def test_ctl_apply_installs_a_two_level_job_from_one_config(
    soft_fabric: SoftFabric, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = two_racks([("h1", 5001), ("h2", 5002), ("h3", 5003)], data=soft_fabric.data())
    for sw in data["switches"]:
        sw["grpc"] = soft_fabric.servers[sw["name"]].address
    path = tmp_path / "racks.toml"
    path.write_text(_toml(data))
    assert main(["ctl", "--config", str(path), "apply", "--push"]) == 0
    out = capsys.readouterr().out
    assert "job 7 on s0 (switch/spine)" in out and "job 7 on s2 (leaf of s0)" in out
    t = {n: s.pipeline.tables for n, s in soft_fabric.switches.items()}
    assert (t["s0"].jobs[7].num_workers, t["s1"].jobs[7].num_workers) == (2, 2)
    assert t["s1"].uplinks[7].session == t["s0"].jobs[7].session
    assert (t["s2"].uplinks[7].rank, t["s2"].uplinks[7].world_size) == (1, 3)
    assert main(["ctl", "--config", str(path), "stats"]) == 2
    assert "supports `ctl push` and `ctl apply`" in capsys.readouterr().err
