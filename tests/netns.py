"""Worker hosts in network namespaces, wired to switch ports by veth pairs."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

#: This process's tag in the names of the interfaces and namespaces it makes: test runs
#: side by side (other worktrees on one machine) never delete each other's.
TAG = f"{os.getpid() % 100000:05d}"


def ifname(name: str) -> str:
    """``name``, checked against Linux's limit on interface names (15 characters)."""
    if len(name) > 15:
        raise ValueError(f"interface name {name!r} is longer than 15 characters")
    return name


def sh(*cmd: str) -> None:
    subprocess.run(cmd, check=True, capture_output=True)


def quiet(intf: str, where: tuple[str, ...] = ()) -> None:
    """Offloads off (a raw-socket switch sees frames as they are) and no IPv6 chatter."""
    subprocess.run(
        [
            *where,
            "ethtool",
            "-K",
            intf,
            "rx",
            "off",
            "tx",
            "off",
            "sg",
            "off",
            "gso",
            "off",
            "gro",
            "off",
        ],
        capture_output=True,
    )
    subprocess.run(
        [*where, "sysctl", "-q", "-w", f"net.ipv6.conf.{intf}.disable_ipv6=1"], capture_output=True
    )


@dataclass(frozen=True)
class NsHost:
    name: str  #: namespace name
    intf: str  #: its interface (inside the namespace)
    switch_intf: str  #: the switch-side peer (in the root namespace)
    mac: str
    ip: str

    def run(self, *cmd: str, **kw: object) -> subprocess.Popen[bytes]:
        return subprocess.Popen(["ip", "netns", "exec", self.name, *cmd], **kw)  # type: ignore[call-overload]


@contextmanager
def ns_hosts(prefix: str, hosts: list[tuple[str, str]]) -> Iterator[list[NsHost]]:
    """Namespaces ``{prefix}{TAG}{i}`` with (mac, ip/24) each, offloads off; removed after."""
    made: list[NsHost] = []
    prefix = f"{prefix}{TAG}"
    try:
        for i, (mac, ip) in enumerate(hosts):
            h = NsHost(f"{prefix}{i}", "eth0", ifname(f"{prefix}{i}s"), mac, ip)
            subprocess.run(["ip", "netns", "del", h.name], capture_output=True)
            subprocess.run(["ip", "link", "del", h.switch_intf], capture_output=True)
            sh("ip", "netns", "add", h.name)
            made.append(h)
            sh("ip", "link", "add", h.switch_intf, "type", "veth", "peer", "name", f"{prefix}{i}h")
            sh("ip", "link", "set", f"{prefix}{i}h", "netns", h.name)
            ns = ("ip", "netns", "exec", h.name)
            sh(*ns, "ip", "link", "set", f"{prefix}{i}h", "name", h.intf)
            sh(*ns, "ip", "link", "set", h.intf, "address", mac)
            sh(*ns, "ip", "addr", "add", f"{ip}/24", "dev", h.intf)
            sh(*ns, "ip", "link", "set", h.intf, "up")
            sh(*ns, "ip", "link", "set", "lo", "up")
            quiet(h.intf, ns)
            quiet(h.switch_intf)
            sh("ip", "link", "set", h.switch_intf, "up")
        yield made
    finally:
        for h in made:
            subprocess.run(["ip", "link", "del", h.switch_intf], capture_output=True)
            subprocess.run(["ip", "netns", "del", h.name], capture_output=True)


@contextmanager
def veth_pairs(names: list[tuple[str, str]]) -> Iterator[list[tuple[str, str]]]:
    """Veth pairs (a, b) in the root namespace, both ends up, offloads off: the links
    between two switches; removed after.  Yields their names, each with this process's
    TAG added."""
    made: list[str] = []
    names = [(ifname(f"{a}{TAG}"), ifname(f"{b}{TAG}")) for a, b in names]
    try:
        for a, b in names:
            subprocess.run(["ip", "link", "del", a], capture_output=True)
            sh("ip", "link", "add", a, "type", "veth", "peer", "name", b)
            made.append(a)
            for end in (a, b):
                quiet(end)
                sh("ip", "link", "set", end, "up")
        yield names
    finally:
        for a in made:
            subprocess.run(["ip", "link", "del", a], capture_output=True)
