"""Port front end: the pipeline on raw Ethernet ports (veth in Mininet, AF_PACKET).

Like a P4 switch: ordinary frames are forwarded by the ``l2_forward`` entries (or
flooded through the flood group's ports), ARP requests for the switch's address are
answered from ``arp_responder``, and IPv4/UDP datagrams to the aggregation port run
through the same pipeline as the UDP front end.  Results leave as Ethernet frames:
multicast copies addressed by ``result_dest`` and sent out of the port that
``l2_forward`` names for their MAC, answers to a sender back out of its ingress port.
"""

from __future__ import annotations

import contextlib
import select
import socket
import struct
import threading
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from p4reduce.frames import ETH, ETHERTYPE_ARP, UdpFrame, mac_str
from p4reduce.netio import int_to_ip, ip_to_int
from p4reduce.wire import UDP_PORT, as_u8, packet_len

from .pipeline import Emitted, Pipeline

ETH_P_ALL = 0x0003
PACKET_OUTGOING = 4
ARP = struct.Struct("!HHBBH6s4s6s4s")


@dataclass(frozen=True)
class SwitchAddressing:
    """The switch's own MAC and IPv4 address, which workers send to."""

    mac: str = "02:00:00:00:00:fe"
    ip: str = "10.0.0.254"


class PortSwitch:
    """The pipeline behind raw Ethernet ports; tables come from P4Runtime writes."""

    def __init__(
        self,
        ports: dict[int, str],
        pipeline: Pipeline,
        addressing: SwitchAddressing = SwitchAddressing(),
    ) -> None:
        self.pipeline = pipeline
        self.addressing = addressing
        self.lock = threading.Lock()
        self.to_cpu: Callable[[bytes], None] | None = None
        #: Written by the P4Runtime server: MAC -> port, flood ports, ARP answers.
        self.l2: dict[int, int] = {}
        self.flood_ports: tuple[int, ...] = ()
        self.arp: dict[int, int] = {}  # IPv4 -> MAC
        self._socks: dict[int, socket.socket] = {}
        for port, intf in ports.items():
            s = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.htons(ETH_P_ALL))
            s.bind((intf, ETH_P_ALL))
            s.setblocking(False)
            self._socks[port] = s
        self._by_fd = {s.fileno(): p for p, s in self._socks.items()}
        self._poll = select.poll()
        for s in self._socks.values():
            self._poll.register(s, select.POLLIN)
        self._senders: dict[int, tuple[bytes, int]] = {}  # IPv4 -> (MAC, port) of workers
        self._stride = packet_len(pipeline.elems) + 1
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    # -- receive ------------------------------------------------------------------------
    def poll(self, timeout: float = 0.05, budget: int = 512) -> int:
        """Take up to ``budget`` frames from the ready ports and process them as a batch."""
        ready = self._poll.poll(int(timeout * 1000))
        if not ready:
            return 0
        datagrams: list[tuple[bytes, int, int]] = []
        for fd, _ in ready:
            port = self._by_fd[fd]
            sock = self._socks[port]
            while len(datagrams) < budget:
                try:
                    frame, addr = sock.recvfrom(65536)
                except BlockingIOError:
                    break
                if addr[2] != PACKET_OUTGOING:
                    self._frame(port, frame, datagrams)
        if datagrams:
            self._aggregate(datagrams)
        return len(datagrams)

    def _frame(self, port: int, frame: bytes, datagrams: list[tuple[bytes, int, int]]) -> None:
        if len(frame) < ETH.size:
            return
        dst, src, ethertype = ETH.unpack_from(frame)
        if ethertype == ETHERTYPE_ARP and self._answer_arp(port, frame):
            return
        udp = UdpFrame.decode(frame)
        if udp is not None and udp.dst_port == UDP_PORT and udp.dst_ip == self.addressing.ip:
            self._senders[ip_to_int(udp.src_ip)] = (src, port)
            datagrams.append((udp.payload, ip_to_int(udp.src_ip), udp.src_port))
            return
        self._forward(port, dst, frame)

    def _answer_arp(self, port: int, frame: bytes) -> bool:
        if len(frame) < ETH.size + ARP.size:
            return False
        htype, ptype, hlen, plen, oper, sha, spa, _, tpa = ARP.unpack_from(frame, ETH.size)
        mac = self.arp.get(int.from_bytes(tpa, "big"))
        if oper != 1 or mac is None:
            return False
        mine = mac.to_bytes(6, "big")
        reply = ETH.pack(sha, mine, ETHERTYPE_ARP) + ARP.pack(
            htype, ptype, hlen, plen, 2, mine, tpa, sha, spa
        )
        self._send(port, reply)
        return True

    def _forward(self, port: int, dst: bytes, frame: bytes) -> None:
        out = self.l2.get(int.from_bytes(dst, "big"))
        if out is not None:
            if out != port:
                self._send(out, frame)
        elif dst == b"\xff" * 6 or dst[0] & 1:
            for p in self.flood_ports:
                if p != port:
                    self._send(p, frame)

    # -- aggregate ----------------------------------------------------------------------
    def _aggregate(self, datagrams: list[tuple[bytes, int, int]]) -> None:
        n = len(datagrams)
        data = np.zeros((n, self._stride), dtype=np.uint8)
        for i, (payload, _, _) in enumerate(datagrams):
            cut = payload[: self._stride]
            data[i, : len(cut)] = np.frombuffer(cut, dtype=np.uint8)
        length = np.array([len(d[0]) for d in datagrams], dtype=np.int64)
        ip = np.array([d[1] for d in datagrams], dtype=np.uint32)
        port = np.array([d[2] for d in datagrams], dtype=np.uint16)
        with self.lock:
            out = self.pipeline.process(data, length, ip, port)
        self._emit(out)

    def inject(self, payload: bytes) -> None:
        """A datagram from the controller (packet-out)."""
        row = np.zeros((1, self._stride), dtype=np.uint8)
        row[0, : min(len(payload), self._stride)] = np.frombuffer(payload[: self._stride], np.uint8)
        with self.lock:
            out = self.pipeline.process(
                row, np.array([len(payload)]), np.zeros(1, np.uint32), np.zeros(1, np.uint16)
            )
        self._emit(out)

    def _emit(self, out: Emitted) -> None:
        rows = as_u8(out.packets)
        me = self.addressing
        dests = {(d.ip, d.udp_port): d.mac for d in self.pipeline.tables.dests.values()}
        for i in range(len(out)):
            payload = rows[i, : out.length[i]].tobytes()
            ip, udp_port = int(out.dst_ip[i]), int(out.dst_port[i])
            if ip == 0 and udp_port == 0:
                if self.to_cpu is not None:
                    self.to_cpu(payload)
                continue
            mac_int = dests.get((ip, udp_port))
            learned = self._senders.get(ip)
            if mac_int is not None:
                mac = mac_int.to_bytes(6, "big")
                egress = self.l2.get(mac_int, learned[1] if learned else None)
            elif learned is not None:
                mac, egress = learned
            else:
                continue  # nowhere to send it
            if egress is None:
                continue
            frame = UdpFrame(
                me.mac, mac_str(mac), me.ip, int_to_ip(ip), UDP_PORT, udp_port, payload
            )
            self._send(egress, frame.encode())

    def _send(self, port: int, frame: bytes) -> None:
        sock = self._socks.get(port)
        if sock is not None:
            with contextlib.suppress(OSError):  # a full queue drops, as a switch port does
                sock.send(frame)

    # -- life cycle ---------------------------------------------------------------------
    def serve_forever(self) -> None:
        while not self._stop.is_set():
            self.poll()

    def start_thread(self) -> threading.Thread:
        self._thread = threading.Thread(target=self.serve_forever, name="p4r-ports", daemon=True)
        self._thread.start()
        return self._thread

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        for s in self._socks.values():
            s.close()


def parse_ports(specs: list[str]) -> dict[int, str]:
    """``["1@s1-eth1", ...]`` -> {1: "s1-eth1"} (BMv2's -i syntax)."""
    ports = {}
    for spec in specs:
        num, sep, intf = spec.partition("@")
        if not sep or not num.isdigit() or not intf:
            raise ValueError(f"--port {spec!r}: expected NUMBER@INTERFACE")
        ports[int(num)] = intf
    return ports
