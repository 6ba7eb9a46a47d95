"""Which tensors the switch takes, by device, and the caller's CUDA streams.

The switch sums host memory.  A CPU tensor goes to it as it is (a lone contiguous
tensor is read in place); a CUDA tensor is staged through pinned host memory in chunks
that overlap (:mod:`.staging`); a tensor of any other device, dtype or layout goes to
Gloo.  :func:`switch_route` is that decision, a pure function of the tensor's device
type, dtype and layout.

The reducer runs every operation on a thread of its own, and a thread's current CUDA
stream is its own: :class:`CallerStreams` captures the streams current on the thread
that issues a collective and makes them current again on the reducer's thread while the
collective runs.  So the copy-down waits for what the caller queued before the call
(the kernel that wrote the gradient), Gloo's CUDA path orders itself after it too, and
the result is ordered before what the caller queues on that stream once the work is done.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from typing import Literal, TypeVar

import torch

T = TypeVar("T")

#: Tensor dtypes the switch all-reduces: floats quantized, integers exact (int64 within
#: int32 range).  Anything else goes through Gloo.
SWITCH_DTYPES = frozenset({torch.float32, torch.float16, torch.bfloat16, torch.int32, torch.int64})

#: How the switch reaches a tensor's memory: ``direct`` (host memory, read in place) or
#: ``staged`` (copied down to pinned host memory and back, :mod:`.staging`).
Route = Literal["direct", "staged"]
#: The route per device type; a device not listed goes to Gloo.
SWITCH_ROUTES: Mapping[str, Route] = {"cpu": "direct", "cuda": "staged"}


def switch_route(device_type: str, dtype: torch.dtype, layout: torch.layout) -> Route | None:
    """How the switch takes a tensor of this device type, dtype and layout; None where it
    does not (Gloo takes it)."""
    if dtype not in SWITCH_DTYPES or layout != torch.strided:
        return None
    return SWITCH_ROUTES.get(device_type)


@dataclass(frozen=True)
class CallerStreams:
    """The CUDA streams current on the issuing thread, one per CUDA device of a call's
    tensors (none for CPU tensors: then nothing here touches CUDA)."""

    streams: tuple[torch.cuda.Stream, ...] = ()

    @classmethod
    def of(cls, tensors: Iterable[torch.Tensor]) -> CallerStreams:
        """Capture, on the calling thread, the current stream of each CUDA device that
        holds one of ``tensors``."""
        devices = {t.device for t in tensors if t.is_cuda}
        if not devices:
            return NO_STREAMS
        ordered = sorted(devices, key=lambda d: d.index or 0)
        return cls(tuple(torch.cuda.current_stream(d) for d in ordered))

    @contextmanager
    def current(self) -> Iterator[None]:
        """Make the captured streams current on this thread for the block."""
        with ExitStack() as stack:
            for stream in self.streams:
                stack.enter_context(torch.cuda.stream(stream))
            yield

    def run(self, fn: Callable[[], T]) -> T:
        """``fn()`` with the captured streams current on this thread."""
        if not self.streams:
            return fn()
        with self.current():
            return fn()

    def join(self) -> None:
        """Make the streams current on this thread wait for the captured ones, where
        they differ (what NCCL's ``work.wait()`` does for the waiting stream): device
        work queued here afterwards is ordered after the call's.  A wait on the device,
        not on the host."""
        for stream in self.streams:
            current = torch.cuda.current_stream(stream.device)
            if current != stream:
                current.wait_stream(stream)


NO_STREAMS = CallerStreams()  #: the streams of an operation without CUDA tensors
