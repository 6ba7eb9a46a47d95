"""UDP front end: the pipeline behind one loopback (or any IPv4) UDP socket."""

from __future__ import annotations

import threading

import numpy as np

from p4reduce.netio import Address, BatchSocket, open_udp
from p4reduce.wire import packet_len

from .pipeline import Pipeline


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

    def poll(self, timeout: float = 0.05) -> int:
        """Process one batch; returns the datagrams received."""
        sock = self._sock
        n = sock.recv(timeout)
        if n:
            out = self.pipeline.process(
                sock.data[:n], sock.length[:n], sock.src_ip[:n], sock.src_port[:n]
            )
            if len(out):
                # Grouped by destination, so each worker's results leave as GSO runs.
                key = out.dst_ip.astype(np.uint64) << np.uint64(16) | out.dst_port
                order = np.argsort(key, kind="stable")
                sock.send(
                    out.packets, order, out.length[order], out.dst_ip[order], out.dst_port[order]
                )
        return n

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
