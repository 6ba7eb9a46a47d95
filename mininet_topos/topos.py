"""Topologies: pure data, they start nothing (Mininet's division of labour).

Hosts are h1..hN with 10.0.0.i/24 and MAC 02:00:00:00:01:ii, attached to switch port i;
the switch answers as 10.0.0.254 / 02:00:00:00:00:fe.  Links get ``bw`` Mbit/s (TCLink,
htb).  Loss comes from the switch's drop simulator, not netem (which this kernel lacks).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mininet.topo import Topo


@dataclass(frozen=True)
class HostInfo:
    name: str
    ip: str
    mac: str
    switch: str
    port: int


def host_mac(i: int) -> str:
    return f"02:00:00:00:01:{i:02x}"


class RackTopo(Topo):  # type: ignore[misc]
    """N workers on one switch."""

    def build(self, workers: int = 4, bw: float | None = None) -> None:
        s1 = self.addSwitch("s1")
        for i in range(1, workers + 1):
            h = self.addHost(f"h{i}", ip=f"10.0.0.{i}/24", mac=host_mac(i))
            self.addLink(h, s1, port2=i, **({"bw": bw} if bw else {}))


#: A leaf's port towards its spine (TwoRackTopo).
UPLINK_PORT = 100


#: Racks of a leaf-spine topology: leaves s1..sR (switch_address's range).
MAX_RACKS = 3


class LeafSpineTopo(Topo):  # type: ignore[misc]
    """``racks`` leaf switches s1..sR under a spine s0, host hI behind leaf
    1 + (I-1) % R at its port (I-1)//R + 1: the layout of hierarchical aggregation (each
    leaf aggregates its rack, the spine the leaves).  Switch-to-switch links are added
    leaf first."""

    def build(self, workers: int = 4, bw: float | None = None, racks: int = 2) -> None:
        if not 2 <= racks <= MAX_RACKS:
            raise ValueError(f"leaf-spine: 2..{MAX_RACKS} racks, got {racks}")
        opts = {"bw": bw} if bw else {}
        spine = self.addSwitch("s0")
        leaves = [self.addSwitch(f"s{j}") for j in range(1, racks + 1)]
        for j, leaf in enumerate(leaves):
            self.addLink(leaf, spine, port1=UPLINK_PORT, port2=j + 1, **opts)
        for i in range(1, workers + 1):
            h = self.addHost(f"h{i}", ip=f"10.0.0.{i}/24", mac=host_mac(i))
            self.addLink(h, leaves[(i - 1) % racks], port2=(i - 1) // racks + 1, **opts)


#: Two racks: ``--topo two-rack``.
TwoRackTopo = LeafSpineTopo


def parse_leaf_spine(name: str) -> int | None:
    """The rack count of ``leaf-spine:R``, or None for another topology name."""
    kind, sep, racks = name.partition(":")
    if kind != "leaf-spine" or not sep:
        return None
    if not racks.isdigit() or not 2 <= int(racks) <= MAX_RACKS:
        raise ValueError(f"--topo {name!r}: leaf-spine:R with R racks, 2..{MAX_RACKS}")
    return int(racks)


class JsonTopo(Topo):  # type: ignore[misc]
    """A topology in the p4lang tutorials' format: ``hosts`` {name: {ip, mac}},
    ``switches`` {name: {...}}, ``links`` [[a, "s1-p1", latency?, bandwidth?], ...]."""

    def build(self, spec: dict[str, Any]) -> None:
        for name, h in spec["hosts"].items():
            self.addHost(name, ip=h["ip"], mac=h.get("mac"))
        for name in spec["switches"]:
            self.addSwitch(name)
        for link in spec["links"]:
            a, b = link[0], link[1]
            opts: dict[str, Any] = {}
            if len(link) > 3:
                opts["bw"] = link[3]
            node_a, port_a = _endpoint(a)
            node_b, port_b = _endpoint(b)
            self.addLink(node_a, node_b, port1=port_a, port2=port_b, **opts)


def _endpoint(text: str) -> tuple[str, int | None]:
    node, sep, port = text.partition("-p")
    return (node, int(port)) if sep and port.isdigit() else (text, None)


def load_json(path: Path) -> JsonTopo:
    return JsonTopo(spec=json.loads(path.read_text()))


@dataclass(frozen=True)
class SwitchLink:
    """A leaf's link to its spine: the leaf's port there and the spine's."""

    leaf: str
    leaf_port: int
    spine: str
    spine_port: int


def switch_links(topo: Topo) -> list[SwitchLink]:
    """The switch-to-switch links, as leaf -> spine (links are added leaf first)."""
    out = []
    for a, b, info in topo.links(withInfo=True):
        if topo.isSwitch(a) and topo.isSwitch(b):
            out.append(SwitchLink(info["node1"], info["port1"], info["node2"], info["port2"]))
    return sorted(out, key=lambda link: link.leaf)


def switch_address(name: str) -> tuple[str, str]:
    """(MAC, IPv4) of switch ``name`` in a fabric: sJ is 02:00:00:00:00:fJ, 10.0.0.(250+J)
    (a single switch answers as 10.0.0.254, emu.SWITCH_IP)."""
    j = int(name.lstrip("s"))
    if not 0 <= j <= 3:
        raise ValueError(f"fabric switches are s0..s3, got {name!r}")
    return f"02:00:00:00:00:f{j}", f"10.0.0.{250 + j}"


def hosts_of(topo: Topo, switch: str = "s1") -> list[HostInfo]:
    """The hosts attached to ``switch``, with their switch port."""
    out = []
    for a, b, info in topo.links(withInfo=True):
        if topo.isSwitch(a) == topo.isSwitch(b):
            continue
        host, sw = (a, b) if topo.isSwitch(b) else (b, a)
        if sw != switch:
            continue
        port = info["port2"] if b == sw else info["port1"]
        opts = topo.nodeInfo(host)
        out.append(HostInfo(host, opts["ip"].split("/")[0], opts["mac"], sw, port))
    return sorted(out, key=lambda h: h.port)


TOPOS = {"rack": RackTopo, "two-rack": TwoRackTopo}
#: Other names the command line accepts.
ALIASES = {"two-racks": "two-rack"}
