"""A host's send and receive over AF_XDP, for ``p4reduce bench cost --io xdp``.

Two AF_XDP sockets (``hostlib/_xdp_io.c``, the job socket's C) on the ends of a veth
pair made for the run: one sends ``n`` datagrams of a K-element packet, the other's XDP
program takes them (IPv4/UDP to its port).  Two ways, each timed in its parts:

* **copies** (what the socket's ``send`` and ``recv`` do, for Python's callers): the
  packets' rows copied into frames behind the resolved header and queued on the TX ring;
  the wake-up that sends them; their payloads copied out of the receiver's ring;
* **in place** (what the transfer loop does): each packet quantized from a float tensor
  straight into its frame in the UMEM and queued; the wake-up; each result dequantized
  into a float tensor from where it lies in the receiver's ring (a frame over several
  chunks is copied out first).  The floats that come back are checked against the
  reference quantization: the run raises if one differs.  Timed twice: as the kernel's
  copy leaves the caches (the frames it has just written, the tensors the last run
  touched: a bound from below), and with the caches flushed after the wake-up (twice the
  last level cache written over: the frames, tensors and chunks come from memory, as
  where a NIC's DMA bypasses the caches and the gradient is cold: a bound from above).

Both run on the calling thread: the wake-up's time holds the kernel's transmit, the veth
and the receiver's XDP program and copy into its ring (copy mode: veth has no
zero-copy; a NIC's driver with zero-copy does less), the receive's time the rest.  No
loopback GRO: one frame per datagram, as on a wire.  Needs root and AF_XDP
(``tests/requires.py``'s xdp_missing).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import statistics
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from hostlib import fastpath, quantize
from hostlib.xdp import XdpUnavailable, available, frame_header, max_frame
from p4rproto.wire import HEADER_LEN, packet_dtype, packet_len

_SENDER, _RECEIVER = ("10.255.0.1", 47001), ("10.255.0.2", 47002)


#: A run's veth pair: this prefix, the process's id, then "a" or "b".
_PAIR_PREFIX = "p4rxb"


def _remove_stale_pairs() -> None:
    """The veth pairs of runs that died without removing theirs (a SIGKILL): their
    process is gone.  (Deleting one end deletes its peer.)"""
    for link in Path("/sys/class/net").glob(f"{_PAIR_PREFIX}*a"):
        pid = link.name[len(_PAIR_PREFIX) : -1]
        if pid.isdigit() and not Path(f"/proc/{pid}").exists():
            subprocess.run(["ip", "link", "del", link.name], capture_output=True)


@contextlib.contextmanager
def _veth_pair() -> Iterator[tuple[str, str]]:
    _remove_stale_pairs()
    a, b = f"{_PAIR_PREFIX}{os.getpid()}a", f"{_PAIR_PREFIX}{os.getpid()}b"
    subprocess.run(["ip", "link", "del", a], capture_output=True)  # a dead run's, our id reused
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


@dataclass(frozen=True)
class SocketPair:
    """A sending and a receiving AF_XDP socket of the host library (handles) on the two
    ends of a veth pair, and the ends' MACs."""

    lib: ctypes.CDLL
    tx: int
    rx: int
    tx_mac: str
    rx_mac: str


@contextlib.contextmanager
def socket_pair() -> Iterator[SocketPair]:
    """Two AF_XDP sockets on a veth pair made for them: tx sends from ``_SENDER`` to
    ``_RECEIVER``, where rx takes what comes from ``_SENDER``."""
    if not available():
        raise XdpUnavailable("bench cost --io xdp: the host's C kernels are not built")
    lib = fastpath._LIB
    assert lib is not None
    with _veth_pair() as (a, b):
        mac_a, mac_b = _mac(a), _mac(b)
        tx = _open(lib, a, _SENDER[1], frame_header(mac_b, mac_a, _SENDER, _RECEIVER))
        try:
            rx = _open(lib, b, _RECEIVER[1], frame_header(mac_a, mac_b, _RECEIVER, _SENDER))
            try:
                yield SocketPair(lib, tx, rx, mac_a, mac_b)
            finally:
                lib.p4r_hx_close(rx)
        finally:
            lib.p4r_hx_close(tx)


class Received:
    """Rows for up to ``n`` datagrams of K-element packets, copied out of a socket's
    ring (its ``recv``), and their lengths."""

    def __init__(self, k: int, n: int) -> None:
        self.size, self.n = packet_len(k), n
        self.data = np.zeros((n, self.size + 1), dtype=np.uint8)
        self.length = np.zeros(n, dtype=np.int64)
        self._ips = np.zeros(n, dtype=np.uint32)
        self._ports = np.zeros(n, dtype=np.uint16)

    def take(self, pair: SocketPair, got: int) -> int:
        """What waits on rx's ring, into the rows from ``got`` on: the count."""
        return int(
            pair.lib.p4r_hx_recv(
                pair.rx,
                self.data[got:].ctypes.data,
                self.size + 1,
                self.length[got:].ctypes.data,
                self._ips[got:].ctypes.data,
                self._ports[got:].ctypes.data,
                self.n - got,
            )
        )


def host_io_xdp(k: int, n: int, iterations: int) -> dict[str, float]:
    """Median ns of a host's ``n`` packets over AF_XDP, per part: ``queue_xdp``,
    ``kick_xdp`` and ``recv_xdp`` (copies), ``build_xdp`` and ``recv_inplace_xdp`` (in
    place, the transfer loop's way), and those two again with the caches flushed
    (``build_xdp_cold``, ``recv_inplace_xdp_cold``)."""
    with socket_pair() as pair:
        copies = _time(pair, k, n, iterations)
        warm = _time_in_place(pair, k, n, iterations)
        cold = _time_in_place(pair, k, n, iterations, _CacheFlush())
        return copies | warm | {f"{stage}_cold": ns for stage, ns in cold.items()}


class _CacheFlush:
    """Every cache line of twice the last level cache written (sysfs's size, 32 MB where
    it does not say): what the caches held before is gone, written back to memory."""

    def __init__(self) -> None:
        try:
            text = Path("/sys/devices/system/cpu/cpu0/cache/index3/size").read_text().strip()
            llc = int(text.rstrip("KM")) * {"K": 1 << 10, "M": 1 << 20}.get(text[-1:], 1)
        except (OSError, ValueError):
            llc = 32 << 20
        self._lines = np.zeros(2 * llc // 4, dtype=np.float32)[::16]  # one float a line

    def __call__(self) -> None:
        self._lines += 1.0


def _time(pair: SocketPair, k: int, n: int, iterations: int) -> dict[str, float]:
    size = packet_len(k)
    packets = np.zeros(n, dtype=packet_dtype(k))
    rows = Received(k, n)

    def queue() -> int:
        return int(pair.lib.p4r_hx_queue(pair.tx, packets.ctypes.data, size, size, None, n))

    queued, kick, recv = _runs(pair, n, iterations, queue, lambda got: rows.take(pair, got))
    if not (rows.length == size).all():
        raise RuntimeError("bench cost --io xdp: a datagram arrived cut")
    return {"queue_xdp": queued, "kick_xdp": kick, "recv_xdp": recv}


def _time_in_place(
    pair: SocketPair, k: int, n: int, iterations: int, flush: Callable[[], None] | None = None
) -> dict[str, float]:
    lib, tx, rx = pair.lib, pair.tx, pair.rx
    x = np.random.default_rng(k).standard_normal(n * k, dtype=np.float32)
    shift = int(quantize.shifts(quantize.block_exponents(x, x.size), 8)[0])
    header = bytes(HEADER_LEN)
    out = np.empty((n, k), dtype=np.float32)
    pkt = np.zeros(n, dtype=np.uintp)
    plen = np.zeros(n, dtype=np.uint32)
    stride = packet_len(k) + 64
    spill = np.zeros((n, stride), dtype=np.uint8)

    def build() -> int:
        return int(lib.p4r_hx_queue_quantized(tx, header, x.ctypes.data, k, shift, 0, n))

    def take(got: int) -> int:
        return int(
            lib.p4r_hx_recv_dequantized(
                rx,
                k,
                shift,
                out[got:].ctypes.data,
                pkt.ctypes.data,
                plen.ctypes.data,
                spill.ctypes.data,
                stride,
                n - got,
            )
        )

    built, _, recv = _runs(pair, n, iterations, build, take, flush)
    q = np.rint(x.astype(np.float64) * 2.0**shift)
    if not np.array_equal(out.ravel(), (q * 2.0**-shift).astype(np.float32)):
        raise RuntimeError("bench cost --io xdp: a result dequantized in place differs")
    return {"build_xdp": built, "recv_inplace_xdp": recv}


def _runs(
    pair: SocketPair,
    n: int,
    iterations: int,
    queue: Callable[[], int],
    take: Callable[[int], int],
    flush: Callable[[], None] | None = None,
) -> tuple[float, float, float]:
    """Median ns of ``queue`` (``n`` datagrams on tx's ring), of the kernel's part (the
    wake-ups that send them, until all wait on rx's ring), and of ``take`` receiving them
    all: the receiver's own work alone, the frames already in its ring as a NIC's DMA
    would leave them.  A wake-up leaves frames on the ring where the driver's queue is
    full: the sender is woken again while they are awaited.  ``flush``, where given,
    runs untimed once the frames are in, before the receive (and so the next queue)."""
    lib, tx, rx = pair.lib, pair.tx, pair.rx
    queued, kicks, recvs = [], [], []
    for i in range(iterations + 1):  # the first is a warm-up
        t0 = time.perf_counter_ns()
        if queue() != n:
            raise RuntimeError("bench cost --io xdp: the TX ring dropped datagrams")
        t1 = time.perf_counter_ns()
        deadline = time.monotonic() + 2.0
        lib.p4r_hx_kick(tx)
        while lib.p4r_hx_waiting(rx) < n:
            _check_arrival(lib, rx, int(lib.p4r_hx_waiting(rx)), n, deadline)
            lib.p4r_hx_kick(tx)
        if flush:
            flush()
        t2 = time.perf_counter_ns()
        got = 0
        while got < n:
            got += take(got)
        t3 = time.perf_counter_ns()
        if i:
            queued.append(t1 - t0)
            kicks.append(t2 - t1)
            recvs.append(t3 - t2)
    return statistics.median(queued), statistics.median(kicks), statistics.median(recvs)


def _check_arrival(lib: ctypes.CDLL, rx: int, got: int, n: int, deadline: float) -> None:
    if time.monotonic() > deadline:
        counts = np.zeros(7, dtype=np.int64)
        lib.p4r_hx_stats(rx, counts.ctypes.data)
        raise RuntimeError(
            f"bench cost --io xdp: {got} of {n} datagrams arrived (the receiving "
            f"socket's kernel dropped {counts[6]} so far: no room in its rings)"
        )
