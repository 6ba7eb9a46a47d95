"""A job's socket over AF_XDP (``JobConfig.io = "xdp"``): kernel bypass for its datagrams.

:class:`XdpSocket` is a :class:`~p4rproto.netio.BatchSocket` whose datagrams go through
an AF_XDP socket on the interface that reaches the switch (``hostlib/_xdp_io.c``, over
``p4rproto/include/p4r_xsk.h``): an XDP program hands it the IPv4/UDP frames to the job's
port and passes everything else to the kernel; sends leave as the frames the kernel
would build (the same MACs, addresses, ports).  The UDP socket stays bound and connected
(the port stays the job's; the switch's MAC is learned through it), so the numpy loop,
the agreement and the session code run unchanged on :meth:`recv` and :meth:`send`, and
the C transfer loop takes the socket's handle.

One AF_XDP socket holds an interface's receive queue: one job per interface.  A frame
sent this way passes the interface's queueing discipline (tc), as on a NIC's own
transmit ring; the emulation paces such links at the switch (``softswitch/ports.py``).
"""

from __future__ import annotations

import contextlib
import ctypes
import select
import socket
import subprocess
import time
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from p4rproto.frames import mac_bytes
from p4rproto.netio import BatchSocket

from . import fastpath
from .errors import HostlibError

#: How long :func:`resolve_route` waits for the switch's ARP answer.
ARP_WAIT_S = 2.0
#: The discard port: the datagram that makes the kernel resolve the switch's MAC goes there.
DISCARD_PORT = 9


class XdpUnavailable(HostlibError):
    """AF_XDP cannot carry this job's datagrams here (no rights, no kernel support, no
    route); the message says which."""


def available() -> bool:
    """Whether the AF_XDP socket is built (Linux, with the C kernels)."""
    lib = fastpath._LIB
    return lib is not None and hasattr(lib, "p4r_hx_open")


def max_frame() -> int:
    """The longest Ethernet frame an AF_XDP socket carries on this kernel (``p4r_xsk.h``:
    any MTU the project takes over several chunks from Linux 6.6, one page less the
    kernel's headroom before), 0 where it is not built."""
    return int(fastpath._LIB.p4r_hx_max_frame()) if available() else 0  # type: ignore[union-attr]


def check_frame(frame_bytes: int, what: str) -> None:
    """XdpUnavailable naming ``what`` unless a frame of ``frame_bytes`` fits."""
    if frame_bytes > max_frame():
        raise XdpUnavailable(
            f"{what} makes {frame_bytes:,}-byte frames; AF_XDP carries up to {max_frame():,} "
            "(a frame per 4 KB chunk: jumbo frames need AF_XDP's multi-buffer mode, Linux 6.6)"
        )


def _neighbour(ip: str, dev: str) -> str | None:
    for line in Path("/proc/net/arp").read_text().splitlines()[1:]:
        f = line.split()
        if len(f) >= 6 and f[0] == ip and f[5] == dev and f[3] != "00:00:00:00:00:00":
            return f[3]
    return None


def resolve_route(local_ip: str, peer_ip: str) -> tuple[str, str, str]:
    """(interface, this host's MAC there, the next hop's MAC) towards ``peer_ip``.  The
    next hop's MAC comes from the kernel's neighbour table, after a datagram to the
    peer's discard port made the kernel ask for it."""
    try:
        out = subprocess.run(
            ["ip", "-o", "route", "get", peer_ip, "from", local_ip],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
    except (OSError, subprocess.CalledProcessError) as exc:
        raise XdpUnavailable(f"--io xdp: no route to the switch {peer_ip}: {exc}") from exc
    dev = out[out.index("dev") + 1] if "dev" in out else ""
    hop = out[out.index("via") + 1] if "via" in out else peer_ip
    if not dev:
        raise XdpUnavailable(f"--io xdp: no interface reaches the switch {peer_ip}")
    mac = Path(f"/sys/class/net/{dev}/address").read_text().strip()
    deadline = time.monotonic() + ARP_WAIT_S
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        while (hop_mac := _neighbour(hop, dev)) is None:
            if time.monotonic() > deadline:
                raise XdpUnavailable(f"--io xdp: {hop} did not answer ARP on {dev}")
            with contextlib.suppress(OSError):
                probe.sendto(b"", (hop, DISCARD_PORT))
            time.sleep(0.02)
    return dev, mac, hop_mac


def frame_header(
    dst_mac: str, src_mac: str, local: tuple[str, int], peer: tuple[str, int]
) -> bytes:
    """The 42 bytes before a datagram to the switch: Ethernet, IPv4 (don't fragment, TTL
    64; lengths and checksum set per send), UDP (checksum 0)."""
    ip = bytearray(20)
    ip[0], ip[6], ip[8], ip[9] = 0x45, 0x40, 64, 17
    ip[12:16], ip[16:20] = socket.inet_aton(local[0]), socket.inet_aton(peer[0])
    udp = local[1].to_bytes(2, "big") + peer[1].to_bytes(2, "big") + bytes(4)
    return mac_bytes(dst_mac) + mac_bytes(src_mac) + b"\x08\x00" + bytes(ip) + udp


class XdpSocket(BatchSocket):
    """A connected UDP socket's datagrams over AF_XDP (see the module's docstring)."""

    def __init__(self, sock: socket.socket, *, batch: int, stride: int) -> None:
        if not available():
            raise XdpUnavailable("--io xdp: the host's C kernels are not built (Linux)")
        check_frame(14 + 28 + stride - 1, "--io xdp: the job's K")  # (stride: a packet + 1)
        super().__init__(sock, batch=batch, stride=stride, batched=True, offload=False)
        self._lib: Any = fastpath._LIB
        self.handle = 0
        self.interface = ""
        self._counts = np.zeros(7, dtype=np.int64)
        self.retarget()

    def retarget(self) -> None:
        """Send to the UDP socket's peer (after ``connect``): the AF_XDP socket opened on
        the interface that reaches it, or its frames' header changed (the handle stays:
        the C loop holds it)."""
        local, peer = self.sock.getsockname(), self.sock.getpeername()
        if local[0] == "0.0.0.0":
            raise XdpUnavailable("--io xdp: bind the job to this host's address (JobConfig.local)")
        dev, mac, hop_mac = resolve_route(local[0], peer[0])
        header = frame_header(hop_mac, mac, local, peer)
        if self.handle:
            if dev != self.interface:
                raise XdpUnavailable(f"--io xdp: the switch moved from {self.interface} to {dev}")
            self._lib.p4r_hx_set_header(self.handle, header)
            return
        why = ctypes.create_string_buffer(200)
        handle = self._lib.p4r_hx_open(dev.encode(), local[1], header, why, len(why))
        if not handle:
            reason = why.value.decode(errors="replace")
            if "Operation not permitted" in reason:
                reason += " (AF_XDP needs CAP_NET_ADMIN and CAP_BPF: run as root)"
            elif "bind: Device or resource busy" in reason:
                reason += (
                    f" (another AF_XDP socket holds {dev}'s queue: one job per interface; "
                    "a second job there, of this process or another, needs io='socket')"
                )
            raise XdpUnavailable(f"--io xdp on {dev}: {reason}")
        self.handle, self.interface = int(handle), dev
        self._fd = int(self._lib.p4r_hx_fd(self.handle))
        self._poll = select.poll()
        self._poll.register(self._fd, select.POLLIN)

    def _close_xsk(self) -> None:
        if self.handle:
            self._lib.p4r_hx_close(self.handle)
            self.handle = 0

    def close(self) -> None:
        self._close_xsk()
        super().close()

    def stats(self) -> dict[str, int]:
        """Frames received, sent, dropped on send (ring full), foreign (not from the
        switch), whether XDP runs in the driver and the socket is zero-copy, and frames the
        kernel dropped on their way in (no room in the rings: ``receive_dropped``)."""
        if self.handle:
            self._lib.p4r_hx_stats(self.handle, self._counts.ctypes.data)
        names = (
            "received",
            "sent",
            "send_dropped",
            "foreign",
            "native",
            "zerocopy",
            "receive_dropped",
        )
        return dict(zip(names, (int(v) for v in self._counts), strict=True))

    def recv(self, timeout: float | None = 0.0) -> int:
        if timeout != 0.0 and not self.wait_readable(timeout):
            return 0
        n = self._lib.p4r_hx_recv(
            self.handle,
            self.data.ctypes.data,
            self.stride,
            self.length.ctypes.data,
            self.src_ip.ctypes.data,
            self.src_port.ctypes.data,
            self.batch,
        )
        return int(n)

    def send(
        self,
        buf: npt.NDArray[Any],
        rows: Any = None,
        length: Any = None,
        ip: Any = None,
        port: Any = None,
    ) -> int:
        """Rows of ``buf`` (all, or ``rows``) as datagrams of the row size or ``length``
        (one length for all) to the switch; ``ip``/``port`` must be None (connected)."""
        if not buf.flags.c_contiguous:
            raise ValueError("send() needs a C-contiguous buffer")
        if (
            ip is not None
            or port is not None
            or not (length is None or isinstance(length, int | np.integer))
        ):
            raise ValueError("XdpSocket.send: datagrams of one length to the connected switch")
        stride = buf.strides[0]
        size = stride if length is None else int(length)
        idx = None if rows is None else np.ascontiguousarray(rows, dtype=np.int64)
        count = len(buf) if idx is None else len(idx)
        where = None if idx is None else idx.ctypes.data
        return int(self._lib.p4r_hx_send(self.handle, buf.ctypes.data, stride, size, where, count))
