"""Port front end: the pipeline on raw Ethernet ports (veth in Mininet, AF_PACKET).

Like a P4 switch: IPv4/UDP frames to the switch's address and the aggregation port run
through the same pipeline as the UDP front end, parsed and rebuilt with array
operations a batch at a time (``recvmmsg``/``sendmmsg`` on packet sockets); every
other frame takes the slow path: ARP requests for the switch's address are answered
from ``arp_responder``, the rest is forwarded by ``l2_forward`` or flooded through the
flood group's ports.  Results leave as Ethernet frames: multicast copies addressed by
``result_dest`` out of the port ``l2_forward`` names for their MAC, answers to a
sender back out of its ingress port.

With the native pipeline the whole loop, slow path included, runs in C without the GIL
(``softswitch/_native_ports.c``); this module's Python loop is its reference, and
``tests/test_ports.py`` checks that both put the same frames on the wire.
"""

from __future__ import annotations

import contextlib
import errno
import select
import socket
import struct
import time
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from p4rproto.frames import DEFAULT_MTU, ETH, ETHERTYPE_ARP, check_mtu, mac_bytes
from p4rproto.netio import BatchSocket, ip_to_int
from p4rproto.wire import UDP_PORT, as_u8, packet_len

from .frontend import IDLE_MS, FrontEnd
from .native import AnyPipeline, NativePipeline, NativeUnavailable, io_available, xsk_max_frame
from .pipeline import Emitted

ETH_P_ALL = 0x0003
SOL_PACKET = 263
PACKET_IGNORE_OUTGOING = 23
ARP = struct.Struct("!HHBBH6s4s6s4s")
HDR = 14 + 20 + 8  # Ethernet + IPv4 (no options) + UDP
#: Bytes a port's receive buffer holds per frame at least: an Ethernet frame at
#: DEFAULT_MTU, with slack.
MTU_FRAME = 1600
#: The native loop's route columns: IPv4, UDP port, MAC, port.
_ROUTE_TYPES = (np.uint32, np.uint16, np.uint64, np.int32)
U8 = npt.NDArray[np.uint8]
_Index = npt.NDArray[np.intp]


@dataclass(frozen=True)
class SwitchAddressing:
    """The switch's own MAC and IPv4 address, which workers send to."""

    mac: str = "02:00:00:00:00:fe"
    ip: str = "10.0.0.254"


def _be16(a: U8) -> npt.NDArray[np.int64]:
    return (a[:, 0].astype(np.int64) << 8) | a[:, 1]


def _be32(a: U8) -> npt.NDArray[np.uint32]:
    return np.ascontiguousarray(a).view(">u4").ravel().astype(np.uint32)


class PortSwitch(FrontEnd):
    """The pipeline behind raw Ethernet ports; tables come from P4Runtime writes.

    ``native_io``: run the native loop (default: when the pipeline is native).  ``mtu``:
    the links' MTU: frames up to the Ethernet header and ``mtu`` bytes are taken whole
    (jumbo frames need it raised); longer ones are cut there.  ``delays_us``: a port's
    frames leave that many microseconds after they were sent (its links' propagation
    delay, held by the switch where the kernel has no netem; the native loop only).
    ``io``: ``socket`` (packet sockets, the reference) or ``xdp`` (an AF_XDP socket on each
    port's queue 0 and an XDP program that hands it every frame: kernel bypass, the
    native loop only).  ``rates_mbit``: a port's link rate, paced by the switch: an AF_XDP
    port's frames pass the interface's queueing discipline, so tc does not limit them."""

    def __init__(
        self,
        ports: dict[int, str],
        pipeline: AnyPipeline,
        addressing: SwitchAddressing = SwitchAddressing(),
        batch: int = 256,
        *,
        native_io: bool | None = None,
        mtu: int = DEFAULT_MTU,
        delays_us: dict[int, float] | None = None,
        io: str = "socket",
        rates_mbit: dict[int, float] | None = None,
    ) -> None:
        check_mtu(mtu, "PortSwitch mtu")
        delays = check_delays(delays_us or {}, ports)
        rates = check_rates(rates_mbit or {}, ports)
        if io not in PORT_IO:
            raise ValueError(f"io {io!r}: expected one of {', '.join(PORT_IO)}")
        super().__init__(pipeline, packet_len(pipeline.elems) + 1)
        #: bytes of a received frame's buffer
        self.frame = max(MTU_FRAME, ETH.size + mtu)
        native = isinstance(pipeline, NativePipeline) and io_available()
        if native_io and not native:
            raise NativeUnavailable("the native I/O loop needs the native pipeline on Linux")
        self._core: Any = None
        if isinstance(pipeline, NativePipeline) and native and native_io is not False:
            self._core = pipeline.core
        if any(delays.values()) and self._core is None:
            raise NativeUnavailable("port delays need the native I/O loop (--pipeline native)")
        if any(rates.values()) and self._core is None:
            raise NativeUnavailable("port rates need the native I/O loop (--pipeline native)")
        if io == "xdp" and self._core is None:
            raise NativeUnavailable("--io xdp needs the native I/O loop (--pipeline native)")
        if io == "xdp" and ETH.size + mtu > xsk_max_frame():
            raise ValueError(
                f"--io xdp: --mtu {mtu} makes {ETH.size + mtu}-byte frames; an AF_XDP port "
                f"carries up to {xsk_max_frame()} (a frame per 4 KB chunk: jumbo frames need "
                "AF_XDP's multi-buffer mode, Linux 6.6)"
            )
        self.io = io
        self._routes_version = -1  # the tables' version the native loop's routes are of
        self.addressing = addressing
        self._l2: dict[int, int] = {}
        self._flood_ports: tuple[int, ...] = ()
        self._arp: dict[int, int] = {}
        self._ports: dict[int, BatchSocket] = {}
        for port, intf in ports.items() if io == "socket" else ():
            # Protocol 0: no frames until bind() names the port's interface (a socket
            # made for ETH_P_ALL takes every interface's frames until then, loopback's too).
            s = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, 0)
            with contextlib.suppress(OSError):  # Linux >= 4.20; else we see our own frames
                s.setsockopt(SOL_PACKET, PACKET_IGNORE_OUTGOING, 1)
            for force, plain in ((33, socket.SO_RCVBUF), (32, socket.SO_SNDBUF)):  # *BUFFORCE
                try:
                    s.setsockopt(socket.SOL_SOCKET, force, 16 << 20)
                except OSError:
                    s.setsockopt(socket.SOL_SOCKET, plain, 16 << 20)
            s.bind((intf, ETH_P_ALL))
            s.setblocking(False)
            self._ports[port] = BatchSocket(s, batch=batch, stride=self.frame, offload=False)
        self._by_fd = {b.fileno(): p for p, b in self._ports.items()}
        self._poll = select.poll()
        for b in self._ports.values():
            self._poll.register(b.fileno(), select.POLLIN)
        self._ip = ip_to_int(addressing.ip)
        self._mac = np.frombuffer(mac_bytes(addressing.mac), dtype=np.uint8)
        self._senders: dict[int, tuple[bytes, int]] = {}  # IPv4 -> (MAC, port) of workers
        #: serve_ports' fixed arguments: fds, port numbers, IPv4, MAC, UDP port, batch,
        #: frame buffer bytes
        fds = (
            [b.fileno() for b in self._ports.values()]
            if io == "socket"
            else open_xdp(self._core, list(ports.values()))
        )
        self._serve_args = (
            fds,
            list(ports),
            self._ip,
            self._mac.tobytes(),
            UDP_PORT,
            batch,
            self.frame,
        )
        #: each port's delay in ns and rate in bit/s, in the order of the fds (None: none)
        self._delays_ns = (
            [round(delays.get(p, 0.0) * 1000) for p in ports] if any(delays.values()) else None
        )
        self._rates_bps = [rates.get(p, 0.0) * 1e6 for p in ports] if any(rates.values()) else None

    # -- forwarding state, written by the P4Runtime server ---------------------------------
    @property
    def native_io(self) -> bool:
        """Whether the native loop moves the frames."""
        return self._core is not None

    @property
    def l2(self) -> dict[int, int]:
        """l2_forward: MAC -> port."""
        return self._l2

    @l2.setter
    def l2(self, value: dict[int, int]) -> None:
        self._l2 = dict(value)
        self._push_forwarding()

    @property
    def flood_ports(self) -> tuple[int, ...]:
        """The flood group's ports."""
        return self._flood_ports

    @flood_ports.setter
    def flood_ports(self, value: tuple[int, ...]) -> None:
        self._flood_ports = tuple(value)
        self._push_forwarding()

    @property
    def arp(self) -> dict[int, int]:
        """arp_responder: IPv4 -> MAC."""
        return self._arp

    @arp.setter
    def arp(self, value: dict[int, int]) -> None:
        self._arp = dict(value)
        self._push_forwarding()

    def _push_forwarding(self) -> None:
        """Hand the native loop the forwarding tables and the routes of result_dest's
        entries (MAC, and port by l2_forward or -1: where the IPv4 was learned)."""
        if self._core is None:
            return
        self._routes_version = self._core.tables_version()
        tables = self.pipeline.tables
        # (IPv4, UDP port, MAC, port): uplinks first (port -2: nowhere), then result_dest
        # (port -1: where the IPv4 was learned), in PortSwitch._where's order.
        routes = [
            (u.ip, u.udp_port, u.mac, u.port or self._l2.get(u.mac, -2))
            for u in list(tables.uplinks.values())
        ] + [
            (d.ip, d.udp_port, d.mac, self._l2.get(d.mac, -1)) for d in list(tables.dests.values())
        ]
        columns = list(zip(*routes, strict=True)) or [(), (), (), ()]
        l2 = list(self._l2.items())
        arp = list(self._arp.items())
        self._core.set_forwarding(
            np.array([m for m, _ in l2], dtype=np.uint64),
            np.array([p for _, p in l2], dtype=np.int32),
            np.array(self._flood_ports, dtype=np.int32),
            np.array([ip for ip, _ in arp], dtype=np.uint32),
            np.array([m for _, m in arp], dtype=np.uint64),
            *(np.array(c, dtype=t) for c, t in zip(columns, _ROUTE_TYPES, strict=True)),
        )

    # -- the native loop ------------------------------------------------------------------
    def serve_forever(self) -> None:
        if self._core is None:
            super().serve_forever()
            return
        while not self._stop.is_set():
            self._serve_native(IDLE_MS, 0)

    def stop(self) -> None:
        super().stop()
        if self._core is not None:
            self._core.interrupt()

    def _serve_native(self, timeout_ms: int, max_batches: int) -> int:
        """Serve in C until idle, a CPU-port packet or a table change; then catch up."""
        if self._core.tables_version() != self._routes_version:
            self._push_forwarding()
        n: int = self._core.serve_ports(
            *self._serve_args,
            self._routes_version,
            timeout_ms,
            max_batches,
            self._delays_ns,
            self._rates_bps,
        )
        for packet in self._core.take_cpu():
            if self.to_cpu is not None:
                self.to_cpu(packet)
        return n

    def xdp_stats(self) -> list[dict[str, Any]]:
        """Each AF_XDP port's mode and frames (``io="xdp"``), else []."""
        return list(self._core.xdp_stats()) if self.io == "xdp" else []

    # -- receive ------------------------------------------------------------------------
    def poll(self, timeout: float = 0.05, coalesce: float = 0.0) -> int:
        """Drain every ready port and run the aggregation frames as one batch.

        After the first frame arrives, wait ``coalesce`` seconds so that a batch holds
        more than a trickle: the pipeline's cost is mostly per call, not per packet.
        """
        if self._core is not None:
            return self._serve_native(max(0, int(timeout * 1000)), 1)
        ready = self._poll.poll(int(timeout * 1000))
        if not ready:
            return 0
        if coalesce:
            time.sleep(coalesce)
            ready = self._poll.poll(0)
        payloads: list[Any] = []
        lengths: list[Any] = []
        ips: list[Any] = []
        udp_ports: list[Any] = []
        total = 0
        for fd, _ in ready:  # only the ports with frames: one syscall each
            port = self._by_fd[fd]
            sock = self._ports[port]
            n = sock.recv(0.0)
            if not n:
                continue
            total += n
            found = self._parse(port, sock.data[:n], sock.length[:n])
            if found is not None:
                for acc, part in zip((payloads, lengths, ips, udp_ports), found, strict=True):
                    acc.append(part)
        if payloads:
            with self.lock:
                out = self.pipeline.process(
                    np.concatenate(payloads),
                    np.concatenate(lengths),
                    np.concatenate(ips),
                    np.concatenate(udp_ports),
                )
            self._emit(out)
        return total

    def _parse(
        self, port: int, frames: U8, length: npt.NDArray[np.int64]
    ) -> tuple[Any, ...] | None:
        """Split a port's batch: aggregation datagrams out, the rest to the slow path."""
        ok = length >= HDR
        ours = ok & (_be16(frames[:, 12:14]) == 0x0800) & (frames[:, 14] == 0x45)
        ours &= (frames[:, 23] == 17) & (_be16(frames[:, 36:38]) == UDP_PORT)
        ours &= _be32(frames[:, 30:34]) == self._ip
        for i in np.flatnonzero(~ours):  # ARP and ordinary traffic: frame by frame
            self._slow(port, frames[i, : length[i]].tobytes())
        agg = np.flatnonzero(ours)
        if not len(agg):
            return None
        f = frames[agg]
        udp_len = np.maximum(np.minimum(_be16(f[:, 38:40]) - 8, length[agg] - HDR), 0)
        src_ip = _be32(f[:, 26:30])
        src_port = _be16(f[:, 34:36]).astype(np.uint16)
        senders, first = np.unique(src_ip, return_index=True)  # learn where workers are
        for sender, j in zip(senders.tolist(), first.tolist(), strict=True):
            self._senders[sender] = (f[j, 6:12].tobytes(), port)
        width = min(self.stride, self.frame - HDR)
        payload = np.zeros((len(agg), self.stride), dtype=np.uint8)
        payload[:, :width] = f[:, HDR : HDR + width]
        return payload, udp_len, src_ip, src_port

    def _slow(self, port: int, frame: bytes) -> None:
        dst = frame[:6]
        if _be_ethertype(frame) == ETHERTYPE_ARP and self._answer_arp(port, frame):
            return
        out = self.l2.get(int.from_bytes(dst, "big"))
        if out is not None:
            if out != port:
                self._send_one(out, frame)
        elif dst[0] & 1:  # broadcast or multicast: flood
            for p in self.flood_ports:
                if p != port:
                    self._send_one(p, frame)

    def _answer_arp(self, port: int, frame: bytes) -> bool:
        if len(frame) < ETH.size + ARP.size:
            return False
        htype, ptype, hlen, plen, oper, sha, spa, _, tpa = ARP.unpack_from(frame, ETH.size)
        mac = self.arp.get(int.from_bytes(tpa, "big"))
        if oper != 1 or mac is None:
            return False
        mine = mac.to_bytes(6, "big")
        eth = ETH.pack(sha, mine, ETHERTYPE_ARP)
        self._send_one(port, eth + ARP.pack(htype, ptype, hlen, plen, 2, mine, tpa, sha, spa))
        return True

    # -- send ---------------------------------------------------------------------------
    def _emit(self, out: Emitted) -> None:
        """Wrap the pipeline's output in Ethernet/IPv4/UDP, a batch per egress port."""
        if not len(out):
            return
        rows = as_u8(out.packets)
        cpu = (out.dst_ip == 0) & (out.dst_port == 0)
        for i in np.flatnonzero(cpu):
            if self.to_cpu is not None:
                self.to_cpu(rows[i, : out.length[i]].tobytes())
        routed = self._route(out, np.flatnonzero(~cpu))
        if routed is None:
            return
        idx, macs, ports = routed
        size = out.length[idx]
        frames = self._frames(out, rows, idx, macs)
        for port in np.unique(ports):
            which = np.flatnonzero(ports == port)
            self._ports[int(port)].send(frames, which, HDR + size[which])

    def _route(
        self, out: Emitted, out_idx: _Index
    ) -> tuple[_Index, U8, npt.NDArray[np.int64]] | None:
        """The packets among ``out_idx`` whose destination is known, with each one's MAC
        and egress port (None: none known).  Looked up per destination (a handful: the
        workers), not per packet."""
        key = out.dst_ip[out_idx].astype(np.uint64) << np.uint64(16) | out.dst_port[out_idx]
        uniq, inverse = np.unique(key, return_inverse=True)
        where = [self._where(int(key) >> 16, int(key) & 0xFFFF) for key in uniq.tolist()]
        known = np.array([w is not None for w in where], dtype=bool)
        if not known.any():
            return None
        mac_of = np.zeros((len(uniq), 6), dtype=np.uint8)
        port_of = np.zeros(len(uniq), dtype=np.int64)
        for dest_index, found in enumerate(where):
            if found is not None:
                mac_of[dest_index] = np.frombuffer(found[0], dtype=np.uint8)
                port_of[dest_index] = found[1]
        dest = inverse[known[inverse]]
        return out_idx[known[inverse]], mac_of[dest], port_of[dest]

    def _frames(self, out: Emitted, rows: U8, idx: _Index, macs: U8) -> U8:
        """Ethernet/IPv4/UDP frames from this switch to ``macs``, around the payload
        rows ``idx`` of the pipeline's output (the UDP destination: each packet's)."""
        size = out.length[idx]
        frames = np.zeros((len(idx), HDR + rows.shape[1]), dtype=np.uint8)
        frames[:, 0:6] = macs
        frames[:, 6:12] = self._mac
        frames[:, 12:14] = (0x08, 0x00)
        iph = frames[:, 14:34]
        iph[:, 0] = 0x45
        iph[:, 2:4] = _u16_bytes(20 + 8 + size)
        iph[:, 6] = 0x40  # don't fragment
        iph[:, 8] = 64
        iph[:, 9] = 17
        iph[:, 12:16] = np.frombuffer(self._ip.to_bytes(4, "big"), dtype=np.uint8)
        iph[:, 16:20] = (
            np.ascontiguousarray(out.dst_ip[idx].astype(">u4")).view(np.uint8).reshape(-1, 4)
        )
        iph[:, 10:12] = _u16_bytes(_ipv4_checksum(iph))
        udp = frames[:, 34:42]
        udp[:, 0:2] = _u16_bytes(np.full(len(idx), UDP_PORT))
        udp[:, 2:4] = _u16_bytes(out.dst_port[idx].astype(np.int64))
        udp[:, 4:6] = _u16_bytes(8 + size)
        frames[:, HDR:] = rows[idx]
        return frames

    def _where(self, ip: int, udp_port: int) -> tuple[bytes, int] | None:
        """The MAC and egress port of a destination: a leaf job's spine from the uplinks
        table (its MAC and port), a worker by the result_dest table's MAC through the L2
        table (or where that host was last seen), else what was learned.  A result_dest
        entry without a MAC (0: a job installed through the Python API) takes the
        learned one."""
        learned = self._learned(ip)
        for up in self.pipeline.tables.uplinks.values():  # a leaf's partials to its spine
            if up.ip == ip and up.udp_port == udp_port:
                port = up.port or self.l2.get(up.mac)
                if port is None or port not in self._ports:
                    return None
                return up.mac.to_bytes(6, "big"), port
        for d in self.pipeline.tables.dests.values():
            if d.ip == ip and d.udp_port == udp_port:
                port = self.l2.get(d.mac, learned[1] if learned else None)
                mac = d.mac.to_bytes(6, "big") if d.mac or not learned else learned[0]
                return (mac, port) if port is not None and port in self._ports else None
        if learned is not None and learned[1] in self._ports:
            return learned
        return None

    def _learned(self, ip: int) -> tuple[bytes, int] | None:
        """Where the sender ``ip`` was last seen: (MAC, port)."""
        if self._core is None:
            return self._senders.get(ip)
        seen = self._core.learned(ip)
        return None if seen is None else (int(seen[0]).to_bytes(6, "big"), int(seen[1]))

    def _send_one(self, port: int, frame: bytes) -> None:
        sock = self._ports.get(port)
        if sock is not None:
            with contextlib.suppress(OSError):  # a full queue drops, as a switch port does
                sock.sock.send(frame)

    def _release(self) -> None:
        for b in self._ports.values():
            b.close()
        if self.io == "xdp":
            self._core.close_xdp()  # the sockets closed, their XDP programs detached


def _be_ethertype(frame: bytes) -> int:
    return int.from_bytes(frame[12:14], "big") if len(frame) >= 14 else 0


def _ipv4_checksum(headers: U8) -> npt.NDArray[np.int64]:
    """Each 20-byte IPv4 header's checksum (its checksum field zero): the ones'
    complement of the ones'-complement sum of its 16-bit words."""
    words = headers.reshape(len(headers), 10, 2).astype(np.int64)
    total = (words[:, :, 0] << 8 | words[:, :, 1]).sum(axis=1)
    total = (total & 0xFFFF) + (total >> 16)
    total = (total & 0xFFFF) + (total >> 16)
    checksum: npt.NDArray[np.int64] = ~total & 0xFFFF
    return checksum


def _u16_bytes(values: npt.NDArray[np.integer]) -> U8:
    return np.ascontiguousarray(np.asarray(values).astype(">u2")).view(np.uint8).reshape(-1, 2)


#: The longest delay a port takes, microseconds (a link across the world and back).
MAX_DELAY_US = 1_000_000.0


def check_delays(delays_us: dict[int, float], ports: dict[int, str]) -> dict[int, float]:
    """``delays_us`` if each names a port and lies in [0, MAX_DELAY_US], else ValueError."""
    for port, us in delays_us.items():
        if port not in ports:
            raise ValueError(f"delay for port {port}: no such port (ports {sorted(ports)})")
        if not 0.0 <= us <= MAX_DELAY_US:
            raise ValueError(f"delay for port {port}: {us} us is outside 0..{MAX_DELAY_US:g}")
    return delays_us


#: The port I/O a PortSwitch takes: packet sockets (the reference) or AF_XDP.
PORT_IO = ("socket", "xdp")
#: The fastest link a port paces, Mbit/s (the C loop takes up to 1e12 bit/s).
MAX_RATE_MBIT = 1_000_000.0


def check_rates(rates_mbit: dict[int, float], ports: dict[int, str]) -> dict[int, float]:
    """``rates_mbit`` if each names a port and lies in [0, MAX_RATE_MBIT], else ValueError."""
    for port, mbit in rates_mbit.items():
        if port not in ports:
            raise ValueError(f"rate for port {port}: no such port (ports {sorted(ports)})")
        if not 0.0 <= mbit <= MAX_RATE_MBIT:
            raise ValueError(f"rate for port {port}: {mbit} Mbit/s is outside 0..{MAX_RATE_MBIT:g}")
    return rates_mbit


def open_xdp(core: Any, interfaces: list[str]) -> list[int]:
    """AF_XDP sockets on ``interfaces`` (with their XDP program) from the native core."""
    try:
        fds: list[int] = core.open_xdp(interfaces)
    except OSError as e:
        need = (
            " (AF_XDP needs CAP_NET_ADMIN and CAP_BPF: run as root)"
            if e.errno in (errno.EPERM, errno.EACCES)
            else ""
        )
        raise NativeUnavailable(f"--io xdp: {e.strerror}{need}") from e
    return fds


def _per_port(
    specs: list[str], every: float, ports: dict[int, str], option: str, unit: str
) -> dict[int, float]:
    """Each port's value: ``every``, unless ``["N=VALUE", ...]`` (``option``'s) says otherwise."""
    values = dict.fromkeys(ports, every)
    for spec in specs:
        num, sep, value = spec.partition("=")
        try:
            values[int(num)] = float(value)
        except ValueError:
            sep = ""
        if not sep or int(num) not in ports:
            raise ValueError(f"{option} {spec!r}: expected PORT={unit} for a --port")
    return values


def parse_port_rates(specs: list[str], every: float, ports: dict[int, str]) -> dict[int, float]:
    """Each port's rate: ``every`` Mbit/s, unless ``["N=MBIT", ...]`` says otherwise."""
    return check_rates(_per_port(specs, every, ports, "--port-rate", "MBIT"), ports)


def parse_port_delays(specs: list[str], every: float, ports: dict[int, str]) -> dict[int, float]:
    """Each port's delay: ``every`` microseconds, unless ``["N=US", ...]`` says otherwise."""
    return check_delays(_per_port(specs, every, ports, "--port-delay", "MICROSECONDS"), ports)


def parse_ports(specs: list[str]) -> dict[int, str]:
    """``["1@s1-eth1", ...]`` -> {1: "s1-eth1"} (BMv2's -i syntax)."""
    ports = {}
    for spec in specs:
        num, sep, intf = spec.partition("@")
        if not sep or not num.isdigit() or not intf:
            raise ValueError(f"--port {spec!r}: expected NUMBER@INTERFACE")
        ports[int(num)] = intf
    return ports
