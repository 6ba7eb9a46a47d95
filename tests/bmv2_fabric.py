"""A BMv2 switch on veth pairs, programmed by the controller, for the tests.

Each endpoint gets a veth pair: the switch side is a BMv2 port, the host side is
driven with raw Ethernet frames (AF_PACKET).  The controller's endpoint is the CPU
port (packet-out / packet-in).
"""

from __future__ import annotations

import select
import socket
import subprocess
import time
from collections.abc import Iterator, Mapping
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

from controller.bmv2 import Bmv2Options, Bmv2Switch
from controller.client import P4RuntimeClient, SwitchAddress
from controller.config import FabricConfig, UplinkSpec
from controller.jobs import JobManager
from p4rproto.counters import Counter
from p4rproto.frames import UdpFrame
from p4rproto.netio import free_tcp_port
from p4rproto.p4runtime.p4info import P4Schema
from p4rproto.wire import UDP_PORT
from tests.netns import TAG, ifname, quiet

ROOT = Path(__file__).resolve().parents[1]
PACKET_OUTGOING = 4


def sh(*cmd: str) -> None:
    subprocess.run(cmd, check=True, capture_output=True)


@dataclass(frozen=True)
class Endpoint:
    name: str
    port: int  #: switch port
    mac: str
    ip: str
    udp_port: int

    @property
    def intf(self) -> str:
        return ifname(f"p4v{TAG}{self.port}h")

    @property
    def switch_intf(self) -> str:
        return ifname(f"p4v{TAG}{self.port}s")


@contextmanager
def veth_pairs(endpoints: list[Endpoint]) -> Iterator[None]:
    """Create the veth pairs (offloads off, IPv6 off); delete them afterwards."""
    made = []
    try:
        for e in endpoints:
            subprocess.run(["ip", "link", "del", e.switch_intf], capture_output=True)
            sh("ip", "link", "add", e.switch_intf, "type", "veth", "peer", "name", e.intf)
            made.append(e.switch_intf)
            for intf in (e.switch_intf, e.intf):
                quiet(intf)
                sh("ip", "link", "set", intf, "up")
        yield
    finally:
        for intf in made:
            subprocess.run(["ip", "link", "del", intf], capture_output=True)


def compile_program(build: Path) -> tuple[Path, Path]:
    subprocess.run(
        ["make", "-s", "-C", str(ROOT / "p4src"), f"BUILD={build}"], check=True, capture_output=True
    )
    return build / "p4reduce.p4info.txtpb", build / "p4reduce.json"


class Bmv2Fabric:
    """A programmed BMv2 with raw access to every endpoint's wire."""

    def __init__(
        self,
        fabric: FabricConfig,
        endpoints: list[Endpoint],
        build: Path,
        log_dir: Path,
        uplinks: Mapping[int, tuple[UplinkSpec, int]] | None = None,
    ) -> None:
        """``uplinks``: leaf jobs' uplinks, job -> (its spine, the spine session)."""
        self.fabric = fabric
        self.endpoints = {e.name: e for e in endpoints}
        self._stack = ExitStack()
        self._stack.enter_context(veth_pairs(endpoints))
        p4info, json_path = compile_program(build)
        grpc_port = free_tcp_port()
        opts = Bmv2Options(
            {e.port: e.switch_intf for e in endpoints},
            grpc_port=grpc_port,
            cpu_port=fabric.switch.cpu_port,
            log_dir=log_dir,
        )
        self.switch = self._stack.enter_context(Bmv2Switch(opts))
        self.client = P4RuntimeClient(SwitchAddress(f"127.0.0.1:{grpc_port}")).connect()
        self._stack.callback(self.client.close)
        self.client.set_pipeline(P4Schema.from_file(p4info).p4info, json_path.read_bytes())
        self.jobs = JobManager(self.client, fabric)
        self.jobs.install_fabric()
        for job in fabric.jobs:
            self.jobs.add(job)
        for job_id, (up, session) in (uplinks or {}).items():
            self.jobs.set_uplink(job_id, up, session)
        self.socks: dict[str, socket.socket] = {}
        for e in endpoints:
            s = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.htons(0x0003))
            s.bind((e.intf, 0))
            s.setblocking(False)
            self.socks[e.name] = s
            self._stack.callback(s.close)

    def close(self) -> None:
        self._stack.close()

    def send_frame(self, who: str, frame: bytes) -> None:
        if who == "ctl":
            self.client.packet_out(frame, egress_port=0)
        else:
            self.socks[who].send(frame)

    def frame_from(self, who: str, payload: bytes) -> bytes:
        sw = self.fabric.switch
        if who == "ctl":
            return UdpFrame(sw.mac, sw.mac, sw.ip, sw.ip, UDP_PORT, UDP_PORT, payload).encode()
        e = self.endpoints[who]
        return UdpFrame(e.mac, sw.mac, e.ip, sw.ip, e.udp_port, UDP_PORT, payload).encode()

    def collect(
        self, settle: float, at_least: int = 0, patience: float = 2.0
    ) -> list[tuple[str, UdpFrame]]:
        """Frames from the switch at every endpoint until ``settle`` s pass in silence,
        and (up to ``patience`` s) at least ``at_least`` have come: BMv2 on a loaded
        machine can be slower than the silence, and a late answer would land in the
        next exchange."""
        got: list[tuple[str, UdpFrame]] = []
        names = {s.fileno(): n for n, s in self.socks.items()}
        start = time.monotonic()
        deadline = start + settle
        while time.monotonic() < deadline or (
            len(got) < at_least and time.monotonic() < start + patience
        ):
            ready, _, _ = select.select(list(self.socks.values()), [], [], 0.02)
            for s in ready:
                data, addr = s.recvfrom(65536)
                frame = UdpFrame.decode(data)
                if addr[2] != PACKET_OUTGOING and frame is not None and frame.src_port == UDP_PORT:
                    got.append((names[s.fileno()], frame))
                    deadline = time.monotonic() + settle
            pkt = self.client.packet_in(0.0)
            if pkt is not None:
                frame = UdpFrame.decode(pkt.payload)
                if frame is not None:
                    got.append(("ctl", frame))
                    deadline = time.monotonic() + settle
        return got

    def counters(self) -> dict[str, int]:
        totals = {c.name.lower(): 0 for c in Counter}
        for name in ("p4r_stats", "p4r_egress_stats"):
            for cell in self.client.read_counter(name):
                if cell.index < len(Counter):
                    totals[Counter(cell.index).name.lower()] += cell.packets
        return totals
