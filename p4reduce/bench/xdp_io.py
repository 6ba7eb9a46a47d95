"""A host's send and receive over AF_XDP, for ``p4reduce bench cost --io xdp``.

Two AF_XDP sockets (``hostlib/_xdp_io.c``, the job socket's C) on the ends of a veth
pair made for the run: one sends ``n`` datagrams of a K-element packet as the job's
sends do (frames built behind the resolved header, queued on the TX ring, one wake-up),
the other's XDP program takes them (IPv4/UDP to its port) and its receive copies the
payloads out, as the job's receive does.  Both run on the calling thread: the send's
time holds the kernel's transmit, the veth and the receiver's XDP program and copy into
its ring (copy mode: veth has no zero-copy; a NIC's driver with zero-copy does less),
the receive's time the copies out and the fill ring.  No loopback GRO: one frame per
datagram, as on a wire.  Needs root and AF_XDP (``tests/requires.py``'s xdp_missing).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import statistics
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from hostlib import fastpath
from hostlib.xdp import XdpUnavailable, available, frame_header, max_frame
from p4rproto.wire import packet_dtype, packet_len

_SENDER, _RECEIVER = ("10.255.0.1", 47001), ("10.255.0.2", 47002)


@contextlib.contextmanager
def _veth_pair() -> Iterator[tuple[str, str]]:
    a, b = f"p4rxb{os.getpid() % 100000}a", f"p4rxb{os.getpid() % 100000}b"
    subprocess.run(["ip", "link", "del", a], capture_output=True)
    made = subprocess.run(
        ["ip", "link", "add", a, "type", "veth", "peer", "name", b], capture_output=True
    )
    if made.returncode:
        raise XdpUnavailable(f"bench cost --io xdp: a veth pair: {made.stderr.decode().strip()}")
    try:
        for end in (a, b):  # an MTU for every frame a chunk carries
            mtu = str(max_frame() - 14)
            subprocess.run(["ip", "link", "set", end, "mtu", mtu], check=True, capture_output=True)
            subprocess.run(["ip", "link", "set", end, "up"], check=True, capture_output=True)
        yield a, b
    finally:
        subprocess.run(["ip", "link", "del", a], capture_output=True)


def _mac(intf: str) -> str:
    return Path(f"/sys/class/net/{intf}/address").read_text().strip()


def _open(lib: ctypes.CDLL, intf: str, port: int, header: bytes) -> int:
    why = ctypes.create_string_buffer(200)
    handle = lib.p4r_hx_open(intf.encode(), port, header, why, len(why))
    if not handle:
        raise XdpUnavailable(f"bench cost --io xdp on {intf}: {why.value.decode()}")
    return int(handle)


def host_io_xdp(k: int, n: int, iterations: int) -> tuple[float, float, float]:
    """Median ns of a host's queue of ``n`` packets on AF_XDP's TX ring, of the wake-up
    that sends them, and of their receive."""
    if not available():
        raise XdpUnavailable("bench cost --io xdp: the host's C kernels are not built")
    lib = fastpath._LIB
    assert lib is not None
    with _veth_pair() as (a, b):
        tx = _open(lib, a, _SENDER[1], frame_header(_mac(b), _mac(a), _SENDER, _RECEIVER))
        try:
            rx = _open(lib, b, _RECEIVER[1], frame_header(_mac(a), _mac(b), _RECEIVER, _SENDER))
            try:
                return _time(lib, tx, rx, k, n, iterations)
            finally:
                lib.p4r_hx_close(rx)
        finally:
            lib.p4r_hx_close(tx)


def _time(
    lib: ctypes.CDLL, tx: int, rx: int, k: int, n: int, iterations: int
) -> tuple[float, float, float]:
    size = packet_len(k)
    packets = np.zeros(n, dtype=packet_dtype(k))
    data = np.zeros((n, size + 1), dtype=np.uint8)
    length = np.zeros(n, dtype=np.int64)
    ips = np.zeros(n, dtype=np.uint32)
    ports = np.zeros(n, dtype=np.uint16)
    queue, kick, recv = [], [], []
    for i in range(iterations + 1):  # the first is a warm-up
        t0 = time.perf_counter_ns()
        if lib.p4r_hx_queue(tx, packets.ctypes.data, size, size, None, n) != n:
            raise RuntimeError("bench cost --io xdp: the TX ring dropped datagrams")
        tq = time.perf_counter_ns()
        lib.p4r_hx_kick(tx)
        t1 = time.perf_counter_ns()
        got, deadline = 0, time.monotonic() + 2.0
        while got < n:
            got += lib.p4r_hx_recv(
                rx,
                data[got:].ctypes.data,
                size + 1,
                length[got:].ctypes.data,
                ips[got:].ctypes.data,
                ports[got:].ctypes.data,
                n - got,
            )
            if got < n and time.monotonic() > deadline:
                counts = np.zeros(7, dtype=np.int64)
                lib.p4r_hx_stats(rx, counts.ctypes.data)
                raise RuntimeError(
                    f"bench cost --io xdp: {got} of {n} datagrams arrived (the receiving "
                    f"socket's kernel dropped {counts[6]} so far: no room in its rings)"
                )
        t2 = time.perf_counter_ns()
        if i:
            queue.append(tq - t0)
            kick.append(t1 - tq)
            recv.append(t2 - t1)
    if not (length[:n] == size).all():
        raise RuntimeError("bench cost --io xdp: a datagram arrived cut")
    return statistics.median(queue), statistics.median(kick), statistics.median(recv)
