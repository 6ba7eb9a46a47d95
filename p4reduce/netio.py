"""Batched UDP I/O: preallocated buffers, ``sendmmsg``/``recvmmsg`` through ctypes.

One syscall moves a whole batch of datagrams, and nothing is allocated per packet:
the message headers, I/O vectors and address records are numpy structured arrays
over fixed memory whose pointer fields are filled with vectorized arithmetic.  Where
the syscalls are missing (not Linux, or not a 64-bit ABI) a portable per-packet loop
over the same buffers takes over, with the same interface.
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

import numpy as np
import numpy.typing as npt

MSG_DONTWAIT = 0x40
_MMSGHDR = np.dtype(
    {
        "names": ["name", "namelen", "iov", "iovlen", "control", "controllen", "flags", "len"],
        "formats": ["u8", "u4", "u8", "u8", "u8", "u8", "i4", "u4"],
        "offsets": [0, 8, 16, 24, 32, 40, 48, 56],
        "itemsize": 64,
    }
)
_IOVEC = np.dtype([("base", "u8"), ("len", "u8")])
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
        ip = socket.gethostbyname(host or "0.0.0.0")
        return cls(ip, int(port))

    @property
    def key(self) -> int:
        """``ip << 16 | port``: the switch's lookup key for this endpoint."""
        return ip_to_int(self.ip) << 16 | self.port

    def __str__(self) -> str:
        return f"{self.ip}:{self.port}"


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
    sock.bind((bind.ip, bind.port))
    return sock


class BatchSocket:
    """A UDP socket with a preallocated receive batch and batched sends.

    ``recv()`` fills ``data[:n]`` (rows of ``stride`` bytes), ``length[:n]`` and the
    senders' ``src_ip[:n]``/``src_port[:n]``; those views stay valid until the next
    ``recv()``.  ``send()`` takes rows of an existing contiguous buffer by index, so a
    retransmission resends bytes that are already in place.
    """

    def __init__(
        self, sock: socket.socket, *, batch: int, stride: int, batched: bool | None = None
    ) -> None:
        if batch < 1 or stride < 1:
            raise ValueError("batch and stride must be positive")
        self.sock = sock
        self.batch = batch
        self.stride = stride
        self.batched = mmsg_available() if batched is None else batched and mmsg_available()
        self._fd = sock.fileno()
        self._poll = select.poll()
        self._poll.register(self._fd, select.POLLIN)
        self.data: U8 = np.zeros((batch, stride), dtype=np.uint8)
        self.length = np.zeros(batch, dtype=np.int64)
        self.src_ip = np.zeros(batch, dtype=np.uint32)
        self.src_port = np.zeros(batch, dtype=np.uint16)
        self._rx = _MsgVector(batch)
        self._rx.iov["base"] = self.data.ctypes.data + np.arange(batch, dtype=np.uint64) * stride
        self._rx.iov["len"] = stride
        self._tx = _MsgVector(batch)

    def fileno(self) -> int:
        return self._fd

    def close(self) -> None:
        self.sock.close()

    def wait_readable(self, timeout: float | None) -> bool:
        ms = None if timeout is None else max(0, int(timeout * 1000 + 0.999))
        return bool(self._poll.poll(ms))

    def recv(self, timeout: float | None = 0.0) -> int:
        """Receive up to ``batch`` datagrams, waiting at most ``timeout`` for the first."""
        if timeout != 0.0 and not self.wait_readable(timeout):
            return 0
        if self.batched:
            return self._recv_mmsg()
        return self._recv_loop()

    def _recv_mmsg(self) -> int:
        assert _LIBC is not None
        rx = self._rx
        rx.hdr["namelen"] = _SOCKADDR_IN.itemsize
        n = _LIBC.recvmmsg(self._fd, rx.hdr.ctypes.data, self.batch, MSG_DONTWAIT, None)
        if n < 0:
            err = ctypes.get_errno()
            # ECONNREFUSED: an ICMP error for a connected socket (the peer is not up yet).
            if err in (errno.EAGAIN, errno.EWOULDBLOCK, errno.EINTR, errno.ECONNREFUSED):
                return 0
            raise OSError(err, os.strerror(err))
        self.length[:n] = rx.hdr["len"][:n]
        self.src_ip[:n] = rx.addr["addr"][:n]
        self.src_port[:n] = rx.addr["port"][:n]
        return int(n)

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
        buf: npt.NDArray[np.generic],
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
        sent = 0
        while sent < total:
            part = idx[sent : sent + self.batch]
            sl = slice(sent, sent + len(part))
            lens: int | IntArray = itemsize
            if isinstance(length, int | np.integer):
                lens = int(length)
            elif length is not None:
                lens = np.asarray(length)[sl]
            ips = None if ip is None else np.asarray(ip)[sl]
            ports = None if port is None else np.asarray(port)[sl]
            base = buf.ctypes.data
            if self.batched:
                self._send_mmsg(base, part.astype(np.uint64) * itemsize, lens, ips, ports)
            else:
                self._send_loop(buf, part, lens, ips, ports)
            sent += len(part)
        return sent

    def _send_mmsg(
        self,
        base: int,
        offsets: npt.NDArray[np.uint64],
        lens: int | IntArray,
        ips: IntArray | None,
        ports: IntArray | None,
    ) -> None:
        assert _LIBC is not None
        n = len(offsets)
        tx = self._tx
        tx.iov["base"][:n] = base + offsets
        tx.iov["len"][:n] = lens
        if ips is None or ports is None:
            tx.hdr["name"][:n] = 0
            tx.hdr["namelen"][:n] = 0
        else:
            tx.addr["addr"][:n] = ips
            tx.addr["port"][:n] = ports
            tx.hdr["name"][:n] = tx.addr_ptrs[:n]
            tx.hdr["namelen"][:n] = _SOCKADDR_IN.itemsize
        done = 0
        while done < n:
            ptr = tx.hdr.ctypes.data + done * _MMSGHDR.itemsize
            k = _LIBC.sendmmsg(self._fd, ptr, n - done, 0)
            if k < 0:
                err = ctypes.get_errno()
                if err in (errno.EINTR, errno.EAGAIN, errno.ENOBUFS):
                    continue
                if err == errno.ECONNREFUSED:  # a connected peer is not listening (yet)
                    done += 1
                    continue
                raise OSError(err, os.strerror(err))
            done += k

    def _send_loop(
        self,
        buf: npt.NDArray[np.generic],
        rows: IntArray,
        lens: int | IntArray,
        ips: IntArray | None,
        ports: IntArray | None,
    ) -> None:
        raw = buf.view(np.uint8).reshape(len(buf), -1)
        for j, r in enumerate(rows):
            size = lens if isinstance(lens, int) else int(lens[j])
            data = raw[r, :size].data
            try:
                if ips is None or ports is None:
                    self.sock.send(data)
                else:
                    self.sock.sendto(data, (int_to_ip(int(ips[j])), int(ports[j])))
            except ConnectionRefusedError:
                continue


class _MsgVector:
    """``batch`` mmsghdr records, each with one iovec and one sockaddr_in."""

    def __init__(self, batch: int) -> None:
        self.hdr = np.zeros(batch, dtype=_MMSGHDR)
        self.iov = np.zeros(batch, dtype=_IOVEC)
        self.addr = np.zeros(batch, dtype=_SOCKADDR_IN)
        self.addr["family"] = socket.AF_INET
        steps = np.arange(batch, dtype=np.uint64)
        self.addr_ptrs = self.addr.ctypes.data + steps * _SOCKADDR_IN.itemsize
        self.hdr["name"] = self.addr_ptrs
        self.hdr["namelen"] = _SOCKADDR_IN.itemsize
        self.hdr["iov"] = self.iov.ctypes.data + steps * _IOVEC.itemsize
        self.hdr["iovlen"] = 1
