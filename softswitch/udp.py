"""UDP front end: the pipeline behind one loopback (or any IPv4) UDP socket.

With the native pipeline the receive-process-send loop itself is native too
(``softswitch/_native.c``): recvmmsg with UDP GRO, the pipeline, sendmmsg with UDP GSO,
all without the GIL; control-plane calls synchronize with it through the core's
mutex.  Packets for the CPU port are queued there and handed to :attr:`to_cpu` by the
serving thread.  With the numpy pipeline, Python moves the batches.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from p4rproto.netio import Address, BatchSocket, open_udp
from p4rproto.wire import as_u8, packet_len

from .frontend import IDLE_MS, FrontEnd
from .native import AnyPipeline, NativePipeline, NativeUnavailable, io_available
from .pipeline import Emitted

#: Receive messages per native batch with GRO on: each holds up to 64 datagrams.
GRO_MESSAGES = 64
#: What :meth:`UdpSwitch.lane_stats` counts (``softswitch/_native_lanes.c``).
LANE_STATS = ("lanes", "attached", "refused", "received", "sent", "kicks")


class UdpSwitch(FrontEnd):
    """Receives datagrams in batches, runs them through the pipeline, sends the output.

    Workers are recognised by their source address (the worker table's key), so
    this front end needs no port numbers of its own beyond the one it listens on.
    ``native_io``: run the native I/O loop (default: when the pipeline is native).
    """

    def __init__(
        self,
        listen: Address,
        pipeline: AnyPipeline,
        *,
        batch: int = 512,
        native_io: bool | None = None,
    ) -> None:
        stride = packet_len(pipeline.elems) + 1  # one more byte exposes oversized packets
        super().__init__(pipeline, stride)
        native = isinstance(pipeline, NativePipeline) and io_available()
        if native_io and not native:
            raise NativeUnavailable("the native I/O loop needs the native pipeline on Linux")
        sock = open_udp(listen, buffer_bytes=32 << 20)
        self._sock = BatchSocket(sock, batch=batch, stride=stride)
        self._core: Any = None
        if native_io is not False and isinstance(pipeline, NativePipeline) and native:
            self._core = pipeline.core
            offload = int(self._sock.offload)
            messages = min(batch, GRO_MESSAGES) if offload else batch
            self._serve_args = (sock.fileno(), stride, messages, offload, offload)
        ip, port = sock.getsockname()
        self.address = Address(ip, port)

    @property
    def native_io(self) -> bool:
        """Whether the native loop moves the packets."""
        return self._core is not None

    def lane_stats(self) -> dict[str, int]:
        """What the native loop's shared-memory lanes did (``docs/protocol.md``, "Lanes"):
        the lanes it holds, ATTACHes accepted and refused, datagrams received and sent
        through lanes, kicks sent.  All 0 without the native loop, which alone has lanes."""
        if self._core is None:
            return dict.fromkeys(LANE_STATS, 0)
        stats: dict[str, int] = self._core.lane_stats()
        return stats

    def serve_forever(self) -> None:
        if self._core is None:
            super().serve_forever()
            return
        while not self._stop.is_set():
            self._core.serve(*self._serve_args, IDLE_MS, 0)
            self._deliver_cpu()

    def stop(self) -> None:
        super().stop()
        if self._core is not None:
            self._core.interrupt()

    def _deliver_cpu(self) -> None:
        for packet in self._core.take_cpu():
            if self.to_cpu is not None:
                self.to_cpu(packet)

    def poll(self, timeout: float = 0.05) -> int:
        """Process one batch; returns the datagrams received."""
        if self._core is not None:
            n: int = self._core.serve(*self._serve_args, max(0, int(timeout * 1000)), 1)
            self._deliver_cpu()
            return n
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
