"""Batched UDP I/O: preallocated buffers, ``sendmmsg``/``recvmmsg`` through ctypes.

One syscall moves a whole batch of datagrams, and nothing is allocated per packet:
the message headers, I/O vectors and address records are numpy structured arrays
over fixed memory whose pointer fields are filled with vectorized arithmetic.

On Linux the batches also use UDP segmentation offload: consecutive packets of the
same size to the same destination leave as one GSO message (``UDP_SEGMENT``, up to
64 datagrams), and the receiver asks for them coalesced (``UDP_GRO``), so one skb and
one copy carry 64 packets through the kernel.  The datagrams on the wire are the same.
Where the syscalls are missing (not Linux, or not a 64-bit ABI) a portable
per-packet loop over the same buffers takes over, with the same interface.
"""

from __future__ import annotations

import ctypes
import errno
import os
import select
import socket
import struct
import sys
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

MSG_DONTWAIT = 0x40
SOL_UDP = 17
UDP_SEGMENT = 103
UDP_GRO = 104
#: Datagrams per GSO message (the kernel's UDP_MAX_SEGMENTS) and bytes per message.
MAX_SEGMENTS = 64
MAX_UDP_PAYLOAD = 65507
_CMSG_SPACE = 24  # CMSG_SPACE(sizeof(int)) and CMSG_SPACE(sizeof(u16)) on LP64
_MMSGHDR = np.dtype(
    {
        "names": ["name", "namelen", "iov", "iovlen", "control", "controllen", "flags", "len"],
        "formats": ["u8", "u4", "u8", "u8", "u8", "u8", "i4", "u4"],
        "offsets": [0, 8, 16, 24, 32, 40, 48, 56],
        "itemsize": 64,
    }
)
_IOVEC = np.dtype([("base", "u8"), ("len", "u8")])
# One cmsghdr with its data: UDP_SEGMENT's u16 on send, UDP_GRO's int on receive.
_CMSG = np.dtype(
    {
        "names": ["len", "level", "type", "value"],
        "formats": ["u8", "i4", "i4", "i4"],
        "offsets": [0, 8, 12, 16],
        "itemsize": _CMSG_SPACE,
    }
)
_SOCKADDR_IN = np.dtype(
    {
        "names": ["family", "port", "addr"],
        "formats": ["=u2", ">u2", ">u4"],
        "offsets": [0, 2, 4],
        "itemsize": 16,
    }
)

U8 = npt.NDArray[np.uint8]
IntArray = npt.NDArray[np.integer]


def _load_libc() -> ctypes.CDLL | None:
    if sys.platform != "linux" or struct.calcsize("P") != 8:
        return None
    libc = ctypes.CDLL(None, use_errno=True)
    if not hasattr(libc, "sendmmsg") or not hasattr(libc, "recvmmsg"):
        return None
    libc.sendmmsg.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_uint, ctypes.c_int]
    libc.recvmmsg.argtypes = [
        ctypes.c_int,
        ctypes.c_void_p,
        ctypes.c_uint,
        ctypes.c_int,
        ctypes.c_void_p,
    ]
    return libc


_LIBC = _load_libc()


def mmsg_available() -> bool:
    """Whether the batched syscalls are usable on this platform."""
    return _LIBC is not None


def ip_to_int(ip: str) -> int:
    return int.from_bytes(socket.inet_aton(ip), "big")


def int_to_ip(value: int) -> str:
    return socket.inet_ntoa(int(value).to_bytes(4, "big"))


@dataclass(frozen=True)
class Address:
    """An IPv4 UDP endpoint."""

    ip: str
    port: int

    @classmethod
    def parse(cls, text: str) -> Address:
        host, sep, port = text.rpartition(":")
        if not sep or not port.isdigit():
            raise ValueError(f"expected HOST:PORT, got {text!r}")
        if not 0 <= int(port) <= 65535:
            raise ValueError(f"{text!r}: port {port} is not 0..65535")
        try:
            ip = socket.gethostbyname(host or "0.0.0.0")
        except OSError as exc:  # from None: the message holds the resolver's error
            raise ValueError(f"{text!r}: cannot resolve {host!r}: {exc}") from None
        return cls(ip, int(port))

    @property
    def key(self) -> int:
        """``ip << 16 | port``: the switch's lookup key for this endpoint."""
        return ip_to_int(self.ip) << 16 | self.port

    def __str__(self) -> str:
        return f"{self.ip}:{self.port}"


def free_tcp_port(ip: str = "127.0.0.1") -> int:
    """A TCP port that was free a moment ago (another process could still take it)."""
    with socket.socket() as s:
        s.bind((ip, 0))
        return int(s.getsockname()[1])


def free_udp_ports(count: int, ip: str = "127.0.0.1") -> list[int]:
    """``count`` distinct UDP ports that were free a moment ago (held together while
    choosing, so they differ)."""
    socks = [socket.socket(socket.AF_INET, socket.SOCK_DGRAM) for _ in range(count)]
    try:
        for s in socks:
            s.bind((ip, 0))
        return [int(s.getsockname()[1]) for s in socks]
    finally:
        for s in socks:
            s.close()


def open_udp(bind: Address, *, buffer_bytes: int = 8 << 20) -> socket.socket:
    """A UDP socket bound to ``bind`` with large kernel buffers.

    As root the buffers may exceed ``net.core.[rw]mem_max`` (``SO_*BUFFORCE``);
    otherwise the kernel caps them silently.
    """
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    for force, plain in ((33, socket.SO_RCVBUF), (32, socket.SO_SNDBUF)):  # SO_*BUFFORCE
        try:
            sock.setsockopt(socket.SOL_SOCKET, force, buffer_bytes)
        except OSError:
            sock.setsockopt(socket.SOL_SOCKET, plain, buffer_bytes)
    try:
        sock.bind((bind.ip, bind.port))
    except OSError as exc:
        sock.close()
        # from None: the same errno and text again, now with the address
        raise OSError(exc.errno, f"cannot bind UDP {bind}: {exc.strerror}") from None
    return sock


def _enable_offload(sock: socket.socket) -> bool:
    """Turn on UDP GRO for ``sock`` and check that UDP GSO is there; False if not."""
    try:
        sock.getsockopt(SOL_UDP, UDP_SEGMENT)
        sock.setsockopt(SOL_UDP, UDP_GRO, 1)
    except OSError:
        return False
    return True


class BatchSocket:
    """A UDP socket with a preallocated receive batch and batched sends.

    ``recv()`` fills ``data[:n]`` (rows of ``stride`` bytes), ``length[:n]`` and the
    senders' ``src_ip[:n]``/``src_port[:n]``; those views stay valid until the next
    ``recv()``.  ``send()`` takes rows of an existing contiguous buffer by index, so a
    retransmission resends bytes that are already in place.  ``batch`` is the number
    of messages per syscall; with segmentation offload each may carry 64 packets.
    """

    def __init__(
        self,
        sock: socket.socket,
        *,
        batch: int,
        stride: int,
        batched: bool | None = None,
        offload: bool | None = None,
    ) -> None:
        if batch < 1 or stride < 1:
            raise ValueError("batch and stride must be positive")
        self.sock = sock
        self.batch = batch
        self.stride = stride
        self.batched = mmsg_available() if batched is None else batched and mmsg_available()
        want = self.batched if offload is None else offload and self.batched
        self.offload = want and _enable_offload(sock)
        self.segments = MAX_SEGMENTS if self.offload else 1
        self._fd = sock.fileno()
        self._poll = select.poll()
        self._poll.register(self._fd, select.POLLIN)
        capacity = batch * self.segments
        self.data: U8 = np.zeros((capacity, stride), dtype=np.uint8)
        self.length = np.zeros(capacity, dtype=np.int64)
        self.src_ip = np.zeros(capacity, dtype=np.uint32)
        self.src_port = np.zeros(capacity, dtype=np.uint16)
        # Receive messages: straight into the rows, or into 64-packet buffers to split.
        msg_size = min(65536, self.segments * stride) if self.offload else stride
        self._rbuf = self.data if not self.offload else np.zeros((batch, msg_size), np.uint8)
        self._rx = _MsgVector(batch, batch)
        self._rx.iov["base"] = self._rbuf.ctypes.data + np.arange(batch, dtype=np.uint64) * msg_size
        self._rx.iov["len"] = msg_size
        self._tx = _MsgVector(capacity, capacity)

    def fileno(self) -> int:
        return self._fd

    def close(self) -> None:
        self.sock.close()

    def wait_readable(self, timeout: float | None) -> bool:
        ms = None if timeout is None else max(0, int(timeout * 1000 + 0.999))
        return bool(self._poll.poll(ms))

    def recv(self, timeout: float | None = 0.0) -> int:
        """Receive what is queued (up to ``batch`` messages), waiting at most ``timeout``
        for the first; returns the number of packets in ``data``."""
        if timeout != 0.0 and not self.wait_readable(timeout):
            return 0
        if self.batched:
            return self._recv_mmsg()
        return self._recv_loop()

    def _recv_mmsg(self) -> int:
        assert _LIBC is not None
        rx = self._rx
        rx.hdr["namelen"] = _SOCKADDR_IN.itemsize
        if self.offload:
            rx.hdr["control"] = rx.cmsg_ptrs
            rx.hdr["controllen"] = _CMSG_SPACE
        n = _LIBC.recvmmsg(self._fd, rx.hdr.ctypes.data, self.batch, MSG_DONTWAIT, None)
        if n < 0:
            err = ctypes.get_errno()
            # ECONNREFUSED: an ICMP error for a connected socket (the peer is not up yet).
            if err in (errno.EAGAIN, errno.EWOULDBLOCK, errno.EINTR, errno.ECONNREFUSED):
                return 0
            raise OSError(err, os.strerror(err))
        size = rx.hdr["len"][:n].astype(np.int64)
        ip, port = rx.addr["addr"][:n], rx.addr["port"][:n]
        if not self.offload:
            self.length[:n], self.src_ip[:n], self.src_port[:n] = size, ip, port
            return int(n)
        cm = rx.cmsg[:n]
        coalesced = (rx.hdr["controllen"][:n] >= 20) & (cm["level"] == SOL_UDP)
        coalesced &= (cm["type"] == UDP_GRO) & (cm["value"] > 0)
        seg = np.where(coalesced, cm["value"], np.maximum(size, 1)).astype(np.int64)
        count = np.maximum(-(-size // seg), 1)
        first = np.cumsum(count) - count
        total = int(count.sum())
        self.src_ip[:total] = np.repeat(ip, count)
        self.src_port[:total] = np.repeat(port, count)
        single = np.flatnonzero(count == 1)
        width = min(self.stride, self._rbuf.shape[1])
        self.data[first[single], :width] = self._rbuf[single, :width]
        self.length[first[single]] = size[single]
        for i in np.flatnonzero(count > 1):  # one GSO message: up to 64 packets
            g, segments, at = int(seg[i]), int(count[i]), int(first[i])
            full = int(size[i]) // g
            w = min(g, self.stride)
            self.data[at : at + full, :w] = self._rbuf[i, : full * g].reshape(full, g)[:, :w]
            self.length[at : at + segments] = g
            if segments > full:  # a shorter last segment
                tail = int(size[i]) - full * g
                self.data[at + full, :tail] = self._rbuf[i, full * g : full * g + tail]
                self.length[at + full] = tail
        return total

    def _recv_loop(self) -> int:
        n = 0
        while n < self.batch:
            try:
                size, (ip, port) = self.sock.recvfrom_into(self.data[n], self.stride, MSG_DONTWAIT)
            except (BlockingIOError, InterruptedError, ConnectionRefusedError):
                break
            self.length[n] = size
            self.src_ip[n] = ip_to_int(ip)
            self.src_port[n] = port
            n += 1
        return n

    def send(
        self,
        buf: npt.NDArray[Any],
        rows: IntArray | None = None,
        length: int | IntArray | None = None,
        ip: IntArray | None = None,
        port: IntArray | None = None,
    ) -> int:
        """Send rows of the C-contiguous 2-D/structured ``buf`` (all of them, or ``rows``).

        ``length`` defaults to the row size; ``ip``/``port`` (host-order integers, one
        per message) are needed unless the socket is connected.  Returns the count sent.
        """
        if not buf.flags.c_contiguous:
            raise ValueError("send() needs a C-contiguous buffer")
        itemsize = buf.strides[0]
        idx = np.arange(len(buf)) if rows is None else np.asarray(rows)
        total = len(idx)
        per_call = len(self._tx.hdr)
        for start in range(0, total, per_call):
            part = idx[start : start + per_call]
            sl = slice(start, start + len(part))
            if length is None:
                lens: IntArray = np.full(len(part), itemsize, dtype=np.int64)
            elif isinstance(length, int | np.integer):
                lens = np.full(len(part), int(length), dtype=np.int64)
            else:
                lens = np.asarray(length, dtype=np.int64)[sl]
            ips = None if ip is None else np.asarray(ip)[sl]
            ports = None if port is None else np.asarray(port)[sl]
            if self.batched:
                offsets = part.astype(np.uint64) * np.uint64(itemsize)
                self._send_mmsg(buf.ctypes.data + offsets, lens, ips, ports)
            else:
                self._send_loop(buf, part, lens, ips, ports)
        return total

    def _send_mmsg(
        self,
        ptrs: npt.NDArray[np.uint64],
        lens: IntArray,
        ips: IntArray | None,
        ports: IntArray | None,
    ) -> None:
        """Send the datagrams at ``ptrs`` (``lens`` bytes each, to ``ips``/``ports`` or
        the connected peer) in sendmmsg calls: a message per datagram, or with
        segmentation offload a message per run of one destination and one size."""
        total = len(ptrs)
        tx = self._tx
        tx.iov["base"][:total] = ptrs
        tx.iov["len"][:total] = lens
        first = _message_starts(lens, ips, ports) if self.offload else np.arange(total)
        self._fill_headers(first, np.diff(np.r_[first, total]), lens, ips, ports)
        self._send_headers(len(first))

    def _fill_headers(
        self,
        first: IntArray,
        segments: IntArray,
        lens: IntArray,
        ips: IntArray | None,
        ports: IntArray | None,
    ) -> None:
        """Fill a message header for each run of iovecs that starts at ``first`` and
        holds ``segments`` datagrams: its address, and for more than one datagram the
        UDP_SEGMENT cmsg that tells the kernel their size."""
        tx = self._tx
        messages = len(first)
        hdr = tx.hdr[:messages]
        hdr["iov"] = tx.iov_ptrs[first]
        hdr["iovlen"] = segments
        if ips is not None and ports is not None:
            tx.addr["addr"][:messages] = ips[first]
            tx.addr["port"][:messages] = ports[first]
            hdr["name"] = tx.addr_ptrs[:messages]
            hdr["namelen"] = _SOCKADDR_IN.itemsize
        else:
            hdr["name"] = 0
            hdr["namelen"] = 0
        gso = segments > 1
        tx.cmsg["len"][:messages] = 18  # CMSG_LEN(sizeof(u16))
        tx.cmsg["level"][:messages] = SOL_UDP
        tx.cmsg["type"][:messages] = UDP_SEGMENT
        tx.cmsg["value"][:messages] = lens[first]
        hdr["control"] = np.where(gso, tx.cmsg_ptrs[:messages], 0)
        hdr["controllen"] = np.where(gso, _CMSG_SPACE, 0)

    def _send_headers(self, messages: int) -> None:
        """sendmmsg the first ``messages`` headers, all of them: again after an
        interruption or a full buffer, past a message a connected peer refused."""
        assert _LIBC is not None
        done = 0
        while done < messages:
            ptr = self._tx.hdr.ctypes.data + done * _MMSGHDR.itemsize
            sent = _LIBC.sendmmsg(self._fd, ptr, messages - done, 0)
            if sent < 0:
                err = ctypes.get_errno()
                if err in (errno.EINTR, errno.EAGAIN, errno.ENOBUFS):
                    continue
                if err == errno.ECONNREFUSED:  # a connected peer is not listening (yet)
                    done += 1
                    continue
                raise OSError(err, os.strerror(err))
            done += sent

    def _send_loop(
        self,
        buf: npt.NDArray[Any],
        rows: IntArray,
        lens: IntArray,
        ips: IntArray | None,
        ports: IntArray | None,
    ) -> None:
        raw = buf.view(np.uint8).reshape(len(buf), -1)
        for j, r in enumerate(rows):
            data = raw[r, : int(lens[j])].data
            try:
                if ips is None or ports is None:
                    self.sock.send(data)
                else:
                    self.sock.sendto(data, (int_to_ip(int(ips[j])), int(ports[j])))
            except ConnectionRefusedError:
                continue


def _message_starts(lens: IntArray, ips: IntArray | None, ports: IntArray | None) -> IntArray:
    """Where each segmentation-offload message starts among the datagrams: at every
    change of destination or size, and every 64 datagrams (or fewer, so that a
    message stays within a UDP payload)."""
    total = len(lens)
    key = np.zeros(total, dtype=np.uint64)
    if ips is not None and ports is not None:
        key = ips.astype(np.uint64) << np.uint64(16) | ports.astype(np.uint64)
    brk = np.ones(total, dtype=bool)
    brk[1:] = (key[1:] != key[:-1]) | (lens[1:] != lens[:-1])
    run_start = np.flatnonzero(brk)
    pos = np.arange(total) - np.repeat(run_start, np.diff(np.r_[run_start, total]))
    cap = np.minimum(MAX_SEGMENTS, MAX_UDP_PAYLOAD // np.maximum(lens, 1))
    return np.flatnonzero(brk | (pos % cap == 0))


class _MsgVector:
    """mmsghdr records with their iovecs, sockaddr_in and cmsg records."""

    def __init__(self, messages: int, iovecs: int) -> None:
        self.hdr = np.zeros(messages, dtype=_MMSGHDR)
        self.iov = np.zeros(iovecs, dtype=_IOVEC)
        self.addr = np.zeros(messages, dtype=_SOCKADDR_IN)
        self.cmsg = np.zeros(messages, dtype=_CMSG)
        self.addr["family"] = socket.AF_INET
        steps = np.arange(messages, dtype=np.uint64)
        self.addr_ptrs = self.addr.ctypes.data + steps * np.uint64(_SOCKADDR_IN.itemsize)
        self.cmsg_ptrs = self.cmsg.ctypes.data + steps * np.uint64(_CMSG_SPACE)
        self.iov_ptrs = self.iov.ctypes.data + np.arange(iovecs, dtype=np.uint64) * np.uint64(
            _IOVEC.itemsize
        )
        self.hdr["name"] = self.addr_ptrs
        self.hdr["namelen"] = _SOCKADDR_IN.itemsize
        self.hdr["iov"] = self.iov_ptrs[:messages]
        self.hdr["iovlen"] = 1
