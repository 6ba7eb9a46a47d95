"""UDP front end: the pipeline behind one loopback (or any IPv4) UDP socket."""

from __future__ import annotations

import threading
from collections.abc import Callable

import numpy as np

from p4reduce.netio import Address, BatchSocket, open_udp
from p4reduce.wire import as_u8, packet_len

from .pipeline import Emitted, Pipeline


class UdpSwitch:
    """Receives datagrams in batches, runs them through the pipeline, sends the output.

    Workers are recognised by their source address (the worker table's key), so
    this front end needs no port numbers of its own beyond the one it listens on.
    """

    def __init__(self, listen: Address, pipeline: Pipeline, *, batch: int = 512) -> None:
        self.pipeline = pipeline
        sock = open_udp(listen, buffer_bytes=32 << 20)
        stride = packet_len(pipeline.elems) + 1  # one more byte exposes oversized packets
        self._sock = BatchSocket(sock, batch=batch, stride=stride)
        ip, port = sock.getsockname()
        self.address = Address(ip, port)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        #: Serializes the pipeline between the packet loop and control-plane writes.
        self.lock = threading.Lock()
        #: Where packets to the CPU port (0.0.0.0:0, e.g. RESET_ACKs) go: packet-in.
        self.to_cpu: Callable[[bytes], None] | None = None

    def poll(self, timeout: float = 0.05) -> int:
        """Process one batch; returns the datagrams received."""
        sock = self._sock
        n = sock.recv(timeout)
        if n:
            with self.lock:
                out = self.pipeline.process(
                    sock.data[:n], sock.length[:n], sock.src_ip[:n], sock.src_port[:n]
                )
            self._send(out)
        return n

    def inject(self, payload: bytes) -> None:
        """Process one datagram from the controller (the CPU port: packet-out)."""
        row = np.zeros((1, self._sock.stride), dtype=np.uint8)
        size = min(len(payload), self._sock.stride)
        row[0, :size] = np.frombuffer(payload[:size], dtype=np.uint8)
        cpu = np.zeros(1, dtype=np.uint32), np.zeros(1, dtype=np.uint16)
        with self.lock:
            out = self.pipeline.process(row, np.array([len(payload)]), *cpu)
        self._send(out)

    def _send(self, out: Emitted) -> None:
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

    def serve_forever(self) -> None:
        while not self._stop.is_set():
            self.poll()

    def start_thread(self) -> threading.Thread:
        """Serve in a daemon thread until :meth:`close`."""
        self._thread = threading.Thread(target=self.serve_forever, name="p4r-switch", daemon=True)
        self._thread.start()
        return self._thread

    def stop(self) -> None:
        self._stop.set()

    def close(self) -> None:
        self.stop()
        if self._thread is not None:
            self._thread.join()
        self._sock.close()
