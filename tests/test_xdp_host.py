"""A host's job socket over AF_XDP (``hostlib/xdp.py``), between two namespaces.

Host A's XdpSocket sends datagrams to an echo server on host B: B's kernel takes them
(so the frames A built are valid: addresses, lengths, IPv4 checksum), echoes each, and
A receives the echoes through its AF_XDP socket; a datagram from another port of B is
dropped and counted, as a connected socket drops it; ARP and ping still reach A's
kernel past the XDP program.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hostlib.config import JobConfig
from hostlib.errors import ConfigError
from hostlib.xdp import max_frame
from p4rproto.netio import Address
from tests.netns import ns_hosts, sh
from tests.requires import VETH, requires, xdp_missing

_XDP = xdp_missing()
pytestmark = [requires(*VETH), pytest.mark.skipif(_XDP is not None, reason=_XDP or "")]

ROOT = Path(__file__).resolve().parents[1]
ECHO = """
import socket, sys
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.bind(("10.9.0.2", 7000))
s.setsockopt(socket.SOL_SOCKET, 33, 1 << 22)  # SO_RCVBUFFORCE: 40 jumbo datagrams at once
other = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); other.bind(("10.9.0.2", 7001))
print("ready", flush=True)
first = True
while True:
    data, peer = s.recvfrom(65536)
    s.sendto(data, peer)
    if first:
        other.sendto(b"not from the switch's port", peer)
        first = False
"""


@pytest.mark.parametrize("length", [100, 8900])
def test_an_xdp_socket_carries_a_connected_sockets_datagrams(length: int) -> None:
    """At 8900 bytes (MTU 9000) each frame spans three UMEM chunks, both ways."""
    mtu = 1500 if length < 1400 else 9000
    if 14 + mtu > max_frame():
        pytest.skip(f"AF_XDP carries {max_frame()}-byte frames here (multi-buffer: Linux 6.6)")
    hosts = [("02:00:00:00:09:01", "10.9.0.1"), ("02:00:00:00:09:02", "10.9.0.2")]
    with ns_hosts("p4rx", hosts) as (a, b):
        bridge = f"p4rxbr{a.name[-6:]}"
        sh("ip", "link", "add", bridge, "type", "bridge")
        try:
            for h in (a, b):
                sh("ip", "netns", "exec", h.name, "ip", "link", "set", h.intf, "mtu", str(mtu))
                sh("ip", "link", "set", h.switch_intf, "mtu", str(mtu))
                sh("ip", "link", "set", h.switch_intf, "master", bridge)
            sh("ip", "link", "set", bridge, "up")
            a_python = ("ip", "netns", "exec", a.name, sys.executable)
            echo = b.run(sys.executable, "-c", ECHO, stdout=subprocess.PIPE)
            try:
                assert echo.stdout is not None and echo.stdout.readline().startswith(b"ready")
                peer = ("-m", "tests.xdp_peer", "10.9.0.1", "10.9.0.2", "7000", "40", str(length))
                out = subprocess.run(
                    [*a_python, *peer],
                    capture_output=True,
                    text=True,
                    cwd=ROOT,
                    timeout=60,
                )
            finally:
                echo.kill()
            assert out.returncode == 0, out.stderr
            ping = subprocess.run(
                ["ip", "netns", "exec", b.name, "ping", "-c", "1", "-W", "2", "10.9.0.1"],
                capture_output=True,
            )
        finally:
            subprocess.run(["ip", "link", "del", bridge], capture_output=True)
    report = json.loads(out.stdout)
    assert report["queued"] == report["sent"] == 40 and report["send_dropped"] == 0
    assert report["receive_dropped"] == 0
    assert sorted(g[0] for g in report["got"]) == list(range(40))  # every echo, whole
    assert all(n == length and port == 7000 and same for _, n, port, same in report["got"])
    assert report["foreign"] == 1  # the datagram from port 7001
    assert "one job per interface" in report["second"]  # the queue is the first socket's
    assert report["native"] == 1
    assert ping.returncode == 0  # ICMP (and ARP) pass the XDP program to the kernel


def test_a_job_over_xdp_refuses_a_lane_naming_the_field() -> None:
    with pytest.raises(ConfigError, match=r"io.*excludes a lane"):
        JobConfig(
            job_id=1,
            rank=0,
            num_workers=2,
            switch=Address("10.0.0.254", 48879),
            local=Address("10.0.0.1", 0),
            io="xdp",
            lane=True,
        )
    with pytest.raises(ConfigError, match="io"):
        JobConfig(
            job_id=1,
            rank=0,
            num_workers=2,
            switch=Address("10.0.0.254", 48879),
            local=Address("10.0.0.1", 0),
            io="dpdk",
        )
