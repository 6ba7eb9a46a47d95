"""A job's shared-memory lane to a software switch on this host (``docs/protocol.md``,
"Lanes"; the layout is ``p4rproto/include/p4r_lane.h``).

The datagrams of the C transfer loop then go through two rings in a file that both
processes map, not through the kernel's UDP path: on loopback the copies into and out of
socket buffers are most of what a large all-reduce costs the switch and the ranks
(``docs/performance.md``).  The worker makes the file (its own, mode 0600), asks the
switch to map it with an ATTACH from its registered UDP address, and unlinks it once the
switch answered: nothing stays in ``/dev/shm``.  A switch that refuses, or does not
answer (the numpy pipeline, a hardware switch, an older software switch), leaves the job
on UDP, as it would be without a lane.
"""

from __future__ import annotations

import contextlib
import mmap
import os
import secrets
import select
import socket
import struct
import time
from dataclasses import dataclass
from typing import Final

import numpy as np
import numpy.typing as npt

from p4rproto.lane import (
    CTL_BYTES,
    DIRECTORY,
    MAGIC,
    MAX_SLOTS,
    MIN_SLOTS,
    MSG_BYTES,
    PREFIX,
    REFUSALS,
    TAG,
    VERSION,
    Kind,
    message,
)

#: How long a worker waits for the switch's answer before it stays on UDP.
ANSWER_TIMEOUT: Final = 0.5


def slot_bytes_for(datagram_bytes: int) -> int:
    """A slot's size for datagrams of up to ``datagram_bytes``: its 4-byte length first,
    rounded up to a cache line."""
    return (4 + datagram_bytes + 63) // 64 * 64


def slots_for(window: int) -> int:
    """Slots per ring for a window of ``window`` packets in flight and the agreement's
    (a power of two: what does not fit goes by UDP)."""
    n = MIN_SLOTS
    while n < window + 2 and n < MAX_SLOTS:
        n *= 2
    return n


@dataclass
class Lane:
    """A mapped lane that a switch accepted: :attr:`array` is what the C loop reads."""

    map: mmap.mmap
    array: npt.NDArray[np.uint8]
    sock: socket.socket

    @property
    def nbytes(self) -> int:
        return len(self.map)

    def close(self) -> None:
        """Tell the switch to unmap the lane (best effort), then unmap it here (the C
        loop that read it is freed first)."""
        # The socket may be closed, or the switch gone (it unmaps when it stops).
        with contextlib.suppress(OSError):
            self.sock.send(message(Kind.DETACH))
        self.array = np.zeros(0, dtype=np.uint8)
        # A view of the map still held elsewhere: it goes when that is collected.
        with contextlib.suppress(BufferError):
            self.map.close()


class LaneRefused(RuntimeError):
    """The switch answered an ATTACH with a refusal (the job stays on UDP)."""


def attach(sock: socket.socket, *, slots: int, slot_bytes: int) -> Lane | None:
    """Make a lane, ask the switch that ``sock`` is connected to to map it; the lane, or
    None when the switch does not answer within :data:`ANSWER_TIMEOUT`.  Raises
    :class:`LaneRefused` when it refuses (saying why).  Datagrams other than the answer
    that arrive meanwhile are dropped: attach before the job's first call."""
    size = CTL_BYTES + 2 * slots * slot_bytes
    path = os.path.join(DIRECTORY, f"{PREFIX}{os.getpid()}-{secrets.token_hex(8)}")
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    try:
        # Reserve the pages now: a /dev/shm too small for the lane fails here (ENOSPC:
        # the job stays on UDP), not later with a SIGBUS on a write into the mapping.
        os.posix_fallocate(fd, 0, size)
        mem = mmap.mmap(fd, size)
    except BaseException:
        os.unlink(path)
        raise
    finally:
        os.close(fd)
    try:
        struct.pack_into("<4I", mem, 0, MAGIC, VERSION, slots, slot_bytes)
        answer = _ask(sock, message(Kind.ATTACH, path.encode()))
    except BaseException:
        mem.close()
        raise
    finally:
        os.unlink(path)  # mapped on both sides (or refused): the name has done its job
    if answer is None or answer[9] != Kind.ACCEPTED:
        mem.close()
        if answer is None:
            return None
        raise LaneRefused(REFUSALS.get(answer[10], f"reason {answer[10]}"))
    return Lane(mem, np.frombuffer(mem, dtype=np.uint8), sock)


def _ask(sock: socket.socket, request: bytes) -> bytes | None:
    """Send ``request``; the switch's answer (ACCEPTED or REFUSED), or None."""
    sock.send(request)
    poller = select.poll()
    poller.register(sock.fileno(), select.POLLIN)
    deadline = time.monotonic() + ANSWER_TIMEOUT
    while (left := deadline - time.monotonic()) > 0:
        if not poller.poll(left * 1000):
            break
        try:
            d = sock.recv(65536, socket.MSG_DONTWAIT)
        except (BlockingIOError, ConnectionRefusedError):
            continue
        answers = (Kind.ACCEPTED, Kind.REFUSED)
        if len(d) >= MSG_BYTES and d[: len(TAG)] == TAG and d[8] == VERSION and d[9] in answers:
            return d
    return None
