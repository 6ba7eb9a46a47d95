"""UDP front end: the pipeline behind one loopback (or any IPv4) UDP socket."""

from __future__ import annotations

import numpy as np

from p4reduce.netio import Address, BatchSocket, open_udp
from p4reduce.wire import as_u8, packet_len

from .frontend import FrontEnd
from .pipeline import Emitted, Pipeline


class UdpSwitch(FrontEnd):
    """Receives datagrams in batches, runs them through the pipeline, sends the output.

    Workers are recognised by their source address (the worker table's key), so
    this front end needs no port numbers of its own beyond the one it listens on.
    """

    def __init__(self, listen: Address, pipeline: Pipeline, *, batch: int = 512) -> None:
        stride = packet_len(pipeline.elems) + 1  # one more byte exposes oversized packets
        super().__init__(pipeline, stride)
        sock = open_udp(listen, buffer_bytes=32 << 20)
        self._sock = BatchSocket(sock, batch=batch, stride=stride)
        ip, port = sock.getsockname()
        self.address = Address(ip, port)

    def poll(self, timeout: float = 0.05) -> int:
        """Process one batch; returns the datagrams received."""
        sock = self._sock
        n = sock.recv(timeout)
        if n:
            with self.lock:
                out = self.pipeline.process(
                    sock.data[:n], sock.length[:n], sock.src_ip[:n], sock.src_port[:n]
                )
            self._emit(out)
        return n

    def _emit(self, out: Emitted) -> None:
        if not len(out):
            return
        to_cpu = (out.dst_ip == 0) & (out.dst_port == 0)
        if to_cpu.any() and self.to_cpu is not None:
            for i in np.flatnonzero(to_cpu):
                self.to_cpu(as_u8(out.packets[i : i + 1])[0, : out.length[i]].tobytes())
        keep = np.flatnonzero(~to_cpu)
        if len(keep):
            # Grouped by destination, so each worker's results leave as GSO runs.
            key = out.dst_ip[keep].astype(np.uint64) << np.uint64(16) | out.dst_port[keep]
            order = keep[np.argsort(key, kind="stable")]
            self._sock.send(
                out.packets, order, out.length[order], out.dst_ip[order], out.dst_port[order]
            )

    def _release(self) -> None:
        self._sock.close()
