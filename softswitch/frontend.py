"""What the software switch's front ends (UDP socket, raw ports) have in common."""

from __future__ import annotations

import threading
from collections.abc import Callable

import numpy as np

from .native import AnyPipeline
from .pipeline import Emitted

#: How long a native serving loop waits for traffic before it looks at the stop flag (ms).
IDLE_MS = 50


class FrontEnd:
    """A pipeline, the lock that serializes it against control-plane writes, the CPU
    port's hook (packet-in), and the serving loop.  Subclasses move the packets."""

    def __init__(self, pipeline: AnyPipeline, stride: int) -> None:
        self.pipeline = pipeline
        self.stride = stride  #: bytes of a received datagram row
        #: Serializes the pipeline between the packet loop and control-plane writes.
        self.lock = threading.Lock()
        #: Where packets to the CPU port (0.0.0.0:0, e.g. RESET_ACKs) go: packet-in.
        self.to_cpu: Callable[[bytes], None] | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def poll(self, timeout: float = 0.05) -> int:
        """Process what arrives within ``timeout``; returns the packets received."""
        raise NotImplementedError

    def _emit(self, out: Emitted) -> None:
        raise NotImplementedError

    def _release(self) -> None:
        """Close the sockets (after the serving thread stopped)."""
        raise NotImplementedError

    def inject(self, payload: bytes) -> None:
        """Process one datagram from the controller (the CPU port: packet-out)."""
        row = np.zeros((1, self.stride), dtype=np.uint8)
        size = min(len(payload), self.stride)
        row[0, :size] = np.frombuffer(payload[:size], dtype=np.uint8)
        cpu_ip, cpu_port = np.zeros(1, dtype=np.uint32), np.zeros(1, dtype=np.uint16)
        with self.lock:
            out = self.pipeline.process(
                row, np.array([len(payload)]), cpu_ip, cpu_port, from_cpu=True
            )
        self._emit(out)

    def serve_forever(self) -> None:
        while not self._stop.is_set():
            self.poll()

    def start_thread(self) -> threading.Thread:
        """Serve in a daemon thread until :meth:`close`."""
        name = f"p4r-{type(self).__name__}"
        self._thread = threading.Thread(target=self.serve_forever, name=name, daemon=True)
        self._thread.start()
        return self._thread

    def stop(self) -> None:
        self._stop.set()

    def close(self) -> None:
        self.stop()
        if self._thread is not None:
            self._thread.join()
        self._release()
