"""``p4reduce emu --topo two-rack``: leaves sum their racks, a spine sums the leaves.

Every switch of the topology is a software switch (or BMv2) on its own ports with its
own P4Runtime server and address (``topos.switch_address``).  A ``[[switches]]`` fabric
config written from the topology goes to the controller service, with one P4Runtime
client per switch: forwarding across the fabric (``controller.fabric``), then the job:
every worker joins it by name and the service installs its spine part and leaf parts
and tells each worker its leaf, its rank there and that leaf part's session.  Each
worker sends to its leaf with its rank there; the spine links' interface counters are
read around the all-reduce and around Gloo's ring on the same hosts and links.
"""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from functools import partial
from pathlib import Path
from typing import Any, TextIO

from controller.client import P4RuntimeClient, SwitchAddress
from controller.config import FabricConfig
from controller.fabric import switch_view
from controller.jobs import JobManager
from controller.placement import FabricPlacer
from controller.stats import read_stats
from hostlib.config import JobConfig

from .emu import (
    EmuConfig,
    EmuError,
    EmuNetwork,
    EmuResult,
    emulated_rtt_us,
    job_service,
    kill_leftovers,
    pipeline_for,
    run_gloo_on_hosts,
    run_workers_on_hosts,
    summary,
    worker_spec,
)
from .topos import HostInfo, SwitchLink, hosts_of, switch_address, switch_links
from .worker import WorkerSpec

#: The interface counters kept per spine link.
STATISTICS = ("tx_bytes", "rx_bytes", "tx_packets", "rx_packets")


def read_link_counters(intfs: list[str]) -> dict[str, dict[str, int]]:
    """Each interface's byte and packet counters (``/sys/class/net/*/statistics``)."""
    out = {}
    for intf in intfs:
        stats = Path("/sys/class/net") / intf / "statistics"
        out[intf] = {k: int((stats / k).read_text()) for k in STATISTICS}
    return out


def counter_delta(
    before: dict[str, dict[str, int]], after: dict[str, dict[str, int]]
) -> dict[str, dict[str, int]]:
    return {i: {name: after[i][name] - before[i][name] for name in STATISTICS} for i in after}


def fabric_dict(
    cfg: EmuConfig, links: list[SwitchLink], grpc: dict[str, str], hosts: list[HostInfo]
) -> dict[str, Any]:
    """The ``[[switches]]`` config of the topology: the spine, each leaf with its uplink,
    every host on its leaf (the job comes from the controller service)."""
    spine = links[0].spine
    common = {"target": cfg.switch, "slots": 1024, "elems_per_packet": cfg.elems}
    switches = [{"name": spine, "grpc": grpc[spine], **_addr(spine), **common}]
    for link in links:
        leaf = {"name": link.leaf, "grpc": grpc[link.leaf], **_addr(link.leaf), **common}
        leaf.update(uplink=spine, uplink_port=link.leaf_port, spine_port=link.spine_port)
        switches.append(leaf)
    return {
        "switches": switches,
        "hosts": [
            {"name": h.name, "mac": h.mac, "ip": h.ip, "port": h.port, "switch": h.switch}
            for h in hosts
        ],
        "drop": {"ingress": cfg.loss, "egress": cfg.loss},
        # The job's slot pool, unless --slots says: the service's bandwidth-delay rule
        # for the emulated links, with the round trip through both levels (twice
        # rtt_us: a worker's slot waits for its leaf and the spine; docs/service.md).
        "service": {"link_gbps": cfg.bw / 1000, "rtt_us": emulated_rtt_us(cfg)},
    }


def _addr(name: str) -> dict[str, str]:
    mac, ip = switch_address(name)
    return {"mac": mac, "ip": ip}


def _index(h: HostInfo) -> int:
    return int(h.name.lstrip("h"))


def run_two_level(cfg: EmuConfig, topo: Any, n: int, run_dir: Path, out: TextIO) -> EmuResult:
    procs: list[subprocess.Popen[bytes]] = []
    try:
        with two_level_network(cfg, topo, run_dir) as network:
            net, hosts, clients = network.net, network.hosts, network.clients
            spine_intfs = network.spine_intfs
            ranked = sorted(hosts, key=_index)  # h1, h2, ...: rank = data rank
            with job_service(clients, network.fabric, ranked, cfg.slots) as served:
                _describe(served.parts, served.configs[0].slots, out)
                seats = _seats(cfg, ranked, served.configs)
                before = read_link_counters(spine_intfs)
                seconds, exact = run_workers_on_hosts(cfg, net, seats, run_dir, procs)
                traffic = {"p4reduce": counter_delta(before, read_link_counters(spine_intfs))}
                counters = {
                    s: read_stats(c, network.managers[s].installed()).counters
                    for s, c in clients.items()
                }
            gloo = None
            if cfg.gloo:
                before = read_link_counters(spine_intfs)
                gloo = run_gloo_on_hosts(cfg, net, hosts, run_dir, procs)  # rack by rack
                traffic["gloo"] = counter_delta(before, read_link_counters(spine_intfs))
    finally:
        kill_leftovers(procs)
    limit, ring = cfg.link_limits(n)
    leaves = [link.leaf for link in switch_links(topo)]
    result = EmuResult(n, seconds, exact, gloo, limit, ring, {}, counters, traffic)
    print(summary(cfg, result), file=out, flush=True)
    print(traffic_summary(cfg, result, leaves), file=out, flush=True)
    return result


@contextmanager
def two_level_network(cfg: EmuConfig, topo: Any, run_dir: Path) -> Iterator[EmuNetwork]:
    """Leaves under a spine: Mininet started, every switch's pipeline pushed and the
    fabric's forwarding installed (no job yet); the hosts rack by rack.  Stopped when
    the block ends."""
    from mininet.link import TCLink
    from mininet.net import Mininet

    from .nodes import Bmv2Node, P4Host, SoftSwitchNode

    links = switch_links(topo)
    if len({link.spine for link in links}) != 1:
        raise EmuError("two levels: the leaves must share one spine")
    leaves = [link.leaf for link in links]

    def make_switch(name: str, **kw: Any) -> Any:
        if cfg.switch == "bmv2":  # its addresses come from the tables, K from its build
            return Bmv2Node(name, run_dir=str(run_dir), mtu=cfg.mtu, **kw)
        mac, ip = switch_address(name)
        return SoftSwitchNode(
            name,
            run_dir=str(run_dir),
            elems=cfg.elems,
            pipeline="auto",
            switch_mac=mac,
            switch_ip=ip,
            mtu=cfg.mtu,
            delay=cfg.delay,
            io=cfg.io,
            **kw,
        )

    net = Mininet(
        topo=topo,
        host=partial(P4Host, mtu=cfg.mtu),
        link=TCLink,
        controller=None,
        autoSetMacs=False,
        switch=make_switch,
    )
    try:
        net.start()
        hosts = [h for leaf in leaves for h in hosts_of(topo, leaf)]  # rack by rack
        grpc = {s.name: s.grpc_address for s in net.switches}
        fabric = FabricConfig.from_dict(fabric_dict(cfg, links, grpc, hosts), "two-rack")
        spine_intfs = [net.get(link.leaf).intfs[link.leaf_port].name for link in links]
        with ExitStack() as stack:
            p4info, device_config = pipeline_for(cfg, run_dir)
            clients = {}
            for sw in fabric.switches:
                client = P4RuntimeClient(SwitchAddress(sw.grpc, sw.device_id), timeout=20)
                clients[sw.name] = stack.enter_context(client)
                clients[sw.name].connect()
                clients[sw.name].set_pipeline(p4info, device_config)
            managers = {s: JobManager(c, switch_view(fabric, s)) for s, c in clients.items()}
            FabricPlacer(clients, fabric).coordinator.install_fabric()
            yield EmuNetwork(net, hosts, clients, managers, fabric, spine_intfs)
    finally:
        net.stop()


def _describe(parts: list[Any], slots: int, out: TextIO) -> None:
    for p in parts:
        print(
            f"  job on {p.switch_name} ({p.role}): slots {p.slot_base}..{p.slot_base + slots - 1}, "
            f"session 0x{p.session:08x} (from the controller service)",
            file=out,
            flush=True,
        )


def _seats(
    cfg: EmuConfig, hosts: list[HostInfo], configs: list[JobConfig]
) -> list[tuple[str, WorkerSpec]]:
    """Each worker (rank = data rank): its host and spec, sending to its leaf with its
    rank there and the leaf part's session, as the service told it."""
    return [
        (
            h.name,
            worker_spec(
                cfg,
                switch_ip=c.switch.ip,
                ip=h.ip,
                job_id=c.job_id,
                session=c.session,
                slots=c.slots,
                rank=c.rank,
                world=c.num_workers,
                data_rank=data_rank,
            ),
        )
        for data_rank, (h, c) in enumerate(zip(hosts, configs, strict=True))
    ]


def traffic_summary(cfg: EmuConfig, result: EmuResult, leaves: list[str]) -> str:
    """The spine links' measured traffic against the tensor's size, per link and
    direction, for p4reduce and for Gloo's ring; the leaves' partials per slot round."""
    tensor = 4 * cfg.size
    lines = []
    for what, links in result.spine_links.items():
        parts = [
            f"{intf} up {c['tx_bytes'] / 1e6:.2f} MB ({c['tx_bytes'] / tensor:.2f}x tensor, "
            f"{c['tx_packets']} pkts) down {c['rx_bytes'] / 1e6:.2f} MB "
            f"({c['rx_bytes'] / tensor:.2f}x)"
            for intf, c in links.items()
        ]
        lines.append(f"  spine links, {what}: " + "; ".join(parts))
    for leaf in leaves:
        c = result.fabric_counters[leaf]
        lines.append(
            f"  {leaf}: {c['completed']} slot rounds completed, {c['partials_sent']} partials "
            f"sent, {c['finals_received']} finals received"
        )
    return "\n".join(lines)
